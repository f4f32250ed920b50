//! Every refusal of a tournament's log and file, each with its code and
//! params, and the tournament left as it was; the refusals' examples and
//! their documentation in step.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/tournament.rs"]
mod support;

use serde_json::json;
use support::{result, setup, with_pairs};
use tranque::tournament::{
    ByeScore, Criterion, NextStep, PairId, Pairing, TablePairing, Tournament, TournamentError,
    TournamentEvent,
};
use tranque::{Mode, Preset, Rules};

/// `event` is refused with `code` and `params`, and `t` is unchanged.
fn refused(t: &Tournament, event: TournamentEvent, code: &str, params: serde_json::Value) {
    let before = t.clone();
    let err = t.apply(event).unwrap_err();
    assert_eq!(err.code(), code, "{err}");
    assert_eq!(err.params(), params, "{err}");
    assert_eq!(*t, before);
}

fn register(pair: u32, names: [&str; 2]) -> TournamentEvent {
    TournamentEvent::PairRegistered {
        pair: PairId(pair),
        players: names.map(String::from),
    }
}

#[test]
fn a_setup_is_refused_value_by_value() {
    let refuse = |setup, code: &str| {
        let err = Tournament::new(setup).unwrap_err();
        assert_eq!(err.code(), code, "{err}");
    };
    refuse(
        tranque::tournament::TournamentSetup {
            name: "  ".into(),
            ..setup(1)
        },
        "tournament_name_empty",
    );
    refuse(
        tranque::tournament::TournamentSetup {
            date: "2026-02-30".into(),
            ..setup(1)
        },
        "tournament_bad_date",
    );
    refuse(
        tranque::tournament::TournamentSetup {
            preset: Some("pr-copa".into()),
            ..setup(1)
        },
        "unknown_preset",
    );
    let individual = Preset::PrFederacion.rules(Mode::Individual);
    refuse(
        tranque::tournament::TournamentSetup {
            rules: individual,
            ..setup(1)
        },
        "tournament_rules_not_pairs",
    );
    let zero = Rules {
        target: 0,
        ..Preset::PrFederacion.rules(Mode::Pairs)
    };
    refuse(
        tranque::tournament::TournamentSetup {
            rules: zero,
            ..setup(1)
        },
        "invalid_rules",
    );
    refuse(
        tranque::tournament::TournamentSetup {
            ranking: vec![],
            ..setup(1)
        },
        "ranking_empty",
    );
    refuse(
        tranque::tournament::TournamentSetup {
            ranking: vec![Criterion::Wins, Criterion::PointsFor, Criterion::Wins],
            ..setup(1)
        },
        "ranking_repeated",
    );
    refuse(
        tranque::tournament::TournamentSetup {
            bye: ByeScore {
                points_for: -1,
                points_against: 0,
            },
            ..setup(1)
        },
        "bye_score_out_of_range",
    );
    refuse(
        tranque::tournament::TournamentSetup {
            name: "x".repeat(101),
            ..setup(1)
        },
        "name_too_long",
    );
    // A log must start with `created`, once.
    let err = Tournament::from_events([register(1, ["Ana", "Bia"])]).unwrap_err();
    assert_eq!(err.code(), "tournament_not_created");
    assert_eq!(
        err.params(),
        json!({"kind": "pair_registered", "event_index": 0})
    );
    let t = with_pairs(0, 1);
    refused(
        &t,
        TournamentEvent::Created(setup(2)),
        "tournament_already_created",
        json!({}),
    );
}

#[test]
fn registrations_are_refused_by_number_and_by_player() {
    let t = with_pairs(0, 1).apply(register(1, ["Ana", "Bia"])).unwrap();
    refused(
        &t,
        register(0, ["Caio", "Duda"]),
        "pair_number_out_of_range",
        json!({"pair": 0, "max": 9999}),
    );
    refused(
        &t,
        register(1, ["Caio", "Duda"]),
        "pair_number_taken",
        json!({"pair": 1}),
    );
    refused(
        &t,
        register(2, ["Caio", " "]),
        "player_name_empty",
        json!({"pair": 2}),
    );
    refused(
        &t,
        register(2, ["Caio", " caio "]),
        "same_player_twice",
        json!({"pair": 2, "player": " caio "}),
    );
    // The same player in two pairs, whatever the case and the spaces.
    refused(
        &t,
        register(2, ["Caio", "ANA "]),
        "player_in_two_pairs",
        json!({"player": "ANA ", "pair": 2, "other": 1}),
    );
    // Once pair 1 has withdrawn, Ana may play in another pair.
    let t = t
        .apply(TournamentEvent::PairWithdrawn { pair: PairId(1) })
        .unwrap();
    assert!(t.apply(register(2, ["Ana", "Caio"])).is_ok());
    refused(
        &t,
        TournamentEvent::PairWithdrawn { pair: PairId(1) },
        "pair_withdrawn",
        json!({"pair": 1}),
    );
    refused(
        &t,
        TournamentEvent::PairWithdrawn { pair: PairId(9) },
        "unknown_pair",
        json!({"pair": 9}),
    );
}

#[test]
fn a_round_needs_two_pairs_and_every_one_of_them_once() {
    let one = with_pairs(1, 1);
    assert_eq!(one.next_step(), NextStep::Register { active: 1 });
    assert_eq!(
        one.next_pairing().unwrap_err(),
        TournamentError::TooFewPairs { active: 1 }
    );
    let paired = TournamentEvent::RoundPaired(Pairing {
        round: 1,
        tables: vec![],
        bye: Some(PairId(1)),
    });
    refused(&one, paired, "too_few_pairs", json!({"active": 1}));

    let table = |table, a, b| TablePairing {
        table,
        pairs: [PairId(a), PairId(b)],
    };
    let round = |tables: Vec<TablePairing>, bye: Option<u32>| {
        TournamentEvent::RoundPaired(Pairing {
            round: 1,
            tables,
            bye: bye.map(PairId),
        })
    };
    // Five pairs: two tables and a bye.
    let t = with_pairs(5, 1);
    let good = || vec![table(1, 1, 2), table(2, 3, 4)];
    assert!(t.apply(round(good(), Some(5))).is_ok());
    refused(&t, round(good(), None), "bye_missing", json!({"active": 5}));
    refused(
        &t,
        round(vec![table(1, 1, 2), table(3, 3, 4)], Some(5)),
        "table_out_of_order",
        json!({"given": 3, "expected": 2}),
    );
    refused(
        &t,
        round(vec![table(2, 1, 2), table(1, 3, 4)], Some(5)),
        "table_out_of_order",
        json!({"given": 2, "expected": 1}),
    );
    refused(
        &t,
        round(vec![table(1, 1, 2), table(2, 3, 1)], Some(5)),
        "pair_twice_in_round",
        json!({"pair": 1}),
    );
    refused(
        &t,
        round(vec![table(1, 1, 1), table(2, 3, 4)], Some(5)),
        "pair_twice_in_round",
        json!({"pair": 1}),
    );
    refused(
        &t,
        round(good(), Some(4)),
        "pair_twice_in_round",
        json!({"pair": 4}),
    );
    refused(
        &t,
        round(good(), Some(7)),
        "unknown_pair",
        json!({"pair": 7}),
    );
    refused(
        &t,
        round(vec![table(1, 1, 2), table(2, 3, 5)], Some(6)),
        "unknown_pair",
        json!({"pair": 6}),
    );
    refused(
        &t,
        round(vec![table(1, 1, 2), table(2, 3, 5)], Some(5)),
        "pair_twice_in_round",
        json!({"pair": 5}),
    );
    refused(
        &t,
        round(vec![table(1, 1, 2)], Some(5)),
        "pair_not_in_round",
        json!({"pair": 3}),
    );
    refused(
        &t,
        TournamentEvent::RoundPaired(Pairing {
            round: 2,
            tables: good(),
            bye: Some(PairId(5)),
        }),
        "round_out_of_order",
        json!({"given": 2, "expected": 1}),
    );
    // Pair 5 withdraws: four pairs, no bye, and 5 may not be paired.
    let four = t
        .apply(TournamentEvent::PairWithdrawn { pair: PairId(5) })
        .unwrap();
    assert!(four.apply(round(good(), None)).is_ok());
    refused(
        &four,
        round(vec![table(1, 1, 2)], Some(3)),
        "bye_not_needed",
        json!({"pair": 3, "active": 4}),
    );
    refused(
        &four,
        round(vec![table(1, 1, 2), table(2, 3, 5)], None),
        "pair_withdrawn",
        json!({"pair": 5}),
    );
    refused(
        &four,
        round(vec![table(1, 1, 2)], None),
        "pair_not_in_round",
        json!({"pair": 3}),
    );
}

#[test]
fn a_round_is_closed_once_every_table_has_its_result_and_only_then_the_next_is_paired() {
    let t = with_pairs(6, 3);
    assert_eq!(t.next_step(), NextStep::Pair { round: 1 });
    let pairing = t.next_pairing().unwrap();
    let t = t
        .apply(TournamentEvent::RoundPaired(pairing.clone()))
        .unwrap();
    assert_eq!(
        t.next_step(),
        NextStep::Record {
            round: 1,
            tables: vec![1, 2, 3]
        }
    );
    refused(
        &t,
        TournamentEvent::RoundClosed { round: 1 },
        "results_missing",
        json!({"round": 1, "tables": [1, 2, 3]}),
    );
    refused(
        &t,
        TournamentEvent::RoundPaired(Pairing {
            round: 2,
            ..pairing
        }),
        "round_not_closed",
        json!({"round": 1}),
    );
    assert_eq!(
        t.next_pairing().unwrap_err(),
        TournamentError::RoundNotClosed { round: 1 }
    );
    let mut t = t;
    for table in 1..=3 {
        let r = result(&t, 1, table, 0, 200, 120);
        t = t.record_result(1, table, &r).unwrap();
    }
    assert_eq!(t.next_step(), NextStep::Close { round: 1 });
    refused(
        &t,
        TournamentEvent::RoundClosed { round: 2 },
        "no_such_round",
        json!({"round": 2, "rounds": 1}),
    );
    let t = t.apply(TournamentEvent::RoundClosed { round: 1 }).unwrap();
    refused(
        &t,
        TournamentEvent::RoundClosed { round: 1 },
        "round_already_closed",
        json!({"round": 1}),
    );
    assert_eq!(t.next_step(), NextStep::Pair { round: 2 });
}

#[test]
fn every_example_has_its_own_code_and_reads_back() {
    let examples = TournamentError::examples();
    let mut codes: Vec<&str> = examples.iter().map(TournamentError::code).collect();
    codes.sort_unstable();
    let before = codes.len();
    codes.dedup();
    // One example per code, plus the refused entry of a log (its cause's code).
    assert_eq!(codes.len(), before - 1);
    for err in examples {
        let back = TournamentError::from_params(err.code(), &err.params());
        match &err {
            TournamentError::InvalidEvent { error, .. } => {
                assert_eq!(back.as_ref(), Some(&**error))
            }
            TournamentError::PayloadMalformed { .. } => {
                assert_eq!(
                    back,
                    Some(TournamentError::PayloadMalformed {
                        message: String::new()
                    })
                );
            }
            TournamentError::TournamentMalformed { line, column, .. } => {
                assert_eq!(
                    back,
                    Some(TournamentError::TournamentMalformed {
                        message: String::new(),
                        line: *line,
                        column: *column
                    })
                );
            }
            _ => assert_eq!(back.as_ref(), Some(&err), "{}", err.code()),
        }
        assert!(!err.to_string().is_empty());
    }
    // No code is a match's, but the two refusals that are the same.
    let shared: Vec<&str> = tranque::RuleError::examples()
        .iter()
        .map(tranque::RuleError::code)
        .filter(|code| {
            TournamentError::examples()
                .iter()
                .any(|e| e.code() == *code && e.code() != "unsupported_version")
        })
        .collect();
    let mut shared = shared;
    shared.sort_unstable();
    shared.dedup();
    assert_eq!(shared, ["invalid_rules", "unknown_preset"]);
}

/// The tournament file's documentation.
fn doc() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/tournament-file.md"
    ))
    .unwrap()
}

#[test]
fn every_refusal_is_listed_in_the_documentation() {
    let doc = doc();
    for err in TournamentError::examples() {
        let row = format!("| `{}` |", err.code());
        assert!(doc.contains(&row), "docs/tournament-file.md lacks {row}");
        let line = doc.lines().find(|l| l.starts_with(&row)).unwrap();
        for param in err
            .params()
            .as_object()
            .unwrap()
            .keys()
            .filter(|k| *k != "event_index")
        {
            assert!(
                line.contains(&format!("`{param}`")),
                "{row} lacks `{param}`"
            );
        }
    }
}

#[test]
fn the_documented_example_reads_and_pairs_as_it_says() {
    let doc = doc();
    let start = doc.find("```json\n").unwrap() + "```json\n".len();
    let end = start + doc[start..].find("```").unwrap();
    let t = tranque::tournament::TournamentFile::parse(&doc[start..end])
        .unwrap()
        .into_tournament()
        .unwrap();
    let order: Vec<u32> = t.standings().iter().map(|r| r.pair.0).collect();
    assert_eq!(order, [3, 1, 2]);
    let next = t.next_pairing().unwrap();
    assert_eq!(next.bye, Some(PairId(2)));
    assert_eq!(
        next.tables,
        [TablePairing {
            table: 1,
            pairs: [PairId(3), PairId(1)]
        }]
    );
}

#[test]
fn tournament_files_are_refused_where_they_are_wrong() {
    use tranque::tournament::TournamentFile;
    let text = TournamentFile::from_tournament(&with_pairs(2, 1)).to_json();
    let code = |text: &str| TournamentFile::parse(text).unwrap_err();
    // A key twice: where the second one is.
    let twice = text.replacen(r#""pair": 2,"#, r#""pair": 2, "pair": 3,"#, 1);
    let err = code(&twice);
    assert_eq!(err.code(), "tournament_malformed");
    assert!(err.to_string().contains("key `pair` given twice"), "{err}");
    assert_eq!(err.params(), json!({"line": 7, "column": 63}));
    assert_eq!(code("[]").code(), "tournament_malformed");
    assert_eq!(
        code(r#"{"version": 1, "events": []}"#).params(),
        json!({"format": "none"})
    );
    let bad = r#"{"format": "tranque-tournament", "version": "1", "events": []}"#;
    assert!(
        code(bad)
            .to_string()
            .contains("`version` must be a whole number, not `1`")
    );
    let bad = r#"{"format": "tranque-tournament", "version": 1, "events": {}}"#;
    assert_eq!(code(bad).code(), "tournament_malformed");
    let bad = r#"{"format": "tranque-tournament", "version": 1, "events": [7]}"#;
    assert_eq!(
        code(bad).params(),
        json!({"line": 0, "column": 0, "event_index": 0})
    );
    let no_version = text.replacen(r#""version": 1, "pair": 2"#, r#""pair": 2"#, 1);
    let err = code(&no_version);
    assert_eq!(err.params()["event_index"], json!(2));
    assert!(err.to_string().contains("not `nothing`"), "{err}");
    let empty = r#"{"format": "tranque-tournament", "version": 1, "events": []}"#;
    let err = TournamentFile::parse(empty)
        .unwrap()
        .into_tournament()
        .unwrap_err();
    assert_eq!(err.params(), json!({"kind": "none"}));
    let huge = " ".repeat(tranque::tournament::MAX_TOURNAMENT_BYTES + 1);
    assert_eq!(code(&huge).code(), "tournament_too_large");
}
