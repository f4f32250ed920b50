//! The tiles read in a photo of a hand (`read_tiles`).

use serde::{Deserialize, Serialize};
use tranque::Tile;

/// What the shell's photo reader saw in a photo of a hand's tiles: the
/// photo's upright size and every face-up tile it read, numbered left to
/// right. The photo itself stays in the page; nothing of it is kept.
///
/// It crosses as one flat array of numbers (`width`, `height`, then eleven
/// numbers a tile: its high and low numbers, its four corners' `x` and `y`,
/// its confidence), which the table app reads with the reader of a list of
/// numbers instead of one compiled for each nested shape (the page's weight
/// has a budget).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Vec<u32>", try_from = "Vec<u32>")]
pub struct TilesRead {
    /// The photo's width in upright pixels (after its EXIF orientation).
    pub width: u32,
    /// The photo's height in upright pixels.
    pub height: u32,
    /// Every face-up tile read.
    pub tiles: Vec<TileSeen>,
}

/// One tile read in a photo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileSeen {
    /// The tile.
    pub tile: Tile,
    /// Its four corners in the photo's upright pixels, `[x, y]`, going round
    /// the tile.
    pub outline: [[u32; 2]; 4],
    /// How sure the reading is, in percent (0 a guess, 100 every check
    /// agrees).
    pub confidence: u8,
}

/// Numbers a tile takes in the flat array.
const PER_TILE: usize = 11;

impl From<TilesRead> for Vec<u32> {
    fn from(read: TilesRead) -> Vec<u32> {
        let mut flat = vec![read.width, read.height];
        for seen in &read.tiles {
            flat.extend([u32::from(seen.tile.high()), u32::from(seen.tile.low())]);
            flat.extend(seen.outline.iter().flatten());
            flat.push(u32::from(seen.confidence));
        }
        flat
    }
}

impl TryFrom<Vec<u32>> for TilesRead {
    type Error = String;

    fn try_from(flat: Vec<u32>) -> Result<TilesRead, String> {
        let bad = || format!("{} numbers are no tiles read", flat.len());
        let (&[width, height], rest) = flat.split_first_chunk::<2>().ok_or_else(bad)?;
        if rest.len() % PER_TILE != 0 {
            return Err(bad());
        }
        let tiles = rest
            .chunks_exact(PER_TILE)
            .map(|n| {
                let number = |i: usize| u8::try_from(n[i]).ok();
                let tile = Tile::new(number(0)?, number(1)?).ok()?;
                let corner = |i: usize| [n[2 + 2 * i], n[3 + 2 * i]];
                Some(TileSeen {
                    tile,
                    outline: [corner(0), corner(1), corner(2), corner(3)],
                    confidence: number(10)?.min(100),
                })
            })
            .collect::<Option<Vec<_>>>()
            .ok_or_else(bad)?;
        Ok(TilesRead {
            width,
            height,
            tiles,
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // Tests panic on purpose.
mod tests {
    use super::*;

    #[test]
    fn tiles_read_cross_as_a_flat_array_and_back() {
        let read = TilesRead {
            width: 4000,
            height: 3000,
            tiles: vec![TileSeen {
                tile: Tile::new(6, 4).unwrap(),
                outline: [[10, 20], [30, 20], [30, 80], [10, 80]],
                confidence: 97,
            }],
        };
        let json = serde_json::to_string(&read).unwrap();
        assert_eq!(json, "[4000,3000,6,4,10,20,30,20,30,80,10,80,97]");
        assert_eq!(serde_json::from_str::<TilesRead>(&json).unwrap(), read);
        for bad in ["[4000]", "[4000,3000,6,4]", "[1,1,7,4,0,0,0,0,0,0,0,0,50]"] {
            assert!(serde_json::from_str::<TilesRead>(bad).is_err(), "{bad}");
        }
    }
}
