//! `tranque tournament pair|standings`: outputs, JSON and refusals; where
//! `tranque tournament sheet` writes its PDF.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::{Value, json};

#[path = "support/cli.rs"]
mod support;

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

/// `tranque tournament sheet --pdf OUT` writes only over a regular file or at
/// a new path. A directory, a FIFO, a device, or a link to one of them or to
/// nothing is refused in words naming OUT and what it is, and left as it was;
/// a file, or the file a link points to, is replaced.
#[cfg(unix)]
#[test]
fn sheet_writes_over_a_file_or_a_new_path_and_nothing_else() {
    use std::os::unix::fs::{FileTypeExt, symlink};

    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tournament-cli-out");
    let _ = std::fs::remove_dir_all(&dir);
    let folder = dir.join("folder");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("kept.txt"), "kept").unwrap();
    let nine = sample("9.json");
    let sheet = |out: &Path| -> Vec<String> {
        [
            "tournament",
            "sheet",
            nine.as_str(),
            "--round",
            "1",
            "--pairings",
            "--pdf",
        ]
        .into_iter()
        .map(str::to_owned)
        .chain([out.to_string_lossy().into_owned()])
        .collect()
    };
    let refused_at = |out: &Path, what: &str| {
        let args = sheet(out);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let named = format!("will not write {}: it is {what}, not a file", out.display());
        refused(&args, &[&named, "nothing was written"]);
    };
    let listing = |dir: &Path| {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };

    refused_at(&folder, "a directory");
    assert_eq!(listing(&folder), ["kept.txt"]);
    assert_eq!(
        std::fs::read_to_string(folder.join("kept.txt")).unwrap(),
        "kept"
    );

    let fifo = dir.join("pipe.pdf");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    refused_at(&fifo, "a FIFO (a named pipe)");
    assert!(
        std::fs::symlink_metadata(&fifo)
            .unwrap()
            .file_type()
            .is_fifo()
    );

    let to_folder = dir.join("to-folder.pdf");
    symlink(&folder, &to_folder).unwrap();
    refused_at(&to_folder, "a link to a directory");
    let to_nothing = dir.join("to-nothing.pdf");
    symlink(dir.join("no-such.pdf"), &to_nothing).unwrap();
    refused_at(&to_nothing, "a link to nothing");
    for link in [&to_folder, &to_nothing] {
        assert!(
            std::fs::symlink_metadata(link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
    }
    assert_eq!(listing(&folder), ["kept.txt"]);

    let null = Path::new("/dev/null");
    refused_at(null, "a device");
    assert!(
        std::fs::symlink_metadata(null)
            .unwrap()
            .file_type()
            .is_char_device()
    );
    assert!(!Path::new("/dev/null.part").exists());

    // A file is replaced; through a link, the file it points to, the link kept.
    let written = |out: &Path| {
        let args = sheet(out);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = tranque(&args);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(std::fs::read(out).unwrap().starts_with(b"%PDF"));
    };
    let old = dir.join("old.pdf");
    std::fs::write(&old, "an old sheet").unwrap();
    written(&old);
    std::fs::write(&old, "an old sheet").unwrap();
    let to_old = dir.join("to-old.pdf");
    symlink(&old, &to_old).unwrap();
    written(&to_old);
    assert!(
        std::fs::symlink_metadata(&to_old)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(std::fs::read(&old).unwrap().starts_with(b"%PDF"));
    written(&dir.join("new.pdf"));
    assert!(listing(&dir).iter().all(|name| !name.ends_with(".part")));
}

/// Every tournament command refuses in words within 10 s, unread, a file one
/// byte over the app's import cap (sparse), a directory, and on unix an
/// endless device and a pipe with no writer; `sheet` writes no PDF then.
#[test]
fn files_over_the_cap_devices_pipes_and_directories_are_refused_unread() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tournament-cli-not-a-file");
    let cases = support::unreadable_inputs(&dir, "tournament.json");
    let pdf = dir.join("out.pdf");
    let pdf = pdf.to_str().unwrap();
    for (path, words) in &cases {
        let file = path.to_str().unwrap();
        let commands: [Vec<&str>; 3] = [
            vec!["tournament", "pair", file],
            vec!["tournament", "standings", file, "--json"],
            vec![
                "tournament",
                "sheet",
                file,
                "--round",
                "1",
                "--pairings",
                "--pdf",
                pdf,
            ],
        ];
        for args in &commands {
            let out = support::tranque_within(args, std::time::Duration::from_secs(10));
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
            assert!(stderr.contains(words), "{args:?}: {stderr}");
            assert!(out.stdout.is_empty(), "{args:?}");
        }
    }
    assert!(!Path::new(pdf).exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `tranque tournament sheet --id` takes only an id a table's phone reads
/// in a code (1 to 64 characters, no control character): another is
/// refused in words, and no PDF is written; a good one is written on every
/// slip's code.
#[test]
fn sheet_refuses_an_id_no_table_reads() {
    let pdf = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tournament-cli-id.pdf");
    let _ = std::fs::remove_file(&pdf);
    let nine = sample("9.json");
    let long = "x".repeat(65);
    for id in ["ponce\u{1B}[2J", "a\nb", "\u{7}", long.as_str()] {
        let args = [
            "tournament",
            "sheet",
            nine.as_str(),
            "--round",
            "1",
            "--slips",
            "--id",
            id,
            "--pdf",
            pdf.to_str().unwrap(),
        ];
        refused(
            &args,
            &["[payload_malformed]", "an id of 1 to 64 characters"],
        );
        assert!(!pdf.exists(), "{id:?}");
    }
    let good = "x".repeat(64);
    let out = tranque(&[
        "tournament",
        "sheet",
        &nine,
        "--round",
        "1",
        "--slips",
        "--id",
        &good,
        "--pdf",
        pdf.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(pdf.exists());
}
