//! An `es-clasico` individual match with three players: three sides on the
//! scoreboard, a domino that takes every other hand, a block won by the
//! player with the fewest pips.

use tranque_e2e::{Table, text_of, type_into, wait_for_text};

#[test]
fn an_individual_clasico_match_with_three_players() {
    tranque_e2e::run(async move {
        let mut table = Table::new("clasico");
        let app = table.launch().await;
        table
            .taps(
                &app,
                &["#lang-es", "#new-match", "#preset-es-clasico", "#players-3"],
            )
            .await;
        let summary = text_of(&app, "#rules-summary").await;
        assert!(summary.contains("Cada jugador por su cuenta"), "{summary}");
        // The rule set by its name in Spanish, on its chip and then as the table's title.
        wait_for_text(&app, "#preset-es-clasico", "Clásico (España)").await;
        for (seat, name) in ["Paco", "Lola", "Juan"].iter().enumerate() {
            type_into(&app, &format!("#seat-{seat}"), name).await;
        }
        table.screenshot(&app, "1-setup").await;
        table.taps(&app, &["#six-1", "#start"]).await;
        wait_for_text(&app, ".felt", "Sale Lola").await;
        wait_for_text(&app, "header.bar h1", "Clásico (España)").await;
        wait_for_text(&app, "#score-2", "0").await;
        table.screenshot(&app, "2-table").await;

        // Lola dominoes: Paco 10 + Juan 5 = 15.
        table.taps(&app, &["#domino", "#who-1"]).await;
        type_into(&app, "#pips-0", "10").await;
        type_into(&app, "#pips-2", "5").await;
        wait_for_text(&app, "#preview-points", "Lola gana 15").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-1", "15").await;
        wait_for_text(&app, ".felt", "Sale Juan").await;

        // Tranque closed by Juan: Paco has the fewest (4) and takes all: 4 + 9 + 7 = 20.
        table.taps(&app, &["#block", "#who-2"]).await;
        type_into(&app, "#pips-0", "4").await;
        type_into(&app, "#pips-1", "9").await;
        type_into(&app, "#pips-2", "7").await;
        wait_for_text(&app, "#preview-points", "Paco gana 20").await;
        // The reason in Spanish, with the players' names.
        let reason = text_of(&app, "#preview-reason").await;
        assert!(
            reason.starts_with("Cierre de Juan.") && reason.contains("Paco, Lola y Juan"),
            "{reason}"
        );
        table.screenshot(&app, "3-tranque").await;
        // A count no hand can hold is refused in Spanish, naming the player.
        type_into(&app, "#pips-1", "90").await;
        wait_for_text(&app, "#entry-error", "¿90 puntos para Lola?").await;
        table.screenshot(&app, "3b-refused").await;
        type_into(&app, "#pips-1", "9").await;
        wait_for_text(&app, "#preview-points", "Paco gana 20").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-0", "20").await;
        table.screenshot(&app, "4-table").await;
        app.close().await.expect("quit the app");
    });
}
