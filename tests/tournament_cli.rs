//! `tranque tournament pair|standings`: outputs, JSON and refusals.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::{Value, json};

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

/// A file of this test's own, with `text`.
fn scratch(name: &str, text: &str) -> String {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("tournament-cli-{name}"));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// Exit code 2, nothing on stdout, and a reason on stderr naming each needle.
fn refused(args: &[&str], needles: &[&str]) {
    let out = tranque(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    for needle in needles {
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
    }
}

#[test]
fn pair_prints_the_next_round_with_its_bye() {
    let out = tranque(&["tournament", "pair", &sample("9.json")]);
    assert!(out.status.success());
    // Checked by hand: after round 5 the order is 3 1 6 5 2 4 7 8 9; pairs
    // 7, 9, 6, 4 and 8 have had a bye, so 2 is the lowest-ranked without
    // one; 3 has met 1, 1 has met 6, and 4 has met 8 and 9.
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "Torneo de Bayamón, 2026-11-21: round 6, 9 pairs\n\
         table   1: pair 3 (P3a, P3b) vs pair 6 (P6a, P6b)\n\
         table   2: pair 1 (P1a, P1b) vs pair 5 (P5a, P5b)\n\
         table   3: pair 8 (P8a, P8b) vs pair 9 (P9a, P9b)\n\
         table   4: pair 4 (P4a, P4b) vs pair 7 (P7a, P7b)\n\
         bye: pair 2 (P2a, P2b), a win 100-0\n"
    );
}

#[test]
fn pair_json_gives_the_entry_to_append_and_the_file_takes_it() {
    let out = tranque(&["tournament", "pair", &sample("8.json"), "--json"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["round"], json!(5));
    assert_eq!(v["tables"].as_array().unwrap().len(), 4);
    assert_eq!(v["bye"], Value::Null);
    assert_eq!(v["event"]["type"], json!("round_paired"));
    assert_eq!(v["event"]["version"], json!(1));
    let first = &v["tables"][0];
    assert_eq!(first["table"], json!(1));
    assert_eq!(first["pairs"][0]["players"].as_array().unwrap().len(), 2);
    assert!(first["rematch"].is_boolean());

    // Appended, the round is open: standings say what comes next, and
    // another pairing is refused.
    let mut file: Value =
        serde_json::from_str(&std::fs::read_to_string(sample("8.json")).unwrap()).unwrap();
    file["events"]
        .as_array_mut()
        .unwrap()
        .push(v["event"].clone());
    let open = scratch("open.json", &file.to_string());
    let out = tranque(&["tournament", "standings", &open, "--json"]);
    assert!(out.status.success());
    let standings: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        standings["next"],
        json!({"step": "record", "round": 5, "tables": [1, 2, 3, 4]})
    );
    assert_eq!(standings["standings"][0]["rank"], json!(1));
    assert_eq!(standings["standings"].as_array().unwrap().len(), 8);
    refused(
        &["tournament", "pair", &open],
        &["refused [round_not_closed]", "round 5 is not closed yet"],
    );
}

#[test]
fn standings_text_marks_a_withdrawn_pair() {
    let out = tranque(&["tournament", "standings", &sample("16.json")]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let withdrawn: Vec<&str> = text.lines().filter(|l| l.ends_with("withdrawn")).collect();
    assert_eq!(withdrawn.len(), 1, "{text}");
    assert!(withdrawn[0].contains(" 16  P16a, P16b"), "{text}");
    assert!(text.ends_with("next: pair round 6\n"));
}

#[test]
fn files_are_refused_in_words() {
    let text = std::fs::read_to_string(sample("8.json")).unwrap();
    let newer = scratch(
        "newer.json",
        &text.replacen("\"version\": 1", "\"version\": 2", 1),
    );
    refused(
        &["tournament", "standings", &newer],
        &[
            "tournament_unsupported_version",
            "version 2 is not supported",
        ],
    );
    // An entry of a newer version: the entry is named.
    let mut file: Value = serde_json::from_str(&text).unwrap();
    file["events"][3]["version"] = json!(3);
    let entry = scratch("entry.json", &file.to_string());
    refused(
        &["tournament", "pair", &entry],
        &[
            "tournament_unsupported_version",
            "entry 3: tournament version 3",
        ],
    );
    let cut = scratch("cut.json", &text[..text.len() / 2]);
    refused(
        &["tournament", "pair", &cut],
        &["tournament_malformed", "line"],
    );
    let match_file = format!(
        "{}/tests/data/match-pr-federacion.json",
        env!("CARGO_MANIFEST_DIR")
    );
    refused(
        &["tournament", "pair", &match_file],
        &["tournament_unknown_format", "tranque-match"],
    );
    refused(
        &["tournament", "pair", "/nonexistent/tournament.json"],
        &["cannot read /nonexistent/tournament.json"],
    );
    // A log whose entry breaks the rules: the entry and the refusal.
    let mut file: Value = serde_json::from_str(&text).unwrap();
    file["events"][2]["players"] = json!(["P1a", "P2b"]);
    let twice = scratch("twice.json", &file.to_string());
    refused(
        &["tournament", "standings", &twice],
        &[
            "refused [player_in_two_pairs]",
            "entry 2: P1a already plays in pair 1",
        ],
    );
    let mut file: Value = serde_json::from_str(&text).unwrap();
    file["events"][2]["colour"] = json!("red");
    let unknown = scratch("unknown.json", &file.to_string());
    refused(
        &["tournament", "standings", &unknown],
        &["tournament_malformed", "unknown field `colour`"],
    );
}
