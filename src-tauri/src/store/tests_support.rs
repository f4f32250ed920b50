//! What the store's and the statistics' tests build a history from.

use tranque::tournament::{Criterion, PairId, TournamentEvent, TournamentMode, TournamentSetup};
use tranque::{Event, Finish, HandEnd, Leftover, Mode, Preset, Seat};

use super::{LogEdit, Store};

/// A br-megajogos pairs match of `players` at `at`, finished in one hand:
/// the seat `went_out` goes out, every other seat holds 30 pips. Its id.
pub(crate) fn finished(store: &mut Store, players: [&str; 4], went_out: u8, at: &str) -> String {
    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    let players = players.map(String::from);
    let id = store
        .create_match(Some("br-megajogos"), &rules, &players, at)
        .unwrap_or_else(|e| panic!("a new match: {e}"))
        .id;
    let mut left = vec![30, 30, 30, 30];
    left[usize::from(went_out)] = 0;
    let hand = Event::Hand {
        opener: Some(Seat(0)),
        end: HandEnd::Domino {
            by: Seat(went_out),
            left: Leftover::Pips(left),
            finish: Finish::Simple,
        },
    };
    store
        .change(&id, at, |_| Ok(LogEdit::Append(hand)))
        .unwrap_or_else(|e| panic!("the hand: {e}"));
    store
        .finish_match(&id, None, None, at)
        .unwrap_or_else(|e| panic!("finished: {e}"));
    id
}

/// A br-megajogos tournament of pairs, "Copa de Ponce", on 2026-11-21.
pub(crate) fn tournament_setup() -> TournamentSetup {
    TournamentSetup {
        name: "Copa de Ponce".into(),
        date: "2026-11-21".into(),
        preset: Some("br-megajogos".into()),
        rules: Preset::BrMegajogos.rules(Mode::Pairs),
        mode: TournamentMode::Pairs,
        seed: 7,
        bye: Default::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    }
}

/// The entry registering `pair` with `players`.
pub(crate) fn register(pair: u32, players: [&str; 2]) -> TournamentEvent {
    TournamentEvent::PairRegistered {
        pair: PairId(pair),
        players: players.map(String::from),
    }
}

/// An individual br-megajogos tournament, "Individual de Ponce", on
/// 2026-11-21.
pub(crate) fn individual_setup() -> TournamentSetup {
    TournamentSetup {
        name: "Individual de Ponce".into(),
        mode: TournamentMode::Individual,
        ..tournament_setup()
    }
}
