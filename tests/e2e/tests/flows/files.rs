//! The history saved to a file and imported from it into a fresh profile,
//! through the Save and Import buttons. The system's dialogs are answered by
//! the app's test hook (`TRANQUE_TEST_FILE_PICK`, the file the player
//! "picked"); the file itself is really written and really read.

use tranque_e2e::{Table, name_seats, target_dir, wait_for, wait_for_text};

#[test]
fn the_history_saved_to_a_file_comes_back_in_a_fresh_profile() {
    tranque_e2e::run(async move {
        let folder = target_dir().join("e2e").join("files-picked");
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder for the file");
        let file = folder.join("our-season.json");
        let pick = file.to_string_lossy().into_owned();

        // One phone: a match played and abandoned, then the history saved.
        let mut first = Table::with_env("files-save", &[("TRANQUE_TEST_FILE_PICK", &pick)]);
        let app = first.launch().await;
        first.tap(&app, "#new-match").await;
        name_seats(&app, &["Ana", "Bia", "Caio", "Duda"]).await;
        first.taps(&app, &["#six-0", "#start"]).await;
        wait_for(&app, "#domino").await;
        first.record_domino(&app, 0, &[(1, 10), (3, 5)]).await;
        first.taps(&app, &["#abandon", "#abandon-yes"]).await;
        wait_for(&app, "#new-match").await;
        first.tap(&app, "#history").await;
        first.tap(&app, "#save-file").await;
        wait_for_text(&app, "#save-result", "our-season.json").await;
        first.screenshot(&app, "1-saved").await;
        app.close().await.expect("quit the app");
        let text = std::fs::read_to_string(&file).expect("the file was written");
        assert!(text.contains("\"tranque-history\""), "{text:.200}");
        assert!(text.contains("\"Duda\""), "{text:.200}");

        // Another phone, nothing in it: the file opened, the match back.
        let mut second = Table::with_env("files-open", &[("TRANQUE_TEST_FILE_PICK", &pick)]);
        let app = second.launch().await;
        second.tap(&app, "#history").await;
        second.tap(&app, "#open-file").await;
        wait_for_text(&app, "#import-result", "1 imported").await;
        wait_for_text(&app, "#match-list", "Duda").await;
        second.screenshot(&app, "2-imported").await;
        app.close().await.expect("quit the app");
    });
}
