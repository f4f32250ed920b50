//! A match as the UI shows it: its record and the core's fold of its log.

use serde::{Deserialize, Serialize};
use tranque::{Event, Match, MatchSetup, Rules, Seat, Standings};

/// Where a match stands in the app (the core says whether it is over; this is
/// whether the table signed it off or walked away).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Under way: hands may be recorded.
    InProgress,
    /// Over and signed off.
    Finished,
    /// Left unfinished.
    Abandoned,
}

impl Status {
    /// The word stored and sent to the UI.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::InProgress => "in_progress",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
        }
    }

    /// The status a word names, `None` for another word.
    pub fn parse(text: &str) -> Option<Status> {
        match text {
            "in_progress" => Some(Status::InProgress),
            "finished" => Some(Status::Finished),
            "abandoned" => Some(Status::Abandoned),
            _ => None,
        }
    }
}

/// A seat of a match and who sits in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPlayer {
    /// The seat, from 0, counter-clockwise.
    pub seat: u8,
    /// The player's directory id.
    pub player_id: i64,
    /// The player's name now (a rename shows everywhere).
    pub name: String,
}

/// One event of the log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventView {
    /// Its index in the log.
    pub seq: usize,
    /// The event, as the core's JSON.
    pub event: Event,
    /// When the shell committed it.
    pub recorded_at: String,
}

/// A match as the UI shows it: the record and the core's fold of its log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchView {
    /// The match id.
    pub id: String,
    /// The preset the rules started from, or `None`.
    pub preset: Option<String>,
    /// The rule set.
    pub rules: Rules,
    /// Who sits where, counter-clockwise.
    pub seats: Vec<SeatPlayer>,
    /// The log, oldest first (`events[i]` is the core's event `i`).
    pub events: Vec<EventView>,
    /// The core's fold of the log.
    pub standings: Standings,
    /// `in_progress`, `finished` or `abandoned`.
    pub status: Status,
    /// When it started.
    pub started_at: String,
    /// When it was finished or abandoned.
    pub finished_at: Option<String>,
    /// Who signed the sheet.
    pub signed_by: Option<String>,
    /// The finger signature, SVG path data.
    pub signature: Option<String>,
    /// Who opens the hand under way, as told at the table when the core
    /// cannot tell (a seat), or `None`; forgotten when that hand ends.
    pub told_opener: Option<Seat>,
}

impl MatchView {
    /// The player names in seat order.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// The core's match, folded again from the log (for previews in the UI:
    /// nothing is recorded); `None` if the core refuses the log.
    pub fn game(&self) -> Option<Match> {
        let setup = MatchSetup {
            rules: self.rules.clone(),
            seats: self.names(),
        };
        Match::from_events(setup, self.events.iter().map(|e| e.event.clone())).ok()
    }

    /// The match is under way.
    pub fn in_progress(&self) -> bool {
        self.status == Status::InProgress
    }
}
