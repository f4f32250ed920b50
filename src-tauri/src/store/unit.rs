//! The database on disk as one unit — the file, its `-wal` and its `-shm`:
//! the names beside it, moves aside a kill cannot part, and the folder synced
//! after each rename.

use super::write::WriteLock;
use super::*;

/// The letters and digits of a time, for file names: `20261122T100000Z`.
pub(super) fn stamp(now: &str) -> String {
    now.chars().filter(|c| c.is_ascii_alphanumeric()).collect()
}

/// A path's last part, as text.
pub(super) fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// `path` with `suffix` added to its name: `tranque.sqlite3` + `-wal`.
pub(super) fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// The suffix of a move aside not finished yet.
const PARTIAL: &str = ".partial";

/// The suffix of a file about to take the database's place.
pub(super) const INCOMING: &str = ".incoming";

/// Moves the database at `path` with its `-wal` and `-shm` into a new folder
/// `<name>.<label>` beside it, as one unit, and puts `incoming` (if any) in
/// its place. The files go into `<folder>.partial` first and the folder is
/// renamed when they are all in: a kill at any point leaves either the
/// database untouched or a partial folder that [`finish_interrupted_moves`]
/// completes at the next start. The journal files go first, so a fresh
/// database never meets the old WAL.
/// `_lock` is the write lock of the file being moved, held until it is out
/// of the way (see [`WriteLock`]).
pub(super) fn move_unit_aside(
    path: &Path,
    label: &str,
    incoming: Option<&Path>,
    _lock: &WriteLock,
) -> Result<PathBuf, StoreError> {
    let mut n = 0u32;
    let unit = loop {
        let candidate = with_suffix(path, &format!(".{label}"));
        let candidate = match n {
            0 => candidate,
            n => with_suffix(&candidate, &format!("-{n}")),
        };
        if !candidate.exists() && !with_suffix(&candidate, PARTIAL).exists() {
            break candidate;
        }
        n += 1;
    };
    let partial = with_suffix(&unit, PARTIAL);
    std::fs::create_dir(&partial)?;
    sync_dir(path)?;
    complete_move(path, &partial, &unit, incoming)?;
    Ok(unit)
}

/// The steps after the partial folder exists; each can be repeated.
fn complete_move(
    path: &Path,
    partial: &Path,
    unit: &Path,
    incoming: Option<&Path>,
) -> Result<(), StoreError> {
    let name = path.file_name().unwrap_or_default();
    if !partial.join(name).exists() {
        for suffix in ["-wal", "-shm", ""] {
            let from = with_suffix(path, suffix);
            if from.exists() {
                std::fs::rename(&from, with_suffix(&partial.join(name), suffix))?;
            }
        }
    }
    if let Some(incoming) = incoming.filter(|p| p.exists()) {
        std::fs::rename(incoming, path)?;
    }
    std::fs::rename(partial, unit)?;
    sync_dir(path)?;
    Ok(())
}

/// Finishes a move aside a kill interrupted (see [`move_unit_aside`]), and
/// drops an incoming file whose move never began. Returns the folders completed.
pub(super) fn finish_interrupted_moves(path: &Path) -> Result<Vec<PathBuf>, StoreError> {
    let Some(dir) = path.parent() else {
        return Ok(Vec::new());
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let prefix = format!("{}.", file_name(path));
    let incoming = with_suffix(path, INCOMING);
    let mut finished = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(finished);
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(unit) = name
            .strip_suffix(PARTIAL)
            .filter(|unit| unit.starts_with(&prefix))
        {
            let unit = dir.join(unit);
            complete_move(path, &entry.path(), &unit, Some(&incoming))?;
            finished.push(unit);
        }
    }
    if incoming.exists() {
        std::fs::remove_file(&incoming)?;
    }
    Ok(finished)
}

/// Makes a rename or a new file in the folder of `path` durable.
pub(super) fn sync_dir(path: &Path) -> Result<(), StoreError> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    // A folder opens for reading on Unix; elsewhere renames are durable already.
    if cfg!(unix) {
        std::fs::File::open(dir)?.sync_all()?;
    }
    Ok(())
}
