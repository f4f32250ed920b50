//! Places in a match file, as a refusal names them: the path to a value
//! ([`PathStep`]) and the limit a file went past ([`FileLimit`]). Values
//! only; the reader that finds them is [`matchfile`](crate::matchfile).

use serde::{Deserialize, Serialize};

/// A limit of the match file ([`RuleError::OverLimit`](crate::RuleError::OverLimit)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FileLimit {
    /// Events in `events`: [`MAX_EVENTS`](crate::matchfile::MAX_EVENTS).
    Events,
    /// Penalties in `rules.penalties`: [`MAX_PENALTIES`](crate::matchfile::MAX_PENALTIES).
    Penalties,
    /// Items of any other list: [`MAX_ITEMS`](crate::matchfile::MAX_ITEMS).
    Items,
    /// Fields of an object: [`MAX_FIELDS`](crate::matchfile::MAX_FIELDS).
    Fields,
    /// Characters of a text, a key or a number: [`MAX_TEXT_CHARS`](crate::matchfile::MAX_TEXT_CHARS).
    Text,
    /// Lists and objects inside each other: [`MAX_DEPTH`](crate::matchfile::MAX_DEPTH).
    Depth,
}

/// A step of the path to a value of the file: a key, or an index in a list.
/// A path is written as a JSON array, `["events", 3, "end"]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PathStep {
    /// An index in a list, from 0.
    Index(usize),
    /// A key of an object.
    Key(String),
}
