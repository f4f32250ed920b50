//! An individual tournament's standings: each table's result credits each
//! of its four players with their side's line (a win or a loss, points for,
//! points against; a win at the target as the setup's
//! [`Credit`](crate::tournament::Credit) says); a player sitting out is
//! credited the setup's bye score as a win. Ranked by the setup's criteria,
//! as a pairs tournament's, and what they leave level by the draw on the
//! player's number.

use serde::{Deserialize, Serialize};

use super::event::{PlayerId, TableSide};
use super::fold::IndividualTournament;
use crate::tournament::event::PairId;
use crate::tournament::ranking::{Tally, ranked_row, row_of_line, standings};
use crate::tournament::standings::{draw, teams_ranked};
use crate::tournament::team::standings::TeamRow;

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

ranked_row!(PlayerRow, sit_outs, |row| row.player.0);

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
        let setup = self.setup();
        let tallies = self.rounds().iter().flat_map(|round| {
            let tables = round.seating.tables.iter().zip(&round.results);
            let matches = tables.flat_map(|(at, result)| {
                let seats = result.as_ref().map(|result| (result, at.seats));
                seats.into_iter().flat_map(|(result, seats)| {
                    seats.into_iter().enumerate().map(move |(seat, player)| {
                        let side = TableSide::of_seat(seat);
                        let score = result.scores[side.index()];
                        let won = result.winner == side;
                        Tally::Match(
                            player,
                            result.end,
                            won,
                            score.points_for,
                            score.points_against,
                        )
                    })
                })
            });
            let sit_outs = round.seating.sit_out.iter().copied().map(Tally::Bye);
            sit_outs.chain(matches)
        });
        standings(
            self.players(),
            |p| p.id,
            tallies,
            setup,
            |number| player_draw(setup.seed, PlayerId(number)),
            |p, line| {
                row_of_line!(
                    PlayerRow {
                        player: p.id,
                        name: p.name.clone(),
                        withdrawn: p.withdrawn,
                    },
                    line,
                    sit_outs
                )
            },
        )
    }
}

impl IndividualTournament {
    /// The team standings, best first: every team's players' lines of
    /// [`standings`](IndividualTournament::standings) summed
    /// ([`team::standings`](crate::tournament::team::standings)), ties the
    /// ranking leaves broken by the draw on the team's number. Empty when
    /// no team is registered.
    pub fn team_standings(&self) -> Vec<TeamRow<PlayerId>> {
        teams_ranked(
            self.teams(),
            self.setup(),
            || self.standings(),
            |row| row.player,
        )
    }
}
