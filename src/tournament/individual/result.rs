//! A table's result in an individual tournament: checked as a pairs
//! tournament checks one (`check_result`: points that add up and that a
//! match under the rules can reach, a forfeit scored as 004 §2a says,
//! signed by a loser as §11a says), with side A standing as "pair 1" and
//! side B as "pair 2" in the checks and in their refusals' params.

use super::event::IndividualEvent;
use super::event::{SeatsResult, SideScore, TableSeats, TableSide};
use super::fold::IndividualTournament;
use crate::tournament::check::check_result;
use crate::tournament::error::TournamentError;
use crate::tournament::event::TablePairing;
use crate::tournament::event::{PairId, PairScore, ResultEnd, ResultSource, TableResult};
use crate::tournament::lifecycle::{self, Lifecycle};
use crate::tournament::result::{read_table_match, typed_end};
use crate::{FORFEIT_LOSS_AGAINST, FORFEIT_WIN_POINTS};

/// The number side A stands as in a result's checks and refusals.
pub const SIDE_A_AS_PAIR: PairId = PairId(1);
/// The number side B stands as in a result's checks and refusals.
pub const SIDE_B_AS_PAIR: PairId = PairId(2);

fn as_pair(side: TableSide) -> PairId {
    match side {
        TableSide::A => SIDE_A_AS_PAIR,
        TableSide::B => SIDE_B_AS_PAIR,
    }
}

impl SeatsResult {
    /// The result as a pairs tournament's, side A as pair 1 and side B as
    /// pair 2: what its checks and refusals read.
    pub fn as_table_result(&self) -> TableResult {
        let line = |side: TableSide| {
            let s = self.scores[side.index()];
            PairScore {
                pair: as_pair(side),
                points_for: s.points_for,
                points_against: s.points_against,
            }
        };
        TableResult {
            winner: as_pair(self.winner),
            scores: [line(TableSide::A), line(TableSide::B)],
            end: self.end,
            source: self.source,
            signed_by: self.signed_by.clone(),
            match_id: self.match_id.clone(),
        }
    }
}

lifecycle::result_entries!(IndividualTournament, SeatsResult, IndividualEvent);

/// A seating's table as a result names its sides: side A and side B, as
/// pair 1 and pair 2 when a code starts the match.
impl TableSeats {
    /// The side that won, by its index (side A for none).
    pub(crate) fn winner_of(&self, index: Option<usize>) -> TableSide {
        match index {
            Some(1) => TableSide::B,
            _ => TableSide::A,
        }
    }

    /// A side's line: its points for and against, whichever side it is
    /// (its place in the result's `scores` says that).
    pub(crate) fn line(&self, _side: usize, points_for: i64, points_against: i64) -> SideScore {
        SideScore {
            points_for,
            points_against,
        }
    }

    /// The side at index `i` as the pair a code to start the match names.
    pub(crate) fn as_pair(&self, i: usize) -> PairId {
        as_pair(TableSide::of_seat(i))
    }
}

impl IndividualTournament {
    /// The two players of each side of the table `at`, by name: side A's,
    /// then side B's, the lower seat first (blank for a number not
    /// registered), each as a new entry carries it
    /// ([`carried_name`](crate::carried_name)).
    pub(super) fn names_at(&self, at: &TableSeats) -> [[String; 2]; 2] {
        [
            self.side_names(at, TableSide::A),
            self.side_names(at, TableSide::B),
        ]
    }

    /// The two players of `side` of the table `at`, as
    /// [`names_at`](IndividualTournament::names_at) gives them.
    fn side_names(&self, at: &TableSeats, side: TableSide) -> [String; 2] {
        at.partners(side).map(|p| {
            self.entrants
                .name_keys(p)
                .and_then(<[_]>::first)
                .map(|name| name.carried.clone())
                .unwrap_or_default()
        })
    }

    /// `result` checked against the table `at` of `round`, under the
    /// tournament's rules and with its players' names.
    pub(super) fn check_at(
        &self,
        round: u32,
        at: &TableSeats,
        result: &SeatsResult,
    ) -> Result<(), TournamentError> {
        let side_of = |pair: PairId| {
            if pair == SIDE_A_AS_PAIR {
                TableSide::A
            } else {
                TableSide::B
            }
        };
        // A player signs under their name as a code carries it, or as that
        // name's own carried name (blank for a number not registered): the
        // names folded when they registered.
        let signed_by = |pair: PairId, signer: &str| {
            let names = at
                .partners(side_of(pair))
                .map(|p| self.entrants.name_keys(p).and_then(<[_]>::first));
            if names.iter().flatten().any(|name| name.carried == signer) {
                return true;
            }
            let key = crate::name_key(signer);
            names.iter().any(|name| match name {
                Some(name) => name.carried_key == key || name.carried_again_key == key,
                None => key.is_empty(),
            })
        };
        let players_of = |pair: PairId| self.side_names(at, side_of(pair));
        let table = TablePairing {
            table: at.table,
            pairs: [SIDE_A_AS_PAIR, SIDE_B_AS_PAIR],
        };
        check_result(
            &self.setup().rules,
            signed_by,
            players_of,
            round,
            table,
            &result.as_table_result(),
        )?;
        Ok(())
    }

    /// A forfeit typed by the director: side `loser` forfeits the table's
    /// match (004 §2a: 100–0 for the others, 0–200 against it).
    pub fn forfeit_result(
        &self,
        round: u32,
        table: u32,
        loser: TableSide,
        reason: crate::ForfeitReason,
    ) -> Result<SeatsResult, TournamentError> {
        let (r, t) = self.table_index(round, table)?;
        let at = self.rounds()[r].seating.tables[t];
        let line = |side: TableSide| {
            if side == loser {
                SideScore {
                    points_for: 0,
                    points_against: FORFEIT_LOSS_AGAINST,
                }
            } else {
                SideScore {
                    points_for: FORFEIT_WIN_POINTS,
                    points_against: 0,
                }
            }
        };
        let result = SeatsResult {
            winner: match loser {
                TableSide::A => TableSide::B,
                TableSide::B => TableSide::A,
            },
            scores: [line(TableSide::A), line(TableSide::B)],
            end: ResultEnd::Forfeit { reason },
            source: ResultSource::Typed,
            signed_by: None,
            match_id: None,
        };
        self.check_at(round, &at, &result)?;
        Ok(result)
    }
}
