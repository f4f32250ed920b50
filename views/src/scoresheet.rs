//! What the UI sends with a scoresheet picture: its words, already in the
//! player's language.

use serde::{Deserialize, Serialize};

/// The words of the scoresheet picture, in the player's language, as the UI
/// shows them: the shell draws them as given and writes no sentence of its
/// own (`docs/commands.md`, `SheetLabels`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetLabels {
    /// The heading ("Scoresheet").
    pub title: String,
    /// Above the winner's name ("Winner").
    pub winner: String,
    /// The rule set's name, in the player's language.
    pub rules: String,
    /// Under the signature ("Scoresheet signed by Ana"); `null` when unsigned.
    pub signed: Option<String>,
    /// Each row of the sheet as the screen labels it ("3 domino · carroça"),
    /// one per row of the core's sheet, in its order.
    pub rows: Vec<String>,
}
