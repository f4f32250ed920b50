//! Limits that agree, in the store: a player's name compared by Unicode
//! case folding in the directory (and an older database holding two names
//! that fold alike kept as it is, nothing merged), a history giving one
//! match's id twice refused naming the id with nothing imported, and an
//! imported match keeping its own dates.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use serde_json::{Value, json};
use tranque_app_lib::store::{MAX_NAME_CHARS, Store, StoreError};

const NOW: &str = "2026-11-22T10:00:00Z";

/// A finished match file of 2025-01-18 (br-megajogos), as a JSON value.
fn fixture() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/match-br-megajogos.json"
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn the_directory_s_limit_is_the_core_s() {
    assert_eq!(MAX_NAME_CHARS, tranque::MAX_NAME_CHARS);
    let mut store = Store::open_in_memory().unwrap();
    store.add_player(&"N".repeat(40), NOW).unwrap();
    let err = store.add_player(&"M".repeat(41), NOW).unwrap_err();
    assert_eq!(err.code(), "bad_player_name");
}

#[test]
fn a_name_in_another_case_of_any_script_is_the_same_player() {
    let mut store = Store::open_in_memory().unwrap();
    for (first, second) in [
        ("ÁNGEL", "ángel"),
        ("Straße", "STRASSE"),
        ("Ωμέγα", "ΩΜΈΓΑ"),
    ] {
        let player = store.add_player(first, NOW).unwrap();
        let err = store.add_player(second, NOW).unwrap_err();
        assert!(
            matches!(&err, StoreError::DuplicateName(name) if name == first),
            "{second}: {err:?}"
        );
        assert_eq!(store.player_named(second).unwrap(), Some(player));
    }
    let other = store.add_player("Ana", NOW).unwrap();
    let err = store.rename_player(other.id, "ángel").unwrap_err();
    assert_eq!(err.code(), "duplicate_player_name");
    assert_eq!(store.players().unwrap().len(), 4);
}

#[test]
fn an_older_database_holding_two_names_that_fold_alike_keeps_both_apart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    drop(Store::open(&db).unwrap());
    {
        // As a database from before the folded names held them: two players
        // that only ASCII's NOCASE told apart, neither with its key.
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch(
            "INSERT INTO players (name, created_at) VALUES ('ÁNGEL', '2026-01-01T00:00:00Z');
             INSERT INTO players (name, created_at) VALUES ('ángel', '2026-01-02T00:00:00Z');",
        )
        .unwrap();
    }
    let mut store = Store::open(&db).unwrap();
    let players = store.players().unwrap();
    assert_eq!(players.len(), 2, "nothing merged: {players:?}");
    // Each is found by its own name; another spelling finds the first.
    assert_eq!(store.player_named("ángel").unwrap().unwrap().name, "ángel");
    assert_eq!(store.player_named("ÁNGEL").unwrap().unwrap().name, "ÁNGEL");
    assert_eq!(store.player_named("Ángel").unwrap().unwrap().name, "ÁNGEL");
    assert_eq!(
        store.add_player("Ángel", NOW).unwrap_err().code(),
        "duplicate_player_name"
    );
    // Renamed to a name of its own, the later one is a player like any.
    let later = players.iter().find(|p| p.name == "ángel").unwrap();
    store.rename_player(later.id, "Ángel Luis").unwrap();
    assert_eq!(
        store.add_player("ÁNGEL LUIS", NOW).unwrap_err().code(),
        "duplicate_player_name"
    );
}

#[test]
fn a_history_giving_one_match_s_id_twice_is_refused_naming_it_and_nothing_is_imported() {
    let mut store = Store::open_in_memory().unwrap();
    let first = fixture();
    let mut second = fixture();
    second["seats"] = json!(["Eva", "Fabio", "Gil", "Hugo"]);
    let history = json!({
        "format": "tranque-history",
        "version": 1,
        "exported_at": NOW,
        "matches": [first, second],
    });
    let err = store.import(&history.to_string(), NOW).unwrap_err();
    assert_eq!(err.code(), "import_id_twice", "{err}");
    assert_eq!(
        err.params(),
        json!({ "match_id": "fixture-br-megajogos", "first": 1, "match_number": 2 })
    );
    assert!(err.to_string().contains("fixture-br-megajogos"), "{err}");
    assert!(store.get_match("fixture-br-megajogos").is_err());
    assert!(store.players().unwrap().is_empty(), "nothing imported");
}

#[test]
fn an_imported_match_keeps_its_own_dates() {
    let mut store = Store::open_in_memory().unwrap();
    let mut file = fixture();
    file["finished_at"] = json!("2025-01-18T21:10:00Z");
    store.import(&file.to_string(), NOW).unwrap();
    let stored = store.get_match("fixture-br-megajogos").unwrap();
    assert_eq!(stored.started_at, "2025-01-18T20:00:00Z");
    assert_eq!(stored.finished_at.as_deref(), Some("2025-01-18T21:10:00Z"));
    // Exported again, the dates travel with it.
    let again: Value = serde_json::from_str(&store.export_match(&stored.id).unwrap()).unwrap();
    assert_eq!(again["finished_at"], "2025-01-18T21:10:00Z");

    // A file without `finished_at` is dated by its start, not by the import.
    let mut older = fixture();
    older["id"] = json!("fixture-older");
    store.import(&older.to_string(), NOW).unwrap();
    let stored = store.get_match("fixture-older").unwrap();
    assert_eq!(stored.finished_at.as_deref(), Some("2025-01-18T20:00:00Z"));
}
