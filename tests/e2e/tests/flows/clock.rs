//! The clock of a timed `pr-federacion` match: started from the table it runs
//! down, paused it stands still (two readings seconds apart are the same),
//! resumed it runs again from where it stood (the pause is not counted), and
//! a restart of the app finds it paused at the same reading, with the table
//! still knowing who holds 6-6.

use std::time::Duration;

use tranque_e2e::{PATIENCE, Table, name_seats, text_of, type_into, wait_for, wait_for_text};

/// The seconds of a `mm:ss` reading.
fn seconds(reading: &str) -> u32 {
    let (m, s) = reading
        .trim()
        .split_once(':')
        .unwrap_or_else(|| panic!("{reading:?} is not mm:ss"));
    let number = |part: &str| {
        part.parse::<u32>()
            .unwrap_or_else(|_| panic!("{reading:?} is not mm:ss"))
    };
    number(m) * 60 + number(s)
}

/// Waits until the clock shows less than `below` seconds, and returns the reading.
async fn clock_below(app: &fantoccini::Client, below: u32) -> u32 {
    let start = std::time::Instant::now();
    loop {
        let now = seconds(&text_of(app, "#clock").await);
        if now < below {
            return now;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "the clock stayed at {now} s, never below {below} s"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[test]
fn the_clock_stands_still_while_paused_and_runs_again_when_resumed() {
    tranque_e2e::run(async move {
        let mut table = Table::new("clock");
        let app = table.launch().await;
        table
            .taps(&app, &["#new-match", "#preset-pr-federacion"])
            .await;
        name_seats(&app, &["Tito", "Nana", "Pepe", "Luz"]).await;
        // A 10-minute limit, so the clock is not yet in its last five minutes.
        type_into(&app, "#time-limit", "10").await;
        table.taps(&app, &["#six-0", "#start"]).await;
        wait_for_text(&app, "#clock", "10:00").await;
        wait_for_text(&app, ".felt", "Tito opens").await;

        // Start: the clock runs down.
        table.taps = 0;
        table.tap(&app, "#clock-start").await;
        let running = clock_below(&app, 600).await;
        let start_taps = table.taps;
        table.screenshot(&app, "1-running").await;

        // Pause: the reading stays the same seconds later.
        table.tap(&app, "#clock-pause").await;
        wait_for(&app, "#clock-resume").await;
        let paused = seconds(&text_of(&app, "#clock").await);
        assert!(paused <= running, "{paused} s after {running} s");
        tokio::time::sleep(Duration::from_millis(2500)).await;
        let still = seconds(&text_of(&app, "#clock").await);
        assert_eq!(still, paused, "the paused clock moved");
        table.screenshot(&app, "2-paused").await;

        // A restart finds it paused at the same reading.
        app.close().await.expect("quit the app");
        let app = table.launch().await;
        table.tap(&app, "#resume").await;
        wait_for(&app, "#clock-resume").await;
        tokio::time::sleep(Duration::from_millis(1200)).await;
        assert_eq!(
            seconds(&text_of(&app, "#clock").await),
            paused,
            "after a restart the paused clock shows the same time"
        );
        // Who holds 6-6 was told at the start; the restart should not forget it.
        let centre = text_of(&app, ".felt").await;
        let mut wrong = Vec::new();
        if !centre.contains("Tito opens") {
            wrong.push(format!(
                "after a restart the table no longer knows that Tito holds 6-6: {centre:?}"
            ));
        }

        // Resume: it runs again, from where it stood (the pause is not counted).
        table.tap(&app, "#clock-resume").await;
        wait_for(&app, "#clock-pause").await;
        let moved = clock_below(&app, paused).await;
        assert!(
            moved + 2 >= paused,
            "resumed at {moved} s after {paused} s: the pause was counted"
        );
        tokio::time::sleep(Duration::from_millis(2500)).await;
        let later = seconds(&text_of(&app, "#clock").await);
        assert!(
            later < moved && later + 4 >= moved,
            "{later} s, 2.5 s after {moved} s"
        );
        table.screenshot(&app, "3-resumed").await;
        app.close().await.expect("quit the app");
        println!("taps: start the clock {start_taps}, pause 1, resume 1");
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    });
}

#[test]
fn the_judge_s_play_clock_runs_five_seconds_to_zero_and_scores_nothing() {
    tranque_e2e::run(async move {
        let mut table = Table::new("play-clock");
        let app = table.launch().await;
        table.start_federacion(&app).await;
        // 004 §5a and §6a: a minute near a block, five seconds for the blocking
        // tile or "paso".
        wait_for_text(&app, "#play-clock-minute", "1:00").await;
        wait_for_text(&app, "#play-clock-seconds", "0:05").await;
        table.screenshot(&app, "play-1-ready").await;

        table.tap(&app, "#play-clock-seconds").await;
        let first = text_of(&app, "#play-count").await;
        assert!(["0:05", "0:04"].contains(&first.trim()), "{first:?}");
        assert!(
            app.find(fantoccini::Locator::Css("#play-count.done"))
                .await
                .is_err(),
            "red before zero"
        );
        wait_for_text(&app, "#play-count", "0:00").await;
        wait_for(&app, "#play-count.done").await;
        table.screenshot(&app, "play-2-zero").await;

        // Nothing was recorded: no score, no row, the match clock never started.
        assert_eq!(text_of(&app, "#score-0").await.trim(), "0");
        assert_eq!(text_of(&app, "#score-1").await.trim(), "0");
        assert_eq!(text_of(&app, "#clock").await.trim(), "35:00");
        wait_for(&app, "#clock-start").await;

        // Stopped, it offers both limits again; a minute starts from 1:00.
        table.tap(&app, "#play-clock-stop").await;
        table.tap(&app, "#play-clock-minute").await;
        let minute = text_of(&app, "#play-count").await;
        assert!(["1:00", "0:59"].contains(&minute.trim()), "{minute:?}");
        app.close().await.expect("quit the app");
    });
}
