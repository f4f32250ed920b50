//! What the app tells at start about its database: nothing, or that it was
//! set aside, could not be opened, or cannot be written.

use tranque_views::{About, ShellRefusal};

use super::unit::file_name;
use super::*;

/// What happened when the database was opened, for the UI to say at start.
/// It crosses as an error does ([`ApiError`](tranque_views::ApiError)).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(into = "tranque_views::ApiError")]
pub struct Notice {
    /// A stable code, e.g. `database_set_aside`.
    pub code: &'static str,
    /// Words for the player, naming the file.
    pub message: String,
    /// The values the message names, e.g. `{ "file": … }`: a JSON
    /// object, as in a command's error.
    pub params: serde_json::Value,
}

/// The notice as it crosses: its code, its words, the values they name.
impl From<Notice> for tranque_views::ApiError {
    fn from(notice: Notice) -> tranque_views::ApiError {
        tranque_views::ApiError {
            code: notice.code.to_owned(),
            message: notice.message,
            params: notice.params,
        }
    }
}

impl Notice {
    /// The notice that the database could not be opened, from the reason.
    pub fn from_error(err: &StoreError) -> Notice {
        Notice {
            code: err.code(),
            message: err.to_string(),
            params: err.params(),
        }
    }

    /// The notice that the storage cannot be written: the history is shown
    /// and may be exported, and every change is refused.
    pub fn read_only() -> Notice {
        Notice::from_error(&StoreError::ReadOnly)
    }

    /// The notice that the database was damaged (`damage` says how) and set
    /// aside in the folder `unit`.
    pub(super) fn set_aside(damage: &str, unit: &Path) -> Notice {
        let name = file_name(unit);
        let message = format!(
            "The database was damaged ({damage}). It was kept, with its journal, in {name:?} next to the new one, and Tranque started with an empty history: restore a backup or import an export to get your matches back."
        );
        Notice::of(&ShellRefusal::DatabaseSetAside { file: name }, message)
    }

    /// The notice that no database could be opened, for a reason not known.
    pub fn unavailable() -> Notice {
        let message = "the database could not be opened".to_owned();
        Notice::of(&ShellRefusal::DatabaseUnavailable {}, message)
    }

    /// The notice of one of the shell's refusals, in `message`'s words.
    fn of(refusal: &ShellRefusal, message: String) -> Notice {
        Notice {
            code: refusal.code(),
            message,
            params: refusal.params(&About::Nothing {}),
        }
    }
}
