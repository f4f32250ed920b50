//! A phone in Brazilian Portuguese: the app opens in Portuguese by itself, a
//! `br-megajogos` tied block ("jogo trancado") is explained with the players'
//! names and table words, and a count no hand can hold is refused in
//! Portuguese, naming the player.

use tranque_e2e::{Table, name_seats, text_of, type_into, wait_for_text};

#[test]
fn a_tied_block_explained_and_a_refusal_in_portuguese() {
    tranque_e2e::run(async move {
        let mut table = Table::with_env(
            "portuguese",
            &[("LC_ALL", "pt_BR.UTF-8"), ("LANGUAGE", "pt_BR")],
        );
        let app = table.launch().await;
        wait_for_text(&app, "#new-match", "Nova partida").await;
        table
            .taps(&app, &["#new-match", "#preset-br-megajogos"])
            .await;
        let summary = text_of(&app, "#rules-summary").await;
        assert!(summary.contains("perde quem trancou"), "{summary}");
        name_seats(&app, &["Ana", "Bia", "Caio", "Duda"]).await;
        table.taps(&app, &["#six-0", "#start"]).await;
        wait_for_text(&app, ".felt", "Saída: Ana").await;

        // Bia closes; A 5 + 7 = 12, B 6 + 6 = 12: a tie, and the side that
        // closed (Bia's) loses: Ana and Caio score Bia's and Duda's 12.
        table.taps(&app, &["#block", "#who-1"]).await;
        for (seat, pips) in [(0, "5"), (1, "6"), (2, "7"), (3, "6")] {
            type_into(&app, &format!("#pips-{seat}"), pips).await;
        }
        wait_for_text(&app, "#preview-points", "ganha 12").await;
        let reason = text_of(&app, "#preview-reason").await;
        assert!(
            reason.starts_with("Jogo trancado por Bia.") && reason.contains("Bia e Duda"),
            "{reason}"
        );
        table.screenshot(&app, "1-tied-block").await;

        type_into(&app, "#pips-3", "75").await;
        wait_for_text(&app, "#entry-error", "75 pontos para Duda?").await;
        table.screenshot(&app, "2-refused").await;
        type_into(&app, "#pips-3", "6").await;
        wait_for_text(&app, "#preview-points", "ganha 12").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-0", "12").await;
        wait_for_text(&app, ".felt", "Saída: Bia").await;
        table.screenshot(&app, "3-table").await;
        app.close().await.expect("quit the app");
    });
}
