//! Teams (cuartetas) and the credit of a win at the target, in both modes,
//! and the federations' formats. The numbers are checked by hand against
//! `tests/data/tournament/8.json` and `individual-8.json` (their standings
//! files give each member's line); `teams-8.json` and
//! `individual-teams-8.json` are the same logs with teams registered.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::path::PathBuf;

use serde_json::json;
use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
use tranque::tournament::{
    Credit, Criterion, Format, IndividualFile, PairId, TeamRow, Tournament, TournamentError,
    TournamentEvent, TournamentFile, TournamentLog, TournamentMode, TournamentSetup,
};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/tournament")
        .join(name)
}

fn text(name: &str) -> String {
    std::fs::read_to_string(data(name)).unwrap()
}

fn pairs(name: &str) -> Tournament {
    TournamentFile::parse(&text(name))
        .unwrap()
        .into_tournament()
        .unwrap()
}

fn individual(name: &str) -> IndividualTournament {
    IndividualFile::parse(&text(name))
        .unwrap()
        .into_tournament()
        .unwrap()
}

/// The same log under another setup.
fn pairs_under(t: &Tournament, change: impl Fn(&mut TournamentSetup)) -> Tournament {
    let mut setup = t.setup().clone();
    change(&mut setup);
    let rest = t.events()[1..].iter().cloned();
    Tournament::from_events(std::iter::once(TournamentEvent::Created(setup)).chain(rest)).unwrap()
}

fn individual_under(
    t: &IndividualTournament,
    change: impl Fn(&mut TournamentSetup),
) -> IndividualTournament {
    let mut setup = t.setup().clone();
    change(&mut setup);
    let rest = t.events()[1..].iter().cloned();
    IndividualTournament::from_events(std::iter::once(IndividualEvent::Created(setup)).chain(rest))
        .unwrap()
}

/// Each row as (name, played, wins, losses, for, against, difference).
fn teams<M>(rows: &[TeamRow<M>]) -> Vec<(&str, u32, u32, u32, i64, i64, i64)> {
    rows.iter()
        .map(|r| {
            (
                r.team.as_str(),
                r.played,
                r.wins,
                r.losses,
                r.points_for,
                r.points_against,
                r.difference,
            )
        })
        .collect()
}

/// Pairs as (pair, wins, for, against), best first.
fn pair_lines(t: &Tournament) -> Vec<(u32, u32, i64, i64)> {
    t.standings()
        .iter()
        .map(|r| (r.pair.0, r.wins, r.points_for, r.points_against))
        .collect()
}

/// Players as (player, wins, for, against), best first.
fn player_lines(t: &IndividualTournament) -> Vec<(u32, u32, i64, i64)> {
    t.standings()
        .iter()
        .map(|r| (r.player.0, r.wins, r.points_for, r.points_against))
        .collect()
}

/// Teams of two pairs on 8.json: Norte 1+2, Sur 3+4, Este 5+6, Oeste 7+8.
/// Summed by hand from 8.standings.txt: Sur 3+2 wins, 747+522 for,
/// 447+619 against; Norte 3+1, 696+437, 466+578; Oeste 3+1, 816+624,
/// 608+828; Este 1+2, 565+620, 781+700.
#[test]
fn teams_of_pairs_rank_by_their_pairs_lines_summed() {
    let t = pairs("teams-8.json");
    assert_eq!(t.teams().len(), 4);
    let rows = t.team_standings();
    assert_eq!(
        teams(&rows),
        [
            ("Sur", 8, 5, 3, 1269, 1066, 203),
            ("Norte", 8, 4, 4, 1133, 1044, 89),
            ("Oeste", 8, 4, 4, 1440, 1436, 4),
            ("Este", 8, 3, 5, 1185, 1481, -296),
        ]
    );
    assert_eq!(rows[0].members, [PairId(3), PairId(4)]);
    assert_eq!(
        rows.iter().map(|r| r.rank).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    // The pairs' own table is the one without teams.
    assert_eq!(t.standings(), pairs("8.json").standings());
    assert!(pairs("8.json").team_standings().is_empty());
}

/// Teams of four on individual-8.json: Norte 1–4, Sur 5–8. By hand from
/// individual-8.standings.txt: Norte 4+3+2+0 wins, 868+736+605+453 for,
/// 319+517+587+887 against; Sur the rest.
#[test]
fn teams_of_players_rank_by_their_players_lines_summed() {
    let t = individual("individual-teams-8.json");
    let rows = t.team_standings();
    assert_eq!(
        teams(&rows),
        [
            ("Norte", 16, 9, 7, 2662, 2310, 352),
            ("Sur", 16, 7, 9, 2402, 2754, -352),
        ]
    );
    assert_eq!(
        rows[1].members,
        [PlayerId(5), PlayerId(6), PlayerId(7), PlayerId(8)]
    );
    assert_eq!(t.standings(), individual("individual-8.json").standings());
}

/// 8.json credited the target (200): every win at the target counts 200
/// for the winner and 200 against the loser; round 1's table 2, won 64–57
/// on time, as played. By hand, pair by pair (see the round-by-round sum in
/// `docs/tournament-file.md`, "The credit"): 4 and 6 change places.
#[test]
fn credit_of_the_target_changes_the_pairs_standings_as_computed_by_hand() {
    let t = pairs("8.json");
    assert_eq!(
        pair_lines(&t),
        [
            (3, 3, 747, 447),
            (1, 3, 696, 466),
            (7, 3, 816, 608),
            (6, 2, 620, 700),
            (4, 2, 522, 619),
            (2, 1, 437, 578),
            (8, 1, 624, 828),
            (5, 1, 565, 781),
        ]
    );
    let target = pairs_under(&t, |s| s.credit = Credit::Target);
    assert_eq!(
        pair_lines(&target),
        [
            (3, 3, 707, 428),
            (1, 3, 650, 458),
            (7, 3, 740, 582),
            (4, 2, 500, 575),
            (6, 2, 571, 667),
            (2, 1, 421, 552),
            (8, 1, 597, 749),
            (5, 1, 542, 717),
        ]
    );
    // The teams sum the credited lines.
    let teamed = pairs_under(&pairs("teams-8.json"), |s| s.credit = Credit::Target);
    assert_eq!(
        teams(&teamed.team_standings()),
        [
            ("Sur", 8, 5, 3, 1207, 1003, 204),
            ("Norte", 8, 4, 4, 1071, 1010, 61),
            ("Oeste", 8, 4, 4, 1337, 1331, 6),
            ("Este", 8, 3, 5, 1113, 1384, -271),
        ]
    );
}

/// individual-8.json credited the target: every table was won at the
/// target, so each winner counts 200 and each loser 200 against. By hand,
/// seat by seat: J3 200+200+200+200 for, 75+74+76+94 against.
#[test]
fn credit_of_the_target_changes_the_players_standings_as_computed_by_hand() {
    let t = individual_under(&individual("individual-teams-8.json"), |s| {
        s.credit = Credit::Target
    });
    assert_eq!(
        player_lines(&t),
        [
            (3, 4, 800, 319),
            (2, 3, 675, 501),
            (6, 3, 674, 524),
            (1, 2, 570, 551),
            (8, 2, 566, 689),
            (5, 1, 521, 675),
            (7, 1, 489, 689),
            (4, 0, 453, 800),
        ]
    );
    assert_eq!(
        teams(&t.team_standings()),
        [
            ("Norte", 16, 9, 7, 2498, 2171, 327),
            ("Sur", 16, 7, 9, 2250, 2577, -327),
        ]
    );
}

/// Every file written before teams and the credit reads as it did: the
/// setup credits the points scored, there are no teams, and the file is
/// written back without either field.
#[test]
fn old_files_read_unchanged() {
    for name in ["8.json", "9.json", "16.json"] {
        let file = TournamentFile::parse(&text(name)).unwrap();
        let again = TournamentFile::parse(&file.to_json()).unwrap();
        assert_eq!(again, file, "{name}");
        assert!(!file.to_json().contains("credit"), "{name}");
        let t = file.into_tournament().unwrap();
        assert_eq!(t.setup().credit, Credit::Scored);
        assert!(t.teams().is_empty());
    }
    for name in [
        "individual-8.json",
        "individual-9.json",
        "individual-12.json",
        "individual-13.json",
        "individual-16.json",
    ] {
        let file = IndividualFile::parse(&text(name)).unwrap();
        assert!(!file.to_json().contains("credit"), "{name}");
        let t = file.into_tournament().unwrap();
        assert_eq!(t.setup().credit, Credit::Scored);
        assert!(t.team_standings().is_empty());
    }
}

/// Teams and the credit go into the file and come back.
#[test]
fn teams_and_the_credit_round_trip_through_the_file() {
    let t = pairs_under(&pairs("teams-8.json"), |s| s.credit = Credit::Target);
    let written = TournamentFile::from_tournament(&t).to_json();
    assert!(written.contains("\"credit\": \"target\""), "{written}");
    assert!(written.contains("\"type\": \"team_registered\""));
    let back = TournamentFile::parse(&written)
        .unwrap()
        .into_tournament()
        .unwrap();
    assert_eq!(back, t);
    let t = individual("individual-teams-8.json");
    let written = IndividualFile::from_tournament(&t).to_json();
    let TournamentLog::Individual(file) = TournamentLog::parse(&written).unwrap() else {
        panic!("an individual file")
    };
    assert_eq!(file.into_tournament().unwrap(), t);
    // A credit this build does not know is refused, not read as the default.
    let unknown = text("8.json").replace("\"seed\": ", "\"credit\": \"half\", \"seed\": ");
    let err = TournamentFile::parse(&unknown).unwrap_err();
    assert_eq!(err.code(), "tournament_malformed");
}

fn team(name: &str, members: &[u32]) -> TournamentEvent {
    TournamentEvent::TeamRegistered {
        team: name.into(),
        pairs: members.iter().map(|&n| PairId(n)).collect(),
    }
}

fn team_of_players(name: &str, members: &[u32]) -> IndividualEvent {
    IndividualEvent::TeamRegistered {
        team: name.into(),
        players: members.iter().map(|&n| PlayerId(n)).collect(),
    }
}

/// A refusal with its code and params, the tournament unchanged.
fn refused(err: TournamentError, code: &str, params: serde_json::Value) {
    assert_eq!((err.code(), err.params()), (code, params), "{err}");
}

#[test]
fn bad_teams_of_pairs_are_refused() {
    let t = pairs("8.json");
    let t = t.enter(team(" Los Tigres ", &[1, 2])).unwrap();
    assert_eq!(t.teams()[0].team, "Los Tigres");
    assert_eq!(t.teams()[0].number, 1);
    refused(
        t.enter(team("Las Águilas", &[3, 40])).unwrap_err(),
        "unknown_pair",
        json!({"pair": 40}),
    );
    refused(
        t.enter(team("Las Águilas", &[3, 2])).unwrap_err(),
        "pair_in_two_teams",
        json!({"pair": 2, "team": "Las Águilas", "other": "Los Tigres"}),
    );
    refused(
        t.enter(team("Las Águilas", &[3, 3])).unwrap_err(),
        "pair_in_two_teams",
        json!({"pair": 3, "team": "Las Águilas", "other": "Las Águilas"}),
    );
    refused(
        t.enter(team("Las Águilas", &[3, 4, 5])).unwrap_err(),
        "team_size",
        json!({"team": "Las Águilas", "size": 3, "expected": 2}),
    );
    refused(
        t.enter(team("LOS TIGRES", &[3, 4])).unwrap_err(),
        "team_name_taken",
        json!({"team": "LOS TIGRES"}),
    );
    refused(
        t.enter(team("  ", &[3, 4])).unwrap_err(),
        "team_unnamed",
        json!({}),
    );
    refused(
        t.enter(team(&"x".repeat(41), &[3, 4])).unwrap_err(),
        "name_too_long",
        json!({"chars": 41, "max": 40}),
    );
    // In a log, the refused entry is named by its index.
    let mut events = t.events().to_vec();
    events.push(team("Las Águilas", &[3, 1]));
    let err = Tournament::from_events(events).unwrap_err();
    assert_eq!(err.code(), "pair_in_two_teams");
    assert_eq!(err.view().params["event_index"], json!(t.events().len()));
}

#[test]
fn bad_teams_of_players_are_refused() {
    let t = individual("individual-8.json");
    let t = t.enter(team_of_players("Norte", &[1, 2, 3, 4])).unwrap();
    refused(
        t.enter(team_of_players("Sur", &[5, 6, 7, 40])).unwrap_err(),
        "unknown_player",
        json!({"player": 40}),
    );
    refused(
        t.enter(team_of_players("Sur", &[5, 6, 7, 4])).unwrap_err(),
        "player_in_two_teams",
        json!({"player": 4, "team": "Sur", "other": "Norte"}),
    );
    refused(
        t.enter(team_of_players("Sur", &[5, 6])).unwrap_err(),
        "team_size",
        json!({"team": "Sur", "size": 2, "expected": 4}),
    );
    refused(
        t.enter(team_of_players("norte", &[5, 6, 7, 8]))
            .unwrap_err(),
        "team_name_taken",
        json!({"team": "norte"}),
    );
    let t = t.enter(team_of_players("Sur", &[5, 6, 7, 8])).unwrap();
    assert_eq!(t.teams().len(), 2);
}

#[test]
fn every_team_refusal_reads_back_and_is_documented() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/tournament-file.md"
    ))
    .unwrap();
    let section = &doc[doc.find("### Refusals of teams").unwrap()..];
    let others: Vec<&str> = TournamentError::examples()
        .iter()
        .chain(&TournamentError::individual_examples())
        .map(TournamentError::code)
        .collect();
    for err in TournamentError::team_examples() {
        assert!(
            !others.contains(&err.code()),
            "{} is not a team's",
            err.code()
        );
        let back = TournamentError::from_params(err.code(), &err.params());
        assert_eq!(back.as_ref(), Some(&err), "{}", err.code());
        let row = format!("| `{}` |", err.code());
        let line = section
            .lines()
            .find(|l| l.starts_with(&row))
            .unwrap_or_else(|| panic!("the teams' section lacks {row}"));
        for param in err.params().as_object().unwrap().keys() {
            assert!(
                line.contains(&format!("`{param}`")),
                "{row} lacks `{param}`"
            );
        }
        assert!(line.ends_with(&format!("| {err} |")), "{line}");
    }
}

/// The formats as the issue gives them, each a setup both modes accept.
#[test]
fn formats_fill_setups_the_director_can_change() {
    let values: Vec<_> = Format::ALL
        .iter()
        .map(|f| (f.id, f.target, f.minutes, f.rounds, f.ranking[0], f.teams))
        .collect();
    assert_eq!(
        values,
        [
            ("fid", 200, Some(35), None, Criterion::Wins, false),
            (
                "puerto-rico",
                200,
                Some(35),
                None,
                Criterion::PointsFor,
                false
            ),
            ("united-states", 200, Some(40), None, Criterion::Wins, false),
            ("venezuela-open", 100, None, Some(9), Criterion::Wins, false),
            ("fid-teams", 300, Some(55), None, Criterion::Wins, true),
        ]
    );
    for format in Format::ALL {
        assert_eq!(Format::by_id(format.id), Some(format));
        assert_eq!(format.credit, Credit::Scored);
        for mode in [TournamentMode::Pairs, TournamentMode::Individual] {
            let setup = format.setup("Abierto", "2026-11-21", mode, 7);
            assert_eq!(setup.rules.target, format.target);
            assert_eq!(setup.rules.time_limit_minutes, format.minutes);
            assert_eq!(setup.ranking, format.ranking);
            assert_eq!(setup.mode, mode);
            match mode {
                TournamentMode::Pairs => drop(Tournament::new(setup).unwrap()),
                TournamentMode::Individual => drop(IndividualTournament::new(setup).unwrap()),
            }
        }
    }
    assert_eq!(Format::by_id("copa"), None);
    assert_eq!(
        serde_json::to_value(Format::PUERTO_RICO).unwrap(),
        json!({
            "id": "puerto-rico", "name": "Puerto Rico", "target": 200, "minutes": 35,
            "rounds": null, "ranking": ["points_for", "wins", "point_difference"],
            "credit": "scored", "teams": false
        })
    );
    // A copy changed before its setup is built: the setup says so.
    let mine = Format {
        minutes: Some(30),
        credit: Credit::Target,
        ..Format::UNITED_STATES
    };
    let setup = mine.setup("Abierto", "2026-11-21", TournamentMode::Pairs, 7);
    assert_eq!(
        (setup.rules.time_limit_minutes, setup.credit),
        (Some(30), Credit::Target)
    );
}

/// Puerto Rico ranks 8.json by points for first: 816, 747, 696, 624, 620,
/// 565, 522, 437 (8.standings.txt), where FID's wins first give 3 1 7 6 4
/// 2 8 5.
#[test]
fn puerto_rico_ranks_by_accumulated_points_first() {
    let t = pairs("8.json");
    let pr = pairs_under(&t, |s| s.ranking = Format::PUERTO_RICO.ranking.to_vec());
    let order = |t: &Tournament| t.standings().iter().map(|r| r.pair.0).collect::<Vec<_>>();
    assert_eq!(order(&pr), [7, 3, 1, 8, 6, 5, 4, 2]);
    let fid = pairs_under(&t, |s| s.ranking = Format::FID.ranking.to_vec());
    assert_eq!(order(&fid), [3, 1, 7, 6, 4, 2, 8, 5]);
}
