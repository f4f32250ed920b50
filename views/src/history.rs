//! The history list: one line per match, a page at a time.

use serde::{Deserialize, Serialize};

use crate::Status;

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
