//! The fold of an individual tournament: its log, every entry checked
//! against what came before it. Applying an entry returns the new
//! tournament or refuses with a [`TournamentError`], leaving it exactly as
//! it was.

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};

use super::event::{IndividualEvent, PlayerId, Seating, SeatsResult};
use crate::tournament::error::TournamentError;
use crate::tournament::event::{TournamentMode, TournamentSetup};
use crate::tournament::setup::{MAX_TOURNAMENT_EVENTS, check_length, check_setup};
use crate::tournament::team::{PLAYERS_A_TEAM, Team, check_team, team_name};
use crate::{MAX_NAME_CHARS, NameProblem, clean_name, name_key};

/// The most players an individual tournament registers.
pub const MAX_PLAYERS: usize = 1_000;
/// The highest player number.
pub const MAX_PLAYER_NUMBER: u32 = 9_999;

/// A registered player.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// Their number.
    pub id: PlayerId,
    /// Their name.
    pub name: String,
    /// They have withdrawn: they are seated no more.
    pub withdrawn: bool,
}

/// A seated round: its seating as announced, each table's result once it
/// arrives, and whether it is closed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatedRound {
    /// The seating.
    pub seating: Seating,
    /// The result of each table, in the order of `seating.tables`.
    pub results: Vec<Option<SeatsResult>>,
    /// Closed: every table has its result.
    pub closed: bool,
}

impl SeatedRound {
    /// The tables still waiting for a result.
    pub fn missing(&self) -> Vec<u32> {
        self.seating
            .tables
            .iter()
            .zip(&self.results)
            .filter(|(_, result)| result.is_none())
            .map(|(table, _)| table.table)
            .collect()
    }
}

/// What the director of an individual tournament may do next (besides
/// registering and withdrawing players, open at any time).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum IndividualStep {
    /// Fewer than 4 players are playing: register more.
    Register {
        /// Players playing.
        active: usize,
    },
    /// Seat this round ([`IndividualTournament::next_seating`]).
    Seat {
        /// The round.
        round: u32,
    },
    /// Record the results of these tables.
    Record {
        /// The round.
        round: u32,
        /// Its tables without a result.
        tables: Vec<u32>,
    },
    /// Every result is in: close the round.
    Close {
        /// The round.
        round: u32,
    },
}

/// An individual tournament: its setup, its log, and what the log folds to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndividualTournament {
    setup: TournamentSetup,
    events: Vec<IndividualEvent>,
    players: Vec<Player>,
    rounds: Vec<SeatedRound>,
    teams: Vec<Team<PlayerId>>,
    /// The [`name_key`] of every player still playing, and their number.
    active_names: HashMap<String, PlayerId>,
}

impl IndividualTournament {
    /// A tournament with only its `created` entry (`"mode": "individual"`).
    pub fn new(setup: TournamentSetup) -> Result<IndividualTournament, TournamentError> {
        check_setup(&setup, TournamentMode::Individual)?;
        Ok(IndividualTournament {
            events: vec![IndividualEvent::Created(setup.clone())],
            setup,
            players: Vec::new(),
            rounds: Vec::new(),
            teams: Vec::new(),
            active_names: HashMap::new(),
        })
    }

    /// A tournament folded from a whole log, which starts with `created`;
    /// refuses the first bad entry with its index.
    pub fn from_events(
        events: impl IntoIterator<Item = IndividualEvent>,
    ) -> Result<IndividualTournament, TournamentError> {
        let mut events = events.into_iter();
        let at = |index: usize| {
            move |error| TournamentError::InvalidEvent {
                index,
                error: Box::new(error),
            }
        };
        let mut tournament = match events.next() {
            Some(IndividualEvent::Created(setup)) => {
                IndividualTournament::new(setup).map_err(at(0))?
            }
            Some(other) => {
                return Err(at(0)(TournamentError::TournamentNotCreated {
                    kind: other.kind().to_owned(),
                }));
            }
            None => {
                return Err(TournamentError::TournamentNotCreated {
                    kind: "none".to_owned(),
                });
            }
        };
        for (index, event) in events.enumerate() {
            tournament.apply_mut(event).map_err(at(index + 1))?;
        }
        Ok(tournament)
    }

    /// The tournament after a new entry, as the director makes it: a
    /// registered player's name, and a team's, pass the one rule of names
    /// ([`clean_name`]) and is kept as it gives it back, then the entry is
    /// checked as [`apply`](IndividualTournament::apply) checks it.
    pub fn enter(&self, event: IndividualEvent) -> Result<IndividualTournament, TournamentError> {
        let event = match event {
            IndividualEvent::PlayerRegistered { player, name } => {
                let name = clean_name(&name).map_err(|reason| match reason {
                    NameProblem::Empty => TournamentError::PlayerUnnamed { player },
                    NameProblem::TooLong => TournamentError::NameTooLong {
                        chars: name.trim().chars().count(),
                        max: MAX_NAME_CHARS,
                    },
                    reason => TournamentError::BadPlayerName {
                        name: name.chars().take(60).collect(),
                        reason,
                    },
                })?;
                IndividualEvent::PlayerRegistered { player, name }
            }
            IndividualEvent::TeamRegistered { team, players } => IndividualEvent::TeamRegistered {
                team: team_name(&team)?,
                players,
            },
            other => other,
        };
        self.apply(event)
    }

    /// The tournament after `event`, or why it is refused.
    pub fn apply(&self, event: IndividualEvent) -> Result<IndividualTournament, TournamentError> {
        let mut next = self.clone();
        next.apply_mut(event)?;
        Ok(next)
    }

    /// Records `event` in place; on refusal nothing changes.
    pub fn apply_mut(&mut self, event: IndividualEvent) -> Result<(), TournamentError> {
        if self.events.len() >= MAX_TOURNAMENT_EVENTS {
            return Err(TournamentError::TournamentTooManyEvents {
                found: self.events.len() + 1,
                max: MAX_TOURNAMENT_EVENTS,
            });
        }
        match &event {
            IndividualEvent::Created(_) => return Err(TournamentError::TournamentAlreadyCreated),
            IndividualEvent::PlayerRegistered { player, name } => {
                let key = self.check_registration(*player, name)?;
                self.active_names.insert(key, *player);
                self.players.push(Player {
                    id: *player,
                    name: name.clone(),
                    withdrawn: false,
                });
            }
            IndividualEvent::PlayerWithdrawn { player } => {
                let index = self.active_index(*player)?;
                self.players[index].withdrawn = true;
                self.active_names
                    .remove(&name_key(&self.players[index].name));
            }
            IndividualEvent::TeamRegistered { team, players } => {
                let known = |player| {
                    self.player(player)
                        .map(|_| ())
                        .ok_or(TournamentError::UnknownPlayer { player })
                };
                let taken = |player, other: &str| TournamentError::PlayerInTwoTeams {
                    player,
                    team: team.clone(),
                    other: other.to_owned(),
                };
                let team = check_team(&self.teams, team, players, PLAYERS_A_TEAM, known, taken)?;
                self.teams.push(team);
            }
            IndividualEvent::RoundSeated(seating) => {
                self.check_seating(seating)?;
                self.rounds.push(SeatedRound {
                    results: vec![None; seating.tables.len()],
                    seating: seating.clone(),
                    closed: false,
                });
            }
            IndividualEvent::ResultRecorded {
                round,
                table,
                result,
            } => {
                let (r, t, result) = self.checked_result(*round, *table, result)?;
                match &self.rounds[r].results[t] {
                    Some(recorded) if recorded.same_outcome(&result) => {
                        return Err(TournamentError::ResultAlreadyRecorded {
                            round: *round,
                            table: *table,
                        });
                    }
                    Some(recorded) => {
                        return Err(TournamentError::ResultConflict {
                            round: *round,
                            table: *table,
                            recorded: Box::new(recorded.as_table_result()),
                            given: Box::new(result.as_table_result()),
                        });
                    }
                    None => self.rounds[r].results[t] = Some(result),
                }
            }
            IndividualEvent::ResultCorrected {
                round,
                table,
                result,
            } => {
                let (r, t, result) = self.checked_result(*round, *table, result)?;
                let slot = &mut self.rounds[r].results[t];
                if slot.is_none() {
                    return Err(TournamentError::NoResultToCorrect {
                        round: *round,
                        table: *table,
                    });
                }
                *slot = Some(result);
            }
            IndividualEvent::RoundClosed { round } => {
                let r = self.round_index(*round)?;
                let open = &mut self.rounds[r];
                if open.closed {
                    return Err(TournamentError::RoundAlreadyClosed { round: *round });
                }
                let tables = open.missing();
                if !tables.is_empty() {
                    return Err(TournamentError::ResultsMissing {
                        round: *round,
                        tables,
                    });
                }
                open.closed = true;
            }
        }
        self.events.push(event);
        Ok(())
    }

    /// The setup.
    pub fn setup(&self) -> &TournamentSetup {
        &self.setup
    }

    /// The log, `created` first.
    pub fn events(&self) -> &[IndividualEvent] {
        &self.events
    }

    /// Every registered player, in the order they registered.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// A player by their number.
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    /// The players still playing, in the order they registered.
    pub fn active_players(&self) -> impl Iterator<Item = &Player> {
        self.players.iter().filter(|p| !p.withdrawn)
    }

    /// The teams, in the order they registered.
    pub fn teams(&self) -> &[Team<PlayerId>] {
        &self.teams
    }

    /// The rounds seated so far.
    pub fn rounds(&self) -> &[SeatedRound] {
        &self.rounds
    }

    /// What the director may do next.
    pub fn next_step(&self) -> IndividualStep {
        if let Some(last) = self.rounds.last()
            && !last.closed
        {
            let tables = last.missing();
            let round = last.seating.round;
            return if tables.is_empty() {
                IndividualStep::Close { round }
            } else {
                IndividualStep::Record { round, tables }
            };
        }
        let active = self.active_players().count();
        if active < 4 {
            return IndividualStep::Register { active };
        }
        IndividualStep::Seat {
            round: self.next_round(),
        }
    }

    /// The number of the next round to seat.
    pub fn next_round(&self) -> u32 {
        u32::try_from(self.rounds.len())
            .unwrap_or(u32::MAX)
            .saturating_add(1)
    }

    /// The index of a seated round.
    pub(crate) fn round_index(&self, round: u32) -> Result<usize, TournamentError> {
        let index = usize::try_from(round).unwrap_or(usize::MAX);
        if index == 0 || index > self.rounds.len() {
            return Err(TournamentError::NoSuchRound {
                round,
                rounds: u32::try_from(self.rounds.len()).unwrap_or(u32::MAX),
            });
        }
        Ok(index - 1)
    }

    /// The indexes of a round and of one of its tables.
    pub(crate) fn table_index(
        &self,
        round: u32,
        table: u32,
    ) -> Result<(usize, usize), TournamentError> {
        let r = self.round_index(round)?;
        let tables = &self.rounds[r].seating.tables;
        let t =
            tables
                .iter()
                .position(|at| at.table == table)
                .ok_or(TournamentError::NoSuchTable {
                    round,
                    table,
                    tables: u32::try_from(tables.len()).unwrap_or(u32::MAX),
                })?;
        Ok((r, t))
    }

    /// The index of a player still playing.
    fn active_index(&self, player: PlayerId) -> Result<usize, TournamentError> {
        let index = self
            .players
            .iter()
            .position(|p| p.id == player)
            .ok_or(TournamentError::UnknownPlayer { player })?;
        if self.players[index].withdrawn {
            return Err(TournamentError::PlayerWithdrawn { player });
        }
        Ok(index)
    }

    /// A new player checked against the players registered; their name's
    /// key.
    fn check_registration(&self, player: PlayerId, name: &str) -> Result<String, TournamentError> {
        if player.0 == 0 || player.0 > MAX_PLAYER_NUMBER {
            return Err(TournamentError::PlayerNumberOutOfRange {
                player,
                max: MAX_PLAYER_NUMBER,
            });
        }
        if self.player(player).is_some() {
            return Err(TournamentError::PlayerNumberTaken { player });
        }
        if self.players.len() >= MAX_PLAYERS {
            return Err(TournamentError::TooManyPlayers { max: MAX_PLAYERS });
        }
        if name.trim().is_empty() {
            return Err(TournamentError::PlayerUnnamed { player });
        }
        check_length(name, MAX_NAME_CHARS)?;
        let key = name_key(name);
        if let Some(&other) = self.active_names.get(&key) {
            return Err(TournamentError::PlayerNameTaken {
                name: name.to_owned(),
                player,
                other,
            });
        }
        Ok(key)
    }

    /// A seating checked against the players playing: the next round, after
    /// the last is closed; tables 1 to n; every player playing once, seated
    /// or sitting out; as many sitting out as tables of four leave over.
    fn check_seating(&self, seating: &Seating) -> Result<(), TournamentError> {
        if let Some(open) = self.rounds.last().filter(|r| !r.closed) {
            return Err(TournamentError::RoundNotClosed {
                round: open.seating.round,
            });
        }
        let expected = self.next_round();
        if seating.round != expected {
            return Err(TournamentError::RoundOutOfOrder {
                given: seating.round,
                expected,
            });
        }
        let active = self.active_players().count();
        if active < 4 {
            return Err(TournamentError::TooFewPlayers { active });
        }
        for (at, expected) in seating.tables.iter().zip(1..) {
            if at.table != expected {
                return Err(TournamentError::TableOutOfOrder {
                    given: at.table,
                    expected,
                });
            }
        }
        let mut seen: HashSet<PlayerId> = HashSet::with_capacity(active);
        let named = seating
            .tables
            .iter()
            .flat_map(|at| at.seats)
            .chain(seating.sit_out.iter().copied());
        for player in named {
            self.active_index(player)?;
            if !seen.insert(player) {
                return Err(TournamentError::PlayerTwiceInRound { player });
            }
        }
        if seating.sit_out.len() != active % 4 {
            return Err(TournamentError::SitOutCount {
                active,
                expected: active % 4,
                given: seating.sit_out.len(),
            });
        }
        if let Some(left) = self.active_players().find(|p| !seen.contains(&p.id)) {
            return Err(TournamentError::PlayerNotInRound { player: left.id });
        }
        Ok(())
    }
}
