//! Draws what the reader found on a copy of a photo, for looking at.
//!
//! ```text
//! cargo run --release -p tranque-tiles --example draw -- <photo> <out.png>
//! ```
//!
//! Each tile read is outlined (green when confident, yellow, then red) and
//! listed with its centre; the output is a PNG of the upright photo.

use std::process::ExitCode;

use image::{DynamicImage, ImageDecoder, ImageReader, Rgb};
use imageproc::drawing::draw_hollow_polygon_mut;
use imageproc::point::Point;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [input, output] = args.as_slice() else {
        eprintln!("usage: draw <photo> <out.png>");
        return ExitCode::from(2);
    };
    let bytes = match std::fs::read(input) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("cannot read {input}: {e}");
            return ExitCode::from(2);
        }
    };
    let reading = match tranque_tiles::read_photo(&bytes) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let picture = ImageReader::new(std::io::Cursor::new(&bytes))
        .with_guessed_format()
        .ok()
        .and_then(|r| r.into_decoder().ok())
        .and_then(|mut d| {
            let o = d.orientation().ok();
            let mut p = DynamicImage::from_decoder(d).ok()?;
            if let Some(o) = o {
                p.apply_orientation(o);
            }
            Some(p.into_rgb8())
        });
    let Some(mut picture) = picture else {
        eprintln!("cannot decode {input}");
        return ExitCode::from(1);
    };
    for t in &reading.tiles {
        let colour = if t.confidence >= 0.6 {
            Rgb([0, 230, 0])
        } else if t.confidence >= 0.35 {
            Rgb([240, 220, 0])
        } else {
            Rgb([240, 0, 0])
        };
        for grow in 0..3 {
            let cx = t.outline.iter().map(|p| p.0).sum::<f32>() / 4.0;
            let cy = t.outline.iter().map(|p| p.1).sum::<f32>() / 4.0;
            let points: Vec<Point<f32>> = t
                .outline
                .iter()
                .map(|&(x, y)| {
                    let k = 1.0 + 0.01 * grow as f32;
                    Point::new(cx + (x - cx) * k, cy + (y - cy) * k)
                })
                .collect();
            draw_hollow_polygon_mut(&mut picture, &points, colour);
        }
        let cx = t.outline.iter().map(|p| p.0).sum::<f32>() / 4.0;
        let cy = t.outline.iter().map(|p| p.1).sum::<f32>() / 4.0;
        println!(
            "{}|{} at ({cx:.0}, {cy:.0}) confidence {:.2}",
            t.low, t.high, t.confidence
        );
    }
    println!(
        "{} tiles, {} pips",
        reading.tiles.len(),
        reading.total_pips()
    );
    if let Err(e) = picture.save(output) {
        eprintln!("cannot write {output}: {e}");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}
