//! The records: the player directory, the history and its statistics,
//! exports and imports as the contract says, and an unreadable match that
//! blocks nothing.

use serde_json::{Value, json};

use crate::support::Ui;
use crate::{pips, rules};

#[test]
fn the_player_directory_reuses_and_renames() {
    let ui = Ui::new();
    ui.ok("add_player", json!({"name": "Ana"}));
    let game = ui.ok(
        "new_match",
        json!({"preset": null, "rules": rules("br-megajogos"),
        "players": ["ANA", "Bia", "Caio", "Duda"]}),
    );
    assert_eq!(game["seats"][0]["name"], "Ana");
    let players = ui.ok("rename_player", json!({"id": 1, "name": "Ana Maria"}));
    assert_eq!(
        players,
        json!([{"id": 1, "name": "Ana Maria"}, {"id": 2, "name": "Bia"},
        {"id": 3, "name": "Caio"}, {"id": 4, "name": "Duda"}])
    );
    let again = ui.ok("get_match", json!({"match_id": game["id"]}));
    assert_eq!(again["seats"][0]["name"], "Ana Maria");
    let err = ui.refused("rename_player", json!({"id": 1, "name": "bia"}));
    assert_eq!(err["code"], "duplicate_player_name");
    assert_eq!(err["params"], json!({"name": "Bia"}));
    let err = ui.refused(
        "new_match",
        json!({"preset": null, "rules": rules("br-megajogos"),
        "players": ["Ana Maria", "Bia", "ana maria", "Duda"]}),
    );
    assert_eq!(err["code"], "player_seated_twice");
    let err = ui.refused(
        "new_match",
        json!({"preset": null, "rules": {"mode": "pairs"},
        "players": ["X", "Y", "Z", "W"]}),
    );
    assert_eq!(err["code"], "bad_argument");
    assert!(err["message"].as_str().unwrap().starts_with("`rules`"));
}

#[test]
fn history_statistics_export_and_import_cross_as_the_contract_says() {
    let ui = Ui::new();
    let id = ui.new_match("br-megajogos")["id"].clone();
    ui.ok(
        "record_hand",
        json!({"match_id": id, "opener": 0, "end": pips(1, [30, 0, 30, 1])}),
    );
    ui.ok(
        "finish_match",
        json!({"match_id": id, "signed_by": null, "signature": null}),
    );

    let page = ui.ok(
        "list_matches",
        json!({"page": 0, "per_page": 10, "player": "ana"}),
    );
    assert_eq!(page["total"], 1);
    let summary = &page["matches"][0];
    assert_eq!(summary["id"], id);
    assert_eq!(summary["players"], json!(["Ana", "Bia", "Caio", "Duda"]));
    assert_eq!(summary["side_labels"], json!(["A", "B"]));
    assert_eq!(summary["scores"], json!([0, 60]));
    assert_eq!(summary["winner"], "B");
    assert_eq!(summary["status"], "finished");
    assert_eq!(summary["hands"], 1);
    assert_eq!(summary["readable"], true);
    let keys: Vec<&String> = summary.as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 12, "{summary}");
    // Every filter is optional.
    assert_eq!(ui.ok("list_matches", json!({}))["total"], 1);
    let by_id = ui.ok("list_matches", json!({"player": 2, "preset": "custom"}));
    assert_eq!(by_id["total"], 0);
    let err = ui.refused("list_matches", json!({"player": "Zeca"}));
    assert_eq!(err["code"], "no_such_player");
    assert!(err["message"].as_str().unwrap().contains("Zeca"));
    assert_eq!(err["params"], json!({"player": "Zeca"}));
    let err = ui.refused("list_matches", json!({"to": "2026-13-45"}));
    assert_eq!(err["code"], "bad_argument");

    let stats = ui.ok("statistics", json!({}));
    assert_eq!(stats["rule_sets"], json!(["br-megajogos"]));
    let bia = &stats["summary"]["players"][1];
    assert_eq!(bia["name"], "Bia");
    assert_eq!(bia["matches"], 1);
    assert_eq!(bia["wins"], 1);
    assert_eq!(bia["points"], 60);
    assert_eq!(bia["zapatos_given"], 1);
    assert_eq!(
        stats["summary"]["partnerships"].as_array().unwrap().len(),
        2
    );
    // A period before the match counts nothing; its end before its start is refused.
    let before = json!({"filter": {"since_ms": null, "until_ms": 0, "rules": null}});
    assert_eq!(ui.ok("statistics", before)["summary"]["matches"], 0);
    let backwards = json!({"filter": {"since_ms": 10, "until_ms": 0, "rules": null}});
    assert_eq!(ui.refused("statistics", backwards)["code"], "bad_argument");

    let page = ui.ok("player_statistics", json!({"key": "bia", "filter": null}));
    assert_eq!(page["name"], "Bia");
    assert_eq!(page["page"]["summary"]["wins"], 1);
    assert_eq!(page["page"]["chart"].as_array().unwrap().len(), 1);
    let nobody = ui.ok("player_statistics", json!({"key": "zeca"}));
    assert_eq!(
        (nobody["name"].clone(), nobody["page"].clone()),
        (json!(null), json!(null))
    );
    let met = ui.ok(
        "head_to_head",
        json!({"first": ["bia", "duda"], "second": ["ana", "caio"]}),
    );
    assert_eq!(
        (met["matches"].clone(), met["wins"].clone()),
        (json!(1), json!(1))
    );
    let err = ui.refused(
        "head_to_head",
        json!({"first": ["bia"], "second": ["ana", "caio"]}),
    );
    assert_eq!(err["code"], "bad_argument");

    let file = ui.ok("export_match", json!({"match_id": id}));
    assert!(file.as_str().unwrap().contains("\"tranque-match\""));
    let history = ui.ok("export_history", json!({}));
    assert!(
        history["json"]
            .as_str()
            .unwrap()
            .contains("\"tranque-history\"")
    );
    assert_eq!(history["unreadable"], json!([]));
    let csv = ui.ok("export_csv", json!({"match_id": id}));
    assert!(csv.as_str().unwrap().starts_with("hand,event,opener,"));
    let report = ui.ok("import_matches", json!({"json": file}));
    assert_eq!(
        report,
        json!({"imported": 0, "already_present": 1, "unreadable_skipped": 0, "under_new_id": 0, "names_kept": []})
    );
    let err = ui.refused(
        "import_matches",
        json!({"json": "{\"format\": \"tranque-match\", \"version\": 9}"}),
    );
    assert_eq!(err["code"], "unsupported_version");
    assert!(err["message"].as_str().unwrap().contains('9'));
}

#[test]
fn an_unreadable_match_blocks_no_command_and_leaves_only_with_its_name() {
    let ui = Ui::new();
    let id = ui.new_match("br-megajogos")["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let damaged = r#"{"kind":"hand","end":{"kind":"nap"}}"#;
    rusqlite::Connection::open(ui.dir().join("t.sqlite3"))
        .unwrap()
        .execute(
            "INSERT INTO events (match_id, seq, payload, recorded_at) VALUES (?1, 0, ?2, 'then')",
            [&id, damaged],
        )
        .unwrap();

    let page = ui.ok("list_matches", json!({}));
    assert_eq!(page["matches"][0]["id"], id.as_str());
    assert_eq!(page["matches"][0]["readable"], false);
    assert_eq!(page["matches"][0]["scores"], json!([0, 0]));
    let err = ui.refused("current_match", json!({}));
    assert_eq!(err["code"], "stored_match_unreadable");
    assert_eq!(err["params"], json!({"match_id": id}));

    let raw: Value = serde_json::from_str(
        ui.ok("export_raw", json!({"match_id": id}))
            .as_str()
            .unwrap(),
    )
    .unwrap();
    assert_eq!(raw["events"][0]["payload"], damaged);
    let history = ui.ok("export_history", json!({}));
    assert_eq!(history["unreadable"], json!([id]));

    assert_eq!(ui.ok("abandon_match", json!({"match_id": id})), Value::Null);
    ui.new_match("br-megajogos");

    let err = ui.refused("delete_match", json!({"match_id": id, "confirm": ""}));
    assert_eq!(err["code"], "delete_not_confirmed");
    assert_eq!(err["params"], json!({"match_id": id}));
    assert_eq!(ui.ok("list_matches", json!({}))["total"], 2);
    ui.ok("delete_match", json!({"match_id": id, "confirm": id}));
    assert_eq!(ui.ok("list_matches", json!({}))["total"], 1);
}

#[test]
fn an_import_runs_off_the_main_thread_and_says_how_far_it_is() {
    let ui = Ui::new();
    assert_eq!(
        ui.ok("import_progress", json!({})),
        json!({"phase": "idle", "done": 0, "total": 0})
    );
    let file = include_str!("../../../tests/data/match-br-megajogos.json");
    let history = format!(
        r#"{{"format":"tranque-history","version":1,"matches":[{file}],"unreadable":[{{"match":{{}}}}]}}"#
    );
    let report = ui.ok("import_matches", json!({"json": history}));
    assert_eq!(
        report,
        json!({"imported": 1, "already_present": 0, "unreadable_skipped": 1, "under_new_id": 0, "names_kept": []})
    );
    assert_eq!(ui.ok("import_progress", json!({}))["phase"], "idle");
    let err = ui.refused(
        "import_matches",
        json!({"json": r#"{"format":"tranque-history","version":1,"matches":[{"format":"tranque-match","version":1}]}"#}),
    );
    assert_eq!(err["params"]["match_number"], 1);
}
