//! `tranque tiles PHOTO...`: the face-up tiles read in photos of a hand, by
//! the app's own photo reader (`tranque-tiles`): each tile, its outline in
//! the photo and how sure the reading is, each photo's total and the total
//! of all. Every photo is read before anything is printed; one that is no
//! photo refuses the whole command in words.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use tranque_tiles::{Reading, read_photo};

use super::Refusal;
use super::in_file::read_bytes;

/// The most bytes a photo may have, as the app takes it.
const MAX_PHOTO_BYTES: usize = 40 << 20;

/// Reads every photo of `photos` and prints what was read, as text or JSON.
pub fn run(photos: &[PathBuf], json: bool, out: &mut impl Write) -> Result<(), Refusal> {
    let mut read = Vec::with_capacity(photos.len());
    for path in photos {
        let bytes = read_bytes(path, MAX_PHOTO_BYTES)?;
        let reading = read_photo(&bytes)
            .map_err(|err| Refusal::Io(format!("cannot read {}: {err}", path.display())))?;
        read.push((path.as_path(), in_reading_order(reading)));
    }
    let total: u32 = read.iter().map(|(_, r)| r.total_pips()).sum();
    if json {
        let photos: Vec<Value> = read.iter().map(|(p, r)| photo_json(p, r)).collect();
        return super::write_json(&json!({ "photos": photos, "total_pips": total }), out);
    }
    for (path, reading) in &read {
        writeln!(
            out,
            "{}: {} tiles, {} pips ({} × {} pixels)",
            path.display(),
            reading.tiles.len(),
            reading.total_pips(),
            reading.width,
            reading.height
        )?;
        for tile in &reading.tiles {
            let corners: Vec<String> = tile
                .outline
                .iter()
                .map(|(x, y)| format!("({x:.0}, {y:.0})"))
                .collect();
            writeln!(
                out,
                "  {}-{}  {:>3} % sure  at {}",
                tile.high,
                tile.low,
                (tile.confidence * 100.0).round(),
                corners.join(" ")
            )?;
        }
    }
    if read.len() > 1 {
        writeln!(out, "in all: {total} pips")?;
    }
    Ok(())
}

/// The tiles of `reading` left to right by the middle of each outline, as
/// the app numbers them.
fn in_reading_order(mut reading: Reading) -> Reading {
    let middle = |outline: &[(f32, f32); 4]| {
        let x: f32 = outline.iter().map(|p| p.0).sum();
        let y: f32 = outline.iter().map(|p| p.1).sum();
        (x / 4.0, y / 4.0)
    };
    reading.tiles.sort_by(|a, b| {
        middle(&a.outline)
            .partial_cmp(&middle(&b.outline))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    reading
}

fn photo_json(path: &Path, reading: &Reading) -> Value {
    let tiles: Vec<Value> = reading
        .tiles
        .iter()
        .map(|t| {
            json!({
                "tile": format!("{}-{}", t.high, t.low),
                "outline": t.outline.iter().map(|(x, y)| json!([x.round(), y.round()])).collect::<Vec<_>>(),
                "confidence": (f64::from(t.confidence) * 100.0).round() / 100.0,
            })
        })
        .collect();
    json!({
        "file": path.display().to_string(),
        "width": reading.width,
        "height": reading.height,
        "tiles": tiles,
        "total_pips": reading.total_pips(),
    })
}
