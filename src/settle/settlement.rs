//! A settled hand: who wins it, what it is worth, and why, without prose
//! ([`Settlement`], [`Explanation`]); and how what an ending decides
//! becomes one, alike for every ending ([`Decided`]).

use serde::{Deserialize, Serialize};

use crate::{BlockTie, CapicuaBonus, Finish, Mode, Rules, Scoring, Seat, Side, Table};

/// What a hand is worth, and to whom.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Settlement {
    /// Pips left per seat (empty when the hand ended without a count).
    pub seat_pips: Vec<u32>,
    /// Pips left per side.
    pub side_pips: Vec<u32>,
    /// The side that wins the hand; `None` when nobody does.
    pub winner: Option<Side>,
    /// What the winner scores (pips, or 1 under `hands` scoring).
    pub points: u32,
    /// The tie rule, when the lowest counts were equal.
    pub tie: Option<BlockTie>,
    /// The hand is void and replayed (`block_tie = replay`).
    pub void: bool,
    /// Why: the structured reasoning, for the UI to render.
    pub explanation: Explanation,
}

/// The reasoning behind a [`Settlement`], without prose.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Explanation {
    /// Pairs or individual (to label the sides).
    pub mode: Mode,
    /// Pips or hands.
    pub scoring: Scoring,
    /// How the hand ended.
    pub end: EndKind,
    /// Who dominoed, closed or passed.
    pub actor: Seat,
    /// That seat's side.
    pub actor_side: Side,
    /// What was compared to find the winner.
    pub compared: Compared,
    /// The verdict.
    pub verdict: Verdict,
    /// How the points were counted.
    pub points_rule: PointsRule,
    /// The seats whose pips make the points.
    pub points_from: Vec<Seat>,
    /// What the table conventions add to the hand's worth (a batida, a
    /// capicúa, the blocks before); plain under the seeds' rules.
    #[serde(default)]
    pub worth: Worth,
}

/// Why a hand is worth its points beyond the count of the seeds' rules: the
/// table conventions of the rule set ([`Rules::batidas`], [`Rules::capicua`]).
/// `points = capicua.apply(base) + after_blocks`, or `base + after_blocks`
/// without a capicúa.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Worth {
    /// How the domino went out (`simple` for a block or a pass).
    pub finish: Finish,
    /// The points before the capicúa bonus and the blocks before: the pips
    /// counted, the batida's worth or a blocked hand's.
    pub base: u32,
    /// The capicúa bonus the hand earned (a domino that fitted both ends).
    pub capicua: Option<CapicuaBonus>,
    /// One more point for each blocked hand just before this one
    /// (`block_raises_next`, cumulative while blocks repeat).
    pub after_blocks: u32,
}

impl Worth {
    /// The points it makes: `capicua.apply(base) + after_blocks`, or `base +
    /// after_blocks` without a capicúa.
    pub(super) fn points(&self) -> u32 {
        let raised = self
            .capicua
            .map_or(self.base, |bonus| bonus.apply(self.base));
        raised.saturating_add(self.after_blocks)
    }
}

/// How a hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndKind {
    /// A player laid his last tile.
    Domino,
    /// Nobody could play.
    Block,
    /// A player passed holding a playable tile.
    PassedWithPlayable,
}

/// What was compared to decide the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Compared {
    /// Nothing: a domino or a fault decides.
    Nothing,
    /// The sides' summed pips (`side_pips`).
    SideTotals,
    /// Every player's pips (`seat_pips`).
    Players,
}

/// Who won the hand, and on what grounds.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Verdict {
    /// The actor dominoed; his side wins.
    Dominoed,
    /// A side has the fewest pips.
    LowestSide {
        /// The side.
        side: Side,
        /// Its pips.
        pips: u32,
    },
    /// A player has the fewest pips (several, if they are partners).
    LowestPlayer {
        /// The player (the first in seat order).
        seat: Seat,
        /// His side.
        side: Side,
        /// His pips.
        pips: u32,
    },
    /// Equal lowest counts.
    Tied {
        /// The sides sharing the lowest count.
        tied: Vec<Side>,
        /// The count.
        pips: u32,
        /// What the tie rule decided.
        resolution: TieResolution,
    },
    /// The actor passed holding a playable tile: his side loses the hand.
    PassedWithPlayable {
        /// The side that loses the hand.
        offender: Side,
    },
}

/// How a tied block was resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TieResolution {
    /// `replay`: the hand is void.
    Replayed,
    /// `closer_loses`: the closer's side lost, `winner` scores.
    CloserLost {
        /// The side that scores.
        winner: Side,
    },
    /// `no_points`: nobody scores, 0 in the closer's column.
    NoPoints,
    /// `closer_loses` could not name one winner (the closer was not in the tie,
    /// or more than one other side was): nobody scores, as under `no_points`.
    Unresolved,
}

/// How the points of a hand were counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PointsRule {
    /// Nobody scores.
    Nothing,
    /// `hands` scoring: one hand.
    OneHand,
    /// The hand was won without a count (a pass with a playable tile under `pips` scoring).
    Uncounted,
    /// Domino, the losing sides' pips.
    DominoOpponents,
    /// Domino, every other hand's pips.
    DominoAllOthers,
    /// Block, the losing sides' pips.
    BlockOpponents,
    /// Block, every hand's pips.
    BlockAllHands,
    /// Batidas: a domino, worth what its finish is worth ([`Worth::finish`]).
    Batida,
    /// Batidas: a blocked hand's fixed worth.
    BlockWorth,
}

/// What an ending decides of a hand: who acted, who wins and on what
/// grounds, how the points are counted. The rest of its [`Settlement`]
/// follows alike for every ending ([`Decided::settled`]).
pub(super) struct Decided {
    pub(super) end: EndKind,
    pub(super) actor: Seat,
    /// Pips left per seat; empty when the hand ends without a count.
    pub(super) seat_pips: Vec<u32>,
    pub(super) winner: Option<Side>,
    pub(super) tie: Option<BlockTie>,
    pub(super) compared: Compared,
    pub(super) verdict: Verdict,
    pub(super) points_rule: PointsRule,
    pub(super) points_from: Vec<Seat>,
    pub(super) worth: Worth,
}

impl Decided {
    /// The hand settled: the sides' pips, the table's mode, the scoring, the
    /// actor's side, the points its worth makes, void when a tie is replayed.
    pub(super) fn settled(self, rules: &Rules, table: &Table) -> Settlement {
        let side_pips = if self.seat_pips.is_empty() {
            Vec::new()
        } else {
            side_pips(table, &self.seat_pips)
        };
        Settlement {
            side_pips,
            seat_pips: self.seat_pips,
            winner: self.winner,
            points: self.worth.points(),
            tie: self.tie,
            void: self.tie == Some(BlockTie::Replay),
            explanation: Explanation {
                mode: table.mode(),
                scoring: rules.scoring,
                end: self.end,
                actor: self.actor,
                actor_side: table.side_of(self.actor),
                compared: self.compared,
                verdict: self.verdict,
                points_rule: self.points_rule,
                points_from: self.points_from,
                worth: self.worth,
            },
        }
    }
}

pub(super) fn side_pips(table: &Table, seat_pips: &[u32]) -> Vec<u32> {
    let mut sides = vec![0; table.sides()];
    for (seat, &p) in table.all_seats().zip(seat_pips) {
        sides[table.side_of(seat).index()] += p;
    }
    sides
}

pub(super) fn points_of(rule: PointsRule, seat_pips: &[u32], from: &[Seat]) -> u32 {
    match rule {
        PointsRule::Nothing | PointsRule::Uncounted => 0,
        PointsRule::OneHand => 1,
        // Counted from the rule set's batidas by the caller.
        PointsRule::Batida | PointsRule::BlockWorth => 0,
        _ => from.iter().map(|s| seat_pips[s.index()]).sum(),
    }
}
