//! Pairing a round of a Swiss tournament of 64 pairs, after 5 rounds and
//! after 9 (when the top of the field has met more of itself and the
//! pairing must look further for a pairing without rematches), and of 256
//! pairs after 7; and a full field: 1,000 pairs registered one entry at a
//! time (as the app enters them: names cleaned, each entry checked against
//! the pairs already playing), the fold of that log, and round 4 of 1,000
//! pairs paired. An individual Swiss: a round of 1,000 players seated
//! (tables of four, partners and opponents chosen top-down), after 3
//! rounds and after 5, and of 999 (three sit out) after 5.
//!
//! `cargo bench -p tranque --bench tournament` (`-- individual` for the
//! individual cases alone)

use std::hint::black_box;

use criterion::{Criterion as Bench, criterion_group, criterion_main};
use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, PlayerId, SeatsResult, SideScore, TableSide,
};
use tranque::tournament::{
    ByeScore, Criterion, PairId, PairScore, ResultEnd, ResultSource, TableResult, Tournament,
    TournamentEvent, TournamentMode, TournamentSetup,
};
use tranque::{Mode, Preset};

fn setup() -> TournamentSetup {
    TournamentSetup {
        name: "Abierto".into(),
        date: "2026-11-21".into(),
        preset: Some("pr-federacion".into()),
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        mode: TournamentMode::Pairs,
        seed: 64,
        bye: ByeScore::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    }
}

/// `pairs` pairs entered one by one into a new tournament, as the app's
/// `add_pair` enters each (`Tournament::enter`, a new tournament each time).
fn registered(pairs: u32) -> Tournament {
    let mut t = Tournament::new(setup()).expect("setup");
    for n in 1..=pairs {
        t = t
            .enter(TournamentEvent::PairRegistered {
                pair: PairId(n),
                players: [format!("Jugador {n} Ángel"), format!("Jugadora {n} Begoña")],
            })
            .expect("pair");
    }
    t
}

/// `pairs` pairs after `rounds` rounds: the lower number wins two tables in three.
fn field(pairs: u32, rounds: u32) -> Tournament {
    let mut t = Tournament::new(setup()).expect("setup");
    for n in 1..=pairs {
        let players = [format!("P{n}a"), format!("P{n}b")];
        t = t
            .apply(TournamentEvent::PairRegistered {
                pair: PairId(n),
                players,
            })
            .expect("pair");
    }
    for _ in 0..rounds {
        let pairing = t.next_pairing().expect("pairing");
        let round = pairing.round;
        t = t
            .apply(TournamentEvent::RoundPaired(pairing.clone()))
            .expect("paired");
        for at in &pairing.tables {
            let [a, b] = at.pairs;
            let upset = (a.0 * 7 + b.0 * 3 + round).is_multiple_of(3);
            let (w, l) = if (a < b) != upset { (a, b) } else { (b, a) };
            let lose = i64::from((a.0 * 13 + b.0 * 5 + round * 11) % 190);
            let line = |pair: PairId| {
                let (f, x) = if pair == w { (200, lose) } else { (lose, 200) };
                PairScore {
                    pair,
                    points_for: f,
                    points_against: x,
                }
            };
            let result = TableResult {
                winner: w,
                scores: at.pairs.map(line),
                end: ResultEnd::Target,
                source: ResultSource::Typed,
                signed_by: Some(format!("P{}a", l.0)),
                match_id: None,
            };
            t = t.record_result(round, at.table, &result).expect("result");
        }
        t = t
            .apply(TournamentEvent::RoundClosed { round })
            .expect("closed");
    }
    t
}

/// `players` players of an individual tournament after `rounds` rounds:
/// side A wins two tables in three.
fn individual_field(players: u32, rounds: u32) -> IndividualTournament {
    let mut t = IndividualTournament::new(TournamentSetup {
        mode: TournamentMode::Individual,
        ..setup()
    })
    .expect("setup");
    for n in 1..=players {
        t = t
            .apply(IndividualEvent::PlayerRegistered {
                player: PlayerId(n),
                name: format!("Jugador {n}"),
            })
            .expect("player");
    }
    for _ in 0..rounds {
        let seating = t.next_seating().expect("seating");
        let round = seating.round;
        t = t
            .apply(IndividualEvent::RoundSeated(seating.clone()))
            .expect("seated");
        for at in &seating.tables {
            let [a, b, c, d] = at.seats.map(|p| p.0);
            let upset = (a * 7 + b * 3 + c + d + round).is_multiple_of(3);
            let winner = if upset { TableSide::B } else { TableSide::A };
            let lose = i64::from((a * 13 + b * 5 + round * 11) % 190);
            let line = |side: TableSide| {
                let (f, x) = if side == winner {
                    (200, lose)
                } else {
                    (lose, 200)
                };
                SideScore {
                    points_for: f,
                    points_against: x,
                }
            };
            let loser = if upset { TableSide::A } else { TableSide::B };
            let result = SeatsResult {
                winner,
                scores: [line(TableSide::A), line(TableSide::B)],
                end: ResultEnd::Target,
                source: ResultSource::Typed,
                signed_by: Some(format!("Jugador {}", at.partners(loser)[0])),
                match_id: None,
            };
            t = t.record_result(round, at.table, &result).expect("result");
        }
        t = t
            .apply(IndividualEvent::RoundClosed { round })
            .expect("closed");
    }
    t
}

fn bench(c: &mut Bench) {
    for (pairs, rounds) in [(64, 5), (64, 9), (256, 7)] {
        let t = field(pairs, rounds);
        assert_eq!(
            t.next_pairing().expect("pairs").tables.len(),
            pairs as usize / 2
        );
        c.bench_function(&format!("pair {pairs} pairs, round {}", rounds + 1), |b| {
            b.iter(|| black_box(&t).next_pairing())
        });
    }
    let mut full = c.benchmark_group("a full field");
    full.sample_size(10);
    full.bench_function("register 1000 pairs, one entry at a time", |b| {
        b.iter(|| registered(black_box(1_000)))
    });
    let log = registered(1_000).events().to_vec();
    full.bench_function("fold a log of 1000 pairs registered", |b| {
        b.iter(|| Tournament::from_events(black_box(&log).iter().cloned()))
    });
    let t = field(1_000, 3);
    assert_eq!(t.next_pairing().expect("pairs").tables.len(), 500);
    full.bench_function("pair 1000 pairs, round 4", |b| {
        b.iter(|| black_box(&t).next_pairing())
    });
    full.finish();

    let mut individual = c.benchmark_group("individual");
    individual.sample_size(10);
    for (players, rounds) in [(1_000, 3), (1_000, 5), (999, 5)] {
        let t = individual_field(players, rounds);
        let seating = t.next_seating().expect("seating");
        assert_eq!(seating.tables.len(), players as usize / 4);
        assert_eq!(seating.sit_out.len(), players as usize % 4);
        individual.bench_function(
            format!("seat {players} players, round {}", rounds + 1),
            |b| b.iter(|| black_box(&t).next_seating()),
        );
    }
    individual.finish();

    let t = field(64, 5);
    c.bench_function("standings of 64 pairs after 5 rounds", |b| {
        b.iter(|| black_box(&t).standings())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
