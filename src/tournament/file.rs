//! The tournament file: a tournament's log as versioned JSON, every entry
//! carrying its own `"version": 1`. See `docs/tournament-file.md`.

use std::collections::BTreeMap;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::{Map, Value};

use super::error::TournamentError;
use super::event::{TOURNAMENT_VERSION, TournamentEvent, TournamentMode};
use super::fold::Tournament;
use super::individual::{IndividualEvent, IndividualTournament};
use super::log::{Log, fold_log};
use super::setup::MAX_TOURNAMENT_EVENTS;

/// The `format` of a tournament file.
pub const TOURNAMENT_FORMAT: &str = "tranque-tournament";
/// The most bytes a tournament file takes (a tournament of 1,000 pairs over
/// 15 rounds is about 3 MB).
pub const MAX_TOURNAMENT_BYTES: usize = 32 * 1024 * 1024;

/// A whole tournament as stored and exported: its log, of entries `E` of
/// one mode ([`TournamentFile`], [`IndividualFile`]). Both modes' files are
/// the same format and version (`"mode": "individual"` in an individual
/// tournament's `created` entry). See `docs/tournament-file.md`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogFile<E> {
    /// The app's id for the tournament, if any.
    pub id: Option<String>,
    /// The log, `created` first.
    pub events: Vec<E>,
}

/// A tournament of pairs' file.
pub type TournamentFile = LogFile<TournamentEvent>;

/// An individual tournament's file.
pub type IndividualFile = LogFile<IndividualEvent>;

/// An entry of a tournament file of one mode: the mode its `created` entry
/// names, and the tournament a log of them folds to.
pub trait FileEntry: Clone + Serialize + DeserializeOwned {
    /// The mode of a file of these entries.
    const MODE: TournamentMode;
    /// The tournament a log of these entries folds to.
    type Tournament: Log<Event = Self>;
}

impl FileEntry for TournamentEvent {
    const MODE: TournamentMode = TournamentMode::Pairs;
    type Tournament = Tournament;
}

impl FileEntry for IndividualEvent {
    const MODE: TournamentMode = TournamentMode::Individual;
    type Tournament = IndividualTournament;
}

/// The file's top level, as read: each entry still its own text, read one
/// at a time, so no tree of the whole file is built (a full field's would
/// take ten times the file).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Top<'a> {
    #[serde(borrow)]
    format: &'a RawValue,
    #[serde(borrow)]
    version: &'a RawValue,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    #[serde(borrow)]
    events: Vec<&'a RawValue>,
}

impl<E: FileEntry> LogFile<E> {
    /// The file of a tournament.
    pub fn from_tournament(tournament: &E::Tournament) -> LogFile<E> {
        LogFile {
            id: None,
            events: tournament.log().to_vec(),
        }
    }

    /// Reads a file: another format, a version other than 1 (of the file or
    /// of an entry), text that is not JSON of the file's shape, or an entry
    /// of the wrong shape (with its index), each refused in words. A file of
    /// the other mode is refused as one (`tournament_mode_mismatch`): it is
    /// read by its own mode's `parse` (or [`TournamentLog::parse`], either
    /// mode).
    pub fn parse(text: &str) -> Result<LogFile<E>, TournamentError> {
        let (id, events) = read_log(text, E::MODE, versioned_entry)?;
        Ok(LogFile { id, events })
    }

    /// The tournament its log folds to; refuses the first bad entry.
    pub fn into_tournament(self) -> Result<E::Tournament, TournamentError> {
        fold_log(self.events)
    }

    /// The file as JSON, one entry a line.
    pub fn to_json(&self) -> String {
        write_log(self.id.as_deref(), &self.events)
    }
}

/// A tournament file of either mode, as its `created` entry says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentLog {
    /// A Swiss tournament of pairs.
    Pairs(TournamentFile),
    /// An individual Swiss tournament.
    Individual(IndividualFile),
}

impl TournamentLog {
    /// Reads a file of either mode: the mode of its first entry, when it is
    /// `created`, says which (pairs otherwise, refused as a pairs file is).
    pub fn parse(text: &str) -> Result<TournamentLog, TournamentError> {
        match IndividualFile::parse(text) {
            Err(TournamentError::TournamentModeMismatch { .. }) => {
                TournamentFile::parse(text).map(TournamentLog::Pairs)
            }
            Ok(file) => Ok(TournamentLog::Individual(file)),
            Err(individual) => match TournamentFile::parse(text) {
                Ok(file) => Ok(TournamentLog::Pairs(file)),
                Err(TournamentError::TournamentModeMismatch { .. }) => Err(individual),
                Err(pairs) => Err(pairs),
            },
        }
    }
}

/// A log's file as JSON, one entry a line.
fn write_log<E: Serialize>(id: Option<&str>, events: &[E]) -> String {
    let mut text = format!(
        "{{\n  \"format\": \"{TOURNAMENT_FORMAT}\",\n  \"version\": {TOURNAMENT_VERSION},\n"
    );
    if let Some(id) = id {
        let id = serde_json::to_string(id).unwrap_or_default();
        text.push_str(&format!("  \"id\": {id},\n"));
    }
    text.push_str("  \"events\": [");
    for (i, event) in events.iter().enumerate() {
        text.push_str(if i == 0 { "\n    " } else { ",\n    " });
        text.push_str(&entry_line(event));
    }
    text.push_str(if events.is_empty() {
        "]\n}\n"
    } else {
        "\n  ]\n}\n"
    });
    text
}

/// Reads a log's file: its id and its entries, each read by `entry`; a
/// log whose `created` entry is of another mode than `expected` is refused
/// as such.
fn read_log<E>(
    text: &str,
    expected: TournamentMode,
    entry: impl Fn(Value) -> Result<E, TournamentError>,
) -> Result<(Option<String>, Vec<E>), TournamentError> {
    let malformed = |err: serde_json::Error| TournamentError::TournamentMalformed {
        message: err.to_string(),
        line: err.line(),
        column: err.column(),
    };
    if text.len() > MAX_TOURNAMENT_BYTES {
        return Err(TournamentError::TournamentTooLarge {
            bytes: text.len(),
            max: MAX_TOURNAMENT_BYTES,
        });
    }
    // A key given twice is refused first, where it is: JSON readers
    // differ on which one wins, so neither does.
    serde_json::from_str::<NoDuplicateKeys>(text).map_err(malformed)?;
    // The top level's fields as their text (the JSON is whole: read above).
    let Ok(fields) = serde_json::from_str::<BTreeMap<String, &RawValue>>(text) else {
        return Err(TournamentError::TournamentMalformed {
            message: "a tournament file is a JSON object".to_owned(),
            line: 1,
            column: 1,
        });
    };
    let field = |key: &str| -> Result<Option<Value>, TournamentError> {
        fields
            .get(key)
            .map(|raw| serde_json::from_str(raw.get()))
            .transpose()
            .map_err(malformed)
    };
    match field("format")? {
        Some(Value::String(format)) if format == TOURNAMENT_FORMAT => {}
        other => {
            return Err(TournamentError::TournamentUnknownFormat {
                format: other.as_ref().map_or_else(|| "none".to_owned(), written),
            });
        }
    }
    check_version(field("version")?.as_ref())?;
    let top: Top<'_> = serde_json::from_str(text).map_err(malformed)?;
    if top.events.len() > MAX_TOURNAMENT_EVENTS {
        return Err(TournamentError::TournamentTooManyEvents {
            found: top.events.len(),
            max: MAX_TOURNAMENT_EVENTS,
        });
    }
    let mut events = Vec::with_capacity(top.events.len());
    for (index, raw) in top.events.into_iter().enumerate() {
        let value: Value = serde_json::from_str(raw.get()).map_err(malformed)?;
        if index == 0
            && let Some(mode) = created_mode(&value)
            && mode != expected
        {
            return Err(TournamentError::TournamentModeMismatch { mode, expected });
        }
        let event = entry(value).map_err(|error| TournamentError::InvalidEvent {
            index,
            error: Box::new(error),
        })?;
        events.push(event);
    }
    Ok((top.id, events))
}

/// The mode of a `created` entry (pairs when it names none, or one this
/// build does not know: the entry's own reading refuses that).
fn created_mode(value: &Value) -> Option<TournamentMode> {
    if value.get("type")?.as_str()? != "created" {
        return None;
    }
    Some(
        value
            .get("mode")
            .and_then(|mode| serde_json::from_value(mode.clone()).ok())
            .unwrap_or(TournamentMode::Pairs),
    )
}

impl IndividualEvent {
    /// An entry as stored: refuses a `version` other than 1 and any shape
    /// the entry does not have.
    pub fn from_versioned_json(value: Value) -> Result<IndividualEvent, TournamentError> {
        versioned_entry(value)
    }
}

/// An entry of either mode as stored, without its `version`, which must be
/// 1; refused in words when it is not of the entry's shape.
fn versioned_entry<E: DeserializeOwned>(value: Value) -> Result<E, TournamentError> {
    let Value::Object(mut fields) = value else {
        return Err(TournamentError::TournamentMalformed {
            message: "an entry is a JSON object".to_owned(),
            line: 0,
            column: 0,
        });
    };
    check_version(fields.get("version"))?;
    fields.remove("version");
    serde_json::from_value(Value::Object(fields)).map_err(|err| {
        TournamentError::TournamentMalformed {
            message: err.to_string(),
            line: 0,
            column: 0,
        }
    })
}

impl TournamentEvent {
    /// An entry as stored: refuses a `version` other than 1 and any shape
    /// the entry does not have.
    pub fn from_versioned_json(value: Value) -> Result<TournamentEvent, TournamentError> {
        versioned_entry(value)
    }
}

/// `version` must be 1.
fn check_version(version: Option<&Value>) -> Result<(), TournamentError> {
    match version {
        Some(Value::Number(n)) if n.as_u64() == Some(u64::from(TOURNAMENT_VERSION)) => Ok(()),
        Some(Value::Number(n)) if n.as_u64().is_some() => {
            Err(TournamentError::TournamentUnsupportedVersion {
                version: n.as_u64().unwrap_or_default(),
            })
        }
        other => Err(TournamentError::TournamentMalformed {
            message: format!(
                "`version` must be a whole number, not `{}`",
                other.map_or_else(|| "nothing".to_owned(), written)
            ),
            line: 0,
            column: 0,
        }),
    }
}

/// A value as JSON text, its first 60 characters.
fn written(value: &Value) -> String {
    match value {
        Value::String(text) => text.chars().take(60).collect(),
        other => other.to_string().chars().take(60).collect(),
    }
}

/// One entry on one line: `type` and `version` first, then its fields.
fn entry_line(event: &impl Serialize) -> String {
    let mut fields = match serde_json::to_value(event) {
        Ok(Value::Object(fields)) => fields,
        _ => Map::new(),
    };
    let kind = fields.remove("type").unwrap_or(Value::Null);
    let mut line = format!("{{\"type\": {kind}, \"version\": {TOURNAMENT_VERSION}");
    for (key, value) in fields {
        let key = Value::String(key);
        line.push_str(&format!(", {key}: {value}"));
    }
    line.push('}');
    line
}

/// Any JSON value, read only to refuse a key given twice in one object.
struct NoDuplicateKeys;

impl<'de> Deserialize<'de> for NoDuplicateKeys {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(NoDuplicateKeys)
    }
}

impl<'de> serde::de::Visitor<'de> for NoDuplicateKeys {
    type Value = NoDuplicateKeys;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
        Ok(NoDuplicateKeys)
    }

    fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
        Ok(NoDuplicateKeys)
    }

    fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
        Ok(NoDuplicateKeys)
    }

    fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
        Ok(NoDuplicateKeys)
    }

    fn visit_str<E>(self, _: &str) -> Result<Self::Value, E> {
        Ok(NoDuplicateKeys)
    }

    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(NoDuplicateKeys)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        while seq.next_element::<NoDuplicateKeys>()?.is_some() {}
        Ok(NoDuplicateKeys)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut keys: Vec<String> = Vec::new();
        while let Some(key) = map.next_key::<String>()? {
            if keys.contains(&key) {
                return Err(serde::de::Error::custom(format_args!(
                    "key `{key}` given twice in one object"
                )));
            }
            map.next_value::<NoDuplicateKeys>()?;
            keys.push(key);
        }
        Ok(NoDuplicateKeys)
    }
}
