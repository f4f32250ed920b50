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
