//! The redeal check under `br-basicas`: five doubles in one hand → reshuffle,
//! recorded, and the first hand is still opened by whoever holds 6-6; two
//! doubles → play on, nothing recorded.

use tranque_e2e::{Table, is_enabled, text_of, type_into, wait_for_text};

#[test]
fn a_basicas_redeal_keeps_the_opener_as_the_rules_say() {
    tranque_e2e::run(async move {
        let mut table = Table::new("redeal");
        let app = table.launch().await;
        table
            .taps(&app, &["#new-match", "#preset-br-basicas"])
            .await;
        let summary = text_of(&app, "#rules-summary").await;
        assert!(summary.contains("4 or more doubles"), "{summary}");
        for (seat, name) in ["Zé", "Bel", "Gil", "Mel"].iter().enumerate() {
            type_into(&app, &format!("#seat-{seat}"), name).await;
        }
        table.tap(&app, "#start").await;
        wait_for_text(&app, ".felt", "6-6 opens").await;

        // Two doubles: play on.
        table
            .taps(&app, &["#redeal", "#shows-2", "#doubles-2"])
            .await;
        wait_for_text(&app, "#deal-verdict", "Play on").await;
        assert!(!is_enabled(&app, "#record-redeal").await);
        table.tap(&app, "#play-on").await;

        // Gil shows five doubles by tapping the tiles: reshuffle.
        table.taps = 0;
        table.taps(&app, &["#redeal", "#shows-2"]).await;
        for tile in ["6-6", "5-5", "4-4", "1-1", "0-0", "3-2"] {
            table.tap(&app, &format!("#tile-{tile}")).await;
        }
        wait_for_text(&app, "#deal-verdict", "Reshuffle").await;
        let reason = text_of(&app, "#deal-reason").await;
        assert!(reason.contains('5'), "{reason}");
        table.screenshot(&app, "1-check").await;
        table.tap(&app, "#record-redeal").await;
        wait_for_text(&app, "#sheet", "Redeal").await;
        let redeal_taps = table.taps;
        // Still the first hand: whoever holds 6-6 in the new deal opens.
        wait_for_text(&app, ".felt", "6-6 opens").await;
        table.screenshot(&app, "2-after").await;

        // Bel holds 6-6 and dominoes: one hand for B (hands scoring).
        table.tap(&app, "#opener-1").await;
        wait_for_text(&app, ".felt", "Bel").await;
        table.taps(&app, &["#domino", "#who-1"]).await;
        type_into(&app, "#pips-0", "8").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-1", "1").await;
        wait_for_text(&app, ".felt", "Gil opens").await;
        app.close().await.expect("quit the app");
        println!("taps: redeal by tiles {redeal_taps}");
    });
}
