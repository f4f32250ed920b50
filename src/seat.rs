//! Seats and sides: who sits where, as numbers.
//!
//! Seats are numbered 0 … n−1 in the order of play, counter-clockwise. A side
//! is a pair (side A = seats 0 and 2, side B = seats 1 and 3) or, in individual
//! play, a single seat; which seat plays for which side is the
//! [`Table`](crate::Table)'s to say.
//!
//! ```
//! use tranque::{Seat, Side};
//!
//! assert_eq!(Seat(3).index(), 3);
//! assert_eq!(serde_json::to_string(&Side(1)).unwrap(), "1");
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

/// A player's place at the table, 0-based, in counter-clockwise order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

/// A side: a pair (0 = "A": seats 0 and 2, 1 = "B": seats 1 and 3) or, in
/// individual play, a single seat (side n = seat n).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Side(pub u8);

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Seat {
    /// The seat as an index into per-seat lists.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl Side {
    /// The side as an index into per-side lists.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}
