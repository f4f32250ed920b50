//! The standings: every pair's wins, byes and points from the results
//! recorded (a win at the target credited as the setup's
//! [`Credit`](super::event::Credit) says), ranked by the setup's criteria
//! (by default wins, then the point difference, then points for), and what
//! the criteria leave level by the draw — a number the seed gives each
//! pair, the same for the same seed.

use std::cmp::Ordering;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::event::{Criterion, PairId};
use super::fold::Tournament;
use super::team::standings::{Line, TeamRow, ranked};

/// One pair's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StandingsRow {
    /// Its place, from 1 (no two pairs share one: the draw breaks ties).
    pub rank: u32,
    /// The pair.
    pub pair: PairId,
    /// Its players.
    pub players: [String; 2],
    /// Matches with a result (byes not counted).
    pub played: u32,
    /// Wins, byes included.
    pub wins: u32,
    /// Losses.
    pub losses: u32,
    /// Byes.
    pub byes: u32,
    /// Points for, byes included.
    pub points_for: i64,
    /// Points against, byes included.
    pub points_against: i64,
    /// Points for minus points against.
    pub difference: i64,
    /// The pair has withdrawn (it keeps its line).
    pub withdrawn: bool,
    /// Level with the pair above on every criterion: only the draw parts them.
    pub level_with_previous: bool,
}

impl StandingsRow {
    fn value(&self, criterion: Criterion) -> i64 {
        match criterion {
            Criterion::Wins => i64::from(self.wins),
            Criterion::PointDifference => self.difference,
            Criterion::PointsFor => self.points_for,
            // Fewer is better: compared as a larger negative.
            Criterion::PointsAgainst => self.points_against.saturating_neg(),
        }
    }
}

/// The number the draw gives a pair: SplitMix64 of the seed (high 32 bits)
/// and the pair's number (low 32 bits). Lower draws first: it orders the
/// first round and breaks every tie the criteria leave. A pair registered
/// late does not move the others' draws.
pub fn draw(seed: u32, pair: PairId) -> u64 {
    let mut z = (u64::from(seed) << 32 | u64::from(pair.0)).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Tournament {
    /// The standings of every registered pair, withdrawn ones included,
    /// best first, from every result recorded so far.
    pub fn standings(&self) -> Vec<StandingsRow> {
        let mut rows: Vec<StandingsRow> = self
            .pairs()
            .iter()
            .map(|p| StandingsRow {
                rank: 0,
                pair: p.id,
                players: p.players.clone(),
                played: 0,
                wins: 0,
                losses: 0,
                byes: 0,
                points_for: 0,
                points_against: 0,
                difference: 0,
                withdrawn: p.withdrawn,
                level_with_previous: false,
            })
            .collect();
        let bye = self.setup().bye;
        let credit = self.setup().credit;
        let target = self.setup().rules.target;
        for round in self.rounds() {
            if let Some(row) = round
                .pairing
                .bye
                .and_then(|pair| rows.iter_mut().find(|r| r.pair == pair))
            {
                row.byes += 1;
                row.wins += 1;
                row.points_for = row.points_for.saturating_add(bye.points_for);
                row.points_against = row.points_against.saturating_add(bye.points_against);
            }
            for result in round.results.iter().flatten() {
                for score in &result.scores {
                    let Some(row) = rows.iter_mut().find(|r| r.pair == score.pair) else {
                        continue;
                    };
                    let won = result.winner == score.pair;
                    row.played += 1;
                    if won {
                        row.wins += 1;
                    } else {
                        row.losses += 1;
                    }
                    let (points_for, points_against) = credit.line(
                        target,
                        result.end,
                        won,
                        score.points_for,
                        score.points_against,
                    );
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
        let by_criteria = |a: &StandingsRow, b: &StandingsRow| {
            ranking
                .iter()
                .map(|&c| b.value(c).cmp(&a.value(c)))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        };
        rows.sort_by(|a, b| {
            by_criteria(a, b)
                .then_with(|| draw(seed, a.pair).cmp(&draw(seed, b.pair)))
                .then_with(|| a.pair.cmp(&b.pair))
        });
        for i in 0..rows.len() {
            rows[i].rank = u32::try_from(i + 1).unwrap_or(u32::MAX);
            rows[i].level_with_previous = i > 0 && by_criteria(&rows[i - 1], &rows[i]).is_eq();
        }
        rows
    }
}

impl Tournament {
    /// The team standings, best first: every team's pairs' lines of
    /// [`standings`](Tournament::standings) summed
    /// ([`team::standings`](super::team::standings)), ties the ranking
    /// leaves broken by the draw on the team's number. Empty when no team
    /// is registered.
    pub fn team_standings(&self) -> Vec<TeamRow<PairId>> {
        if self.teams().is_empty() {
            return Vec::new();
        }
        let lines: HashMap<PairId, Line> = self
            .standings()
            .into_iter()
            .map(|r| {
                let line = Line {
                    played: r.played,
                    wins: r.wins,
                    losses: r.losses,
                    byes: r.byes,
                    points_for: r.points_for,
                    points_against: r.points_against,
                };
                (r.pair, line)
            })
            .collect();
        let setup = self.setup();
        ranked(
            self.teams(),
            |pair| lines.get(&pair).copied().unwrap_or_default(),
            &setup.ranking,
            |number| draw(setup.seed, PairId(number)),
        )
    }
}
