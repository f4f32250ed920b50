//! A past hand deleted from the history with a confirmation, the match folded
//! again (and the match under way follows), statistics after a finished match,
//! and a match exported as its file.

use tranque_e2e::{Table, text_of, type_into, wait_for, wait_for_text};

#[test]
fn a_past_hand_is_deleted_and_the_statistics_count_the_match() {
    tranque_e2e::run(async move {
        let mut table = Table::new("history-edit");
        let app = table.launch().await;
        table.tap(&app, "#new-match").await;
        for (seat, name) in ["Ana", "Bia", "Caio", "Duda"].iter().enumerate() {
            type_into(&app, &format!("#seat-{seat}"), name).await;
        }
        table.taps(&app, &["#six-0", "#start"]).await;
        table.taps(&app, &["#domino", "#who-0"]).await;
        type_into(&app, "#pips-1", "10").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-0", "10").await;
        table.taps(&app, &["#domino", "#who-1"]).await;
        type_into(&app, "#pips-0", "5").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-1", "5").await;

        // Deleting the first hand would leave the second without its opener: refused, in words.
        table.taps(&app, &["#home", "#history", ".match-row"]).await;
        wait_for_text(&app, "#review-result", "10").await;
        table.tap(&app, "#delete-0").await;
        wait_for_text(&app, ".banner", "Delete").await;
        table.screenshot(&app, "1-confirm").await;
        table.tap(&app, "#delete-yes").await;
        let refusal = text_of(&app, "#error").await;
        assert!(
            refusal.starts_with("Refused, nothing changed") && refusal.contains("held the 6-6"),
            "the refusal says, in words, that the next hand would lose its opener: {refusal}"
        );
        table.screenshot(&app, "2-refused").await;
        wait_for_text(&app, "#review-result", "Ana & Caio 10").await;

        // Deleting the last hand: confirmed, the result folded again.
        table.taps(&app, &["#dismiss-error", "#delete-1"]).await;
        table.tap(&app, "#delete-yes").await;
        let result = wait_for_text(&app, "#review-result", "Duda 0").await;
        assert!(result.contains("Ana & Caio 10"), "{result}");
        table.screenshot(&app, "3-refolded").await;

        // Correct the first hand: Bia held 20, not 10. The sheet is folded again.
        table.tap(&app, "#edit-0").await;
        wait_for(&app, "#pips-1").await;
        let before = app
            .execute("return document.querySelector('#pips-1').value", vec![])
            .await
            .expect("the recorded pips");
        assert_eq!(
            before.as_str(),
            Some("10"),
            "the correction starts from the record"
        );
        type_into(&app, "#pips-1", "20").await;
        wait_for_text(&app, "#preview-points", "wins 20").await;
        table.screenshot(&app, "3b-edit").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#review-result", "Ana & Caio 20").await;

        // The match under way follows; finish it.
        table.taps(&app, &["#back", "#back", "#resume"]).await;
        wait_for_text(&app, "#score-0", "20").await;
        wait_for_text(&app, "#score-1", "0").await;
        table.tap(&app, "#domino").await;
        table.tap(&app, "#who-2").await;
        type_into(&app, "#pips-1", "30").await;
        type_into(&app, "#pips-3", "25").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#winner", "Ana").await;
        table.taps(&app, &["#signer-3", "#finish"]).await;
        wait_for(&app, "#signed").await;

        // Statistics: Ana played one match and won it.
        table.taps(&app, &["#go-home", "#stats"]).await;
        let ana = wait_for_text(&app, "#stats", "Ana").await;
        assert!(ana.contains("1/1"), "{ana}");
        table.screenshot(&app, "4-stats").await;

        // Export the match as its file.
        table
            .taps(&app, &["#back", "#history", ".match-row", "#export-match"])
            .await;
        wait_for(&app, "#export-text").await;
        let file = app
            .execute(
                "return document.querySelector('#export-text').value",
                vec![],
            )
            .await
            .expect("the exported text");
        let file = file.as_str().unwrap_or_default().to_owned();
        assert!(file.contains("tranque-match"), "{file}");

        // Importing it again adds nothing: it is already here.
        table.tap(&app, "#back").await;
        wait_for(&app, "#import-text").await;
        app.execute(
        "const t = document.querySelector('#import-text'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));",
        vec![file.clone().into()],
    )
    .await
    .expect("paste the file");
        table.tap(&app, "#import").await;
        let report = wait_for_text(&app, "#import-result", "1").await;
        assert!(report.starts_with('0'), "nothing new: {report}");
        table.screenshot(&app, "5-import").await;
        println!("export: {} characters", file.len());
        app.close().await.expect("quit the app");
    });
}
