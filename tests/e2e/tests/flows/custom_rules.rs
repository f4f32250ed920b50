//! A match with a custom rule set: starting from the default values, a domino
//! is made to score every other hand (the partner's too), a tied block to
//! score nothing, and the target is lowered to 30. The summary shows the
//! edited rules, the table is the custom set's, and the hands are scored by
//! the edited rules: a tied block gives nobody points, a domino takes the
//! partner's pips as well, and 30 points end the match.

use tranque_e2e::{Table, name_seats, text_of, type_into, wait_enabled, wait_for, wait_for_text};

#[test]
fn a_custom_rule_set_is_shown_as_edited_and_scores_the_hands_by_its_values() {
    tranque_e2e::run(async move {
        let mut table = Table::new("custom-rules");
        let app = table.launch().await;
        table.tap(&app, "#new-match").await;

        // The custom set starts from the defaults; each line is a choice to tap.
        table.taps = 0;
        table.tap(&app, "#preset-custom").await;
        let before = text_of(&app, "#rules-summary").await;
        assert!(
            before.contains("Domino: the winners score the opponents' pips"),
            "{before}"
        );
        assert!(
            before.contains("Tied block: the side that closed loses"),
            "{before}"
        );
        table.tap(&app, "#rule-domino_points").await;
        table.tap(&app, "#rule-block_tie").await;
        let edit_taps = table.taps;
        type_into(&app, "#target", "30").await;
        let summary = wait_for_text(
            &app,
            "#rules-summary",
            "Domino: the winner scores the pips of every other hand",
        )
        .await;
        assert!(summary.contains("Tied block: nobody scores"), "{summary}");
        name_seats(&app, &["Ana", "Bia", "Caio", "Duda"]).await;
        table.screenshot(&app, "1b-players-target").await;
        app.execute(
            "document.querySelector('#rules-summary').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .expect("scroll to the rules");
        table.screenshot(&app, "1a-rules").await;
        // The summary says what the match will be played to: the target typed.
        let summary = text_of(&app, "#rules-summary").await;
        let mut wrong = Vec::new();
        if !summary.contains("Match to 30 points") {
            wrong.push(format!(
                "the rule summary does not show the target typed (30): {summary:?}"
            ));
        }
        table.taps(&app, &["#six-0", "#start"]).await;
        let title = wait_for_text(&app, "header.bar h1", "custom").await;
        assert_eq!(title, "custom");

        // A tied block closed by Ana: A 10, B 10. Nobody scores (not "the closer loses").
        table.taps(&app, &["#block", "#who-0"]).await;
        for seat in 0..4 {
            type_into(&app, &format!("#pips-{seat}"), "5").await;
        }
        let points = wait_for_text(&app, "#preview-points", "Nobody scores").await;
        assert!(!points.contains("wins"), "{points}");
        wait_enabled(&app, "#save", true).await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#sheet", "1 block").await;
        assert_eq!(text_of(&app, "#score-0").await, "0");
        assert_eq!(text_of(&app, "#score-1").await, "0");

        // Ana dominoes: every other hand counts, her partner Caio's 7 too: 5 + 7 + 6 = 18.
        table.taps(&app, &["#domino", "#who-0"]).await;
        type_into(&app, "#pips-1", "5").await;
        type_into(&app, "#pips-2", "7").await;
        type_into(&app, "#pips-3", "6").await;
        wait_for_text(&app, "#preview-points", "A · Ana & Caio wins 18").await;
        table.screenshot(&app, "2-domino-preview").await;
        wait_enabled(&app, "#save", true).await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-0", "18").await;
        assert_eq!(text_of(&app, "#score-1").await, "0");
        // The progress bar measures against the edited target: 18 of 30 is 60 %.
        let bar = app
        .execute(
            "return document.querySelector('.side-score.side-0 .progress-bar').getAttribute('width')",
            vec![],
        )
        .await
        .expect("the progress bar");
        assert_eq!(bar.as_str(), Some("60.0"), "18 of 30 points");
        table.screenshot(&app, "3-table").await;

        // Caio dominoes with 4 + 4 + 4 = 12: 30 reaches the edited target, the match is over.
        table
            .record_domino(&app, 2, &[(0, 4), (1, 4), (3, 4)])
            .await;
        let winner = wait_for_text(&app, "#winner", "Ana").await;
        assert!(winner.contains("Caio"), "{winner}");
        table.screenshot(&app, "4-over").await;

        // Signed and kept; the history's chart draws the target line at 30.
        table.taps(&app, &["#signer-1", "#finish"]).await;
        wait_for(&app, "#signed").await;
        table
            .taps(&app, &["#go-home", "#history", ".match-row"])
            .await;
        let result = wait_for_text(&app, "#review-result", "Ana & Caio 30").await;
        assert!(result.contains("Bia & Duda 0"), "{result}");
        let caption = text_of(&app, ".chart figcaption").await;
        assert!(caption.contains("(30)"), "{caption}");
        table.screenshot(&app, "5-review").await;
        app.close().await.expect("quit the app");
        println!("taps: choose and edit the custom rule set {edit_taps}");
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    });
}
