//! A Swiss tournament played round by round: results typed from the paper
//! sheet, played on the director's phone and imported from a table's match
//! file; the standings counted by hand, a mistyped sheet corrected, the store
//! after a restart.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::{PRESET, Seated, Ui, phone, rules, seated, typed};

/// A pair's line as counted by hand: wins, points for, points against.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Line {
    wins: u64,
    played: u64,
    points_for: i64,
    points_against: i64,
}

/// On a table's phone, the match of pairs `a` (seats 0 and 2) and `b`,
/// played to side A's win and signed by `b`'s first player: its id and its
/// exported file.
fn won_at_the_table(
    table_phone: &Ui,
    names: &BTreeMap<u64, [String; 2]>,
    a: u64,
    b: u64,
) -> (String, String) {
    let seats = [&names[&a][0], &names[&b][0], &names[&a][1], &names[&b][1]];
    let game = table_phone.ok(
        "new_match",
        json!({"preset": PRESET, "rules": rules(), "players": seats}),
    );
    let table_match = game["id"].as_str().unwrap().to_owned();
    table_phone.play_to_the_end(&table_match, 0, &names[&b][0]);
    let file = table_phone.ok("export_match", json!({"match_id": table_match}));
    (table_match, file.as_str().unwrap().to_owned())
}

/// Counts `winner`'s `won`–`lost` over `loser` into both pairs' lines.
fn count(lines: &mut BTreeMap<u64, Line>, winner: u64, loser: u64, won: i64, lost: i64) {
    let w = lines.entry(winner).or_default();
    w.wins += 1;
    w.played += 1;
    w.points_for += won;
    w.points_against += lost;
    let l = lines.entry(loser).or_default();
    l.played += 1;
    l.points_for += lost;
    l.points_against += won;
}

#[test]
fn six_pairs_over_three_rounds_with_typed_played_and_imported_results() {
    let files = tempfile::tempdir().unwrap();
    let pick = files.path().join("table-3.json");
    let db = files.path().join("director.sqlite3");
    let ui = phone(&db, &pick);
    let table_phone = phone(&files.path().join("table.sqlite3"), &pick);
    let id = ui.tournament(6);
    assert_eq!(
        ui.refused("pair_round", json!({"tournament_id": "nope"}))["code"],
        "no_such_tournament"
    );
    let mut lines: BTreeMap<u64, Line> = BTreeMap::new();
    for round in 1..=3usize {
        let Seated {
            view,
            names,
            tables: at,
        } = ui.seat_round(&id, round);
        assert_eq!(
            view["next_step"],
            json!({"step": "record", "round": round, "tables": [1, 2, 3]})
        );
        assert_eq!(at.len(), 3);
        let t = |table: u64| json!({"tournament_id": id, "round": round, "table": table});
        let with = |table: u64, more: Value| {
            let mut args = t(table);
            args.as_object_mut()
                .unwrap()
                .extend(more.as_object().unwrap().clone());
            args
        };

        // Table 1, typed from the paper sheet: side A wins 55–20.
        let (_, a, b) = at[0];
        let result = typed(a, b, 55, 20, &names[&b][0]);
        let view = ui.ok("record_table_result", with(1, json!({"result": result})));
        let recorded = &view["rounds"][round - 1]["results"][0];
        assert_eq!(recorded["source"], "typed");
        assert_eq!(recorded["signed_by"], names[&b][0].as_str());
        count(&mut lines, a, b, 55, 20);
        // The same result again changes nothing; another is refused with both.
        let again = ui.ok("record_table_result", with(1, json!({"result": result})));
        assert_eq!(again, view);
        let err = ui.refused(
            "record_table_result",
            with(1, json!({"result": typed(a, b, 56, 20, &names[&b][0])})),
        );
        assert_eq!(err["code"], "result_conflict");
        assert_eq!(err["params"]["recorded"]["scores"][0]["points_for"], 55);
        assert_eq!(err["params"]["given"]["scores"][0]["points_for"], 56);

        // Table 2, played on this phone: side B wins.
        let (_, a, b) = at[1];
        let game = ui.ok("start_table_match", t(2));
        assert_eq!(
            seated(&game),
            [&names[&a][0], &names[&b][0], &names[&a][1], &names[&b][1]],
            "side A the table's first pair (seats 0 and 2), side B the second"
        );
        assert_eq!(game["rules"], rules());
        assert_eq!(game["preset"], PRESET);
        let match_id = game["id"].as_str().unwrap().to_owned();
        // Not finished yet: refused, nothing recorded.
        assert_eq!(
            ui.refused("result_from_match", t(2))["code"],
            "match_not_finished"
        );
        let view = ui.ok("get_tournament", json!({"tournament_id": id}));
        // One link a round: the earlier rounds' stay.
        assert_eq!(view["linked"].as_array().unwrap().len(), round);
        assert_eq!(
            view["linked"].as_array().unwrap().last().unwrap(),
            &json!({"round": round, "table": 2, "match_id": match_id, "finished": false})
        );
        ui.play_to_the_end(&match_id, 1, &names[&a][1]);
        let view = ui.ok("result_from_match", t(2));
        let recorded = &view["rounds"][round - 1]["results"][1];
        assert_eq!(recorded["source"], "played");
        assert_eq!(recorded["match_id"], match_id.as_str());
        assert_eq!(recorded["winner"], b);
        assert_eq!(recorded["signed_by"], names[&a][1].as_str());
        assert_eq!(
            view["linked"].as_array().unwrap().last().unwrap()["finished"],
            true
        );
        count(&mut lines, b, a, 61, 0);

        // Table 3, the table's phone's match file: side A wins there.
        let (_, a, b) = at[2];
        let (table_match, file) = won_at_the_table(&table_phone, &names, a, b);
        std::fs::write(&pick, &file).unwrap();
        let view = ui.ok("import_table_file", t(3));
        let recorded = &view["rounds"][round - 1]["results"][2];
        assert_eq!(recorded["source"], "imported");
        assert_eq!(recorded["match_id"], table_match.as_str());
        assert_eq!(recorded["signed_by"], names[&b][0].as_str());
        count(&mut lines, a, b, 61, 0);
        // The match is in the history too, signed; the same file again
        // changes nothing.
        let kept = ui.ok("get_match", json!({"match_id": table_match}));
        assert_eq!(kept["status"], "finished");
        assert_eq!(kept["signed_by"], names[&b][0].as_str());
        let history = ui.ok("list_matches", json!({"per_page": 100}));
        assert_eq!(ui.ok("import_table_file", t(3)), view);
        assert_eq!(ui.ok("list_matches", json!({"per_page": 100})), history);
        // A typed result that says otherwise is refused with both.
        let err = ui.refused(
            "record_table_result",
            with(3, json!({"result": typed(b, a, 61, 0, &names[&a][0])})),
        );
        assert_eq!(err["code"], "result_conflict");
        assert_eq!(err["params"]["recorded"]["source"], "imported");
        assert_eq!(err["params"]["recorded"]["winner"], a);
        assert_eq!(err["params"]["given"]["winner"], b);
        // A file of another table's match is refused: not these pairs.
        if round == 1 {
            let err = ui.refused("import_table_file", t(1));
            assert_eq!(err["code"], "match_players_not_at_table");
        }

        assert_eq!(view["next_step"], json!({"step": "close", "round": round}));
        ui.ok("close_round", json!({"tournament_id": id, "round": round}));
    }

    // The standings, counted by hand.
    let view = ui.ok("get_tournament", json!({"tournament_id": id}));
    let rows = view["standings"].as_array().unwrap();
    assert_eq!(rows.len(), 6);
    let mut previous: Option<(u64, i64, i64)> = None;
    for (rank, row) in rows.iter().enumerate() {
        let pair = row["pair"].as_u64().unwrap();
        let line = lines[&pair];
        assert_eq!(row["rank"], rank + 1);
        assert_eq!(row["played"], line.played, "pair {pair}");
        assert_eq!(row["wins"], line.wins, "pair {pair}");
        assert_eq!(row["points_for"], line.points_for, "pair {pair}");
        assert_eq!(row["points_against"], line.points_against, "pair {pair}");
        assert_eq!(
            row["difference"],
            line.points_for - line.points_against,
            "pair {pair}"
        );
        // Wins, then the difference, then points for.
        let key = (
            line.wins,
            line.points_for - line.points_against,
            line.points_for,
        );
        if let Some(above) = previous {
            assert!(above >= key, "{above:?} above {key:?}");
        }
        previous = Some(key);
    }
    assert_eq!(lines.values().map(|l| l.played).sum::<u64>(), 18);
    assert_eq!(view["next_step"], json!({"step": "pair", "round": 4}));

    // The store survives a restart: the same view, the same list.
    let list = ui.ok("list_tournaments", json!({}));
    assert_eq!(list[0]["id"], id.as_str());
    assert_eq!(list[0]["pairs"], 6);
    assert_eq!(list[0]["rounds"], 3);
    assert!(list[0].get("unreadable").is_none(), "{list}");
    drop(ui);
    let ui = phone(&db, &pick);
    assert_eq!(ui.ok("get_tournament", json!({"tournament_id": id})), view);
    assert_eq!(ui.ok("list_tournaments", json!({})), list);
}

#[test]
fn a_mistyped_sheet_is_corrected_and_the_standings_follow() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(
        &files.path().join("director.sqlite3"),
        &files.path().join("unused.json"),
    );
    let id = ui.tournament(4);
    let Seated { names, tables, .. } = ui.seat_round(&id, 1);
    let [(_, a, b), (_, c, d)] = [tables[0], tables[1]];
    let at = |table: u64, result: Value| json!({"tournament_id": id, "round": 1, "table": table, "result": result});
    let line = |view: &Value, pair: u64| {
        view["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|row| row["pair"] == pair)
            .map(|row| {
                (
                    row["wins"].as_u64().unwrap(),
                    row["points_for"].as_i64().unwrap(),
                )
            })
            .unwrap()
    };

    // Nothing to correct before a result is in: refused, nothing written.
    let err = ui.refused(
        "correct_table_result",
        at(1, typed(a, b, 61, 40, &names[&b][0])),
    );
    assert_eq!(err["code"], "no_result_to_correct");
    assert_eq!(err["params"], json!({"round": 1, "table": 1}));

    // The director types 32–61 for the wrong side, then the sheet's 61–32.
    let wrong = ui.ok(
        "record_table_result",
        at(1, typed(b, a, 61, 32, &names[&a][0])),
    );
    assert_eq!(line(&wrong, b), (1, 61));
    let fixed = ui.ok(
        "correct_table_result",
        at(1, typed(a, b, 61, 32, &names[&b][0])),
    );
    assert_eq!(line(&fixed, a), (1, 61));
    assert_eq!(line(&fixed, b), (0, 32));
    let recorded = &fixed["rounds"][0]["results"][0];
    assert_eq!(
        (recorded["winner"].as_u64(), &recorded["source"]),
        (Some(a), &json!("typed"))
    );

    // A correction that does not fit the table is refused and changes nothing.
    let err = ui.refused(
        "correct_table_result",
        at(1, typed(c, d, 61, 32, &names[&d][0])),
    );
    assert_eq!(err["code"], "result_wrong_pairs", "{err}");
    assert_eq!(ui.ok("get_tournament", json!({"tournament_id": id})), fixed);
}

/// A table's match file whose id is already used on the director's phone by
/// another match: the file's match is kept under a new id and the result
/// names that one; the match that held the id is untouched. Before, the
/// file's match was dropped and the result pointed at the other match.
#[test]
fn a_table_s_file_under_an_id_used_here_is_kept_under_a_new_id() {
    let files = tempfile::tempdir().unwrap();
    let pick = files.path().join("table-1.json");
    let ui = phone(&files.path().join("director.sqlite3"), &pick);
    let table_phone = phone(&files.path().join("table.sqlite3"), &pick);
    let id = ui.tournament(2);
    let Seated { names, tables, .. } = ui.seat_round(&id, 1);
    let (_, a, b) = tables[0];
    // On the director's phone, a friendly match of other players.
    let here = ui.ok(
        "new_match",
        json!({"preset": PRESET, "rules": rules(), "players": ["Zé", "Yara", "Xavi", "Wanda"]}),
    );
    let here_id = here["id"].as_str().unwrap().to_owned();
    let here_before = ui.ok("export_match", json!({"match_id": here_id}));
    // The table's match, its file given the friendly match's id.
    let (_, file) = won_at_the_table(&table_phone, &names, a, b);
    let mut file: Value = serde_json::from_str(&file).unwrap();
    file["id"] = json!(here_id);
    std::fs::write(&pick, file.to_string()).unwrap();

    let t = json!({"tournament_id": id, "round": 1, "table": 1});
    let view = ui.ok("import_table_file", t.clone());
    let recorded = &view["rounds"][0]["results"][0];
    assert_eq!(recorded["source"], "imported");
    assert_eq!(recorded["winner"], a);
    let new_id = recorded["match_id"].as_str().unwrap().to_owned();
    assert_ne!(
        new_id, here_id,
        "the result names the file's match, not the friendly one"
    );
    assert!(new_id.starts_with("copy-"), "{new_id}");
    // The table's match is in the history under that id, whole and signed.
    let kept = ui.ok("get_match", json!({"match_id": new_id}));
    assert_eq!(kept["status"], "finished");
    assert_eq!(kept["signed_by"], names[&b][0].as_str());
    let seats = [&names[&a][0], &names[&b][0], &names[&a][1], &names[&b][1]];
    assert_eq!(seated(&kept), seats.map(String::as_str));
    // The friendly match is as it was.
    assert_eq!(
        ui.ok("export_match", json!({"match_id": here_id})),
        here_before
    );
    // The same file again changes nothing, and adds no third match.
    let history = ui.ok("list_matches", json!({"per_page": 100}));
    assert_eq!(ui.ok("import_table_file", t), view);
    assert_eq!(ui.ok("list_matches", json!({"per_page": 100})), history);
}
