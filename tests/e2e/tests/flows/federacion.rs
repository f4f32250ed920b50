//! A `pr-federacion` match: a penalty applied by the opponents' decision, a
//! clock that runs out (set to one minute) so the hand under way is finished,
//! a level score that calls a tiebreak hand, and the tiebreak that ends it.

use std::time::Duration;

use tranque_e2e::{Table, text_of, type_into, wait_for_text};

#[test]
fn a_federacion_match_with_a_penalty_and_a_clock_that_runs_out_into_a_tiebreak() {
    tranque_e2e::run(async move {
        let mut table = Table::new("federacion");
        let app = table.launch().await;
        table
            .taps(&app, &["#new-match", "#preset-pr-federacion"])
            .await;
        let summary = text_of(&app, "#rules-summary").await;
        assert!(summary.contains("Time limit: 35 minutes"), "{summary}");
        assert!(summary.contains("004"), "clauses are cited: {summary}");
        for (seat, name) in ["Tito", "Nana", "Pepe", "Luz"].iter().enumerate() {
            type_into(&app, &format!("#seat-{seat}"), name).await;
        }
        type_into(&app, "#time-limit", "1").await;
        table.screenshot(&app, "1-setup").await;
        table.taps(&app, &["#six-0", "#start"]).await;
        wait_for_text(&app, "#clock", "01:00").await;
        table.tap(&app, "#clock-start").await;
        wait_for_text(&app, "#clock", "00:5").await;
        table.screenshot(&app, "2-clock").await;

        // Nana plays out of turn; the opponents apply the penalty: B loses 40.
        table.taps = 0;
        table
            .taps(&app, &["#penalty", "#offender-1", "#fault-out_of_turn"])
            .await;
        let terms = wait_for_text(&app, "#penalty-terms", "40").await;
        assert!(terms.contains("Nana"), "{terms}");
        table.screenshot(&app, "3-penalty").await;
        table.tap(&app, "#pen-apply").await;
        wait_for_text(&app, "#score-1", "-40").await;
        let penalty_taps = table.taps;

        // Nana dominoes; every other hand counts: 10 + 20 + 10 = 40. Level at 0.
        table.taps(&app, &["#domino", "#who-1"]).await;
        type_into(&app, "#pips-0", "10").await;
        type_into(&app, "#pips-2", "20").await;
        type_into(&app, "#pips-3", "10").await;
        wait_for_text(&app, "#preview-points", "wins 40").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-1", "0").await;
        assert_eq!(text_of(&app, "#score-0").await, "0");

        // The minute runs out: the app calls time by itself.
        tokio::time::sleep(Duration::from_secs(40)).await;
        wait_for_text(&app, "#notice", "Time is up").await;
        wait_for_text(&app, "#clock", "00:00").await;
        table.screenshot(&app, "4-time-up").await;

        // The hand under way ends in a tied block: nobody scores, still level: tiebreak.
        table.taps(&app, &["#block", "#who-2"]).await;
        for seat in 0..4 {
            type_into(&app, &format!("#pips-{seat}"), "5").await;
        }
        wait_for_text(&app, "#preview-points", "Nobody scores").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#notice", "tiebreak").await;
        table.screenshot(&app, "5-tiebreak-due").await;

        // The tiebreak hand: Luz dominoes, 3 + 4 + 2 = 9 for B; the match is over.
        table.taps(&app, &["#domino", "#who-3"]).await;
        type_into(&app, "#pips-0", "3").await;
        type_into(&app, "#pips-1", "4").await;
        type_into(&app, "#pips-2", "2").await;
        table.tap(&app, "#save").await;
        let winner = wait_for_text(&app, "#winner", "Nana").await;
        assert!(winner.contains("Luz"), "{winner}");
        let sheet = text_of(&app, "#sheet").await;
        assert!(sheet.contains("tiebreak"), "{sheet}");
        table.screenshot(&app, "6-over").await;
        app.close().await.expect("quit the app");
        println!("taps: penalty applied {penalty_taps}");
    });
}
