//! Every refusal of a tournament's log, each with its code and params, and
//! the tournament left as it was; results read from real matches.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/tournament.rs"]
mod support;

use serde_json::json;
use support::{forfeit, play_round, players, result, setup, with_pairs};
use tranque::tournament::{
    ByeScore, Criterion, NextStep, PairId, Pairing, ResultEnd, ResultSource, TablePairing,
    Tournament, TournamentError, TournamentEvent,
};
use tranque::{
    Event, ForfeitReason, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Rules, Seat, Side,
};

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
fn a_result_is_checked_against_its_table() {
    let t = with_pairs(4, 9);
    let pairing = t.next_pairing().unwrap();
    let t = t
        .apply(TournamentEvent::RoundPaired(pairing.clone()))
        .unwrap();
    let [a, b] = pairing.tables[0].pairs;
    let [c, _] = pairing.tables[1].pairs;
    let good = result(&t, 1, 1, 0, 204, 150);
    let record = |round, table, result| TournamentEvent::ResultRecorded {
        round,
        table,
        result,
    };
    refused(
        &t,
        record(2, 1, good.clone()),
        "no_such_round",
        json!({"round": 2, "rounds": 1}),
    );
    refused(
        &t,
        record(1, 3, good.clone()),
        "no_such_table",
        json!({"round": 1, "table": 3, "tables": 2}),
    );
    let mut wrong = good.clone();
    wrong.scores[1].pair = c;
    refused(
        &t,
        record(1, 1, wrong),
        "result_wrong_pairs",
        json!({"round": 1, "table": 1, "expected": [a.0, b.0], "given": [a.0, c.0]}),
    );
    refused(
        &t,
        record(
            1,
            1,
            tranque::tournament::TableResult {
                winner: c,
                ..good.clone()
            },
        ),
        "result_winner_not_at_table",
        json!({"winner": c.0}),
    );
    // The points must add up: each side's against is the other's for, and the winner leads.
    let mut uneven = good.clone();
    uneven.scores[1].points_against = 203;
    assert_eq!(
        t.apply(record(1, 1, uneven)).unwrap_err().code(),
        "result_scores_inconsistent"
    );
    let backwards = tranque::tournament::TableResult {
        winner: b,
        signed_by: Some(players(a.0)[0].clone()),
        ..good.clone()
    };
    assert_eq!(
        t.apply(record(1, 1, backwards)).unwrap_err().code(),
        "result_scores_inconsistent"
    );
    let mut huge = good.clone();
    huge.scores[0].points_for = 100_001;
    refused(
        &t,
        record(1, 1, huge),
        "result_points_out_of_range",
        json!({"points": 100_001, "max": 100_000}),
    );
    // 004 §2a: a forfeit is 100–0 for the winners, 0–200 against the losers.
    let mut short = forfeit(&t, 1, 1, 0);
    assert!(t.apply(record(1, 1, short.clone())).is_ok());
    short.scores[1].points_against = 100;
    assert_eq!(
        t.apply(record(1, 1, short)).unwrap_err().code(),
        "result_forfeit_score"
    );
    // 004 §11a: signed by one of the losers (a forfeit may be unsigned).
    refused(
        &t,
        record(
            1,
            1,
            tranque::tournament::TableResult {
                signed_by: None,
                ..good.clone()
            },
        ),
        "result_unsigned",
        json!({}),
    );
    let winner_signs = tranque::tournament::TableResult {
        signed_by: Some(players(a.0)[1].clone()),
        ..good.clone()
    };
    refused(
        &t,
        record(1, 1, winner_signs),
        "signer_not_loser",
        json!({"signer": players(a.0)[1], "losers": players(b.0)}),
    );
    let signer_in_lower_case = tranque::tournament::TableResult {
        signed_by: Some(players(b.0)[1].to_lowercase()),
        ..good.clone()
    };
    assert!(t.apply(record(1, 1, signer_in_lower_case)).is_ok());
    // Given the other way round, the points are put in the table's order.
    let mut swapped = good.clone();
    swapped.scores.swap(0, 1);
    let t2 = t.apply(record(1, 1, swapped)).unwrap();
    assert_eq!(
        t2.rounds()[0].results[0].as_ref().unwrap().scores,
        good.scores
    );
    // A second result: the same is refused as such, another with both shown.
    refused(
        &t2,
        record(1, 1, good.clone()),
        "result_already_recorded",
        json!({"round": 1, "table": 1}),
    );
    let other = result(&t, 1, 1, 1, 200, 180);
    let err = t2.apply(record(1, 1, other.clone())).unwrap_err();
    assert_eq!(err.code(), "result_conflict");
    assert_eq!(err.params()["recorded"]["winner"], json!(a.0));
    assert_eq!(err.params()["given"]["winner"], json!(b.0));
    assert_eq!(err.params()["given"]["scores"][1]["points_for"], json!(200));
    // A correction replaces it; a table without a result has nothing to correct.
    let corrected = t2
        .apply(TournamentEvent::ResultCorrected {
            round: 1,
            table: 1,
            result: other,
        })
        .unwrap();
    assert_eq!(corrected.standings()[0].pair, b);
    refused(
        &t2,
        TournamentEvent::ResultCorrected {
            round: 1,
            table: 2,
            result: result(&t, 1, 2, 0, 200, 0),
        },
        "no_result_to_correct",
        json!({"round": 1, "table": 2}),
    );
}

/// A finished match between the table's pairs: side A scores `a`, side B `b`
/// (one of them 200 or more), from hands of blocks.
fn federation_match(seats: [&str; 4], a_wins: bool) -> Match {
    let setup = MatchSetup {
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        seats: seats.map(String::from).to_vec(),
    };
    let mut game = Match::new(setup).unwrap();
    // A domino by seat 0 (side A) or seat 1 (side B) worth 60 each time.
    let mut opener = Some(Seat(0));
    while !game.standings().is_finished() {
        let by = if a_wins { Seat(0) } else { Seat(1) };
        let mut left = vec![20, 20, 20, 20];
        left[by.index()] = 0;
        let end = HandEnd::Domino {
            by,
            left: Leftover::Pips(left),
            finish: Default::default(),
        };
        game = game
            .apply(Event::Hand {
                opener: opener.take(),
                end,
            })
            .unwrap();
    }
    game
}

#[test]
fn a_result_is_read_from_the_match_played_at_the_table() {
    let t = with_pairs(4, 9);
    let pairing = t.next_pairing().unwrap();
    let t = t
        .apply(TournamentEvent::RoundPaired(pairing.clone()))
        .unwrap();
    let [a, b] = pairing.tables[0].pairs;
    let (pa, pb) = (players(a.0), players(b.0));
    // Pair b sits as side A of the match (seats 0 and 2) and wins 240–0.
    let game = federation_match([&pb[0], &pa[0], &pb[1], &pa[1]], true);
    let signer = Some(pa[1].clone());
    let r = t
        .result_of_match(1, 1, &game, ResultSource::Imported, signer.clone())
        .unwrap();
    assert_eq!(r.winner, b);
    assert_eq!(r.end, ResultEnd::Target);
    assert_eq!(
        r.scores.map(|s| (s.pair, s.points_for, s.points_against)),
        [(a, 0, 240), (b, 240, 0)]
    );
    let t2 = t.record_result(1, 1, &r).unwrap();
    // The same match again: nothing changes.
    assert_eq!(t2.record_result(1, 1, &r).unwrap(), t2);

    let refuse = |game: &Match, code: &str| {
        let err = t
            .result_of_match(1, 1, game, ResultSource::Imported, signer.clone())
            .unwrap_err();
        assert_eq!(err.code(), code, "{err}");
        err
    };
    // Other players: the pairs as they sat.
    let err = refuse(
        &federation_match([&pb[0], &pb[1], &pa[0], &pa[1]], true),
        "match_players_not_at_table",
    );
    assert_eq!(err.params()["expected"], json!([pa, pb]));
    assert_eq!(
        err.params()["given"],
        json!([[&pb[0], &pa[0]], [&pb[1], &pa[1]]])
    );
    // Not over yet.
    let unfinished = Match::new(game.setup().clone()).unwrap();
    refuse(&unfinished, "match_not_finished");
    // Other rules: the fields that differ are named.
    let setup = MatchSetup {
        rules: Rules {
            target: 150,
            ..game.setup().rules.clone()
        },
        ..game.setup().clone()
    };
    let err = refuse(&Match::new(setup).unwrap(), "match_rules_differ");
    assert_eq!(err.params(), json!({"fields": ["target"]}));
    // Signed by a winner.
    let err = t
        .result_of_match(1, 1, &game, ResultSource::Played, Some(pb[0].clone()))
        .unwrap_err();
    assert_eq!(err.code(), "signer_not_loser");
    // A forfeit (004 §2a): 100–0 and 0–200, unsigned.
    let forfeited = Match::new(game.setup().clone())
        .unwrap()
        .apply(Event::Forfeit {
            loser: Side(1),
            reason: ForfeitReason::LateArrival,
        })
        .unwrap();
    let r = t
        .result_of_match(1, 1, &forfeited, ResultSource::Played, None)
        .unwrap();
    assert_eq!(r.winner, b);
    assert_eq!(
        r.scores.map(|s| (s.points_for, s.points_against)),
        [(0, 200), (100, 0)]
    );
    assert_eq!(
        r.end,
        ResultEnd::Forfeit {
            reason: ForfeitReason::LateArrival
        }
    );
}

#[test]
fn tables_change_from_round_to_round_where_they_can() {
    // Pair 1 (whoever is first) wins every round: it would sit at table 1
    // every time; the tables move it.
    let mut t = with_pairs(8, 4);
    let mut last_table: std::collections::HashMap<PairId, u32> = Default::default();
    for _ in 0..5 {
        let pairing = t.next_pairing().unwrap();
        for at in &pairing.tables {
            for pair in at.pairs {
                assert_ne!(
                    last_table.get(&pair),
                    Some(&at.table),
                    "{pair} twice at table {} in a row",
                    at.table
                );
                last_table.insert(pair, at.table);
            }
        }
        t = play_round(&t, |_| (0, 200, 100));
    }
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
fn a_table_starts_and_reports_by_qr_code() {
    use tranque::tournament::{MAX_PAYLOAD_BYTES, TablePayload, TableReport};
    let t = with_pairs(4, 9);
    let pairing = t.next_pairing().unwrap();
    let t = t
        .apply(TournamentEvent::RoundPaired(pairing.clone()))
        .unwrap();
    let [a, b] = pairing.tables[0].pairs;
    // Director → table: who sits where, under which rules.
    let start = t.start_payload("ponce-2026", 1, 1).unwrap();
    let text = start.to_text().unwrap();
    assert!(text.starts_with(r#"{"v":1,"#), "{text}");
    assert!(text.len() < 300, "{} bytes: {text}", text.len());
    let TablePayload::Start(read) = TablePayload::parse(&text).unwrap() else {
        panic!("{text}")
    };
    assert_eq!(read.rules, "pr-federacion");
    assert_eq!(read.pairs.clone().map(|p| p.pair), [a, b]);
    assert_eq!(read.pairs[1].players, players(b.0));
    assert_eq!(
        t.start_payload("ponce-2026", 1, 9).unwrap_err().code(),
        "no_such_table"
    );
    // Table → director: the signed result, once.
    let report = TableReport {
        tournament: "ponce-2026".into(),
        round: 1,
        table: 1,
        result: result(&t, 1, 1, 1, 230, 190),
    };
    let text = TablePayload::Result(report.clone()).to_text().unwrap();
    let TablePayload::Result(back) = TablePayload::parse(&text).unwrap() else {
        panic!("{text}")
    };
    assert_eq!(back, report);
    let event = t.decide_report("ponce-2026", &back).unwrap().unwrap();
    let t2 = t.apply(event).unwrap();
    let recorded = t2.rounds()[0].results[0].as_ref().unwrap();
    assert_eq!(recorded.source, ResultSource::Imported);
    assert_eq!(recorded.winner, b);
    assert_eq!(t2.decide_report("ponce-2026", &back).unwrap(), None);
    let err = t2.decide_report("bayamon-2026", &back).unwrap_err();
    assert_eq!(
        err.params(),
        json!({"expected": "bayamon-2026", "given": "ponce-2026"})
    );
    // Refused: too long for a code, another version, another shape.
    let long = "x".repeat(MAX_PAYLOAD_BYTES + 1);
    assert_eq!(
        t.start_payload(&long, 1, 1).unwrap_err().code(),
        "payload_too_large"
    );
    assert_eq!(
        TablePayload::parse(&long).unwrap_err().code(),
        "payload_too_large"
    );
    let newer = text.replacen(r#""v":1"#, r#""v":2"#, 1);
    assert_eq!(
        TablePayload::parse(&newer).unwrap_err().params(),
        json!({"version": 2})
    );
    let extra = text.replacen(r#""v":1"#, r#""v":1,"note":"late""#, 1);
    assert_eq!(
        TablePayload::parse(&extra).unwrap_err().code(),
        "payload_malformed"
    );
    assert_eq!(
        TablePayload::parse("[1]").unwrap_err().code(),
        "payload_malformed"
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
