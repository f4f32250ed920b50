//! The databases set aside at start, found beside the database
//! (`<name>.damaged-<time>/`, each holding the file with its journal) to be
//! listed, restored or dismissed like backups.
//!
//! Only what the app itself sets aside is one: a folder (not a link to one)
//! holding the database as a regular file, and its `-wal` and `-shm`, when
//! there, as regular files too. A link, a FIFO or a folder without such a
//! file under a set-aside's name is not listed, so it is neither restored
//! nor removed.

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use super::super::unit::{file_name, with_suffix};

/// The label of a folder a damaged database is set aside in, before its time.
pub const SET_ASIDE_LABEL: &str = "damaged-";

/// The databases set aside beside the database at `db` (the folders
/// `<name>.damaged-<time>/`, each holding the file with its journal), newest
/// name first.
pub(super) fn set_aside(db: &Path) -> Vec<PathBuf> {
    let dir = match db.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let prefix = format!("{}.{SET_ASIDE_LABEL}", file_name(db));
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut folders: Vec<PathBuf> = entries
        .flatten()
        .filter(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.starts_with(&prefix)
                && !name.ends_with(".partial")
                // The entry's own type: a link to a folder is no folder.
                && entry.file_type().is_ok_and(|kind| kind.is_dir())
                && holds_a_database(&entry.path(), db)
        })
        .map(|entry| entry.path())
        .collect();
    folders.sort_by(|a, b| b.cmp(a));
    folders
}

/// Whether the folder `unit` holds the database at `db`'s name as a regular
/// file, with a `-wal` and a `-shm` that are regular files or absent: no
/// link is followed, so nothing outside the folder is read as a set-aside.
fn holds_a_database(unit: &Path, db: &Path) -> bool {
    let inside = unit.join(file_name(db));
    let regular = |path: &Path| std::fs::symlink_metadata(path).is_ok_and(|m| m.is_file());
    let regular_or_absent = |path: &Path| match std::fs::symlink_metadata(path) {
        Ok(meta) => meta.is_file(),
        Err(err) => err.kind() == ErrorKind::NotFound,
    };
    regular(&inside)
        && ["-wal", "-shm"]
            .into_iter()
            .all(|suffix| regular_or_absent(&with_suffix(&inside, suffix)))
}

/// The database file inside a set-aside folder named `file`, if it is one.
pub(super) fn set_aside_file(db: &Path, file: &str) -> Option<PathBuf> {
    set_aside(db)
        .into_iter()
        .find(|folder| file_name(folder) == file)
        .map(|folder| folder.join(file_name(db)))
}
