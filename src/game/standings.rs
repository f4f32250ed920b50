//! What the fold of a match's log gives: the standings, the scoresheet's
//! rows, the clock, the tallies of a match's hands, and how it ended.

use serde::{Deserialize, Serialize};

use crate::{
    Decision, EndKind, Fault, ForfeitReason, MatchEnd, Opener, RedealReason, Seat, Settlement,
    Side, Table,
};

/// A row of the scoresheet: one per event that shows on it (hands, redeals,
/// penalties, forfeits, time up; clock starts and pauses do not).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SheetRow {
    /// The event's index in the log.
    pub event_index: usize,
    /// The hand the row belongs to, from 1 (a redeal or penalty belongs to the hand under way).
    pub hand_number: u32,
    /// Who opened (hands, and penalties that say).
    pub opener: Option<Seat>,
    /// What happened.
    pub kind: RowKind,
    /// The hand's settlement (hands only).
    pub settlement: Option<Settlement>,
    /// Points added per side (negative for a penalty).
    pub points: Vec<i64>,
    /// What the scorekeeper writes in each side's column: `None` is blank. A tied
    /// block under `no_points` writes an explicit 0 in the closer's column (004 §4a).
    pub entries: Vec<Option<i64>>,
    /// Scores per side after the row.
    pub totals: Vec<i64>,
    /// The row ends the hand under way (a hand, an applied penalty).
    pub ends_hand: bool,
}

/// What a scoresheet row records.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RowKind {
    /// A hand played to its end.
    Hand {
        /// How it ended.
        end: EndKind,
        /// Played as a tiebreak after time (004 §1a).
        tiebreak: bool,
    },
    /// A redeal.
    Redeal {
        /// Why.
        reason: RedealReason,
    },
    /// A penalty.
    Penalty {
        /// Who committed the fault.
        offender: Seat,
        /// His side.
        side: Side,
        /// The fault.
        fault: Fault,
        /// The decision.
        decision: Decision,
        /// Only a warning (first §6a fault of this player): no points.
        warning: bool,
    },
    /// A forfeit.
    Forfeit {
        /// The side that lost.
        loser: Side,
        /// Why.
        reason: ForfeitReason,
    },
    /// The time limit was reached.
    TimeUp {
        /// When.
        at_ms: i64,
    },
}

/// The recorded result of one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideResult {
    /// The side.
    pub side: Side,
    /// It won the match.
    pub won: bool,
    /// Points recorded for it: its score, or 100 / 0 after a forfeit.
    pub points_for: i64,
    /// Points recorded against it: the best other score, or 0 / 200 after a forfeit.
    pub points_against: i64,
}

/// The end of a match.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchOutcome {
    /// The winner, when one side won (after a forfeit in individual play with 3
    /// or 4 players every other player wins, and this is `None`).
    pub winner: Option<Side>,
    /// Every winning side.
    pub winners: Vec<Side>,
    /// How it ended.
    pub how: MatchEnd,
    /// The recorded result per side.
    pub result: Vec<SideResult>,
    /// The event that ended it.
    pub event_index: usize,
}

impl MatchOutcome {
    /// Whether `side` won the match: the one answer the store's counts and
    /// the insights both read.
    pub fn won(&self, side: Side) -> bool {
        self.winners.contains(&side)
    }
}

/// The match clock, from its events. The core never reads a clock: give it `now`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ClockState {
    /// When it was started.
    pub started_at_ms: Option<i64>,
    /// When it last started running, if it runs.
    pub running_since_ms: Option<i64>,
    /// Running time before `running_since_ms` (the time before pauses).
    pub elapsed_before_ms: i64,
    /// The time of the last clock event.
    pub last_ms: Option<i64>,
    /// The limit, from the rules.
    pub limit_ms: Option<i64>,
    /// When time was called.
    pub time_up_at_ms: Option<i64>,
}

impl ClockState {
    /// Running time at `now_ms`.
    pub fn elapsed_ms(&self, now_ms: i64) -> i64 {
        let running = self
            .running_since_ms
            .map_or(0, |since| now_ms.saturating_sub(since).max(0));
        self.elapsed_before_ms.saturating_add(running)
    }

    /// Time left at `now_ms` (never below 0); `None` without a limit.
    pub fn remaining_ms(&self, now_ms: i64) -> Option<i64> {
        self.limit_ms
            .map(|limit| limit.saturating_sub(self.elapsed_ms(now_ms)).max(0))
    }

    /// The clock is running.
    pub fn is_running(&self) -> bool {
        self.running_since_ms.is_some()
    }
}

/// Everything the fold of a log gives.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Standings {
    /// Score per side (may be negative after penalties).
    pub scores: Vec<i64>,
    /// The scoresheet.
    pub sheet: Vec<SheetRow>,
    /// Who opens the next hand.
    pub next_opener: Opener,
    /// Time is up and the leaders are level: the next hand is a tiebreak.
    pub tiebreak_due: bool,
    /// The time limit has been reached.
    pub time_up: bool,
    /// The end of the match, once over.
    pub outcome: Option<MatchOutcome>,
    /// The clock.
    pub clock: ClockState,
    /// Hands ended so far (hands played, replayed ties and applied penalties).
    pub hands_played: u32,
    /// Blocked hands in a row since the last hand won by a domino: under
    /// batidas with `block_raises_next`, what the next domino or block won
    /// is worth more. A replayed tie, a pass with a playable tile and a
    /// penalty leave it as it is.
    #[serde(default)]
    pub blocks_in_a_row: u32,
}

impl Standings {
    /// The match is over.
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// The single winner, once over.
    pub fn winner(&self) -> Option<Side> {
        self.outcome.as_ref().and_then(|o| o.winner)
    }

    /// The points scored against a side: the best score among the others
    /// (0 with no other side).
    ///
    /// ```
    /// use tranque::{Match, MatchSetup, Mode, Preset, Side};
    ///
    /// let setup = MatchSetup {
    ///     rules: Preset::EsClasico.rules(Mode::Individual),
    ///     seats: ["Ana", "Bia", "Caio"].map(String::from).to_vec(),
    /// };
    /// let mut standings = Match::new(setup).unwrap().standings().clone();
    /// standings.scores = vec![40, 35, 52];
    /// assert_eq!(standings.points_against(Side(0)), 52);
    /// assert_eq!(standings.points_against(Side(2)), 40);
    /// ```
    pub fn points_against(&self, side: Side) -> i64 {
        self.scores
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != side.index())
            .map(|(_, &score)| score)
            .max()
            .unwrap_or(0)
    }

    /// What each side and seat did in the hands played: hands won,
    /// dominoes, blocks won (a replayed tie counts for nobody), from the
    /// scoresheet.
    pub fn tally(&self, table: &Table) -> Tally {
        let mut sides = vec![SideTally::default(); table.sides()];
        let mut seat_dominoes = vec![0; table.seats()];
        for row in &self.sheet {
            let (RowKind::Hand { end, .. }, Some(settlement)) = (&row.kind, &row.settlement) else {
                continue;
            };
            if settlement.void {
                continue;
            }
            if *end == EndKind::Domino {
                if let Some(side) = sides.get_mut(settlement.explanation.actor_side.index()) {
                    side.dominoes += 1;
                }
                if let Some(n) = seat_dominoes.get_mut(settlement.explanation.actor.index()) {
                    *n += 1;
                }
            }
            if let Some(side) = settlement.winner.and_then(|w| sides.get_mut(w.index())) {
                side.hands_won += 1;
                if *end == EndKind::Block {
                    side.blocks_won += 1;
                }
            }
        }
        Tally {
            sides,
            seat_dominoes,
        }
    }
}

/// What a side did in the hands of a match ([`Standings::tally`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideTally {
    /// Hands the side won (scored).
    pub hands_won: u32,
    /// Hands a player of the side went out (dominoed).
    pub dominoes: u32,
    /// Blocked hands the side won.
    pub blocks_won: u32,
}

/// The counts of a match's hands, by side and by seat ([`Standings::tally`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tally {
    /// By side, in side order.
    pub sides: Vec<SideTally>,
    /// Dominoes by seat, in seat order.
    pub seat_dominoes: Vec<u32>,
}
