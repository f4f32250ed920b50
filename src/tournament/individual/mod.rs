//! An individual Swiss tournament: players enter one by one, and each round
//! seats tables of four from the standings, each table two partnerships
//! ([`seating`]). The same design as the tournament of pairs: an event log
//! (`created` with `"mode": "individual"`, players registered and
//! withdrawn, rounds seated, results recorded and corrected, rounds closed)
//! folded by the core ([`IndividualTournament`]), every entry checked
//! against those before it and every refusal a
//! [`TournamentError`](crate::tournament::TournamentError); the file is the
//! same format (`docs/tournament-file.md`, "Individual tournaments").
//!
//! ```
//! use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
//! use tranque::tournament::{Criterion, TournamentMode, TournamentSetup};
//! use tranque::{Mode, Preset};
//!
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
//! let mut t = IndividualTournament::new(setup).unwrap();
//! for n in 1..=9 {
//!     let event = IndividualEvent::PlayerRegistered { player: PlayerId(n), name: format!("J{n}") };
//!     t = t.enter(event).unwrap();
//! }
//! // Nine players: two tables of four, one sits out.
//! let seating = t.next_seating().unwrap();
//! assert_eq!((seating.tables.len(), seating.sit_out.len()), (2, 1));
//! t = t.apply(IndividualEvent::RoundSeated(seating.clone())).unwrap();
//!
//! // The table's side A wins 212–148: each of its two players is credited.
//! let at = seating.tables[0];
//! let loser = t.player(at.seats[1]).unwrap().name.clone();
//! let result = t.typed_result(1, 1, [212, 148], loser).unwrap();
//! t = t.record_result(1, 1, &result).unwrap();
//! let row = t.standings().into_iter().find(|r| r.player == at.seats[2]).unwrap();
//! assert_eq!((row.wins, row.points_for, row.difference), (1, 212, 64));
//! ```

pub mod event;
pub mod explain;
pub mod fold;
pub mod result;
pub mod seating;
pub mod standings;
pub mod table;

pub use event::{
    IndividualEvent, PlayerId, Seating, SeatsResult, SideScore, TableSeats, TableSide,
};
pub use explain::{
    PlayerSeed, SeatExplanation, SeatReason, SeatingExplanation, SitOutExplanation, SitOutReason,
    TableSeatsExplanation,
};
pub use fold::{
    Individual, IndividualStep, IndividualTournament, MAX_PLAYER_NUMBER, MAX_PLAYERS, Player,
    SeatedRound,
};
pub use standings::{PlayerRow, player_draw};
