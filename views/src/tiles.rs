//! The tiles read in a photo of a hand (`read_tiles`).

use serde::{Deserialize, Serialize};
use tranque::Tile;

/// What the shell's photo reader saw in a photo of a hand's tiles: the
/// photo's upright size and every face-up tile it read, in no particular
/// order. The photo itself stays in the page; nothing of it is kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TilesRead {
    /// The photo's width in upright pixels (after its EXIF orientation).
    pub width: u32,
    /// The photo's height in upright pixels.
    pub height: u32,
    /// Every face-up tile read.
    pub tiles: Vec<TileSeen>,
}

/// One tile read in a photo.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileSeen {
    /// The tile, as the core names it (`"6-4"`).
    pub tile: Tile,
    /// Its four corners in the photo's upright pixels, `[x, y]`, going round
    /// the tile.
    pub outline: [[u32; 2]; 4],
    /// How sure the reading is, in percent (0 a guess, 100 every check
    /// agrees).
    pub confidence: u8,
}
