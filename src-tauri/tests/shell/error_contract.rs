//! The refusals' contract: one example of every error a command can answer
//! with — the core's (`RuleError::examples`) and the shell's — as it crosses
//! to the UI, written in `docs/commands.md` ("Every code, as it crosses") by
//! this test, and checked against the tables there. The UI's tests read the
//! same block and give each one a sentence in every language, so the code,
//! the doc and the UI cannot drift apart.
//!
//! Every example is read back as the views' [`ApiError`] — the one
//! definition of an error the UI reads — and written again unchanged: an
//! error whose shape drifted from it fails here.
//!
//! After changing an error, run with `TRANQUE_BLESS=1` to rewrite the block,
//! and read the diff.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use serde_json::{Value, json};
use tranque::{Mode, RuleError, Seat};
use tranque_app_lib::error::AppError;
use tranque_app_lib::store::{Given, NameProblem, Store, StoreError};
use tranque_views::ApiError;

/// An error as it crossed, read as the UI reads it: the views' [`ApiError`],
/// which writes it back exactly as the shell wrote it.
fn crossed(value: Value) -> ApiError {
    let text = serde_json::to_string(&value).unwrap();
    let read: ApiError = serde_json::from_str(&text)
        .unwrap_or_else(|err| panic!("{text} is not an ApiError: {err}"));
    assert_eq!(serde_json::to_value(&read).unwrap(), value, "{text}");
    assert!(read.params.is_object(), "{text}: params are an object");
    read
}

/// An example of the block: an error's code and params.
fn example(err: ApiError) -> Value {
    json!({ "code": err.code, "params": err.params })
}

const DOC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/commands.md");
const BEGIN: &str =
    "<!-- every code, as it crosses: written by src-tauri/tests/shell/error_contract.rs -->";

/// One of every error of the shell, and of every refusal of the core.
fn examples() -> Vec<Value> {
    let id = || "9f1c2b7a4d3e8f60".to_owned();
    let mut errors: Vec<AppError> = RuleError::examples()
        .into_iter()
        .map(AppError::from)
        .collect();
    let store = vec![
        StoreError::TooNew { found: 9, known: 3 },
        StoreError::NotOurs,
        StoreError::BadName {
            name: "A\tB".into(),
            reason: NameProblem::ControlCharacters,
        },
        StoreError::DuplicateName("Ana".into()),
        StoreError::PlayerSeatedTwice("Ana".into()),
        StoreError::NoSuchPlayer(json!(7)),
        StoreError::NoSuchPlayer(json!("Zeca")),
        StoreError::NoSuchMatch(id()),
        StoreError::MatchInProgress(id()),
        StoreError::MatchClosed {
            id: id(),
            status: "abandoned",
        },
        StoreError::NotOver {
            id: id(),
            scores: vec![40, 35, 12],
            mode: Mode::Individual,
            target: 100,
        },
        StoreError::NothingToUndo(id()),
        StoreError::BadSignature("'<' is not part of SVG path data".into()),
        StoreError::BadArgument {
            name: "per_page",
            value: Given::Number(500),
            why: "a page holds 1 to 100 matches",
        },
        StoreError::BadArgument {
            name: "from",
            value: Given::Text("yesterday".into()),
            why: "a date is written YYYY-MM-DD",
        },
        StoreError::ImportTooLarge {
            bytes: 70_000_000,
            max: 67_108_864,
        },
        StoreError::ImportRefused {
            number: 2,
            id: Some(id()),
            error: Box::new(StoreError::Rule(RuleError::InvalidEvent {
                index: 3,
                error: Box::new(RuleError::EmptyHand { seat: Seat(0) }),
            })),
        },
        StoreError::ImportRefused {
            number: 5,
            id: Some(id()),
            error: Box::new(StoreError::ImportIdTwice { id: id(), first: 2 }),
        },
        StoreError::Corrupt {
            id: id(),
            why: "bad rules".into(),
        },
        StoreError::DeleteNotConfirmed(id()),
        StoreError::Sqlite(rusqlite::Error::QueryReturnedNoRows),
        StoreError::Migration(rusqlite_migration::Error::Hook("no table".into())),
        StoreError::Io(std::io::Error::other("disk full")),
        StoreError::ReadOnly,
        StoreError::DiskFull,
        StoreError::Replaced,
        StoreError::NoSuchBackup("tranque-20261122T100000Z-daily.sqlite3".into()),
        StoreError::BackupDamaged {
            file: "tranque-20261122T100000Z-daily.sqlite3".into(),
        },
        StoreError::BackupTooNew {
            file: "tranque-20261122T100000Z-daily.sqlite3".into(),
            found: 9,
            known: 4,
        },
        StoreError::BackupNotOurs {
            file: "tranque-20261122T100000Z-daily.sqlite3".into(),
        },
        StoreError::NoSuchTournament("3f2a9c1b7d4e6a80".into()),
        StoreError::TournamentUnreadable {
            id: "3f2a9c1b7d4e6a80".into(),
            why: "entry 2: missing field `players`".into(),
        },
        StoreError::NoTableMatch {
            tournament_id: "3f2a9c1b7d4e6a80".into(),
            round: 2,
            table: 3,
        },
        StoreError::NotFromTableCode(id()),
        StoreError::TournamentConflict {
            tournament_id: "3f2a9c1b7d4e6a80".into(),
            name: "Copa".into(),
            entry: 14,
            round: Some(2),
            table: Some(3),
        },
    ];
    errors.extend(store.into_iter().map(AppError::from));
    errors.push(AppError::parse::<tranque::HandEnd>("end", json!({"kind": "nap"})).unwrap_err());
    errors.push(AppError::DataDir("no home folder".into()));
    errors.push(AppError::Interrupted("task panicked".into()));
    errors.push(AppError::FileNotSaved {
        file: "tranque-history-2026-11-22.json".into(),
        why: "Permission denied (os error 13)".into(),
    });
    errors.push(AppError::FileNotRead {
        file: "scores.json".into(),
        why: "stream did not contain valid UTF-8".into(),
    });
    errors.push(AppError::QrNotRead {
        file: "mesa-3.png".into(),
        error: tranque_app_lib::qr::QrError::NotFound,
    });
    errors.push(AppError::QrNotRead {
        file: "mesa-3.png".into(),
        error: tranque_app_lib::qr::QrError::TooBusy,
    });
    errors.push(AppError::QrNotRead {
        file: "mesa-3.png".into(),
        error: tranque_app_lib::qr::QrError::NotPng("invalid signature".into()),
    });
    errors.push(AppError::QrNotDrawn(tranque_app_lib::qr::QrError::TooLong(
        "data too long".into(),
    )));
    errors.push(AppError::PhotoNotRead(tranque_tiles::PhotoError::NotAPhoto));
    errors.push(AppError::PhotoNotRead(tranque_tiles::PhotoError::TooLarge));
    errors.push(AppError::Unavailable {
        code: "database_unavailable",
        message: "the database could not be opened".into(),
        params: json!({}),
    });
    let mut examples: Vec<Value> = errors
        .iter()
        .map(|err| example(crossed(serde_json::to_value(err).unwrap())))
        .collect();
    examples.push(set_aside_notice());
    examples
}

/// The notice of a damaged database set aside at start, from a real one.
fn set_aside_notice() -> Value {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tranque.sqlite3");
    std::fs::write(
        &path,
        b"not a database, and long enough to be read as a header",
    )
    .unwrap();
    let (_store, notice) = Store::open_or_recover(&path, "2026-11-22T10:00:00Z").unwrap();
    example(crossed(serde_json::to_value(notice.unwrap()).unwrap()))
}

/// The block as this build writes it: a fenced JSON block, one error a line.
fn block() -> String {
    let lines: Vec<String> = examples()
        .iter()
        .map(|e| serde_json::to_string(e).unwrap())
        .collect();
    format!("{BEGIN}\n\n```json\n{}\n```\n", lines.join("\n"))
}

#[test]
fn the_doc_shows_every_code_as_it_crosses() {
    let doc = std::fs::read_to_string(DOC).unwrap();
    let start = doc
        .find(BEGIN)
        .expect("docs/commands.md has the examples block");
    let end = start
        + doc[start..]
            .find("\n```\n")
            .expect("the examples block is closed")
        + "\n```\n".len();
    let expected = block();
    if std::env::var_os("TRANQUE_BLESS").is_some() {
        let written = format!("{}{expected}{}", &doc[..start], &doc[end..]);
        std::fs::write(DOC, written).unwrap();
        return;
    }
    assert_eq!(
        &doc[start..end],
        expected,
        "the errors changed: run this test with TRANQUE_BLESS=1 and read the diff"
    );
}

/// The rows of the doc's error tables (those whose first header is `code`):
/// each code with the text of its params cell.
fn documented() -> Vec<(String, String)> {
    let doc = std::fs::read_to_string(DOC).unwrap();
    let errors = doc.split_once("\n## Errors").unwrap().1;
    let mut rows = Vec::new();
    let mut in_codes = false;
    for line in errors.lines() {
        let line = line.trim();
        if !line.starts_with('|') {
            in_codes = false;
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if cells[0] == "code" {
            in_codes = true;
        } else if in_codes && let Some(code) = cells[0].split('`').nth(1) {
            rows.push((
                code.to_owned(),
                cells.get(1).copied().unwrap_or("").to_owned(),
            ));
        }
    }
    rows
}

#[test]
fn every_param_of_every_example_is_in_the_doc_s_tables_and_every_code_has_an_example() {
    let rows = documented();
    assert!(rows.len() > 50, "the tables were read: {rows:?}");
    // Added by the refusals that wrap another (a refused event, a refused
    // match of an import), documented above the tables.
    let wrapping = ["event_index", "match_number", "match_id"];
    let examples = examples();
    for example in &examples {
        let code = example["code"].as_str().unwrap();
        let cells: Vec<&str> = rows
            .iter()
            .filter(|(c, _)| c == code)
            .map(|(_, params)| params.as_str())
            .collect();
        assert!(!cells.is_empty(), "`{code}` is not in the doc's tables");
        for key in example["params"].as_object().unwrap().keys() {
            let named = format!("`{key}`");
            assert!(
                cells.iter().any(|cell| cell.contains(&named))
                    || (wrapping.contains(&key.as_str()) && code != "match_not_over")
                    || (code == "invalid_rules"),
                "`{code}`: the doc does not list the param `{key}` ({cells:?})"
            );
        }
    }
    for (code, _) in &rows {
        assert!(
            examples.iter().any(|e| e["code"] == code.as_str()),
            "`{code}` is documented but has no example"
        );
    }
}

#[test]
fn params_are_data_never_formatted_text() {
    // Text a player or a file gave (names, ids, a wrongly typed tile, a file
    // name) is the only text in params; nothing else holds a space.
    let given = ["Mesa torta"];
    fn strings<'a>(value: &'a Value, out: &mut Vec<&'a str>) {
        match value {
            Value::String(s) => out.push(s),
            Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
            Value::Object(map) => map.values().for_each(|v| strings(v, out)),
            _ => {}
        }
    }
    for example in examples() {
        let mut found = Vec::new();
        strings(&example["params"], &mut found);
        for s in found {
            assert!(
                !s.contains(' ') || given.contains(&s),
                "{example}: `{s}` looks like formatted text"
            );
        }
    }
}
