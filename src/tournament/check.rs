//! The checks of a table's result that need only the table, the rules and
//! the losers' names: the right pairs, points that add up and that a match
//! under the rules can reach, a forfeit scored as 004 §2a says, signed by a
//! loser as §11a says. Below the tournament's fold, which checks every
//! result it records with them.

use super::error::TournamentError;
use super::event::{PairId, ResultEnd, TablePairing, TableResult};
use crate::tile::SET_PIPS;
use crate::{FORFEIT_LOSS_AGAINST, FORFEIT_WIN_POINTS, MAX_EVENTS, Rules, Scoring};

/// The most points either way in a result or a bye.
pub const MAX_POINTS: i64 = 100_000;

/// `result` checked against the table `at` of `round`, its points put in the
/// table's order. `signed_by` says whether a signer is one of a side's
/// players (the side as the pair a result names; by
/// [`same_name`](crate::same_name)), `players_of` who they are, for the
/// refusal.
pub(super) fn check_result(
    rules: &Rules,
    signed_by: impl FnOnce(PairId, &str) -> bool,
    players_of: impl FnOnce(PairId) -> [String; 2],
    round: u32,
    at: TablePairing,
    result: &TableResult,
) -> Result<TableResult, TournamentError> {
    for score in &result.scores {
        for points in [score.points_for, score.points_against] {
            if !(-MAX_POINTS..=MAX_POINTS).contains(&points) {
                return Err(TournamentError::ResultPointsOutOfRange {
                    points,
                    max: MAX_POINTS,
                });
            }
        }
    }
    let given = result.scores.map(|s| s.pair);
    let scores = if given == at.pairs {
        result.scores
    } else if given == [at.pairs[1], at.pairs[0]] {
        [result.scores[1], result.scores[0]]
    } else {
        return Err(TournamentError::ResultWrongPairs {
            round,
            table: at.table,
            expected: at.pairs,
            given,
        });
    };
    let (won, lost) = match result.winner {
        w if w == at.pairs[0] => (scores[0], scores[1]),
        w if w == at.pairs[1] => (scores[1], scores[0]),
        winner => return Err(TournamentError::ResultWinnerNotAtTable { winner }),
    };
    let forfeit = matches!(result.end, ResultEnd::Forfeit { .. });
    if forfeit {
        let right = (
            won.points_for,
            won.points_against,
            lost.points_for,
            lost.points_against,
        ) == (FORFEIT_WIN_POINTS, 0, 0, FORFEIT_LOSS_AGAINST);
        if !right {
            return Err(TournamentError::ResultForfeitScore {
                scores,
                win_for: FORFEIT_WIN_POINTS,
                loss_against: FORFEIT_LOSS_AGAINST,
            });
        }
    } else if won.points_for != lost.points_against
        || lost.points_for != won.points_against
        || won.points_for <= lost.points_for
    {
        return Err(TournamentError::ResultScoresInconsistent {
            winner: result.winner,
            scores,
        });
    } else {
        let [winner, loser] = reachable(rules, &result.end);
        for (score, range) in [(won, winner), (lost, loser)] {
            if !range.contains(&score.points_for) {
                return Err(TournamentError::ResultScoreImpossible {
                    pair: score.pair,
                    points: score.points_for,
                    min: *range.start(),
                    max: *range.end(),
                });
            }
        }
    }
    match &result.signed_by {
        None if forfeit => {}
        None => return Err(TournamentError::ResultUnsigned),
        // An old name, as its log keeps it or as a table's code carried it.
        Some(signer) if signed_by(lost.pair, signer) => {}
        Some(signer) => {
            return Err(TournamentError::SignerNotLoser {
                signer: signer.chars().take(100).collect(),
                losers: players_of(lost.pair),
            });
        }
    }
    Ok(TableResult {
        scores,
        ..result.clone()
    })
}

/// The most one hand can score under `rules`: every pip of the set (what a
/// domino or a block can take at most), with the capicúa bonus on top,
/// under `pips`; under `hands`, 1, or the highest batida, raised by one for
/// every block before it when blocks raise the next hand (a match holds at
/// most [`MAX_EVENTS`] of them).
pub fn most_hand_points(rules: &Rules) -> i64 {
    match rules.scoring {
        Scoring::Pips => i64::from(
            rules
                .capicua
                .map_or(SET_PIPS, |bonus| bonus.apply(SET_PIPS)),
        ),
        Scoring::Hands => match rules.batidas {
            None => 1,
            Some(batidas) => {
                let top = batidas.values().iter().map(|(_, v)| *v).max().unwrap_or(1);
                let raises = if batidas.block_raises_next {
                    i64::try_from(MAX_EVENTS).unwrap_or(i64::MAX)
                } else {
                    0
                };
                i64::from(top).saturating_add(raises)
            }
        },
    }
}

/// The scores a match under `rules` can end with, the winner's then the
/// loser's, by how it ended (a forfeit's are exact, checked apart). Points
/// only go up by one side's hand at a time, and the match ends at the first
/// hand's end where a side leads alone at the target, so at the target the
/// winner has between the target and the target − 1 plus one hand, and the
/// loser less than the target. On time (only with a time limit: without one
/// a match ends at the target alone) both are under the target. Nobody goes
/// below 0 but by penalties: at most every entry of a match at the rule
/// set's largest.
pub fn reachable(rules: &Rules, end: &ResultEnd) -> [std::ops::RangeInclusive<i64>; 2] {
    let target = i64::from(rules.target);
    let largest_penalty = rules.penalties.iter().map(|p| p.points).max().unwrap_or(0);
    let floor = i64::from(largest_penalty)
        .saturating_mul(i64::try_from(MAX_EVENTS).unwrap_or(i64::MAX))
        .saturating_neg();
    let under = floor..=target - 1;
    let on_time = matches!(end, ResultEnd::Time) && rules.time_limit_minutes.is_some();
    if on_time {
        return [under.clone(), under];
    }
    let top = (target - 1).saturating_add(most_hand_points(rules));
    [target..=top, under]
}
