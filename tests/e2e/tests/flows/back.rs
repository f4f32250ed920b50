//! The system's back (Android's button, a mouse's back button, WebDriver's
//! `back()`) walks back through the screens and never loses the match: back
//! from a block being counted shows the table with the same score, and the
//! match survives a restart; back after a saved hand does not reopen its
//! form; back from a scoresheet shows the history; a reload on a screen's
//! address shows that screen again. The director's desk is a page of its
//! own: going there and back, and a reload on a tournament's address, load
//! the desk's page or the table app's, each at the screen's address.

use fantoccini::Client;
use tranque_e2e::{
    Table, inner_text, name_seats, reload, system_back, system_forward, text_of, type_into,
    wait_for, wait_for_text,
};

/// The path of the address shown (the app starts at `tauri://localhost`,
/// whose path is empty: home, `/`).
async fn path(client: &Client) -> String {
    let url = client.current_url().await.expect("the address shown");
    match url.path() {
        "" => "/".to_owned(),
        path => path.to_owned(),
    }
}

/// The page the webview shows (its title) and the address it loaded that
/// page at: the desk's page loaded at a desk's address means the shell
/// answered the address with the desk, not the table app handing it on.
async fn page(client: &Client) -> (String, String) {
    let answer = client
        .execute(
            "return [document.title, performance.getEntriesByType('navigation')[0].name]",
            vec![],
        )
        .await
        .expect("the page's title and address");
    let read = |i: usize| answer[i].as_str().unwrap_or_default().to_owned();
    (read(0), read(1))
}

/// The wasm modules the page shown has loaded.
async fn wasm_loaded(client: &Client) -> Vec<String> {
    let answer = client
        .execute(
            "return Array.from(document.querySelectorAll('link[href$=\".wasm\"]')).map(l => l.getAttribute('href'))",
            vec![],
        )
        .await
        .expect("the page's wasm");
    answer
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the element `css` is on the screen right now.
async fn shown(client: &Client, css: &str) -> bool {
    inner_text(client, css).await.is_some()
}

#[test]
fn back_walks_the_screens_and_keeps_the_match() {
    tranque_e2e::run(async move {
        let mut table = Table::new("back");
        let app = table.launch().await;
        table.tap(&app, "#new-match").await;
        name_seats(&app, &["Ana", "Bia", "Caio", "Duda"]).await;
        table.taps(&app, &["#six-0", "#start"]).await;
        wait_for_text(&app, ".felt", "Ana opens").await;
        assert_eq!(path(&app).await, "/table");

        // Hand 1: Ana goes out; Bia 9, Duda 4: A 13.
        table.record_domino(&app, 0, &[(1, 9), (3, 4)]).await;
        wait_for_text(&app, "#score-0", "13").await;
        wait_for_text(&app, ".felt", "Bia opens").await;

        // Bia closes; the count is half typed when the table asks to go back.
        table.taps(&app, &["#block", "#who-1"]).await;
        assert_eq!(path(&app).await, "/table/block");
        type_into(&app, "#pips-0", "12").await;
        type_into(&app, "#pips-2", "7").await;
        table.screenshot(&app, "1-block-half-counted").await;
        system_back(&app).await;

        // The table, with the same score: nothing was recorded, nothing lost.
        wait_for(&app, "#block").await;
        assert_eq!(path(&app).await, "/table");
        assert_eq!(text_of(&app, "#score-0").await, "13");
        assert_eq!(text_of(&app, "#score-1").await, "0");
        wait_for_text(&app, ".felt", "Bia opens").await;
        let sheet = text_of(&app, "#sheet").await;
        assert!(
            sheet.contains("1 domino") && !sheet.contains("block"),
            "one hand recorded, the block not: {sheet}"
        );
        table.screenshot(&app, "2-back-to-the-table").await;

        // A reload of the table shows the same match.
        reload(&app, "#score-0").await;
        wait_for_text(&app, "#score-0", "13").await;
        assert_eq!(path(&app).await, "/table");

        // The block counted again and saved: back from the table goes home, it
        // does not reopen the saved form.
        table.taps(&app, &["#block", "#who-1"]).await;
        for (seat, pips) in [(0, 12), (1, 3), (2, 7), (3, 5)] {
            type_into(&app, &format!("#pips-{seat}"), &pips.to_string()).await;
        }
        wait_for_text(&app, "#preview-points", "wins").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#sheet", "block").await;
        assert_eq!(path(&app).await, "/table");
        let scores = [
            text_of(&app, "#score-0").await,
            text_of(&app, "#score-1").await,
        ];
        system_back(&app).await;
        wait_for(&app, "#new-match").await;
        assert_eq!(path(&app).await, "/");
        assert!(!shown(&app, "#pips-0").await, "the saved form is gone");
        let resume = wait_for_text(&app, "#resume", "13").await;
        table.screenshot(&app, "3-home-after-saved-block").await;
        println!("after the block: {scores:?}; home says {resume:?}");
        app.close().await.expect("quit the app");

        // After a restart, the match is still under way with both hands.
        let app = table.launch().await;
        table.tap(&app, "#resume").await;
        wait_for_text(&app, "#score-0", &scores[0]).await;
        assert_eq!(text_of(&app, "#score-1").await, scores[1]);
        let sheet = text_of(&app, "#sheet").await;
        assert!(
            sheet.contains("1 domino") && sheet.contains("2 block"),
            "{sheet}"
        );

        // History → the match's scoresheet → back: the history list.
        table.taps(&app, &["#home", "#history"]).await;
        wait_for_text(&app, "#match-list", "Ana").await;
        table.tap(&app, ".match-row").await;
        wait_for_text(&app, "#review-result", &scores[0]).await;
        let review = path(&app).await;
        assert!(review.starts_with("/history/"), "{review}");
        table.screenshot(&app, "4-review").await;
        system_back(&app).await;
        wait_for(&app, "#match-list").await;
        assert_eq!(path(&app).await, "/history");
        assert!(!shown(&app, "#review-result").await);
        table.screenshot(&app, "5-back-to-history").await;

        // A reload on the scoresheet's address shows that match again, and its
        // ‹ still leads to the history, then home.
        system_forward(&app).await;
        wait_for(&app, "#review-result").await;
        assert_eq!(path(&app).await, review);
        reload(&app, "#review-result").await;
        let result = wait_for_text(&app, "#review-result", &scores[0]).await;
        assert!(result.contains("Ana & Caio"), "{result}");
        assert_eq!(path(&app).await, review);
        wait_for(&app, "#chart polyline").await;
        table.screenshot(&app, "6-review-reloaded").await;
        table.tap(&app, "#back").await;
        wait_for(&app, "#match-list").await;
        assert_eq!(path(&app).await, "/history");
        system_back(&app).await;
        wait_for(&app, "#new-match").await;
        assert_eq!(path(&app).await, "/");
        app.close().await.expect("quit the app");
    });
}

#[test]
fn the_desk_is_a_page_of_its_own_across_back_and_reload() {
    tranque_e2e::run(async move {
        let mut table = Table::new("back-desk");
        let app = table.launch().await;
        wait_for(&app, "#new-match").await;
        let (title, _) = page(&app).await;
        assert_eq!(title, "Tranque");
        let wasm = wasm_loaded(&app).await;
        assert!(
            wasm.iter().all(|w| w.contains("tranque-ui")) && !wasm.is_empty(),
            "the table app loads its own wasm alone: {wasm:?}"
        );

        // Home → the tournaments: the desk's page, with its own wasm.
        table.tap(&app, "#tournaments").await;
        wait_for(&app, "#no-tournaments").await;
        assert_eq!(path(&app).await, "/tournaments");
        let (title, loaded_at) = page(&app).await;
        assert_eq!(title, "Tranque · desk");
        assert!(loaded_at.ends_with("/tournaments"), "{loaded_at}");
        let wasm = wasm_loaded(&app).await;
        assert!(
            wasm.iter().all(|w| w.contains("tranque-desk")) && !wasm.is_empty(),
            "the desk loads its own wasm alone: {wasm:?}"
        );
        table.screenshot(&app, "7-desk").await;

        // A tournament, then a reload on its address: the desk at once.
        table.tap(&app, "#new-tournament").await;
        type_into(&app, "#tournament-name", "Copa del Barrio").await;
        table.tap(&app, "#create-tournament").await;
        wait_for_text(&app, "#tournament-title", "Copa del Barrio").await;
        let tournament = path(&app).await;
        assert!(tournament.starts_with("/tournaments/"), "{tournament}");
        reload(&app, "#tournament-title").await;
        wait_for_text(&app, "#tournament-title", "Copa del Barrio").await;
        assert_eq!(path(&app).await, tournament);
        let (title, loaded_at) = page(&app).await;
        assert_eq!(title, "Tranque · desk");
        assert!(
            loaded_at.ends_with(&tournament),
            "the shell answered the tournament's address with the desk: {loaded_at}"
        );
        table.screenshot(&app, "8-tournament-reloaded").await;

        // The system's back: the list, then home — the table app again.
        system_back(&app).await;
        wait_for_text(&app, "#tournament-list", "Copa del Barrio").await;
        assert_eq!(path(&app).await, "/tournaments");
        system_back(&app).await;
        wait_for(&app, "#new-match").await;
        assert_eq!(path(&app).await, "/");
        assert_eq!(page(&app).await.0, "Tranque");

        // Home → the tournaments → the tournament → ‹ ‹: home, by the trail
        // both pages keep; then a match from home is the table app's as ever.
        table.tap(&app, "#tournaments").await;
        table.tap(&app, "#tournament-0").await;
        wait_for_text(&app, "#tournament-title", "Copa del Barrio").await;
        table.tap(&app, "#back").await;
        wait_for(&app, "#tournament-0").await;
        assert_eq!(path(&app).await, "/tournaments");
        table.tap(&app, "#back").await;
        wait_for(&app, "#new-match").await;
        assert_eq!(path(&app).await, "/");
        table.tap(&app, "#new-match").await;
        wait_for(&app, "#start").await;
        assert_eq!(path(&app).await, "/new");
        app.close().await.expect("quit the app");
    });
}
