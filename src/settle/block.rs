//! A blocked hand: whether the tiles left allow it, who wins it from the
//! pips or the tiles, ties included, and what it is worth.

use super::leftover::{Leftover, count_pips};
use super::settlement::{
    Compared, Decided, EndKind, PointsRule, Settlement, TieResolution, Verdict, Worth, points_of,
    side_pips,
};
use crate::tile::{HAND_SIZE, MAX_NUMBER, SET_PIPS};
use crate::{
    BlockPoints, BlockTie, BlockWinner, RuleError, Rules, Scoring, Seat, Side, Table, Tile,
};

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
pub(super) fn check_pips_possible(
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

pub(super) fn settle_block(
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
    Ok(Decided {
        end: EndKind::Block,
        actor: closed_by,
        seat_pips,
        winner,
        tie,
        compared,
        verdict,
        points_rule,
        points_from,
        worth: Worth {
            base: points,
            ..Worth::default()
        },
    }
    .settled(rules, table))
}
