//! The list read from the summaries, and the summaries kept as the logs
//! are written, caught up when a write went around them.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use super::super::folds::fold_log;
use super::super::tests_support::{register, tournament_setup};
use super::*;
use tranque::tournament::{NextStep, Tournament, TournamentEvent};

const NOW: &str = "2026-11-21T10:00:00Z";

/// An entry of the second pair naming one player: a log it is in does
/// not read.
const DAMAGED: &str = r#"{"type": "pair_registered", "version": 1, "pair": 2}"#;

/// Tournament `id`'s summary as stored: the log's length it stands for,
/// and what the list shows.
fn stored(store: &Store, id: &str) -> Option<(i64, Result<TournamentProgress, String>)> {
    store
        .conn
        .query_row(
            "SELECT entries, body FROM tournament_summaries WHERE tournament_id = ?1",
            [id],
            |row| Ok((row.get(0)?, row.get::<_, String>(1)?)),
        )
        .optional()
        .unwrap()
        .map(|(entries, body)| (entries, read_summary(&body).unwrap()))
}

/// What a fresh fold of `id`'s committed log says: its length and where
/// it stands.
fn folded(store: &Store, id: &str) -> (i64, Result<TournamentProgress, String>) {
    let t = fold_log(&store.conn, id).unwrap();
    (to_i64(t.events().len()), Ok(TournamentProgress::of(&t)))
}

/// What the list shows of `id`.
fn shown(listed: &[ListedTournament], id: &str) -> Result<TournamentProgress, String> {
    listed.iter().find(|l| l.id == id).unwrap().progress.clone()
}

/// Registers pairs `from..=to` of tournament `id`.
fn register_pairs(store: &mut Store, id: &str, pairs: std::ops::RangeInclusive<u32>) {
    for n in pairs {
        let (a, b) = (format!("P{n}a"), format!("P{n}b"));
        store
            .change_tournament::<Tournament>(id, NOW, |_| Ok(Some(register(n, [&a, &b]))))
            .unwrap();
    }
}

/// Every write that appends to a log (a creation, a change, a take-over
/// that adds or extends) writes the list's summary in its transaction,
/// equal to a fresh fold of the committed log; a refusal writes none.
#[test]
fn every_write_to_a_log_writes_its_summary_as_the_log_folds() {
    let mut store = Store::open_in_memory().unwrap();
    let mut setup = tournament_setup();
    setup.rules.target = 50;
    let id = store
        .create_tournament::<Tournament>(setup, NOW)
        .unwrap()
        .id;
    assert_eq!(stored(&store, &id), Some(folded(&store, &id)));
    assert_eq!(
        stored(&store, &id).unwrap().1.unwrap().next_step,
        NextStep::Register { active: 0 }
    );
    for n in 1..=5 {
        register_pairs(&mut store, &id, n..=n);
        assert_eq!(stored(&store, &id), Some(folded(&store, &id)));
    }
    store
        .change_tournament::<Tournament>(&id, NOW, |t| {
            t.next_pairing()
                .map(|p| Some(TournamentEvent::RoundPaired(p)))
        })
        .unwrap();
    assert_eq!(stored(&store, &id), Some(folded(&store, &id)));
    let record = |t: &Tournament| {
        let at = t.rounds()[0].pairing.tables[0];
        let loser = t.pairs().iter().find(|p| p.id == at.pairs[1]).unwrap();
        let result = t.typed_result(1, at.table, [51, 10], loser.players[0].clone())?;
        t.decide_result(1, at.table, &result)
    };
    store
        .change_tournament::<Tournament>(&id, NOW, record)
        .unwrap();
    let (entries, progress) = stored(&store, &id).unwrap();
    assert_eq!((entries, progress.clone()), folded(&store, &id));
    assert_eq!(entries, 8);
    let progress = progress.unwrap();
    assert_eq!((progress.pairs, progress.rounds), (5, 1));
    assert!(
        matches!(&progress.next_step, NextStep::Record { round: 1, tables } if tables.len() == 1),
        "{progress:?}"
    );

    // The same result again and a refusal append nothing: the summary
    // stays as it was.
    store
        .change_tournament::<Tournament>(&id, NOW, record)
        .unwrap();
    store
        .change_tournament::<Tournament>(&id, NOW, |_| Ok(Some(register(9, ["P1A", "Zeca"]))))
        .unwrap_err();
    assert_eq!(stored(&store, &id), Some(folded(&store, &id)));

    // Taken over on another phone, added then extended.
    let file = store.export_tournament(&id).unwrap().json;
    let mut other = Store::open_in_memory().unwrap();
    other.take_over_tournament(&file, NOW).unwrap();
    assert_eq!(stored(&other, &id), stored(&store, &id));
    register_pairs(&mut store, &id, 6..=6);
    let longer = store.export_tournament(&id).unwrap().json;
    other.take_over_tournament(&longer, NOW).unwrap();
    assert_eq!(stored(&other, &id), Some(folded(&other, &id)));
    assert_eq!(stored(&other, &id).unwrap().0, 9);

    // The list shows the summaries, folding nothing.
    let before = other.folds.folded();
    let listed = other.tournaments().unwrap();
    assert_eq!(shown(&listed, &id), folded(&other, &id).1);
    assert_eq!(shown(&listed, &id).unwrap().pairs, 6);
    assert_eq!(other.folds.folded(), before);
}

/// Listing a database opened afresh (no fold kept) folds no log whose
/// summary is current: a full field's log folds for seconds.
#[test]
fn listing_folds_no_log_whose_summary_is_current() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.sqlite3");
    let ids: Vec<String> = {
        let mut store = Store::open(&db).unwrap();
        let ids: Vec<String> = (0..3)
            .map(|_| {
                store
                    .create_tournament::<Tournament>(tournament_setup(), NOW)
                    .unwrap()
                    .id
            })
            .collect();
        register_pairs(&mut store, &ids[1], 1..=3);
        ids
    };
    let mut store = Store::open(&db).unwrap();
    let listed = store.tournaments().unwrap();
    assert_eq!(store.folds.folded(), 0, "every summary read, no log folded");
    let order: Vec<&str> = listed.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(order, [&ids[2], &ids[1], &ids[0]], "newest first");
    for id in &ids {
        assert_eq!(shown(&listed, id), folded(&store, id).1);
    }
    assert_eq!(shown(&listed, &ids[1]).unwrap().pairs, 3);
}

/// A database written before the summaries (schema 9) lists every
/// tournament as its log folds, one that no longer reads as unreadable,
/// each log folded once: the summaries are written back, and the next
/// list, after a restart too, folds nothing.
#[test]
fn a_database_from_before_the_summaries_lists_its_tournaments_and_fills_them_in() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.sqlite3");
    let ids: Vec<String> = {
        let mut store = Store::open(&db).unwrap();
        let ids: Vec<String> = (0..3)
            .map(|_| {
                store
                    .create_tournament::<Tournament>(tournament_setup(), NOW)
                    .unwrap()
                    .id
            })
            .collect();
        register_pairs(&mut store, &ids[0], 1..=3);
        register_pairs(&mut store, &ids[2], 1..=2);
        // Back to schema 9: migration 10 only added the table and its
        // triggers, 11 the tournaments' mode, 12 dropped 02's per-side
        // summary. Then the third tournament's log damaged by hand.
        store
            .conn
            .execute_batch(&crate::store::tests::match_sides_of_02())
            .unwrap();
        store
            .conn
            .execute_batch(
                "ALTER TABLE tournaments DROP COLUMN mode;
                 DROP TRIGGER tournament_summaries_after_entry_changed;
                 DROP TRIGGER tournament_summaries_after_entry_removed;
                 DROP TABLE tournament_summaries;
                 PRAGMA user_version = 9;",
            )
            .unwrap();
        store
            .conn
            .execute(
                "UPDATE tournament_events SET payload = ?2 WHERE tournament_id = ?1 AND seq = 2",
                params![ids[2], DAMAGED],
            )
            .unwrap();
        ids
    };
    let mut store = Store::open(&db).unwrap();
    assert_eq!(
        store.schema_version().unwrap(),
        i64::try_from(MIGRATIONS_DIR.dirs().count()).unwrap()
    );
    let listed = store.tournaments().unwrap();
    let order: Vec<&str> = listed.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(order, [&ids[2], &ids[1], &ids[0]], "newest first");
    assert_eq!(listed[0].name, "Copa de Ponce");
    for id in &ids[..2] {
        assert_eq!(shown(&listed, id), folded(&store, id).1);
    }
    assert_eq!(shown(&listed, &ids[0]).unwrap().pairs, 3);
    let why = shown(&listed, &ids[2]).unwrap_err();
    assert!(why.contains("entry 2"), "{why}");
    assert_eq!(store.folds.folded(), 3, "each log once");

    // Written back: the unreadable one too, for as many entries.
    for id in &ids[..2] {
        assert_eq!(stored(&store, id), Some(folded(&store, id)));
    }
    assert_eq!(stored(&store, &ids[2]), Some((3, Err(why.clone()))));
    let again = store.tournaments().unwrap();
    assert_eq!(store.folds.folded(), 3);
    drop(store);
    let mut store = Store::open(&db).unwrap();
    let restarted = store.tournaments().unwrap();
    assert_eq!(store.folds.folded(), 0);
    for list in [&again, &restarted] {
        for id in &ids {
            assert_eq!(shown(list, id), shown(&listed, id));
        }
    }
}

/// Storage that cannot be written lists a tournament without its
/// summary by folding its log, and writes nothing.
#[test]
fn a_read_only_storage_lists_by_folding_and_writes_no_summary() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.sqlite3");
    let id = {
        let mut store = Store::open(&db).unwrap();
        let id = store
            .create_tournament::<Tournament>(tournament_setup(), NOW)
            .unwrap()
            .id;
        register_pairs(&mut store, &id, 1..=2);
        store
            .conn
            .execute("DELETE FROM tournament_summaries", [])
            .unwrap();
        id
    };
    let mut store = Store::open_read_only(&db).unwrap();
    let listed = store.tournaments().unwrap();
    assert_eq!(shown(&listed, &id), folded(&store, &id).1);
    assert_eq!(shown(&listed, &id).unwrap().pairs, 2);
    assert_eq!(store.folds.folded(), 1);
    assert_eq!(stored(&store, &id), None);
}

/// A summary a write went around is never shown: an entry appended by
/// a connection that writes no summary makes it shorter than the log,
/// and an entry changed in place (as many entries) drops it; either
/// log is folded again, once, and listed as it folds (unreadable, for
/// the changed one), the other tournament untouched. A summary that
/// does not read is taken as missing.
#[test]
fn a_summary_a_write_went_around_is_folded_again() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.sqlite3");
    let mut store = Store::open(&db).unwrap();
    let a = store
        .create_tournament::<Tournament>(tournament_setup(), NOW)
        .unwrap()
        .id;
    let b = store
        .create_tournament::<Tournament>(tournament_setup(), NOW)
        .unwrap()
        .id;
    register_pairs(&mut store, &a, 1..=2);
    register_pairs(&mut store, &b, 1..=1);
    let other = Connection::open(&db).unwrap();
    let entry = register(3, ["Ana", "Bia"]).to_versioned_json().to_string();
    other
        .execute(
            "INSERT INTO tournament_events (tournament_id, seq, payload, recorded_at)
             VALUES (?1, 3, ?2, ?3)",
            params![a, entry, NOW],
        )
        .unwrap();
    let before = store.folds.folded();
    let listed = store.tournaments().unwrap();
    assert_eq!(shown(&listed, &a).unwrap().pairs, 3);
    assert_eq!(shown(&listed, &b).unwrap().pairs, 1);
    assert_eq!(store.folds.folded(), before + 1, "only the log that grew");
    assert_eq!(stored(&store, &a), Some(folded(&store, &a)));
    assert_eq!(stored(&store, &a).unwrap().0, 4);
    store.tournaments().unwrap();
    assert_eq!(store.folds.folded(), before + 1);

    other
        .execute(
            "UPDATE tournament_events SET payload = ?2 WHERE tournament_id = ?1 AND seq = 2",
            params![a, DAMAGED],
        )
        .unwrap();
    let listed = store.tournaments().unwrap();
    let why = shown(&listed, &a).unwrap_err();
    assert!(why.contains("entry 2"), "{why}");
    assert_eq!(shown(&listed, &b).unwrap().pairs, 1);
    assert_eq!(store.folds.folded(), before + 2);
    assert_eq!(stored(&store, &a), Some((4, Err(why.clone()))));
    let again = store.tournaments().unwrap();
    assert_eq!(shown(&again, &a), Err(why));
    assert_eq!(store.folds.folded(), before + 2);

    other
        .execute(
            "UPDATE tournament_summaries SET body = '{\"readable\": 1}' WHERE tournament_id = ?1",
            [&b],
        )
        .unwrap();
    let listed = store.tournaments().unwrap();
    assert_eq!(shown(&listed, &b).unwrap().pairs, 1);
    assert_eq!(store.folds.folded(), before + 3);
    assert_eq!(stored(&store, &b), Some(folded(&store, &b)));
}
