//! A `br-batidas` match: the preset marked as a table convention, a block
//! won (1), then a domino with a double — a carroça — worth 2 and one more
//! because the hand before was blocked (3), the preview saying why, and a
//! simple domino after it worth 1 again. The finish is asked only on a domino
//! (one extra tap), never on a block. The table's cruzada is worth 6, typed
//! over the preset's 4.

use tranque_e2e::{Table, inner_text, name_seats, text_of, type_into, wait_enabled, wait_for_text};

#[test]
fn a_batidas_match_scores_a_carroca_after_a_block_one_more() {
    tranque_e2e::run(async move {
        let mut table = Table::new("batidas");
        let app = table.launch().await;

        // The preset: br-basicas with batidas, marked as a table convention.
        table
            .taps(&app, &["#new-match", "#preset-br-batidas"])
            .await;
        let summary = wait_for_text(&app, "#rules-summary", "Batidas: simple 1").await;
        assert!(
            summary.contains(
                "carroça 2, lá-e-lô 3, cruzada 4; a block 1, and the next hand is worth one more"
            ),
            "{summary}"
        );
        assert!(
            summary.contains("table convention, not from the rule texts"),
            "{summary}"
        );
        assert!(
            summary.contains("4 or more doubles"),
            "built on br-basicas: {summary}"
        );
        // This table's cruzada is worth 6: typed over the convention's 4.
        type_into(&app, "#bonus-cruzada", "6").await;
        let summary = wait_for_text(&app, "#rules-summary", "cruzada 6").await;
        assert!(summary.contains("changed for this match"), "{summary}");
        name_seats(&app, &["Ana", "Bia", "Caio", "Duda"]).await;
        table.screenshot(&app, "1-setup").await;
        table.taps(&app, &["#six-0", "#start"]).await;
        wait_for_text(&app, ".felt", "Ana opens").await;

        // Hand 1: Duda closes; A 6 + 7 = 13, B 10 + 2 = 12: B wins the block, 1.
        table.taps(&app, &["#block", "#who-3"]).await;
        assert_eq!(
            inner_text(&app, "#finish-simple").await,
            None,
            "a block is not asked how it went out"
        );
        for (seat, pips) in [(0, "6"), (1, "10"), (2, "7"), (3, "2")] {
            type_into(&app, &format!("#pips-{seat}"), pips).await;
        }
        let preview = wait_for_text(&app, "#preview-points", "wins 1").await;
        assert!(preview.contains('B'), "side B wins the block: {preview}");
        let reason = text_of(&app, "#preview-reason").await;
        assert!(reason.contains("scores 1 (a blocked hand)"), "{reason}");
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-1", "1").await;

        // Hand 2: Ana goes out with a double. The entry asks how, simple chosen.
        table.taps = 0;
        table.taps(&app, &["#domino", "#who-0"]).await;
        let simple = text_of(&app, "#finishes").await;
        assert!(simple.contains("How did they go out?"), "{simple}");
        for (seat, pips) in [(1, "5"), (2, "4"), (3, "3")] {
            type_into(&app, &format!("#pips-{seat}"), pips).await;
        }
        // Simple, after a block: 1 + 1.
        wait_for_text(&app, "#preview-points", "wins 2").await;
        table.tap(&app, "#finish-carroca").await;
        wait_for_text(&app, "#preview-points", "wins 3").await;
        let reason = text_of(&app, "#preview-reason").await;
        assert!(
            reason.contains("scores 3 (out with a double: de carroça)"),
            "{reason}"
        );
        assert!(
            reason.contains("That is 2 and 1 more: the hand before was blocked."),
            "{reason}"
        );
        table.screenshot(&app, "2-carroca-after-block").await;
        wait_enabled(&app, "#save", true).await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-0", "3").await;
        let carroca_taps = table.taps;
        assert!(
            carroca_taps <= 4,
            "a domino with its finish took {carroca_taps} taps (Domino, who, carroça, Save)"
        );
        // The scoresheet says why: "2 domino · carroça · +1 after blocks".
        let sheet = wait_for_text(&app, "#sheet", "carroça").await;
        assert!(sheet.contains("+1 after blocks"), "{sheet}");
        table.screenshot(&app, "3-table").await;

        // Hand 3: Bia goes out, simple: the run of blocks is over, worth 1 again.
        table.taps(&app, &["#domino", "#who-1"]).await;
        for (seat, pips) in [(0, "5"), (2, "4"), (3, "3")] {
            type_into(&app, &format!("#pips-{seat}"), pips).await;
        }
        wait_for_text(&app, "#preview-points", "wins 1").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-1", "2").await;
        assert_eq!(text_of(&app, "#score-0").await, "3");

        // Hand 4: Caio goes out with a double that fitted both ends: the table's
        // 6, and side A passes the 6 points of the match.
        table.taps(&app, &["#domino", "#who-2"]).await;
        for (seat, pips) in [(0, "5"), (1, "4"), (3, "3")] {
            type_into(&app, &format!("#pips-{seat}"), pips).await;
        }
        table.tap(&app, "#finish-cruzada").await;
        wait_for_text(&app, "#preview-points", "wins 6").await;
        table.tap(&app, "#save").await;
        let winner = wait_for_text(&app, "#winner", "Ana").await;
        assert!(winner.contains("Caio"), "{winner}");
        wait_for_text(&app, "#sheet", "9").await;
        table.screenshot(&app, "4-over").await;
        app.close().await.expect("quit the app");
        println!("taps: domino with its finish {carroca_taps}");
    });
}
