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
//! use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
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
//! let id = store.create_tournament::<IndividualTournament>(setup, now).unwrap().id;
//! let stored = store
//!     .change_tournament(&id, now, |_: &IndividualTournament| {
//!         Ok(Some(IndividualEvent::PlayerRegistered { player: PlayerId(1), name: " Ana ".into() }))
//!     })
//!     .unwrap();
//! assert_eq!(stored.tournament.players()[0].name, "Ana");
//! assert_eq!(store.get_individual(&id).unwrap().tournament, stored.tournament);
//! ```

#[cfg(test)]
mod tests;
