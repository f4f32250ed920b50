//! What the three standings — the pairs', the players' and the teams' —
//! rank alike: a [`Line`] of what a pair, a player or a team has tallied,
//! the value each [`Criterion`] reads from it, and the order: best first by
//! the setup's criteria, what they leave level by the draw on the row's
//! number (lower first), then the lower number.

use std::cmp::Ordering;

use super::event::{ByeScore, Criterion, ResultEnd, TournamentSetup};

/// A line of the standings: what a pair, a player or a team has tallied
/// (a row's [`Ranked::line`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Line {
    /// Matches with a result (byes not counted).
    pub(crate) played: u32,
    /// Wins, byes included.
    pub(crate) wins: u32,
    /// Losses.
    pub(crate) losses: u32,
    /// Byes (rounds sat out, in an individual tournament).
    pub(crate) byes: u32,
    /// Points for, byes included.
    pub(crate) points_for: i64,
    /// Points against, byes included.
    pub(crate) points_against: i64,
}

impl Line {
    /// The line with a bye credited: a win scored as the setup's bye.
    pub(crate) fn bye(&mut self, bye: ByeScore) {
        self.byes += 1;
        self.wins += 1;
        self.points_for = self.points_for.saturating_add(bye.points_for);
        self.points_against = self.points_against.saturating_add(bye.points_against);
    }

    /// The line with a match credited: won or lost, with the points
    /// recorded for and against the line's side, as `setup`'s
    /// [`Credit`](super::event::Credit) counts them.
    pub(crate) fn credit(
        &mut self,
        setup: &TournamentSetup,
        end: ResultEnd,
        won: bool,
        points_for: i64,
        points_against: i64,
    ) {
        let (points_for, points_against) =
            setup
                .credit
                .line(setup.rules.target, end, won, points_for, points_against);
        self.played += 1;
        if won {
            self.wins += 1;
        } else {
            self.losses += 1;
        }
        self.points_for = self.points_for.saturating_add(points_for);
        self.points_against = self.points_against.saturating_add(points_against);
    }

    /// The two lines summed, column by column.
    pub(crate) fn plus(self, other: Line) -> Line {
        Line {
            played: self.played.saturating_add(other.played),
            wins: self.wins.saturating_add(other.wins),
            losses: self.losses.saturating_add(other.losses),
            byes: self.byes.saturating_add(other.byes),
            points_for: self.points_for.saturating_add(other.points_for),
            points_against: self.points_against.saturating_add(other.points_against),
        }
    }

    /// The columns as the standings print them: matches played, wins,
    /// losses, byes, points for and points against.
    pub fn columns(&self) -> (u32, u32, u32, u32, i64, i64) {
        (
            self.played,
            self.wins,
            self.losses,
            self.byes,
            self.points_for,
            self.points_against,
        )
    }

    /// Efectividad: points for minus points against.
    pub fn difference(&self) -> i64 {
        self.points_for.saturating_sub(self.points_against)
    }

    /// What `criterion` reads from the line, more being better.
    fn value(&self, criterion: Criterion) -> i64 {
        match criterion {
            Criterion::Wins => i64::from(self.wins),
            Criterion::PointDifference => self.difference(),
            Criterion::PointsFor => self.points_for,
            // Fewer is better: compared as a larger negative.
            Criterion::PointsAgainst => self.points_against.saturating_neg(),
        }
    }

    /// How `self` and `other` compare by `ranking`: `Less` when `self` ranks
    /// higher, `Equal` when every criterion leaves them level.
    fn compare(&self, other: &Line, ranking: &[Criterion]) -> Ordering {
        ranking
            .iter()
            .map(|&c| other.value(c).cmp(&self.value(c)))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    }
}

/// A row of a ranking: a pair's, a player's or a team's line of the
/// standings.
pub trait Ranked {
    /// What the row has tallied.
    fn line(&self) -> Line;
    /// The pair's, the player's or the team's number.
    fn number(&self) -> u32;
    /// Gives the row its place, from 1, and whether only the draw parts it
    /// from the row above.
    fn place(&mut self, rank: u32, level_with_previous: bool);
}

/// Sorts `rows` best first by `ranking`, what it leaves level by `draw` of
/// the row's number (lower first), then the lower number; and gives each
/// row its place.
pub(crate) fn rank<R: Ranked>(rows: &mut [R], ranking: &[Criterion], draw: impl Fn(u32) -> u64) {
    rows.sort_by_cached_key(|row| {
        let line = row.line();
        let values: Vec<_> = ranking
            .iter()
            .map(|&c| std::cmp::Reverse(line.value(c)))
            .collect();
        (values, draw(row.number()), row.number())
    });
    let mut above: Option<Line> = None;
    for (i, row) in rows.iter_mut().enumerate() {
        let line = row.line();
        let level = above.is_some_and(|a| a.compare(&line, ranking).is_eq());
        row.place(u32::try_from(i + 1).unwrap_or(u32::MAX), level);
        above = Some(line);
    }
}
