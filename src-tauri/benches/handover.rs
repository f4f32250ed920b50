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
//!
//! `cargo bench -p tranque-app --bench handover`

use std::path::Path;
use std::time::Instant;

use tranque_app_lib::store::Store;
use tranque_views::{TournamentSummary, TournamentView};

#[allow(dead_code)] // The test's checks use more of it than the bench.
#[path = "../tests/support/field.rs"]
mod field;

#[path = "support/memory.rs"]
mod memory;
use memory::peak_mib;

const CASE: &str = "TRANQUE_HANDOVER_BENCH_FILE";
const NOW: &str = "2026-11-22T10:00:00Z";
/// Pairs and rounds closed: the full field.
const PAIRS: u32 = 1_000;
const CLOSED: u32 = 196;

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
        run(Path::new(&file));
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
}
