//! The match fold, rule by rule: openers, redeals, ties, penalties, the clock,
//! forfeits and the end of a match. Named after the seed clauses; one module
//! per subject.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "../common.rs"]
mod common;

mod clock;
mod forfeits;
mod openers;
mod penalties;
mod scoring;
mod undo;

use common::*;
use tranque::*;

/// Who opens the next hand of `game`.
fn opener(game: &Match) -> Opener {
    game.standings().next_opener
}

/// A federation match after its first hand, won by side A 30–0.
fn pr() -> Match {
    play(
        &pairs(Preset::PrFederacion),
        [hand(Some(0), dom(0, &[0, 10, 10, 10]))],
    )
}
