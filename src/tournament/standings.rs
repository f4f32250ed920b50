//! The standings: every pair's wins, byes and points from the results
//! recorded (a win at the target credited as the setup's
//! [`Credit`](super::event::Credit) says), ranked by the setup's criteria
//! (by default wins, then the point difference, then points for), and what
//! the criteria leave level by the draw — a number the seed gives each
//! pair, the same for the same seed.

use serde::{Deserialize, Serialize};

use super::event::PairId;
use super::fold::Tournament;
use super::ranking::{Line, Ranked, rank};
use super::team::standings::{TeamRow, ranked};

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

impl Ranked for StandingsRow {
    fn line(&self) -> Line {
        Line {
            played: self.played,
            wins: self.wins,
            losses: self.losses,
            byes: self.byes,
            points_for: self.points_for,
            points_against: self.points_against,
        }
    }

    fn number(&self) -> u32 {
        self.pair.0
    }

    fn place(&mut self, rank: u32, level_with_previous: bool) {
        self.rank = rank;
        self.level_with_previous = level_with_previous;
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
        let pairs = self.pairs();
        let mut lines = vec![Line::default(); pairs.len()];
        let index = |pair: PairId| pairs.iter().position(|p| p.id == pair);
        let setup = self.setup();
        for round in self.rounds() {
            if let Some(i) = round.pairing.bye.and_then(index) {
                lines[i].bye(setup.bye);
            }
            for result in round.results.iter().flatten() {
                for score in &result.scores {
                    let Some(i) = index(score.pair) else {
                        continue;
                    };
                    let won = result.winner == score.pair;
                    lines[i].credit(
                        setup,
                        result.end,
                        won,
                        score.points_for,
                        score.points_against,
                    );
                }
            }
        }
        let mut rows: Vec<StandingsRow> = pairs
            .iter()
            .zip(lines)
            .map(|(p, line)| StandingsRow {
                rank: 0,
                pair: p.id,
                players: p.players.clone(),
                played: line.played,
                wins: line.wins,
                losses: line.losses,
                byes: line.byes,
                points_for: line.points_for,
                points_against: line.points_against,
                difference: line.difference(),
                withdrawn: p.withdrawn,
                level_with_previous: false,
            })
            .collect();
        let seed = setup.seed;
        rank(&mut rows, &setup.ranking, |number| {
            draw(seed, PairId(number))
        });
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
        let setup = self.setup();
        ranked(
            self.teams(),
            &self.standings(),
            |row| row.pair,
            &setup.ranking,
            |number| draw(setup.seed, PairId(number)),
        )
    }
}
