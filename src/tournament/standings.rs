//! The standings: every pair's wins, byes and points from the results
//! recorded (a win at the target credited as the setup's
//! [`Credit`](super::event::Credit) says), ranked by the setup's criteria
//! (by default wins, then the point difference, then points for), and what
//! the criteria leave level by the draw — a number the seed gives each
//! pair, the same for the same seed.

use std::hash::Hash;

use serde::{Deserialize, Serialize};

use super::event::{PairId, TournamentSetup};
use super::fold::Tournament;
use super::ranking::{Ranked, Tally, ranked_row, row_of_line, standings};
use super::team::Team;
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

ranked_row!(StandingsRow, byes, |row| row.pair.0);

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
        let setup = self.setup();
        let tallies = self.rounds().iter().flat_map(|round| {
            let results = round.results.iter().flatten();
            let matches = results.flat_map(|result| {
                result.scores.iter().map(move |score| {
                    let won = result.winner == score.pair;
                    Tally::Match(
                        score.pair,
                        result.end,
                        won,
                        score.points_for,
                        score.points_against,
                    )
                })
            });
            round.pairing.bye.map(Tally::Bye).into_iter().chain(matches)
        });
        standings(
            self.pairs(),
            |p| p.id,
            tallies,
            setup,
            |number| draw(setup.seed, PairId(number)),
            |p, line| {
                row_of_line!(
                    StandingsRow {
                        pair: p.id,
                        players: p.players.clone(),
                        withdrawn: p.withdrawn,
                    },
                    line,
                    byes
                )
            },
        )
    }
}

impl Tournament {
    /// The team standings, best first: every team's pairs' lines of
    /// [`standings`](Tournament::standings) summed
    /// ([`team::standings`](super::team::standings)), ties the ranking
    /// leaves broken by the draw on the team's number. Empty when no team
    /// is registered.
    pub fn team_standings(&self) -> Vec<TeamRow<PairId>> {
        teams_ranked(
            self.teams(),
            self.setup(),
            || self.standings(),
            |row| row.pair,
        )
    }
}

/// The team standings of a tournament of either mode: `teams`' rows
/// ([`ranked`]) from their members' lines in `standings` (`member` says
/// whose line a row is), ties broken by the draw on the team's number.
/// Empty, the standings not asked, when no team is registered.
pub(crate) fn teams_ranked<M: Copy + Eq + Hash, R: Ranked>(
    teams: &[Team<M>],
    setup: &TournamentSetup,
    standings: impl FnOnce() -> Vec<R>,
    member: impl Fn(&R) -> M,
) -> Vec<TeamRow<M>> {
    if teams.is_empty() {
        return Vec::new();
    }
    ranked(teams, &standings(), member, &setup.ranking, |number| {
        draw(setup.seed, PairId(number))
    })
}
