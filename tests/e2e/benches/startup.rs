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
//! `tranque:drawn`). Each mark is waited for, up to [`PAGE_PATIENCE`]: on
//! a slow machine the first frame may come well after `main` is in the DOM,
//! and a mark that never comes is reported missing, not read as a number.
//!
//! On Tranque, the director's desk is then opened from the home screen: it
//! is a page of its own with its own wasm (`desk.html`), and the bench reads
//! when its first frame is drawn (`tranque:desk-drawn`), both on the desk
//! page's own clock (navigation → drawn, as the floor's) and from the tap on
//! the home screen's button (tap → drawn, what the director waits).
//!
//! Before the desk, the first tap of a player: New match on home, timed in
//! the page from the tap to the set-up's first frame drawn (its Start button
//! in the page, then a frame), and back home. The set-up is a lazy screen
//! whose chunk the page fetches once home is drawn: this says whether a tap
//! waits on it.
//!
//! The bench says what CPU it ran on: at full speed, or under the CPU quota
//! of the cgroup it was started in (`./x bench --quota 50` runs it a second
//! time inside a cgroup allowed half of one core, `benches/cpu-quota`). Its
//! last lines are one table: floor, Tranque empty, Tranque on 10,000
//! matches, side by side, with each one's ratio to the floor.

mod support;

use std::path::Path;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use fantoccini::Client;
use serde_json::Value;
use support::{HISTORY_MATCHES, PAGE_PATIENCE, Series, floor_binary, give_history, runs};
use tranque_e2e::{Table, app_binary, wait_closely};

/// The page's marks, in the order the UI sets them.
/// `tranque:frame` is set when the first frame's callbacks run: before it,
/// the page's own work and the wait for a frame; after it, the frame's style,
/// layout and paint.
const MARKS: [&str; 4] = [
    "tranque:main",
    "tranque:mounted",
    "tranque:frame",
    "tranque:drawn",
];

/// Where each mark is on the page's clock (ms after navigation), or null.
const READ_MARKS: &str = r#"
return arguments[0].map((name) => {
  const m = performance.getEntriesByName(name, "mark")[0];
  return m ? m.startTime : null;
});
"#;

/// Taps the home screen's Tournaments and says when, on the epoch's clock.
const OPEN_DESK: &str = r#"
const at = performance.timeOrigin + performance.now();
document.querySelector('#tournaments').click();
return at;
"#;

/// Taps New match on home and answers, in ms on the page's clock, when the
/// set-up's first frame is drawn after the tap (its Start button put in the
/// page, then a frame: the same "drawn" as the page's own marks); null when
/// home has no New match or the set-up does not come within 10 s.
const OPEN_SETUP: &str = r#"
const done = arguments[arguments.length - 1];
const button = document.querySelector('#new-match');
if (!button) { done(null); return; }
const at = performance.now();
const drawn = () => requestAnimationFrame(() => setTimeout(() => done(performance.now() - at), 0));
const seen = new MutationObserver(() => {
  if (document.querySelector('#start')) { seen.disconnect(); drawn(); }
});
seen.observe(document.body, { childList: true, subtree: true });
setTimeout(() => { seen.disconnect(); done(null); }, 10000);
button.click();
"#;

/// On the desk's page, when its first frame was drawn: on its own clock
/// (ms after its navigation) and on the epoch's; or null.
const READ_DESK: &str = r#"
const m = performance.getEntriesByName("tranque:desk-drawn", "mark")[0];
return m ? [m.startTime, performance.timeOrigin + m.startTime] : null;
"#;

/// The page's wasm fetched and compiled again, timed in the page.
const WASM: &str = r#"
const done = arguments[arguments.length - 1];
const link = document.querySelector('link[rel="preload"][href$=".wasm"]');
if (!link) { done({ error: "no wasm preloaded" }); return; }
const start = performance.now();
fetch(link.href)
  .then((r) => r.arrayBuffer())
  .then(async (bytes) => {
    const fetched = performance.now();
    await WebAssembly.compile(bytes);
    done({ fetch: fetched - start, compile: performance.now() - fetched, bytes: bytes.byteLength });
  })
  .catch((e) => done({ error: String(e) }));
"#;

/// The timings of one of the page's marks over the launches, and how many
/// launches never showed it.
#[derive(Default)]
struct Mark {
    times: Series,
    missing: usize,
}

impl Mark {
    fn push(&mut self, at: Option<f64>) {
        match at {
            Some(ms) => self.times.push(ms),
            None => self.missing += 1,
        }
    }

    /// The median, or `None` when no launch showed the mark.
    fn median(&self) -> Option<f64> {
        Some(self.times.median()).filter(|ms| ms.is_finite())
    }

    /// "184 ms", "184 ms (2 of 10 missing)" or "missing (10 of 10)".
    fn cell(&self, launches: usize) -> String {
        match (self.median(), self.missing) {
            (None, _) => format!("missing ({launches} of {launches})"),
            (Some(ms), 0) => format!("{ms:.0} ms"),
            (Some(ms), n) => format!("{ms:.0} ms ({n} of {launches} missing)"),
        }
    }
}

/// One app on one table, and its timings.
struct Contender<'a> {
    label: &'a str,
    table: &'a Table,
    binary: &'a Path,
    launches: usize,
    total: Series,
    window: Series,
    navigation: Series,
    fetch: Series,
    compile: Series,
    /// `tranque:main`, `tranque:mounted`, `tranque:frame`, `tranque:drawn`,
    /// as [`MARKS`].
    marks: [Mark; 4],
    /// The desk opened from home: its page's navigation → drawn, and the
    /// tap → drawn; measured when `desk` is set (not on the floor).
    desk: Option<[Mark; 2]>,
    /// New match on home, tap → the set-up drawn; measured with the desk.
    setup: Mark,
}

impl<'a> Contender<'a> {
    fn new(label: &'a str, table: &'a Table, binary: &'a Path) -> Contender<'a> {
        Contender {
            label,
            table,
            binary,
            launches: 0,
            total: Series::default(),
            window: Series::default(),
            navigation: Series::default(),
            fetch: Series::default(),
            compile: Series::default(),
            marks: Default::default(),
            desk: None,
            setup: Mark::default(),
        }
    }

    /// The same contender, also opening the desk at each launch.
    fn with_desk(mut self) -> Contender<'a> {
        self.desk = Some(Default::default());
        self
    }

    /// The same contender with no launch counted yet.
    fn reset(&mut self) {
        let desk = self.desk.as_ref().map(|_| Default::default());
        *self = Contender {
            desk,
            ..Contender::new(self.label, self.table, self.binary)
        };
    }

    /// Launches the app once, waits for `main` and for the page's marks,
    /// quits it; returns the time to `main`.
    async fn launch(&mut self) -> f64 {
        let launched = SystemTime::now();
        let start = Instant::now();
        let app = self.table.start(self.binary).await;
        let window = start.elapsed();
        wait_closely(&app, "main").await;
        let total = start.elapsed();
        self.launches += 1;
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
        let marks = wait_for_marks(&app).await;
        for ((name, at), mark) in MARKS.iter().zip(marks).zip(&mut self.marks) {
            if at.is_none() {
                println!(
                    "{}: the page never marked `{name}` within {} s of showing `main`; counted as missing",
                    self.label,
                    PAGE_PATIENCE.as_secs()
                );
            }
            mark.push(at);
        }
        match app.execute_async(WASM, vec![]).await {
            Ok(wasm) => match (wasm["fetch"].as_f64(), wasm["compile"].as_f64()) {
                (Some(fetch), Some(compile)) => {
                    self.fetch.push(fetch);
                    self.compile.push(compile);
                }
                _ => println!("{}: the wasm could not be timed again: {wasm}", self.label),
            },
            Err(e) => println!("{}: the wasm could not be timed again: {e}", self.label),
        }
        if let Some([navigation, tap]) = &mut self.desk {
            let setup = open_setup(&app).await;
            if setup.is_none() {
                println!(
                    "{}: the set-up was not drawn within 10 s of New match; counted as missing",
                    self.label
                );
            }
            self.setup.push(setup);
            let (drawn, tapped) = open_desk(&app).await;
            if drawn.is_none() {
                println!(
                    "{}: the desk never marked `tranque:desk-drawn` within {} s of the tap; counted as missing",
                    self.label,
                    PAGE_PATIENCE.as_secs()
                );
            }
            navigation.push(drawn);
            tap.push(tapped);
        }
        if let Err(e) = app.close().await {
            println!("{}: the app did not quit cleanly: {e}", self.label);
        }
        // Let the process go before the next one starts.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let ms = total.as_secs_f64() * 1000.0;
        self.total.push(ms);
        self.window.push(window.as_secs_f64() * 1000.0);
        self.navigation.push(navigation);
        ms
    }
}

/// Asks the page for its marks until the last one (`tranque:drawn`) is set
/// or [`PAGE_PATIENCE`] has passed; returns each mark's time or `None`.
async fn wait_for_marks(app: &Client) -> [Option<f64>; 4] {
    let start = Instant::now();
    loop {
        let marks = read_marks(app).await;
        if marks.iter().all(Option::is_some) || start.elapsed() >= PAGE_PATIENCE {
            return marks;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn read_marks(app: &Client) -> [Option<f64>; 4] {
    let read = app
        .execute(READ_MARKS, vec![serde_json::json!(MARKS)])
        .await
        .unwrap_or(Value::Null);
    std::array::from_fn(|i| read[i].as_f64())
}

/// Taps New match on home, reads when the set-up was drawn, and goes back
/// home (waiting, up to [`PAGE_PATIENCE`], for its Tournaments button).
async fn open_setup(app: &Client) -> Option<f64> {
    let drawn = app
        .execute_async(OPEN_SETUP, vec![])
        .await
        .ok()
        .and_then(|v| v.as_f64());
    let _ = app.execute("history.back();", vec![]).await;
    let start = Instant::now();
    while start.elapsed() < PAGE_PATIENCE {
        if let Ok(found) = app
            .execute("return !!document.querySelector('#tournaments');", vec![])
            .await
            && found.as_bool() == Some(true)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    drawn
}

/// Taps Tournaments on the home screen and waits (up to [`PAGE_PATIENCE`])
/// for the desk's first frame: its page's navigation → drawn and the tap →
/// drawn, or `None` for a mark that never came.
async fn open_desk(app: &Client) -> (Option<f64>, Option<f64>) {
    let Some(tapped) = app
        .execute(OPEN_DESK, vec![])
        .await
        .ok()
        .and_then(|v| v.as_f64())
    else {
        return (None, None);
    };
    let start = Instant::now();
    while start.elapsed() < PAGE_PATIENCE {
        // While the desk's page loads, the script may find the old page
        // gone: asked again.
        if let Ok(read) = app.execute(READ_DESK, vec![]).await
            && let (Some(own), Some(at)) = (read[0].as_f64(), read[1].as_f64())
        {
            return (Some(own), Some(at - tapped));
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (None, None)
}

/// What CPU this process may use: the quota of its own cgroup (v1:
/// `cpu.cfs_quota_us` over `cpu.cfs_period_us`; v2: `cpu.max`), in words.
fn cpu_condition() -> String {
    let groups = std::fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
    let read = |path: String| std::fs::read_to_string(path).ok();
    for line in groups.lines() {
        let mut parts = line.splitn(3, ':');
        let (Some(_), Some(controllers), Some(path)) = (parts.next(), parts.next(), parts.next())
        else {
            continue;
        };
        let quota = if controllers.split(',').any(|c| c == "cpu") {
            let dir = format!("/sys/fs/cgroup/cpu{path}");
            read(format!("{dir}/cpu.cfs_quota_us"))
                .zip(read(format!("{dir}/cpu.cfs_period_us")))
                .map(|(q, p)| (q.trim().to_owned(), p.trim().to_owned(), "cgroup v1"))
        } else if controllers.is_empty() {
            read(format!("/sys/fs/cgroup{path}/cpu.max")).and_then(|max| {
                let (q, p) = max.trim().split_once(' ')?;
                Some((q.to_owned(), p.to_owned(), "cgroup v2"))
            })
        } else {
            None
        };
        let Some((quota, period, version)) = quota else {
            continue;
        };
        let (Ok(quota), Ok(period)) = (quota.parse::<f64>(), period.parse::<f64>()) else {
            continue; // "-1" (v1) or "max" (v2): no quota here.
        };
        if quota > 0.0 && period > 0.0 {
            return format!(
                "under a CPU quota of {:.0}% of one core ({version} {path}: {quota:.0} µs every {period:.0} µs)",
                quota / period * 100.0
            );
        }
    }
    "at full speed (no CPU quota on this process's cgroup)".to_owned()
}

/// `value` over `floor`, as "1.26×", or "—" when either is unknown.
fn ratio(value: Option<f64>, floor: Option<f64>) -> String {
    match (value, floor) {
        (Some(v), Some(f)) if f > 0.0 => format!("{:.2}×", v / f),
        _ => "—".to_owned(),
    }
}

/// The side-by-side table: launch → first `main` and navigation → the first
/// frame drawn, each with its ratio to the floor (the first contender).
fn print_table(condition: &str, rounds: usize, contenders: &[Contender<'_>]) {
    println!("\nside by side, {condition}, medians of {rounds} rounds:");
    println!(
        "| | launch → first `main` | ratio to floor | navigation → first frame drawn | ratio to floor |"
    );
    println!("|---|---|---|---|---|");
    let floor_main = contenders.first().map(|c| c.total.median());
    let floor_drawn = contenders.first().and_then(|c| c.marks[3].median());
    for one in contenders {
        let main = one.total.median();
        let drawn = &one.marks[3];
        println!(
            "| {} | {main:.0} ms | {} | {} | {} |",
            one.label,
            ratio(Some(main), floor_main),
            drawn.cell(one.launches),
            ratio(drawn.median(), floor_drawn),
        );
    }
    // The player's first tap: New match, the set-up a lazy screen.
    for one in contenders {
        if one.desk.is_some() {
            println!(
                "| New match from home ({}) | tap → set-up drawn {} | — | — | — |",
                one.label,
                one.setup.cell(one.launches),
            );
        }
    }
    // The director's desk, opened from the home screen: a page of its own.
    for one in contenders {
        if let Some([navigation, tap]) = &one.desk {
            println!(
                "| desk page, opened from home ({}) | tap → drawn {} | — | {} | {} |",
                one.label,
                tap.cell(one.launches),
                navigation.cell(one.launches),
                ratio(navigation.median(), floor_drawn),
            );
        }
    }
}

#[tokio::main]
async fn main() {
    let rounds = runs(10);
    let condition = cpu_condition();
    println!("startup bench, {condition}");
    let tranque = app_binary();
    let floor = floor_binary();
    let empty = Table::new("bench-startup-empty");
    let full = Table::new("bench-startup-full");
    let size = give_history(&full);

    let mut contenders = [
        Contender::new("floor", &empty, &floor),
        Contender::new("Tranque, empty history", &empty, &tranque).with_desk(),
        Contender::new("Tranque, 10,000 matches", &full, &tranque).with_desk(),
    ];
    // The first start of each writes what a first start writes (Tranque's
    // new database, the day's backup); it is shown, not counted.
    for one in &mut contenders {
        let first = one.launch().await;
        println!("first start (not counted), {}: {first:.0} ms", one.label);
        one.reset();
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
        "\ncold start, launch → first `main`, release builds, {rounds} rounds of 3 launches in turn, {condition}"
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
        let [main, mounted, frame, drawn] = &one.marks;
        println!(
            "  {:<24} its own marks (medians): the wasm's `main` runs at {}, the first screen is mounted at {}, its first frame begins at {}, drawn at {}",
            "",
            main.cell(one.launches),
            mounted.cell(one.launches),
            frame.cell(one.launches),
            drawn.cell(one.launches),
        );
    }
    let [floor, empty, full] = contenders.each_ref().map(|c| c.total.median());
    println!(
        "ratios: empty / floor {:.2}x, 10,000 matches / floor {:.2}x, 10,000 matches / empty {:.2}x",
        empty / floor,
        full / floor,
        full / empty
    );
    print_table(&condition, rounds, &contenders);
}
