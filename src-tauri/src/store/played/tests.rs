//! The ended matches as the statistics read them: written as a match ends,
//! read again only as changed, folded again when their rows went.

use super::super::tests_support::finished;
use super::super::*;
use super::{PlayedMark, PlayedRead};
use tranque::Mode;

const NOW: &str = "2026-11-22T10:00:00Z";

fn all(read: PlayedRead) -> (Vec<String>, u32, Option<PlayedMark>) {
    let PlayedRead::All(read) = read else {
        panic!("expected every match, got {read:?}")
    };
    let mut ids: Vec<String> = read.matches.into_iter().map(|p| p.id).collect();
    ids.sort();
    (ids, read.unreadable, read.mark)
}

#[test]
fn a_match_that_ends_is_read_as_added_and_nothing_else_is_read_again() {
    let mut store = Store::open_in_memory().unwrap();
    let first = finished(&mut store, ["Ana", "Bia", "Caio", "Duda"], 1, NOW);
    let (ids, unreadable, mark) = all(store.read_played(None).unwrap());
    assert_eq!((ids, unreadable), (vec![first.clone()], 0));
    assert_eq!(
        store.read_played(mark).unwrap(),
        PlayedRead::Unchanged,
        "nothing changed"
    );
    let second = finished(
        &mut store,
        ["Ana", "Bia", "Caio", "Duda"],
        1,
        "2026-11-22T11:00:00Z",
    );
    let PlayedRead::Added(added) = store.read_played(mark).unwrap() else {
        panic!("one match was added")
    };
    let ids: Vec<&str> = added.matches.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids, [second.as_str()]);
    assert_eq!(added.matches[0].finished_at_ms, 1_795_345_200_000);
    assert_eq!(added.matches[0].rules, "br-megajogos");
    assert!(added.matches[0].sides[1].won, "Bia's side went out");
    let (ids, _, _) = all(store.read_played(None).unwrap());
    assert_eq!(ids.len(), 2);
    let _ = first;
}

#[test]
fn an_abandoned_match_is_read_without_an_end() {
    let mut store = Store::open_in_memory().unwrap();
    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    let players = ["Ana", "Bia", "Caio", "Duda"].map(String::from);
    let id = store
        .create_match(Some("br-megajogos"), &rules, &players, NOW)
        .unwrap()
        .id;
    store.abandon_match(&id, NOW).unwrap();
    let PlayedRead::All(read) = store.read_played(None).unwrap() else {
        panic!("a first read is every match")
    };
    assert_eq!(read.matches.len(), 1);
    assert!(!read.matches[0].is_finished());
}

#[test]
fn a_deleted_match_or_a_renamed_player_makes_every_match_read_again() {
    let mut store = Store::open_in_memory().unwrap();
    let first = finished(&mut store, ["Ana", "Bia", "Caio", "Duda"], 1, NOW);
    let second = finished(&mut store, ["Ana", "Eva", "Caio", "Fia"], 1, NOW);
    let (_, _, mark) = all(store.read_played(None).unwrap());
    store.delete_match(&first, &first, NOW).unwrap();
    let (ids, _, mark) = all(store.read_played(mark).unwrap());
    assert_eq!(ids, [second]);

    let ana = store.player_named("Ana").unwrap().unwrap();
    store.rename_player(ana.id, "Ana Paula").unwrap();
    let PlayedRead::All(read) = store.read_played(mark).unwrap() else {
        panic!("the renamed player's matches are read again")
    };
    let names = &read.matches[0].sides[0].names;
    assert_eq!(names, &["Ana Paula", "Caio"]);
    assert_eq!(read.matches[0].sides[0].keys[0], "ana paula");
}

#[test]
fn an_ended_match_the_core_cannot_read_is_counted_unreadable() {
    let mut store = Store::open_in_memory().unwrap();
    let good = finished(&mut store, ["Ana", "Bia", "Caio", "Duda"], 1, NOW);
    let bad = finished(&mut store, ["Ana", "Bia", "Caio", "Duda"], 1, NOW);
    store
        .conn
        .execute_batch(&format!(
            "DELETE FROM played WHERE match_id = '{bad}';
             UPDATE events SET payload = '{{\"kind\":\"nonsense\"}}' WHERE match_id = '{bad}';"
        ))
        .unwrap();
    let (ids, unreadable, _) = all(store.read_played(None).unwrap());
    assert_eq!((ids, unreadable), (vec![good], 1));
}

#[test]
fn a_read_only_storage_folds_the_matches_without_their_rows_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    let id = {
        let mut store = Store::open(&path).unwrap();
        let id = finished(&mut store, ["Ana", "Bia", "Caio", "Duda"], 1, NOW);
        store.conn.execute("DELETE FROM played", []).unwrap();
        id
    };
    let mut store = Store::open_read_only(&path).unwrap();
    let (ids, unreadable, mark) = all(store.read_played(None).unwrap());
    assert_eq!((ids, unreadable, mark), (vec![id], 0, None));
    let rows: i64 = store
        .conn
        .query_row("SELECT COUNT(*) FROM played", [], |row| row.get(0))
        .unwrap();
    assert_eq!(rows, 0);
}
