//! A `pr-federacion` match ended by a forfeit from the penalty screen: the side
//! that leads leaves the table, so the match is over at once and the other
//! side is shown as the winner; the sheet records the forfeit, the losers are
//! the ones asked to sign, and the history lists the match as won by the side
//! that stayed.

use tranque_e2e::{Table, text_of, wait_for, wait_for_text};

#[test]
fn the_side_that_leaves_forfeits_and_the_side_that_stays_wins() {
    tranque_e2e::run(async move {
        let mut table = Table::new("forfeit");
        let app = table.launch().await;
        table.start_federacion(&app).await;

        // Nana dominoes: 10 + 20 + 10 = 40, so B (Nana & Luz) leads 40 to 0.
        table
            .record_domino(&app, 1, &[(0, 10), (2, 20), (3, 10)])
            .await;
        wait_for_text(&app, "#score-1", "40").await;
        assert_eq!(text_of(&app, "#score-0").await, "0");
        table.screenshot(&app, "1-b-leads").await;

        // Luz leaves the table: side B forfeits, although it leads.
        table.taps = 0;
        table.taps(&app, &["#penalty", "#forfeit-1"]).await;
        let chosen = text_of(&app, "#forfeit-1").await;
        assert!(
            chosen.contains("Nana") && chosen.contains("Luz"),
            "{chosen}"
        );
        wait_for(&app, "#forfeit-withdraw").await;
        // The reasons open below the chosen side: the player scrolls to them.
        app.execute(
            "document.querySelector('#forfeit-withdraw').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .expect("scroll to the reasons");
        table.screenshot(&app, "2-forfeit-reasons").await;
        table.tap(&app, "#forfeit-withdraw").await;

        // Match over at once: A (Tito & Pepe) wins, whatever the score said.
        let winner = wait_for_text(&app, "#winner", "Tito").await;
        let forfeit_taps = table.taps;
        assert!(winner.contains("Pepe"), "{winner}");
        assert!(
            !winner.contains("Nana") && !winner.contains("Luz"),
            "the side that left does not win: {winner}"
        );
        let sheet = text_of(&app, "#sheet").await;
        assert!(sheet.contains("Forfeit"), "the sheet records it: {sheet}");
        // The scoresheet is signed by the losers: Nana or Luz, not Tito or Pepe.
        wait_for(&app, "#signer-1").await;
        wait_for(&app, "#signer-3").await;
        for winner_seat in ["#signer-0", "#signer-2"] {
            let present = app
                .execute(
                    "return document.querySelector(arguments[0]) !== null",
                    vec![winner_seat.into()],
                )
                .await
                .expect("ask the page");
            assert_eq!(present, false, "{winner_seat} is a winner, not a signer");
        }
        table.screenshot(&app, "3-over").await;

        // Luz signs; the history lists the match as won by A.
        table.taps(&app, &["#signer-3", "#finish"]).await;
        wait_for(&app, "#signed").await;
        table.taps(&app, &["#go-home", "#history"]).await;
        let row = wait_for_text(&app, ".match-row", "won by A").await;
        assert!(row.contains("Puerto Rico Federation"), "{row}");
        assert!(
            !row.contains("pr-federacion"),
            "the name, not the id: {row}"
        );
        assert!(row.contains("Tito, Nana, Pepe, Luz"), "{row}");
        table.screenshot(&app, "4-history").await;
        app.close().await.expect("quit the app");
        println!("taps: forfeit from the table to match over {forfeit_taps}");
    });
}
