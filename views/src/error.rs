//! A refusal as it crosses: a stable code, English words, and the values
//! they name (`docs/commands.md`, "Errors"). The shell's errors and its
//! start-up notices are written as this; the UI reads them as this.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

/// An error as the shell sends it: a stable code, an English message naming
/// the bad value, and those values as params.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ApiError {
    /// Machine-readable, stable across versions.
    pub code: String,
    /// The English words, shown when the UI has no sentence of its own for
    /// the code.
    pub message: String,
    /// The values the message names, under the names of `docs/commands.md`:
    /// a JSON object, `{}` when the error names none. Read leniently: absent,
    /// `null` or anything that is not an object reads as `{}`.
    #[serde(default = "no_params", deserialize_with = "params_object")]
    pub params: Value,
}

impl ApiError {
    /// An error naming no value.
    pub fn new(code: impl Into<String>, message: impl Into<String>) -> ApiError {
        ApiError {
            code: code.into(),
            message: message.into(),
            params: no_params(),
        }
    }
}

/// The params of an error that names no value.
fn no_params() -> Value {
    Value::Object(Map::new())
}

/// The params as sent, `{}` for a `null` or anything that is not an object.
fn params_object<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Value, D::Error> {
    let value = Value::deserialize(deserializer)?;
    Ok(if value.is_object() {
        value
    } else {
        no_params()
    })
}
