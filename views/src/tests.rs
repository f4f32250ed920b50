//! Each answer crosses as `docs/commands.md` writes it: the field names the
//! shell writes are the ones the UI reads, and a value read back is the
//! value written.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use tranque::tournament::individual::{IndividualEvent, PlayerId};
use tranque::tournament::{Criterion, Tournament, TournamentEvent, TournamentMode};
use tranque::tournament::{PairId, TournamentSetup};
use tranque::{Event, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Seat};

use super::*;

/// Written, the value has exactly these keys; read back, it is itself.
fn crosses<T>(value: &T, keys: &[&str]) -> Value
where
    T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_value(value).unwrap();
    let mut written: Vec<&str> = json
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut expected = keys.to_vec();
    written.sort_unstable();
    expected.sort_unstable();
    assert_eq!(written, expected, "{json}");
    let text = serde_json::to_string(value).unwrap();
    assert_eq!(&serde_json::from_str::<T>(&text).unwrap(), value, "{text}");
    json
}

/// A match of four names with one hand recorded.
fn match_view() -> MatchView {
    let names = ["Ana", "Bia", "Caio", "Duda"];
    let setup = MatchSetup {
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        seats: names.map(String::from).to_vec(),
    };
    let hand = Event::Hand {
        opener: Some(Seat(0)),
        end: HandEnd::Block {
            closed_by: Seat(3),
            left: Leftover::Pips(vec![6, 10, 7, 2]),
        },
    };
    let game = Match::from_events(setup.clone(), [hand.clone()]).unwrap();
    MatchView {
        id: "9f1c2b7a4d3e8f60".into(),
        preset: Some("pr-federacion".into()),
        rules: setup.rules,
        seats: names
            .iter()
            .enumerate()
            .map(|(seat, name)| SeatPlayer {
                seat: seat as u8,
                player_id: seat as i64 + 1,
                name: (*name).to_owned(),
            })
            .collect(),
        events: vec![EventView {
            seq: 0,
            event: hand,
            recorded_at: "2026-11-21T10:00:00Z".into(),
        }],
        standings: game.standings().clone(),
        status: Status::InProgress,
        started_at: "2026-11-21T09:58:00Z".into(),
        finished_at: None,
        signed_by: None,
        signature: None,
        told_opener: None,
    }
}

/// A tournament of three pairs, one round paired.
fn tournament_view() -> TournamentView {
    let setup = TournamentSetup {
        name: "Copa".into(),
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
    for (n, players) in [["Ana", "Bia"], ["Caio", "Duda"], ["Eva", "Fabio"]]
        .iter()
        .enumerate()
    {
        let pair = PairId(n as u32 + 1);
        let players = players.map(String::from);
        t = t
            .apply(TournamentEvent::PairRegistered { pair, players })
            .unwrap();
    }
    let pairing = t.next_pairing().unwrap();
    let t = t.apply(TournamentEvent::RoundPaired(pairing)).unwrap();
    TournamentView {
        id: "t1".into(),
        setup: t.setup().clone(),
        pairs: t.pairs().to_vec(),
        rounds: t.rounds().to_vec(),
        standings: t.standings(),
        teams: t.team_standings(),
        next_step: t.next_step(),
        linked: vec![TableLink {
            round: 1,
            table: 1,
            match_id: "9f1c2b7a4d3e8f60".into(),
            finished: false,
        }],
    }
}

#[test]
fn a_match_crosses_with_the_fields_of_the_contract() {
    let view = match_view();
    let json = crosses(
        &view,
        &[
            "id",
            "preset",
            "rules",
            "seats",
            "events",
            "standings",
            "status",
            "started_at",
            "finished_at",
            "signed_by",
            "signature",
            "told_opener",
        ],
    );
    assert_eq!(json["status"], "in_progress");
    assert_eq!(json["finished_at"], Value::Null);
    assert_eq!(
        json["seats"][1],
        json!({ "seat": 1, "player_id": 2, "name": "Bia" })
    );
    assert_eq!(json["events"][0]["seq"], 0);
    assert_eq!(json["events"][0]["event"]["type"], "hand");
    assert_eq!(json["events"][0]["recorded_at"], "2026-11-21T10:00:00Z");
    assert_eq!(view.names(), ["Ana", "Bia", "Caio", "Duda"]);
    assert!(view.in_progress());
    let game = view.game().unwrap();
    assert_eq!(game.standings(), &view.standings);
}

#[test]
fn every_status_is_the_word_it_crosses_as() {
    for status in [Status::InProgress, Status::Finished, Status::Abandoned] {
        let word = serde_json::to_value(status).unwrap();
        assert_eq!(word, status.as_str());
        assert_eq!(Status::parse(status.as_str()), Some(status));
    }
    assert_eq!(Status::parse("paused"), None);
}

#[test]
fn a_tournament_summary_says_unreadable_only_when_it_is() {
    let summary = TournamentSummary {
        id: "t1".into(),
        name: "Copa".into(),
        date: "2026-11-21".into(),
        mode: Default::default(),
        pairs: 6,
        players: 0,
        rounds: 1,
        next_step: tranque::tournament::NextStep::Record {
            round: 1,
            tables: vec![2, 3],
        },
        unreadable: false,
    };
    let json = crosses(
        &summary,
        &["id", "name", "date", "pairs", "rounds", "next_step"],
    );
    assert_eq!(
        json["next_step"],
        json!({ "step": "record", "round": 1, "tables": [2, 3] })
    );
    let unreadable = TournamentSummary {
        unreadable: true,
        ..summary
    };
    let json = crosses(
        &unreadable,
        &[
            "id",
            "name",
            "date",
            "pairs",
            "rounds",
            "next_step",
            "unreadable",
        ],
    );
    assert_eq!(json["unreadable"], true);
}

/// An individual tournament's line says so and counts its players; a line
/// of an older answer (no `mode`, no `players`) reads as a tournament of
/// pairs'.
#[test]
fn an_individual_tournament_s_line_counts_its_players_and_an_older_line_reads_as_pairs() {
    let line = TournamentSummary {
        id: "t2".into(),
        name: "Individual".into(),
        date: "2026-11-21".into(),
        mode: tranque::tournament::TournamentMode::Individual,
        pairs: 0,
        players: 9,
        rounds: 0,
        next_step: tranque::tournament::NextStep::Pair { round: 1 },
        unreadable: false,
    };
    let json = crosses(
        &line,
        &[
            "id",
            "name",
            "date",
            "mode",
            "pairs",
            "players",
            "rounds",
            "next_step",
        ],
    );
    assert_eq!(
        (&json["mode"], &json["players"]),
        (&json!("individual"), &json!(9))
    );
    let older: TournamentSummary = serde_json::from_value(json!({
        "id": "t1", "name": "Copa", "date": "2026-11-21", "pairs": 6, "rounds": 1,
        "next_step": {"step": "pair", "round": 2},
    }))
    .unwrap();
    assert_eq!(older.mode, tranque::tournament::TournamentMode::Pairs);
    assert_eq!(older.players, 0);
}

#[test]
fn a_tournament_crosses_with_its_linked_matches() {
    let view = tournament_view();
    let json = crosses(
        &view,
        &[
            "id",
            "setup",
            "pairs",
            "rounds",
            "standings",
            "next_step",
            "linked",
        ],
    );
    assert_eq!(
        json["linked"][0],
        json!({ "round": 1, "table": 1, "match_id": "9f1c2b7a4d3e8f60", "finished": false })
    );
    assert_eq!(json["setup"]["name"], "Copa");
}

#[test]
fn a_tournament_taken_over_crosses_with_what_it_did() {
    for (outcome, word) in [
        (TakeOver::Added, "added"),
        (TakeOver::Extended, "extended"),
        (TakeOver::Unchanged, "unchanged"),
    ] {
        let taken = TakenOver {
            outcome,
            entries: 3,
            tournament: tournament_view(),
            individual: None,
        };
        let json = crosses(&taken, &["outcome", "entries", "tournament"]);
        assert_eq!(json["outcome"], word);
        assert_eq!(json["entries"], 3);
        assert_eq!(json["tournament"]["id"], "t1");
    }
}

#[test]
fn a_qr_read_crosses_as_its_kind_and_the_field_it_names() {
    let start = QrRead::Start { game: match_view() };
    let json = crosses(&start, &["kind", "match"]);
    assert_eq!(json["kind"], "start");
    assert_eq!(json["match"]["id"], "9f1c2b7a4d3e8f60");
    let result = QrRead::Result {
        tournament: tournament_view(),
    };
    let json = crosses(&result, &["kind", "tournament"]);
    assert_eq!(json["kind"], "result");
    assert_eq!(json["tournament"]["id"], "t1");
    let seats = QrRead::SeatsResult {
        individual: individual_view(),
    };
    let json = crosses(&seats, &["kind", "individual"]);
    assert_eq!(json["kind"], "seats_result");
    assert_eq!(json["individual"]["id"], "i1");
}

/// An individual tournament of five players, its first round seated.
fn individual_view() -> IndividualView {
    let mut setup = tournament_view().setup;
    setup.mode = TournamentMode::Individual;
    let mut t = tranque::tournament::IndividualTournament::new(setup).unwrap();
    for n in 1..=5 {
        t = t
            .apply(IndividualEvent::PlayerRegistered {
                player: PlayerId(n),
                name: format!("J{n}"),
            })
            .unwrap();
    }
    let seating = t.next_seating().unwrap();
    let t = t.apply(IndividualEvent::RoundSeated(seating)).unwrap();
    IndividualView {
        id: "i1".into(),
        setup: t.setup().clone(),
        players: t.players().to_vec(),
        rounds: t.rounds().to_vec(),
        standings: t.standings(),
        teams: Vec::new(),
        next_step: t.next_step(),
        linked: Vec::new(),
    }
}

#[test]
fn a_qr_read_without_what_its_kind_names_is_refused() {
    for text in [
        r#"{"kind":"start"}"#,
        r#"{"kind":"result","match":null}"#,
        r#"{"kind":"seats_result","tournament":null}"#,
        r#"{"kind":"other"}"#,
        r#"{"match":null}"#,
    ] {
        assert!(serde_json::from_str::<QrRead>(text).is_err(), "{text}");
    }
}

#[test]
fn an_error_crosses_as_code_message_and_params() {
    let err = ApiError {
        code: "pips_out_of_range".into(),
        message: "70 pips for seat 2: a hand of 7 tiles holds at most 69".into(),
        params: json!({ "seat": 2, "pips": 70 }),
    };
    let json = crosses(&err, &["code", "message", "params"]);
    assert_eq!(json["params"], json!({ "seat": 2, "pips": 70 }));
}

#[test]
fn an_error_s_params_read_as_an_object_whatever_is_sent() {
    for text in [
        r#"{"code":"no_time_limit","message":"these rules have no time limit"}"#,
        r#"{"code":"no_time_limit","message":"these rules have no time limit","params":null}"#,
        r#"{"code":"no_time_limit","message":"these rules have no time limit","params":[1]}"#,
    ] {
        let err: ApiError = serde_json::from_str(text).unwrap();
        assert_eq!(
            err,
            ApiError::new("no_time_limit", "these rules have no time limit")
        );
        assert_eq!(err.params, json!({}), "{text}");
    }
    assert!(serde_json::from_str::<ApiError>(r#""command record_hand not found""#).is_err());
    assert!(serde_json::from_str::<ApiError>(r#"{"message":"no code"}"#).is_err());
}

#[test]
fn the_history_s_lines_and_page_cross_with_their_fields() {
    let summary = MatchSummary {
        id: "9f1c2b7a4d3e8f60".into(),
        preset: None,
        players: vec!["Ana".into(), "Bia".into()],
        side_labels: vec!["A".into(), "B".into()],
        scores: vec![100, 35],
        status: Status::Finished,
        winner: Some("A".into()),
        hands: 7,
        started_at: "2026-11-21T09:58:00Z".into(),
        finished_at: Some("2026-11-21T10:40:00Z".into()),
        readable: true,
        engine_version: Some("0.1.0".into()),
    };
    let page = MatchPage {
        total: 41,
        page: 2,
        per_page: 20,
        matches: vec![summary],
    };
    let json = crosses(&page, &["total", "page", "per_page", "matches"]);
    let line: Vec<&String> = json["matches"][0].as_object().unwrap().keys().collect();
    assert_eq!(line.len(), 12, "{line:?}");
    assert_eq!(json["matches"][0]["status"], "finished");
}

#[test]
fn the_history_s_query_crosses_flat_with_its_player_by_id_or_name() {
    let by_name = HistoryQuery {
        page: Some(1),
        per_page: Some(20),
        filter: HistoryFilter {
            player: Some(Given::Text("Ana".into())),
            preset: Some("custom".into()),
            ..HistoryFilter::default()
        },
    };
    let json = crosses(
        &by_name,
        &["page", "per_page", "player", "preset", "from", "to"],
    );
    assert_eq!(
        json,
        json!({"page": 1, "per_page": 20, "player": "Ana", "preset": "custom",
               "from": null, "to": null})
    );
    let read = |json: Value| serde_json::from_value::<HistoryQuery>(json);
    let by_id = read(json!({"player": 7})).unwrap();
    assert_eq!(by_id.filter.player, Some(Given::Number(7)));
    assert_eq!(read(json!({})).unwrap(), HistoryQuery::default());
    for not_a_player in [json!(1.5), json!(u64::MAX), json!(true), json!(["Ana"])] {
        assert!(read(json!({ "player": not_a_player })).is_err());
    }
}

#[test]
fn statistics_cross_with_the_core_s_figures() {
    use tranque::insights::{Insights, Played};
    let setup = MatchSetup {
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        seats: ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec(),
    };
    let forfeit = Event::Forfeit {
        loser: tranque::Side(1),
        reason: tranque::ForfeitReason::Withdrawal,
    };
    let game = Match::new(setup).unwrap().apply(forfeit).unwrap();
    let played = Played::new("m1", 1_000, Some("pr-federacion"), &game).unwrap();
    let insights = Insights::from_matches(Filter::default(), [played]);
    let view = StatsView {
        summary: insights.summary(),
        rule_sets: vec!["pr-federacion".into()],
        unreadable: 1,
    };
    let json = crosses(&view, &["summary", "rule_sets", "unreadable"]);
    assert_eq!(json["summary"]["players"][0]["name"], "Ana");
    assert_eq!(json["summary"]["players"][0]["wins"], 1);
    let player = PlayerView {
        key: "ana".into(),
        name: Some("Ana".into()),
        page: insights.player_page("ana"),
        rule_sets: vec!["pr-federacion".into()],
    };
    let json = crosses(&player, &["key", "name", "page", "rule_sets"]);
    assert_eq!(json["page"]["summary"]["matches"], 1);
    // Ana and Caio sit at seats 0 and 2: side A.
    assert_eq!(json["page"]["opponents"][0]["key"], "bia");
    assert_eq!(json["page"]["opponents"][0]["wins"], 1);
}

#[test]
fn the_small_answers_cross_with_their_fields() {
    let progress = ImportProgress {
        phase: ImportPhase::Checking,
        done: 3,
        total: 9,
    };
    let json = crosses(&progress, &["phase", "done", "total"]);
    assert_eq!(json["phase"], "checking");
    let report = ImportReport {
        imported: 2,
        already_present: 1,
        unreadable_skipped: 0,
        under_new_id: 1,
        names_kept: vec!["Ana\u{7}".to_owned()],
    };
    crosses(
        &report,
        &[
            "imported",
            "already_present",
            "unreadable_skipped",
            "under_new_id",
            "names_kept",
        ],
    );
    let export = HistoryExport {
        json: "{}".into(),
        unreadable: vec!["9f1c2b7a4d3e8f60".into()],
    };
    crosses(&export, &["json", "unreadable"]);
    let saved = SavedFile {
        file: "tranque.json".into(),
        unreadable: Vec::new(),
    };
    crosses(&saved, &["file", "unreadable"]);
    let labels = SheetLabels {
        title: "Scoresheet".into(),
        winner: "Winner".into(),
        rules: "Megajogos (Brazil)".into(),
        signed: None,
        rows: vec!["1 domino".into()],
    };
    let json = crosses(&labels, &["title", "winner", "rules", "signed", "rows"]);
    assert_eq!(json["signed"], Value::Null);
    crosses(
        &QrCode {
            text: "{\"v\":1}".into(),
            svg: "<svg/>".into(),
        },
        &["text", "svg"],
    );
    crosses(&PhoneFeatures { scanner: true }, &["scanner"]);
    crosses(
        &Player {
            id: 7,
            name: "Zeca".into(),
        },
        &["id", "name"],
    );
    let backup = Backup {
        file: "tranque-0003-before-upgrade.sqlite3".into(),
        created_at: "2026-11-21T10:00:00Z".into(),
        bytes: 4096,
        matches: None,
        kind: Some(BackupKind::BeforeUpgrade),
    };
    let json = crosses(&backup, &["file", "created_at", "bytes", "matches", "kind"]);
    assert_eq!(json["kind"], "before_upgrade");
    crosses(
        &Restored {
            file: "a".into(),
            kept: "b".into(),
        },
        &["file", "kept"],
    );
}
