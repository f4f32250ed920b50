//! Tranque: the rules of domino scoring for a table of real tiles.
//!
//! The core knows the tiles, the rule sets of the seed texts, how a hand is
//! settled, and how a match's standings follow from its event log. It does no
//! IO and never reads a clock (time comes in as values in the events), and it
//! builds for `wasm32-unknown-unknown` so the UI previews with the same code.
//!
//! - [`tile`]: [`Tile`], [`Hand`].
//! - [`rules`]: [`Rules`] and its parameters, [`Preset`], [`Provenance`].
//! - [`table`]: [`Seat`], [`Side`], [`Table`].
//! - [`settle`](mod@settle): [`settle()`], [`Settlement`], [`check_deal`].
//! - [`event`]: [`Event`], the log's entries.
//! - [`game`]: [`Match`], [`Standings`], the fold.
//! - [`matchfile`]: [`MatchFile`], the export format.
//! - [`error`]: [`RuleError`], every refusal.
//! - [`text`]: the words of the one catalogue of sentences (`ui/locales/`),
//!   [`Lang`]; [`explain`] says a settlement in them.
//!
//! ```
//! use tranque::{Event, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Seat, Side};
//!
//! let setup = MatchSetup {
//!     rules: Preset::PrFederacion.rules(Mode::Pairs),
//!     seats: ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec(),
//! };
//! // 004 §4a: a tied block scores nothing and writes 0 in the closer's column.
//! let tie = HandEnd::Block { closed_by: Seat(2), left: Leftover::Pips(vec![5, 6, 7, 6]) };
//! let game = Match::new(setup).unwrap().apply(Event::Hand { opener: Some(Seat(0)), end: tie }).unwrap();
//! let row = &game.standings().sheet[0];
//! assert_eq!(row.entries, [Some(0), None]);
//! assert_eq!(game.standings().scores, [0, 0]);
//! ```

#![cfg_attr(not(test), warn(clippy::unwrap_used))]

pub mod error;
pub mod event;
pub mod explain;
pub mod game;
pub mod matchfile;
pub mod rules;
pub mod settle;
pub mod table;
pub mod text;
pub mod tile;

pub use error::{ErrorView, RuleError, RulesProblem};
pub use event::{Decision, Event, ForfeitReason, RedealReason};
pub use game::{
    ClockState, FORFEIT_LOSS_AGAINST, FORFEIT_WIN_POINTS, Match, MatchEnd, MatchOutcome,
    MatchSetup, Opener, PenaltyTerms, RowKind, SheetRow, SideResult, SideTally, Standings, Tally,
};
pub use matchfile::{FileLimit, MATCH_FORMAT, MATCH_VERSION, MAX_EVENTS, MatchFile, PathStep};
pub use rules::{
    BlockPoints, BlockTie, BlockWinner, DominoPoints, Fault, FirstOpener, MINUTE_MS, Mode,
    OpenerRotation, PenaltyRule, Preset, Provenance, Rules, Scoring, Source,
};
pub use settle::{
    Compared, DealCheck, DealVerdict, EndKind, Explanation, HandEnd, Leftover, OpenerAfterDeal,
    PointsRule, Settlement, TieResolution, Verdict, check_deal, check_deal_doubles, settle,
};
pub use table::{Seat, Side, Table};
pub use text::Lang;
pub use tile::{Hand, Tile};
