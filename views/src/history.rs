//! The history list: one line per match, a page at a time, filtered.

use serde::{Deserialize, Serialize};

use crate::{Given, Status};

/// What the history list is filtered by, each optional: a player's
/// matches, a rule set's, those between two days.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryFilter {
    /// A player: an id (a number) or a name (a text).
    pub player: Option<Given>,
    /// A preset id, or `custom` for rules not from a preset.
    pub preset: Option<String>,
    /// From this day, `YYYY-MM-DD`, inclusive.
    pub from: Option<String>,
    /// Up to this day, `YYYY-MM-DD`, inclusive.
    pub to: Option<String>,
}

/// What `list_matches` is asked: a page of the history and its filter,
/// side by side as the command's arguments, `{"page", "per_page", "player",
/// "preset", "from", "to"}`, each optional. The UI writes it and only the
/// shell reads it: flattened, it is read by buffering.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryQuery {
    /// The page, from 0 (0 when absent).
    pub page: Option<u32>,
    /// Matches per page, 1 to 100 (20 when absent).
    pub per_page: Option<u32>,
    /// The matches listed.
    #[serde(flatten)]
    pub filter: HistoryFilter,
}

/// One line of the history list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchSummary {
    /// The match id.
    pub id: String,
    /// The preset, or `None` for custom rules.
    pub preset: Option<String>,
    /// Player names by seat.
    pub players: Vec<String>,
    /// The sides' labels ("A", "B"; or seat numbers in individual play).
    pub side_labels: Vec<String>,
    /// Score per side.
    pub scores: Vec<i64>,
    /// In progress, finished or abandoned.
    pub status: Status,
    /// The winning side's label, once the core says the match is over.
    pub winner: Option<String>,
    /// Hands ended.
    pub hands: u32,
    /// When it started.
    pub started_at: String,
    /// When it was finished or abandoned.
    pub finished_at: Option<String>,
    /// Whether this version's core reads the match. One it refuses (recorded
    /// by another version, or damaged) is kept and listed with its last
    /// recorded scores; it can be exported raw, abandoned and deleted.
    pub readable: bool,
    /// The version of the rules engine that last wrote the match, `None` for
    /// a match written before versions were recorded.
    pub engine_version: Option<String>,
}

/// A page of the history, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchPage {
    /// Matches that pass the filter, in all.
    pub total: u64,
    /// This page, from 0.
    pub page: u32,
    /// Matches per page.
    pub per_page: u32,
    /// The page's matches.
    pub matches: Vec<MatchSummary>,
}
