//! What travels between phones without a network, as the text of a QR code:
//! "start this table's match" from the director's phone to the table's, and
//! "this table's signed result" back. Compact, typed, versioned (`"v": 1`),
//! and held to [`MAX_PAYLOAD_BYTES`] so the code stays readable by a phone's
//! camera.
//!
//! ```
//! use tranque::tournament::{TablePayload, TournamentError};
//!
//! let text = r#"{"v":1,"kind":"start","tournament":"ponce-2026","round":2,"table":1,"rules":"pr-federacion",
//!   "pairs":[{"pair":3,"players":["Ana","Bia"]},{"pair":8,"players":["Caio","Duda"]}]}"#;
//! let TablePayload::Start(start) = TablePayload::parse(text).unwrap() else { unreachable!() };
//! assert_eq!((start.round, start.table), (2, 1));
//! assert_eq!(TablePayload::parse(&start_again(&start)).unwrap(), TablePayload::Start(start));
//!
//! let newer = text.replace("\"v\":1", "\"v\":2");
//! assert_eq!(
//!     TablePayload::parse(&newer).unwrap_err(),
//!     TournamentError::PayloadUnsupportedVersion { version: 2 },
//! );
//! # fn start_again(start: &tranque::tournament::StartTable) -> String {
//! #     TablePayload::Start(start.clone()).to_text().unwrap()
//! # }
//! ```

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::error::TournamentError;
use super::event::{PairId, PairScore, ResultSource, TableResult};
use super::result::{finished, result_end, seated_sides};
use super::setup::{
    MAX_PAIR_NUMBER, MAX_ROUNDS, MAX_TABLES, check_rules, name_refused, player_name, player_names,
};
use crate::matchfile::{KeyProblem, keys_once};
use crate::{Match, Mode, Preset, Rules, clean_name, same_name};

/// The version of the payloads.
pub const PAYLOAD_VERSION: u32 = 1;
/// The most bytes a payload's text takes: a QR code of 1,200 bytes at the
/// lowest error correction is version 25 (117 × 117 modules), still read
/// by a phone's camera from a screen at arm's length.
pub const MAX_PAYLOAD_BYTES: usize = 1_200;

/// The longest tournament id or match id a payload carries, in characters
/// (the app's own are 16).
const MAX_ID_CHARS: usize = 64;

/// The name a start code gives a rule set that is no preset's.
pub(crate) const CUSTOM: &str = "custom";

/// A pair as the table's phone needs it: its number and its players.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairPlayers {
    /// The pair's number.
    pub pair: PairId,
    /// Its players; the first sits at seat 0 (side A) or 1 (side B).
    pub players: [String; 2],
}

impl PairPlayers {
    /// The pair `pair` of the players `names`, each kept as the one rule of
    /// names keeps it ([`clean_name`]), or the refusal of the first it
    /// refuses.
    pub(crate) fn named(pair: PairId, names: &[String; 2]) -> Result<PairPlayers, TournamentError> {
        Ok(PairPlayers {
            pair,
            players: player_names(pair, names)?,
        })
    }
}

/// "Start this table's match". In the code, the rule set it carries is
/// written as the values where it differs from the preset `rules` names
/// (every value under `"custom"`), so an edited preset costs a few bytes.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "StartWire", into = "StartWire")]
pub struct StartTable {
    /// The tournament's id in the director's app.
    pub tournament: String,
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The rule set's name: a preset's id, or `"custom"`.
    pub rules: String,
    /// The pairs: side A (seats 0 and 2), side B (seats 1 and 3).
    pub pairs: [PairPlayers; 2],
    /// The rule set itself, whenever it is not exactly the preset's that
    /// `rules` names (a custom set, or a preset whose values the director
    /// changed); left out otherwise.
    pub rule_set: Option<Rules>,
}

/// [`StartTable`] as the code writes it: `rule_set` as the values that
/// differ from the named preset's (all of them under `"custom"`).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StartWire {
    tournament: String,
    round: u32,
    table: u32,
    rules: String,
    pairs: [PairPlayers; 2],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rule_set: Option<Map<String, Value>>,
}

/// The preset `name` names, as JSON fields; `None` for `"custom"` or a name
/// this build does not know.
fn preset_fields(name: &str) -> Option<Map<String, Value>> {
    let preset = name.parse::<Preset>().ok()?;
    match serde_json::to_value(preset.rules(Mode::Pairs)) {
        Ok(Value::Object(fields)) => Some(fields),
        _ => None,
    }
}

impl From<StartTable> for StartWire {
    fn from(start: StartTable) -> StartWire {
        let rule_set = start.rule_set.map(|rules| {
            let Ok(Value::Object(mut fields)) = serde_json::to_value(rules) else {
                return Map::new();
            };
            let Some(base) = preset_fields(&start.rules) else {
                return fields;
            };
            // A value the preset has and the set leaves out (a convention
            // turned off) is written `null`.
            for key in base.keys() {
                fields.entry(key.clone()).or_insert(Value::Null);
            }
            fields.retain(|key, value| base.get(key).unwrap_or(&Value::Null) != value);
            fields
        });
        StartWire {
            tournament: start.tournament,
            round: start.round,
            table: start.table,
            rules: start.rules,
            pairs: start.pairs,
            rule_set,
        }
    }
}

impl TryFrom<StartWire> for StartTable {
    type Error = String;

    fn try_from(wire: StartWire) -> Result<StartTable, String> {
        let rule_set = match wire.rule_set {
            None => None,
            Some(changed) => {
                let mut fields = preset_fields(&wire.rules).unwrap_or_default();
                fields.extend(changed);
                let rules = serde_json::from_value(Value::Object(fields))
                    .map_err(|e| format!("`rule_set`: {e}"))?;
                Some(rules)
            }
        };
        Ok(StartTable {
            tournament: wire.tournament,
            round: wire.round,
            table: wire.table,
            rules: wire.rules,
            pairs: wire.pairs,
            rule_set,
        })
    }
}

/// "This table's signed result".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableReport {
    /// The tournament's id in the director's app.
    pub tournament: String,
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The result, signed (`signed_by`) by a losing player.
    pub result: TableResult,
}

impl TableReport {
    /// Refuses a report brought back for another tournament than the one
    /// the director's app knows as `id` (`payload_other_tournament`, with
    /// the first 100 characters of the id the report carries).
    pub(crate) fn check_tournament(&self, id: &str) -> Result<(), TournamentError> {
        if self.tournament != id {
            return Err(TournamentError::PayloadOtherTournament {
                expected: id.to_owned(),
                given: self.tournament.chars().take(100).collect(),
            });
        }
        Ok(())
    }

    /// The result this report brings back for the tournament the
    /// director's app knows as `id`, marked imported; refused as
    /// [`check_tournament`](TableReport::check_tournament) refuses.
    pub(crate) fn imported(&self, id: &str) -> Result<TableResult, TournamentError> {
        self.check_tournament(id)?;
        Ok(TableResult {
            source: ResultSource::Imported,
            ..self.result.clone()
        })
    }
}

/// A payload between phones.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum TablePayload {
    /// Start this table's match.
    Start(StartTable),
    /// This table's signed result.
    Result(TableReport),
}

impl TablePayload {
    /// The payload as the text of a QR code (`"v": 1` first), refused past
    /// [`MAX_PAYLOAD_BYTES`] (`payload_too_large`: names too long for a code;
    /// [`Tournament::start_payload`](super::Tournament::start_payload) says `payload_rules_too_large` when the
    /// rule set it carries is the cause).
    pub fn to_text(&self) -> Result<String, TournamentError> {
        let mut text = format!("{{\"v\":{PAYLOAD_VERSION}");
        if let Ok(Value::Object(fields)) = serde_json::to_value(self) {
            for (key, value) in fields {
                text.push_str(&format!(",{}:{value}", Value::String(key)));
            }
        }
        text.push('}');
        check_size(&text)?;
        Ok(text)
    }

    /// Reads a payload: refuses one past [`MAX_PAYLOAD_BYTES`], another
    /// version, text of another shape, a key given twice (as a match file
    /// does), and values no tournament holds ([`TablePayload::check`]).
    pub fn parse(text: &str) -> Result<TablePayload, TournamentError> {
        check_size(text)?;
        let malformed = |message: String| TournamentError::PayloadMalformed { message };
        match keys_once(text) {
            Ok(()) => {}
            Err(KeyProblem::Repeated(key)) => {
                return Err(TournamentError::PayloadDuplicateKey {
                    key: key.chars().take(40).collect(),
                });
            }
            Err(KeyProblem::Unreadable(message)) => return Err(malformed(message)),
        }
        let value: Value = serde_json::from_str(text).map_err(|e| malformed(e.to_string()))?;
        let Value::Object(mut fields) = value else {
            return Err(malformed("a payload is a JSON object".to_owned()));
        };
        match fields.remove("v") {
            Some(Value::Number(n)) if n.as_u64() == Some(u64::from(PAYLOAD_VERSION)) => {}
            Some(Value::Number(n)) if n.as_u64().is_some() => {
                return Err(TournamentError::PayloadUnsupportedVersion {
                    version: n.as_u64().unwrap_or_default(),
                });
            }
            _ => return Err(malformed("`v` must be the payload's version".to_owned())),
        }
        let payload: TablePayload =
            serde_json::from_value(Value::Object(fields)).map_err(|e| malformed(e.to_string()))?;
        payload.check()?;
        Ok(payload)
    }

    /// Every value checked on its own, before a phone acts on it: a round,
    /// a table and pairs' numbers a tournament can have, ids of a sane
    /// length, and for a start its players (names the one rule of names
    /// keeps, [`clean_name`]: within [`MAX_NAME_CHARS`](crate::name::MAX_NAME_CHARS), nothing hidden,
    /// something that shows; four different people) and rules a tournament
    /// can play; for a result, its signer's name by the same rule. What the director's app knows (the round was paired, the
    /// table is its) is checked there, against the tournament.
    pub fn check(&self) -> Result<(), TournamentError> {
        match self {
            TablePayload::Start(start) => start.check(),
            TablePayload::Result(report) => {
                check_place(&report.tournament, report.round, report.table)?;
                let result = &report.result;
                for pair in [result.winner, result.scores[0].pair, result.scores[1].pair] {
                    check_pair_number(pair)?;
                }
                if let Some(signer) = &result.signed_by {
                    clean_name(signer).map_err(|reason| {
                        name_refused(signer, reason, None, signer.trim().chars().count())
                    })?;
                }
                if let Some(id) = &result.match_id {
                    check_id("match_id", id)?;
                }
                Ok(())
            }
        }
    }
}

/// A tournament's id as a table's code carries it, checked as a table's
/// phone checks it: 1 to 64 characters, none of them a control character
/// (`payload_malformed`). The command line's `tournament sheet --id` and
/// every code drawn ask it, so no slip carries a code its table refuses.
///
/// ```
/// use tranque::tournament::check_tournament_id;
///
/// assert!(check_tournament_id("ponce-2026").is_ok());
/// assert!(check_tournament_id("ponce\u{1B}[2J").is_err());
/// assert!(check_tournament_id(&"x".repeat(65)).is_err());
/// ```
pub fn check_tournament_id(id: &str) -> Result<(), TournamentError> {
    check_id("tournament", id)
}

/// A tournament's id, a round and a table any tournament can have.
fn check_place(tournament: &str, round: u32, table: u32) -> Result<(), TournamentError> {
    check_tournament_id(tournament)?;
    check_number("round", round, MAX_ROUNDS)?;
    check_number("table", table, MAX_TABLES)
}

/// A number from 1 to `max`.
fn check_number(field: &str, value: u32, max: u32) -> Result<(), TournamentError> {
    if value == 0 || value > max {
        return Err(TournamentError::PayloadValueOutOfRange {
            field: field.to_owned(),
            value: u64::from(value),
            min: 1,
            max: u64::from(max),
        });
    }
    Ok(())
}

fn check_pair_number(pair: PairId) -> Result<(), TournamentError> {
    check_number("pair", pair.0, MAX_PAIR_NUMBER)
}

/// An id of 1 to [`MAX_ID_CHARS`] characters, none of them a control.
fn check_id(field: &str, id: &str) -> Result<(), TournamentError> {
    let chars = id.chars().count();
    if chars == 0 || chars > MAX_ID_CHARS || id.chars().any(char::is_control) {
        return Err(TournamentError::PayloadMalformed {
            message: format!("`{field}` is an id of 1 to {MAX_ID_CHARS} characters"),
        });
    }
    Ok(())
}

impl StartTable {
    /// The code's values checked on their own ([`TablePayload::check`]).
    pub fn check(&self) -> Result<(), TournamentError> {
        check_place(&self.tournament, self.round, self.table)?;
        let [a, b] = &self.pairs;
        for pair in [a, b] {
            check_pair_number(pair.pair)?;
            for player in &pair.players {
                player_name(pair.pair, player)?;
            }
            if same_name(&pair.players[0], &pair.players[1]) {
                return Err(TournamentError::SamePlayerTwice {
                    pair: pair.pair,
                    player: pair.players[1].clone(),
                });
            }
        }
        if a.pair == b.pair {
            return Err(TournamentError::PairTwiceInRound { pair: b.pair });
        }
        for player in &b.players {
            if a.players.iter().any(|other| same_name(other, player)) {
                return Err(TournamentError::PlayerInTwoPairs {
                    player: player.clone(),
                    pair: b.pair,
                    other: a.pair,
                });
            }
        }
        self.match_rules()?;
        Ok(())
    }

    /// The rules the table's match is played under, with the preset they
    /// come from: the rule set the code carries, else the preset's that
    /// `rules` names. Refused for a preset this build does not know
    /// (`unknown_preset`), `"custom"` without its rule set
    /// (`payload_malformed`), or a carried set a tournament cannot play
    /// (`invalid_rules`, `tournament_rules_not_pairs`).
    pub fn match_rules(&self) -> Result<(Option<Preset>, Rules), TournamentError> {
        let preset = if self.rules == CUSTOM {
            None
        } else {
            Some(
                self.rules
                    .parse::<Preset>()
                    .map_err(|_| TournamentError::UnknownPreset {
                        text: self.rules.chars().take(40).collect(),
                    })?,
            )
        };
        let rules = match (&self.rule_set, preset) {
            (Some(rules), _) => rules.clone(),
            (None, Some(preset)) => preset.rules(Mode::Pairs),
            (None, None) => {
                return Err(TournamentError::PayloadMalformed {
                    message: "a custom rule set travels with its `rule_set`".to_owned(),
                });
            }
        };
        check_rules(&rules)?;
        Ok((preset, rules))
    }

    /// The players by seat of the match this code starts: side A (the first
    /// pair) at seats 0 and 2, side B at seats 1 and 3.
    pub fn seats(&self) -> [String; 4] {
        let [a, b] = &self.pairs;
        [
            a.players[0].clone(),
            b.players[0].clone(),
            a.players[1].clone(),
            b.players[1].clone(),
        ]
    }

    /// "This table's signed result", read on the table's phone from the match
    /// started from this code: finished, its seats still the code's pairs
    /// (names compared without case or surrounding spaces), signed by
    /// `signed_by`, its id `match_id`. The director's app checks it against
    /// the round like any result ([`Tournament::decide_report`](super::Tournament::decide_report)).
    pub fn report(
        &self,
        game: &Match,
        signed_by: Option<String>,
        match_id: Option<String>,
    ) -> Result<TablePayload, TournamentError> {
        let outcome = finished(game)?;
        let seats = &game.setup().seats;
        let expected = self.seats();
        let at_table = seats.len() == expected.len()
            && seats.iter().zip(&expected).all(|(s, e)| same_name(s, e));
        if !at_table {
            return Err(TournamentError::MatchPlayersNotAtTable {
                expected: Box::new(self.pairs.clone().map(|p| p.players)),
                given: Box::new(seated_sides(seats)),
            });
        }
        let pair_of = |side: crate::Side| self.pairs.get(side.index()).map(|p| p.pair);
        let score = |at: usize| {
            let pair = self.pairs[at].pair;
            let line = outcome.result.iter().find(|r| r.side.index() == at);
            PairScore {
                pair,
                points_for: line.map_or(0, |r| r.points_for),
                points_against: line.map_or(0, |r| r.points_against),
            }
        };
        let payload = TablePayload::Result(TableReport {
            tournament: self.tournament.clone(),
            round: self.round,
            table: self.table,
            result: TableResult {
                winner: outcome.winner.and_then(pair_of).unwrap_or_default(),
                scores: [score(0), score(1)],
                end: result_end(&outcome.how),
                source: ResultSource::Played,
                signed_by,
                match_id,
            },
        });
        payload.to_text()?;
        Ok(payload)
    }
}

fn check_size(text: &str) -> Result<(), TournamentError> {
    if text.len() > MAX_PAYLOAD_BYTES {
        return Err(TournamentError::PayloadTooLarge {
            bytes: text.len(),
            max: MAX_PAYLOAD_BYTES,
        });
    }
    Ok(())
}
