//! The store's unit tests.

use super::*;
use tranque::{Finish, HandEnd, Leftover, Mode, Seat};

pub(super) const NOW: &str = "2026-11-22T10:00:00Z";

fn four() -> Vec<String> {
    ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec()
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

pub(super) fn megajogos(store: &mut Store) -> StoredMatch {
    store
        .create_match(
            Some("br-megajogos"),
            &Preset::BrMegajogos.rules(Mode::Pairs),
            &four(),
            NOW,
        )
        .unwrap()
}

#[test]
fn migrations_are_valid() {
    MIGRATIONS.validate().unwrap();
}

#[test]
fn players_are_added_trimmed_and_listed_by_name() {
    let mut store = Store::open_in_memory().unwrap();
    store.add_player("  Zé ", NOW).unwrap();
    store.add_player("Ana", NOW).unwrap();
    let names: Vec<_> = store
        .players()
        .unwrap()
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(names, ["Ana", "Zé"]);
}

#[test]
fn a_name_is_refused_when_taken_empty_or_strange() {
    let mut store = Store::open_in_memory().unwrap();
    store.add_player("Ana", NOW).unwrap();
    let err = store.add_player("ANA", NOW).unwrap_err();
    assert_eq!(err.code(), "duplicate_player_name");
    assert!(err.to_string().contains("Ana"), "{err}");
    assert_eq!(
        store.add_player("   ", NOW).unwrap_err().code(),
        "bad_player_name"
    );
    assert_eq!(
        store.add_player("a\u{7}b", NOW).unwrap_err().code(),
        "bad_player_name"
    );
    assert_eq!(
        store.add_player(&"x".repeat(41), NOW).unwrap_err().code(),
        "bad_player_name"
    );
    assert_eq!(store.players().unwrap().len(), 1);
}

#[test]
fn data_survives_reopening_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    Store::open(&path).unwrap().add_player("Ana", NOW).unwrap();
    let names: Vec<_> = Store::open(&path).unwrap().players().unwrap();
    assert_eq!(names[0].name, "Ana");
}

#[test]
fn a_database_from_a_newer_app_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    Store::open(&path).unwrap();
    {
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
    }
    let before = std::fs::read(&path).unwrap();
    let err = Store::open(&path).err().unwrap();
    assert_eq!(err.code(), "database_too_new");
    assert!(err.to_string().contains("99"), "{err}");
    let err = Store::open_or_recover(&path, NOW).err().unwrap();
    assert_eq!(err.code(), "database_too_new");
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_match_is_created_recorded_and_reloaded_from_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    let mut store = Store::open(&path).unwrap();
    let game = megajogos(&mut store);
    assert_eq!(game.status, Status::InProgress);
    assert_eq!(game.seats[3].name, "Duda");
    let game = store
        .change(&game.id, NOW, |_| {
            Ok(LogEdit::Append(domino(1, Some(2), [9, 0, 4, 12])))
        })
        .unwrap();
    assert_eq!(game.game.standings().scores, [0, 13]);
    drop(store);
    let store = Store::open(&path).unwrap();
    let again = store.current_match().unwrap().unwrap();
    assert_eq!(again.id, game.id);
    assert_eq!(again.game.events(), game.game.events());
    assert_eq!(again.recorded_at, [NOW]);
}

#[test]
fn known_names_are_reused_whatever_their_case() {
    let mut store = Store::open_in_memory().unwrap();
    let ana = store.add_player("Ana", NOW).unwrap();
    let players = ["ana", "Bia", "Caio", "Duda"].map(String::from);
    let game = store
        .create_match(None, &Preset::BrMegajogos.rules(Mode::Pairs), &players, NOW)
        .unwrap();
    assert_eq!(game.seats[0].player_id, ana.id);
    assert_eq!(game.seats[0].name, "Ana");
    assert_eq!(store.players().unwrap().len(), 4);
}

#[test]
fn a_second_match_waits_for_the_first() {
    let mut store = Store::open_in_memory().unwrap();
    let first = megajogos(&mut store);
    let err = store
        .create_match(None, &Preset::BrMegajogos.rules(Mode::Pairs), &four(), NOW)
        .unwrap_err();
    assert_eq!(err.code(), "match_in_progress");
    assert!(err.to_string().contains(&first.id));
    store.abandon_match(&first.id, NOW).unwrap();
    megajogos(&mut store);
}

#[test]
fn a_refused_hand_changes_nothing() {
    let mut store = Store::open_in_memory().unwrap();
    let game = megajogos(&mut store);
    let err = store
        .change(&game.id, NOW, |_| {
            Ok(LogEdit::Append(domino(1, None, [9, 0, 4, 12])))
        })
        .unwrap_err();
    assert_eq!(err.code(), "opener_required");
    let err = store
        .change(&game.id, NOW, |_| {
            Ok(LogEdit::Append(domino(1, Some(2), [9, 3, 4, 12])))
        })
        .unwrap_err();
    assert_eq!(err.code(), "domino_player_holds_tiles");
    assert!(store.get_match(&game.id).unwrap().game.events().is_empty());
}

#[test]
fn undo_edit_and_delete_refold_and_keep_what_they_replaced() {
    let mut store = Store::open_in_memory().unwrap();
    let id = megajogos(&mut store).id;
    for event in [
        domino(1, Some(2), [9, 0, 4, 12]),
        domino(0, None, [0, 5, 5, 5]),
        domino(3, None, [1, 1, 1, 0]),
    ] {
        store
            .change(&id, NOW, |_| Ok(LogEdit::Append(event)))
            .unwrap();
    }
    // Deleting the first hand leaves a log whose first hand lacks its opener.
    let err = store
        .change(&id, NOW, |_| Ok(LogEdit::Delete { index: 0 }))
        .unwrap_err();
    assert_eq!(err.code(), "opener_required");
    let game = store
        .change(&id, NOW, |_| Ok(LogEdit::Delete { index: 1 }))
        .unwrap();
    assert_eq!(game.game.events().len(), 2);
    // After the delete, the third hand (seat 3 dominoes) follows the first.
    let game = store
        .change(&id, NOW, |_| {
            Ok(LogEdit::Replace {
                index: 1,
                event: domino(3, None, [2, 2, 2, 0]),
            })
        })
        .unwrap();
    assert_eq!(game.game.standings().scores, [0, 13 + 4]);
    let game = store.change(&id, NOW, |_| Ok(LogEdit::Undo)).unwrap();
    assert_eq!(game.game.standings().scores, [0, 13]);
    let reloaded = store.get_match(&id).unwrap();
    assert_eq!(reloaded.game.events(), game.game.events());
    let kept: i64 = store
        .conn
        .query_row("SELECT COUNT(*) FROM corrections", [], |r| r.get(0))
        .unwrap();
    assert_eq!(kept, 3);
    store.change(&id, NOW, |_| Ok(LogEdit::Undo)).unwrap();
    assert_eq!(
        store
            .change(&id, NOW, |_| Ok(LogEdit::Undo))
            .unwrap_err()
            .code(),
        "nothing_to_undo"
    );
}

#[test]
fn a_match_is_finished_only_when_over_and_then_closed() {
    let mut store = Store::open_in_memory().unwrap();
    let id = megajogos(&mut store).id;
    store
        .change(&id, NOW, |_| {
            Ok(LogEdit::Append(domino(1, Some(2), [9, 0, 4, 12])))
        })
        .unwrap();
    let err = store.finish_match(&id, None, None, NOW).unwrap_err();
    assert_eq!(err.code(), "match_not_over");
    assert!(err.to_string().contains("B 13"), "{err}");
    store
        .change(&id, NOW, |_| {
            Ok(LogEdit::Append(domino(2, None, [30, 30, 0, 30])))
        })
        .unwrap();
    let err = store
        .finish_match(&id, Some("Ana"), Some("M0 0 <script>"), NOW)
        .unwrap_err();
    assert_eq!(err.code(), "bad_signature");
    let done = store
        .finish_match(&id, Some("Ana"), Some("M0 0 L10 10"), NOW)
        .unwrap();
    assert_eq!(done.status, Status::Finished);
    let err = store.change(&id, NOW, |_| Ok(LogEdit::Undo)).unwrap_err();
    assert_eq!(err.code(), "match_closed");
    assert!(store.current_match().unwrap().is_none());
}

#[test]
fn renaming_keeps_the_history_and_refuses_a_taken_name() {
    let mut store = Store::open_in_memory().unwrap();
    let game = megajogos(&mut store);
    let ana = game.seats[0].player_id;
    store.rename_player(ana, "Ana Maria").unwrap();
    assert_eq!(
        store.get_match(&game.id).unwrap().seats[0].name,
        "Ana Maria"
    );
    assert_eq!(
        store.rename_player(ana, "bia").unwrap_err().code(),
        "duplicate_player_name"
    );
    store.rename_player(ana, "ANA MARIA").unwrap();
    assert_eq!(
        store.rename_player(999, "Zé").unwrap_err().code(),
        "no_such_player"
    );
}

#[test]
fn the_first_shipped_schema_upgrades_without_loss() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    {
        let first = MIGRATIONS_DIR
            .get_file("01-players/up.sql")
            .and_then(|f| f.contents_utf8())
            .unwrap();
        let mut conn = Connection::open(&path).unwrap();
        Migrations::new(vec![rusqlite_migration::M::up(first)])
            .to_latest(&mut conn)
            .unwrap();
        for name in ["Ana", "Bia", "Caio", "Duda", "Zé \"o\" 'Rei'"] {
            conn.execute(
                "INSERT INTO players (name, created_at) VALUES (?1, ?2)",
                params![name, NOW],
            )
            .unwrap();
        }
        let v: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(v, 1);
    }
    let mut store = Store::open(&path).unwrap();
    assert_eq!(
        store.schema_version().unwrap(),
        i64::try_from(MIGRATIONS_DIR.dirs().count()).unwrap()
    );
    let players = store.players().unwrap();
    assert_eq!(players.len(), 5);
    assert!(players.iter().any(|p| p.name == "Zé \"o\" 'Rei'"));
    // The old players sit at a new match under their old ids.
    let game = megajogos(&mut store);
    assert_eq!(game.seats[0].player_id, players[0].id);
    assert_eq!(store.integrity_check().unwrap(), "ok");
}

#[test]
fn statistics_of_a_schema_2_database_are_filled_in_by_the_upgrade() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    let expected = {
        let mut store = Store::open(&path).unwrap();
        let id = megajogos(&mut store).id;
        store
            .change(&id, NOW, |_| {
                Ok(LogEdit::Append(domino(1, Some(2), [30, 0, 30, 1])))
            })
            .unwrap();
        store.finish_match(&id, None, None, NOW).unwrap();
        let PlayedRead::All(read) = store.read_played(None).unwrap() else {
            panic!("a first read is every match")
        };
        assert_eq!(read.matches.len(), 1);
        // Back to schema 2: migration 03 only added a table (which 09
        // dropped), 04 this column, 05 this column and this table, 06 the
        // tournaments' tables, 08 the players' folded names, 09 `played`,
        // 10 the tournaments' summaries and their triggers, 11 the
        // tournaments' mode, and 12 dropped 02's per-side summary.
        store.conn.execute_batch(&match_sides_of_02()).unwrap();
        store
            .conn
            .execute_batch(
                "DROP TRIGGER tournament_summaries_after_entry_changed;
                 DROP TRIGGER tournament_summaries_after_entry_removed;
                 DROP TABLE tournament_summaries;
                 DROP TABLE table_code_matches; DROP TABLE tournament_table_matches;
                 DROP TABLE tournament_events; DROP TABLE tournaments;
                 DROP TABLE played; ALTER TABLE matches DROP COLUMN told_opener;
                 ALTER TABLE matches DROP COLUMN engine_version; DROP TABLE removed_matches;
                 DROP INDEX players_by_name_key; ALTER TABLE players DROP COLUMN name_key;
                 PRAGMA user_version = 2;",
            )
            .unwrap();
        read.matches
    };
    let mut store = Store::open(&path).unwrap();
    assert_eq!(
        store.schema_version().unwrap(),
        i64::try_from(MIGRATIONS_DIR.dirs().count()).unwrap()
    );
    // The finished match, without its row after the upgrade, is folded
    // again at the first read, to the same figures.
    let PlayedRead::All(read) = store.read_played(None).unwrap() else {
        panic!("a first read is every match")
    };
    assert_eq!(read.matches, expected);
    assert_eq!(read.unreadable, 0);
}

#[test]
fn matches_started_in_the_same_second_list_newest_first() {
    let mut store = Store::open_in_memory().unwrap();
    let mut ids = Vec::new();
    for _ in 0..5 {
        let id = megajogos(&mut store).id;
        store.abandon_match(&id, NOW).unwrap();
        ids.push(id);
    }
    let page = store.list_matches(&MatchFilter::default(), 0, 20).unwrap();
    let listed: Vec<String> = page.matches.into_iter().map(|m| m.id).collect();
    ids.reverse();
    assert_eq!(listed, ids);
}

#[test]
fn a_coded_match_is_played_under_the_rules_its_code_carries_and_keeps_them() {
    use tranque::tournament::{PairPlayers, StartTable};
    let mut store = Store::open_in_memory().unwrap();
    let mut edited = Preset::PrFederacion.rules(Mode::Pairs);
    edited.target = 150;
    edited.time_limit_minutes = None;
    let pair = |pair: u32, a: &str, b: &str| PairPlayers {
        pair: tranque::tournament::PairId(pair),
        players: [a.to_owned(), b.to_owned()],
    };
    let start = StartTable {
        tournament: "3f2a9c1b7d4e6a80".into(),
        round: 2,
        table: 1,
        rules: "pr-federacion".into(),
        pairs: [pair(3, "Ana", "Caio"), pair(8, "Bia", "Duda")],
        rule_set: Some(edited.clone()),
    };
    // "custom" without its rule set: refused, nothing started.
    let custom = StartTable {
        rules: "custom".into(),
        rule_set: None,
        ..start.clone()
    };
    let err = store.start_coded_match(&custom, NOW).unwrap_err();
    assert_eq!(err.code(), "payload_malformed", "{err}");
    assert!(store.current_match().unwrap().is_none());

    let game = store.start_coded_match(&start, NOW).unwrap();
    assert_eq!(game.game.setup().rules, edited);
    assert_eq!(game.preset.as_deref(), Some("pr-federacion"));
    assert_eq!(store.match_code(&game.id).unwrap(), Some(start));
}

/// A finished `br-megajogos` match in `store`: its id.
fn over_match(store: &mut Store) -> String {
    let id = megajogos(store).id;
    for hand in [
        domino(1, Some(2), [9, 0, 4, 12]),
        domino(2, None, [30, 30, 0, 30]),
    ] {
        store
            .change(&id, NOW, |_| Ok(LogEdit::Append(hand)))
            .unwrap();
    }
    id
}

#[test]
fn a_signature_of_twelve_thousand_closepaths_is_refused_and_the_match_stays_open() {
    let mut store = Store::open_in_memory().unwrap();
    let id = over_match(&mut store);
    let hostile = format!("M10 10{}", "z".repeat(12_000));
    let err = store
        .finish_match(&id, Some("Ana"), Some(&hostile), NOW)
        .unwrap_err();
    assert_eq!(err.code(), "bad_signature");
    assert!(err.to_string().contains("'z'"), "{err}");
    assert_eq!(store.get_match(&id).unwrap().status, Status::InProgress);
    let over_bounds = format!("M1 1{}", " L2 2".repeat(tranque::signature::MAX_POINTS));
    let err = store
        .finish_match(&id, Some("Ana"), Some(&over_bounds), NOW)
        .unwrap_err();
    assert_eq!(err.code(), "bad_signature");
    assert_eq!(store.get_match(&id).unwrap().status, Status::InProgress);
}

#[test]
fn a_signature_is_kept_normalised_and_read_back_as_kept() {
    let mut store = Store::open_in_memory().unwrap();
    let id = over_match(&mut store);
    let done = store
        .finish_match(&id, Some("Ana"), Some("M10.4 10 L500,20 30 -4 "), NOW)
        .unwrap();
    let normalised = "M10 10 L320 20 L30 0";
    assert_eq!(done.signature.as_deref(), Some(normalised));
    assert_eq!(
        store.get_match(&id).unwrap().signature.as_deref(),
        Some(normalised)
    );
    let kept: String = store
        .conn
        .query_row("SELECT signature FROM matches WHERE id = ?1", [&id], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(kept, normalised, "only the normalised form is stored");
    // Blank ink is no signature.
    let other = over_match(&mut store);
    let done = store
        .finish_match(&other, Some("Ana"), Some("  "), NOW)
        .unwrap();
    assert_eq!(done.signature, None);
}

#[test]
fn a_signature_an_older_version_stored_is_read_normalised_or_without_ink() {
    let mut store = Store::open_in_memory().unwrap();
    let id = over_match(&mut store);
    store.finish_match(&id, Some("Ana"), None, NOW).unwrap();
    let stored = |store: &Store, ink: &str| {
        store
            .conn
            .execute(
                "UPDATE matches SET signature = ?2 WHERE id = ?1",
                [&id, ink],
            )
            .unwrap();
        store.get_match(&id).unwrap()
    };
    let old = stored(&store, "M12 40 L13 41 ");
    assert_eq!(old.signature.as_deref(), Some("M12 40 L13 41"));
    let hostile = stored(&store, &format!("M10 10{}", "z".repeat(12_000)));
    assert_eq!(hostile.signature, None);
    assert_eq!(hostile.signed_by.as_deref(), Some("Ana"));
}

/// Migration 02's per-side summary, which 12 drops: what a test taking a
/// database back to an older schema puts back, read from the migration.
pub(super) fn match_sides_of_02() -> String {
    let sql = MIGRATIONS_DIR
        .get_file("02-matches/up.sql")
        .and_then(|f| f.contents_utf8())
        .expect("migration 02");
    let start = sql
        .find("CREATE TABLE match_sides")
        .expect("02 creates match_sides");
    let end = start + sql[start..].find(';').expect("its statement ends");
    sql[start..=end].to_owned()
}
