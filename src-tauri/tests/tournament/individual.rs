//! An individual tournament through the commands, as the UI will call
//! them: nine players over three rounds seated, their tables' results typed
//! and the standings read; a late entry and a withdrawal; refused inputs
//! that change nothing; the tournament read again after a restart, taken
//! over on another phone from its file, and listed with its players.

use serde_json::{Value, json};

use crate::support::Ui;
use crate::{PRESET, phone, rules};

impl Ui {
    /// An individual tournament of `players` players `Jugador 1`…: its id.
    pub(crate) fn individual(&self, players: u32) -> String {
        let view = self.ok(
            "new_individual_tournament",
            json!({"name": "Individual de Ponce", "date": "2026-11-21", "preset": PRESET,
                   "rules": rules()}),
        );
        assert_eq!(view["setup"]["mode"], "individual");
        let id = view["id"].as_str().unwrap().to_owned();
        for n in 1..=players {
            let view = self.ok(
                "register_player",
                json!({"tournament_id": id, "name": format!("Jugador {n}")}),
            );
            assert_eq!(view["players"][n as usize - 1]["id"], n, "the next number");
        }
        id
    }

    /// Seats round `round` of tournament `id`, types every table's result
    /// (side A wins the odd tables, side B the even ones, each by its own
    /// score, signed by a player of the losing side) and closes the round:
    /// the view after.
    pub(crate) fn play_seated_round(&self, id: &str, round: u64) -> Value {
        let view = self.ok("seat_round", json!({"tournament_id": id}));
        let seating = &view["rounds"][round as usize - 1]["seating"];
        assert_eq!(seating["round"], round);
        let tables = seating["tables"].as_array().unwrap().clone();
        let numbers: Vec<u64> = tables
            .iter()
            .map(|t| t["table"].as_u64().unwrap())
            .collect();
        assert_eq!(
            view["next_step"],
            json!({"step": "record", "round": round, "tables": numbers})
        );
        for at in &tables {
            let table = at["table"].as_u64().unwrap();
            let a_wins = table % 2 == 1;
            let (won, lost) = (50 + table as i64, 5 * table as i64 + round as i64);
            let scores = if a_wins { [won, lost] } else { [lost, won] };
            // Side A sits at seats 0 and 2, side B at 1 and 3.
            let loser = at["seats"][if a_wins { 1 } else { 0 }].as_u64().unwrap();
            self.ok(
                "record_seats_result",
                json!({"tournament_id": id, "round": round, "table": table,
                       "result": seats_result(a_wins, scores, &name(&view, loser))}),
            );
        }
        let view = self.ok(
            "close_seated_round",
            json!({"tournament_id": id, "round": round}),
        );
        assert_eq!(view["rounds"][round as usize - 1]["closed"], true);
        view
    }
}

/// A typed result: side A's and side B's scores, signed by `signer`.
fn seats_result(a_wins: bool, [a, b]: [i64; 2], signer: &str) -> Value {
    json!({
        "winner": if a_wins { "a" } else { "b" },
        "scores": [
            {"points_for": a, "points_against": b},
            {"points_for": b, "points_against": a},
        ],
        "end": {"kind": "target"},
        "source": "played",
        "signed_by": signer,
        "match_id": "not-here",
    })
}

/// The name of player `player` in `view`.
pub(crate) fn name(view: &Value, player: u64) -> String {
    view["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == player)
        .map(|p| p["name"].as_str().unwrap().to_owned())
        .unwrap()
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
fn nine_players_over_three_rounds_are_seated_recorded_and_ranked_and_read_again_after_a_restart() {
    let files = tempfile::tempdir().unwrap();
    let db = files.path().join("t.sqlite3");
    let ui = phone(&db, &files.path().join("nothing"));
    let id = ui.individual(9);
    let view = ui.ok("get_individual_tournament", json!({"tournament_id": id}));
    assert_eq!(view["next_step"], json!({"step": "seat", "round": 1}));

    let view = ui.play_seated_round(&id, 1);
    let round_1 = &view["rounds"][0];
    assert_eq!(round_1["seating"]["tables"].as_array().unwrap().len(), 2);
    assert_eq!(round_1["seating"]["sit_out"].as_array().unwrap().len(), 1);
    // Table 1's side A won 51–6: each of its two players is credited.
    let first = &round_1["seating"]["tables"][0]["seats"];
    for seat in [0, 2] {
        let row = row(&view, first[seat].as_u64().unwrap());
        assert_eq!((&row["wins"], &row["points_for"]), (&json!(1), &json!(51)));
    }
    for seat in [1, 3] {
        let row = row(&view, first[seat].as_u64().unwrap());
        assert_eq!((&row["wins"], &row["points_for"]), (&json!(0), &json!(6)));
    }
    // The typed result is marked typed, with no match behind it.
    let result = &round_1["results"][0];
    assert_eq!(
        (&result["source"], result.get("match_id")),
        (&json!("typed"), None)
    );

    // A late entry: ten players, two sit out; then one withdraws.
    let view = ui.ok(
        "register_player",
        json!({"tournament_id": id, "name": "Tardío"}),
    );
    assert_eq!(row(&view, 10)["wins"], 0);
    let view = ui.play_seated_round(&id, 2);
    assert_eq!(
        view["rounds"][1]["seating"]["sit_out"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    let view = ui.ok("withdraw_player", json!({"tournament_id": id, "player": 3}));
    assert_eq!(view["players"][2]["withdrawn"], true);
    let view = ui.play_seated_round(&id, 3);
    let seated: Vec<&Value> = view["rounds"][2]["seating"]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t["seats"].as_array().unwrap())
        .chain(view["rounds"][2]["seating"]["sit_out"].as_array().unwrap())
        .collect();
    assert_eq!(seated.len(), 9);
    assert!(
        !seated.contains(&&json!(3)),
        "a withdrawn player is seated no more"
    );
    assert_eq!(view["next_step"], json!({"step": "seat", "round": 4}));
    let standings = view["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 10, "a row per player");

    // Why round 1 is seated as it is; a round not seated is refused.
    let explained = ui.ok("explain_seating", json!({"tournament_id": id, "round": 1}));
    assert_eq!(explained["tables"].as_array().unwrap().len(), 2);
    let err = ui.refused("explain_seating", json!({"tournament_id": id, "round": 4}));
    assert_eq!(err["code"], "no_such_round");

    // The list shows it with its players.
    let listed = ui.ok("list_tournaments", json!({}));
    assert_eq!(listed[0]["mode"], "individual");
    assert_eq!(
        (
            &listed[0]["players"],
            &listed[0]["pairs"],
            &listed[0]["rounds"]
        ),
        (&json!(9), &json!(0), &json!(3))
    );

    // After a restart, the same tournament.
    drop(ui);
    let ui = phone(&db, &files.path().join("nothing"));
    let again = ui.ok("get_individual_tournament", json!({"tournament_id": id}));
    assert_eq!(again, view);
}

#[test]
fn a_refused_input_changes_nothing_and_each_mode_refuses_the_other_s_tournament() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(
        &files.path().join("t.sqlite3"),
        &files.path().join("nothing"),
    );
    let err = ui.refused(
        "new_individual_tournament",
        json!({"name": "Individual", "date": "21/11/2026", "preset": PRESET, "rules": rules()}),
    );
    assert_eq!(err["code"], "tournament_bad_date");
    assert_eq!(ui.ok("list_tournaments", json!({})), json!([]));

    let id = ui.individual(3);
    let err = ui.refused("seat_round", json!({"tournament_id": id}));
    assert_eq!(err["code"], "too_few_players");
    assert_eq!(err["params"], json!({"active": 3}));
    ui.ok(
        "register_player",
        json!({"tournament_id": id, "name": "Ana"}),
    );
    let view = ui.ok("seat_round", json!({"tournament_id": id}));
    let before = ui.ok("get_individual_tournament", json!({"tournament_id": id}));
    assert_eq!(before, view);

    let err = ui.refused(
        "register_player",
        json!({"tournament_id": id, "name": "JUGADOR 1"}),
    );
    assert_eq!(err["code"], "player_name_taken");
    let err = ui.refused("withdraw_player", json!({"tournament_id": id, "player": 9}));
    assert_eq!(err["code"], "unknown_player");
    let err = ui.refused("seat_round", json!({"tournament_id": id}));
    assert_eq!(err["code"], "round_not_closed");
    let err = ui.refused(
        "close_seated_round",
        json!({"tournament_id": id, "round": 1}),
    );
    assert_eq!(err["code"], "results_missing");
    let err = ui.refused(
        "record_seats_result",
        json!({"tournament_id": id, "round": 1, "table": 2,
               "result": seats_result(true, [60, 10], "Ana")}),
    );
    assert_eq!(err["code"], "no_such_table");
    let err = ui.refused(
        "record_seats_result",
        json!({"tournament_id": id, "round": 1, "table": 1, "result": {"winner": "c"}}),
    );
    assert_eq!(err["code"], "bad_argument");
    assert_eq!(
        ui.ok("get_individual_tournament", json!({"tournament_id": id})),
        before
    );

    // A tournament of pairs is not read as an individual one, nor the other
    // way round.
    let pairs = ui.tournament(2);
    let err = ui.refused("get_individual_tournament", json!({"tournament_id": pairs}));
    assert_eq!(err["code"], "tournament_mode_mismatch");
    assert_eq!(
        err["params"],
        json!({"mode": "pairs", "expected": "individual"})
    );
    let err = ui.refused(
        "register_player",
        json!({"tournament_id": pairs, "name": "Bia"}),
    );
    assert_eq!(err["code"], "tournament_mode_mismatch");
    let err = ui.refused("get_tournament", json!({"tournament_id": id}));
    assert_eq!(
        err["params"],
        json!({"mode": "individual", "expected": "pairs"})
    );
    let err = ui.refused(
        "get_individual_tournament",
        json!({"tournament_id": "nope"}),
    );
    assert_eq!(err["code"], "no_such_tournament");
}

#[test]
fn an_individual_tournament_is_handed_over_and_seats_its_next_round_as_the_first_phone() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("individual.json");
    let first = phone(&files.path().join("first.sqlite3"), &file);
    let id = first.individual(9);
    first.play_seated_round(&id, 1);
    let saved = first.ok("save_tournament_file", json!({"tournament_id": id}));
    assert_eq!(saved, json!({"file": "individual.json", "unreadable": []}));

    let second = phone(&files.path().join("second.sqlite3"), &file);
    let taken = second.ok("take_over_tournament_file", json!({}));
    assert_eq!(taken["outcome"], "added");
    let held = first.ok("get_individual_tournament", json!({"tournament_id": id}));
    assert_eq!(taken["individual"], held);
    assert_eq!(taken["tournament"]["id"], id.as_str());
    assert_eq!(taken["tournament"]["setup"], held["setup"]);
    let again = second.ok("take_over_tournament_file", json!({}));
    assert_eq!(
        (&again["outcome"], &again["entries"]),
        (&json!("unchanged"), &json!(0))
    );

    let on_first = first.ok("seat_round", json!({"tournament_id": id}));
    let on_second = second.ok("seat_round", json!({"tournament_id": id}));
    assert_eq!(on_second, on_first);
}

#[test]
fn a_new_tournament_takes_the_desks_ranking_and_credit_and_refuses_a_repeated_criterion() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(
        &files.path().join("t.sqlite3"),
        &files.path().join("nothing"),
    );
    let args = |ranking: Value| {
        json!({"name": "Abierto", "date": "2026-11-21", "preset": PRESET, "rules": rules(),
               "ranking": ranking, "credit": "target"})
    };
    for command in ["new_individual_tournament", "new_tournament"] {
        let view = ui.ok(
            command,
            args(json!(["points_for", "wins", "point_difference"])),
        );
        assert_eq!(
            view["setup"]["ranking"],
            json!(["points_for", "wins", "point_difference"]),
            "{command}"
        );
        assert_eq!(view["setup"]["credit"], "target", "{command}");
        let err = ui.refused(command, args(json!(["wins", "wins"])));
        assert_eq!(err["code"], "ranking_repeated", "{command}");
    }
    // Without them: the federation's ranking, the points scored.
    let view = ui.ok(
        "new_individual_tournament",
        json!({"name": "Abierto", "date": "2026-11-21", "preset": PRESET, "rules": rules()}),
    );
    assert_eq!(
        view["setup"]["ranking"],
        json!(["wins", "point_difference", "points_for"])
    );
    assert!(view["setup"].get("credit").is_none(), "{}", view["setup"]);
}

#[test]
fn an_individual_tournament_with_teams_shows_their_standings_in_its_view() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("teams.json");
    // 8 players, teams Norte (1–4) and Sur (5–8): docs/tournament-file.md,
    // "Teams (cuartetas)".
    let data = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/tournament/individual-teams-8.json"
    );
    let mut tournament: Value =
        serde_json::from_str(&std::fs::read_to_string(data).unwrap()).unwrap();
    tournament["id"] = "teams-8".into();
    std::fs::write(&file, tournament.to_string()).unwrap();
    let ui = phone(&files.path().join("t.sqlite3"), &file);
    let taken = ui.ok("take_over_tournament_file", json!({}));
    let teams = &taken["individual"]["teams"];
    assert_eq!(teams[0]["team"], "Norte", "{teams}");
    assert_eq!(teams[0]["members"], json!([1, 2, 3, 4]));
    assert_eq!(
        (
            &teams[0]["wins"],
            &teams[0]["points_for"],
            &teams[0]["points_against"]
        ),
        (&json!(9), &json!(2662), &json!(2310))
    );
    assert_eq!(teams[1]["team"], "Sur");
    // A tournament without teams leaves the field out.
    let view = ui.ok(
        "new_individual_tournament",
        json!({"name": "Abierto", "date": "2026-11-21", "preset": PRESET, "rules": rules()}),
    );
    assert!(view.get("teams").is_none(), "{view}");
}
