//! Folding a 10,000-hand log, and settling a block from tiles.
//!
//! `cargo bench -p tranque --bench fold`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tranque::{
    Event, Finish, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Rules, Seat, settle,
};

/// A pairs log of `hands` hands that never reaches the target: the sides take
/// turns winning small dominoes and blocks.
fn long_log(hands: usize) -> (MatchSetup, Vec<Event>) {
    let rules = Rules {
        target: 100_000,
        ..Preset::BrMegajogos.rules(Mode::Pairs)
    };
    let setup = MatchSetup {
        rules,
        seats: ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec(),
    };
    let events = (0..hands)
        .map(|i| {
            let by = Seat((i % 4) as u8);
            let end = if i % 3 == 0 {
                HandEnd::Block {
                    closed_by: by,
                    left: Leftover::Pips(vec![3, 4, 2, 5]),
                }
            } else {
                let mut left = vec![2, 3, 1, 2];
                left[by.index()] = 0;
                HandEnd::Domino {
                    by,
                    left: Leftover::Pips(left),
                    finish: Finish::Simple,
                }
            };
            Event::Hand {
                opener: (i == 0).then_some(Seat(0)),
                end,
            }
        })
        .collect();
    (setup, events)
}

fn bench(c: &mut Criterion) {
    let (setup, events) = long_log(10_000);
    let folded = Match::from_events(setup.clone(), events.clone()).expect("the log is valid");
    assert_eq!(folded.standings().hands_played, 10_000);
    assert!(!folded.standings().is_finished());
    c.bench_function("fold 10,000 hands", |b| {
        b.iter(|| Match::from_events(black_box(setup.clone()), black_box(events.clone())))
    });

    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    let end = HandEnd::Block {
        closed_by: Seat(3),
        left: Leftover::parse_tiles("5-5 4-0/5-4 3-3/2-1 1-0 2-0/4-4 3-2 5-3").expect("tiles"),
    };
    assert!(settle(&rules, 4, &end).is_ok());
    c.bench_function("settle a block from tiles", |b| {
        b.iter(|| settle(black_box(&rules), 4, black_box(&end)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
