//! Hostile and huge imports at the size cap (`MAX_IMPORT_BYTES`, 64 MiB):
//! the time each takes, refused or imported, and the process's peak memory
//! (`VmHWM`). Each file is built and imported in a child process of its own,
//! so one case's peak does not hide another's.
//!
//! `cargo bench -p tranque-app --bench import`

use std::time::Instant;

use tranque_app_lib::store::{MAX_IMPORT_BYTES, Store};

#[path = "support/memory.rs"]
mod memory;
use memory::peak_mib;

const FIXTURE: &str = include_str!("../../tests/data/match-br-megajogos.json");
const CASE: &str = "TRANQUE_IMPORT_BENCH_CASE";

/// The cases: a name and what it builds.
const CASES: [(&str, &str); 3] = [
    (
        "many",
        "a history of distinct real matches up to the cap (imported)",
    ),
    (
        "many_last_bad",
        "the same, its last match refused (every match checked, nothing written)",
    ),
    (
        "one_long",
        "one match whose events fill the cap (refused: too many events)",
    ),
];

/// The fixture as one line of JSON.
fn compact() -> String {
    let value: serde_json::Value = serde_json::from_str(FIXTURE).expect("the fixture is JSON");
    value.to_string()
}

/// A history of copies of the fixture, each with its own id, up to the cap.
fn many(last_bad: bool) -> String {
    let one = compact();
    let mut text = String::with_capacity(MAX_IMPORT_BYTES);
    text.push_str(r#"{"format":"tranque-history","version":1,"matches":["#);
    let mut i = 0usize;
    loop {
        let next = one.replacen("\"fixture-br-megajogos\"", &format!("\"bench-{i:08}\""), 1);
        // Room is left for the refused match at the end.
        if text.len() + 2 * next.len() + 200 > MAX_IMPORT_BYTES {
            break;
        }
        if i > 0 {
            text.push(',');
        }
        text.push_str(&next);
        i += 1;
    }
    if last_bad {
        text.push(',');
        text.push_str(&one.replacen("\"Bia\"", "\"Bi\\u0007a\"", 1));
    }
    text.push_str("]}");
    text
}

/// One match file whose events fill the cap.
fn one_long() -> String {
    let value: serde_json::Value = serde_json::from_str(FIXTURE).expect("the fixture is JSON");
    let event = value["events"][0].to_string();
    let mut head = value.clone();
    head["events"] = serde_json::json!([]);
    let head = head.to_string();
    let (open, close) = head.split_at(head.find("\"events\":[]").expect("events") + 10);
    let mut text = String::with_capacity(MAX_IMPORT_BYTES);
    text.push_str(open);
    let mut first = true;
    while text.len() + event.len() + close.len() + 2 < MAX_IMPORT_BYTES {
        if !first {
            text.push(',');
        }
        text.push_str(&event);
        first = false;
    }
    text.push_str(close);
    text
}

fn run(case: &str) {
    let text = match case {
        "many" => many(false),
        "many_last_bad" => many(true),
        _ => one_long(),
    };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut store = Store::open(&dir.path().join("bench.sqlite3")).expect("a store");
    let before = peak_mib();
    let start = Instant::now();
    let result = store.import(&text, "2026-11-22T10:00:00Z");
    let elapsed = start.elapsed();
    let outcome = match result {
        Ok(report) => format!("imported {} matches", report.imported),
        Err(err) => format!("refused [{}]: {:.100}", err.code(), err.to_string()),
    };
    println!(
        "{case}: {:.1} MiB file, {:.2} s, peak {:.0} MiB (file built: {:.0} MiB); {outcome}",
        text.len() as f64 / 1024.0 / 1024.0,
        elapsed.as_secs_f64(),
        peak_mib(),
        before,
    );
}

fn main() {
    if let Ok(case) = std::env::var(CASE) {
        run(&case);
        return;
    }
    // `cargo test --benches` runs this with `--bench` absent: only check it builds.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let me = std::env::current_exe().expect("the bench's own path");
    for (case, what) in CASES {
        println!("{case}: {what}");
        let status = std::process::Command::new(&me)
            .env(CASE, case)
            .status()
            .expect("the case runs");
        if !status.success() {
            println!("{case}: failed ({status})");
        }
    }
}
