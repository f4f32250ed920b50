//! The fold: a tournament is its log, and every entry is checked against
//! what came before it. Applying an entry returns the new tournament or
//! refuses with a [`TournamentError`], leaving it exactly as it was.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::check::check_result;
use super::entrant::{self, Entrant, Refused};
use super::error::TournamentError;
use super::event::{
    PairId, Pairing, TablePairing, TableResult, TournamentEvent, TournamentMode, TournamentSetup,
};
use super::lifecycle::{self, Entry, Lifecycle, LiveRound};
use super::log::{self, Log};
use super::setup::{MAX_PAIR_NUMBER, MAX_PAIRS, check_length, check_setup, player_names};
use super::team::{PAIRS_A_TEAM, Team, check_team, team_name};
use crate::{MAX_NAME_CHARS, name_key};

/// A registered pair.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pair {
    /// Its number.
    pub id: PairId,
    /// Its players.
    pub players: [String; 2],
    /// It has withdrawn: it is paired no more.
    pub withdrawn: bool,
}

impl Entrant for Pair {
    type Id = PairId;
    const MAX_NUMBER: u32 = MAX_PAIR_NUMBER;
    const MAX: usize = MAX_PAIRS;

    fn id(&self) -> PairId {
        self.id
    }

    fn number(pair: PairId) -> u32 {
        pair.0
    }

    fn withdrawn(&self) -> bool {
        self.withdrawn
    }

    fn refusal(pair: PairId, why: Refused) -> TournamentError {
        match why {
            Refused::NumberOutOfRange => TournamentError::PairNumberOutOfRange {
                pair,
                max: MAX_PAIR_NUMBER,
            },
            Refused::NumberTaken => TournamentError::PairNumberTaken { pair },
            Refused::TooMany => TournamentError::TooManyPairs { max: MAX_PAIRS },
            Refused::Unknown => TournamentError::UnknownPair { pair },
            Refused::Withdrawn => TournamentError::PairWithdrawn { pair },
            Refused::TwiceInRound => TournamentError::PairTwiceInRound { pair },
            Refused::NotInRound => TournamentError::PairNotInRound { pair },
        }
    }
}

/// A paired round: its pairing as announced, each table's result once it
/// arrives, and whether it is closed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Round {
    /// The pairing.
    pub pairing: Pairing,
    /// The result of each table, in the order of `pairing.tables`.
    pub results: Vec<Option<TableResult>>,
    /// Closed: every table has its result.
    pub closed: bool,
}

impl Round {
    /// The tables still waiting for a result.
    pub fn missing(&self) -> Vec<u32> {
        lifecycle::missing(self)
    }
}

impl LiveRound for Round {
    type Outcome = TableResult;
    type Table = TablePairing;

    fn number(&self) -> u32 {
        self.pairing.round
    }

    fn table_numbers(&self) -> impl Iterator<Item = u32> + '_ {
        self.pairing.tables.iter().map(|at| at.table)
    }

    fn tables(&self) -> &[TablePairing] {
        &self.pairing.tables
    }

    fn results(&self) -> &[Option<TableResult>] {
        &self.results
    }

    fn results_mut(&mut self) -> &mut [Option<TableResult>] {
        &mut self.results
    }

    fn is_closed(&self) -> bool {
        self.closed
    }

    fn close(&mut self) {
        self.closed = true;
    }
}

/// What the director may do next (besides registering and withdrawing
/// pairs, which are open at any time).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum NextStep {
    /// Fewer than 2 pairs are playing: register more.
    Register {
        /// Pairs playing.
        active: usize,
    },
    /// Pair this round ([`Tournament::next_pairing`]).
    Pair {
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

/// A tournament: its setup, its log, and what the log folds to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    setup: TournamentSetup,
    events: Vec<TournamentEvent>,
    pairs: Vec<Pair>,
    rounds: Vec<Round>,
    teams: Vec<Team<PairId>>,
    /// The [`name_key`] of every player of a pair still playing, and its
    /// pair: a name is folded once, when its pair registers (and once more
    /// when it withdraws), so registering n pairs folds 2n names, not n².
    active_names: HashMap<String, PairId>,
}

impl Tournament {
    /// A tournament with only its `created` entry.
    pub fn new(setup: TournamentSetup) -> Result<Tournament, TournamentError> {
        check_setup(&setup, TournamentMode::Pairs)?;
        Ok(Tournament {
            events: vec![TournamentEvent::Created(setup.clone())],
            setup,
            pairs: Vec::new(),
            rounds: Vec::new(),
            teams: Vec::new(),
            active_names: HashMap::new(),
        })
    }

    /// A tournament folded from a whole log, which starts with `created`;
    /// refuses the first bad entry with its index.
    pub fn from_events(
        events: impl IntoIterator<Item = TournamentEvent>,
    ) -> Result<Tournament, TournamentError> {
        log::fold_log(events)
    }

    /// The tournament after a new entry, as the director makes it (the
    /// app's commands append through it): a registered pair's players, and
    /// a team's name, pass the one rule of names
    /// ([`clean_name`](crate::clean_name)) and are kept as it gives them
    /// back (trimmed, NFC), then the entry is checked
    /// as [`apply`](Tournament::apply) checks it. The entry as recorded is
    /// the new tournament's last of [`events`](Tournament::events).
    ///
    /// A log already written is folded by [`apply`](Tournament::apply) and
    /// [`from_events`](Tournament::from_events), which keep the checks its
    /// names were written under: an older tournament with a name the rule
    /// now refuses still opens (`docs/rules-notes.md`, "Names").
    pub fn enter(&self, event: TournamentEvent) -> Result<Tournament, TournamentError> {
        let event = match event {
            TournamentEvent::PairRegistered { pair, players } => TournamentEvent::PairRegistered {
                pair,
                players: player_names(pair, &players)?,
            },
            TournamentEvent::TeamRegistered { team, pairs } => TournamentEvent::TeamRegistered {
                team: team_name(&team)?,
                pairs,
            },
            other => other,
        };
        self.apply(event)
    }

    /// The tournament after `event`, or why it is refused: the fold of an
    /// entry as its log holds it (a new entry goes through
    /// [`enter`](Tournament::enter)).
    pub fn apply(&self, event: TournamentEvent) -> Result<Tournament, TournamentError> {
        let mut next = self.clone();
        next.apply_mut(event)?;
        Ok(next)
    }

    /// Records `event` in place; on refusal nothing changes.
    pub fn apply_mut(&mut self, event: TournamentEvent) -> Result<(), TournamentError> {
        log::check_room(self.events.len())?;
        match &event {
            TournamentEvent::Created(_) => return Err(TournamentError::TournamentAlreadyCreated),
            TournamentEvent::PairRegistered { pair, players } => {
                let keys = self.check_registration(*pair, players)?;
                for key in keys {
                    self.active_names.insert(key, *pair);
                }
                self.pairs.push(Pair {
                    id: *pair,
                    players: players.clone(),
                    withdrawn: false,
                });
            }
            TournamentEvent::PairWithdrawn { pair } => {
                let index = entrant::active_index(&self.pairs, *pair)?;
                self.pairs[index].withdrawn = true;
                for player in &self.pairs[index].players {
                    self.active_names.remove(&name_key(player));
                }
            }
            TournamentEvent::TeamRegistered { team, pairs } => {
                let known = |pair| entrant::known(&self.pairs, pair);
                let taken = |pair, other: &str| TournamentError::PairInTwoTeams {
                    pair,
                    team: team.clone(),
                    other: other.to_owned(),
                };
                let team = check_team(&self.teams, team, pairs, PAIRS_A_TEAM, known, taken)?;
                self.teams.push(team);
            }
            TournamentEvent::RoundPaired(pairing) => {
                self.check_pairing(pairing)?;
                self.rounds.push(Round {
                    results: vec![None; pairing.tables.len()],
                    pairing: pairing.clone(),
                    closed: false,
                });
            }
            TournamentEvent::ResultRecorded {
                round,
                table,
                result,
            } => self.enter_result_mut(Entry::Record, *round, *table, result)?,
            TournamentEvent::ResultCorrected {
                round,
                table,
                result,
            } => self.enter_result_mut(Entry::Correct, *round, *table, result)?,
            TournamentEvent::RoundClosed { round } => self.close_round_mut(*round)?,
        }
        self.events.push(event);
        Ok(())
    }

    /// The setup.
    pub fn setup(&self) -> &TournamentSetup {
        &self.setup
    }

    /// The log, `created` first.
    pub fn events(&self) -> &[TournamentEvent] {
        &self.events
    }

    /// Every registered pair, in the order they registered.
    pub fn pairs(&self) -> &[Pair] {
        &self.pairs
    }

    /// A pair by its number.
    pub fn pair(&self, id: PairId) -> Option<&Pair> {
        self.pairs.iter().find(|p| p.id == id)
    }

    /// The pairs still playing, in the order they registered.
    pub fn active_pairs(&self) -> impl Iterator<Item = &Pair> {
        self.pairs.iter().filter(|p| !p.withdrawn)
    }

    /// The rounds paired so far.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The teams, in the order they registered.
    pub fn teams(&self) -> &[Team<PairId>] {
        &self.teams
    }

    /// What the director may do next.
    pub fn next_step(&self) -> NextStep {
        if let Some((round, tables)) = lifecycle::open_round(&self.rounds) {
            return if tables.is_empty() {
                NextStep::Close { round }
            } else {
                NextStep::Record { round, tables }
            };
        }
        let active = self.active_pairs().count();
        if active < 2 {
            return NextStep::Register { active };
        }
        NextStep::Pair {
            round: self.next_round(),
        }
    }

    /// The number of the next round to pair.
    pub fn next_round(&self) -> u32 {
        lifecycle::next_round(&self.rounds)
    }

    /// `result` checked against the table `at` of `round`, under the
    /// tournament's rules and with its pairs' players.
    pub(super) fn check_at(
        &self,
        round: u32,
        at: TablePairing,
        result: &TableResult,
    ) -> Result<TableResult, TournamentError> {
        check_result(
            &self.setup.rules,
            |pair| self.players_of(pair),
            round,
            at,
            result,
        )
    }

    /// The players of a pair (blank for a number not registered).
    pub(super) fn players_of(&self, pair: PairId) -> [String; 2] {
        self.pair(pair)
            .map(|p| p.players.clone())
            .unwrap_or_default()
    }

    /// The index of a paired round.
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

    /// A new pair checked against the pairs registered; its players' name
    /// keys, for [`active_names`](Tournament::active_names).
    fn check_registration(
        &self,
        pair: PairId,
        players: &[String; 2],
    ) -> Result<[String; 2], TournamentError> {
        entrant::check_new(&self.pairs, pair)?;
        for player in players {
            if player.trim().is_empty() {
                return Err(TournamentError::PlayerNameEmpty { pair });
            }
            check_length(player, MAX_NAME_CHARS)?;
        }
        let keys = [name_key(&players[0]), name_key(&players[1])];
        if keys[0] == keys[1] {
            return Err(TournamentError::SamePlayerTwice {
                pair,
                player: players[1].clone(),
            });
        }
        for (player, key) in players.iter().zip(&keys) {
            if let Some(&other) = self.active_names.get(key) {
                return Err(TournamentError::PlayerInTwoPairs {
                    player: player.clone(),
                    pair,
                    other,
                });
            }
        }
        Ok(keys)
    }

    fn check_pairing(&self, pairing: &Pairing) -> Result<(), TournamentError> {
        lifecycle::check_announced(&self.rounds, pairing.round)?;
        let active = self.active_pairs().count();
        if active < 2 {
            return Err(TournamentError::TooFewPairs { active });
        }
        lifecycle::check_numbered(pairing.tables.iter().map(|at| at.table))?;
        let named = pairing
            .tables
            .iter()
            .flat_map(|at| at.pairs)
            .chain(pairing.bye);
        let seen = entrant::named_once(&self.pairs, named)?;
        match pairing.bye {
            None if active % 2 == 1 => return Err(TournamentError::ByeMissing { active }),
            Some(pair) if active.is_multiple_of(2) => {
                return Err(TournamentError::ByeNotNeeded { pair, active });
            }
            _ => {}
        }
        entrant::none_left_out(&self.pairs, &seen)
    }
}

impl Lifecycle for Tournament {
    type Round = Round;

    fn live_rounds(&self) -> &[Round] {
        &self.rounds
    }

    fn live_rounds_mut(&mut self) -> &mut [Round] {
        &mut self.rounds
    }

    /// The result with its points in the table's order.
    fn checked_result(
        &self,
        round: u32,
        table: u32,
        result: &TableResult,
    ) -> Result<(usize, usize, TableResult), TournamentError> {
        let (r, t) = self.table_index(round, table)?;
        let at = self.rounds[r].pairing.tables[t];
        let result = self.check_at(round, at, result)?;
        Ok((r, t, result))
    }
}

impl Log for Tournament {
    type Event = TournamentEvent;

    fn log(&self) -> &[TournamentEvent] {
        &self.events
    }

    fn announces(event: &TournamentEvent) -> Option<u32> {
        match event {
            TournamentEvent::RoundPaired(pairing) => Some(pairing.round),
            _ => None,
        }
    }

    fn created(setup: TournamentSetup) -> Result<Tournament, TournamentError> {
        Tournament::new(setup)
    }

    fn setup_of(event: TournamentEvent) -> Result<TournamentSetup, TournamentEvent> {
        match event {
            TournamentEvent::Created(setup) => Ok(setup),
            other => Err(other),
        }
    }

    fn kind(event: &TournamentEvent) -> &'static str {
        event.kind()
    }

    fn apply_entry(&mut self, event: TournamentEvent) -> Result<(), TournamentError> {
        self.apply_mut(event)
    }
}

#[cfg(test)]
mod tests;
