//! Every insight of a 10,000-match history: ratings overall and per rule
//! set, partners, rivals, head-to-head, zapatos, streaks, best hands, and
//! the summary a screen lists; and one match added to them as it finishes.
//! Goal: 100 ms.
//!
//! `cargo bench -p tranque --bench insights`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tranque::insights::{Filter, Insights, Played};
use tranque::{Event, Finish, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Rules, Seat};

/// Thirty regulars of a club.
const PLAYERS: usize = 30;

/// A small deterministic generator (xorshift), so every run rates the same history.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, sides: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % sides
    }
}

/// Match `n`: four in pairs (four in five matches) or two to four each
/// for themselves, played to 100 in hands of 10 to 60 points.
fn one_match(n: usize, dice: &mut Dice) -> Played {
    let pairs = dice.roll(5) > 0;
    let seats = if pairs { 4 } else { 2 + dice.roll(3) as usize };
    let mut names: Vec<String> = Vec::new();
    while names.len() < seats {
        let name = format!("Player {}", dice.roll(PLAYERS as u64));
        if !names.contains(&name) {
            names.push(name);
        }
    }
    let (preset, mode) = if pairs {
        (Preset::PrFederacion, Mode::Pairs)
    } else {
        (Preset::EsClasico, Mode::Individual)
    };
    let setup = MatchSetup {
        rules: Rules {
            target: 100,
            ..preset.rules(mode)
        },
        seats: names,
    };
    let mut game = Match::new(setup).expect("a valid setup");
    let mut first = true;
    while !game.standings().is_finished() {
        let by = Seat(dice.roll(seats as u64) as u8);
        let left: Vec<u32> = (0..seats)
            .map(|s| {
                if s == by.index() {
                    0
                } else {
                    1 + dice.roll(20) as u32
                }
            })
            .collect();
        let hand = Event::Hand {
            opener: first.then_some(Seat(0)),
            end: HandEnd::Domino {
                by,
                left: Leftover::Pips(left),
                finish: Finish::Simple,
            },
        };
        first = false;
        game.apply_mut(hand).expect("a valid hand");
    }
    let day_ms = 86_400_000;
    Played::new(
        format!("match-{n:05}"),
        n as i64 * day_ms / 8,
        Some(preset.id()),
        &game,
    )
    .expect("four names")
}

fn bench(c: &mut Criterion) {
    let mut dice = Dice(0x5eed_cafe);
    let history: Vec<Played> = (0..10_000).map(|n| one_match(n, &mut dice)).collect();
    let (last, earlier) = history.split_last().expect("10,000 matches");
    let all = Insights::from_matches(Filter::default(), history.clone());
    assert_eq!(all.counted(), 10_000);
    assert_eq!(all.players().len(), PLAYERS);

    c.bench_function("every insight of 10,000 matches", |b| {
        b.iter(|| {
            let insights = Insights::from_matches(Filter::default(), black_box(history.clone()));
            insights.summary()
        })
    });
    let year = Filter {
        since_ms: Some(0),
        until_ms: Some(365 * 86_400_000),
        rules: Some("pr-federacion".into()),
    };
    c.bench_function(
        "every insight of 10,000 matches, one year, one rule set",
        |b| {
            b.iter(|| {
                Insights::from_matches(black_box(year.clone()), black_box(history.clone()))
                    .summary()
            })
        },
    );
    let before = Insights::from_matches(Filter::default(), earlier.to_vec());
    c.bench_function("one match added to 9,999", |b| {
        b.iter_batched(
            || before.clone(),
            |mut insights| insights.add(black_box(last)).map(|_| insights),
            criterion::BatchSize::LargeInput,
        )
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
