use super::*;

#[test]
fn an_error_crosses_as_code_message_and_params() {
    let err = AppError::from(StoreError::DuplicateName("Ana".into()));
    let json = serde_json::to_value(&err).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "code": "duplicate_player_name",
            "message": "there is already a player called \"Ana\"",
            "params": { "name": "Ana" },
        })
    );
}

#[test]
fn a_refusal_of_the_core_keeps_its_code_and_names_the_value() {
    let rule = RuleError::PipsOutOfRange {
        seat: tranque::Seat(2),
        pips: 70,
    };
    let json = serde_json::to_value(AppError::from(rule.clone())).unwrap();
    assert_eq!(json, serde_json::to_value(rule.view()).unwrap());
    assert_eq!(json["code"], "pips_out_of_range");
    assert!(json["message"].as_str().unwrap().contains("70"));
    assert_eq!(json["params"], serde_json::json!({ "seat": 2, "pips": 70 }));
    // Through the store too, e.g. a hand refused inside a transaction.
    let json = serde_json::to_value(AppError::from(StoreError::from(rule.clone()))).unwrap();
    assert_eq!(json, serde_json::to_value(rule.view()).unwrap());
}

#[test]
fn a_tournament_refusal_keeps_its_code_and_typed_params() {
    use tranque::tournament::PairId;
    let err = TournamentError::ResultWrongPairs {
        round: 2,
        table: 1,
        expected: [PairId(3), PairId(8)],
        given: [PairId(3), PairId(5)],
    };
    let json = serde_json::to_value(AppError::from(err.clone())).unwrap();
    assert_eq!(json, serde_json::to_value(err.view()).unwrap());
    assert_eq!(json["code"], "result_wrong_pairs");
    assert_eq!(
        json["params"],
        serde_json::json!({ "round": 2, "table": 1, "expected": [3, 8], "given": [3, 5] })
    );
}

#[test]
fn a_badly_shaped_argument_is_named() {
    let err =
        AppError::parse::<tranque::HandEnd>("end", serde_json::json!({"kind": "nap"})).unwrap_err();
    let json = serde_json::to_value(&err).unwrap();
    assert_eq!(json["code"], "bad_argument");
    assert!(
        json["message"].as_str().unwrap().starts_with("`end`"),
        "{json}"
    );
    assert_eq!(json.as_object().unwrap().len(), 3);
    // The reader's English stays in the message; the params name the argument.
    assert!(json["message"].as_str().unwrap().contains("nap"), "{json}");
    assert_eq!(json["params"], serde_json::json!({ "name": "end" }));
}

/// (error, code, params): every store refusal, as in `docs/commands.md`.
fn store_cases() -> Vec<(StoreError, &'static str, serde_json::Value)> {
    use serde_json::json;
    let id = || "9f1c2b7a4d3e8f60".to_owned();
    let rule = RuleError::InvalidEvent {
        index: 3,
        error: Box::new(RuleError::PipsOutOfRange {
            seat: tranque::Seat(1),
            pips: 70,
        }),
    };
    vec![
        (
            StoreError::TooNew {
                found: 42,
                known: 3,
            },
            "database_too_new",
            json!({ "found": 42, "known": 3 }),
        ),
        (
            StoreError::BadName {
                name: "A\tB".into(),
                reason: crate::store::NameProblem::ControlCharacters,
            },
            "bad_player_name",
            json!({ "name": "A\tB", "reason": "control_characters" }),
        ),
        (
            StoreError::DuplicateName("Ana".into()),
            "duplicate_player_name",
            json!({ "name": "Ana" }),
        ),
        (
            StoreError::PlayerSeatedTwice("Ana".into()),
            "player_seated_twice",
            json!({ "name": "Ana" }),
        ),
        (
            StoreError::NoSuchPlayer(json!(7)),
            "no_such_player",
            json!({ "player": 7 }),
        ),
        (
            StoreError::NoSuchPlayer(json!("Zeca")),
            "no_such_player",
            json!({ "player": "Zeca" }),
        ),
        (
            StoreError::NoSuchMatch(id()),
            "no_such_match",
            json!({ "match_id": id() }),
        ),
        (
            StoreError::MatchInProgress(id()),
            "match_in_progress",
            json!({ "match_id": id() }),
        ),
        (
            StoreError::MatchClosed {
                id: id(),
                status: "finished",
            },
            "match_closed",
            json!({ "match_id": id(), "status": "finished" }),
        ),
        (
            StoreError::NotOver {
                id: id(),
                scores: vec![40, 35],
                mode: tranque::Mode::Pairs,
                target: 50,
            },
            "match_not_over",
            json!({ "match_id": id(), "scores": [40, 35], "mode": "pairs", "target": 50 }),
        ),
        (
            StoreError::NothingToUndo(id()),
            "nothing_to_undo",
            json!({ "match_id": id() }),
        ),
        (
            StoreError::BadSignature("'<' is not part of SVG path data".into()),
            "bad_signature",
            json!({}),
        ),
        (
            StoreError::BadArgument {
                name: "per_page",
                value: crate::store::Given::Number(0),
                why: "a page holds 1 to 100 matches",
            },
            "bad_argument",
            json!({ "name": "per_page", "value": 0 }),
        ),
        (
            StoreError::BadArgument {
                name: "from",
                value: crate::store::Given::Text("yesterday".into()),
                why: "a date is written YYYY-MM-DD",
            },
            "bad_argument",
            json!({ "name": "from", "value": "yesterday" }),
        ),
        (
            StoreError::ImportTooLarge { bytes: 70, max: 64 },
            "import_too_large",
            json!({ "bytes": 70, "max": 64 }),
        ),
        (
            StoreError::ImportRefused {
                number: 5,
                id: Some(id()),
                error: Box::new(StoreError::ImportIdTwice { id: id(), first: 2 }),
            },
            "import_id_twice",
            json!({ "match_id": id(), "first": 2, "match_number": 5 }),
        ),
        (
            StoreError::ImportRefused {
                number: 2,
                id: Some(id()),
                error: Box::new(StoreError::Rule(rule.clone())),
            },
            "pips_out_of_range",
            json!({ "seat": 1, "pips": 70, "event_index": 3, "match_number": 2, "match_id": id() }),
        ),
        (
            StoreError::ImportRefused {
                number: 1,
                id: None,
                error: Box::new(StoreError::Rule(RuleError::UnsupportedVersion {
                    version: 9,
                })),
            },
            "unsupported_version",
            json!({ "version": 9, "match_number": 1, "match_id": null }),
        ),
        (
            StoreError::Rule(rule),
            "pips_out_of_range",
            json!({ "seat": 1, "pips": 70, "event_index": 3 }),
        ),
        (
            StoreError::Corrupt {
                id: id(),
                why: "bad rules".into(),
            },
            "stored_match_unreadable",
            json!({ "match_id": id() }),
        ),
        (
            StoreError::Sqlite(rusqlite::Error::QueryReturnedNoRows),
            "database_error",
            json!({}),
        ),
        (
            StoreError::Migration(rusqlite_migration::Error::Hook("no table".into())),
            "database_upgrade_failed",
            json!({}),
        ),
        (
            StoreError::Io(std::io::Error::other("disk full")),
            "database_file_error",
            json!({}),
        ),
        (
            StoreError::DeleteNotConfirmed(id()),
            "delete_not_confirmed",
            json!({ "match_id": id() }),
        ),
        (StoreError::ReadOnly, "database_read_only", json!({})),
        (StoreError::DiskFull, "disk_full", json!({})),
        (StoreError::Replaced, "database_replaced", json!({})),
        (
            StoreError::NoSuchBackup("tranque-x-daily.sqlite3".into()),
            "no_such_backup",
            json!({ "file": "tranque-x-daily.sqlite3" }),
        ),
        (
            StoreError::BackupDamaged {
                file: "tranque-x-daily.sqlite3".into(),
            },
            "backup_damaged",
            json!({ "file": "tranque-x-daily.sqlite3" }),
        ),
        (
            StoreError::BackupTooNew {
                file: "tranque-x-daily.sqlite3".into(),
                found: 9,
                known: 5,
            },
            "backup_too_new",
            json!({ "file": "tranque-x-daily.sqlite3", "found": 9, "known": 5 }),
        ),
        (
            StoreError::TournamentConflict {
                tournament_id: "3f2a9c1b7d4e6a80".into(),
                name: "Copa de Ponce".into(),
                entry: 14,
                round: Some(2),
                table: Some(3),
            },
            "tournament_conflict",
            json!({ "tournament_id": "3f2a9c1b7d4e6a80", "name": "Copa de Ponce",
                    "entry": 14, "round": 2, "table": 3 }),
        ),
        (
            StoreError::TournamentConflict {
                tournament_id: "3f2a9c1b7d4e6a80".into(),
                name: "Copa de Ponce".into(),
                entry: 5,
                round: None,
                table: None,
            },
            "tournament_conflict",
            json!({ "tournament_id": "3f2a9c1b7d4e6a80", "name": "Copa de Ponce",
                    "entry": 5, "round": null, "table": null }),
        ),
    ]
}

#[test]
fn store_refusals_name_their_values_in_params() {
    for (err, code, params) in store_cases() {
        let message = err.to_string();
        let json = serde_json::to_value(AppError::from(err)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({ "code": code, "message": message, "params": params }),
        );
    }
}

#[test]
fn a_database_that_could_not_open_keeps_its_reason_params() {
    let err = StoreError::TooNew {
        found: 42,
        known: 3,
    };
    let notice = crate::store::Notice::from_error(&err);
    let unavailable = AppError::Unavailable {
        code: notice.code,
        message: notice.message.clone(),
        params: notice.params.clone(),
    };
    assert_eq!(
        serde_json::to_value(&unavailable).unwrap(),
        serde_json::to_value(&notice).unwrap()
    );
    assert_eq!(
        serde_json::to_value(AppError::DataDir("no home".into())).unwrap()["params"],
        serde_json::json!({})
    );
}
