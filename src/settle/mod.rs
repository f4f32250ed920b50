//! Settling a hand: who won it, what it is worth, and why.
//!
//! A hand ends with a domino, a block, or (000 art. 6 §ú) a pass while holding
//! a playable tile. What is left in the hands can be given as pip counts per
//! seat or as the tiles themselves; the tile form lets the core check more (no
//! tile twice, at most 7 per hand, and with 4 players the block condition).
//! [`settle`] is pure: the UI calls it for live previews.
//!
//! ```
//! use tranque::{settle, HandEnd, Leftover, Mode, Preset, Seat, Side};
//!
//! // RULES.md: br-megajogos, block closed by seat 3, left [6, 10, 7, 2].
//! let rules = Preset::BrMegajogos.rules(Mode::Pairs);
//! let end = HandEnd::Block { closed_by: Seat(3), left: Leftover::Pips(vec![6, 10, 7, 2]) };
//! let s = settle(&rules, 4, &end).unwrap();
//! assert_eq!(s.side_pips, [13, 12]);
//! assert_eq!((s.winner, s.points), (Some(Side(1)), 13));
//! assert_eq!(
//!     s.describe_en(),
//!     "Blocked by seat 3. Side totals: A 13, B 12. Side B has the fewest pips and scores 13 (the pips of seats 0, 2)."
//! );
//!
//! // The same hand from tiles: a 4-player block needs one number off every hand.
//! let tiles = Leftover::parse_tiles("6-0/5-5/4-3/1-1").unwrap();
//! let end = HandEnd::Block { closed_by: Seat(3), left: tiles };
//! assert_eq!(settle(&rules, 4, &end).unwrap().seat_pips, [6, 10, 7, 2]);
//! ```
//!
//! A deal is checked for a doubles redeal with [`check_deal`]:
//!
//! ```
//! use tranque::{check_deal, Mode, Preset, Tile};
//!
//! let hand: Vec<Tile> = ["6-6", "5-5", "0-0", "1-1", "2-3"].iter().map(|t| t.parse().unwrap()).collect();
//! let check = check_deal(&Preset::BrBasicas.rules(Mode::Pairs), &hand).unwrap();
//! assert!(check.redeal);
//! assert_eq!((check.doubles, check.threshold), (4, Some(4)));
//! assert!(!check_deal(&Preset::PrFederacion.rules(Mode::Pairs), &hand).unwrap().redeal);
//! ```

use serde::{Deserialize, Serialize};

use crate::hand::check_distinct;
use crate::tile::{HAND_SIZE, MAX_HAND_PIPS, SET_PIPS};
use crate::{
    BlockTie, CapicuaBonus, Finish, Hand, Mode, RuleError, Rules, Scoring, Seat, Side, Table, Tile,
};

mod block;
mod deal;
mod domino;

use block::settle_block;
pub use deal::{DealCheck, DealVerdict, OpenerAfterDeal, check_deal, check_deal_doubles};
use domino::settle_domino;

/// What is left in each hand at the end, per seat (index = seat).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Leftover {
    /// Pip counts.
    Pips(Vec<u32>),
    /// The tiles themselves.
    Tiles(Vec<Vec<Tile>>),
}

impl Leftover {
    /// Pip counts written `9,0,4,12` (commas or spaces).
    pub fn parse_pips(text: &str) -> Result<Leftover, RuleError> {
        let pips = text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|part| !part.is_empty())
            .map(|part| {
                part.parse::<u32>().map_err(|_| RuleError::BadNumber {
                    text: part.to_owned(),
                })
            })
            .collect::<Result<Vec<u32>, _>>()?;
        Ok(Leftover::Pips(pips))
    }

    /// Tiles written hand by hand, `/` between seats: `"6-6 5-4/3-3//1-0"`.
    /// An empty part is an empty hand.
    pub fn parse_tiles(text: &str) -> Result<Leftover, RuleError> {
        let hands = text
            .split('/')
            .enumerate()
            .map(|(seat, part)| {
                let hand: Hand = part.parse().map_err(|err| match err {
                    RuleError::TooManyTiles { count, .. } => RuleError::TooManyTiles {
                        seat: Seat(u8::try_from(seat).unwrap_or(u8::MAX)),
                        count,
                    },
                    other => other,
                })?;
                Ok(hand.tiles().to_vec())
            })
            .collect::<Result<Vec<_>, RuleError>>()?;
        Ok(Leftover::Tiles(hands))
    }

    /// The number of seats the leftover is given for.
    pub fn seats(&self) -> usize {
        match self {
            Leftover::Pips(pips) => pips.len(),
            Leftover::Tiles(hands) => hands.len(),
        }
    }
}

/// How a hand ended.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum HandEnd {
    /// `by` laid his last tile.
    Domino {
        /// Who dominoed.
        by: Seat,
        /// What the others hold.
        left: Leftover,
        /// How the last tile was laid, when the rule set scores it (batidas,
        /// a capicúa bonus); left out of the file when `simple`.
        #[serde(default, skip_serializing_if = "Finish::is_simple")]
        finish: Finish,
    },
    /// Nobody can play; `closed_by` laid the tile that blocked the game.
    Block {
        /// Who closed.
        closed_by: Seat,
        /// What everybody holds.
        left: Leftover,
    },
    /// 000 art. 6 §ú: `by` passed holding a playable tile; his side loses the hand.
    PassedWithPlayable {
        /// The offender.
        by: Seat,
    },
}

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
    fn points(&self) -> u32 {
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

/// Settles one hand at a table of `seats` players under `rules`, as the
/// first hand (no block before it).
pub fn settle(rules: &Rules, seats: usize, end: &HandEnd) -> Result<Settlement, RuleError> {
    settle_after_blocks(rules, seats, end, 0)
}

/// Settles one hand played after `blocks` blocked hands in a row: under
/// batidas with `block_raises_next` a domino or a block won is worth one more
/// for each (the match's fold counts them: `Standings::blocks_in_a_row`).
///
/// ```
/// use tranque::{settle_after_blocks, Finish, HandEnd, Leftover, Mode, Preset, Seat};
///
/// let rules = Preset::BrBatidas.rules(Mode::Pairs);
/// let carroca = HandEnd::Domino { by: Seat(1), left: Leftover::Pips(vec![9, 0, 4, 12]), finish: Finish::Carroca };
/// assert_eq!(settle_after_blocks(&rules, 4, &carroca, 0).unwrap().points, 2);
/// assert_eq!(settle_after_blocks(&rules, 4, &carroca, 2).unwrap().points, 4);
/// ```
pub fn settle_after_blocks(
    rules: &Rules,
    seats: usize,
    end: &HandEnd,
    blocks: u32,
) -> Result<Settlement, RuleError> {
    let table = Table::new(seats, rules.mode)?;
    settle_at(rules, &table, end, blocks)
}

pub(crate) fn settle_at(
    rules: &Rules,
    table: &Table,
    end: &HandEnd,
    blocks: u32,
) -> Result<Settlement, RuleError> {
    let after_blocks = match rules.batidas {
        Some(batidas) if batidas.block_raises_next => blocks,
        _ => 0,
    };
    let mut settlement = match end {
        HandEnd::Domino { by, left, finish } => settle_domino(rules, table, *by, left, *finish)?,
        HandEnd::Block { closed_by, left } => settle_block(rules, table, *closed_by, left)?,
        HandEnd::PassedWithPlayable { by } => settle_pass(rules, table, *by)?,
    };
    // The blocks before raise a domino or a block that somebody wins; a pass
    // with a playable tile scores its one hand and leaves them for the next.
    let raised = matches!(
        settlement.explanation.points_rule,
        PointsRule::Batida | PointsRule::BlockWorth
    );
    if raised && after_blocks > 0 {
        settlement.explanation.worth.after_blocks = after_blocks;
        settlement.points = settlement.explanation.worth.points();
    }
    Ok(settlement)
}

/// Pips per seat, and the hands when given as tiles.
type Counted<'a> = (Vec<u32>, Option<&'a [Vec<Tile>]>);

/// Pips per seat after checking the leftover: right number of hands, counts in
/// range, tiles distinct and at most 7 a hand. Also returns the hands, for tiles.
fn count_pips<'a>(table: &Table, left: &'a Leftover) -> Result<Counted<'a>, RuleError> {
    if left.seats() != table.seats() {
        return Err(RuleError::SeatCountMismatch {
            seats: table.seats(),
            given: left.seats(),
        });
    }
    match left {
        Leftover::Pips(pips) => {
            for (seat, &p) in table.all_seats().zip(pips) {
                if p > MAX_HAND_PIPS {
                    return Err(RuleError::PipsOutOfRange { seat, pips: p });
                }
            }
            let total: u64 = pips.iter().map(|&p| u64::from(p)).sum();
            if total > u64::from(SET_PIPS) {
                return Err(RuleError::PipsTotalOutOfRange { total });
            }
            Ok((pips.clone(), None))
        }
        Leftover::Tiles(hands) => {
            for (seat, hand) in table.all_seats().zip(hands) {
                if hand.len() > HAND_SIZE {
                    return Err(RuleError::TooManyTiles {
                        seat,
                        count: hand.len(),
                    });
                }
            }
            let all: Vec<Tile> = hands.iter().flatten().copied().collect();
            check_distinct(&all)?;
            let pips = hands
                .iter()
                .map(|hand| hand.iter().map(|t| t.pips()).sum())
                .collect();
            Ok((pips, Some(hands.as_slice())))
        }
    }
}

fn side_pips(table: &Table, seat_pips: &[u32]) -> Vec<u32> {
    let mut sides = vec![0; table.sides()];
    for (seat, &p) in table.all_seats().zip(seat_pips) {
        sides[table.side_of(seat).index()] += p;
    }
    sides
}

/// What an ending decides of a hand: who acted, who wins and on what
/// grounds, how the points are counted. The rest of its [`Settlement`]
/// follows alike for every ending ([`Decided::settled`]).
struct Decided {
    end: EndKind,
    actor: Seat,
    /// Pips left per seat; empty when the hand ends without a count.
    seat_pips: Vec<u32>,
    winner: Option<Side>,
    tie: Option<BlockTie>,
    compared: Compared,
    verdict: Verdict,
    points_rule: PointsRule,
    points_from: Vec<Seat>,
    worth: Worth,
}

impl Decided {
    /// The hand settled: the sides' pips, the table's mode, the scoring, the
    /// actor's side, the points its worth makes, void when a tie is replayed.
    fn settled(self, rules: &Rules, table: &Table) -> Settlement {
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

fn settle_pass(rules: &Rules, table: &Table, by: Seat) -> Result<Settlement, RuleError> {
    let by = table.check_seat(by)?;
    let offender = table.side_of(by);
    // The offending side loses the hand; with more than two sides no single side wins it.
    let winner = match table.sides() {
        2 => table.all_sides().find(|&s| s != offender),
        _ => None,
    };
    let points_rule = match (winner, rules.scoring) {
        (None, _) => PointsRule::Nothing,
        (Some(_), Scoring::Hands) => PointsRule::OneHand,
        (Some(_), Scoring::Pips) => PointsRule::Uncounted,
    };
    let base = points_of(points_rule, &[], &[]);
    Ok(Decided {
        end: EndKind::PassedWithPlayable,
        actor: by,
        seat_pips: Vec::new(),
        winner,
        tie: None,
        compared: Compared::Nothing,
        verdict: Verdict::PassedWithPlayable { offender },
        points_rule,
        points_from: Vec::new(),
        worth: Worth {
            base,
            ..Worth::default()
        },
    }
    .settled(rules, table))
}

fn points_of(rule: PointsRule, seat_pips: &[u32], from: &[Seat]) -> u32 {
    match rule {
        PointsRule::Nothing | PointsRule::Uncounted => 0,
        PointsRule::OneHand => 1,
        // Counted from the rule set's batidas by the caller.
        PointsRule::Batida | PointsRule::BlockWorth => 0,
        _ => from.iter().map(|s| seat_pips[s.index()]).sum(),
    }
}
