//! Backups a player can count on, over simulated days: the phone's clock is
//! the `now` the store is given and the file times it leaves (set here to
//! that `now`, as the phone's file system would). A damaged database does not
//! rotate the history away, a clock set a year ahead and back does not own
//! the backups, a database emptied to 0 bytes is noticed, a set-aside
//! database is offered like a backup (a link or a FIFO under its name is
//! not), and the thinning schedule keeps what `docs/storage.md` promises.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use chrono::{DateTime, Datelike, Duration, Utc};
use serde_json::{Value, json};
use tranque::{Event, Finish, HandEnd, Leftover, Mode, Preset, Seat};
use tranque_app_lib::store::{Backup, LogEdit, Store, backup};

use crate::support::Ui;

/// Ten in the morning, `n` days after the first day of the story.
fn day(n: i64) -> String {
    let first = DateTime::parse_from_rfc3339("2026-03-02T10:00:00Z").unwrap();
    (first.with_timezone(&Utc) + Duration::days(n))
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

fn time(now: &str) -> SystemTime {
    SystemTime::from(DateTime::parse_from_rfc3339(now).unwrap())
}

/// A phone with Tranque on it: the database's folder, and the backups whose
/// file time it already set.
struct Phone {
    dir: tempfile::TempDir,
    db: PathBuf,
    settled: HashSet<String>,
}

impl Phone {
    fn new() -> Phone {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("tranque.sqlite3");
        Phone {
            dir,
            db,
            settled: HashSet::new(),
        }
    }

    /// The app's start at `now`: the opening, then the work beside the first
    /// screen (the full check, the day's backup). Returns the notice.
    fn start(&mut self, now: &str) -> Option<String> {
        let (store, notice) = Store::open_or_recover(&self.db, now).unwrap();
        drop(store);
        tranque_app_lib::after_start(&self.db, now);
        self.settle(now);
        notice.map(|n| n.code.to_owned())
    }

    /// Gives the backups written since the last call the file time `now`.
    fn settle(&mut self, now: &str) {
        for entry in std::fs::read_dir(backup::folder(&self.db)).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || !self.settled.insert(name) {
                continue;
            }
            let file = std::fs::File::options()
                .write(true)
                .open(entry.path())
                .unwrap();
            file.set_modified(time(now)).unwrap();
        }
    }

    /// A match of one hand, played and abandoned at `now`: its id.
    fn play(&self, now: &str) -> String {
        let mut store = Store::open(&self.db).unwrap();
        let players = ["Ana", "Bia", "Caio", "Duda"].map(String::from);
        let rules = Preset::BrMegajogos.rules(Mode::Pairs);
        let game = store
            .create_match(Some("br-megajogos"), &rules, &players, now)
            .unwrap();
        let hand = Event::Hand {
            opener: Some(Seat(0)),
            end: HandEnd::Domino {
                by: Seat(1),
                left: Leftover::Pips(vec![1, 0, 1, 1]),
                finish: Finish::Simple,
            },
        };
        store
            .change(&game.id, now, |_| Ok(LogEdit::Append(hand)))
            .unwrap();
        store.abandon_match(&game.id, now).unwrap();
        game.id
    }

    fn backups(&self) -> Vec<Backup> {
        backup::list(&self.db).unwrap()
    }

    /// The app over this phone's database, for its commands.
    fn ui(&self, now: &str) -> Ui {
        Ui::with_state(tranque_app_lib::state_for(&self.db, now))
    }
}

fn total(ui: &Ui) -> u64 {
    ui.ok("list_matches", json!({}))["total"].as_u64().unwrap()
}

/// The backups the phone lists (`list_backups`), newest first.
fn listed_backups(ui: &Ui) -> Vec<Value> {
    match ui.ok("list_backups", json!({})) {
        Value::Array(listed) => listed,
        other => panic!("list_backups answered {other}"),
    }
}

fn set_aside_folders(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".damaged-"))
        .collect()
}

#[test]
fn a_damage_on_day_4_does_not_rotate_the_matches_away_in_the_ten_days_after() {
    let mut phone = Phone::new();
    let mut played = Vec::new();
    for n in 1..=3 {
        assert_eq!(phone.start(&day(n)), None);
        played.push(phone.play(&day(n)));
    }
    // Day 4: the database is garbage. Set aside, and said.
    std::fs::write(&phone.db, "garbage ".repeat(900)).unwrap();
    assert_eq!(phone.start(&day(4)).as_deref(), Some("database_set_aside"));
    // Ten days of starts on the fresh, empty database: a backup each day.
    for n in 5..=14 {
        assert_eq!(phone.start(&day(n)), None);
    }
    let backups = phone.backups();
    // The day-3 backup, the last holding the first two matches, survives.
    let holding = backups
        .iter()
        .find(|b| b.matches == Some(2))
        .unwrap_or_else(|| panic!("no backup holds the matches: {backups:#?}"));
    // The set-aside database is offered too (garbage: not readable).
    let aside = backups
        .iter()
        .find(|b| b.kind == Some(backup::Kind::SetAside))
        .unwrap();
    assert_eq!(aside.matches, None);
    assert_eq!(
        set_aside_folders(phone.dir.path()),
        std::slice::from_ref(&aside.file)
    );
    // Still bounded: the newest 7, a week's newest, and the one with matches.
    assert!(backups.len() <= 10, "{backups:#?}");

    let ui = phone.ui(&day(14));
    assert!(
        listed_backups(&ui)
            .iter()
            .any(|b| b["file"] == holding.file.as_str() && b["matches"] == 2)
    );
    ui.ok("restore_backup", json!({"file": holding.file}));
    assert_eq!(total(&ui), 2);
    for id in &played[..2] {
        ui.ok("get_match", json!({"match_id": id}));
    }
}

#[test]
fn a_clock_set_a_year_ahead_and_back_does_not_own_the_backups() {
    let mut phone = Phone::new();
    // A week with the clock a year ahead: seven empty backups from the future.
    for n in 365..372 {
        phone.start(&day(n));
    }
    assert_eq!(phone.backups().len(), 7);
    // The clock set back to today: the day's backup is due again, once.
    phone.start(&day(0));
    let today = phone.backups();
    assert!(today[0].created_at.starts_with(&day(0)[..10]), "{today:#?}");
    for _ in 0..10 {
        phone.play(&day(0));
    }
    let later = DateTime::parse_from_rfc3339(&day(0))
        .unwrap()
        .with_timezone(&Utc)
        + Duration::hours(3);
    phone.start(&later.to_rfc3339_opts(chrono::SecondsFormat::Secs, true));
    assert_eq!(phone.backups(), today, "a second backup the same day");
    // The next day's backup holds the ten matches and is the newest.
    phone.start(&day(1));
    let backups = phone.backups();
    assert_eq!(backups[0].matches, Some(10), "{backups:#?}");
    assert_eq!(backups[0].kind, Some(backup::Kind::Daily));
    // Days go by: the real backups are kept, the future ones thinned away.
    for n in 2..=12 {
        phone.start(&day(n));
    }
    let backups = phone.backups();
    assert_eq!(backups[0].matches, Some(10), "{backups:#?}");
    assert!(backups[0].created_at.starts_with(&day(12)[..10]));
    for b in &backups[..backup::KEEP_BACKUPS] {
        assert_eq!(b.matches, Some(10), "{backups:#?}");
    }
    let future = backups
        .iter()
        .filter(|b| b.created_at.as_str() > day(100).as_str())
        .count();
    assert_eq!(future, 0, "{backups:#?}");
    let ui = phone.ui(&day(12));
    let listed = ui.ok("list_backups", json!({}));
    assert_eq!(listed[0]["matches"], 10);
}

#[test]
fn a_database_emptied_to_0_bytes_is_noticed_at_start_and_kept_aside() {
    let mut phone = Phone::new();
    phone.start(&day(1));
    let id = phone.play(&day(1));
    phone.start(&day(2));
    std::fs::File::create(&phone.db).unwrap();
    assert_eq!(std::fs::metadata(&phone.db).unwrap().len(), 0);

    let ui = phone.ui(&day(3));
    let notice = ui.ok("startup_notice", json!({}));
    assert_eq!(notice["code"], "database_set_aside", "{notice}");
    let folder = notice["params"]["file"].as_str().unwrap().to_owned();
    assert_eq!(
        set_aside_folders(phone.dir.path()),
        std::slice::from_ref(&folder)
    );
    let inside = phone.dir.path().join(&folder).join("tranque.sqlite3");
    assert_eq!(std::fs::metadata(inside).unwrap().len(), 0);
    assert_eq!(total(&ui), 0);
    // The set-aside file is listed (unreadable), and the backup with the match is restored.
    let listed = listed_backups(&ui);
    let aside = listed
        .iter()
        .find(|b| b["file"] == folder.as_str())
        .unwrap();
    assert_eq!(aside["kind"], "set_aside");
    assert_eq!(aside["matches"], Value::Null);
    let err = ui.refused("restore_backup", json!({"file": folder}));
    assert_eq!(err["code"], "backup_damaged");
    let holding = listed.iter().find(|b| b["matches"] == 1).unwrap();
    ui.ok("restore_backup", json!({"file": holding["file"]}));
    assert_eq!(total(&ui), 1);
    ui.ok("get_match", json!({"match_id": id}));
    drop(ui);
    // A start after that has nothing to say.
    let ui = phone.ui(&day(3));
    assert_eq!(ui.ok("startup_notice", json!({})), Value::Null);
}

#[test]
fn a_set_aside_database_is_listed_with_its_matches_restorable_and_dismissable() {
    let mut phone = Phone::new();
    phone.start(&day(1));
    let ids: Vec<String> = (0..3).map(|_| phone.play(&day(1))).collect();
    // Set aside with its journal, one match deleted in the WAL only: a
    // restore must read the journal, not copy the file alone.
    let unit = phone
        .dir
        .path()
        .join("tranque.sqlite3.damaged-20260303T100000Z");
    std::fs::create_dir(&unit).unwrap();
    let inside = unit.join("tranque.sqlite3");
    std::fs::rename(&phone.db, &inside).unwrap();
    {
        let conn = rusqlite::Connection::open(&inside).unwrap();
        conn.set_db_config(
            rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
            true,
        )
        .unwrap();
        conn.pragma_update(None, "journal_mode", "WAL").unwrap();
        conn.pragma_update(None, "wal_autocheckpoint", 0).unwrap();
        conn.pragma_update(None, "foreign_keys", "ON").unwrap();
        conn.execute("DELETE FROM matches WHERE id = ?1", [&ids[2]])
            .unwrap();
    }
    assert!(
        std::fs::metadata(unit.join("tranque.sqlite3-wal"))
            .unwrap()
            .len()
            > 0
    );
    // A garbage one beside it.
    let garbage = phone
        .dir
        .path()
        .join("tranque.sqlite3.damaged-20260304T100000Z");
    std::fs::create_dir(&garbage).unwrap();
    std::fs::write(garbage.join("tranque.sqlite3"), "garbage ".repeat(900)).unwrap();

    phone.start(&day(2));
    let ui = phone.ui(&day(2));
    assert_eq!(total(&ui), 0);
    let listed = ui.ok("list_backups", json!({}));
    let by_file: HashMap<String, Value> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|b| (b["file"].as_str().unwrap().to_owned(), b.clone()))
        .collect();
    let sound = &by_file["tranque.sqlite3.damaged-20260303T100000Z"];
    assert_eq!(sound["kind"], "set_aside");
    assert_eq!(sound["matches"], 2);
    let bad = &by_file["tranque.sqlite3.damaged-20260304T100000Z"];
    assert_eq!(bad["matches"], Value::Null);

    // The damaged one is refused, and nothing changes.
    let err = ui.refused(
        "restore_backup",
        json!({"file": "tranque.sqlite3.damaged-20260304T100000Z"}),
    );
    assert_eq!(err["code"], "backup_damaged");
    assert_eq!(
        err["params"],
        json!({"file": "tranque.sqlite3.damaged-20260304T100000Z"})
    );
    assert_eq!(total(&ui), 0);
    // The readable one is restored, journal and all.
    ui.ok(
        "restore_backup",
        json!({"file": "tranque.sqlite3.damaged-20260303T100000Z"}),
    );
    assert_eq!(total(&ui), 2);
    ui.ok("get_match", json!({"match_id": ids[0]}));
    let err = ui.refused("get_match", json!({"match_id": ids[2]}));
    assert_eq!(err["code"], "no_such_match");

    // Dismissed by the player: the garbage folder goes, whole.
    let after = ui.ok(
        "delete_backup",
        json!({"file": "tranque.sqlite3.damaged-20260304T100000Z"}),
    );
    assert!(
        after
            .as_array()
            .unwrap()
            .iter()
            .all(|b| b["file"] != "tranque.sqlite3.damaged-20260304T100000Z")
    );
    assert!(!garbage.exists());
    // So does a backup; a name not listed is refused.
    let first = after[0]["file"].as_str().unwrap().to_owned();
    ui.ok("delete_backup", json!({"file": first}));
    assert!(!backup::folder(&phone.db).join(&first).exists());
    for file in [first.as_str(), "../tranque.sqlite3", "backups", ""] {
        let err = ui.refused("delete_backup", json!({"file": file}));
        assert_eq!(err["code"], "no_such_backup", "{file}");
    }
    assert_eq!(total(&ui), 2);
}

/// Only what the app sets aside is a set-aside database: a link under a
/// set-aside's name (to a sound database's folder elsewhere), and folders
/// whose database is a link, a FIFO or has a linked journal, are not listed,
/// restored or removed, and what they point to is left as it was.
#[cfg(unix)]
#[test]
fn a_link_or_a_fifo_named_like_a_set_aside_is_not_listed_nor_restored() {
    use std::os::unix::fs::symlink;

    let mut phone = Phone::new();
    phone.start(&day(1));
    phone.play(&day(1));
    // A sound database of another match, outside the app's folder.
    let elsewhere = tempfile::tempdir().unwrap();
    let outside = elsewhere.path().join("folder");
    std::fs::create_dir(&outside).unwrap();
    let sound = outside.join("tranque.sqlite3");
    std::fs::copy(&phone.db, &sound).unwrap();
    let bytes = std::fs::read(&sound).unwrap();
    let dir = phone.dir.path();
    let named = |time: &str| format!("tranque.sqlite3.damaged-{time}");
    symlink(&outside, dir.join(named("20260303T100000Z"))).unwrap();
    let linked = dir.join(named("20260304T100000Z"));
    std::fs::create_dir(&linked).unwrap();
    symlink(&sound, linked.join("tranque.sqlite3")).unwrap();
    let fifo = dir.join(named("20260305T100000Z"));
    std::fs::create_dir(&fifo).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(fifo.join("tranque.sqlite3"))
        .status()
        .unwrap();
    assert!(made.success());
    let journal = dir.join(named("20260306T100000Z"));
    std::fs::create_dir(&journal).unwrap();
    std::fs::copy(&sound, journal.join("tranque.sqlite3")).unwrap();
    symlink(&sound, journal.join("tranque.sqlite3-wal")).unwrap();

    let ui = phone.ui(&day(2));
    let listed = listed_backups(&ui);
    assert!(
        listed.iter().all(|b| b["kind"] != "set_aside"),
        "{listed:?}"
    );
    for time in [
        "20260303T100000Z",
        "20260304T100000Z",
        "20260305T100000Z",
        "20260306T100000Z",
    ] {
        let file = named(time);
        let err = ui.refused("restore_backup", json!({"file": &file}));
        assert_eq!(err["code"], "no_such_backup", "{file}");
        let err = ui.refused("delete_backup", json!({"file": &file}));
        assert_eq!(err["code"], "no_such_backup", "{file}");
    }
    assert_eq!(total(&ui), 1);
    assert_eq!(set_aside_folders(dir).len(), 4);
    let kept = |path: &Path| std::fs::symlink_metadata(path).unwrap().file_type();
    assert!(kept(&dir.join(named("20260303T100000Z"))).is_symlink());
    assert!(kept(&linked.join("tranque.sqlite3")).is_symlink());
    assert!(kept(&journal.join("tranque.sqlite3-wal")).is_symlink());
    assert_eq!(std::fs::read(&sound).unwrap(), bytes);
    assert_eq!(std::fs::read_dir(&outside).unwrap().count(), 1);
}

#[test]
fn the_thinning_schedule_over_120_days_keeps_what_the_docs_promise() {
    let mut phone = Phone::new();
    for n in 0..120 {
        phone.start(&day(n));
        phone.play(&day(n));
    }
    let backups = phone.backups();
    let today = DateTime::parse_from_rfc3339(&day(119)).unwrap();
    let dated: Vec<(i64, DateTime<Utc>)> = backups
        .iter()
        .map(|b| {
            let at = DateTime::parse_from_rfc3339(&b.created_at)
                .unwrap()
                .with_timezone(&Utc);
            ((today.with_timezone(&Utc) - at).num_days(), at)
        })
        .collect();
    // Newest first, each a day older than the one before it.
    assert!(dated.windows(2).all(|w| w[0].0 < w[1].0), "{dated:?}");
    // The newest 7: the last 7 days, every one.
    let ages: Vec<i64> = dated.iter().map(|d| d.0).collect();
    assert_eq!(ages[..7], [0, 1, 2, 3, 4, 5, 6]);
    // Up to 9 weeks old: one a week, every week.
    let week = |at: &DateTime<Utc>| (at.iso_week().year(), at.iso_week().week());
    let recent: HashSet<_> = dated[..7].iter().map(|d| week(&d.1)).collect();
    let weekly: Vec<_> = dated[7..]
        .iter()
        .filter(|d| d.0 < 63)
        .map(|d| week(&d.1))
        .collect();
    let distinct: HashSet<_> = weekly.iter().copied().collect();
    assert_eq!(distinct.len(), weekly.len(), "two in a week: {dated:?}");
    assert!(distinct.is_disjoint(&recent), "{dated:?}");
    for n in 7..63 {
        let at = today.with_timezone(&Utc) - Duration::days(n);
        assert!(
            recent.contains(&week(&at)) || distinct.contains(&week(&at)),
            "no backup of the week of {at}: {dated:?}"
        );
    }
    // Older: one a month, every month.
    let month = |at: &DateTime<Utc>| (at.year(), at.month());
    let monthly: Vec<_> = dated
        .iter()
        .filter(|d| d.0 >= 63)
        .map(|d| month(&d.1))
        .collect();
    let months: HashSet<_> = monthly.iter().copied().collect();
    assert_eq!(months.len(), monthly.len(), "two in a month: {dated:?}");
    for n in 63..120 {
        let at = today.with_timezone(&Utc) - Duration::days(n);
        assert!(months.contains(&month(&at)), "no backup of {at}: {dated:?}");
    }
    // A handful in all, and the newest holds every match but today's.
    assert!(backups.len() <= 7 + 10 + 3, "{}", backups.len());
    assert_eq!(backups[0].matches, Some(119));
    // The oldest one kept is still a sound backup.
    let oldest = &backups.last().unwrap().file;
    backup::check(&phone.db, oldest).unwrap();
}

/// Only the files the app wrote in the backups folder are its backups: a
/// `*.sqlite3` of another name, a file named as a backup that is no SQLite
/// database, and a link named as one are not listed, and restoring or
/// deleting them is refused (`no_such_backup`), each left as it was; the
/// app's own backup is listed and deleted.
#[cfg(unix)]
#[test]
fn only_the_backups_the_app_wrote_are_listed_restored_or_deleted() {
    let mut phone = Phone::new();
    phone.start(&day(1));
    phone.play(&day(1));
    let folder = backup::folder(&phone.db);
    let ours: Vec<String> = phone.backups().into_iter().map(|b| b.file).collect();
    assert_eq!(ours.len(), 1, "{ours:?}");
    let sound = std::fs::read(&phone.db).unwrap();
    let strangers = [
        // A sound database, under a name the app never gives.
        ("photos.sqlite3", sound.clone()),
        ("tranque-notes.sqlite3", sound.clone()),
        // Named as a backup, but no database.
        (
            "tranque-000099-20260110T100000Z-daily.sqlite3",
            b"not a database at all".to_vec(),
        ),
        ("tranque-000098-20260110T100000Z-daily.sqlite3", Vec::new()),
    ];
    for (name, bytes) in &strangers {
        std::fs::write(folder.join(name), bytes).unwrap();
    }
    let link = "tranque-000097-20260110T100000Z-daily.sqlite3";
    std::os::unix::fs::symlink(&phone.db, folder.join(link)).unwrap();

    let ui = phone.ui(&day(2));
    let listed: Vec<String> = listed_backups(&ui)
        .iter()
        .map(|b| b["file"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(listed, ours);
    for name in strangers.iter().map(|(name, _)| *name).chain([link]) {
        let err = ui.refused("restore_backup", json!({"file": name}));
        assert_eq!(err["code"], "no_such_backup", "{name}");
        let err = ui.refused("delete_backup", json!({"file": name}));
        assert_eq!(err["code"], "no_such_backup", "{name}");
    }
    for (name, bytes) in &strangers {
        assert_eq!(&std::fs::read(folder.join(name)).unwrap(), bytes, "{name}");
    }
    assert!(
        std::fs::symlink_metadata(folder.join(link))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(total(&ui), 1);
    ui.ok("delete_backup", json!({"file": &ours[0]}));
    assert!(listed_backups(&ui).is_empty());
}
