//! Builders shared by the integration tests (included with `#[path]`; as its own test target it has no tests).

#![allow(dead_code, clippy::unwrap_used)]

use tranque::{
    Decision, Event, Fault, Finish, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Rules,
    Seat, Tile,
};

/// Player names for seats 0–3.
pub const NAMES: [&str; 4] = ["Ana", "Bia", "Caio", "Duda"];

/// A setup with `rules` and the first `seats` names.
pub fn setup_with(rules: Rules, seats: usize) -> MatchSetup {
    MatchSetup {
        rules,
        seats: NAMES[..seats].iter().map(|s| s.to_string()).collect(),
    }
}

/// A fresh match of a preset.
pub fn new_match(preset: Preset, mode: Mode, seats: usize) -> Match {
    Match::new(setup_with(preset.rules(mode), seats)).unwrap()
}

/// A fresh 4-player pairs match of a preset.
pub fn pairs(preset: Preset) -> Match {
    new_match(preset, Mode::Pairs, 4)
}

/// Pip counts per seat.
pub fn pips(v: &[u32]) -> Leftover {
    Leftover::Pips(v.to_vec())
}

/// Tiles per seat, `/` between seats.
pub fn tiles(text: &str) -> Leftover {
    Leftover::parse_tiles(text).unwrap()
}

/// One tile.
pub fn tile(text: &str) -> Tile {
    text.parse().unwrap()
}

/// A domino by `by` with pip counts.
pub fn dom(by: u8, v: &[u32]) -> HandEnd {
    HandEnd::Domino {
        by: Seat(by),
        left: pips(v),
        finish: Finish::Simple,
    }
}

/// A block closed by `closed_by` with pip counts.
pub fn blk(closed_by: u8, v: &[u32]) -> HandEnd {
    HandEnd::Block {
        closed_by: Seat(closed_by),
        left: pips(v),
    }
}

/// A hand event.
pub fn hand(opener: Option<u8>, end: HandEnd) -> Event {
    Event::Hand {
        opener: opener.map(Seat),
        end,
    }
}

/// A penalty event with no opener given.
pub fn penalty(offender: u8, fault: Fault, points: u32, decision: Decision) -> Event {
    Event::Penalty {
        offender: Seat(offender),
        fault,
        points,
        decision,
        opener: None,
    }
}

/// Applies every event, panicking with the event's index on a refusal.
pub fn play(game: &Match, events: impl IntoIterator<Item = Event>) -> Match {
    let mut game = game.clone();
    for (i, e) in events.into_iter().enumerate() {
        game = game
            .apply(e.clone())
            .unwrap_or_else(|err| panic!("event {i} {e:?} refused: {err}"));
    }
    game
}
