//! Storage through the commands, as the UI sees it: backups written at start
//! (never of a database the app refuses) and listed, a restore that keeps
//! the database it replaces and refuses a damaged or newer backup, storage
//! that cannot be written opened read-only (the history shown and exported,
//! every change refused), and a full disk with its own code.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::path::Path;
use std::time::{Duration, SystemTime};

use serde_json::{Value, json};
use tranque_app_lib::store::{OpenOptions, Store, StoreError, backup};

const NOW: &str = "2026-11-22T10:00:00Z";

use crate::support::Ui;

impl Ui {
    /// The app's start: the state, then the work it does beside the first
    /// screen, at the time the commands read too (the phone's clock): the
    /// day's backup is due by the time it is given.
    fn start(path: &Path) -> Ui {
        let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
        let ui = Ui::with_state(tranque_app_lib::state_for(path, &now));
        tranque_app_lib::after_start(path, &now);
        ui
    }

    fn new_match(&self) -> Value {
        let mut rules = tranque::Preset::BrMegajogos.rules(tranque::Mode::Pairs);
        rules.target = 100_000;
        self.ok(
            "new_match",
            json!({"preset": "br-megajogos", "rules": rules, "players": ["Ana", "Bia", "Caio", "Duda"]}),
        )
    }

    fn record(&self, id: &Value) -> Result<Value, Value> {
        let events = self.ok("get_match", json!({"match_id": id}))["events"]
            .as_array()
            .unwrap()
            .len();
        let opener = if events == 0 { json!(0) } else { Value::Null };
        self.call(
            "record_hand",
            json!({"match_id": id, "opener": opener,
                   "end": {"kind": "domino", "by": 1, "left": {"pips": [1, 0, 1, 1]}}}),
        )
    }

    fn total(&self) -> u64 {
        self.ok("list_matches", json!({}))["total"]
            .as_u64()
            .unwrap()
    }

    fn backups(&self) -> Vec<Value> {
        self.ok("list_backups", json!({}))
            .as_array()
            .unwrap()
            .clone()
    }
}

/// Makes every backup look written more than a day ago.
fn age_backups(db: &Path) {
    let old = SystemTime::now() - Duration::from_secs(25 * 60 * 60);
    for entry in std::fs::read_dir(backup::folder(db)).unwrap() {
        let file = std::fs::File::options()
            .write(true)
            .open(entry.unwrap().path())
            .unwrap();
        file.set_modified(old).unwrap();
    }
}

#[test]
fn a_backup_is_written_at_start_at_most_once_a_day_and_listed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    let ui = Ui::start(&db);
    let backups = ui.backups();
    assert_eq!(backups.len(), 1, "{backups:?}");
    assert_eq!(backups[0]["kind"], "daily");
    assert_eq!(backups[0]["matches"], 0);
    assert!(backups[0]["bytes"].as_u64().unwrap() > 0);
    assert!(backups[0]["created_at"].as_str().unwrap().ends_with('Z'));
    let id = ui.new_match()["id"].clone();
    ui.record(&id).unwrap();
    drop(ui);
    // The same day: no second backup.
    let ui = Ui::start(&db);
    assert_eq!(ui.backups().len(), 1);
    drop(ui);
    // A day later: a new one, holding the match, listed first.
    age_backups(&db);
    let ui = Ui::start(&db);
    let backups = ui.backups();
    assert_eq!(backups.len(), 2, "{backups:?}");
    assert_eq!(backups[0]["matches"], 1);
    assert_eq!(backups[1]["matches"], 0);
}

#[test]
fn a_day_later_with_the_app_still_open_a_new_match_writes_the_day_s_backup() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    let ui = Ui::start(&db);
    let first = ui.new_match()["id"].clone();
    ui.record(&first).unwrap();
    ui.ok("abandon_match", json!({"match_id": first}));
    // The same day: starting a match writes nothing more.
    let second = ui.new_match()["id"].clone();
    ui.ok("abandon_match", json!({"match_id": second}));
    assert_eq!(ui.backups().len(), 1);
    // The app stays open past a day: the next match brings the day's backup.
    age_backups(&db);
    ui.new_match();
    let backups = ui.backups();
    assert_eq!(backups.len(), 2, "{backups:?}");
    assert_eq!(backups[0]["kind"], "daily");
    // Written once the new match was committed: it holds all three.
    assert_eq!(backups[0]["matches"], 3);
}

#[test]
fn only_the_last_few_backups_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    let store = Store::open(&db).unwrap();
    let mut written = Vec::new();
    for hour in 0..10 {
        let now = format!("2026-11-22T{hour:02}:00:00Z");
        let file = store.backup(&now, backup::Kind::Daily).unwrap().unwrap();
        // Distinct times, as a day apart would give.
        let at = SystemTime::now() - Duration::from_secs(3600 * (10 - hour));
        std::fs::File::options()
            .write(true)
            .open(&file)
            .unwrap()
            .set_modified(at)
            .unwrap();
        written.push(file.file_name().unwrap().to_string_lossy().into_owned());
    }
    let listed: Vec<String> = backup::list(&db)
        .unwrap()
        .into_iter()
        .map(|b| b.file)
        .collect();
    written.reverse();
    assert_eq!(listed, written[..backup::KEEP_BACKUPS].to_vec());
}

#[test]
fn a_restore_keeps_the_replaced_database_as_a_backup_and_can_be_undone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    let ui = Ui::start(&db);
    let first = ui.new_match()["id"].clone();
    ui.record(&first).unwrap();
    ui.ok("abandon_match", json!({"match_id": first}));
    drop(ui);
    age_backups(&db);
    let ui = Ui::start(&db);
    let one = ui.backups()[0].clone();
    assert_eq!(one["matches"], 1);
    let second = ui.new_match()["id"].clone();
    ui.record(&second).unwrap();
    assert_eq!(ui.total(), 2);

    let started = std::time::Instant::now();
    let restored = ui.ok("restore_backup", json!({"file": one["file"]}));
    let took = started.elapsed();
    assert_eq!(restored["file"], one["file"]);
    assert_eq!(ui.total(), 1);
    assert_eq!(ui.ok("current_match", json!({})), Value::Null);
    // What it replaced is a backup in the list, whole.
    let kept = ui
        .backups()
        .into_iter()
        .find(|b| b["file"] == restored["kept"])
        .unwrap();
    assert_eq!(kept["kind"], "before_restore");
    assert_eq!(kept["matches"], 2);
    // Nothing else left beside the database.
    let beside: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".replaced-") || n.contains(".incoming"))
        .collect();
    assert!(beside.is_empty(), "{beside:?}");
    // And the restore can be undone the same way.
    ui.ok("restore_backup", json!({"file": kept["file"]}));
    assert_eq!(ui.total(), 2);
    assert_eq!(ui.ok("current_match", json!({}))["id"], second);
    eprintln!(
        "restore of a 1-match backup: {:.1} ms",
        took.as_secs_f64() * 1000.0
    );
}

#[test]
fn a_damaged_missing_or_newer_backup_is_refused_and_nothing_changes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    let ui = Ui::start(&db);
    let id = ui.new_match()["id"].clone();
    ui.record(&id).unwrap();
    let folder = backup::folder(&db);
    // A backup of the app's whose pages were lost after its header (a file
    // without the header is no backup of the app's: not listed at all).
    std::fs::write(
        folder.join("tranque-x-daily.sqlite3"),
        format!("SQLite format 3\0{}", "garbage ".repeat(900)),
    )
    .unwrap();
    let newer = folder.join("tranque-y-daily.sqlite3");
    let written = ui
        .backups()
        .into_iter()
        .find(|b| b["kind"] == "daily")
        .unwrap();
    std::fs::copy(folder.join(written["file"].as_str().unwrap()), &newer).unwrap();
    rusqlite::Connection::open(&newer)
        .unwrap()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    let before = ui.backups();

    let err = ui.refused("restore_backup", json!({"file": "tranque-x-daily.sqlite3"}));
    assert_eq!(err["code"], "backup_damaged");
    assert_eq!(err["params"], json!({"file": "tranque-x-daily.sqlite3"}));
    let err = ui.refused("restore_backup", json!({"file": "tranque-y-daily.sqlite3"}));
    assert_eq!(err["code"], "backup_too_new");
    assert_eq!(err["params"]["found"], 99);
    for file in ["../tranque.sqlite3", "nothing.sqlite3", ""] {
        let err = ui.refused("restore_backup", json!({"file": file}));
        assert_eq!(err["code"], "no_such_backup", "{file}");
        assert_eq!(err["params"], json!({"file": file}));
    }
    // The match under way is still there, and no backup was added.
    assert_eq!(ui.ok("current_match", json!({}))["id"], id);
    assert_eq!(ui.backups(), before);
}

/// Another program's databases: its own tables at version 0 (one of them
/// called `matches`, as a sports app's might be), and a version without
/// Tranque's players and matches.
const FOREIGN: [&str; 3] = [
    "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('a note');",
    "CREATE TABLE matches (id TEXT, score INTEGER); INSERT INTO matches VALUES ('final', 3);",
    "CREATE TABLE notes (body TEXT); PRAGMA user_version = 5;",
];

/// `Store::open`, used directly, refuses another program's database with
/// `database_not_ours` before writing to it: no WAL switch, no migration,
/// its bytes as they were and no `-wal` or `-shm` beside it.
#[test]
fn store_open_refuses_another_program_s_database_and_leaves_its_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    for sql in FOREIGN {
        let _ = std::fs::remove_file(&db);
        rusqlite::Connection::open(&db)
            .unwrap()
            .execute_batch(sql)
            .unwrap();
        let before = std::fs::read(&db).unwrap();
        let err = Store::open(&db).err().expect(sql);
        assert!(matches!(err, StoreError::NotOurs), "{sql}: {err}");
        assert_eq!(err.code(), "database_not_ours");
        assert!(err.to_string().contains("another program's database"));
        assert_eq!(std::fs::read(&db).unwrap(), before, "{sql}");
        for suffix in ["-wal", "-shm"] {
            let beside = dir.path().join(format!("tranque.sqlite3{suffix}"));
            assert!(!beside.exists(), "{sql}: {}", beside.display());
        }
        assert!(!backup::folder(&db).exists(), "{sql}");
    }
    // A new file, and Tranque's own, still open.
    std::fs::remove_file(&db).unwrap();
    drop(Store::open(&db).unwrap());
    drop(Store::open(&db).unwrap());
}

/// A backup that is another program's database is refused in words
/// (`backup_not_ours`) before anything is kept or replaced: the database in
/// use, its match and the backups stay as they were, the file too.
#[test]
fn a_restore_refuses_another_program_s_database_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    let ui = Ui::start(&db);
    let id = ui.new_match()["id"].clone();
    ui.record(&id).unwrap();
    let folder = backup::folder(&db);
    let mut files = Vec::new();
    for (n, sql) in FOREIGN.iter().enumerate() {
        let file = format!("tranque-foreign{n}-daily.sqlite3");
        rusqlite::Connection::open(folder.join(&file))
            .unwrap()
            .execute_batch(sql)
            .unwrap();
        let bytes = std::fs::read(folder.join(&file)).unwrap();
        files.push((file, bytes));
    }
    let before = ui.backups();
    let in_use = std::fs::read(&db).unwrap();
    for (file, bytes) in &files {
        let err = ui.refused("restore_backup", json!({ "file": file }));
        assert_eq!(err["code"], "backup_not_ours", "{file}: {err}");
        assert_eq!(err["params"], json!({ "file": file }));
        assert!(
            err["message"]
                .as_str()
                .unwrap()
                .contains("another program's database"),
            "{err}"
        );
        assert_eq!(&std::fs::read(folder.join(file)).unwrap(), bytes, "{file}");
    }
    assert_eq!(std::fs::read(&db).unwrap(), in_use);
    assert_eq!(ui.ok("current_match", json!({}))["id"], id);
    assert_eq!(ui.backups(), before);
}

/// Whether `chmod` stops this process from writing (it does not for root).
/// The day's backup copies only a database the app opens as its own: a
/// newer app's file and another program's databases (at version 0, and at
/// a version without Tranque's tables) are not copied, and not changed.
#[test]
fn the_day_s_backup_skips_a_database_the_app_refuses() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    for sql in [
        "CREATE TABLE players (id INTEGER PRIMARY KEY); PRAGMA user_version = 99;",
        "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('a note');",
        "CREATE TABLE notes (body TEXT); PRAGMA user_version = 5;",
    ] {
        let _ = std::fs::remove_file(&db);
        rusqlite::Connection::open(&db)
            .unwrap()
            .execute_batch(sql)
            .unwrap();
        let before = std::fs::read(&db).unwrap();
        let after = tranque_app_lib::after_start(&db, NOW);
        assert_eq!(after.backup, None, "{sql}");
        assert!(!backup::folder(&db).exists(), "{sql}");
        assert_eq!(std::fs::read(&db).unwrap(), before, "{sql}");
    }
    // Tranque's own is copied.
    std::fs::remove_file(&db).unwrap();
    drop(Store::open(&db).unwrap());
    assert!(tranque_app_lib::after_start(&db, NOW).backup.is_some());
}

fn chmod_stops_writes(dir: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    let probe = dir.join("probe");
    std::fs::create_dir(&probe).unwrap();
    std::fs::set_permissions(&probe, std::fs::Permissions::from_mode(0o555)).unwrap();
    let stopped = std::fs::write(probe.join("x"), "x").is_err();
    std::fs::set_permissions(&probe, std::fs::Permissions::from_mode(0o755)).unwrap();
    stopped
}

/// What a read-only start must give: the notice, the history, the export,
/// and every change refused with `database_read_only`.
fn check_read_only(ui: &Ui, id: &Value) {
    let notice = ui.ok("startup_notice", json!({}));
    assert_eq!(notice["code"], "database_read_only", "{notice}");
    assert_eq!(ui.total(), 1);
    assert_eq!(ui.ok("current_match", json!({}))["id"], *id);
    let export = ui.ok("export_history", json!({}));
    assert!(
        export["json"]
            .as_str()
            .unwrap()
            .contains(id.as_str().unwrap())
    );
    ui.ok("export_match", json!({"match_id": id}));
    ui.ok("statistics", json!({}));
    for (cmd, args) in [
        ("add_player", json!({"name": "Zeca"})),
        ("undo", json!({"match_id": id})),
        ("abandon_match", json!({"match_id": id})),
        ("clock", json!({"match_id": id, "action": "start"})),
    ] {
        let err = ui.refused(cmd, args);
        assert_eq!(err["code"], "database_read_only", "{cmd}: {err}");
        assert_eq!(err["params"], json!({}));
    }
    let err = ui.record(id).unwrap_err();
    assert_eq!(err["code"], "database_read_only");
    assert_eq!(
        ui.ok("get_match", json!({"match_id": id}))["events"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn storage_that_cannot_be_written_opens_read_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    let id = {
        let ui = Ui::start(&db);
        let id = ui.new_match()["id"].clone();
        ui.record(&id).unwrap();
        id
    };
    // Forced through the test switch: the read-only opening itself, whoever runs the test.
    let forced = OpenOptions {
        test_read_only: true,
        ..OpenOptions::default()
    };
    let ui = Ui::with_state(tranque_app_lib::state_with(&db, NOW, forced));
    check_read_only(&ui, &id);
    drop(ui);
    // A folder and a file made read-only: detected for real, unless this
    // process (root) writes through any mode.
    if !chmod_stops_writes(dir.path()) {
        eprintln!(
            "running as root: chmod does not stop writes, only the forced read-only opening ran"
        );
        return;
    }
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o444)).unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
    let ui = Ui::start(&db);
    check_read_only(&ui, &id);
    drop(ui);
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn a_full_disk_has_its_own_code_and_loses_nothing_saved() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tranque.sqlite3");
    drop(Ui::start(&db));
    // SQLite reports SQLITE_FULL once the file would pass this many pages:
    // a few more than the empty database has.
    let pages = std::fs::metadata(&db).unwrap().len() / 4096;
    let full = OpenOptions {
        test_max_pages: Some(u32::try_from(pages).unwrap() + 4),
        ..OpenOptions::default()
    };
    let ui = Ui::with_state(tranque_app_lib::state_with(&db, NOW, full));
    let id = ui.new_match()["id"].clone();
    let mut saved = 0;
    let err = loop {
        let opener = if saved == 0 { json!(0) } else { Value::Null };
        let hand = json!({"match_id": id, "opener": opener,
                          "end": {"kind": "domino", "by": 1, "left": {"pips": [1, 0, 1, 1]}}});
        match ui.call("record_hand", hand) {
            Ok(_) => saved += 1,
            Err(err) => break err,
        }
        assert!(saved < 10_000, "the disk never filled");
    };
    assert_eq!(err["code"], "disk_full", "{err}");
    assert_eq!(err["params"], json!({}));
    // Every hand saved before is there; the refused one changed nothing.
    let game = ui.ok("get_match", json!({"match_id": id}));
    assert_eq!(game["events"].as_array().unwrap().len(), saved);
    drop(ui);
    let store = Store::open(&db).unwrap();
    assert_eq!(store.integrity_check().unwrap(), "ok");
    eprintln!("{saved} hands saved before the disk was full");
}
