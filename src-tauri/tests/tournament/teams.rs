//! Teams (cuartetas) through the commands, in either mode: two pairs or
//! four players registered under a name, ranked by the sum of their
//! members' results beside the pairs' or the players' standings; each
//! refusal the core's code, changing nothing.

use serde_json::{Value, json};

use crate::{phone, typed};

/// The team named `name` in `view`'s team standings.
fn team<'v>(view: &'v Value, name: &str) -> &'v Value {
    view["teams"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["team"] == name)
        .unwrap_or_else(|| panic!("{name} in {}", view["teams"]))
}

#[test]
fn teams_of_two_pairs_are_ranked_by_their_pairs_results() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(&files.path().join("t.sqlite3"), &files.path().join("none"));
    let id = ui.tournament(4);
    let before = ui.ok("get_tournament", json!({"tournament_id": id}));
    assert_eq!(before.get("teams"), None, "no teams, no rows");
    let add = |name: &str, pairs: Value| {
        ui.call(
            "add_team",
            json!({"tournament_id": id, "name": name, "pairs": pairs}),
        )
    };
    add("Norte", json!([1, 2])).unwrap();
    let view = add("Sur", json!([3, 4])).unwrap();
    assert_eq!(team(&view, "Sur")["members"], json!([3, 4]));
    for (name, pairs, code) in [
        ("Este", json!([1]), "team_size"),
        ("Este", json!([1, 3]), "pair_in_two_teams"),
        ("norte", json!([1, 2]), "team_name_taken"),
        (" ", json!([1, 2]), "team_unnamed"),
    ] {
        let err = add(name, pairs).unwrap_err();
        assert_eq!(err["code"], code, "{name}");
    }
    assert_eq!(ui.ok("get_tournament", json!({"tournament_id": id})), view);

    // Round 1: each table's first pair wins 100–40.
    let seated = ui.seat_round(&id, 1);
    let mut view = seated.view.clone();
    for &(table, a, b) in &seated.tables {
        let signer = &seated.names[&b][0];
        view = ui.ok(
            "record_table_result",
            json!({"tournament_id": id, "round": 1, "table": table,
                   "result": typed(a, b, 100, 40, signer)}),
        );
    }
    // Each team's wins and points are its two pairs' own, summed.
    for name in ["Norte", "Sur"] {
        let row = team(&view, name);
        let members: Vec<u64> = row["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_u64().unwrap())
            .collect();
        let of_members = |field: &str| -> i64 {
            view["standings"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|r| members.contains(&r["pair"].as_u64().unwrap()))
                .map(|r| r[field].as_i64().unwrap())
                .sum()
        };
        assert_eq!(row["wins"].as_i64().unwrap(), of_members("wins"), "{name}");
        assert_eq!(
            row["points_for"].as_i64().unwrap(),
            of_members("points_for"),
            "{name}"
        );
    }
}

#[test]
fn teams_of_four_players_are_ranked_by_their_players_results() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(&files.path().join("t.sqlite3"), &files.path().join("none"));
    let id = ui.individual(8);
    let register = |name: &str, players: Value| {
        ui.call(
            "register_team",
            json!({"tournament_id": id, "name": name, "players": players}),
        )
    };
    register("Norte", json!([1, 2, 3, 4])).unwrap();
    register("Sur", json!([5, 6, 7, 8])).unwrap();
    for (name, players, code) in [
        ("Este", json!([1, 2, 3]), "team_size"),
        ("Este", json!([1, 6, 7, 8]), "player_in_two_teams"),
        ("SUR", json!([5, 6, 7, 8]), "team_name_taken"),
    ] {
        let err = register(name, players).unwrap_err();
        assert_eq!(err["code"], code, "{name}");
    }
    let view = ui.play_seated_round(&id, 1);
    let total = |name: &str, field: &str| team(&view, name)[field].as_i64().unwrap();
    for (name, members) in [("Norte", 1..=4), ("Sur", 5..=8)] {
        let of_members = |field: &str| -> i64 {
            view["standings"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|r| members.contains(&r["player"].as_u64().unwrap()))
                .map(|r| r[field].as_i64().unwrap())
                .sum()
        };
        assert_eq!(total(name, "wins"), of_members("wins"), "{name}");
        assert_eq!(
            total(name, "points_for"),
            of_members("points_for"),
            "{name}"
        );
    }
    // Eight players over two tables: four wins between the two teams.
    assert_eq!(total("Norte", "wins") + total("Sur", "wins"), 4);
}
