//! A tournament handed to another phone: two rounds played on one profile,
//! the tournament saved with "Hand over", opened in a fresh profile with
//! "Take over a tournament", and round 3 paired on both — the same tables,
//! the same standings. The system's dialogs are answered by the app's test
//! hook (`TRANQUE_TEST_FILE_PICK`, the file the director "picked"); the file
//! itself is really written and really read.

use fantoccini::Client;
use tranque_e2e::{Table, pairs_at, target_dir, text_of, type_into, wait_for, wait_for_text};

/// The pairs, registered in this order.
const PAIRS: [[&str; 2]; 4] = [
    ["Ana", "Bia"],
    ["Caio", "Duda"],
    ["Eva", "Fabio"],
    ["Gil", "Hana"],
];

/// Types table `n`'s paper scoresheet: the winner (0: side A, 1: side B),
/// both final scores, and the first player of the losers signs.
async fn type_sheet(table: &mut Table, app: &Client, n: u32, winner: usize, points: [i64; 2]) {
    table.tap(app, &format!("#table-{n}-type")).await;
    table.tap(app, &format!("#typed-winner-{winner}")).await;
    type_into(app, "#typed-points-0", &points[0].to_string()).await;
    type_into(app, "#typed-points-1", &points[1].to_string()).await;
    table.taps(app, &["#typed-signer-0", "#typed-save"]).await;
    wait_for_text(app, &format!("#table-{n}-state"), "result in").await;
}

/// Pairs round `round` and waits for its tables.
async fn pair_round(table: &mut Table, app: &Client, round: u32) {
    table.tap(app, "#pair-round").await;
    wait_for(app, &format!("#round-{round}")).await;
}

/// What round 3 and the standings show: the pairs at each table, and the
/// standings' text.
async fn round_3(app: &Client) -> (Vec<[u32; 2]>, String) {
    let tables = vec![pairs_at(app, 1).await, pairs_at(app, 2).await];
    (tables, text_of(app, "#standings").await)
}

#[test]
fn a_tournament_handed_over_after_two_rounds_pairs_round_three_on_the_other_phone_alike() {
    tranque_e2e::run(async move {
        let folder = target_dir().join("e2e").join("handover-picked");
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder for the file");
        let file = folder.join("copa.json");
        let pick = file.to_string_lossy().into_owned();

        // The first phone: four pairs, two rounds typed from the paper.
        let mut first = Table::with_env("handover-first", &[("TRANQUE_TEST_FILE_PICK", &pick)]);
        let app = first.launch().await;
        first.tap(&app, "#tournaments").await;
        first.create_tournament(&app, "Copa de Ponce", 50).await;
        first.register_pairs(&app, &PAIRS).await;
        for round in 1..=2 {
            pair_round(&mut first, &app, round).await;
            type_sheet(&mut first, &app, 1, 0, [60 + round as i64, 20]).await;
            type_sheet(&mut first, &app, 2, 1, [15, 55 + round as i64]).await;
            first.tap(&app, "#close-round").await;
            wait_for_text(&app, &format!("#round-{round} h3"), "closed").await;
        }

        // Handed over: the file written where the dialog "picked".
        first.tap(&app, "#hand-over").await;
        wait_for_text(&app, "#error", "copa.json").await;
        first.screenshot(&app, "1-handed-over").await;
        let text = std::fs::read_to_string(&file).expect("the file was written");
        assert!(text.contains("\"tranque-tournament\""), "{text:.200}");
        pair_round(&mut first, &app, 3).await;
        let on_first = round_3(&app).await;
        app.close().await.expect("quit the app");

        // A fresh phone: the file opened, the tournament carried on.
        let mut second = Table::with_env("handover-second", &[("TRANQUE_TEST_FILE_PICK", &pick)]);
        let app = second.launch().await;
        second.tap(&app, "#tournaments").await;
        wait_for(&app, "#no-tournaments").await;
        second.tap(&app, "#take-over").await;
        wait_for_text(&app, "#tournament-title", "Copa de Ponce").await;
        wait_for_text(&app, "#error", "Copa de Ponce").await;
        second.screenshot(&app, "2-taken-over").await;
        pair_round(&mut second, &app, 3).await;
        let on_second = round_3(&app).await;
        assert_eq!(on_second.0.len(), 2, "two tables: {on_second:?}");
        assert!(on_second.0.iter().all(|t| t.len() == 2), "{on_second:?}");
        assert_eq!(on_second, on_first, "round 3 and the standings alike");
        second.screenshot(&app, "3-round-3").await;
        app.close().await.expect("quit the app");
        let _ = std::fs::remove_dir_all(&folder);
    });
}
