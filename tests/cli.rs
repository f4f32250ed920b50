//! The `tranque` binary: outputs, JSON fields and exit codes.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/cli.rs"]
mod support;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use serde_json::{Value, json};
use support::{json_of, tranque};

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

/// The sample matches of `tests/data`, each with its replay as the CLI wrote
/// it when it built the whole answer before printing it
/// (`tests/data/replay/<name>.json` and `.txt`; after a deliberate change of
/// the output, run the test with `TRANQUE_BLESS=1` and read the diff).
fn samples() -> Vec<(std::path::PathBuf, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut samples: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .map(|path| {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            (path, name)
        })
        .collect();
    samples.sort();
    assert_eq!(samples.len(), 4, "{samples:?}");
    samples
}

#[test]
fn cli_replay_streamed_writes_the_answer_it_wrote_whole() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/replay");
    for (path, name) in samples() {
        let file = path.to_str().unwrap();
        let out = tranque(&["replay", file, "--json"]);
        assert!(out.status.success(), "{name}");
        if std::env::var_os("TRANQUE_BLESS").is_some() {
            std::fs::write(dir.join(format!("{name}.json")), &out.stdout).unwrap();
            let text = tranque(&["replay", file]).stdout;
            std::fs::write(dir.join(format!("{name}.txt")), text).unwrap();
        }
        let before = std::fs::read(dir.join(format!("{name}.json"))).unwrap();
        let streamed: Value = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|err| panic!("{name}: the streamed JSON is valid: {err}"));
        assert_eq!(
            streamed,
            serde_json::from_slice::<Value>(&before).unwrap(),
            "{name}"
        );
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(before).unwrap(),
            "{name}: the same bytes"
        );
        let out = tranque(&["replay", file]);
        assert!(out.status.success(), "{name}");
        let before = std::fs::read_to_string(dir.join(format!("{name}.txt"))).unwrap();
        assert_eq!(String::from_utf8(out.stdout).unwrap(), before, "{name}");
    }
}

/// A match file of `hands` tied blocks (pr-federacion: no points, the hand
/// counts, the match never ends), written under the test's own directory.
fn long_match(hands: usize) -> std::path::PathBuf {
    let (sample, _) = samples()
        .into_iter()
        .find(|(_, name)| name.ends_with("pr-federacion"))
        .unwrap();
    let mut file: Value = serde_json::from_str(&std::fs::read_to_string(sample).unwrap()).unwrap();
    let tie = |opener: Option<u8>| {
        let mut hand = json!({
            "type": "hand",
            "end": { "kind": "block", "closed_by": 2, "left": { "pips": [5, 6, 7, 6] } },
        });
        if let Some(seat) = opener {
            hand["opener"] = json!(seat);
        }
        hand
    };
    let events: Vec<Value> = std::iter::once(tie(Some(0)))
        .chain(std::iter::repeat_n(tie(None), hands - 1))
        .collect();
    file["events"] = Value::Array(events);
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("long-match-{hands}-{}.json", std::process::id()));
    std::fs::write(&path, file.to_string()).unwrap();
    path
}

#[test]
fn cli_replay_into_a_reader_that_stops_early_ends_quietly() {
    let path = long_match(5_000);
    for json in [false, true] {
        let mut args = vec!["replay", path.to_str().unwrap()];
        if json {
            args.push("--json");
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_tranque"))
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // `| head -1`: one line, then the pipe is closed with megabytes unread.
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.is_empty(), "{args:?}: the answer starts at once");
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
        assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    }
    std::fs::remove_file(path).unwrap();
}

/// Inputs `tranque replay` must refuse in words within 10 s, unread: a file
/// one byte over the app's import cap (sparse), a directory, and on unix an
/// endless device and a pipe with no writer.
#[test]
fn cli_replay_refuses_a_file_over_the_cap_a_device_a_pipe_or_a_directory() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("replay-not-a-file-{}", std::process::id()));
    let cases = support::unreadable_inputs(&dir, "match.json");
    for (path, words) in &cases {
        for json in [false, true] {
            let mut args = vec!["replay", path.to_str().unwrap()];
            if json {
                args.push("--json");
            }
            let out = support::tranque_within(&args, std::time::Duration::from_secs(10));
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
            assert!(stderr.contains(words), "{args:?}: {stderr}");
            assert!(out.stdout.is_empty(), "{args:?}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A photo of the project's synthetic set (`tests/data/tiles`) and the
/// tiles its label says it shows, each as `"high-low"`, sorted.
fn labelled_photo(file: &str) -> (String, Vec<String>) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tiles");
    let labels: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("labels.json")).unwrap()).unwrap();
    let photo = labels["photos"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["file"] == file)
        .unwrap_or_else(|| panic!("{file} is labelled"));
    let mut tiles: Vec<String> = photo["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let (a, b) = (t[0].as_u64().unwrap(), t[1].as_u64().unwrap());
            format!("{}-{}", a.max(b), a.min(b))
        })
        .collect();
    tiles.sort();
    (dir.join(file).display().to_string(), tiles)
}

#[test]
fn cli_tiles_reads_the_tiles_of_photos_with_their_outlines_and_totals() {
    let (first, first_tiles) = labelled_photo(CLI_PHOTOS[0]);
    let (second, second_tiles) = labelled_photo(CLI_PHOTOS[1]);
    let v = json_of(&["tiles", &first, &second, "--json"]);
    let photos = v["photos"].as_array().unwrap();
    assert_eq!(photos.len(), 2);
    let mut all_pips = 0;
    for (photo, (file, labelled)) in photos
        .iter()
        .zip([(&first, &first_tiles), (&second, &second_tiles)])
    {
        assert_eq!(photo["file"], file.as_str());
        let tiles = photo["tiles"].as_array().unwrap();
        let mut read: Vec<String> = tiles
            .iter()
            .map(|t| t["tile"].as_str().unwrap().to_owned())
            .collect();
        read.sort();
        assert_eq!(&read, labelled, "{file}");
        let (w, h) = (
            photo["width"].as_f64().unwrap(),
            photo["height"].as_f64().unwrap(),
        );
        for tile in tiles {
            let outline = tile["outline"].as_array().unwrap();
            assert_eq!(outline.len(), 4, "{tile}");
            assert!(
                outline
                    .iter()
                    .all(|p| (-w..=2.0 * w).contains(&p[0].as_f64().unwrap())
                        && (-h..=2.0 * h).contains(&p[1].as_f64().unwrap())),
                "{tile}"
            );
            let confidence = tile["confidence"].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&confidence), "{tile}");
        }
        let pips: u64 = read
            .iter()
            .flat_map(|t| t.split('-').map(|n| n.parse::<u64>().unwrap()))
            .sum();
        assert_eq!(photo["total_pips"], pips);
        all_pips += pips;
    }
    assert_eq!(v["total_pips"], all_pips);
    // The same as text: a line a tile, and the total of all.
    let out = tranque(&["tiles", &first, &second]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains(&format!("{} tiles", first_tiles.len())),
        "{text}"
    );
    assert!(text.contains(&format!("in all: {all_pips} pips")), "{text}");
    assert!(text.contains(&format!("  {} ", first_tiles[0])), "{text}");
}

#[test]
fn cli_tiles_refuses_what_is_no_photo_and_prints_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.jpg");
    std::fs::write(&notes, "6-4, 5-5 and 0-0").unwrap();
    let (photo, _) = labelled_photo(CLI_PHOTOS[0]);
    let notes = notes.display().to_string();
    refused(&["tiles", &photo, &notes], "notes.jpg", "not a photo");
    let folder = dir.path().display().to_string();
    refused(&["tiles", &folder], "cannot read", "is a directory");
    let out = tranque(&["tiles"]);
    assert_eq!(out.status.code(), Some(2), "a photo is required");
}

/// The synthetic photos the command line is tested on.
const CLI_PHOTOS: [&str; 2] = ["photo_02.jpg", "photo_35.jpg"];
