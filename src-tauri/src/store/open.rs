//! Opening the database: migrations (a backup first), a refusal to touch a
//! newer app's file, a damaged file set aside with its `-wal` and `-shm` as
//! one unit, and storage that cannot be written opened read-only.
//!
//! Opening reads only the file's header and schema, so the first screen does
//! not wait on the size of the history. The full check, which reads every
//! page, runs after start ([`Store::verify_file`]); a file it finds damaged is
//! marked, and set aside at the next start.

use rusqlite::config::DbConfig;

use super::check::{check_file, is_ours, known_version, refuse_newer};
use super::unit::{
    file_name, finish_interrupted_moves, move_unit_aside, stamp, sync_dir, with_suffix,
};
use super::write::{self, WriteLock};
use super::*;

/// How to open the database. `Default` is what the app does; the other
/// values exist so that tests can exercise what a phone rarely shows.
#[derive(Debug, Clone, Copy, Default)]
pub struct OpenOptions {
    /// Test only: `synchronous=OFF`, an acknowledgement before the disk has
    /// the hand, so the durability test can prove it sees a lost fsync.
    #[doc(hidden)]
    pub test_no_fsync: bool,
    /// Test only: behave as if the storage could not be written (a test run
    /// as root cannot make a folder unwritable with `chmod`).
    #[doc(hidden)]
    pub test_read_only: bool,
    /// Test only: `PRAGMA max_page_count`, so that a test can fill the disk.
    #[doc(hidden)]
    pub test_max_pages: Option<u32>,
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema
    /// up to date, after a backup of an existing one. A database from a newer
    /// app is refused and left untouched; so is another program's database
    /// (see `check::is_ours`), refused with [`StoreError::NotOurs`] before
    /// anything is written to it.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Store::open_with(path, OpenOptions::default())
    }

    /// [`Store::open`] with options (see [`OpenOptions`]).
    pub fn open_with(path: &Path, options: OpenOptions) -> Result<Store, StoreError> {
        Store::prepare(Connection::open(path)?, options)
    }

    /// Opens the database at `path` like [`Store::open`], but a damaged file
    /// (not a database, or failing `quick_check` when [`Store::verify_file`]
    /// marked it) or another program's database (see `check::is_ours`) is
    /// moved aside with its
    /// `-wal` and `-shm` as one unit (never deleted, never separated) and a
    /// fresh database is started; storage that cannot be written is opened
    /// read-only. The notice says either. A move aside a kill interrupted is
    /// finished first. A database from a newer app is still refused and left
    /// untouched.
    pub fn open_or_recover(path: &Path, now: &str) -> Result<(Store, Option<Notice>), StoreError> {
        Store::open_or_recover_with(path, now, OpenOptions::default())
    }

    /// [`Store::open_or_recover`] with options (see [`OpenOptions`]).
    pub fn open_or_recover_with(
        path: &Path,
        now: &str,
        options: OpenOptions,
    ) -> Result<(Store, Option<Notice>), StoreError> {
        // Known before anything is opened: SQLite, given a read-only file
        // in a folder it can write, would make a `-wal` and a `-shm` beside it.
        if options.test_read_only || !storage_writable(path) {
            return Ok((Store::open_read_only(path)?, Some(Notice::read_only())));
        }
        let finished = match finish_interrupted_moves(path) {
            Ok(finished) => finished,
            Err(err) if cannot_write(&err) => {
                return Ok((Store::open_read_only(path)?, Some(Notice::read_only())));
            }
            Err(err) => return Err(err),
        };
        // A new database is made whole under another name first, so a
        // 0-byte file at this name was emptied, never a creation cut short.
        if !path.exists() {
            create_fresh(path)?;
        }
        // A file emptied to 0 bytes opens as an empty database: noticed here,
        // before SQLite writes a new header into it.
        let emptied = std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() == 0);
        // Only a file SQLite calls damaged is moved aside; any other failure
        // (busy, locked, unreadable folder) is an error and moves nothing.
        let conn = match Connection::open(path).map_err(StoreError::from) {
            Ok(conn) => conn,
            Err(err) if path.exists() && cannot_write(&err) => {
                return Ok((Store::open_read_only(path)?, Some(Notice::read_only())));
            }
            Err(err) => return Err(err),
        };
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        // Closing must not checkpoint a WAL into a file that may be damaged:
        // it would go aside changed, or half changed by a kill.
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
        // The full check only for a file marked damaged after the last start;
        // it confirms the damage before anything moves.
        let mark = with_suffix(path, DAMAGE_MARK);
        let damage = match check_file(&conn, mark.exists()) {
            Err(err) if cannot_write(&err) => {
                drop(conn);
                return Ok((Store::open_read_only(path)?, Some(Notice::read_only())));
            }
            checked => checked?,
        };
        let damage = match damage {
            None if emptied && holds_nothing(&conn) => "the file was emptied to 0 bytes".to_owned(),
            // Another program's database is never migrated into Tranque's:
            // it goes aside whole, as it was.
            None if matches!(is_ours(&conn), Ok(false)) => {
                "it is another program's database, not Tranque's".to_owned()
            }
            None => {
                if mark.exists() {
                    std::fs::remove_file(&mark)?;
                }
                conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, false)?;
                let notice = finished
                    .iter()
                    .find(|unit| file_name(unit).contains(&format!(".{}", backup::SET_ASIDE_LABEL)))
                    .map(|unit| Notice::set_aside("its move aside was interrupted", unit));
                return match Store::prepare(conn, options) {
                    Ok(store) => Ok((store, notice)),
                    Err(err) if cannot_write(&err) => {
                        Ok((Store::open_read_only(path)?, Some(Notice::read_only())))
                    }
                    Err(err) => Err(err),
                };
            }
            Some(why) => why,
        };
        drop(conn);
        let lock = WriteLock::take(path)?;
        let unit = move_unit_aside(
            path,
            &format!("{}{}", backup::SET_ASIDE_LABEL, stamp(now)),
            None,
            &lock,
        )?;
        drop(lock);
        // A kill before this leaves the mark beside a fresh file: the next
        // start checks that file in full, finds it sound and drops the mark.
        if mark.exists() {
            std::fs::remove_file(&mark)?;
        }
        create_fresh(path)?;
        let store = Store::open_with(path, options)?;
        Ok((store, Some(Notice::set_aside(&damage, &unit))))
    }

    /// The full check of the database at `path` (`PRAGMA quick_check`, which
    /// reads every page), on a read-only connection of its own: the app runs it
    /// after its first screen, never on the way there. A damaged file is
    /// marked (`<name>.damage-found`, holding SQLite's words), and the next
    /// start sets it aside with its journal. Returns the damage found, if any.
    pub fn verify_file(path: &Path) -> Result<Option<String>, StoreError> {
        use rusqlite::OpenFlags;
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        let Some(damage) = check_file(&conn, true)? else {
            return Ok(None);
        };
        let mark = with_suffix(path, DAMAGE_MARK);
        let mut file = std::fs::File::create(&mark)?;
        std::io::Write::write_all(&mut file, damage.as_bytes())?;
        file.sync_all()?;
        sync_dir(path)?;
        Ok(Some(damage))
    }

    /// Opens the database without writing a byte, not even a `-shm`: for
    /// storage that cannot be written. Reading works (the history, the
    /// statistics, every export); every change is refused with
    /// [`StoreError::ReadOnly`].
    ///
    /// Without a `-wal` (or an empty one) the file is the whole history and is
    /// read as a file nothing changes (`immutable=1`). With a `-wal` that holds
    /// commits, it is read through the `-shm` beside it, read-only
    /// (`mode=ro&readonly_shm=1`); when there is no `-shm`, through an index
    /// SQLite builds in memory (exclusive locking mode, no lock taken): every
    /// commit is shown, and the `-wal` stays untouched for when the storage
    /// can be written again.
    pub fn open_read_only(path: &Path) -> Result<Store, StoreError> {
        use rusqlite::OpenFlags;
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let read = |conn: Connection| -> Result<Store, StoreError> {
            refuse_newer(&conn)?;
            // A read-only file cannot be upgraded: an older schema cannot be read.
            let found: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
            if found != known_version() {
                return Err(StoreError::ReadOnly);
            }
            conn.pragma_update(None, "query_only", "ON")?;
            let file = write::FileId::of_connection(&conn);
            Ok(Store {
                conn,
                read_only: true,
                file,
                folds: Default::default(),
            })
        };
        let escaped = path
            .to_string_lossy()
            .replace('%', "%25")
            .replace('?', "%3f")
            .replace('#', "%23");
        let wal_holds_commits =
            std::fs::metadata(with_suffix(path, "-wal")).is_ok_and(|wal| wal.len() > 0);
        if wal_holds_commits && with_suffix(path, "-shm").exists() {
            let uri = format!("file:{escaped}?mode=ro&readonly_shm=1");
            match Connection::open_with_flags(uri, flags)
                .map_err(StoreError::from)
                .and_then(read)
            {
                Ok(store) => return Ok(store),
                Err(err @ StoreError::TooNew { .. }) => return Err(err),
                Err(_) => {}
            }
        }
        // No `-shm` to read the WAL through (a copy of the file and its
        // `-wal` alone, say): SQLite builds the WAL's index in memory when
        // the connection has the file to itself (exclusive locking mode),
        // and the `unix-none` VFS takes no lock, which storage that cannot
        // be written could not hold anyway. Nothing is written, and closing
        // does not checkpoint.
        #[cfg(unix)]
        if wal_holds_commits {
            let uri = format!("file:{escaped}?mode=ro&vfs=unix-none");
            let opened = Connection::open_with_flags(uri, flags)
                .map_err(StoreError::from)
                .and_then(|conn| {
                    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
                    conn.query_row("PRAGMA locking_mode=EXCLUSIVE", [], |_| Ok(()))?;
                    read(conn)
                });
            match opened {
                Ok(store) => return Ok(store),
                Err(err @ StoreError::TooNew { .. }) => return Err(err),
                Err(_) => {}
            }
        }
        let uri = format!("file:{escaped}?immutable=1");
        read(Connection::open_with_flags(uri, flags)?)
    }

    /// A fresh database in memory, for tests.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::prepare(Connection::open_in_memory()?, OpenOptions::default())
    }

    fn prepare(mut conn: Connection, options: OpenOptions) -> Result<Store, StoreError> {
        refuse_newer(&conn)?;
        // Another program's database is never migrated into Tranque's, nor
        // switched to WAL: refused before the first write, its bytes as they were.
        if !is_ours(&conn)? {
            return Err(StoreError::NotOurs);
        }
        // Pragmas sit outside the migrations: they are per connection, and set
        // only once the file is known to be ours to change.
        // WAL keeps readers off the writer's back and survives a kill mid-write.
        // synchronous=FULL: a hand the players saw confirmed must survive a power
        // cut too (NORMAL in WAL mode may lose the last commits then), and at one
        // write a minute the extra fsync per commit costs nothing.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        let synchronous = if options.test_no_fsync { "OFF" } else { "FULL" };
        conn.pragma_update(None, "synchronous", synchronous)?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        if let Some(pages) = options.test_max_pages {
            conn.pragma_update(None, "max_page_count", pages)?;
        }

        let found: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
        if found > 0 && found < known_version() {
            // An upgrade rewrites the schema: a copy of the old file first.
            if let Some(dir) = backup::folder_of(&conn) {
                let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
                backup::write(&conn, &dir, &now, backup::Kind::BeforeUpgrade)?;
            }
        }
        MIGRATIONS.to_latest(&mut conn)?;
        players::fill_name_keys(&mut conn)?;
        let file = write::FileId::of_connection(&conn);
        Ok(Store {
            conn,
            read_only: false,
            file,
            folds: Default::default(),
        })
    }

    /// Whether the database at `path` and its folder can be written, asked
    /// of the system without writing anything (a read-only mount, file or
    /// folder says no).
    pub fn can_write(path: &Path) -> bool {
        storage_writable(path)
    }

    /// Whether the store was opened read-only (storage that cannot be written).
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// `PRAGMA integrity_check`: `"ok"` for a sound file.
    pub fn integrity_check(&self) -> Result<String, StoreError> {
        let rows: Vec<String> = self
            .conn
            .prepare("PRAGMA integrity_check")?
            .query_map([], |row| row.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(rows.join("; "))
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .pragma_query_value(None, "user_version", |row| row.get(0))?)
    }
}

/// The mark of a database found damaged after start (see [`Store::verify_file`]).
const DAMAGE_MARK: &str = ".damage-found";

/// The suffix of a new database being made, before it takes its name.
const FRESH: &str = ".new";

/// Makes a new, empty database at `path` whole: created and migrated under a
/// temporary name, closed (its WAL checkpointed), then renamed into place.
/// A kill leaves either no file at `path` or a whole database; what it left
/// under the temporary name is dropped by the next try.
fn create_fresh(path: &Path) -> Result<(), StoreError> {
    let fresh = with_suffix(path, FRESH);
    for suffix in ["-wal", "-shm", ""] {
        let leftover = with_suffix(&fresh, suffix);
        if leftover.exists() {
            std::fs::remove_file(&leftover)?;
        }
    }
    drop(Store::prepare(
        Connection::open(&fresh)?,
        OpenOptions::default(),
    )?);
    std::fs::File::open(&fresh)?.sync_all()?;
    std::fs::rename(&fresh, path)?;
    sync_dir(path)
}

/// Whether the open file has no schema at all (no table, no version): with
/// a 0-byte file, a database whose content is gone, not one a journal kept.
fn holds_nothing(conn: &Connection) -> bool {
    let tables = conn.query_row("SELECT count(*) FROM sqlite_schema", [], |row| {
        row.get::<_, i64>(0)
    });
    let version = conn.pragma_query_value(None, "user_version", |row| row.get::<_, i64>(0));
    matches!((tables, version), (Ok(0), Ok(0)))
}

/// Whether the database at `path` and its folder can be written, asked of the
/// system without writing anything (`access(2)` knows a read-only mount and
/// that root writes through any mode). A missing file or folder says yes: the
/// opening then fails, or creates it, as it would have.
pub(super) fn storage_writable(path: &Path) -> bool {
    let refused = |err: &std::io::Error| {
        matches!(
            err.kind(),
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
        )
    };
    // Opening for writing, without truncating, changes nothing in the file.
    if let Err(err) = std::fs::OpenOptions::new().write(true).open(path)
        && refused(&err)
    {
        return false;
    }
    folder_writable(path)
}

#[cfg(unix)]
fn folder_writable(path: &Path) -> bool {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    !matches!(
        rustix::fs::access(dir, rustix::fs::Access::WRITE_OK),
        Err(rustix::io::Errno::ACCESS | rustix::io::Errno::ROFS | rustix::io::Errno::PERM)
    )
}

#[cfg(not(unix))]
fn folder_writable(_path: &Path) -> bool {
    // Elsewhere the errors of the opening say it (see `cannot_write`).
    true
}

/// Whether a failure means the storage cannot be written (read-only file or
/// folder, read-only file system, no permission).
fn cannot_write(err: &StoreError) -> bool {
    match err {
        StoreError::ReadOnly => true,
        StoreError::Sqlite(err) => matches!(
            err.sqlite_error_code(),
            Some(
                rusqlite::ErrorCode::ReadOnly
                    | rusqlite::ErrorCode::CannotOpen
                    | rusqlite::ErrorCode::PermissionDenied
            )
        ),
        StoreError::Io(err) => matches!(
            err.kind(),
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
        ),
        StoreError::Migration(rusqlite_migration::Error::RusqliteError { err, .. }) => {
            cannot_write(&StoreError::Sqlite(clone_sqlite(err)))
        }
        _ => false,
    }
}

fn clone_sqlite(err: &rusqlite::Error) -> rusqlite::Error {
    match err.sqlite_error() {
        Some(e) => rusqlite::Error::SqliteFailure(*e, None),
        None => rusqlite::Error::InvalidQuery,
    }
}

#[cfg(test)]
mod tests;
