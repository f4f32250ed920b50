//! An individual tournament kept, changed, refused, listed and read again.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
use tranque::tournament::{NextStep, Tournament, TournamentMode};

use super::super::tests_support::{individual_setup, register, tournament_setup};
use super::super::*;

const NOW: &str = "2026-11-21T10:00:00Z";

fn player(n: u32) -> IndividualEvent {
    IndividualEvent::PlayerRegistered {
        player: PlayerId(n),
        name: format!("J{n}"),
    }
}

/// Nine players seated, a table's result recorded, and the store reopened:
/// the same log, folded to the same tournament, listed with its players.
#[test]
fn an_individual_tournament_is_kept_and_read_again_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.sqlite3");
    let mut store = Store::open(&db).unwrap();
    let id = store
        .create_tournament::<IndividualTournament>(individual_setup(), NOW)
        .unwrap()
        .id;
    for n in 1..=9 {
        store
            .change_tournament::<IndividualTournament>(&id, NOW, |_| Ok(Some(player(n))))
            .unwrap();
    }
    let seated = store
        .change_tournament::<IndividualTournament>(&id, NOW, |t| {
            Ok(Some(IndividualEvent::RoundSeated(t.next_seating()?)))
        })
        .unwrap();
    let at = seated.tournament.rounds()[0].seating.tables[0];
    let after = store
        .change_tournament::<IndividualTournament>(&id, NOW, |t| {
            let loser = t.player(at.seats[1]).unwrap().name.clone();
            t.decide_result(1, 1, &t.typed_result(1, 1, [55, 30], loser)?)
        })
        .unwrap();
    assert_eq!(after.tournament.rounds()[0].missing(), [2]);
    drop(store);

    let mut store = Store::open(&db).unwrap();
    let again = store.get_individual(&id).unwrap();
    assert_eq!(again.tournament, after.tournament);
    assert_eq!(again.tournament.standings(), after.tournament.standings());
    let listed = store.tournaments().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].mode, TournamentMode::Individual);
    let progress = listed[0].progress.clone().unwrap();
    assert_eq!(
        (progress.pairs, progress.players, progress.rounds),
        (0, 9, 1)
    );
    assert_eq!(
        progress.next_step,
        NextStep::Record {
            round: 1,
            tables: vec![2]
        }
    );
}

/// A refused entry writes nothing: the log, the fold and the list's row
/// stay as they were.
#[test]
fn a_refused_entry_changes_nothing() {
    let mut store = Store::open_in_memory().unwrap();
    let id = store
        .create_tournament::<IndividualTournament>(individual_setup(), NOW)
        .unwrap()
        .id;
    store
        .change_tournament::<IndividualTournament>(&id, NOW, |_| Ok(Some(player(1))))
        .unwrap();
    let before = store.get_individual(&id).unwrap().tournament;
    let err = store
        .change_tournament::<IndividualTournament>(&id, NOW, |_| {
            Ok(Some(IndividualEvent::PlayerRegistered {
                player: PlayerId(2),
                name: "j1".into(),
            }))
        })
        .unwrap_err();
    assert_eq!(err.code(), "player_name_taken");
    let err = store
        .change_tournament::<IndividualTournament>(&id, NOW, |t| {
            t.next_seating()
                .map(|s| Some(IndividualEvent::RoundSeated(s)))
        })
        .unwrap_err();
    assert_eq!(err.code(), "too_few_players");
    assert_eq!(store.get_individual(&id).unwrap().tournament, before);
    let entries: i64 = store
        .conn
        .query_row("SELECT count(*) FROM tournament_events", [], |row| {
            row.get(0)
        })
        .unwrap();
    assert_eq!(entries, 2);
    let progress = store.tournaments().unwrap()[0].progress.clone().unwrap();
    assert_eq!(progress.players, 1);
}

/// Each mode's reads refuse the other's tournament with the core's
/// `tournament_mode_mismatch`, never reading its log as their own; a
/// tournament that is not there is `no_such_tournament`.
#[test]
fn each_mode_refuses_the_other_s_tournament() {
    let mut store = Store::open_in_memory().unwrap();
    let pairs = store
        .create_tournament::<Tournament>(tournament_setup(), NOW)
        .unwrap()
        .id;
    let single = store
        .create_tournament::<IndividualTournament>(individual_setup(), NOW)
        .unwrap()
        .id;
    let err = store.get_individual(&pairs).unwrap_err();
    assert_eq!(err.code(), "tournament_mode_mismatch");
    assert_eq!(
        err.params(),
        serde_json::json!({"mode": "pairs", "expected": "individual"})
    );
    let err = store.get_tournament(&single).unwrap_err();
    assert_eq!(
        err.params(),
        serde_json::json!({"mode": "individual", "expected": "pairs"})
    );
    let err = store
        .change_tournament::<Tournament>(&single, NOW, |_| Ok(Some(register(1, ["Ana", "Bia"]))))
        .unwrap_err();
    assert_eq!(err.code(), "tournament_mode_mismatch");
    let err = store
        .change_tournament::<IndividualTournament>(&pairs, NOW, |_| Ok(Some(player(1))))
        .unwrap_err();
    assert_eq!(err.code(), "tournament_mode_mismatch");
    let err = store.get_individual("nope").unwrap_err();
    assert_eq!(err.code(), "no_such_tournament");
    // A pairs' setup is refused as an individual tournament's, and nothing
    // is written.
    let err = store
        .create_tournament::<IndividualTournament>(tournament_setup(), NOW)
        .unwrap_err();
    assert_eq!(err.code(), "tournament_mode_mismatch");
    assert_eq!(store.tournaments().unwrap().len(), 2);
}

/// A list's row written before individual tournaments (no `mode`, no
/// `players`) reads as a tournament of pairs', unchanged; an individual
/// tournament without its row is folded once by its own mode.
#[test]
fn an_older_summary_reads_as_pairs_and_a_missing_one_is_folded_by_its_mode() {
    let mut store = Store::open_in_memory().unwrap();
    let pairs = store
        .create_tournament::<Tournament>(tournament_setup(), NOW)
        .unwrap()
        .id;
    let single = store
        .create_tournament::<IndividualTournament>(individual_setup(), NOW)
        .unwrap()
        .id;
    for n in 1..=5 {
        store
            .change_tournament::<IndividualTournament>(&single, NOW, |_| Ok(Some(player(n))))
            .unwrap();
    }
    store
        .conn
        .execute_batch(&format!(
            "UPDATE tournament_summaries
             SET body = '{{\"readable\": {{\"pairs\": 3, \"rounds\": 0,
                 \"next_step\": {{\"step\": \"pair\", \"round\": 1}}}}}}'
             WHERE tournament_id = '{pairs}';
             DELETE FROM tournament_summaries WHERE tournament_id = '{single}';"
        ))
        .unwrap();
    let listed = store.tournaments().unwrap();
    let of = |id: &str| listed.iter().find(|t| t.id == id).unwrap().clone();
    let older = of(&pairs);
    assert_eq!(older.mode, TournamentMode::Pairs);
    let progress = older.progress.unwrap();
    assert_eq!(progress.mode, TournamentMode::Pairs);
    assert_eq!((progress.pairs, progress.players), (3, 0));
    let folded = of(&single).progress.unwrap();
    assert_eq!(
        (folded.mode, folded.players),
        (TournamentMode::Individual, 5)
    );
    assert_eq!(folded.next_step, NextStep::Pair { round: 1 });
}
