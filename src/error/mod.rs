//! Refusals: every input the rules do not allow is refused with a [`RuleError`]
//! that names the bad value, and a stable snake_case [`code`](RuleError::code)
//! the app sends to the UI next to the message, with the values the message
//! names as [`params`](RuleError::params), so the UI can say it in the player's
//! language.
//!
//! A `RuleError` serializes as `{ "code": …, …params }`: its code, and its
//! variant's fields under their own names, each a value of the core as serde
//! writes it — never text to be split again. A seat or a side is its number, a
//! tile its text (`"6-5"`, as in the match file), a list of tiles an array, a
//! count or a time in milliseconds a number, a fault or a decision as in the
//! match file (`"chivo"`, `{ "custom": "Mesa torta" }`, `"play_on"`), an
//! opener as in the match file (a seat number, `"double_six"`, `"anyone"` or
//! `{ "side": n }`), how a match ended as in the match file
//! (`{ "kind": "target" }`), and only text a player or a file gave (a tile typed
//! wrongly, a preset's name) a string. English diagnostics (a JSON parser's
//! words) stay in the message and are not params. It reads back from the
//! same form ([`RuleError::from_params`], by the list of codes beside the
//! enum; see [`read`]), so the UI says a refusal from this type.
//! [`RuleError::InvalidEvent`] serializes as its cause, with `event_index`
//! added, just as its code is its cause's. Every code with its params is
//! listed in `docs/commands.md`.
//!
//! ```
//! use tranque::{RuleError, Seat, Tile};
//!
//! let err = "7-1".parse::<Tile>().unwrap_err();
//! assert_eq!(err.code(), "unknown_tile");
//! assert!(err.to_string().contains("7-1"));
//!
//! let view = err.view();
//! assert_eq!(
//!     serde_json::to_value(&view).unwrap(),
//!     serde_json::json!({
//!         "code": "unknown_tile",
//!         "message": "`7-1` is not a tile of a double-six set (write it as a-b, both numbers 0 to 6)",
//!         "params": { "text": "7-1" },
//!     }),
//! );
//!
//! // A refused event of a log: the cause's code and params, and the event.
//! let err = RuleError::InvalidEvent {
//!     index: 4,
//!     error: Box::new(RuleError::PipsOutOfRange { seat: Seat(2), pips: 70 }),
//! };
//! assert_eq!(err.code(), "pips_out_of_range");
//! assert_eq!(err.params(), serde_json::json!({ "seat": 2, "pips": 70, "event_index": 4 }));
//!
//! // The UI reads the code and params back as the same value (the event index
//! // travels beside it).
//! let back = RuleError::from_params(err.code(), &err.params()).unwrap();
//! assert_eq!(back, RuleError::PipsOutOfRange { seat: Seat(2), pips: 70 });
//! ```

use serde::Serialize;

use crate::{Decision, Fault, FileLimit, Finish, MatchEnd, Opener, PathStep, Seat, Side, Tile};

mod examples;
mod machinery;
mod params;
mod problem;
mod read;
mod words;

pub use machinery::ErrorView;
pub(crate) use machinery::{Caused, params_of, refusal_methods, serialize_invalid_event, view_of};
pub(crate) use params::by_serde;
pub use params::{FromParam, Params, ReadRefusal, read};
pub use problem::RulesProblem;
use words::{finish_list, limit_words, path_text, redeal_rule, tile_list};

/// Why the core refused an input. Refusing means nothing was recorded and
/// nothing already recorded changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, strum::IntoStaticStr)]
#[serde(tag = "code", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
#[non_exhaustive]
pub enum RuleError {
    /// A tile that is not in a double-six set, or text that is not a tile.
    #[error("`{text}` is not a tile of a double-six set (write it as a-b, both numbers 0 to 6)")]
    UnknownTile {
        /// The text as given.
        text: String,
    },
    /// The same tile appears twice.
    #[error("tile {tile} is entered twice")]
    TileRepeated {
        /// The repeated tile.
        tile: Tile,
    },
    /// More than 7 tiles in one hand.
    #[error("{count} tiles in the hand of seat {seat}; a hand holds at most 7")]
    TooManyTiles {
        /// The seat whose hand is too big (0 for a hand not tied to a seat).
        seat: Seat,
        /// How many tiles were given.
        count: usize,
    },
    /// The player who dominoed is said to hold tiles.
    #[error("seat {seat} dominoed but is said to hold {pips} pips / {tiles} tiles")]
    DominoPlayerHoldsTiles {
        /// The seat that dominoed.
        seat: Seat,
        /// The pips given for that seat.
        pips: u32,
        /// The number of tiles given for that seat (0 when counted in pips).
        tiles: usize,
    },
    /// A hand that must hold tiles (a block, or the other players of a domino) is empty.
    #[error("seat {seat} holds no tile, which cannot happen at the end of this hand")]
    EmptyHand {
        /// The seat with the empty hand.
        seat: Seat,
    },
    /// Four players, all tiles entered, and every number 0–6 still in some hand.
    #[error(
        "not a block: with 4 players every number 0-6 is still in some hand ({}); a block needs all seven tiles of one number on the table",
        tile_list(tiles)
    )]
    ImpossibleBlock {
        /// Tiles still in the hands that hold every number 0–6 between them:
        /// for each number in turn the first tile found with it, each tile once.
        tiles: Vec<Tile>,
    },
    /// A pip count over 69 for one hand.
    #[error("{pips} pips for seat {seat}: a hand of 7 tiles holds at most 69")]
    PipsOutOfRange {
        /// The seat.
        seat: Seat,
        /// The count given.
        pips: u32,
    },
    /// Pip counts summing to more than the 168 pips of the whole set.
    #[error("{total} pips in all: the whole set holds only 168")]
    PipsTotalOutOfRange {
        /// The sum of the counts given.
        total: u64,
    },
    /// Two hands that still hold tiles are both at 0 pips: 0-0 is the only
    /// tile worth nothing.
    #[error(
        "seats {first} and {second} are both at 0 pips while holding tiles: only 0-0 is worth 0, so one hand at most can be"
    )]
    PipsZeroTwice {
        /// The first seat at 0.
        first: Seat,
        /// The second seat at 0.
        second: Seat,
    },
    /// The hands that hold tiles are said to hold more pips than the largest
    /// tiles they can hold make together.
    #[error(
        "{total} pips in the hands: they hold at most {tiles} tiles, and the {tiles} largest tiles of the set make {max}"
    )]
    PipsOverLargestTiles {
        /// The sum of the counts of the hands that hold tiles.
        total: u64,
        /// The most tiles those hands can hold.
        tiles: usize,
        /// The pips of that many of the largest tiles.
        max: u32,
    },
    /// A 4-player block with more pips in the hands than the tiles a block
    /// leaves in them: all seven tiles of one number are on the table.
    #[error(
        "{total} pips in the hands of a 4-player block: a block leaves the seven tiles of one number on the table, so the hands hold at most {max}"
    )]
    PipsOverBlock {
        /// The sum of the counts.
        total: u64,
        /// The most a 4-player block leaves in the hands (147).
        max: u32,
    },
    /// A count that is not a number.
    #[error("`{text}` is not a number")]
    BadNumber {
        /// The text as given.
        text: String,
    },
    /// A hand result with a number of hands that is not the number of seats.
    #[error("{given} hands given for a table of {seats} seats")]
    SeatCountMismatch {
        /// Seats at the table.
        seats: usize,
        /// Hands given.
        given: usize,
    },
    /// A table of fewer than 2 or more than 4 seats.
    #[error("{seats} seats: a table has 2, 3 or 4 players")]
    BadSeatCount {
        /// The number of seats given.
        seats: usize,
    },
    /// Pairs need four players.
    #[error("pairs need 4 players, not {seats}")]
    PairsNeedFourSeats {
        /// The number of seats given.
        seats: usize,
    },
    /// A seat that is not at the table.
    #[error("there is no seat {seat} at a table of {seats} (seats are 0 to {last})", last = seats.saturating_sub(1))]
    NoSuchSeat {
        /// The seat given.
        seat: Seat,
        /// Seats at the table.
        seats: usize,
    },
    /// A side that is not at the table.
    #[error("there is no side {} at this table ({sides} sides)", side.0)]
    NoSuchSide {
        /// The side given.
        side: Side,
        /// Sides at the table.
        sides: usize,
    },
    /// Text that names no side ("A", "B", or a side's number).
    #[error("`{text}` is not a side (A, B, or a number)")]
    UnknownSide {
        /// The text as given.
        text: String,
    },
    /// An event after the end of the match.
    #[error("the match is over ({}); nothing more can be recorded", how.name())]
    MatchFinished {
        /// How the match ended.
        how: MatchEnd,
    },
    /// A hand whose opener the core cannot compute was given without one.
    #[error("say who opened this hand: {expected}")]
    OpenerRequired {
        /// Who may open.
        expected: Opener,
    },
    /// A hand opened by the wrong player.
    #[error("seat {given} cannot open this hand: {expected}")]
    WrongOpener {
        /// The opener given.
        given: Seat,
        /// Who should open.
        expected: Opener,
    },
    /// A doubles redeal that the rule set does not allow.
    #[error(
        "{doubles} doubles do not call for a redeal under these rules ({})",
        redeal_rule(*threshold)
    )]
    RedealNotAllowed {
        /// The doubles shown.
        doubles: u8,
        /// The rule set's `redeal_doubles`: the fewest doubles that call for a
        /// redeal, or `None` when all doubles are played.
        threshold: Option<u8>,
    },
    /// More than 7 doubles, or a doubles count larger than the tiles given.
    #[error("{doubles} doubles: a hand holds at most 7")]
    DoublesOutOfRange {
        /// The count given.
        doubles: u32,
    },
    /// A penalty that the rule set does not list.
    #[error("the penalty `{fault}` is not part of these rules")]
    UnknownPenalty {
        /// The fault given.
        fault: Fault,
    },
    /// A penalty given with points other than the rule's.
    #[error("the penalty `{fault}` is worth {expected} points here, not {given}")]
    PenaltyPointsMismatch {
        /// The fault.
        fault: Fault,
        /// The points given.
        given: u32,
        /// The points the rule set gives.
        expected: u32,
    },
    /// A decision that does not exist for this penalty (play on without PCD).
    #[error(
        "`{}` is not possible for the penalty `{fault}`: the opponents do not decide it",
        decision.name()
    )]
    DecisionNotAllowed {
        /// The fault.
        fault: Fault,
        /// The decision given.
        decision: Decision,
    },
    /// A clock event under rules with no time limit.
    #[error("these rules have no time limit")]
    NoTimeLimit,
    /// The clock is started twice.
    #[error("the clock was already started at {started_at_ms} ms")]
    ClockAlreadyStarted {
        /// When it was started.
        started_at_ms: i64,
    },
    /// A pause, resume while the clock is not started.
    #[error("the clock has not been started")]
    ClockNotStarted,
    /// A pause while the clock is paused.
    #[error("the clock is already paused")]
    ClockNotRunning,
    /// A resume while the clock runs.
    #[error("the clock is not paused")]
    ClockNotPaused,
    /// A clock event earlier than the previous one.
    #[error("clock time {at_ms} ms is before the previous clock event at {last_ms} ms")]
    ClockWentBackwards {
        /// The time given.
        at_ms: i64,
        /// The time of the previous clock event.
        last_ms: i64,
    },
    /// Time up declared before the limit.
    #[error("time is not up: {elapsed_ms} ms played of {limit_ms} ms")]
    TimeNotUp {
        /// Playing time at the event.
        elapsed_ms: i64,
        /// The limit.
        limit_ms: i64,
    },
    /// Time up declared twice.
    #[error("time was already up")]
    TimeAlreadyUp,
    /// A rule set with a value out of range.
    #[error("{problem}")]
    InvalidRules {
        /// Which value, and what it must be.
        #[serde(flatten)]
        problem: RulesProblem,
    },
    /// A preset name that does not exist.
    #[error(
        "`{text}` is not a preset (br-basicas, br-megajogos, es-clasico, pr-federacion, br-batidas)"
    )]
    UnknownPreset {
        /// The text as given.
        text: String,
    },
    /// A mode name that does not exist.
    #[error("`{text}` is not a mode (pairs, individual)")]
    UnknownMode {
        /// The text as given.
        text: String,
    },
    /// An event index out of range.
    #[error("there is no event {index}: the match has {len}")]
    NoSuchEvent {
        /// The index given.
        index: usize,
        /// Events recorded.
        len: usize,
    },
    /// A match file of another format.
    #[error("not a tranque match file (format `{format}`, expected `tranque-match`)")]
    UnknownFormat {
        /// The format given.
        format: String,
    },
    /// A match file of a version this build does not read.
    #[error("match file version {version} is not supported (this build reads versions 1 and 2)")]
    UnsupportedVersion {
        /// The version given.
        version: u64,
    },
    /// A match file or event that is not valid JSON of the expected shape.
    #[error("malformed match file at line {line}, column {column}: {message}")]
    Malformed {
        /// The parser's message (English, for the message only: not a param).
        #[serde(skip)]
        message: String,
        /// The line of the text where it was found, from 1 (0 when not known).
        line: usize,
        /// The column of that line, in characters, from 1 (0 when not known).
        column: usize,
    },
    /// A field of a match file that its object does not have (at any level:
    /// a field this version does not know must not be dropped unread).
    #[error(
        "unknown field `{field}` in {} at line {line}, column {column}",
        path_text(path)
    )]
    UnknownField {
        /// The field, as the file wrote it.
        field: String,
        /// Where: the path of the object that has it.
        path: Vec<PathStep>,
        /// The line of the field, from 1.
        line: usize,
        /// Its column, in characters, from 1.
        column: usize,
    },
    /// A key given twice in one object of a match file.
    #[error(
        "field `{field}` given twice in {} at line {line}, column {column}",
        path_text(path)
    )]
    DuplicateField {
        /// The field, as the file wrote it.
        field: String,
        /// Where: the path of the object that has it.
        path: Vec<PathStep>,
        /// The line of the second one, from 1.
        line: usize,
        /// Its column, in characters, from 1.
        column: usize,
    },
    /// A match file over one of its limits ([`FileLimit`]).
    #[error(
        "{found} {} in {} at line {line}, column {column}: a match file holds at most {max}",
        limit_words(*limit),
        path_text(path)
    )]
    OverLimit {
        /// Which limit.
        limit: FileLimit,
        /// How many the file has (for nesting: the depth reached).
        found: usize,
        /// The limit.
        max: usize,
        /// Where: the path of the list, object, text or value.
        path: Vec<PathStep>,
        /// The line where it starts, from 1.
        line: usize,
        /// Its column, in characters, from 1.
        column: usize,
    },
    /// A domino's finish that the rule set does not tell apart (a carroça
    /// without batidas, a capicúa without its bonus, a capicúa under batidas,
    /// which need to know whether the tile was a double).
    #[error(
        "`{}` is not a finish these rules score (they tell apart: {})",
        finish.name(),
        finish_list(scored)
    )]
    FinishNotScored {
        /// The finish given.
        finish: Finish,
        /// The finishes the rule set tells apart, the default first.
        scored: Vec<Finish>,
    },
    /// An event of a log was refused; `error` says why. It crosses as its
    /// cause with `event_index` added, and reads back as its cause.
    #[error("event {index}: {error}")]
    #[serde(untagged, serialize_with = "serialize_invalid_event")]
    InvalidEvent {
        /// The index of the refused event in the log.
        index: usize,
        /// Why it was refused.
        error: Box<RuleError>,
    },
}

refusal_methods!(RuleError, "a match's");

#[cfg(test)]
mod tests;
