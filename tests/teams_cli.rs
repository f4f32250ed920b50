//! `tranque tournament standings` with teams, in both modes: the teams'
//! table after the pairs' or the players', `teams` in the JSON, and
//! nothing of either for a tournament without teams. The numbers are those
//! checked by hand in `tests/teams_and_formats.rs`.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::process::{Command, Output};

use serde_json::{Value, json};

fn tranque(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(args)
        .output()
        .unwrap()
}

fn sample(name: &str) -> String {
    format!(
        "{}/tests/data/tournament/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn stdout(args: &[&str]) -> String {
    let out = tranque(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The lines from the teams' heading to `next:`, excluded.
fn team_table(text: &str) -> Vec<&str> {
    text.lines()
        .skip_while(|l| !l.starts_with("teams"))
        .take_while(|l| !l.starts_with("next:"))
        .collect()
}

#[test]
fn standings_of_pairs_print_the_teams_after_the_pairs() {
    let text = stdout(&["tournament", "standings", &sample("teams-8.json")]);
    let without = stdout(&["tournament", "standings", &sample("8.json")]);
    // The pairs' table is the one without teams; the teams come before
    // what comes next.
    let pairs: Vec<&str> = without
        .lines()
        .filter(|l| !l.starts_with("next:"))
        .collect();
    assert_eq!(text.lines().take(pairs.len()).collect::<Vec<_>>(), pairs);
    assert!(team_table(&without).is_empty());
    assert_eq!(
        team_table(&text),
        [
            "teams, by the sum of their pairs' lines",
            "rank  team                  pairs           played  won  lost  byes    for  against   diff",
            "   1  Sur                   3, 4                 8    5     3     0   1269     1066   +203",
            "   2  Norte                 1, 2                 8    4     4     0   1133     1044    +89",
            "   3  Oeste                 7, 8                 8    4     4     0   1440     1436     +4",
            "   4  Este                  5, 6                 8    3     5     0   1185     1481   -296",
        ]
    );
    assert_eq!(text.lines().last(), Some("next: pair round 5"));
}

#[test]
fn standings_of_pairs_json_carry_the_teams_only_when_there_are_some() {
    let text = stdout(&["tournament", "standings", &sample("teams-8.json"), "--json"]);
    let answer: Value = serde_json::from_str(&text).unwrap();
    let teams = answer["teams"].as_array().unwrap();
    assert_eq!(teams.len(), 4);
    assert_eq!(teams[0]["team"], json!("Sur"));
    assert_eq!(teams[0]["members"], json!([3, 4]));
    assert_eq!(teams[0]["difference"], json!(203));
    let text = stdout(&["tournament", "standings", &sample("8.json"), "--json"]);
    let answer: Value = serde_json::from_str(&text).unwrap();
    assert!(answer.get("teams").is_none());
}

#[test]
fn standings_of_players_print_the_teams_after_the_players() {
    let text = stdout(&[
        "tournament",
        "standings",
        &sample("individual-teams-8.json"),
    ]);
    assert_eq!(
        team_table(&text),
        [
            "teams, by the sum of their players' lines",
            "rank  team                  players         played  won  lost  byes    for  against   diff",
            "   1  Norte                 1, 2, 3, 4          16    9     7     0   2662     2310   +352",
            "   2  Sur                   5, 6, 7, 8          16    7     9     0   2402     2754   -352",
        ]
    );
    let without = stdout(&["tournament", "standings", &sample("individual-8.json")]);
    assert!(team_table(&without).is_empty());
    let json = stdout(&[
        "tournament",
        "standings",
        &sample("individual-teams-8.json"),
        "--json",
    ]);
    let answer: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(answer["teams"][1]["members"], json!([5, 6, 7, 8]));
    assert_eq!(answer["teams"][1]["wins"], json!(7));
}

#[test]
fn a_bad_team_in_a_file_is_refused_with_its_entry() {
    let text = std::fs::read_to_string(sample("teams-8.json"))
        .unwrap()
        .replace("\"pairs\": [7,8]", "\"pairs\": [7,1]");
    let path = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("teams-cli-bad.json");
    std::fs::write(&path, text).unwrap();
    let out = tranque(&["tournament", "standings", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("[pair_in_two_teams]")
            && stderr.contains("pair 1 is already in team Norte"),
        "{stderr}"
    );
}
