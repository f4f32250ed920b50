//! The player directory's answer.

use serde::{Deserialize, Serialize};

/// A player of the directory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The store's id; stable across renames.
    pub id: i64,
    /// The name shown at the table.
    pub name: String,
}
