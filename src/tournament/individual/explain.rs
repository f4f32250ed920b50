//! Why each seat of an individual round is as it is, read from the
//! decisions the seating made ([`super::seating`]) on the log as it stood
//! when the round was seated: each player's place and wins at the round's
//! start, who chose whom as a partner and whom they passed over (partners
//! before, naming the round; or kept for the players left), the
//! partnerships a table's first passed over (an opponent met before, or
//! kept for the rest), a repeat no seating avoided, and for each player
//! sitting out, why. A round seated by hand says so where it differs.
//!
//! Every reason is a code with its params (`{"code":
//! "partner_repeat_avoided", "player": 7, "other": 3, "round": 2}`),
//! listed in `docs/tournament-file.md`.

use serde::{Deserialize, Serialize};

use super::event::PlayerId;
use super::fold::IndividualTournament;
use super::seating::{SeatDecisions, SeatHistory, player_of, seat_decisions};
use super::standings::PlayerRow;
use crate::tournament::error::TournamentError;
use crate::tournament::log;
use crate::tournament::pairing::{Made, Passed};
use crate::tournament::ranking::standing;

/// A player as they stood when the round was seated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerSeed {
    /// The player.
    pub player: PlayerId,
    /// Their place in the standings at the round's start, from 1.
    pub rank: u32,
    /// Their wins at the round's start (rounds sat out included).
    pub wins: u32,
}

/// Why a player sits where they sit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum SeatReason {
    /// The player, the better-ranked of the partnership, took `partner`:
    /// the best-ranked player left they could partner.
    PartnerChosen {
        /// The partner.
        partner: PlayerId,
    },
    /// The player was chosen by `partner`, better-ranked.
    ChosenBy {
        /// The partner.
        partner: PlayerId,
    },
    /// `player` did not partner `other`, ranked above their partner: they
    /// were partners in `round` (the last time).
    PartnerRepeatAvoided {
        /// The partnership's better-ranked player.
        player: PlayerId,
        /// The player passed over.
        other: PlayerId,
        /// The round they were partners in.
        round: u32,
    },
    /// `player` did not partner `other`, ranked above their partner: the
    /// players left could then not be paired with as few repeated
    /// partners.
    PartnerKeptForOthers {
        /// The partnership's better-ranked player.
        player: PlayerId,
        /// The player passed over.
        other: PlayerId,
    },
    /// The partners were partners in `round` (the last time), and every
    /// seating of the round repeated as many partners.
    PartnerRepeatAccepted {
        /// The round they were partners in.
        round: u32,
    },
    /// The table's side A did not meet the partnership of `other` (its
    /// better-ranked player), ranked above side B: a player of each met as
    /// opponents in `round` (the last time).
    OpponentRepeatAvoided {
        /// The better-ranked player of the partnership passed over.
        other: PlayerId,
        /// The round they met in.
        round: u32,
    },
    /// The table's side A did not meet the partnership of `other`, ranked
    /// above side B: the partnerships left could then not be seated with as
    /// few tables of repeated opponents.
    OpponentKeptForOthers {
        /// The better-ranked player of the partnership passed over.
        other: PlayerId,
    },
    /// A player of each side met as opponents in `round` (the last time),
    /// and every seating of the partnerships had as many such tables.
    OpponentRepeatAccepted {
        /// The round they met in.
        round: u32,
    },
    /// The seat is not the one the seating makes: seated by hand.
    ByHand,
}

/// Why a player sits out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum SitOutReason {
    /// Players sit out the lowest-ranked first among those who have sat
    /// out the fewest rounds (`sit_outs`, this player's count before the
    /// round).
    Lowest {
        /// The rounds this player had sat out.
        sit_outs: u32,
    },
    /// `player`, ranked below, had sat out more rounds (the last in
    /// `round`).
    SatOutAlready {
        /// The player passed over.
        player: PlayerId,
        /// The last round they sat out.
        round: u32,
    },
    /// Not the seating's choice: seated by hand.
    ByHand,
}

/// One seat: its player and the reasons.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatExplanation {
    /// The seat, 0 to 3 (0 and 2 side A, 1 and 3 side B).
    pub seat: u8,
    /// Its player as they stood at the round's start.
    pub player: PlayerSeed,
    /// The reasons: the partner's first, then the table's.
    pub reasons: Vec<SeatReason>,
}

/// Why one table of a round is seated as it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableSeatsExplanation {
    /// The table.
    pub table: u32,
    /// Its four seats.
    pub seats: Vec<SeatExplanation>,
}

/// Why a player sits out.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SitOutExplanation {
    /// The player.
    pub player: PlayerSeed,
    /// The reasons.
    pub reasons: Vec<SitOutReason>,
}

/// Why a round is seated as it is: each table's seats, and who sits out.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatingExplanation {
    /// The round.
    pub round: u32,
    /// Each table, in order.
    pub tables: Vec<TableSeatsExplanation>,
    /// Each player sitting out, as the seating lists them.
    pub sit_out: Vec<SitOutExplanation>,
}

impl IndividualTournament {
    /// Why round `round` is seated as it is, from the log as it stood when
    /// the round was seated. Refused for a round not seated.
    pub fn explain_round(&self, round: u32) -> Result<SeatingExplanation, TournamentError> {
        let index = self.round_index(round)?;
        let before = log::as_before(self, round)?;
        let (ranked, history) = before.seating_input()?;
        let decisions = seat_decisions(&ranked, &history);
        let standings = before.standings();
        let seed = |player: PlayerId| seed_of(&standings, player);
        let seating = &self.rounds()[index].seating;
        let made = decisions.tables();
        let tables = seating
            .tables
            .iter()
            .map(|at| {
                let same = made.iter().find(|m| m.seats == at.seats);
                let seats = at
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(seat, &player)| SeatExplanation {
                        seat: u8::try_from(seat).unwrap_or(0),
                        player: seed(player),
                        reasons: match same {
                            Some(table) => seat_reasons(&decisions, &history, table, seat),
                            None => vec![SeatReason::ByHand],
                        },
                    })
                    .collect();
                TableSeatsExplanation {
                    table: at.table,
                    seats,
                }
            })
            .collect();
        let sit_out = seating
            .sit_out
            .iter()
            .map(|&player| SitOutExplanation {
                player: seed(player),
                reasons: sit_out_reasons(&decisions, &history, &ranked, player),
            })
            .collect();
        Ok(SeatingExplanation {
            round,
            tables,
            sit_out,
        })
    }
}

/// A player's place and wins in `standings`.
fn seed_of(standings: &[PlayerRow], player: PlayerId) -> PlayerSeed {
    let (rank, wins) = standing(standings, player.0);
    PlayerSeed { player, rank, wins }
}

/// The reasons of seat `seat` of `table` (a table the seating made).
fn seat_reasons(
    decisions: &SeatDecisions,
    history: &SeatHistory,
    table: &super::event::TableSeats,
    seat: usize,
) -> Vec<SeatReason> {
    let player = table.seats[seat];
    let partner = table.seats[(seat + 2) % 4];
    let mut reasons = Vec::new();
    if let Some(made) = decisions
        .partners
        .matches
        .iter()
        .find(|m| m.pairs.map(player_of) == [player, partner])
    {
        reasons.push(SeatReason::PartnerChosen { partner });
        reasons.extend(partner_reasons(made, history, player));
    } else {
        reasons.push(SeatReason::ChosenBy { partner });
        let repeated = history.partnered(player, partner).last().copied();
        if let Some(round) = repeated {
            reasons.push(SeatReason::PartnerRepeatAccepted { round });
        }
    }
    let side_a = [table.seats[0], table.seats[2]];
    let side_b = [table.seats[1], table.seats[3]];
    let index_of = |pair: [PlayerId; 2]| {
        decisions
            .partnerships
            .iter()
            .position(|&p| p == pair)
            .map(|i| crate::tournament::PairId(u32::try_from(i + 1).unwrap_or(u32::MAX)))
    };
    let made = decisions
        .tables
        .matches
        .iter()
        .find(|m| Some(m.pairs[0]) == index_of(side_a) && Some(m.pairs[1]) == index_of(side_b));
    if let Some(made) = made {
        let top = |id: crate::tournament::PairId| decisions.partnerships[id.0 as usize - 1];
        if seat.is_multiple_of(2) {
            reasons.extend(made.passed.iter().map(|&(other, why)| match why {
                Passed::Rematch => SeatReason::OpponentRepeatAvoided {
                    other: top(other)[0],
                    round: history.last_opposed(side_a, top(other)),
                },
                Passed::HadBye | Passed::ForTheRest => SeatReason::OpponentKeptForOthers {
                    other: top(other)[0],
                },
            }));
        }
        if made.rematch {
            reasons.push(SeatReason::OpponentRepeatAccepted {
                round: history.last_opposed(side_a, side_b),
            });
        }
    }
    reasons
}

/// The partner reasons of a partnership the seating made, for its
/// better-ranked player.
fn partner_reasons(made: &Made, history: &SeatHistory, player: PlayerId) -> Vec<SeatReason> {
    let [_, partner] = made.pairs.map(player_of);
    let mut reasons: Vec<SeatReason> = made
        .passed
        .iter()
        .map(|&(other, why)| {
            let other = player_of(other);
            match why {
                Passed::Rematch => SeatReason::PartnerRepeatAvoided {
                    player,
                    other,
                    round: history
                        .partnered(player, other)
                        .last()
                        .copied()
                        .unwrap_or(0),
                },
                Passed::HadBye | Passed::ForTheRest => {
                    SeatReason::PartnerKeptForOthers { player, other }
                }
            }
        })
        .collect();
    if made.rematch {
        reasons.push(SeatReason::PartnerRepeatAccepted {
            round: history
                .partnered(player, partner)
                .last()
                .copied()
                .unwrap_or(0),
        });
    }
    reasons
}

/// Why `player` sits out: the lowest-ranked of the fewest sit-outs, each
/// player ranked below passed over for having sat out more.
fn sit_out_reasons(
    decisions: &SeatDecisions,
    history: &SeatHistory,
    ranked: &[PlayerId],
    player: PlayerId,
) -> Vec<SitOutReason> {
    if !decisions.sit_out.contains(&player) {
        return vec![SitOutReason::ByHand];
    }
    let count = history.sat_out(player).len();
    let mut reasons = vec![SitOutReason::Lowest {
        sit_outs: u32::try_from(count).unwrap_or(u32::MAX),
    }];
    let place = ranked.iter().position(|&p| p == player).unwrap_or(0);
    reasons.extend(
        ranked[place + 1..]
            .iter()
            .rev()
            .filter(|&&below| {
                !decisions.sit_out.contains(&below) && history.sat_out(below).len() > count
            })
            .map(|&below| SitOutReason::SatOutAlready {
                player: below,
                round: history.sat_out(below).last().copied().unwrap_or(0),
            }),
    );
    reasons
}
