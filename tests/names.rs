//! One rule of names at every entry of the core: a name `tranque::clean_name`
//! keeps is kept everywhere, as it gives it back (trimmed, NFC), and a name
//! it refuses is refused everywhere (a pair registered, a table's code read
//! or drawn, a result's signer); a log already written still folds with the
//! names it holds (`docs/rules-notes.md`, "Names").

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/tournament.rs"]
mod support;

use proptest::prelude::*;
use serde_json::json;
use support::setup;
use tranque::tournament::{
    PairId, TablePayload, Tournament, TournamentError, TournamentEvent, TournamentFile,
};
use tranque::{MAX_NAME_CHARS, NameProblem, carried_name, clean_name, name_key};

/// The other three players of the table (no generated name folds like them).
const OTHERS: [&str; 3] = ["Zé Carioca Filho", "Caio Prado Júnior", "Duda Nascimento"];

fn register(pair: u32, players: [&str; 2]) -> TournamentEvent {
    TournamentEvent::PairRegistered {
        pair: PairId(pair),
        players: players.map(String::from),
    }
}

/// A new tournament's registration of `name` beside another player.
fn registered(name: &str) -> Result<Tournament, TournamentError> {
    Tournament::new(setup(7))
        .unwrap()
        .enter(register(1, [name, OTHERS[0]]))
}

/// A log written before the rule, holding `name`, folded as a log is, with
/// its first round paired; `None` when the fold refuses it.
fn old_log(name: &str) -> Option<Tournament> {
    let mut t = Tournament::from_events([
        TournamentEvent::Created(setup(7)),
        register(1, [name, OTHERS[0]]),
        register(2, [OTHERS[1], OTHERS[2]]),
    ])
    .ok()?;
    let pairing = t.next_pairing().unwrap();
    t = t.apply(TournamentEvent::RoundPaired(pairing)).unwrap();
    Some(t)
}

/// A table's start code naming `name`, as a phone's camera reads it.
fn start_code(name: &str) -> String {
    json!({
        "v": 1,
        "kind": "start",
        "tournament": "ponce-2026",
        "round": 1,
        "table": 1,
        "rules": "pr-federacion",
        "pairs": [
            { "pair": 1, "players": [name, OTHERS[0]] },
            { "pair": 2, "players": [OTHERS[1], OTHERS[2]] },
        ],
    })
    .to_string()
}

/// A table's signed result, signed by `name`.
fn result_code(name: &str) -> String {
    json!({
        "v": 1,
        "kind": "result",
        "tournament": "ponce-2026",
        "round": 1,
        "table": 1,
        "result": {
            "winner": 2,
            "scores": [
                { "pair": 1, "points_for": 150, "points_against": 203 },
                { "pair": 2, "points_for": 203, "points_against": 150 },
            ],
            "end": { "kind": "target" },
            "source": "played",
            "signed_by": name,
        },
    })
    .to_string()
}

/// Pieces names are made of: letters of several scripts, accents typed
/// apart, spaces of every kind, controls, joiners, fillers, format and bidi
/// characters, emoji and their tags.
fn piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "Ana",
        "João",
        "Ángel",
        "Muñoz",
        "Straße",
        "Σ",
        "Иван",
        "محمد",
        "יעל",
        "张伟",
        "さくら",
        "김",
        "क",
        "्",
        "ष",
        "e",
        "\u{301}",
        "\u{327}",
        "\u{303}",
        " ",
        "  ",
        "\u{A0}",
        "\u{3000}",
        "\t",
        "\n",
        "\r",
        "\u{7}",
        "\u{0}",
        "\u{1B}",
        "\u{7F}",
        "\u{85}",
        "\u{2028}",
        "\u{200B}",
        "\u{200C}",
        "\u{200D}",
        "\u{2060}",
        "\u{FEFF}",
        "\u{AD}",
        "\u{200E}",
        "\u{202E}",
        "\u{2066}",
        "\u{061C}",
        "\u{3164}",
        "\u{FFA0}",
        "\u{2800}",
        "\u{FE0F}",
        "👩",
        "💻",
        "\u{1F3F4}",
        "\u{E0067}",
        "\u{E007F}",
        "\u{E0001}",
        "-",
        "'",
        "2",
    ])
}

fn arb_name() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(piece(), 0..14).prop_map(|p| p.concat()),
        prop::collection::vec(any::<char>(), 0..12).prop_map(String::from_iter),
        // Around the limit.
        (1usize..=3, prop::collection::vec(piece(), 1..3)).prop_map(|(n, p)| format!(
            "{}{}",
            "a".repeat(MAX_NAME_CHARS - n),
            p.concat()
        )),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Every entry of the core gives the one rule's verdict, and keeps the
    /// name as the rule gives it back.
    #[test]
    fn every_entry_gives_the_rules_verdict(name in arb_name()) {
        let rule = clean_name(&name);
        prop_assume!(OTHERS.iter().all(|o| name_key(o) != name_key(&name)));

        // A pair registered.
        let entered = registered(&name);
        prop_assert_eq!(entered.is_ok(), rule.is_ok(), "registration: {:?}", entered);
        if let (Ok(t), Ok(kept)) = (&entered, &rule) {
            prop_assert_eq!(&t.pairs()[0].players[0], kept);
            let TournamentEvent::PairRegistered { players, .. } = &t.events()[1] else {
                panic!("the entry is the registration");
            };
            prop_assert_eq!(&players[0], kept);
        }

        // A table's code read.
        let read = TablePayload::parse(&start_code(&name));
        prop_assert_eq!(read.is_ok(), rule.is_ok(), "start code: {:?}", read);

        // A result's signer read.
        let signed = TablePayload::parse(&result_code(&name));
        prop_assert_eq!(signed.is_ok(), rule.is_ok(), "signer: {:?}", signed);

        // A table's code drawn from a log that holds the name: always, the
        // name as the rule keeps it, or an old one marked where it hides
        // something, a name the rule keeps.
        if let Some(t) = old_log(&name) {
            let drawn = t.start_payload("ponce-2026", 1, 1);
            let Ok(TablePayload::Start(start)) = &drawn else {
                panic!("drawn code: {drawn:?}");
            };
            let carried = carried_name(&name);
            prop_assert!(start.seats().contains(&carried));
            prop_assert!(clean_name(&carried).is_ok(), "{:?}", carried);
            if let Ok(kept) = &rule {
                prop_assert_eq!(&carried, kept);
            }
        }
    }

    /// A log is folded with the checks its names were written under: any
    /// name that was ever registered (not blank, at most 40 characters
    /// trimmed) still folds, whatever the rule says of it now.
    #[test]
    fn old_logs_still_fold(name in arb_name()) {
        prop_assume!(OTHERS.iter().all(|o| name_key(o) != name_key(&name)));
        let written = !name.trim().is_empty() && name.trim().chars().count() <= MAX_NAME_CHARS;
        prop_assert_eq!(old_log(&name).is_some(), written);
    }

    /// The rule keeps what it gives back: cleaning twice changes nothing,
    /// and the kept name is one player with the name typed.
    #[test]
    fn the_rule_is_stable(name in arb_name()) {
        if let Ok(kept) = clean_name(&name) {
            prop_assert_eq!(clean_name(&kept), Ok(kept.clone()));
            prop_assert_eq!(name_key(&kept), name_key(&name));
        }
    }
}

#[test]
fn hidden_characters_are_refused_at_registration_in_words() {
    for (name, reason) in [
        ("A\u{7}B", "control_characters"),
        ("Ana\nBia", "control_characters"),
        ("\u{200B}", "invisible"),
        ("\u{FEFF}\u{200D}", "invisible"),
        ("Ana\u{202E}", "control_characters"),
    ] {
        let err = registered(name).unwrap_err();
        assert_eq!(err.code(), "bad_player_name", "{name:?}");
        assert_eq!(
            err.params(),
            json!({ "name": name, "reason": reason }),
            "{name:?}"
        );
    }
    // Blank and long names keep their codes.
    assert_eq!(registered(" ").unwrap_err().code(), "player_name_empty");
    assert_eq!(
        registered(&"a".repeat(41)).unwrap_err().code(),
        "name_too_long"
    );
}

#[test]
fn names_are_registered_trimmed_and_composed() {
    let t = registered("  Jose\u{301} Conceic\u{327}a\u{303}o ").unwrap();
    assert_eq!(t.pairs()[0].players[0], "Jos\u{E9} Concei\u{E7}\u{E3}o");
    // The same player typed the other way is one player.
    let err = t.enter(register(2, ["JOSÉ CONCEIÇÃO", "Bia"])).unwrap_err();
    assert_eq!(err.code(), "player_in_two_pairs");
    for name in [
        "João",
        "Begoña",
        "Σίσυφος",
        "زهرا\u{200C}سادات",
        "👩\u{200D}💻",
    ] {
        assert_eq!(registered(name).unwrap().pairs()[0].players[0], name);
    }
}

/// A tournament file written before the rule, with a name it now refuses,
/// still opens and ranks; its table's code is refused in words on the
/// director's phone instead of at the table.
#[test]
fn an_old_tournament_with_a_hidden_character_still_opens() {
    let t = old_log("A\u{7}B").unwrap();
    let file = TournamentFile::from_tournament(&t).to_json();
    let back = TournamentFile::parse(&file)
        .unwrap()
        .into_tournament()
        .unwrap();
    assert_eq!(back.pairs()[0].players[0], "A\u{7}B");
    assert_eq!(back.standings().len(), 2);
    // Its table's code is drawn, the name marked where it hides something,
    // and read on the table's phone as any code is.
    for (name, carried) in [("A\u{7}B", "A\u{FFFD}B"), ("\u{200B}", "\u{FFFD}")] {
        let t = old_log(name).unwrap();
        let TablePayload::Start(start) = t.start_payload("ponce-2026", 1, 1).unwrap() else {
            panic!("a start code")
        };
        let names: Vec<&str> = start
            .pairs
            .iter()
            .flat_map(|p| p.players.iter().map(String::as_str))
            .collect();
        assert!(names.contains(&carried), "{names:?}");
        let code = TablePayload::Start(start).to_text().unwrap();
        assert!(TablePayload::parse(&code).is_ok(), "{code}");
    }
}

#[test]
fn a_code_with_a_hidden_character_is_refused_when_read() {
    for name in ["A\u{7}B", "Ana\nBia", "\u{200B}"] {
        let err = TablePayload::parse(&start_code(name)).unwrap_err();
        assert_eq!(err.code(), "bad_player_name", "{name:?}");
        let err = TablePayload::parse(&result_code(name)).unwrap_err();
        assert_eq!(err.code(), "bad_player_name", "{name:?}");
    }
}

#[test]
fn the_reasons_are_the_params_the_ui_reads() {
    for (reason, text) in [
        (NameProblem::Empty, "empty"),
        (NameProblem::TooLong, "too_long"),
        (NameProblem::ControlCharacters, "control_characters"),
        (NameProblem::Invisible, "invisible"),
    ] {
        assert_eq!(serde_json::to_value(reason).unwrap(), json!(text));
        let err = TournamentError::BadPlayerName {
            name: "x".into(),
            reason,
        };
        assert_eq!(
            TournamentError::from_params(err.code(), &err.params()),
            Some(err)
        );
    }
}

/// A director renames a pair's player an older version kept with a hidden
/// character (a log entry, `pair_renamed`): the new name passes the rule
/// as a registration's does, the pair plays on under its number, the
/// table's code is drawn again, and the log reads back from its file; a
/// hidden name, or a name another pair plays under, is refused and changes
/// nothing.
#[test]
fn an_old_name_is_renamed_and_the_table_s_code_is_drawn() {
    let t = old_log("A\u{7}B").unwrap();
    let rename = |players: [&str; 2]| TournamentEvent::PairRenamed {
        pair: PairId(1),
        players: players.map(String::from),
    };
    for (players, code) in [
        (["A\u{1B}[2JB", OTHERS[0]], "bad_player_name"),
        (["", OTHERS[0]], "player_name_empty"),
        ([OTHERS[1], OTHERS[0]], "player_in_two_pairs"),
        ([OTHERS[0], OTHERS[0]], "same_player_twice"),
    ] {
        assert_eq!(
            t.enter(rename(players)).unwrap_err().code(),
            code,
            "{players:?}"
        );
    }
    let err = t
        .enter(TournamentEvent::PairRenamed {
            pair: PairId(9),
            players: ["Ana".into(), "Bia".into()],
        })
        .unwrap_err();
    assert_eq!(err.code(), "unknown_pair");

    let renamed = t.enter(rename(["  AB  ", OTHERS[0]])).unwrap();
    assert_eq!(renamed.pairs()[0].players, ["AB", OTHERS[0]]);
    assert_eq!(renamed.pairs().len(), 2);
    assert!(renamed.start_payload("ponce-2026", 1, 1).is_ok());
    // The name it had is free again; the one it has is taken.
    let err = renamed.enter(register(3, ["ab", "Eva"])).unwrap_err();
    assert_eq!(err.code(), "player_in_two_pairs");
    assert!(renamed.enter(register(3, ["A\u{7}B", "Eva"])).is_err());
    assert!(renamed.enter(register(3, ["Fabio", "Eva"])).is_ok());

    let file = TournamentFile::from_tournament(&renamed).to_json();
    let back = TournamentFile::parse(&file)
        .unwrap()
        .into_tournament()
        .unwrap();
    assert_eq!(back, renamed);
    assert_eq!(TournamentFile::from_tournament(&back).to_json(), file);
}

/// The same in an individual tournament (`player_renamed`).
#[test]
fn an_individual_tournament_s_player_is_renamed() {
    use tranque::tournament::IndividualFile;
    use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
    let mut setup = setup(7);
    setup.mode = tranque::tournament::TournamentMode::Individual;
    let mut events = vec![IndividualEvent::Created(setup)];
    for (n, name) in ["A\u{200B}B", OTHERS[0], OTHERS[1], OTHERS[2]]
        .into_iter()
        .enumerate()
    {
        events.push(IndividualEvent::PlayerRegistered {
            player: PlayerId(n as u32 + 1),
            name: name.to_owned(),
        });
    }
    let mut t = IndividualTournament::from_events(events).unwrap();
    t = t
        .apply(IndividualEvent::RoundSeated(t.next_seating().unwrap()))
        .unwrap();
    // Drawn with the old name marked, then with the new one.
    assert!(t.start_payload("ponce-2026", 1, 1).is_ok());
    let rename = |name: &str| IndividualEvent::PlayerRenamed {
        player: PlayerId(1),
        name: name.to_owned(),
    };
    assert_eq!(
        t.enter(rename("A\u{202E}B")).unwrap_err().code(),
        "bad_player_name"
    );
    assert_eq!(
        t.enter(rename(OTHERS[1])).unwrap_err().code(),
        "player_name_taken"
    );
    let renamed = t.enter(rename("AB")).unwrap();
    assert_eq!(renamed.player(PlayerId(1)).unwrap().name, "AB");
    assert!(renamed.start_payload("ponce-2026", 1, 1).is_ok());
    let file = IndividualFile::from_tournament(&renamed).to_json();
    let back = IndividualFile::parse(&file)
        .unwrap()
        .into_tournament()
        .unwrap();
    assert_eq!(back, renamed);
}

/// An old tournament whose pair's name the rule now refuses prints that
/// round's slips, in both modes of a sheet: the codes on them carry the
/// name marked where it hides something.
#[test]
fn an_old_tournament_with_a_hidden_character_prints_its_slips() {
    use tranque::Lang;
    use tranque::paper::{self, PaperSize, Sheet};
    for name in ["A\u{7}B", "Ana\u{1B}[2J", "\u{202E}anA", "\u{200B}"] {
        let t = old_log(name).unwrap();
        for sheet in [Sheet::Slips, Sheet::Pairings] {
            let pages = paper::pages(&t, "ponce-2026", 1, sheet, PaperSize::A4, Lang::En)
                .unwrap_or_else(|err| panic!("{name:?} {sheet:?}: {err}"));
            assert!(!paper::pdf(&pages).unwrap().is_empty());
        }
    }
}
