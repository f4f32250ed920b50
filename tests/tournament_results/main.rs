//! A table's result: checked against its table, read from the match played
//! there, recorded once, corrected; tables that change; the QR payloads
//! between phones.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "../support/tournament.rs"]
mod support;

mod checks;
mod codes;

use tranque::tournament::{Tournament, TournamentEvent};
use tranque::{Event, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Seat};

/// `event` is refused with `code` and `params`, and `t` is unchanged.
pub(crate) fn refused(
    t: &Tournament,
    event: TournamentEvent,
    code: &str,
    params: serde_json::Value,
) {
    let before = t.clone();
    let err = t.apply(event).unwrap_err();
    assert_eq!(err.code(), code, "{err}");
    assert_eq!(err.params(), params, "{err}");
    assert_eq!(*t, before);
}

/// A finished match between the table's pairs: side A scores `a`, side B `b`
/// (one of them 200 or more), from hands of blocks.
pub(crate) fn federation_match(seats: [&str; 4], a_wins: bool) -> Match {
    let setup = MatchSetup {
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        seats: seats.map(String::from).to_vec(),
    };
    let mut game = Match::new(setup).unwrap();
    // A domino by seat 0 (side A) or seat 1 (side B) worth 60 each time.
    let mut opener = Some(Seat(0));
    while !game.standings().is_finished() {
        let by = if a_wins { Seat(0) } else { Seat(1) };
        let mut left = vec![20, 20, 20, 20];
        left[by.index()] = 0;
        let end = HandEnd::Domino {
            by,
            left: Leftover::Pips(left),
            finish: Default::default(),
        };
        game = game
            .apply(Event::Hand {
                opener: opener.take(),
                end,
            })
            .unwrap();
    }
    game
}
