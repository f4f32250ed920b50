//! Kills where the crash test's recording loop never goes: during an import,
//! during an upgrade of the schema (and the backup written before it), and
//! during the move aside of a damaged database. A child process (this test
//! binary, re-run on the ignored test `child_does_one_job`) does the job and
//! prints `ack` once it returned; the parent kills it with SIGKILL at a random
//! moment and checks what is on the disk: every acknowledged job done whole,
//! nothing half done, the database sound, a damaged file never separated from
//! its WAL.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use tranque::insights::Filter;
use tranque::{Event, Finish, HandEnd, Leftover, Mode, Preset, Seat};
use tranque_app_lib::stats::statistics;
use tranque_app_lib::store::{LogEdit, MatchFilter, Store};

const DB_VAR: &str = "TRANQUE_CHILD_DB";
const JOB_VAR: &str = "TRANQUE_CHILD_JOB";
const IMPORT_VAR: &str = "TRANQUE_CHILD_IMPORT";
const NOW: &str = "2026-11-22T10:00:00Z";
const ROUNDS: usize = 40;

#[test]
#[ignore = "the child process of the kill tests in this file"]
fn child_does_one_job() {
    let (Some(path), Ok(job)) = (std::env::var_os(DB_VAR), std::env::var(JOB_VAR)) else {
        return;
    };
    let path = Path::new(&path);
    match job.as_str() {
        "import" => {
            let text = std::fs::read_to_string(std::env::var_os(IMPORT_VAR).unwrap()).unwrap();
            let report = Store::open(path).unwrap().import(&text, NOW).unwrap();
            println!("ack {}", report.imported);
        }
        "open" => {
            Store::open(path).unwrap();
            println!("ack");
        }
        "recover" => {
            let (_, notice) = Store::open_or_recover(path, NOW).unwrap();
            println!("ack {}", notice.map_or("none", |n| n.code));
        }
        other => panic!("no job {other}"),
    }
}

/// A small xorshift generator: the kill delays need no more.
struct Rng(u64);

impl Rng {
    fn seeded() -> Rng {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos() as u64;
        Rng(nanos | 1)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// Runs the child on `job` against `db`, kills it after `delay` (unless it
/// finished), and answers whether it acknowledged.
fn run_child(db: &Path, job: &str, import: Option<&Path>, delay: Option<Duration>) -> bool {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command
        .args([
            "--ignored",
            "--exact",
            "child_does_one_job",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(DB_VAR, db)
        .env(JOB_VAR, job)
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    if let Some(import) = import {
        command.env(IMPORT_VAR, import);
    }
    let mut child = command.spawn().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        let _ = stdout.read_to_string(&mut out);
        out
    });
    if let Some(delay) = delay {
        std::thread::sleep(delay);
        let _ = child.kill(); // SIGKILL, or nothing if it already ended
    }
    child.wait().unwrap();
    // Only a whole line counts: a line cut by the kill was never printed.
    // libtest may print the test's name on the same line first.
    reader
        .join()
        .unwrap()
        .split_inclusive('\n')
        .any(|l| l.ends_with('\n') && l.contains("ack"))
}

/// How long the job takes when left alone (the kills land within it).
fn duration_of(setup: impl Fn(&Path) -> PathBuf, job: &str, import: Option<&Path>) -> Duration {
    let dir = tempfile::tempdir().unwrap();
    let db = setup(dir.path());
    let started = Instant::now();
    assert!(run_child(&db, job, import, None), "the {job} child failed");
    started.elapsed()
}

/// A domino by `by`; the opener named only when the core cannot tell.
fn hand(game: &tranque::Match, by: u8) -> Event {
    let mut pips = vec![5, 6, 7, 8];
    pips[usize::from(by)] = 0;
    let opener = match game.standings().next_opener {
        tranque::Opener::Seat(_) => None,
        _ => Some(Seat(0)),
    };
    Event::Hand {
        opener,
        end: HandEnd::Domino {
            by: Seat(by),
            left: Leftover::Pips(pips),
            finish: Finish::Simple,
        },
    }
}

/// A database of `matches` matches (finished, to fill the statistics), each
/// of a few hands, at `path`.
fn history(path: &Path, matches: usize, players: [&str; 4]) -> Store {
    let mut store = Store::open(path).unwrap();
    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    let players = players.map(String::from);
    for _ in 0..matches {
        let id = store
            .create_match(Some("br-megajogos"), &rules, &players, NOW)
            .unwrap()
            .id;
        for by in [1, 1, 0, 1, 1] {
            store
                .change(&id, NOW, |game| Ok(LogEdit::Append(hand(game, by))))
                .unwrap();
        }
        if store.get_match(&id).unwrap().game.standings().is_finished() {
            store.finish_match(&id, None, None, NOW).unwrap();
        } else {
            store.abandon_match(&id, NOW).unwrap();
        }
    }
    store
}

fn count(store: &Store) -> u64 {
    store
        .list_matches(&MatchFilter::default(), 0, 1)
        .unwrap()
        .total
}

#[test]
fn an_import_killed_midway_is_all_or_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let source = history(
        &dir.path().join("source.sqlite3"),
        150,
        ["Ana", "Bia", "Caio", "Duda"],
    );
    let file = dir.path().join("history.json");
    std::fs::write(&file, source.export_history(NOW).unwrap().json).unwrap();
    let imported = count(&source);
    let seed = dir.path().join("seed.sqlite3");
    drop(history(&seed, 2, ["Eva", "Fabi", "Gil", "Hugo"]));
    let setup = |into: &Path| {
        let db = into.join("t.sqlite3");
        std::fs::copy(&seed, &db).unwrap();
        db
    };
    let alone = duration_of(setup, "import", Some(&file));
    let mut rng = Rng::seeded();
    let (mut none, mut all, mut acked) = (0, 0, 0);
    for round in 0..ROUNDS {
        let round_dir = tempfile::tempdir().unwrap();
        let db = setup(round_dir.path());
        let delay = Duration::from_micros(rng.below(alone.as_micros() as u64 * 2));
        let ack = run_child(&db, "import", Some(&file), Some(delay));
        let store = Store::open(&db).unwrap();
        assert_eq!(store.integrity_check().unwrap(), "ok", "round {round}");
        let found = count(&store);
        match found {
            2 => none += 1,
            n if n == 2 + imported => all += 1,
            n => panic!("round {round}: {n} matches, half an import"),
        }
        if ack {
            acked += 1;
            assert_eq!(
                found,
                2 + imported,
                "round {round}: an acknowledged import lost"
            );
        }
    }
    eprintln!(
        "import of {imported} matches ({:.0} ms alone): {ROUNDS} kills, {none} left nothing, {all} everything, {acked} acknowledged",
        alone.as_secs_f64() * 1000.0
    );
    assert!(
        none > 0 && all > 0,
        "the kills missed the import: {none} / {all}"
    );
}

/// The SQL of the shipped migrations, in order.
fn migrations() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../migrations");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    dirs.sort();
    dirs.iter()
        .map(|d| std::fs::read_to_string(d.join("up.sql")).unwrap())
        .collect()
}

/// A copy of `full` at schema version 2 (before the statistics table was
/// backfilled): the first two migrations, and the rows of their tables.
fn at_version_2(full: &Path, path: &Path) {
    let conn = Connection::open(path).unwrap();
    for sql in &migrations()[..2] {
        conn.execute_batch(sql).unwrap();
    }
    conn.execute("ATTACH ?1 AS full", [full.to_string_lossy()])
        .unwrap();
    for table in ["players", "matches", "match_seats", "events", "corrections"] {
        let columns: Vec<String> = conn
            .prepare(&format!(
                "SELECT name FROM main.pragma_table_info('{table}')"
            ))
            .unwrap()
            .query_map([], |row| row.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let columns = columns.join(", ");
        conn.execute_batch(&format!(
            "INSERT INTO main.{table} ({columns}) SELECT {columns} FROM full.{table}"
        ))
        .unwrap();
    }
    conn.execute_batch("DETACH full; PRAGMA user_version = 2;")
        .unwrap();
}

fn user_version(path: &Path) -> i64 {
    Connection::open(path)
        .unwrap()
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .unwrap()
}

#[test]
fn an_upgrade_killed_midway_is_all_or_nothing_and_its_backup_whole() {
    let dir = tempfile::tempdir().unwrap();
    let full = dir.path().join("full.sqlite3");
    let expected = {
        let mut store = history(&full, 120, ["Ana", "Bia", "Caio", "Duda"]);
        (
            count(&store),
            statistics(&mut store, &Filter::default()).unwrap(),
        )
    };
    let old = dir.path().join("old.sqlite3");
    at_version_2(&full, &old);
    let latest = migrations().len() as i64;
    let setup = |into: &Path| {
        let db = into.join("t.sqlite3");
        std::fs::copy(&old, &db).unwrap();
        db
    };
    let alone = duration_of(setup, "open", None);
    let mut rng = Rng::seeded();
    let (mut before, mut after, mut backups) = (0, 0, 0);
    for round in 0..ROUNDS {
        let round_dir = tempfile::tempdir().unwrap();
        let db = setup(round_dir.path());
        let delay = Duration::from_micros(rng.below(alone.as_micros() as u64 * 5 / 4));
        let ack = run_child(&db, "open", None, Some(delay));
        // On the disk: the old schema or the new one, never between.
        match user_version(&db) {
            2 => before += 1,
            v if v == latest => after += 1,
            v => panic!("round {round}: schema {v}"),
        }
        assert!(!ack || user_version(&db) == latest, "round {round}");
        // A backup under a backup's name is whole: the old file, every match.
        for backup in tranque_app_lib::store::backup::list(&db).unwrap() {
            backups += 1;
            assert_eq!(
                backup.matches,
                Some(expected.0),
                "round {round}: {backup:?}"
            );
        }
        // And the next start finishes the upgrade: every match, every statistic.
        let mut store = Store::open(&db).unwrap();
        assert_eq!(store.integrity_check().unwrap(), "ok", "round {round}");
        assert_eq!(count(&store), expected.0, "round {round}");
        assert_eq!(
            statistics(&mut store, &Filter::default()).unwrap(),
            expected.1,
            "round {round}"
        );
    }
    eprintln!(
        "upgrade from schema 2 to {latest} ({:.0} ms alone): {ROUNDS} kills, {before} before it committed, {after} after, {backups} whole backups found",
        alone.as_secs_f64() * 1000.0
    );
    assert!(
        before > 0 && after > 0,
        "the kills missed the upgrade: {before} / {after}"
    );
}

/// A damaged database with its WAL and shared memory beside it: `(db, wal)`
/// bytes, written into `into`.
fn damaged(into: &Path) -> (Vec<u8>, Vec<u8>) {
    let db = into.join("t.sqlite3");
    // Closed once, so the matches are in the file; then a few more changes,
    // which stay in the WAL.
    drop(history(&db, 30, ["Ana", "Bia", "Caio", "Duda"]));
    let mut store = Store::open(&db).unwrap();
    for name in ["Eva", "Fabi", "Gil"] {
        store.add_player(name, NOW).unwrap();
    }
    // Copied while the store is open: the WAL still holds the last commits.
    let copy = into.join("copy");
    std::fs::create_dir(&copy).unwrap();
    for suffix in ["", "-wal", "-shm"] {
        let from = PathBuf::from(format!("{}{suffix}", db.display()));
        std::fs::copy(&from, copy.join(format!("t.sqlite3{suffix}"))).unwrap();
    }
    drop(store);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
        std::fs::rename(
            copy.join(format!("t.sqlite3{suffix}")),
            format!("{}{suffix}", db.display()),
        )
        .unwrap();
    }
    std::fs::remove_dir(&copy).unwrap();
    // Scribble over the second half of the file (pages the WAL does not hold).
    let mut bytes = std::fs::read(&db).unwrap();
    let half = bytes.len() / 2;
    bytes[half..].fill(0x5a);
    std::fs::write(&db, &bytes).unwrap();
    let wal = std::fs::read(format!("{}-wal", db.display())).unwrap();
    assert!(!wal.is_empty());
    // The check after a start finds it and marks it for the next start.
    assert!(Store::verify_file(&db).unwrap().is_some());
    assert!(into.join("t.sqlite3.damage-found").exists());
    assert_eq!(std::fs::read(&db).unwrap(), bytes);
    (bytes, wal)
}

/// After the next start: one folder set aside holding the damaged file and
/// its WAL byte for byte, and a fresh, sound, empty database in its place.
fn check_set_aside(dir: &Path, bytes: &(Vec<u8>, Vec<u8>), when: &str) {
    let (store, _) = Store::open_or_recover(&dir.join("t.sqlite3"), NOW).unwrap();
    assert_eq!(store.integrity_check().unwrap(), "ok", "{when}");
    assert_eq!(count(&store), 0, "{when}");
    assert!(!dir.join("t.sqlite3.damage-found").exists(), "{when}");
    let units: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.is_dir()
                && p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .contains(".damaged-")
        })
        .collect();
    assert_eq!(units.len(), 1, "{when}: {units:?}");
    assert!(!units[0].to_string_lossy().ends_with(".partial"), "{when}");
    assert_eq!(
        std::fs::read(units[0].join("t.sqlite3")).unwrap(),
        bytes.0,
        "{when}"
    );
    assert_eq!(
        std::fs::read(units[0].join("t.sqlite3-wal")).unwrap(),
        bytes.1,
        "{when}"
    );
}

#[test]
fn every_state_a_kill_leaves_in_a_move_aside_is_finished_at_the_next_start() {
    // The move: a `.partial` folder, then -wal, -shm, the file into it, then
    // the folder renamed. Here each state a kill can leave between two steps.
    let moved: [&[&str]; 4] = [&[], &["-wal"], &["-wal", "-shm"], &["-wal", "-shm", ""]];
    for (step, moved) in moved.iter().enumerate() {
        let dir = tempfile::tempdir().unwrap();
        let bytes = damaged(dir.path());
        let partial = dir
            .path()
            .join("t.sqlite3.damaged-20261122T090000Z.partial");
        std::fs::create_dir(&partial).unwrap();
        for suffix in *moved {
            std::fs::rename(
                dir.path().join(format!("t.sqlite3{suffix}")),
                partial.join(format!("t.sqlite3{suffix}")),
            )
            .unwrap();
        }
        check_set_aside(dir.path(), &bytes, &format!("after step {step}"));
    }
}

#[test]
fn a_move_aside_killed_midway_never_separates_a_file_from_its_wal() {
    let template = tempfile::tempdir().unwrap();
    let bytes = damaged(template.path());
    let setup = |into: &Path| {
        for suffix in ["", "-wal", "-shm", ".damage-found"] {
            std::fs::copy(
                template.path().join(format!("t.sqlite3{suffix}")),
                into.join(format!("t.sqlite3{suffix}")),
            )
            .unwrap();
        }
        into.join("t.sqlite3")
    };
    {
        // The copies are damaged, as the template is.
        let probe = tempfile::tempdir().unwrap();
        let (_, notice) = Store::open_or_recover(&setup(probe.path()), NOW).unwrap();
        assert_eq!(notice.unwrap().code, "database_set_aside");
    }
    let alone = duration_of(setup, "recover", None);
    let mut rng = Rng::seeded();
    let (mut untouched, mut partial, mut whole) = (0, 0, 0);
    for round in 0..ROUNDS {
        let dir = tempfile::tempdir().unwrap();
        let db = setup(dir.path());
        let delay = Duration::from_micros(rng.below(alone.as_micros() as u64 * 5 / 4));
        run_child(&db, "recover", None, Some(delay));
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        if names.iter().any(|n| n.ends_with(".partial")) {
            partial += 1;
        } else if names.iter().any(|n| n.contains(".damaged-")) {
            whole += 1;
        } else {
            untouched += 1;
        }
        check_set_aside(dir.path(), &bytes, &format!("round {round}"));
    }
    eprintln!(
        "move aside ({:.0} ms alone): {ROUNDS} kills, {untouched} before it began, {partial} midway, {whole} after",
        alone.as_secs_f64() * 1000.0
    );
}
