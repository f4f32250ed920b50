//! The store under a history of 10,000 finished matches of 20 hands each:
//! listing the first page, opening one match, the statistics (every figure,
//! and a period's; the first ask timed once), and
//! recording one hand (commit and fsync included), on a database file.
//!
//! `cargo bench -p tranque-app --bench store`

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use tranque::Rules;
use tranque::insights::Filter;
use tranque_app_lib::stats::StatsCache;
use tranque_app_lib::store::{LogEdit, MatchFilter, Store};

mod support;
use support::{HANDS, MATCHES, hand, history, rules};

fn store(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let path = dir.path().join("bench.sqlite3");
    let mut store = Store::open(&path).unwrap_or_else(|e| panic!("open: {e}"));
    let started = Instant::now();
    let report = store
        .import(&history(), "2026-11-22T10:00:00Z")
        .unwrap_or_else(|e| panic!("import: {e}"));
    assert_eq!(report.imported, MATCHES);
    eprintln!(
        "generated {MATCHES} matches x {HANDS} hands in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let mut group = c.benchmark_group("store_10000_matches");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(4));
    group.bench_function("list_first_page", |b| {
        b.iter(|| {
            store
                .list_matches(&MatchFilter::default(), 0, 20)
                .map(|page| black_box(page.matches.len()))
        })
    });
    let player = store.player_named("Player 7").ok().flatten().map(|p| p.id);
    let by_player = MatchFilter {
        player_id: player,
        from: Some("2021-01-01".into()),
        ..MatchFilter::default()
    };
    group.bench_function("list_first_page_by_player_and_date", |b| {
        b.iter(|| {
            store
                .list_matches(&by_player, 0, 20)
                .map(|page| black_box(page.total))
        })
    });
    group.bench_function("open_one_match", |b| {
        b.iter(|| store.get_match(black_box("bench-05000")).map(black_box))
    });
    // The statistics: the first ask after the import folds every match once
    // and writes what the insights read of it; later asks read only what
    // changed (here nothing) and give every figure, or count a period's
    // from the matches already read.
    let mut stats = StatsCache::default();
    let started = Instant::now();
    stats
        .refresh(&mut store)
        .unwrap_or_else(|e| panic!("first statistics: {e}"));
    eprintln!(
        "statistics, first ask after the import (every match folded once, its row written): {:.0} ms",
        started.elapsed().as_secs_f64() * 1000.0
    );
    let mut cold = StatsCache::default();
    let started = Instant::now();
    cold.refresh(&mut store)
        .unwrap_or_else(|e| panic!("statistics after a restart: {e}"));
    eprintln!(
        "statistics, first ask after a restart (every row read): {:.0} ms",
        started.elapsed().as_secs_f64() * 1000.0
    );
    group.bench_function("all_statistics", |b| {
        b.iter(|| {
            stats
                .refresh(&mut store)
                .map(|()| black_box(stats.view(&Filter::default()).summary.players.len()))
        })
    });
    let year = Filter {
        since_ms: Some(1_609_459_200_000), // 2021-01-01
        ..Filter::default()
    };
    group.bench_function("statistics_of_a_period", |b| {
        b.iter(|| {
            stats
                .refresh(&mut store)
                .map(|()| black_box(stats.view(&year).summary.matches))
        })
    });

    // A match under way with 19 hands; each sample records the 20th hand
    // (transaction, fold, commit with fsync) and is undone outside the timing.
    let under_way = store
        .create_match(
            Some("br-basicas"),
            &Rules {
                target: 100,
                ..rules()
            },
            &["Player 1", "Player 2", "Player 3", "Player 4"].map(String::from),
            "2026-11-22T10:00:00Z",
        )
        .unwrap_or_else(|e| panic!("new match: {e}"));
    for k in 0..HANDS - 1 {
        store
            .change(&under_way.id, "2026-11-22T10:00:00Z", |_| {
                Ok(LogEdit::Append(hand(k)))
            })
            .unwrap_or_else(|e| panic!("hand {k}: {e}"));
    }
    group.bench_function("record_one_hand", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let t = Instant::now();
                let stored = store.change(&under_way.id, "2026-11-22T10:00:00Z", |_| {
                    Ok(LogEdit::Append(hand(HANDS - 1)))
                });
                total += t.elapsed();
                black_box(stored.map(|s| s.game.events().len()).ok());
                let _ = store.change(&under_way.id, "2026-11-22T10:00:00Z", |_| Ok(LogEdit::Undo));
            }
            total
        })
    });
    group.finish();
}

criterion_group!(benches, store);
criterion_main!(benches);
