//! One rule of names at every entry of the store: the core's
//! (`tranque::clean_name`). A name it keeps is kept as it gives it back
//! (trimmed, NFC) by the directory, a match's seats and signer, an import,
//! a tournament's pair and a table's code; a name it refuses is refused by
//! each as `bad_player_name` (a tournament's blank or long name keeps its
//! own code), and nothing is written.

use proptest::prelude::*;
use serde_json::Value;
use tranque::tournament::{
    Criterion, PairId, PairPlayers, StartTable, Tournament, TournamentEvent, TournamentMode,
    TournamentSetup,
};
use tranque::{MAX_NAME_CHARS, Mode, NameProblem, Preset, clean_name, name_key};

use super::tests_support::finished;
use super::{Store, StoreError};

const NOW: &str = "2026-11-21T10:00:00Z";

/// The other players of a table (no generated name folds like them).
const OTHERS: [&str; 3] = ["Zé Carioca Filho", "Caio Prado Júnior", "Duda Nascimento"];

fn seats(name: &str) -> Vec<String> {
    vec![
        name.to_owned(),
        OTHERS[0].to_owned(),
        OTHERS[1].to_owned(),
        OTHERS[2].to_owned(),
    ]
}

fn tournament_setup() -> TournamentSetup {
    TournamentSetup {
        name: "Copa de Ponce".into(),
        date: "2026-11-21".into(),
        preset: Some("pr-federacion".into()),
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        mode: TournamentMode::Pairs,
        seed: 7,
        bye: Default::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    }
}

/// The refused match of an import, or the refusal itself.
fn cause(err: &StoreError) -> &StoreError {
    match err {
        StoreError::ImportRefused { error, .. } => error,
        other => other,
    }
}

/// The refusal is the one rule's, said as the store says it.
fn is_bad_name(err: &StoreError, reason: NameProblem) -> bool {
    matches!(err, StoreError::BadName { reason: r, .. } if *r == reason)
        && err.code() == "bad_player_name"
}

/// A tournament's refusal of a name: `bad_player_name`, or the tournament's
/// own codes for a blank or long name.
fn is_tournament_name_refusal(err: &StoreError, reason: NameProblem) -> bool {
    let code = err.code();
    match reason {
        NameProblem::Empty => code == "player_name_empty",
        NameProblem::TooLong => code == "name_too_long",
        _ => code == "bad_player_name" && err.params()["reason"] == serde_json::json!(reason),
    }
}

/// A finished match's file, its seat 0 renamed `name`.
fn match_file_naming(name: &str) -> String {
    let mut store = Store::open_in_memory().unwrap();
    let id = finished(
        &mut store,
        ["Ana Maria", OTHERS[0], OTHERS[1], OTHERS[2]],
        0,
        NOW,
    );
    let mut file: Value = serde_json::from_str(&store.export_match(&id).unwrap()).unwrap();
    file["seats"][0] = Value::String(name.to_owned());
    file.to_string()
}

fn piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "Ana",
        "João",
        "Ángel",
        "Straße",
        "Иван",
        "محمد",
        "张伟",
        "क",
        "्",
        "ष",
        "e",
        "\u{301}",
        "\u{327}",
        " ",
        "\u{A0}",
        "\u{3000}",
        "\t",
        "\n",
        "\u{7}",
        "\u{0}",
        "\u{85}",
        "\u{2028}",
        "\u{200B}",
        "\u{200C}",
        "\u{200D}",
        "\u{2060}",
        "\u{FEFF}",
        "\u{AD}",
        "\u{202E}",
        "\u{2066}",
        "\u{3164}",
        "\u{2800}",
        "\u{FE0F}",
        "👩",
        "💻",
        "\u{1F3F4}",
        "\u{E0067}",
        "\u{E007F}",
        "-",
        "2",
    ])
}

fn arb_name() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(piece(), 0..12).prop_map(|p| p.concat()),
        prop::collection::vec(any::<char>(), 0..10).prop_map(String::from_iter),
        (1usize..=3, prop::collection::vec(piece(), 1..3)).prop_map(|(n, p)| format!(
            "{}{}",
            "a".repeat(MAX_NAME_CHARS - n),
            p.concat()
        )),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_entry_of_the_store_gives_the_cores_verdict(name in arb_name()) {
        prop_assume!(
            ["Ana Maria", OTHERS[0], OTHERS[1], OTHERS[2]]
                .iter()
                .all(|o| name_key(o) != name_key(&name))
        );
        let rule = clean_name(&name);
        let rules = Preset::BrMegajogos.rules(Mode::Pairs);

        // The directory: added, renamed.
        let mut store = Store::open_in_memory().unwrap();
        let added = store.add_player(&name, NOW);
        match (&added, &rule) {
            (Ok(player), Ok(kept)) => prop_assert_eq!(&player.name, kept),
            (Err(err), Err(reason)) => prop_assert!(is_bad_name(err, *reason), "{}", err),
            _ => prop_assert!(false, "add_player {:?}, the rule {:?}", added, rule),
        }
        let zeca = store.add_player("Zeca", NOW).unwrap();
        let renamed = store.rename_player(zeca.id, &name);
        match (&renamed, &rule) {
            // Renamed onto the name just added: another player has it.
            (Err(StoreError::DuplicateName(_)), Ok(_)) => {}
            (Err(err), Err(reason)) => prop_assert!(is_bad_name(err, *reason), "{}", err),
            _ => prop_assert!(false, "rename_player {:?}, the rule {:?}", renamed, rule),
        }

        // A match's seats, then its signer.
        let mut store = Store::open_in_memory().unwrap();
        let started = store.create_match(Some("br-megajogos"), &rules, &seats(&name), NOW);
        match (&started, &rule) {
            (Ok(game), Ok(kept)) => prop_assert_eq!(&game.game.setup().seats[0], kept),
            (Err(err), Err(reason)) => prop_assert!(is_bad_name(err, *reason), "{}", err),
            _ => prop_assert!(false, "create_match {:?}, the rule {:?}", started, rule),
        }
        let mut store = Store::open_in_memory().unwrap();
        let id = store
            .create_match(Some("br-megajogos"), &rules, &seats("Ana Maria"), NOW)
            .unwrap()
            .id;
        let signed = store.finish_match(&id, Some(&name), None, NOW);
        match (&signed, &rule) {
            // Not over: the name passed.
            (Err(StoreError::NotOver { .. }), Ok(_)) => {}
            (Err(err), Err(reason)) => prop_assert!(is_bad_name(err, *reason), "{}", err),
            _ => prop_assert!(false, "finish_match {:?}, the rule {:?}", signed, rule),
        }

        // A match file imported: a name the rule refuses for what it hides
        // is carried as an older version kept it, and said; a blank or
        // long one, or a NUL, is refused.
        let mut store = Store::open_in_memory().unwrap();
        let imported = store.import(&match_file_naming(&name), NOW);
        let carried = matches!(
            rule,
            Err(NameProblem::ControlCharacters | NameProblem::Invisible)
        ) && !name.contains('\0');
        let names = |store: &Store| -> Vec<String> {
            store.players().unwrap().into_iter().map(|p| p.name).collect()
        };
        match (&imported, &rule) {
            (Ok(report), Ok(kept)) => {
                prop_assert!(names(&store).contains(kept), "{:?}", names(&store));
                prop_assert!(report.names_kept.is_empty());
            }
            (Ok(report), Err(_)) if carried => {
                prop_assert!(names(&store).contains(&name), "{:?}", names(&store));
                prop_assert_eq!(&report.names_kept, &vec![name.clone()]);
            }
            (Err(err), Err(reason)) if !carried => {
                prop_assert!(is_bad_name(cause(err), *reason), "{}", err);
                prop_assert!(store.players().unwrap().is_empty());
            }
            _ => prop_assert!(false, "import {:?}, the rule {:?}", imported, rule),
        }

        // A tournament's pair.
        let mut store = Store::open_in_memory().unwrap();
        let t = store
            .create_tournament::<Tournament>(tournament_setup(), NOW)
            .unwrap();
        let entered = store.change_tournament::<Tournament>(&t.id, NOW, |_| {
            Ok(Some(TournamentEvent::PairRegistered {
                pair: PairId(1),
                players: [name.clone(), OTHERS[0].to_owned()],
            }))
        });
        match (&entered, &rule) {
            (Ok(t), Ok(kept)) => {
                prop_assert_eq!(&t.tournament.pairs()[0].players[0], kept);
                // As written: the log read again holds the kept name.
                let again = store.get_tournament(&t.id).unwrap();
                prop_assert_eq!(&again.tournament.pairs()[0].players[0], kept);
            }
            (Err(err), Err(reason)) => {
                prop_assert!(is_tournament_name_refusal(err, *reason), "{}", err);
            }
            _ => prop_assert!(false, "add a pair {:?}, the rule {:?}", entered, rule),
        }

        // A table's code, as the store is handed it.
        let mut store = Store::open_in_memory().unwrap();
        let start = StartTable {
            tournament: "ponce-2026".into(),
            round: 1,
            table: 1,
            rules: "pr-federacion".into(),
            pairs: [
                PairPlayers { pair: PairId(1), players: [name.clone(), OTHERS[0].to_owned()] },
                PairPlayers { pair: PairId(2), players: [OTHERS[1].to_owned(), OTHERS[2].to_owned()] },
            ],
            rule_set: None,
        };
        let coded = store.start_coded_match(&start, NOW);
        match (&coded, &rule) {
            (Ok(game), Ok(kept)) => prop_assert_eq!(&game.game.setup().seats[0], kept),
            (Err(err), Err(reason)) => prop_assert!(is_bad_name(err, *reason), "{}", err),
            _ => prop_assert!(false, "coded match {:?}, the rule {:?}", coded, rule),
        }
    }
}

#[test]
fn hidden_and_invisible_names_are_refused_by_the_directory() {
    let mut store = Store::open_in_memory().unwrap();
    for (name, reason) in [
        ("A\u{7}B", NameProblem::ControlCharacters),
        ("Ana\nBia", NameProblem::ControlCharacters),
        ("Ana\u{200B}", NameProblem::ControlCharacters),
        ("\u{200B}", NameProblem::Invisible),
        ("\u{3164}", NameProblem::Invisible),
        ("\u{FEFF}", NameProblem::Invisible),
    ] {
        let err = store.add_player(name, NOW).unwrap_err();
        assert!(is_bad_name(&err, reason), "{name:?}: {err}");
        assert_eq!(err.params()["name"], name);
    }
    assert!(store.players().unwrap().is_empty());
}

#[test]
fn names_are_kept_composed_and_found_however_typed() {
    let mut store = Store::open_in_memory().unwrap();
    let jose = store.add_player("  Jose\u{301}  ", NOW).unwrap();
    assert_eq!(jose.name, "Jos\u{E9}");
    assert_eq!(
        store.player_named("JOSE\u{301}").unwrap().map(|p| p.id),
        Some(jose.id)
    );
    for name in [
        "Conceição",
        "Begoña",
        "Σίσυφος",
        "زهرا\u{200C}سادات",
        "👩\u{200D}💻",
    ] {
        assert_eq!(store.add_player(name, NOW).unwrap().name, name);
    }
}

/// A history an older version stored with names the rule now refuses (a
/// bell, a line break, a bidi override, a lone zero-width space) moves to
/// a new phone whole: every match imported, each name carried as written,
/// and the import says which; the same file again adds nothing.
#[test]
fn a_history_with_names_an_older_version_kept_moves_to_a_new_phone() {
    let old_names = ["Ana\u{7}", "Bia\nMaria", "\u{202E}oiaC", "\u{200B}"];
    let mut old = Store::open_in_memory().unwrap();
    finished(&mut old, ["Ana", "Bia", "Caio", "Duda"], 0, NOW);
    finished(&mut old, ["Ana", "Eva", "Caio", "Fabio"], 1, NOW);
    // As an older version stored them, before the rule.
    for (name, old_name) in ["Ana", "Bia", "Caio", "Duda"].into_iter().zip(old_names) {
        old.conn
            .execute(
                "UPDATE players SET name = ?2 WHERE name = ?1",
                rusqlite::params![name, old_name],
            )
            .unwrap();
    }
    let history = old.export_history(NOW).unwrap();
    assert!(history.unreadable.is_empty());

    let mut new = Store::open_in_memory().unwrap();
    let report = new.import(&history.json, NOW).unwrap();
    assert_eq!((report.imported, report.already_present), (2, 0));
    let mut kept = report.names_kept.clone();
    kept.sort();
    let mut said = old_names.map(String::from);
    said.sort();
    assert_eq!(kept, said);
    let mut players: Vec<String> = new.players().unwrap().into_iter().map(|p| p.name).collect();
    players.sort();
    let mut expected: Vec<String> = old.players().unwrap().into_iter().map(|p| p.name).collect();
    expected.sort();
    assert_eq!(players, expected);
    // Every match as it was exported.
    assert_eq!(new.export_history(NOW).unwrap().json, history.json);

    let again = new.import(&history.json, NOW).unwrap();
    assert_eq!((again.imported, again.already_present), (0, 2));
    assert!(again.names_kept.is_empty());
}
