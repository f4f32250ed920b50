//! Tournaments on the Swiss system, on the director's phone: the list
//! (`list`) and a new one, of pairs or individual, from a federation's
//! format (`create`; the rounds planned kept on the phone, `planned`); an
//! individual tournament — players one by one, tables of four — in its own
//! screen (`individual`); and one tournament of pairs (`desk`) — what to do
//! next, the round's tables (`tables`, a paper scoresheet typed in `typed`,
//! why a table's pairs meet in `why`),
//! the standings with each pair's rounds (`standings`) and the pairs
//! (`pairs`), each reading the tournament shown (`shown`); a tournament
//! handed to another phone and taken over from its file (`handover`); the
//! round's paperwork saved as PDF (`sheets`); the
//! audience board for a TV in the room (`board`). What the screens show is read from the shell's view with no
//! rule of their own (`state`); the matches started for a table are kept on
//! the phone (`link`) so the match-over screen offers the result's code.

pub mod board;
mod create;
mod desk;
mod handover;
pub mod individual;
mod list;
mod pairs;
mod planned;
mod sheets;
mod shown;
mod standings;
pub mod state;
mod step;
mod table;
mod tables;
mod teams;
mod typed;
mod why;

pub use board::Board;
pub use desk::TournamentScreen;
pub use individual::IndividualScreen;
pub use list::Tournaments;
