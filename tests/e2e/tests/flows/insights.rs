//! The statistics after three matches: two imported from another phone
//! (January 2025, Ana & Caio won both), then one played here today, which
//! Bia & Duda win 55 to 0 (a zapato). The ranking counts the match played
//! after the statistics were first opened; Ana's page, opened from the
//! ranking and from her name in the history, shows her figures; this month
//! counts only today's match; a head-to-head of the two partnerships.

use fantoccini::Client;
use tranque_e2e::{Table, text_of, type_into, wait_for, wait_for_text};

/// Two matches of January 2025 as another phone exported them.
const MEGAJOGOS: &str = include_str!("../../../data/match-br-megajogos.json");
const FEDERACION: &str = include_str!("../../../data/match-pr-federacion.json");

/// Chooses `value` in the `<select>` `css`, as a player's pick does.
async fn choose(app: &Client, css: &str, value: &str) {
    wait_for(app, css).await;
    app.execute(
        "const s = document.querySelector(arguments[0]); s.value = arguments[1]; s.dispatchEvent(new Event('change', { bubbles: true }));",
        vec![css.into(), value.into()],
    )
    .await
    .unwrap_or_else(|e| panic!("choose {value} in {css}: {e}"));
}

/// Scrolls the element `css` to the top of the screen, for its screenshot.
async fn shown(app: &Client, css: &str) {
    wait_for(app, css).await;
    app.execute(
        "document.querySelector(arguments[0]).scrollIntoView({ block: 'start' });",
        vec![css.into()],
    )
    .await
    .unwrap_or_else(|e| panic!("scroll to {css}: {e}"));
}

/// The value of the `<option>` of `css` whose text is `text`.
async fn option_named(app: &Client, css: &str, text: &str) -> String {
    let value = app
        .execute(
            "return [...document.querySelectorAll(arguments[0] + ' option')].find(o => o.textContent === arguments[1])?.value ?? null;",
            vec![css.into(), text.into()],
        )
        .await
        .expect("the options");
    value
        .as_str()
        .unwrap_or_else(|| panic!("no option {text} in {css}"))
        .to_owned()
}

#[test]
fn a_player_s_page_after_three_matches_shows_their_figures() {
    tranque_e2e::run(async move {
        let mut table = Table::new("insights");
        let app = table.launch().await;

        // Two matches imported as one history file.
        let history = format!(
            r#"{{"format":"tranque-history","version":1,"matches":[{MEGAJOGOS},{FEDERACION}]}}"#
        );
        table.tap(&app, "#history").await;
        wait_for(&app, "#import-text").await;
        app.execute(
        "const t = document.querySelector('#import-text'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));",
        vec![history.into()],
    )
    .await
    .expect("paste the history");
        table.tap(&app, "#import").await;
        wait_for_text(&app, "#import-result", "2").await;

        // The statistics, first opened: Ana and Caio won both.
        table.taps(&app, &["#back", "#stats"]).await;
        let first = wait_for_text(&app, "#ranking", "Ana").await;
        assert!(first.contains("2/2"), "{first}");

        // A third match, played here: Bia goes out, Ana holds 30 and Caio 25.
        table.taps(&app, &["#back", "#new-match"]).await;
        for (seat, name) in ["Ana", "Bia", "Caio", "Duda"].iter().enumerate() {
            type_into(&app, &format!("#seat-{seat}"), name).await;
        }
        table.taps(&app, &["#six-0", "#start"]).await;
        table.record_domino(&app, 1, &[(0, 30), (2, 25)]).await;
        wait_for_text(&app, "#winner", "Bia").await;
        table.taps(&app, &["#signer-0", "#finish"]).await;
        wait_for(&app, "#signed").await;

        // The ranking counts it: Ana won 2 of 3, Bia 1 of 3 with a zapato.
        table.taps(&app, &["#go-home", "#stats"]).await;
        let ranking = wait_for_text(&app, "#ranking", "1/3").await;
        let row = |name: &str| {
            ranking
                .lines()
                .find(|line| line.starts_with(name))
                .unwrap_or_else(|| panic!("{name} in the ranking: {ranking}"))
                .to_owned()
        };
        assert!(row("Ana").contains("2/3"), "{ranking}");
        assert!(row("Bia").contains("1/3"), "{ranking}");
        let partnerships = wait_for_text(&app, "#partnerships", "Bia & Duda").await;
        assert!(partnerships.contains("Ana & Caio"), "{partnerships}");
        table.screenshot(&app, "1-ranking").await;

        // Head-to-head: Ana & Caio against Bia & Duda, 2 won and 1 lost.
        let ana_caio = option_named(&app, "#h2h-first", "Ana & Caio").await;
        let bia_duda = option_named(&app, "#h2h-second", "Bia & Duda").await;
        choose(&app, "#h2h-first", &ana_caio).await;
        choose(&app, "#h2h-second", &bia_duda).await;
        let met = wait_for_text(&app, "#h2h-result", "3 matches").await;
        assert!(met.contains("2 won, 1 lost"), "{met}");
        shown(&app, "#h2h-title").await;
        table.screenshot(&app, "2-head-to-head").await;

        // Ana's page, from her row of the ranking.
        app.execute(
        "[...document.querySelectorAll('#ranking button')].find(b => b.textContent === 'Ana').click();",
        vec![],
    )
    .await
    .expect("tap Ana in the ranking");
        wait_for_text(&app, "#player-name", "Ana").await;
        let wins = wait_for_text(&app, "#fig-wins", "2/3").await;
        assert!(wins.contains("67%"), "{wins}");
        let zapatos = wait_for_text(&app, "#fig-zapatos", "0 / 1").await;
        assert!(zapatos.contains("0 / 1"), "{zapatos}");
        wait_for_text(&app, "#fig-streaks", "2 / 0").await;
        wait_for_text(&app, "#fig-best-hand", "75").await;
        wait_for_text(&app, "#fig-best-partner", "Caio").await;
        wait_for_text(&app, "#fig-toughest-rival", "Bia").await;
        wait_for(&app, "#rating-chart").await;
        // Her rating in points, and its move with the last match, which she lost.
        let points = text_of(&app, "#fig-rating").await;
        assert!(points.trim().parse::<u32>().is_ok(), "{points}");
        let trend = wait_for_text(&app, "#fig-trend", "with the last match").await;
        assert!(trend.contains("Down "), "{trend}");
        // The page's filter offers the history's rule sets, asked with the
        // page itself.
        wait_for(&app, "#rule-set option:nth-child(2)").await;
        let rule_set = text_of(&app, "#rule-set option:nth-child(2)").await;
        assert!(!rule_set.trim().is_empty(), "a rule set by its name");
        let partners = wait_for_text(&app, "#partners", "Caio").await;
        assert!(partners.contains("2/3"), "{partners}");
        table.screenshot(&app, "3-player").await;
        shown(&app, "#record-title").await;
        table.screenshot(&app, "3b-record").await;
        shown(&app, "#rivals-title").await;
        table.screenshot(&app, "3c-rivals").await;
        shown(&app, "#player-name").await;

        // This month: today's match only, lost.
        table.tap(&app, "#period-month").await;
        wait_for_text(&app, "#fig-wins", "0/1").await;
        wait_for_text(&app, "#fig-zapatos", "0 / 1").await;
        table.screenshot(&app, "4-this-month").await;

        // From the history: today's match, and Bia's name in it.
        table.tap(&app, "#period-all").await;
        // Each back waits for the screen it leads to: a second tap found
        // while the first was still leaving could land on the page going away.
        table.tap(&app, "#back").await;
        wait_for(&app, "#ranking").await;
        table.tap(&app, "#back").await;
        wait_for(&app, "#history").await;
        table.tap(&app, "#history").await;
        table.tap(&app, ".match-row").await;
        wait_for_text(&app, "#review-result", "55").await;
        table.tap(&app, "#review-player-1").await;
        wait_for_text(&app, "#player-name", "Bia").await;
        wait_for_text(&app, "#fig-wins", "1/3").await;
        wait_for_text(&app, "#fig-zapatos", "1 / 0").await;
        wait_for_text(&app, "#fig-best-hand", "117").await;
        app.close().await.expect("quit the app");
    });
}
