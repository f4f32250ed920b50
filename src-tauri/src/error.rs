//! Errors as they cross to the UI: `{ "code": "...", "message": "...", "params": {...} }`.
//!
//! The code is stable and machine-readable (the UI may translate it); the
//! message names the value at fault in English words a player understands;
//! `params` holds those values under stable snake_case names, so the UI can
//! render its own sentence in the player's language (an object, empty when the
//! message names nothing). A refusal of the core keeps the core's own code and
//! params (`RuleError::code`, `RuleError::params`), and so does a
//! tournament's (`TournamentError`, through [`StoreError::Tournament`]).
//! Every code and its params are listed in `docs/commands.md` (the
//! tournament's in `docs/tournament-file.md`).
//!
//! The shape is defined once, as [`ApiError`] in the views the UI reads too:
//! an error is written as that view. So are the shell's own codes and params,
//! as the views' [`ShellRefusal`]: an error says whose refusal it crosses as
//! ([`AppError::refusal`]), and that gives its code and params.

use serde::ser::{Serialize, Serializer};
use tranque::RuleError;
use tranque::tournament::TournamentError;
use tranque_tiles::PhotoError;
use tranque_views::{ApiError, ShellRefusal};

use crate::qr::QrError;
use crate::refusal::Refusal;
use crate::store::StoreError;

/// Any error a command can answer with.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The store refused or failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The core refused.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// An argument that does not have the shape the command expects.
    #[error("`{name}` is not understood: {why}")]
    Argument {
        /// The argument's name.
        name: &'static str,
        /// What is wrong with it.
        why: String,
    },
    /// The database could not be opened at start; nothing can be recorded.
    #[error("{message}")]
    Unavailable {
        /// The reason's code, e.g. `database_too_new`.
        code: &'static str,
        /// The reason.
        message: String,
        /// The values the reason names (see [`StoreError::params`]).
        params: serde_json::Value,
    },
    /// The app could not find or create its data folder.
    #[error("Tranque could not open its data folder: {0}")]
    DataDir(String),
    /// The file the player picked could not be written; nothing else changed.
    #[error("{file:?} could not be saved: {why}")]
    FileNotSaved {
        /// The file's name.
        file: String,
        /// The system's words.
        why: String,
    },
    /// The file the player picked could not be read (or is not text); nothing
    /// was imported.
    #[error("{file:?} could not be read: {why}")]
    FileNotRead {
        /// The file's name.
        file: String,
        /// The system's words.
        why: String,
    },
    /// The work of a command stopped before it answered (its worker thread
    /// failed); what it was writing was rolled back.
    #[error("the command stopped before it finished, and nothing was changed: {0}")]
    Interrupted(String),
    /// No QR code could be read in the picture the player picked (or it is
    /// not a PNG picture); nothing changed.
    #[error("{file:?}: {error}")]
    QrNotRead {
        /// The picture's name.
        file: String,
        /// Why (the reader's words are for the message only).
        error: QrError,
    },
    /// A code could not be drawn (its text does not fit in one).
    #[error("the QR code could not be drawn: {0}")]
    QrNotDrawn(QrError),
    /// A photo of tiles that is empty, damaged, no JPEG or PNG, or larger
    /// than a camera's; nothing changed.
    #[error("{0}")]
    PhotoNotRead(PhotoError),
}

impl From<TournamentError> for AppError {
    /// A tournament's refusal crosses with its own code and params.
    fn from(err: TournamentError) -> AppError {
        AppError::Store(StoreError::Tournament(err))
    }
}

impl AppError {
    /// Whose refusal it crosses as, which gives its code and params: the
    /// store's (see [`StoreError::refusal`]), the core's own, or one of the
    /// shell's ([`ShellRefusal`]). The JSON reader's, the system's and the QR
    /// reader's words are for the message only.
    pub fn refusal(&self) -> Refusal {
        use ShellRefusal as R;
        match self {
            AppError::Store(err) => err.refusal(),
            AppError::Rule(err) => Refusal::Rule(err.clone()),
            AppError::Argument { name, .. } => Refusal::shell(R::BadArgument {
                name: (*name).to_owned(),
                value: None,
            }),
            AppError::Unavailable { code, params, .. } => Refusal::Notice {
                code,
                params: params.clone(),
            },
            AppError::DataDir(_) => Refusal::shell(R::DataDirUnavailable {}),
            AppError::Interrupted(_) => Refusal::shell(R::CommandInterrupted {}),
            AppError::FileNotSaved { file, .. } => {
                Refusal::shell(R::FileNotSaved { file: file.clone() })
            }
            AppError::FileNotRead { file, .. } => {
                Refusal::shell(R::FileNotRead { file: file.clone() })
            }
            AppError::QrNotRead { file, error } => {
                let file = file.clone();
                Refusal::shell(match error {
                    QrError::NotFound => R::QrNotFound { file },
                    QrError::TooBusy => R::QrTooBusy { file },
                    QrError::NotPng(_)
                    | QrError::NotText(_)
                    | QrError::TooLarge { .. }
                    | QrError::TooLong(_)
                    | QrError::Cancelled => R::QrNotRead { file },
                })
            }
            AppError::QrNotDrawn(_) => Refusal::shell(R::QrNotDrawn {}),
            AppError::PhotoNotRead(PhotoError::TooLarge) => Refusal::shell(R::PhotoTooLarge {}),
            AppError::PhotoNotRead(_) => Refusal::shell(R::PhotoNotRead {}),
        }
    }

    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        self.refusal().code()
    }

    /// The values the message names, under stable snake_case names: a JSON
    /// object, empty when the message names nothing.
    pub fn params(&self) -> serde_json::Value {
        self.refusal().params()
    }

    /// Reads a JSON argument as one of the core's types, naming it if it does not fit.
    pub fn parse<T: serde::de::DeserializeOwned>(
        name: &'static str,
        value: serde_json::Value,
    ) -> Result<T, AppError> {
        serde_json::from_value(value).map_err(|err| AppError::Argument {
            name,
            why: err.to_string(),
        })
    }
}

/// The error as it crosses: its code, its words, the values they name.
impl From<&AppError> for ApiError {
    fn from(err: &AppError) -> ApiError {
        ApiError {
            code: err.code().to_owned(),
            message: err.to_string(),
            params: err.params(),
        }
    }
}

impl Serialize for AppError {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ApiError::from(self).serialize(serializer)
    }
}

#[cfg(test)]
mod tests;
