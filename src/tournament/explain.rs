//! Why each table of a round meets as it does, read from the decisions the
//! Swiss pairing made ([`super::pairing`]) on the log as it stood when the
//! round was paired: the pairs' score groups (their wins at the round's
//! start), each better-ranked pair the table's top pair passed over and
//! why (they had met, naming the round; meeting it would have left the rest
//! a rematch), a rematch no pairing avoided, and for the bye, each pair
//! ranked below it passed over (its bye already given, naming the round).
//! A round paired by hand says so where it differs from the Swiss pairing.
//!
//! Every reason is a code with its params (`{"code": "rematch_avoided",
//! "pair": 7, "other": 3, "round": 3}`); the words are the UI's and the
//! CLI's (`docs/tournament-file.md`).

use serde::{Deserialize, Serialize};

use super::error::TournamentError;
use super::event::PairId;
use super::fold::Tournament;
use super::log;
use super::pairing::{History, Passed};
use super::ranking::standing;
use super::standings::StandingsRow;

/// A pair as it stood when the round was paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Seed {
    /// The pair.
    pub pair: PairId,
    /// Its place in the standings at the round's start, from 1.
    pub rank: u32,
    /// Its wins at the round's start (byes included): its score group.
    pub wins: u32,
}

/// Why a table's pairs meet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum TableReason {
    /// Both pairs are in the same score group.
    SameGroup {
        /// Their wins.
        wins: u32,
    },
    /// The pairs are of different score groups: the higher floats down.
    Float {
        /// The pair of the higher group.
        higher: PairId,
        /// Its wins.
        higher_wins: u32,
        /// The pair of the lower group.
        lower: PairId,
        /// Its wins.
        lower_wins: u32,
    },
    /// `pair` did not meet `other`, ranked above its opponent: they met
    /// in `round` (the last time).
    RematchAvoided {
        /// The table's top pair.
        pair: PairId,
        /// The pair passed over.
        other: PairId,
        /// The round they met in.
        round: u32,
    },
    /// `pair` did not meet `other`, ranked above its opponent: the pairs
    /// still to pair could then not be paired with as few rematches.
    KeptForOthers {
        /// The table's top pair.
        pair: PairId,
        /// The pair passed over.
        other: PairId,
    },
    /// The pairs met in `round` (the last time), and every pairing of the
    /// round had as many rematches.
    RematchAccepted {
        /// The round they met in.
        round: u32,
    },
    /// The table is not one the Swiss pairing makes: paired by hand.
    ByHand,
}

/// Why a pair has the bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ByeReason {
    /// The bye goes to the lowest-ranked pair that may sit out, among the
    /// pairs with the fewest byes (`byes`).
    Lowest {
        /// The fewest byes a pair playing had.
        byes: u32,
    },
    /// `pair`, ranked below, had the bye in `round` (the last time).
    ByeAlready {
        /// The pair passed over.
        pair: PairId,
        /// The round of its bye.
        round: u32,
    },
    /// `pair`, ranked below, sitting out would have left the others more
    /// rematches.
    KeptForOthers {
        /// The pair passed over.
        pair: PairId,
    },
    /// The bye is not the one the Swiss pairing gives: paired by hand.
    ByHand,
}

/// Why one table of a round meets as it does.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableExplanation {
    /// The table.
    pub table: u32,
    /// Its pairs, as the pairing lists them (the better-ranked first).
    pub pairs: [Seed; 2],
    /// The reasons, the score group first.
    pub reasons: Vec<TableReason>,
}

/// Why a pair has the bye.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByeExplanation {
    /// The pair.
    pub pair: Seed,
    /// The reasons.
    pub reasons: Vec<ByeReason>,
}

/// Why a round is paired as it is: each table, and the bye.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RoundExplanation {
    /// The round.
    pub round: u32,
    /// Each table, in order.
    pub tables: Vec<TableExplanation>,
    /// The bye, if any.
    pub bye: Option<ByeExplanation>,
}

impl Tournament {
    /// Why round `round` is paired as it is, from the log as it stood when
    /// the round was paired. Refused for a round not paired.
    pub fn explain_round(&self, round: u32) -> Result<RoundExplanation, TournamentError> {
        let index = self.round_index(round)?;
        let before = log::as_before(self, round)?;
        let (ranked, history) = before.pairing_input()?;
        let decisions = before.decide(&ranked, &history);
        let standings = before.standings();
        let seed = |pair: PairId| seed_of(&standings, pair);
        let pairing = &self.rounds()[index].pairing;
        let tables = pairing
            .tables
            .iter()
            .map(|at| {
                let pairs = at.pairs.map(seed);
                let made = decisions
                    .matches
                    .iter()
                    .find(|m| m.pairs == at.pairs || m.pairs == [at.pairs[1], at.pairs[0]]);
                let mut reasons = vec![group(pairs)];
                match made {
                    Some(made) => reasons.extend(table_reasons(made, &history)),
                    None => reasons.push(TableReason::ByHand),
                }
                TableExplanation {
                    table: at.table,
                    pairs,
                    reasons,
                }
            })
            .collect();
        let bye = pairing.bye.map(|pair| {
            let reasons = match &decisions.bye {
                Some(made) if made.pair == pair => {
                    let fewest = ranked
                        .iter()
                        .map(|&p| history.byes(p).len())
                        .min()
                        .unwrap_or(0);
                    let mut reasons = vec![ByeReason::Lowest {
                        byes: u32::try_from(fewest).unwrap_or(u32::MAX),
                    }];
                    reasons.extend(made.passed.iter().map(|&(other, why)| match why {
                        Passed::HadBye => ByeReason::ByeAlready {
                            pair: other,
                            round: history.byes(other).last().copied().unwrap_or(0),
                        },
                        Passed::Rematch | Passed::ForTheRest => {
                            ByeReason::KeptForOthers { pair: other }
                        }
                    }));
                    reasons
                }
                _ => vec![ByeReason::ByHand],
            };
            ByeExplanation {
                pair: seed(pair),
                reasons,
            }
        });
        Ok(RoundExplanation { round, tables, bye })
    }
}

/// A pair's place and wins in `standings` (a pair not there: last, none).
fn seed_of(standings: &[StandingsRow], pair: PairId) -> Seed {
    let (rank, wins) = standing(standings, pair.0);
    Seed { pair, rank, wins }
}

/// The score groups of a table's pairs: the same, or a float.
fn group([a, b]: [Seed; 2]) -> TableReason {
    if a.wins == b.wins {
        return TableReason::SameGroup { wins: a.wins };
    }
    let (higher, lower) = if a.wins > b.wins { (a, b) } else { (b, a) };
    TableReason::Float {
        higher: higher.pair,
        higher_wins: higher.wins,
        lower: lower.pair,
        lower_wins: lower.wins,
    }
}

/// The reasons of a match the Swiss pairing made: each pair passed over,
/// then the rematch it could not avoid.
fn table_reasons(made: &super::pairing::Made, history: &History) -> Vec<TableReason> {
    let [top, opponent] = made.pairs;
    let last_met = |a: PairId, b: PairId| history.met(a, b).last().copied().unwrap_or(0);
    let mut reasons: Vec<TableReason> = made
        .passed
        .iter()
        .map(|&(other, why)| match why {
            Passed::Rematch => TableReason::RematchAvoided {
                pair: top,
                other,
                round: last_met(top, other),
            },
            Passed::HadBye | Passed::ForTheRest => TableReason::KeptForOthers { pair: top, other },
        })
        .collect();
    if made.rematch {
        reasons.push(TableReason::RematchAccepted {
            round: last_met(top, opponent),
        });
    }
    reasons
}

#[cfg(test)]
mod tests {
    use super::{ByeReason, TableReason};
    use crate::tournament::PairId;

    /// The codes and params cross as the docs show them.
    #[test]
    fn reasons_cross_as_a_code_with_its_params() {
        let reason = TableReason::RematchAvoided {
            pair: PairId(7),
            other: PairId(3),
            round: 3,
        };
        assert_eq!(
            serde_json::to_value(reason).unwrap(),
            serde_json::json!({"code": "rematch_avoided", "pair": 7, "other": 3, "round": 3})
        );
        assert_eq!(
            serde_json::to_value(ByeReason::ByHand).unwrap(),
            serde_json::json!({"code": "by_hand"})
        );
    }
}
