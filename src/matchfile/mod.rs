//! The match file: a whole match (rules, seats, events) as versioned JSON, the
//! format the app exports and imports. See `docs/match-file.md`.
//!
//! ```
//! use tranque::{Event, HandEnd, Leftover, MatchFile, Seat};
//!
//! let text = r#"{
//!   "format": "tranque-match",
//!   "version": 1,
//!   "preset": "br-megajogos",
//!   "rules": {
//!     "mode": "pairs", "scoring": "pips", "domino_points": "opponents",
//!     "block_winner": "side_total", "block_points": "opponents", "block_tie": "closer_loses",
//!     "first_opener": "double_six", "opener_rotation": "counter_clockwise",
//!     "redeal_doubles": null, "target": 50, "time_limit_minutes": null, "penalties": []
//!   },
//!   "seats": ["Ana", "Bia", "Caio", "Duda"],
//!   "events": [
//!     {"type": "hand", "opener": 2, "end": {"kind": "domino", "by": 1, "left": {"pips": [9, 0, 4, 12]}}}
//!   ]
//! }"#;
//! let file = MatchFile::parse(text).unwrap();
//! let game = file.clone().into_match().unwrap();
//! assert_eq!(game.standings().scores, [0, 13]);
//! assert_eq!(MatchFile::parse(&file.to_json()).unwrap(), file);
//!
//! let newer = text.replace("\"version\": 1", "\"version\": 3");
//! assert_eq!(MatchFile::parse(&newer).unwrap_err().code(), "unsupported_version");
//!
//! // A file is written with the lowest version that holds it: 1 without the
//! // table conventions of version 2 (batidas, a capicúa bonus, a finish).
//! assert_eq!(file.version, 1);
//! assert_eq!(file.needed_version(), 1);
//!
//! // A refusal says where: the event, the path of the value, its line and column.
//! let extra = text.replace("\"by\": 1,", "\"by\": 1, \"note\": \"late\",");
//! let err = MatchFile::parse(&extra).unwrap_err();
//! assert_eq!(err.code(), "unknown_field");
//! assert_eq!(
//!     err.params(),
//!     serde_json::json!({
//!         "field": "note", "path": ["events", 0, "end"], "line": 13, "column": 70, "event_index": 0,
//!     }),
//! );
//! ```
//!
//! Reading takes time linear in the text, and a file is held to limits
//! ([`FileLimit`]) on everything it can hold, each refused by name with the
//! count found.

mod de;
mod json;

use serde::{Deserialize, Serialize};

use crate::{Event, FileLimit, Match, MatchSetup, PathStep, Preset, RuleError, Rules};

use json::{Node, Value};

/// The most events a match file holds (a real match has well under 200).
pub const MAX_EVENTS: usize = 10_000;
/// The largest file read whole, in bytes: an import into the app (a match,
/// a history, a tournament) and a file the command line reads. 64 MiB: a
/// history of years fits many times.
pub const MAX_IMPORT_BYTES: usize = 64 * 1024 * 1024;
/// The most penalties a match file's rules list.
pub const MAX_PENALTIES: usize = crate::rules::MAX_PENALTIES;
/// The most items of any other list of a match file (seats, pip counts,
/// hands of tiles, tiles of a hand: a double-six set has 28 tiles).
pub const MAX_ITEMS: usize = 28;
/// The most fields of an object of a match file (the rules have 14).
pub const MAX_FIELDS: usize = 32;
/// The longest text of a match file (a name, an id, a key, a number as
/// written), in characters.
pub const MAX_TEXT_CHARS: usize = 200;
/// The deepest nesting of lists and objects (a match file needs 7: the
/// tiles of a hand, in a hand end's leftover, in an event, in the file).
pub const MAX_DEPTH: usize = 16;

/// The `format` of a match file.
pub const MATCH_FORMAT: &str = "tranque-match";
/// The newest version this build writes and reads. Version 2 added the
/// table conventions: `rules.capicua`, `rules.batidas` and a domino's
/// `finish`. Version 1 files are read as they always were; a file is
/// written with the lowest version that holds it ([`MatchFile::needed_version`]),
/// so a match without them still opens in a build that reads only version 1.
pub const MATCH_VERSION: u32 = 2;
/// The oldest version this build reads.
pub const MATCH_VERSION_OLDEST: u32 = 1;

/// A whole match as stored and exported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchFile {
    /// Always `"tranque-match"`.
    pub format: String,
    /// 1 or 2 ([`MATCH_VERSION`]).
    pub version: u32,
    /// The app's id for the match, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// When the match was created (RFC 3339 text, as the app wrote it; the core does not read it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    /// When the match was finished or abandoned (RFC 3339 text, as the app
    /// wrote it; the core does not read it): an import keeps it, and its
    /// scoresheet is dated by it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished_at: Option<String>,
    /// The preset the rules started from, e.g. `"pr-federacion"` (informative:
    /// `rules` is what counts, and may have been edited).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
    /// The rule set.
    pub rules: Rules,
    /// Player names, counter-clockwise from seat 0.
    pub seats: Vec<String>,
    /// The log.
    pub events: Vec<Event>,
    /// The losing player who signed the finished match's scoresheet, as the
    /// app that recorded it kept it (a tournament checks it, 004 §11a).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signed_by: Option<String>,
}

impl MatchFile {
    /// A file for a match, with no id or date (the app fills those in).
    pub fn from_match(game: &Match, preset: Option<Preset>) -> MatchFile {
        let mut file = MatchFile {
            format: MATCH_FORMAT.to_owned(),
            version: MATCH_VERSION,
            id: None,
            created_at: None,
            finished_at: None,
            preset: preset.map(|p| p.id().to_owned()),
            rules: game.setup().rules.clone(),
            seats: game.setup().seats.clone(),
            events: game.events().to_vec(),
            signed_by: None,
        };
        file.version = file.needed_version();
        file
    }

    /// The lowest version that holds this file: 2 when the rules have batidas
    /// or a capicúa bonus, or a domino says how it went out; 1 otherwise.
    pub fn needed_version(&self) -> u32 {
        let finish = self.events.iter().any(|event| {
            matches!(
                event,
                Event::Hand {
                    end: crate::HandEnd::Domino { finish, .. },
                    ..
                } if !finish.is_simple()
            )
        });
        if self.rules.batidas.is_some() || self.rules.capicua.is_some() || finish {
            2
        } else {
            1
        }
    }

    /// Reads a file; refuses another format or version with a clear message,
    /// and any text that is not JSON of the file's shape, saying where (the
    /// line and column, the path of the value, and the event): a syntax
    /// error, a type or value the field does not take (a number as written),
    /// an unknown field or a key given twice at any level, or more than a
    /// limit ([`FileLimit`]) allows. Takes time linear in the text.
    pub fn parse(text: &str) -> Result<MatchFile, RuleError> {
        let root = json::parse(text).map_err(|refused| read_refusal(text, refused))?;
        let Value::Object(members) = &root.value else {
            return Err(malformed(
                text,
                root.start,
                "a match file is a JSON object".to_owned(),
            ));
        };
        let field = |name: &str| members.iter().find(|m| m.key == name).map(|m| &m.node);
        match field("format").map(|node| (node, &node.value)) {
            Some((_, Value::String(format))) if format == MATCH_FORMAT => {}
            Some((_, Value::String(format))) => {
                return Err(RuleError::UnknownFormat {
                    format: format.clone(),
                });
            }
            Some((node, _)) => {
                return Err(RuleError::UnknownFormat {
                    format: as_written(text, node),
                });
            }
            None => {
                return Err(RuleError::UnknownFormat {
                    format: "none".to_owned(),
                });
            }
        }
        let version = field("version");
        let whole = match version.map(|node| &node.value) {
            Some(Value::Number(written)) => written.parse::<u64>().ok(),
            _ => None,
        };
        match whole {
            Some(v)
                if (u64::from(MATCH_VERSION_OLDEST)..=u64::from(MATCH_VERSION)).contains(&v) => {}
            Some(version) => return Err(RuleError::UnsupportedVersion { version }),
            None => {
                let (at, written) = version.map_or((root.start, "nothing".to_owned()), |node| {
                    (node.start, as_written(text, node))
                });
                return Err(malformed(
                    text,
                    at,
                    format!("`version` must be a whole number, not `{written}`"),
                ));
            }
        }
        MatchFile::deserialize(&root).map_err(|err| shape_refusal(text, &root, err))
    }

    /// The file as pretty JSON.
    pub fn to_json(&self) -> String {
        // Serialising these plain types cannot fail.
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The setup the file describes.
    pub fn setup(&self) -> MatchSetup {
        MatchSetup {
            rules: self.rules.clone(),
            seats: self.seats.clone(),
        }
    }

    /// The match, folded from the file's events; refuses an unknown preset or the
    /// first bad event (with its index).
    pub fn into_match(self) -> Result<Match, RuleError> {
        if let Some(preset) = &self.preset {
            preset.parse::<Preset>()?;
        }
        Match::from_events(
            MatchSetup {
                rules: self.rules,
                seats: self.seats,
            },
            self.events,
        )
    }
}

/// Why [`keys_once`] refused a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum KeyProblem {
    /// A key given twice in one object.
    Repeated(String),
    /// Not JSON, or past the match file's limits, in the reader's words.
    Unreadable(String),
}

/// Reads `text` with the match file's own reader, which refuses a key given
/// twice in one object where a `serde_json::Value` keeps the last: for the
/// other texts of the core (a table's QR payload) to refuse them the same way.
pub(crate) fn keys_once(text: &str) -> Result<(), KeyProblem> {
    match json::parse(text) {
        Ok(_) => Ok(()),
        Err(refused) => Err(match refused.problem {
            json::Problem::Duplicate(key) => KeyProblem::Repeated(key),
            json::Problem::Syntax(message) => KeyProblem::Unreadable(message),
            json::Problem::Limit { limit, found, max } => {
                KeyProblem::Unreadable(format!("{limit:?}: {found}, at most {max}"))
            }
        }),
    }
}

/// A value of the file as written (its first 60 characters).
fn as_written(text: &str, node: &Node<'_>) -> String {
    text.get(node.start..node.end)
        .unwrap_or_default()
        .chars()
        .take(60)
        .collect()
}

/// [`RuleError::Malformed`] at a byte offset of the text.
fn malformed(text: &str, at: usize, message: String) -> RuleError {
    let (line, column) = json::line_column(text, at);
    RuleError::Malformed {
        message,
        line,
        column,
    }
}

/// The refusal of a value at `path`, inside the event it belongs to
/// ([`RuleError::InvalidEvent`]) when there is one.
fn in_event(path: &[PathStep], error: RuleError) -> RuleError {
    match path {
        [PathStep::Key(events), PathStep::Index(index), ..] if events == "events" => {
            RuleError::InvalidEvent {
                index: *index,
                error: Box::new(error),
            }
        }
        _ => error,
    }
}

/// The reader's refusal (not JSON, a key twice, over a limit) as a [`RuleError`].
fn read_refusal(text: &str, refused: json::Refused) -> RuleError {
    let json::Refused {
        problem,
        at,
        mut path,
    } = refused;
    path.reverse();
    let (line, column) = json::line_column(text, at);
    let error = match problem {
        json::Problem::Syntax(message) => RuleError::Malformed {
            message,
            line,
            column,
        },
        json::Problem::Duplicate(field) => RuleError::DuplicateField {
            field,
            path: path.clone(),
            line,
            column,
        },
        json::Problem::Limit { limit, found, max } => RuleError::OverLimit {
            limit,
            found,
            max,
            path: path.clone(),
            line,
            column,
        },
    };
    in_event(&path, error)
}

/// The typed pass's refusal (a field unknown, a value of the wrong type) as
/// a [`RuleError`], pinpointed inside its event.
fn shape_refusal(text: &str, root: &Node<'_>, err: de::ShapeError) -> RuleError {
    let (mut err, mut path) = err.into_path();
    if let Some(node) = root.get(&path) {
        err.pinpoint(node, &mut path);
    }
    let (line, column) = json::line_column(text, err.at.unwrap_or(root.start));
    let error = match err.kind {
        de::ShapeKind::UnknownField { field, .. } => RuleError::UnknownField {
            field,
            path: path.clone(),
            line,
            column,
        },
        _ => RuleError::Malformed {
            message: err.message(),
            line,
            column,
        },
    };
    in_event(&path, error)
}
