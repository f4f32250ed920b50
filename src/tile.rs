//! The tiles of a double-six set.
//!
//! A tile is shown with the higher number first (`6-5`). Its value is its
//! pips, `a + b` (`0-0` is worth 0, 000 art. 9.2). Tiles made from numbers or
//! read from text, refusing what is not a tile, are in [`hand`](crate::hand).
//!
//! ```
//! use tranque::Tile;
//!
//! let t = Tile::all().last().unwrap();
//! assert_eq!(t.to_string(), "6-6");
//! assert_eq!(t.pips(), 12);
//! assert!(t.is_double());
//! assert_eq!(Tile::all().count(), 28);
//! assert_eq!(Tile::all().map(|t| t.pips()).sum::<u32>(), 168);
//! ```

use std::fmt;

use serde::{Serialize, Serializer};

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
    /// The tile with these two numbers, in either order; `None` when a number
    /// is above 6. [`Tile::new`] refuses such numbers with a reason.
    pub(crate) fn from_numbers(a: u8, b: u8) -> Option<Tile> {
        (a <= MAX_NUMBER && b <= MAX_NUMBER).then(|| Tile {
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

impl Serialize for Tile {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}
