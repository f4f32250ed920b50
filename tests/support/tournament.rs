//! Building tournaments for the tests: a setup, pairs, results, whole rounds.

#![allow(dead_code)] // Each test file uses its own part.

use tranque::tournament::{
    ByeScore, Criterion, PairId, PairScore, Pairing, ResultEnd, ResultSource, TableResult,
    Tournament, TournamentEvent, TournamentMode, TournamentSetup,
};
use tranque::{ForfeitReason, Mode, Preset};

/// The federation's setup with `seed`.
pub fn setup(seed: u32) -> TournamentSetup {
    TournamentSetup {
        name: "Copa de Ponce".into(),
        date: "2026-11-21".into(),
        preset: Some("pr-federacion".into()),
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        mode: TournamentMode::Pairs,
        seed,
        bye: ByeScore::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    }
}

/// The players of pair `n`.
pub fn players(n: u32) -> [String; 2] {
    [format!("P{n}a"), format!("P{n}b")]
}

/// A tournament with pairs 1 to `n` registered.
pub fn with_pairs(n: u32, seed: u32) -> Tournament {
    let mut t = Tournament::new(setup(seed)).unwrap();
    for pair in 1..=n {
        t = t
            .apply(TournamentEvent::PairRegistered {
                pair: PairId(pair),
                players: players(pair),
            })
            .unwrap();
    }
    t
}

/// A tournament of `n` pairs with its first round paired, and that pairing.
pub fn first_round(n: u32, seed: u32) -> (Tournament, Pairing) {
    let t = with_pairs(n, seed);
    let pairing = t.next_pairing().unwrap();
    let t = t
        .apply(TournamentEvent::RoundPaired(pairing.clone()))
        .unwrap();
    (t, pairing)
}

/// A typed result at table `table` of `round`: `winner` (0 or 1, the
/// table's first or second pair) scores `win`, the other `lose`, signed by
/// the loser's first player.
pub fn result(
    t: &Tournament,
    round: u32,
    table: u32,
    winner: usize,
    win: i64,
    lose: i64,
) -> TableResult {
    let at = t.rounds()[round as usize - 1].pairing.tables[table as usize - 1];
    let (w, l) = (at.pairs[winner], at.pairs[1 - winner]);
    let line = |pair: PairId| {
        let (f, a) = if pair == w { (win, lose) } else { (lose, win) };
        PairScore {
            pair,
            points_for: f,
            points_against: a,
        }
    };
    TableResult {
        winner: w,
        scores: at.pairs.map(line),
        end: if win >= 200 {
            ResultEnd::Target
        } else {
            ResultEnd::Time
        },
        source: ResultSource::Typed,
        signed_by: Some(t.pair(l).unwrap().players[0].clone()),
        match_id: None,
    }
}

/// A forfeit at a table: `winner` (0 or 1) wins 100–0, the other 0–200.
pub fn forfeit(t: &Tournament, round: u32, table: u32, winner: usize) -> TableResult {
    let at = t.rounds()[round as usize - 1].pairing.tables[table as usize - 1];
    let w = at.pairs[winner];
    let line = |pair: PairId| {
        let (f, a) = if pair == w { (100, 0) } else { (0, 200) };
        PairScore {
            pair,
            points_for: f,
            points_against: a,
        }
    };
    TableResult {
        winner: w,
        scores: at.pairs.map(line),
        end: ResultEnd::Forfeit {
            reason: ForfeitReason::LateArrival,
        },
        source: ResultSource::Typed,
        signed_by: None,
        match_id: None,
    }
}

/// The next round paired, every table's result from `score` (the table's
/// number → winner 0/1, winner's and loser's points), and closed.
pub fn play_round(t: &Tournament, score: impl Fn(u32) -> (usize, i64, i64)) -> Tournament {
    let pairing = t.next_pairing().unwrap();
    let round = pairing.round;
    let tables: Vec<u32> = pairing.tables.iter().map(|at| at.table).collect();
    let mut t = t.apply(TournamentEvent::RoundPaired(pairing)).unwrap();
    for table in tables {
        let (winner, win, lose) = score(table);
        let r = result(&t, round, table, winner, win, lose);
        t = t.record_result(round, table, &r).unwrap();
    }
    t.apply(TournamentEvent::RoundClosed { round }).unwrap()
}
