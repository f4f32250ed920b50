//! How a match ends: a side reaches the target, time runs out, or a side
//! forfeits (004 §2a, §9b). The match's fold decides when
//! ([`MatchOutcome`](crate::MatchOutcome)); these are the values it names.
//!
//! ```
//! use tranque::{ForfeitReason, MatchEnd, Side};
//!
//! let how = MatchEnd::Forfeit { loser: Side(1), reason: ForfeitReason::LateArrival };
//! assert_eq!(how.name(), "forfeit");
//! assert_eq!(
//!     serde_json::to_value(how).unwrap(),
//!     serde_json::json!({ "kind": "forfeit", "loser": 1, "reason": "late_arrival" }),
//! );
//! ```

use serde::{Deserialize, Serialize};

use crate::Side;

/// How a match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MatchEnd {
    /// A side reached the target.
    Target,
    /// Time ran out and a side led at the end of a hand.
    Time,
    /// A side forfeited.
    Forfeit {
        /// The side that forfeited.
        loser: Side,
        /// Why.
        reason: ForfeitReason,
    },
}

impl MatchEnd {
    /// `"target"`, `"time"` or `"forfeit"`.
    pub fn name(self) -> &'static str {
        match self {
            MatchEnd::Target => "target",
            MatchEnd::Time => "time",
            MatchEnd::Forfeit { .. } => "forfeit",
        }
    }
}

/// Why a side forfeits the match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ForfeitReason {
    /// 004 §2a: more than 2:00 late to the table.
    LateArrival,
    /// 004 §9b: passing with a tile to dodge a block or a domino.
    DodgingPass,
    /// The side left or conceded (seed silent).
    Withdrawal,
}
