//! A custom rule set with the Latin capicúa bonus: one tap on its line gives
//! +25; a domino that fitted both ends scores its pips and 25 more, the
//! preview saying so, and a block is never asked how it went out nor given
//! the bonus.

use tranque_e2e::{Table, inner_text, name_seats, text_of, type_into, wait_enabled, wait_for_text};

#[test]
fn a_custom_capicua_bonus_adds_to_a_domino_and_never_to_a_block() {
    tranque_e2e::run(async move {
        let mut table = Table::new("capicua");
        let app = table.launch().await;
        table.taps(&app, &["#new-match", "#preset-custom"]).await;
        let before = text_of(&app, "#rules-summary").await;
        assert!(before.contains("No capicúa bonus"), "{before}");
        table.tap(&app, "#rule-capicua").await;
        wait_for_text(&app, "#rules-summary", "Capicúa: 25 more points").await;
        name_seats(&app, &["Ana", "Bia", "Caio", "Duda"]).await;
        table.screenshot(&app, "1-rules").await;
        table.taps(&app, &["#six-0", "#start"]).await;
        wait_for_text(&app, ".felt", "Ana opens").await;

        // Ana goes out with a capicúa: B holds 5 + 6 = 11, and 25 more.
        table.taps(&app, &["#domino", "#who-0"]).await;
        for (seat, pips) in [(1, "5"), (2, "7"), (3, "6")] {
            type_into(&app, &format!("#pips-{seat}"), pips).await;
        }
        wait_for_text(&app, "#preview-points", "wins 11").await;
        assert_eq!(
            inner_text(&app, "#finish-carroca").await,
            None,
            "only simple or capicúa"
        );
        table.tap(&app, "#finish-capicua").await;
        wait_for_text(&app, "#preview-points", "wins 36").await;
        let reason = text_of(&app, "#preview-reason").await;
        assert!(
            reason
                .contains("scores 36 (the pips of Bia and Duda make 11, plus 25 for the capicúa)"),
            "{reason}"
        );
        table.screenshot(&app, "2-capicua-preview").await;
        wait_enabled(&app, "#save", true).await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-0", "36").await;

        // A block: no finish to choose, no bonus. Bia closes, A 6 + 7 = 13 against B 5 + 6 = 11.
        table.taps(&app, &["#block", "#who-1"]).await;
        assert_eq!(inner_text(&app, "#finish-capicua").await, None);
        for (seat, pips) in [(0, "6"), (1, "5"), (2, "7"), (3, "6")] {
            type_into(&app, &format!("#pips-{seat}"), pips).await;
        }
        wait_for_text(&app, "#preview-points", "wins 13").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-1", "13").await;
        assert_eq!(text_of(&app, "#score-0").await, "36");
        app.close().await.expect("quit the app");
    });
}
