//! Cold start of the release app, side by side with the floor (a bare app of
//! Tauri 2 and Leptos 0.8 built the same way, `benches/floor`): from asking
//! WebDriver for a session (which starts the binary) to the first `main`
//! element, for the floor, Tranque on an empty history and Tranque on the
//! generated 10,000-match history, launched in turn (floor, empty, full,
//! floor, …) so that the machine's drift falls on all three alike.
//!
//! Run under Xvfb after `./x app`, the floor's build and the history
//! (`./x bench` does all of it):
//! `xvfb-run -a cargo bench -p tranque-e2e --bench startup [-- <rounds>]`
//!
//! Each launch is also split: the page's own clock says when its navigation
//! began (before it: the process, the shell's setup, the webview; after it:
//! the page, the wasm, the first render), and when WebDriver's session opened.
//! Within the page, once `main` is shown, the page's wasm is fetched and
//! compiled again (`fetch`, `WebAssembly.compile`) to say how long the
//! webview takes for each; both UIs mark on the page's clock when their
//! wasm's `main` begins (fetched, compiled, instantiated), when the first screen
//! is mounted and when it is drawn (`tranque:main`, `tranque:mounted`,
//! `tranque:drawn`).

mod support;

use std::path::Path;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use support::{HISTORY_MATCHES, Series, floor_binary, give_history, runs};
use tranque_e2e::{Table, app_binary, wait_closely};

/// One app on one table, and its timings.
struct Contender<'a> {
    label: &'a str,
    table: &'a Table,
    binary: &'a Path,
    total: Series,
    window: Series,
    navigation: Series,
    fetch: Series,
    compile: Series,
    main: Series,
    mounted: Series,
    drawn: Series,
}

/// The page's wasm fetched and compiled again, timed in the page.
const WASM: &str = r#"
const done = arguments[arguments.length - 1];
const link = document.querySelector('link[rel="preload"][href$=".wasm"]');
if (!link) { done({ error: "no wasm preloaded" }); return; }
const marked = (name) => { const m = performance.getEntriesByName(name, "mark")[0]; return m ? m.startTime : null; };
const main = marked("tranque:main");
const mounted = marked("tranque:mounted");
const drawn = marked("tranque:drawn");
const start = performance.now();
fetch(link.href)
  .then((r) => r.arrayBuffer())
  .then(async (bytes) => {
    const fetched = performance.now();
    await WebAssembly.compile(bytes);
    done({ fetch: fetched - start, compile: performance.now() - fetched, bytes: bytes.byteLength, main, mounted, drawn });
  })
  .catch((e) => done({ error: String(e) }));
"#;

impl<'a> Contender<'a> {
    fn new(label: &'a str, table: &'a Table, binary: &'a Path) -> Contender<'a> {
        Contender {
            label,
            table,
            binary,
            total: Series::default(),
            window: Series::default(),
            navigation: Series::default(),
            fetch: Series::default(),
            compile: Series::default(),
            main: Series::default(),
            mounted: Series::default(),
            drawn: Series::default(),
        }
    }

    /// Launches the app once, waits for `main`, quits it; returns the time to `main`.
    async fn launch(&mut self) -> f64 {
        let launched = SystemTime::now();
        let start = Instant::now();
        let app = self.table.start(self.binary).await;
        let window = start.elapsed();
        wait_closely(&app, "main").await;
        let total = start.elapsed();
        // The page's clock starts when its navigation does: how long after
        // the launch that was (the process, the shell's setup, the webview).
        let navigation = app
            .execute("return performance.timeOrigin;", vec![])
            .await
            .ok()
            .and_then(|v| v.as_f64())
            .zip(launched.duration_since(UNIX_EPOCH).ok())
            .map_or(f64::NAN, |(origin, launched)| {
                origin - launched.as_secs_f64() * 1000.0
            });
        let wasm = app
            .execute_async(WASM, vec![])
            .await
            .unwrap_or_else(|e| panic!("time the wasm of {}: {e}", self.label));
        let at = |key: &str| {
            wasm[key]
                .as_f64()
                .unwrap_or_else(|| panic!("{}: no {key} in the wasm's timing: {wasm}", self.label))
        };
        self.fetch.push(at("fetch"));
        self.compile.push(at("compile"));
        self.main.push(at("main"));
        self.mounted.push(at("mounted"));
        self.drawn.push(at("drawn"));
        app.close().await.expect("quit the app");
        // Let the process go before the next one starts.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let ms = total.as_secs_f64() * 1000.0;
        self.total.push(ms);
        self.window.push(window.as_secs_f64() * 1000.0);
        self.navigation.push(navigation);
        ms
    }
}

#[tokio::main]
async fn main() {
    let rounds = runs(10);
    let tranque = app_binary();
    let floor = floor_binary();
    let empty = Table::new("bench-startup-empty");
    let full = Table::new("bench-startup-full");
    let size = give_history(&full);

    let mut contenders = [
        Contender::new("floor", &empty, &floor),
        Contender::new("Tranque, empty history", &empty, &tranque),
        Contender::new("Tranque, 10,000 matches", &full, &tranque),
    ];
    // The first start of each writes what a first start writes (Tranque's
    // new database, the day's backup); it is shown, not counted.
    for one in &mut contenders {
        let first = one.launch().await;
        println!("first start (not counted), {}: {first:.0} ms", one.label);
        *one = Contender::new(one.label, one.table, one.binary);
    }
    for _ in 0..rounds {
        for one in &mut contenders {
            one.launch().await;
        }
    }

    let db = full
        .data_dir()
        .join("app.tranque.scorekeeper/tranque.sqlite3");
    let now = std::fs::metadata(&db).map(|m| m.len()).unwrap_or(size);
    println!(
        "\ncold start, launch → first `main`, release builds, {rounds} rounds of 3 launches in turn"
    );
    println!(
        "history: {HISTORY_MATCHES} matches x 20 hands, database {:.1} MB ({now} bytes)",
        now as f64 / 1e6
    );
    for one in &contenders {
        println!(
            "  {:<24} {}; page's navigation began at {:.0} ms, WebDriver session open at {:.0} ms",
            one.label,
            one.total.summary(),
            one.navigation.median(),
            one.window.median()
        );
        println!(
            "  {:<24} in the page (medians): `main` {:.0} ms after navigation; its wasm fetched again in {:.1} ms, compiled again in {:.0} ms",
            "",
            one.total.median() - one.navigation.median(),
            one.fetch.median(),
            one.compile.median(),
        );
        println!(
            "  {:<24} its own marks (medians): the wasm's `main` runs at {:.0} ms, the first screen is mounted at {:.0} ms, drawn at {:.0} ms",
            "",
            one.main.median(),
            one.mounted.median(),
            one.drawn.median(),
        );
    }
    let [floor, empty, full] = contenders.map(|c| c.total.median());
    println!(
        "ratios: empty / floor {:.2}x, 10,000 matches / floor {:.2}x, 10,000 matches / empty {:.2}x",
        empty / floor,
        full / floor,
        full / empty
    );
}
