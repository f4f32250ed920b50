//! The databases set aside at start, found beside the database
//! (`<name>.damaged-<time>/`, each holding the file with its journal) to be
//! listed, restored or dismissed like backups.

use std::path::{Path, PathBuf};

use super::super::unit::file_name;

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
                && entry.path().is_dir()
                && entry.path().join(file_name(db)).is_file()
        })
        .map(|entry| entry.path())
        .collect();
    folders.sort_by(|a, b| b.cmp(a));
    folders
}

/// The database file inside a set-aside folder named `file`, if it is one.
pub(super) fn set_aside_file(db: &Path, file: &str) -> Option<PathBuf> {
    set_aside(db)
        .into_iter()
        .find(|folder| file_name(folder) == file)
        .map(|folder| folder.join(file_name(db)))
}
