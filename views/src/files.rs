//! The answer of a command that saved a file where the player chose.

use serde::{Deserialize, Serialize};

/// A file written where the player chose.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedFile {
    /// Its name, to show (not its folder).
    pub file: String,
    /// The ids of the matches in it as stored (raw), which this version
    /// cannot read.
    #[serde(default)]
    pub unreadable: Vec<String>,
}
