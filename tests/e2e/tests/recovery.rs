//! Nothing locks the players out of their history: a match this version of
//! the app cannot read (its hand damaged on the phone) is kept in the history
//! with its last scores and said in words, abandoned with a confirmation, and
//! a new match starts; the backup written at start is listed on its screen.

use tranque_e2e::{Table, name_seats, type_into, wait_for, wait_for_text};

#[tokio::test]
async fn an_unreadable_match_is_shown_abandoned_and_a_new_match_starts() {
    let mut table = Table::new("recovery");
    let app = table.launch().await;
    table.tap(&app, "#new-match").await;
    name_seats(&app, &["Rita", "Beto", "Lia", "Davi"]).await;
    table.taps(&app, &["#six-2", "#start"]).await;
    wait_for_text(&app, ".felt", "Lia opens").await;
    table.taps(&app, &["#domino", "#who-2"]).await;
    type_into(&app, "#pips-1", "7").await;
    type_into(&app, "#pips-3", "5").await;
    table.tap(&app, "#save").await;
    wait_for_text(&app, "#score-0", "12").await;
    app.close().await.expect("quit the app");

    // The hand as stored is damaged: still JSON, but no event the core knows.
    let db = table
        .data_dir()
        .join("app.tranque.scorekeeper/tranque.sqlite3");
    let conn = rusqlite::Connection::open(&db).expect("the app's database");
    let changed = conn
        .execute(
            "UPDATE events SET payload = '{\"type\": \"hand\", \"smudged\": true}' WHERE seq = 0",
            [],
        )
        .expect("damage the hand");
    assert_eq!(changed, 1);
    drop(conn);

    // The app starts; the history shows the match, its last scores and why.
    let app = table.launch().await;
    // Home says so as a notice (nothing was asked, so nothing was refused).
    let notice = wait_for_text(&app, "#error", "can't be read").await;
    assert!(!notice.starts_with("Refused"), "{notice}");
    table
        .screenshot(&app, "1-home-with-an-unreadable-match")
        .await;
    table.tap(&app, "#history").await;
    let list = wait_for_text(&app, "#match-list", "can't read this match").await;
    assert!(list.contains("Rita"), "{list}");
    assert!(list.contains("12"), "the last recorded scores: {list}");
    assert!(list.contains("in progress"), "{list}");
    table.screenshot(&app, "2-unreadable-in-history").await;

    // Abandoned with a confirmation naming the players: it stays listed.
    table.tap(&app, ".unreadable button[id^='abandon-']").await;
    wait_for_text(&app, ".confirm-text", "Rita").await;
    table.tap(&app, "#unreadable-yes").await;
    let list = wait_for_text(&app, "#match-list", "abandoned").await;
    assert!(list.contains("can't read this match"), "{list}");

    // A new match starts.
    table.tap(&app, "#back").await;
    table.tap(&app, "#new-match").await;
    name_seats(&app, &["Rita", "Beto", "Lia", "Davi"]).await;
    table.taps(&app, &["#six-0", "#start"]).await;
    wait_for_text(&app, ".felt", "Rita opens").await;

    // The backup of the day, written at start, is listed.
    table.tap(&app, "#home").await;
    table.tap(&app, "#backups").await;
    wait_for_text(&app, "#backup-list", "daily").await;
    wait_for(&app, "#backup-list button[id^='restore-']").await;
    table.screenshot(&app, "3-backups").await;
    app.close().await.expect("quit the app");
}
