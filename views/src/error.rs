//! A refusal as it crosses: a stable code, English words, and the values
//! they name (`docs/commands.md`, "Errors"). The shell's errors and its
//! start-up notices are written as this; the UI reads them as this.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};
use tranque::error::FromParam;

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

/// A value a refusal names as a command or a file gave it: a number (a
/// count, a size, an id) or text (at most the first characters that name
/// it). It crosses as itself, `7` or `"Ana"`; the shell writes it, the UI
/// reads it back ([`FromParam`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Given {
    /// A count, a size, an id.
    Number(i64),
    /// Text, at most the first characters that name it.
    Text(String),
}

/// A number that fits an `i64`, else text; anything else is not a value given.
impl FromParam for Given {
    fn from_param(value: &Value) -> Option<Given> {
        match value {
            Value::String(text) => Some(Given::Text(text.clone())),
            number => number.as_i64().map(Given::Number),
        }
    }
}

/// The value as a player reads it: the number, or the text as given.
impl std::fmt::Display for Given {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Given::Number(n) => write!(f, "{n}"),
            Given::Text(text) => f.write_str(text),
        }
    }
}
