//! Errors as they cross to the UI: `{ "code": "...", "message": "..." }`.
//!
//! The code is stable and machine-readable (the UI may translate it); the
//! message names the value at fault in words a player understands.

use serde::ser::{Serialize, SerializeStruct, Serializer};

use crate::store::StoreError;

/// Any error a command can answer with.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The store refused or failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The app could not find or create its data folder.
    #[error("Tranque could not open its data folder: {0}")]
    DataDir(String),
}

impl AppError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            AppError::Store(err) => err.code(),
            AppError::DataDir(_) => "data_dir_unavailable",
        }
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
}
