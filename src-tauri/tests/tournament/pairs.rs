//! Pairs registered, numbered and withdrawn; a bad date, a player in two
//! pairs and the round's steps out of order refused in words.

use serde_json::json;

use crate::{PRESET, phone, rules};

#[test]
fn pairs_are_numbered_withdrawn_and_refused_in_words() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(
        &files.path().join("t.sqlite3"),
        &files.path().join("nothing"),
    );
    let err = ui.refused(
        "new_tournament",
        json!({"name": "Copa", "date": "21/11/2026", "preset": PRESET, "rules": rules()}),
    );
    assert_eq!(err["code"], "tournament_bad_date");
    assert_eq!(err["params"], json!({"text": "21/11/2026"}));
    assert_eq!(ui.ok("list_tournaments", json!({})), json!([]));

    let id = ui.tournament(3);
    let err = ui.refused(
        "add_pair",
        json!({"tournament_id": id, "players": ["p1A", "Zeca"]}),
    );
    assert_eq!(err["code"], "player_in_two_pairs");
    let view = ui.ok("withdraw_pair", json!({"tournament_id": id, "pair": 2}));
    assert_eq!(view["pairs"][1]["withdrawn"], true);
    let err = ui.refused("withdraw_pair", json!({"tournament_id": id, "pair": 2}));
    assert_eq!(err["code"], "pair_withdrawn");
    assert_eq!(err["params"], json!({"pair": 2}));
    let view = ui.ok("pair_round", json!({"tournament_id": id}));
    assert_eq!(
        view["rounds"][0]["pairing"]["tables"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert!(view["rounds"][0]["pairing"].get("bye").is_none());
    let err = ui.refused("pair_round", json!({"tournament_id": id}));
    assert_eq!(err["code"], "round_not_closed");
    let err = ui.refused("close_round", json!({"tournament_id": id, "round": 1}));
    assert_eq!(err["code"], "results_missing");
    assert_eq!(err["params"], json!({"round": 1, "tables": [1]}));
    let err = ui.refused(
        "result_from_match",
        json!({"tournament_id": id, "round": 1, "table": 1}),
    );
    assert_eq!(err["code"], "no_table_match");
    assert_eq!(
        err["params"],
        json!({"tournament_id": id, "round": 1, "table": 1})
    );
}

/// `explain_round` answers the core's reasons for each table of a paired
/// round, as codes with their params, and refuses a round not paired.
#[test]
fn a_paired_round_is_explained_table_by_table_and_an_unpaired_one_refused() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(
        &files.path().join("t.sqlite3"),
        &files.path().join("nothing"),
    );
    let id = ui.tournament(5);
    let view = ui.ok("pair_round", json!({"tournament_id": id}));
    let explained = ui.ok("explain_round", json!({"tournament_id": id, "round": 1}));
    assert_eq!(explained["round"], 1);
    let tables = explained["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2);
    for (at, paired) in tables
        .iter()
        .zip(view["rounds"][0]["pairing"]["tables"].as_array().unwrap())
    {
        assert_eq!(at["table"], paired["table"]);
        assert_eq!(at["pairs"][0]["pair"], paired["pairs"][0]);
        // Round 1: everyone level, the ranking's own pairing.
        assert_eq!(at["reasons"], json!([{"code": "same_group", "wins": 0}]));
    }
    let bye = &explained["bye"];
    assert_eq!(bye["pair"]["pair"], view["rounds"][0]["pairing"]["bye"]);
    assert_eq!(bye["pair"]["rank"], 5, "the last of the draw sits out");
    assert_eq!(bye["reasons"], json!([{"code": "lowest", "byes": 0}]));
    let err = ui.refused("explain_round", json!({"tournament_id": id, "round": 2}));
    assert_eq!(err["code"], "no_such_round");
}

/// The director renames a pair's player and a player of an individual
/// tournament: the name passes the rule of names as a registration's does,
/// refused in its words and changing nothing otherwise; the view names
/// them so after.
#[test]
fn a_director_renames_a_tournament_s_player_in_either_mode() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(
        &files.path().join("t.sqlite3"),
        &files.path().join("nothing"),
    );
    let id = ui.tournament(3);
    let before = ui.ok("get_tournament", json!({"tournament_id": id}));
    let rename = |players: [&str; 2]| json!({"tournament_id": id, "pair": 1, "players": players});
    for (players, code) in [
        (["Ana\u{1B}[2J", "Bia"], "bad_player_name"),
        (["Ana", "Ana"], "same_player_twice"),
        (["p2A", "Bia"], "player_in_two_pairs"),
    ] {
        assert_eq!(ui.refused("rename_pair", rename(players))["code"], code);
    }
    assert_eq!(
        ui.ok("get_tournament", json!({"tournament_id": id})),
        before
    );
    let view = ui.ok("rename_pair", rename([" Ana ", "Bia"]));
    assert_eq!(view["pairs"][0]["players"], json!(["Ana", "Bia"]));
    assert_eq!(view["pairs"][0]["id"], 1);

    let id = ui.individual(4);
    let rename = |name: &str| json!({"tournament_id": id, "player": 2, "name": name});
    let err = ui.refused("rename_tournament_player", rename("Eva\u{202E}"));
    assert_eq!(err["code"], "bad_player_name");
    let err = ui.refused("rename_tournament_player", rename("Jugador 3"));
    assert_eq!(err["code"], "player_name_taken");
    let view = ui.ok("rename_tournament_player", rename("Eva"));
    assert_eq!(view["players"][1]["name"], "Eva");
}
