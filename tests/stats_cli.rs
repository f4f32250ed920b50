//! `tranque stats HISTORY_FILE`: an exported history read match by match,
//! the figures as text or JSON, a period and a rule set, unreadable
//! matches counted and skipped, bad input refused with exit code 2: a file
//! over the app's import cap, a directory, a device or a pipe in words,
//! never read forever; the calendar's first and last days like any other.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/cli.rs"]
mod support;

use std::path::PathBuf;
use std::time::Duration;

use serde_json::{Value, json};
use support::{json_of, tranque, tranque_within};
use tranque::{
    Event, Finish, HandEnd, Leftover, MAX_IMPORT_BYTES, Match, MatchFile, MatchSetup, Mode, Preset,
    Rules, Seat,
};

/// The longest a run of a test below may take: its history is small, and a
/// refusal reads nothing.
const WITHIN: Duration = Duration::from_secs(10);

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

/// A folder of the test's own, empty.
fn folder(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("stats-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `args` refused within [`WITHIN`]: exit code 2, `words` on
/// stderr, nothing on stdout.
fn refused_in_words(args: &[&str], words: &str) {
    let out = tranque_within(args, WITHIN);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(stderr.contains(words), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?}");
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
    assert!(text.starts_with("Ana: 3 matches, 2 won; rating "), "{text}");
    // In rating points, with the last match's move (Ana lost m3).
    let points = ana["summary"]["rating"]["points"].as_i64().unwrap();
    let before = ana["chart"][1]["points"].as_i64().unwrap();
    assert!(points < before, "{ana}");
    assert!(
        text.contains(&format!(
            "rating {points} points, {} with the last match",
            points - before
        )),
        "{text}"
    );
    assert!(text.contains("partner Bia: 3 matches, 2 won"), "{text}");
}

/// Ana & Bia against Caio & Duda three times, Ana written `spellings` in
/// turn: twice in January (the second under another rule set), once in
/// February.
fn ana_written(name: &str, spellings: [&str; 3]) -> PathBuf {
    let (mega, fed) = (Preset::BrMegajogos, Preset::PrFederacion);
    let seats = |ana| [ana, "Caio", "Bia", "Duda"];
    history(
        name,
        vec![
            file_of(
                &zapato(seats(spellings[0]), 0, mega),
                mega,
                "m1",
                "2026-01-10T21:00:00Z",
            ),
            file_of(
                &zapato(seats(spellings[1]), 1, fed),
                fed,
                "m2",
                "2026-01-20T22:00:00Z",
            ),
            file_of(
                &zapato(seats(spellings[2]), 2, mega),
                mega,
                "m3",
                "2026-02-01T00:00:00Z",
            ),
        ],
        vec![],
    )
}

#[test]
fn cli_stats_a_player_written_three_ways_is_shown_by_the_name_last_written() {
    let three = ana_written("three-ways", ["ANA", "ana", "Ana"]);
    let one = ana_written("one-way", ["Ana"; 3]);
    let (three, one) = (three.to_str().unwrap(), one.to_str().unwrap());
    let asks: [&[&str]; 6] = [
        &[],
        &["--until", "2026-01-31"],
        &["--rules", "pr-federacion"],
        &["--player", "bia"],
        &["--player", "CAIO"],
        &["--versus", "caio & duda", "ANA & bia"],
    ];
    for ask in asks {
        let args = |path| [&["stats", path, "--json"][..], ask].concat();
        let written = json_of(&args(three));
        // Every figure, numbers and names, as if written one way only.
        assert_eq!(written, json_of(&args(one)), "{ask:?}");
        let text = written.to_string();
        assert!(
            !text.contains("ANA") && !text.contains("\"name\":\"ana\""),
            "{ask:?}: {text}"
        );
    }
    let all = json_of(&["stats", three, "--json"]);
    assert_eq!(player(&all, "ana")["name"], "Ana");
    let ranked = |list: &Value| {
        let ana = list.as_array().unwrap().iter().find(|r| r["key"] == "ana");
        ana.unwrap()["name"].clone()
    };
    assert_eq!(ranked(&all["ratings"]), "Ana");
    for (rules, list) in all["ratings_by_rules"].as_object().unwrap() {
        assert_eq!(ranked(list), "Ana", "{rules}");
    }
    assert_eq!(all["partnerships"][0]["names"], json!(["Ana", "Bia"]));
    assert_eq!(player(&all, "bia")["best_partner"]["name"], "Ana");
    let caio = json_of(&["stats", three, "--player", "caio", "--json"]);
    let ana = caio["opponents"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["key"] == "ana");
    assert_eq!(ana.unwrap()["name"], "Ana");
    let pairs = json_of(&[
        "stats",
        three,
        "--versus",
        "caio & duda",
        "ana & bia",
        "--json",
    ]);
    assert_eq!(
        (pairs["name"].clone(), pairs["matches"].clone()),
        (json!("Ana & Bia"), json!(3))
    );
    let out = tranque(&["stats", three, "--versus", "ANA", "caio"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("Ana against Caio: 3 matches, 2 won, 1 lost"),
        "{text}"
    );
    let out = tranque(&["stats", three]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("ANA") && !text.contains("ana "), "{text}");
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

#[test]
fn cli_stats_refuses_a_history_over_the_import_cap_of_64_mib() {
    assert_eq!(MAX_IMPORT_BYTES, 64 * 1024 * 1024);
    let dir = folder("over-the-cap");
    let path = dir.join("history.json");
    // Sparse: one byte over the cap, none of them written.
    std::fs::File::create(&path)
        .unwrap()
        .set_len(MAX_IMPORT_BYTES as u64 + 1)
        .unwrap();
    refused_in_words(
        &["stats", path.to_str().unwrap()],
        "is larger than 64 MiB, the most the app imports",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn cli_stats_refuses_a_device_a_pipe_or_a_directory_without_reading_it() {
    let dir = folder("not-a-file");
    let mut cases = vec![(dir.clone(), "is a directory, not a file")];
    if cfg!(unix) {
        // Endless: read whole, it would fill the memory.
        cases.push(("/dev/zero".into(), "is a device, not a regular file"));
        // No writer: opened, it would wait for one forever.
        let pipe = dir.join("history.json");
        let made = std::process::Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .unwrap();
        assert!(made.success(), "mkfifo {}", pipe.display());
        cases.push((pipe, "is a pipe, not a regular file"));
    }
    for (path, words) in &cases {
        refused_in_words(&["stats", path.to_str().unwrap()], words);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn cli_stats_the_calendar_s_first_and_last_days_are_days_like_any_other() {
    let path = table("calendar-edges");
    let path = path.to_str().unwrap();
    let first = "-262143-01-01";
    let last = "+262142-12-31";
    for (period, matches) in [
        (vec![format!("--since={first}")], 3),
        (vec![format!("--until={first}")], 0),
        (vec![format!("--since={last}")], 0),
        (vec![format!("--until={last}")], 3),
        (
            vec![format!("--since={first}"), format!("--until={last}")],
            3,
        ),
        (
            vec![format!("--since={first}"), format!("--until={first}")],
            0,
        ),
        (
            vec![format!("--since={last}"), format!("--until={last}")],
            0,
        ),
    ] {
        let mut args = vec!["stats", path, "--json"];
        args.extend(period.iter().map(String::as_str));
        let out = tranque_within(&args, WITHIN);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
        let answer: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(answer["matches"], matches, "{args:?}");
    }
    // In words: the period as asked, and a page with nothing in it.
    let out = tranque_within(&["stats", path, &format!("--since={last}")], WITHIN);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("0 matches, since +262142-12-31, every rule set"),
        "{text}"
    );
    refused_in_words(
        &["stats", path, "--player", "Ana", &format!("--since={last}")],
        "no finished match of Ana",
    );
    let out = tranque_within(
        &[
            "stats",
            path,
            "--versus",
            "Ana",
            "Caio",
            &format!("--until={first}"),
        ],
        WITHIN,
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("never met"), "{text}");
    // A day past either end is no date.
    for past in ["--since=+262143-01-01", "--until=-262144-12-31"] {
        refused_in_words(&["stats", path, past], "not a date YYYY-MM-DD");
    }
}
