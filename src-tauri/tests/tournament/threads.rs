//! Every command that folds a tournament's whole log answers from a worker
//! thread, never from the thread that called it (the main thread in the
//! app, which presents the webview's frames): a full field folds for
//! seconds. Its answers and refusals are the ones the other tests check.

use std::thread;

use serde_json::{Value, json};

use crate::{phone, rules};

#[test]
fn the_commands_that_fold_a_log_answer_off_the_calling_thread() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(
        &files.path().join("t.sqlite3"),
        &files.path().join("nothing"),
    );
    let here = thread::current().id();

    // The check can tell: a command run where it is called answers here.
    let (on, created) = ui.answered_on(
        "new_tournament",
        json!({"name": "Copa", "date": "2026-11-21", "preset": crate::PRESET, "rules": rules()}),
    );
    assert_eq!(
        on, here,
        "new_tournament reads no log and runs where it is called"
    );
    let id = created.unwrap()["id"].as_str().unwrap().to_owned();

    let elsewhere = |cmd: &str, args: Value| -> Result<Value, Value> {
        let (on, answer) = ui.answered_on(cmd, args.clone());
        assert_ne!(on, here, "{cmd} answered on the calling thread");
        // A command that reads gives the answer the other tests check.
        let reads = [
            "list_tournaments",
            "get_tournament",
            "explain_round",
            "table_qr",
        ];
        if reads.contains(&cmd) {
            assert_eq!(ui.call(cmd, args), answer, "{cmd}");
        }
        answer
    };
    let t = json!({"tournament_id": id});
    for n in 1..=5 {
        elsewhere(
            "add_pair",
            json!({"tournament_id": id, "players": [format!("P{n}a"), format!("P{n}b")]}),
        )
        .unwrap();
    }
    let refused = elsewhere(
        "add_pair",
        json!({"tournament_id": id, "players": ["p1A", "Zeca"]}),
    )
    .unwrap_err();
    assert_eq!(refused["code"], "player_in_two_pairs", "{refused}");
    elsewhere("withdraw_pair", json!({"tournament_id": id, "pair": 5})).unwrap();
    let view = elsewhere("pair_round", t.clone()).unwrap();
    let [a, b] = [0, 1].map(|i| view["rounds"][0]["pairing"]["tables"][0]["pairs"][i].clone());
    assert_eq!(elsewhere("get_tournament", t.clone()).unwrap(), view);
    let listed = elsewhere("list_tournaments", json!({})).unwrap();
    assert_eq!(listed[0]["pairs"], 4, "{listed}");
    elsewhere("explain_round", json!({"tournament_id": id, "round": 1})).unwrap();
    let refused = elsewhere("explain_round", json!({"tournament_id": id, "round": 2})).unwrap_err();
    assert_eq!(refused["code"], "no_such_round", "{refused}");
    let code = elsewhere(
        "table_qr",
        json!({"tournament_id": id, "round": 1, "table": 1}),
    )
    .unwrap();
    assert!(code["svg"].as_str().unwrap().starts_with("<svg"), "{code}");

    let (a, b) = (a.as_u64().unwrap(), b.as_u64().unwrap());
    let signer = view["pairs"][b as usize - 1]["players"][0].clone();
    let result = crate::typed(a, b, 55, 20, signer.as_str().unwrap());
    let at = |table: u32, result: &Value| json!({"tournament_id": id, "round": 1, "table": table, "result": result});
    elsewhere("record_table_result", at(1, &result)).unwrap();
    elsewhere("correct_table_result", at(1, &result)).unwrap();
    let refused = elsewhere("close_round", json!({"tournament_id": id, "round": 1})).unwrap_err();
    assert_eq!(refused["code"], "results_missing", "{refused}");
    let game = elsewhere(
        "start_table_match",
        json!({"tournament_id": id, "round": 1, "table": 2}),
    )
    .unwrap();
    assert!(game["id"].is_string(), "{game}");
    let refused = elsewhere(
        "result_from_match",
        json!({"tournament_id": id, "round": 1, "table": 2}),
    )
    .unwrap_err();
    assert!(refused["code"].is_string(), "{refused}");
    let refused = elsewhere("read_qr_text", json!({"text": "no code"})).unwrap_err();
    assert!(refused["code"].is_string(), "{refused}");
    let refused = elsewhere("get_tournament", json!({"tournament_id": "nope"})).unwrap_err();
    assert_eq!(refused["code"], "no_such_tournament", "{refused}");
}
