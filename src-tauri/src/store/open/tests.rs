//! Opening a database that is damaged, or not ours: only SQLite's verdict
//! of damage sets a file aside, with its `-wal` and `-shm`; it is never
//! deleted or rewritten, and damage found after a start is set aside at the
//! next one.

use super::super::check::is_damage;
use super::super::tests::{NOW, megajogos};
use super::super::*;

#[test]
fn only_sqlite_s_verdict_of_damage_sets_a_file_aside() {
    let failure = |code| rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), None);
    assert!(is_damage(&failure(rusqlite::ffi::SQLITE_NOTADB)));
    assert!(is_damage(&failure(rusqlite::ffi::SQLITE_CORRUPT)));
    assert!(!is_damage(&failure(rusqlite::ffi::SQLITE_BUSY)));
    assert!(!is_damage(&failure(rusqlite::ffi::SQLITE_CANTOPEN)));
    assert!(!is_damage(&failure(rusqlite::ffi::SQLITE_IOERR)));
}

#[test]
fn a_folder_in_place_of_the_file_is_an_error_and_is_not_moved() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    std::fs::create_dir(&path).unwrap();
    assert!(Store::open_or_recover(&path, NOW).is_err());
    assert!(path.is_dir());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn a_damaged_file_is_set_aside_never_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    std::fs::write(
        &path,
        b"this is not a database, just some words that are long enough to fill a header........",
    )
    .unwrap();
    let (mut store, notice) = Store::open_or_recover(&path, NOW).unwrap();
    let notice = notice.unwrap();
    assert_eq!(notice.code, "database_set_aside");
    assert!(
        notice
            .message
            .contains("t.sqlite3.damaged-20261122T100000Z"),
        "{}",
        notice.message
    );
    let aside = dir.path().join("t.sqlite3.damaged-20261122T100000Z");
    assert!(
        std::fs::read(aside.join("t.sqlite3"))
            .unwrap()
            .starts_with(b"this is not")
    );
    store.add_player("Ana", NOW).unwrap();
    drop(store);
    let (store, notice) = Store::open_or_recover(&path, NOW).unwrap();
    assert!(notice.is_none());
    assert_eq!(store.players().unwrap().len(), 1);
}

/// Another program's sound database at Tranque's name (its own tables at
/// version 0, or a version without Tranque's tables) is set aside byte for
/// byte and said, never migrated, and no backup of it is written.
#[test]
fn another_program_s_database_is_set_aside_never_rewritten() {
    for sql in [
        "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('a note');",
        "CREATE TABLE notes (body TEXT); PRAGMA user_version = 5;",
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sqlite3");
        Connection::open(&path).unwrap().execute_batch(sql).unwrap();
        let before = std::fs::read(&path).unwrap();
        let (store, notice) = Store::open_or_recover(&path, NOW).unwrap();
        let notice = notice.unwrap();
        assert_eq!(notice.code, "database_set_aside", "{sql}");
        assert!(
            notice.message.contains("another program's database"),
            "{}",
            notice.message
        );
        let aside = dir.path().join("t.sqlite3.damaged-20261122T100000Z");
        assert_eq!(std::fs::read(aside.join("t.sqlite3")).unwrap(), before);
        assert!(store.players().unwrap().is_empty());
        assert!(!backup::folder(&path).exists(), "{sql}");
    }
}

#[test]
fn damage_found_after_start_is_set_aside_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    {
        let mut store = Store::open(&path).unwrap();
        megajogos(&mut store);
        for i in 0..200 {
            store.add_player(&format!("Player {i}"), NOW).unwrap();
        }
        store
            .conn
            .pragma_update(None, "wal_checkpoint", "TRUNCATE")
            .unwrap();
    }
    // Scribble over the last pages (the players' rows), keeping the header
    // and the schema.
    let mut bytes = std::fs::read(&path).unwrap();
    let tail = bytes.len() - 2 * 4096;
    for b in &mut bytes[tail..] {
        *b = 0x5a;
    }
    std::fs::write(&path, &bytes).unwrap();
    // The start reads the header and schema only: damage deeper in the file
    // is not its business, so the first screen never waits on the history.
    let (store, notice) = Store::open_or_recover(&path, NOW).unwrap();
    assert_eq!(notice, None);
    drop(store);
    // The check after the start reads every page, finds the damage, marks it.
    let damage = Store::verify_file(&path).unwrap().unwrap();
    let mark = dir.path().join("t.sqlite3.damage-found");
    assert_eq!(std::fs::read_to_string(&mark).unwrap(), damage);
    // The next start confirms it and sets the file aside.
    let (store, notice) = Store::open_or_recover(&path, NOW).unwrap();
    assert_eq!(notice.unwrap().code, "database_set_aside");
    assert!(store.players().unwrap().is_empty());
    assert!(
        dir.path()
            .join("t.sqlite3.damaged-20261122T100000Z")
            .exists()
    );
    assert!(!mark.exists());
}

#[test]
fn a_mark_on_a_sound_file_is_checked_and_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.sqlite3");
    {
        let mut store = Store::open(&path).unwrap();
        megajogos(&mut store);
    }
    assert_eq!(Store::verify_file(&path).unwrap(), None);
    let mark = dir.path().join("t.sqlite3.damage-found");
    assert!(!mark.exists());
    // A mark left by a kill after a move aside, beside a sound file.
    std::fs::write(&mark, "quick_check: page 4 is never used").unwrap();
    let (store, notice) = Store::open_or_recover(&path, NOW).unwrap();
    assert_eq!(notice, None);
    assert!(!mark.exists());
    assert_eq!(
        store
            .list_matches(&MatchFilter::default(), 0, 20)
            .unwrap()
            .total,
        1
    );
}
