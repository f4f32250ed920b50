//! A full field's tournament file, as the director's phone would hand it
//! over: up to 1,000 pairs with long names, every round paired (each pair
//! once a round, no rematch: the circle method), every table's result typed
//! from the paper sheet and the round closed, and a last round paired with
//! half its results in. At 1,000 pairs and 196 rounds closed the log has
//! about 100,000 entries and the file is near the 32 MiB a tournament file
//! may take (its bytes: `docs/performance.md`, "A full field handed over").
//! Shared by `benches/handover.rs` (the full size, release) and
//! `tests/tournament/handover.rs` (a tenth, debug).

use tranque::tournament::{
    Criterion, PairId, Pairing, TablePairing, Tournament, TournamentEvent, TournamentFile,
    TournamentMode, TournamentSetup,
};
use tranque::{Mode, Preset};

/// The file's tournament id.
pub const FIELD_ID: &str = "field-of-1000";

/// A field of `pairs` pairs (even) with `closed` rounds played and closed,
/// then one more paired with the results of its odd tables only: the
/// tournament as its log folds, and the file's text.
pub fn field(pairs: u32, closed: u32) -> (Tournament, String) {
    let rules = Preset::BrMegajogos.rules(Mode::Pairs);
    let target = i64::from(rules.target);
    let setup = TournamentSetup {
        name: "Campeonato Nacional de Dominó por Parejas".into(),
        date: "2026-11-21".into(),
        preset: Some("br-megajogos".into()),
        rules,
        mode: TournamentMode::Pairs,
        seed: 7,
        bye: Default::default(),
        ranking: Criterion::DEFAULT.to_vec(),
        credit: Default::default(),
    };
    let mut t = Tournament::new(setup).unwrap_or_else(|e| panic!("setup: {e}"));
    let enter = |t: &mut Tournament, event: TournamentEvent| {
        t.apply_mut(event).unwrap_or_else(|e| panic!("entry: {e}"));
    };
    for n in 1..=pairs {
        let players = [
            format!("Jugadora {n} Begoña Fernández"),
            format!("Jugador {n} Ñandú Pérez"),
        ];
        enter(
            &mut t,
            TournamentEvent::PairRegistered {
                pair: PairId(n),
                players,
            },
        );
    }
    for round in 1..=closed + 1 {
        let tables = circle(pairs, round);
        enter(
            &mut t,
            TournamentEvent::RoundPaired(Pairing {
                round,
                tables: tables.clone(),
                bye: None,
            }),
        );
        for at in &tables {
            if round > closed && at.table % 2 == 0 {
                continue;
            }
            // Side A wins one table in two, each table by its own score.
            let low = i64::from((at.table + round) % 40);
            let points = if (at.table + round) % 2 == 0 {
                [target, low]
            } else {
                [low, target]
            };
            let loser = at.pairs[usize::from(points[0] > points[1])];
            let signer = t
                .pair(loser)
                .map(|p| p.players[0].clone())
                .unwrap_or_default();
            let result = t
                .typed_result(round, at.table, points, signer)
                .unwrap_or_else(|e| panic!("result: {e}"));
            enter(
                &mut t,
                TournamentEvent::ResultRecorded {
                    round,
                    table: at.table,
                    result,
                },
            );
        }
        if round <= closed {
            enter(&mut t, TournamentEvent::RoundClosed { round });
        }
    }
    let file = TournamentFile {
        id: Some(FIELD_ID.to_owned()),
        events: t.events().to_vec(),
    };
    (t, file.to_json())
}

/// The tables of `round` for `pairs` pairs by the circle method: pair
/// `pairs` stays put, the others turn one place a round, so no two pairs
/// meet twice in `pairs - 1` rounds.
fn circle(pairs: u32, round: u32) -> Vec<TablePairing> {
    let turning = pairs - 1;
    let at = |k: u32| PairId((round - 1 + k) % turning + 1);
    (0..pairs / 2)
        .map(|i| TablePairing {
            table: i + 1,
            pairs: if i == 0 {
                [PairId(pairs), at(0)]
            } else {
                [at(i), at(turning - i)]
            },
        })
        .collect()
}
