//! A match as the store keeps it: where it stands, who sits where, its record
//! with the fold of its log, and the edits a change may make to that log. The
//! log, the fold and the exports read these; they read none of those.

use super::*;

/// A match as committed: its record, and the core's fold of its log.
#[derive(Debug, Clone)]
pub struct StoredMatch {
    /// The match id.
    pub id: String,
    /// The preset the rules started from, if any.
    pub preset: Option<String>,
    /// The players by seat.
    pub seats: Vec<SeatPlayer>,
    /// The core's match, folded from the committed log.
    pub game: Match,
    /// When each event of the log was recorded (same indexes as `game.events()`).
    pub recorded_at: Vec<String>,
    /// In progress, finished or abandoned.
    pub status: Status,
    /// When the match was created.
    pub started_at: String,
    /// When it was finished or abandoned.
    pub finished_at: Option<String>,
    /// Who signed the sheet.
    pub signed_by: Option<String>,
    /// The signature, as SVG path data.
    pub signature: Option<String>,
    /// Who opens the hand under way, as told at the table when the core
    /// cannot tell ([`Store::tell_opener`]); `None` when not told.
    pub told_opener: Option<Seat>,
}

/// A change to a match's log, decided by the core before it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogEdit {
    /// Record an event after the last one.
    Append(Event),
    /// Drop the last event.
    Undo,
    /// Replace event `index` and refold.
    Replace {
        /// The event's index in the log.
        index: usize,
        /// Its replacement.
        event: Event,
    },
    /// Remove event `index` and refold.
    Delete {
        /// The event's index in the log.
        index: usize,
    },
}
