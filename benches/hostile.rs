//! The worst match file an import can bring within the file's limits, read
//! and folded; and a file far past them, refused.
//!
//! `cargo bench -p tranque --bench hostile`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tranque::matchfile::{MAX_PENALTIES, MAX_TEXT_CHARS};
use tranque::rules::MAX_FAULT_NAME_CHARS;
use tranque::{
    Decision, Event, Fault, HandEnd, Leftover, MAX_EVENTS, Match, MatchFile, MatchSetup, Mode,
    PenaltyRule, Preset, Rules, Scoring, Seat,
};

/// At every limit: the longest names, the most penalties (house rules with
/// the longest names, each a warning first), and the most events, every
/// other one a block given tile by tile and the rest penalties that make
/// the fold look up the warnings. Scoring by hands keeps the match under
/// way to the last event, so every event is folded.
fn worst_file() -> String {
    let rules = Rules {
        scoring: Scoring::Hands,
        target: tranque::rules::MAX_TARGET,
        time_limit_minutes: None,
        penalties: (0..MAX_PENALTIES)
            .map(|i| PenaltyRule {
                fault: Fault::Custom(format!("{i:0>width$}", width = MAX_FAULT_NAME_CHARS)),
                points: 1,
                pcd: true,
                warning_first: true,
            })
            .collect(),
        ..Preset::PrFederacion.rules(Mode::Pairs)
    };
    let seats = (0..4)
        .map(|seat| format!("{seat}").repeat(MAX_TEXT_CHARS))
        .collect();
    let mut game = Match::new(MatchSetup { rules, seats }).expect("valid rules");
    let block = HandEnd::Block {
        closed_by: Seat(3),
        left: Leftover::parse_tiles("5-5 4-0/5-4 3-3/2-1 1-0 2-0/4-4 3-2 5-3").expect("tiles"),
    };
    for i in 0..MAX_EVENTS {
        let event = if i % 2 == 0 {
            Event::Hand {
                opener: (i == 0).then_some(Seat(0)),
                end: block.clone(),
            }
        } else {
            let offender = Seat((i / 2 % 4) as u8);
            let fault = game.setup().rules.penalties[i / 8 % MAX_PENALTIES]
                .fault
                .clone();
            let points = game
                .penalty_terms(offender, &fault)
                .expect("a penalty of these rules")
                .points;
            Event::Penalty {
                offender,
                fault,
                points,
                decision: Decision::PlayOn,
                opener: None,
            }
        };
        game.apply_mut(event).expect("a valid event");
    }
    assert!(!game.standings().is_finished());
    MatchFile::from_match(&game, None).to_json()
}

fn bench(c: &mut Criterion) {
    let worst = worst_file();
    let game = MatchFile::parse(&worst)
        .and_then(MatchFile::into_match)
        .expect("the worst file within the limits reads");
    assert_eq!(game.events().len(), MAX_EVENTS);
    println!("worst file within the limits: {} bytes", worst.len());
    c.bench_function(
        "read and fold the worst match file within the limits",
        |b| b.iter(|| MatchFile::parse(black_box(&worst)).and_then(MatchFile::into_match)),
    );

    // A file of 16 MB and more (the size that took minutes before the
    // limits): events far past the limit, refused after one reading.
    let events_start = worst.find("\"events\": [").expect("events") + "\"events\": [".len();
    let (head, tail) = worst.split_at(events_start);
    let one_pass = &tail[..tail.rfind(']').expect("the end of the events")];
    let mut huge = head.to_owned();
    while huge.len() < 16 * 1024 * 1024 {
        huge.push_str(one_pass);
        huge.push(',');
    }
    huge.push_str(one_pass);
    huge.push_str("]}");
    let refused = MatchFile::parse(&huge).expect_err("past the events limit");
    assert_eq!(refused.code(), "over_limit");
    let found = refused.params()["found"].as_u64().unwrap_or_default();
    println!("file past the limits: {} bytes, {refused}", huge.len());
    let mut group = c.benchmark_group("refuse");
    group.sample_size(10);
    let name = format!(
        "refuse a file of {} MB and {found} events, past the events limit",
        huge.len() / 1_000_000
    );
    group.bench_function(name, |b| b.iter(|| MatchFile::parse(black_box(&huge))));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
