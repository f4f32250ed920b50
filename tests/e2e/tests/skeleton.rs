//! The walking skeleton: a tap in the webview reaches SQLite and comes back,
//! a bad name is refused in words, and the data survives a restart.

use tranque_e2e::{Table, type_into, wait_for_text};

#[tokio::test]
async fn a_player_added_in_the_app_survives_a_restart() {
    let mut table = Table::new("skeleton");

    let app = table.launch().await;
    wait_for_text(&app, "main", "No players yet.").await;
    type_into(&app, "#player-name", "Ana").await;
    table.tap(&app, "#add-player").await;
    wait_for_text(&app, "#players", "Ana").await;

    type_into(&app, "#player-name", "  ana ").await;
    table.tap(&app, "#add-player").await;
    let refusal = wait_for_text(&app, "#error", "already").await;
    assert!(
        refusal.contains("Ana"),
        "the refusal names the taken name: {refusal}"
    );
    table.screenshot(&app, "added").await;
    app.close().await.expect("quit the app");

    assert!(
        table
            .data_dir()
            .join("app.tranque.scorekeeper/tranque.sqlite3")
            .exists()
    );

    let app = table.launch().await;
    let list = wait_for_text(&app, "#players", "Ana").await;
    assert_eq!(list.lines().count(), 1, "one player, not two: {list}");
    table.screenshot(&app, "restarted").await;
    app.close().await.expect("quit the app");
}
