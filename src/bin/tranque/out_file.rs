//! The files a command is asked to write (`tranque tournament sheet --pdf
//! OUT`): written only over a regular file or at a new path, whole or not
//! at all.
//!
//! A directory, a device (`/dev/null`), a FIFO or a socket at `OUT` is
//! refused in words, and so is a symbolic link to one of them or to nothing:
//! nothing is written and nothing moves. A symbolic link to a regular file is
//! followed: the file it points to is replaced, and the link stays as it was.

use std::fs::FileType;
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

use super::Refusal;

/// Writes `bytes` to `path` whole or not at all: first to a new file beside
/// it (`OUT.part`), synced, then renamed over it. `path` must be a regular
/// file, a link to one, or nothing yet (see the module's doc); anything else
/// is refused and left as it was.
pub fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), Refusal> {
    let target = regular_or_new(path)?;
    let mut part = target.as_os_str().to_owned();
    part.push(".part");
    let part = PathBuf::from(part);
    // A leftover of a write cut short is replaced; anything else is left.
    match std::fs::symlink_metadata(&part) {
        Ok(meta) if meta.is_file() => {
            std::fs::remove_file(&part).map_err(|err| cannot_write(path, err))?;
        }
        Ok(meta) => return Err(not_a_file(&part, what(meta.file_type()))),
        Err(_) => {}
    }
    let mut file = std::fs::File::create_new(&part).map_err(|err| cannot_write(path, err))?;
    let written = file.write_all(bytes).and_then(|()| file.sync_all());
    drop(file);
    written
        .and_then(|()| std::fs::rename(&part, &target))
        .map_err(|err| {
            let _ = std::fs::remove_file(&part);
            cannot_write(path, err)
        })
}

/// The file to replace for `path`: `path` itself when it is a regular file
/// or nothing yet, the file it points to when it is a link to a regular file.
fn regular_or_new(path: &Path) -> Result<PathBuf, Refusal> {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(meta) => meta,
        Err(err) if err.kind() == ErrorKind::NotFound => return Ok(path.to_owned()),
        Err(err) => return Err(cannot_write(path, err)),
    };
    if meta.is_file() {
        return Ok(path.to_owned());
    }
    if !meta.file_type().is_symlink() {
        return Err(not_a_file(path, what(meta.file_type())));
    }
    match std::fs::metadata(path) {
        Ok(pointed) if pointed.is_file() => {
            std::fs::canonicalize(path).map_err(|err| cannot_write(path, err))
        }
        Ok(pointed) => Err(not_a_file(
            path,
            &format!("a link to {}", what(pointed.file_type())),
        )),
        Err(_) => Err(not_a_file(path, "a link to nothing")),
    }
}

/// What a file that is not a regular file is, in words: "a directory".
fn what(file_type: FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_char_device() || file_type.is_block_device() {
            return "a device";
        }
        if file_type.is_fifo() {
            return "a FIFO (a named pipe)";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    if file_type.is_dir() {
        "a directory"
    } else if file_type.is_symlink() {
        "a link"
    } else {
        "something other than a file"
    }
}

/// The refusal of a path that is not a file: `kind` says what it is.
fn not_a_file(path: &Path, kind: &str) -> Refusal {
    Refusal::Io(format!(
        "will not write {}: it is {kind}, not a file; nothing was written (give a new path, or a file to replace)",
        path.display()
    ))
}

fn cannot_write(path: &Path, err: std::io::Error) -> Refusal {
    Refusal::Io(format!("cannot write {}: {err}", path.display()))
}
