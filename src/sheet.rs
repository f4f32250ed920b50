//! What the director asks of a round's paperwork: which sheet ([`Sheet`])
//! and on which paper ([`PaperSize`]). Plain values, built without the
//! `paper` feature, so the UI names them as the shell reads them; the
//! drawing itself is `paper`'s (feature `paper`), which re-exports them.
//!
//! ```
//! use tranque::sheet::{PaperSize, Sheet};
//!
//! assert_eq!(PaperSize::from_name("Letter"), Some(PaperSize::Letter));
//! assert_eq!(serde_json::to_value(PaperSize::A4).unwrap(), "a4");
//! assert_eq!(serde_json::to_value(Sheet::Slips).unwrap(), "slips");
//! ```

use serde::{Deserialize, Serialize};

/// The size of the paper; it crosses as `a4` or `letter`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PaperSize {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8½ × 11 in.
    Letter,
}

impl PaperSize {
    /// Width and height, in points (1/72 inch).
    pub fn points(self) -> (f32, f32) {
        match self {
            PaperSize::A4 => (595.28, 841.89),
            PaperSize::Letter => (612.0, 792.0),
        }
    }

    /// The size its name gives: `a4` or `letter` (any case).
    pub fn from_name(name: &str) -> Option<PaperSize> {
        match name.to_ascii_lowercase().as_str() {
            "a4" => Some(PaperSize::A4),
            "letter" => Some(PaperSize::Letter),
            _ => None,
        }
    }
}

/// Which sheet of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sheet {
    /// The pairing sheet, to pin on the wall.
    Pairings,
    /// A result slip per table, with the table's code (a tournament of
    /// pairs'; an individual tournament's slips have none).
    Slips,
    /// The standings after the round.
    Standings,
}

impl Sheet {
    /// Its name in a file name: `pairings`, `slips`, `standings`.
    pub fn name(self) -> &'static str {
        match self {
            Sheet::Pairings => "pairings",
            Sheet::Slips => "slips",
            Sheet::Standings => "standings",
        }
    }
}
