//! A table of four between phones: the code that starts its match (the
//! round's two partnerships as a pairs match's sides), the table's phone
//! playing it and signing its result back by code, the director reading
//! that code, a result read from a match played either way round, and a
//! correction the standings follow.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/individual.rs"]
mod support;

use support::{name, result, with_players};
use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, SeatsResult, TableSide,
};
use tranque::tournament::{PairId, ResultSource, TablePayload, TournamentError};
use tranque::{Event, Finish, HandEnd, Leftover, Match, MatchSetup, Seat};

/// Nine players, round 1 seated: two tables of four, one sits out.
fn seated() -> IndividualTournament {
    let t = with_players(9, 11);
    let seating = t.next_seating().unwrap();
    t.apply(IndividualEvent::RoundSeated(seating)).unwrap()
}

/// The names at a table's seats 0 to 3.
fn seat_names(t: &IndividualTournament, table: u32) -> [String; 4] {
    let at = t.rounds()[0].seating.tables[table as usize - 1];
    at.seats.map(|p| t.player(p).unwrap().name.clone())
}

/// A match of `seats` under the tournament's rules, played until it is
/// over: seat `winner` goes out every hand, the others holding 20 pips each.
fn played(t: &IndividualTournament, seats: [String; 4], winner: u8) -> Match {
    let mut game = Match::new(MatchSetup {
        rules: t.setup().rules.clone(),
        seats: seats.to_vec(),
    })
    .unwrap();
    let mut first = true;
    while !game.standings().is_finished() {
        let mut left = vec![20; 4];
        left[usize::from(winner)] = 0;
        game.apply_mut(Event::Hand {
            opener: first.then_some(Seat(0)),
            end: HandEnd::Domino {
                by: Seat(winner),
                left: Leftover::Pips(left),
                finish: Finish::Simple,
            },
        })
        .unwrap();
        first = false;
    }
    game
}

/// Side A's and side B's points for, as the match's outcome says, by the
/// match's own sides.
fn match_points(game: &Match) -> [i64; 2] {
    let outcome = game.standings().outcome.as_ref().unwrap();
    [0, 1].map(|side| {
        outcome
            .result
            .iter()
            .find(|line| line.side.index() == side)
            .unwrap()
            .points_for
    })
}

#[test]
fn a_tables_code_carries_its_two_partnerships_as_pairs_one_and_two() {
    let t = seated();
    let TablePayload::Start(start) = t.start_payload("club-7", 1, 2).unwrap() else {
        panic!("a start code");
    };
    let names = seat_names(&t, 2);
    assert_eq!(
        (start.tournament.as_str(), start.round, start.table),
        ("club-7", 1, 2)
    );
    assert_eq!(start.pairs[0].pair, PairId(1));
    assert_eq!(start.pairs[0].players, [names[0].clone(), names[2].clone()]);
    assert_eq!(start.pairs[1].pair, PairId(2));
    assert_eq!(start.pairs[1].players, [names[1].clone(), names[3].clone()]);
    // The table's phone plays the players in their seats, under the
    // tournament's preset, which the code names alone.
    assert_eq!(start.seats(), names);
    assert_eq!(start.rules, "pr-federacion");
    assert_eq!(start.rule_set, None);
    // The text reads back as the same code.
    let text = TablePayload::Start(start.clone()).to_text().unwrap();
    assert_eq!(
        TablePayload::parse(&text).unwrap(),
        TablePayload::Start(start)
    );
}

#[test]
fn a_table_that_is_not_seated_has_no_code() {
    let t = seated();
    assert!(matches!(
        t.start_payload("club-7", 1, 3),
        Err(TournamentError::NoSuchTable {
            round: 1,
            table: 3,
            tables: 2
        })
    ));
    assert!(matches!(
        t.start_payload("club-7", 2, 1),
        Err(TournamentError::NoSuchRound {
            round: 2,
            rounds: 1
        })
    ));
}

#[test]
fn the_tables_phone_signs_its_result_and_the_director_records_it_by_code() {
    let t = seated();
    let TablePayload::Start(start) = t.start_payload("club-7", 1, 1).unwrap() else {
        panic!("a start code");
    };
    // Side B (seats 1 and 3) wins; side A's lower seat signs.
    let game = played(&t, start.seats(), 1);
    let signer = start.seats()[0].clone();
    let report = start
        .report(&game, Some(signer.clone()), Some("m-1".into()))
        .unwrap();
    let text = report.to_text().unwrap();
    let TablePayload::Result(report) = TablePayload::parse(&text).unwrap() else {
        panic!("a result code");
    };
    let event = t.decide_report("club-7", &report).unwrap().unwrap();
    let IndividualEvent::ResultRecorded {
        round: 1,
        table: 1,
        result,
    } = &event
    else {
        panic!("a result recorded, not {event:?}");
    };
    let points = match_points(&game);
    assert_eq!(result.winner, TableSide::B);
    assert_eq!(result.scores[0].points_for, points[0]);
    assert_eq!(result.scores[1].points_for, points[1]);
    assert_eq!(result.scores[1].points_against, points[0]);
    assert_eq!(result.source, ResultSource::Imported);
    assert_eq!(result.signed_by.as_deref(), Some(signer.as_str()));
    assert_eq!(result.match_id.as_deref(), Some("m-1"));

    // Each of side B's two players is credited with the win.
    let t = t.apply(event).unwrap();
    let at = t.rounds()[0].seating.tables[0];
    for player in at.partners(TableSide::B) {
        let row = t
            .standings()
            .into_iter()
            .find(|r| r.player == player)
            .unwrap();
        assert_eq!(
            (row.wins, row.points_for),
            (1, points[1]),
            "{}",
            name(player.0)
        );
    }
    // The same code again changes nothing.
    assert_eq!(t.decide_report("club-7", &report).unwrap(), None);
}

#[test]
fn a_code_for_another_tournament_or_other_sides_is_refused() {
    let t = seated();
    let TablePayload::Start(start) = t.start_payload("club-7", 1, 1).unwrap() else {
        panic!("a start code");
    };
    let game = played(&t, start.seats(), 0);
    let signer = start.seats()[1].clone();
    let TablePayload::Result(report) = start.report(&game, Some(signer), None).unwrap() else {
        panic!("a result code");
    };
    assert!(matches!(
        t.decide_report("club-8", &report),
        Err(TournamentError::PayloadOtherTournament { .. })
    ));
    let mut other_sides = report.clone();
    other_sides.result.scores[1].pair = PairId(3);
    assert!(matches!(
        t.decide_report("club-7", &other_sides),
        Err(TournamentError::ResultWrongPairs { expected, .. }) if expected == [PairId(1), PairId(2)]
    ));
    let mut other_winner = report.clone();
    other_winner.result.winner = PairId(5);
    assert!(matches!(
        t.decide_report("club-7", &other_winner),
        Err(TournamentError::ResultWinnerNotAtTable { winner: PairId(5) })
    ));
    // Another table's code: its sides are not that table's players.
    let mut other_table = report;
    other_table.table = 2;
    assert!(t.decide_report("club-7", &other_table).is_err());
}

#[test]
fn a_match_played_with_the_sides_swapped_credits_the_right_players() {
    let t = seated();
    let names = seat_names(&t, 1);
    // Side B's players sit at the match's seats 0 and 2, in the other seat
    // order too; the match's side A (seats 0 and 2) wins.
    let swapped = [
        names[3].clone(),
        names[0].clone(),
        names[1].clone(),
        names[2].clone(),
    ];
    let game = played(&t, swapped, 0);
    let signer = names[0].clone();
    let result = t
        .result_of_match(1, 1, &game, ResultSource::Played, Some(signer))
        .unwrap();
    let points = match_points(&game);
    assert_eq!(result.winner, TableSide::B);
    assert_eq!(result.scores[TableSide::B.index()].points_for, points[0]);
    assert_eq!(result.scores[TableSide::A.index()].points_for, points[1]);

    // Other players than the table's are refused, naming both.
    let mut strangers = names.clone();
    strangers[3] = "Zé".into();
    let game = played(&t, strangers, 0);
    assert!(matches!(
        t.result_of_match(1, 1, &game, ResultSource::Played, None),
        Err(TournamentError::MatchPlayersNotAtTable { .. })
    ));
}

#[test]
fn a_correction_replaces_the_result_and_the_standings_follow() {
    let t = seated();
    let at = t.rounds()[0].seating.tables[0];
    let first = result(&t, 1, 1, TableSide::A, 200, 120);
    assert!(matches!(
        t.decide_correction(1, 1, &first),
        Err(TournamentError::NoResultToCorrect { round: 1, table: 1 })
    ));
    let t = t.record_result(1, 1, &first).unwrap();
    assert_eq!(t.decide_correction(1, 1, &first).unwrap(), None);

    // The sheet was misread: side B won 200–150.
    let right = result(&t, 1, 1, TableSide::B, 200, 150);
    let event = t.decide_correction(1, 1, &right).unwrap().unwrap();
    let t = t.apply(event).unwrap();
    let row = |side: TableSide| {
        let player = at.partners(side)[0];
        t.standings()
            .into_iter()
            .find(|r| r.player == player)
            .unwrap()
    };
    assert_eq!(
        (row(TableSide::A).wins, row(TableSide::A).points_for),
        (0, 150)
    );
    assert_eq!(
        (row(TableSide::B).wins, row(TableSide::B).points_for),
        (1, 200)
    );
    // A correction is checked like any result: signed by a winner, refused.
    let unsigned = SeatsResult {
        signed_by: Some(t.player(at.partners(TableSide::B)[0]).unwrap().name.clone()),
        ..result(&t, 1, 1, TableSide::B, 200, 100)
    };
    assert!(matches!(
        t.decide_correction(1, 1, &unsigned),
        Err(TournamentError::SignerNotLoser { .. })
    ));
}
