//! Every end-to-end test in bounded time, leaving nothing running.
//!
//! [`run`] drives one test's body with a time bound ([`TEST_BOUND`]). Past
//! it, the test fails with its name, a picture of the screen, the webview's
//! console and the app's stderr, and the next test runs. Each [`Table`]
//! starts its tauri-driver in a process group of its own, so the driver,
//! WebKitWebDriver, the app and its WebKit processes end together
//! (`end_group`); a process of the test still running after its group has
//! ended fails the test.
//!
//! [`Table`]: crate::Table

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use fantoccini::Client;

/// How long one end-to-end test may take. The longest, the federation's
/// clock running out into a tiebreak, takes well under it, most of it the
/// clock's own seconds (`docs/performance.md`, "No test can hang the run").
/// `TRANQUE_E2E_BOUND` (seconds) overrides it.
pub const TEST_BOUND: Duration = Duration::from_secs(120);

/// How long one WebDriver call made by the harness may take.
pub const CALL_BOUND: Duration = Duration::from_secs(30);

/// The variable every process of a table inherits, valued with the table's
/// own marker: the processes of a test are found by it even if they left
/// its process group.
pub const MARKER_VAR: &str = "TRANQUE_E2E_TABLE";

/// One table's processes, as the test's bound and its end see them.
struct Watched {
    name: String,
    group: u32,
    marker: String,
    log: PathBuf,
    client: Option<Client>,
    /// Processes found running after the table's group was ended.
    leftovers: Vec<String>,
}

/// The tables of the test running now (the tests run one at a time).
static WATCHED: Mutex<Vec<Watched>> = Mutex::new(Vec::new());

/// One test at a time, even with several test threads: there is one screen.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

fn watched() -> std::sync::MutexGuard<'static, Vec<Watched>> {
    WATCHED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Records a table's driver (the leader of its process group) for the
/// running test.
pub(crate) fn watch(name: &str, group: u32, marker: &str, log: &Path) {
    watched().push(Watched {
        name: name.to_owned(),
        group,
        marker: marker.to_owned(),
        log: log.to_owned(),
        client: None,
        leftovers: Vec::new(),
    });
}

/// Records the WebDriver session of the table whose driver leads `group`,
/// for the picture and console taken if the test runs out of time.
pub(crate) fn watch_client(group: u32, client: &Client) {
    if let Some(w) = watched().iter_mut().find(|w| w.group == group) {
        w.client = Some(client.clone());
    }
}

/// Ends the table's processes (see [`end_group`]) and records any left.
pub(crate) fn end_table(group: u32, marker: &str) {
    let leftovers = end_group(group, marker);
    if let Some(w) = watched().iter_mut().find(|w| w.group == group) {
        w.leftovers.extend(leftovers);
    }
}

/// Runs one end-to-end test's body within [`TEST_BOUND`], named after the
/// test (libtest names the thread after it).
///
/// The test fails if its body panics, if it outlasts the bound (with a
/// picture of the screen, the webview's console and the app's stderr), or
/// if any of its processes is still running once its tables have ended.
pub fn run<F>(body: F)
where
    F: std::future::Future<Output = ()> + Send + 'static,
{
    let name = std::thread::current()
        .name()
        .unwrap_or("an end-to-end test")
        .to_owned();
    let bound = std::env::var("TRANQUE_E2E_BOUND")
        .ok()
        .and_then(|s| s.parse().ok())
        .map(Duration::from_secs)
        .unwrap_or(TEST_BOUND);
    run_within(&name, bound, body);
}

/// [`run`] with the test's name and bound given.
pub fn run_within<F>(name: &str, bound: Duration, body: F)
where
    F: std::future::Future<Output = ()> + Send + 'static,
{
    let _one = ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    watched().clear();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime for the test");
    let start = Instant::now();
    let task = runtime.spawn(body);
    let abort = task.abort_handle();
    let outcome = runtime.block_on(async { tokio::time::timeout(bound, task).await });
    let failure: Option<Box<dyn std::any::Any + Send>> = match outcome {
        Ok(Ok(())) => None,
        Ok(Err(join)) if join.is_panic() => Some(join.into_panic()),
        Ok(Err(join)) => Some(Box::new(format!("{name}: {join}"))),
        Err(_) => {
            abort.abort();
            let report = runtime.block_on(out_of_time(name, bound));
            Some(Box::new(report))
        }
    };
    // Whatever happened, every table's processes end here too.
    let tables: Vec<(u32, String)> = watched()
        .iter()
        .map(|w| (w.group, w.marker.clone()))
        .collect();
    for (group, marker) in tables {
        end_table(group, &marker);
    }
    runtime.shutdown_timeout(Duration::from_secs(5));
    // Straight to stderr, past libtest's capture: every run shows each
    // test's time, the bound's measure.
    let _ = writeln!(
        std::io::stderr(),
        "    {name}: {:.1} s",
        start.elapsed().as_secs_f64()
    );
    if let Some(payload) = failure {
        print_stderr_tails();
        std::panic::resume_unwind(payload);
    }
    let left: Vec<String> = watched()
        .iter()
        .flat_map(|w| {
            w.leftovers
                .iter()
                .map(move |p| format!("{} ({})", p, w.name))
        })
        .collect();
    assert!(
        left.is_empty(),
        "{name}: processes were still running after the test ended them: {}",
        left.join(", ")
    );
}

/// The report of a test past its bound: a picture of the screen, the
/// webview's console and the app's stderr of each of its tables.
async fn out_of_time(name: &str, bound: Duration) -> String {
    let tables: Vec<(String, Option<Client>, PathBuf)> = watched()
        .iter()
        .map(|w| (w.name.clone(), w.client.clone(), w.log.clone()))
        .collect();
    let mut report = format!(
        "{name} did not finish in {} s (the bound of every end-to-end test)",
        bound.as_secs()
    );
    let picture = crate::target_dir()
        .join("e2e/screenshots")
        .join(format!("{}-out-of-time.png", sanitize(name)));
    let _ = std::fs::create_dir_all(picture.parent().unwrap_or(Path::new(".")));
    let taken = Command::new("timeout")
        .args(["20", "import", "-window", "root"])
        .arg(&picture)
        .status()
        .is_ok_and(|s| s.success());
    report.push_str(&if taken {
        format!("\nthe screen: {}", picture.display())
    } else {
        "\nthe screen: no picture (import failed)".to_owned()
    });
    for (table, client, log) in tables {
        let console = match client {
            Some(client) => console(&client).await,
            None => "(no WebDriver session)".to_owned(),
        };
        report.push_str(&format!(
            "\n--- {table}: the webview's console\n{console}\n--- {table}: the app's and driver's stderr (last lines)\n{}",
            tail(&log, 40)
        ));
    }
    report
}

/// What the page logged, as the test build's console capture kept it (the
/// shell's `test-hooks` feature), asked for at most 5 seconds.
pub async fn console(client: &Client) -> String {
    let ask = client.execute(
        "return sessionStorage.getItem('tranque-console') || '[]'",
        vec![],
    );
    match tokio::time::timeout(Duration::from_secs(5), ask).await {
        Ok(Ok(serde_json::Value::String(kept))) => {
            let lines: Vec<String> = serde_json::from_str(&kept).unwrap_or_default();
            if lines.is_empty() {
                "(nothing logged)".to_owned()
            } else {
                lines.join("\n")
            }
        }
        Ok(Ok(other)) => format!("(unexpected answer: {other})"),
        Ok(Err(e)) => format!("(the page did not answer: {e})"),
        Err(_) => "(the page did not answer in 5 s)".to_owned(),
    }
}

/// The last lines of each table's stderr, printed when a test fails.
fn print_stderr_tails() {
    for w in watched().iter() {
        eprintln!(
            "--- {}: the app's and driver's stderr (last lines)\n{}",
            w.name,
            tail(&w.log, 40)
        );
    }
}

/// The last `lines` lines of the file at `path`.
fn tail(path: &Path, lines: usize) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

fn sanitize(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect()
}

/// Ends every process of the group `group` (SIGTERM, then SIGKILL after 5
/// seconds) and returns those still running with the table's `marker` after
/// that, killed: a process that left the group.
pub(crate) fn end_group(group: u32, marker: &str) -> Vec<String> {
    signal_group("TERM", group);
    if !wait_until(Duration::from_secs(5), || in_group(group).is_empty()) {
        signal_group("KILL", group);
        wait_until(Duration::from_secs(5), || in_group(group).is_empty());
    }
    let left: Vec<(u32, String)> = in_group(group)
        .into_iter()
        .chain(with_marker(marker))
        .collect();
    for (pid, _) in &left {
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
    left.into_iter()
        .map(|(pid, comm)| format!("{comm} (pid {pid})"))
        .collect()
}

fn signal_group(signal: &str, group: u32) {
    let _ = Command::new("kill")
        .args([&format!("-{signal}"), "--", &format!("-{group}")])
        .stderr(std::process::Stdio::null())
        .status();
}

fn wait_until(limit: Duration, mut done: impl FnMut() -> bool) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if done() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    done()
}

/// The live processes (not zombies) whose process group is `group`.
fn in_group(group: u32) -> Vec<(u32, String)> {
    processes()
        .filter(|p| p.group == group && p.state != 'Z')
        .map(|p| (p.pid, p.comm))
        .collect()
}

/// The live processes whose environment holds the table's marker.
pub(crate) fn with_marker(marker: &str) -> Vec<(u32, String)> {
    let needle = format!("{MARKER_VAR}={marker}");
    processes()
        .filter(|p| p.state != 'Z')
        .filter(|p| {
            std::fs::read(format!("/proc/{}/environ", p.pid))
                .is_ok_and(|env| env.split(|b| *b == 0).any(|var| var == needle.as_bytes()))
        })
        .map(|p| (p.pid, p.comm))
        .collect()
}

struct Process {
    pid: u32,
    comm: String,
    state: char,
    group: u32,
}

/// Every process of the machine, read from `/proc/<pid>/stat`.
fn processes() -> impl Iterator<Item = Process> {
    std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
            // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses.
            let open = stat.find('(')?;
            let close = stat.rfind(')')?;
            let comm = stat[open + 1..close].to_owned();
            let mut rest = stat[close + 1..].split_whitespace();
            let state = rest.next()?.chars().next()?;
            let _ppid = rest.next()?;
            let group = rest.next()?.parse().ok()?;
            Some(Process {
                pid,
                comm,
                state,
                group,
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The panic's message, from `catch_unwind`'s payload.
    fn message(payload: Box<dyn std::any::Any + Send>) -> String {
        match payload.downcast::<String>() {
            Ok(text) => *text,
            Err(payload) => payload
                .downcast::<&str>()
                .map(|text| text.to_string())
                .unwrap_or_default(),
        }
    }

    #[test]
    fn a_test_that_hangs_fails_in_its_bound_naming_itself() {
        let start = Instant::now();
        let failed = std::panic::catch_unwind(|| {
            run_within("hangs::forever", Duration::from_secs(2), async {
                std::future::pending::<()>().await;
            })
        })
        .expect_err("a test past its bound fails");
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "{:?}",
            start.elapsed()
        );
        let text = message(failed);
        assert!(
            text.contains("hangs::forever did not finish in 2 s"),
            "{text}"
        );
        assert!(text.contains("the screen:"), "{text}");
    }

    #[test]
    fn a_test_blocked_outside_the_runtime_still_fails_in_its_bound() {
        let start = Instant::now();
        let failed = std::panic::catch_unwind(|| {
            run_within("blocks::a_thread", Duration::from_secs(2), async {
                // A call that blocks its thread (a hung subprocess, say).
                std::thread::sleep(Duration::from_secs(8));
            })
        })
        .expect_err("a test past its bound fails");
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "{:?}",
            start.elapsed()
        );
        assert!(message(failed).contains("blocks::a_thread did not finish in 2 s"));
    }

    #[test]
    fn a_passing_test_passes_and_a_failing_one_keeps_its_message() {
        run_within("passes", Duration::from_secs(10), async {});
        let failed = std::panic::catch_unwind(|| {
            run_within("fails", Duration::from_secs(10), async {
                panic!("the score was 13, not 12");
            })
        })
        .expect_err("the body's panic fails the test");
        assert_eq!(message(failed), "the score was 13, not 12");
    }

    /// A process group like a table's: a leader and a child, both marked.
    fn spawn_group(marker: &str, script: &str) -> std::process::Child {
        use std::os::unix::process::CommandExt;
        Command::new("sh")
            .args(["-c", script])
            .env(MARKER_VAR, marker)
            .process_group(0)
            .spawn()
            .expect("sh")
    }

    #[test]
    fn ending_a_group_ends_every_process_of_it() {
        let marker = format!("group-{}", std::process::id());
        let mut leader = spawn_group(&marker, "sleep 300 & sleep 300");
        let group = leader.id();
        assert!(wait_until(Duration::from_secs(5), || in_group(group).len() >= 2));
        let left = end_group(group, &marker);
        assert!(left.is_empty(), "{left:?}");
        assert!(in_group(group).is_empty());
        let _ = leader.wait();
    }

    #[test]
    fn a_process_that_left_the_group_is_found_named_and_ended() {
        let marker = format!("escaper-{}", std::process::id());
        let mut leader = spawn_group(&marker, "setsid sleep 301 & sleep 300");
        let group = leader.id();
        // Until the escaper has left: a marked `sleep` in a group of its own.
        // (A marked process that is merely not the leader may be the shell's
        // fork before it runs `setsid`, still in the group: ending the group
        // then ends it too, and nothing has escaped.)
        let escaped = || {
            with_marker(&marker).iter().any(|(pid, comm)| {
                comm == "sleep" && processes().any(|p| p.pid == *pid && p.group != group)
            })
        };
        assert!(wait_until(Duration::from_secs(10), escaped));
        let left = end_group(group, &marker);
        assert_eq!(left.len(), 1, "{left:?}");
        assert!(left[0].starts_with("sleep (pid "), "{left:?}");
        assert!(wait_until(Duration::from_secs(5), || with_marker(&marker).is_empty()));
        let _ = leader.wait();
    }
}
