//! The history's search and filters. Four matches are played today with
//! different rule sets and players (br-megajogos, pr-federacion, es-clasico
//! and a custom set) and a fifth, a br-basicas match of January 2025, is
//! imported from its file; then searching a player, filtering by rule set and
//! by dates (one range holding today, others leaving it out) narrow the list
//! to exactly the matches they should, newest first. A second test puts the
//! phone in a time zone where the day is not UTC's and checks that the day a
//! match shows in the history is the phone's day, the one the date filter uses.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use fantoccini::{Client, Locator};
use tranque_e2e::{PATIENCE, Table, name_seats, type_into, wait_for, wait_for_text};

/// A match of January 2025, as another phone exported it.
const JANUARY_MATCH: &str = include_str!("../../../data/match-br-basicas.json");

/// The matches of the history, each known by words only its row shows: its
/// rule set's name (the filter's options keep the ids as their values).
const MEGAJOGOS: &str = "Megajogos (Brazil)";
const FEDERACION: &str = "Puerto Rico Federation";
const CLASICO: &str = "Classic (Spain)";
const CUSTOM: &str = "Bia, Nana, Caio, Paco";
const JANUARY: &str = "Basic rules (Brazil)";
const EVERY: [&str; 5] = [CUSTOM, CLASICO, FEDERACION, MEGAJOGOS, JANUARY];

/// The text of each row of the history list, top to bottom.
async fn rows(app: &Client) -> Vec<String> {
    let texts = app
        .execute(
            "return [...document.querySelectorAll('#match-list .match-row')].map(r => r.innerText)",
            vec![],
        )
        .await
        .expect("the rows of the history");
    texts
        .as_array()
        .map(|rows| {
            rows.iter()
                .map(|r| r.as_str().unwrap_or_default().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Waits until the history lists exactly the matches `expected`, in that order
/// (each row known by its words in [`EVERY`]).
async fn wait_for_list(app: &Client, expected: &[&str], what: &str) {
    let start = Instant::now();
    let mut last = Vec::new();
    while start.elapsed() < PATIENCE {
        last = rows(app).await;
        let known: Vec<&str> = last
            .iter()
            .map(|row| {
                EVERY
                    .iter()
                    .find(|key| row.contains(*key))
                    .copied()
                    .unwrap_or("?")
            })
            .collect();
        if known == expected {
            if expected.is_empty() {
                wait_for_text(app, "#no-matches", "Nothing here yet").await;
            }
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{what}: the history should list {expected:?}; it lists {last:#?}");
}

/// The day `offset` days from today on the phone, `YYYY-MM-DD`, as its date
/// pickers write it.
async fn phone_day(app: &Client, offset: i64) -> String {
    let day = app
        .execute(
            "const d = new Date(Date.now() + arguments[0] * 86400000);
             const two = n => String(n).padStart(2, '0');
             return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;",
            vec![offset.into()],
        )
        .await
        .expect("the phone's day");
    day.as_str().unwrap_or_default().to_owned()
}

/// Picks `day` (`YYYY-MM-DD`, or empty to clear it) in the date field `css`.
///
/// The phone's own date picker cannot be driven through WebDriver, so the
/// value is set as the picker sets it, with the `change` event it fires; this
/// is not counted as taps.
async fn pick_day(app: &Client, css: &str, day: &str) {
    wait_for(app, css).await;
    app.execute(
        "const input = document.querySelector(arguments[0]);
         input.value = arguments[1];
         input.dispatchEvent(new Event('change', { bubbles: true }));",
        vec![css.into(), day.into()],
    )
    .await
    .expect("pick a day");
}

/// Types `name` into the player search, or empties it with the erase key,
/// then leaves the field (as a player closes the keyboard), which also closes
/// the list of names it suggests over the other filters.
async fn search(app: &Client, name: &str) {
    if name.is_empty() {
        let field = wait_for(app, "#search").await;
        let typed = app
            .execute(
                "return document.querySelector('#search').value.length",
                vec![],
            )
            .await
            .expect("the search field");
        let erase = "\u{e003}".repeat(typed.as_u64().unwrap_or(0) as usize);
        field.send_keys(&erase).await.expect("erase the search");
    } else {
        type_into(app, "#search", name).await;
    }
    app.execute("document.querySelector('#search').blur()", vec![])
        .await
        .expect("leave the search field");
}

/// Chooses the rule set `value` (empty: all) in the history's rule-set picker:
/// two taps on a phone (open the picker, choose), one WebDriver click.
async fn rule_set(table: &mut Table, app: &Client, value: &str) {
    table
        .tap(app, &format!("#filter-preset option[value='{value}']"))
        .await;
    table.taps += 1;
}

/// From the home screen: a new match with the rule set of `setup` (taps),
/// the players `names`, 6-6 with the first of them; the table then shows.
async fn start(table: &mut Table, app: &Client, setup: &[&str], names: &[&str]) {
    table.tap(app, "#new-match").await;
    table.taps(app, setup).await;
    name_seats(app, names).await;
    table.taps(app, &["#six-0", "#start"]).await;
    wait_for(app, "#domino").await;
}

/// From the table: the match is abandoned (it stays in the history).
async fn abandon(table: &mut Table, app: &Client) {
    table.taps(app, &["#abandon", "#abandon-yes"]).await;
    wait_for(app, "#new-match").await;
}

#[test]
fn search_by_player_rule_set_and_dates_narrow_the_history() {
    tranque_e2e::run(async move {
        let mut table = Table::new("history-filters");
        let app = table.launch().await;

        // Today: a br-megajogos match played to its end and signed…
        start(&mut table, &app, &[], &["Ana", "Bia", "Caio", "Duda"]).await;
        table.record_domino(&app, 0, &[(1, 30), (3, 25)]).await;
        wait_for_text(&app, "#winner", "Ana").await;
        table
            .taps(&app, &["#signer-1", "#finish", "#go-home"])
            .await;
        // …then three left unfinished: pr-federacion, es-clasico for three, a custom set.
        start(
            &mut table,
            &app,
            &["#preset-pr-federacion"],
            &["Tito", "Nana", "Pepe", "Luz"],
        )
        .await;
        abandon(&mut table, &app).await;
        start(
            &mut table,
            &app,
            &["#preset-es-clasico", "#players-3"],
            &["Ana", "Tito", "Lola"],
        )
        .await;
        abandon(&mut table, &app).await;
        start(
            &mut table,
            &app,
            &["#preset-custom", "#rule-domino_points"],
            &["Bia", "Nana", "Caio", "Paco"],
        )
        .await;
        abandon(&mut table, &app).await;

        // January 2025: a br-basicas match imported from its file.
        table.tap(&app, "#history").await;
        wait_for(&app, "#import-text").await;
        app.execute(
        "const t = document.querySelector('#import-text'); t.value = arguments[0]; t.dispatchEvent(new Event('input', { bubbles: true }));",
        vec![JANUARY_MATCH.into()],
    )
    .await
    .expect("paste the file");
        table.tap(&app, "#import").await;
        wait_for_text(&app, "#import-result", "1 imported").await;
        wait_for_list(&app, &EVERY, "everything, newest first").await;
        let all = rows(&app).await;
        let today = phone_day(&app, 0).await;
        for row in &all[..4] {
            assert!(row.contains(&today), "played today ({today}): {row}");
        }
        assert!(all[4].contains("2025-01-18"), "{}", all[4]);
        assert!(all[3].contains("won by A"), "{}", all[3]);
        assert!(all[0].contains("abandoned"), "{}", all[0]);
        app.execute("window.scrollTo(0, 0)", vec![])
            .await
            .expect("scroll to the top");
        table.screenshot(&app, "1-all").await;

        // A player: Ana's matches, and not Nana's; any case.
        table.taps = 0;
        search(&app, "ana").await;
        wait_for_list(&app, &[CLASICO, MEGAJOGOS, JANUARY], "Ana").await;
        table.screenshot(&app, "2-ana").await;
        search(&app, "Nana").await;
        wait_for_list(&app, &[CUSTOM, FEDERACION], "Nana").await;
        search(&app, "").await;
        wait_for_list(&app, &EVERY, "search emptied").await;

        // A rule set; then a player and a rule set together. The picker
        // offers each by its name; its values keep the ids.
        wait_for_text(
            &app,
            "#filter-preset option[value='pr-federacion']",
            FEDERACION,
        )
        .await;
        rule_set(&mut table, &app, "pr-federacion").await;
        wait_for_list(&app, &[FEDERACION], "pr-federacion").await;
        rule_set(&mut table, &app, "br-basicas").await;
        wait_for_list(&app, &[JANUARY], "br-basicas").await;
        rule_set(&mut table, &app, "br-megajogos").await;
        wait_for_list(&app, &[MEGAJOGOS], "br-megajogos").await;
        search(&app, "Tito").await;
        wait_for_list(&app, &[], "Tito at br-megajogos").await;
        rule_set(&mut table, &app, "es-clasico").await;
        wait_for_list(&app, &[CLASICO], "Tito at es-clasico").await;
        table.screenshot(&app, "3-tito-clasico").await;
        rule_set(&mut table, &app, "").await;
        wait_for_list(&app, &[CLASICO, FEDERACION], "Tito").await;
        search(&app, "").await;
        wait_for_list(&app, &EVERY, "no filter").await;
        let filter_taps = table.taps;

        // Dates: today only; January 2025; up to yesterday; from tomorrow.
        pick_day(&app, "#filter-from", &today).await;
        pick_day(&app, "#filter-to", &today).await;
        wait_for_list(&app, &EVERY[..4], "today").await;
        table.screenshot(&app, "4-today").await;
        pick_day(&app, "#filter-from", "2025-01-01").await;
        pick_day(&app, "#filter-to", "2025-01-31").await;
        wait_for_list(&app, &[JANUARY], "January 2025").await;
        search(&app, "Tito").await;
        wait_for_list(&app, &[], "Tito in January 2025").await;
        table.screenshot(&app, "5-nobody").await;
        search(&app, "Ana").await;
        wait_for_list(&app, &[JANUARY], "Ana in January 2025").await;
        search(&app, "").await;
        pick_day(&app, "#filter-from", "").await;
        pick_day(&app, "#filter-to", "").await;
        wait_for_list(&app, &EVERY, "no dates").await;
        let yesterday = phone_day(&app, -1).await;
        pick_day(&app, "#filter-to", &yesterday).await;
        wait_for_list(&app, &[JANUARY], "up to yesterday").await;
        pick_day(&app, "#filter-to", "").await;
        wait_for_list(&app, &EVERY, "no dates again").await;
        let tomorrow = phone_day(&app, 1).await;
        pick_day(&app, "#filter-from", &tomorrow).await;
        wait_for_list(&app, &[], "from tomorrow").await;
        pick_day(&app, "#filter-from", &today).await;
        wait_for_list(&app, &EVERY[..4], "from today").await;
        pick_day(&app, "#filter-from", "").await;
        wait_for_list(&app, &EVERY, "no dates at the end").await;

        // The custom set is a rule set too: its row says so, and it can be chosen.
        let mut wrong = Vec::new();
        let custom_row = rows(&app).await.remove(0);
        if !custom_row.contains("custom") {
            wrong.push(format!(
                "the row of the custom match does not name its rule set: {custom_row:?}"
            ));
        }
        let custom_option = app
            .find(Locator::Css("#filter-preset option[value='custom']"))
            .await
            .is_ok();
        if custom_option {
            rule_set(&mut table, &app, "custom").await;
            wait_for_list(&app, &[CUSTOM], "custom").await;
        } else {
            wrong.push("the rule-set filter offers no choice for custom rule sets".to_owned());
        }
        app.close().await.expect("quit the app");
        println!("taps: search and rule-set filters {filter_taps} (typing and dates not counted)");
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    });
}

#[test]
fn the_day_shown_in_the_history_is_the_phone_s_day() {
    tranque_e2e::run(async move {
        // A time zone where the phone's day is not UTC's at this hour.
        let hour = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .expect("a clock after 1970")
            .as_secs()
            / 3600
            % 24;
        let zone = if hour < 12 {
            "Etc/GMT+12"
        } else {
            "Etc/GMT-14"
        };
        let mut table = Table::with_env("history-day", &[("TZ", zone)]);
        let app = table.launch().await;
        let today = phone_day(&app, 0).await;
        let utc = app
            .execute("return new Date().toISOString().slice(0, 10)", vec![])
            .await
            .expect("the UTC day");
        assert_ne!(
            utc.as_str(),
            Some(today.as_str()),
            "the phone ({zone}) should be on another day than UTC"
        );
        start(&mut table, &app, &[], &["Ana", "Bia", "Caio", "Duda"]).await;
        abandon(&mut table, &app).await;
        table.tap(&app, "#history").await;

        // The date filter counts in the phone's days: today holds the match.
        pick_day(&app, "#filter-from", &today).await;
        pick_day(&app, "#filter-to", &today).await;
        wait_for_list(&app, &[MEGAJOGOS], "today on the phone").await;
        table.screenshot(&app, "1-today").await;
        let row = rows(&app).await.remove(0);
        app.close().await.expect("quit the app");
        assert!(
            row.contains(&today),
            "the match was played on {today} on the phone ({zone}), and the date \
         filter says so, but its row shows another day: {row:?}"
        );
    });
}

/// The ids of the history's rows, top to bottom.
async fn row_ids(app: &Client) -> Vec<String> {
    let ids = app
        .execute(
            "return [...document.querySelectorAll('#match-list .match-row')].map(r => r.id)",
            vec![],
        )
        .await
        .expect("the rows' ids");
    ids.as_array()
        .map(|ids| {
            ids.iter()
                .map(|id| id.as_str().unwrap_or_default().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

/// Waits until the history lists exactly `expected` (row ids), in order.
async fn wait_for_ids(app: &Client, expected: &[String], what: &str) {
    let start = Instant::now();
    let mut last = Vec::new();
    while start.elapsed() < PATIENCE {
        last = row_ids(app).await;
        if last == expected {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{what}: the history should list {expected:?}; it lists {last:?}");
}

#[test]
fn older_matches_come_a_page_at_a_time() {
    tranque_e2e::run(async move {
        // 25 matches of January 2025 imported as one history file: the first
        // page shows the 20 newest, "Show older matches" the 5 left.
        let template: serde_json::Value =
            serde_json::from_str(JANUARY_MATCH).expect("the January match file");
        let matches: Vec<serde_json::Value> = (1..=25)
            .map(|day| {
                let mut game = template.clone();
                game["id"] = format!("older-{day:02}").into();
                game["created_at"] = format!("2025-01-{day:02}T20:00:00Z").into();
                game
            })
            .collect();
        let history =
            serde_json::json!({"format": "tranque-history", "version": 1, "matches": matches});
        let newest_first: Vec<String> = (1..=25)
            .rev()
            .map(|day| format!("match-older-{day:02}"))
            .collect();

        let mut table = Table::new("history-pages");
        let app = table.launch().await;
        table.tap(&app, "#history").await;
        wait_for(&app, "#import-text").await;
        app.execute(
        "const t = document.querySelector('#import-text'); t.value = arguments[0]; t.dispatchEvent(new Event('input'));",
        vec![history.to_string().into()],
    )
    .await
    .expect("paste the history");
        table.tap(&app, "#import").await;
        let report = wait_for_text(&app, "#import-result", "25").await;
        assert!(report.starts_with("25"), "all 25 imported: {report}");

        wait_for_ids(&app, &newest_first[..20], "the first page").await;
        table.screenshot(&app, "pages-1-first").await;
        table.tap(&app, "#older-matches").await;
        wait_for_ids(&app, &newest_first, "after the older ones").await;
        assert!(
            app.find(Locator::Css("#older-matches")).await.is_err(),
            "no older match is left to show"
        );
        table.screenshot(&app, "pages-2-older").await;

        // A search asks the first page again: the older rows go with it.
        search(&app, "Ana").await;
        wait_for_ids(&app, &newest_first[..20], "Ana's first page").await;
        wait_for(&app, "#older-matches").await;
    });
}
