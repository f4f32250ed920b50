//! What an import is, read once without building a tree of it: a single
//! match file, or a history file's `format`, `version` and the text of each
//! match as a slice. What it skips is only scanned; a match's own text is
//! read later, by the core, one at a time.

use serde::Deserialize;

use crate::store::{HISTORY_FORMAT, HISTORY_VERSION, StoreError};
use tranque::RuleError;

/// An import, split without building a tree of it: a single match file (the
/// core reads it), or a history file's matches as slices of the text.
pub(super) enum Split<'a> {
    One(&'a str),
    History {
        matches: Vec<&'a serde_json::value::RawValue>,
        unreadable: usize,
    },
}

/// Reads the top of an import once: its `format`, and for a history file its
/// `version` and the text of each match. What it skips is only scanned, never
/// built; a match's own text is read later, by the core, one at a time.
pub(super) fn split_import(text: &str) -> Result<Split<'_>, StoreError> {
    let top: Top<'_> = serde_json::from_str(text).map_err(|e| RuleError::Malformed {
        message: e.to_string(),
        line: e.line(),
        column: e.column(),
    })?;
    let format = top
        .format
        .and_then(|raw| serde_json::from_str::<String>(raw.get()).ok());
    if format.as_deref() != Some(HISTORY_FORMAT) {
        return Ok(Split::One(text));
    }
    match top
        .version
        .map(|raw| serde_json::from_str::<u64>(raw.get()))
    {
        Some(Ok(v)) if v == u64::from(HISTORY_VERSION) => {}
        Some(Ok(version)) => return Err(RuleError::UnsupportedVersion { version }.into()),
        _ => {
            return Err(RuleError::Malformed {
                message: "`version` must be a whole number".to_owned(),
                line: 0,
                column: 0,
            }
            .into());
        }
    }
    // The top of a history file has no place of its own to name (its parts
    // were read as slices): line and column 0.
    let malformed = |message: String| {
        StoreError::from(RuleError::Malformed {
            message,
            line: 0,
            column: 0,
        })
    };
    if let Some(key) = top.unknown {
        return Err(malformed(format!(
            "unknown field `{key}`, expected one of `format`, `version`, `exported_at`, `matches`, `unreadable`"
        )));
    }
    let Some(List::Items(matches)) = top.matches else {
        return Err(malformed(
            "`matches` must be a list of match files".to_owned(),
        ));
    };
    let unreadable = match top.unreadable {
        None => 0,
        Some(List::Items(items)) => items.len(),
        Some(List::Other) => {
            return Err(malformed("`unreadable` must be a list".to_owned()));
        }
    };
    Ok(Split::History {
        matches,
        unreadable,
    })
}

/// The top of an import: the few fields the shell reads, each kept as a
/// slice of the text; anything else is skipped (its first name remembered).
#[derive(Default)]
struct Top<'a> {
    format: Option<&'a serde_json::value::RawValue>,
    version: Option<&'a serde_json::value::RawValue>,
    matches: Option<List<'a>>,
    unreadable: Option<List<'a>>,
    unknown: Option<String>,
}

/// A value that should be a list: its items' text, or something else.
enum List<'a> {
    Items(Vec<&'a serde_json::value::RawValue>),
    Other,
}

impl<'de> Deserialize<'de> for Top<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Top<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a match file or a history file (a JSON object)")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Top<'de>, A::Error> {
                let mut top = Top::default();
                while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
                    match &*key {
                        "format" => top.format = Some(map.next_value()?),
                        "version" => top.version = Some(map.next_value()?),
                        "matches" => top.matches = Some(map.next_value()?),
                        "unreadable" => top.unreadable = Some(map.next_value()?),
                        other => {
                            if other != "exported_at" && top.unknown.is_none() {
                                top.unknown = Some(other.chars().take(64).collect());
                            }
                            map.next_value::<serde::de::IgnoredAny>()?;
                        }
                    }
                }
                Ok(top)
            }
        }
        deserializer.deserialize_map(Visit)
    }
}

impl<'de> Deserialize<'de> for List<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = List<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a list")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<List<'de>, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element()? {
                    items.push(item);
                }
                Ok(List::Items(items))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<List<'de>, A::Error> {
                while map
                    .next_entry::<serde::de::IgnoredAny, serde::de::IgnoredAny>()?
                    .is_some()
                {}
                Ok(List::Other)
            }
            fn visit_bool<E>(self, _: bool) -> Result<List<'de>, E> {
                Ok(List::Other)
            }
            fn visit_i64<E>(self, _: i64) -> Result<List<'de>, E> {
                Ok(List::Other)
            }
            fn visit_u64<E>(self, _: u64) -> Result<List<'de>, E> {
                Ok(List::Other)
            }
            fn visit_f64<E>(self, _: f64) -> Result<List<'de>, E> {
                Ok(List::Other)
            }
            fn visit_str<E>(self, _: &str) -> Result<List<'de>, E> {
                Ok(List::Other)
            }
            fn visit_unit<E>(self) -> Result<List<'de>, E> {
                Ok(List::Other)
            }
        }
        deserializer.deserialize_any(Visit)
    }
}
