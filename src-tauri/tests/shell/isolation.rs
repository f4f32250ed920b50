//! One match the core refuses never locks the app: it is listed as
//! unreadable with its last scores, the others load, it can be abandoned,
//! exported raw and deleted (with a confirmation), and nothing of it is lost.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use rusqlite::Connection;
use serde_json::Value;
use tranque::insights::Filter;
use tranque::{Event, Finish, HandEnd, Leftover, Mode, Preset, Seat};
use tranque_app_lib::stats::statistics;
use tranque_app_lib::store::{ENGINE_VERSION, LogEdit, MatchFilter, Status, Store, StoreError};

const PLAYERS: [&str; 4] = ["Ana", "Bia", "Caio", "Duda"];
/// Valid JSON, but no event the core knows: what a damaged row, or a later
/// core's stricter reading, looks like to this version.
const DAMAGED: &str = r#"{"kind":"hand","opener":0,"end":{"kind":"domino","by":9}}"#;

fn names() -> Vec<String> {
    PLAYERS.map(String::from).to_vec()
}

fn hand(by: u8, pips: [u32; 4]) -> Event {
    Event::Hand {
        opener: Some(Seat(0)),
        end: HandEnd::Domino {
            by: Seat(by),
            left: Leftover::Pips(pips.to_vec()),
            finish: Finish::Simple,
        },
    }
}

/// A finished match won by side A, and a match under way at 0-13, whose
/// first event is then damaged in the database.
fn two_matches(path: &std::path::Path) -> (Store, String, String) {
    let mut store = Store::open(path).unwrap();
    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    let day = "2026-01-10T20:00:00Z";
    let done = store
        .create_match(Some("br-megajogos"), &rules, &names(), day)
        .unwrap();
    store
        .change(&done.id, day, |_| {
            Ok(LogEdit::Append(hand(0, [0, 30, 1, 30])))
        })
        .unwrap();
    store.finish_match(&done.id, None, None, day).unwrap();
    let later = "2026-01-11T20:00:00Z";
    let bad = store
        .create_match(Some("br-megajogos"), &rules, &names(), later)
        .unwrap();
    store
        .change(&bad.id, later, |_| {
            Ok(LogEdit::Append(hand(1, [9, 0, 4, 12])))
        })
        .unwrap();
    Connection::open(path)
        .unwrap()
        .execute(
            "UPDATE events SET payload = ?2 WHERE match_id = ?1 AND seq = 0",
            [&bad.id, DAMAGED],
        )
        .unwrap();
    (store, done.id, bad.id)
}

fn code(err: StoreError) -> &'static str {
    err.code()
}

#[test]
fn an_unreadable_match_is_listed_with_its_last_scores_and_the_others_load() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, done, bad) = two_matches(&dir.path().join("t.sqlite3"));

    let page = store.list_matches(&MatchFilter::default(), 0, 20).unwrap();
    assert_eq!(page.total, 2);
    let listed = |id: &str| page.matches.iter().find(|m| m.id == id).unwrap();
    let unreadable = listed(&bad);
    assert!(!unreadable.readable);
    assert_eq!(unreadable.scores, [0, 13], "its last recorded scores");
    assert_eq!(unreadable.side_labels, ["A", "B"]);
    assert_eq!(unreadable.status, Status::InProgress);
    assert_eq!(unreadable.engine_version.as_deref(), Some(ENGINE_VERSION));
    assert!(listed(&done).readable);

    assert_eq!(
        store.get_match(&done).unwrap().game.standings().scores,
        [60, 0]
    );
    assert_eq!(
        code(store.get_match(&bad).unwrap_err()),
        "stored_match_unreadable"
    );
    assert!(store.export_match(&done).is_ok());
    // The statistics count the finished match; the unreadable one is under
    // way, so in no figure.
    let stats = statistics(&mut store, &Filter::default()).unwrap();
    assert_eq!((stats.summary.matches, stats.unreadable), (1, 0));
}

#[test]
fn an_unreadable_match_under_way_is_abandoned_and_a_new_match_starts() {
    let dir = tempfile::tempdir().unwrap();
    let (mut store, _, bad) = two_matches(&dir.path().join("t.sqlite3"));
    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    let now = "2026-01-12T20:00:00Z";

    // While it is under way, the resume says it cannot be read, and a new
    // match is refused naming it: the history offers to abandon it.
    assert_eq!(
        code(store.current_match().unwrap_err()),
        "stored_match_unreadable"
    );
    let refused = store
        .create_match(Some("br-megajogos"), &rules, &names(), now)
        .unwrap_err();
    assert!(matches!(&refused, StoreError::MatchInProgress(id) if *id == bad));

    assert!(store.abandon_match(&bad, now).unwrap().is_none());
    let page = store.list_matches(&MatchFilter::default(), 0, 20).unwrap();
    let listed = page.matches.iter().find(|m| m.id == bad).unwrap();
    assert_eq!(listed.status, Status::Abandoned);
    assert!(!listed.readable);
    assert_eq!(listed.scores, [0, 13]);
    assert!(store.current_match().unwrap().is_none());
    let fresh = store
        .create_match(Some("br-megajogos"), &rules, &names(), now)
        .unwrap();
    assert_eq!(store.current_match().unwrap().unwrap().id, fresh.id);
    // Abandoned once is abandoned: a second time is refused as closed.
    assert_eq!(
        code(store.abandon_match(&bad, now).unwrap_err()),
        "match_closed"
    );
}

#[test]
fn an_unreadable_match_exports_raw_as_stored_and_the_history_carries_it_flagged() {
    let dir = tempfile::tempdir().unwrap();
    let (store, done, bad) = two_matches(&dir.path().join("t.sqlite3"));

    let raw: Value = serde_json::from_str(&store.export_raw(&bad).unwrap()).unwrap();
    assert_eq!(raw["format"], "tranque-raw-match");
    assert_eq!(raw["match"]["id"], bad.as_str());
    assert_eq!(raw["match"]["status"], "in_progress");
    assert_eq!(raw["match"]["scores"], "[0,13]");
    assert_eq!(raw["events"][0]["payload"], DAMAGED, "the very text stored");
    assert_eq!(raw["events"][0]["seq"], 0);
    assert_eq!(raw["seats"].as_array().unwrap().len(), 4);
    assert!(
        raw["unreadable_because"]
            .as_str()
            .unwrap()
            .contains("event 0")
    );
    // A readable match exports raw too, with nothing to explain.
    let fine: Value = serde_json::from_str(&store.export_raw(&done).unwrap()).unwrap();
    assert_eq!(fine["unreadable_because"], Value::Null);

    let export = store.export_history("2026-02-01T00:00:00Z").unwrap();
    assert_eq!(export.unreadable, std::slice::from_ref(&bad));
    let file: Value = serde_json::from_str(&export.json).unwrap();
    assert_eq!(file["matches"].as_array().unwrap().len(), 1);
    assert_eq!(file["matches"][0]["id"], done.as_str());
    assert_eq!(file["unreadable"][0]["match"]["id"], bad.as_str());
    assert_eq!(file["unreadable"][0]["events"][0]["payload"], DAMAGED);

    // The file imports elsewhere: the readable match in, the raw one counted out.
    let mut other = Store::open_in_memory().unwrap();
    let report = other.import(&export.json, "2026-02-01T00:00:00Z").unwrap();
    assert_eq!(
        (
            report.imported,
            report.already_present,
            report.unreadable_skipped
        ),
        (1, 0, 1)
    );
}

#[test]
fn deleting_needs_the_confirmation_naming_the_match_and_keeps_its_rows() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    let (mut store, done, bad) = two_matches(&path);
    let now = "2026-02-01T00:00:00Z";

    let err = store.delete_match(&bad, &done, now).unwrap_err();
    assert_eq!(err.code(), "delete_not_confirmed");
    assert_eq!(err.params(), serde_json::json!({ "match_id": bad }));
    assert_eq!(
        store
            .list_matches(&MatchFilter::default(), 0, 20)
            .unwrap()
            .total,
        2
    );

    store.delete_match(&bad, &bad, now).unwrap();
    let page = store.list_matches(&MatchFilter::default(), 0, 20).unwrap();
    assert_eq!(page.total, 1);
    assert_eq!(page.matches[0].id, done);
    assert_eq!(code(store.get_match(&bad).unwrap_err()), "no_such_match");
    // A new match may start: the one under way is gone from the history.
    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    store
        .create_match(Some("br-megajogos"), &rules, &names(), now)
        .unwrap();

    // Its rows are kept aside, the damaged payload as it was.
    let conn = Connection::open(&path).unwrap();
    let (id, at, rows): (String, String, String) = conn
        .query_row(
            "SELECT match_id, removed_at, rows FROM removed_matches",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!((id.as_str(), at.as_str()), (bad.as_str(), now));
    let rows: Value = serde_json::from_str(&rows).unwrap();
    assert_eq!(rows["events"][0]["payload"], DAMAGED);
    let left: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM events WHERE match_id = ?1",
            [&bad],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(left, 0);
}

#[test]
fn rules_a_later_core_refuses_leave_the_match_listed_and_unreadable() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    let (store, done, _) = two_matches(&path);
    Connection::open(&path)
        .unwrap()
        .execute(
            "UPDATE matches SET rules = json_set(rules, '$.target', 'far') WHERE id = ?1",
            [&done],
        )
        .unwrap();
    let page = store.list_matches(&MatchFilter::default(), 0, 20).unwrap();
    let listed = page.matches.iter().find(|m| m.id == done).unwrap();
    assert!(!listed.readable);
    assert_eq!(listed.scores, [60, 0]);
    assert_eq!(listed.winner.as_deref(), Some("A"));
    let export = store.export_history("now").unwrap();
    assert_eq!(export.unreadable.len(), 2);
}
