//! The commands through Tauri's mock runtime: the JSON the UI sends, the JSON
//! it gets back (`docs/commands.md`), errors as `{code, message, params}`.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use serde_json::{Value, json};
use tranque_app_lib::commands::AppState;
use tranque_app_lib::files::FilePick;
use tranque_app_lib::store::Store;

mod support;

use support::Ui;

impl Ui {
    fn new() -> Ui {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("t.sqlite3")).unwrap();
        // A dialog cannot be shown here: the player cancels every one.
        let state = AppState::new(store).with_file_pick(FilePick::Answer(None));
        Ui::with_state(state).keeping(dir)
    }

    fn refused(&self, cmd: &str, args: Value) -> Value {
        let err = self
            .call(cmd, args)
            .err()
            .unwrap_or_else(|| panic!("{cmd} was accepted"));
        let keys: Vec<&String> = err.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["code", "message", "params"], "{err}");
        assert!(!err["message"].as_str().unwrap().is_empty());
        assert!(err["params"].is_object(), "{err}");
        err
    }

    fn new_match(&self, preset: &str) -> Value {
        let rules = rules(preset);
        self.ok(
            "new_match",
            json!({"preset": preset, "rules": rules, "players": ["Ana", "Bia", "Caio", "Duda"]}),
        )
    }
}

fn rules(preset: &str) -> Value {
    let preset: tranque::Preset = preset.parse().unwrap();
    serde_json::to_value(preset.rules(tranque::Mode::Pairs)).unwrap()
}

fn pips(by: u8, left: [u32; 4]) -> Value {
    json!({"kind": "domino", "by": by, "left": {"pips": left}})
}

#[test]
fn a_match_is_started_recorded_undone_and_resumed() {
    let ui = Ui::new();
    assert_eq!(ui.ok("current_match", json!({})), Value::Null);
    let game = ui.new_match("br-megajogos");
    let id = game["id"].as_str().unwrap().to_owned();
    assert_eq!(id.len(), 16);
    assert_eq!(game["status"], "in_progress");
    assert_eq!(
        game["seats"][1],
        json!({"seat": 1, "player_id": 2, "name": "Bia"})
    );
    assert_eq!(game["standings"]["next_opener"], "double_six");

    let err = ui.refused(
        "record_hand",
        json!({"match_id": id, "opener": null, "end": pips(1, [9, 0, 4, 12])}),
    );
    assert_eq!(err["code"], "opener_required");
    assert_eq!(err["params"], json!({"expected": "double_six"}));

    let game = ui.ok(
        "record_hand",
        json!({"match_id": id, "opener": 2, "end": pips(1, [9, 0, 4, 12])}),
    );
    assert_eq!(game["standings"]["scores"], json!([0, 13]));
    assert_eq!(game["events"][0]["seq"], 0);
    assert_eq!(game["events"][0]["event"]["type"], "hand");
    assert!(
        game["events"][0]["recorded_at"]
            .as_str()
            .unwrap()
            .ends_with('Z')
    );

    let tiles = json!({"kind": "block", "closed_by": 3,
        "left": {"tiles": [["6-6"], ["1-0"], ["5-5"], ["2-0", "3-0"]]}});
    let game = ui.ok("record_hand", json!({"match_id": id, "end": tiles}));
    assert_eq!(game["events"].as_array().unwrap().len(), 2);

    let resumed = ui.ok("current_match", json!({}));
    assert_eq!(resumed["standings"], game["standings"]);
    let game = ui.ok("undo", json!({"match_id": id}));
    assert_eq!(game["standings"]["scores"], json!([0, 13]));
    assert_eq!(
        ui.ok("get_match", json!({"match_id": id}))["events"],
        game["events"]
    );

    let err = ui.refused(
        "new_match",
        json!({"preset": null, "rules": rules("br-basicas"),
        "players": ["A", "B", "C", "D"]}),
    );
    assert_eq!(err["code"], "match_in_progress");
    assert_eq!(err["params"], json!({"match_id": id}));
}

#[test]
fn impossible_hands_and_bad_arguments_are_refused_with_the_value_named() {
    let ui = Ui::new();
    let id = ui.new_match("br-megajogos")["id"].clone();
    for (end, code, named, params) in [
        (
            pips(1, [70, 0, 4, 12]),
            "pips_out_of_range",
            "70",
            json!({"seat": 0, "pips": 70}),
        ),
        (
            pips(1, [9, 3, 4, 12]),
            "domino_player_holds_tiles",
            "3",
            json!({"seat": 1, "pips": 3, "tiles": 0}),
        ),
        (
            pips(7, [9, 0, 4, 12]),
            "no_such_seat",
            "7",
            json!({"seat": 7, "seats": 4}),
        ),
        (
            json!({"kind": "domino", "by": 1, "left": {"pips": [9, 0, 4]}}),
            "seat_count_mismatch",
            "3",
            json!({"seats": 4, "given": 3}),
        ),
    ] {
        let err = ui.refused(
            "record_hand",
            json!({"match_id": id, "opener": 0, "end": end}),
        );
        assert_eq!(err["code"], code, "{err}");
        assert!(err["message"].as_str().unwrap().contains(named), "{err}");
        assert_eq!(err["params"], params, "{err}");
    }
    for (end, named) in [
        (
            json!({"kind": "block", "closed_by": 0, "left": {"tiles": [["7-1"], [], [], []]}}),
            "7-1",
        ),
        (json!({"kind": "nap"}), "nap"),
    ] {
        let err = ui.refused(
            "record_hand",
            json!({"match_id": id, "opener": 0, "end": end}),
        );
        assert_eq!(err["code"], "bad_argument", "{err}");
        assert!(err["message"].as_str().unwrap().contains(named), "{err}");
        // What the JSON reader said is English for the message; params are data.
        assert_eq!(err["params"], json!({"name": "end"}), "{err}");
    }
    let err = ui.refused("get_match", json!({"match_id": "nope"}));
    assert_eq!(err["code"], "no_such_match");
    assert_eq!(err["params"], json!({"match_id": "nope"}));
    let err = ui.refused("clock", json!({"match_id": id, "action": "stop"}));
    assert_eq!(err["code"], "bad_argument");
    assert!(err["message"].as_str().unwrap().contains("stop"));
    let err = ui.refused("clock", json!({"match_id": id, "action": "time_up"}));
    assert_eq!(err["code"], "no_time_limit");
    assert_eq!(err["params"], json!({}));
    assert!(
        ui.ok("get_match", json!({"match_id": id}))["events"]
            .as_array()
            .unwrap()
            .is_empty()
    );
}

#[test]
fn a_federation_match_with_clock_penalty_edit_and_finish() {
    let ui = Ui::new();
    let id = ui.new_match("pr-federacion")["id"].clone();
    let game = ui.ok("clock", json!({"match_id": id, "action": "start"}));
    assert!(
        game["standings"]["clock"]["started_at_ms"]
            .as_i64()
            .unwrap()
            > 1_700_000_000_000
    );
    ui.ok("clock", json!({"match_id": id, "action": "pause"}));
    ui.ok("clock", json!({"match_id": id, "action": "resume"}));
    let err = ui.refused("clock", json!({"match_id": id, "action": "time_up"}));
    assert_eq!(err["code"], "time_not_up");

    // A first gesture pass is a warning: 0 points, the core decides.
    let game = ui.ok(
        "record_penalty",
        json!({"match_id": id, "offender": 0,
        "fault": "gesture_pass", "decision": "apply", "opener": null}),
    );
    let last = &game["events"][3]["event"];
    assert_eq!(last["points"], 0);
    let game = ui.ok(
        "record_penalty",
        json!({"match_id": id, "offender": 1,
        "fault": "out_of_turn", "decision": "deduct"}),
    );
    assert_eq!(game["standings"]["scores"], json!([0, -40]));
    let err = ui.refused(
        "record_penalty",
        json!({"match_id": id, "offender": 1,
        "fault": "chivo", "decision": "maybe"}),
    );
    assert_eq!(err["code"], "bad_argument");

    let game = ui.ok(
        "record_redeal",
        json!({"match_id": id,
        "reason": {"kind": "tile_exposed", "seat": 2}}),
    );
    assert_eq!(game["events"].as_array().unwrap().len(), 6);
    let game = ui.ok(
        "record_hand",
        json!({"match_id": id, "opener": 1,
        "end": pips(1, [20, 0, 15, 10])}),
    );
    assert_eq!(game["standings"]["scores"], json!([0, 5]));
    // Edit the hand: seat 3 dominoed instead.
    let game = ui.ok(
        "replace_event",
        json!({"match_id": id, "index": 6, "event":
        {"type": "hand", "opener": 1, "end": pips(3, [20, 10, 15, 0])}}),
    );
    assert_eq!(game["standings"]["scores"], json!([0, 5]));
    let err = ui.refused(
        "replace_event",
        json!({"match_id": id, "index": 6, "event":
        {"type": "hand", "end": pips(3, [20, 10, 15, 0])}}),
    );
    assert_eq!(err["code"], "opener_required");
    let err = ui.refused("delete_event", json!({"match_id": id, "index": 0}));
    assert_eq!(err["code"], "clock_not_started");
    let game = ui.ok("delete_event", json!({"match_id": id, "index": 5}));
    assert_eq!(game["events"].as_array().unwrap().len(), 6);

    let err = ui.refused(
        "finish_match",
        json!({"match_id": id, "signed_by": null, "signature": null}),
    );
    assert_eq!(err["code"], "match_not_over");
    let game = ui.ok(
        "record_forfeit",
        json!({"match_id": id, "loser": 0, "reason": "withdrawal"}),
    );
    assert_eq!(game["standings"]["outcome"]["winner"], 1);
    let game = ui.ok(
        "finish_match",
        json!({"match_id": id, "signed_by": "Bia",
        "signature": "M 0 0 L 10 10"}),
    );
    assert_eq!(game["status"], "finished");
    assert_eq!(game["signed_by"], "Bia");
    assert_eq!(ui.ok("current_match", json!({})), Value::Null);
    let err = ui.refused("undo", json!({"match_id": id}));
    assert_eq!(err["code"], "match_closed");
}

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
    let bia = &stats["players"][1];
    assert_eq!(bia["name"], "Bia");
    assert_eq!(bia["matches"], 1);
    assert_eq!(bia["wins"], 1);
    assert_eq!(bia["dominoes"], 1);
    assert_eq!(bia["points_for"], 60);
    assert_eq!(stats["partnerships"].as_array().unwrap().len(), 2);

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
        json!({"imported": 0, "already_present": 1, "unreadable_skipped": 0})
    );
    let err = ui.refused(
        "import_matches",
        json!({"json": "{\"format\": \"tranque-match\", \"version\": 9}"}),
    );
    assert_eq!(err["code"], "unsupported_version");
    assert!(err["message"].as_str().unwrap().contains('9'));
}

#[test]
fn every_command_of_the_manifest_is_registered_and_granted() {
    let build = include_str!("../build.rs");
    let capability: Value =
        serde_json::from_str(include_str!("../capabilities/default.json")).unwrap();
    let start = build.find(".commands(&[").unwrap();
    let end = start + build[start..].find("])").unwrap();
    let commands: Vec<&str> = build[start..end].split('"').skip(1).step_by(2).collect();
    assert_eq!(commands.len(), 54, "{commands:?}");
    let granted: Vec<String> = capability["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_owned())
        .collect();
    let wanted: Vec<String> = commands
        .iter()
        .map(|c| format!("allow-{}", c.replace('_', "-")))
        .collect();
    assert_eq!(granted, wanted);
    let ui = Ui::new();
    for command in commands {
        if let Err(err) = ui.call(command, json!({})) {
            let text = err.to_string();
            assert!(!text.contains("not found"), "{command}: {text}");
        }
    }
}

#[test]
fn the_camera_scanner_is_granted_on_phones_alone_and_only_its_scan() {
    // Every capability file: the app's commands everywhere, the scanner on
    // phones. Another file would grant something this test does not see.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("capabilities");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(files, ["default.json", "mobile.json"]);
    let default: Value =
        serde_json::from_str(include_str!("../capabilities/default.json")).unwrap();
    assert!(default.get("platforms").is_none(), "every platform");
    let granted = |capability: &Value| -> Vec<String> {
        capability["permissions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_owned())
            .collect()
    };
    assert!(
        granted(&default).iter().all(|p| !p.contains(':')),
        "the default capability grants no plugin's permission"
    );
    let mobile: Value = serde_json::from_str(include_str!("../capabilities/mobile.json")).unwrap();
    assert_eq!(mobile["platforms"], json!(["android", "iOS"]));
    assert_eq!(mobile["windows"], json!(["main"]));
    assert_eq!(
        granted(&mobile),
        [
            "barcode-scanner:allow-scan",
            "barcode-scanner:allow-cancel",
            "barcode-scanner:allow-check-permissions",
            "barcode-scanner:allow-request-permissions",
        ]
    );
    // The plugin is a dependency of phone builds alone, and registered there.
    let manifest = include_str!("../Cargo.toml");
    let phones = manifest
        .find("[target.'cfg(any(target_os = \"android\", target_os = \"ios\"))'.dependencies]")
        .unwrap();
    let section = &manifest[phones..];
    let section = &section[..section[1..].find("\n[").map_or(section.len(), |n| n + 1)];
    assert!(
        section.contains("tauri-plugin-barcode-scanner = \"^2\""),
        "{section}"
    );
    assert_eq!(manifest.matches("tauri-plugin-barcode-scanner").count(), 1);
    assert!(
        include_str!("../src/phone/mobile.rs")
            .contains(".plugin(tauri_plugin_barcode_scanner::init())")
    );
    // A desktop has no scanner: the UI reads codes from pictures there.
    assert_eq!(
        Ui::new().ok("phone_features", json!({})),
        json!({"scanner": false})
    );
}

#[test]
fn an_unknown_command_is_not_found() {
    let err = Ui::new().call("drop_tables", json!({})).unwrap_err();
    assert!(err.to_string().contains("not found"), "{err}");
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

#[test]
fn the_told_opener_is_kept_with_the_match_until_its_hand_ends() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tranque.sqlite3");
    let start = |dir| Ui::with_state(tranque_app_lib::state_for(&path, "now")).keeping(dir);
    let id = {
        let ui = start(tempfile::tempdir().unwrap());
        let new = |told: Value| {
            json!({"preset": "pr-federacion", "rules": rules("pr-federacion"),
                   "players": ["Ana", "Bia", "Caio", "Duda"], "told_opener": told})
        };
        // A seat not at the table is refused and starts nothing.
        let err = ui.refused("new_match", new(json!(4)));
        assert_eq!(err["code"], "no_such_seat");
        assert_eq!(ui.ok("current_match", json!({})), Value::Null);
        let game = ui.ok("new_match", new(json!(2)));
        assert_eq!(game["told_opener"], 2);
        game["id"].clone()
    };
    // A restart (the webview's storage plays no part) still knows who holds 6-6.
    let ui = start(tempfile::tempdir().unwrap());
    let game = ui.ok("current_match", json!({}));
    assert_eq!(game["told_opener"], 2);
    // The clock does not end the hand; a wrong seat changes nothing.
    let game = ui.ok("clock", json!({"match_id": id, "action": "start"}));
    assert_eq!(game["told_opener"], 2);
    let err = ui.refused("tell_opener", json!({"match_id": id, "seat": 4}));
    assert_eq!(err["code"], "no_such_seat");
    assert_eq!(
        ui.ok("get_match", json!({"match_id": id}))["told_opener"],
        2
    );
    // Told again, then the hand it was told for is recorded: forgotten.
    let game = ui.ok("tell_opener", json!({"match_id": id, "seat": 3}));
    assert_eq!(game["told_opener"], 3);
    let game = ui.ok(
        "record_hand",
        json!({"match_id": id, "opener": 3, "end": pips(1, [9, 0, 4, 12])}),
    );
    assert_eq!(game["told_opener"], Value::Null);
    // A closed match cannot be told anything.
    ui.ok("abandon_match", json!({"match_id": id}));
    let err = ui.refused("tell_opener", json!({"match_id": id, "seat": 0}));
    assert_eq!(err["code"], "match_closed");
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
    let file = include_str!("../../tests/data/match-br-megajogos.json");
    let history = format!(
        r#"{{"format":"tranque-history","version":1,"matches":[{file}],"unreadable":[{{"match":{{}}}}]}}"#
    );
    let report = ui.ok("import_matches", json!({"json": history}));
    assert_eq!(
        report,
        json!({"imported": 1, "already_present": 0, "unreadable_skipped": 1})
    );
    assert_eq!(ui.ok("import_progress", json!({}))["phase"], "idle");
    let err = ui.refused(
        "import_matches",
        json!({"json": r#"{"format":"tranque-history","version":1,"matches":[{"format":"tranque-match","version":1}]}"#}),
    );
    assert_eq!(err["params"]["match_number"], 1);
}

/// The app over a fresh database whose save and open dialogs answer `pick`.
fn picking(pick: Option<&std::path::Path>) -> Ui {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("t.sqlite3")).unwrap();
    let state = AppState::new(store).with_file_pick(FilePick::Answer(pick.map(Into::into)));
    Ui::with_state(state).keeping(dir)
}

#[test]
fn the_history_saved_to_a_file_imports_into_a_fresh_profile() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("our-history.json");
    let ui = picking(Some(&file));
    let id = ui.new_match("br-megajogos")["id"].clone();
    ui.ok("abandon_match", json!({"match_id": id}));
    let saved = ui.ok("save_history_file", json!({}));
    assert_eq!(saved, json!({"file": "our-history.json", "unreadable": []}));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("\"tranque-history\""), "{text:.200}");

    let fresh = picking(Some(&file));
    let report = fresh.ok("import_file", json!({}));
    assert_eq!(
        report,
        json!({"imported": 1, "already_present": 0, "unreadable_skipped": 0})
    );
    let page = fresh.ok("list_matches", json!({}));
    assert_eq!(page["total"], 1);
    assert_eq!(page["matches"][0]["id"], id);
}

#[test]
fn a_cancelled_dialog_saves_and_imports_nothing() {
    let ui = picking(None);
    assert_eq!(ui.ok("save_history_file", json!({})), Value::Null);
    assert_eq!(ui.ok("import_file", json!({})), Value::Null);
    assert_eq!(ui.ok("list_matches", json!({}))["total"], 0);
}

#[test]
fn a_file_that_cannot_be_written_or_read_is_named_and_changes_nothing() {
    let files = tempfile::tempdir().unwrap();
    // A folder where the file should go: nothing can be written there.
    let folder = files.path().join("a-folder.json");
    std::fs::create_dir(&folder).unwrap();
    let err = picking(Some(&folder)).refused("save_history_file", json!({}));
    assert_eq!(err["code"], "file_not_saved");
    assert_eq!(err["params"], json!({"file": "a-folder.json"}));

    // Bytes that are not text.
    let binary = files.path().join("photo.json");
    std::fs::write(&binary, [0xff, 0xd8, 0xff, 0xe0, 0x00]).unwrap();
    let ui = picking(Some(&binary));
    let err = ui.refused("import_file", json!({}));
    assert_eq!(err["code"], "file_not_read");
    assert_eq!(err["params"], json!({"file": "photo.json"}));
    assert_eq!(ui.ok("list_matches", json!({}))["total"], 0);

    // Over the import's cap: refused before it is read.
    let big = files.path().join("big.json");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(tranque_app_lib::store::MAX_IMPORT_BYTES as u64 + 1)
        .unwrap();
    let err = picking(Some(&big)).refused("import_file", json!({}));
    assert_eq!(err["code"], "import_too_large");
}

#[test]
fn a_saved_hand_ticks_the_phone_once_and_a_refused_one_does_not() {
    let ui = Ui::new();
    let id = ui.new_match("br-megajogos")["id"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(ui.state().phone.ticks(), 0);
    ui.refused(
        "record_hand",
        json!({"match_id": id, "opener": null, "end": pips(1, [9, 0, 4, 12])}),
    );
    assert_eq!(ui.state().phone.ticks(), 0, "a refused hand is not saved");
    ui.ok(
        "record_hand",
        json!({"match_id": id, "opener": 2, "end": pips(1, [9, 0, 4, 12])}),
    );
    assert_eq!(ui.state().phone.ticks(), 1);
    ui.ok(
        "record_redeal",
        json!({"match_id": id, "reason": {"kind": "tile_exposed"}}),
    );
    assert_eq!(ui.state().phone.ticks(), 1, "only a hand ticks");
}

#[test]
fn the_screen_is_kept_on_as_asked() {
    let ui = Ui::new();
    assert!(!ui.state().phone.screen_on());
    assert_eq!(ui.ok("keep_screen_on", json!({"on": true})), json!(true));
    assert!(ui.state().phone.screen_on());
    assert_eq!(ui.ok("keep_screen_on", json!({"on": false})), json!(false));
    assert!(!ui.state().phone.screen_on());
}

#[test]
fn the_play_clock_at_zero_buzzes_the_phone() {
    let ui = Ui::new();
    assert_eq!(ui.state().phone.buzzes(), 0);
    assert_eq!(ui.ok("buzz", json!({})), Value::Null);
    assert_eq!(ui.state().phone.buzzes(), 1);
    assert_eq!(ui.state().phone.ticks(), 0, "a buzz is not a saved hand");
}

/// The words of a scoresheet picture, as the UI sends them.
fn sheet_labels(rows: usize) -> Value {
    let rows: Vec<String> = (1..=rows).map(|n| format!("{n} domino")).collect();
    json!({
        "title": "Scoresheet",
        "winner": "Winner",
        "rules": "br-megajogos",
        "signed": "Scoresheet signed by Ana",
        "rows": rows,
    })
}

#[test]
fn the_scoresheet_saved_as_a_picture_is_a_png_that_names_the_winner() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("our-sheet.png");
    let ui = picking(Some(&file));
    let id = ui.new_match("br-megajogos")["id"].clone();
    for (opener, end) in [
        (json!(0), pips(1, [9, 0, 4, 12])),
        (json!(null), pips(3, [30, 0, 30, 0])),
    ] {
        ui.ok(
            "record_hand",
            json!({"match_id": id, "opener": opener, "end": end}),
        );
    }
    ui.ok(
        "finish_match",
        json!({"match_id": id, "signed_by": "Ana", "signature": "M20 80 L160 30 L300 90"}),
    );
    let saved = ui.ok(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(2)}),
    );
    assert_eq!(saved, json!("our-sheet.png"));
    let bytes = std::fs::read(&file).unwrap();
    let reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .unwrap();
    let info = reader.info();
    assert_eq!(info.width, 1080);
    assert!(info.height > 800, "{}", info.height);
    let description = info
        .utf8_text
        .iter()
        .find(|t| t.keyword == "Description")
        .unwrap()
        .get_text()
        .unwrap();
    assert!(
        description.contains("Winner: B · Bia & Duda"),
        "{description}"
    );
    assert!(description.contains("B · Bia & Duda: 73"), "{description}");

    // A cancelled dialog writes nothing.
    std::fs::remove_file(&file).unwrap();
    let cancelled = picking(None);
    let err = cancelled.refused(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(2)}),
    );
    assert_eq!(
        err["code"], "no_such_match",
        "another phone has no such match"
    );
    let id = cancelled.new_match("br-megajogos")["id"].clone();
    let none = cancelled.ok(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(0)}),
    );
    assert_eq!(none, Value::Null);
    assert!(!file.exists());
}

#[test]
fn a_scoresheet_picture_is_refused_with_the_reason_and_writes_nothing() {
    let files = tempfile::tempdir().unwrap();
    // A folder where the file should go: nothing can be written there.
    let folder = files.path().join("a-folder.png");
    std::fs::create_dir(&folder).unwrap();
    let ui = picking(Some(&folder));
    let id = ui.new_match("br-megajogos")["id"].clone();
    ui.ok(
        "record_hand",
        json!({"match_id": id, "opener": 0, "end": pips(1, [9, 0, 4, 12])}),
    );

    let err = ui.refused(
        "save_scoresheet_image",
        json!({"match_id": "nothing-here", "labels": sheet_labels(1)}),
    );
    assert_eq!(err["code"], "no_such_match");
    // One label per row of the sheet, and labels of the right shape.
    let err = ui.refused(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(3)}),
    );
    assert_eq!(err["code"], "bad_argument");
    assert_eq!(err["params"], json!({"name": "labels"}));
    let err = ui.refused(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": {"title": 3}}),
    );
    assert_eq!(err["params"], json!({"name": "labels"}));

    let err = ui.refused(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(1)}),
    );
    assert_eq!(err["code"], "file_not_saved");
    assert_eq!(err["params"], json!({"file": "a-folder.png"}));
    assert!(folder.is_dir());
}
