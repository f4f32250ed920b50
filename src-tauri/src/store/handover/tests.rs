#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use tranque::tournament::{
    Criterion, PairId, Tournament, TournamentEvent, TournamentMode, TournamentSetup,
};
use tranque::{Mode, Preset};

use super::*;

const NOW: &str = "2026-11-21T10:00:00Z";

/// A store with seven pairs and two rounds typed and closed: the store
/// and the tournament's id.
fn two_rounds() -> (Store, String) {
    let mut store = Store::open_in_memory().unwrap();
    let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
    rules.target = 50;
    let setup = TournamentSetup {
        name: "Copa de Ponce".into(),
        date: "2026-11-21".into(),
        preset: Some("br-megajogos".into()),
        rules,
        mode: TournamentMode::Pairs,
        seed: 7,
        bye: Default::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    };
    let id = store
        .create_tournament::<Tournament>(setup, NOW)
        .unwrap()
        .id;
    for n in 1..=7 {
        let players = [format!("P{n}a"), format!("P{n}b")];
        let pair = PairId(n);
        store
            .change_tournament::<Tournament>(&id, NOW, |_| {
                Ok(Some(TournamentEvent::PairRegistered { pair, players }))
            })
            .unwrap();
    }
    for round in 1..=2 {
        play(&mut store, &id, round);
        store
            .change_tournament::<Tournament>(&id, NOW, |_| {
                Ok(Some(TournamentEvent::RoundClosed { round }))
            })
            .unwrap();
    }
    (store, id)
}

/// Pairs the next round, `round`, and types every table's sheet: side
/// A wins, each table by its own score.
fn play(store: &mut Store, id: &str, round: u32) {
    let t = pair(store, id);
    let tables = t.rounds()[round as usize - 1].pairing.tables.clone();
    for at in tables {
        store
            .change_tournament::<Tournament>(id, NOW, |t| {
                let loser = t.pairs().iter().find(|p| p.id == at.pairs[1]).unwrap();
                let points = [50 + i64::from(at.table), 5 * i64::from(round + at.table)];
                let result = t.typed_result(round, at.table, points, loser.players[0].clone())?;
                t.decide_result(round, at.table, &result)
            })
            .unwrap();
    }
}

/// Pairs the next round: the tournament after.
fn pair(store: &mut Store, id: &str) -> tranque::tournament::Tournament {
    store
        .change_tournament::<Tournament>(id, NOW, |t| {
            t.next_pairing()
                .map(|p| Some(TournamentEvent::RoundPaired(p)))
        })
        .unwrap()
        .tournament
}

#[test]
fn a_tournament_taken_over_pairs_round_three_and_ranks_as_its_first_store() {
    let (mut first, id) = two_rounds();
    let file = first.export_tournament(&id).unwrap().json;
    let mut second = Store::open_in_memory().unwrap();
    let taken = second.take_over_tournament(&file, NOW).unwrap();
    assert_eq!(taken.outcome, TakeOver::Added);
    assert_eq!(taken.tournament.id, id);
    let held = first.get_tournament(&id).unwrap().tournament;
    assert_eq!(taken.entries, held.events().len());
    assert_eq!(taken.tournament.tournament.standings(), held.standings());

    let on_first = pair(&mut first, &id);
    let on_second = pair(&mut second, &id);
    assert_eq!(on_second.rounds()[2].pairing, on_first.rounds()[2].pairing);
    assert!(on_first.rounds()[2].pairing.bye.is_some(), "seven pairs");
    assert_eq!(on_second.standings(), on_first.standings());
    assert_eq!(on_second.events(), on_first.events());
}

#[test]
fn the_same_file_changes_nothing_a_longer_one_extends_and_parted_logs_conflict() {
    let (mut first, id) = two_rounds();
    let file = first.export_tournament(&id).unwrap().json;
    let mut second = Store::open_in_memory().unwrap();
    second.take_over_tournament(&file, NOW).unwrap();

    let again = second.take_over_tournament(&file, NOW).unwrap();
    assert_eq!((again.outcome, again.entries), (TakeOver::Unchanged, 0));

    play(&mut first, &id, 3);
    let longer = first.export_tournament(&id).unwrap().json;
    let extended = second.take_over_tournament(&longer, NOW).unwrap();
    assert_eq!(
        (extended.outcome, extended.entries),
        (TakeOver::Extended, 4)
    );
    assert_eq!(
        extended.tournament.tournament.events(),
        first.get_tournament(&id).unwrap().tournament.events()
    );
    let older = second.take_over_tournament(&file, NOW).unwrap();
    assert_eq!(older.outcome, TakeOver::Unchanged);

    // Round 3 closed on the first store, round 4 paired on the second.
    first
        .change_tournament::<Tournament>(&id, NOW, |_| {
            Ok(Some(TournamentEvent::RoundClosed { round: 3 }))
        })
        .unwrap();
    let parted = first.export_tournament(&id).unwrap().json;
    second
        .change_tournament::<Tournament>(&id, NOW, |_| {
            Ok(Some(TournamentEvent::PairWithdrawn { pair: PairId(7) }))
        })
        .unwrap();
    let before = second.get_tournament(&id).unwrap().tournament;
    let err = second.take_over_tournament(&parted, NOW).unwrap_err();
    assert_eq!(err.code(), "tournament_conflict");
    assert_eq!(
        err.params(),
        serde_json::json!({"tournament_id": id, "name": "Copa de Ponce",
            "entry": before.events().len() - 1, "round": 3, "table": null})
    );
    assert_eq!(
        second.get_tournament(&id).unwrap().tournament.events(),
        before.events()
    );
}

/// An individual tournament's file: refused by the pairs' entry
/// (`tournament_mode_mismatch`, before the store is touched), taken over
/// by [`Store::take_over_file`], as it stood on the first phone; the
/// same file again changes nothing, and a pairs' file under its id is
/// refused as the other mode, changing nothing.
#[test]
fn an_individual_tournament_is_taken_over_by_its_mode() {
    use tranque::tournament::IndividualFile;
    use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
    let setup = TournamentSetup {
        name: "Individual de Ponce".into(),
        date: "2026-11-21".into(),
        preset: Some("pr-federacion".into()),
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        mode: TournamentMode::Individual,
        seed: 7,
        bye: Default::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    };
    let mut t = IndividualTournament::new(setup).unwrap();
    for n in 1..=5 {
        t = t
            .apply(IndividualEvent::PlayerRegistered {
                player: PlayerId(n),
                name: format!("J{n}"),
            })
            .unwrap();
    }
    t = t
        .apply(IndividualEvent::RoundSeated(t.next_seating().unwrap()))
        .unwrap();
    let file = IndividualFile {
        id: Some("ind-1".into()),
        ..IndividualFile::from_tournament(&t)
    }
    .to_json();
    let mut store = Store::open_in_memory().unwrap();
    let err = store.take_over_tournament(&file, NOW).unwrap_err();
    assert_eq!(err.code(), "tournament_mode_mismatch");
    assert_eq!(
        err.params(),
        serde_json::json!({"mode": "individual", "expected": "pairs"})
    );
    assert!(store.tournaments().unwrap().is_empty());

    let TakenFile::Individual(taken) = store.take_over_file(&file, NOW).unwrap() else {
        panic!("an individual tournament's file")
    };
    assert_eq!((taken.outcome, taken.entries), (TakeOver::Added, 7));
    assert_eq!(taken.tournament.tournament, t);
    assert_eq!(store.get_individual("ind-1").unwrap().tournament, t);
    let listed = store.tournaments().unwrap();
    assert_eq!(listed[0].progress.as_ref().unwrap().players, 5);
    let TakenFile::Individual(again) = store.take_over_file(&file, NOW).unwrap() else {
        panic!("an individual tournament's file")
    };
    assert_eq!((again.outcome, again.entries), (TakeOver::Unchanged, 0));

    let (first, id) = two_rounds();
    let pairs = first.export_tournament(&id).unwrap().json;
    let pairs = pairs.replace(&format!("\"id\": \"{id}\""), "\"id\": \"ind-1\"");
    let err = store.take_over_file(&pairs, NOW).unwrap_err();
    assert_eq!(
        err.params(),
        serde_json::json!({"mode": "individual", "expected": "pairs"})
    );
    assert_eq!(store.get_individual("ind-1").unwrap().tournament, t);
}

/// Names a file might bring that the one rule of names refuses: a bell, an
/// escape that clears a terminal, a NUL, a DEL, a C1 control, a line
/// break, a right-to-left override, a byte-order mark, a lone zero-width
/// space.
const HOSTILE: [&str; 9] = [
    "Ana\u{7}",
    "Ana\u{1B}[2J",
    "Ana\u{0}",
    "Ana\u{7F}",
    "Ana\u{85}",
    "Ana\n1. Eva",
    "\u{202E}anA",
    "\u{FEFF}Ana",
    "\u{200B}",
];

/// A setup of `mode` named `name`.
fn setup_named(name: &str, mode: TournamentMode) -> TournamentSetup {
    TournamentSetup {
        name: name.into(),
        date: "2026-11-21".into(),
        preset: Some("pr-federacion".into()),
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        mode,
        seed: 7,
        bye: Default::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    }
}

/// A tournament of pairs' file (four pairs, a team), with `name` as the
/// tournament's (`at` 0), a player's of pair 1 to 4 or the team's (5), the log
/// folded as an old log is, without the rule of a new entry.
fn pairs_file(name: &str, at: usize) -> String {
    use tranque::tournament::TournamentFile;
    let named = |i, fine: String| if at == i { name.to_owned() } else { fine };
    let setup = setup_named(&named(0, "Copa".into()), TournamentMode::Pairs);
    let mut t = Tournament::new(setup).unwrap();
    for n in 1..=4 {
        let players = [named(n as usize, format!("P{n}a")), format!("P{n}b")];
        let pair = PairId(n);
        t = t
            .apply(TournamentEvent::PairRegistered { pair, players })
            .unwrap();
    }
    let team = TournamentEvent::TeamRegistered {
        team: named(5, "Los Primos".into()),
        pairs: vec![PairId(1), PairId(2)],
    };
    t = t.apply(team).unwrap();
    TournamentFile {
        id: Some("pairs-1".into()),
        ..TournamentFile::from_tournament(&t)
    }
    .to_json()
}

/// An individual tournament's file (four players, a team), with `name` as
/// the tournament's (`at` 0), a player's (1 to 4) or the team's (5) name.
fn individual_file(name: &str, at: usize) -> String {
    use tranque::tournament::IndividualFile;
    use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
    let named = |i, fine: String| if at == i { name.to_owned() } else { fine };
    let setup = setup_named(&named(0, "Copa".into()), TournamentMode::Individual);
    let mut t = IndividualTournament::new(setup).unwrap();
    for n in 1..=4 {
        let player = PlayerId(n);
        let name = named(n as usize, format!("J{n}"));
        t = t
            .apply(IndividualEvent::PlayerRegistered { player, name })
            .unwrap();
    }
    let team = IndividualEvent::TeamRegistered {
        team: named(5, "Los Primos".into()),
        players: (1..=4).map(PlayerId).collect(),
    };
    t = t.apply(team).unwrap();
    IndividualFile {
        id: Some("ind-1".into()),
        ..IndividualFile::from_tournament(&t)
    }
    .to_json()
}

/// A file of either mode whose tournament's, player's or team's name holds
/// a control or invisible character is refused as a typed name is
/// (`bad_player_name`, its reason), and nothing is taken over; the same
/// file with clean names is taken over.
#[test]
fn a_file_taken_over_passes_the_rule_of_names_as_a_typed_entry() {
    for name in HOSTILE {
        // A control character a typed name would lose to the trim (the
        // C1 next-line at its end) is kept by a file, and refused.
        let typed = tranque::clean_name(name)
            .err()
            .unwrap_or(tranque::NameProblem::ControlCharacters);
        for at in [0, 3, 5] {
            for file in [pairs_file(name, at), individual_file(name, at)] {
                let mut store = Store::open_in_memory().unwrap();
                let err = store.take_over_file(&file, NOW).unwrap_err();
                assert_eq!(err.code(), "bad_player_name", "{name:?} at {at}: {err}");
                assert_eq!(
                    err.params()["reason"],
                    serde_json::json!(typed),
                    "{name:?} at {at}"
                );
                assert!(store.tournaments().unwrap().is_empty(), "{name:?} at {at}");
            }
        }
    }
    for file in [pairs_file("Fine", 0), individual_file("Fine", 0)] {
        let mut store = Store::open_in_memory().unwrap();
        store.take_over_file(&file, NOW).unwrap();
        assert_eq!(store.tournaments().unwrap().len(), 1);
    }
}

/// A tournament's name typed at its creation passes the same rule.
#[test]
fn a_tournament_named_with_hidden_characters_is_refused_at_creation() {
    let mut store = Store::open_in_memory().unwrap();
    for name in HOSTILE {
        let setup = setup_named(name, TournamentMode::Pairs);
        let err = store
            .create_tournament::<Tournament>(setup, NOW)
            .unwrap_err();
        assert_eq!(err.code(), "bad_player_name", "{name:?}");
    }
    assert!(store.tournaments().unwrap().is_empty());
}
