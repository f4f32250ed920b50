//! An individual tournament's standings: each table's result credits each
//! of its four players with their side's line (a win or a loss, points for,
//! points against; a win at the target as the setup's
//! [`Credit`](crate::tournament::Credit) says); a player sitting out is
//! credited the setup's bye score as a win. Ranked by the setup's criteria,
//! as a pairs tournament's, and what they leave level by the draw on the
//! player's number.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::event::{PlayerId, TableSide};
use super::fold::IndividualTournament;
use crate::tournament::event::PairId;
use crate::tournament::ranking::{Line, Ranked, rank};
use crate::tournament::standings::draw;
use crate::tournament::team::standings::{TeamRow, ranked};

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

impl Ranked for PlayerRow {
    fn line(&self) -> Line {
        Line {
            played: self.played,
            wins: self.wins,
            losses: self.losses,
            byes: self.sit_outs,
            points_for: self.points_for,
            points_against: self.points_against,
        }
    }

    fn number(&self) -> u32 {
        self.player.0
    }

    fn place(&mut self, rank: u32, level_with_previous: bool) {
        self.rank = rank;
        self.level_with_previous = level_with_previous;
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
        let players = self.players();
        let mut lines = vec![Line::default(); players.len()];
        let index: HashMap<PlayerId, usize> =
            players.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
        let setup = self.setup();
        for round in self.rounds() {
            for player in &round.seating.sit_out {
                if let Some(&i) = index.get(player) {
                    lines[i].bye(setup.bye);
                }
            }
            for (at, result) in round.seating.tables.iter().zip(&round.results) {
                let Some(result) = result else {
                    continue;
                };
                for (seat, player) in at.seats.iter().enumerate() {
                    let Some(&i) = index.get(player) else {
                        continue;
                    };
                    let side = TableSide::of_seat(seat);
                    let score = result.scores[side.index()];
                    let won = result.winner == side;
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
        let mut rows: Vec<PlayerRow> = players
            .iter()
            .zip(lines)
            .map(|(p, line)| PlayerRow {
                rank: 0,
                player: p.id,
                name: p.name.clone(),
                played: line.played,
                wins: line.wins,
                losses: line.losses,
                sit_outs: line.byes,
                points_for: line.points_for,
                points_against: line.points_against,
                difference: line.difference(),
                withdrawn: p.withdrawn,
                level_with_previous: false,
            })
            .collect();
        let seed = setup.seed;
        rank(&mut rows, &setup.ranking, |number| {
            player_draw(seed, PlayerId(number))
        });
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
        let setup = self.setup();
        ranked(
            self.teams(),
            &self.standings(),
            |row| row.player,
            &setup.ranking,
            |number| draw(setup.seed, PairId(number)),
        )
    }
}
