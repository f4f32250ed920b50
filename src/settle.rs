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
use crate::tile::{HAND_SIZE, MAX_HAND_PIPS, MAX_NUMBER, SET_PIPS};
use crate::{
    BlockPoints, BlockTie, BlockWinner, CapicuaBonus, DominoPoints, Finish, Hand, Mode, RuleError,
    Rules, Scoring, Seat, Side, Table, Tile,
};

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
        settlement.points = settlement.points.saturating_add(after_blocks);
        settlement.explanation.worth.after_blocks = after_blocks;
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

fn settle_domino(
    rules: &Rules,
    table: &Table,
    by: Seat,
    left: &Leftover,
    finish: Finish,
) -> Result<Settlement, RuleError> {
    let by = table.check_seat(by)?;
    let scored = rules.finishes();
    if !scored.contains(&finish) {
        return Err(RuleError::FinishNotScored {
            finish,
            scored: scored.to_vec(),
        });
    }
    let (seat_pips, hands) = count_pips(table, left)?;
    let held = hands.map_or(0, |hands| hands[by.index()].len());
    if seat_pips[by.index()] != 0 || held != 0 {
        return Err(RuleError::DominoPlayerHoldsTiles {
            seat: by,
            pips: seat_pips[by.index()],
            tiles: held,
        });
    }
    if let Some(hands) = hands
        && let Some(seat) = table
            .all_seats()
            .find(|&s| s != by && hands[s.index()].is_empty())
    {
        // Only one player can lay his last tile: the hand ends there.
        return Err(RuleError::EmptyHand { seat });
    }
    if hands.is_none() {
        check_pips_possible(table, &seat_pips, Some(by))?;
    }
    let winner = table.side_of(by);
    let (points_rule, points_from): (_, Vec<Seat>) = match (rules.scoring, rules.domino_points) {
        (Scoring::Hands, _) if rules.batidas.is_some() => (PointsRule::Batida, Vec::new()),
        (Scoring::Hands, _) => (PointsRule::OneHand, Vec::new()),
        (Scoring::Pips, DominoPoints::Opponents) => (
            PointsRule::DominoOpponents,
            table
                .all_seats()
                .filter(|&s| table.side_of(s) != winner)
                .collect(),
        ),
        (Scoring::Pips, DominoPoints::AllOthers) => (
            PointsRule::DominoAllOthers,
            table.all_seats().filter(|&s| s != by).collect(),
        ),
    };
    let base = match (points_rule, rules.batidas) {
        (PointsRule::Batida, Some(batidas)) => batidas.points(finish).unwrap_or(0),
        _ => points_of(points_rule, &seat_pips, &points_from),
    };
    // The capicúa bonus: a domino whose last tile fitted both ends.
    let capicua = rules.capicua.filter(|_| finish.fits_both_ends());
    let points = capicua.map_or(base, |bonus| bonus.apply(base));
    Ok(Settlement {
        side_pips: side_pips(table, &seat_pips),
        seat_pips,
        winner: Some(winner),
        points,
        tie: None,
        void: false,
        explanation: Explanation {
            mode: table.mode(),
            scoring: rules.scoring,
            end: EndKind::Domino,
            actor: by,
            actor_side: winner,
            compared: Compared::Nothing,
            verdict: Verdict::Dominoed,
            points_rule,
            points_from,
            worth: Worth {
                finish,
                base,
                capicua,
                after_blocks: 0,
            },
        },
    })
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

/// With all 28 tiles dealt to 4 players, a block needs both ends on one number
/// and all seven tiles of it on the table: some number must be in no hand.
fn check_block_possible(hands: &[Vec<Tile>]) -> Result<(), RuleError> {
    let mut witness: [Option<Tile>; 7] = [None; 7];
    for &tile in hands.iter().flatten() {
        witness[usize::from(tile.high())].get_or_insert(tile);
        witness[usize::from(tile.low())].get_or_insert(tile);
    }
    if witness.iter().any(Option::is_none) {
        return Ok(());
    }
    let mut tiles: Vec<Tile> = Vec::new();
    for tile in witness.into_iter().flatten() {
        if !tiles.contains(&tile) {
            tiles.push(tile);
        }
    }
    Err(RuleError::ImpossibleBlock { tiles })
}

/// Pip counts that some deal of the 28 tiles can leave in the hands (the
/// limits of `docs/rules.md`, "Pip counts"): tiles are what the counts cannot
/// show, so the bounds are the set's. Every hand but the one that dominoed
/// (`dominoed`) still holds a tile, so:
/// - only one of them can be at 0 pips: 0-0 is the one tile worth nothing
///   (after a domino, where hands that do not score may be left at 0, only
///   every hand at 0 is refused);
/// - together they hold at most the largest tiles they can hold: 7 a hand, and
///   in a block at least one tile is on the table (with 2 or 3 players the
///   tiles set aside are not drawn); with 4 players all 28 are dealt, and a
///   block leaves the seven tiles of one number on the table, at least the
///   21 pips of 0-0 … 6-0, so at most 147 stay in hand.
fn check_pips_possible(
    table: &Table,
    seat_pips: &[u32],
    dominoed: Option<Seat>,
) -> Result<(), RuleError> {
    let holders: Vec<Seat> = table.all_seats().filter(|&s| Some(s) != dominoed).collect();
    let zeros: Vec<Seat> = holders
        .iter()
        .copied()
        .filter(|s| seat_pips[s.index()] == 0)
        .collect();
    // After a domino a table often counts only the hands that score (the
    // opponents') and leaves the others blank, read as 0: there, only every
    // hand at 0 is a count no deal makes. In a block every hand counts.
    let impossible = match dominoed {
        None => zeros.len() >= 2,
        Some(_) => zeros.len() >= 2 && zeros.len() == holders.len(),
    };
    if let (true, [first, second, ..]) = (impossible, zeros.as_slice()) {
        return Err(RuleError::PipsZeroTwice {
            first: *first,
            second: *second,
        });
    }
    let total: u64 = holders
        .iter()
        .map(|s| u64::from(seat_pips[s.index()]))
        .sum();
    if dominoed.is_none() && table.seats() == 4 {
        let max = SET_PIPS - fewest_pips_of_a_number();
        if total > u64::from(max) {
            return Err(RuleError::PipsOverBlock { total, max });
        }
        return Ok(());
    }
    let tiles = HAND_SIZE * holders.len() - usize::from(dominoed.is_none());
    let max = most_pips(tiles);
    if total > u64::from(max) {
        return Err(RuleError::PipsOverLargestTiles { total, tiles, max });
    }
    Ok(())
}

/// The most pips `tiles` distinct tiles hold: the sum of the largest.
pub(crate) fn most_pips(tiles: usize) -> u32 {
    let mut pips: Vec<u32> = Tile::all().map(Tile::pips).collect();
    pips.sort_unstable_by(|a, b| b.cmp(a));
    pips.iter().take(tiles).sum()
}

/// The pips of the seven tiles of the number whose tiles are worth least
/// (0-0, 1-0 … 6-0: 21).
pub(crate) fn fewest_pips_of_a_number() -> u32 {
    (0..=MAX_NUMBER)
        .map(|n| Tile::all().filter(|t| t.has(n)).map(Tile::pips).sum())
        .min()
        .unwrap_or(0)
}

fn settle_block(
    rules: &Rules,
    table: &Table,
    closed_by: Seat,
    left: &Leftover,
) -> Result<Settlement, RuleError> {
    let closed_by = table.check_seat(closed_by)?;
    let (seat_pips, hands) = count_pips(table, left)?;
    if let Some(hands) = hands {
        if let Some(seat) = table.all_seats().find(|s| hands[s.index()].is_empty()) {
            return Err(RuleError::EmptyHand { seat });
        }
        if table.seats() == 4 {
            check_block_possible(hands)?;
        }
    } else {
        check_pips_possible(table, &seat_pips, None)?;
    }
    let sides = side_pips(table, &seat_pips);
    let closer_side = table.side_of(closed_by);

    // The sides holding the lowest count, by the rule set's comparison.
    let (compared, lowest, tied): (_, u32, Vec<Side>) = match rules.block_winner {
        BlockWinner::SideTotal => {
            let min = sides.iter().copied().min().unwrap_or(0);
            let tied = table
                .all_sides()
                .filter(|s| sides[s.index()] == min)
                .collect();
            (Compared::SideTotals, min, tied)
        }
        BlockWinner::LowestPlayer => {
            let min = seat_pips.iter().copied().min().unwrap_or(0);
            let mut tied: Vec<Side> = table
                .all_seats()
                .filter(|s| seat_pips[s.index()] == min)
                .map(|s| table.side_of(s))
                .collect();
            tied.sort();
            tied.dedup();
            (Compared::Players, min, tied)
        }
    };

    let (winner, verdict, tie) = match tied.as_slice() {
        [side] => {
            let verdict = match compared {
                Compared::Players => {
                    let seat = table
                        .seats_of(*side)
                        .find(|s| seat_pips[s.index()] == lowest)
                        .unwrap_or(closed_by);
                    Verdict::LowestPlayer {
                        seat,
                        side: *side,
                        pips: lowest,
                    }
                }
                _ => Verdict::LowestSide {
                    side: *side,
                    pips: lowest,
                },
            };
            (Some(*side), verdict, None)
        }
        _ => {
            let resolution = match rules.block_tie {
                BlockTie::Replay => TieResolution::Replayed,
                BlockTie::NoPoints => TieResolution::NoPoints,
                BlockTie::CloserLoses => {
                    let others: Vec<Side> =
                        tied.iter().copied().filter(|&s| s != closer_side).collect();
                    match others.as_slice() {
                        [winner] if tied.contains(&closer_side) => {
                            TieResolution::CloserLost { winner: *winner }
                        }
                        _ => TieResolution::Unresolved,
                    }
                }
            };
            let winner = match resolution {
                TieResolution::CloserLost { winner } => Some(winner),
                _ => None,
            };
            let verdict = Verdict::Tied {
                tied,
                pips: lowest,
                resolution,
            };
            (winner, verdict, Some(rules.block_tie))
        }
    };

    let (points_rule, points_from): (_, Vec<Seat>) = match (winner, rules.scoring) {
        (None, _) => (PointsRule::Nothing, Vec::new()),
        (Some(_), Scoring::Hands) if rules.batidas.is_some() => {
            (PointsRule::BlockWorth, Vec::new())
        }
        (Some(_), Scoring::Hands) => (PointsRule::OneHand, Vec::new()),
        (Some(w), Scoring::Pips) => match rules.block_points {
            BlockPoints::Opponents => (
                PointsRule::BlockOpponents,
                table
                    .all_seats()
                    .filter(|&s| table.side_of(s) != w)
                    .collect(),
            ),
            BlockPoints::AllHands => (PointsRule::BlockAllHands, table.all_seats().collect()),
        },
    };
    let points = match (points_rule, rules.batidas) {
        (PointsRule::BlockWorth, Some(batidas)) => batidas.block,
        _ => points_of(points_rule, &seat_pips, &points_from),
    };
    Ok(Settlement {
        seat_pips,
        side_pips: sides,
        winner,
        points,
        tie,
        void: tie == Some(BlockTie::Replay),
        explanation: Explanation {
            mode: table.mode(),
            scoring: rules.scoring,
            end: EndKind::Block,
            actor: closed_by,
            actor_side: closer_side,
            compared,
            verdict,
            points_rule,
            points_from,
            worth: Worth {
                base: points,
                ..Worth::default()
            },
        },
    })
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
    let points = points_of(points_rule, &[], &[]);
    Ok(Settlement {
        seat_pips: Vec::new(),
        side_pips: Vec::new(),
        winner,
        points,
        tie: None,
        void: false,
        explanation: Explanation {
            mode: table.mode(),
            scoring: rules.scoring,
            end: EndKind::PassedWithPlayable,
            actor: by,
            actor_side: offender,
            compared: Compared::Nothing,
            verdict: Verdict::PassedWithPlayable { offender },
            points_rule,
            points_from: Vec::new(),
            worth: Worth {
                base: points,
                ..Worth::default()
            },
        },
    })
}

/// What a deal means under a rule set's doubles redeal.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DealCheck {
    /// All tiles are to be reshuffled and dealt again.
    pub redeal: bool,
    /// Doubles in the hand.
    pub doubles: u8,
    /// The rule set's threshold (`None`: all doubles are played).
    pub threshold: Option<u8>,
    /// The doubles to show (empty when checked from a count).
    pub doubles_shown: Vec<Tile>,
    /// The verdict.
    pub verdict: DealVerdict,
    /// What it does to the opener.
    pub opener: OpenerAfterDeal,
}

/// Why a deal stands or is redealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealVerdict {
    /// The rules play with all doubles (004 §3): no redeal.
    AllDoublesPlayed,
    /// Fewer doubles than the threshold.
    BelowThreshold,
    /// As many doubles as the threshold or more (000 art. 3).
    Redeal,
}

/// What a deal check does to who opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpenerAfterDeal {
    /// The deal stands: the hand is opened as it was going to be.
    Unchanged,
    /// Redeal: the same player opens the new deal; on the first hand of a match,
    /// whoever holds 6-6 in the new deal (000 art. 3 §ú). A redeal is not a hand.
    SameOpener,
}

/// Checks one player's dealt tiles (at most 7, distinct) for a doubles redeal.
pub fn check_deal(rules: &Rules, tiles: &[Tile]) -> Result<DealCheck, RuleError> {
    let hand = Hand::new(tiles.to_vec())?;
    let mut check = check_deal_doubles(rules, u32::from(hand.doubles()))?;
    check.doubles_shown = hand
        .tiles()
        .iter()
        .copied()
        .filter(|t| t.is_double())
        .collect();
    Ok(check)
}

/// Checks a count of doubles (0–7) for a redeal.
pub fn check_deal_doubles(rules: &Rules, doubles: u32) -> Result<DealCheck, RuleError> {
    let count = u8::try_from(doubles)
        .ok()
        .filter(|&d| usize::from(d) <= HAND_SIZE)
        .ok_or(RuleError::DoublesOutOfRange { doubles })?;
    let verdict = match rules.redeal_doubles {
        None => DealVerdict::AllDoublesPlayed,
        Some(n) if count >= n => DealVerdict::Redeal,
        Some(_) => DealVerdict::BelowThreshold,
    };
    let redeal = verdict == DealVerdict::Redeal;
    Ok(DealCheck {
        redeal,
        doubles: count,
        threshold: rules.redeal_doubles,
        doubles_shown: Vec::new(),
        verdict,
        opener: if redeal {
            OpenerAfterDeal::SameOpener
        } else {
            OpenerAfterDeal::Unchanged
        },
    })
}
