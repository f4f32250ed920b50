//! No name a file brings reaches the terminal raw: `tranque tournament
//! standings|pair`, `tranque replay` and `tranque stats`, in text and in
//! JSON, write every control or invisible character of a name escaped
//! (a bell, an escape sequence, a NUL, a DEL, a C1 control, a line break,
//! a bidi override, a byte-order mark, a zero-width space), so none
//! clears the screen or prints a line of its own; the JSON reads back to
//! the name as written. A NUL in a match's seat is refused.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::path::PathBuf;

use serde_json::Value;

#[path = "support/cli.rs"]
mod support;

use support::tranque;

/// Names a crafted file may hold.
const HOSTILE: [&str; 10] = [
    "Zoe\u{7}",
    "Zoe\u{1B}[2J",
    "Zoe\u{0}",
    "Zoe\u{7F}",
    "Zoe\u{85}",
    "Zoe\u{9B}2J",
    "Zoe\n   1.  99 Forged",
    "\u{202E}eoZ",
    "\u{FEFF}Zoe",
    "\u{200B}",
];

/// `text` has no hidden character but the line breaks of its own lines.
fn assert_nothing_hidden(text: &str, what: &str) {
    let hidden: Vec<char> = text
        .chars()
        .filter(|&c| c != '\n' && tranque::is_hidden(c))
        .collect();
    assert!(hidden.is_empty(), "{what}: {hidden:?} in {text}");
}

/// The text of the fixture `name` (under `tests/data/`).
fn fixture(name: &str) -> String {
    let dir = env!("CARGO_MANIFEST_DIR");
    std::fs::read_to_string(format!("{dir}/tests/data/{name}")).unwrap()
}

/// A copy of the file `text` (called `label`) with every `"from"` (a JSON
/// string) written as `to`.
fn crafted(text: &str, label: &str, from: &str, to: &str, n: usize) -> String {
    let quoted = serde_json::to_string(from).unwrap();
    assert!(text.contains(&quoted), "{label} names {from}");
    let text = text.replace(&quoted, &serde_json::to_string(to).unwrap());
    let name = label.replace('/', "-");
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("names-{n}-{name}"));
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// `tranque args`: it succeeds, and says nothing hidden on stdout or
/// stderr; its stdout.
fn clean_run(args: &[&str]) -> String {
    let out = tranque(args);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{args:?}: {stderr}");
    assert_nothing_hidden(&stderr, "stderr");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_nothing_hidden(&stdout, &format!("{args:?}"));
    stdout
}

/// `args` as the runner takes them.
fn as_str(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// Every string of `value`, anywhere in it.
fn strings(value: &Value) -> Vec<String> {
    match value {
        Value::String(s) => vec![s.clone()],
        Value::Array(items) => items.iter().flat_map(strings).collect(),
        Value::Object(fields) => fields.values().flat_map(strings).collect(),
        _ => Vec::new(),
    }
}

/// Each command on the fixture `label` as written and with `from` renamed
/// to each hostile name: the text has as many lines as the fixture's own,
/// nothing hidden, and the JSON names the name as written.
fn check(label: &str, from: &str, commands: &[&[&str]], skip_nul: bool) {
    let text = fixture(label);
    check_text(&text, label, from, commands, skip_nul);
}

/// [`check`] on the file `text`, called `label`.
fn check_text(text: &str, label: &str, from: &str, commands: &[&[&str]], skip_nul: bool) {
    for (n, name) in HOSTILE.into_iter().enumerate() {
        if skip_nul && name.contains('\0') {
            continue;
        }
        let plain = crafted(text, label, from, from, 100 + n);
        let file = crafted(text, label, from, name, n);
        for command in commands {
            let args = |path: &str| {
                let mut args = command.to_vec();
                args.push("FILE");
                args.iter()
                    .map(|a| {
                        if *a == "FILE" {
                            path.to_owned()
                        } else {
                            (*a).to_owned()
                        }
                    })
                    .collect::<Vec<_>>()
            };
            let (plain_args, file_args) = (args(&plain), args(&file));
            let expected = clean_run(&as_str(&plain_args));
            let text = clean_run(&as_str(&file_args));
            assert_eq!(
                text.lines().count(),
                expected.lines().count(),
                "{command:?} {name:?}: {text}"
            );
            let json = |args: &Vec<String>| {
                let mut args = as_str(args);
                args.push("--json");
                let answer: Value = serde_json::from_str(&clean_run(&args)).unwrap();
                strings(&answer)
            };
            // Where the fixture's answer names the name, the crafted one's
            // names it as written.
            if json(&plain_args).iter().any(|s| s.contains(from)) {
                let strings = json(&file_args);
                assert!(
                    strings.iter().any(|s| s.contains(name)),
                    "{command:?} {name:?}: {strings:?}"
                );
            }
        }
    }
}

#[test]
fn tournament_names_are_written_escaped_in_text_and_json() {
    let commands: &[&[&str]] = &[&["tournament", "standings"], &["tournament", "pair"]];
    check("tournament/9.json", "P3a", commands, false);
    check("tournament/individual-8.json", "J3", commands, false);
    check("tournament/9.json", "Torneo de Bayamón", commands, false);
}

#[test]
fn a_match_s_seats_are_replayed_escaped_and_a_nul_is_refused() {
    check("match-pr-federacion.json", "Bia", &[&["replay"]], true);
    let label = "match-pr-federacion.json";
    let file = crafted(&fixture(label), label, "Bia", "Bia\u{0}", 50);
    let out = tranque(&["replay", &file]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("[bad_player_name]: a name may not hold control characters"),
        "{stderr}"
    );
    assert_nothing_hidden(&stderr, "stderr");
}

#[test]
fn a_history_s_names_are_written_escaped_by_stats_in_text_and_json() {
    let game: Value = serde_json::from_str(&fixture("match-pr-federacion.json")).unwrap();
    let history = serde_json::json!({
        "format": "tranque-history",
        "version": 1,
        "exported_at": "2026-03-01T00:00:00Z",
        "matches": [game],
        "unreadable": [],
    });
    let text = serde_json::to_string_pretty(&history).unwrap();
    check_text(&text, "history.json", "Bia", &[&["stats"]], false);
}
