//! A Swiss tournament of six pairs over three rounds, on the director's
//! phone: pairs registered, each round paired by the app, and every way a
//! table's result arrives — a match played on this phone from the table's
//! card, a match file from the table's phone (the system's dialog answered by
//! `TRANQUE_TEST_FILE_PICK`), the paper scoresheet typed (a forfeit too), and
//! the QR codes: the table's code saved as an image and read back starts the
//! match with the pairs in their seats, and once that match is signed its
//! result's code shows, is saved as an image and read back on the
//! tournaments list, recorded as imported. The standings are checked
//! against a count by hand.

use std::collections::BTreeMap;

use fantoccini::Client;
use tranque_e2e::{Table, pairs_at, target_dir, text_of, type_into, wait_for, wait_for_text};

/// The pairs, registered in this order: pair n is `PAIRS[n - 1]`.
const PAIRS: [[&str; 2]; 6] = [
    ["Ana", "Bia"],
    ["Caio", "Duda"],
    ["Eva", "Fabio"],
    ["Gil", "Hana"],
    ["Ivo", "Jade"],
    ["Leo", "Mia"],
];

/// The tournament's target, low so a match ends in one hand.
const TARGET: i64 = 50;

/// A match of the federation's rules, as the fixture holds them.
const FEDERACION_MATCH: &str = include_str!("../../../data/match-pr-federacion.json");

/// A pair's line of the hand count: wins, points for, points against, byes.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Line {
    wins: u32,
    points_for: i64,
    points_against: i64,
    byes: u32,
}

/// The count by hand: every result as it was entered.
#[derive(Default)]
struct Count(BTreeMap<u32, Line>);

impl Count {
    /// A result: `winner` scored `won` against `lost`.
    fn played(&mut self, winner: u32, loser: u32, won: i64, lost: i64) {
        let w = self.0.entry(winner).or_default();
        w.wins += 1;
        w.points_for += won;
        w.points_against += lost;
        let l = self.0.entry(loser).or_default();
        l.points_for += lost;
        l.points_against += won;
    }

    /// A forfeit (004 §2a): 100–0 for the winners, 0–200 against the losers.
    fn forfeit(&mut self, winner: u32, loser: u32) {
        let w = self.0.entry(winner).or_default();
        w.wins += 1;
        w.points_for += 100;
        let l = self.0.entry(loser).or_default();
        l.points_against += 200;
    }
}

fn players(pair: u32) -> [&'static str; 2] {
    PAIRS[pair as usize - 1]
}

/// Types table `table`'s paper scoresheet: the winner (0: side A, 1: side
/// B), both final scores, and the first player of the losers signs.
async fn type_sheet(table: &mut Table, app: &Client, n: u32, winner: usize, points: [i64; 2]) {
    table.tap(app, &format!("#table-{n}-type")).await;
    table.tap(app, &format!("#typed-winner-{winner}")).await;
    type_into(app, "#typed-points-0", &points[0].to_string()).await;
    type_into(app, "#typed-points-1", &points[1].to_string()).await;
    table.taps(app, &["#typed-signer-0", "#typed-save"]).await;
    wait_for_text(app, &format!("#table-{n}-state"), "result in").await;
}

/// Types a forfeit at table `n`: side `winner` wins, unsigned.
async fn type_forfeit(table: &mut Table, app: &Client, n: u32, winner: usize) {
    table.tap(app, &format!("#table-{n}-type")).await;
    table
        .taps(
            app,
            &[
                &format!("#typed-winner-{winner}"),
                "#typed-forfeit-late",
                "#typed-save",
            ],
        )
        .await;
    wait_for_text(app, &format!("#table-{n}-state"), "result in").await;
}

/// Closes the round and waits for the next one to be pairable.
async fn close_round(table: &mut Table, app: &Client, round: u32) {
    table.tap(app, "#close-round").await;
    wait_for_text(app, &format!("#round-{round} h3"), "closed").await;
}

/// A match file of the table's phone: the tournament's rules (the
/// federation's, to `TARGET`), side A's players at seats 0 and 2, side B's
/// at 1 and 3, and side B forfeiting for arriving late.
fn forfeit_file(a: [&str; 2], b: [&str; 2]) -> String {
    let mut file: serde_json::Value =
        serde_json::from_str(FEDERACION_MATCH).expect("the fixture reads");
    file["id"] = "table-phone-forfeit".into();
    file["rules"]["target"] = TARGET.into();
    file["seats"] = serde_json::json!([a[0], b[0], a[1], b[1]]);
    file["events"] = serde_json::json!([
        { "type": "forfeit", "loser": 1, "reason": "late_arrival" }
    ]);
    file.to_string()
}

#[test]
fn a_six_pair_tournament_over_three_rounds_with_every_way_a_result_arrives() {
    tranque_e2e::run(async move {
        let folder = target_dir().join("e2e").join("tournament-picked");
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder for the picked files");
        // One file answers every dialog: the match file, then the table's code.
        let picked = folder.join("picked");
        let pick = picked.to_string_lossy().into_owned();
        let mut table = Table::with_env("tournament", &[("TRANQUE_TEST_FILE_PICK", &pick)]);
        let app = table.launch().await;
        let mut count = Count::default();

        // A new tournament under the federation's rules, to 50.
        table.tap(&app, "#tournaments").await;
        wait_for(&app, "#no-tournaments").await;
        table.screenshot(&app, "1-list").await;
        table.tap(&app, "#new-tournament").await;
        type_into(&app, "#tournament-name", "Copa de Ponce").await;
        table.tap(&app, "#preset-pr-federacion").await;
        type_into(&app, "#tournament-target", &TARGET.to_string()).await;
        table.screenshot(&app, "2-new").await;
        table.tap(&app, "#create-tournament").await;
        wait_for_text(&app, "#tournament-title", "Copa de Ponce").await;

        table.register_pairs(&app, &PAIRS).await;
        table.screenshot(&app, "3-pairs").await;

        // Round 1: three tables, no bye.
        table.tap(&app, "#pair-round").await;
        wait_for(&app, "#table-3").await;
        assert!(
            app.find(fantoccini::Locator::Css("#bye")).await.is_err(),
            "six pairs: no bye"
        );
        table.screenshot(&app, "4-round-1").await;

        // Table 1 played on this phone: side A dominoes, 30 + 20 + 25 = 75.
        let [a, b] = pairs_at(&app, 1).await;
        table.tap(&app, "#table-1-start").await;
        wait_for_text(&app, "#opener-0", players(a)[0]).await;
        wait_for_text(&app, "#opener-1", players(b)[0]).await;
        table.tap(&app, "#opener-0").await;
        table
            .record_domino(&app, 0, &[(1, 30), (2, 20), (3, 25)])
            .await;
        wait_for_text(&app, "#winner", players(a)[0]).await;
        table.taps(&app, &["#signer-1", "#finish"]).await;
        wait_for(&app, "#back-to-tournament").await;
        table.screenshot(&app, "5-over").await;
        table.tap(&app, "#back-to-tournament").await;
        wait_for_text(&app, "#table-1-state", "played here").await;
        table.tap(&app, "#table-1-from-match").await;
        wait_for_text(&app, "#table-1-state", "result in").await;
        wait_for_text(&app, "#table-1-result", "75–0").await;
        count.played(a, b, 75, 0);

        // Table 2 from the match file of its phone: side B forfeited.
        let [a, b] = pairs_at(&app, 2).await;
        std::fs::write(&picked, forfeit_file(players(a), players(b))).expect("the match file");
        table.tap(&app, "#table-2-import").await;
        wait_for_text(&app, "#table-2-state", "result in").await;
        wait_for_text(&app, "#table-2-result", "forfeit").await;
        count.forfeit(a, b);

        // Table 3 typed from the paper: side A 110–40. A sheet no match to
        // TARGET can end with (the losers past the target) is refused first,
        // in words, and the table stays to play.
        let [a, b] = pairs_at(&app, 3).await;
        table.tap(&app, "#table-3-type").await;
        table.tap(&app, "#typed-winner-0").await;
        type_into(&app, "#typed-points-0", "210").await;
        type_into(&app, "#typed-points-1", "150").await;
        table.tap(&app, "#typed-signer-0").await;
        table.tap(&app, "#typed-save").await;
        let refusal = wait_for_text(&app, "#error", "cannot end a match").await;
        wait_for(&app, "#error.refusal[role='alert']").await;
        assert!(
            refusal.contains("150") && refusal.contains("at most 49"),
            "the refusal names the points and the most a losing pair ends with: {refusal}"
        );
        wait_for_text(&app, "#table-3-state", "to play").await;
        type_into(&app, "#typed-points-0", "110").await;
        type_into(&app, "#typed-points-1", "40").await;
        table.screenshot(&app, "6-typed").await;
        table.tap(&app, "#typed-save").await;
        wait_for_text(&app, "#table-3-state", "result in").await;
        count.played(a, b, 110, 40);
        close_round(&mut table, &app, 1).await;

        // Round 2, every sheet typed (one forfeit).
        table.tap(&app, "#pair-round").await;
        wait_for(&app, "#round-2").await;
        let [a, b] = pairs_at(&app, 1).await;
        type_sheet(&mut table, &app, 1, 1, [35, 105]).await;
        count.played(b, a, 105, 35);
        let [a, b] = pairs_at(&app, 2).await;
        type_sheet(&mut table, &app, 2, 0, [103, 29]).await;
        count.played(a, b, 103, 29);
        let [a, b] = pairs_at(&app, 3).await;
        type_forfeit(&mut table, &app, 3, 1).await;
        count.forfeit(b, a);
        close_round(&mut table, &app, 2).await;

        // Round 3: table 1's code saved as an image, and read back as the
        // table's phone would: its match starts with the pairs in their seats.
        table.tap(&app, "#pair-round").await;
        wait_for(&app, "#round-3").await;
        let [a, b] = pairs_at(&app, 1).await;
        table.tap(&app, "#table-1-qr").await;
        wait_for(&app, "#table-1-qr-code svg").await;
        table.screenshot(&app, "7-table-code").await;
        table.tap(&app, "#table-1-save-qr").await;
        wait_for_text(&app, "#error", "picked").await;
        // Something done is told calmly: a notice, not a refusal's alert.
        wait_for(&app, "#error.notice[role='status']").await;
        app.execute("window.scrollTo(0, 0)", vec![])
            .await
            .expect("show the banner");
        table.screenshot(&app, "7b-code-saved").await;
        let png = std::fs::read(&picked).expect("the code was saved");
        assert!(png.starts_with(b"\x89PNG"), "the code is a PNG");
        table.taps(&app, &["#back", "#read-qr"]).await;
        wait_for_text(&app, "#opener-0", players(a)[0]).await;
        for (seat, name) in [players(a)[0], players(b)[0], players(a)[1], players(b)[1]]
            .iter()
            .enumerate()
        {
            wait_for_text(&app, &format!("#opener-{seat}"), name).await;
        }
        table.screenshot(&app, "8-started-from-code").await;
        // The table's phone: side B leaves the table, a loser signs, and the
        // signed result's code shows for the director to scan.
        table.taps(&app, &["#penalty", "#forfeit-1"]).await;
        wait_for(&app, "#forfeit-withdraw").await;
        app.execute(
            "document.querySelector('#forfeit-withdraw').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .expect("scroll to the reasons");
        table.tap(&app, "#forfeit-withdraw").await;
        wait_for_text(&app, "#winner", players(a)[0]).await;
        table
            .taps(&app, &["#signer-1", "#finish", "#result-qr"])
            .await;
        wait_for(&app, "#result-qr-code svg").await;
        table.screenshot(&app, "9-result-code").await;
        // One phone cannot scan its own screen: the table's phone saves its
        // result's code as a picture, and the director reads that picture from
        // the tournaments list.
        std::fs::remove_file(&picked).expect("the table's code is read");
        table.tap(&app, "#save-result-qr").await;
        wait_for_text(&app, "#result-qr-saved", "picked").await;
        let png = std::fs::read(&picked).expect("the result's code was saved");
        assert!(png.starts_with(b"\x89PNG"), "the result's code is a PNG");
        table
            .taps(&app, &["#go-home", "#tournaments", "#read-qr"])
            .await;
        wait_for_text(&app, "#table-1-state", "result in").await;
        wait_for_text(&app, "#table-1-result", "forfeit").await;
        let source = app
            .execute(
                "return document.querySelector('#table-1-result').dataset.source",
                vec![],
            )
            .await
            .expect("the result's source");
        assert_eq!(source, "imported", "the result came from the table's code");
        count.forfeit(a, b);
        let [a, b] = pairs_at(&app, 2).await;
        type_sheet(&mut table, &app, 2, 0, [130, 48]).await;
        count.played(a, b, 130, 48);
        let [a, b] = pairs_at(&app, 3).await;
        // Mistyped as 120, then corrected from the sheet: 102.
        type_sheet(&mut table, &app, 3, 1, [30, 120]).await;
        wait_for_text(&app, "#table-3-result", "120–30").await;
        table.tap(&app, "#table-3-correct").await;
        table.tap(&app, "#typed-winner-1").await;
        type_into(&app, "#typed-points-0", "30").await;
        type_into(&app, "#typed-points-1", "102").await;
        table.taps(&app, &["#typed-signer-0", "#typed-save"]).await;
        wait_for_text(&app, "#table-3-result", "102–30").await;
        app.execute(
            "document.querySelector('#table-3').scrollIntoView()",
            vec![],
        )
        .await
        .expect("show the corrected table");
        table.screenshot(&app, "10-corrected").await;
        count.played(b, a, 102, 30);
        close_round(&mut table, &app, 3).await;

        // The standings against the count by hand, best first.
        wait_for(&app, "#standings").await;
        let mut order = Vec::new();
        for (pair, line) in &count.0 {
            let cells = app
            .execute(
                "return [...document.querySelectorAll(arguments[0])].map(td => td.innerText.trim())",
                vec![format!("#standing-{pair} td").into()],
            )
            .await
            .expect("the row's cells");
            let cells: Vec<String> = cells
                .as_array()
                .map(|a| {
                    a.iter()
                        .map(|c| c.as_str().unwrap_or_default().to_owned())
                        .collect()
                })
                .unwrap_or_default();
            let difference = line.points_for - line.points_against;
            let shown_difference = if difference > 0 {
                format!("+{difference}")
            } else {
                difference.to_string()
            };
            assert_eq!(
                cells[2..],
                [
                    line.wins.to_string(),
                    shown_difference,
                    line.points_for.to_string(),
                    line.byes.to_string(),
                ],
                "pair {pair}: {cells:?}"
            );
            assert!(cells[1].contains(players(*pair)[0]), "{cells:?}");
            order.push((line.wins, difference, line.points_for));
        }
        assert_eq!(count.0.len(), 6, "every pair played");
        let shown = app
        .execute(
            "return [...document.querySelectorAll('#standings tr.standing')].map(r => Number(r.id.split('-')[1]))",
            vec![],
        )
        .await
        .expect("the rows in order");
        let shown: Vec<u32> = shown
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|n| n.as_u64())
                    .map(|n| n as u32)
                    .collect()
            })
            .unwrap_or_default();
        assert_eq!(shown.len(), 6, "{shown:?}");
        let keys: Vec<(u32, i64, i64)> = shown
            .iter()
            .map(|p| {
                let l = count.0[p];
                (l.wins, l.points_for - l.points_against, l.points_for)
            })
            .collect();
        assert!(
            keys.windows(2).all(|w| w[0] >= w[1]),
            "ranked by wins, difference, points for: {shown:?} {keys:?}"
        );

        // A pair's rounds, opened from its row.
        let first = shown[0];
        table.tap(&app, &format!("#standing-{first}-open")).await;
        let history = text_of(&app, &format!("#history-{first}")).await;
        assert!(
            history.contains("Round 1") && history.contains("Round 3"),
            "{history}"
        );
        table.screenshot(&app, "11-standings").await;
        app.close().await.expect("quit the app");
        let _ = std::fs::remove_dir_all(&folder);
    });
}
