//! Where a start's time goes. With `TRANQUE_STARTUP_LOG=1` in the
//! environment, the shell prints to stderr the milliseconds since `main` at
//! each step on the way to the first screen: the store opened, the page
//! loaded, the UI's first command. Without it, nothing is printed.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The instant `main` began, and whether to print.
static ORIGIN: OnceLock<(Instant, bool)> = OnceLock::new();
/// Whether the UI's first command was seen.
static FIRST_COMMAND: AtomicBool = AtomicBool::new(false);
/// The same, for the work that waits for it ([`wait_for_ui`]).
static UI_ASKED: Mutex<bool> = Mutex::new(false);
static UI_ASKED_SIGNAL: Condvar = Condvar::new();

/// Marks the start of the process; call first thing in `main`.
pub fn begin() {
    ORIGIN.get_or_init(|| {
        let enabled = std::env::var_os("TRANQUE_STARTUP_LOG").is_some_and(|v| v == "1");
        (Instant::now(), enabled)
    });
}

/// Prints `step` with the time since [`begin`], when the log is on.
pub fn mark(step: &str) {
    if let Some((origin, true)) = ORIGIN.get() {
        let ms = origin.elapsed().as_secs_f64() * 1000.0;
        eprintln!("tranque start: {ms:8.1} ms  {step}");
    }
}

/// Marks the UI's first command (the wasm is running and asks for its first
/// screen); later commands are not marked.
pub fn command(name: &str) {
    if !FIRST_COMMAND.swap(true, Ordering::Relaxed) {
        mark(&format!("first command from the UI: {name}"));
        *UI_ASKED
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = true;
        UI_ASKED_SIGNAL.notify_all();
    }
}

/// Waits until the UI has asked its first command (its wasm runs and draws
/// the first screen), at most `limit`: work that can wait, such as the full
/// page check, then leaves the two cores of a cheap phone to the webview.
pub fn wait_for_ui(limit: Duration) {
    let asked = UI_ASKED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let _ = UI_ASKED_SIGNAL.wait_timeout_while(asked, limit, |asked| !*asked);
}
