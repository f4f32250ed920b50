//! Who opens a hand: a seat the core knows, a player of a side, the holder of
//! 6-6, or whoever the table chooses. The match's fold says who is to open
//! next ([`Standings::next_opener`](crate::Standings::next_opener)); whether a
//! given player may is [`Opener::may_open`], at a [`Table`](crate::Table).
//!
//! ```
//! use tranque::{Opener, Seat, Side};
//!
//! assert_eq!(Opener::Seat(Seat(2)).seat(), Some(Seat(2)));
//! assert_eq!(Opener::DoubleSix.seat(), None);
//! assert_eq!(serde_json::to_value(Opener::Side(Side(1))).unwrap(), serde_json::json!({ "side": 1 }));
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Seat, Side};

/// Who is to open the next hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "OpenerRepr", into = "OpenerRepr")]
pub enum Opener {
    /// This seat.
    Seat(Seat),
    /// Whoever holds 6-6 (the first hand; again after a redeal or a replayed tie on it).
    DoubleSix,
    /// Whoever the table chooses (`first_opener = chosen`, first hand).
    Anyone,
    /// A player of this side, the winner of the last hand (`opener_rotation = winner`).
    Side(Side),
}

impl Opener {
    /// Whether the core knows the seat, so a hand may leave its opener out.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Opener::Seat(seat) => Some(seat),
            _ => None,
        }
    }
}

impl fmt::Display for Opener {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Opener::Seat(seat) => write!(f, "seat {seat} opens"),
            Opener::DoubleSix => f.write_str("whoever holds 6-6 opens"),
            Opener::Anyone => f.write_str("the table chooses who opens"),
            Opener::Side(Side(0)) => f.write_str("a player of side A opens"),
            Opener::Side(Side(1)) => f.write_str("a player of side B opens"),
            Opener::Side(side) => write!(f, "a player of side {} opens", side.0),
        }
    }
}

/// JSON shape of [`Opener`]: a seat number, `"double_six"`, `"anyone"`, or `{"side": n}`.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum OpenerRepr {
    Seat(Seat),
    Named(OpenerName),
    Side { side: Side },
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum OpenerName {
    DoubleSix,
    Anyone,
}

impl From<OpenerRepr> for Opener {
    fn from(repr: OpenerRepr) -> Opener {
        match repr {
            OpenerRepr::Seat(seat) => Opener::Seat(seat),
            OpenerRepr::Named(OpenerName::DoubleSix) => Opener::DoubleSix,
            OpenerRepr::Named(OpenerName::Anyone) => Opener::Anyone,
            OpenerRepr::Side { side } => Opener::Side(side),
        }
    }
}

impl From<Opener> for OpenerRepr {
    fn from(opener: Opener) -> OpenerRepr {
        match opener {
            Opener::Seat(seat) => OpenerRepr::Seat(seat),
            Opener::DoubleSix => OpenerRepr::Named(OpenerName::DoubleSix),
            Opener::Anyone => OpenerRepr::Named(OpenerName::Anyone),
            Opener::Side(side) => OpenerRepr::Side { side },
        }
    }
}
