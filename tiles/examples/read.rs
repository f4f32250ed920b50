//! Reads the tiles of the photos given and prints each tile, the total and
//! the time taken (decoding included).
//!
//! ```text
//! cargo run --release -p tranque-tiles --example read -- <photo>...
//! ```

use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for path in std::env::args_os().skip(1) {
        let shown = path.to_string_lossy().into_owned();
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{shown}: {e}");
                status = ExitCode::FAILURE;
                continue;
            }
        };
        let started = Instant::now();
        let reading = tranque_tiles::read_photo(&bytes);
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        match reading {
            Ok(r) => {
                let tiles: Vec<String> = r
                    .tiles
                    .iter()
                    .map(|t| format!("{}|{}", t.low, t.high))
                    .collect();
                println!(
                    "{shown}: {}x{}, {} tiles ({}), {} pips, {ms:.0} ms",
                    r.width,
                    r.height,
                    r.tiles.len(),
                    tiles.join(" "),
                    r.total_pips()
                );
            }
            Err(e) => {
                println!("{shown}: refused: {e} ({ms:.0} ms)");
            }
        }
    }
    status
}
