//! The fold: a tournament is its log, and every entry is checked against
//! what came before it. Applying an entry returns the new tournament or
//! refuses with a [`TournamentError`], leaving it exactly as it was.

use serde::{Deserialize, Serialize};

use super::check::check_result;
use super::entrant::{Entrant, Refused};
use super::error::TournamentError;
use super::event::{
    PairId, Pairing, TablePairing, TableResult, TournamentEvent, TournamentMode, TournamentSetup,
};
use super::lifecycle::{self, Entry, LiveRound};
pub use super::mode::NextStep;
use super::mode::{FoldMode, Read, TournamentOf};
use super::setup::{MAX_PAIR_NUMBER, MAX_PAIRS, check_length, player_names};
use super::team::{PAIRS_A_TEAM, team_name};
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

    fn names(&self) -> &[String] {
        &self.players
    }

    fn number(pair: PairId) -> u32 {
        pair.0
    }

    fn withdrawn(&self) -> bool {
        self.withdrawn
    }

    fn withdraw(&mut self) {
        self.withdrawn = true;
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

/// A tournament of pairs: its setup, its log, and what the log folds to
/// (the fold both modes share, [`TournamentOf`]).
pub type Tournament = TournamentOf<Pairs>;

/// The mode of a tournament of pairs, as its fold reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pairs {}

impl FoldMode for Pairs {
    type Event = TournamentEvent;
    type Id = PairId;
    type Entrant = Pair;
    type Round = Round;
    type Announced = Pairing;
    const MODE: TournamentMode = TournamentMode::Pairs;
    const A_TEAM: usize = PAIRS_A_TEAM;
    const LEAST: usize = 2;

    fn created(setup: TournamentSetup) -> TournamentEvent {
        TournamentEvent::Created(setup)
    }

    fn read(event: &TournamentEvent) -> Read<'_, Pairs> {
        match event {
            TournamentEvent::Created(_) => Read::Created,
            TournamentEvent::PairRegistered { pair, players } => Read::Registered(Pair {
                id: *pair,
                players: players.clone(),
                withdrawn: false,
            }),
            TournamentEvent::PairRenamed { pair, players } => Read::Renamed(Pair {
                id: *pair,
                players: players.clone(),
                withdrawn: false,
            }),
            TournamentEvent::PairWithdrawn { pair } => Read::Withdrawn(*pair),
            TournamentEvent::TeamRegistered { team, pairs } => Read::Team(team, pairs),
            TournamentEvent::RoundPaired(pairing) => Read::Announced(pairing),
            TournamentEvent::ResultRecorded {
                round,
                table,
                result,
            } => Read::Result(Entry::Record, *round, *table, result),
            TournamentEvent::ResultCorrected {
                round,
                table,
                result,
            } => Read::Result(Entry::Correct, *round, *table, result),
            TournamentEvent::RoundClosed { round } => Read::Closed(*round),
        }
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

    fn names(pair: &Pair) -> &[String] {
        &pair.players
    }

    fn check_registration(
        tournament: &Tournament,
        pair: &Pair,
    ) -> Result<Vec<String>, TournamentError> {
        tournament.check_registration(pair.id, &pair.players)
    }

    fn in_two_teams(pair: PairId, team: &str, other: &str) -> TournamentError {
        TournamentError::PairInTwoTeams {
            pair,
            team: team.to_owned(),
            other: other.to_owned(),
        }
    }

    fn check_round(tournament: &Tournament, pairing: &Pairing) -> Result<(), TournamentError> {
        tournament.check_pairing(pairing)
    }

    fn round_number(pairing: &Pairing) -> u32 {
        pairing.round
    }

    fn round(pairing: &Pairing) -> Round {
        Round {
            results: vec![None; pairing.tables.len()],
            pairing: pairing.clone(),
            closed: false,
        }
    }

    /// The result with its points in the table's order.
    fn check_at(
        tournament: &Tournament,
        round: u32,
        at: TablePairing,
        result: &TableResult,
    ) -> Result<TableResult, TournamentError> {
        tournament.check_at(round, at, result)
    }
}

impl Tournament {
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
            TournamentEvent::PairRenamed { pair, players } => TournamentEvent::PairRenamed {
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

    /// Every registered pair, in the order they registered.
    pub fn pairs(&self) -> &[Pair] {
        &self.entrants
    }

    /// A pair by its number.
    pub fn pair(&self, id: PairId) -> Option<&Pair> {
        self.entrants.get(id)
    }

    /// The pairs still playing, in the order they registered.
    pub fn active_pairs(&self) -> impl Iterator<Item = &Pair> {
        self.active()
    }

    /// What the director may do next.
    pub fn next_step(&self) -> NextStep {
        self.step()
    }

    /// `result` checked against the table `at` of `round`, under the
    /// tournament's rules and with its pairs' players.
    pub(super) fn check_at(
        &self,
        round: u32,
        at: TablePairing,
        result: &TableResult,
    ) -> Result<TableResult, TournamentError> {
        // A pair's player signs under the name as kept or as a code
        // carried it (blank for a number not registered).
        let signed_by = |pair: PairId, signer: &str| {
            let names = self.entrants.name_keys(pair).unwrap_or_default();
            if self
                .pair(pair)
                .is_some_and(|p| p.players.iter().any(|n| n == signer))
            {
                return true;
            }
            let key = crate::name_key(signer);
            if names.is_empty() {
                return key.is_empty();
            }
            names
                .iter()
                .any(|name| name.kept_key == key || name.carried_key == key)
        };
        check_result(
            &self.setup.rules,
            signed_by,
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

    /// A new pair checked against the pairs registered; its players' name
    /// keys, for [`active_names`](TournamentOf::active_names).
    fn check_registration(
        &self,
        pair: PairId,
        players: &[String; 2],
    ) -> Result<Vec<String>, TournamentError> {
        self.entrants.check_new(pair)?;
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
        Ok(keys.into())
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
        let seen = self.entrants.named_once(named)?;
        match pairing.bye {
            None if active % 2 == 1 => return Err(TournamentError::ByeMissing { active }),
            Some(pair) if active.is_multiple_of(2) => {
                return Err(TournamentError::ByeNotNeeded { pair, active });
            }
            _ => {}
        }
        self.entrants.none_left_out(&seen)
    }
}

#[cfg(test)]
mod tests;
