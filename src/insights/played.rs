//! A match as the insights read it ([`Played`]): who sat on which side,
//! the hands each side won and their points, how it ended, when and under
//! which rule set — taken once from a folded [`Match`], so that the figures
//! never fold a log again.

use serde::{Deserialize, Serialize};

use crate::{EndKind, Match, MatchEnd, RowKind, Side, name_key};

/// The rule set id of a match without a preset (rules set by hand).
pub const CUSTOM_RULES: &str = "custom";

/// A match ready for the insights: finished or abandoned, its sides, hands
/// and result. Built by [`Played::new`] from a folded match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The app's id for the match: the stable tie-break of the order.
    pub id: String,
    /// When it was finished (or abandoned), in milliseconds since the Unix
    /// epoch (UTC): the first key of the order and what a period filters by.
    pub finished_at_ms: i64,
    /// The rule set: the preset's id (`pr-federacion`), or [`CUSTOM_RULES`].
    pub rules: String,
    /// Each side, in side order (two in pairs, one per player otherwise).
    pub sides: Vec<PlayedSide>,
    /// The hands that scored, in order (void and tied hands left out).
    pub hands: Vec<ScoredHand>,
    /// How it ended; `None` for an abandoned match (never finished).
    pub end: Option<MatchEnd>,
}

/// One side of a [`Played`] match.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedSide {
    /// Its players' names as written in the match.
    pub names: Vec<String>,
    /// Its players' keys ([`name_key`]): who they are.
    pub keys: Vec<String>,
    /// Its score at the end, as played (penalties included; after a
    /// forfeit, what it had scored, not the 100 / 0 recorded).
    pub score: i64,
    /// It won the match.
    pub won: bool,
    /// Hands it won (scored).
    pub hands_won: u32,
}

/// A hand that scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoredHand {
    /// The hand's number in the match, from 1.
    pub number: u32,
    /// The side that scored it.
    pub side: Side,
    /// Its points.
    pub points: u32,
    /// It ended by a domino (otherwise by a block).
    pub domino: bool,
}

/// Why a match cannot enter the insights.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Unrated {
    /// One player sat at two seats (two names with one key): who won
    /// against whom cannot be told.
    #[error("{name} sits at two seats of match {id}")]
    SamePlayerTwice {
        /// The match.
        id: String,
        /// The name given twice.
        name: String,
    },
}

impl Played {
    /// A folded match as the insights read it. `rules` is the rule set's id
    /// (the preset's, `None` for [`CUSTOM_RULES`]); a match that never
    /// finished is kept as abandoned. Refuses a match where one player sits
    /// at two seats.
    pub fn new(
        id: impl Into<String>,
        finished_at_ms: i64,
        rules: Option<&str>,
        game: &Match,
    ) -> Result<Played, Unrated> {
        let id = id.into();
        let table = game.table();
        let seats = &game.setup().seats;
        let keys: Vec<String> = seats.iter().map(|name| name_key(name)).collect();
        for (i, key) in keys.iter().enumerate() {
            if keys[..i].contains(key) {
                return Err(Unrated::SamePlayerTwice {
                    id,
                    name: seats[i].clone(),
                });
            }
        }
        let standings = game.standings();
        let outcome = standings.outcome.as_ref();
        let tally = standings.tally(table);
        let sides = table
            .all_sides()
            .map(|side| PlayedSide {
                names: table
                    .seats_of(side)
                    .map(|s| seats[s.index()].clone())
                    .collect(),
                keys: table
                    .seats_of(side)
                    .map(|s| keys[s.index()].clone())
                    .collect(),
                score: standings.scores.get(side.index()).copied().unwrap_or(0),
                won: outcome.is_some_and(|o| o.won(side)),
                hands_won: tally.sides.get(side.index()).map_or(0, |t| t.hands_won),
            })
            .collect();
        let hands = standings
            .sheet
            .iter()
            .filter_map(|row| {
                let (RowKind::Hand { end, .. }, Some(settlement)) = (&row.kind, &row.settlement)
                else {
                    return None;
                };
                let side = settlement.winner.filter(|_| !settlement.void)?;
                Some(ScoredHand {
                    number: row.hand_number,
                    side,
                    points: settlement.points,
                    domino: *end == EndKind::Domino,
                })
            })
            .collect();
        Ok(Played {
            id,
            finished_at_ms,
            rules: rules.unwrap_or(CUSTOM_RULES).to_owned(),
            sides,
            hands,
            end: outcome.map(|o| o.how),
        })
    }

    /// It was finished (not abandoned).
    pub fn is_finished(&self) -> bool {
        self.end.is_some()
    }

    /// It ended by a forfeit.
    pub fn is_forfeit(&self) -> bool {
        matches!(self.end, Some(MatchEnd::Forfeit { .. }))
    }

    /// Played in pairs: two sides of two.
    pub fn is_pairs(&self) -> bool {
        self.sides.iter().any(|side| side.keys.len() > 1)
    }

    /// A *zapato*: finished by play (not a forfeit) with a winner and every
    /// losing side at 0 points or fewer.
    pub fn is_zapato(&self) -> bool {
        self.is_finished()
            && !self.is_forfeit()
            && self.sides.iter().any(|side| side.won)
            && self
                .sides
                .iter()
                .filter(|side| !side.won)
                .all(|side| side.score <= 0)
    }

    /// The order of the insights: by when it finished, then by id.
    pub fn order_key(&self) -> (i64, &str) {
        (self.finished_at_ms, &self.id)
    }
}
