//! A tournament of pairs played on the Swiss system (004 §1a), as an event
//! log folded by the core, the same shape as a match: `created` (name, date,
//! rules, mode, the draw's seed), pairs registered and withdrawn, rounds
//! paired, results recorded and corrected, rounds closed. The fold gives the
//! standings ([`Tournament::standings`]), what the director may do next
//! ([`Tournament::next_step`]) and the next round's pairing
//! ([`Tournament::next_pairing`], see [`pairing`]). Every refusal is a
//! [`TournamentError`]. Players entering one by one, each round seated in
//! tables of four, are an [`individual`] tournament, folded the same way.
//! Either mode may rank [`team`]s (cuartetas) beside its pairs or players;
//! a federation's [`format`](mod@format) fills a setup the caller can change.
//! No IO, no clock; the file format is
//! [`TournamentFile`] (`docs/tournament-file.md`); what travels between
//! phones by QR code is a [`TablePayload`].
//!
//! ```
//! use tranque::tournament::{
//!     NextStep, PairId, PairScore, ResultEnd, ResultSource, TableResult, Tournament,
//!     TournamentEvent, TournamentMode, TournamentSetup,
//! };
//! use tranque::{Mode, Preset};
//!
//! let setup = TournamentSetup {
//!     name: "Copa de Ponce".into(),
//!     date: "2026-11-21".into(),
//!     preset: Some("pr-federacion".into()),
//!     rules: Preset::PrFederacion.rules(Mode::Pairs),
//!     mode: TournamentMode::Pairs,
//!     seed: 7,
//!     bye: Default::default(),
//!     ranking: tranque::tournament::Criterion::DEFAULT.to_vec(),
//!     credit: Default::default(),
//! };
//! let mut t = Tournament::new(setup).unwrap();
//! for (n, players) in [["Ana", "Bia"], ["Caio", "Duda"], ["Eva", "Fabio"]].into_iter().enumerate() {
//!     let event = TournamentEvent::PairRegistered {
//!         pair: PairId(n as u32 + 1),
//!         players: players.map(String::from),
//!     };
//!     t = t.apply(event).unwrap();
//! }
//! // Three pairs: one table and a bye.
//! let pairing = t.next_pairing().unwrap();
//! assert_eq!(pairing.tables.len(), 1);
//! assert!(pairing.bye.is_some());
//! t = t.apply(TournamentEvent::RoundPaired(pairing.clone())).unwrap();
//! assert_eq!(t.next_step(), NextStep::Record { round: 1, tables: vec![1] });
//!
//! // A second round cannot be paired before the first is closed.
//! assert_eq!(t.next_pairing().unwrap_err().code(), "round_not_closed");
//!
//! let [a, b] = pairing.tables[0].pairs;
//! let loser = t.pair(b).unwrap().players[0].clone();
//! let result = TableResult {
//!     winner: a,
//!     scores: [
//!         PairScore { pair: a, points_for: 203, points_against: 150 },
//!         PairScore { pair: b, points_for: 150, points_against: 203 },
//!     ],
//!     end: ResultEnd::Target,
//!     source: ResultSource::Typed,
//!     signed_by: Some(loser),
//!     match_id: None,
//! };
//! t = t.record_result(1, 1, &result).unwrap();
//! // The same result again changes nothing.
//! assert_eq!(t.record_result(1, 1, &result).unwrap(), t);
//! t = t.apply(TournamentEvent::RoundClosed { round: 1 }).unwrap();
//!
//! // The bye is a win, 100–0 (004 §2a's forfeit score): it ranks first.
//! let standings = t.standings();
//! assert_eq!((standings[0].pair, standings[0].difference), (pairing.bye.unwrap(), 100));
//! assert_eq!((standings[1].pair, standings[1].difference), (a, 53));
//! ```

mod check;
mod codes;
mod entrant;
pub mod error;
pub mod event;
mod examples;
pub mod explain;
pub mod file;
pub mod fold;
pub mod format;
pub mod individual;
mod lifecycle;
mod log;
mod matching;
pub mod mode;
mod names;
pub mod pairing;
pub mod payload;
pub(crate) mod ranking;
pub mod result;
pub mod setup;
pub mod standings;
pub mod team;

pub use check::MAX_POINTS;
pub use error::TournamentError;
pub use event::{
    ByeScore, Credit, Criterion, PairId, PairScore, Pairing, ResultEnd, ResultSource,
    TOURNAMENT_VERSION, TablePairing, TableResult, TableResultOf, TournamentEvent, TournamentMode,
    TournamentSetup,
};
pub use explain::{
    ByeExplanation, ByeReason, RoundExplanation, Seed, TableExplanation, TableReason,
};
pub use file::{
    FileEntry, IndividualFile, LogFile, MAX_TOURNAMENT_BYTES, TOURNAMENT_FORMAT, TournamentFile,
    TournamentLog,
};
pub use fold::{NextStep, Pair, Pairs, Round, Tournament};
pub use format::Format;
pub use individual::{Individual, IndividualTournament};
#[cfg(feature = "paper")]
pub(crate) use log::as_after;
pub use mode::{FoldMode, TournamentOf};
pub use pairing::swiss_pairs;
pub use payload::{
    MAX_PAYLOAD_BYTES, PAYLOAD_VERSION, PairPlayers, StartTable, TablePayload, TableReport,
    check_tournament_id,
};
pub use ranking::{Line, Ranked};
pub use setup::{
    MAX_PAIR_NUMBER, MAX_PAIRS, MAX_ROUNDS, MAX_TABLES, MAX_TOURNAMENT_EVENTS,
    MAX_TOURNAMENT_NAME_CHARS,
};
pub use standings::{StandingsRow, draw};
pub use team::standings::TeamRow;
pub use team::{PAIRS_A_TEAM, PLAYERS_A_TEAM, Team};
