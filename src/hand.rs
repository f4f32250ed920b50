//! A player's hand, and tiles and hands read from what a player types or a
//! file holds. Reading and checking refuse with a [`RuleError`]; the tiles
//! themselves ([`tile`](crate::tile)) know nothing of refusals.
//!
//! A tile is written `a-b` in either order (`5-6` is `6-5`). A hand holds at
//! most 7 distinct tiles.
//!
//! ```
//! use tranque::{Hand, Tile};
//!
//! let t: Tile = "5-6".parse().unwrap();
//! assert_eq!(t, "6-5".parse().unwrap());
//! assert_eq!(t, Tile::new(6, 5).unwrap());
//! assert_eq!(t.to_string(), "6-5");
//! assert_eq!(t.pips(), 11);
//! assert!(!t.is_double());
//! assert_eq!("7-1".parse::<Tile>().unwrap_err().code(), "unknown_tile");
//!
//! let hand: Hand = "6-6 4-5, 0-0".parse().unwrap();
//! assert_eq!((hand.len(), hand.pips(), hand.doubles()), (3, 21, 2));
//! assert_eq!("6-6 6-6".parse::<Hand>().unwrap_err().code(), "tile_repeated");
//! ```

use std::str::FromStr;

use serde::{Deserialize, Deserializer};

use crate::tile::HAND_SIZE;
use crate::{RuleError, Seat, Tile};

impl Tile {
    /// The tile with these two numbers, in either order.
    pub fn new(a: u8, b: u8) -> Result<Tile, RuleError> {
        Tile::from_numbers(a, b).ok_or_else(|| RuleError::UnknownTile {
            text: format!("{a}-{b}"),
        })
    }
}

impl FromStr for Tile {
    type Err = RuleError;

    fn from_str(s: &str) -> Result<Tile, RuleError> {
        let unknown = || RuleError::UnknownTile {
            text: s.trim().to_owned(),
        };
        let (a, b) = s.split_once('-').ok_or_else(unknown)?;
        let number = |part: &str| match part.trim().as_bytes() {
            [d @ b'0'..=b'6'] => Some(d - b'0'),
            _ => None,
        };
        match (number(a), number(b)) {
            (Some(a), Some(b)) => Tile::new(a, b),
            _ => Err(unknown()),
        }
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Tile, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The tiles one player holds: at most 7, all distinct, in the order given.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Hand {
    tiles: Vec<Tile>,
}

impl Hand {
    /// A hand of these tiles; refuses a repeated tile or more than 7.
    pub fn new(tiles: Vec<Tile>) -> Result<Hand, RuleError> {
        Hand::for_seat(tiles, Seat(0))
    }

    /// Like [`Hand::new`], naming `seat` in the error.
    pub fn for_seat(tiles: Vec<Tile>, seat: Seat) -> Result<Hand, RuleError> {
        if tiles.len() > HAND_SIZE {
            return Err(RuleError::TooManyTiles {
                seat,
                count: tiles.len(),
            });
        }
        check_distinct(&tiles)?;
        Ok(Hand { tiles })
    }

    /// The tiles.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// How many tiles.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// No tile at all.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// The pips in the hand.
    pub fn pips(&self) -> u32 {
        self.tiles.iter().map(|t| t.pips()).sum()
    }

    /// How many doubles the hand holds.
    pub fn doubles(&self) -> u8 {
        // At most 7 tiles, so the count fits.
        self.tiles.iter().filter(|t| t.is_double()).count() as u8
    }
}

impl FromStr for Hand {
    type Err = RuleError;

    /// Tiles separated by spaces or commas: `"6-6 5-4, 0-0"`. Spaces around the
    /// dash are not allowed here (they would split the tile).
    fn from_str(s: &str) -> Result<Hand, RuleError> {
        let tiles = s
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|part| !part.is_empty())
            .map(str::parse)
            .collect::<Result<Vec<Tile>, _>>()?;
        Hand::new(tiles)
    }
}

/// Refuses the first tile seen twice.
pub(crate) fn check_distinct(tiles: &[Tile]) -> Result<(), RuleError> {
    let mut seen = 0u32;
    for &tile in tiles {
        let bit = 1u32 << tile.index();
        if seen & bit != 0 {
            return Err(RuleError::TileRepeated { tile });
        }
        seen |= bit;
    }
    Ok(())
}
