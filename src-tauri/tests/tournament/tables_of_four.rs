//! An individual tournament's tables of four between phones, through the
//! commands: a table's code read on its own phone starts a pairs match of
//! the table's two partnerships, whose signed result's code is recorded on
//! the director's phone, once; a table played on the director's phone
//! records its result from the match; a table phone's match file is read
//! as the table's result; and a result typed wrong is corrected, the
//! standings following.

use serde_json::{Value, json};

use crate::individual::name;
use crate::phone;

/// The players at seats 0 to 3 of `table` (from 1) of round 1 in `view`.
fn seats(view: &Value, table: usize) -> Vec<u64> {
    view["rounds"][0]["seating"]["tables"][table - 1]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_u64().unwrap())
        .collect()
}

/// A player's standings row in `view`.
fn row(view: &Value, player: u64) -> Value {
    view["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["player"] == player)
        .cloned()
        .unwrap()
}

#[test]
fn a_table_of_four_is_played_on_its_phone_and_its_result_comes_back_by_code_once() {
    let files = tempfile::tempdir().unwrap();
    let pick = files.path().join("table.json");
    let director = phone(&files.path().join("director.sqlite3"), &pick);
    let table_dir = files.path().join("table");
    std::fs::create_dir(&table_dir).unwrap();
    let table = phone(&table_dir.join("table.sqlite3"), &pick);
    let id = director.individual(9);
    let view = director.ok("seat_round", json!({"tournament_id": id}));
    let at = seats(&view, 1);
    let names: Vec<String> = at.iter().map(|&p| name(&view, p)).collect();

    // The code names the table's partnerships as pairs 1 and 2; read on the
    // table's phone, it starts a pairs match with the players in their seats.
    let start = director.ok(
        "table_qr",
        json!({"tournament_id": id, "round": 1, "table": 1}),
    );
    let start = start["text"].as_str().unwrap().to_owned();
    let code: Value = serde_json::from_str(&start).unwrap();
    assert_eq!(
        code["pairs"][0],
        json!({"pair": 1, "players": [names[0], names[2]]})
    );
    assert_eq!(
        code["pairs"][1],
        json!({"pair": 2, "players": [names[1], names[3]]})
    );
    let read = table.ok("read_qr_text", json!({"text": start}));
    assert_eq!(read["kind"], "start");
    let game = &read["match"];
    for (seat, name) in names.iter().enumerate() {
        assert_eq!(game["seats"][seat]["name"], name.as_str(), "seat {seat}");
    }
    let match_id = game["id"].as_str().unwrap().to_owned();

    // Side B (seats 1 and 3) wins; side A's first player signs.
    table.play_to_the_end(&match_id, 1, &names[0]);
    let result = table.ok("result_qr", json!({"match_id": match_id}));
    let result = result["text"].as_str().unwrap();
    let read = director.ok("read_qr_text", json!({"text": result}));
    assert_eq!(read["kind"], "seats_result");
    let individual = &read["individual"];
    let recorded = &individual["rounds"][0]["results"][0];
    assert_eq!(recorded["winner"], "b");
    assert_eq!(recorded["source"], "imported");
    assert_eq!(recorded["match_id"], match_id.as_str());
    assert_eq!(recorded["signed_by"], names[0].as_str());
    for seat in [1, 3] {
        assert_eq!(row(individual, at[seat])["wins"], 1, "{}", names[seat]);
    }
    for seat in [0, 2] {
        assert_eq!(row(individual, at[seat])["wins"], 0, "{}", names[seat]);
    }
    // The same code again changes nothing.
    assert_eq!(director.ok("read_qr_text", json!({"text": result})), read);
    assert_eq!(
        &director.ok("get_individual_tournament", json!({"tournament_id": id})),
        individual
    );

    // The table phone's match file, read as table 1's result: the same
    // outcome, so nothing changes.
    let file = table.ok("export_match", json!({"match_id": match_id}));
    std::fs::write(&pick, file.as_str().unwrap()).unwrap();
    let t1 = json!({"tournament_id": id, "round": 1, "table": 1});
    let again = director.ok("import_seats_file", t1.clone());
    assert_eq!(again["rounds"][0]["results"][0]["winner"], "b");
    assert_eq!(again["standings"], individual["standings"]);
    // Read for table 2, whose players it does not seat, it is refused.
    let t2 = json!({"tournament_id": id, "round": 1, "table": 2});
    let err = director.refused("import_seats_file", t2.clone());
    assert_eq!(err["code"], "match_players_not_at_table");

    // Table 2 is played on the director's phone: side A wins.
    let at2 = seats(&view, 2);
    let err = director.refused("seats_result_from_match", t2.clone());
    assert_eq!(err["code"], "no_table_match");
    let game = director.ok("start_table_match", t2.clone());
    assert_eq!(game["seats"][1]["name"], name(&view, at2[1]).as_str());
    let here = game["id"].as_str().unwrap().to_owned();
    // The tournament knows the match under way here for the table.
    let linked = |ui: &crate::support::Ui| {
        ui.ok("get_individual_tournament", json!({"tournament_id": id}))["linked"].clone()
    };
    assert_eq!(
        linked(&director),
        json!([{"round": 1, "table": 2, "match_id": here, "finished": false}])
    );
    director.play_to_the_end(&here, 0, &name(&view, at2[1]));
    assert_eq!(linked(&director)[0]["finished"], true);
    let played = director.ok("seats_result_from_match", t2.clone());
    let recorded = &played["rounds"][0]["results"][1];
    assert_eq!(recorded["winner"], "a");
    assert_eq!(recorded["source"], "played");
    assert_eq!(recorded["match_id"], here.as_str());

    // The sheet said side B won 70–40: corrected, the standings follow.
    let corrected = director.ok(
        "correct_seats_result",
        json!({"tournament_id": id, "round": 1, "table": 2, "result": {
            "winner": "b",
            "scores": [{"points_for": 40, "points_against": 70},
                       {"points_for": 70, "points_against": 40}],
            "end": {"kind": "target"}, "source": "typed",
            "signed_by": name(&view, at2[0])}}),
    );
    let recorded = &corrected["rounds"][0]["results"][1];
    assert_eq!(recorded["winner"], "b");
    assert_eq!(recorded["source"], "typed");
    assert_eq!(row(&corrected, at2[1])["wins"], 1);
    assert_eq!(row(&corrected, at2[1])["points_for"], 70);
    assert_eq!(row(&corrected, at2[0])["wins"], 0);
    // A correction of a table of a round not seated is refused.
    let err = director.refused(
        "correct_seats_result",
        json!({"tournament_id": id, "round": 2, "table": 1, "result": {
            "winner": "a",
            "scores": [{"points_for": 70, "points_against": 40},
                       {"points_for": 40, "points_against": 70}],
            "end": {"kind": "target"}, "source": "typed", "signed_by": "x"}}),
    );
    assert_eq!(err["code"], "no_such_round");
}
