//! Errors as they cross to the UI: `{ "code": "...", "message": "..." }`.
//!
//! The code is stable and machine-readable (the UI may translate it); the
//! message names the value at fault in words a player understands. A refusal
//! of the core keeps the core's own code (`RuleError::code`).

use serde::ser::{Serialize, SerializeStruct, Serializer};
use tranque::RuleError;

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
    },
    /// The app could not find or create its data folder.
    #[error("Tranque could not open its data folder: {0}")]
    DataDir(String),
}

impl AppError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            AppError::Store(err) => err.code(),
            AppError::Rule(err) => err.code(),
            AppError::Argument { .. } => "bad_argument",
            AppError::Unavailable { code, .. } => code,
            AppError::DataDir(_) => "data_dir_unavailable",
        }
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

impl Serialize for AppError {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("AppError", 2)?;
        s.serialize_field("code", self.code())?;
        s.serialize_field("message", &self.to_string())?;
        s.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_crosses_as_code_and_message() {
        let err = AppError::from(StoreError::DuplicateName("Ana".into()));
        let json = serde_json::to_value(&err).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "code": "duplicate_player_name",
                "message": "there is already a player called \"Ana\""
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
        // Through the store too, e.g. a hand refused inside a transaction.
        let json = serde_json::to_value(AppError::from(StoreError::from(rule.clone()))).unwrap();
        assert_eq!(json, serde_json::to_value(rule.view()).unwrap());
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
        assert_eq!(json.as_object().unwrap().len(), 2);
    }
}
