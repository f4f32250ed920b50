//! The audience board on a TV: a tournament of five pairs, round 1 paired,
//! the board opened at 1920×1080 — the round's tables with their pairs and
//! the bye, then the standings, a page at a time — and a result recorded
//! while it shows (as the director's laptop would, through the shell)
//! appears on the board by itself.

use fantoccini::Client;
use tranque_e2e::{Table, wait_for, wait_for_text};

/// The pairs, registered in this order (pair n is `PAIRS[n - 1]`).
const PAIRS: [[&str; 2]; 5] = [
    ["Ana", "Bia"],
    ["Caio", "Duda"],
    ["Eva", "Fabio"],
    ["Gil", "Hana"],
    ["Ivo", "Jade"],
];

/// The pair numbers at table `n` of the board: side A, side B.
async fn pairs_at(app: &Client, n: u32) -> Vec<u64> {
    let numbers = app
        .execute(
            "return [...document.querySelectorAll(arguments[0])].map(e => Number(e.textContent))",
            vec![format!("#board-table-{n} .pair-no").into()],
        )
        .await
        .expect("the pairs at the table");
    numbers
        .as_array()
        .map(|a| a.iter().filter_map(serde_json::Value::as_u64).collect())
        .unwrap_or_default()
}

#[test]
fn the_board_shows_the_round_then_the_standings_and_a_result_as_it_comes_in() {
    tranque_e2e::run(async move {
        let mut table = Table::new("board");
        let app = table.launch().await;
        table.tap(&app, "#tournaments").await;
        table.create_tournament(&app, "Copa de Ponce", 50).await;
        table.register_pairs(&app, &PAIRS).await;
        table.tap(&app, "#pair-round").await;
        wait_for(&app, "#round-1").await;

        // The board, on a TV.
        table.tap(&app, "#open-board").await;
        app.set_window_size(1920, 1080)
            .await
            .expect("a TV-sized window");
        wait_for_text(&app, "#board-heading", "Round 1").await;
        wait_for_text(&app, "#board-title", "Copa de Ponce").await;
        let seated = [pairs_at(&app, 1).await, pairs_at(&app, 2).await];
        assert!(seated.iter().all(|t| t.len() == 2), "{seated:?}");
        let row = wait_for_text(&app, "#board-table-1", "&").await;
        for pair in &seated[0] {
            let [a, b] = PAIRS[*pair as usize - 1];
            assert!(row.contains(&format!("{a} & {b}")), "{row}");
        }
        let bye = wait_for_text(&app, "#board-bye", "&").await;
        let sitting: Vec<u64> = seated.concat();
        let out = (1..=5)
            .find(|p| !sitting.contains(p))
            .expect("one pair sits out");
        assert!(bye.contains(PAIRS[out as usize - 1][0]), "{bye}");
        wait_for_text(&app, "#board-part", "1 of 2").await;
        let size = app
        .execute(
            "return [getComputedStyle(document.querySelector('#board-round')).fontSize, innerWidth]",
            vec![],
        )
        .await
        .expect("the board's type");
        // Type for 5 m: at least 40 px on a 1920 px wide screen.
        let px: f64 = size[0]
            .as_str()
            .and_then(|s| s.trim_end_matches("px").parse().ok())
            .unwrap_or(0.0);
        assert!(px >= 40.0, "the board's type: {size}");
        table.screenshot(&app, "1-round").await;

        // A result recorded while the board shows: table 1, side A 55 to 20.
        let [a, b] = [seated[0][0], seated[0][1]];
        let signer = PAIRS[b as usize - 1][0];
        let recorded = app
            .execute(
                "const id = location.pathname.split('/')[2];
             return window.__TAURI__.core.invoke('record_table_result', {
               tournament_id: id, round: 1, table: 1,
               result: { winner: arguments[0],
                         scores: [{ pair: arguments[0], points_for: 55, points_against: 20 },
                                  { pair: arguments[1], points_for: 20, points_against: 55 }],
                         end: { kind: 'target' }, source: 'typed', signed_by: arguments[2] } })
               .then(() => 'ok', e => JSON.stringify(e));",
                vec![a.into(), b.into(), signer.into()],
            )
            .await
            .expect("record the result");
        assert_eq!(recorded.as_str(), Some("ok"), "{recorded}");
        let row = wait_for_text(&app, "#board-table-1", "55–20").await;
        assert!(row.contains("55–20"), "{row}");

        // Then the standings: the winners of table 1 at +35 (the bye's pair,
        // a win of 100, above them).
        table.tap(&app, "#board-next").await;
        wait_for_text(&app, "#board-heading", "Standings").await;
        let [wa, wb] = PAIRS[a as usize - 1];
        let winners = format!("{wa} & {wb}");
        let standings = wait_for_text(&app, "#board-standings", &winners).await;
        let line = standings
            .lines()
            .find(|line| line.contains(&winners))
            .unwrap_or_default();
        assert!(line.contains("+35"), "{standings}");
        wait_for_text(&app, "#board-part", "2 of 2").await;
        table.screenshot(&app, "2-standings").await;

        // Paused, the page stays; leaving goes back to the tournament.
        table.tap(&app, "#board-pause").await;
        wait_for_text(&app, "#board-part", "2 of 2").await;
        table.tap(&app, "#board-leave").await;
        wait_for_text(&app, "#tournament-title", "Copa de Ponce").await;
        app.close().await.expect("quit the app");
    });
}
