//! The crash test: a child process records hands in a loop and prints each one
//! the store acknowledged (after its commit); the parent kills it with SIGKILL
//! at a random moment, 200 times. After every kill the database must open,
//! pass `PRAGMA integrity_check`, and hold every hand the child saw acknowledged.
//!
//! The child is this same test binary, re-run on the ignored test
//! `child_records_hands_until_killed` with the database path in an environment
//! variable.
//!
//! SIGKILL never drops the page cache, so the kills cannot see a lost fsync.
//! `an_acknowledgement_never_precedes_the_sync_of_its_hand` can: it traces the
//! child's system calls with `strace` and checks that every file of the
//! database written before an acknowledgement was synced before it; and it
//! proves it would notice, by running the same checker on a child that
//! records with `synchronous=OFF`.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[path = "support/hands.rs"]
mod hands;
use tranque::{Mode, Preset};
use tranque_app_lib::store::{OpenOptions, Store};

const DB_VAR: &str = "TRANQUE_CRASH_DB";
/// How many hands the child records before it stops (unset: until killed).
const LIMIT_VAR: &str = "TRANQUE_CRASH_LIMIT";
/// Set: the child records with `synchronous=OFF` (the durability test's control).
const UNSYNCED_VAR: &str = "TRANQUE_CRASH_UNSYNCED";
const KILLS: usize = 200;

/// Records hands until killed, printing `ack <match> <seq>` after each commit.
fn record_forever(path: &Path, limit: Option<usize>) {
    let options = OpenOptions {
        test_no_fsync: std::env::var_os(UNSYNCED_VAR).is_some(),
        ..OpenOptions::default()
    };
    let mut store = Store::open_with(path, options).unwrap();
    let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
    rules.target = 100_000;
    let players = ["Ana", "Bia", "Caio", "Duda"].map(String::from);
    let mut id = match store.current_match().unwrap() {
        Some(game) => game.id,
        None => {
            store
                .create_match(None, &rules, &players, "2026-11-22T10:00:00Z")
                .unwrap()
                .id
        }
    };
    let mut recorded = 0;
    while limit.is_none_or(|n| recorded < n) {
        let stored = store
            .change(&id, "2026-11-22T10:00:00Z", hands::domino_by_the_opener)
            .unwrap();
        let seq = stored.game.events().len() - 1;
        println!("ack {id} {seq}");
        recorded += 1;
        // A fresh match now and then keeps each fold short, and lets kills
        // land while a match is closed and another created.
        if stored.game.events().len() >= 50 {
            store.abandon_match(&id, "2026-11-22T10:00:00Z").unwrap();
            id = store
                .create_match(None, &rules, &players, "2026-11-22T10:00:00Z")
                .unwrap()
                .id;
        }
    }
}

#[test]
#[ignore = "the crash test's child process; run by every_acknowledged_hand_survives_sigkill"]
fn child_records_hands_until_killed() {
    match std::env::var_os(DB_VAR) {
        Some(path) => {
            let limit = std::env::var(LIMIT_VAR).ok().map(|n| n.parse().unwrap());
            record_forever(Path::new(&path), limit)
        }
        None => {
            // Run by hand: a bounded run against a temporary database.
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("t.sqlite3");
            record_forever(&path, Some(20));
            let game = Store::open(&path)
                .unwrap()
                .current_match()
                .unwrap()
                .unwrap();
            assert_eq!(game.game.events().len(), 20);
        }
    }
}

/// A small xorshift generator: the kill delays need no more.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Every acknowledged event (the highest seq per match) is in the database.
fn check(store: &Store, acknowledged: &std::collections::BTreeMap<String, usize>, when: &str) {
    for (id, seq) in acknowledged {
        let events = store.get_match(id).unwrap().game.events().len();
        assert!(
            events > *seq,
            "{when}: match {id} lost acknowledged event {seq}: {events} events"
        );
    }
}

#[test]
fn every_acknowledged_hand_survives_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crash.sqlite3");
    let exe = std::env::current_exe().unwrap();
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64
        | 1;
    let mut rng = Rng(seed);
    let started = Instant::now();
    let mut acknowledged: std::collections::BTreeMap<String, usize> = Default::default();
    let mut rounds_with_acks = 0;
    for round in 0..KILLS {
        let mut child = Command::new(&exe)
            .args([
                "--ignored",
                "--exact",
                "child_records_hands_until_killed",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(DB_VAR, &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            // Only whole lines: a line cut by the kill was never fully printed.
            let mut acks = Vec::new();
            let mut reader = BufReader::new(stdout);
            let mut line = String::new();
            while reader.read_line(&mut line).unwrap_or(0) > 0 {
                if let Some(rest) = line.strip_suffix('\n').and_then(|l| l.strip_prefix("ack "))
                    && let Some((id, seq)) = rest.split_once(' ')
                {
                    acks.push((id.to_owned(), seq.parse::<usize>().unwrap()));
                }
                line.clear();
            }
            acks
        });
        std::thread::sleep(Duration::from_micros(rng.below(150_000)));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        let acks = reader.join().unwrap();
        if !acks.is_empty() {
            rounds_with_acks += 1;
        }
        let mut this_round: std::collections::BTreeMap<String, usize> = Default::default();
        for (id, seq) in acks {
            let max = this_round.entry(id).or_default();
            *max = (*max).max(seq);
        }

        let store = Store::open(&path).unwrap_or_else(|e| {
            panic!("round {round} (seed {seed}): the database does not open: {e}")
        });
        assert_eq!(
            store.integrity_check().unwrap(),
            "ok",
            "round {round} (seed {seed})"
        );
        check(&store, &this_round, &format!("round {round} (seed {seed})"));
        for (id, seq) in this_round {
            let max = acknowledged.entry(id).or_default();
            *max = (*max).max(seq);
        }
    }
    // And at the end, every hand acknowledged in any round.
    check(&Store::open(&path).unwrap(), &acknowledged, "at the end");
    let hands: usize = acknowledged.values().map(|seq| seq + 1).sum();
    eprintln!(
        "{KILLS} kills, {rounds_with_acks} mid-recording, {hands} hands acknowledged, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    // Most kills must land while hands are being recorded, or the test proves little.
    assert!(
        rounds_with_acks >= KILLS / 2,
        "only {rounds_with_acks} rounds recorded a hand"
    );
}

/// What the durability checker found in a trace.
#[derive(Debug, Default)]
struct Ordering {
    /// Acknowledgements written by the child.
    acks: usize,
    /// Syncs of the database or its WAL.
    syncs: usize,
    /// Acknowledgements written while a file of the database held writes not
    /// yet synced: `(ack number from 0, the files)`.
    violations: Vec<(usize, Vec<String>)>,
}

/// The file behind a traced call's first argument (`strace -y`):
/// `5</tmp/x/crash.sqlite3-wal>` gives `/tmp/x/crash.sqlite3-wal`.
fn traced_file(args: &str) -> Option<&str> {
    let start = args.find('<')? + 1;
    let end = start + args[start..].find('>')?;
    Some(&args[start..end])
}

/// Reads an `strace -f -y` trace: a write to the database or its `-wal`
/// makes that file dirty, an `fsync`/`fdatasync` of it makes it clean, and
/// an acknowledgement (a write of `"ack …` to stdout) with a dirty file is
/// a violation: the players would see a hand confirmed that a power cut
/// could still take away.
fn check_ordering(trace: &str, db: &Path) -> Ordering {
    let db = db.to_string_lossy().into_owned();
    let wal = format!("{db}-wal");
    let mut found = Ordering::default();
    let mut dirty: std::collections::BTreeSet<String> = Default::default();
    for line in trace.lines() {
        // `1234 pwrite64(5</…-wal>, "…", 4120, 32) = 4120`, pid first under -f.
        let call = line.trim_start_matches(|c: char| c.is_ascii_digit() || c == ' ');
        let Some((name, args)) = call.split_once('(') else {
            continue;
        };
        let file = traced_file(args);
        let ours = file.filter(|f| *f == db || *f == wal);
        match name {
            "fsync" | "fdatasync" => {
                if let Some(file) = ours {
                    dirty.remove(file);
                    found.syncs += 1;
                }
            }
            "write" | "pwrite64" | "writev" | "pwritev" | "pwritev2" => {
                if let Some(file) = ours {
                    dirty.insert(file.to_owned());
                } else if args.starts_with("1<") && args.contains("\"ack ") {
                    if !dirty.is_empty() {
                        found
                            .violations
                            .push((found.acks, dirty.iter().cloned().collect()));
                    }
                    found.acks += 1;
                }
            }
            _ => {}
        }
    }
    found
}

/// Runs the child under `strace` for `hands` hands and checks its trace.
fn traced_run(dir: &Path, unsynced: bool, hands: usize) -> Ordering {
    let path = dir.join(if unsynced {
        "off.sqlite3"
    } else {
        "full.sqlite3"
    });
    let trace = dir.join(if unsynced { "off.trace" } else { "full.trace" });
    let mut command = Command::new("strace");
    command
        .args(["-f", "-y", "-qq", "-e", "signal=none", "-o"])
        .arg(&trace)
        .args([
            "-e",
            "trace=fsync,fdatasync,write,pwrite64,writev,pwritev,pwritev2",
        ])
        .arg(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "child_records_hands_until_killed",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(DB_VAR, &path)
        .env(LIMIT_VAR, hands.to_string())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    if unsynced {
        command.env(UNSYNCED_VAR, "1");
    }
    let status = command.status().unwrap();
    assert!(status.success(), "the traced child failed: {status}");
    check_ordering(&std::fs::read_to_string(&trace).unwrap(), &path)
}

/// Whether `strace` runs here (installed by `./x`; tracing may be forbidden
/// in some containers).
fn strace_works() -> bool {
    Command::new("strace")
        .args(["-qq", "-e", "trace=none", "true"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn an_acknowledgement_never_precedes_the_sync_of_its_hand() {
    // `./x setup` installs strace; without it this test fails rather than
    // pass without having looked.
    assert!(
        strace_works(),
        "strace is needed for the durability test: `./x setup` installs it"
    );
    let dir = tempfile::tempdir().unwrap();
    let hands = 60;
    // The app: every acknowledgement follows the sync of what it confirms.
    let full = traced_run(dir.path(), false, hands);
    assert_eq!(full.acks, hands, "{full:?}");
    assert!(full.syncs >= hands, "{full:?}");
    assert!(full.violations.is_empty(), "{:?}", full.violations);
    // The control: with synchronous=OFF, the same checker sees the hands
    // acknowledged before they are on the disk, so it can fail.
    let off = traced_run(dir.path(), true, hands);
    assert_eq!(off.acks, hands, "{off:?}");
    assert_eq!(off.violations.len(), hands, "{off:?}");
    eprintln!(
        "synchronous=FULL: {} acks, {} syncs, no ack before its sync; synchronous=OFF: {} of {} acks before any sync ({} syncs)",
        full.acks,
        full.syncs,
        off.violations.len(),
        off.acks,
        off.syncs
    );
}
