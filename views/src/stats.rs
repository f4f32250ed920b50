//! The statistics as the screens read them: every figure of the core's
//! insights (`tranque::insights`, defined in `docs/statistics.md`) for a
//! period and a rule set, one player's page, and a head-to-head.

use serde::{Deserialize, Serialize};
pub use tranque::insights::{Filter, Meeting, Opponent, PlayerPage, PlayerSummary, Summary};

/// The statistics screen's answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StatsView {
    /// Every figure of the matches the filter counts.
    pub summary: Summary,
    /// Every rule set of the history (whatever the filter), to choose from.
    pub rule_sets: Vec<String>,
    /// Ended matches the app cannot read, in no figure.
    pub unreadable: u32,
}

/// A player's page, as asked for by the player's key.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The player's key.
    pub key: String,
    /// Their name, as last written in any match; `None` for a key the
    /// history never had.
    pub name: Option<String>,
    /// Their figures for the filter; `None` when it counts none of their
    /// matches.
    pub page: Option<PlayerPage>,
    /// Every rule set of the history (whatever the filter), to choose from:
    /// the page's filter offers them without asking for every figure of
    /// every player.
    pub rule_sets: Vec<String>,
}
