//! The signed scoresheet saved as a picture, from the match-over screen and
//! from the history's scoresheet, through "Save scoresheet image". The save
//! dialog is answered by the app's test hook (`TRANQUE_TEST_FILE_PICK`, the
//! file the player "picked"); the PNG is really written, then read back
//! here: its size, its pixels, and its text layer naming the winner.

use std::path::Path;
use std::time::Duration;

use fantoccini::Client;
use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use tranque_e2e::{Table, name_seats, target_dir, wait_for, wait_for_text};

/// One stroke of a finger across the signature pad, left to right in a wave.
async fn sign(app: &Client) {
    let pad = wait_for(app, "#signature").await;
    app.execute(
        "document.querySelector('#signature').scrollIntoView({block: 'center'})",
        vec![],
    )
    .await
    .expect("scroll to the pad");
    let mut finger = MouseActions::new("finger".to_owned())
        .then(PointerAction::MoveToElement {
            element: pad,
            duration: None,
            x: -110.0,
            y: 10.0,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        });
    for i in 0..12 {
        finger = finger.then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(20)),
            x: 16.0,
            y: if i % 2 == 0 { 30.0 } else { -30.0 },
        });
    }
    finger = finger.then(PointerAction::Up {
        button: MOUSE_BUTTON_LEFT,
    });
    app.perform_actions(finger)
        .await
        .expect("draw a stroke on the pad");
    app.release_actions().await.expect("lift the finger");
}

/// The picture in `file`: its width, height, the share of its pixels that
/// are not the paper's colour, and its `Description` (the text layer).
fn read_picture(file: &Path) -> (u32, u32, f64, String) {
    let bytes = std::fs::read(file).expect("the picture was written");
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("its size")];
    let frame = reader.next_frame(&mut pixels).expect("its pixels");
    let channels = frame.color_type.samples();
    // The paper's colour is the first pixel's (its top-left corner).
    let paper: Vec<u8> = pixels[..channels].to_vec();
    let drawn = pixels[..frame.buffer_size()]
        .chunks_exact(channels)
        .filter(|p| p.iter().zip(&paper).any(|(a, b)| a.abs_diff(*b) > 24))
        .count();
    let share = drawn as f64 / (f64::from(frame.width) * f64::from(frame.height));
    let description = reader
        .info()
        .utf8_text
        .iter()
        .find(|t| t.keyword == "Description")
        .map(|t| t.get_text().expect("its text"))
        .unwrap_or_default();
    (frame.width, frame.height, share, description)
}

/// The picture is a legible scoresheet: 1,080 pixels wide, not blank, and
/// its text names the winners, their score and who signed.
fn check_picture(file: &Path) {
    let (width, height, drawn, description) = read_picture(file);
    assert_eq!(width, 1080, "{} px wide", width);
    assert!(height > 800, "{height} px high");
    assert!(
        drawn > 0.05,
        "only {:.1} % of the picture is drawn",
        drawn * 100.0
    );
    for words in ["A · Ana & Caio", "55", "Bia & Duda", "Duda"] {
        assert!(description.contains(words), "{words:?} in {description}");
    }
    let winner_line = description
        .lines()
        .nth(1)
        .expect("the winner's line, under the heading");
    assert!(
        winner_line.contains("A · Ana & Caio"),
        "the winner is side A: {description}"
    );
}

#[test]
fn the_signed_scoresheet_is_saved_as_a_picture_at_match_over_and_from_the_history() {
    tranque_e2e::run(async move {
        let folder = target_dir().join("e2e").join("scoresheet-picked");
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder for the picture");
        let file = folder.join("our-sheet.png");
        let pick = file.to_string_lossy().into_owned();

        let mut table = Table::with_env("scoresheet", &[("TRANQUE_TEST_FILE_PICK", &pick)]);
        let app = table.launch().await;
        table.tap(&app, "#new-match").await;
        name_seats(&app, &["Ana", "Bia", "Caio", "Duda"]).await;
        table.taps(&app, &["#six-0", "#start"]).await;
        // Ana dominoes with Bia's 30 and Duda's 25 left: 55, past the 50 of br-megajogos.
        table.record_domino(&app, 0, &[(1, 30), (3, 25)]).await;
        wait_for_text(&app, "#winner", "Ana").await;

        // Duda signs with a finger and closes the match; the sheet is saved.
        table.tap(&app, "#signer-3").await;
        sign(&app).await;
        table.tap(&app, "#finish").await;
        wait_for(&app, "#signed").await;
        table.tap(&app, "#save-sheet-image").await;
        wait_for_text(&app, "#sheet-image-result", "our-sheet.png").await;
        table.screenshot(&app, "1-over-saved").await;
        check_picture(&file);

        // The same match from the history: saved again, the same picture.
        std::fs::remove_file(&file).expect("the first picture removed");
        table.taps(&app, &["#go-home", "#history"]).await;
        wait_for_text(&app, ".match-row", "Duda").await;
        table.tap(&app, ".match-row").await;
        wait_for_text(&app, "#review-result", "55").await;
        table.tap(&app, "#save-sheet-image").await;
        wait_for_text(&app, "#sheet-image-result", "our-sheet.png").await;
        table.screenshot(&app, "2-review-saved").await;
        app.close().await.expect("quit the app");
        check_picture(&file);
    });
}
