//! Tranque: the rules of domino scoring for a table of real tiles.
//!
//! The core knows the tiles, the rule sets of the seed texts, how a hand is
//! settled, and how a match's standings follow from its event log. It does no
//! IO and never reads a clock (time comes in as values in the events), and it
//! builds for `wasm32-unknown-unknown` so the UI previews with the same code.
//!
//! The modules are layered, each using only those of the layers before it
//! (`tests/layering.rs` fails on an import cycle):
//!
//! 1. The values a refusal names, which know nothing of refusals:
//!    [`tile`] ([`Tile`]), [`seat`] ([`Seat`], [`Side`]), [`opener`]
//!    ([`Opener`]), [`penalty`] ([`Fault`], [`Decision`]), [`outcome`]
//!    ([`MatchEnd`], [`ForfeitReason`]), [`place`] ([`PathStep`],
//!    [`FileLimit`]: where in a match file), [`finish`] ([`Finish`],
//!    [`CapicuaBonus`]: how a domino went out, and the bonus for it),
//!    [`name`](mod@name) ([`MAX_NAME_CHARS`], [`clean_name`], [`same_name`]: a player's
//!    name, its limit, what it may be, and when two names are one player);
//!    [`signature`] ([`Signature`]: the ink a match is signed with, read
//!    within bounds and kept normalised).
//! 2. [`error`]: [`RuleError`], every refusal, naming those values.
//! 3. Whatever checks and refuses, in the order each uses the ones before:
//!    [`hand`] ([`Hand`], and tiles read from text), [`rules`] ([`Rules`] and
//!    its parameters, [`Preset`], [`Provenance`]), [`table`] ([`Table`]),
//!    [`settle`](mod@settle) ([`settle()`], [`Settlement`], [`check_deal`]),
//!    [`event`] ([`Event`], the log's entries), [`game`] ([`Match`],
//!    [`Standings`], the fold), [`matchfile`] ([`MatchFile`], the export
//!    format), [`tournament`] ([`Tournament`](tournament::Tournament): a
//!    Swiss tournament of pairs, its log, pairing and standings, with its own
//!    refusals), [`insights`] (a history's figures: ratings, partners and
//!    rivals, zapatos, streaks, by period and rule set). Beside them, [`text`] holds the words of the one catalogue of
//!    sentences (`ui/locales/`), [`Lang`]; [`explain`] says a settlement in them.
//! 4. With the `paper` feature (the command line and the shell; never the
//!    UI's wasm): `paper`, a tournament's pairing sheets, result slips and
//!    standings drawn as SVG and written as PDF, and the embedded fonts.
//!    What is asked of it, [`sheet`] ([`Sheet`](sheet::Sheet),
//!    [`PaperSize`](sheet::PaperSize)), is built without the feature: the UI
//!    names them as the shell reads them.
//!
//! A function that refuses lives above `error` even when the type it makes
//! lives below: [`Tile::new`] and reading a tile are in [`hand`], what a fault
//! does to the rotation ([`Fault::keeps_opener`]) in [`rules`], and
//! [`Opener::may_open`] in [`table`].
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
pub mod finish;
pub mod game;
pub mod hand;
pub mod insights;
pub mod matchfile;
pub mod name;
pub mod opener;
pub mod outcome;
#[cfg(feature = "paper")]
pub mod paper;
pub mod penalty;
pub mod place;
pub mod rules;
pub mod seat;
pub mod settle;
pub mod sheet;
pub mod signature;
pub mod table;
pub mod text;
pub mod tile;
pub mod tournament;

pub use error::{ErrorView, RuleError, RulesProblem};
pub use event::{Event, RedealReason};
pub use finish::{CapicuaBonus, Finish};
pub use game::{
    ClockState, FORFEIT_LOSS_AGAINST, FORFEIT_WIN_POINTS, Match, MatchOutcome, MatchSetup,
    PenaltyTerms, RowKind, SheetRow, SideResult, SideTally, Standings, Tally,
};
pub use hand::Hand;
pub use matchfile::{
    MATCH_FORMAT, MATCH_VERSION, MATCH_VERSION_OLDEST, MAX_EVENTS, MAX_IMPORT_BYTES, MatchFile,
};
pub use name::{
    MAX_NAME_CHARS, NameProblem, ShownName, carried_name, clean_name, clean_name_within, is_hidden,
    name_key, same_name,
};
pub use opener::Opener;
pub use outcome::{ForfeitReason, MatchEnd};
pub use penalty::{Decision, Fault};
pub use place::{FileLimit, PathStep};
pub use rules::{
    Batidas, BlockPoints, BlockTie, BlockWinner, DominoPoints, FirstOpener, MINUTE_MS, Mode,
    OpenerRotation, PenaltyRule, Preset, Provenance, Rules, Scoring, Source,
};
pub use seat::{Seat, Side};
pub use settle::{
    Compared, DealCheck, DealVerdict, EndKind, Explanation, HandEnd, Leftover, OpenerAfterDeal,
    PointsRule, Settlement, TieResolution, Verdict, Worth, check_deal, check_deal_doubles, settle,
    settle_after_blocks,
};
pub use signature::{Signature, SignatureProblem};
pub use table::Table;
pub use text::Lang;
pub use tile::Tile;
