//! The fold of an individual tournament: its log, every entry checked
//! against what came before it. Applying an entry returns the new
//! tournament or refuses with a [`TournamentError`], leaving it exactly as
//! it was.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::event::{IndividualEvent, PlayerId, Seating, SeatsResult, TableSeats};
use crate::tournament::entrant::{self, Entrant, Refused};
use crate::tournament::error::TournamentError;
use crate::tournament::event::{TableResult, TournamentMode, TournamentSetup};
use crate::tournament::fold::NextStep;
use crate::tournament::lifecycle::{self, Entry, Lifecycle, LiveRound, TableOutcome};
use crate::tournament::log::{self, Log};
use crate::tournament::setup::{check_length, check_setup, name_refused};
use crate::tournament::team::{PLAYERS_A_TEAM, Team, check_team, team_name};
use crate::{MAX_NAME_CHARS, clean_name, name_key};

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

impl Entrant for Player {
    type Id = PlayerId;
    const MAX_NUMBER: u32 = MAX_PLAYER_NUMBER;
    const MAX: usize = MAX_PLAYERS;

    fn id(&self) -> PlayerId {
        self.id
    }

    fn number(player: PlayerId) -> u32 {
        player.0
    }

    fn withdrawn(&self) -> bool {
        self.withdrawn
    }

    fn refusal(player: PlayerId, why: Refused) -> TournamentError {
        match why {
            Refused::NumberOutOfRange => TournamentError::PlayerNumberOutOfRange {
                player,
                max: MAX_PLAYER_NUMBER,
            },
            Refused::NumberTaken => TournamentError::PlayerNumberTaken { player },
            Refused::TooMany => TournamentError::TooManyPlayers { max: MAX_PLAYERS },
            Refused::Unknown => TournamentError::UnknownPlayer { player },
            Refused::Withdrawn => TournamentError::PlayerWithdrawn { player },
            Refused::TwiceInRound => TournamentError::PlayerTwiceInRound { player },
            Refused::NotInRound => TournamentError::PlayerNotInRound { player },
        }
    }
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
        lifecycle::missing(self)
    }
}

impl LiveRound for SeatedRound {
    type Outcome = SeatsResult;
    type Table = TableSeats;

    fn number(&self) -> u32 {
        self.seating.round
    }

    fn table_numbers(&self) -> impl Iterator<Item = u32> + '_ {
        self.seating.tables.iter().map(|at| at.table)
    }

    fn tables(&self) -> &[TableSeats] {
        &self.seating.tables
    }

    fn results(&self) -> &[Option<SeatsResult>] {
        &self.results
    }

    fn results_mut(&mut self) -> &mut [Option<SeatsResult>] {
        &mut self.results
    }

    fn is_closed(&self) -> bool {
        self.closed
    }

    fn close(&mut self) {
        self.closed = true;
    }
}

impl TableOutcome for SeatsResult {
    fn same_outcome(&self, other: &SeatsResult) -> bool {
        SeatsResult::same_outcome(self, other)
    }

    fn as_table_result(&self) -> TableResult {
        SeatsResult::as_table_result(self)
    }

    fn from_imported(
        round: u32,
        table: u32,
        result: TableResult,
    ) -> Result<SeatsResult, TournamentError> {
        SeatsResult::from_table_result(round, table, &result)
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

/// An individual tournament's next step in the words of a tournament of
/// pairs', for what reads both modes alike (the list's progress, the desk's
/// card): seating a round is its [`NextStep::Pair`].
impl From<IndividualStep> for NextStep {
    fn from(step: IndividualStep) -> NextStep {
        match step {
            IndividualStep::Register { active } => NextStep::Register { active },
            IndividualStep::Seat { round } => NextStep::Pair { round },
            IndividualStep::Record { round, tables } => NextStep::Record { round, tables },
            IndividualStep::Close { round } => NextStep::Close { round },
        }
    }
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
        log::fold_log(events)
    }

    /// The tournament after a new entry, as the director makes it: a
    /// registered player's name, and a team's, pass the one rule of names
    /// ([`clean_name`]) and is kept as it gives it back, then the entry is
    /// checked as [`apply`](IndividualTournament::apply) checks it.
    pub fn enter(&self, event: IndividualEvent) -> Result<IndividualTournament, TournamentError> {
        let event = match event {
            IndividualEvent::PlayerRegistered { player, name } => {
                let name = clean_name(&name).map_err(|reason| {
                    let blank = Some(TournamentError::PlayerUnnamed { player });
                    name_refused(&name, reason, blank, name.trim().chars().count())
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
        log::check_room(self.events.len())?;
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
                let index = entrant::active_index(&self.players, *player)?;
                self.players[index].withdrawn = true;
                self.active_names
                    .remove(&name_key(&self.players[index].name));
            }
            IndividualEvent::TeamRegistered { team, players } => {
                let known = |player| entrant::known(&self.players, player);
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
            } => self.enter_result_mut(Entry::Record, *round, *table, result)?,
            IndividualEvent::ResultCorrected {
                round,
                table,
                result,
            } => self.enter_result_mut(Entry::Correct, *round, *table, result)?,
            IndividualEvent::RoundClosed { round } => self.close_round_mut(*round)?,
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
        if let Some((round, tables)) = lifecycle::open_round(&self.rounds) {
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
        lifecycle::next_round(&self.rounds)
    }

    /// The index of a seated round.
    pub(crate) fn round_index(&self, round: u32) -> Result<usize, TournamentError> {
        lifecycle::round_index(&self.rounds, round)
    }

    /// The indexes of a round and of one of its tables.
    pub(crate) fn table_index(
        &self,
        round: u32,
        table: u32,
    ) -> Result<(usize, usize), TournamentError> {
        lifecycle::table_index(&self.rounds, round, table)
    }

    /// A new player checked against the players registered; their name's
    /// key.
    fn check_registration(&self, player: PlayerId, name: &str) -> Result<String, TournamentError> {
        entrant::check_new(&self.players, player)?;
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
        lifecycle::check_announced(&self.rounds, seating.round)?;
        let active = self.active_players().count();
        if active < 4 {
            return Err(TournamentError::TooFewPlayers { active });
        }
        lifecycle::check_numbered(seating.tables.iter().map(|at| at.table))?;
        let named = seating
            .tables
            .iter()
            .flat_map(|at| at.seats)
            .chain(seating.sit_out.iter().copied());
        let seen = entrant::named_once(&self.players, named)?;
        if seating.sit_out.len() != active % 4 {
            return Err(TournamentError::SitOutCount {
                active,
                expected: active % 4,
                given: seating.sit_out.len(),
            });
        }
        entrant::none_left_out(&self.players, &seen)
    }
}

impl Lifecycle for IndividualTournament {
    type Round = SeatedRound;

    fn live_rounds(&self) -> &[SeatedRound] {
        &self.rounds
    }

    fn live_rounds_mut(&mut self) -> &mut [SeatedRound] {
        &mut self.rounds
    }

    /// The result as given, once checked.
    fn checked_result(
        &self,
        round: u32,
        table: u32,
        result: &SeatsResult,
    ) -> Result<(usize, usize, SeatsResult), TournamentError> {
        let (r, t) = self.table_index(round, table)?;
        let at = self.rounds[r].seating.tables[t];
        self.check_at(round, &at, result)?;
        Ok((r, t, result.clone()))
    }
}

impl Log for IndividualTournament {
    type Event = IndividualEvent;

    fn log(&self) -> &[IndividualEvent] {
        &self.events
    }

    fn announces(event: &IndividualEvent) -> Option<u32> {
        match event {
            IndividualEvent::RoundSeated(seating) => Some(seating.round),
            _ => None,
        }
    }

    fn created(setup: TournamentSetup) -> Result<IndividualTournament, TournamentError> {
        IndividualTournament::new(setup)
    }

    fn setup_of(event: IndividualEvent) -> Result<TournamentSetup, IndividualEvent> {
        match event {
            IndividualEvent::Created(setup) => Ok(setup),
            other => Err(other),
        }
    }

    fn kind(event: &IndividualEvent) -> &'static str {
        event.kind()
    }

    fn apply_entry(&mut self, event: IndividualEvent) -> Result<(), TournamentError> {
        self.apply_mut(event)
    }
}
