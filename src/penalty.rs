//! Penalties, as the match log records them: the fault (004's clauses, or a
//! house rule by name) and what the offended side decided (004 "PCD"). What
//! each fault costs is the rule set's ([`PenaltyRule`](crate::PenaltyRule)).
//!
//! ```
//! use tranque::{Decision, Fault};
//!
//! assert_eq!(Fault::Chivo.clause(), Some("004 §10a"));
//! assert_eq!(Fault::Custom("Mesa torta".into()).to_string(), "custom: Mesa torta");
//! assert_eq!(Decision::PlayOn.name(), "play_on");
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

/// A fault that a rule set can penalise (the clauses of 004, or a house rule).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fault {
    /// 004 §3a: tiles turned in the play area for a doubles redeal these rules don't have.
    DoublesTurned,
    /// 004 §5: wrong opening (the seed gives no points; listed for its rotation rule).
    WrongOpening,
    /// 004 §6a: passing by gesture instead of saying "paso" (first time a warning).
    GesturePass,
    /// 004 §7a: playing out of turn.
    OutOfTurn,
    /// 004 §7b: turning one's tiles before the hand is over.
    TilesTurned,
    /// 004 §9a: passing while holding a playable tile.
    PassWithPlayable,
    /// 004 §10a: "chivo", a tile that fits no end or laid on the wrong end.
    Chivo,
    /// A house rule, by name.
    Custom(String),
}

impl Fault {
    /// The seed clause, e.g. `"004 §6a"`; `None` for a house rule.
    pub fn clause(&self) -> Option<&'static str> {
        Some(match self {
            Fault::DoublesTurned => "004 §3a",
            Fault::WrongOpening => "004 §5",
            Fault::GesturePass => "004 §6a",
            Fault::OutOfTurn => "004 §7a",
            Fault::TilesTurned => "004 §7b",
            Fault::PassWithPlayable => "004 §9a",
            Fault::Chivo => "004 §10a",
            Fault::Custom(_) => return None,
        })
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Fault::DoublesTurned => "doubles_turned",
            Fault::WrongOpening => "wrong_opening",
            Fault::GesturePass => "gesture_pass",
            Fault::OutOfTurn => "out_of_turn",
            Fault::TilesTurned => "tiles_turned",
            Fault::PassWithPlayable => "pass_with_playable",
            Fault::Chivo => "chivo",
            Fault::Custom(name) => return write!(f, "custom: {name}"),
        };
        f.write_str(name)
    }
}

/// What the offended side decided about a penalty (004 "PCD").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// The points come off the offender's side; the hand ends and is reshuffled, no hand points.
    Apply,
    /// No deduction; the hand goes on and its result stands. Only for PCD penalties.
    PlayOn,
    /// The points come off and the hand goes on (a fault found after several
    /// plays, 004 §10a; or a penalty nobody decides).
    Deduct,
}

impl Decision {
    /// Its name in the match file: `"apply"`, `"play_on"`, `"deduct"`.
    pub fn name(self) -> &'static str {
        match self {
            Decision::Apply => "apply",
            Decision::PlayOn => "play_on",
            Decision::Deduct => "deduct",
        }
    }
}
