//! The events of a match log: what happened at the table, in order.
//!
//! Events are stored and exported as JSON, internally tagged by `type`:
//!
//! ```
//! use tranque::{Event, HandEnd, Leftover, Seat};
//!
//! let event: Event = serde_json::from_str(
//!     r#"{"type":"hand","opener":0,"end":{"kind":"block","closed_by":3,"left":{"pips":[6,10,7,2]}}}"#,
//! ).unwrap();
//! assert_eq!(
//!     event,
//!     Event::Hand {
//!         opener: Some(Seat(0)),
//!         end: HandEnd::Block { closed_by: Seat(3), left: Leftover::Pips(vec![6, 10, 7, 2]) },
//!     }
//! );
//! let tiles: Event = serde_json::from_str(
//!     r#"{"type":"hand","end":{"kind":"domino","by":1,"left":{"tiles":[["6-6"],[],["5-4"],["0-0","1-2"]]}}}"#,
//! ).unwrap();
//! assert!(matches!(tiles, Event::Hand { opener: None, .. }));
//! ```

use serde::{Deserialize, Serialize};

use crate::{Decision, Fault, ForfeitReason, HandEnd, Seat, Side};

/// One thing that happened at the table.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
// Unknown fields are refused in every event, as in the rest of the file: a
// field this version does not know must not be dropped unread.
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// A hand was played to its end.
    Hand {
        /// Who opened. Required when the core cannot tell (the 6-6 holder on the
        /// first hand, a chosen opener, a player of the winning side); otherwise
        /// it may be left out, and if given must be the computed one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        opener: Option<Seat>,
        /// How it ended.
        end: HandEnd,
    },
    /// The tiles were reshuffled before play: not a hand, no score, no rotation.
    Redeal {
        /// Why.
        reason: RedealReason,
    },
    /// A fault was penalised (or warned, or the opponents chose to play on).
    Penalty {
        /// Who committed it (the penalty falls on his side).
        offender: Seat,
        /// The fault.
        fault: Fault,
        /// The points the rule set gives for it (0 for a first warning).
        points: u32,
        /// What the offended side decided.
        decision: Decision,
        /// Who opened the hand under way, when the core cannot tell (first hand):
        /// lets the rotation continue after an applied penalty, which is
        /// refused without it (`opener_required`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        opener: Option<Seat>,
    },
    /// A side loses the match outright (004 §2a, §9b).
    Forfeit {
        /// The side that loses.
        loser: Side,
        /// Why.
        reason: ForfeitReason,
    },
    /// The match clock starts (milliseconds on any clock the app chooses).
    ClockStarted {
        /// When.
        at_ms: i64,
    },
    /// The clock stops (a judge's pause).
    ClockPaused {
        /// When.
        at_ms: i64,
    },
    /// The clock runs again.
    ClockResumed {
        /// When.
        at_ms: i64,
    },
    /// The time limit is reached: the hand under way is finished, then the match ends.
    TimeUp {
        /// When.
        at_ms: i64,
    },
}

/// Why the tiles were dealt again.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum RedealReason {
    /// 000 art. 3: a player showed `doubles` doubles, at least the rule set's threshold.
    Doubles {
        /// Who showed them.
        seat: Seat,
        /// How many.
        doubles: u8,
    },
    /// 000 art. 2: a tile turned face up while drawing.
    TileExposed {
        /// Who turned it, if known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Seat>,
    },
}
