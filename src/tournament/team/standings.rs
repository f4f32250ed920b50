//! The team standings: each team's line is the sum of its members' lines
//! of the pairs' or the players' standings (matches, wins, losses, byes,
//! points for and against, efectividad), so a credit or a bye counts for a
//! team exactly as it counts for its members. Ranked by the setup's
//! criteria, and what they leave level by the draw on the team's number.
//! `Tournament::team_standings` and `IndividualTournament::team_standings`
//! (beside each mode's own standings) give them.

use std::collections::HashMap;
use std::hash::Hash;

use serde::{Deserialize, Serialize};

use super::Team;
use crate::tournament::event::Criterion;
use crate::tournament::ranking::{Line, Ranked, rank, ranked_row, row_of_line};

/// One team's line of the team standings.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamRow<M> {
    /// Its place, from 1 (no two teams share one: the draw breaks ties).
    pub rank: u32,
    /// Its number, in the order teams registered.
    pub number: u32,
    /// Its name.
    pub team: String,
    /// Its members: pair numbers, or player numbers.
    pub members: Vec<M>,
    /// Its members' matches with a result.
    pub played: u32,
    /// Its members' wins, byes included.
    pub wins: u32,
    /// Its members' losses.
    pub losses: u32,
    /// Its members' byes (rounds sat out, in an individual tournament).
    pub byes: u32,
    /// Its members' points for, byes included.
    pub points_for: i64,
    /// Its members' points against, byes included.
    pub points_against: i64,
    /// Efectividad: points for minus points against.
    pub difference: i64,
    /// Level with the team above on every criterion: only the draw parts
    /// them.
    pub level_with_previous: bool,
}

ranked_row!(TeamRow<M>, byes, |row| row.number);

/// The teams' rows, each the sum of its members' lines in `standings`
/// (`member` says whose line a row is; a member without one counts
/// nothing), ranked by `ranking`, ties broken by `draw` of the team's
/// number (lower first), then the lower number.
pub(crate) fn ranked<M: Copy + Eq + Hash, R: Ranked>(
    teams: &[Team<M>],
    standings: &[R],
    member: impl Fn(&R) -> M,
    ranking: &[Criterion],
    draw: impl Fn(u32) -> u64,
) -> Vec<TeamRow<M>> {
    let lines: HashMap<M, Line> = standings.iter().map(|r| (member(r), r.line())).collect();
    let line_of = |m: M| lines.get(&m).copied().unwrap_or_default();
    let mut rows: Vec<TeamRow<M>> = teams
        .iter()
        .map(|team| {
            let sum = team
                .members
                .iter()
                .map(|&m| line_of(m))
                .fold(Line::default(), Line::plus);
            row_of_line!(
                TeamRow {
                    number: team.number,
                    team: team.team.clone(),
                    members: team.members.clone(),
                },
                sum,
                byes
            )
        })
        .collect();
    rank(&mut rows, ranking, draw);
    rows
}
