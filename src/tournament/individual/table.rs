//! A table of four between phones and matches: the code that starts its
//! match on a table's phone, the result read from a match played for it
//! (on this phone, or in a table phone's match file), the signed result a
//! table's phone sends back by code, and a correction.
//!
//! The table's phone plays a match of pairs, the round's two partnerships
//! as its sides: in the code, side A stands as pair 1 and side B as pair 2
//! ([`SIDE_A_AS_PAIR`], [`SIDE_B_AS_PAIR`]), so a table's phone needs to
//! know nothing of the individual mode, and its signed result names the
//! sides by those numbers.

use super::event::{IndividualEvent, SeatsResult, SideScore, TableSide};
use super::fold::IndividualTournament;
use super::result::{SIDE_A_AS_PAIR, SIDE_B_AS_PAIR};
use crate::Match;
use crate::tournament::error::TournamentError;
use crate::tournament::event::{ResultSource, TableResult};
use crate::tournament::lifecycle::Lifecycle;
use crate::tournament::payload::{PairPlayers, TablePayload, TableReport, start_payload};
use crate::tournament::result::read_table_match;

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

impl IndividualTournament {
    /// The two players of each side of a table, by name: side A's, then
    /// side B's, the lower seat first.
    fn side_names(&self, round: u32, table: u32) -> Result<[[String; 2]; 2], TournamentError> {
        let (r, t) = self.table_index(round, table)?;
        Ok(self.names_at(&self.rounds()[r].seating.tables[t]))
    }

    /// "Start this table's match" for `table` of `round`, in the tournament
    /// the director's app knows as `id`: a match of pairs whose sides are
    /// the table's two partnerships (side A as pair 1 at seats 0 and 2,
    /// side B as pair 2 at seats 1 and 3), under the tournament's rules, as
    /// a pairs tournament's code carries them. Refused like a pairs
    /// tournament's code: a table that is not there, a name the one rule of
    /// names refuses, a code too large.
    pub fn start_payload(
        &self,
        id: &str,
        round: u32,
        table: u32,
    ) -> Result<TablePayload, TournamentError> {
        let [a, b] = self.side_names(round, table)?;
        let pairs = [
            PairPlayers::named(SIDE_A_AS_PAIR, &a)?,
            PairPlayers::named(SIDE_B_AS_PAIR, &b)?,
        ];
        start_payload(self.setup(), id, round, table, pairs)
    }

    /// The result of a table read from the match played there: played
    /// under the tournament's rules, finished, its sides the table's two
    /// partnerships (either way round, in either seat order, names compared
    /// without case or surrounding spaces), checked as any result is. The
    /// answer has no `match_id`: the app sets its own before recording it.
    pub fn result_of_match(
        &self,
        round: u32,
        table: u32,
        game: &Match,
        source: ResultSource,
        signed_by: Option<String>,
    ) -> Result<SeatsResult, TournamentError> {
        let read = read_table_match(game, &self.setup().rules, self.side_names(round, table)?)?;
        let line = |i: usize| SideScore {
            points_for: read.lines[i].0,
            points_against: read.lines[i].1,
        };
        let result = SeatsResult {
            winner: match read.winner {
                Some(1) => TableSide::B,
                _ => TableSide::A,
            },
            scores: [line(0), line(1)],
            end: read.end,
            source,
            signed_by,
            match_id: None,
        };
        Ok(self.checked_result(round, table, &result)?.2)
    }

    /// A table's signed result brought back by code from its phone, for the
    /// tournament the director's app knows as `id`: its sides read back
    /// from pairs 1 and 2, checked like any result and marked imported;
    /// `Ok(None)` when the table already has it
    /// ([`IndividualTournament::decide_result`]). Refused when the code is
    /// another tournament's (`payload_other_tournament`).
    pub fn decide_report(
        &self,
        id: &str,
        report: &TableReport,
    ) -> Result<Option<IndividualEvent>, TournamentError> {
        let result = report.imported(id)?;
        let result = SeatsResult::from_table_result(report.round, report.table, &result)?;
        self.decide_result(report.round, report.table, &result)
    }
}
