//! What the three standings — the pairs', the players' and the teams' —
//! rank alike: a [`Line`] of what a pair, a player or a team has tallied,
//! the value each [`Criterion`] reads from it, and the order: best first by
//! the setup's criteria, what they leave level by the draw on the row's
//! number (lower first), then the lower number.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::hash::Hash;

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

/// Where the row numbered `number` stands in `standings` (as [`rank`]
/// leaves them, best first): its place, from 1, and its wins; one place
/// below the last and no wins for a number without a row.
pub(crate) fn standing<R: Ranked>(standings: &[R], number: u32) -> (u32, u32) {
    let place = |i: usize| u32::try_from(i + 1).unwrap_or(u32::MAX);
    match standings.iter().position(|row| row.number() == number) {
        Some(i) => (place(i), standings[i].line().wins),
        None => (place(standings.len()), 0),
    }
}

/// What a round credits one pair or player with (by its number or id).
pub(crate) enum Tally<Id> {
    /// A bye: a round sat out.
    Bye(Id),
    /// A match with a result: how it ended, whether the side won, and the
    /// points recorded for and against the side.
    Match(Id, ResultEnd, bool, i64, i64),
}

/// The standings of `entrants` (each known by its `id`): each one's line
/// the sum of what `tallies` credit it with, as `setup` scores a bye and a
/// win at the target; each row made by `row` from its entrant and line,
/// and ranked by `setup`'s criteria, what they leave level by `draw`.
pub(crate) fn standings<E, Id: Copy + Eq + Hash, R: Ranked>(
    entrants: &[E],
    id: impl Fn(&E) -> Id,
    tallies: impl IntoIterator<Item = Tally<Id>>,
    setup: &TournamentSetup,
    draw: impl Fn(u32) -> u64,
    row: impl Fn(&E, Line) -> R,
) -> Vec<R> {
    let index: HashMap<Id, usize> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (id(e), i))
        .collect();
    let mut lines = vec![Line::default(); entrants.len()];
    for tally in tallies {
        match tally {
            Tally::Bye(who) => {
                if let Some(&i) = index.get(&who) {
                    lines[i].bye(setup.bye);
                }
            }
            Tally::Match(who, end, won, points_for, points_against) => {
                if let Some(&i) = index.get(&who) {
                    lines[i].credit(setup, end, won, points_for, points_against);
                }
            }
        }
    }
    let mut rows: Vec<R> = entrants
        .iter()
        .zip(lines)
        .map(|(e, line)| row(e, line))
        .collect();
    rank(&mut rows, &setup.ranking, draw);
    rows
}

/// A row type's [`Ranked`]: its line read from its columns (`$byes`
/// naming its byes), its number from `$number`. The rows' columns are
/// their own fields, for their serialised form; this says once how they
/// are a [`Line`].
macro_rules! ranked_row {
    ($row:ident $(<$g:ident>)?, $byes:ident, |$r:ident| $number:expr) => {
        impl $(<$g>)? $crate::tournament::ranking::Ranked for $row $(<$g>)? {
            fn line(&self) -> $crate::tournament::ranking::Line {
                $crate::tournament::ranking::Line {
                    played: self.played,
                    wins: self.wins,
                    losses: self.losses,
                    byes: self.$byes,
                    points_for: self.points_for,
                    points_against: self.points_against,
                }
            }

            fn number(&self) -> u32 {
                let $r = self;
                $number
            }

            fn place(&mut self, rank: u32, level_with_previous: bool) {
                self.rank = rank;
                self.level_with_previous = level_with_previous;
            }
        }
    };
}

/// A row of type `$row` from `$line`: its own fields as given, the line's
/// columns (`$byes` naming its byes) and the difference; unranked until
/// [`rank`] places it.
macro_rules! row_of_line {
    ($row:ident { $($field:ident: $value:expr),* $(,)? }, $line:expr, $byes:ident) => {{
        let line: $crate::tournament::ranking::Line = $line;
        $row {
            rank: 0,
            $($field: $value,)*
            played: line.played,
            wins: line.wins,
            losses: line.losses,
            $byes: line.byes,
            points_for: line.points_for,
            points_against: line.points_against,
            difference: line.difference(),
            level_with_previous: false,
        }
    }};
}

pub(crate) use {ranked_row, row_of_line};
