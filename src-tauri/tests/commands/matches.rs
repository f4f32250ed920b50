//! A match through the commands: started, recorded, undone, resumed and
//! finished; impossible hands, bad arguments and a closed match refused with
//! the value named; the opener told before the first hand.

use serde_json::{Value, json};

use crate::support::Ui;
use crate::{pips, rules};

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
