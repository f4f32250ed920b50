//! A tournament handed to another phone: its whole log saved through the
//! save dialog and taken over on a fresh phone through the open dialog,
//! which pairs the next round and ranks the pairs exactly as the first
//! phone does; the same file again changes nothing, a longer one extends,
//! logs that part ways are refused as a conflict naming the table, and a
//! file that is no tournament's is refused in words — each refusal
//! changing nothing.

use std::path::Path;

use serde_json::{Value, json};

use crate::support::Ui;
use crate::{Seated, phone, typed};

/// Nine pairs (one sits out each round), two rounds played and closed.
fn two_rounds(ui: &Ui) -> String {
    let id = ui.tournament(9);
    for round in 1..=2 {
        play_round(ui, &id, round);
        ui.ok("close_round", json!({"tournament_id": id, "round": round}));
    }
    id
}

/// Pairs round `round` and records every table's result from the paper
/// sheet, side A winning the odd tables and side B the even ones, each by
/// its own score: the tournament's view after.
fn play_round(ui: &Ui, id: &str, round: usize) -> Value {
    let Seated { names, tables, .. } = ui.seat_round(id, round);
    let mut view = Value::Null;
    for (table, a, b) in tables {
        let (winner, loser) = if table % 2 == 1 { (a, b) } else { (b, a) };
        let won = 50 + table as i64;
        let lost = 5 * table as i64 + round as i64;
        view = ui.ok(
            "record_table_result",
            json!({"tournament_id": id, "round": round, "table": table,
                   "result": typed(winner, loser, won, lost, &names[&loser][0])}),
        );
    }
    view
}

/// The tournament `id` as this phone shows it.
fn shown(ui: &Ui, id: &str) -> Value {
    ui.ok("get_tournament", json!({"tournament_id": id}))
}

/// Takes a tournament over from the file the open dialog picks.
fn take_over(ui: &Ui) -> Value {
    ui.ok("take_over_tournament_file", json!({}))
}

#[test]
fn a_tournament_taken_over_after_two_rounds_pairs_round_three_as_the_first_phone_would() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("copa.json");
    let first = phone(&files.path().join("first.sqlite3"), &file);
    let id = two_rounds(&first);
    let saved = first.ok("save_tournament_file", json!({"tournament_id": id}));
    assert_eq!(saved, json!({"file": "copa.json", "unreadable": []}));

    let second = phone(&files.path().join("second.sqlite3"), &file);
    let taken = take_over(&second);
    assert_eq!(taken["outcome"], "added");
    let before = shown(&first, &id);
    assert_eq!(
        taken["tournament"], before,
        "the same tournament, standings and all"
    );
    assert_eq!(taken["entries"], entries(&file));
    let listed = second.ok("list_tournaments", json!({}));
    assert_eq!(listed[0]["id"], id.as_str());
    assert_eq!(listed[0]["rounds"], 2);

    // Round 3, paired on both phones: the same tables and the same bye.
    let on_first = first.ok("pair_round", json!({"tournament_id": id}));
    let on_second = second.ok("pair_round", json!({"tournament_id": id}));
    let round_3 = &on_first["rounds"][2]["pairing"];
    assert_eq!(round_3["tables"].as_array().unwrap().len(), 4);
    assert!(round_3["bye"].is_u64(), "{round_3}");
    assert_eq!(on_second["rounds"][2]["pairing"], *round_3);
    assert_eq!(on_second["standings"], on_first["standings"]);
    assert_eq!(on_second, on_first);
    // The bye of round 3 goes to a pair that had none (9 pairs, 3 rounds).
    let byes: Vec<&Value> = (0..3)
        .map(|r| &on_first["rounds"][r]["pairing"]["bye"])
        .collect();
    assert!(byes[2] != byes[0] && byes[2] != byes[1], "{byes:?}");
}

#[test]
fn the_same_file_again_changes_nothing_and_a_longer_one_extends() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("copa.json");
    let first = phone(&files.path().join("first.sqlite3"), &file);
    let id = two_rounds(&first);
    first.ok("save_tournament_file", json!({"tournament_id": id}));
    let second = phone(&files.path().join("second.sqlite3"), &file);
    take_over(&second);
    let held = shown(&second, &id);

    let again = take_over(&second);
    assert_eq!(again["outcome"], "unchanged");
    assert_eq!(again["entries"], 0);
    assert_eq!(again["tournament"], held);
    assert_eq!(
        second
            .ok("list_tournaments", json!({}))
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // The first phone plays round 3 on; its file now extends the second's.
    let older = std::fs::read_to_string(&file).unwrap();
    play_round(&first, &id, 3);
    first.ok("save_tournament_file", json!({"tournament_id": id}));
    let extended = take_over(&second);
    assert_eq!(extended["outcome"], "extended");
    assert_eq!(extended["entries"], 1 + 4, "round 3 paired, its 4 results");
    assert_eq!(extended["tournament"], shown(&first, &id));
    assert_eq!(shown(&second, &id), shown(&first, &id));

    // The older file is now held whole by the second phone: nothing changes.
    std::fs::write(&file, older).unwrap();
    let stale = take_over(&second);
    assert_eq!(stale["outcome"], "unchanged");
    assert_eq!(shown(&second, &id), shown(&first, &id));
}

#[test]
fn results_read_afterwards_on_both_phones_are_refused_as_a_conflict_naming_the_table() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("copa.json");
    let first = phone(&files.path().join("first.sqlite3"), &file);
    let id = two_rounds(&first);
    let seated = first.seat_round(&id, 3);
    first.ok("save_tournament_file", json!({"tournament_id": id}));
    let second = phone(&files.path().join("second.sqlite3"), &file);
    take_over(&second);

    // Table 1 read on the first phone, table 2 on the second.
    let result = |table: usize| {
        let (_, a, b) = seated.tables[table - 1];
        json!({"tournament_id": id, "round": 3, "table": table,
               "result": typed(a, b, 52, 20, &seated.names[&b][0])})
    };
    first.ok("record_table_result", result(1));
    first.ok("save_tournament_file", json!({"tournament_id": id}));
    let held = second.ok("record_table_result", result(2));

    let err = second.refused("take_over_tournament_file", json!({}));
    assert_eq!(err["code"], "tournament_conflict");
    assert_eq!(
        err["params"],
        json!({"tournament_id": id, "name": "Copa de Ponce", "entry": entries(&file) - 1,
               "round": 3, "table": 2})
    );
    assert!(
        err["message"]
            .as_str()
            .unwrap()
            .contains("at table 2 of round 3"),
        "{err}"
    );
    assert_eq!(shown(&second, &id), held, "nothing changed");

    // The other way round: the first phone is refused the second's file.
    second.ok("save_tournament_file", json!({"tournament_id": id}));
    let held = shown(&first, &id);
    let err = first.refused("take_over_tournament_file", json!({}));
    assert_eq!(err["code"], "tournament_conflict");
    assert_eq!(err["params"]["table"], 1, "this phone's table first");
    assert_eq!(shown(&first, &id), held, "nothing changed");
}

#[test]
fn a_file_that_is_no_tournament_s_is_refused_in_words_and_changes_nothing() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("copa.json");
    let first = phone(&files.path().join("first.sqlite3"), &file);
    let id = two_rounds(&first);
    first.ok("save_tournament_file", json!({"tournament_id": id}));
    let whole = std::fs::read_to_string(&file).unwrap();
    let second = phone(&files.path().join("second.sqlite3"), &file);

    let newer = whole.replacen("\"version\": 1,", "\"version\": 2,", 1);
    let foreign = whole.replacen(&format!("\"id\": \"{id}\""), "\"id\": \"a b\"", 1);
    let cases = [
        (
            r#"{"format": "tranque-match", "version": 1}"#.to_owned(),
            "tournament_unknown_format",
        ),
        (newer, "tournament_unsupported_version"),
        (whole[..whole.len() / 2].to_owned(), "tournament_malformed"),
        (foreign, "bad_argument"),
    ];
    for (text, code) in cases {
        std::fs::write(&file, &text).unwrap();
        let err = second.refused("take_over_tournament_file", json!({}));
        assert_eq!(err["code"], code, "{err}");
        assert_eq!(second.ok("list_tournaments", json!({})), json!([]));
    }
    // A cancelled dialog changes nothing either.
    let cancelled = crate::support::Ui::with_state(
        tranque_app_lib::commands::AppState::new(
            tranque_app_lib::store::Store::open(&files.path().join("third.sqlite3")).unwrap(),
        )
        .with_file_pick(tranque_app_lib::files::FilePick::Answer(None)),
    );
    assert_eq!(take_over(&cancelled), Value::Null);
}

/// A full field's file at a tenth of the size `benches/handover.rs` takes
/// over (1,000 pairs, 19 rounds closed and a 20th half recorded: about
/// 10,800 entries) is taken over whole: every pair, every round and
/// result, the standings as the file's log folds them; listed with its
/// counts, and the next round's table codes start.
#[test]
fn a_full_field_s_file_is_taken_over_whole() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("field.json");
    let (folded, text) = crate::field::field(1_000, 19);
    std::fs::write(&file, &text).unwrap();
    let phone = phone(&files.path().join("desk.sqlite3"), &file);

    let taken = take_over(&phone);
    assert_eq!(taken["outcome"], "added");
    assert_eq!(taken["entries"], folded.events().len());
    let view = &taken["tournament"];
    assert_eq!(view["id"], crate::field::FIELD_ID);
    assert_eq!(view["pairs"], serde_json::to_value(folded.pairs()).unwrap());
    assert_eq!(
        view["rounds"],
        serde_json::to_value(folded.rounds()).unwrap()
    );
    assert_eq!(
        view["standings"],
        serde_json::to_value(folded.standings()).unwrap()
    );
    assert_eq!(view["rounds"].as_array().unwrap().len(), 20);
    assert_eq!(
        view["next_step"],
        json!({"step": "record", "round": 20,
               "tables": (1..=250).map(|t| 2 * t).collect::<Vec<u32>>()})
    );
    assert_eq!(shown(&phone, crate::field::FIELD_ID), *view);
    let listed = phone.ok("list_tournaments", json!({}));
    assert_eq!(listed[0]["pairs"], 1_000);
    assert_eq!(listed[0]["rounds"], 20);
    let code = phone.ok(
        "table_qr",
        json!({"tournament_id": crate::field::FIELD_ID, "round": 20, "table": 2}),
    );
    assert!(code["text"].as_str().unwrap().contains("Begoña"), "{code}");

    // The same file again changes nothing.
    let again = take_over(&phone);
    assert_eq!(
        (&again["outcome"], &again["entries"]),
        (&json!("unchanged"), &json!(0))
    );
    assert_eq!(again["tournament"], *view);
}

/// The entries of the tournament file at `file`.
fn entries(file: &Path) -> usize {
    let text = std::fs::read_to_string(file).unwrap();
    let json: Value = serde_json::from_str(&text).unwrap();
    json["events"].as_array().unwrap().len()
}
