//! A full match per preset, as match files in `tests/data/`, replayed through
//! the library and through the command line; and the file format's refusals.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "common.rs"]
mod common;

use std::process::Command;

use serde_json::{Value, json};
use tranque::*;

struct Expected {
    file: &'static str,
    preset: Preset,
    mode: Mode,
    scores: &'static [i64],
    hands_played: u32,
    winner: &'static str,
    how: MatchEnd,
}

fn fixtures() -> Vec<Expected> {
    vec![
        Expected {
            file: "match-br-basicas.json",
            preset: Preset::BrBasicas,
            mode: Mode::Pairs,
            scores: &[4, 6],
            hands_played: 11,
            winner: "B",
            how: MatchEnd::Target,
        },
        Expected {
            file: "match-br-megajogos.json",
            preset: Preset::BrMegajogos,
            mode: Mode::Pairs,
            scores: &[52, 38],
            hands_played: 6,
            winner: "A",
            how: MatchEnd::Target,
        },
        Expected {
            file: "match-es-clasico.json",
            preset: Preset::EsClasico,
            mode: Mode::Individual,
            scores: &[51, 23, 22],
            hands_played: 5,
            winner: "0",
            how: MatchEnd::Target,
        },
        Expected {
            file: "match-pr-federacion.json",
            preset: Preset::PrFederacion,
            mode: Mode::Pairs,
            scores: &[124, 82],
            hands_played: 8,
            winner: "A",
            how: MatchEnd::Time,
        },
    ]
}

fn data(file: &str) -> String {
    format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn full_match_per_preset_through_the_library() {
    for e in fixtures() {
        let text = std::fs::read_to_string(data(e.file)).unwrap();
        let file = MatchFile::parse(&text).unwrap();
        assert_eq!(file.preset.as_deref(), Some(e.preset.id()));
        assert_eq!(file.rules, e.preset.rules(e.mode), "{}", e.file);
        let game = file.clone().into_match().unwrap();
        let st = game.standings();
        assert_eq!(st.scores, e.scores, "{}", e.file);
        assert_eq!(st.hands_played, e.hands_played, "{}", e.file);
        let outcome = st.outcome.as_ref().unwrap();
        assert_eq!(game.table().side_label(outcome.winner.unwrap()), e.winner);
        assert_eq!(outcome.how, e.how, "{}", e.file);
        // The sheet's last totals are the scores.
        assert_eq!(st.sheet.last().unwrap().totals, e.scores);
        // Export and import give the same match.
        let mut again = MatchFile::from_match(&game, Some(e.preset));
        again.id = file.id.clone();
        again.created_at = file.created_at.clone();
        assert_eq!(again, file);
        let reparsed = MatchFile::parse(&again.to_json()).unwrap();
        assert_eq!(reparsed.into_match().unwrap(), game);
    }
}

#[test]
fn full_match_per_preset_through_the_cli() {
    for e in fixtures() {
        let out = Command::new(env!("CARGO_BIN_EXE_tranque"))
            .args(["replay", &data(e.file), "--json"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}: {:?}", e.file, out);
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["finished"], json!(true), "{}", e.file);
        assert_eq!(v["winner"], json!(e.winner), "{}", e.file);
        assert_eq!(
            v["how"],
            json!(serde_json::to_value(e.how).unwrap()["kind"])
        );
        let scores = v["scores"].as_object().unwrap();
        let values: Vec<i64> = scores.values().map(|s| s.as_i64().unwrap()).collect();
        assert_eq!(values, e.scores, "{}", e.file);
        let hands = v["hands"].as_array().unwrap();
        assert!(!hands.is_empty());
        for h in hands {
            assert!(h["opener"].is_u64());
            assert!(h["points"].is_u64());
            assert!(h["outcome"].is_string());
        }
        // And in words.
        let out = Command::new(env!("CARGO_BIN_EXE_tranque"))
            .args(["replay", &data(e.file)])
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains(&format!("{} wins", e.winner)), "{text}");
    }
}

#[test]
fn cli_replay_hands_and_next_opener_br_megajogos() {
    let out = Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(["replay", &data("match-br-megajogos.json"), "--json"])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let hands = v["hands"].as_array().unwrap();
    let openers: Vec<u64> = hands
        .iter()
        .map(|h| h["opener"].as_u64().unwrap())
        .collect();
    assert_eq!(openers, [0, 1, 2, 3, 0, 1]);
    let points: Vec<u64> = hands
        .iter()
        .map(|h| h["points"].as_u64().unwrap())
        .collect();
    assert_eq!(points, [13, 13, 12, 30, 12, 10]);
    assert_eq!(hands[2]["tie"], json!(true));
    assert_eq!(v["next_opener"], json!(2));
}

#[test]
fn cli_replay_unfinished_match_next_opener_double_six() {
    let dir = std::env::temp_dir().join(format!("tranque-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("fresh.json");
    let game = Match::new(common::setup_with(Preset::BrBasicas.rules(Mode::Pairs), 4)).unwrap();
    let game = game
        .apply(common::hand(Some(1), common::blk(0, &[5, 6, 7, 6])))
        .unwrap();
    std::fs::write(&path, MatchFile::from_match(&game, None).to_json()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(["replay", path.to_str().unwrap(), "--json"])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["next_opener"], json!("double_six"));
    assert_eq!(v["finished"], json!(false));
    assert_eq!(v["winner"], Value::Null);
    assert_eq!(v["hands"][0]["void"], json!(true));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn match_file_refuses_other_formats_and_versions() {
    let good = std::fs::read_to_string(data("match-br-megajogos.json")).unwrap();
    let cases = [
        (
            good.replace("\"version\": 1", "\"version\": 7"),
            "unsupported_version",
            "7",
        ),
        (
            good.replace("tranque-match", "tranque-game"),
            "unknown_format",
            "tranque-game",
        ),
        (
            good.replace("\"format\": \"tranque-match\",", ""),
            "unknown_format",
            "none",
        ),
        (
            good.replace("\"version\": 1", "\"version\": \"1\""),
            "malformed",
            "version",
        ),
        ("[]".to_owned(), "malformed", "object"),
        ("{".to_owned(), "malformed", "EOF"),
        (
            good.replace("\"seats\"", "\"surprise\": 1, \"seats\""),
            "unknown_field",
            "surprise",
        ),
        (
            good.replace("\"kind\": \"domino\"", "\"kind\": \"dominoes\""),
            "malformed",
            "dominoes",
        ),
        (good.replace("\"6-6\"", "\"7-7\""), "malformed", "7-7"),
    ];
    for (text, code, needle) in cases {
        let err = MatchFile::parse(&text).unwrap_err();
        assert_eq!(err.code(), code, "{err}");
        assert!(err.to_string().contains(needle), "`{err}` lacks `{needle}`");
    }
    let err = MatchFile::parse(&good.replace("\"preset\": \"br-megajogos\"", "\"preset\": \"xx\""))
        .unwrap()
        .into_match()
        .unwrap_err();
    assert_eq!(err.code(), "unknown_preset");
    // A bad event is refused with its index.
    let err = MatchFile::parse(&good.replace("\"by\": 1", "\"by\": 9"))
        .unwrap()
        .into_match()
        .unwrap_err();
    assert_eq!(err.code(), "no_such_seat");
    assert!(err.to_string().starts_with("event 0"), "{err}");
}

#[test]
fn match_file_docs_example_is_valid() {
    let doc = std::fs::read_to_string(format!("{}/docs/match-file.md", env!("CARGO_MANIFEST_DIR")))
        .unwrap();
    let start = doc.find("```json").unwrap() + "```json".len();
    let end = start + doc[start..].find("```").unwrap();
    let file = MatchFile::parse(&doc[start..end]).unwrap();
    let game = file.into_match().unwrap();
    assert!(!game.events().is_empty());
}

#[test]
fn a_match_file_keeps_who_signed_it_and_reads_without_it() {
    let text = std::fs::read_to_string(data("match-br-megajogos.json")).unwrap();
    let file = MatchFile::parse(&text).unwrap();
    assert_eq!(file.signed_by, None);
    assert!(!file.to_json().contains("signed_by"));
    let signed = MatchFile {
        signed_by: Some("Caio".into()),
        ..file.clone()
    };
    let json = signed.to_json();
    assert!(json.contains("\"signed_by\": \"Caio\""), "{json}");
    assert_eq!(MatchFile::parse(&json).unwrap(), signed);
    let err = MatchFile::parse(&json.replace("\"Caio\"", "7")).unwrap_err();
    assert_eq!(err.code(), "malformed", "{err}");
}
