//! The time from a tap to the screen that answers it, in the release app on
//! the generated 10,000-match history, timestamps taken around the WebDriver
//! actions (the wait asks every 2 ms):
//! - History tapped on the home screen → the first page of matches listed;
//! - a match tapped in the history → its scoresheet and its chart;
//! - Save tapped on a hand of a match under way → the table's new score.
//!
//! Run under Xvfb after `./x app` and the history (`./x bench` does both):
//! `xvfb-run -a cargo bench -p tranque-e2e --bench interactions [-- <runs>]`

mod support;

use std::time::Instant;

use support::{HISTORY_MATCHES, Series, give_history, runs};
use tranque_e2e::{
    Table, name_seats, type_into, wait_closely, wait_closely_for_text, wait_enabled, wait_for,
    wait_for_text,
};

/// The milliseconds from tapping `css` to `answered` being done.
async fn timed<F: Future<Output = ()>>(
    table: &mut Table,
    app: &fantoccini::Client,
    css: &str,
    answered: F,
) -> f64 {
    let button = wait_for(app, css).await;
    let start = Instant::now();
    button
        .click()
        .await
        .unwrap_or_else(|e| panic!("tap {css}: {e}"));
    answered.await;
    table.taps += 1;
    start.elapsed().as_secs_f64() * 1000.0
}

#[tokio::main]
async fn main() {
    let runs = runs(15);
    let mut table = Table::new("bench-interactions");
    let size = give_history(&table);
    let app = table.launch().await;

    let mut history = Series::default();
    let mut open = Series::default();
    // One visit first, not counted (the first page's query warms SQLite's cache).
    for run in 0..=runs {
        let ms = timed(
            &mut table,
            &app,
            "#history",
            wait_closely(&app, "#match-list .match-row"),
        )
        .await;
        let opened = timed(&mut table, &app, "#match-list .match-row", async {
            wait_closely(&app, "#sheet").await;
            wait_closely(&app, "#chart polyline").await;
        })
        .await;
        if run > 0 {
            history.push(ms);
            open.push(opened);
        }
        table.tap(&app, "#back").await;
        wait_for(&app, "#match-list .match-row").await;
        table.tap(&app, "#back").await;
        wait_for(&app, "#history").await;
    }

    // A match under way: each run records a second domino worth 13 for
    // side A and undoes it (outside the timing), so every save is the same hand.
    table
        .taps(&app, &["#new-match", "#preset-br-megajogos"])
        .await;
    name_seats(&app, &["Ana", "Bia", "Caio", "Duda"]).await;
    table.taps(&app, &["#six-0", "#start"]).await;
    wait_for_text(&app, "#score-0", "0").await;
    // The first hand, kept: it says who opened, so the next ones need not.
    table.record_domino(&app, 0, &[(1, 9), (3, 4)]).await;
    wait_for_text(&app, "#score-0", "13").await;
    let mut save = Series::default();
    for run in 0..=runs {
        table.taps(&app, &["#domino", "#who-0"]).await;
        type_into(&app, "#pips-1", "9").await;
        type_into(&app, "#pips-3", "4").await;
        wait_enabled(&app, "#save", true).await;
        let ms = timed(
            &mut table,
            &app,
            "#save",
            wait_closely_for_text(&app, "#score-0", "26"),
        )
        .await;
        if run > 0 {
            save.push(ms);
        }
        table.taps(&app, &["#undo", "#undo-yes"]).await;
        wait_closely_for_text(&app, "#score-0", "13").await;
    }
    app.close().await.expect("quit the app");

    println!(
        "\ninteractions on {HISTORY_MATCHES} matches ({:.1} MB), release app, tap → answer, {runs} runs each",
        size as f64 / 1e6
    );
    println!("  History → first page listed:       {}", history.summary());
    println!("  a match → its scoresheet and chart: {}", open.summary());
    println!("  Save a hand → the table's score:    {}", save.summary());
}
