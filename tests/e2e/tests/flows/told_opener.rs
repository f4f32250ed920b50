//! Who holds 6-6 is told once, before the first hand, and kept with the match
//! by the shell: after a restart with the webview's storage wiped, the table
//! still knows who opens, and the hand records that opener.

use tranque_e2e::{Table, name_seats, wait_for_text};

#[test]
fn the_six_six_holder_survives_a_restart_with_the_webview_storage_cleared() {
    tranque_e2e::run(async move {
        let mut table = Table::new("told_opener");
        let app = table.launch().await;
        table.tap(&app, "#new-match").await;
        name_seats(&app, &["Rita", "Beto", "Lia", "Davi"]).await;
        table.taps(&app, &["#six-1", "#start"]).await;
        wait_for_text(&app, ".felt", "Beto opens").await;

        // Everything the webview keeps goes: its local storage, then its files.
        app.execute("window.localStorage.clear(); return true;", vec![])
            .await
            .expect("clear the webview's storage");
        app.close().await.expect("quit the app");
        let app_dir = table.data_dir().join("app.tranque.scorekeeper");
        for entry in std::fs::read_dir(&app_dir).expect("the app's data folder") {
            let path = entry.expect("an entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name.starts_with("tranque.sqlite3") {
                continue;
            }
            let _ = if path.is_dir() {
                std::fs::remove_dir_all(&path)
            } else {
                std::fs::remove_file(&path)
            };
        }

        let app = table.launch().await;
        table.tap(&app, "#resume").await;
        wait_for_text(&app, ".felt", "Beto opens").await;
        table.screenshot(&app, "1-resumed-holder-kept").await;

        // The first hand is recorded with Beto as its opener: the next is Lia's.
        table.record_domino(&app, 2, &[(1, 7), (3, 5)]).await;
        wait_for_text(&app, "#score-0", "12").await;
        wait_for_text(&app, ".felt", "Lia opens").await;
        app.close().await.expect("quit the app");
    });
}
