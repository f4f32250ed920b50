//! Backups: a consistent copy of the database (`VACUUM INTO`) before every
//! upgrade of its schema and at most once a day while the app is used, the
//! last few kept in a `backups` folder beside the database, and a restore
//! that keeps the current database first and refuses a damaged or newer copy.
//!
//! A copy is written under a temporary name, synced, then renamed, so a kill
//! never leaves half a backup under a backup's name.

use std::time::{Duration, SystemTime};

use super::open::{
    INCOMING, check_file, file_name, move_unit_aside, refuse_newer, stamp, sync_dir, with_suffix,
};
use super::write::WriteLock;
use super::*;

/// How many backups are kept; older ones are deleted after a new one is written.
pub const KEEP_BACKUPS: usize = 7;
/// The name of the folder of backups, beside the database.
pub const BACKUPS_FOLDER: &str = "backups";
/// The least time between two daily backups.
const DAY: Duration = Duration::from_secs(24 * 60 * 60);

/// Why a backup was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// The first use of the app in a day.
    Daily,
    /// Before the schema was upgraded by a new version of the app.
    BeforeUpgrade,
    /// Before another backup was restored over the database.
    BeforeRestore,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Daily => "daily",
            Kind::BeforeUpgrade => "before-upgrade",
            Kind::BeforeRestore => "before-restore",
        }
    }

    fn of(name: &str) -> Option<Kind> {
        [Kind::Daily, Kind::BeforeUpgrade, Kind::BeforeRestore]
            .into_iter()
            .find(|kind| name.ends_with(&format!("-{}.sqlite3", kind.as_str())))
    }
}

/// One backup, as the settings list it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Backup {
    /// The file's name inside the backups folder (what `restore_backup` takes).
    pub file: String,
    /// When it was written, RFC 3339 UTC.
    pub created_at: String,
    /// Its size in bytes.
    pub bytes: u64,
    /// How many matches it holds; `null` when it cannot be read.
    pub matches: Option<u64>,
    /// Why it was written; `null` for a file named otherwise.
    pub kind: Option<Kind>,
}

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Restored {
    /// The backup now in use.
    pub file: String,
    /// Where the database it replaced was kept: a backup's file name (in the
    /// list, so the restore can itself be undone), or the folder beside the
    /// database when the replaced one could not be read.
    pub kept: String,
}

/// The backups folder of the database at `db`.
pub fn folder(db: &Path) -> PathBuf {
    db.parent().map_or_else(
        || PathBuf::from(BACKUPS_FOLDER),
        |dir| dir.join(BACKUPS_FOLDER),
    )
}

/// The backups folder of an open connection's file; `None` in memory.
pub(super) fn folder_of(conn: &Connection) -> Option<PathBuf> {
    conn.path()
        .filter(|p| !p.is_empty())
        .map(|p| folder(Path::new(p)))
}

/// Writes a consistent copy of `conn`'s database into `dir`, durably, and
/// deletes the oldest beyond [`KEEP_BACKUPS`]. Returns the new file.
pub(super) fn write(
    conn: &Connection,
    dir: &Path,
    now: &str,
    kind: Kind,
) -> Result<PathBuf, StoreError> {
    std::fs::create_dir_all(dir)?;
    let base = format!("tranque-{}-{}", stamp(now), kind.as_str());
    let mut n = 0u32;
    let target = loop {
        let name = match n {
            0 => format!("{base}.sqlite3"),
            n => format!("{base}-{n}.sqlite3"),
        };
        let candidate = dir.join(name);
        if !candidate.exists() {
            break candidate;
        }
        n += 1;
    };
    let temporary = dir.join(format!(".{}.tmp", file_name(&target)));
    if temporary.exists() {
        std::fs::remove_file(&temporary)?;
    }
    let written = conn
        .execute("VACUUM INTO ?1", [temporary.to_string_lossy()])
        .map_err(StoreError::from)
        .and_then(|_| Ok(std::fs::File::open(&temporary)?.sync_all()?));
    if let Err(err) = written {
        // A copy that did not complete is no backup (a full disk, say).
        let _ = std::fs::remove_file(&temporary);
        return Err(err);
    }
    std::fs::rename(&temporary, &target)?;
    sync_dir(&target)?;
    prune(dir, &target)?;
    Ok(target)
}

/// Deletes the oldest backups beyond [`KEEP_BACKUPS`] (never `keep`), and
/// copies a kill left half written.
fn prune(dir: &Path, keep: &Path) -> Result<(), StoreError> {
    for entry in std::fs::read_dir(dir)?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') && name.ends_with(".tmp") {
            std::fs::remove_file(entry.path())?;
        }
    }
    let files = files(dir)?;
    for (path, _) in files.into_iter().skip(KEEP_BACKUPS) {
        if path != keep {
            std::fs::remove_file(path)?;
        }
    }
    Ok(())
}

/// The backup files of `dir`, newest first, with when each was written.
fn files(dir: &Path) -> Result<Vec<(PathBuf, SystemTime)>, StoreError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(err) => return Err(err.into()),
    };
    let mut files: Vec<(PathBuf, SystemTime)> = entries
        .flatten()
        .filter(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            !name.starts_with('.') && name.ends_with(".sqlite3")
        })
        .filter_map(|entry| {
            let meta = entry.metadata().ok().filter(|m| m.is_file())?;
            Some((
                entry.path(),
                meta.modified().unwrap_or(SystemTime::UNIX_EPOCH),
            ))
        })
        .collect();
    files.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| b.0.cmp(&a.0)));
    Ok(files)
}

/// The backups of the database at `db`, newest first.
pub fn list(db: &Path) -> Result<Vec<Backup>, StoreError> {
    files(&folder(db))?
        .into_iter()
        .map(|(path, modified)| {
            let bytes = std::fs::metadata(&path)?.len();
            let created_at = chrono::DateTime::<chrono::Utc>::from(modified)
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
            let file = file_name(&path);
            Ok(Backup {
                kind: Kind::of(&file),
                matches: count_matches(&path),
                file,
                created_at,
                bytes,
            })
        })
        .collect()
}

fn read_only(path: &Path) -> Result<Connection, rusqlite::Error> {
    use rusqlite::OpenFlags;
    Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
}

fn count_matches(path: &Path) -> Option<u64> {
    read_only(path)
        .ok()?
        .query_row("SELECT count(*) FROM matches", [], |row| row.get(0))
        .ok()
}

/// The backup `file` of the database at `db`, checked: it exists, is a sound
/// database and not a newer app's. Nothing is changed.
pub fn check(db: &Path, file: &str) -> Result<PathBuf, StoreError> {
    let listed = files(&folder(db))?
        .into_iter()
        .map(|(path, _)| path)
        .find(|path| file_name(path) == file);
    let Some(path) = listed else {
        return Err(StoreError::NoSuchBackup(file.to_owned()));
    };
    let damaged = || StoreError::BackupDamaged {
        file: file.to_owned(),
    };
    let conn = read_only(&path).map_err(|_| damaged())?;
    match refuse_newer(&conn) {
        Err(StoreError::TooNew { found, known }) => {
            return Err(StoreError::BackupTooNew {
                file: file.to_owned(),
                found,
                known,
            });
        }
        Err(_) => return Err(damaged()),
        Ok(()) => {}
    }
    match check_file(&conn, true) {
        Ok(None) => {}
        Ok(Some(_)) | Err(_) => return Err(damaged()),
    }
    // A file of another program is no backup of ours.
    if count_matches(&path).is_none() {
        return Err(damaged());
    }
    Ok(path)
}

/// Whether no backup was written in the last 24 hours.
fn daily_due(dir: &Path) -> Result<bool, StoreError> {
    let recent = files(dir)?.first().is_some_and(|(_, modified)| {
        SystemTime::now()
            .duration_since(*modified)
            .is_ok_and(|age| age < DAY)
    });
    Ok(!recent)
}

/// The day's backup of the database at `db`, like [`Store::daily_backup`] but
/// on a read-only connection of its own, so it runs beside the app's (after
/// the first screen, not on the way to it): it copies one consistent moment.
pub fn daily_backup_of(db: &Path, now: &str) -> Result<Option<PathBuf>, StoreError> {
    let dir = folder(db);
    if !daily_due(&dir)? {
        return Ok(None);
    }
    let conn = read_only(db)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    Ok(Some(write(&conn, &dir, now, Kind::Daily)?))
}

impl Store {
    /// Writes a backup now (see the module's doc); `None` in memory.
    pub fn backup(&self, now: &str, kind: Kind) -> Result<Option<PathBuf>, StoreError> {
        match folder_of(&self.conn) {
            Some(dir) => Ok(Some(write(&self.conn, &dir, now, kind)?)),
            None => Ok(None),
        }
    }

    /// The day's backup, unless one was written in the last 24 hours (or the
    /// storage cannot be written). Returns the file written, if any.
    pub fn daily_backup(&self, now: &str) -> Result<Option<PathBuf>, StoreError> {
        let Some(dir) = folder_of(&self.conn) else {
            return Ok(None);
        };
        if self.read_only || !daily_due(&dir)? {
            return Ok(None);
        }
        Ok(Some(write(&self.conn, &dir, now, Kind::Daily)?))
    }
}

/// Restores the backup `file` over the database at `db`, whose open store (if
/// any) is `slot`. Refused, with nothing changed, when the backup is missing,
/// damaged or a newer app's, or when the storage cannot be written. The
/// current database is kept first: as a backup (`before-restore`), or, when
/// it cannot be read, moved aside whole with its `-wal` and `-shm`. On
/// success `slot` holds the restored database.
///
/// The current file's write lock is held from before that copy until the
/// restored file is in place: another copy of the app that writes meanwhile
/// either finished first (its hands are in the copy) or waits, then finds the
/// file replaced and saves nothing (`database_replaced`).
pub fn restore(
    slot: &mut Option<Store>,
    db: &Path,
    file: &str,
    now: &str,
) -> Result<Restored, StoreError> {
    let backup = check(db, file)?;
    if slot.as_ref().is_some_and(|store| store.read_only) {
        return Err(StoreError::ReadOnly);
    }
    let lock = WriteLock::take(db)?;
    // A store whose file another copy of the app replaced would keep a stale
    // copy and move the newer file aside unkept.
    if slot.as_ref().is_some_and(Store::is_replaced) {
        return Err(StoreError::Replaced);
    }
    let copy = match slot.as_ref() {
        Some(store) => store.backup(now, Kind::BeforeRestore)?,
        None => None,
    };
    // The copy lands beside the database, synced, before anything is moved.
    let incoming = with_suffix(db, INCOMING);
    std::fs::copy(&backup, &incoming)?;
    std::fs::File::open(&incoming)?.sync_all()?;
    // The file moves whole, its WAL with it: no checkpoint on the way.
    if let Some(store) = slot.take() {
        store.close_without_checkpoint();
    }
    let replaced = move_unit_aside(
        db,
        &format!("replaced-{}", stamp(now)),
        Some(&incoming),
        &lock,
    );
    drop(lock);
    // Reopened whatever happened: a move cut short is finished by the opening.
    *slot = Some(Store::open_or_recover(db, now)?.0);
    let replaced = replaced?;
    let kept = match copy {
        Some(copy) => {
            // The replaced database is in the backup just written.
            std::fs::remove_dir_all(&replaced)?;
            file_name(&copy)
        }
        None => file_name(&replaced),
    };
    Ok(Restored {
        file: file.to_owned(),
        kept,
    })
}
