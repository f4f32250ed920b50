//! Refusals: every input the rules do not allow is refused with a [`RuleError`]
//! that names the bad value, and a stable snake_case [`code`](RuleError::code)
//! the app sends to the UI next to the message.
//!
//! ```
//! use tranque::{RuleError, Tile};
//!
//! let err = "7-1".parse::<Tile>().unwrap_err();
//! assert_eq!(err.code(), "unknown_tile");
//! assert!(err.to_string().contains("7-1"));
//!
//! let view = err.view();
//! assert_eq!(
//!     serde_json::to_value(&view).unwrap(),
//!     serde_json::json!({ "code": "unknown_tile", "message": err.to_string() }),
//! );
//! ```

use serde::Serialize;

use crate::{Opener, Seat, Side, Tile};

/// Why the core refused an input. Refusing means nothing was recorded and
/// nothing already recorded changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
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
        "not a block: with 4 players every number 0-6 is still in some hand ({numbers}); a block needs all seven tiles of one number on the table"
    )]
    ImpossibleBlock {
        /// For each number 0–6, a tile of that number still in a hand, e.g. "0:5-0 1:1-1 …".
        numbers: String,
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
    #[error("there is no side {side} at this table ({sides} sides)")]
    NoSuchSide {
        /// The side given.
        side: String,
        /// Sides at the table.
        sides: usize,
    },
    /// An event after the end of the match.
    #[error("the match is over ({how}); nothing more can be recorded")]
    MatchFinished {
        /// How the match ended: "target", "time" or "forfeit".
        how: String,
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
    #[error("{doubles} doubles do not call for a redeal under these rules ({rule})")]
    RedealNotAllowed {
        /// The doubles shown.
        doubles: u8,
        /// The rule, e.g. "4 or more doubles" or "all doubles are played".
        rule: String,
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
        fault: String,
    },
    /// A penalty given with points other than the rule's.
    #[error("the penalty `{fault}` is worth {expected} points here, not {given}")]
    PenaltyPointsMismatch {
        /// The fault.
        fault: String,
        /// The points given.
        given: u32,
        /// The points the rule set gives.
        expected: u32,
    },
    /// A decision that does not exist for this penalty (play on without PCD).
    #[error(
        "`{decision}` is not possible for the penalty `{fault}`: the opponents do not decide it"
    )]
    DecisionNotAllowed {
        /// The fault.
        fault: String,
        /// The decision given.
        decision: String,
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
    #[error("rule `{field}` cannot be {value}: {why}")]
    InvalidRules {
        /// The parameter.
        field: &'static str,
        /// The value given.
        value: String,
        /// What it must be.
        why: &'static str,
    },
    /// A preset name that does not exist.
    #[error("`{text}` is not a preset (br-basicas, br-megajogos, es-clasico, pr-federacion)")]
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
    /// An event of a log was refused; `error` says why.
    #[error("event {index}: {error}")]
    InvalidEvent {
        /// The index of the refused event in the log.
        index: usize,
        /// Why it was refused.
        error: Box<RuleError>,
    },
    /// A match file of another format.
    #[error("not a tranque match file (format `{format}`, expected `tranque-match`)")]
    UnknownFormat {
        /// The format given.
        format: String,
    },
    /// A match file of a version this build does not read.
    #[error("match file version {version} is not supported (this build reads version 1)")]
    UnsupportedVersion {
        /// The version given.
        version: u64,
    },
    /// A match file or event that is not valid JSON of the expected shape.
    #[error("malformed match file: {message}")]
    Malformed {
        /// The parser's message.
        message: String,
    },
}

impl RuleError {
    /// A stable snake_case code for the UI (the message may change, the code does not).
    /// An [`InvalidEvent`](RuleError::InvalidEvent) gives the code of its cause.
    pub fn code(&self) -> &'static str {
        match self {
            RuleError::UnknownTile { .. } => "unknown_tile",
            RuleError::TileRepeated { .. } => "tile_repeated",
            RuleError::TooManyTiles { .. } => "too_many_tiles",
            RuleError::DominoPlayerHoldsTiles { .. } => "domino_player_holds_tiles",
            RuleError::EmptyHand { .. } => "empty_hand",
            RuleError::ImpossibleBlock { .. } => "impossible_block",
            RuleError::PipsOutOfRange { .. } => "pips_out_of_range",
            RuleError::PipsTotalOutOfRange { .. } => "pips_total_out_of_range",
            RuleError::BadNumber { .. } => "bad_number",
            RuleError::SeatCountMismatch { .. } => "seat_count_mismatch",
            RuleError::BadSeatCount { .. } => "bad_seat_count",
            RuleError::PairsNeedFourSeats { .. } => "pairs_need_four_seats",
            RuleError::NoSuchSeat { .. } => "no_such_seat",
            RuleError::NoSuchSide { .. } => "no_such_side",
            RuleError::MatchFinished { .. } => "match_finished",
            RuleError::OpenerRequired { .. } => "opener_required",
            RuleError::WrongOpener { .. } => "wrong_opener",
            RuleError::RedealNotAllowed { .. } => "redeal_not_allowed",
            RuleError::DoublesOutOfRange { .. } => "doubles_out_of_range",
            RuleError::UnknownPenalty { .. } => "unknown_penalty",
            RuleError::PenaltyPointsMismatch { .. } => "penalty_points_mismatch",
            RuleError::DecisionNotAllowed { .. } => "decision_not_allowed",
            RuleError::NoTimeLimit => "no_time_limit",
            RuleError::ClockAlreadyStarted { .. } => "clock_already_started",
            RuleError::ClockNotStarted => "clock_not_started",
            RuleError::ClockNotRunning => "clock_not_running",
            RuleError::ClockNotPaused => "clock_not_paused",
            RuleError::ClockWentBackwards { .. } => "clock_went_backwards",
            RuleError::TimeNotUp { .. } => "time_not_up",
            RuleError::TimeAlreadyUp => "time_already_up",
            RuleError::InvalidRules { .. } => "invalid_rules",
            RuleError::UnknownPreset { .. } => "unknown_preset",
            RuleError::UnknownMode { .. } => "unknown_mode",
            RuleError::NoSuchEvent { .. } => "no_such_event",
            RuleError::InvalidEvent { error, .. } => error.code(),
            RuleError::UnknownFormat { .. } => "unknown_format",
            RuleError::UnsupportedVersion { .. } => "unsupported_version",
            RuleError::Malformed { .. } => "malformed",
        }
    }

    /// The error as it crosses to the UI: `{ "code": …, "message": … }`.
    pub fn view(&self) -> ErrorView {
        ErrorView {
            code: self.code(),
            message: self.to_string(),
        }
    }

    /// The refused event's own error, looking through [`RuleError::InvalidEvent`].
    pub fn cause(&self) -> &RuleError {
        match self {
            RuleError::InvalidEvent { error, .. } => error.cause(),
            other => other,
        }
    }

    pub(crate) fn no_such_side(side: Side, sides: usize) -> RuleError {
        RuleError::NoSuchSide {
            side: side.0.to_string(),
            sides,
        }
    }
}

/// A refusal as the UI receives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ErrorView {
    /// The stable code, e.g. `"unknown_tile"`.
    pub code: &'static str,
    /// The English message, naming the bad value.
    pub message: String,
}
