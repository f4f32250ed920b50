//! A tournament of pairs played by teams (cuartetas), on the director's
//! desk: created from FID teams' format (300 points or 55 minutes, played
//! by teams, each value shown), four pairs registered and two teams of two
//! pairs each ticked on the teams' card, open from the start; a pair put
//! in a second team is refused in words, and the next step's card counts
//! the pairs in a team. Two rounds are typed from the paper, and the
//! teams' standings, beside the pairs', are their pairs' lines summed,
//! counted by hand.

use std::collections::BTreeMap;

use tranque_e2e::{Table, cells, pairs_at, type_into, wait_for, wait_for_text};

/// The pairs, registered in this order: pair n is `PAIRS[n - 1]`.
const PAIRS: [[&str; 2]; 4] = [
    ["Ana", "Bia"],
    ["Caio", "Duda"],
    ["Eva", "Fabio"],
    ["Gil", "Hana"],
];

/// The teams: Norte of pairs 1 and 2, Sur of pairs 3 and 4.
const TEAMS: [(&str, [u32; 2]); 2] = [("Norte", [1, 2]), ("Sur", [3, 4])];

/// FID teams' target.
const TARGET: i64 = 300;

/// A pair's line of the count by hand: wins, points for, points against.
#[derive(Debug, Default, Clone, Copy)]
struct Line {
    wins: u32,
    points_for: i64,
    points_against: i64,
}

#[test]
fn a_pairs_tournament_played_by_teams_ranks_its_teams_beside_the_pairs() {
    tranque_e2e::run(async move {
        let mut table = Table::new("teams");
        let app = table.launch().await;
        let mut count: BTreeMap<u32, Line> = BTreeMap::new();

        // FID teams' format: its values filled in, "played by teams" on.
        table.tap(&app, "#tournaments").await;
        wait_for(&app, "#no-tournaments").await;
        table.tap(&app, "#new-tournament").await;
        type_into(&app, "#tournament-name", "Copa de Equipos").await;
        table.tap(&app, "#format-fid-teams").await;
        wait_for(&app, "#teams-played[aria-pressed='true']").await;
        let values = app
            .execute(
                "return ['#tournament-target', '#tournament-minutes'].map(s => document.querySelector(s).value)",
                vec![],
            )
            .await
            .expect("the format's values");
        assert_eq!(values, serde_json::json!(["300", "55"]), "FID teams' match");
        app.execute(
            "document.querySelector('#teams-played').scrollIntoView()",
            vec![],
        )
        .await
        .expect("show the choice");
        table.screenshot(&app, "1-new").await;
        table.tap(&app, "#create-tournament").await;
        wait_for_text(&app, "#tournament-title", "Copa de Equipos").await;

        // Played by teams: the teams' card is open from the start.
        table.register_pairs(&app, &PAIRS).await;
        let open = app
            .execute("return document.querySelector('#teams').open", vec![])
            .await
            .expect("the teams' card");
        assert_eq!(open, true, "a tournament played by teams opens its card");
        wait_for_text(&app, "#teams-planned", "0 of 4 in a team").await;
        for (team, pairs) in TEAMS {
            type_into(&app, "#team-name", team).await;
            for p in pairs {
                table.tap(&app, &format!("#team-pair-{p}")).await;
            }
            wait_for_text(&app, "#team-ticked", "2 of 2").await;
            table.tap(&app, "#register-team").await;
            wait_for_text(&app, "#team-ticked", "0 of 2").await;
        }
        wait_for_text(&app, "#teams-planned", "4 of 4 in a team").await;
        // A pair already in a team: refused in words, nothing registered.
        type_into(&app, "#team-name", "Este").await;
        table.taps(&app, &["#team-pair-1", "#team-pair-3"]).await;
        table.tap(&app, "#register-team").await;
        wait_for_text(&app, "#error", "Pair 1 is already in team Norte").await;
        app.execute("window.scrollTo(0, 0)", vec![])
            .await
            .expect("show the banner");
        table.screenshot(&app, "2-teams").await;
        table.tap(&app, "#dismiss-error").await;
        wait_for_text(&app, "#teams-planned", "4 of 4 in a team").await;

        // Two rounds typed from the paper: side A wins table 1, side B
        // table 2, the losers' points changing with the round.
        for round in 1..=2u32 {
            table.tap(&app, "#pair-round").await;
            wait_for(&app, &format!("#round-{round} #table-2")).await;
            for n in 1..=2u32 {
                let pairs = pairs_at(&app, n).await;
                let winner = (n - 1) as usize;
                let lost = 100 + 20 * i64::from(round) + 7 * i64::from(n);
                let mut points = [lost, lost];
                points[winner] = TARGET;
                table.tap(&app, &format!("#table-{n}-type")).await;
                table.tap(&app, &format!("#typed-winner-{winner}")).await;
                type_into(&app, "#typed-points-0", &points[0].to_string()).await;
                type_into(&app, "#typed-points-1", &points[1].to_string()).await;
                table.taps(&app, &["#typed-signer-0", "#typed-save"]).await;
                wait_for_text(&app, &format!("#table-{n}-state"), "result in").await;
                let (w, l) = (pairs[winner], pairs[1 - winner]);
                let line = count.entry(w).or_default();
                line.wins += 1;
                line.points_for += TARGET;
                line.points_against += lost;
                let line = count.entry(l).or_default();
                line.points_for += lost;
                line.points_against += TARGET;
            }
            table.tap(&app, "#close-round").await;
            wait_for_text(&app, &format!("#round-{round} h3"), "closed").await;
        }

        // The teams' standings beside the pairs': each its pairs summed.
        wait_for(&app, "#team-standings").await;
        for (number, (team, pairs)) in TEAMS.iter().enumerate() {
            let row = format!("#team-{}", number + 1);
            let shown = cells(&app, &row).await;
            let sum = pairs.iter().fold(Line::default(), |sum, p| {
                let line = count.get(p).copied().unwrap_or_default();
                Line {
                    wins: sum.wins + line.wins,
                    points_for: sum.points_for + line.points_for,
                    points_against: sum.points_against + line.points_against,
                }
            });
            let difference = sum.points_for - sum.points_against;
            let signed = if difference > 0 {
                format!("+{difference}")
            } else {
                difference.to_string()
            };
            assert!(shown[1].contains(team), "{row}: {shown:?}");
            for p in pairs {
                let [a, b] = PAIRS[*p as usize - 1];
                assert!(shown[1].contains(&format!("{a} & {b}")), "{row}: {shown:?}");
            }
            assert_eq!(
                shown[2..],
                [
                    sum.wins.to_string(),
                    signed,
                    sum.points_for.to_string(),
                    sum.points_against.to_string(),
                ],
                "team {team}: {shown:?}"
            );
        }
        app.execute(
            "document.querySelector('#team-standings').scrollIntoView()",
            vec![],
        )
        .await
        .expect("show the standings");
        table.screenshot(&app, "3-standings").await;
        app.close().await.expect("quit the app");
    });
}
