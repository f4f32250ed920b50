//! The `tranque` binary: outputs, JSON fields and exit codes.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::process::{Command, Output};

use serde_json::{Value, json};

fn tranque(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(args)
        .output()
        .unwrap()
}

fn json_of(args: &[&str]) -> Value {
    let out = tranque(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Exit code 2 and a reason on stderr naming `needle`.
fn refused(args: &[&str], code: &str, needle: &str) {
    let out = tranque(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(code), "{args:?}: {stderr}");
    assert!(stderr.contains(needle), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn cli_block_megajogos_worked_example_json() {
    let v = json_of(&[
        "block",
        "--rules",
        "br-megajogos",
        "--pips",
        "6,10,7,2",
        "--closed-by",
        "3",
        "--json",
    ]);
    assert_eq!(v["seat_pips"], json!([6, 10, 7, 2]));
    assert_eq!(v["side_pips"], json!({"A": 13, "B": 12}));
    assert_eq!(v["winner"], json!("B"));
    assert_eq!(v["points"], json!(13));
    assert_eq!(v["tie"], json!(false));
    assert!(v["reason"].as_str().unwrap().contains("Side B"));
}

#[test]
fn cli_block_tie_rules_per_preset() {
    let tie = |preset: &str| {
        json_of(&[
            "block",
            "--rules",
            preset,
            "--pips",
            "5,6,7,6",
            "--closed-by",
            "2",
            "--json",
        ])
    };
    let mega = tie("br-megajogos");
    assert_eq!(
        (&mega["winner"], &mega["points"]),
        (&json!("B"), &json!(12))
    );
    assert_eq!(mega["tie"], json!(true));
    assert_eq!(mega["tie_rule"], json!("closer_loses"));
    let pr = tie("pr-federacion");
    assert_eq!((&pr["winner"], &pr["points"]), (&Value::Null, &json!(0)));
    assert_eq!(pr["tie_rule"], json!("no_points"));
    let basicas = tie("br-basicas");
    assert_eq!(basicas["winner"], Value::Null);
    assert_eq!(basicas["void"], json!(true));
}

#[test]
fn cli_block_from_tiles_individual_three_players() {
    let v = json_of(&[
        "block",
        "--rules",
        "es-clasico",
        "--tiles",
        "6-6 5-4/3-3/2-1",
        "--closed-by",
        "0",
        "--json",
    ]);
    assert_eq!(v["seat_pips"], json!([21, 6, 3]));
    assert_eq!(v["side_pips"], json!({"0": 21, "1": 6, "2": 3}));
    assert_eq!(v["winner"], json!("2"));
    assert_eq!(v["points"], json!(30));
    assert_eq!(v["mode"], json!("individual"));
}

#[test]
fn cli_domino_es_clasico_pairs() {
    let v = json_of(&[
        "domino",
        "--rules",
        "es-clasico",
        "--mode",
        "pairs",
        "--pips",
        "9,0,4,12",
        "--by",
        "1",
        "--json",
    ]);
    assert_eq!(v["winner"], json!("B"));
    assert_eq!(v["points"], json!(25));
    let text = tranque(&[
        "domino",
        "--rules",
        "br-megajogos",
        "--pips",
        "9,0,4,12",
        "--by",
        "1",
    ]);
    assert!(text.status.success());
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("winner: B"), "{text}");
    assert!(text.contains("points: 13"), "{text}");
}

#[test]
fn cli_deal_check() {
    let v = json_of(&[
        "deal-check",
        "--rules",
        "br-basicas",
        "6-6",
        "5-5",
        "0-0",
        "1-1",
        "2-3",
        "--json",
    ]);
    assert_eq!(v["redeal"], json!(true));
    assert_eq!(v["doubles"], json!(4));
    assert!(v["reason"].as_str().unwrap().contains("reshuffle"));
    let v = json_of(&[
        "deal-check",
        "--rules",
        "pr-federacion",
        "6-6 5-5 0-0 1-1",
        "--json",
    ]);
    assert_eq!(v["redeal"], json!(false));
    assert_eq!(v["doubles"], json!(4));
    let out = tranque(&["deal-check", "--rules", "br-basicas", "6-6", "5-4"]);
    assert!(out.status.success());
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .contains("redeal: no")
    );
}

#[test]
fn cli_refusals_exit_2_with_the_reason() {
    refused(
        &[
            "block",
            "--rules",
            "br-megajogos",
            "--pips",
            "70,1,1,1",
            "--closed-by",
            "0",
        ],
        "pips_out_of_range",
        "70",
    );
    refused(
        &[
            "block",
            "--rules",
            "br-megajogos",
            "--tiles",
            "7-1/1-1/2-2/3-3",
            "--closed-by",
            "0",
        ],
        "unknown_tile",
        "7-1",
    );
    refused(
        &[
            "block",
            "--rules",
            "br-megajogos",
            "--tiles",
            "6-6/6-6/2-2/3-3",
            "--closed-by",
            "0",
        ],
        "tile_repeated",
        "6-6",
    );
    refused(
        &[
            "domino",
            "--rules",
            "br-megajogos",
            "--pips",
            "1,2,3,4",
            "--by",
            "0",
        ],
        "domino_player_holds_tiles",
        "seat 0",
    );
    refused(
        &[
            "block",
            "--rules",
            "br-megajogos",
            "--pips",
            "1,2,3,4",
            "--closed-by",
            "4",
        ],
        "no_such_seat",
        "seat 4",
    );
    refused(
        &[
            "block",
            "--rules",
            "br-nope",
            "--pips",
            "1,2,3,4",
            "--closed-by",
            "0",
        ],
        "unknown_preset",
        "br-nope",
    );
    refused(
        &[
            "block",
            "--rules",
            "br-megajogos",
            "--mode",
            "pairs",
            "--pips",
            "1,2,3",
            "--closed-by",
            "0",
        ],
        "pairs_need_four_seats",
        "3",
    );
    refused(
        &[
            "block",
            "--rules",
            "br-megajogos",
            "--pips",
            "1,-2,3,4",
            "--closed-by",
            "0",
        ],
        "bad_number",
        "-2",
    );
    refused(
        &[
            "block",
            "--rules",
            "br-megajogos",
            "--pips",
            "1",
            "--closed-by",
            "0",
        ],
        "bad_seat_count",
        "1 seats",
    );
    refused(
        &["deal-check", "--rules", "br-basicas", "6-6", "6-6"],
        "tile_repeated",
        "6-6",
    );
    refused(
        &["replay", "/nonexistent/match.json"],
        "cannot read",
        "match.json",
    );
}

#[test]
fn cli_usage_errors_exit_2() {
    // clap: --pips and --tiles together, or neither.
    let out = tranque(&[
        "block",
        "--rules",
        "br-megajogos",
        "--pips",
        "1,2,3,4",
        "--tiles",
        "1-1",
        "--closed-by",
        "0",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let out = tranque(&["block", "--rules", "br-megajogos", "--closed-by", "0"]);
    assert_eq!(out.status.code(), Some(2));
}
