//! Every value of a table's code checked by the core before the store: a
//! code of round or table 0, or of a round no tournament reaches, a key
//! given twice, a name past the limit, refused in typed words; and, over
//! generated codes, no refusal is ever the database's.

use proptest::prelude::*;
use serde_json::{Value, json};
use tranque_app_lib::commands::AppState;
use tranque_app_lib::store::Store;

use crate::support::Ui;
use crate::{PRESET, Seated, seated};

/// A table's phone with a fresh database.
fn table_phone() -> Ui {
    Ui::with_state(AppState::new(Store::open_in_memory().unwrap()))
}

/// A start code of `round` and `table` with the pairs' `names`.
fn start(round: Value, table: Value, names: [&str; 4]) -> String {
    json!({
        "v": 1, "kind": "start", "tournament": "ponce-2026", "round": round, "table": table,
        "rules": PRESET,
        "pairs": [
            {"pair": 3, "players": [names[0], names[1]]},
            {"pair": 8, "players": [names[2], names[3]]},
        ],
    })
    .to_string()
}

const NAMES: [&str; 4] = ["Ana", "Bia", "Caio", "Duda"];

#[test]
fn a_code_of_round_or_table_0_or_of_round_4294967295_is_refused_in_words_and_starts_nothing() {
    let table = table_phone();
    for (round, table_number, field) in [
        (json!(0), json!(1), "round"),
        (json!(1), json!(0), "table"),
        (json!(4_294_967_295u64), json!(1), "round"),
    ] {
        let text = start(round.clone(), table_number, NAMES);
        let err = table.refused("read_qr_text", json!({ "text": text }));
        assert_eq!(err["code"], "payload_value_out_of_range", "{err}");
        assert_eq!(err["params"]["field"], field);
        assert_eq!(err["params"]["min"], 1);
    }
    // Nothing started: a good code starts the match.
    let read = table.ok(
        "read_qr_text",
        json!({ "text": start(json!(2), json!(1), NAMES) }),
    );
    assert_eq!(read["kind"], "start");
    assert_eq!(seated(&read["match"]), ["Ana", "Caio", "Bia", "Duda"]);
}

#[test]
fn a_code_giving_a_key_twice_or_a_name_past_the_limit_is_refused_in_words() {
    let table = table_phone();
    let text = start(json!(2), json!(1), NAMES).replacen("{", "{\"v\":2,", 1);
    let err = table.refused("read_qr_text", json!({ "text": text }));
    assert_eq!(err["code"], "payload_duplicate_key");
    assert_eq!(err["params"], json!({"key": "v"}));
    let long = "N".repeat(41);
    let text = start(json!(2), json!(1), [&long, "Bia", "Caio", "Duda"]);
    let err = table.refused("read_qr_text", json!({ "text": text }));
    assert_eq!(err["code"], "name_too_long");
    assert_eq!(err["params"], json!({"chars": 41, "max": 40}));
}

#[test]
fn a_pair_of_41_characters_is_refused_at_add_pair_with_the_store_s_limit() {
    let files = tempfile::tempdir().unwrap();
    let director = crate::phone(&files.path().join("d.sqlite3"), &files.path().join("x"));
    let id = director.tournament(2);
    let long = "N".repeat(tranque_app_lib::store::MAX_NAME_CHARS + 1);
    let err = director.refused(
        "add_pair",
        json!({"tournament_id": id, "players": [long, "Eva"]}),
    );
    assert_eq!(err["code"], "name_too_long");
    assert_eq!(err["params"]["max"], tranque_app_lib::store::MAX_NAME_CHARS);
    let err = director.refused(
        "add_pair",
        json!({"tournament_id": id, "players": ["P1A", "Eva"]}),
    );
    assert_eq!(err["code"], "player_in_two_pairs");
}

#[test]
fn a_forged_result_code_is_refused_and_the_genuine_one_then_recorded() {
    let files = tempfile::tempdir().unwrap();
    let director = crate::phone(&files.path().join("d.sqlite3"), &files.path().join("x"));
    let id = director.tournament(2);
    let Seated { names, tables, .. } = director.seat_round(&id, 1);
    let (_, a, b) = tables[0];
    let report = |won: i64, lost: i64, signer: &str| {
        json!({
            "v": 1, "kind": "result", "tournament": id, "round": 1, "table": 1,
            "result": crate::typed(a, b, won, lost, signer),
        })
        .to_string()
    };
    let forged = director.refused(
        "read_qr_text",
        json!({ "text": report(100_000, -100_000, &names[&b][0]) }),
    );
    assert_eq!(forged["code"], "result_score_impossible", "{forged}");
    let by_winner = director.refused(
        "read_qr_text",
        json!({ "text": report(61, 0, &names[&a][0]) }),
    );
    assert_eq!(by_winner["code"], "signer_not_loser");
    let read = director.ok(
        "read_qr_text",
        json!({ "text": report(61, 0, &names[&b][1]) }),
    );
    assert_eq!(read["kind"], "result");
    let recorded = &read["tournament"]["rounds"][0]["results"][0];
    assert_eq!(recorded["scores"][0]["points_for"], 61);
}

/// A number a code could carry: the edges, any `u32`, past it, below 0.
fn number() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(json!(0)),
        Just(json!(1)),
        Just(json!(u32::MAX)),
        Just(json!(u64::MAX)),
        Just(json!(-1)),
        Just(json!(1.5)),
        any::<u32>().prop_map(|n| json!(n)),
        (1u32..4).prop_map(|n| json!(n)),
    ]
}

/// A name a code could carry: ordinary, empty, long, with controls, in
/// other scripts, or not text at all.
fn name() -> impl Strategy<Value = Value> {
    prop_oneof![
        "[A-Za-z]{1,12}".prop_map(|s| json!(s)),
        ".{0,60}".prop_map(|s| json!(s)),
        "[\\x00-\\x1f]{1,4}".prop_map(|s| json!(s)),
        Just(json!("ÁNGEL")),
        Just(json!("ángel")),
        Just(json!(7)),
    ]
}

/// A pair as a start code gives it.
fn pair() -> impl Strategy<Value = Value> {
    (number(), name(), name()).prop_map(|(pair, a, b)| json!({"pair": pair, "players": [a, b]}))
}

/// A pair's points as a result code gives them.
fn score() -> impl Strategy<Value = Value> {
    (number(), any::<i32>(), any::<i32>())
        .prop_map(|(pair, f, a)| json!({"pair": pair, "points_for": f, "points_against": a}))
}

/// A code: a start or a result, its values generated, sometimes a key twice.
fn code() -> impl Strategy<Value = String> {
    let rules = prop_oneof![
        Just(json!(PRESET)),
        Just(json!("custom")),
        Just(json!("pr-federacion")),
        ".{0,10}".prop_map(|s| json!(s)),
    ];
    let rule_set = prop_oneof![
        Just(None),
        Just(Some(json!({"target": 0}))),
        Just(Some(json!({"target": 150}))),
        Just(Some(json!({"mode": "individual"}))),
        Just(Some(json!({"nope": 1}))),
    ];
    let tournament = prop_oneof![Just(json!("ponce-2026")), ".{0,80}".prop_map(|s| json!(s))];
    let start = (
        tournament.clone(),
        number(),
        number(),
        rules,
        pair(),
        pair(),
        rule_set,
    )
        .prop_map(|(tournament, round, table, rules, a, b, rule_set)| {
            let mut code = json!({
                "v": 1, "kind": "start", "tournament": tournament, "round": round,
                "table": table, "rules": rules, "pairs": [a, b],
            });
            if let Some(set) = rule_set {
                code["rule_set"] = set;
            }
            code
        });
    let result = (
        tournament,
        number(),
        number(),
        number(),
        score(),
        score(),
        name(),
    )
        .prop_map(|(tournament, round, table, winner, s1, s2, signer)| {
            json!({
                "v": 1, "kind": "result", "tournament": tournament, "round": round, "table": table,
                "result": {"winner": winner, "scores": [s1, s2], "end": {"kind": "target"},
                           "source": "played", "signed_by": signer},
            })
        });
    (prop_oneof![start, result], any::<bool>()).prop_map(|(code, twice)| {
        let text = code.to_string();
        if twice {
            text.replacen("\"round\":", "\"round\":1,\"round\":", 1)
        } else {
            text
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Whatever a code says, a phone acting on it either does what it says
    /// or refuses in typed words: never the database's `database_error`.
    #[test]
    fn no_code_reaches_the_database_s_own_refusal(text in code()) {
        let table = table_phone();
        match table.call("read_qr_text", json!({ "text": text })) {
            Ok(read) => prop_assert!(read["kind"] == "start" || read["kind"] == "result", "{read}"),
            Err(err) => {
                let code = err["code"].as_str().unwrap_or_default();
                prop_assert!(!code.is_empty(), "{err}");
                prop_assert_ne!(code, "database_error", "{} → {}", text, err);
            }
        }
    }
}
