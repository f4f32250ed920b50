//! A tournament handed over between phones: what taking one over from its
//! file did.

use serde::{Deserialize, Serialize};

use crate::{IndividualView, TournamentView};

/// What opening a tournament's file did on this phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TakeOver {
    /// The tournament was not on this phone: it is now, whole.
    Added,
    /// The phone held the start of the file's log: the rest was appended.
    Extended,
    /// The phone already held everything the file holds: nothing changed.
    Unchanged,
}

/// The answer of taking a tournament over from its file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TakenOver {
    /// What it did.
    pub outcome: TakeOver,
    /// The entries of the log written on this phone (0 when unchanged).
    pub entries: usize,
    /// The tournament as it now stands on this phone. For an individual
    /// tournament only its `id` and `setup` (no pairs, rounds nor
    /// standings, its `next_step` to register): the whole is `individual`.
    pub tournament: TournamentView,
    /// An individual tournament as it now stands on this phone; only
    /// present for one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub individual: Option<IndividualView>,
}
