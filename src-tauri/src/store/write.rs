//! One writer at a time: the write transaction every change goes through, and
//! the lock a restore or a move aside holds on the file it replaces.
//!
//! Two copies of the app may open one database (the desktop app launched
//! twice, a stale process beside a fresh one). SQLite keeps their writes
//! apart, but a restore *replaces the file*: a copy that still holds the old
//! one would write into a file nobody reads again. So the store remembers
//! which file it opened (its device and inode), and every write transaction,
//! once `BEGIN IMMEDIATE` holds SQLite's write lock, checks that the path still
//! names that file; if not, it rolls back and answers
//! [`StoreError::Replaced`]: nothing acknowledged, nothing lost. The restore
//! holds the write lock of the old file ([`WriteLock`]) from before its last
//! copy until the new file is in place, so no write slips between.

use rusqlite::OpenFlags;
use rusqlite::config::DbConfig;

use super::*;

/// Which file a path names: its device and inode. `None` where the system
/// does not say (then the check is skipped: on Windows an open database
/// cannot be renamed anyway).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct FileId {
    device: u64,
    inode: u64,
}

impl FileId {
    /// The file `path` names now, if any.
    pub(super) fn of(path: &Path) -> Option<FileId> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let meta = std::fs::metadata(path).ok()?;
            Some(FileId {
                device: meta.dev(),
                inode: meta.ino(),
            })
        }
        #[cfg(not(unix))]
        {
            let _ = path;
            None
        }
    }

    /// The file an open connection's database is, as its path names it now.
    pub(super) fn of_connection(conn: &Connection) -> Option<(PathBuf, FileId)> {
        let path = PathBuf::from(conn.path().filter(|p| !p.is_empty())?);
        let id = FileId::of(&path)?;
        Some((path, id))
    }
}

impl Store {
    /// Begins a write: refused when the storage is read-only, then
    /// `BEGIN IMMEDIATE` (SQLite's write lock, waiting up to the busy
    /// timeout for another writer), then the check that the database's path
    /// still names the file this store opened. Every change goes through here.
    pub(super) fn write(&mut self) -> Result<Transaction<'_>, StoreError> {
        if self.read_only {
            return Err(StoreError::ReadOnly);
        }
        // `&mut self` keeps this the connection's only transaction.
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)?;
        let moved = match &self.file {
            Some((path, opened)) => FileId::of(path) != Some(*opened),
            None => false,
        };
        if moved {
            drop(tx);
            self.forget_file();
            return Err(StoreError::Replaced);
        }
        Ok(tx)
    }

    /// Whether the database's path names another file than the one this
    /// store opened (another copy of the app restored a backup).
    pub fn is_replaced(&self) -> bool {
        self.file
            .as_ref()
            .is_some_and(|(path, opened)| FileId::of(path) != Some(*opened))
    }

    /// The file was replaced: closing must not checkpoint into the old one and
    /// then delete the `-wal` by its name, which is now the new file's.
    fn forget_file(&self) {
        let _ = self
            .conn
            .set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true);
    }

    /// Closes the store without a checkpoint: its WAL stays beside its file
    /// (for a file about to be moved aside whole).
    pub(super) fn close_without_checkpoint(self) {
        self.forget_file();
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        if self.is_replaced() {
            self.forget_file();
        }
    }
}

/// SQLite's write lock on a database file, held by a connection of its own
/// while the file is moved aside or replaced: another copy of the app that
/// wants to write waits for it, then finds the file gone and saves nothing
/// ([`Store::write`]); a write under way ends first. Released when dropped
/// (the transaction rolls back; nothing was written through it).
pub(super) struct WriteLock {
    _conn: Option<Connection>,
}

impl WriteLock {
    /// Takes the write lock of the database at `path`, waiting up to 5 s for
    /// a writer to finish. A missing file, or one SQLite calls damaged (which
    /// takes no writes either), gives a lock that holds nothing.
    pub(super) fn take(path: &Path) -> Result<WriteLock, StoreError> {
        if !path.exists() {
            return Ok(WriteLock { _conn: None });
        }
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        // Closing after the move must not checkpoint into the old file and
        // delete the `-wal` by name: that name is the new file's then.
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
        match conn.execute_batch("BEGIN IMMEDIATE") {
            Ok(()) => Ok(WriteLock { _conn: Some(conn) }),
            Err(err) if super::check::is_damage(&err) => Ok(WriteLock { _conn: None }),
            Err(err) => Err(err.into()),
        }
    }
}
