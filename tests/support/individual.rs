//! Building individual tournaments for the tests: a setup, players,
//! results, whole rounds.

#![allow(dead_code)] // Each test file uses its own part.

use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, PlayerId, SeatsResult, SideScore, TableSide,
};
use tranque::tournament::{
    ByeScore, Criterion, ResultEnd, ResultSource, TournamentMode, TournamentSetup,
};
use tranque::{Mode, Preset};

/// The federation's setup, individual, with `seed`.
pub fn setup(seed: u32) -> TournamentSetup {
    TournamentSetup {
        name: "Abierto individual".into(),
        date: "2026-11-21".into(),
        preset: Some("pr-federacion".into()),
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        mode: TournamentMode::Individual,
        seed,
        bye: ByeScore::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    }
}

/// The name of player `n`.
pub fn name(n: u32) -> String {
    format!("J{n}")
}

/// Registers player `n`.
pub fn register(t: &IndividualTournament, n: u32) -> IndividualTournament {
    t.apply(IndividualEvent::PlayerRegistered {
        player: PlayerId(n),
        name: name(n),
    })
    .unwrap()
}

/// A tournament with players 1 to `n` registered.
pub fn with_players(n: u32, seed: u32) -> IndividualTournament {
    let mut t = IndividualTournament::new(setup(seed)).unwrap();
    for player in 1..=n {
        t = register(&t, player);
    }
    t
}

/// A typed result: `winner` scores `win`, the other side `lose`, signed by
/// the losing side's player at the lower seat.
pub fn result(
    t: &IndividualTournament,
    round: u32,
    table: u32,
    winner: TableSide,
    win: i64,
    lose: i64,
) -> SeatsResult {
    let at = t.rounds()[round as usize - 1].seating.tables[table as usize - 1];
    let loser = match winner {
        TableSide::A => TableSide::B,
        TableSide::B => TableSide::A,
    };
    let line = |side: TableSide| {
        let (f, a) = if side == winner {
            (win, lose)
        } else {
            (lose, win)
        };
        SideScore {
            points_for: f,
            points_against: a,
        }
    };
    SeatsResult {
        winner,
        scores: [line(TableSide::A), line(TableSide::B)],
        end: if win >= 200 {
            ResultEnd::Target
        } else {
            ResultEnd::Time
        },
        source: ResultSource::Typed,
        signed_by: Some(t.player(at.partners(loser)[0]).unwrap().name.clone()),
        match_id: None,
    }
}

/// The next round seated, every table's result from `score` (the table's
/// number → winner, winner's and loser's points), and closed.
pub fn play_round(
    t: &IndividualTournament,
    score: impl Fn(u32) -> (TableSide, i64, i64),
) -> IndividualTournament {
    let seating = t.next_seating().unwrap();
    let round = seating.round;
    let tables: Vec<u32> = seating.tables.iter().map(|at| at.table).collect();
    let mut t = t.apply(IndividualEvent::RoundSeated(seating)).unwrap();
    for table in tables {
        let (winner, win, lose) = score(table);
        let r = result(&t, round, table, winner, win, lose);
        t = t.record_result(round, table, &r).unwrap();
    }
    t.apply(IndividualEvent::RoundClosed { round }).unwrap()
}
