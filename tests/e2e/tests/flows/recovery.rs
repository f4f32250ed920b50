//! Nothing locks the players out of their history: a match this version of
//! the app cannot read (its hand damaged on the phone) is kept in the history
//! with its last scores and said in words, abandoned with a confirmation, and
//! a new match starts; the backup written at start is listed on its screen,
//! beside a database set aside after a damage, and a backup the player
//! removes (asked first) leaves the list and the phone.

use std::path::Path;
use std::time::Instant;

use fantoccini::Client;
use tranque_e2e::{PATIENCE, Table, name_seats, type_into, wait_for, wait_for_text};

/// The folder a damaged database is set aside in, beside the database (as
/// the app names it: `tranque.sqlite3.damaged-<time>`).
const SET_ASIDE: &str = "tranque.sqlite3.damaged-20260303T100000Z";

/// How many rows the backups list shows right now.
async fn rows(app: &Client) -> usize {
    let js = "return document.querySelectorAll('#backup-list > li').length;";
    let count = app.execute(js, vec![]).await.expect("count the backups");
    count.as_u64().map_or(0, |n| n as usize)
}

/// Waits until the backups list shows `count` rows.
async fn wait_for_rows(app: &Client, count: usize) {
    let start = Instant::now();
    let mut last = rows(app).await;
    while last != count {
        assert!(
            start.elapsed() < PATIENCE,
            "the backups list never showed {count} rows; it shows {last}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        last = rows(app).await;
    }
}

/// The backup files in the folder `backups`, newest (largest sequence
/// number, `tranque-<seq>-<time>-<kind>.sqlite3`) first.
fn backup_files(backups: &Path) -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(backups)
        .expect("the backups folder")
        .flatten()
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("tranque-") && name.ends_with(".sqlite3"))
        .collect();
    let seq = |name: &String| -> u64 {
        name.split('-')
            .nth(1)
            .and_then(|seq| seq.parse().ok())
            .unwrap_or(0)
    };
    files.sort_by_key(|name| std::cmp::Reverse(seq(name)));
    files
}

#[test]
fn an_unreadable_match_is_shown_abandoned_and_a_new_match_starts() {
    tranque_e2e::run(async move {
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
        let folder = table.data_dir().join("app.tranque.scorekeeper");
        let db = folder.join("tranque.sqlite3");
        let conn = rusqlite::Connection::open(&db).expect("the app's database");
        // Before that, a sound copy of it sits where the app sets a damaged
        // database aside, as if an earlier start had found one.
        let aside = folder.join(SET_ASIDE);
        std::fs::create_dir(&aside).expect("the set-aside folder");
        conn.execute(
            "VACUUM INTO ?1",
            [aside.join("tranque.sqlite3").to_string_lossy()],
        )
        .expect("a copy set aside");
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

        // The backup of the day, written at start, is listed; the database set
        // aside is listed after the backups, in words, with its one match.
        table.tap(&app, "#home").await;
        table.tap(&app, "#backups").await;
        wait_for_text(&app, "#backup-list", "daily").await;
        wait_for(&app, "#backup-list button[id^='restore-']").await;
        let listed = rows(&app).await;
        assert!(listed >= 2, "a backup and the set-aside database: {listed}");
        let aside_row = format!("#backup-{}", listed - 1);
        let row = wait_for_text(&app, &aside_row, "set aside after a damage").await;
        assert!(
            row.contains("1 match") && !row.contains("1 matches"),
            "one match, in the singular: {row}"
        );
        table.screenshot(&app, "3-backups").await;

        // The newest backup is removed, asked first: the list and the folder
        // both lose it, and the set-aside database stays.
        let backups = folder.join("backups");
        let before = backup_files(&backups);
        let newest = before.first().expect("the backup of the day").clone();
        let remove = wait_for(&app, "#remove-0").await;
        let name = remove
            .attr("aria-label")
            .await
            .expect("the Remove button's name")
            .unwrap_or_default();
        assert!(name.starts_with("Remove the copy of 20"), "{name}");
        table.tap(&app, "#remove-0").await;
        wait_for_text(&app, "#backup-0", "Its matches that are in no other copy").await;
        wait_for(&app, "#cancel-remove-0").await;
        table.screenshot(&app, "4-remove-asked").await;
        table.tap(&app, "#confirm-remove-0").await;
        wait_for_rows(&app, listed - 1).await;
        let after = backup_files(&backups);
        assert_eq!(after.len(), before.len() - 1, "{before:?} → {after:?}");
        assert!(!after.contains(&newest), "{newest} is still in {after:?}");
        assert!(!backups.join(&newest).exists(), "{newest} is still on disk");
        assert!(
            aside.join("tranque.sqlite3").exists(),
            "the set-aside database"
        );
        let moved_up = format!("#backup-{}", listed - 2);
        wait_for_text(&app, &moved_up, "set aside after a damage").await;
        app.close().await.expect("quit the app");
    });
}
