//! The app's start: a fresh database has no notice, a newer or damaged one
//! is named in the notice, and the match under way is resumed.

use serde_json::{Value, json};
use tranque_app_lib::store::Store;

use crate::pips;
use crate::support::Ui;

#[test]
fn a_database_from_a_newer_app_answers_every_command_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    Store::open(&path).unwrap();
    rusqlite::Connection::open(&path)
        .unwrap()
        .pragma_update(None, "user_version", 42)
        .unwrap();
    let before = std::fs::read(&path).unwrap();
    let state = tranque_app_lib::state_for(&path, "2026-11-22T10:00:00Z");
    let ui = Ui::with_state(state).keeping(dir);
    let notice = ui.ok("startup_notice", json!({}));
    assert_eq!(notice["code"], "database_too_new");
    assert!(notice["message"].as_str().unwrap().contains("42"));
    assert_eq!(notice["params"]["found"], 42);
    assert!(notice["params"]["known"].as_u64().unwrap() < 42);
    let err = ui.refused("list_players", json!({}));
    assert_eq!(err, notice);
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_fresh_start_has_no_notice() {
    let ui = Ui::new();
    assert_eq!(ui.ok("startup_notice", json!({})), Value::Null);
}

#[test]
fn a_damaged_database_is_set_aside_and_the_app_starts_fresh() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tranque.sqlite3");
    std::fs::write(&path, "garbage ".repeat(1000)).unwrap();
    let state = tranque_app_lib::state_for(&path, "2026-11-22T10:00:00Z");
    let ui = Ui::with_state(state).keeping(dir);
    let notice = ui.ok("startup_notice", json!({}));
    assert_eq!(notice["code"], "database_set_aside");
    let message = notice["message"].as_str().unwrap();
    assert!(
        message.contains("tranque.sqlite3.damaged-20261122T100000Z"),
        "{message}"
    );
    assert!(message.contains("import"), "{message}");
    assert_eq!(
        notice["params"]["file"],
        "tranque.sqlite3.damaged-20261122T100000Z"
    );
    // SQLite's words on the damage are in the message, not the params.
    assert!(message.contains("not a database"), "{message}");
    assert_eq!(notice["params"].as_object().unwrap().len(), 1, "{notice}");
    assert_eq!(ui.ok("list_players", json!({})), json!([]));
    ui.new_match("br-megajogos");
}

#[test]
fn the_match_under_way_is_resumed_when_the_app_starts_again() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tranque.sqlite3");
    let id = {
        let ui = Ui::with_state(tranque_app_lib::state_for(&path, "now"));
        let id = ui.new_match("br-megajogos")["id"].clone();
        ui.ok(
            "record_hand",
            json!({"match_id": id, "opener": 0, "end": pips(1, [9, 0, 4, 12])}),
        );
        id
    };
    let ui = Ui::with_state(tranque_app_lib::state_for(&path, "now")).keeping(dir);
    assert_eq!(ui.ok("startup_notice", json!({})), Value::Null);
    let game = ui.ok("current_match", json!({}));
    assert_eq!(game["id"], id);
    assert_eq!(game["standings"]["scores"], json!([0, 13]));
}
