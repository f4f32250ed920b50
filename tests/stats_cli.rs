//! `tranque stats HISTORY_FILE`: an exported history read match by match,
//! the figures as text or JSON, a period and a rule set, unreadable
//! matches counted and skipped, bad input refused with exit code 2.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/cli.rs"]
mod support;

use std::path::PathBuf;

use serde_json::{Value, json};
use support::{json_of, tranque};
use tranque::{
    Event, Finish, HandEnd, Leftover, Match, MatchFile, MatchSetup, Mode, Preset, Rules, Seat,
};

/// A pairs match to 50 won in one hand by `by`'s side, 55 to 0.
fn zapato(seats: [&str; 4], by: u8, preset: Preset) -> Match {
    let setup = MatchSetup {
        rules: Rules {
            target: 50,
            ..preset.rules(Mode::Pairs)
        },
        seats: seats.map(String::from).to_vec(),
    };
    let mut left = if by.is_multiple_of(2) {
        vec![0, 30, 0, 25]
    } else {
        vec![30, 0, 25, 0]
    };
    left[usize::from(by)] = 0;
    Match::new(setup)
        .unwrap()
        .apply(Event::Hand {
            opener: Some(Seat(0)),
            end: HandEnd::Domino {
                by: Seat(by),
                left: Leftover::Pips(left),
                finish: Finish::Simple,
            },
        })
        .unwrap()
}

fn file_of(game: &Match, preset: Preset, id: &str, finished_at: &str) -> Value {
    let mut file = MatchFile::from_match(game, Some(preset));
    file.id = Some(id.to_owned());
    file.finished_at = Some(finished_at.to_owned());
    serde_json::from_str(&file.to_json()).unwrap()
}

/// A history file in the test's own folder.
fn history(name: &str, matches: Vec<Value>, unreadable: Vec<Value>) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("stats-{name}.json"));
    let text = json!({
        "format": "tranque-history",
        "version": 1,
        "exported_at": "2026-03-01T00:00:00Z",
        "matches": matches,
        "unreadable": unreadable,
    });
    std::fs::write(&path, text.to_string()).unwrap();
    path
}

/// Ana & Bia win twice in January (zapatos), Caio & Duda once in
/// February; a fourth match is not a match file.
fn table(name: &str) -> PathBuf {
    let seats = ["Ana", "Caio", "Bia", "Duda"];
    let fed = Preset::BrMegajogos;
    history(
        name,
        vec![
            file_of(&zapato(seats, 0, fed), fed, "m2", "2026-01-20T22:00:00Z"),
            file_of(&zapato(seats, 2, fed), fed, "m1", "2026-01-10T21:00:00Z"),
            file_of(&zapato(seats, 1, fed), fed, "m3", "2026-02-01T00:00:00Z"),
            json!({"format": "tranque-match", "version": 9}),
        ],
        vec![
            json!({"format": "tranque-raw-match", "match": {"id": "lost"}, "unreadable_because": "a newer engine"}),
        ],
    )
}

fn player<'a>(v: &'a Value, key: &str) -> &'a Value {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["key"] == key)
        .unwrap()
}

#[test]
fn cli_stats_json_counts_every_figure_and_skips_the_unreadable() {
    let path = table("all");
    let v = json_of(&["stats", path.to_str().unwrap(), "--json"]);
    assert_eq!(v["matches"], 3);
    assert_eq!(v["unreadable"], 2);
    assert_eq!(v["skipped"][1]["number"], 4);
    assert!(
        v["skipped"][1]["reason"]
            .as_str()
            .unwrap()
            .contains("unsupported_version")
    );
    let ana = player(&v, "ana");
    assert_eq!(
        (ana["matches"].as_u64(), ana["wins"].as_u64()),
        (Some(3), Some(2))
    );
    assert_eq!(ana["zapatos_given"], 2);
    assert_eq!(
        (
            ana["longest_streak"].as_u64(),
            ana["current_streak"].as_u64()
        ),
        (Some(2), Some(0))
    );
    // The first 55-point hand, in order of finishing: m1.
    assert_eq!(
        ana["best_hand"],
        json!({"points": 55, "match_id": "m1", "hand_number": 1})
    );
    assert_eq!(ana["best_partner"]["key"], "bia");
    assert_eq!(ana["best_partner"]["count"], 2);
    assert_eq!(player(&v, "caio")["toughest_rival"]["key"], "ana");
    assert_eq!(v["ratings"][0]["key"], "ana");
    assert!(v["ratings"][0]["display"].as_f64().unwrap() < v["ratings"][0]["mu"].as_f64().unwrap());
    assert_eq!(
        v["ratings_by_rules"]["br-megajogos"]
            .as_array()
            .unwrap()
            .len(),
        4
    );
    assert_eq!(v["partnerships"][0]["keys"], json!(["ana", "bia"]));
}

#[test]
fn cli_stats_a_period_counts_matches_by_their_finishing_day() {
    let path = table("period");
    let path = path.to_str().unwrap();
    let january = json_of(&[
        "stats",
        path,
        "--since",
        "2026-01-10",
        "--until",
        "2026-01-31",
        "--json",
    ]);
    assert_eq!(january["matches"], 2);
    assert_eq!(player(&january, "ana")["current_streak"], 2);
    // --until is inclusive: the whole of 2026-01-20.
    let to_20 = json_of(&["stats", path, "--until", "2026-01-20", "--json"]);
    assert_eq!(to_20["matches"], 2);
    let from_11 = json_of(&["stats", path, "--since", "2026-01-11", "--json"]);
    assert_eq!(from_11["matches"], 2);
    // The calendar's last day has no next one: every match is before it.
    let to_the_end = json_of(&["stats", path, "--until", "+262142-12-31", "--json"]);
    assert_eq!(to_the_end["matches"], 3);
    let other = json_of(&["stats", path, "--rules", "pr-federacion", "--json"]);
    assert_eq!(other["matches"], 0);
    assert_eq!(other["players"], json!([]));
}

#[test]
fn cli_stats_text_names_the_figures() {
    let path = table("text");
    let out = tranque(&["stats", path.to_str().unwrap()]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("3 matches, all time, every rule set (0 abandoned, 2 unreadable skipped)"),
        "{text}"
    );
    assert!(text.contains("Ana: 3 matches, 2 won; zapatos 2 given, 1 taken; streak 2 longest, 0 current; best hand 55 (match m1, hand 1); best partner Bia (2 won of 3)"), "{text}");
    assert!(text.contains("Ana & Bia: 3 matches, 2 won"), "{text}");
}

#[test]
fn cli_stats_a_player_s_page_and_a_head_to_head() {
    let path = table("player");
    let path = path.to_str().unwrap();
    // Ana's page: her rating after m1, m2 and m3, in the order they finished.
    let ana = json_of(&["stats", path, "--player", "ANA", "--json"]);
    assert_eq!(ana["summary"]["name"], "Ana");
    let chart: Vec<&str> = ana["chart"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["match_id"].as_str().unwrap())
        .collect();
    assert_eq!(chart, ["m1", "m2", "m3"]);
    assert_eq!(
        ana["partners"],
        json!([{"key": "bia", "name": "Bia", "matches": 3, "count": 2}])
    );
    let caio = &ana["opponents"][0];
    assert_eq!(
        (
            caio["key"].clone(),
            caio["matches"].clone(),
            caio["wins"].clone(),
            caio["losses"].clone()
        ),
        (json!("caio"), json!(3), json!(2), json!(1))
    );
    // February alone: the match Caio & Duda won.
    let february = json_of(&[
        "stats",
        path,
        "--player",
        "Ana",
        "--since",
        "2026-02-01",
        "--json",
    ]);
    assert_eq!(
        (
            february["summary"]["matches"].clone(),
            february["summary"]["wins"].clone()
        ),
        (json!(1), json!(0))
    );

    let pairs = json_of(&[
        "stats",
        path,
        "--versus",
        "Ana & Bia",
        "caio & DUDA",
        "--json",
    ]);
    assert_eq!(
        (
            pairs["matches"].clone(),
            pairs["wins"].clone(),
            pairs["losses"].clone()
        ),
        (json!(3), json!(2), json!(1))
    );
    assert_eq!(
        (pairs["points_for"].clone(), pairs["points_against"].clone()),
        (json!(110), json!(55))
    );
    let out = tranque(&["stats", path, "--versus", "Ana", "Caio"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("Ana against Caio: 3 matches, 2 won, 1 lost"),
        "{text}"
    );
    let out = tranque(&["stats", path, "--versus", "Ana", "Bia"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("never met"));
    let out = tranque(&["stats", path, "--player", "Ana"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("Ana: 3 matches, 2 won; rating"), "{text}");
    assert!(text.contains("partner Bia: 3 matches, 2 won"), "{text}");
}

#[test]
fn cli_stats_refuses_bad_input_with_exit_2() {
    let refused = |args: &[&str], needle: &str| {
        let out = tranque(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty());
    };
    let path = table("refusals");
    let path = path.to_str().unwrap();
    refused(
        &["stats", path, "--since", "2026-13-01"],
        "not a date YYYY-MM-DD",
    );
    refused(
        &[
            "stats",
            path,
            "--since",
            "2026-02-01",
            "--until",
            "2026-01-01",
        ],
        "is after --until",
    );
    refused(
        &["stats", path, "--rules", "no-such-rules"],
        "unknown_preset",
    );
    refused(&["stats", "/nonexistent/history.json"], "cannot read");
    refused(
        &["stats", path, "--player", "Zeca"],
        "no finished match of Zeca",
    );
    refused(
        &["stats", path, "--versus", "Ana", "Caio & Duda"],
        "two players, or two partnerships",
    );
    let match_file =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/match-pr-federacion.json");
    refused(&["stats", match_file.to_str().unwrap()], "not a history");
    let newer = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("stats-newer.json");
    std::fs::write(
        &newer,
        r#"{"format": "tranque-history", "version": 2, "matches": []}"#,
    )
    .unwrap();
    refused(&["stats", newer.to_str().unwrap()], "version 2");
}

#[test]
fn cli_stats_names_cannot_clear_the_terminal_or_forge_a_line() {
    // A history someone wrote by hand: an escape sequence in one name, a
    // newline and a forged ranking line in another.
    let seats = ["Ana\u{1b}[2J", "Caio", "Bia\n    1. Forged  99.9", "Duda"];
    let fed = Preset::BrMegajogos;
    let path = history(
        "hostile-names",
        vec![file_of(
            &zapato(seats, 0, fed),
            fed,
            "m1",
            "2026-01-20T22:00:00Z",
        )],
        vec![json!({
            "format": "tranque-raw-match",
            "match": {"id": "lost\u{1b}[2J"},
            "unreadable_because": "a newer\n    1. Forged  99.9"
        })],
    );
    let path = path.to_str().unwrap();
    for args in [
        vec!["stats", path],
        vec!["stats", path, "--player", "Ana\u{1b}[2J"],
        vec!["stats", path, "--versus", "Ana\u{1b}[2J", "Caio"],
    ] {
        let out = tranque(&args);
        assert!(out.status.success(), "{args:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(!text.contains('\u{1b}'), "{args:?}: {text}");
        assert!(
            !text
                .lines()
                .any(|line| line.trim_start().starts_with("1. Forged")),
            "{args:?}: {text}"
        );
        assert!(text.contains("Ana\\u{1b}[2J"), "{args:?}: {text}");
    }
    let text = String::from_utf8(tranque(&["stats", path]).stdout).unwrap();
    assert!(text.contains("Bia\\u{a}    1. Forged"), "{text}");
    // The JSON answer keeps each name as written.
    let answer = json_of(&["stats", path, "--json"]);
    assert!(answer.to_string().contains("Ana\\u001b[2J"), "{answer}");
}
