//! Measures the tile reader on a folder of labelled photos.
//!
//! ```text
//! cargo run --release -p tranque-tiles --example eval -- <photos folder>
//! ```
//!
//! The folder holds `truth.json` (per photo: `file`, `id`, `tiles` as
//! `[a, b]`, `total_pips`, `conditions`) and the images it names. Without an
//! argument the folder is taken from `TRANQUE_CAMERA_PHOTOS`. The photos are
//! not part of the repository (no licence to redistribute them).
//!
//! Printed per photo: the tiles expected and read, whether they match as
//! multisets, the totals; overall: tile recall and precision (multiset
//! matching of `[a, b]`), the share of photos whose total is exact, false
//! positives and time per photo; the same broken down by tile colour,
//! lighting and background.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use serde_json::Value;

/// One photo's outcome.
struct Outcome {
    expected: usize,
    read: usize,
    matched: usize,
    exact_tiles: bool,
    exact_total: bool,
}

/// Outcomes added up.
#[derive(Default)]
struct Sum {
    photos: usize,
    expected: usize,
    read: usize,
    matched: usize,
    exact_tiles: usize,
    exact_total: usize,
}

impl Sum {
    fn add(&mut self, o: &Outcome) {
        self.photos += 1;
        self.expected += o.expected;
        self.read += o.read;
        self.matched += o.matched;
        self.exact_tiles += usize::from(o.exact_tiles);
        self.exact_total += usize::from(o.exact_total);
    }

    fn line(&self, name: &str) -> String {
        let pct = |a: usize, b: usize| {
            if b == 0 {
                "   -  ".to_string()
            } else {
                format!("{:5.1}%", 100.0 * a as f64 / b as f64)
            }
        };
        format!(
            "{name:<28} photos {:>2}  tiles {:>3}  recall {}  precision {}  false+ {:>3}  exact sets {}  exact totals {}",
            self.photos,
            self.expected,
            pct(self.matched, self.expected),
            pct(self.matched, self.read),
            self.read - self.matched,
            pct(self.exact_tiles, self.photos),
            pct(self.exact_total, self.photos),
        )
    }
}

fn pairs(v: &Value) -> Vec<(u8, u8)> {
    let mut out: Vec<(u8, u8)> = v
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|t| {
                    let x = u8::try_from(t.get(0)?.as_u64()?).ok()?;
                    let y = u8::try_from(t.get(1)?.as_u64()?).ok()?;
                    Some((x.min(y), x.max(y)))
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort_unstable();
    out
}

/// How many of `read` match `expected`, as multisets.
fn matched(expected: &[(u8, u8)], read: &[(u8, u8)]) -> usize {
    let mut left: Vec<(u8, u8)> = expected.to_vec();
    let mut n = 0;
    for r in read {
        if let Some(i) = left.iter().position(|e| e == r) {
            left.swap_remove(i);
            n += 1;
        }
    }
    n
}

fn show(tiles: &[(u8, u8)]) -> String {
    tiles
        .iter()
        .map(|(a, b)| format!("{a}|{b}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The lighting of a photo, in the words of the set's README.
fn lighting(s: &str) -> &'static str {
    if s.contains("glare") {
        "glare"
    } else if s.contains("dim") || s.contains("dark") || s.contains("spot") {
        "dim or underexposed"
    } else {
        "even"
    }
}

/// The background of a photo, grouped as in the set's README.
fn background(s: &str) -> &'static str {
    if s.contains("printed teal") {
        "printed game board"
    } else if s.contains("black") || s.contains("dark") {
        "black or dark"
    } else if s.contains("grey") {
        "grey"
    } else if s.contains("white") {
        "white"
    } else {
        "wood or cluttered"
    }
}

fn main() -> ExitCode {
    let folder = std::env::args_os()
        .nth(1)
        .or_else(|| std::env::var_os("TRANQUE_CAMERA_PHOTOS"))
        .map(PathBuf::from);
    let Some(folder) = folder else {
        eprintln!(
            "No photos folder: pass it as the first argument or set TRANQUE_CAMERA_PHOTOS \
             (a folder with truth.json and the images it names)."
        );
        return ExitCode::from(2);
    };
    let truth = match std::fs::read(folder.join("truth.json")) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("No truth.json in {}: {e}", folder.display());
            return ExitCode::from(2);
        }
    };
    let truth: Value = match serde_json::from_slice(&truth) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("truth.json is not JSON: {e}");
            return ExitCode::from(2);
        }
    };
    let Some(images) = truth.get("images").and_then(Value::as_array) else {
        eprintln!("truth.json has no \"images\" list");
        return ExitCode::from(2);
    };

    let mut all = Sum::default();
    let mut groups: BTreeMap<(String, String), Sum> = BTreeMap::new();
    let mut seconds = Vec::new();
    for record in images {
        let id = record.get("id").and_then(Value::as_str).unwrap_or("?");
        let Some(file) = record.get("file").and_then(Value::as_str) else {
            eprintln!("{id}: no file");
            continue;
        };
        let bytes = match std::fs::read(folder.join(file)) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{id}: cannot read {file}: {e}");
                continue;
            }
        };
        let expected = pairs(record.get("tiles").unwrap_or(&Value::Null));
        let started = Instant::now();
        let reading = tranque_tiles::read_photo(&bytes);
        let took = started.elapsed().as_secs_f64();
        seconds.push(took);
        let (read, confidences) = match &reading {
            Ok(r) => {
                let mut t: Vec<(u8, u8)> = r.tiles.iter().map(|t| (t.low, t.high)).collect();
                t.sort_unstable();
                let c: Vec<String> = r
                    .tiles
                    .iter()
                    .map(|t| format!("{:.2}", t.confidence))
                    .collect();
                (t, c.join(" "))
            }
            Err(e) => {
                println!("{id}: refused: {e}");
                (Vec::new(), String::new())
            }
        };
        let m = matched(&expected, &read);
        let total_expected: u32 = expected.iter().map(|&(a, b)| u32::from(a + b)).sum();
        let total_read: u32 = read.iter().map(|&(a, b)| u32::from(a + b)).sum();
        let outcome = Outcome {
            expected: expected.len(),
            read: read.len(),
            matched: m,
            exact_tiles: m == expected.len() && m == read.len(),
            exact_total: total_expected == total_read,
        };
        println!(
            "{id:<16} {} tiles {:>2}/{:>2} read, {:>2} right  total {:>3} read {:>3} {}  {:.0} ms",
            if outcome.exact_tiles {
                "EXACT"
            } else {
                "     "
            },
            read.len(),
            expected.len(),
            m,
            total_expected,
            total_read,
            if outcome.exact_total { "=" } else { "x" },
            took * 1000.0,
        );
        println!("    expected: {}", show(&expected));
        println!("    read:     {}", show(&read));
        println!("    confidence: {confidences}");
        all.add(&outcome);
        let conditions = record.get("conditions");
        let condition = |k: &str| {
            conditions
                .and_then(|c| c.get(k))
                .and_then(Value::as_str)
                .unwrap_or("?")
                .to_string()
        };
        let colour = condition("tile_colour");
        groups
            .entry(("tile colour".into(), colour))
            .or_default()
            .add(&outcome);
        groups
            .entry(("lighting".into(), lighting(&condition("lighting")).into()))
            .or_default()
            .add(&outcome);
        groups
            .entry((
                "background".into(),
                background(&condition("background")).into(),
            ))
            .or_default()
            .add(&outcome);
    }

    println!();
    println!("{}", all.line("ALL"));
    println!(
        "tiles read right: {}/{} ({:.1}%); photos with the exact total: {}/{} ({:.1}%); false positives: {}",
        all.matched,
        all.expected,
        100.0 * all.matched as f64 / all.expected.max(1) as f64,
        all.exact_total,
        all.photos,
        100.0 * all.exact_total as f64 / all.photos.max(1) as f64,
        all.read - all.matched,
    );
    if !seconds.is_empty() {
        seconds.sort_by(f64::total_cmp);
        let mean = seconds.iter().sum::<f64>() / seconds.len() as f64;
        println!(
            "time per photo: mean {:.0} ms, median {:.0} ms, max {:.0} ms",
            mean * 1000.0,
            seconds[seconds.len() / 2] * 1000.0,
            seconds[seconds.len() - 1] * 1000.0
        );
    }
    let mut last = String::new();
    for ((kind, name), sum) in &groups {
        if *kind != last {
            println!();
            println!("by {kind}:");
            last.clone_from(kind);
        }
        println!("  {}", sum.line(name));
    }
    ExitCode::SUCCESS
}
