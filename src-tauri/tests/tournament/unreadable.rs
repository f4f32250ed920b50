//! A tournament whose stored log no longer reads is listed by name and
//! refused, and locks no other tournament out.

use serde_json::json;

use crate::phone;

#[test]
fn a_tournament_whose_log_no_longer_reads_locks_no_other_out() {
    let files = tempfile::tempdir().unwrap();
    let db = files.path().join("t.sqlite3");
    let ui = phone(&db, &files.path().join("nothing"));
    let broken = ui.tournament(2);
    let sound = ui.tournament(2);
    drop(ui);
    // Damaged by hand: the second pair's entry now names a third player.
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute(
        "UPDATE tournament_events SET payload = '{\"type\": \"pair_registered\", \"version\": 1, \"pair\": 2}'
         WHERE tournament_id = ?1 AND seq = 2",
        [&broken],
    )
    .unwrap();
    drop(conn);
    let ui = phone(&db, &files.path().join("nothing"));
    let list = ui.ok("list_tournaments", json!({}));
    assert_eq!(list.as_array().unwrap().len(), 2);
    assert_eq!(list[0]["id"], sound.as_str(), "newest first");
    let listed = |id: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|t| t["id"] == id)
            .unwrap()
            .clone()
    };
    assert_eq!(listed(&broken)["unreadable"], true);
    assert_eq!(listed(&broken)["name"], "Copa de Ponce");
    assert!(listed(&sound).get("unreadable").is_none());
    let err = ui.refused("get_tournament", json!({"tournament_id": broken}));
    assert_eq!(err["code"], "stored_tournament_unreadable");
    assert_eq!(err["params"], json!({"tournament_id": broken}));
    let err = ui.refused("pair_round", json!({"tournament_id": broken}));
    assert_eq!(err["code"], "stored_tournament_unreadable");
    let view = ui.ok("pair_round", json!({"tournament_id": sound}));
    assert_eq!(view["rounds"].as_array().unwrap().len(), 1);
}

/// A log's rows are read whatever their layout, as the entry's own reading
/// reads them: rows rewritten by hand in another layout (indented, the
/// `version` first) read to the same tournament as the rows the app
/// wrote, and a row of another version, in the app's own layout, is
/// refused.
#[test]
fn a_log_s_rows_read_in_any_layout_and_no_other_version() {
    let files = tempfile::tempdir().unwrap();
    let db = files.path().join("t.sqlite3");
    let ui = phone(&db, &files.path().join("nothing"));
    let id = ui.tournament(2);
    let as_written = ui.ok("get_tournament", json!({"tournament_id": id}));
    drop(ui);
    let conn = rusqlite::Connection::open(&db).unwrap();
    let rows: Vec<(i64, String)> = conn
        .prepare("SELECT seq, payload FROM tournament_events WHERE tournament_id = ?1")
        .unwrap()
        .query_map([&id], |row| Ok((row.get(0)?, row.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(rows.len() > 2);
    for (seq, payload) in &rows {
        assert!(payload.ends_with(",\"version\":1}"), "{payload}");
        let mut value: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(payload).unwrap();
        value.remove("version");
        let fields = serde_json::to_string_pretty(&value).unwrap();
        let other = format!("{{\"version\": 1, {}", fields.trim_start_matches('{'));
        conn.execute(
            "UPDATE tournament_events SET payload = ?3 WHERE tournament_id = ?1 AND seq = ?2",
            rusqlite::params![&id, seq, other],
        )
        .unwrap();
    }
    drop(conn);
    let ui = phone(&db, &files.path().join("nothing"));
    let read = ui.ok("get_tournament", json!({"tournament_id": id}));
    assert_eq!(read, as_written);
    drop(ui);

    let conn = rusqlite::Connection::open(&db).unwrap();
    let (seq, payload) = &rows[rows.len() - 1];
    let other = payload.replace(",\"version\":1}", ",\"version\":2}");
    conn.execute(
        "UPDATE tournament_events SET payload = ?3 WHERE tournament_id = ?1 AND seq = ?2",
        rusqlite::params![&id, seq, other],
    )
    .unwrap();
    drop(conn);
    let ui = phone(&db, &files.path().join("nothing"));
    let err = ui.refused("get_tournament", json!({"tournament_id": id}));
    assert_eq!(err["code"], "stored_tournament_unreadable");
}
