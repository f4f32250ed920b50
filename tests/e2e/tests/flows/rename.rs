//! Renaming at the director's desk: a pair whose player was mistyped is
//! renamed from the pairs' card, the fields starting from the names as
//! registered, and the list and the round's tables follow; a name another
//! pair's player bears is refused in words and changes nothing; in an
//! individual tournament a player is renamed the same way.

use fantoccini::Client;
use tranque_e2e::{Table, text_of, type_into, wait_for, wait_for_text};

/// The value of the field `css`.
async fn value_of(app: &Client, css: &str) -> String {
    wait_for(app, css).await;
    app.execute(
        "return document.querySelector(arguments[0]).value",
        vec![css.into()],
    )
    .await
    .expect("the field's value")
    .as_str()
    .unwrap_or_default()
    .to_owned()
}

#[test]
fn a_pair_and_a_player_renamed_at_the_desk() {
    tranque_e2e::run(async move {
        let mut table = Table::new("rename");
        let app = table.launch().await;

        table.tap(&app, "#tournaments").await;
        wait_for(&app, "#no-tournaments").await;
        table.tap(&app, "#new-tournament").await;
        type_into(&app, "#tournament-name", "Copa de Ponce").await;
        table.tap(&app, "#preset-pr-federacion").await;
        table.tap(&app, "#create-tournament").await;
        wait_for_text(&app, "#tournament-title", "Copa de Ponce").await;
        table
            .register_pairs(
                &app,
                &[
                    ["Ana", "Bai"],
                    ["Caio", "Duda"],
                    ["Eva", "Fabio"],
                    ["Gil", "Hana"],
                ],
            )
            .await;

        // Pair 1's second player was mistyped: the fields start from the
        // names as registered, one is fixed, and the list follows.
        table.tap(&app, "#rename-1").await;
        assert_eq!(value_of(&app, "#rename-1-0").await, "Ana");
        assert_eq!(value_of(&app, "#rename-1-1").await, "Bai");
        type_into(&app, "#rename-1-1", "Bia").await;
        table.screenshot(&app, "1-renaming").await;
        table.tap(&app, "#rename-1-save").await;
        wait_for_text(&app, "#pair-1", "Ana & Bia").await;
        wait_for(&app, "#rename-1").await;
        assert!(
            app.find(fantoccini::Locator::Css("#rename-1-save"))
                .await
                .is_err(),
            "the form closes once the shell took the names"
        );

        // A name another pair's player bears, whatever its case: refused in
        // words, the pair keeps its names and the form what was typed.
        table.tap(&app, "#rename-2").await;
        type_into(&app, "#rename-2-0", "eva").await;
        table.tap(&app, "#rename-2-save").await;
        wait_for_text(&app, "#error", "already plays in pair 3").await;
        assert_eq!(value_of(&app, "#rename-2-0").await, "eva");
        app.execute("window.scrollTo(0, 0)", vec![])
            .await
            .expect("show the banner");
        table.screenshot(&app, "2-refused").await;
        table.tap(&app, "#dismiss-error").await;
        table.tap(&app, "#rename-2-cancel").await;
        wait_for(&app, "#rename-2").await;
        let pair_2 = text_of(&app, "#pair-2").await;
        assert!(pair_2.contains("Caio & Duda"), "{pair_2}");

        // The round is paired with the names as they are now.
        table.tap(&app, "#pair-round").await;
        wait_for(&app, "#table-2").await;
        let tables = format!(
            "{} {}",
            text_of(&app, "#table-1").await,
            text_of(&app, "#table-2").await
        );
        assert!(tables.contains("Ana & Bia"), "{tables}");
        assert!(!tables.contains("Bai"), "{tables}");

        // An individual tournament: a player renamed the same way.
        table.tap(&app, "#back").await;
        table.tap(&app, "#new-tournament").await;
        type_into(&app, "#tournament-name", "Abierto de Ponce").await;
        table
            .taps(&app, &["#mode-individual", "#format-venezuela-open"])
            .await;
        table.tap(&app, "#create-tournament").await;
        wait_for_text(&app, "#tournament-title", "Abierto de Ponce").await;
        for (n, name) in ["Ana", "Bia", "Caio", "Dudda"].iter().enumerate() {
            type_into(&app, "#player-name", name).await;
            table.tap(&app, "#add-player").await;
            wait_for_text(&app, &format!("#player-{}", n + 1), name).await;
        }
        table.tap(&app, "#rename-4").await;
        assert_eq!(value_of(&app, "#rename-4-0").await, "Dudda");
        type_into(&app, "#rename-4-0", "Duda").await;
        table.tap(&app, "#rename-4-save").await;
        wait_for(&app, "#rename-4").await;
        let player_4 = text_of(&app, "#player-4").await;
        assert!(
            player_4.contains("Duda") && !player_4.contains("Dudda"),
            "{player_4}"
        );
        table.screenshot(&app, "3-player-renamed").await;
    });
}
