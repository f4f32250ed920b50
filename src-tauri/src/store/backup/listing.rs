//! The backups folder's files as they are listed: what a backup's file
//! name says (its sequence number and why it was written), the files
//! newest first, and a backup opened read-only.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use rusqlite::Connection;
use tranque_views::BackupKind as Kind;

use super::super::error::StoreError;

/// The kinds of the backups written in the backups folder (a set-aside
/// database is a folder beside the database).
const WRITTEN: [Kind; 3] = [Kind::Daily, Kind::BeforeUpgrade, Kind::BeforeRestore];

/// The word naming a backup's kind in its file's name.
pub(super) fn label(kind: Kind) -> &'static str {
    match kind {
        Kind::Daily => "daily",
        Kind::BeforeUpgrade => "before-upgrade",
        Kind::BeforeRestore => "before-restore",
        Kind::SetAside => "set-aside",
    }
}

/// One backup file of the folder.
pub(super) struct Entry {
    pub(super) path: PathBuf,
    /// Its sequence number; 0 for a name written before there was one.
    pub(super) seq: u64,
    pub(super) kind: Option<Kind>,
    /// Its file time: the phone's clock when it was written.
    pub(super) written: SystemTime,
}

/// What a backup's file name says: its sequence number (0 for a name written
/// before there was one) and why it was written. `tranque-000012-<time>-daily.sqlite3`,
/// and the older `tranque-<time>-daily.sqlite3` and `tranque-<time>-daily-1.sqlite3`.
pub(super) fn parse_name(name: &str) -> (u64, Option<Kind>) {
    let Some(rest) = name
        .strip_prefix("tranque-")
        .and_then(|rest| rest.strip_suffix(".sqlite3"))
    else {
        return (0, None);
    };
    let (seq, rest) = match rest.split_once('-') {
        Some((digits, after))
            if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) =>
        {
            (digits.parse().unwrap_or(0), after)
        }
        _ => (0, rest),
    };
    let kind = rest.split_once('-').map_or("", |(_, kind)| kind);
    let kind = match kind.rsplit_once('-') {
        Some((kind, n)) if n.bytes().all(|b| b.is_ascii_digit()) && !n.is_empty() => kind,
        _ => kind,
    };
    let kind = WRITTEN.into_iter().find(|k| label(*k) == kind);
    (seq, kind)
}

/// The first bytes of every SQLite database file.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

/// Whether the file at `path` starts as a SQLite database does (its first
/// 16 bytes, read and nothing more).
fn has_sqlite_header(path: &Path) -> bool {
    use std::io::Read;
    let mut head = [0; 16];
    std::fs::File::open(path)
        .and_then(|mut file| file.read_exact(&mut head))
        .is_ok_and(|()| &head == SQLITE_HEADER)
}

/// The backup files of `dir`, newest first: by sequence number, then (for
/// names without one) by file time and name. Only the files the app wrote
/// are its backups: a name it gives one (`tranque-…-daily.sqlite3`, its
/// kind a kind it writes) on a regular file that starts as a SQLite
/// database; any other file of the folder is no backup, never listed,
/// restored, thinned nor deleted.
pub(super) fn files(dir: &Path) -> Result<Vec<Entry>, StoreError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(err) => return Err(err.into()),
    };
    let mut files: Vec<Entry> = entries
        .flatten()
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || !name.ends_with(".sqlite3") {
                return None;
            }
            let (seq, kind) = parse_name(&name);
            kind?;
            let meta = entry.metadata().ok().filter(|m| m.is_file())?;
            if !has_sqlite_header(&entry.path()) {
                return None;
            }
            Some(Entry {
                path: entry.path(),
                seq,
                kind,
                written: meta.modified().unwrap_or(SystemTime::UNIX_EPOCH),
            })
        })
        .collect();
    files.sort_by(|a, b| {
        b.seq
            .cmp(&a.seq)
            .then_with(|| b.written.cmp(&a.written))
            .then_with(|| b.path.cmp(&a.path))
    });
    Ok(files)
}

/// The backup at `path`, opened read-only.
pub(super) fn read_only(path: &Path) -> Result<Connection, rusqlite::Error> {
    use rusqlite::OpenFlags;
    Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
}
