//! A whole `br-megajogos` match to 50: a domino typed in pips, a block settled
//! by tapping the tiles (tiles taken by another seat greyed out), an undo, the
//! match over signed by a losing player, and a rematch with the same seats.
//! Played in dark colours: the tiles stay thumb-sized and the greyed ones
//! visibly apart; the screen is kept on while the match is under way.

use tranque_e2e::{Table, is_enabled, text_of, type_into, wait_enabled, wait_for, wait_for_text};

#[test]
fn a_megajogos_match_to_50_with_a_block_by_tiles_and_an_undo() {
    tranque_e2e::run(async move {
        let mut table = Table::new("megajogos");
        let app = table.launch().await;
        table.tap(&app, "#theme-dark").await;
        wait_for(
            &app,
            "html[data-theme='dark'] #theme-dark[aria-pressed='true']",
        )
        .await;
        table.screenshot(&app, "1-home").await;
        wait_for(&app, "html[data-screen-on='false']").await;
        table.taps = 0;

        // New match: the rule set, four players counter-clockwise, who holds 6-6.
        table
            .taps(&app, &["#new-match", "#preset-br-megajogos"])
            .await;
        let summary = text_of(&app, "#rules-summary").await;
        assert!(summary.contains("the side that closed loses"), "{summary}");
        for (seat, name) in ["Ana", "Bia", "Caio", "Duda"].iter().enumerate() {
            type_into(&app, &format!("#seat-{seat}"), name).await;
        }
        table.tap(&app, "#six-0").await;
        table.screenshot(&app, "2-setup").await;
        table.tap(&app, "#start").await;
        wait_for_text(&app, "#score-0", "0").await;
        wait_for_text(&app, ".felt", "Ana opens").await;
        table.screenshot(&app, "3-table").await;
        wait_for(&app, "html[data-screen-on='true']").await;
        let setup_taps = table.taps;

        // Hand 1: Ana goes out; Bia holds 9, Duda 4: side A scores 13.
        table.taps = 0;
        table.taps(&app, &["#domino", "#who-0"]).await;
        type_into(&app, "#pips-1", "9").await;
        type_into(&app, "#pips-3", "4").await;
        wait_for_text(&app, "#preview-points", "wins 13").await;
        table.screenshot(&app, "4-domino").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-0", "13").await;
        let domino_taps = table.taps;
        assert!(domino_taps <= 5, "a typed domino took {domino_taps} taps");
        wait_for_text(&app, ".felt", "Bia opens").await;

        // Hand 2: Bia closes; the count by tiles. A: 6-5 + 3-3 = 17, B: 1-0 + 2-0 = 3.
        table.taps = 0;
        table
            .taps(
                &app,
                &[
                    "#block",
                    "#who-1",
                    "#by-tiles",
                    "#tiles-seat-0",
                    "#tile-6-5",
                ],
            )
            .await;
        table.tap(&app, "#tiles-seat-1").await;
        assert!(
            !is_enabled(&app, "#tile-6-5").await,
            "a tile held by Ana is greyed out for Bia"
        );
        assert_thumb_sized_tiles(&app).await;
        table.tap(&app, "#tile-1-0").await;
        table.taps(&app, &["#tiles-seat-2", "#tile-3-3"]).await;
        table.taps(&app, &["#tiles-seat-3", "#tile-2-0"]).await;
        wait_for_text(&app, "#side-totals", "17").await;
        let preview = wait_for_text(&app, "#preview-points", "wins 17").await;
        assert!(preview.contains("B"), "side B wins the block: {preview}");
        table.screenshot(&app, "5-block-tiles").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-1", "17").await;
        let block_taps = table.taps;

        // A wrong hand, then undo: the score goes back.
        table.taps(&app, &["#domino", "#who-3"]).await;
        type_into(&app, "#pips-0", "30").await;
        wait_for_text(&app, "#preview-points", "wins 30").await;
        table.tap(&app, "#save").await;
        wait_for_text(&app, "#score-1", "47").await;
        table.taps = 0;
        table.tap(&app, "#undo").await;
        table.screenshot(&app, "6-undo-confirm").await;
        table.tap(&app, "#undo-yes").await;
        wait_for_text(&app, "#score-1", "17").await;
        let undo_taps = table.taps;
        assert_eq!(text_of(&app, "#score-0").await, "13");

        // A refusal is explained in place and cannot be saved: Caio went out but is said to hold pips.
        table.taps(&app, &["#domino", "#who-3"]).await;
        type_into(&app, "#pips-0", "abc").await;
        wait_for(&app, "#entry-error").await;
        wait_enabled(&app, "#save", false).await;
        table.screenshot(&app, "7-entry-error").await;
        table.tap(&app, "#back").await;

        // Hand 3: Caio goes out, Bia 20 and Duda 20: A reaches 53, the match is over.
        table.taps(&app, &["#domino", "#who-2"]).await;
        type_into(&app, "#pips-1", "20").await;
        type_into(&app, "#pips-3", "20").await;
        table.tap(&app, "#save").await;
        let winner = wait_for_text(&app, "#winner", "Ana").await;
        assert!(winner.contains("Caio"), "{winner}");
        table.screenshot(&app, "8-over").await;
        wait_for(&app, "html[data-screen-on='false']").await;
        table.taps(&app, &["#signer-1", "#finish"]).await;
        wait_for(&app, "#signed").await;
        table.screenshot(&app, "9-signed").await;

        // Rematch with the same seats.
        table.tap(&app, "#rematch").await;
        wait_for_text(&app, "#score-0", "0").await;
        table.screenshot(&app, "10-rematch").await;
        wait_for_text(&app, "#opener-1 .seat-name", "Bia").await;
        app.close().await.expect("quit the app");

        println!(
            "taps: setup {setup_taps}, domino typed {domino_taps}, block by tiles {block_taps}, undo {undo_taps}"
        );
    });
}

/// Every one of the 28 tiles is a thumb's target (at least 44 CSS px each
/// way on the phone's 360 px), and a greyed tile is drawn apart from the
/// others: fainter, with the dark colours too.
async fn assert_thumb_sized_tiles(app: &fantoccini::Client) {
    let measured = app
        .execute(
            "return [...document.querySelectorAll('.tile-picker .tile')].map(t => {
                const r = t.getBoundingClientRect();
                return [t.id, r.width, r.height, Number(getComputedStyle(t).opacity), t.disabled];
            })",
            vec![],
        )
        .await
        .expect("measure the tiles");
    let tiles = measured.as_array().expect("a list of tiles");
    assert_eq!(tiles.len(), 28, "{measured}");
    for tile in tiles {
        let (width, height) = (
            tile[1].as_f64().unwrap_or(0.0),
            tile[2].as_f64().unwrap_or(0.0),
        );
        assert!(
            width >= 44.0 && height >= 44.0,
            "tile {tile} is under 44 px"
        );
    }
    let opacity = |disabled: bool| -> Vec<f64> {
        tiles
            .iter()
            .filter(|t| t[4].as_bool() == Some(disabled))
            .filter_map(|t| t[3].as_f64())
            .collect()
    };
    let (greyed, open) = (opacity(true), opacity(false));
    assert!(!greyed.is_empty() && !open.is_empty(), "{measured}");
    assert!(
        greyed.iter().all(|g| open.iter().all(|o| o - g >= 0.5)),
        "greyed tiles {greyed:?} are not apart from the others {open:?}"
    );
}
