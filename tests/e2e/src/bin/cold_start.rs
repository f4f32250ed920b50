//! Measures the app's cold start: from asking WebDriver for a new session
//! (which starts the release binary) to the first rendered screen (`main`).
//!
//! Run under Xvfb after `./x app`:
//! `xvfb-run -a cargo run --release -p tranque-e2e --bin cold_start -- 10`

use std::time::Instant;

use tranque_e2e::Table;

#[tokio::main]
async fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(10);
    let table = Table::new("cold-start");
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        let app = table.launch().await;
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        app.close().await.expect("quit the app");
    }
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    println!(
        "cold start to first render over {runs} runs: median {median:.0} ms, min {:.0} ms, max {:.0} ms",
        times[0],
        times[times.len() - 1]
    );
}
