//! The fold of a tournament of either mode, written once
//! ([`TournamentOf`]): its setup, its log, its entrants (pairs or players),
//! its rounds and its teams, each entry checked against what came before
//! it. What a mode keeps its own ([`FoldMode`]: its log's entries, who
//! registers, how a round is announced and a result checked) is written
//! beside it, in [`fold`](super::fold) for a tournament of pairs and in
//! [`individual::fold`](super::individual::fold) for an individual one.

use std::collections::HashMap;
use std::fmt::Debug;

use serde::{Deserialize, Serialize};

use super::entrant::{Entrant, Entrants};
use super::error::TournamentError;
use super::event::{TournamentMode, TournamentSetup};
use super::lifecycle::{self, Entry, Lifecycle, LiveRound};
use super::log::{self, Log};
use super::setup::check_setup;
use super::team::{Team, check_team};
use crate::name_key;

/// What a tournament's mode makes its own: the entries of its log, who
/// registers (a pair or a player) and under which number, its rounds, and
/// the checks of each. Public so that [`TournamentOf`] and its two modes
/// read in the docs; it asks for traits of the crate's own (a registered
/// entrant, a round under way), so no one outside the crate implements it.
pub trait FoldMode: Clone + Debug + Eq {
    /// An entry of its log.
    type Event: Clone + Debug + Eq;
    /// The number one registers under.
    type Id: Copy + Debug + Eq;
    /// One registered: a pair or a player.
    type Entrant: Entrant<Id = Self::Id> + Clone + Debug + Eq;
    /// A round: how it was announced, and its results.
    type Round: LiveRound + Clone + Debug + Eq;
    /// A round as its entry announces it (a pairing or a seating).
    type Announced;
    /// The mode its setup says.
    const MODE: TournamentMode;
    /// The members of a team.
    const A_TEAM: usize;
    /// The fewest playing a round is announced for.
    const LEAST: usize;

    /// The `created` entry of `setup`.
    fn created(setup: TournamentSetup) -> Self::Event;
    /// An entry as the fold reads it.
    fn read(event: &Self::Event) -> Read<'_, Self>;
    /// The setup of a `created` entry, or the entry back when it is another.
    fn setup_of(event: Self::Event) -> Result<TournamentSetup, Self::Event>;
    /// An entry's `type`.
    fn kind(event: &Self::Event) -> &'static str;
    /// The names an entrant plays under.
    fn names(entrant: &Self::Entrant) -> &[String];
    /// A new entrant checked against those registered: its names' keys.
    fn check_registration(
        tournament: &TournamentOf<Self>,
        entrant: &Self::Entrant,
    ) -> Result<Vec<String>, TournamentError>;
    /// The refusal of `id` for team `team`, already in team `other`.
    fn in_two_teams(id: Self::Id, team: &str, other: &str) -> TournamentError;
    /// A new round checked against those playing.
    fn check_round(
        tournament: &TournamentOf<Self>,
        announced: &Self::Announced,
    ) -> Result<(), TournamentError>;
    /// The number of the round an entry announces.
    fn round_number(announced: &Self::Announced) -> u32;
    /// A new round, announced, no result in yet.
    fn round(announced: &Self::Announced) -> Self::Round;
    /// `result` checked against table `at` of `round`: the result as it is
    /// recorded.
    fn check_at(
        tournament: &TournamentOf<Self>,
        round: u32,
        at: TableAt<Self>,
        result: &Outcome<Self>,
    ) -> Result<Outcome<Self>, TournamentError>;
}

/// The result of a table of a tournament of mode `M`.
pub(crate) type Outcome<M> = <<M as FoldMode>::Round as LiveRound>::Outcome;

/// A table of a tournament of mode `M`: who sits there.
pub(crate) type TableAt<M> = <<M as FoldMode>::Round as LiveRound>::Table;

/// An entry of either mode's log as the fold reads it.
pub enum Read<'a, M: FoldMode> {
    /// `created`, once, first.
    Created,
    /// One registered, as the entry names them.
    Registered(M::Entrant),
    /// One still playing renamed: the entrant under their number, as the
    /// entry names them now.
    Renamed(M::Entrant),
    /// One withdrawn.
    Withdrawn(M::Id),
    /// A team and its members.
    Team(&'a str, &'a [M::Id]),
    /// A round announced.
    Announced(&'a M::Announced),
    /// A table's result recorded or corrected: at which table of which
    /// round, and the result.
    Result(Entry, u32, u32, &'a Outcome<M>),
    /// A round closed.
    Closed(u32),
}

/// What the director may do next (besides registering and withdrawing,
/// which are open at any time): in a tournament of pairs' words, which
/// both modes are read in alike (an individual tournament says its own
/// `IndividualStep`, seating a round where this pairs it).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum NextStep {
    /// Fewer than 2 pairs are playing: register more.
    Register {
        /// Pairs playing.
        active: usize,
    },
    /// Pair this round ([`Tournament::next_pairing`](super::Tournament::next_pairing)).
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

/// A tournament of either mode: its setup, its log, and what the log folds
/// to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentOf<M: FoldMode> {
    pub(super) setup: TournamentSetup,
    pub(super) events: Vec<M::Event>,
    /// Every one registered, in the order they registered.
    pub(super) entrants: Entrants<M::Entrant>,
    pub(super) rounds: Vec<M::Round>,
    pub(super) teams: Vec<Team<M::Id>>,
    /// The [`name_key`] of every name still playing, and the number it
    /// plays under: a name is folded once, when it registers (and once
    /// more when it withdraws), so registering n names folds n, not n².
    pub(super) active_names: HashMap<String, M::Id>,
}

impl<M: FoldMode> TournamentOf<M> {
    /// A tournament with only its `created` entry.
    pub fn new(setup: TournamentSetup) -> Result<TournamentOf<M>, TournamentError> {
        check_setup(&setup, M::MODE)?;
        Ok(TournamentOf {
            events: vec![M::created(setup.clone())],
            setup,
            entrants: Entrants::default(),
            rounds: Vec::new(),
            teams: Vec::new(),
            active_names: HashMap::new(),
        })
    }

    /// A tournament folded from a whole log, which starts with `created`;
    /// refuses the first bad entry with its index.
    pub fn from_events(
        events: impl IntoIterator<Item = M::Event>,
    ) -> Result<TournamentOf<M>, TournamentError> {
        log::fold_log(events)
    }

    /// The tournament after `event`, or why it is refused: the fold of an
    /// entry as its log holds it (a new entry goes through `enter`).
    pub fn apply(&self, event: M::Event) -> Result<TournamentOf<M>, TournamentError> {
        let mut next = self.clone();
        next.apply_mut(event)?;
        Ok(next)
    }

    /// Records `event` in place; on refusal nothing changes.
    pub fn apply_mut(&mut self, event: M::Event) -> Result<(), TournamentError> {
        log::check_room(self.events.len())?;
        match M::read(&event) {
            Read::Created => return Err(TournamentError::TournamentAlreadyCreated),
            Read::Registered(entrant) => {
                let keys = M::check_registration(self, &entrant)?;
                for key in keys {
                    self.active_names.insert(key, entrant.id());
                }
                self.entrants.push(entrant);
            }
            Read::Renamed(renamed) => self.rename_mut(renamed)?,
            Read::Withdrawn(id) => {
                let index = self.entrants.active_index(id)?;
                self.entrants.withdraw(index);
                for name in M::names(&self.entrants[index]) {
                    self.active_names.remove(&name_key(name));
                }
            }
            Read::Team(team, members) => {
                let known = |id| self.entrants.known(id);
                let taken = |id, other: &str| M::in_two_teams(id, team, other);
                let team = check_team(&self.teams, team, members, M::A_TEAM, known, taken)?;
                self.teams.push(team);
            }
            Read::Announced(announced) => {
                M::check_round(self, announced)?;
                self.rounds.push(M::round(announced));
            }
            Read::Result(entry, round, table, result) => {
                self.enter_result_mut(entry, round, table, result)?;
            }
            Read::Closed(round) => self.close_round_mut(round)?,
        }
        self.events.push(event);
        Ok(())
    }

    /// Renames one still playing, checked as a registration under their
    /// own number is (names not blank, not too long, not another's still
    /// playing); on refusal nothing changes.
    fn rename_mut(&mut self, renamed: M::Entrant) -> Result<(), TournamentError> {
        let index = self.entrants.active_index(renamed.id())?;
        let old_keys: Vec<String> = M::names(&self.entrants[index])
            .iter()
            .map(|name| name_key(name))
            .collect();
        for key in &old_keys {
            self.active_names.remove(key);
        }
        // Checked as a new registration of the same number, the entrant
        // set aside meanwhile.
        let old = self.entrants.take_out(index);
        let checked = M::check_registration(self, &renamed);
        let (entrant, keys) = match checked {
            Ok(keys) => (renamed, keys),
            Err(refusal) => {
                self.entrants.put_back(index, old);
                for key in old_keys {
                    self.active_names.insert(key, self.entrants[index].id());
                }
                return Err(refusal);
            }
        };
        for key in keys {
            self.active_names.insert(key, entrant.id());
        }
        self.entrants.put_back(index, entrant);
        Ok(())
    }

    /// The setup.
    pub fn setup(&self) -> &TournamentSetup {
        &self.setup
    }

    /// The log, `created` first.
    pub fn events(&self) -> &[M::Event] {
        &self.events
    }

    /// The rounds announced so far (paired or seated).
    pub fn rounds(&self) -> &[M::Round] {
        &self.rounds
    }

    /// The teams, in the order they registered.
    pub fn teams(&self) -> &[Team<M::Id>] {
        &self.teams
    }

    /// The number of the next round to announce.
    pub fn next_round(&self) -> u32 {
        lifecycle::next_round(&self.rounds)
    }

    /// Those still playing, in the order they registered.
    pub(super) fn active(&self) -> impl Iterator<Item = &M::Entrant> {
        self.entrants.iter().filter(|e| !e.withdrawn())
    }

    /// What the director may do next, whichever the mode: the open round's
    /// missing results or its closing, more entrants while too few play,
    /// or the next round.
    pub(super) fn step(&self) -> NextStep {
        if let Some((round, tables)) = lifecycle::open_round(&self.rounds) {
            return if tables.is_empty() {
                NextStep::Close { round }
            } else {
                NextStep::Record { round, tables }
            };
        }
        let active = self.active().count();
        if active < M::LEAST {
            return NextStep::Register { active };
        }
        NextStep::Pair {
            round: self.next_round(),
        }
    }

    /// The index of an announced round.
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
}

impl<M: FoldMode> Lifecycle for TournamentOf<M> {
    type Round = M::Round;

    fn live_rounds(&self) -> &[M::Round] {
        &self.rounds
    }

    fn live_rounds_mut(&mut self) -> &mut [M::Round] {
        &mut self.rounds
    }

    /// The result checked against its table, as its mode checks it.
    fn checked_result(
        &self,
        round: u32,
        table: u32,
        result: &Outcome<M>,
    ) -> Result<(usize, usize, Outcome<M>), TournamentError> {
        let (r, t) = self.table_index(round, table)?;
        let at = self.rounds[r].tables()[t];
        let result = M::check_at(self, round, at, result)?;
        Ok((r, t, result))
    }
}

impl<M: FoldMode> Log for TournamentOf<M> {
    type Event = M::Event;

    fn log(&self) -> &[M::Event] {
        &self.events
    }

    fn announces(event: &M::Event) -> Option<u32> {
        match M::read(event) {
            Read::Announced(announced) => Some(M::round_number(announced)),
            _ => None,
        }
    }

    fn created(setup: TournamentSetup) -> Result<TournamentOf<M>, TournamentError> {
        TournamentOf::new(setup)
    }

    fn setup_of(event: M::Event) -> Result<TournamentSetup, M::Event> {
        M::setup_of(event)
    }

    fn kind(event: &M::Event) -> &'static str {
        M::kind(event)
    }

    fn apply_entry(&mut self, event: M::Event) -> Result<(), TournamentError> {
        self.apply_mut(event)
    }

    /// Entries of round `round` and later change only those rounds (an
    /// announcement adds one, a result or a closing changes its own), so
    /// the fold before them is this one with its log cut at `at` and its
    /// rounds before `round`: who registered, the teams and the names
    /// playing are as they were.
    fn before_later_rounds(&self, at: usize, round: u32) -> Option<TournamentOf<M>> {
        let later = self
            .events
            .get(at..)?
            .iter()
            .all(|event| match M::read(event) {
                Read::Announced(announced) => M::round_number(announced) >= round,
                Read::Result(_, of, _, _) | Read::Closed(of) => of >= round,
                _ => false,
            });
        let kept = usize::try_from(round).ok()?.checked_sub(1)?;
        if !later || kept > self.rounds.len() {
            return None;
        }
        Some(TournamentOf {
            setup: self.setup.clone(),
            events: self.events.get(..at)?.to_vec(),
            entrants: self.entrants.clone(),
            rounds: self.rounds.get(..kept)?.to_vec(),
            teams: self.teams.clone(),
            active_names: self.active_names.clone(),
        })
    }
}
