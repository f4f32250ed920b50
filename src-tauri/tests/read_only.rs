//! Storage that cannot be written, made so for real: the database's file
//! made read-only (`chmod 0444`), its folder made read-only (`chmod 0555`),
//! and a real read-only mount (a tmpfs remounted `ro`, a folder bind-mounted
//! `ro`), each with the journal a phone may leave beside the file: none (the
//! app closed cleanly), a `-wal` and `-shm` with nothing pending, a hot `-wal`
//! (commits the file does not have yet) with its `-shm`, and the same `-wal`
//! copied without its `-shm`.
//!
//! In every case the start says `database_read_only`, every match is listed
//! and read with all its events, the history export holds the whole history,
//! and a new hand or a new match is refused in words, changing nothing on
//! disk: every file's bytes and time as they were, no `-wal` or `-shm` made.
//!
//! Modes do not stop root: a test run as root checks the mode cases in a
//! child process run as `nobody` (this test binary again, on the ignored test
//! `child_checks_read_only`), and then checks what root itself gets (it
//! writes, as the system lets it). Mounting needs root: without it those
//! tests say they were skipped.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, MutexGuard, OnceLock};
use std::time::SystemTime;

use rusqlite::config::DbConfig;
use rusqlite::{Connection, OpenFlags};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

mod support;

use support::Ui;
#[path = "support/hands.rs"]
mod hands;
use tranque::insights::Filter;
use tranque::{Mode, Preset};
use tranque_app_lib::stats::statistics;
use tranque_app_lib::store::Store;

const NOW: &str = "2026-11-22T10:00:00Z";
const DB: &str = "tranque.sqlite3";
/// The user the mode cases run as when the test runs as root.
const NOBODY: u32 = 65534;
const CASE_VAR: &str = "TRANQUE_READ_ONLY_CASE";

impl Ui {
    /// The app's start: the state, then the work it does beside the first screen.
    fn start(db: &Path) -> Ui {
        let ui = Ui::with_state(tranque_app_lib::state_for(db, NOW));
        tranque_app_lib::after_start(db, NOW);
        ui
    }

    fn new_match(&self) -> Result<Value, Value> {
        let mut rules = tranque::Preset::BrMegajogos.rules(tranque::Mode::Pairs);
        rules.target = 100_000;
        self.call(
            "new_match",
            json!({"preset": "br-megajogos", "rules": rules, "players": ["Ana", "Bia", "Caio", "Duda"]}),
        )
    }

    fn record(&self, id: &str) -> Result<Value, Value> {
        let events = self.events(id);
        let opener = if events == 0 { json!(0) } else { Value::Null };
        self.call(
            "record_hand",
            json!({"match_id": id, "opener": opener,
                   "end": {"kind": "domino", "by": 1, "left": {"pips": [1, 0, 1, 1]}}}),
        )
    }

    fn events(&self, id: &str) -> usize {
        self.ok("get_match", json!({"match_id": id}))["events"]
            .as_array()
            .unwrap()
            .len()
    }

    /// The matches the history exports, as the history file holds them.
    fn exported(&self) -> Value {
        let export = self.ok("export_history", json!({}));
        let file: Value = serde_json::from_str(export["json"].as_str().unwrap()).unwrap();
        assert_eq!(file["format"], "tranque-history");
        file["matches"].clone()
    }
}

/// What is beside the database when the storage becomes read-only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum Journal {
    /// The app closed cleanly: no `-wal`, no `-shm`.
    None,
    /// A `-wal` with nothing pending (checkpointed to nothing) and its `-shm`.
    Quiet,
    /// A `-wal` holding commits the file does not have yet, with its `-shm`.
    Hot,
    /// That `-wal` copied without its `-shm`.
    HotWithoutShm,
}

const JOURNALS: [Journal; 4] = [
    Journal::None,
    Journal::Quiet,
    Journal::Hot,
    Journal::HotWithoutShm,
];

/// What the players recorded while the storage could be written.
#[derive(Debug, Serialize, Deserialize)]
struct History {
    /// Each match's id and how many events it holds.
    events: BTreeMap<String, usize>,
    /// The match in progress.
    in_progress: String,
    /// The history export's matches, as the writable app gave them.
    exported: Value,
    /// The statistics, as the writable app gave them (a finished match's
    /// players among them).
    statistics: Value,
}

fn with_suffix(db: &Path, suffix: &str) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Records one hand, won by the seat that opens, on the match `id`.
fn record(store: &mut Store, id: &str) {
    store.change(id, NOW, hands::domino_by_the_opener).unwrap();
}

/// A new match with `hands` hands: its id.
fn play(store: &mut Store, hands: usize) -> String {
    play_to(store, hands, 100_000)
}

/// A match to 50 played until it is over, then signed off: its id.
fn play_finished(store: &mut Store) -> String {
    let id = play_to(store, 0, 50);
    while !store.get_match(&id).unwrap().game.standings().is_finished() {
        record(store, &id);
    }
    store.finish_match(&id, Some("Bia"), None, NOW).unwrap();
    id
}

/// A new match to `target` with `hands` hands: its id.
fn play_to(store: &mut Store, hands: usize, target: u32) -> String {
    let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
    rules.target = target;
    let players = ["Ana", "Bia", "Caio", "Duda"].map(String::from);
    let id = store.create_match(None, &rules, &players, NOW).unwrap().id;
    for _ in 0..hands {
        record(store, &id);
    }
    id
}

/// Records a history at `db` through the store the commands use (the mock
/// app keeps its store open after the test drops it), leaving `journal`
/// beside it: an abandoned match checkpointed into the file, then a match in
/// progress, in the `-wal` only for a hot journal. The start's backup is
/// written too, as the app does.
fn record_history(db: &Path, journal: Journal) -> History {
    drop(Store::open(db).unwrap());
    tranque_app_lib::after_start(db, NOW);
    let mut store = Store::open(db).unwrap();
    let first = play(&mut store, 2);
    store.abandon_match(&first, NOW).unwrap();
    let finished = play_finished(&mut store);
    drop(store);
    assert!(!with_suffix(db, "-wal").exists(), "a clean close");
    // Another connection open while the store writes: the store's closing
    // does not checkpoint, and this one closes without a checkpoint either.
    let holder = (journal != Journal::None).then(|| {
        let conn = Connection::open(db).unwrap();
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
            .unwrap();
        // A first read opens the WAL: from then on it holds the file open.
        conn.query_row("SELECT count(*) FROM matches", [], |_| Ok(()))
            .unwrap();
        conn
    });
    let mut store = Store::open(db).unwrap();
    let second = play(&mut store, 3);
    let events = [&first, &finished, &second]
        .into_iter()
        .map(|id| (id.clone(), store.get_match(id).unwrap().game.events().len()))
        .collect();
    let export = store.export_history(NOW).unwrap().json;
    let history = History {
        events,
        in_progress: second.clone(),
        exported: serde_json::from_str::<Value>(&export).unwrap()["matches"].clone(),
        statistics: serde_json::to_value(statistics(&mut store, &Filter::default()).unwrap())
            .unwrap(),
    };
    drop(store);
    if journal == Journal::Quiet {
        let conn = holder.as_ref().unwrap();
        conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .unwrap();
    }
    drop(holder);
    let wal = std::fs::metadata(with_suffix(db, "-wal")).map(|m| m.len());
    match journal {
        Journal::None => assert!(wal.is_err()),
        Journal::Quiet => assert_eq!(wal.unwrap(), 0),
        Journal::Hot | Journal::HotWithoutShm => {
            assert!(wal.unwrap() > 0);
            // The file alone does not hold the match in progress yet.
            let uri = format!("file:{}?immutable=1", db.display());
            let alone = Connection::open_with_flags(
                uri,
                OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI,
            )
            .unwrap();
            let found: i64 = alone
                .query_row(
                    "SELECT count(*) FROM matches WHERE id = ?1",
                    [&second],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(found, 0, "the match in progress is only in the -wal");
        }
    }
    if journal == Journal::HotWithoutShm {
        std::fs::remove_file(with_suffix(db, "-shm")).unwrap();
    }
    history
}

/// Every file under `dir`: its bytes and its time of last change.
fn files_of(dir: &Path) -> BTreeMap<PathBuf, (Vec<u8>, SystemTime)> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(files_of(&path));
        } else {
            let modified = std::fs::metadata(&path).unwrap().modified().unwrap();
            files.insert(path.clone(), (std::fs::read(&path).unwrap(), modified));
        }
    }
    files
}

/// What read-only storage must give: the notice, every match with all its
/// events, the whole history exported, a hand and a match refused in words,
/// and nothing changed on disk.
fn check_read_only(db: &Path, history: &History, case: &str) {
    let dir = db.parent().unwrap();
    let before = files_of(dir);
    let ui = Ui::start(db);
    let notice = ui.ok("startup_notice", json!({}));
    assert_eq!(notice["code"], "database_read_only", "{case}: {notice}");
    let words = notice["message"].as_str().unwrap();
    assert!(
        words.contains("can be read and exported"),
        "{case}: {words}"
    );

    let page = ui.ok("list_matches", json!({}));
    let listed: Vec<&str> = page["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_str().unwrap())
        .collect();
    assert_eq!(page["total"], history.events.len(), "{case}: {page}");
    for id in history.events.keys() {
        assert!(listed.contains(&id.as_str()), "{case}: {id} not listed");
    }
    for (id, events) in &history.events {
        assert_eq!(ui.events(id), *events, "{case}: the events of {id}");
    }
    assert_eq!(ui.exported(), history.exported, "{case}: the export");
    // The statistics, each match's own file and its table as CSV read too.
    let stats = ui.ok("statistics", json!({}));
    assert!(stats.to_string().contains("Duda"), "{case}: {stats}");
    assert_eq!(stats, history.statistics, "{case}: the statistics");
    for id in history.events.keys() {
        let file = ui.ok("export_match", json!({"match_id": id}));
        assert!(file.to_string().contains(id.as_str()), "{case}: {file}");
        ui.ok("export_csv", json!({"match_id": id}));
    }

    let err = ui.record(&history.in_progress).unwrap_err();
    assert_eq!(err["code"], "database_read_only", "{case}: {err}");
    let words = err["message"].as_str().unwrap();
    assert!(words.contains("nothing can be recorded"), "{case}: {words}");
    let err = ui.new_match().unwrap_err();
    assert_eq!(err["code"], "database_read_only", "{case}: {err}");
    assert_eq!(
        ui.events(&history.in_progress),
        history.events[&history.in_progress],
        "{case}: the refused hand"
    );
    drop(ui);

    let after = files_of(dir);
    let names = |files: &BTreeMap<PathBuf, _>| files.keys().cloned().collect::<Vec<_>>();
    assert_eq!(
        names(&after),
        names(&before),
        "{case}: files made or removed"
    );
    for (path, (bytes, modified)) in &before {
        let (now_bytes, now_modified) = &after[path];
        assert!(now_bytes == bytes, "{case}: {} changed", path.display());
        assert_eq!(now_modified, modified, "{case}: {} touched", path.display());
    }
}

/// This process's user id, as `id -u` says it.
fn uid() -> u32 {
    static UID: OnceLock<u32> = OnceLock::new();
    *UID.get_or_init(|| {
        let out = Command::new("id").arg("-u").output().unwrap();
        String::from_utf8(out.stdout)
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    })
}

/// Held while a child test process runs, and while a mount is made
/// read-only: a child forked while another test writes on its mount would
/// hold that file open for writing, and the system refuses the remount then.
fn forks() -> MutexGuard<'static, ()> {
    static FORKS: Mutex<()> = Mutex::new(());
    FORKS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn set_mode(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// Hands `path` and everything under it to `nobody`.
fn give_to_nobody(path: &Path) {
    std::os::unix::fs::chown(path, Some(NOBODY), Some(NOBODY)).unwrap();
    if path.is_dir() {
        for entry in std::fs::read_dir(path).unwrap() {
            give_to_nobody(&entry.unwrap().path());
        }
    }
}

/// A case the child process checks: the database and what it must show.
#[derive(Deserialize)]
struct Case {
    db: PathBuf,
    name: String,
    history: History,
}

#[test]
#[ignore = "run as nobody by the mode tests when they run as root"]
fn child_checks_read_only() {
    let file = std::env::var_os(CASE_VAR).expect("run by a mode test");
    let case: Case = serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
    check_read_only(&case.db, &case.history, &case.name);
}

/// Checks `db` read-only as a user the modes stop: this process, or when it
/// is root, this test binary again as `nobody`, on files it owns.
fn check_as_user_modes_stop(db: &Path, history: &History, name: &str) {
    if uid() != 0 {
        check_read_only(db, history, name);
        return;
    }
    let dir = db.parent().unwrap();
    let case = dir.parent().unwrap().join("case.json");
    let text = serde_json::to_vec(&json!({"db": db, "name": name, "history": history})).unwrap();
    std::fs::write(&case, text).unwrap();
    give_to_nobody(dir.parent().unwrap());
    let forking = forks();
    let status = Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "child_checks_read_only",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CASE_VAR, &case)
        // Nothing of root's: the app's runtime may look in the home folder.
        .env("HOME", dir.parent().unwrap())
        .env_remove("XDG_CONFIG_HOME")
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CACHE_HOME")
        .uid(NOBODY)
        .gid(NOBODY)
        .status()
        .unwrap();
    drop(forking);
    assert!(status.success(), "{name}: the check as nobody failed");
}

/// What root gets on storage made read-only by modes: the system lets it
/// write, so the app opens the database as usual and records, and the mode
/// stays as the player set it.
fn check_root_writes(db: &Path, history: &History, mode_of: &Path, mode: u32) {
    let ui = Ui::start(db);
    assert_eq!(ui.ok("startup_notice", json!({})), Value::Null);
    ui.record(&history.in_progress).unwrap();
    assert_eq!(
        ui.events(&history.in_progress),
        history.events[&history.in_progress] + 1
    );
    drop(ui);
    let found = std::fs::metadata(mode_of).unwrap().permissions().mode() & 0o777;
    assert_eq!(found, mode);
}

/// A history in a folder of its own, inside a folder the child can own.
fn history_in_new_folder(journal: Journal) -> (tempfile::TempDir, PathBuf, History) {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("data");
    std::fs::create_dir(&dir).unwrap();
    let db = dir.join(DB);
    let history = record_history(&db, journal);
    (root, db, history)
}

#[test]
fn a_read_only_file_shows_the_whole_history_and_takes_nothing() {
    for journal in JOURNALS {
        let name = format!("file 0444, journal {journal:?}");
        let (_root, db, history) = history_in_new_folder(journal);
        set_mode(&db, 0o444);
        check_as_user_modes_stop(&db, &history, &name);
        if uid() == 0 {
            check_root_writes(&db, &history, &db, 0o444);
        }
    }
}

#[test]
fn a_read_only_folder_shows_the_whole_history_and_takes_nothing() {
    for journal in JOURNALS {
        let name = format!("folder 0555, journal {journal:?}");
        let (_root, db, history) = history_in_new_folder(journal);
        let dir = db.parent().unwrap().to_owned();
        set_mode(&dir, 0o555);
        check_as_user_modes_stop(&db, &history, &name);
        if uid() == 0 {
            check_root_writes(&db, &history, &dir, 0o555);
        }
        set_mode(&dir, 0o755);
    }
}

/// A mount made by a test, taken away when dropped (a failing test leaves
/// nothing mounted).
struct Mount {
    point: PathBuf,
}

fn run(program: &str, args: &[&str]) {
    let status = Command::new(program).args(args).status().unwrap();
    assert!(status.success(), "{program} {args:?}");
}

impl Mount {
    /// A fresh tmpfs at `point`.
    fn tmpfs(point: &Path) -> Mount {
        run(
            "mount",
            &["-t", "tmpfs", "-o", "size=16m", "tmpfs", path_str(point)],
        );
        Mount {
            point: point.to_owned(),
        }
    }

    /// The folder `source` seen at `point` too.
    fn bind(source: &Path, point: &Path) -> Mount {
        run("mount", &["--bind", path_str(source), path_str(point)]);
        Mount {
            point: point.to_owned(),
        }
    }

    /// The mount made read-only.
    fn read_only(&self, bind: bool) {
        let options = if bind {
            "remount,bind,ro"
        } else {
            "remount,ro"
        };
        run("mount", &["-o", options, path_str(&self.point)]);
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        // Lazily: the mock app keeps its store (and the files it reads)
        // open after the test drops it, so the mount goes when they close.
        let _ = Command::new("umount")
            .args(["--lazy", path_str(&self.point)])
            .status();
    }
}

fn path_str(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// Whether this process may mount; says the test was skipped if not.
fn can_mount(test: &str) -> bool {
    let uid = uid();
    if uid != 0 {
        eprintln!("SKIPPED {test}: mounting needs root (id -u is {uid})");
    }
    uid == 0
}

#[test]
fn a_read_only_mount_shows_the_whole_history_and_takes_nothing() {
    if !can_mount("a_read_only_mount_shows_the_whole_history_and_takes_nothing") {
        return;
    }
    for journal in JOURNALS {
        let name = format!("tmpfs ro, journal {journal:?}");
        let point = tempfile::tempdir().unwrap();
        let mount = Mount::tmpfs(point.path());
        let db = point.path().join(DB);
        // No child forked while the history is written on the mount: it
        // would keep its files open for writing, and the remount be refused.
        let no_forks = forks();
        let history = record_history(&db, journal);
        mount.read_only(false);
        drop(no_forks);
        assert!(std::fs::write(point.path().join("probe"), "x").is_err());
        check_read_only(&db, &history, &name);
    }
}

#[test]
fn a_folder_bind_mounted_read_only_shows_the_whole_history_and_takes_nothing() {
    if !can_mount("a_folder_bind_mounted_read_only_shows_the_whole_history_and_takes_nothing") {
        return;
    }
    for journal in [Journal::None, Journal::Hot] {
        let name = format!("bind mount ro, journal {journal:?}");
        let source = tempfile::tempdir().unwrap();
        // As above: no child holds the history's files open for writing.
        let no_forks = forks();
        let history = record_history(&source.path().join(DB), journal);
        let point = tempfile::tempdir().unwrap();
        let mount = Mount::bind(source.path(), point.path());
        mount.read_only(true);
        drop(no_forks);
        assert!(std::fs::write(point.path().join("probe"), "x").is_err());
        check_read_only(&point.path().join(DB), &history, &name);
    }
}
