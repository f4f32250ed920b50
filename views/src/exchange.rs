//! Export and import: what an import did, the history exported, and where an
//! import under way stands.

use serde::{Deserialize, Serialize};

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportReport {
    /// Matches added.
    pub imported: usize,
    /// Matches skipped because they are already in the database (the same
    /// match: its rules, seats and events, under its id or the new id an
    /// earlier import gave it).
    pub already_present: usize,
    /// Matches of a history file that its exporting app could not read (its
    /// `unreadable` list, rows as stored): no app can import them, so they
    /// are left out and counted.
    #[serde(default)]
    pub unreadable_skipped: usize,
    /// Matches added (counted in `imported` too) under a new id, because a
    /// different match here already held the id the file gave them: nothing
    /// here was replaced, and the same file imported again finds them.
    #[serde(default)]
    pub under_new_id: usize,
    /// Names of the matches added that the one rule of names now refuses
    /// (a hidden character, or nothing that shows), which an older version
    /// kept: carried as written, as a history already on a phone keeps
    /// them, each once, in the order the file names them. A new match
    /// with one of them is refused until the player is renamed.
    #[serde(default)]
    pub names_kept: Vec<String>,
}

/// A whole history as exported, and which of its matches this version could
/// not read (they are in the file raw, under `unreadable`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryExport {
    /// The history file: `{"format": "tranque-history", "version": 1,
    /// "exported_at", "matches": [match files], "unreadable": [raw exports]}`
    /// (`unreadable` only when there is one).
    pub json: String,
    /// The ids of the matches exported raw, oldest first.
    #[serde(default)]
    pub unreadable: Vec<String>,
}

/// What an import is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ImportPhase {
    /// No import under way.
    Idle = 0,
    /// Reading the file.
    Reading = 1,
    /// The core checks its matches, one by one.
    Checking = 2,
    /// Writing them, in one transaction.
    Writing = 3,
}

/// Where the import under way stands (`import_progress`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImportProgress {
    /// `idle`, `reading`, `checking` or `writing`.
    pub phase: ImportPhase,
    /// Matches checked so far.
    pub done: usize,
    /// Matches in the file (0 until it is read).
    pub total: usize,
}
