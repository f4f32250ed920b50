//! Writes the generated history (10,000 matches × 20 hands, see `support`)
//! as a database file for the start-up and interaction benchmarks of
//! `tests/e2e`, which copy it into the real app's data folder, and says what
//! the store's part of a start costs on it: opening (with its checks), the
//! day's backup, the match under way and the history's first page.
//!
//! `cargo bench -p tranque-app --bench history [-- <file>]`; the file is
//! `<target>/bench/history-10000.sqlite3` unless given. A file already there
//! with the whole history is kept (opened, so brought up to date).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use tranque_app_lib::store::{MatchFilter, Store};

mod support;
use support::{HANDS, MATCHES, history};

/// When the benchmarks say it is.
const NOW: &str = "2026-11-22T10:00:00Z";

/// Times each piece this many times and keeps the median.
const RUNS: usize = 7;

fn main() {
    let path = std::env::args()
        .skip(1)
        .find(|arg| !arg.starts_with('-'))
        .map(PathBuf::from)
        .unwrap_or_else(default_file);
    if let Err(why) = write_history(&path) {
        eprintln!("history: {why}");
        std::process::exit(1);
    }
    if let Err(why) = profile_start(&path) {
        eprintln!("history: {why}");
        std::process::exit(1);
    }
}

/// `<target>/bench/history-10000.sqlite3`.
fn default_file() -> PathBuf {
    let target = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"),
    };
    target
        .join("bench")
        .join(format!("history-{MATCHES}.sqlite3"))
}

/// Matches stored in the file at `path` (brought up to date by opening it).
fn matches_in(path: &Path) -> Result<u64, String> {
    let store = Store::open(path).map_err(|e| format!("open {}: {e}", path.display()))?;
    let page = store
        .list_matches(&MatchFilter::default(), 0, 1)
        .map_err(|e| format!("list: {e}"))?;
    Ok(page.total)
}

/// Generates the history into `path`, unless the file there holds it already.
/// Written next to it first and moved in whole, so a killed run leaves no
/// half history behind.
fn write_history(path: &Path) -> Result<(), String> {
    if path.exists() && matches_in(path).ok() == Some(MATCHES as u64) {
        println!("history: {} kept ({MATCHES} matches)", path.display());
        return Ok(());
    }
    let dir = path.parent().ok_or("the file needs a folder")?;
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let partial = path.with_extension("partial");
    remove_database(&partial)?;
    let started = Instant::now();
    {
        let mut store = Store::open(&partial).map_err(|e| format!("open: {e}"))?;
        let report = store
            .import(&history(), NOW)
            .map_err(|e| format!("import: {e}"))?;
        if report.imported != MATCHES {
            return Err(format!("imported {} of {MATCHES}", report.imported));
        }
    }
    remove_database(path)?;
    std::fs::rename(&partial, path).map_err(|e| format!("{}: {e}", path.display()))?;
    println!(
        "history: {MATCHES} matches x {HANDS} hands written to {} in {:.1} s",
        path.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Removes a database file with its `-wal` and `-shm`, if there.
fn remove_database(path: &Path) -> Result<(), String> {
    for suffix in ["", "-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        match std::fs::remove_file(&name) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(format!("{}: {e}", path.display())),
        }
    }
    Ok(())
}

/// The median of `RUNS` timings of `piece`, in milliseconds.
fn median_ms(mut piece: impl FnMut() -> Result<Duration, String>) -> Result<f64, String> {
    let mut times = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        times.push(piece()?.as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    Ok(times[RUNS / 2])
}

/// Times the store's part of a start on a copy of the history, and on an
/// empty database for comparison.
fn profile_start(history: &Path) -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| format!("temp dir: {e}"))?;
    let empty = dir.path().join("empty").join("tranque.sqlite3");
    let full = dir.path().join("full").join("tranque.sqlite3");
    for (file, from) in [(&empty, None), (&full, Some(history))] {
        let folder = file.parent().ok_or("the file needs a folder")?;
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        if let Some(from) = from {
            std::fs::copy(from, file).map_err(|e| format!("copy: {e}"))?;
        }
        drop(Store::open(file).map_err(|e| format!("open: {e}"))?);
    }
    let size = std::fs::metadata(&full).map(|m| m.len()).unwrap_or(0);
    println!(
        "start of the store, median of {RUNS}, empty history vs {MATCHES} matches ({:.1} MB):",
        size as f64 / 1e6
    );
    for (label, file) in [("empty", &empty), ("full", &full)] {
        let open = median_ms(|| {
            let t = Instant::now();
            let opened = Store::open_or_recover(file, NOW).map_err(|e| format!("open: {e}"))?;
            let took = t.elapsed();
            drop(opened);
            Ok(took)
        })?;
        let (store, _) = Store::open_or_recover(file, NOW).map_err(|e| format!("open: {e}"))?;
        let backup_dir = tranque_app_lib::store::backup::folder(file);
        let backup = median_ms(|| {
            let _ = std::fs::remove_dir_all(&backup_dir);
            let t = Instant::now();
            store
                .daily_backup(NOW)
                .map_err(|e| format!("backup: {e}"))?;
            Ok(t.elapsed())
        })?;
        let current = median_ms(|| {
            let t = Instant::now();
            store.current_match().map_err(|e| format!("current: {e}"))?;
            Ok(t.elapsed())
        })?;
        let first_page = median_ms(|| {
            let t = Instant::now();
            store
                .list_matches(&MatchFilter::default(), 0, 20)
                .map_err(|e| format!("list: {e}"))?;
            Ok(t.elapsed())
        })?;
        println!(
            "  {label:>5}: open_or_recover {open:.1} ms, first daily_backup {backup:.1} ms, current_match {current:.2} ms, history's first page {first_page:.2} ms"
        );
    }
    Ok(())
}
