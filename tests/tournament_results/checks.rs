//! A result checked against its table and recorded once, read from the
//! match played there, typed from a paper sheet, corrected; tables that move.

use serde_json::json;
use tranque::tournament::{PairId, ResultEnd, ResultSource, Tournament, TournamentEvent};
use tranque::{Event, ForfeitReason, Match, MatchSetup, Rules, Side};

use crate::support::{first_round, forfeit, play_round, players, result, with_pairs};
use crate::{federation_match, refused};

#[test]
fn a_result_is_checked_against_its_table() {
    let (t, pairing) = first_round(4, 9);
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

#[test]
fn a_result_is_read_from_the_match_played_at_the_table() {
    let (t, pairing) = first_round(4, 9);
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
fn the_director_types_a_paper_scoresheet_or_a_forfeit() {
    let (t, pairing) = first_round(4, 9);
    let [a, b] = pairing.tables[0].pairs;
    // 150–212: the second pair won at the target; the first pair signs.
    let r = t
        .typed_result(1, 1, [150, 212], players(a.0)[0].clone())
        .unwrap();
    assert_eq!(
        (r.winner, r.end, r.source),
        (b, ResultEnd::Target, ResultSource::Typed)
    );
    assert_eq!(
        r.scores.map(|s| (s.pair, s.points_for, s.points_against)),
        [(a, 150, 212), (b, 212, 150)]
    );
    // 143–120 at 35 minutes: won on time, as played.
    let r = t
        .typed_result(1, 1, [143, 120], players(b.0)[1].clone())
        .unwrap();
    assert_eq!((r.winner, r.end), (a, ResultEnd::Time));
    // Level scores, a winner's signature, another table: refused.
    let level = t
        .typed_result(1, 1, [150, 150], players(b.0)[0].clone())
        .unwrap_err();
    assert_eq!(level.code(), "result_scores_inconsistent");
    let err = t
        .typed_result(1, 1, [150, 212], players(b.0)[0].clone())
        .unwrap_err();
    assert_eq!(err.code(), "signer_not_loser");
    assert_eq!(
        t.typed_result(1, 7, [1, 0], "x".into()).unwrap_err().code(),
        "no_such_table"
    );
    // A forfeit: 100–0 for the others, 0–200 against the pair that forfeits.
    let r = t
        .forfeit_result(1, 1, a, ForfeitReason::LateArrival, None)
        .unwrap();
    assert_eq!(r.winner, b);
    assert_eq!(
        r.scores.map(|s| (s.points_for, s.points_against)),
        [(0, 200), (100, 0)]
    );
    let other = pairing.tables[1].pairs[0];
    let err = t
        .forfeit_result(1, 1, other, ForfeitReason::Withdrawal, None)
        .unwrap_err();
    assert_eq!(err.params(), json!({"winner": other.0}));
    assert!(t.record_result(1, 1, &r).is_ok());
}

#[test]
fn a_correction_is_the_core_s_to_decide() {
    let (t, pairing) = first_round(4, 9);
    let [_, b] = pairing.tables[0].pairs;
    let [c, _] = pairing.tables[1].pairs;
    let sheet = result(&t, 1, 1, 0, 204, 150);
    let refused_correction = |t: &Tournament, round, table, given, code: &str| {
        let err = t.decide_correction(round, table, given).unwrap_err();
        assert_eq!(err.code(), code, "{err}");
    };
    // Nothing recorded yet: nothing to correct.
    refused_correction(&t, 1, 1, &sheet, "no_result_to_correct");
    let t = t.record_result(1, 1, &sheet).unwrap();
    // The very result recorded: nothing to append.
    assert_eq!(t.decide_correction(1, 1, &sheet).unwrap(), None);
    // Another outcome: the correction to append, after which pair b leads.
    let other = result(&t, 1, 1, 1, 204, 150);
    let event = t.decide_correction(1, 1, &other).unwrap().unwrap();
    assert_eq!(
        event,
        TournamentEvent::ResultCorrected {
            round: 1,
            table: 1,
            result: other.clone(),
        }
    );
    let corrected = t.apply(event).unwrap();
    assert_eq!(corrected.rounds()[0].results[0].as_ref(), Some(&other));
    assert_eq!(corrected.standings()[0].pair, b);
    // The same outcome come from elsewhere (a sheet typed over an import) is news.
    let imported = t
        .decide_correction(
            1,
            1,
            &tranque::tournament::TableResult {
                source: ResultSource::Imported,
                ..sheet.clone()
            },
        )
        .unwrap();
    assert!(imported.is_some(), "{imported:?}");
    // A correction is checked as a result is: the table's pairs, a real table.
    let mut wrong = other.clone();
    wrong.scores[1].pair = c;
    refused_correction(&t, 1, 1, &wrong, "result_wrong_pairs");
    refused_correction(&t, 1, 3, &other, "no_such_table");
    // Refusing changed nothing.
    assert_eq!(t.rounds()[0].results[0].as_ref(), Some(&sheet));
}
