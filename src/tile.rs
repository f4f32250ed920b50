//! Tiles of a double-six set and the hands that hold them.
//!
//! A tile is written `a-b` in either order (`5-6` is `6-5`) and shown with the
//! higher number first. Its value is its pips, `a + b` (`0-0` is worth 0,
//! 000 art. 9.2). A hand holds at most 7 distinct tiles.
//!
//! ```
//! use tranque::{Hand, Tile};
//!
//! let t: Tile = "5-6".parse().unwrap();
//! assert_eq!(t, "6-5".parse().unwrap());
//! assert_eq!(t.to_string(), "6-5");
//! assert_eq!(t.pips(), 11);
//! assert!(!t.is_double());
//! assert_eq!(Tile::all().count(), 28);
//! assert_eq!(Tile::all().map(|t| t.pips()).sum::<u32>(), 168);
//!
//! let hand: Hand = "6-6 4-5, 0-0".parse().unwrap();
//! assert_eq!((hand.len(), hand.pips(), hand.doubles()), (3, 21, 2));
//! assert_eq!("6-6 6-6".parse::<Hand>().unwrap_err().code(), "tile_repeated");
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{RuleError, Seat};

/// The highest number on a tile of a double-six set.
pub const MAX_NUMBER: u8 = 6;
/// Tiles dealt to each player, and the most a hand can hold.
pub const HAND_SIZE: usize = 7;
/// Pips in the whole set.
pub const SET_PIPS: u32 = 168;
/// The most pips 7 tiles can hold: 6-6 6-5 6-4 5-5 6-3 5-4 and an 8.
pub const MAX_HAND_PIPS: u32 = 69;

/// One of the 28 tiles of a double-six set. Invariant: `low <= high <= 6`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile {
    high: u8,
    low: u8,
}

impl Tile {
    /// The tile with these two numbers, in either order.
    pub fn new(a: u8, b: u8) -> Result<Tile, RuleError> {
        if a > MAX_NUMBER || b > MAX_NUMBER {
            return Err(RuleError::UnknownTile {
                text: format!("{a}-{b}"),
            });
        }
        Ok(Tile {
            high: a.max(b),
            low: a.min(b),
        })
    }

    /// All 28 tiles, `0-0` first, then `1-0`, `1-1`, `2-0` … `6-6`.
    pub fn all() -> impl Iterator<Item = Tile> + Clone {
        (0..=MAX_NUMBER).flat_map(|high| (0..=high).map(move |low| Tile { high, low }))
    }

    /// The higher number.
    pub fn high(self) -> u8 {
        self.high
    }

    /// The lower number.
    pub fn low(self) -> u8 {
        self.low
    }

    /// The value of the tile: the sum of its two numbers.
    pub fn pips(self) -> u32 {
        u32::from(self.high) + u32::from(self.low)
    }

    /// A tile with the same number twice.
    pub fn is_double(self) -> bool {
        self.high == self.low
    }

    /// Whether one of the tile's ends shows `n`.
    pub fn has(self, n: u8) -> bool {
        self.high == n || self.low == n
    }

    /// A number from 0 to 27, distinct for every tile (the position in [`Tile::all`]).
    pub fn index(self) -> usize {
        let high = usize::from(self.high);
        high * (high + 1) / 2 + usize::from(self.low)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.high, self.low)
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

impl Serialize for Tile {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
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
