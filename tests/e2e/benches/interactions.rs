//! The time from a tap to the screen that answers it, in the release app on
//! the generated 10,000-match history, timestamps taken around the WebDriver
//! actions (the wait asks every 2 ms):
//! - History tapped on the home screen → the first page of matches listed;
//! - a match tapped in the history → its scoresheet and its chart;
//! - Save tapped on a hand of a match under way → the table's new score.
//!
//! Each tap is timed twice: from outside, around WebDriver's click and its
//! polls (what the harness sees, its round trips included), and inside the
//! page, on the webview's own clock: from the first pointer event of the tap
//! to the DOM holding the answer (a `MutationObserver`), and to the end of
//! the next animation frame after it (the frame that draws the answer).
//!
//! Run under Xvfb after `./x app` and the history (`./x bench` does both):
//! `xvfb-run -a cargo bench -p tranque-e2e --bench interactions [-- <runs>]`

mod support;

use std::time::{Duration, Instant};

use support::{HISTORY_MATCHES, PAGE_PATIENCE, Series, give_history, runs};
use tranque_e2e::{
    Table, name_seats, type_into, wait_closely, wait_closely_for_text, wait_enabled, wait_for,
    wait_for_text,
};

/// Arms the page's own stopwatch for the next tap: the first pointer event
/// starts it; the first DOM change after which every `[css, text]` of the
/// argument is on the page (the text, when not null, exactly) stops it, and
/// the end of the animation frame after that is noted.
const ARM: &str = r#"
const wanted = arguments[0];
const done = () => wanted.every(([css, text]) => {
  const el = document.querySelector(css);
  return el !== null && (text === null || el.textContent.trim() === text);
});
const tap = { start: null, answer: null, frame: null };
window.__tap = tap;
const started = () => { if (tap.start === null) tap.start = performance.now(); };
for (const kind of ["pointerdown", "mousedown", "click"]) {
  document.addEventListener(kind, started, { capture: true, once: true });
}
const seen = new MutationObserver(() => {
  if (tap.start === null || tap.answer !== null || !done()) return;
  tap.answer = performance.now();
  seen.disconnect();
  // The frame's callbacks run before it is drawn; a task queued from them
  // runs once it is.
  requestAnimationFrame(() => setTimeout(() => { tap.frame = performance.now(); }));
});
seen.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
"#;

/// One tap's timings in milliseconds; `None` where the page never noted it.
struct Tap {
    /// Around WebDriver's click and polls.
    outside: f64,
    /// In the page: first pointer event → the answer in the DOM.
    answer: Option<f64>,
    /// In the page: first pointer event → the frame after the answer drawn.
    frame: Option<f64>,
}

/// The milliseconds from tapping `css` to `answered` being done, outside and
/// inside the page; `done` is the answer: elements, each with its text or
/// any (see [`ARM`]).
async fn timed<F: Future<Output = ()>>(
    table: &mut Table,
    app: &fantoccini::Client,
    css: &str,
    done: &[(&str, Option<&str>)],
    answered: F,
) -> Tap {
    let button = wait_for(app, css).await;
    app.execute(ARM, vec![serde_json::json!(done)])
        .await
        .unwrap_or_else(|e| panic!("arm the page's stopwatch: {e}"));
    let start = Instant::now();
    button
        .click()
        .await
        .unwrap_or_else(|e| panic!("tap {css}: {e}"));
    answered.await;
    let outside = start.elapsed().as_secs_f64() * 1000.0;
    table.taps += 1;
    // The frame after the answer may still be a while away (on a slow
    // machine, long after): asked for up to `PAGE_PATIENCE`.
    let asked = Instant::now();
    let mut inside = serde_json::Value::Null;
    while asked.elapsed() < PAGE_PATIENCE {
        inside = app
            .execute("return window.__tap;", vec![])
            .await
            .unwrap_or(serde_json::Value::Null);
        if inside["frame"].is_number() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let since_start = |key: &str| {
        let at = inside[key].as_f64().zip(inside["start"].as_f64());
        if at.is_none() {
            println!(
                "the page never noted `{key}` within {} s of tapping {css}; counted as missing: {inside}",
                PAGE_PATIENCE.as_secs()
            );
        }
        at.map(|(at, start)| at - start)
    };
    Tap {
        outside,
        answer: since_start("answer"),
        frame: since_start("frame"),
    }
}

/// The three series of one kind of tap, and how many taps the page never
/// timed.
#[derive(Default)]
struct Taps {
    outside: Series,
    answer: Series,
    frame: Series,
    missing: usize,
}

impl Taps {
    fn push(&mut self, tap: Tap) {
        self.outside.push(tap.outside);
        match (tap.answer, tap.frame) {
            (Some(answer), Some(frame)) => {
                self.answer.push(answer);
                self.frame.push(frame);
            }
            _ => self.missing += 1,
        }
    }

    fn print(&self, what: &str) {
        println!("  {what}");
        println!(
            "    outside, WebDriver's click → seen:  {}",
            self.outside.summary()
        );
        println!(
            "    in the page, tap → answer in DOM:   {}",
            self.answer.summary()
        );
        println!(
            "    in the page, tap → frame drawing it: {}",
            self.frame.summary()
        );
        if self.missing > 0 {
            println!(
                "    the page never timed {} of the taps (left out above)",
                self.missing
            );
        }
    }
}

#[tokio::main]
async fn main() {
    let runs = runs(15);
    let mut table = Table::new("bench-interactions");
    let size = give_history(&table);
    let app = table.launch().await;

    let mut history = Taps::default();
    let mut open = Taps::default();
    // One visit first, not counted (the first page's query warms SQLite's cache).
    for run in 0..=runs {
        let ms = timed(
            &mut table,
            &app,
            "#history",
            &[("#match-list .match-row", None)],
            wait_closely(&app, "#match-list .match-row"),
        )
        .await;
        let opened = timed(
            &mut table,
            &app,
            "#match-list .match-row",
            &[("#sheet", None), ("#chart polyline", None)],
            async {
                wait_closely(&app, "#sheet").await;
                wait_closely(&app, "#chart polyline").await;
            },
        )
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
    let mut save = Taps::default();
    for run in 0..=runs {
        table.taps(&app, &["#domino", "#who-0"]).await;
        type_into(&app, "#pips-1", "9").await;
        type_into(&app, "#pips-3", "4").await;
        wait_enabled(&app, "#save", true).await;
        let ms = timed(
            &mut table,
            &app,
            "#save",
            &[("#score-0", Some("26"))],
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
    history.print("History → first page listed");
    open.print("a match → its scoresheet and chart");
    save.print("Save a hand → the table's score");
}
