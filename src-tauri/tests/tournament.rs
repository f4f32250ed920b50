//! A Swiss tournament of pairs through the commands, as the UI calls them
//! (`docs/commands.md`, "Tournaments"): results typed from the paper sheet,
//! from a match played on the director's phone, from a table's match file
//! and from a table's QR code; refusals in `{code, message, params}`; the
//! store after a restart.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use tranque_app_lib::commands::AppState;
use tranque_app_lib::files::FilePick;
use tranque_app_lib::qr;
use tranque_app_lib::store::{Store, backup};

mod support;

use support::Ui;

const PRESET: &str = "br-megajogos";

/// A phone: its database at `db`, its dialogs answering `pick`.
fn phone(db: &Path, pick: &Path) -> Ui {
    let store = Store::open(db).unwrap();
    let state = AppState::new(store).with_file_pick(FilePick::Answer(Some(pick.to_owned())));
    Ui::with_state(state)
}

fn rules() -> Value {
    let preset: tranque::Preset = PRESET.parse().unwrap();
    serde_json::to_value(preset.rules(tranque::Mode::Pairs)).unwrap()
}

impl Ui {
    fn refused(&self, cmd: &str, args: Value) -> Value {
        let err = self
            .call(cmd, args)
            .err()
            .unwrap_or_else(|| panic!("{cmd} was accepted"));
        let keys: Vec<&String> = err.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["code", "message", "params"], "{err}");
        assert!(!err["message"].as_str().unwrap().is_empty(), "{err}");
        err
    }

    /// A tournament of `pairs` pairs `P1a & P1b`, `P2a & P2b`…: its id.
    fn tournament(&self, pairs: u32) -> String {
        let view = self.ok(
            "new_tournament",
            json!({"name": "Copa de Ponce", "date": "2026-11-21", "preset": PRESET, "rules": rules()}),
        );
        let id = view["id"].as_str().unwrap().to_owned();
        for n in 1..=pairs {
            let view = self.ok(
                "add_pair",
                json!({"tournament_id": id, "players": [format!("P{n}a"), format!("P{n}b")]}),
            );
            assert_eq!(view["pairs"][n as usize - 1]["id"], n, "the next number");
        }
        id
    }

    /// Plays the match `id` to its end in one hand won by `side` 61–0, and
    /// signs it off as `signer`.
    fn play_to_the_end(&self, id: &str, side: u8, signer: &str) -> Value {
        let left = if side == 0 {
            [0, 30, 0, 31]
        } else {
            [30, 0, 31, 0]
        };
        let game = self.ok(
            "record_hand",
            json!({"match_id": id, "opener": 0,
                   "end": {"kind": "domino", "by": side, "left": {"pips": left}}}),
        );
        assert_eq!(game["standings"]["outcome"]["winner"], side, "{game}");
        self.ok(
            "finish_match",
            json!({"match_id": id, "signed_by": signer, "signature": null}),
        )
    }
}

/// The players of every pair, by number.
fn players(view: &Value) -> BTreeMap<u64, [String; 2]> {
    view["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let names = &p["players"];
            (
                p["id"].as_u64().unwrap(),
                [0, 1].map(|i| names[i].as_str().unwrap().to_owned()),
            )
        })
        .collect()
}

/// The pairs at each table of `round`: `[(table, a, b)]`.
fn tables(view: &Value, round: usize) -> Vec<(u64, u64, u64)> {
    view["rounds"][round - 1]["pairing"]["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["table"].as_u64().unwrap(),
                t["pairs"][0].as_u64().unwrap(),
                t["pairs"][1].as_u64().unwrap(),
            )
        })
        .collect()
}

/// A pair's line as counted by hand: wins, points for, points against.
#[derive(Debug, Default, Clone, Copy, PartialEq)]
struct Line {
    wins: u64,
    played: u64,
    points_for: i64,
    points_against: i64,
}

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

/// A typed result: `winner` beats `loser` `won`–`lost`, signed by `signer`.
fn typed(winner: u64, loser: u64, won: i64, lost: i64, signer: &str) -> Value {
    json!({
        "winner": winner,
        "scores": [
            {"pair": winner, "points_for": won, "points_against": lost},
            {"pair": loser, "points_for": lost, "points_against": won},
        ],
        "end": {"kind": "target"},
        "source": "typed",
        "signed_by": signer,
    })
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
        let view = ui.ok("pair_round", json!({"tournament_id": id}));
        assert_eq!(
            view["next_step"],
            json!({"step": "record", "round": round, "tables": [1, 2, 3]})
        );
        let names = players(&view);
        let at = tables(&view, round);
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
        let seated: Vec<&str> = game["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            seated,
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
        let seats = [&names[&a][0], &names[&b][0], &names[&a][1], &names[&b][1]];
        let game = table_phone.ok(
            "new_match",
            json!({"preset": PRESET, "rules": rules(), "players": seats}),
        );
        let table_match = game["id"].as_str().unwrap().to_owned();
        table_phone.play_to_the_end(&table_match, 0, &names[&b][0]);
        let file = table_phone.ok("export_match", json!({"match_id": table_match}));
        std::fs::write(&pick, file.as_str().unwrap()).unwrap();
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
    let view = director.ok("pair_round", json!({"tournament_id": id}));
    let names = players(&view);
    let (_, a, b) = tables(&view, 1)[0];
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
    let seated: Vec<&str> = game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        seated,
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
fn a_tournament_whose_log_no_longer_reads_locks_no_other_out() {
    let files = tempfile::tempdir().unwrap();
    let db = files.path().join("t.sqlite3");
    let ui = phone(&db, &files.path().join("nothing"));
    let broken = ui.tournament(2);
    let sound = ui.tournament(2);
    drop(ui);
    // Damaged by hand: the second pair's entry now names a third player.
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute(
        "UPDATE tournament_events SET payload = '{\"type\": \"pair_registered\", \"version\": 1, \"pair\": 2}'
         WHERE tournament_id = ?1 AND seq = 2",
        [&broken],
    )
    .unwrap();
    drop(conn);
    let ui = phone(&db, &files.path().join("nothing"));
    let list = ui.ok("list_tournaments", json!({}));
    assert_eq!(list.as_array().unwrap().len(), 2);
    assert_eq!(list[0]["id"], sound.as_str(), "newest first");
    let listed = |id: &str| {
        list.as_array()
            .unwrap()
            .iter()
            .find(|t| t["id"] == id)
            .unwrap()
            .clone()
    };
    assert_eq!(listed(&broken)["unreadable"], true);
    assert_eq!(listed(&broken)["name"], "Copa de Ponce");
    assert!(listed(&sound).get("unreadable").is_none());
    let err = ui.refused("get_tournament", json!({"tournament_id": broken}));
    assert_eq!(err["code"], "stored_tournament_unreadable");
    assert_eq!(err["params"], json!({"tournament_id": broken}));
    let err = ui.refused("pair_round", json!({"tournament_id": broken}));
    assert_eq!(err["code"], "stored_tournament_unreadable");
    let view = ui.ok("pair_round", json!({"tournament_id": sound}));
    assert_eq!(view["rounds"].as_array().unwrap().len(), 1);
}

#[test]
fn a_mistyped_sheet_is_corrected_and_the_standings_follow() {
    let files = tempfile::tempdir().unwrap();
    let ui = phone(
        &files.path().join("director.sqlite3"),
        &files.path().join("unused.json"),
    );
    let id = ui.tournament(4);
    let view = ui.ok("pair_round", json!({"tournament_id": id}));
    let names = players(&view);
    let [(_, a, b), (_, c, d)] = [tables(&view, 1)[0], tables(&view, 1)[1]];
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
        at(1, typed(a, b, 210, 150, &names[&b][0])),
    );
    assert_eq!(err["code"], "no_result_to_correct");
    assert_eq!(err["params"], json!({"round": 1, "table": 1}));

    // The director types 120–210 for the wrong side, then the sheet's 210–120.
    let wrong = ui.ok(
        "record_table_result",
        at(1, typed(b, a, 210, 120, &names[&a][0])),
    );
    assert_eq!(line(&wrong, b), (1, 210));
    let fixed = ui.ok(
        "correct_table_result",
        at(1, typed(a, b, 210, 120, &names[&b][0])),
    );
    assert_eq!(line(&fixed, a), (1, 210));
    assert_eq!(line(&fixed, b), (0, 120));
    let recorded = &fixed["rounds"][0]["results"][0];
    assert_eq!(
        (recorded["winner"].as_u64(), &recorded["source"]),
        (Some(a), &json!("typed"))
    );

    // A correction that does not fit the table is refused and changes nothing.
    let err = ui.refused(
        "correct_table_result",
        at(1, typed(c, d, 210, 120, &names[&d][0])),
    );
    assert_eq!(err["code"], "result_wrong_pairs", "{err}");
    assert_eq!(ui.ok("get_tournament", json!({"tournament_id": id})), fixed);
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
            director.ok(
                "add_pair",
                json!({"tournament_id": id, "players": [format!("P{n}a"), format!("P{n}b")]}),
            );
        }
        let view = director.ok("pair_round", json!({"tournament_id": id}));
        let names = players(&view);
        let (_, a, b) = tables(&view, 1)[0];
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
    let view = director.ok("pair_round", json!({"tournament_id": id}));
    let names = players(&view);
    let (_, a, b) = tables(&view, 1)[0];
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
