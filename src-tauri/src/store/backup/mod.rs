//! Backups: a consistent copy of the database (`VACUUM INTO`) before every
//! upgrade of its schema and at most once a day while the app is used, kept
//! in a `backups` folder beside the database on a thinning schedule that never
//! deletes the last copy of a match; a restore that keeps the current database
//! first and refuses a damaged or newer copy; and the databases set aside at
//! start (`tranque.sqlite3.damaged-<time>/`) offered like backups.
//!
//! Backups are ordered by a sequence number in their names
//! (`tranque-000012-<time>-daily.sqlite3`, the largest plus one), never by the
//! phone's clock alone: a clock set a year ahead and back cannot make old
//! copies the newest. Files named before the sequence existed
//! (`tranque-<time>-<kind>.sqlite3`) come after every numbered one.
//!
//! A copy is written under a temporary name, synced, then renamed, so a kill
//! never leaves half a backup under a backup's name.

use std::time::{Duration, SystemTime};

use chrono::{DateTime, Utc};

use super::check::{check_file, is_ours, refuse_newer};
use super::unit::{INCOMING, file_name, move_unit_aside, stamp, sync_dir, with_suffix};
use super::write::WriteLock;
use super::*;

mod listing;
mod set_aside;
mod thinning;

use listing::{files, label, parse_name, read_only};
pub use set_aside::SET_ASIDE_LABEL;
use set_aside::{set_aside, set_aside_file};
use thinning::schedule;
pub use thinning::{KEEP_BACKUPS, WEEKLY_FOR};

/// The name of the folder of backups, beside the database.
pub const BACKUPS_FOLDER: &str = "backups";
/// The least time between two daily backups.
const DAY: Duration = Duration::from_secs(24 * 60 * 60);

/// Why a backup was written (the views' [`BackupKind`](tranque_views::BackupKind)).
pub use tranque_views::BackupKind as Kind;

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

/// A time given as RFC 3339 text (the `now` of the store's callers).
fn parse_time(now: &str) -> Option<SystemTime> {
    DateTime::parse_from_rfc3339(now)
        .ok()
        .map(|t| SystemTime::from(t.with_timezone(&Utc)))
}

/// The next sequence number in `dir`, reserved by creating its temporary
/// file (empty, which `VACUUM INTO` accepts): two writers never share one.
fn reserve(dir: &Path, now: &str, kind: Kind) -> Result<(PathBuf, PathBuf), StoreError> {
    let mut seq = files(dir)?.first().map_or(0, |newest| newest.seq) + 1;
    loop {
        let target = dir.join(format!(
            "tranque-{seq:06}-{}-{}.sqlite3",
            stamp(now),
            label(kind)
        ));
        let temporary = dir.join(format!(".tranque-{seq:06}.tmp"));
        if !target.exists() {
            match std::fs::File::create_new(&temporary) {
                Ok(_) => return Ok((target, temporary)),
                Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(err) => return Err(err.into()),
            }
        }
        seq += 1;
    }
}

/// Writes a consistent copy of `conn`'s database into `dir`, durably, then
/// thins the folder (see [`schedule`]). Returns the new file.
pub(super) fn write(
    conn: &Connection,
    dir: &Path,
    now: &str,
    kind: Kind,
) -> Result<PathBuf, StoreError> {
    std::fs::create_dir_all(dir)?;
    let (target, temporary) = reserve(dir, now, kind)?;
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
    prune(dir, &target, now)?;
    Ok(target)
}

/// The sequence number a temporary file `.tranque-000012.tmp` reserved (0
/// for a temporary name of an older version); `None` for another file.
fn reserved_seq(name: &str) -> Option<u64> {
    let temporary = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    Some(
        temporary
            .strip_prefix("tranque-")
            .and_then(|digits| digits.parse().ok())
            .unwrap_or(0),
    )
}

/// Deletes the backups the schedule no longer keeps (never `keep`), and
/// copies a kill left half written (older than `keep`).
fn prune(dir: &Path, keep: &Path, now: &str) -> Result<(), StoreError> {
    let (seq, _) = parse_name(&file_name(keep));
    for entry in std::fs::read_dir(dir)?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        // Another writer's reservation (a larger number) is left alone.
        if reserved_seq(&name).is_some_and(|reserved| reserved < seq) {
            std::fs::remove_file(entry.path())?;
        }
    }
    let now = parse_time(now).unwrap_or_else(SystemTime::now);
    let files = files(dir)?;
    let kept = schedule(&files, keep, now);
    for (entry, kept) in files.iter().zip(kept) {
        if !kept && entry.path != keep {
            std::fs::remove_file(&entry.path)?;
        }
    }
    Ok(())
}

/// The backups of the database at `db`, newest first, then the databases set
/// aside beside it.
pub fn list(db: &Path) -> Result<Vec<Backup>, StoreError> {
    let listed = |path: &Path, file: String, kind: Option<Kind>| -> Result<Backup, StoreError> {
        let meta = std::fs::metadata(path)?;
        let wal = std::fs::metadata(with_suffix(path, "-wal")).map_or(0, |m| m.len());
        let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
        Ok(Backup {
            file,
            created_at: DateTime::<Utc>::from(modified)
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
            bytes: meta.len() + wal,
            matches: count_matches(path),
            kind,
        })
    };
    let mut backups = files(&folder(db))?
        .into_iter()
        .map(|entry| listed(&entry.path, file_name(&entry.path), entry.kind))
        .collect::<Result<Vec<_>, _>>()?;
    for unit in set_aside(db) {
        backups.push(listed(
            &unit.join(file_name(db)),
            file_name(&unit),
            Some(Kind::SetAside),
        )?);
    }
    Ok(backups)
}

fn count_matches(path: &Path) -> Option<u64> {
    read_only(path)
        .ok()?
        .query_row("SELECT count(*) FROM matches", [], |row| row.get(0))
        .ok()
}

/// The backup `file` of the database at `db` (a backup's file name, or a
/// set-aside database's folder), checked: it exists, is a sound database,
/// Tranque's (not another program's, `backup_not_ours`) and not a newer
/// app's. Nothing is changed.
pub fn check(db: &Path, file: &str) -> Result<PathBuf, StoreError> {
    let listed = files(&folder(db))?
        .into_iter()
        .map(|entry| entry.path)
        .find(|path| file_name(path) == file)
        .or_else(|| set_aside_file(db, file));
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
    // Another program's database (its own tables at version 0, or a version
    // without Tranque's players and matches) is refused in words: restored,
    // the next start would only set it aside again.
    if !is_ours(&conn).map_err(|_| damaged())? {
        return Err(StoreError::BackupNotOurs {
            file: file.to_owned(),
        });
    }
    // A file of another program is no backup of ours.
    if count_matches(&path).is_none() {
        return Err(damaged());
    }
    Ok(path)
}

/// Copies a checked backup to `to`, synced: a plain copy of a backup file; a
/// consistent copy (`VACUUM INTO`, reading its journal) of a set-aside
/// database, which may have a `-wal` beside it.
fn copy_checked(from: &Path, to: &Path) -> Result<(), StoreError> {
    if with_suffix(from, "-wal").exists() {
        if to.exists() {
            std::fs::remove_file(to)?;
        }
        read_only(from)?.execute("VACUUM INTO ?1", [to.to_string_lossy()])?;
    } else {
        std::fs::copy(from, to)?;
    }
    std::fs::File::open(to)?.sync_all()?;
    Ok(())
}

/// Deletes the backup `file` of the database at `db` (a backup's file name,
/// or a set-aside database's folder, removed whole): the player dismissed it.
/// Refused with `no_such_backup` for anything else; nothing else changes.
pub fn dismiss(db: &Path, file: &str) -> Result<(), StoreError> {
    if let Some(entry) = files(&folder(db))?
        .into_iter()
        .find(|entry| file_name(&entry.path) == file)
    {
        std::fs::remove_file(&entry.path)?;
        return sync_dir(&entry.path);
    }
    let Some(inside) = set_aside_file(db, file) else {
        return Err(StoreError::NoSuchBackup(file.to_owned()));
    };
    if let Some(unit) = inside.parent() {
        std::fs::remove_dir_all(unit)?;
        sync_dir(unit)?;
    }
    Ok(())
}

/// Whether the day's backup is due at `now`: no backup yet, or the newest
/// (by sequence) written a day or more before `now` — or a day or more after
/// it: the clock was set back, and a backup by the clock as it is now starts
/// the days again.
fn daily_due(dir: &Path, now: &str) -> Result<bool, StoreError> {
    let Some(newest) = files(dir)?.into_iter().next() else {
        return Ok(true);
    };
    let Some(now) = parse_time(now) else {
        return Ok(true);
    };
    let apart = match now.duration_since(newest.written) {
        Ok(age) => age,
        Err(ahead) => ahead.duration(),
    };
    Ok(apart >= DAY)
}

/// The day's backup of the database at `db`, like [`Store::daily_backup`] but
/// on a read-only connection of its own, so it runs beside the app's (after
/// the first screen, not on the way to it): it copies one consistent moment.
///
/// Only a database the app opens as its own is copied: a newer app's file
/// or another program's database is left alone (`None`), so copies of it
/// never thin the player's own backups away.
pub fn daily_backup_of(db: &Path, now: &str) -> Result<Option<PathBuf>, StoreError> {
    let dir = folder(db);
    if !daily_due(&dir, now)? {
        return Ok(None);
    }
    let conn = read_only(db)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    if refuse_newer(&conn).is_err() || !is_ours(&conn)? {
        return Ok(None);
    }
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

    /// The day's backup at `now`, unless the newest backup was written less
    /// than a day from it (or the storage cannot be written). Returns the file written, if any.
    pub fn daily_backup(&self, now: &str) -> Result<Option<PathBuf>, StoreError> {
        let Some(dir) = folder_of(&self.conn) else {
            return Ok(None);
        };
        if self.read_only || !daily_due(&dir, now)? {
            return Ok(None);
        }
        Ok(Some(write(&self.conn, &dir, now, Kind::Daily)?))
    }
}

/// Restores the backup `file` over the database at `db`, whose open store (if
/// any) is `slot`. Refused, with nothing changed, when the backup is missing,
/// damaged, another program's database or a newer app's, or when the storage
/// cannot be written. The current database is kept first: as a backup
/// (`before-restore`), or, when it cannot be read, moved aside whole with its
/// `-wal` and `-shm`. On success `slot` holds the restored database.
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
    copy_checked(&backup, &incoming)?;
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
