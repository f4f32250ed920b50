//! What the shell answers, as the UI reads it: the views of players,
//! matches, the history, imports and statistics (`docs/commands.md`).

use serde::Deserialize;
use tranque::{Event, Match, MatchSetup, Rules, Seat, Standings};

/// A player of the directory, as the shell shows it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Player {
    /// Stable id.
    pub id: i64,
    /// Name at the table.
    pub name: String,
}

/// One seat of a match.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct SeatView {
    /// Seat number, counter-clockwise from 0.
    pub seat: u8,
    /// The directory's id of the player.
    pub player_id: i64,
    /// The player's name.
    pub name: String,
}

/// One entry of a match's log.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct EventRow {
    /// Index in the log.
    pub seq: usize,
    /// What happened.
    pub event: Event,
    /// When the shell committed it.
    pub recorded_at: String,
}

/// A match as the shell shows it: the core's fold of what was committed.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct MatchView {
    /// The match's id.
    pub id: String,
    /// The preset the rules started from.
    #[serde(default)]
    pub preset: Option<String>,
    /// The rules in force.
    pub rules: Rules,
    /// The seats, counter-clockwise.
    pub seats: Vec<SeatView>,
    /// The event log.
    pub events: Vec<EventRow>,
    /// The core's standings.
    pub standings: Standings,
    /// `in_progress`, `finished` or `abandoned`.
    pub status: String,
    /// When it started.
    pub started_at: String,
    /// When it was finished.
    #[serde(default)]
    pub finished_at: Option<String>,
    /// Who signed the scoresheet.
    #[serde(default)]
    pub signed_by: Option<String>,
    /// The finger signature (SVG path data).
    #[serde(default)]
    pub signature: Option<String>,
    /// Who opens the hand under way, as told at the table when the core
    /// cannot tell; kept by the shell until that hand ends.
    #[serde(default)]
    pub told_opener: Option<Seat>,
}

impl MatchView {
    /// The player names in seat order.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// The core's match, folded again in the UI for previews (nothing is recorded).
    pub fn game(&self) -> Option<Match> {
        let setup = MatchSetup {
            rules: self.rules.clone(),
            seats: self.names(),
        };
        Match::from_events(setup, self.events.iter().map(|e| e.event.clone())).ok()
    }

    /// The match is under way.
    pub fn in_progress(&self) -> bool {
        self.status == "in_progress"
    }
}

/// One line of the history list.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct MatchSummary {
    /// The match's id.
    pub id: String,
    /// Its preset.
    #[serde(default)]
    pub preset: Option<String>,
    /// Names by seat.
    pub players: Vec<String>,
    /// Labels of the sides.
    #[serde(default)]
    pub side_labels: Vec<String>,
    /// Scores per side.
    pub scores: Vec<i64>,
    /// `in_progress`, `finished` or `abandoned`.
    pub status: String,
    /// The winner's side label.
    #[serde(default)]
    pub winner: Option<String>,
    /// Hands played.
    #[serde(default)]
    pub hands: u32,
    /// When it started.
    pub started_at: String,
    /// When it ended.
    #[serde(default)]
    pub finished_at: Option<String>,
    /// Whether this version reads the match; one it cannot is shown with
    /// its last scores, to export as stored, abandon or delete.
    #[serde(default = "readable")]
    pub readable: bool,
    /// The version of the rules engine that last wrote it, if recorded.
    #[serde(default)]
    pub engine_version: Option<String>,
}

/// A match listed without saying whether it reads is one that does.
fn readable() -> bool {
    true
}

/// A page of the history.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct MatchPage {
    /// Matches that pass the filter.
    pub total: u32,
    /// This page's number.
    pub page: u32,
    /// Its size.
    pub per_page: u32,
    /// The matches, newest first.
    pub matches: Vec<MatchSummary>,
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ImportReport {
    /// Matches added.
    pub imported: u32,
    /// Matches that were already there.
    pub already_present: u32,
    /// Matches of the file its exporting app could not read, left out.
    #[serde(default)]
    pub unreadable_skipped: u32,
}

/// A whole history as exported.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct HistoryExport {
    /// The history file's text.
    pub json: String,
    /// The ids of the matches this version could not read (in the file as stored).
    #[serde(default)]
    pub unreadable: Vec<String>,
}

/// Where an import under way stands.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ImportProgress {
    /// `idle`, `reading`, `checking` or `writing`.
    pub phase: String,
    /// Matches checked.
    pub done: u32,
    /// Matches in the file (0 until read).
    pub total: u32,
}

/// One row of the statistics: a player or a partnership and its totals.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct StatRow {
    /// A player's name (a row per player).
    #[serde(default)]
    pub name: Option<String>,
    /// The partners' names (a row per partnership).
    #[serde(default)]
    pub names: Option<Vec<String>>,
    /// Finished matches played.
    #[serde(default)]
    pub matches: u64,
    /// Matches won.
    #[serde(default)]
    pub wins: u64,
    /// Hands won by going out.
    #[serde(default)]
    pub dominoes: u64,
    /// Blocked hands won.
    #[serde(default)]
    pub blocks_won: u64,
    /// The share of matches won, 0 to 1.
    #[serde(default)]
    pub win_rate: f64,
}

/// Statistics per player and per partnership, as the shell counts them.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Statistics {
    /// A row per player.
    #[serde(default)]
    pub players: Vec<StatRow>,
    /// A row per partnership.
    #[serde(default)]
    pub partnerships: Vec<StatRow>,
}

/// A file written where the player chose.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct SavedFile {
    /// Its name (not its folder).
    pub file: String,
    /// The ids of the matches in it as stored, which this version cannot read.
    #[serde(default)]
    pub unreadable: Vec<String>,
}
