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
//! let newer = text.replace("\"version\": 1", "\"version\": 2");
//! assert_eq!(MatchFile::parse(&newer).unwrap_err().code(), "unsupported_version");
//! ```

use serde::{Deserialize, Serialize};

use crate::{Event, Match, MatchSetup, Preset, RuleError, Rules};

/// The `format` of a match file.
pub const MATCH_FORMAT: &str = "tranque-match";
/// The version this build writes and reads.
pub const MATCH_VERSION: u32 = 1;

/// A whole match as stored and exported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchFile {
    /// Always `"tranque-match"`.
    pub format: String,
    /// Always 1 for now.
    pub version: u32,
    /// The app's id for the match, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// When the match was created (RFC 3339 text, as the app wrote it; the core does not read it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
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
}

fn malformed(err: serde_json::Error) -> RuleError {
    RuleError::Malformed {
        message: err.to_string(),
    }
}

impl MatchFile {
    /// A file for a match, with no id or date (the app fills those in).
    pub fn from_match(game: &Match, preset: Option<Preset>) -> MatchFile {
        MatchFile {
            format: MATCH_FORMAT.to_owned(),
            version: MATCH_VERSION,
            id: None,
            created_at: None,
            preset: preset.map(|p| p.id().to_owned()),
            rules: game.setup().rules.clone(),
            seats: game.setup().seats.clone(),
            events: game.events().to_vec(),
        }
    }

    /// Reads a file; refuses another format or version with a clear message,
    /// and any JSON that does not have the file's shape.
    pub fn parse(text: &str) -> Result<MatchFile, RuleError> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(malformed)?;
        let Some(object) = value.as_object() else {
            return Err(RuleError::Malformed {
                message: "a match file is a JSON object".to_owned(),
            });
        };
        match object.get("format") {
            Some(serde_json::Value::String(format)) if format == MATCH_FORMAT => {}
            Some(serde_json::Value::String(format)) => {
                return Err(RuleError::UnknownFormat {
                    format: format.clone(),
                });
            }
            other => {
                return Err(RuleError::UnknownFormat {
                    format: other.map_or_else(|| "none".to_owned(), |v| v.to_string()),
                });
            }
        }
        match object.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(MATCH_VERSION) => {}
            Some(version) => return Err(RuleError::UnsupportedVersion { version }),
            None => {
                return Err(RuleError::Malformed {
                    message: "`version` must be a whole number".to_owned(),
                });
            }
        }
        serde_json::from_value(value).map_err(malformed)
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
