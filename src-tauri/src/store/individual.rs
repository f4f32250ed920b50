//! Individual tournaments: players entering one by one, each round seated
//! as tables of four (`tranque::tournament::individual`). Kept as a
//! tournament of pairs is: a row of `tournaments` (its `mode`
//! `individual`, migration 11), its log of the core's `IndividualEvent`s in
//! `tournament_events`, each with its `"version": 1`, and its list's row in
//! `tournament_summaries` written with every entry. A change is decided by
//! the core inside the transaction and answered after the commit; a
//! refusal writes nothing. A tournament of the other mode is refused by
//! either side with the core's `tournament_mode_mismatch`, its log never
//! read as the other's.
//!
//! ```
//! use tranque::tournament::individual::{IndividualEvent, PlayerId};
//! use tranque::tournament::{Criterion, TournamentMode, TournamentSetup};
//! use tranque::{Mode, Preset};
//! use tranque_app_lib::store::Store;
//!
//! let mut store = Store::open_in_memory().unwrap();
//! let setup = TournamentSetup {
//!     name: "Abierto individual".into(),
//!     date: "2026-11-21".into(),
//!     preset: Some("pr-federacion".into()),
//!     rules: Preset::PrFederacion.rules(Mode::Pairs),
//!     mode: TournamentMode::Individual,
//!     seed: 7,
//!     bye: Default::default(),
//!     ranking: Criterion::DEFAULT.to_vec(),
//!     credit: Default::default(),
//! };
//! let now = "2026-11-21T10:00:00Z";
//! let id = store.create_individual(setup, now).unwrap().id;
//! let stored = store
//!     .change_individual(&id, now, |_| {
//!         Ok(Some(IndividualEvent::PlayerRegistered { player: PlayerId(1), name: " Ana ".into() }))
//!     })
//!     .unwrap();
//! assert_eq!(stored.tournament.players()[0].name, "Ana");
//! assert_eq!(store.get_individual(&id).unwrap().tournament, stored.tournament);
//! ```

use tranque::tournament::individual::{IndividualEvent, IndividualTournament};
use tranque::tournament::{TournamentError, TournamentMode, TournamentSetup};

use super::folds::{created_as, fold_individual};
use super::summaries::summarise_individual;
use super::tournaments::{insert_tournament, insert_versioned, new_tournament_id};
use super::*;

/// An individual tournament as committed: the core's fold of its log.
#[derive(Debug, Clone)]
pub struct StoredIndividual {
    /// Its id.
    pub id: String,
    /// When it was created.
    pub created_at: String,
    /// The core's tournament, folded from the committed log.
    pub tournament: IndividualTournament,
    /// The matches played on this phone for its tables.
    pub linked: Vec<TableLink>,
}

impl Store {
    /// Creates an individual tournament: the core checks the setup (its
    /// mode individual), its `created` entry is the first of its log.
    pub fn create_individual(
        &mut self,
        setup: TournamentSetup,
        now: &str,
    ) -> Result<StoredIndividual, StoreError> {
        let tournament = IndividualTournament::new(setup)?;
        let tx = self.write()?;
        let id = new_tournament_id(&tx)?;
        insert_tournament(
            &tx,
            &id,
            tournament.setup(),
            TournamentMode::Individual,
            now,
        )?;
        write_entries(&tx, &id, tournament.events(), 0, now)?;
        summarise_individual(&tx, &id, &tournament)?;
        tx.commit()?;
        Ok(StoredIndividual {
            id,
            created_at: now.to_owned(),
            tournament,
            linked: Vec::new(),
        })
    }

    /// Tournament `id`'s mode, pairs or individual, without reading its
    /// log; `no_such_tournament` when it is not stored.
    pub fn tournament_mode(&self, id: &str) -> Result<TournamentMode, StoreError> {
        super::folds::tournament_mode(&self.conn, id)
    }

    /// An individual tournament, folded from its committed log.
    pub fn get_individual(&self, id: &str) -> Result<StoredIndividual, StoreError> {
        load_individual(&self.conn, id)
    }

    /// Changes an individual tournament's log as
    /// [`Store::change_tournament`] does a tournament of pairs': `decide`
    /// looks at the tournament as committed and gives the entry to append,
    /// or `None` for nothing to change; the core checks the entry (a
    /// player's name cleaned by the one rule of names), and only one it
    /// accepts is written, with the list's row. Answers with the fold of
    /// what was committed.
    pub fn change_individual(
        &mut self,
        id: &str,
        now: &str,
        decide: impl FnOnce(&IndividualTournament) -> Result<Option<IndividualEvent>, TournamentError>,
    ) -> Result<StoredIndividual, StoreError> {
        let tx = self.write()?;
        let stored = change_individual_in(&tx, id, now, decide)?;
        tx.commit()?;
        Ok(stored)
    }
}

/// [`Store::change_individual`] inside the caller's transaction.
pub(super) fn change_individual_in(
    tx: &Transaction<'_>,
    id: &str,
    now: &str,
    decide: impl FnOnce(&IndividualTournament) -> Result<Option<IndividualEvent>, TournamentError>,
) -> Result<StoredIndividual, StoreError> {
    let mut stored = load_individual(tx, id)?;
    let Some(event) = decide(&stored.tournament)? else {
        return Ok(stored);
    };
    let seq = stored.tournament.events().len();
    stored.tournament = stored.tournament.enter(event)?;
    write_entries(tx, id, stored.tournament.events(), seq, now)?;
    summarise_individual(tx, id, &stored.tournament)?;
    Ok(stored)
}

/// Writes the entries of `events` from index `from` on as tournament
/// `id`'s log entries of the same index.
pub(super) fn write_entries(
    tx: &Transaction<'_>,
    id: &str,
    events: &[IndividualEvent],
    from: usize,
    now: &str,
) -> Result<(), StoreError> {
    for (seq, event) in events.iter().enumerate().skip(from) {
        insert_versioned(tx, id, seq, &event.to_versioned_json(), now)?;
    }
    Ok(())
}

/// An individual tournament with its fold; one of pairs is refused with
/// `tournament_mode_mismatch`.
pub(super) fn load_individual(conn: &Connection, id: &str) -> Result<StoredIndividual, StoreError> {
    let created_at = created_as(conn, id, TournamentMode::Individual)?;
    Ok(StoredIndividual {
        id: id.to_owned(),
        created_at,
        tournament: fold_individual(conn, id)?,
        linked: super::folds::linked(conn, id)?,
    })
}

mod tables;

#[cfg(test)]
mod tests;
