//! An individual tournament of nine players over three rounds, on the
//! director's desk: created from the Venezuelan open's format (100 points,
//! its rounds typed down to 3), the players registered one by one, each
//! round seated by the app as two tables of four with one player sitting
//! out, every table's paper scoresheet typed. On the screen: nobody sits
//! out twice, and the standings are what the results make them, counted
//! by hand; a name already borne refused in words; why a table's seats are
//! what they are; the list shows the tournament as individual. Two tables
//! are not typed: round 1's first is played on this phone (its two
//! partnerships as the match's sides, the result taken from the match), and
//! round 2's first starts from its code read as a table's phone reads it,
//! whose signed result (a forfeit) comes back to the desk by its own code;
//! round 3's first is typed as a forfeit.
//! The audience board shows the last round and the standings; a sheet typed
//! wrong is corrected, and the standings follow the correction; round 1's
//! slips are saved as a PDF from the desk.
//! And an individual tournament with teams, taken over from its file, opens
//! in its own screen with the teams' standings beside the players'.

use std::collections::{BTreeMap, BTreeSet};

use fantoccini::Client;
use tranque_e2e::{Table, cells, target_dir, text_of, type_into, wait_for, wait_for_text};

/// The players, registered in this order: player n is `PLAYERS[n - 1]`.
const PLAYERS: [&str; 9] = [
    "Ana", "Bia", "Caio", "Duda", "Eva", "Fabio", "Gil", "Hana", "Ivo",
];

/// Eight players in teams Norte (1–4) and Sur (5–8), over their rounds:
/// `docs/tournament-file.md`, "Teams (cuartetas)".
const TEAMS_8: &str = include_str!("../../../data/tournament/individual-teams-8.json");

/// The format's target: a match ends at 100.
const TARGET: i64 = 100;

/// A player's line of the count by hand.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Line {
    wins: u32,
    points_for: i64,
    points_against: i64,
    sit_outs: u32,
}

/// The count by hand: every result as it was typed.
#[derive(Default)]
struct Count(BTreeMap<u32, Line>);

impl Count {
    /// A table: `winners` scored `won` against the `losers`' `lost`.
    fn played(&mut self, winners: &[u32], losers: &[u32], won: i64, lost: i64) {
        for p in winners {
            let w = self.0.entry(*p).or_default();
            w.wins += 1;
            w.points_for += won;
            w.points_against += lost;
        }
        for p in losers {
            let l = self.0.entry(*p).or_default();
            l.points_for += lost;
            l.points_against += won;
        }
    }

    /// A forfeit: the `winners` score 100–0, the `losers` 0–200 (004 §2a).
    fn forfeit(&mut self, winners: &[u32], losers: &[u32]) {
        for p in winners {
            let w = self.0.entry(*p).or_default();
            w.wins += 1;
            w.points_for += 100;
        }
        for p in losers {
            self.0.entry(*p).or_default().points_against += 200;
        }
    }

    /// A player sitting out: a win, 100–0 (the setup's bye).
    fn sat_out(&mut self, player: u32) {
        let line = self.0.entry(player).or_default();
        line.wins += 1;
        line.points_for += 100;
        line.sit_outs += 1;
    }
}

/// The numbers in the `data-players` of the elements `css`, each a list.
async fn players_of(app: &Client, css: &str) -> Vec<Vec<u32>> {
    let lists = app
        .execute(
            "return [...document.querySelectorAll(arguments[0])].map(e => e.dataset.players)",
            vec![css.into()],
        )
        .await
        .expect("the players' numbers");
    lists
        .as_array()
        .map(|a| {
            a.iter()
                .map(|l| {
                    l.as_str()
                        .unwrap_or_default()
                        .split_whitespace()
                        .filter_map(|n| n.parse().ok())
                        .collect()
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Types table `n`'s paper scoresheet: side `winner` (0: A, 1: B) wins
/// `TARGET` to `lost`, and the first of the losers signs.
async fn type_sheet(table: &mut Table, app: &Client, n: u32, winner: usize, lost: i64) {
    table.tap(app, &format!("#table-{n}-type")).await;
    fill_sheet(table, app, winner, lost).await;
}

/// Fills the open scoresheet form: side `winner` wins `TARGET` to `lost`,
/// and the first of the losers signs.
async fn fill_sheet(table: &mut Table, app: &Client, winner: usize, lost: i64) {
    table.tap(app, &format!("#typed-winner-{winner}")).await;
    let mut points = [lost, lost];
    points[winner] = TARGET;
    type_into(app, "#typed-points-0", &points[0].to_string()).await;
    type_into(app, "#typed-points-1", &points[1].to_string()).await;
    table.tap(app, "#typed-signer-0").await;
}

#[test]
fn nine_players_over_three_rounds_nobody_sitting_out_twice() {
    tranque_e2e::run(async move {
        // The file the dialogs pick: the table's code and the result's.
        let folder = target_dir().join("e2e").join("individual-picked");
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder for the picked files");
        let picked = folder.join("picked");
        let pick = picked.to_string_lossy().into_owned();
        let mut table = Table::with_env("individual", &[("TRANQUE_TEST_FILE_PICK", &pick)]);
        let app = table.launch().await;
        let mut count = Count::default();

        // A new individual tournament from the Venezuelan open's format:
        // 100 points, no time limit, 9 rounds — played over 3 here.
        table.tap(&app, "#tournaments").await;
        wait_for(&app, "#no-tournaments").await;
        table.tap(&app, "#new-tournament").await;
        type_into(&app, "#tournament-name", "Abierto de Ponce").await;
        table
            .taps(&app, &["#mode-individual", "#format-venezuela-open"])
            .await;
        let target = app
            .execute(
                "return document.querySelector('#tournament-target').value",
                vec![],
            )
            .await
            .expect("the target");
        assert_eq!(target, "100", "the format's target");
        type_into(&app, "#tournament-rounds", "3").await;
        for (css, label) in [
            ("#new-tournament-form", "1-new"),
            ("#create-tournament", "1-new-end"),
        ] {
            app.execute(
                "document.querySelector(arguments[0]).scrollIntoView()",
                vec![css.into()],
            )
            .await
            .expect("show the form");
            table.screenshot(&app, label).await;
        }
        table.tap(&app, "#create-tournament").await;
        wait_for_text(&app, "#tournament-title", "Abierto de Ponce").await;
        wait_for_text(&app, "#rounds-planned", "3").await;

        // Nine players, one by one.
        for (n, name) in PLAYERS.iter().enumerate() {
            type_into(&app, "#player-name", name).await;
            table.tap(&app, "#add-player").await;
            wait_for_text(&app, &format!("#player-{}", n + 1), name).await;
        }
        wait_for_text(&app, "#step", "Round 1 can be seated").await;
        // A name a player still playing bears, whatever its case: the core
        // refuses it, and the desk says so in words.
        type_into(&app, "#player-name", "ana").await;
        table.tap(&app, "#add-player").await;
        wait_for_text(&app, "#error", "ana is already player 1").await;
        app.execute("window.scrollTo(0, 0)", vec![])
            .await
            .expect("show the banner");
        table.screenshot(&app, "2-players").await;
        table.tap(&app, "#dismiss-error").await;

        // Two teams (cuartetas) of four players, ticked; a team of two is
        // refused in words, and nothing is registered. The format is not
        // played by teams: the teams' card is folded until opened.
        let folded = app
            .execute("return document.querySelector('#teams').open", vec![])
            .await
            .expect("the teams' card");
        assert_eq!(folded, false, "the teams' card starts folded");
        table.tap(&app, "#teams-open").await;
        for (team, players) in [("Norte", [1, 2, 3, 4]), ("Sur", [5, 6, 7, 8])] {
            type_into(&app, "#team-name", team).await;
            for p in players {
                table.tap(&app, &format!("#team-player-{p}")).await;
            }
            wait_for_text(&app, "#team-ticked", "4 of 4").await;
            table.tap(&app, "#register-team").await;
            wait_for_text(&app, "#team-ticked", "0 of 4").await;
        }
        type_into(&app, "#team-name", "Este").await;
        table
            .taps(&app, &["#team-player-9", "#team-player-1"])
            .await;
        table.tap(&app, "#register-team").await;
        wait_for_text(&app, "#error", "a team has 4").await;
        table.tap(&app, "#dismiss-error").await;

        let mut sat_out = BTreeSet::new();
        for round in 1..=3u32 {
            table.tap(&app, "#seat-round").await;
            wait_for(&app, &format!("#round-{round} #table-2")).await;
            // One player sits out, never one who sat out before.
            let out = players_of(&app, "#sit-out").await;
            assert_eq!(out.len(), 1, "one sit-out line: {out:?}");
            assert_eq!(out[0].len(), 1, "nine players: one sits out: {out:?}");
            let player = out[0][0];
            assert!(
                sat_out.insert(player),
                "player {player} sits out a second time in round {round}"
            );
            let line = text_of(&app, "#sit-out").await;
            assert!(line.contains(PLAYERS[player as usize - 1]), "{line}");
            count.sat_out(player);
            if round == 1 {
                table.screenshot(&app, "3-round-1").await;
                // The round's slips on paper, a table of four each, saved
                // where the director picks.
                table.tap(&app, "#save-slips").await;
                wait_for_text(&app, "#error", "picked").await;
                let pdf = std::fs::read(&picked).expect("the slips were written");
                assert!(pdf.starts_with(b"%PDF"), "{:?}", &pdf[..pdf.len().min(16)]);
                table.tap(&app, "#dismiss-error").await;
            }

            // Each table: side A against side B, two players each, every
            // player of the nine once in the round.
            let mut seated = BTreeSet::from([player]);
            for n in 1..=2u32 {
                let sides = players_of(&app, &format!("#table-{n} .pair-at")).await;
                assert_eq!(sides.len(), 2, "two sides at table {n}: {sides:?}");
                assert!(sides.iter().all(|s| s.len() == 2), "{sides:?}");
                for p in sides.concat() {
                    assert!(seated.insert(p), "player {p} twice in round {round}");
                }
                // Side A wins at table 1, side B at table 2; the losers'
                // points change with the round.
                if (round, n) == (1, 1) {
                    play_here(&mut table, &app, &sides, &mut count).await;
                    continue;
                }
                if (round, n) == (2, 1) {
                    by_codes(&mut table, &app, &picked, &sides, &mut count).await;
                    continue;
                }
                if (round, n) == (3, 1) {
                    // A forfeit typed from the sheet: side B came late; no
                    // score, no signature; 100–0 and 0–200 (004 §2a).
                    table.tap(&app, "#table-1-type").await;
                    table
                        .taps(&app, &["#typed-winner-0", "#typed-forfeit-late"])
                        .await;
                    table.screenshot(&app, "4-typed-forfeit").await;
                    table.tap(&app, "#typed-save").await;
                    wait_for_text(&app, "#table-1-result", "won by forfeit").await;
                    count.forfeit(&sides[0], &sides[1]);
                    continue;
                }
                let winner = (n - 1) as usize;
                let lost = 20 + 10 * i64::from(round) + 7 * i64::from(n);
                if (round, n) == (3, 2) {
                    // The sheet typed wrong first (the other side's win),
                    // then corrected: only the corrected result counts.
                    type_sheet(&mut table, &app, n, 1 - winner, lost).await;
                    table.tap(&app, "#typed-save").await;
                    wait_for_text(&app, &format!("#table-{n}-state"), "result in").await;
                    table.tap(&app, &format!("#table-{n}-correct")).await;
                    fill_sheet(&mut table, &app, winner, lost).await;
                } else {
                    type_sheet(&mut table, &app, n, winner, lost).await;
                }
                if round == 1 && n == 1 {
                    table.screenshot(&app, "4-typed").await;
                }
                table.tap(&app, "#typed-save").await;
                wait_for_text(&app, &format!("#table-{n}-state"), "result in").await;
                wait_for_text(
                    &app,
                    &format!("#table-{n}-result"),
                    &format!("won {TARGET}–{lost}"),
                )
                .await;
                if (round, n) == (3, 2) {
                    // The corrected side is the winner now.
                    let letter = ["A", "B"][winner];
                    wait_for(&app, &format!("#table-{n}-result[data-winner='{letter}']")).await;
                }
                count.played(&sides[winner], &sides[1 - winner], TARGET, lost);
            }
            assert_eq!(seated.len(), 9, "every player in round {round}");
            table.tap(&app, "#close-round").await;
            wait_for_text(&app, &format!("#round-{round} h3"), "closed").await;
        }
        assert_eq!(sat_out.len(), 3, "three players sat out, once each");

        // The standings against the count by hand.
        wait_for(&app, "#standings").await;
        for (player, line) in &count.0 {
            let shown = cells(&app, &format!("#standing-{player}")).await;
            let difference = line.points_for - line.points_against;
            let signed = if difference > 0 {
                format!("+{difference}")
            } else {
                difference.to_string()
            };
            assert_eq!(
                shown[2..],
                [
                    line.wins.to_string(),
                    signed,
                    line.points_for.to_string(),
                    line.points_against.to_string(),
                    line.sit_outs.to_string(),
                ],
                "player {player}: {shown:?}"
            );
            assert!(
                shown[1].contains(PLAYERS[*player as usize - 1]),
                "{shown:?}"
            );
        }
        assert_eq!(count.0.len(), 9, "every player has a line");
        // Each team's line is the sum of its four players'.
        for (row, players) in [(1, 1..=4u32), (2, 5..=8u32)] {
            let shown = cells(&app, &format!("#team-{row}")).await;
            let sum = |f: fn(&Line) -> i64| players.clone().map(|p| f(&count.0[&p])).sum::<i64>();
            let wins = sum(|l| i64::from(l.wins));
            let points_for = sum(|l| l.points_for);
            let against = sum(|l| l.points_against);
            let difference = points_for - against;
            let signed = if difference > 0 {
                format!("+{difference}")
            } else {
                difference.to_string()
            };
            let team = if row == 1 { "Norte" } else { "Sur" };
            let at = shown.iter().position(|c| c.contains(team));
            assert!(at.is_some(), "{team} in {shown:?}");
            let figures = &shown[2..6];
            assert_eq!(
                figures,
                [
                    wins.to_string(),
                    signed,
                    points_for.to_string(),
                    against.to_string()
                ],
                "{team}: {shown:?}"
            );
        }
        // Ranked by wins, then efectividad, then points for.
        let order = app
            .execute(
                "return [...document.querySelectorAll('#standings tr.standing')].map(r => Number(r.id.split('-')[1]))",
                vec![],
            )
            .await
            .expect("the rows in order");
        let order: Vec<u32> = order
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(serde_json::Value::as_u64)
                    .map(|n| n as u32)
                    .collect()
            })
            .unwrap_or_default();
        assert_eq!(order.len(), 9, "{order:?}");
        let keys: Vec<(u32, i64, i64)> = order
            .iter()
            .map(|p| {
                let l = count.0[p];
                (l.wins, l.points_for - l.points_against, l.points_for)
            })
            .collect();
        assert!(
            keys.windows(2).all(|w| w[0] >= w[1]),
            "ranked by wins, efectividad, points for: {order:?} {keys:?}"
        );
        app.execute(
            "document.querySelector('#standings').scrollIntoView()",
            vec![],
        )
        .await
        .expect("show the standings");
        table.screenshot(&app, "5-standings").await;

        // Why round 3's first table is seated so: each player's place.
        table.tap(&app, "#table-1-why summary").await;
        let why = wait_for_text(&app, "#table-1-why li", "place").await;
        assert!(why.contains("at the round's start"), "{why}");
        table.screenshot(&app, "6-why").await;

        // The audience board: the last round's tables, then the standings.
        table.tap(&app, "#open-board").await;
        wait_for_text(&app, "#board-heading", "Round 3").await;
        let out = text_of(&app, "#board-bye").await;
        assert!(out.contains("Sitting out"), "{out}");
        table.screenshot(&app, "8-board-round").await;
        table.tap(&app, "#board-next").await;
        wait_for(&app, "#board-standings").await;
        let leader = order[0];
        let first = text_of(&app, &format!("#board-standing-{leader}")).await;
        assert!(first.contains(PLAYERS[leader as usize - 1]), "{first}");
        table.screenshot(&app, "9-board-standings").await;
        table.tap(&app, "#board-leave").await;
        wait_for_text(&app, "#tournament-title", "Abierto de Ponce").await;

        // The list says what it is.
        table.tap(&app, "#back").await;
        let row = wait_for_text(&app, "#tournament-0", "9 players").await;
        assert!(row.contains("Individual"), "{row}");
        table.screenshot(&app, "10-list").await;
        app.close().await.expect("quit the app");
    });
}

/// The points of a table's result line, "… won 105–0": the winners' and
/// the losers'.
async fn result_points(app: &Client, n: u32) -> (i64, i64) {
    let line = text_of(app, &format!("#table-{n}-result")).await;
    let score = line.rsplit(' ').next().unwrap_or_default();
    let (won, lost) = score
        .split_once('–')
        .unwrap_or_else(|| panic!("a score: {line}"));
    (
        won.parse().unwrap_or_else(|_| panic!("{line}")),
        lost.parse().unwrap_or_else(|_| panic!("{line}")),
    )
}

/// Round 1's first table played on this phone: its match starts with the
/// two partnerships in their seats (side A at seats 0 and 2), seat 0
/// dominoes past the target, a loser signs, and the result is taken from
/// the match.
async fn play_here(table: &mut Table, app: &Client, sides: &[Vec<u32>], count: &mut Count) {
    let name = |p: u32| PLAYERS[p as usize - 1];
    table.tap(app, "#table-1-start").await;
    for (seat, player) in [sides[0][0], sides[1][0], sides[0][1], sides[1][1]]
        .into_iter()
        .enumerate()
    {
        wait_for_text(app, &format!("#opener-{seat}"), name(player)).await;
    }
    table.tap(app, "#opener-0").await;
    table
        .record_domino(app, 0, &[(1, 60), (2, 10), (3, 60)])
        .await;
    wait_for_text(app, "#winner", name(sides[0][0])).await;
    table.taps(app, &["#signer-1", "#finish"]).await;
    wait_for(app, "#back-to-tournament").await;
    table.tap(app, "#back-to-tournament").await;
    wait_for(app, "#table-1-from-match").await;
    table.screenshot(app, "3b-played-here").await;
    table.tap(app, "#table-1-from-match").await;
    wait_for_text(app, "#table-1-state", "result in").await;
    let (won, lost) = result_points(app, 1).await;
    assert!(won >= TARGET, "the match went to the target: {won}–{lost}");
    count.played(&sides[0], &sides[1], won, lost);
}

/// Round 2's first table by codes: its code saved as a picture and read as
/// the table's phone reads it (the match starts with the partnerships in
/// their seats), side B withdraws, a loser signs, and the signed result's
/// code, saved as a picture, is read on the desk.
async fn by_codes(
    table: &mut Table,
    app: &Client,
    picked: &std::path::Path,
    sides: &[Vec<u32>],
    count: &mut Count,
) {
    let name = |p: u32| PLAYERS[p as usize - 1];
    table.tap(app, "#table-1-qr").await;
    wait_for(app, "#table-1-qr-code svg").await;
    table.screenshot(app, "4b-table-code").await;
    table.tap(app, "#table-1-save-qr").await;
    wait_for_text(app, "#error", "picked").await;
    let png = std::fs::read(picked).expect("the code was saved");
    assert!(png.starts_with(b"\x89PNG"), "the code is a PNG");
    table
        .taps(app, &["#dismiss-error", "#back", "#read-qr"])
        .await;
    for (seat, player) in [sides[0][0], sides[1][0], sides[0][1], sides[1][1]]
        .into_iter()
        .enumerate()
    {
        wait_for_text(app, &format!("#opener-{seat}"), name(player)).await;
    }
    table.taps(app, &["#penalty", "#forfeit-1"]).await;
    wait_for(app, "#forfeit-withdraw").await;
    app.execute(
        "document.querySelector('#forfeit-withdraw').scrollIntoView({block: 'center'})",
        vec![],
    )
    .await
    .expect("scroll to the reasons");
    table.tap(app, "#forfeit-withdraw").await;
    wait_for_text(app, "#winner", name(sides[0][0])).await;
    table
        .taps(app, &["#signer-1", "#finish", "#result-qr"])
        .await;
    wait_for(app, "#result-qr-code svg").await;
    std::fs::remove_file(picked).expect("the table's code is read");
    table.tap(app, "#save-result-qr").await;
    wait_for_text(app, "#result-qr-saved", "picked").await;
    table
        .taps(app, &["#go-home", "#tournaments", "#read-qr"])
        .await;
    wait_for_text(app, "#table-1-state", "result in").await;
    wait_for_text(app, "#table-1-result", "forfeit").await;
    table.screenshot(app, "4c-result-by-code").await;
    count.forfeit(&sides[0], &sides[1]);
}

#[test]
fn an_individual_tournament_with_teams_taken_over_shows_the_teams_standings() {
    tranque_e2e::run(async move {
        let folder = target_dir().join("e2e").join("individual-teams-picked");
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder for the file");
        let file = folder.join("teams.json");
        let mut sample: serde_json::Value =
            serde_json::from_str(TEAMS_8).expect("the sample reads");
        sample["id"] = "individual-teams-8".into();
        std::fs::write(&file, sample.to_string()).expect("the file written");
        let pick = file.to_string_lossy().into_owned();
        let mut table = Table::with_env("individual-teams", &[("TRANQUE_TEST_FILE_PICK", &pick)]);
        let app = table.launch().await;
        table.tap(&app, "#tournaments").await;
        wait_for(&app, "#no-tournaments").await;
        table.tap(&app, "#take-over").await;
        wait_for_text(&app, "#tournament-title", "Individual de Ponce").await;
        // Norte, registered first: 9 wins, 2662–2310; Sur 7 wins, 2402–2754.
        wait_for_text(&app, "#team-1", "Norte").await;
        let norte = cells(&app, "#team-1").await;
        assert_eq!(norte[2..], ["9", "+352", "2662", "2310"], "{norte:?}");
        let sur = cells(&app, "#team-2").await;
        assert_eq!(sur[2..], ["7", "-352", "2402", "2754"], "{sur:?}");
        assert!(sur[1].contains("Sur"), "{sur:?}");
        wait_for(&app, "#standings").await;
        app.execute(
            "document.querySelector('#team-standings').scrollIntoView()",
            vec![],
        )
        .await
        .expect("show the teams");
        table.screenshot(&app, "8-teams").await;
        app.close().await.expect("quit the app");
        let _ = std::fs::remove_dir_all(&folder);
    });
}
