//! The history against temporary databases: listing, statistics, export and
//! import, and hostile imports that must change nothing.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use tranque::insights::Filter;
use tranque::{Event, Finish, HandEnd, Leftover, Mode, Preset, Seat};
use tranque_app_lib::stats::statistics;
use tranque_app_lib::store::{LogEdit, MatchFilter, Status, Store, StoredMatch};

const FIXTURES: [&str; 4] = [
    include_str!("../../../tests/data/match-br-basicas.json"),
    include_str!("../../../tests/data/match-br-megajogos.json"),
    include_str!("../../../tests/data/match-es-clasico.json"),
    include_str!("../../../tests/data/match-pr-federacion.json"),
];

fn names(list: [&str; 4]) -> Vec<String> {
    list.map(String::from).to_vec()
}

fn domino(by: u8, opener: Option<u8>, pips: [u32; 4]) -> Event {
    Event::Hand {
        opener: opener.map(Seat),
        end: HandEnd::Domino {
            by: Seat(by),
            left: Leftover::Pips(pips.to_vec()),
            finish: Finish::Simple,
        },
    }
}

/// A br-megajogos match won in one hand of 60 by `winner` (0 = A, 1 = B), finished.
fn play(store: &mut Store, players: [&str; 4], winner: u8, day: &str) -> StoredMatch {
    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    let now = format!("{day}T20:00:00Z");
    let game = store
        .create_match(Some("br-megajogos"), &rules, &names(players), &now)
        .unwrap();
    let hand = if winner == 0 {
        domino(0, Some(0), [0, 30, 1, 30])
    } else {
        domino(1, Some(0), [30, 0, 30, 1])
    };
    store
        .change(&game.id, &now, |_| Ok(LogEdit::Append(hand)))
        .unwrap();
    store.finish_match(&game.id, None, None, &now).unwrap()
}

fn snapshot(store: &Store) -> (String, String) {
    (
        store.export_history("fixed").unwrap().json,
        serde_json::to_string(&store.players().unwrap()).unwrap(),
    )
}

#[test]
fn the_history_is_listed_newest_first_and_filtered() {
    let mut store = Store::open_in_memory().unwrap();
    let first = play(&mut store, ["Ana", "Bia", "Caio", "Duda"], 0, "2026-01-10");
    let second = play(&mut store, ["Ana", "Eva", "Caio", "Fabi"], 1, "2026-02-10");
    let custom = store
        .create_match(
            None,
            &Preset::EsClasico.rules(Mode::Individual),
            &names(["Gil", "Hugo", "Ana", "Ivo"]),
            "2026-03-10T09:00:00Z",
        )
        .unwrap();

    let all = store.list_matches(&MatchFilter::default(), 0, 20).unwrap();
    assert_eq!(all.total, 3);
    let ids: Vec<_> = all.matches.iter().map(|m| m.id.as_str()).collect();
    assert_eq!(ids, [&custom.id, &second.id, &first.id]);
    let top = &all.matches[0];
    assert_eq!(top.status, Status::InProgress);
    assert_eq!(top.side_labels, ["0", "1", "2", "3"]);
    assert_eq!(top.players, ["Gil", "Hugo", "Ana", "Ivo"]);
    let won = &all.matches[1];
    assert_eq!(won.winner.as_deref(), Some("B"));
    assert_eq!(won.scores, [0, 60]);
    assert_eq!(won.hands, 1);
    assert_eq!(won.preset.as_deref(), Some("br-megajogos"));

    let page = store.list_matches(&MatchFilter::default(), 1, 2).unwrap();
    assert_eq!(page.matches.len(), 1);
    assert_eq!(page.matches[0].id, first.id);

    let bia = store.player_named("bia").unwrap().unwrap();
    let by_player = |id| MatchFilter {
        player_id: Some(id),
        ..MatchFilter::default()
    };
    let only = store.list_matches(&by_player(bia.id), 0, 20).unwrap();
    assert_eq!(only.total, 1);
    let custom_only = MatchFilter {
        preset: Some("custom".into()),
        ..MatchFilter::default()
    };
    assert_eq!(store.list_matches(&custom_only, 0, 20).unwrap().total, 1);
    let preset = MatchFilter {
        preset: Some("br-megajogos".into()),
        ..MatchFilter::default()
    };
    assert_eq!(store.list_matches(&preset, 0, 20).unwrap().total, 2);
    let february = MatchFilter {
        from: Some("2026-02-01".into()),
        to: Some("2026-02-10".into()),
        ..MatchFilter::default()
    };
    let feb = store.list_matches(&february, 0, 20).unwrap();
    assert_eq!(feb.total, 1);
    assert_eq!(feb.matches[0].id, second.id);

    // In Brasília (UTC-3) the match of 2026-02-10 20:00 UTC was played at
    // 17:00 on the 10th; in Tokyo (UTC+9) at 05:00 on the 11th.
    let day = |d: &str, utc_offset_minutes| MatchFilter {
        from: Some(d.into()),
        to: Some(d.into()),
        utc_offset_minutes,
        ..MatchFilter::default()
    };
    assert_eq!(
        store
            .list_matches(&day("2026-02-10", -180), 0, 20)
            .unwrap()
            .total,
        1
    );
    assert_eq!(
        store
            .list_matches(&day("2026-02-10", 540), 0, 20)
            .unwrap()
            .total,
        0
    );
    assert_eq!(
        store
            .list_matches(&day("2026-02-11", 540), 0, 20)
            .unwrap()
            .total,
        1
    );

    let bad = MatchFilter {
        from: Some("10/02/2026".into()),
        ..MatchFilter::default()
    };
    let err = store.list_matches(&bad, 0, 20).unwrap_err();
    assert_eq!(err.code(), "bad_argument");
    assert!(err.to_string().contains("10/02/2026"), "{err}");
    let err = store
        .list_matches(&MatchFilter::default(), 0, 0)
        .unwrap_err();
    assert_eq!(err.code(), "bad_argument");
    let unknown = MatchFilter {
        preset: Some("poker".into()),
        ..MatchFilter::default()
    };
    assert_eq!(
        store.list_matches(&unknown, 0, 20).unwrap_err().code(),
        "unknown_preset"
    );
}

#[test]
fn statistics_count_finished_matches_per_player_and_partnership() {
    let mut store = Store::open_in_memory().unwrap();
    play(&mut store, ["Ana", "Bia", "Caio", "Duda"], 0, "2026-01-10");
    play(&mut store, ["Ana", "Bia", "Caio", "Duda"], 1, "2026-01-11");
    play(&mut store, ["Caio", "Bia", "Ana", "Eva"], 0, "2026-01-12");
    // An unfinished match does not count.
    let open = store
        .create_match(
            None,
            &Preset::BrMegajogos.rules(Mode::Pairs),
            &names(["Ana", "Bia", "Caio", "Duda"]),
            "2026-01-13T10:00:00Z",
        )
        .unwrap();
    store
        .change(&open.id, "2026-01-13T10:00:00Z", |_| {
            Ok(LogEdit::Append(domino(0, Some(0), [0, 10, 1, 10])))
        })
        .unwrap();

    let stats = statistics(&mut store, &Filter::default()).unwrap().summary;
    assert_eq!(stats.matches, 3);
    let ana = stats.players.iter().find(|p| p.name == "Ana").unwrap();
    // Won with Caio on the 10th and the 12th (60 to 0 each: zapatos), lost
    // 0 to 60 on the 11th.
    assert_eq!((ana.matches, ana.wins, ana.hands_won), (3, 2, 2));
    assert_eq!(ana.points, 120);
    assert_eq!((ana.zapatos_given, ana.zapatos_taken), (2, 1));
    assert_eq!((ana.longest_streak, ana.current_streak), (1, 1));
    let eva = stats.players.iter().find(|p| p.name == "Eva").unwrap();
    assert_eq!((eva.matches, eva.wins), (1, 0));
    let names: Vec<_> = stats.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ana", "Bia", "Caio", "Duda", "Eva"]);
    // Ana ranks first: two wins of three.
    assert_eq!(stats.ratings[0].key, "ana");

    let pairs: Vec<([&str; 2], u32, u32)> = stats
        .partnerships
        .iter()
        .map(|p| {
            (
                [p.names[0].as_str(), p.names[1].as_str()],
                p.matches,
                p.wins,
            )
        })
        .collect();
    assert_eq!(
        pairs,
        [
            (["Ana", "Caio"], 3, 2),
            (["Bia", "Duda"], 2, 1),
            (["Bia", "Eva"], 1, 0)
        ]
    );
}

#[test]
fn a_match_goes_out_and_back_in_unchanged() {
    let mut store = Store::open_in_memory().unwrap();
    let game = play(&mut store, ["Ana", "Bia", "Caio", "Duda"], 1, "2026-01-10");
    let file = store.export_match(&game.id).unwrap();
    let parsed = tranque::MatchFile::parse(&file).unwrap();
    assert_eq!(parsed.id.as_deref(), Some(game.id.as_str()));
    assert_eq!(parsed.created_at.as_deref(), Some("2026-01-10T20:00:00Z"));

    let mut other = Store::open_in_memory().unwrap();
    let report = other.import(&file, "2026-05-01T00:00:00Z").unwrap();
    assert_eq!((report.imported, report.already_present), (1, 0));
    let back = other.get_match(&game.id).unwrap();
    assert_eq!(back.game.events(), game.game.events());
    assert_eq!(back.status, Status::Finished);
    assert_eq!(back.started_at, "2026-01-10T20:00:00Z");
    let again = other.import(&file, "2026-05-01T00:00:00Z").unwrap();
    assert_eq!((again.imported, again.already_present), (0, 1));

    let history = store.export_history("2026-05-01T00:00:00Z").unwrap().json;
    let value: serde_json::Value = serde_json::from_str(&history).unwrap();
    assert_eq!(value["format"], "tranque-history");
    assert_eq!(value["version"], 1);
    let mut third = Store::open_in_memory().unwrap();
    assert_eq!(third.import(&history, "x").unwrap().imported, 1);
    assert_eq!(
        third.export_history("fixed").unwrap().json,
        store.export_history("fixed").unwrap().json
    );
}

#[test]
fn the_core_fixtures_import_and_a_file_without_id_is_found_again() {
    let mut store = Store::open_in_memory().unwrap();
    for text in FIXTURES {
        let report = store.import(text, "2026-05-01T00:00:00Z").unwrap();
        assert_eq!(report.imported, 1, "{text:.80}");
        let file = tranque::MatchFile::parse(text).unwrap();
        let id = file.id.clone().unwrap();
        let stored = store.get_match(&id).unwrap();
        assert_eq!(stored.game.events(), file.events.as_slice());
        let expected = file.into_match().unwrap();
        assert_eq!(stored.game.standings(), expected.standings());
    }
    let mut value: serde_json::Value = serde_json::from_str(FIXTURES[1]).unwrap();
    value.as_object_mut().unwrap().remove("id");
    let text = value.to_string();
    assert_eq!(store.import(&text, "now").unwrap().imported, 1);
    assert_eq!(store.import(&text, "now").unwrap().already_present, 1);
}

#[test]
fn a_scoresheet_exports_as_csv() {
    let mut store = Store::open_in_memory().unwrap();
    store.import(FIXTURES[3], "2026-05-01T00:00:00Z").unwrap();
    let stored = store.get_match("2025-01-18-mesa-3").unwrap_or_else(|_| {
        let id = tranque::MatchFile::parse(FIXTURES[3]).unwrap().id.unwrap();
        store.get_match(&id).unwrap()
    });
    let csv = tranque_app_lib::csv::scoresheet(&stored);
    let mut lines = csv.lines();
    let header = lines.next().unwrap();
    assert!(
        header.starts_with("hand,event,opener,points A ("),
        "{header}"
    );
    assert_eq!(lines.count(), stored.game.standings().sheet.len());
    let last_total = stored.game.standings().scores.clone();
    let last = csv.lines().last().unwrap();
    assert!(
        last.ends_with(&format!("{},{}", last_total[0], last_total[1])),
        "{last}"
    );
}

#[test]
fn hostile_imports_are_refused_and_change_nothing() {
    let mut store = Store::open_in_memory().unwrap();
    play(&mut store, ["Ana", "Bia", "Caio", "Duda"], 0, "2026-01-10");
    let before = snapshot(&store);
    let good = FIXTURES[1];
    let swap = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        good.replacen(from, to, 1)
    };
    let huge = format!(
        "{{\"format\": \"tranque-match\", \"pad\": \"{}\"}}",
        "x".repeat(65 * 1024 * 1024)
    );
    let deep = format!(
        "{{\"format\": \"tranque-match\", \"pad\": {}{}}}",
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    let mut second_bad: serde_json::Value = serde_json::from_str(&format!(
        "{{\"format\": \"tranque-history\", \"version\": 1, \"matches\": [{}, {}]}}",
        FIXTURES[0],
        swap("\"Bia\"", "\"Bi\\u0000a\"")
    ))
    .unwrap();
    second_bad["matches"][1]["id"] = "other".into();
    let cases: Vec<(String, &str, &str)> = vec![
        (good[..good.len() / 2].to_owned(), "malformed", "EOF"),
        (String::new(), "malformed", "EOF"),
        (huge, "import_too_large", "bytes"),
        (deep, "over_limit", "levels"),
        (
            format!("{}{}", "[".repeat(10_000), "]".repeat(10_000)),
            "malformed",
            "object",
        ),
        ("[1, 2, 3]".into(), "malformed", "object"),
        (
            swap("\"version\": 1", "\"version\": 7"),
            "unsupported_version",
            "7",
        ),
        (
            swap("\"version\": 1", "\"version\": \"1\""),
            "malformed",
            "version",
        ),
        (
            swap("\"tranque-match\"", "\"excel\""),
            "unknown_format",
            "excel",
        ),
        (
            "{\"format\": \"tranque-history\", \"version\": 2, \"matches\": []}".into(),
            "unsupported_version",
            "2",
        ),
        (
            "{\"format\": \"tranque-history\", \"version\": 1, \"matches\": {}}".into(),
            "malformed",
            "list",
        ),
        (
            swap("\"target\": 50", "\"target\": \"50\""),
            "malformed",
            "50",
        ),
        (
            swap("\"target\": 50", "\"target\": -50"),
            "malformed",
            "-50",
        ),
        (
            swap("\"target\": 50", "\"target\": 0"),
            "invalid_rules",
            "0",
        ),
        (
            swap("\"seats\": [", "\"extra\": 1, \"seats\": ["),
            "unknown_field",
            "extra",
        ),
        // A NUL, which no version kept (a line break or a bell an older
        // version kept is carried: `store::tests_names`).
        (swap("\"Bia\"", "\"Bi\\u0000a\""), "bad_player_name", "Bi"),
        (
            swap("\"Bia\"", &format!("\"{}\"", "B".repeat(41))),
            "bad_player_name",
            "BBB",
        ),
        (swap("\"Bia\"", "\"ana\""), "player_seated_twice", "Ana"),
        (
            swap(
                "\"preset\": \"br-megajogos\"",
                "\"preset\": \"x'; DROP TABLE matches;--\"",
            ),
            "unknown_preset",
            "DROP",
        ),
        (
            swap("\"id\": \"", "\"id\": \"a/../b"),
            "bad_argument",
            "a/../b",
        ),
        (
            second_bad.to_string(),
            "bad_player_name",
            "match 2 of the file",
        ),
    ];
    for (text, code, named) in &cases {
        let err = store.import(text, "2026-05-01T00:00:00Z").unwrap_err();
        assert_eq!(err.code(), *code, "{err} for {:.120}", text);
        assert!(err.to_string().contains(named), "{err} should name {named}");
        assert_eq!(snapshot(&store), before, "{code}");
    }
}

#[test]
fn impossible_hands_in_an_import_are_refused_with_their_place() {
    let mut store = Store::open_in_memory().unwrap();
    let before = snapshot(&store);
    let mut file: serde_json::Value = serde_json::from_str(FIXTURES[1]).unwrap();
    let events = file["events"].as_array().unwrap().len();
    assert!(events > 1);
    file["events"][1] = serde_json::json!({"type": "hand",
        "end": {"kind": "domino", "by": 0, "left": {"pips": [0, 70, 1, 1]}}});
    let err = store.import(&file.to_string(), "now").unwrap_err();
    assert_eq!(err.code(), "pips_out_of_range");
    assert!(err.to_string().contains("event 1"), "{err}");
    assert!(err.to_string().contains("70"), "{err}");
    file["events"][1] = serde_json::json!({"type": "hand",
        "end": {"kind": "block", "closed_by": 0, "left": {"tiles": [["6-6"], ["6-6"], ["1-1"], ["2-2"]]}}});
    let err = store.import(&file.to_string(), "now").unwrap_err();
    assert_eq!(err.code(), "tile_repeated");
    file["events"][1] =
        serde_json::json!({"type": "hand", "end": {"kind": "domino", "by": "zero"}});
    assert_eq!(
        store.import(&file.to_string(), "now").unwrap_err().code(),
        "malformed"
    );
    assert_eq!(snapshot(&store), before);
}

#[test]
fn names_full_of_quotes_and_sql_are_kept_verbatim() {
    let mut store = Store::open_in_memory().unwrap();
    let strange = [
        "Robert'); DROP TABLE players;--",
        "\"Zé\" d'Ávila",
        "%_\\ OR 1=1",
        "=HYPERLINK(\"x\")",
    ];
    let game = store
        .create_match(
            None,
            &Preset::BrMegajogos.rules(Mode::Pairs),
            &names(strange),
            "2026-01-10T20:00:00Z",
        )
        .unwrap();
    let names: Vec<_> = game.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, strange);
    assert_eq!(store.players().unwrap().len(), 4);
    let filter = MatchFilter {
        player_id: store.player_named("%_\\ OR 1=1").unwrap().map(|p| p.id),
        ..MatchFilter::default()
    };
    assert_eq!(store.list_matches(&filter, 0, 10).unwrap().total, 1);
    assert!(store.player_named("%").unwrap().is_none());
    let hand = domino(1, Some(3), [9, 0, 4, 12]);
    store
        .change(&game.id, "2026-01-10T20:00:00Z", |_| {
            Ok(LogEdit::Append(hand))
        })
        .unwrap();
    let csv = tranque_app_lib::csv::scoresheet(&store.get_match(&game.id).unwrap());
    assert!(csv.contains("'=HYPERLINK(\"\"x\"\")"), "{csv}");
    let file = store.export_match(&game.id).unwrap();
    let mut other = Store::open_in_memory().unwrap();
    other.import(&file, "now").unwrap();
    let seats = other.get_match(&game.id).unwrap().seats;
    assert_eq!(seats[0].name, strange[0]);
    assert_eq!(other.integrity_check().unwrap(), "ok");
}

/// The ids of the stored matches, oldest first.
fn match_ids(store: &Store) -> Vec<String> {
    let history: serde_json::Value =
        serde_json::from_str(&store.export_history("fixed").unwrap().json).unwrap();
    history["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_str().unwrap().to_owned())
        .collect()
}

/// An imported match whose id a *different* match here already holds is
/// added under a new id, never skipped and never written over: no recorded
/// hand is lost. The same match imported again (the file again, our own
/// export, after a player's rename) is still found already present.
#[test]
fn a_different_match_under_an_id_used_here_is_added_under_a_new_id() {
    let now = "2026-05-01T00:00:00Z";
    let mut phone = Store::open_in_memory().unwrap();
    let ours = play(&mut phone, ["Ana", "Bia", "Caio", "Duda"], 0, "2026-01-10");
    let our_file = phone.export_match(&ours.id).unwrap();
    let mut other = Store::open_in_memory().unwrap();
    let theirs = play(&mut other, ["Eva", "Fabi", "Gil", "Hugo"], 1, "2026-01-11");
    let mut clash: serde_json::Value =
        serde_json::from_str(&other.export_match(&theirs.id).unwrap()).unwrap();
    clash["id"] = serde_json::json!(ours.id);
    let clash = clash.to_string();

    let report = phone.import(&clash, now).unwrap();
    assert_eq!(
        (report.imported, report.already_present, report.under_new_id),
        (1, 0, 1),
        "{report:?}"
    );
    // Ours is as it was; theirs is here whole, under a new id.
    assert_eq!(phone.export_match(&ours.id).unwrap(), our_file);
    let ids = match_ids(&phone);
    assert_eq!(ids.len(), 2, "{ids:?}");
    let new_id = ids.iter().find(|id| **id != ours.id).unwrap();
    assert!(new_id.starts_with("copy-"), "{new_id}");
    let copy = phone.get_match(new_id).unwrap();
    assert_eq!(copy.game.events(), theirs.game.events());
    assert_eq!(copy.game.setup().seats, ["Eva", "Fabi", "Gil", "Hugo"]);
    assert_eq!(copy.status, Status::Finished);
    assert_eq!(copy.started_at, "2026-01-11T20:00:00Z");

    // Imported again, each is found: the clash under the id it was given,
    // our own file under ours, and the whole history exported here.
    for text in [
        clash.clone(),
        our_file.clone(),
        phone.export_history(now).unwrap().json,
    ] {
        let again = phone.import(&text, now).unwrap();
        assert_eq!(again.imported, 0, "{text:.80}");
        assert_eq!(again.under_new_id, 0, "{text:.80}");
        assert!(again.already_present >= 1, "{again:?}");
    }
    // A player renamed since the file was written: still the same match.
    let ana = phone.player_named("Ana").unwrap().unwrap();
    phone.rename_player(ana.id, "Ana Maria").unwrap();
    let again = phone.import(&our_file, now).unwrap();
    assert_eq!((again.imported, again.already_present), (0, 1));
    assert_eq!(match_ids(&phone).len(), 2);
}
