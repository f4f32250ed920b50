//! An individual tournament's standings: each table's result credits each
//! of its four players with their side's line (a win or a loss, points for,
//! points against; a win at the target as the setup's
//! [`Credit`](crate::tournament::Credit) says); a player sitting out is
//! credited the setup's bye score as a win. Ranked by the setup's criteria,
//! as a pairs tournament's, and what they leave level by the draw on the
//! player's number.

use std::cmp::Ordering;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::event::PlayerId;
use super::fold::IndividualTournament;
use crate::tournament::event::{Criterion, PairId};
use crate::tournament::standings::draw;
use crate::tournament::team::standings::{Line, TeamRow, ranked};

/// One player's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerRow {
    /// Their place, from 1 (no two players share one: the draw breaks ties).
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// Their name.
    pub name: String,
    /// Matches with a result (rounds sat out not counted).
    pub played: u32,
    /// Wins, rounds sat out included.
    pub wins: u32,
    /// Losses.
    pub losses: u32,
    /// Rounds sat out (each a bye).
    pub sit_outs: u32,
    /// Points for, rounds sat out included.
    pub points_for: i64,
    /// Points against, rounds sat out included.
    pub points_against: i64,
    /// Efectividad: points for minus points against.
    pub difference: i64,
    /// The player has withdrawn (they keep their line).
    pub withdrawn: bool,
    /// Level with the player above on every criterion: only the draw parts
    /// them.
    pub level_with_previous: bool,
}

impl PlayerRow {
    fn value(&self, criterion: Criterion) -> i64 {
        match criterion {
            Criterion::Wins => i64::from(self.wins),
            Criterion::PointDifference => self.difference,
            Criterion::PointsFor => self.points_for,
            Criterion::PointsAgainst => self.points_against.saturating_neg(),
        }
    }
}

/// The number the draw gives a player: the pairs' draw
/// ([`draw`]), on the player's number.
pub fn player_draw(seed: u32, player: PlayerId) -> u64 {
    draw(seed, PairId(player.0))
}

impl IndividualTournament {
    /// The standings of every registered player, withdrawn ones included,
    /// best first, from every result recorded so far (and every round sat
    /// out, from its seating).
    pub fn standings(&self) -> Vec<PlayerRow> {
        let mut rows: Vec<PlayerRow> = self
            .players()
            .iter()
            .map(|p| PlayerRow {
                rank: 0,
                player: p.id,
                name: p.name.clone(),
                played: 0,
                wins: 0,
                losses: 0,
                sit_outs: 0,
                points_for: 0,
                points_against: 0,
                difference: 0,
                withdrawn: p.withdrawn,
                level_with_previous: false,
            })
            .collect();
        let index: std::collections::HashMap<PlayerId, usize> = rows
            .iter()
            .enumerate()
            .map(|(i, row)| (row.player, i))
            .collect();
        let bye = self.setup().bye;
        let credit = self.setup().credit;
        let target = self.setup().rules.target;
        for round in self.rounds() {
            for player in &round.seating.sit_out {
                let Some(&i) = index.get(player) else {
                    continue;
                };
                let row = &mut rows[i];
                row.sit_outs += 1;
                row.wins += 1;
                row.points_for = row.points_for.saturating_add(bye.points_for);
                row.points_against = row.points_against.saturating_add(bye.points_against);
            }
            for (at, result) in round.seating.tables.iter().zip(&round.results) {
                let Some(result) = result else {
                    continue;
                };
                for (seat, player) in at.seats.iter().enumerate() {
                    let Some(&i) = index.get(player) else {
                        continue;
                    };
                    let side = super::event::TableSide::of_seat(seat);
                    let line = result.scores[side.index()];
                    let won = result.winner == side;
                    let (points_for, points_against) = credit.line(
                        target,
                        result.end,
                        won,
                        line.points_for,
                        line.points_against,
                    );
                    let row = &mut rows[i];
                    row.played += 1;
                    if won {
                        row.wins += 1;
                    } else {
                        row.losses += 1;
                    }
                    row.points_for = row.points_for.saturating_add(points_for);
                    row.points_against = row.points_against.saturating_add(points_against);
                }
            }
        }
        for row in &mut rows {
            row.difference = row.points_for.saturating_sub(row.points_against);
        }
        let ranking = &self.setup().ranking;
        let seed = self.setup().seed;
        let by_criteria = |a: &PlayerRow, b: &PlayerRow| {
            ranking
                .iter()
                .map(|&c| b.value(c).cmp(&a.value(c)))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        };
        rows.sort_by_cached_key(|row| {
            (
                ranking
                    .iter()
                    .map(|&c| std::cmp::Reverse(row.value(c)))
                    .collect::<Vec<_>>(),
                player_draw(seed, row.player),
                row.player,
            )
        });
        for i in 0..rows.len() {
            rows[i].rank = u32::try_from(i + 1).unwrap_or(u32::MAX);
            rows[i].level_with_previous =
                i > 0 && by_criteria(&rows[i - 1], &rows[i]) == Ordering::Equal;
        }
        rows
    }
}

impl IndividualTournament {
    /// The team standings, best first: every team's players' lines of
    /// [`standings`](IndividualTournament::standings) summed
    /// ([`team::standings`](crate::tournament::team::standings)), ties the
    /// ranking leaves broken by the draw on the team's number. Empty when
    /// no team is registered.
    pub fn team_standings(&self) -> Vec<TeamRow<PlayerId>> {
        if self.teams().is_empty() {
            return Vec::new();
        }
        let lines: HashMap<PlayerId, Line> = self
            .standings()
            .into_iter()
            .map(|r| {
                let line = Line {
                    played: r.played,
                    wins: r.wins,
                    losses: r.losses,
                    byes: r.sit_outs,
                    points_for: r.points_for,
                    points_against: r.points_against,
                };
                (r.player, line)
            })
            .collect();
        let setup = self.setup();
        ranked(
            self.teams(),
            |player| lines.get(&player).copied().unwrap_or_default(),
            &setup.ranking,
            |number| draw(setup.seed, PairId(number)),
        )
    }
}
