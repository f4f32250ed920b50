//! What the benchmarks of the real app share: the floor's binary, the
//! generated history, and the statistics of a series of timings.
#![allow(dead_code)] // Each benchmark uses the part it needs.

use std::path::{Path, PathBuf};
use std::time::Duration;

use tranque_e2e::{Table, release_binary, target_dir};

/// How long a bench waits for the page to note a time (a mark, a drawn
/// frame) once the DOM shows what it waits for; on a slow machine (under a
/// CPU quota) the frame may come long after. A time later than this is
/// reported missing, never read as a number.
pub const PAGE_PATIENCE: Duration = Duration::from_secs(10);

/// Matches in the generated history (`src-tauri/benches/support`).
pub const HISTORY_MATCHES: usize = 10_000;

/// The floor's release binary, built by `./x bench` (`TRANQUE_FLOOR` overrides).
pub fn floor_binary() -> PathBuf {
    release_binary(
        "TRANQUE_FLOOR",
        "tranque-floor",
        "build the floor first (./x bench does)",
    )
}

/// The generated history's database, written by
/// `cargo bench -p tranque-app --bench history` (./x bench runs it first).
pub fn history_file() -> PathBuf {
    let path = target_dir()
        .join("bench")
        .join(format!("history-{HISTORY_MATCHES}.sqlite3"));
    assert!(
        path.exists(),
        "{} is missing: write it first with `cargo bench -p tranque-app --bench history`",
        path.display()
    );
    path
}

/// Puts a copy of the generated history where the app on `table` finds its
/// database, and returns the copy's size in bytes.
pub fn give_history(table: &Table) -> u64 {
    let dir = table.data_dir().join("app.tranque.scorekeeper");
    std::fs::create_dir_all(&dir).expect("create the app's data folder");
    copy_database(&history_file(), &dir.join("tranque.sqlite3"))
}

fn copy_database(from: &Path, to: &Path) -> u64 {
    std::fs::copy(from, to).unwrap_or_else(|e| panic!("copy {}: {e}", from.display()))
}

/// The number of runs asked on the command line (the first number among the
/// arguments, as `cargo bench` adds its own), or `default`.
pub fn runs(default: usize) -> usize {
    std::env::args()
        .skip(1)
        .find_map(|arg| arg.parse().ok())
        .unwrap_or(default)
}

/// A series of timings in milliseconds.
#[derive(Default)]
pub struct Series(Vec<f64>);

impl Series {
    /// Adds one timing.
    pub fn push(&mut self, ms: f64) {
        self.0.push(ms);
    }

    /// The median (the mean of the two middle ones for an even count).
    pub fn median(&self) -> f64 {
        let mut sorted = self.0.clone();
        sorted.sort_by(f64::total_cmp);
        match sorted.len() {
            0 => f64::NAN,
            n if n % 2 == 1 => sorted[n / 2],
            n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
        }
    }

    /// "median M ms (min A, max B, n N)".
    pub fn summary(&self) -> String {
        let min = self.0.iter().copied().fold(f64::INFINITY, f64::min);
        let max = self.0.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        format!(
            "median {:.0} ms (min {min:.0}, max {max:.0}, n {})",
            self.median(),
            self.0.len()
        )
    }
}
