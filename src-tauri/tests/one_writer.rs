//! One writer at a time, with two real processes on one database: the app
//! opened twice on a desktop, or a stale process beside a fresh one.
//!
//! Process B (this test binary re-run on the ignored test
//! `child_records_hands_until_told`) records hands and prints each one the
//! store acknowledged; process A (the test itself) restores a backup while B
//! records, then records hands of its own. Every hand B saw acknowledged must
//! be kept (in the copy the restore keeps of the history it replaced), B must
//! be refused in words (`database_replaced`) once the file is replaced, and
//! B's closing must not take away A's later hands.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

#[path = "support/hands.rs"]
mod hands;
use tranque::{Mode, Preset};
use tranque_app_lib::store::backup::{self, Kind};
use tranque_app_lib::store::{Store, StoreError};

const DB_VAR: &str = "TRANQUE_ONE_WRITER_DB";
const NOW: &str = "2026-11-22T10:00:00Z";

/// Records one hand, won by the seat that opens, on the match `id`.
fn record(store: &mut Store, id: &str) -> Result<usize, StoreError> {
    let stored = store.change(id, NOW, hands::domino_by_the_opener)?;
    Ok(stored.game.events().len() - 1)
}

/// A database with a match under way and two hands, and a backup of it.
fn history_with_backup(path: &Path) -> (String, String) {
    let mut store = Store::open(path).unwrap();
    let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
    rules.target = 100_000;
    let players = ["Ana", "Bia", "Caio", "Duda"].map(String::from);
    let id = store.create_match(None, &rules, &players, NOW).unwrap().id;
    record(&mut store, &id).unwrap();
    record(&mut store, &id).unwrap();
    let copy = store.backup(NOW, Kind::Daily).unwrap().unwrap();
    (id, copy.file_name().unwrap().to_string_lossy().into_owned())
}

/// B: records hands on the match under way, printing `ack <match> <seq>`
/// after each commit and `refused <code> <message>` for each refusal, until
/// it was refused three times; then waits for a line on its input and closes.
fn record_until_refused(path: &Path) {
    let mut store = Store::open(path).unwrap();
    let id = store.current_match().unwrap().unwrap().id;
    let mut refusals = 0;
    while refusals < 3 {
        match record(&mut store, &id) {
            Ok(seq) => println!("ack {id} {seq}"),
            Err(err) => {
                refusals += 1;
                println!("refused {} {err}", err.code());
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let mut line = String::new();
    std::io::stdin().read_line(&mut line).unwrap();
    drop(store);
    println!("closed");
}

#[test]
#[ignore = "process B of one_writer's tests; run by a_restore_in_one_process_loses_no_hand_of_the_other"]
fn child_records_hands_until_told() {
    let path = std::env::var_os(DB_VAR).expect("run by the one-writer test");
    record_until_refused(Path::new(&path));
}

/// What B printed, line by line, as it comes.
fn lines_of(child: &mut std::process::Child) -> mpsc::Receiver<String> {
    let stdout = child.stdout.take().unwrap();
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if send.send(line).is_err() {
                break;
            }
        }
    });
    receive
}

#[test]
fn a_restore_in_one_process_loses_no_hand_of_the_other() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tranque.sqlite3");
    let (id, backup_file) = history_with_backup(&path);

    let mut b = Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "child_records_hands_until_told",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(DB_VAR, &path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let lines = lines_of(&mut b);
    let mut acknowledged: BTreeMap<String, usize> = BTreeMap::new();
    let mut refusals = Vec::new();
    let mut take = |line: String| {
        let mut words = line.splitn(3, ' ');
        match (words.next(), words.next(), words.next()) {
            (Some("ack"), Some(id), Some(seq)) => {
                let seq: usize = seq.parse().unwrap();
                let max = acknowledged.entry(id.to_owned()).or_default();
                *max = (*max).max(seq);
            }
            (Some("refused"), Some(code), Some(message)) => {
                refusals.push((code.to_owned(), message.to_owned()))
            }
            _ => {}
        }
    };

    // A restores the backup once B has recorded a few hands, while it records.
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut acks = 0;
    while acks < 5 {
        let line = lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .expect("B records hands");
        acks += usize::from(line.starts_with("ack "));
        take(line);
    }
    let mut slot = Some(Store::open(&path).unwrap());
    let restored = backup::restore(&mut slot, &path, &backup_file, NOW).unwrap();

    // B is refused, in words, from then on: it acknowledges nothing more.
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut refused = 0;
    while refused < 3 {
        let line = lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .unwrap_or_else(|_| panic!("B was never refused after the restore"));
        refused += usize::from(line.starts_with("refused "));
        take(line);
    }
    for (code, message) in &refusals {
        assert_eq!(code, "database_replaced", "{message}");
        assert!(message.contains("nothing was saved"), "{message}");
    }

    // A records on the restored history; then B closes.
    let store = slot.as_mut().unwrap();
    let restored_events = store.get_match(&id).unwrap().game.events().len();
    assert_eq!(restored_events, 2, "the backup's two hands");
    for _ in 0..3 {
        record(store, &id).unwrap();
    }
    writeln!(b.stdin.take().unwrap()).unwrap();
    assert_eq!(
        lines.recv_timeout(Duration::from_secs(20)).unwrap(),
        "closed"
    );
    assert!(b.wait().unwrap().success());

    // A's hands are in the database, for any other opening too, while A is open.
    let fresh = Store::open(&path).unwrap();
    assert_eq!(fresh.integrity_check().unwrap(), "ok");
    assert_eq!(
        fresh.get_match(&id).unwrap().game.events().len(),
        restored_events + 3,
        "A's hands after B closed"
    );
    drop(fresh);
    drop(slot);

    // Every hand B saw acknowledged is in the copy the restore kept.
    let kept = backup::folder(&path).join(&restored.kept);
    let kept = Store::open_read_only(&kept).unwrap();
    assert!(!acknowledged.is_empty());
    for (id, seq) in &acknowledged {
        let events = kept.get_match(id).unwrap().game.events().len();
        assert!(
            events > *seq,
            "B's acknowledged event {seq} of {id} is lost: the kept history holds {events}"
        );
    }
}
