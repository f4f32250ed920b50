//! Builders shared by the integration tests (included with `#[path]`; as its own test target it has no tests).
#![allow(dead_code)]

use tranque::{
    Decision, Event, Fault, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Rules, Seat, Tile,
};

pub const NAMES: [&str; 4] = ["Ana", "Bia", "Caio", "Duda"];

pub fn setup_with(rules: Rules, seats: usize) -> MatchSetup {
    MatchSetup {
        rules,
        seats: NAMES[..seats].iter().map(|s| s.to_string()).collect(),
    }
}

pub fn new_match(preset: Preset, mode: Mode, seats: usize) -> Match {
    Match::new(setup_with(preset.rules(mode), seats)).unwrap()
}

pub fn pairs(preset: Preset) -> Match {
    new_match(preset, Mode::Pairs, 4)
}

pub fn pips(v: &[u32]) -> Leftover {
    Leftover::Pips(v.to_vec())
}

pub fn tiles(text: &str) -> Leftover {
    Leftover::parse_tiles(text).unwrap()
}

pub fn tile(text: &str) -> Tile {
    text.parse().unwrap()
}

pub fn dom(by: u8, v: &[u32]) -> HandEnd {
    HandEnd::Domino {
        by: Seat(by),
        left: pips(v),
    }
}

pub fn blk(closed_by: u8, v: &[u32]) -> HandEnd {
    HandEnd::Block {
        closed_by: Seat(closed_by),
        left: pips(v),
    }
}

pub fn hand(opener: Option<u8>, end: HandEnd) -> Event {
    Event::Hand {
        opener: opener.map(Seat),
        end,
    }
}

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
