//! The hand the store-level tests record again and again: a domino by the
//! seat that opens (seat 0 on the first hand), the others left with 5, 6, 7
//! and 8 pips. Included by path, so a test that does not drive the commands
//! does not compile their harness.

use tranque::{Event, Finish, HandEnd, Leftover, Match, Opener, RuleError, Seat};
use tranque_app_lib::store::LogEdit;

/// The next hand of `game`, won by a domino of the seat that opens it.
pub fn domino_by_the_opener(game: &Match) -> Result<LogEdit, RuleError> {
    let (by, opener) = match game.standings().next_opener {
        Opener::Seat(seat) => (seat, None),
        _ => (Seat(0), Some(Seat(0))),
    };
    let mut pips = vec![5, 6, 7, 8];
    pips[by.index()] = 0;
    Ok(LogEdit::Append(Event::Hand {
        opener,
        end: HandEnd::Domino {
            by,
            left: Leftover::Pips(pips),
            finish: Finish::Simple,
        },
    }))
}
