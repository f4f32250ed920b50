//! Files the player picks: the history saved to a file, the scoresheet and a
//! table's QR code saved as pictures, a round's paperwork saved as PDF, a
//! file opened to import and a picture of a code opened to read it, through
//! the system's save and open dialogs. The shell shows the dialog and
//! touches only the one file picked there: the webview has no permission on
//! the dialog or the file system, and no path crosses from it.
//!
//! Who answers the dialogs is part of the app's state ([`FilePick`]): the
//! system's dialog, or, for tests, a given answer. The end-to-end tests give
//! it at launch in `TRANQUE_TEST_FILE_PICK`: a path (the dialog "picked" it)
//! or `cancel`; the dialog itself is never shown then. That variable is read
//! only by a build with the `test-hooks` feature (the release app `./x test`
//! and `./x e2e` build for the end-to-end tests); the app `./x run` builds,
//! and any build without the feature, ignores it.

use std::io::{Read, Write};
use std::path::PathBuf;

use tauri_plugin_dialog::{DialogExt, FilePath};
use tauri_plugin_fs::{FsExt, OpenOptions};
pub use tranque_views::SavedFile;

use crate::error::AppError;
use crate::store::{MAX_IMPORT_BYTES, StoreError};

/// The variable that answers the dialogs in the end-to-end tests.
pub const TEST_PICK: &str = "TRANQUE_TEST_FILE_PICK";

/// Who answers the save and open dialogs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum FilePick {
    /// The system's dialog: the player picks.
    #[default]
    Dialog,
    /// A given answer, for tests: a file, or `None` for a cancelled dialog.
    Answer(Option<PathBuf>),
}

impl FilePick {
    /// The dialog, unless `TRANQUE_TEST_FILE_PICK` gives the answer in a
    /// build with the `test-hooks` feature.
    pub fn from_env() -> FilePick {
        #[cfg(feature = "test-hooks")]
        return FilePick::from_test_pick(std::env::var_os(TEST_PICK));
        #[cfg(not(feature = "test-hooks"))]
        FilePick::Dialog
    }

    /// Who answers, `test` being the value of `TRANQUE_TEST_FILE_PICK`: a
    /// path or `cancel` in a build with the `test-hooks` feature; the dialog
    /// always in a build without it, whatever the variable says.
    pub fn from_test_pick(test: Option<std::ffi::OsString>) -> FilePick {
        if !cfg!(feature = "test-hooks") {
            return FilePick::Dialog;
        }
        match test {
            None => FilePick::Dialog,
            Some(test) if test == "cancel" => FilePick::Answer(None),
            Some(test) => FilePick::Answer(Some(test.into())),
        }
    }

    /// What the player picked: the given answer, or the dialog's.
    fn pick(&self, dialog: impl FnOnce() -> Option<FilePath>) -> Option<FilePath> {
        match self {
            FilePick::Dialog => dialog(),
            FilePick::Answer(answer) => answer.clone().map(FilePath::Path),
        }
    }
}

/// Opens a picked file, to write (created or emptied) or to read: a path as
/// any file, a URI (Android's `content://`) through the file-system plugin,
/// which holds the grant the dialog gave.
fn open<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
    path: FilePath,
    write: bool,
) -> std::io::Result<std::fs::File> {
    match (path, write) {
        (FilePath::Path(path), true) => std::fs::File::create(path),
        (FilePath::Path(path), false) => std::fs::File::open(path),
        (url, write) => {
            let mut options = OpenOptions::new();
            if write {
                options.write(true).create(true).truncate(true);
            } else {
                options.read(true);
            }
            app.fs().open(url, options)
        }
    }
}

/// The name to show of a picked file.
fn name_of(path: &FilePath) -> String {
    match path {
        FilePath::Path(path) => path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        ),
        FilePath::Url(url) => url
            .path_segments()
            .and_then(|mut parts| parts.next_back().map(str::to_owned))
            .unwrap_or_else(|| url.to_string()),
    }
}

/// A kind of file the app opens, saves or shares.
#[derive(Debug, Clone, Copy)]
pub struct FileKind {
    /// The name the dialogs show it by.
    pub name: &'static str,
    /// Its extension, the one the dialogs show.
    pub extension: &'static str,
    /// Its MIME type, for a phone's share sheet.
    pub mime: &'static str,
}

impl FileKind {
    /// A kind of file: its name in the dialogs, its extension, its MIME
    /// type.
    const fn new(name: &'static str, extension: &'static str, mime: &'static str) -> FileKind {
        FileKind {
            name,
            extension,
            mime,
        }
    }

    /// A file of this kind, named `name`, made of `bytes`.
    pub const fn file<'a>(self, name: &'a str, bytes: &'a [u8]) -> Outgoing<'a> {
        Outgoing {
            name,
            kind: self,
            bytes,
        }
    }
}

/// A JSON file (an export, a tournament file, a match file).
pub const JSON: FileKind = FileKind::new("JSON", "json", "application/json");
/// A PNG picture (a scoresheet, a QR code).
pub const PNG: FileKind = FileKind::new("PNG", "png", "image/png");
/// A PDF document (a round's paperwork).
pub const PDF: FileKind = FileKind::new("PDF", "pdf", "application/pdf");

/// A file the player takes away: its name, its kind, its bytes.
#[derive(Debug, Clone, Copy)]
pub struct Outgoing<'a> {
    /// Its name, as suggested to the player.
    pub name: &'a str,
    /// What it is.
    pub kind: FileKind,
    /// Its bytes.
    pub bytes: &'a [u8],
}

/// Hands `file` to the phone's share sheet, or, where there is none (a
/// desktop), asks where to save it ([`save`]): the file's name, `None` when
/// the player cancels the dialog.
pub fn share_or_save<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
    pick: &FilePick,
    file: Outgoing<'_>,
) -> Result<Option<String>, AppError> {
    match crate::phone::share(app, file.name, file.bytes, file.kind.mime) {
        Some(shared) => shared.map(Some),
        None => save(app, pick, file),
    }
}

/// Asks where to save `file` (suggesting its name, the dialog showing files
/// of its kind) and writes it there, synced. `None` when the player
/// cancels.
pub fn save<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
    pick: &FilePick,
    file: Outgoing<'_>,
) -> Result<Option<String>, AppError> {
    let Outgoing { name, kind, bytes } = file;
    let Some(path) = pick.pick(|| {
        app.dialog()
            .file()
            .add_filter(kind.name, &[kind.extension])
            .set_file_name(name)
            .blocking_save_file()
    }) else {
        return Ok(None);
    };
    let file = name_of(&path);
    let failed = |err: std::io::Error| AppError::FileNotSaved {
        file: file.clone(),
        why: err.to_string(),
    };
    let mut out = open(app, path, true).map_err(failed)?;
    out.write_all(bytes).map_err(failed)?;
    out.sync_all().map_err(failed)?;
    Ok(Some(file))
}

/// Asks which file to open (a JSON file) and reads it, refusing one over
/// the import's size cap before reading it. `None` when the player cancels.
pub fn open_json<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
    pick: &FilePick,
) -> Result<Option<String>, AppError> {
    let Some((file, input)) = pick_to_read(app, pick, JSON)? else {
        return Ok(None);
    };
    let too_large = |bytes: u64| {
        AppError::from(StoreError::ImportTooLarge {
            bytes: usize::try_from(bytes).unwrap_or(usize::MAX),
            max: MAX_IMPORT_BYTES,
        })
    };
    let cap = MAX_IMPORT_BYTES as u64;
    let text = read_at_most((&file, input), cap, too_large, Read::read_to_string)?;
    Ok(Some(text))
}

/// Reads `input` (the file named `file`) whole with `read`, refusing it
/// with `too_large` (given its size in bytes) when it holds more than `cap`
/// bytes: measured before it is read, and again as read.
fn read_at_most<T: Default + AsRef<[u8]>>(
    (file, input): (&str, std::fs::File),
    cap: u64,
    too_large: impl Fn(u64) -> AppError,
    read: impl FnOnce(&mut std::io::Take<std::fs::File>, &mut T) -> std::io::Result<usize>,
) -> Result<T, AppError> {
    let bytes = input.metadata().map_err(not_read(file))?.len();
    if bytes > cap {
        return Err(too_large(bytes));
    }
    let mut content = T::default();
    // One byte past the cap, in case the file grew since it was measured.
    read(&mut input.take(cap + 1), &mut content).map_err(not_read(file))?;
    let bytes = content.as_ref().len() as u64;
    if bytes > cap {
        return Err(too_large(bytes));
    }
    Ok(content)
}

/// Asks which file to open (showing files of `kind`) and opens it to read: its name and the open file, `None` when
/// the player cancels.
fn pick_to_read<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
    pick: &FilePick,
    kind: FileKind,
) -> Result<Option<(String, std::fs::File)>, AppError> {
    let Some(path) = pick.pick(|| {
        app.dialog()
            .file()
            .add_filter(kind.name, &[kind.extension])
            .blocking_pick_file()
    }) else {
        return Ok(None);
    };
    let file = name_of(&path);
    let input = open(app, path, false).map_err(not_read(&file))?;
    Ok(Some((file, input)))
}

/// The refusal of `file` that could not be read, with the system's words.
fn not_read(file: &str) -> impl Fn(std::io::Error) -> AppError + '_ {
    move |err| AppError::FileNotRead {
        file: file.to_owned(),
        why: err.to_string(),
    }
}

/// The largest picture of a QR code the app opens, in bytes (a phone's
/// photo is a few megabytes).
pub const MAX_PICTURE_BYTES: u64 = 32 * 1024 * 1024;

/// Asks which PNG picture to open and reads it, refusing one over
/// [`MAX_PICTURE_BYTES`] before reading it. `None` when the player cancels;
/// else the file's name and its bytes.
pub fn open_png<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
    pick: &FilePick,
) -> Result<Option<(String, Vec<u8>)>, AppError> {
    let Some((file, input)) = pick_to_read(app, pick, PNG)? else {
        return Ok(None);
    };
    let too_large = |bytes: u64| AppError::FileNotRead {
        file: file.clone(),
        why: format!("{bytes} bytes: a picture of a code has at most {MAX_PICTURE_BYTES}"),
    };
    let data = read_at_most(
        (&file, input),
        MAX_PICTURE_BYTES,
        too_large,
        Read::read_to_end,
    )?;
    Ok(Some((file, data)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Held in CI by `cargo test` at the workspace's root (`./x unit`),
    /// which builds the shell without `test-hooks`, as `./x run` builds the
    /// app: there, no variable answers a dialog for the player.
    #[cfg(not(feature = "test-hooks"))]
    #[test]
    fn a_build_without_test_hooks_always_shows_the_dialog() {
        for test in ["cancel", "/tmp/picked.json", ""] {
            assert_eq!(
                FilePick::from_test_pick(Some(test.into())),
                FilePick::Dialog,
                "{TEST_PICK}={test:?} answered a dialog"
            );
        }
        assert_eq!(FilePick::from_test_pick(None), FilePick::Dialog);
    }

    /// Held by `cargo test -p tranque-app --lib --features test-hooks`
    /// (`./x unit`): the build the end-to-end tests drive takes the answer.
    #[cfg(feature = "test-hooks")]
    #[test]
    fn a_build_with_test_hooks_takes_the_given_answer() {
        assert_eq!(
            FilePick::from_test_pick(Some("cancel".into())),
            FilePick::Answer(None)
        );
        assert_eq!(
            FilePick::from_test_pick(Some("/tmp/picked.json".into())),
            FilePick::Answer(Some("/tmp/picked.json".into()))
        );
        assert_eq!(FilePick::from_test_pick(None), FilePick::Dialog);
    }
}
