//! Statistics per player and per partnership over finished matches.

use serde::{Deserialize, Serialize};

/// Totals over finished matches, for a player or a partnership.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Totals {
    /// Finished matches played.
    pub matches: u64,
    /// Matches won.
    pub wins: u64,
    /// Hands won by the player's side.
    pub hands_won: u64,
    /// Hands dominoed (by the player himself; by either partner for a partnership).
    pub dominoes: u64,
    /// Blocked hands won by the side.
    pub blocks_won: u64,
    /// Points scored (a forfeit records 100 for the winners).
    pub points_for: i64,
    /// Points scored against (a forfeit records 200 against the losers).
    pub points_against: i64,
    /// Wins per match, 0 to 1.
    pub win_rate: f64,
    /// Points scored per match.
    pub avg_points_for: f64,
    /// Points against per match.
    pub avg_points_against: f64,
    /// Hands won per match.
    pub avg_hands_won: f64,
}

/// A player's statistics: the player, and the totals beside (flattened).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerStats {
    /// The player's id.
    pub player_id: i64,
    /// The player's name.
    pub name: String,
    /// The totals.
    #[serde(flatten)]
    pub totals: Totals,
}

/// A partnership's statistics (two players on one side in pairs), the
/// totals beside (flattened).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PartnershipStats {
    /// The two players' ids, lower first.
    pub player_ids: [i64; 2],
    /// Their names, in the same order.
    pub names: [String; 2],
    /// The totals.
    #[serde(flatten)]
    pub totals: Totals,
}

/// Statistics over every finished match.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Statistics {
    /// Per player, by name.
    pub players: Vec<PlayerStats>,
    /// Per partnership, by most matches together.
    pub partnerships: Vec<PartnershipStats>,
}
