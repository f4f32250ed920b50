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
use serde_json::Value;

use super::error::TournamentError;
use super::event::{PairId, PairScore, ResultSource, TableResult, TournamentEvent};
use super::fold::Tournament;
use super::result::result_end;
use super::same_name;
use crate::Match;

/// The version of the payloads.
pub const PAYLOAD_VERSION: u32 = 1;
/// The most bytes a payload's text takes: a QR code of 1,200 bytes at the
/// lowest error correction is version 25 (117 × 117 modules), still read
/// by a phone's camera from a screen at arm's length.
pub const MAX_PAYLOAD_BYTES: usize = 1_200;

/// A pair as the table's phone needs it: its number and its players.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairPlayers {
    /// The pair's number.
    pub pair: PairId,
    /// Its players; the first sits at seat 0 (side A) or 1 (side B).
    pub players: [String; 2],
}

/// "Start this table's match".
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartTable {
    /// The tournament's id in the director's app.
    pub tournament: String,
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The rule set's name: a preset's id, or `"custom"` (a custom rule set
    /// travels in a match file, not in a QR code).
    pub rules: String,
    /// The pairs: side A (seats 0 and 2), side B (seats 1 and 3).
    pub pairs: [PairPlayers; 2],
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
    /// [`MAX_PAYLOAD_BYTES`] (`payload_too_large`: names too long for a code).
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
    /// version, or text of another shape.
    pub fn parse(text: &str) -> Result<TablePayload, TournamentError> {
        check_size(text)?;
        let malformed = |message: String| TournamentError::PayloadMalformed { message };
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
        serde_json::from_value(Value::Object(fields)).map_err(|e| malformed(e.to_string()))
    }
}

impl StartTable {
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
    /// the round like any result ([`Tournament::decide_report`]).
    pub fn report(
        &self,
        game: &Match,
        signed_by: Option<String>,
        match_id: Option<String>,
    ) -> Result<TablePayload, TournamentError> {
        let outcome = game
            .standings()
            .outcome
            .as_ref()
            .ok_or(TournamentError::MatchNotFinished)?;
        let seats = &game.setup().seats;
        let expected = self.seats();
        let at_table = seats.len() == expected.len()
            && seats.iter().zip(&expected).all(|(s, e)| same_name(s, e));
        if !at_table {
            let side = |a: usize, b: usize| {
                [
                    seats.get(a).cloned().unwrap_or_default(),
                    seats.get(b).cloned().unwrap_or_default(),
                ]
            };
            return Err(TournamentError::MatchPlayersNotAtTable {
                expected: Box::new(self.pairs.clone().map(|p| p.players)),
                given: Box::new([side(0, 2), side(1, 3)]),
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

impl Tournament {
    /// "Start this table's match" for `table` of `round`, in the tournament
    /// the director's app knows as `id`.
    pub fn start_payload(
        &self,
        id: &str,
        round: u32,
        table: u32,
    ) -> Result<TablePayload, TournamentError> {
        let (r, t) = self.table_index(round, table)?;
        let at = self.rounds()[r].pairing.tables[t];
        let pairs = at.pairs.map(|pair| PairPlayers {
            pair,
            players: self
                .pair(pair)
                .map(|p| p.players.clone())
                .unwrap_or_default(),
        });
        let payload = TablePayload::Start(StartTable {
            tournament: id.to_owned(),
            round,
            table,
            rules: self
                .setup()
                .preset
                .clone()
                .unwrap_or_else(|| "custom".to_owned()),
            pairs,
        });
        payload.to_text()?;
        Ok(payload)
    }

    /// A table's signed result brought back by QR code, for the tournament
    /// the director's app knows as `id`: checked like any result and marked
    /// imported; `Ok(None)` when the table already has it (see
    /// [`Tournament::decide_result`]).
    pub fn decide_report(
        &self,
        id: &str,
        report: &TableReport,
    ) -> Result<Option<TournamentEvent>, TournamentError> {
        if report.tournament != id {
            return Err(TournamentError::PayloadOtherTournament {
                expected: id.to_owned(),
                given: report.tournament.chars().take(100).collect(),
            });
        }
        let result = TableResult {
            source: ResultSource::Imported,
            ..report.result.clone()
        };
        self.decide_result(report.round, report.table, &result)
    }
}
