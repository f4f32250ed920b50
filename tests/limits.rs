//! Limits that agree and codes the core checks: one limit for a player's
//! name, names compared by Unicode case folding, QR payloads refused for a
//! key given twice or a value no tournament holds, and results no match
//! under the tournament's rules could end with.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use tranque::tournament::{
    Criterion, PairId, PairScore, ResultEnd, ResultSource, TablePayload, TableResult, Tournament,
    TournamentError, TournamentEvent, TournamentMode, TournamentSetup,
};
use tranque::{MAX_NAME_CHARS, Mode, Preset};

/// A tournament of pr-federacion (target 200, 35 minutes) with pairs
/// `Ana & Bia` (1) and `Caio & Duda` (2), its round 1 paired.
fn seated() -> Tournament {
    let setup = TournamentSetup {
        name: "Copa de Ponce".into(),
        date: "2026-11-21".into(),
        preset: Some("pr-federacion".into()),
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        mode: TournamentMode::Pairs,
        seed: 7,
        bye: Default::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    };
    let mut t = Tournament::new(setup).unwrap();
    for (n, players) in [["Ana", "Bia"], ["Caio", "Duda"]].into_iter().enumerate() {
        let event = TournamentEvent::PairRegistered {
            pair: PairId(n as u32 + 1),
            players: players.map(String::from),
        };
        t = t.apply(event).unwrap();
    }
    let pairing = t.next_pairing().unwrap();
    t.apply(TournamentEvent::RoundPaired(pairing)).unwrap()
}

/// A result at table 1 of round 1, won by the table's first pair.
fn result(t: &Tournament, won: i64, lost: i64, signer: &str) -> TableResult {
    let [a, b] = t.rounds()[0].pairing.tables[0].pairs;
    TableResult {
        winner: a,
        scores: [
            PairScore {
                pair: a,
                points_for: won,
                points_against: lost,
            },
            PairScore {
                pair: b,
                points_for: lost,
                points_against: won,
            },
        ],
        end: ResultEnd::Target,
        source: ResultSource::Imported,
        signed_by: Some(signer.into()),
        match_id: None,
    }
}

/// A player of the pair that lost at table 1 (its second pair).
fn loser(t: &Tournament) -> String {
    let b = t.rounds()[0].pairing.tables[0].pairs[1];
    t.pair(b).unwrap().players[0].clone()
}

fn start_code(round: &str, table: &str) -> String {
    format!(
        r#"{{"v":1,"kind":"start","tournament":"ponce-2026","round":{round},"table":{table},"rules":"pr-federacion","pairs":[{{"pair":3,"players":["Ana","Bia"]}},{{"pair":8,"players":["Caio","Duda"]}}]}}"#
    )
}

#[test]
fn a_start_code_of_round_or_table_0_or_past_any_tournament_is_refused_by_field() {
    assert!(TablePayload::parse(&start_code("2", "1")).is_ok());
    for (round, table, field, value) in [
        ("0", "1", "round", 0),
        ("1", "0", "table", 0),
        ("4294967295", "1", "round", 4_294_967_295u64),
        ("1", "4294967295", "table", 4_294_967_295),
    ] {
        let err = TablePayload::parse(&start_code(round, table)).unwrap_err();
        let TournamentError::PayloadValueOutOfRange {
            field: given,
            value: number,
            min,
            ..
        } = &err
        else {
            panic!("{round}/{table}: {err:?}");
        };
        assert_eq!((given.as_str(), *number, *min), (field, value, 1));
        assert_eq!(err.code(), "payload_value_out_of_range");
    }
}

#[test]
fn a_payload_giving_a_key_twice_is_refused_naming_it() {
    let twice = start_code("2", "1").replacen("\"v\":1", "\"v\":2,\"v\":1", 1);
    assert_eq!(
        TablePayload::parse(&twice).unwrap_err(),
        TournamentError::PayloadDuplicateKey { key: "v".into() }
    );
    let inner = start_code("2", "1").replace("\"pair\":3,", "\"pair\":3,\"pair\":4,");
    assert_eq!(
        TablePayload::parse(&inner).unwrap_err(),
        TournamentError::PayloadDuplicateKey { key: "pair".into() }
    );
}

#[test]
fn a_start_code_with_a_name_past_the_limit_is_refused_before_any_phone_acts() {
    let long = "N".repeat(MAX_NAME_CHARS + 1);
    let code = start_code("2", "1").replace("\"Ana\"", &format!("\"{long}\""));
    assert_eq!(
        TablePayload::parse(&code).unwrap_err(),
        TournamentError::NameTooLong {
            chars: MAX_NAME_CHARS + 1,
            max: MAX_NAME_CHARS
        }
    );
    let same = start_code("2", "1").replace("\"Caio\"", "\"ANA\"");
    assert_eq!(
        TablePayload::parse(&same).unwrap_err().code(),
        "player_in_two_pairs"
    );
}

#[test]
fn a_pair_name_of_41_characters_is_refused_at_registration_with_the_store_s_limit() {
    assert_eq!(MAX_NAME_CHARS, 40);
    let t = seated();
    let forty = "N".repeat(40);
    let register = |name: &str| TournamentEvent::PairRegistered {
        pair: PairId(9),
        players: [name.to_owned(), "Eva".to_owned()],
    };
    assert!(t.apply(register(&forty)).is_ok());
    assert_eq!(
        t.apply(register(&format!("{forty}N"))).unwrap_err(),
        TournamentError::NameTooLong {
            chars: 41,
            max: MAX_NAME_CHARS
        }
    );
}

#[test]
fn names_of_one_player_in_any_case_of_any_script_are_one_player() {
    let t = seated();
    for (first, second) in [("ÁNGEL", "ángel"), ("Straße", "STRASSE"), ("Ñoño", "ÑOÑO")] {
        let event = |pair: u32, name: &str| TournamentEvent::PairRegistered {
            pair: PairId(pair),
            players: [name.to_owned(), format!("Partner {pair}")],
        };
        let with_first = t.apply(event(3, first)).unwrap();
        assert_eq!(
            with_first.apply(event(4, second)).unwrap_err().code(),
            "player_in_two_pairs",
            "{first} / {second}"
        );
    }
    assert!(!tranque::same_name("Ángel", "Angel"));
}

#[test]
fn a_forged_result_no_match_could_end_with_is_refused_and_the_genuine_one_then_recorded() {
    let t = seated();
    let signer = loser(&t);
    let forged = result(&t, 100_000, -100_000, &signer);
    let err = t.decide_result(1, 1, &forged).unwrap_err();
    assert_eq!(err.code(), "result_score_impossible", "{err}");
    // pr-federacion: target 200, one hand at most 168 pips.
    assert_eq!(
        err,
        TournamentError::ResultScoreImpossible {
            pair: forged.winner,
            points: 100_000,
            min: 200,
            max: 199 + 168,
        }
    );
    // Under the target at the target, past one hand, a loser at the target
    // (-5 is reachable here: pr-federacion has penalties).
    for (won, lost) in [(150, 120), (400, 100), (210, 200)] {
        let err = t
            .decide_result(1, 1, &result(&t, won, lost, &signer))
            .unwrap_err();
        assert_eq!(err.code(), "result_score_impossible", "{won}–{lost}: {err}");
    }
    let genuine = result(&t, 203, 150, &signer);
    let recorded = t.record_result(1, 1, &genuine).unwrap();
    assert_eq!(
        recorded.rounds()[0].results[0].as_ref().unwrap().scores[0].points_for,
        203
    );
}

#[test]
fn a_result_signed_by_a_winner_is_refused_and_the_loser_s_is_recorded() {
    let t = seated();
    let a = t.rounds()[0].pairing.tables[0].pairs[0];
    let winner = t.pair(a).unwrap().players[0].clone();
    let err = t
        .decide_result(1, 1, &result(&t, 203, 150, &winner))
        .unwrap_err();
    assert_eq!(err.code(), "signer_not_loser");
    let upper = loser(&t).to_uppercase();
    assert!(
        t.decide_result(1, 1, &result(&t, 203, 150, &upper))
            .unwrap()
            .is_some()
    );
}

#[test]
fn on_time_both_scores_are_under_the_target_and_without_a_time_limit_there_is_no_time_end() {
    let t = seated();
    let signer = loser(&t);
    let on_time = TableResult {
        end: ResultEnd::Time,
        ..result(&t, 150, 120, &signer)
    };
    assert!(t.decide_result(1, 1, &on_time).unwrap().is_some());
    let past = TableResult {
        end: ResultEnd::Time,
        ..result(&t, 230, 120, &signer)
    };
    assert_eq!(
        t.decide_result(1, 1, &past).unwrap_err().code(),
        "result_score_impossible"
    );
    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    assert_eq!(rules.time_limit_minutes, None);
    let [winner, _] = tranque::tournament::result::reachable(&rules, &ResultEnd::Time);
    assert_eq!(*winner.start(), i64::from(rules.target));
}
