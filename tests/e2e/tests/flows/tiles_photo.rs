//! A blocked game counted from photos: two seats' tiles read from a photo
//! each (the seat's "photo" action, a file input the webview hands to the
//! camera on a phone), each tile outlined on the photo and listed as a chip;
//! one tile fixed in two taps, a false one removed in one, then the tiles
//! confirmed into the count as if tapped; the other seats tapped; the rules
//! settle the hand as always. A file that is no photo is refused in words.

use fantoccini::Client;
use serde_json::json;
use tranque_e2e::{Table, text_of, type_into, wait_for, wait_for_text};

/// A photo of the project's synthetic set (`tests/data/tiles`, made by
/// `tiles/examples/generate.rs`).
fn photo(file: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../data/tiles")
        .join(file);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Hands `bytes` to the file input `css` as the camera or the file picker
/// would: a file in its list, then its change.
async fn give_photo(app: &Client, css: &str, name: &str, bytes: &[u8]) {
    wait_for(app, css).await;
    let given = app
        .execute(
            "const [css, name, bytes] = arguments; \
             const input = document.querySelector(css); \
             const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg'; \
             const files = new DataTransfer(); \
             files.items.add(new File([new Uint8Array(bytes)], name, { type })); \
             input.files = files.files; \
             const given = input.files.length; \
             input.dispatchEvent(new Event('change', { bubbles: true })); \
             return given;",
            vec![css.into(), name.into(), json!(bytes)],
        )
        .await
        .expect("the photo handed to the file input");
    assert_eq!(given, json!(1), "one photo in {css}");
}

/// The number of chips of tiles read.
async fn chips(app: &Client) -> usize {
    app.execute(
        "return document.querySelectorAll('#read-tiles .read-tile').length",
        vec![],
    )
    .await
    .expect("the chips counted")
    .as_u64()
    .unwrap_or_default() as usize
}

#[test]
fn a_blocked_game_counted_from_two_photos_with_one_tile_fixed() {
    tranque_e2e::run(async move {
        let mut table = Table::new("tiles-photo");
        let app = table.launch().await;
        table
            .taps(&app, &["#new-match", "#preset-br-megajogos"])
            .await;
        for (seat, name) in ["Ana", "Bia", "Caio", "Duda"].iter().enumerate() {
            type_into(&app, &format!("#seat-{seat}"), name).await;
        }
        table.taps(&app, &["#six-0", "#start"]).await;
        wait_for_text(&app, "#score-0", "0").await;

        // Bia closes; the hands counted by tiles.
        table.taps(&app, &["#block", "#who-1", "#by-tiles"]).await;
        wait_for(&app, "#photo-0").await;
        table.screenshot(&app, "1-photo-actions").await;

        // A file that is not a photo: refused in words, nothing read.
        give_photo(&app, "#photo-0", "notes.jpg", b"6-4, 5-5 and 0-0").await;
        wait_for_text(&app, ".banner", "photo").await;
        assert!(
            review_closed(&app).await,
            "no review of a file that is no photo"
        );

        // Ana's photo: every tile read, outlined and listed, with the total.
        give_photo(&app, "#photo-0", "ana.jpg", &photo(ANA.0)).await;
        wait_for(&app, "#read-tiles .read-tile").await;
        assert_eq!(chips(&app).await, ANA.1.len(), "Ana's tiles read");
        wait_for_text(&app, "#photo-total", &format!("{} pips", ANA.2)).await;
        let outlined = app
            .execute(
                "return document.querySelectorAll('.photo-outlines polygon').length",
                vec![],
            )
            .await
            .expect("the outlines counted");
        assert_eq!(
            outlined,
            json!(ANA.1.len()),
            "each tile outlined on the photo"
        );
        table.screenshot(&app, "2-ana-read").await;

        // One tile fixed in two taps: the chip, then the right tile.
        table.taps = 0;
        let (wrong, right) = FIX;
        assert_eq!(ANA.1[0], wrong);
        table.tap(&app, "#read-0").await;
        table.tap(&app, &format!("#tile-{right}")).await;
        assert_eq!(table.taps, 2, "a misread tile fixed in two taps");
        let fixed_total = ANA.2 - pips(wrong) + pips(right);
        wait_for_text(&app, "#photo-total", &format!("{fixed_total} pips")).await;
        table.screenshot(&app, "3-ana-fixed").await;
        table.tap(&app, "#photo-confirm").await;
        wait_for_text(&app, "#tiles-seat-0", &fixed_total.to_string()).await;
        assert!(review_closed(&app).await, "the review closed");

        // Caio's photo, with one tile read that is not his: removed in one tap.
        give_photo(&app, "#photo-2", "caio.jpg", &photo(CAIO.0)).await;
        wait_for(&app, "#read-tiles .read-tile").await;
        assert_eq!(chips(&app).await, CAIO.1.len(), "Caio's tiles read");
        table.taps = 0;
        let (at, false_tile) = FALSE;
        assert_eq!(CAIO.1[at], false_tile);
        table.tap(&app, &format!("#read-{at}-remove")).await;
        assert_eq!(table.taps, 1, "a false tile removed in one tap");
        assert_eq!(chips(&app).await, CAIO.1.len() - 1);
        let caio_total = CAIO.2 - pips(false_tile);
        wait_for_text(&app, "#photo-total", &format!("{caio_total} pips")).await;
        table.screenshot(&app, "4-caio-read").await;
        table.tap(&app, "#photo-confirm").await;
        wait_for_text(&app, "#tiles-seat-2", &caio_total.to_string()).await;

        // Bia and Duda tapped as before; the hand settled by the rules.
        table
            .taps(&app, &["#tiles-seat-1", &format!("#tile-{}", BIA)])
            .await;
        table
            .taps(&app, &["#tiles-seat-3", &format!("#tile-{}", DUDA)])
            .await;
        let a = fixed_total + caio_total;
        let b = pips(BIA) + pips(DUDA);
        wait_for_text(&app, "#side-totals", &a.to_string()).await;
        wait_for_text(&app, "#side-totals", &b.to_string()).await;
        table.screenshot(&app, "5-block-by-photos").await;
        table.tap(&app, "#save").await;
        wait_for(&app, "#score-0").await;
        let scores = [
            text_of(&app, "#score-0").await,
            text_of(&app, "#score-1").await,
        ];
        assert!(
            scores.iter().any(|s| s != "0"),
            "the hand counted from photos scored: {scores:?}"
        );
    });
}

/// Whether the photo's review is closed (hidden, its words gone).
async fn review_closed(app: &Client) -> bool {
    app.execute(
        "const r = document.querySelector('#photo-review'); \
         return r === null || (r.hidden && r.querySelector('.read-tile') === null);",
        vec![],
    )
    .await
    .expect("a search")
    .as_bool()
    .unwrap_or(false)
}

/// A tile's pips from its id's name, `"6-4"`.
fn pips(tile: &str) -> u32 {
    tile.split('-').filter_map(|n| n.parse::<u32>().ok()).sum()
}

/// Ana's photo: its file, its tiles as read (left to right, as the app
/// numbers them), their pips.
const ANA: (&str, &[&str], u32) = ("photo_04.jpg", &["1-0", "2-1", "6-0", "3-3", "5-0"], 21);
/// Caio's photo: its file, its tiles as read, their pips.
const CAIO: (&str, &[&str], u32) = ("photo_02.jpg", &["2-0", "6-4", "3-2", "3-0"], 20);
/// The tile of Ana's photo fixed (read first), and what it is.
const FIX: (&str, &str) = ("1-0", "1-1");
/// The tile of Caio's photo removed (read second): no hand holds a 4, so
/// the game can be blocked on the fours.
const FALSE: (usize, &str) = (1, "6-4");
/// Bia's tile, tapped.
const BIA: &str = "2-2";
/// Duda's tile, tapped.
const DUDA: &str = "6-6";
