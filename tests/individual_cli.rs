//! `tranque tournament pair|standings` on an individual tournament's file:
//! the seating, its JSON with the entry to append (which the file then
//! takes), and the standings. Its paperwork (`sheet`) is read back in
//! `tests/individual_paperwork.rs`.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;
use tranque::tournament::IndividualFile;
use tranque::tournament::individual::IndividualEvent;

fn tranque(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(args)
        .output()
        .unwrap()
}

fn sample(name: &str) -> String {
    format!(
        "{}/tests/data/tournament/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn stdout(args: &[&str]) -> String {
    let out = tranque(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn pair_prints_the_next_seating_with_who_sits_out() {
    let text = stdout(&["tournament", "pair", &sample("individual-9.json")]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "Individual de Bayamón, 2026-11-21: round 6, 9 players"
    );
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[1].starts_with("table   1: J"), "{text}");
    assert!(
        lines[1].contains(" & ") && lines[1].contains(" vs "),
        "{text}"
    );
    assert!(
        lines[3].starts_with("sitting out: ") && lines[3].ends_with(", each a win 100-0"),
        "{text}"
    );
}

#[test]
fn pair_json_gives_the_entry_to_append_and_the_file_takes_it() {
    let path = sample("individual-13.json");
    let answer: Value =
        serde_json::from_str(&stdout(&["tournament", "pair", &path, "--json"])).unwrap();
    assert_eq!(answer["mode"], "individual");
    assert_eq!(answer["round"], 7);
    assert_eq!(answer["tables"].as_array().unwrap().len(), 3);
    assert_eq!(answer["tables"][0]["seats"].as_array().unwrap().len(), 4);
    assert!(answer["sit_out"].as_array().unwrap().is_empty());
    let event = IndividualEvent::from_versioned_json(answer["event"].clone()).unwrap();
    let t = IndividualFile::parse(&std::fs::read_to_string(&path).unwrap())
        .unwrap()
        .into_tournament()
        .unwrap();
    assert_eq!(
        event,
        IndividualEvent::RoundSeated(t.next_seating().unwrap())
    );
    let t = t.apply(event).unwrap();
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("individual-cli-13.json");
    std::fs::write(&file, IndividualFile::from_tournament(&t).to_json()).unwrap();
    let text = stdout(&["tournament", "standings", file.to_str().unwrap()]);
    assert!(
        text.ends_with("next: record the results of round 7, tables 1, 2, 3\n"),
        "{text}"
    );
}

#[test]
fn standings_mark_a_withdrawn_player_and_json_carries_each_row() {
    let text = stdout(&["tournament", "standings", &sample("individual-16.json")]);
    let withdrawn: Vec<&str> = text.lines().filter(|l| l.ends_with("withdrawn")).collect();
    assert_eq!(withdrawn.len(), 1, "{text}");
    assert!(withdrawn[0].contains(" J16 "), "{text}");
    let answer: Value = serde_json::from_str(&stdout(&[
        "tournament",
        "standings",
        &sample("individual-16.json"),
        "--json",
    ]))
    .unwrap();
    let rows = answer["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 16);
    assert_eq!(
        answer["next"],
        serde_json::json!({"step": "seat", "round": 7})
    );
    // Fifteen players over four rounds three sit out each: twelve sit-outs,
    // plus none in the two rounds of 16 players.
    let sit_outs: u64 = rows.iter().map(|r| r["sit_outs"].as_u64().unwrap()).sum();
    assert_eq!(sit_outs, 12);
}
