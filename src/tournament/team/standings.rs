//! The team standings: each team's line is the sum of its members' lines
//! of the pairs' or the players' standings (matches, wins, losses, byes,
//! points for and against, efectividad), so a credit or a bye counts for a
//! team exactly as it counts for its members. Ranked by the setup's
//! criteria, and what they leave level by the draw on the team's number.
//! `Tournament::team_standings` and `IndividualTournament::team_standings`
//! (beside each mode's own standings) give them.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::Team;
use crate::tournament::event::Criterion;

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

impl<M> TeamRow<M> {
    fn value(&self, criterion: Criterion) -> i64 {
        match criterion {
            Criterion::Wins => i64::from(self.wins),
            Criterion::PointDifference => self.difference,
            Criterion::PointsFor => self.points_for,
            Criterion::PointsAgainst => self.points_against.saturating_neg(),
        }
    }
}

/// A member's line, as its own standings give it.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Line {
    pub(crate) played: u32,
    pub(crate) wins: u32,
    pub(crate) losses: u32,
    pub(crate) byes: u32,
    pub(crate) points_for: i64,
    pub(crate) points_against: i64,
}

/// The teams' rows, summed from `line_of` each member and ranked by
/// `ranking`, ties broken by `draw` of the team's number (lower first),
/// then the lower number.
pub(crate) fn ranked<M: Copy>(
    teams: &[Team<M>],
    line_of: impl Fn(M) -> Line,
    ranking: &[Criterion],
    draw: impl Fn(u32) -> u64,
) -> Vec<TeamRow<M>> {
    let mut rows: Vec<TeamRow<M>> = teams
        .iter()
        .map(|team| {
            let sum = team
                .members
                .iter()
                .map(|&m| line_of(m))
                .fold(Line::default(), |a, b| Line {
                    played: a.played.saturating_add(b.played),
                    wins: a.wins.saturating_add(b.wins),
                    losses: a.losses.saturating_add(b.losses),
                    byes: a.byes.saturating_add(b.byes),
                    points_for: a.points_for.saturating_add(b.points_for),
                    points_against: a.points_against.saturating_add(b.points_against),
                });
            TeamRow {
                rank: 0,
                number: team.number,
                team: team.team.clone(),
                members: team.members.clone(),
                played: sum.played,
                wins: sum.wins,
                losses: sum.losses,
                byes: sum.byes,
                points_for: sum.points_for,
                points_against: sum.points_against,
                difference: sum.points_for.saturating_sub(sum.points_against),
                level_with_previous: false,
            }
        })
        .collect();
    let by_criteria = |a: &TeamRow<M>, b: &TeamRow<M>| {
        ranking
            .iter()
            .map(|&c| b.value(c).cmp(&a.value(c)))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    };
    rows.sort_by(|a, b| {
        by_criteria(a, b)
            .then_with(|| draw(a.number).cmp(&draw(b.number)))
            .then_with(|| a.number.cmp(&b.number))
    });
    for i in 0..rows.len() {
        rows[i].rank = u32::try_from(i + 1).unwrap_or(u32::MAX);
        rows[i].level_with_previous = i > 0 && by_criteria(&rows[i - 1], &rows[i]).is_eq();
    }
    rows
}
