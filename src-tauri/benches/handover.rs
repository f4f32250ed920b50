//! A full field's tournament handed over near the tournament file's cap
//! (`MAX_TOURNAMENT_BYTES`, 32 MiB): 1,000 pairs, 196 rounds closed and a
//! last one half recorded, about 100,000 entries, a file near the cap (its
//! bytes, and every figure this bench prints, are in `docs/performance.md`,
//! "A full field handed over"). The file is written first; a child process
//! of its own reads it as the open dialog's command does and takes it over
//! on a fresh database, and its peak memory (`VmHWM`) is measured against
//! the file's size (the goal: at most 10×).
//! Then the commands the desk sends next, each timed as it comes (the first
//! after the take-over) and once more: the list, the tournament's view (its
//! answer's JSON included), a table's code, a round explained; and the
//! first list and view after a restart (the list reads the summary the
//! take-over stored; the view folds the log once).
//! Then the same for an individual tournament of 1,000 players near the
//! log's cap (each round seated by a rotation, every table's result typed,
//! the last round half recorded): its take-over, and its list, view, a
//! table's code and a seating explained, then the rest of the last round
//! recorded and closed and the next one seated, each a command the desk
//! sends (`docs/performance.md`, "A full individual field handed over").
//!
//! `cargo bench -p tranque-app --bench handover`

use std::path::Path;
use std::time::Instant;

use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, PlayerId, Seating, TableSeats,
};
use tranque::tournament::{IndividualFile, TournamentMode, TournamentSetup};
use tranque_app_lib::store::{Store, TakenFile};
use tranque_views::{IndividualView, TournamentSummary, TournamentView};

#[allow(dead_code)] // The test's checks use more of it than the bench.
#[path = "../tests/support/field.rs"]
mod field;

#[path = "support/memory.rs"]
mod memory;
use memory::peak_mib;

const CASE: &str = "TRANQUE_HANDOVER_BENCH_FILE";
/// Set in the child that takes over the individual field's file.
const INDIVIDUAL: &str = "TRANQUE_HANDOVER_BENCH_INDIVIDUAL";
const NOW: &str = "2026-11-22T10:00:00Z";
/// Pairs and rounds closed: the full field.
const PAIRS: u32 = 1_000;
const CLOSED: u32 = 196;
/// Players and rounds closed of the individual field: 252 entries a round,
/// the log near its cap of 100,000 entries.
const PLAYERS: u32 = 1_000;
const SEATED_CLOSED: u32 = 390;
/// The individual field's id.
const INDIVIDUAL_ID: &str = "individual-of-1000";

/// An individual field of `players` players (a multiple of four) with
/// `closed` rounds seated, every table's result typed and the round
/// closed, then one more seated with the results of its odd tables only:
/// the tournament as its log folds, and the file's text. Each round seats
/// the players by a rotation (a stride prime to the field, shifted by the
/// round), which the fold takes as any seating.
fn individual_field(players: u32, closed: u32) -> (IndividualTournament, String) {
    let rules = tranque::Preset::BrMegajogos.rules(tranque::Mode::Pairs);
    let target = i64::from(rules.target);
    let setup = TournamentSetup {
        name: "Campeonato Nacional de Dominó Individual".into(),
        date: "2026-11-21".into(),
        preset: Some("br-megajogos".into()),
        rules,
        mode: TournamentMode::Individual,
        seed: 7,
        bye: Default::default(),
        ranking: tranque::tournament::Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    };
    let mut t = IndividualTournament::new(setup).unwrap_or_else(|e| panic!("setup: {e}"));
    let enter = |t: &mut IndividualTournament, event: IndividualEvent| {
        t.apply_mut(event).unwrap_or_else(|e| panic!("entry: {e}"));
    };
    for n in 1..=players {
        let name = format!("Jugadora {n} Begoña Fernández");
        enter(
            &mut t,
            IndividualEvent::PlayerRegistered {
                player: PlayerId(n),
                name,
            },
        );
    }
    let strides: Vec<u32> = (1..players).filter(|s| gcd(*s, players) == 1).collect();
    for round in 1..=closed + 1 {
        let stride = strides[round as usize % strides.len()];
        let order: Vec<u32> = (0..players)
            .map(|i| (i * stride + round) % players + 1)
            .collect();
        let tables: Vec<TableSeats> = order
            .chunks(4)
            .zip(1..)
            .map(|(four, table)| TableSeats {
                table,
                seats: [0, 1, 2, 3].map(|i| PlayerId(four[i])),
            })
            .collect();
        enter(
            &mut t,
            IndividualEvent::RoundSeated(Seating {
                round,
                tables: tables.clone(),
                sit_out: Vec::new(),
            }),
        );
        for at in &tables {
            if round > closed && at.table % 2 == 0 {
                continue;
            }
            let result = typed(&t, round, at, target);
            enter(
                &mut t,
                IndividualEvent::ResultRecorded {
                    round,
                    table: at.table,
                    result,
                },
            );
        }
        if round <= closed {
            enter(&mut t, IndividualEvent::RoundClosed { round });
        }
    }
    let file = IndividualFile {
        id: Some(INDIVIDUAL_ID.to_owned()),
        ..IndividualFile::from_tournament(&t)
    };
    let text = file.to_json();
    (t, text)
}

/// Table `at`'s result typed from its sheet: side A wins one table in two,
/// each by its own score, signed by a player of the side that lost.
fn typed(
    t: &IndividualTournament,
    round: u32,
    at: &TableSeats,
    target: i64,
) -> tranque::tournament::individual::SeatsResult {
    use tranque::tournament::individual::TableSide;
    let low = i64::from((at.table + round) % 40);
    let (points, loser) = if (at.table + round).is_multiple_of(2) {
        ([target, low], TableSide::B)
    } else {
        ([low, target], TableSide::A)
    };
    let signer = t
        .player(at.partners(loser)[0])
        .map(|p| p.name.clone())
        .unwrap_or_default();
    t.typed_result(round, at.table, points, signer)
        .unwrap_or_else(|e| panic!("result: {e}"))
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Runs `work`, printing how long it took with `what`.
fn timed<T>(what: &str, work: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = work();
    println!("  {what}: {:.3} s", start.elapsed().as_secs_f64());
    out
}

/// The desk's commands on the tournament, as they answer.
fn commands(store: &mut Store, when: &str) {
    let listed = timed(&format!("{when}: list_tournaments"), || {
        store
            .tournaments()
            .map(|list| list.into_iter().map(TournamentSummary::from).count())
    });
    assert_eq!(listed.ok(), Some(1));
    let answer = timed(&format!("{when}: get_tournament (view and JSON)"), || {
        let stored = store
            .get_tournament(field::FIELD_ID)
            .unwrap_or_else(|e| panic!("get: {e}"));
        serde_json::to_string(&TournamentView::from(stored)).unwrap_or_default()
    });
    println!("  {when}: get_tournament answers {} bytes", answer.len());
    let last = CLOSED + 1;
    timed(&format!("{when}: table_qr (round {last}, table 2)"), || {
        let stored = store
            .get_tournament(field::FIELD_ID)
            .unwrap_or_else(|e| panic!("get: {e}"));
        let payload = stored
            .tournament
            .start_payload(field::FIELD_ID, last, 2)
            .and_then(|p| p.to_text())
            .unwrap_or_else(|e| panic!("payload: {e}"));
        tranque_app_lib::qr::svg(&payload).map(|svg| svg.len())
    })
    .unwrap_or_else(|e| panic!("qr: {e:?}"));
    for round in [2, last] {
        timed(&format!("{when}: explain_round {round}"), || {
            let stored = store
                .get_tournament(field::FIELD_ID)
                .unwrap_or_else(|e| panic!("get: {e}"));
            stored
                .tournament
                .explain_round(round)
                .map(|e| e.tables.len())
        })
        .unwrap_or_else(|e| panic!("explain: {e}"));
    }
}

/// The desk's commands on the individual field, as they answer.
fn individual_commands(store: &mut Store, when: &str) {
    let listed = timed(&format!("{when}: list_tournaments"), || {
        store
            .tournaments()
            .map(|list| list.into_iter().map(TournamentSummary::from).count())
    });
    assert_eq!(listed.ok(), Some(1));
    let answer = timed(
        &format!("{when}: get_individual_tournament (view and JSON)"),
        || {
            let stored = store
                .get_individual(INDIVIDUAL_ID)
                .unwrap_or_else(|e| panic!("get: {e}"));
            serde_json::to_string(&IndividualView::from(stored)).unwrap_or_default()
        },
    );
    println!(
        "  {when}: get_individual_tournament answers {} bytes",
        answer.len()
    );
    let last = SEATED_CLOSED + 1;
    timed(&format!("{when}: table_qr (round {last}, table 2)"), || {
        let stored = store
            .get_individual(INDIVIDUAL_ID)
            .unwrap_or_else(|e| panic!("get: {e}"));
        let payload = stored
            .tournament
            .start_payload(INDIVIDUAL_ID, last, 2)
            .and_then(|p| p.to_text())
            .unwrap_or_else(|e| panic!("payload: {e}"));
        tranque_app_lib::qr::svg(&payload).map(|svg| svg.len())
    })
    .unwrap_or_else(|e| panic!("qr: {e:?}"));
    for round in [2, last] {
        timed(&format!("{when}: explain_seating {round}"), || {
            let stored = store
                .get_individual(INDIVIDUAL_ID)
                .unwrap_or_else(|e| panic!("get: {e}"));
            stored
                .tournament
                .explain_round(round)
                .map(|e| e.tables.len())
        })
        .unwrap_or_else(|e| panic!("explain: {e}"));
    }
}

/// In the child: reads the individual field's file, takes it over, runs
/// the commands; then records the last round's other tables, closes it
/// and seats the next, each timed as the command that does it.
fn run_individual(file: &Path) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bench.sqlite3");
    let mut store = Store::open(&db).expect("a store");
    let before = peak_mib();
    let start = Instant::now();
    let text = std::fs::read_to_string(file).expect("the file reads");
    let taken = match store.take_over_file(&text, NOW) {
        Ok(TakenFile::Individual(taken)) => taken,
        Ok(TakenFile::Pairs(_)) => panic!("an individual field"),
        Err(e) => panic!("take over: {e}"),
    };
    let entries = taken.entries;
    let answer = serde_json::to_string(&IndividualView::from(taken.tournament)).unwrap_or_default();
    let elapsed = start.elapsed();
    let bytes = text.len() as f64;
    drop(text);
    let peak = peak_mib();
    println!(
        "take over (individual): {:.1} MB file, {entries} entries, {:.2} s (answer of {} bytes \
         included), peak {peak:.0} MiB ({:.0} MiB before reading the file): {:.1}× the file",
        bytes / 1e6,
        elapsed.as_secs_f64(),
        answer.len(),
        before,
        (peak - before) * 1024.0 * 1024.0 / bytes,
    );
    drop(answer);
    individual_commands(&mut store, "after the take-over");
    individual_commands(&mut store, "again");
    let last = SEATED_CLOSED + 1;
    let target = i64::from(
        tranque::Preset::BrMegajogos
            .rules(tranque::Mode::Pairs)
            .target,
    );
    let mut slowest = 0.0f64;
    for table in (2..=PLAYERS / 4).step_by(2) {
        let start = Instant::now();
        store
            .change_tournament::<IndividualTournament>(INDIVIDUAL_ID, NOW, |t| {
                let at = t.rounds()[last as usize - 1].seating.tables[table as usize - 1];
                t.decide_result(last, table, &typed(t, last, &at, target))
            })
            .unwrap_or_else(|e| panic!("record: {e}"));
        slowest = slowest.max(start.elapsed().as_secs_f64());
    }
    println!(
        "  record_seats_result ({} tables): the slowest {slowest:.3} s",
        PLAYERS / 8
    );
    timed("close_seated_round", || {
        store
            .change_tournament::<IndividualTournament>(INDIVIDUAL_ID, NOW, |_| {
                Ok(Some(IndividualEvent::RoundClosed { round: last }))
            })
            .map(|_| ())
    })
    .unwrap_or_else(|e| panic!("close: {e}"));
    timed("seat_round", || {
        store
            .change_tournament::<IndividualTournament>(INDIVIDUAL_ID, NOW, |t| {
                t.next_seating()
                    .map(|s| Some(IndividualEvent::RoundSeated(s)))
            })
            .map(|_| ())
    })
    .unwrap_or_else(|e| panic!("seat: {e}"));
    drop(store);
    let mut store = Store::open(&db).expect("the store again");
    individual_commands(&mut store, "after a restart");
    println!(
        "database {:.1} MB; peak of the whole run {:.0} MiB",
        std::fs::metadata(&db).map_or(0, |m| m.len()) as f64 / 1e6,
        peak_mib()
    );
}

/// In the child: reads the file, takes it over, runs the commands.
fn run(file: &Path) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("bench.sqlite3");
    let mut store = Store::open(&db).expect("a store");
    let before = peak_mib();
    let start = Instant::now();
    let text = std::fs::read_to_string(file).expect("the file reads");
    let taken = store
        .take_over_tournament(&text, NOW)
        .unwrap_or_else(|e| panic!("take over: {e}"));
    let entries = taken.entries;
    let answer = serde_json::to_string(&tranque_views::TakenOver {
        outcome: taken.outcome,
        entries: taken.entries,
        tournament: taken.tournament.into(),
        individual: None,
    })
    .unwrap_or_default();
    let elapsed = start.elapsed();
    let bytes = text.len() as f64;
    drop(text);
    let peak = peak_mib();
    println!(
        "take over: {:.1} MB file, {entries} entries, {:.2} s (answer of {} bytes included), \
         peak {peak:.0} MiB ({:.0} MiB before reading the file): {:.1}× the file",
        bytes / 1e6,
        elapsed.as_secs_f64(),
        answer.len(),
        before,
        (peak - before) * 1024.0 * 1024.0 / bytes,
    );
    drop(answer);
    commands(&mut store, "after the take-over");
    commands(&mut store, "again");
    drop(store);
    let mut store = Store::open(&db).expect("the store again");
    commands(&mut store, "after a restart");
    println!(
        "database {:.1} MB; peak of the whole run {:.0} MiB",
        std::fs::metadata(&db).map_or(0, |m| m.len()) as f64 / 1e6,
        peak_mib()
    );
}

fn main() {
    if let Ok(file) = std::env::var(CASE) {
        if std::env::var_os(INDIVIDUAL).is_some() {
            run_individual(Path::new(&file));
        } else {
            run(Path::new(&file));
        }
        return;
    }
    // `cargo test --benches` runs this with `--bench` absent: only check it builds.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("field.json");
    let start = Instant::now();
    let (tournament, text) = field::field(PAIRS, CLOSED);
    std::fs::write(&file, &text).expect("the file is written");
    println!(
        "{PAIRS} pairs, {} rounds, {} entries, {} bytes, built in {:.1} s",
        tournament.rounds().len(),
        tournament.events().len(),
        text.len(),
        start.elapsed().as_secs_f64()
    );
    drop((tournament, text));
    let me = std::env::current_exe().expect("the bench's own path");
    let status = std::process::Command::new(&me)
        .env(CASE, &file)
        .status()
        .expect("the take-over runs");
    if !status.success() {
        println!("take over: failed ({status})");
    }

    let file = dir.path().join("individual.json");
    let start = Instant::now();
    let (tournament, text) = individual_field(PLAYERS, SEATED_CLOSED);
    std::fs::write(&file, &text).expect("the file is written");
    println!(
        "{PLAYERS} players, {} rounds, {} entries, {} bytes, built in {:.1} s",
        tournament.rounds().len(),
        tournament.events().len(),
        text.len(),
        start.elapsed().as_secs_f64()
    );
    drop((tournament, text));
    let status = std::process::Command::new(&me)
        .env(CASE, &file)
        .env(INDIVIDUAL, "1")
        .status()
        .expect("the take-over runs");
    if !status.success() {
        println!("take over (individual): failed ({status})");
    }
}
