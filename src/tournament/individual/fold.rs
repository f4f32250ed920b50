//! The fold of an individual tournament: its log, every entry checked
//! against what came before it. Applying an entry returns the new
//! tournament or refuses with a [`TournamentError`], leaving it exactly as
//! it was.

use serde::{Deserialize, Serialize};

use super::event::{IndividualEvent, PlayerId, Seating, SeatsResult, TableSeats};
use crate::tournament::entrant::{Entrant, Refused};
use crate::tournament::error::TournamentError;
use crate::tournament::event::{TableResult, TournamentMode, TournamentSetup};
use crate::tournament::fold::NextStep;
use crate::tournament::lifecycle::{self, Entry, LiveRound, TableOutcome};
use crate::tournament::mode::{FoldMode, Read, TournamentOf};
use crate::tournament::setup::{check_length, name_refused};
use crate::tournament::team::{PLAYERS_A_TEAM, team_name};
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

    fn names(&self) -> &[String] {
        std::slice::from_ref(&self.name)
    }

    fn number(player: PlayerId) -> u32 {
        player.0
    }

    fn withdrawn(&self) -> bool {
        self.withdrawn
    }

    fn withdraw(&mut self) {
        self.withdrawn = true;
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

/// An individual tournament: its setup, its log, and what the log folds to
/// (the fold both modes share, [`TournamentOf`]).
pub type IndividualTournament = TournamentOf<Individual>;

/// The mode of an individual tournament, as its fold reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Individual {}

impl FoldMode for Individual {
    type Event = IndividualEvent;
    type Id = PlayerId;
    type Entrant = Player;
    type Round = SeatedRound;
    type Announced = Seating;
    const MODE: TournamentMode = TournamentMode::Individual;
    const A_TEAM: usize = PLAYERS_A_TEAM;
    const LEAST: usize = 4;

    fn created(setup: TournamentSetup) -> IndividualEvent {
        IndividualEvent::Created(setup)
    }

    fn read(event: &IndividualEvent) -> Read<'_, Individual> {
        use IndividualEvent as E;
        match event {
            E::Created(_) => Read::Created,
            E::PlayerRegistered { player, name } => Read::Registered(Player {
                id: *player,
                name: name.clone(),
                withdrawn: false,
            }),
            E::PlayerRenamed { player, name } => Read::Renamed(Player {
                id: *player,
                name: name.clone(),
                withdrawn: false,
            }),
            E::PlayerWithdrawn { player } => Read::Withdrawn(*player),
            E::TeamRegistered { team, players } => Read::Team(team, players),
            E::RoundSeated(seating) => Read::Announced(seating),
            E::ResultRecorded {
                round,
                table,
                result,
            } => Read::Result(Entry::Record, *round, *table, result),
            E::ResultCorrected {
                round,
                table,
                result,
            } => Read::Result(Entry::Correct, *round, *table, result),
            E::RoundClosed { round } => Read::Closed(*round),
        }
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

    fn names(player: &Player) -> &[String] {
        std::slice::from_ref(&player.name)
    }

    fn check_registration(
        tournament: &IndividualTournament,
        player: &Player,
    ) -> Result<Vec<String>, TournamentError> {
        let key = tournament.check_registration(player.id, &player.name)?;
        Ok(vec![key])
    }

    fn in_two_teams(player: PlayerId, team: &str, other: &str) -> TournamentError {
        TournamentError::PlayerInTwoTeams {
            player,
            team: team.to_owned(),
            other: other.to_owned(),
        }
    }

    fn check_round(
        tournament: &IndividualTournament,
        seating: &Seating,
    ) -> Result<(), TournamentError> {
        tournament.check_seating(seating)
    }

    fn round_number(seating: &Seating) -> u32 {
        seating.round
    }

    fn round(seating: &Seating) -> SeatedRound {
        SeatedRound {
            results: vec![None; seating.tables.len()],
            seating: seating.clone(),
            closed: false,
        }
    }

    /// The result as given, once checked.
    fn check_at(
        tournament: &IndividualTournament,
        round: u32,
        at: TableSeats,
        result: &SeatsResult,
    ) -> Result<SeatsResult, TournamentError> {
        tournament.check_at(round, &at, result)?;
        Ok(result.clone())
    }
}

/// A player's name as a new entry keeps it: the one rule of names
/// ([`clean_name`]: trimmed, NFC), or the refusal (`player_unnamed` naming
/// the player for a blank one, `name_too_long`, `bad_player_name`).
pub(crate) fn player_name(player: PlayerId, name: &str) -> Result<String, TournamentError> {
    clean_name(name).map_err(|reason| {
        let blank = Some(TournamentError::PlayerUnnamed { player });
        name_refused(name, reason, blank, name.trim().chars().count())
    })
}

impl IndividualTournament {
    /// The tournament after a new entry, as the director makes it: a
    /// registered player's name, and a team's, pass the one rule of names
    /// ([`clean_name`]) and is kept as it gives it back, then the entry is
    /// checked as [`apply`](IndividualTournament::apply) checks it.
    pub fn enter(&self, event: IndividualEvent) -> Result<IndividualTournament, TournamentError> {
        let event = match event {
            IndividualEvent::PlayerRegistered { player, name } => {
                IndividualEvent::PlayerRegistered {
                    player,
                    name: player_name(player, &name)?,
                }
            }
            IndividualEvent::PlayerRenamed { player, name } => IndividualEvent::PlayerRenamed {
                player,
                name: player_name(player, &name)?,
            },
            IndividualEvent::TeamRegistered { team, players } => IndividualEvent::TeamRegistered {
                team: team_name(&team)?,
                players,
            },
            other => other,
        };
        self.apply(event)
    }

    /// Every registered player, in the order they registered.
    pub fn players(&self) -> &[Player] {
        &self.entrants
    }

    /// A player by their number.
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.entrants.get(id)
    }

    /// The players still playing, in the order they registered.
    pub fn active_players(&self) -> impl Iterator<Item = &Player> {
        self.active()
    }

    /// What the director may do next.
    pub fn next_step(&self) -> IndividualStep {
        match self.step() {
            NextStep::Register { active } => IndividualStep::Register { active },
            NextStep::Pair { round } => IndividualStep::Seat { round },
            NextStep::Record { round, tables } => IndividualStep::Record { round, tables },
            NextStep::Close { round } => IndividualStep::Close { round },
        }
    }

    /// A new player checked against the players registered; their name's
    /// key.
    fn check_registration(&self, player: PlayerId, name: &str) -> Result<String, TournamentError> {
        self.entrants.check_new(player)?;
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
        let seen = self.entrants.named_once(named)?;
        if seating.sit_out.len() != active % 4 {
            return Err(TournamentError::SitOutCount {
                active,
                expected: active % 4,
                given: seating.sit_out.len(),
            });
        }
        self.entrants.none_left_out(&seen)
    }
}
