//! A harness for driving the real Tranque app.
//!
//! [`Table`] starts `tauri-driver` (which starts WebKitWebDriver, which starts
//! the app built for the tests, [`test_app`]) with its own data folders under `target/e2e/<name>`, so
//! each test owns its database. [`Table::launch`] opens the app; closing the
//! session quits it, and launching again restarts it on the same data.
//! Screenshots go to `target/e2e/screenshots/<name>.png` for people to look at;
//! every screen shot is audited for accessibility and layout too ([`audit`],
//! [`layout`]).
//!
//! Every test runs its body through [`run`]: in bounded time, its processes
//! ended with it ([`bound`]). WebDriver never waits for a page to load
//! (the session's page-load strategy is `none`): a move between the table
//! app's page and the desk's, a reload or the system's back is followed by
//! a wait for what the next screen shows ([`wait_for`], [`reload`]).

pub mod audit;
pub mod bound;
pub mod layout;

pub use bound::run;

use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator, elements::Element};
use hyper_util::client::legacy::connect::HttpConnector;

/// How long any wait for the app may last before the test fails.
pub const PATIENCE: Duration = Duration::from_secs(20);

/// The window size of every test: a common phone's CSS pixels.
pub const PHONE: (u32, u32) = (360, 640);

/// The workspace's `target` folder.
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"),
    }
}

/// The app the tests drive: the one `./x e2e` builds with the test hooks
/// and the embedded UI, linked as `target/e2e/tranque-app` (`TRANQUE_APP`
/// overrides).
pub fn test_app() -> PathBuf {
    let path = match std::env::var_os("TRANQUE_APP") {
        Some(path) => PathBuf::from(path),
        None => target_dir().join("e2e").join("tranque-app"),
    };
    assert!(
        path.exists(),
        "{} is missing: build the app for the tests first (./x e2e does)",
        path.display()
    );
    path
}

/// The release app, as players run it: what the benchmarks measure
/// (`TRANQUE_BENCH_APP` overrides).
pub fn app_binary() -> PathBuf {
    release_binary(
        "TRANQUE_BENCH_APP",
        "tranque-app",
        "build the app first (./x bench does)",
    )
}

/// A release binary of the workspace: the path in the variable `var`, or
/// `target/release/<name>`; its absence names `how` to build it.
pub fn release_binary(var: &str, name: &str, how: &str) -> PathBuf {
    let path = match std::env::var_os(var) {
        Some(path) => PathBuf::from(path),
        None => target_dir().join("release").join(name),
    };
    assert!(path.exists(), "{} is missing: {how}", path.display());
    path
}

/// One test's table: a tauri-driver process and the data folders of the app.
pub struct Table {
    name: String,
    driver: Child,
    /// The variable [`bound::MARKER_VAR`]'s value in every process of this table.
    marker: String,
    port: u16,
    home: PathBuf,
    /// Clicks made through [`Table::tap`], to count the taps a flow needs.
    pub taps: u32,
}

impl Table {
    /// Starts tauri-driver for the test `name`, with empty data folders.
    pub fn new(name: &str) -> Table {
        Table::with_env(name, &[])
    }

    /// Like [`Table::new`], with `vars` added to the environment that
    /// tauri-driver passes on to WebKitWebDriver and the app: `("TZ", …)`
    /// puts the phone in another time zone.
    pub fn with_env(name: &str, vars: &[(&str, &str)]) -> Table {
        let home = target_dir().join("e2e").join(name);
        let _ = std::fs::remove_dir_all(&home);
        for sub in ["data", "config", "cache"] {
            std::fs::create_dir_all(home.join(sub)).expect("create the test's data folders");
        }
        let port = free_port();
        let native_port = free_port();
        static TABLES: AtomicU32 = AtomicU32::new(0);
        let marker = format!(
            "{name}-{}-{}",
            std::process::id(),
            TABLES.fetch_add(1, Ordering::Relaxed)
        );
        // The driver's, WebKitWebDriver's and the app's stderr, read back
        // when the test fails.
        let log_path = home.join("stderr.log");
        let log = std::fs::File::create(&log_path).expect("create the test's stderr log");
        let driver = Command::new("tauri-driver")
            .args([
                "--port",
                &port.to_string(),
                "--native-port",
                &native_port.to_string(),
            ])
            .env("XDG_DATA_HOME", home.join("data"))
            .env("XDG_CONFIG_HOME", home.join("config"))
            .env("XDG_CACHE_HOME", home.join("cache"))
            .env("WEBKIT_DISABLE_COMPOSITING_MODE", "1")
            .env(bound::MARKER_VAR, &marker)
            .envs(vars.iter().copied())
            // A group of its own: the driver, WebKitWebDriver, the app and
            // its WebKit processes end together (`bound::end_group`).
            .process_group(0)
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("tauri-driver must be installed (./x test installs it)");
        bound::watch(name, driver.id(), &marker, &log_path);
        let table = Table {
            name: name.to_owned(),
            driver,
            marker,
            port,
            home,
            taps: 0,
        };
        // tauri-driver starts WebKitWebDriver, then listens on its own
        // port, and hands a new session to WebKitWebDriver's port as it
        // comes: asked before WebKitWebDriver listens (a cold start, the
        // first test of a lane under load), it drops the connection. So
        // both must listen before the session is asked for.
        wait_for_port("tauri-driver", port);
        wait_for_port("WebKitWebDriver", native_port);
        table
    }

    /// The WebDriver port of this table's tauri-driver.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// Whether a process of this table named `comm` (the kernel's name of
    /// it, 15 characters at most) is running: the app, say, after its
    /// window was closed.
    pub fn running(&self, comm: &str) -> bool {
        bound::with_marker(&self.marker)
            .iter()
            .any(|(_, name)| name == comm)
    }

    /// What the driver, WebKitWebDriver and the app have written to stderr
    /// so far.
    pub fn stderr(&self) -> String {
        std::fs::read_to_string(self.home.join("stderr.log")).unwrap_or_default()
    }

    /// The app's data folder (where the database lives).
    pub fn data_dir(&self) -> PathBuf {
        self.home.join("data")
    }

    /// Opens the app and waits for its first screen.
    pub async fn launch(&self) -> Client {
        let client = self.start(&test_app()).await;
        wait_for(&client, "main").await;
        client
    }

    /// Starts the Tauri app `binary` (Tranque's, or another built the same
    /// way) on this table's data folders, in a phone-sized window, without
    /// waiting for its page: the WebDriver session is open once the window is.
    pub async fn start(&self, binary: &Path) -> Client {
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), "wry".into());
        caps.insert(
            "tauri:options".into(),
            serde_json::json!({ "application": binary }),
        );
        // Never wait for a page's load: WebKitWebDriver waits, before every
        // command, for the last navigation to be reported complete, and a
        // page brought back from the webview's back-forward cache is
        // sometimes never reported, which held every later command forever.
        // The tests wait for what the next screen shows instead.
        caps.insert("pageLoadStrategy".into(), "none".into());
        let bound_ms = bound::CALL_BOUND.as_millis() as u64;
        caps.insert(
            "timeouts".into(),
            serde_json::json!({ "script": bound_ms, "pageLoad": bound_ms, "implicit": 0 }),
        );
        let client = call(
            "open a WebDriver session with the app",
            ClientBuilder::new(HttpConnector::new())
                .capabilities(caps)
                .connect(&format!("http://127.0.0.1:{}", self.port)),
        )
        .await;
        bound::watch_client(self.driver.id(), &client);
        // A phone: 360×640 CSS pixels, as the screens are designed for.
        let _ =
            tokio::time::timeout(bound::CALL_BOUND, client.set_window_size(PHONE.0, PHONE.1)).await;
        client
    }

    /// Clicks the element `css` and counts the tap. An element the page
    /// replaced between the search and the click (a page shown again from
    /// the webview's cache loads itself again, `nav.rs`) is looked for
    /// again, as a finger taps again; any other error fails the test.
    pub async fn tap(&mut self, client: &Client, css: &str) {
        let start = Instant::now();
        loop {
            let element = wait_for(client, css).await;
            match ask(&format!("tap {css}"), element.click()).await {
                Ok(()) => break,
                Err(e) if replaced(&e) && start.elapsed() < PATIENCE => {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                Err(e) => panic!("tap {css}: {e}"),
            }
        }
        self.taps += 1;
    }

    /// Saves a screenshot as `target/e2e/screenshots/<test>-<label>.png`,
    /// then audits the screen shown ([`audit::audit`]: axe-core in every
    /// colour scheme and at 200 % text; every word whole at 100, 130 and
    /// 200 %, [`layout`]).
    ///
    /// The pixels come from the X server (ImageMagick's `import`), cropped to
    /// the app's window: WebKitWebDriver's own screenshot waits for a paint
    /// that, under Xvfb, sometimes never comes, and then hangs every later
    /// WebDriver command of the session.
    pub async fn screenshot(&self, client: &Client, label: &str) -> PathBuf {
        let (x, y, width, height) = call(
            "the app window's position and size",
            client.get_window_rect(),
        )
        .await;
        let dir = target_dir().join("e2e/screenshots");
        std::fs::create_dir_all(&dir).expect("create the screenshots folder");
        let path = dir.join(format!("{}-{label}.png", self.name));
        // Let the last tap's repaint reach the X server.
        tokio::time::sleep(Duration::from_millis(150)).await;
        let status = Command::new("timeout")
            .args(["20", "import", "-window", "root", "-crop"])
            .arg(format!("{width}x{height}+{x}+{y}"))
            .arg("+repage")
            .arg(&path)
            .status()
            .expect("ImageMagick's import must be installed (./x test installs it)");
        assert!(
            status.success(),
            "import failed to capture the window: {status}"
        );
        let png = std::fs::read(&path).expect("read the screenshot back");
        assert!(png.starts_with(b"\x89PNG"), "the screenshot is not a PNG");
        audit::audit(client, &format!("{}-{label}", self.name)).await;
        path
    }
}

impl Drop for Table {
    /// Ends the driver, WebKitWebDriver, the app and its webview: their
    /// whole process group. A process still running after that fails the
    /// test ([`run`]).
    fn drop(&mut self) {
        bound::end_table(self.driver.id(), &self.marker);
        let _ = self.driver.wait();
    }
}

/// Waits until something listens on `port`, for at most [`PATIENCE`].
fn wait_for_port(who: &str, port: u16) {
    let start = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            start.elapsed() < PATIENCE,
            "{who} did not listen on {port} in {} s",
            PATIENCE.as_secs()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn free_port() -> u16 {
    TcpListener::bind(("127.0.0.1", 0))
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free local port")
}

/// The phone's back button: the webview goes back one entry of its history
/// (`history.back()`, what the shell's back does on a phone). WebDriver's own
/// Back waits for a page load it can miss when the page comes back from the
/// webview's cache, and then never answers; the caller waits for the screen
/// it expects instead.
pub async fn system_back(client: &Client) {
    // Queued, so the script has answered before the navigation starts.
    call(
        "the system's back",
        client.execute("setTimeout(() => history.back(), 0);", vec![]),
    )
    .await;
}

/// The system's forward: the webview goes forward one entry of its history.
pub async fn system_forward(client: &Client) {
    call(
        "the system's forward",
        client.execute("setTimeout(() => history.forward(), 0);", vec![]),
    )
    .await;
}

/// Reloads the page and waits until the new page has replaced the old one
/// and shows `css`: a reload is not waited for by WebDriver (see
/// [`Table::start`]), so the old page could otherwise answer the next
/// question.
pub async fn reload(client: &Client, css: &str) -> Element {
    call(
        "mark the page before its reload",
        client.execute("window.__tranqueBeforeReload = true;", vec![]),
    )
    .await;
    call("reload the page", client.refresh()).await;
    let start = Instant::now();
    loop {
        let old = ask(
            "whether the page has reloaded",
            client.execute("return window.__tranqueBeforeReload === true;", vec![]),
        )
        .await;
        if matches!(old, Ok(serde_json::Value::Bool(false))) {
            break;
        }
        assert!(start.elapsed() < PATIENCE, "the page never reloaded");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    wait_for(client, css).await
}

/// Whether a WebDriver error says the element is gone from the page: stale,
/// or its node no longer found (WebKit's words).
fn replaced(error: &fantoccini::error::CmdError) -> bool {
    use fantoccini::error::{CmdError, ErrorStatus};
    match error {
        CmdError::Standard(e) => {
            e.error == ErrorStatus::StaleElementReference
                || e.error == ErrorStatus::NoSuchElement
                || e.message.contains("was not found")
        }
        _ => false,
    }
}

/// Awaits one WebDriver call for at most [`bound::CALL_BOUND`]: a webview
/// that never answers fails the test in words, naming the call.
pub async fn call<T, E: std::fmt::Display>(
    what: &str,
    call: impl std::future::Future<Output = Result<T, E>>,
) -> T {
    match tokio::time::timeout(bound::CALL_BOUND, call).await {
        Ok(Ok(value)) => value,
        Ok(Err(e)) => panic!("{what}: {e}"),
        Err(_) => panic!("{what}: no answer in {} s", bound::CALL_BOUND.as_secs()),
    }
}

/// [`call`] for a call whose failure is an answer (an element not found
/// yet, a page between two loads): only its silence fails the test.
async fn ask<T, E>(
    what: &str,
    call: impl std::future::Future<Output = Result<T, E>>,
) -> Result<T, E> {
    match tokio::time::timeout(bound::CALL_BOUND, call).await {
        Ok(answer) => answer,
        Err(_) => panic!("{what}: no answer in {} s", bound::CALL_BOUND.as_secs()),
    }
}

/// Waits for the element `css` to be present. A search the page's unload
/// interrupts (moving between the table app and the desk loads the other
/// page) is asked again, like a search that found nothing yet.
pub async fn wait_for(client: &Client, css: &str) -> Element {
    let start = Instant::now();
    loop {
        match ask(&format!("find {css}"), client.find(Locator::Css(css))).await {
            Ok(el) => return el,
            Err(e) if start.elapsed() > PATIENCE => {
                let source = ask("the page's source", client.source())
                    .await
                    .unwrap_or_default();
                panic!("{css} never appeared: {e}\npage source:\n{source}")
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
}

/// Waits for the element `css` to be present, asking every 2 ms rather than
/// fantoccini's 250: for timings, where the wait is the measurement.
pub async fn wait_closely(client: &Client, css: &str) {
    let start = Instant::now();
    while let Err(e) = ask(&format!("find {css}"), client.find(Locator::Css(css))).await {
        if start.elapsed() > PATIENCE {
            let source = ask("the page's source", client.source())
                .await
                .unwrap_or_default();
            panic!("{css} never appeared: {e}\npage source:\n{source}");
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

/// Waits until the text of `css` is exactly `text`, asking as often as
/// [`wait_closely`].
pub async fn wait_closely_for_text(client: &Client, css: &str, text: &str) {
    let start = Instant::now();
    let mut last = None;
    while start.elapsed() < PATIENCE {
        last = inner_text(client, css).await;
        if last.as_deref() == Some(text) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    panic!("{css} never showed {text:?}; it showed {last:?}");
}

/// Waits until the text of `css` contains `needle`, and returns that text.
pub async fn wait_for_text(client: &Client, css: &str, needle: &str) -> String {
    let start = Instant::now();
    let mut last = String::new();
    while start.elapsed() < PATIENCE {
        if let Some(text) = inner_text(client, css).await {
            last = text;
            if last.contains(needle) {
                return last;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{css} never showed {needle:?}; it showed {last:?}");
}

/// Types `text` into the input `css`, replacing what it held.
pub async fn type_into(client: &Client, css: &str, text: &str) {
    let input = wait_for(client, css).await;
    call(&format!("clear {css}"), input.clear()).await;
    call(&format!("type into {css}"), input.send_keys(text)).await;
}

impl Table {
    /// Taps each selector of `css` in turn.
    pub async fn taps(&mut self, client: &Client, css: &[&str]) {
        for one in css {
            self.tap(client, one).await;
        }
    }

    /// From the home screen: a `pr-federacion` match of Tito, Nana, Pepe and
    /// Luz (seats 0 to 3), Tito holding 6-6; the table shows next.
    pub async fn start_federacion(&mut self, client: &Client) {
        self.taps(client, &["#new-match", "#preset-pr-federacion"])
            .await;
        name_seats(client, &["Tito", "Nana", "Pepe", "Luz"]).await;
        self.taps(client, &["#six-0", "#start"]).await;
    }

    /// From the desk's list of tournaments: a new one named `name` under
    /// the federation's rules, played to `target`; its screen shows next.
    pub async fn create_tournament(&mut self, client: &Client, name: &str, target: u32) {
        self.tap(client, "#new-tournament").await;
        type_into(client, "#tournament-name", name).await;
        self.tap(client, "#preset-pr-federacion").await;
        type_into(client, "#tournament-target", &target.to_string()).await;
        self.tap(client, "#create-tournament").await;
        wait_for_text(client, "#tournament-title", name).await;
    }

    /// On a tournament's screen: registers `pairs` in order (pair n is
    /// `pairs[n - 1]`), each shown before the next is typed.
    pub async fn register_pairs(&mut self, client: &Client, pairs: &[[&str; 2]]) {
        for (n, [a, b]) in pairs.iter().enumerate() {
            type_into(client, "#pair-a", a).await;
            type_into(client, "#pair-b", b).await;
            self.tap(client, "#add-pair").await;
            wait_for_text(client, &format!("#pair-{}", n + 1), b).await;
        }
    }

    /// Records a domino from the table screen, pips typed: taps Domino and the
    /// player who went out (`by`), types the pips `left` in the other hands
    /// (`(seat, pips)`), and taps Save once the preview allows it: 3 taps.
    /// The caller checks the score that follows.
    pub async fn record_domino(&mut self, client: &Client, by: usize, left: &[(usize, u32)]) {
        self.taps(client, &["#domino", &format!("#who-{by}")]).await;
        for (seat, pips) in left {
            type_into(client, &format!("#pips-{seat}"), &pips.to_string()).await;
        }
        wait_enabled(client, "#save", true).await;
        self.tap(client, "#save").await;
    }
}

/// Types the players' names into the seats of the new-match screen, seat 0
/// first (counter-clockwise). Typing is not counted as a tap.
pub async fn name_seats(client: &Client, names: &[&str]) {
    for (seat, name) in names.iter().enumerate() {
        type_into(client, &format!("#seat-{seat}"), name).await;
    }
}

/// The text of the element `css` as the page renders it (`innerText`), if present.
///
/// WebKitWebDriver's own element text comes back empty for the contents of
/// some buttons, so the page is asked directly.
pub async fn inner_text(client: &Client, css: &str) -> Option<String> {
    let js = "const e = document.querySelector(arguments[0]); return e ? e.innerText : null;";
    match ask(
        &format!("the text of {css}"),
        client.execute(js, vec![css.into()]),
    )
    .await
    {
        Ok(serde_json::Value::String(text)) => Some(text),
        _ => None,
    }
}

/// The pairs at table `n` of the round shown on the desk: side A, side B.
pub async fn pairs_at(client: &Client, n: u32) -> [u32; 2] {
    wait_for(client, &format!("#table-{n} .pair-at")).await;
    let numbers = client
        .execute(
            "return [...document.querySelectorAll(arguments[0])].map(e => Number(e.dataset.pair))",
            vec![format!("#table-{n} .pair-at").into()],
        )
        .await
        .expect("the pairs at the table");
    let numbers: Vec<u32> = numbers
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|n| n.as_u64())
                .filter_map(|n| u32::try_from(n).ok())
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(numbers.len(), 2, "two pairs at table {n}: {numbers:?}");
    [numbers[0], numbers[1]]
}

/// The texts of the cells of the table row `css`, trimmed.
pub async fn cells(client: &Client, css: &str) -> Vec<String> {
    let cells = client
        .execute(
            "return [...document.querySelectorAll(arguments[0])].map(td => td.innerText.trim())",
            vec![format!("{css} td").into()],
        )
        .await
        .expect("the row's cells");
    cells
        .as_array()
        .map(|a| {
            a.iter()
                .map(|c| c.as_str().unwrap_or_default().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// The text of the element `css` (waiting for it to be present).
pub async fn text_of(client: &Client, css: &str) -> String {
    wait_for(client, css).await;
    inner_text(client, css).await.unwrap_or_default()
}

/// Whether the element `css` is present and enabled, right now.
pub async fn is_enabled(client: &Client, css: &str) -> bool {
    match ask(&format!("find {css}"), client.find(Locator::Css(css))).await {
        Ok(el) => ask(&format!("whether {css} is enabled"), el.is_enabled())
            .await
            .unwrap_or(false),
        Err(_) => false,
    }
}

/// Waits until the element `css` is enabled (or disabled, with `enabled = false`).
pub async fn wait_enabled(client: &Client, css: &str, enabled: bool) {
    let start = Instant::now();
    while start.elapsed() < PATIENCE {
        if is_enabled(client, css).await == enabled {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "{css} never became {}",
        if enabled { "enabled" } else { "disabled" }
    );
}
