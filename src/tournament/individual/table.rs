//! A table of four between phones and matches: the code that starts its
//! match on a table's phone and the signed result that phone sends back,
//! read by side (the methods themselves said once for both modes, in
//! [`payload`](crate::tournament::payload)). The result read from a match
//! played for it (on this phone, or in a table phone's match file) and the
//! one typed from its sheet are in [`super::result`]'s.
//!
//! The table's phone plays a match of pairs, the round's two partnerships
//! as its sides: in the code, side A stands as pair 1 and side B as pair 2
//! ([`SIDE_A_AS_PAIR`], [`SIDE_B_AS_PAIR`]), so a table's phone needs to
//! know nothing of the individual mode, and its signed result names the
//! sides by those numbers.

use super::event::{IndividualEvent, SeatsResult, SideScore, TableSide};
use super::fold::IndividualTournament;
use super::result::{SIDE_A_AS_PAIR, SIDE_B_AS_PAIR};
use crate::tournament::codes::table_codes;
use crate::tournament::error::TournamentError;
use crate::tournament::event::TableResult;

table_codes!(IndividualTournament, SeatsResult, IndividualEvent);

/// The side a pair number of a table's code stands for.
fn side_of_pair(pair: crate::tournament::event::PairId) -> Option<TableSide> {
    match pair {
        p if p == SIDE_A_AS_PAIR => Some(TableSide::A),
        p if p == SIDE_B_AS_PAIR => Some(TableSide::B),
        _ => None,
    }
}

impl SeatsResult {
    /// A result written as a pairs tournament's, side A as pair 1 and side
    /// B as pair 2 (a table's phone's signed result), by side. Refused, as
    /// a pairs tournament refuses a result naming other pairs than the
    /// table's, when it names other numbers (`result_wrong_pairs`,
    /// `result_winner_not_at_table`).
    pub fn from_table_result(
        round: u32,
        table: u32,
        result: &TableResult,
    ) -> Result<SeatsResult, TournamentError> {
        let given = result.scores.map(|s| s.pair);
        let sides = given.map(side_of_pair);
        let line = |side: TableSide| {
            result
                .scores
                .iter()
                .zip(sides)
                .find(|(_, s)| *s == Some(side))
                .map(|(score, _)| SideScore {
                    points_for: score.points_for,
                    points_against: score.points_against,
                })
        };
        let (Some(a), Some(b)) = (line(TableSide::A), line(TableSide::B)) else {
            return Err(TournamentError::ResultWrongPairs {
                round,
                table,
                expected: [SIDE_A_AS_PAIR, SIDE_B_AS_PAIR],
                given,
            });
        };
        let winner =
            side_of_pair(result.winner).ok_or(TournamentError::ResultWinnerNotAtTable {
                winner: result.winner,
            })?;
        Ok(SeatsResult {
            winner,
            scores: [a, b],
            end: result.end,
            source: result.source,
            signed_by: result.signed_by.clone(),
            match_id: result.match_id.clone(),
        })
    }
}
