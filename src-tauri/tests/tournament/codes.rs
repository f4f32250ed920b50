//! A table's QR code: it starts the table's match on the table's phone, the
//! result's code records the match on the director's phone, from a picture or
//! from the text a camera reads; codes of another tournament, version or
//! table refused in words.

use std::path::PathBuf;

use serde_json::{Value, json};
use tranque_app_lib::qr;
use tranque_app_lib::store::backup;

use crate::{PRESET, Seated, phone, rules, seated};

/// The file the dialogs of every phone of this test answer with.
struct Pick(PathBuf);

impl Pick {
    fn png(&self, text: &str) {
        std::fs::write(&self.0, qr::png(text).unwrap()).unwrap();
    }
}

#[test]
fn a_table_s_code_starts_its_match_and_its_result_code_records_it() {
    let files = tempfile::tempdir().unwrap();
    let pick = Pick(files.path().join("code.png"));
    let director = phone(&files.path().join("director.sqlite3"), &pick.0);
    let table = phone(&files.path().join("table.sqlite3"), &pick.0);
    let id = director.tournament(4);
    let Seated {
        view,
        names,
        tables,
    } = director.seat_round(&id, 1);
    let (_, a, b) = tables[0];
    let t1 = json!({"tournament_id": id, "round": 1, "table": 1});

    // The director's phone shows the table's code, and saves it as a picture.
    let code = director.ok("table_qr", t1.clone());
    let text = code["text"].as_str().unwrap();
    assert!(text.starts_with("{\"v\":1,\"kind\":\"start\""), "{text}");
    assert!(text.contains(&id), "{text}");
    assert!(code["svg"].as_str().unwrap().starts_with("<svg"));
    let saved = director.ok("save_table_qr", t1.clone());
    assert_eq!(saved, json!({"file": "code.png", "unreadable": []}));
    assert_eq!(
        qr::decode_png(&std::fs::read(&pick.0).unwrap()).unwrap(),
        text
    );

    // The table's phone reads it: the match starts with the pairs in their
    // seats and the tournament's rules.
    let read = table.ok("read_qr_file", json!({}));
    assert_eq!(read["kind"], "start");
    let game = &read["match"];
    assert_eq!(
        seated(game),
        [&names[&a][0], &names[&b][0], &names[&a][1], &names[&b][1]]
    );
    assert_eq!(game["rules"], view["setup"]["rules"]);
    assert_eq!(game["status"], "in_progress");
    let match_id = game["id"].as_str().unwrap().to_owned();
    // No result code before the match is signed off, nor its picture.
    let err = table.refused("result_qr", json!({"match_id": match_id}));
    assert_eq!(err["code"], "match_not_finished");
    let err = table.refused("save_result_qr", json!({"match_id": match_id}));
    assert_eq!(err["code"], "match_not_finished");
    table.play_to_the_end(&match_id, 1, &names[&a][0]);

    // Its signed result, as a code the director's phone reads, saved as a
    // picture by the table's phone.
    let code = table.ok("result_qr", json!({"match_id": match_id}));
    let text = code["text"].as_str().unwrap().to_owned();
    assert!(text.contains("\"kind\":\"result\""), "{text}");
    std::fs::remove_file(&pick.0).unwrap();
    let saved = table.ok("save_result_qr", json!({"match_id": match_id}));
    assert_eq!(saved, json!({"file": "code.png", "unreadable": []}));
    assert_eq!(
        qr::decode_png(&std::fs::read(&pick.0).unwrap()).unwrap(),
        text
    );
    let read = director.ok("read_qr_file", json!({}));
    assert_eq!(read["kind"], "result");
    let result = &read["tournament"]["rounds"][0]["results"][0];
    assert_eq!(result["winner"], b);
    assert_eq!(result["source"], "imported");
    assert_eq!(result["signed_by"], names[&a][0].as_str());
    assert_eq!(result["match_id"], match_id.as_str());
    assert_eq!(
        result["scores"],
        json!([{"pair": a, "points_for": 0, "points_against": 61},
               {"pair": b, "points_for": 61, "points_against": 0}])
    );
    // Read twice, nothing changes.
    assert_eq!(director.ok("read_qr_file", json!({})), read);

    // A code of another tournament, or of a round not paired, is refused by
    // name, and nothing changes.
    let elsewhere = phone(&files.path().join("other.sqlite3"), &pick.0);
    let err = elsewhere.refused("read_qr_file", json!({}));
    assert_eq!(err["code"], "no_such_tournament");
    assert_eq!(err["params"], json!({"tournament_id": id}));
    pick.png(&text.replace("\"round\":1", "\"round\":7"));
    let err = director.refused("read_qr_file", json!({}));
    assert_eq!(err["code"], "no_such_round");
    assert_eq!(err["params"], json!({"round": 7, "rounds": 1}));
    assert_eq!(
        director.ok("get_tournament", json!({"tournament_id": id})),
        read["tournament"]
    );

    // A match not started from a code has no result code; a picture without
    // a code, or a payload of another version, is refused in words.
    let other = director.ok(
        "start_table_match",
        json!({"tournament_id": id, "round": 1, "table": 2}),
    );
    let err = director.refused("result_qr", json!({"match_id": other["id"]}));
    assert_eq!(err["code"], "match_not_from_table_code");
    let err = director.refused("save_result_qr", json!({"match_id": other["id"]}));
    assert_eq!(err["code"], "match_not_from_table_code");
    std::fs::write(&pick.0, blank_png()).unwrap();
    let err = table.refused("read_qr_file", json!({}));
    assert_eq!(err["code"], "qr_not_found");
    assert_eq!(err["params"], json!({"file": "code.png"}));
    pick.png(&text.replace("{\"v\":1", "{\"v\":2"));
    let err = director.refused("read_qr_file", json!({}));
    assert_eq!(err["code"], "payload_unsupported_version");
}

fn blank_png() -> Vec<u8> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, 64, 64);
    encoder.set_color(png::ColorType::Grayscale);
    encoder
        .write_header()
        .unwrap()
        .write_image_data(&[255; 64 * 64])
        .unwrap();
    out
}

#[test]
fn a_table_s_code_carries_the_tournament_s_rules_when_they_are_not_the_preset_s() {
    let files = tempfile::tempdir().unwrap();
    let pick = Pick(files.path().join("code.png"));
    let director = phone(&files.path().join("director.sqlite3"), &pick.0);
    let table_db = files.path().join("table.sqlite3");
    let mut table = phone(&table_db, &pick.0);
    // The preset with its target changed to 61, and a custom set (no preset).
    let mut edited = rules();
    edited["target"] = json!(61);
    for (preset, rules) in [
        (json!(PRESET), edited.clone()),
        (Value::Null, edited.clone()),
    ] {
        let view = director.ok(
            "new_tournament",
            json!({"name": "Copa", "date": "2026-11-21", "preset": preset, "rules": rules}),
        );
        let id = view["id"].as_str().unwrap().to_owned();
        for n in 1..=2 {
            director.add_pair(&id, n);
        }
        let Seated { names, tables, .. } = director.seat_round(&id, 1);
        let (_, a, b) = tables[0];
        let t1 = json!({"tournament_id": id, "round": 1, "table": 1});
        let code = director.ok("table_qr", t1.clone());
        let text = code["text"].as_str().unwrap();
        let name = preset.as_str().unwrap_or("custom");
        assert!(text.contains(&format!("\"rules\":\"{name}\"")), "{text}");
        assert!(text.contains("\"rule_set\":{"), "{text}");

        // The table's phone plays under the tournament's rules, not the
        // preset's (a target of 61, not 50).
        pick.png(text);
        let read = table.ok("read_qr_file", json!({}));
        let game = &read["match"];
        assert_eq!(game["rules"], edited, "{name}");
        assert_eq!(game["preset"], preset, "{name}");
        let match_id = game["id"].as_str().unwrap().to_owned();
        table.play_to_the_end(&match_id, 0, &names[&b][0]);

        // Its result code still knows the table after a restart, and the
        // director's phone records it: played under the tournament's rules.
        drop(table);
        table = phone(&table_db, &pick.0);
        let code = table.ok("result_qr", json!({"match_id": match_id}));
        pick.png(code["text"].as_str().unwrap());
        let read = director.ok("read_qr_file", json!({}));
        let result = &read["tournament"]["rounds"][0]["results"][0];
        assert_eq!(result["winner"], a, "{name}");
        assert_eq!(result["source"], "imported");
    }
}

#[test]
fn a_code_s_text_as_a_camera_reads_it_does_what_the_code_says() {
    let files = tempfile::tempdir().unwrap();
    let pick = files.path().join("unused.png");
    let director = phone(&files.path().join("director.sqlite3"), &pick);
    // The table's phone keeps its database (and its backups) in a folder of
    // its own.
    let table_dir = files.path().join("table");
    std::fs::create_dir(&table_dir).unwrap();
    let table_db = table_dir.join("table.sqlite3");
    let table = phone(&table_db, &pick);
    let id = director.tournament(4);
    let Seated {
        view,
        names,
        tables,
    } = director.seat_round(&id, 1);
    let (_, a, b) = tables[0];
    let start = director.ok(
        "table_qr",
        json!({"tournament_id": id, "round": 1, "table": 1}),
    );
    let start = start["text"].as_str().unwrap();

    // Text that is no table's code, or too long for one, is refused in
    // words, and nothing starts.
    for (text, code) in [
        ("https://example.com/menu", "payload_malformed"),
        ("{\"v\":1,\"kind\":\"start\"}", "payload_malformed"),
        ("", "payload_malformed"),
        (&"x".repeat(5_000), "payload_too_large"),
    ] {
        let err = table.refused("read_qr_text", json!({"text": text}));
        assert_eq!(err["code"], code, "{text:.40}");
    }
    assert_eq!(table.ok("current_match", json!({})), Value::Null);
    assert!(backup::list(&table_db).unwrap().is_empty());

    // A table's text starts its match, as its picture would; the day's
    // backup is written as for any match's start.
    let read = table.ok("read_qr_text", json!({"text": start}));
    assert_eq!(read["kind"], "start");
    let game = &read["match"];
    assert_eq!(game["seats"][1]["name"], names[&b][0].as_str());
    assert_eq!(game["rules"], view["setup"]["rules"]);
    let backups = backup::list(&table_db).unwrap();
    assert_eq!(backups.len(), 1, "{backups:?}");
    assert_eq!(serde_json::to_value(&backups[0]).unwrap()["kind"], "daily");
    let match_id = game["id"].as_str().unwrap().to_owned();
    // A second code while the match is under way starts nothing.
    let err = table.refused("read_qr_text", json!({"text": start}));
    assert_eq!(err["code"], "match_in_progress");
    table.play_to_the_end(&match_id, 0, &names[&b][1]);
    let result = table.ok("result_qr", json!({"match_id": match_id}));
    let result = result["text"].as_str().unwrap();

    // The result's text is recorded on the director's phone, once.
    let read = director.ok("read_qr_text", json!({"text": result}));
    assert_eq!(read["kind"], "result");
    let recorded = &read["tournament"]["rounds"][0]["results"][0];
    assert_eq!(recorded["winner"], a);
    assert_eq!(recorded["source"], "imported");
    assert_eq!(recorded["match_id"], match_id.as_str());
    assert_eq!(director.ok("read_qr_text", json!({"text": result})), read);

    // Another tournament's code is refused by name; a result for a table
    // that is not there, or garbage, too; nothing changes.
    let other = director.tournament(2);
    let elsewhere = result.replace(&id, &other);
    let err = director.refused("read_qr_text", json!({"text": elsewhere}));
    assert_eq!(err["code"], "no_such_round");
    let unknown = result.replace(&id, "0000000000000000");
    let err = director.refused("read_qr_text", json!({"text": unknown}));
    assert_eq!(err["code"], "no_such_tournament");
    assert_eq!(err["params"], json!({"tournament_id": "0000000000000000"}));
    let err = director.refused(
        "read_qr_text",
        json!({"text": result.replace("\"table\":1", "\"table\":9")}),
    );
    assert_eq!(err["code"], "no_such_table");
    let err = director.refused("read_qr_text", json!({"text": "{\"v\":1"}));
    assert_eq!(err["code"], "payload_malformed");
    assert_eq!(
        director.ok("get_tournament", json!({"tournament_id": id})),
        read["tournament"]
    );
    let history = director.ok("list_matches", json!({}));
    assert_eq!(history["total"], 0, "{history}");

    // A table's match started on the director's phone writes the day's
    // backup too.
    let director_db = files.path().join("director.sqlite3");
    assert!(backup::list(&director_db).unwrap().is_empty());
    director.ok(
        "start_table_match",
        json!({"tournament_id": id, "round": 1, "table": 2}),
    );
    assert_eq!(backup::list(&director_db).unwrap().len(), 1);
}

#[test]
fn a_cancel_with_no_picture_being_read_changes_nothing_and_the_next_read_reads() {
    let files = tempfile::tempdir().unwrap();
    let pick = Pick(files.path().join("code.png"));
    let director = phone(&files.path().join("director.sqlite3"), &pick.0);
    let table = phone(&files.path().join("table.sqlite3"), &pick.0);
    let id = director.tournament(4);
    director.seat_round(&id, 1);
    let t1 = json!({"tournament_id": id, "round": 1, "table": 1});
    pick.png(director.ok("table_qr", t1)["text"].as_str().unwrap());
    assert_eq!(table.ok("cancel_qr_read", json!({})), Value::Null);
    assert_eq!(table.ok("read_qr_file", json!({}))["kind"], "start");
}
