//! A tap reaches SQLite and survives a restart: a match started and a hand
//! recorded come back after the app is closed, one tap resumes the match, and
//! the history lists it with its scoresheet.

use tranque_e2e::{Table, text_of, type_into, wait_for, wait_for_text};

#[test]
fn a_match_under_way_survives_a_restart_and_shows_in_the_history() {
    tranque_e2e::run(async move {
        let mut table = Table::new("resume");

        let app = table.launch().await;
        table.tap(&app, "#new-match").await;
        for (seat, name) in ["Rita", "Beto", "Lia", "Davi"].iter().enumerate() {
            type_into(&app, &format!("#seat-{seat}"), name).await;
        }
        table.taps(&app, &["#six-2", "#start"]).await;
        wait_for_text(&app, ".felt", "Lia opens").await;

        // Lia goes out; Beto 7, Davi 5.
        table.taps(&app, &["#domino", "#who-2"]).await;
        type_into(&app, "#pips-1", "7").await;
        type_into(&app, "#pips-3", "5").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-0", "12").await;
        app.close().await.expect("quit the app");

        assert!(
            table
                .data_dir()
                .join("app.tranque.scorekeeper/tranque.sqlite3")
                .exists()
        );

        // Restart: the match under way is one tap away.
        let app = table.launch().await;
        let resume = wait_for_text(&app, "#resume", "12").await;
        assert!(resume.contains("Megajogos (Brazil)"), "{resume}");
        table.screenshot(&app, "1-home-after-restart").await;
        table.taps = 0;
        table.tap(&app, "#resume").await;
        wait_for_text(&app, "#score-0", "12").await;
        assert_eq!(table.taps, 1, "resuming takes one tap");
        wait_for_text(&app, ".felt", "Davi opens").await;
        table.screenshot(&app, "2-resumed").await;

        // The directory remembers the players for the next match.
        table.taps(&app, &["#home", "#new-match"]).await;
        wait_for_text(&app, ".known", "Rita").await;
        table.tap(&app, "#back").await;

        // The history lists the match; it opens as its scoresheet with a chart.
        table.tap(&app, "#history").await;
        let list = wait_for_text(&app, "#match-list", "Rita").await;
        assert!(list.contains("12"), "{list}");
        table.screenshot(&app, "3-history").await;
        table.tap(&app, ".match-row").await;
        wait_for_text(&app, "#sheet", "12").await;
        wait_for(&app, "#chart polyline").await;
        table.screenshot(&app, "4-scoresheet").await;

        // Search by a player who never played: nothing.
        table.tap(&app, "#back").await;
        type_into(&app, "#search", "Zeca").await;
        wait_for(&app, "#no-matches").await;
        assert!(text_of(&app, "#match-list").await.len() < 40);
        app.close().await.expect("quit the app");
    });
}
