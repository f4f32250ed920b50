//! A refusal as it crosses: a stable code, English words, and the values
//! they name (`docs/commands.md`, "Errors"). The shell's errors and its
//! start-up notices are written as this; the UI reads them as this.

use serde::de::{self, Unexpected, Visitor};
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

/// A value as a command or a file gave it, or as a refusal names it: a
/// number (a count, a size, an id) or text (at most the first characters
/// that name it). It crosses as itself, `7` or `"Ana"`: a refusal's param
/// the shell writes and the UI reads back ([`FromParam`]), and a player of
/// the history's filter, by id or by name.
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

/// Read as it crosses, a number that fits an `i64` or a text, without
/// buffering (serde's untagged enums buffer the value first); anything else
/// is refused.
impl<'de> Deserialize<'de> for Given {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Given, D::Error> {
        deserializer.deserialize_any(GivenVisitor)
    }
}

/// Reads a [`Given`] from a number or a text.
struct GivenVisitor;

impl Visitor<'_> for GivenVisitor {
    type Value = Given;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a whole number or a text")
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Given, E> {
        Ok(Given::Number(n))
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Given, E> {
        i64::try_from(n)
            .map(Given::Number)
            .map_err(|_| E::invalid_value(Unexpected::Unsigned(n), &self))
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Given, E> {
        Ok(Given::Text(text.to_owned()))
    }

    fn visit_string<E: de::Error>(self, text: String) -> Result<Given, E> {
        Ok(Given::Text(text))
    }
}
