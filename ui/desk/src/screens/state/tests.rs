//! What the screens show, against the core's fold.

use tranque::tournament::{
    Criterion, NextStep, Pair, Pairing, ResultEnd, ResultSource, TournamentMode, TournamentSetup,
};
use tranque::{Mode, Preset};

use super::*;
use crate::api::TableLink;

const NAMES: [[&str; 2]; 5] = [
    ["Ana", "Bia"],
    ["Caio", "Duda"],
    ["Eva", "Fabio"],
    ["Gil", "Hana"],
    ["Ivo", "Jade"],
];

/// Five pairs, round 1 paired by the core: two tables and a bye.
pub(crate) fn paired() -> (Tournament, Pairing) {
    let setup = TournamentSetup {
        name: "Copa".into(),
        date: "2026-11-21".into(),
        preset: Some("pr-federacion".into()),
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        mode: TournamentMode::Pairs,
        seed: 7,
        bye: Default::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    };
    let mut t = Tournament::new(setup).expect("a tournament");
    for (n, players) in NAMES.iter().enumerate() {
        let event = TournamentEvent::PairRegistered {
            pair: PairId(n as u32 + 1),
            players: players.map(String::from),
        };
        t = t.apply(event).expect("a pair");
    }
    let pairing = t.next_pairing().expect("a pairing");
    let t = t
        .apply(TournamentEvent::RoundPaired(pairing.clone()))
        .expect("round 1");
    (t, pairing)
}

pub(crate) fn view_of(t: &Tournament, linked: Vec<TableLink>) -> TournamentView {
    TournamentView {
        id: "t1".into(),
        setup: t.setup().clone(),
        pairs: t.pairs().to_vec(),
        rounds: t.rounds().to_vec(),
        standings: t.standings(),
        teams: t.team_standings(),
        next_step: t.next_step(),
        linked,
    }
}

pub(crate) fn loser_of(t: &Tournament, pair: PairId) -> String {
    t.pair(pair).expect("registered").players[1].clone()
}

pub(crate) fn typed(winner: usize, points: [&str; 2], signer: &str) -> TypedSheet {
    TypedSheet {
        winner: Some(winner),
        points: points.map(str::to_owned),
        signer: Some(signer.to_owned()),
        forfeit: None,
    }
}

#[test]
fn a_typed_sheet_is_the_cores_typed_result() {
    let (t, pairing) = paired();
    let at = pairing.tables[0];
    let view = view_of(&t, vec![]);
    let sheet = typed(1, ["150", "203"], &loser_of(&t, at.pairs[0]));
    let result = sheet.result(&view, 1, at.table).expect("a result");
    assert_eq!(result.winner, at.pairs[1]);
    assert_eq!(result.source, ResultSource::Typed);
    assert_eq!(result.end, ResultEnd::Target);
    assert_eq!(
        result.scores.map(|s| (s.points_for, s.points_against)),
        [(150, 203), (203, 150)]
    );
    let t = t.record_result(1, at.table, &result).expect("recorded");
    assert_eq!(
        t.next_step(),
        NextStep::Record {
            round: 1,
            tables: vec![2]
        }
    );
    // Short of the target: the match ended on time, as the core says.
    let view = view_of(&t, vec![]);
    // The first table has its result: a sheet typed there corrects it.
    assert!(has_result(&view, 1, at.table));
    assert!(!has_result(&view, 1, pairing.tables[1].table));
    assert!(!has_result(&view, 2, at.table));
    let second = pairing.tables[1];
    let sheet = typed(0, ["120", "90"], &loser_of(&t, second.pairs[1]));
    let result = sheet.result(&view, 1, second.table).expect("a result");
    assert_eq!(result.end, ResultEnd::Time);
}

#[test]
fn a_typed_forfeit_is_scored_as_004_says_and_may_be_unsigned() {
    let (t, pairing) = paired();
    let at = pairing.tables[1];
    let sheet = TypedSheet {
        winner: Some(0),
        points: ["".into(), "".into()],
        signer: None,
        forfeit: Some(ForfeitReason::LateArrival),
    };
    let result = sheet
        .result(&view_of(&t, vec![]), 1, at.table)
        .expect("a forfeit");
    assert_eq!(result.winner, at.pairs[0]);
    assert_eq!(
        result.scores.map(|s| (s.points_for, s.points_against)),
        [(100, 0), (0, 200)]
    );
    assert!(t.record_result(1, at.table, &result).is_ok());
}

#[test]
fn a_sheet_missing_something_or_contradicting_itself_says_what() {
    let (t, pairing) = paired();
    let at = pairing.tables[0];
    let view = view_of(&t, vec![]);
    let loser = loser_of(&t, at.pairs[1]);
    let mut sheet = typed(0, ["203", "1S0"], &loser);
    assert_eq!(
        sheet.result(&view, 1, 1),
        Err(SheetProblem::BadPoints(1, "1S0".into()))
    );
    // The first pair tapped as the winner, the scores the other way round.
    sheet.points = ["150".into(), "203".into()];
    assert_eq!(
        sheet.result(&view, 1, 1),
        Err(SheetProblem::WinnerDisagrees(1))
    );
    // Signed by a winner: the core refuses it.
    sheet.points = ["203".into(), "150".into()];
    sheet.signer = Some(loser_of(&t, at.pairs[0]));
    assert!(matches!(
        sheet.result(&view, 1, 1),
        Err(SheetProblem::Refused(
            TournamentError::SignerNotLoser { .. }
        ))
    ));
    sheet.signer = Some("  ".into());
    assert_eq!(sheet.result(&view, 1, 1), Err(SheetProblem::NoSigner));
    sheet.winner = None;
    assert_eq!(sheet.result(&view, 1, 1), Err(SheetProblem::NoWinner));
}

#[test]
fn the_fold_made_again_from_the_view_is_the_cores() {
    // Round 1 played and closed; then a pair withdraws and one arrives late.
    let (mut t, pairing) = paired();
    for at in &pairing.tables {
        let result = typed(0, ["203", "150"], &loser_of(&t, at.pairs[1]))
            .result(&view_of(&t, vec![]), 1, at.table)
            .expect("a result");
        t = t.record_result(1, at.table, &result).expect("recorded");
    }
    for event in [
        TournamentEvent::RoundClosed { round: 1 },
        TournamentEvent::PairWithdrawn { pair: PairId(2) },
        TournamentEvent::PairRegistered {
            pair: PairId(6),
            players: ["Leo".into(), "Mia".into()],
        },
    ] {
        t = t.apply(event).expect("applied");
    }
    let second = t.next_pairing().expect("round 2");
    t = t
        .apply(TournamentEvent::RoundPaired(second))
        .expect("round 2 paired");
    let view = view_of(&t, vec![]);
    let again = fold_until(&view, 2).expect("folded again");
    assert_eq!(again.rounds(), t.rounds());
    assert_eq!(again.standings(), t.standings());
    assert_eq!(fold_until(&view, 1).expect("round 1").rounds().len(), 1);
}

#[test]
fn a_card_follows_its_table_from_to_play_to_result_in() {
    let (t, pairing) = paired();
    let at = pairing.tables[0];
    let link = |finished| TableLink {
        round: 1,
        table: at.table,
        match_id: "m1".into(),
        finished,
    };
    assert_eq!(
        table_state(&view_of(&t, vec![]), 1, 1, None),
        TableState::ToPlay
    );
    assert_eq!(
        table_state(&view_of(&t, vec![link(false)]), 1, 1, None),
        TableState::Playing {
            match_id: "m1".into()
        }
    );
    assert_eq!(
        table_state(&view_of(&t, vec![link(true)]), 1, 1, None),
        TableState::Played {
            match_id: "m1".into()
        }
    );
    // Another table's link says nothing about this one.
    assert_eq!(
        table_state(&view_of(&t, vec![link(true)]), 1, 2, None),
        TableState::ToPlay
    );
    let result = typed(0, ["203", "150"], &loser_of(&t, at.pairs[1]))
        .result(&view_of(&t, vec![]), 1, at.table)
        .expect("a result");
    let t = t.record_result(1, 1, &result).expect("recorded");
    let view = view_of(&t, vec![link(true)]);
    assert_eq!(
        table_state(&view, 1, 1, None),
        TableState::ResultIn(result.clone())
    );
    // The same outcome again is no conflict; another one is.
    assert_eq!(
        table_state(&view, 1, 1, Some(&result)),
        TableState::ResultIn(result.clone())
    );
    let other = typed(1, ["150", "203"], &loser_of(&t, at.pairs[0]))
        .result(&view_of(&t, vec![]), 1, at.table)
        .expect("another result");
    assert_eq!(
        table_state(&view, 1, 1, Some(&other)),
        TableState::Conflict {
            recorded: result,
            given: other
        }
    );
}

#[test]
fn a_pairs_history_lists_its_bye_and_its_tables() {
    let (t, pairing) = paired();
    let at = pairing.tables[0];
    let result = typed(0, ["203", "150"], &loser_of(&t, at.pairs[1]))
        .result(&view_of(&t, vec![]), 1, at.table)
        .expect("a result");
    let t = t.record_result(1, 1, &result).expect("recorded");
    let view = view_of(&t, vec![]);
    assert_eq!(
        pair_history(&view, at.pairs[0]),
        vec![HistoryLine::Played {
            round: 1,
            table: 1,
            opponent: at.pairs[1],
            score: Some((203, 150, true)),
        }]
    );
    assert_eq!(
        pair_history(&view, at.pairs[1]),
        vec![HistoryLine::Played {
            round: 1,
            table: 1,
            opponent: at.pairs[0],
            score: Some((150, 203, false)),
        }]
    );
    let bye = pairing.bye.expect("five pairs: a bye");
    assert_eq!(
        pair_history(&view, bye),
        vec![HistoryLine::Bye { round: 1 }]
    );
    let waiting = pairing.tables[1].pairs[0];
    assert!(matches!(
        pair_history(&view, waiting)[..],
        [HistoryLine::Played { score: None, .. }]
    ));
    let names: Vec<Pair> = view.pairs.clone();
    assert_eq!(pair_names(&view, names[0].id), "Ana & Bia");
    assert_eq!(pair_names(&view, PairId(99)), "99");
}
