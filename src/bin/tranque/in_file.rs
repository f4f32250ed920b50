//! The files a command reads (`tranque stats HISTORY_FILE`, `tranque replay
//! MATCH.json`, `tranque tournament … FILE`, `tranque tiles PHOTO`): a
//! regular file of at most [`MAX_IMPORT_BYTES`] (the app's import cap; a
//! photo's own cap for a photo), read as a stream through a bound, so no
//! device, pipe or growing file is read until memory runs out.

use std::fs::{File, FileType};
use std::io::{BufReader, Read};
use std::path::Path;

use serde::de::DeserializeOwned;
use tranque::MAX_IMPORT_BYTES;

use super::Refusal;

/// The JSON of the file at `path`, parsed as it is read. Refused in words
/// when it is not a regular file, is larger than the cap or cannot be read;
/// `not_json` words the refusal of a file that is read but does not parse.
pub fn read_json<T: DeserializeOwned>(
    path: &Path,
    not_json: impl FnOnce(serde_json::Error) -> Refusal,
) -> Result<T, Refusal> {
    let mut reader = BufReader::new(open_bounded(path, MAX_IMPORT_BYTES)?);
    let parsed = serde_json::from_reader(&mut reader);
    if reader.get_ref().limit() == 0 {
        return Err(too_large(path, MAX_IMPORT_BYTES));
    }
    parsed.map_err(|err| {
        if err.is_io() {
            cannot(path, &err)
        } else {
            not_json(err)
        }
    })
}

/// The text of the file at `path` (`tranque replay MATCH.json`, `tranque
/// tournament … FILE`), refused in words like [`read_json`]: not a regular
/// file, larger than the cap, unreadable or not UTF-8.
pub fn read_text(path: &Path) -> Result<String, Refusal> {
    let bytes = read_bytes(path, MAX_IMPORT_BYTES)?;
    String::from_utf8(bytes).map_err(|err| cannot(path, &err.utf8_error()))
}

/// The bytes of the file at `path`, at most `cap` of them, refused in words
/// like [`read_json`].
pub fn read_bytes(path: &Path, cap: usize) -> Result<Vec<u8>, Refusal> {
    let mut bounded = open_bounded(path, cap)?;
    let mut bytes = Vec::new();
    bounded
        .read_to_end(&mut bytes)
        .map_err(|err| cannot(path, &err))?;
    if bounded.limit() == 0 {
        return Err(too_large(path, cap));
    }
    Ok(bytes)
}

fn cannot(path: &Path, why: &dyn std::fmt::Display) -> Refusal {
    Refusal::Io(format!("cannot read {}: {why}", path.display()))
}

fn too_large(path: &Path, cap: usize) -> Refusal {
    let most = if cap == MAX_IMPORT_BYTES {
        "the most the app imports"
    } else {
        "the most the app reads"
    };
    cannot(
        path,
        &format_args!("it is larger than {} MiB, {most}", cap / (1024 * 1024)),
    )
}

/// The file at `path`, opened to be read at most one byte past the cap (a
/// file that grew since it was measured is cut there, and refused): refused
/// in words when it is not a regular file or is larger than the cap.
fn open_bounded(path: &Path, cap: usize) -> Result<std::io::Take<File>, Refusal> {
    // Asked of the path before opening: opening a pipe waits for a writer.
    let found = std::fs::metadata(path).map_err(|err| cannot(path, &err))?;
    if let Some(what) = not_a_file(found.file_type()) {
        return Err(cannot(path, &what));
    }
    let file = File::open(path).map_err(|err| cannot(path, &err))?;
    let opened = file.metadata().map_err(|err| cannot(path, &err))?;
    if let Some(what) = not_a_file(opened.file_type()) {
        return Err(cannot(path, &what));
    }
    if opened.len() > cap as u64 {
        return Err(too_large(path, cap));
    }
    Ok(file.take(cap as u64 + 1))
}

/// What a path that is not a regular file is, in words; `None` for a file.
fn not_a_file(kind: FileType) -> Option<&'static str> {
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some("it is a directory, not a file");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("it is a pipe, not a regular file");
        }
        if kind.is_char_device() || kind.is_block_device() {
            return Some("it is a device, not a regular file");
        }
    }
    Some("it is not a regular file")
}
