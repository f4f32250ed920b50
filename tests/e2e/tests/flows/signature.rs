//! At match over, a player of the losing side is chosen to sign and signs the
//! scoresheet with a finger on the signature pad (two strokes, drawn with
//! WebDriver pointer actions); the ink follows the finger inside the pad, and
//! closing the match keeps the signature with it. The history's scoresheet of
//! the match then shows who signed it and the signature, and no longer offers
//! to change the signed sheet.

use std::time::Duration;

use fantoccini::Client;
use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::elements::Element;
use tranque_e2e::{Table, name_seats, text_of, wait_for, wait_for_text};

/// One stroke of a finger on `pad`: down at `from` (relative to the pad's
/// centre, in CSS pixels), through each of `steps` (relative moves), and up.
async fn stroke(app: &Client, pad: &Element, from: (f64, f64), steps: &[(f64, f64)]) {
    let mut finger = MouseActions::new("finger".to_owned())
        .then(PointerAction::MoveToElement {
            element: pad.clone(),
            duration: None,
            x: from.0,
            y: from.1,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        });
    for &(x, y) in steps {
        finger = finger.then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(20)),
            x,
            y,
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

/// The numbers of SVG path data, as (x, y) points.
fn points(path: &str) -> Vec<(f64, f64)> {
    let numbers: Vec<f64> = path
        .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().expect("a number in the path"))
        .collect();
    numbers.chunks(2).map(|p| (p[0], p[1])).collect()
}

#[test]
fn the_losing_player_signs_with_a_finger_and_the_history_shows_the_signature() {
    tranque_e2e::run(async move {
        let mut table = Table::new("signature");
        let app = table.launch().await;
        table.tap(&app, "#new-match").await;
        name_seats(&app, &["Ana", "Bia", "Caio", "Duda"]).await;
        table.taps(&app, &["#six-0", "#start"]).await;

        // Ana dominoes with Bia's 30 and Duda's 25 left: 55, past the 50 of br-megajogos.
        table.record_domino(&app, 0, &[(1, 30), (3, 25)]).await;
        let winner = wait_for_text(&app, "#winner", "Ana").await;
        assert!(winner.contains("Caio"), "{winner}");
        wait_for(&app, "#finish").await;
        assert!(
            !wait_for(&app, "#finish")
                .await
                .is_enabled()
                .await
                .unwrap_or(true),
            "nobody chosen to sign yet: the match cannot be closed"
        );

        // Duda, of the losing side, signs: two strokes across the pad.
        table.taps = 0;
        table.tap(&app, "#signer-3").await;
        let pad = wait_for(&app, "#signature").await;
        app.execute(
            "document.querySelector('#signature').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .expect("scroll to the pad");
        let wave: Vec<(f64, f64)> = (0..12)
            .map(|i| (16.0, if i % 2 == 0 { 30.0 } else { -30.0 }))
            .collect();
        stroke(&app, &pad, (-110.0, 10.0), &wave).await;
        // The second stroke starts on the ink of the first and runs across it.
        stroke(&app, &pad, (-110.0, 10.0), &[(4.0, 0.5); 40]).await;
        let ink = app
            .execute(
                "return document.querySelector('#signature path.ink').getAttribute('d')",
                vec![],
            )
            .await
            .expect("the ink of the pad");
        let ink = ink.as_str().unwrap_or_default().trim().to_owned();
        assert_eq!(ink.matches('M').count(), 2, "two strokes: {ink}");
        assert!(
            ink.matches('L').count() >= 50,
            "the ink follows the finger: {ink}"
        );
        // Every point lies on the pad (its viewBox is 320 × 120), wherever the
        // finger passes: over the signing line or over the ink already drawn.
        for (x, y) in points(&ink) {
            assert!(
                (0.0..=320.0).contains(&x) && (0.0..=120.0).contains(&y),
                "({x}, {y}) is off the pad: {ink}"
            );
        }
        table.screenshot(&app, "1-signed-pad").await;
        table.tap(&app, "#finish").await;
        let signed = wait_for_text(&app, "#signed", "signed").await;
        let sign_taps = table.taps;
        assert!(signed.contains("kept"), "{signed}");
        wait_for(&app, "#rematch").await;
        table.screenshot(&app, "2-closed").await;

        // The shell kept who signed and the ink (what the history can show).
        let kept = app
        .execute_async(
            "const done = arguments[arguments.length - 1];
             window.__TAURI__.core.invoke('list_matches', {})
               .then(p => window.__TAURI__.core.invoke('get_match', { match_id: p.matches[0].id }))
               .then(m => done({ by: m.signed_by, ink: m.signature, status: m.status }), e => done({ error: String(e) }));",
            vec![],
        )
        .await
        .expect("ask the shell for the match");
        assert_eq!(kept["status"], "finished", "{kept}");
        assert_eq!(kept["by"], "Duda", "{kept}");
        assert_eq!(
            kept["ink"].as_str().map(str::trim),
            Some(ink.as_str()),
            "{kept}"
        );

        // The history: the match, won by A; its scoresheet shows who signed, and the ink.
        table.taps(&app, &["#go-home", "#history"]).await;
        wait_for_text(&app, ".match-row", "won by A").await;
        table.tap(&app, ".match-row").await;
        wait_for_text(&app, "#review-result", "Ana & Caio 55").await;
        table.screenshot(&app, "3-review").await;
        let page = text_of(&app, "main").await;
        let signed_line = page
            .lines()
            .any(|line| line.contains("Duda") && line.to_lowercase().contains("sign"));
        let ink_shown = app
        .execute(
            "return [...document.querySelectorAll('main svg path')].some(p => (p.getAttribute('d') || '').trim() === arguments[0])",
            vec![ink.clone().into()],
        )
        .await
        .expect("look for the signature");
        let mut wrong = Vec::new();
        if !signed_line {
            wrong.push(format!(
                "the history's scoresheet does not say that Duda signed it:\n{page}"
            ));
        }
        if ink_shown != true {
            wrong.push("the history's scoresheet does not show the signature".to_owned());
        }

        // A signed, closed match can no longer change: its sheet offers no Edit or Delete.
        let offers_changes = app
            .execute(
                "return document.querySelector('#edit-0, #delete-0') !== null",
                vec![],
            )
            .await
            .expect("look for Edit and Delete");
        if offers_changes == true {
            table.taps(&app, &["#delete-0", "#delete-yes"]).await;
            let refusal = text_of(&app, "#error").await;
            table.screenshot(&app, "4-closed-sheet-delete").await;
            wrong.push(format!(
            "the signed match's scoresheet offers Edit and Delete, and a tap on them is refused: {refusal}"
        ));
        }
        app.close().await.expect("quit the app");
        println!("taps: choose who signs, sign and close {sign_taps}");
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    });
}
