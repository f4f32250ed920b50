//! The tile reader's bench: accuracy and time on the synthetic photos of
//! `tests/data/tiles/` and, when `TILES_PHOTOS` names a folder of real
//! photos (`truth.json` and its images), on those too; then the time of a
//! 12-megapixel photo.
//!
//! ```text
//! cargo bench -p tranque-tiles
//! TILES_PHOTOS=<folder> cargo bench -p tranque-tiles
//! ```
//!
//! `TILES_SYNTHETIC=<folder>` reads another generated set instead of the
//! committed one (for instance photos the reader was not tuned on:
//! `generate <folder> --first 40`); `TILES_SKIP_12MP` skips the
//! 12-megapixel timing.
//!
//! Printed per condition and in all: tiles read right / tiles (as
//! multisets of `a|b`), photos whose total is exact / photos, false tiles
//! (read but not there), missed tiles, a confusion table of the halves
//! (which value was read as which, misread tiles paired with the closest
//! missing one) and the time per photo (median and mean, decoding
//! included, one thread).

use std::collections::BTreeMap;
use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::time::Instant;

use image::codecs::jpeg::JpegEncoder;
use image::imageops::{FilterType, resize};
use serde_json::Value;

/// Outcomes added up.
#[derive(Default, Clone)]
struct Sum {
    photos: usize,
    tiles: usize,
    right: usize,
    exact_totals: usize,
    false_tiles: usize,
    missed: usize,
    seconds: Vec<f64>,
}

impl Sum {
    fn add(&mut self, o: &Outcome) {
        self.photos += 1;
        self.tiles += o.expected;
        self.right += o.right;
        self.exact_totals += usize::from(o.exact_total);
        self.false_tiles += o.read - o.right;
        self.missed += o.expected - o.right;
        self.seconds.push(o.seconds);
    }

    fn row(&self, name: &str) -> String {
        let pct = |a: usize, b: usize| {
            if b == 0 {
                "    - ".to_string()
            } else {
                format!("{:5.1}%", 100.0 * a as f64 / b as f64)
            }
        };
        let mut s = self.seconds.clone();
        s.sort_by(f64::total_cmp);
        let median = s.get(s.len() / 2).copied().unwrap_or(0.0);
        let mean = s.iter().sum::<f64>() / s.len().max(1) as f64;
        format!(
            "| {name:<22} | {:>4}/{:<4} {} | {:>3}/{:<3} {} | {:>5} | {:>6} | {:>6.0} | {:>6.0} |",
            self.right,
            self.tiles,
            pct(self.right, self.tiles),
            self.exact_totals,
            self.photos,
            pct(self.exact_totals, self.photos),
            self.false_tiles,
            self.missed,
            median * 1000.0,
            mean * 1000.0,
        )
    }
}

const HEADER: &str = "| condition              | tiles right       | exact totals   | false | missed | med ms | mean ms |\n|---|---|---|---|---|---|---|";

struct Outcome {
    expected: usize,
    read: usize,
    right: usize,
    exact_total: bool,
    seconds: f64,
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

/// The confusion of halves: rows are the values there, columns the values
/// read; column 7 is "not read" (a missed tile), row 7 "not there" (a
/// false tile).
type Confusion = [[usize; 8]; 8];

/// Matches read tiles with expected ones: exact matches first, then each
/// left-over expected tile with the closest left-over read one. Returns the
/// number right and fills the confusion table.
fn compare(expected: &[(u8, u8)], read: &[(u8, u8)], confusion: &mut Confusion) -> usize {
    let mut left: Vec<(u8, u8)> = expected.to_vec();
    let mut extra: Vec<(u8, u8)> = Vec::new();
    let mut right = 0;
    for &r in read {
        if let Some(i) = left.iter().position(|&e| e == r) {
            left.swap_remove(i);
            right += 1;
            confusion[usize::from(r.0)][usize::from(r.0)] += 1;
            confusion[usize::from(r.1)][usize::from(r.1)] += 1;
        } else {
            extra.push(r);
        }
    }
    let cost = |e: (u8, u8), r: (u8, u8)| -> (u32, bool) {
        let d = |a: u8, b: u8| u32::from(a.abs_diff(b));
        let straight = d(e.0, r.0) + d(e.1, r.1);
        let crossed = d(e.0, r.1) + d(e.1, r.0);
        if crossed < straight {
            (crossed, true)
        } else {
            (straight, false)
        }
    };
    for e in left {
        let best = extra
            .iter()
            .enumerate()
            .min_by_key(|(_, r)| cost(e, **r).0)
            .map(|(i, r)| (i, *r));
        match best {
            Some((i, r)) => {
                extra.swap_remove(i);
                let (_, crossed) = cost(e, r);
                let r = if crossed { (r.1, r.0) } else { r };
                confusion[usize::from(e.0)][usize::from(r.0)] += 1;
                confusion[usize::from(e.1)][usize::from(r.1)] += 1;
            }
            None => {
                confusion[usize::from(e.0)][7] += 1;
                confusion[usize::from(e.1)][7] += 1;
            }
        }
    }
    for r in extra {
        confusion[7][usize::from(r.0)] += 1;
        confusion[7][usize::from(r.1)] += 1;
    }
    right
}

fn print_confusion(c: &Confusion) {
    println!("confusion of halves (rows: there, columns: read; - = no tile):");
    println!("|       |   0 |   1 |   2 |   3 |   4 |   5 |   6 |   - |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for (i, row) in c.iter().enumerate() {
        let name = if i == 7 {
            "-".to_string()
        } else {
            i.to_string()
        };
        let cells: Vec<String> = row.iter().map(|n| format!("{n:>3}")).collect();
        println!("| {name:>5} | {} |", cells.join(" | "));
    }
}

/// The condition tags of a record: a synthetic photo's list, or a real
/// photo's tile colour, lighting and background in a few words.
fn tags(record: &Value) -> Vec<String> {
    match record.get("conditions") {
        Some(Value::Array(a)) => a
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_string)
            .collect(),
        Some(Value::Object(o)) => {
            let get = |k: &str| o.get(k).and_then(Value::as_str).unwrap_or("").to_string();
            let light = get("lighting");
            let light = if light.contains("glare") {
                "glare"
            } else if light.contains("dim") || light.contains("dark") || light.contains("spot") {
                "dim"
            } else {
                "even light"
            };
            let bg = get("background");
            let bg = if bg.contains("printed teal") {
                "printed board"
            } else if bg.contains("black") || bg.contains("dark") {
                "dark background"
            } else if bg.contains("grey") {
                "grey background"
            } else if bg.contains("white") {
                "white background"
            } else {
                "wood or cluttered"
            };
            let mut colour = get("tile_colour");
            colour.truncate(22);
            vec![colour, light.to_string(), bg.to_string()]
        }
        _ => Vec::new(),
    }
}

/// Reads every photo of a labelled folder and prints the tables; `None`
/// when the folder has no labels.
fn run(name: &str, folder: &Path, labels: &str) -> Option<Sum> {
    let text = std::fs::read(folder.join(labels)).ok()?;
    let json: Value = serde_json::from_slice(&text).ok()?;
    let records = json
        .get("photos")
        .or_else(|| json.get("images"))
        .and_then(Value::as_array)?;
    let mut all = Sum::default();
    let mut by: BTreeMap<String, Sum> = BTreeMap::new();
    let mut confusion: Confusion = [[0; 8]; 8];
    let mut misses = Vec::new();
    for record in records {
        let Some(file) = record.get("file").and_then(Value::as_str) else {
            continue;
        };
        let Ok(bytes) = std::fs::read(folder.join(file)) else {
            eprintln!("{name}: cannot read {file}");
            continue;
        };
        let expected = pairs(record.get("tiles").unwrap_or(&Value::Null));
        let started = Instant::now();
        let reading = tranque_tiles::read_photo(&bytes);
        let seconds = started.elapsed().as_secs_f64();
        let mut read: Vec<(u8, u8)> = reading
            .map(|r| r.tiles.iter().map(|t| (t.low, t.high)).collect())
            .unwrap_or_default();
        read.sort_unstable();
        let right = compare(&expected, &read, &mut confusion);
        let sum = |t: &[(u8, u8)]| {
            t.iter()
                .map(|&(a, b)| u32::from(a) + u32::from(b))
                .sum::<u32>()
        };
        let outcome = Outcome {
            expected: expected.len(),
            read: read.len(),
            right,
            exact_total: sum(&expected) == sum(&read),
            seconds,
        };
        if right != expected.len() || right != read.len() {
            let show = |t: &[(u8, u8)]| {
                t.iter()
                    .map(|(a, b)| format!("{a}|{b}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            misses.push(format!(
                "  {file}: there {} / read {}",
                show(&expected),
                show(&read)
            ));
        }
        all.add(&outcome);
        for t in tags(record) {
            by.entry(t).or_default().add(&outcome);
        }
    }
    println!();
    println!("## {name}: {} photos", all.photos);
    println!();
    println!("{HEADER}");
    for (t, s) in &by {
        println!("{}", s.row(t));
    }
    println!("{}", all.row("ALL"));
    println!();
    print_confusion(&confusion);
    if !misses.is_empty() {
        println!();
        println!("photos not read exactly:");
        for m in &misses {
            println!("{m}");
        }
    }
    Some(all)
}

/// The processor time this process has used, in seconds (user and
/// system, from `/proc/self/stat` at 100 ticks a second); `None` off Linux.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// Times a 12-megapixel photo: a synthetic photo upscaled to 4000 × 3000
/// and encoded as a phone would (JPEG), read several times.
fn twelve_megapixels(folder: &Path) {
    let Some(first) = std::fs::read_dir(folder).ok().and_then(|d| {
        let mut names: Vec<PathBuf> = d
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "jpg"))
            .collect();
        names.sort();
        names.into_iter().nth(1)
    }) else {
        return;
    };
    let Ok(small) = image::open(&first) else {
        return;
    };
    let big = resize(&small.to_rgb8(), 4000, 3000, FilterType::CatmullRom);
    let mut bytes = Vec::new();
    if JpegEncoder::new_with_quality(Cursor::new(&mut bytes), 90)
        .encode_image(&big)
        .is_err()
    {
        return;
    }
    let mut seconds = Vec::new();
    let mut cpu = Vec::new();
    let mut tiles = 0;
    for _ in 0..5 {
        let started = Instant::now();
        let cpu_before = cpu_seconds();
        let reading = tranque_tiles::read_photo(&bytes);
        seconds.push(started.elapsed().as_secs_f64());
        if let (Some(a), Some(b)) = (cpu_before, cpu_seconds()) {
            cpu.push(b - a);
        }
        tiles = reading.map(|r| r.tiles.len()).unwrap_or(0);
    }
    cpu.sort_by(f64::total_cmp);
    seconds.sort_by(f64::total_cmp);
    let mean = seconds.iter().sum::<f64>() / seconds.len() as f64;
    println!();
    println!(
        "## 12 megapixels: {} upscaled to 4000 × 3000, JPEG of {:.1} MB, {tiles} tiles read; \
         5 reads (decoding included): median {:.0} ms, mean {:.0} ms, max {:.0} ms",
        first
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
        bytes.len() as f64 / 1e6,
        seconds[2] * 1000.0,
        mean * 1000.0,
        seconds[4] * 1000.0,
    );
    if cpu.len() == 5 {
        println!(
            "   processor time of the reads (one thread; 10 ms ticks): median {:.0} ms, max {:.0} ms",
            cpu[2] * 1000.0,
            cpu[4] * 1000.0
        );
    }
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else is taken.
    let root = std::env::var_os("TILES_SYNTHETIC").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/tiles"),
        PathBuf::from,
    );
    if run("synthetic", &root, "labels.json").is_none() {
        println!("no synthetic set: tests/data/tiles/labels.json is missing");
    }
    match std::env::var_os("TILES_PHOTOS") {
        Some(real) => {
            if run("real photos (TILES_PHOTOS)", Path::new(&real), "truth.json").is_none() {
                println!("TILES_PHOTOS has no truth.json");
            }
        }
        None => {
            println!("\n(set TILES_PHOTOS to a folder with truth.json to bench real photos too)")
        }
    }
    if std::env::var_os("TILES_SKIP_12MP").is_none() {
        twelve_megapixels(&root);
    }
}
