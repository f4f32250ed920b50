//! The codes between phones: a table's start and its signed result, and
//! the rules a start carries whole.

use serde_json::json;
use tranque::tournament::{PairId, ResultEnd, ResultSource, Tournament, TournamentEvent};
use tranque::{Match, MatchSetup, Mode, Preset, Rules};

use crate::federation_match;
use crate::support::{self, first_round, players, result};

#[test]
fn a_table_starts_and_reports_by_qr_code() {
    use tranque::tournament::{MAX_PAYLOAD_BYTES, TablePayload, TableReport};
    let (t, pairing) = first_round(4, 9);
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
    // The preset's own values: its name says it all.
    assert_eq!(read.rule_set, None);
    assert!(!text.contains("rule_set"), "{text}");
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
    // Refused: an id no table's phone reads (longer than a code's id, whose
    // limit keeps every start code within its bytes), another version,
    // another shape.
    let long = "x".repeat(MAX_PAYLOAD_BYTES + 1);
    let err = t.start_payload(&long, 1, 1).unwrap_err();
    assert_eq!(err.code(), "payload_malformed");
    assert!(
        err.to_string().contains("`tournament` is an id of 1 to"),
        "{err}"
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
fn the_table_s_phone_reads_its_signed_result_from_the_match_its_code_started() {
    use tranque::tournament::{PairScore, TablePayload};
    let (t, pairing) = first_round(4, 9);
    let [a, b] = pairing.tables[0].pairs;
    let TablePayload::Start(start) = t.start_payload("ponce-2026", 1, 1).unwrap() else {
        panic!("a start")
    };
    // Side A the first pair at seats 0 and 2, side B the second at 1 and 3.
    let [pa, pb] = [players(a.0), players(b.0)];
    assert_eq!(
        start.seats(),
        [pa[0].clone(), pb[0].clone(), pa[1].clone(), pb[1].clone()]
    );
    let seats = start.seats();
    let seated = seats.each_ref().map(String::as_str);
    let game = federation_match(seated, false);
    let signer = Some(pa[1].clone());
    let TablePayload::Result(report) = start
        .report(&game, signer.clone(), Some("9f1c2b7a4d3e8f60".into()))
        .unwrap()
    else {
        panic!("a result")
    };
    assert_eq!(
        (report.tournament.as_str(), report.round, report.table),
        ("ponce-2026", 1, 1)
    );
    let outcome = game.standings().outcome.clone().unwrap();
    let against = outcome.result[0].points_for;
    let won = outcome.result[1].points_for;
    assert_eq!(report.result.winner, b);
    assert_eq!(
        report.result.scores,
        [
            PairScore {
                pair: a,
                points_for: against,
                points_against: won
            },
            PairScore {
                pair: b,
                points_for: won,
                points_against: against
            },
        ]
    );
    assert_eq!(report.result.end, ResultEnd::Target);
    assert_eq!(report.result.signed_by, signer);
    // The director's phone takes it as the same result read from the match.
    let event = t.decide_report("ponce-2026", &report).unwrap().unwrap();
    let t2 = t.apply(event).unwrap();
    let played = t
        .result_of_match(1, 1, &game, ResultSource::Imported, signer)
        .unwrap();
    assert!(
        t2.rounds()[0].results[0]
            .as_ref()
            .unwrap()
            .same_outcome(&played)
    );

    // Refused: a match not over, a match of other players.
    let unfinished = Match::new(MatchSetup {
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        seats: seats.to_vec(),
    })
    .unwrap();
    assert_eq!(
        start.report(&unfinished, None, None).unwrap_err().code(),
        "match_not_finished"
    );
    let others = federation_match(["Zé", "Lia", "Rui", "Ivo"], true);
    let err = start.report(&others, None, None).unwrap_err();
    assert_eq!(err.code(), "match_players_not_at_table");
    assert_eq!(
        err.params()["given"],
        json!([["Zé", "Rui"], ["Lia", "Ivo"]])
    );
}

/// A tournament of four pairs named `players(n)`, under `preset` and
/// `rules`, its first round paired.
fn paired_under(preset: Option<&str>, rules: Rules) -> Tournament {
    let setup = tranque::tournament::TournamentSetup {
        preset: preset.map(str::to_owned),
        rules,
        ..support::setup(9)
    };
    let mut t = Tournament::new(setup).unwrap();
    for pair in 1..=4 {
        t = t
            .apply(TournamentEvent::PairRegistered {
                pair: PairId(pair),
                players: players(pair),
            })
            .unwrap();
    }
    let pairing = t.next_pairing().unwrap();
    t.apply(TournamentEvent::RoundPaired(pairing)).unwrap()
}

/// The start code of table 1, as the table's phone reads it.
fn start_read(t: &Tournament) -> (String, tranque::tournament::StartTable) {
    use tranque::tournament::TablePayload;
    let text = t
        .start_payload("3f2a9c1b7d4e6a80", 1, 1)
        .unwrap()
        .to_text()
        .unwrap();
    let TablePayload::Start(start) = TablePayload::parse(&text).unwrap() else {
        panic!("{text}")
    };
    (text, start)
}

#[test]
fn a_table_s_code_carries_the_rules_whole_when_they_are_not_the_preset_s() {
    use tranque::tournament::MAX_PAYLOAD_BYTES;
    use tranque::{CapicuaBonus, Fault, PenaltyRule};
    let federation = Preset::PrFederacion.rules(Mode::Pairs);

    // The preset with one value changed (a target of 150): its name, and the
    // rule set itself, which the table's match is played under.
    let mut edited = federation.clone();
    edited.target = 150;
    let t = paired_under(Some("pr-federacion"), edited.clone());
    let (text, start) = start_read(&t);
    assert_eq!(start.rules, "pr-federacion");
    assert_eq!(start.rule_set.as_ref(), Some(&edited));
    assert_eq!(
        start.match_rules().unwrap(),
        (Some(Preset::PrFederacion), edited.clone())
    );
    // In the code, only what differs from the preset (its size:
    // docs/performance.md, "The codes between phones").
    assert!(text.contains(r#""rule_set":{"target":150}"#), "{text}");
    assert!(text.len() < 250, "{} bytes: {text}", text.len());

    // No preset: "custom", with its rule set.
    let t = paired_under(None, edited.clone());
    let (_, start) = start_read(&t);
    assert_eq!(start.rules, "custom");
    assert_eq!(start.match_rules().unwrap(), (None, edited.clone()));
    // A convention the preset has, turned off, travels as `null`.
    let mut plain = Preset::BrBatidas.rules(Mode::Pairs);
    plain.batidas = None;
    let t = paired_under(Some("br-batidas"), plain.clone());
    let (text, start) = start_read(&t);
    assert!(text.contains(r#""rule_set":{"batidas":null}"#), "{text}");
    assert_eq!(
        start.match_rules().unwrap(),
        (Some(Preset::BrBatidas), plain)
    );

    // The preset untouched: its name alone, and its rules.
    let t = paired_under(Some("pr-federacion"), federation.clone());
    let (text, start) = start_read(&t);
    assert_eq!(start.rule_set, None);
    assert!(!text.contains("rule_set"), "{text}");
    assert_eq!(
        start.match_rules().unwrap(),
        (Some(Preset::PrFederacion), federation.clone())
    );
    // A code written before the rule set travelled still reads the same.
    let old = r#"{"v":1,"kind":"start","tournament":"ponce-2026","round":1,"table":1,"rules":"br-megajogos","pairs":[{"pair":1,"players":["Ana","Bia"]},{"pair":2,"players":["Caio","Duda"]}]}"#;
    let tranque::tournament::TablePayload::Start(old) =
        tranque::tournament::TablePayload::parse(old).unwrap()
    else {
        panic!("a start")
    };
    assert_eq!(
        old.match_rules().unwrap(),
        (
            Some(Preset::BrMegajogos),
            Preset::BrMegajogos.rules(Mode::Pairs)
        )
    );

    // The largest rule set a club plays: the federation's with every fault of
    // 004, three house rules of 40 characters, a capicúa bonus, its own target
    // and time; players with long names. It fits in a code, with room left.
    let mut club = federation.clone();
    club.target = 250;
    club.time_limit_minutes = Some(40);
    club.capicua = Some(CapicuaBonus::Points(100));
    club.penalties.push(PenaltyRule {
        fault: Fault::WrongOpening,
        points: 0,
        pcd: false,
        warning_first: false,
    });
    for house in ["Mesa torta", "Ficha caída"] {
        club.penalties.push(PenaltyRule {
            fault: Fault::Custom(house.to_owned()),
            points: 50,
            pcd: true,
            warning_first: true,
        });
    }
    let setup = tranque::tournament::TournamentSetup {
        preset: Some("pr-federacion".into()),
        rules: club.clone(),
        ..support::setup(9)
    };
    let mut t = Tournament::new(setup).unwrap();
    for pair in 1..=2 {
        let long = |side: char| format!("María José Rodríguez de la {pair}{side}");
        t = t
            .apply(TournamentEvent::PairRegistered {
                pair: PairId(pair),
                players: [long('a'), long('b')],
            })
            .unwrap();
    }
    let t = t
        .apply(TournamentEvent::RoundPaired(t.next_pairing().unwrap()))
        .unwrap();
    let (text, start) = start_read(&t);
    assert_eq!(start.match_rules().unwrap().1, club);
    // Near the most a code holds (its size: docs/performance.md, "The codes
    // between phones").
    assert!(text.len() <= MAX_PAYLOAD_BYTES, "{} bytes", text.len());
    assert!(
        text.len() > 1_000,
        "{} bytes: the measure moved",
        text.len()
    );

    // A rule set past what a code holds (every house rule it may list, each
    // name as long as it may be) is refused in words: the match file is the
    // way.
    let mut huge = federation.clone();
    huge.penalties = (0..tranque::rules::MAX_PENALTIES)
        .map(|n| PenaltyRule {
            fault: Fault::Custom(format!("{n:x<60}")),
            points: 10,
            pcd: false,
            warning_first: false,
        })
        .collect();
    let t = paired_under(None, huge);
    let err = t.start_payload("3f2a9c1b7d4e6a80", 1, 1).unwrap_err();
    assert_eq!(err.code(), "payload_rules_too_large");
    assert_eq!(err.params()["max"], MAX_PAYLOAD_BYTES);
    assert!(err.params()["bytes"].as_u64().unwrap() > 6_000, "{err}");
    assert!(err.to_string().contains("match file"), "{err}");
}

#[test]
fn a_code_s_rules_that_cannot_be_played_are_refused() {
    let t = paired_under(
        Some("pr-federacion"),
        Preset::PrFederacion.rules(Mode::Pairs),
    );
    let (_, start) = start_read(&t);
    let custom = tranque::tournament::StartTable {
        rules: "custom".into(),
        ..start.clone()
    };
    assert_eq!(
        custom.match_rules().unwrap_err().code(),
        "payload_malformed"
    );
    let unknown = tranque::tournament::StartTable {
        rules: "br-nada".into(),
        ..start.clone()
    };
    assert_eq!(
        unknown.match_rules().unwrap_err().params(),
        json!({"text": "br-nada"})
    );
    let alone = tranque::tournament::StartTable {
        rule_set: Some(Preset::EsClasico.rules(Mode::Individual)),
        ..start.clone()
    };
    assert_eq!(
        alone.match_rules().unwrap_err().code(),
        "tournament_rules_not_pairs"
    );
    let mut zero = Preset::PrFederacion.rules(Mode::Pairs);
    zero.target = 0;
    let zero = tranque::tournament::StartTable {
        rule_set: Some(zero),
        ..start
    };
    assert_eq!(zero.match_rules().unwrap_err().code(), "invalid_rules");
}
