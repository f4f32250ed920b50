//! Every player reads it: the text size and the colour scheme chosen in the
//! settings survive a restart; at 200 % on a 360 px phone, in true black, the
//! table, hand entry, the tile picker, match over and the desk stay usable —
//! every screen shot is audited by axe-core (no serious or critical
//! violation, no sideways scroll), the scores stay on the table's first
//! screen — the page's language follows the one chosen, and the table's
//! controls carry the names and roles a screen reader reads out.

use fantoccini::Client;
use serde_json::Value;
use tranque_e2e::audit::roles_and_names;
use tranque_e2e::{Table, type_into, wait_enabled, wait_for, wait_for_text};

/// The page root's `data-theme`, `data-text` and `lang`.
async fn root_look(app: &Client) -> (String, String, String) {
    let got = app
        .execute(
            "const r = document.documentElement; \
             return [r.getAttribute('data-theme'), r.getAttribute('data-text'), r.getAttribute('lang')];",
            vec![],
        )
        .await
        .expect("read the page's root");
    let text = |i: usize| got[i].as_str().unwrap_or("").to_owned();
    (text(0), text(1), text(2))
}

/// Waits until the page's root shows `theme`, `text` and `lang`.
async fn wait_for_look(app: &Client, theme: &str, text: &str, lang: &str) {
    let start = std::time::Instant::now();
    loop {
        let look = root_look(app).await;
        if look == (theme.to_owned(), text.to_owned(), lang.to_owned()) {
            return;
        }
        assert!(
            start.elapsed() < tranque_e2e::PATIENCE,
            "the page's root shows {look:?}, not ({theme}, {text}, {lang})"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// Whether the chip `css` says it is the one chosen (`aria-pressed`).
async fn pressed(app: &Client, css: &str) -> bool {
    wait_for(app, css)
        .await
        .attr("aria-pressed")
        .await
        .expect("read aria-pressed")
        .as_deref()
        == Some("true")
}

/// Every element matching `css` has a name a screen reader can say.
async fn assert_named(app: &Client, css: &str) {
    let found = roles_and_names(app, css).await;
    assert!(!found.is_empty(), "nothing matches {css}");
    for (role, name) in &found {
        assert!(
            !name.is_empty(),
            "a {role} of {css} has no accessible name: {found:?}"
        );
    }
}

/// How far below the window's bottom the lowest score ends (≤ 0: on screen).
async fn scores_below_fold(app: &Client) -> f64 {
    let below = app
        .execute(
            "return Math.max(...Array.from(document.querySelectorAll('.score')) \
               .map(s => s.getBoundingClientRect().bottom)) - window.innerHeight;",
            vec![],
        )
        .await
        .expect("measure the scores");
    below.as_f64().unwrap_or(f64::INFINITY)
}

#[test]
fn large_type_and_true_black_survive_a_restart_and_every_screen_reads() {
    tranque_e2e::run(async move {
        let mut table = Table::new("accessibility");
        let app = table.launch().await;
        wait_for(&app, "#new-match").await;

        // The settings: English, true black, the largest text.
        table
            .taps(&app, &["#lang-en", "#theme-black", "#text-200"])
            .await;
        wait_for_look(&app, "black", "200", "en").await;
        for chip in ["#theme-black", "#text-200", "#lang-en"] {
            assert!(pressed(&app, chip).await, "{chip} shows it is chosen");
        }
        for chip in [
            "#theme-light",
            "#theme-dark",
            "#text-100",
            "#text-130",
            "#text-160",
        ] {
            assert!(!pressed(&app, chip).await, "{chip} is not chosen");
        }
        assert_named(&app, "main button").await;
        table.screenshot(&app, "1-home").await;

        // The page's language follows the one chosen.
        table.tap(&app, "#lang-es").await;
        wait_for_look(&app, "black", "200", "es").await;
        table.tap(&app, "#lang-en").await;
        wait_for_look(&app, "black", "200", "en").await;

        // They survive a restart.
        app.close().await.expect("quit the app");
        let app = table.launch().await;
        wait_for_look(&app, "black", "200", "en").await;
        assert!(pressed(&app, "#text-200").await, "200 % is still chosen");

        // The table at 200 %: the scores on its first screen, every control named.
        table.start_federacion(&app).await;
        wait_for(&app, "#domino").await;
        let below = scores_below_fold(&app).await;
        assert!(
            below <= 0.0,
            "the scores end {below} px below the screen at 200 %"
        );
        assert_named(&app, "main button").await;
        let actions = roles_and_names(&app, "#domino, #block").await;
        assert_eq!(
            actions,
            [
                ("button".to_owned(), "Domino".to_owned()),
                ("button".to_owned(), "Block".to_owned())
            ],
            "the table's two big actions, as a screen reader reads them"
        );
        table.screenshot(&app, "2-table").await;

        // Hand entry: Tito goes out; every field and button named.
        table.taps(&app, &["#domino", "#who-0"]).await;
        assert_named(&app, "main button, main input").await;
        table.screenshot(&app, "3-entry").await;
        for (seat, pips) in [(1, 50), (2, 40), (3, 50)] {
            type_into(&app, &format!("#pips-{seat}"), &pips.to_string()).await;
        }
        wait_enabled(&app, "#save", true).await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-0", "140").await;
        // The saved hand is said once, in a polite live region.
        let said = wait_for_text(&app, "#hand-said", "140").await;
        let live = wait_for(&app, "#hand-said")
            .await
            .attr("aria-live")
            .await
            .expect("read aria-live");
        assert_eq!(
            live.as_deref(),
            Some("polite"),
            "the hand is said politely: {said}"
        );

        // The tile picker: each tile read as its two numbers, in words.
        table
            .taps(&app, &["#block", "#who-1", "#by-tiles", "#tiles-seat-0"])
            .await;
        let tile = roles_and_names(&app, "#tile-6-5").await;
        assert_eq!(tile.len(), 1, "one 6-5 tile");
        assert_eq!(tile[0].0, "button", "a tile is a button");
        assert!(
            tile[0].1.to_lowercase().contains("six") && tile[0].1.to_lowercase().contains("five"),
            "the 6-5 tile reads as six–five: {:?}",
            tile[0].1
        );
        assert_named(&app, "main button").await;
        table.screenshot(&app, "4-tiles").await;
        table.tap(&app, "#back").await;

        // Match over: a second domino of 140 passes the 200.
        table.taps(&app, &["#domino", "#who-0"]).await;
        for (seat, pips) in [(1, 50), (2, 40), (3, 50)] {
            type_into(&app, &format!("#pips-{seat}"), &pips.to_string()).await;
        }
        wait_enabled(&app, "#save", true).await;
        table.tap(&app, "#save").await;
        wait_for(&app, "#winner").await;
        assert_named(&app, "main button").await;
        table.screenshot(&app, "5-over").await;
        table.taps(&app, &["#signer-1", "#finish"]).await;

        // The desk, a page of its own, at 200 % in true black too.
        let home: Value = app
            .execute("return location.pathname;", vec![])
            .await
            .expect("where the app is");
        if home.as_str() != Some("/") {
            table.tap(&app, "#go-home").await;
        }
        table.tap(&app, "#tournaments").await;
        wait_for(&app, "#new-tournament").await;
        wait_for_look(&app, "black", "200", "en").await;
        assert_named(&app, "main button").await;
        table.screenshot(&app, "6-desk").await;
        table.tap(&app, "#new-tournament").await;
        wait_for(&app, "#tournament-name").await;
        assert_named(&app, "main button, main input").await;
        table.screenshot(&app, "7-desk-new").await;
    });
}
