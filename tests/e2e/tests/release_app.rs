//! The app a player runs, started as `./x run` starts it: the release
//! binary `./x run` builds (`tauri build`, the release profile, the three
//! pages embedded), not the debug build with the test hooks that the flows
//! drive. `./x test` builds it the same way, holds it to its budget and
//! runs this test on it (`release_check` in `./x`), so a change that
//! breaks the player's app breaks the suite.
//!
//! Alone: `./x app`, then
//! `xvfb-run -a cargo test -p tranque-e2e --test release_app`
//! (`TRANQUE_APP_RELEASE` names another binary).

use std::time::{Duration, Instant};

use tranque_e2e::{PATIENCE, Table, call, release_binary, run, wait_for};

/// When the page's first frame was drawn (ms after its navigation), or null.
const DRAWN: &str = r#"
const m = performance.getEntriesByName("tranque:drawn", "mark")[0];
return m ? m.startTime : null;
"#;

#[test]
fn the_release_app_starts_draws_home_and_closes_cleanly() {
    run(async {
        let app = release_binary(
            "TRANQUE_APP_RELEASE",
            "tranque-app",
            "build the release app first (./x app)",
        );
        let table = Table::new("release-app");

        // Step 1: the binary starts and its window opens.
        let client = table.start(&app).await;

        // Step 2: home's first frame is drawn, with home's first choice on it.
        let start = Instant::now();
        let drawn = loop {
            let at = call(
                "read the page's first-frame mark",
                client.execute(DRAWN, vec![]),
            )
            .await;
            if let Some(ms) = at.as_f64() {
                break ms;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "the release app never drew its first frame (no tranque:drawn mark in {} s)",
                PATIENCE.as_secs()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        let new_match = wait_for(&client, "#new-match").await;
        let words = call("read home's New match", new_match.text()).await;
        assert!(!words.trim().is_empty(), "home's New match has no words");
        println!("the release app: home's first frame drawn {drawn:.0} ms after its navigation");

        // Step 3: its window closed, the app ends on its own, without a panic.
        assert!(
            table.running("tranque-app"),
            "the release app is not running"
        );
        let _ = tokio::time::timeout(Duration::from_secs(10), client.close_window()).await;
        let start = Instant::now();
        while table.running("tranque-app") {
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "the release app was still running 15 s after its window closed"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let stderr = table.stderr();
        assert!(
            !stderr.contains("panicked"),
            "the release app panicked:\n{stderr}"
        );
        println!("the release app: closed cleanly");
    });
}
