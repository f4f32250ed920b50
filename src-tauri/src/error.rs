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
mod tests {
    use super::*;

    #[test]
    fn an_error_crosses_as_code_message_and_params() {
        let err = AppError::from(StoreError::DuplicateName("Ana".into()));
        let json = serde_json::to_value(&err).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "code": "duplicate_player_name",
                "message": "there is already a player called \"Ana\"",
                "params": { "name": "Ana" },
            })
        );
    }

    #[test]
    fn a_refusal_of_the_core_keeps_its_code_and_names_the_value() {
        let rule = RuleError::PipsOutOfRange {
            seat: tranque::Seat(2),
            pips: 70,
        };
        let json = serde_json::to_value(AppError::from(rule.clone())).unwrap();
        assert_eq!(json, serde_json::to_value(rule.view()).unwrap());
        assert_eq!(json["code"], "pips_out_of_range");
        assert!(json["message"].as_str().unwrap().contains("70"));
        assert_eq!(json["params"], serde_json::json!({ "seat": 2, "pips": 70 }));
        // Through the store too, e.g. a hand refused inside a transaction.
        let json = serde_json::to_value(AppError::from(StoreError::from(rule.clone()))).unwrap();
        assert_eq!(json, serde_json::to_value(rule.view()).unwrap());
    }

    #[test]
    fn a_tournament_refusal_keeps_its_code_and_typed_params() {
        use tranque::tournament::PairId;
        let err = TournamentError::ResultWrongPairs {
            round: 2,
            table: 1,
            expected: [PairId(3), PairId(8)],
            given: [PairId(3), PairId(5)],
        };
        let json = serde_json::to_value(AppError::from(err.clone())).unwrap();
        assert_eq!(json, serde_json::to_value(err.view()).unwrap());
        assert_eq!(json["code"], "result_wrong_pairs");
        assert_eq!(
            json["params"],
            serde_json::json!({ "round": 2, "table": 1, "expected": [3, 8], "given": [3, 5] })
        );
    }

    #[test]
    fn a_badly_shaped_argument_is_named() {
        let err = AppError::parse::<tranque::HandEnd>("end", serde_json::json!({"kind": "nap"}))
            .unwrap_err();
        let json = serde_json::to_value(&err).unwrap();
        assert_eq!(json["code"], "bad_argument");
        assert!(
            json["message"].as_str().unwrap().starts_with("`end`"),
            "{json}"
        );
        assert_eq!(json.as_object().unwrap().len(), 3);
        // The reader's English stays in the message; the params name the argument.
        assert!(json["message"].as_str().unwrap().contains("nap"), "{json}");
        assert_eq!(json["params"], serde_json::json!({ "name": "end" }));
    }

    /// (error, code, params): every store refusal, as in `docs/commands.md`.
    fn store_cases() -> Vec<(StoreError, &'static str, serde_json::Value)> {
        use serde_json::json;
        let id = || "9f1c2b7a4d3e8f60".to_owned();
        let rule = RuleError::InvalidEvent {
            index: 3,
            error: Box::new(RuleError::PipsOutOfRange {
                seat: tranque::Seat(1),
                pips: 70,
            }),
        };
        vec![
            (
                StoreError::TooNew {
                    found: 42,
                    known: 3,
                },
                "database_too_new",
                json!({ "found": 42, "known": 3 }),
            ),
            (
                StoreError::BadName {
                    name: "A\tB".into(),
                    reason: crate::store::NameProblem::ControlCharacters,
                },
                "bad_player_name",
                json!({ "name": "A\tB", "reason": "control_characters" }),
            ),
            (
                StoreError::DuplicateName("Ana".into()),
                "duplicate_player_name",
                json!({ "name": "Ana" }),
            ),
            (
                StoreError::PlayerSeatedTwice("Ana".into()),
                "player_seated_twice",
                json!({ "name": "Ana" }),
            ),
            (
                StoreError::NoSuchPlayer(json!(7)),
                "no_such_player",
                json!({ "player": 7 }),
            ),
            (
                StoreError::NoSuchPlayer(json!("Zeca")),
                "no_such_player",
                json!({ "player": "Zeca" }),
            ),
            (
                StoreError::NoSuchMatch(id()),
                "no_such_match",
                json!({ "match_id": id() }),
            ),
            (
                StoreError::MatchInProgress(id()),
                "match_in_progress",
                json!({ "match_id": id() }),
            ),
            (
                StoreError::MatchClosed {
                    id: id(),
                    status: "finished",
                },
                "match_closed",
                json!({ "match_id": id(), "status": "finished" }),
            ),
            (
                StoreError::NotOver {
                    id: id(),
                    scores: vec![40, 35],
                    mode: tranque::Mode::Pairs,
                    target: 50,
                },
                "match_not_over",
                json!({ "match_id": id(), "scores": [40, 35], "mode": "pairs", "target": 50 }),
            ),
            (
                StoreError::NothingToUndo(id()),
                "nothing_to_undo",
                json!({ "match_id": id() }),
            ),
            (
                StoreError::BadSignature("'<' is not part of SVG path data".into()),
                "bad_signature",
                json!({}),
            ),
            (
                StoreError::BadArgument {
                    name: "per_page",
                    value: crate::store::Given::Number(0),
                    why: "a page holds 1 to 100 matches",
                },
                "bad_argument",
                json!({ "name": "per_page", "value": 0 }),
            ),
            (
                StoreError::BadArgument {
                    name: "from",
                    value: crate::store::Given::Text("yesterday".into()),
                    why: "a date is written YYYY-MM-DD",
                },
                "bad_argument",
                json!({ "name": "from", "value": "yesterday" }),
            ),
            (
                StoreError::ImportTooLarge { bytes: 70, max: 64 },
                "import_too_large",
                json!({ "bytes": 70, "max": 64 }),
            ),
            (
                StoreError::ImportRefused {
                    number: 5,
                    id: Some(id()),
                    error: Box::new(StoreError::ImportIdTwice { id: id(), first: 2 }),
                },
                "import_id_twice",
                json!({ "match_id": id(), "first": 2, "match_number": 5 }),
            ),
            (
                StoreError::ImportRefused {
                    number: 2,
                    id: Some(id()),
                    error: Box::new(StoreError::Rule(rule.clone())),
                },
                "pips_out_of_range",
                json!({ "seat": 1, "pips": 70, "event_index": 3, "match_number": 2, "match_id": id() }),
            ),
            (
                StoreError::ImportRefused {
                    number: 1,
                    id: None,
                    error: Box::new(StoreError::Rule(RuleError::UnsupportedVersion {
                        version: 9,
                    })),
                },
                "unsupported_version",
                json!({ "version": 9, "match_number": 1, "match_id": null }),
            ),
            (
                StoreError::Rule(rule),
                "pips_out_of_range",
                json!({ "seat": 1, "pips": 70, "event_index": 3 }),
            ),
            (
                StoreError::Corrupt {
                    id: id(),
                    why: "bad rules".into(),
                },
                "stored_match_unreadable",
                json!({ "match_id": id() }),
            ),
            (
                StoreError::Sqlite(rusqlite::Error::QueryReturnedNoRows),
                "database_error",
                json!({}),
            ),
            (
                StoreError::Migration(rusqlite_migration::Error::Hook("no table".into())),
                "database_upgrade_failed",
                json!({}),
            ),
            (
                StoreError::Io(std::io::Error::other("disk full")),
                "database_file_error",
                json!({}),
            ),
            (
                StoreError::DeleteNotConfirmed(id()),
                "delete_not_confirmed",
                json!({ "match_id": id() }),
            ),
            (StoreError::ReadOnly, "database_read_only", json!({})),
            (StoreError::DiskFull, "disk_full", json!({})),
            (StoreError::Replaced, "database_replaced", json!({})),
            (
                StoreError::NoSuchBackup("tranque-x-daily.sqlite3".into()),
                "no_such_backup",
                json!({ "file": "tranque-x-daily.sqlite3" }),
            ),
            (
                StoreError::BackupDamaged {
                    file: "tranque-x-daily.sqlite3".into(),
                },
                "backup_damaged",
                json!({ "file": "tranque-x-daily.sqlite3" }),
            ),
            (
                StoreError::BackupTooNew {
                    file: "tranque-x-daily.sqlite3".into(),
                    found: 9,
                    known: 5,
                },
                "backup_too_new",
                json!({ "file": "tranque-x-daily.sqlite3", "found": 9, "known": 5 }),
            ),
            (
                StoreError::TournamentConflict {
                    tournament_id: "3f2a9c1b7d4e6a80".into(),
                    name: "Copa de Ponce".into(),
                    entry: 14,
                    round: Some(2),
                    table: Some(3),
                },
                "tournament_conflict",
                json!({ "tournament_id": "3f2a9c1b7d4e6a80", "name": "Copa de Ponce",
                        "entry": 14, "round": 2, "table": 3 }),
            ),
            (
                StoreError::TournamentConflict {
                    tournament_id: "3f2a9c1b7d4e6a80".into(),
                    name: "Copa de Ponce".into(),
                    entry: 5,
                    round: None,
                    table: None,
                },
                "tournament_conflict",
                json!({ "tournament_id": "3f2a9c1b7d4e6a80", "name": "Copa de Ponce",
                        "entry": 5, "round": null, "table": null }),
            ),
        ]
    }

    #[test]
    fn store_refusals_name_their_values_in_params() {
        for (err, code, params) in store_cases() {
            let message = err.to_string();
            let json = serde_json::to_value(AppError::from(err)).unwrap();
            assert_eq!(
                json,
                serde_json::json!({ "code": code, "message": message, "params": params }),
            );
        }
    }

    #[test]
    fn a_database_that_could_not_open_keeps_its_reason_params() {
        let err = StoreError::TooNew {
            found: 42,
            known: 3,
        };
        let notice = crate::store::Notice::from_error(&err);
        let unavailable = AppError::Unavailable {
            code: notice.code,
            message: notice.message.clone(),
            params: notice.params.clone(),
        };
        assert_eq!(
            serde_json::to_value(&unavailable).unwrap(),
            serde_json::to_value(&notice).unwrap()
        );
        assert_eq!(
            serde_json::to_value(AppError::DataDir("no home".into())).unwrap()["params"],
            serde_json::json!({})
        );
    }
}
