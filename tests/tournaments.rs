//! Whole tournaments, data-driven: `tests/data/tournament/*.json` are logs
//! of 8, 9 and 16 pairs over 4 and 5 rounds (a time win, forfeits, a
//! correction, a withdrawal). For each, every `round_paired` entry must be
//! the pairing the core makes from the log before it, and
//! `*.rounds.txt` (the standings before each round, then its
//! pairing: what was checked by hand) and `*.standings.txt` (the
//! final table as `tranque tournament standings` prints it) must be what
//! the log gives.
//!
//! `TRANQUE_BLESS=1 cargo test -p tranque --test tournaments` writes the
//! files anew from the scripts below; check every change by hand.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/tournament.rs"]
mod support;

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;

use support::{forfeit, result, with_pairs};
use tranque::tournament::{
    ByeReason, PairId, Pairing, TablePairing, TableReason, TableResult, Tournament,
    TournamentEvent, TournamentFile, TournamentSetup,
};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/tournament")
        .join(name)
}

/// How a table's match went in the scripts: from the pairs and the round,
/// a winner and points; a few end on time (under 200), the rest at target.
fn scripted(t: &Tournament, round: u32, table: u32) -> TableResult {
    let at = t.rounds()[round as usize - 1].pairing.tables[table as usize - 1];
    let [a, b] = at.pairs.map(|p| p.0);
    // The lower number wins two times in three: a field with favourites.
    let upset = (a * 7 + b * 3 + round).is_multiple_of(3);
    let winner = usize::from((a > b) != upset);
    let lose = i64::from((a * 13 + b * 5 + round * 11) % 190);
    let on_time = (a + b + round).is_multiple_of(7);
    let win = if on_time {
        lose + 1 + i64::from((a + b) % 20)
    } else {
        200 + i64::from((a * 3 + b + round) % 45)
    };
    result(t, round, table, winner, win, lose)
}

/// Pairs the next round as the core says, records every table, closes it;
/// `twist` may change a table's result (a forfeit) before it is recorded.
fn round(
    t: &Tournament,
    rounds_txt: &mut String,
    twist: impl Fn(&Tournament, u32, u32) -> Option<TableResult>,
) -> Tournament {
    let pairing = t.next_pairing().unwrap();
    let number = pairing.round;
    writeln!(rounds_txt, "round {number}").unwrap();
    writeln!(rounds_txt, "  standings before: {}", compact(t)).unwrap();
    for at in &pairing.tables {
        writeln!(
            rounds_txt,
            "  table {}: {} vs {}",
            at.table, at.pairs[0], at.pairs[1]
        )
        .unwrap();
    }
    if let Some(bye) = pairing.bye {
        writeln!(rounds_txt, "  bye: {bye}").unwrap();
    }
    let tables: Vec<u32> = pairing.tables.iter().map(|at| at.table).collect();
    let mut t = t.apply(TournamentEvent::RoundPaired(pairing)).unwrap();
    for table in tables {
        let r = twist(&t, number, table).unwrap_or_else(|| scripted(&t, number, table));
        t = t.record_result(number, table, &r).unwrap();
    }
    t.apply(TournamentEvent::RoundClosed { round: number })
        .unwrap()
}

/// The standings in one line: pair (wins/difference/points for), best first.
fn compact(t: &Tournament) -> String {
    t.standings()
        .iter()
        .map(|r| {
            format!(
                "{}{}({}/{:+}/{})",
                r.pair,
                if r.withdrawn { "w" } else { "" },
                r.wins,
                r.difference,
                r.points_for
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn named(t: Tournament, name: &str) -> Tournament {
    let TournamentEvent::Created(setup) = &t.events()[0] else {
        unreachable!()
    };
    let setup = TournamentSetup {
        name: name.into(),
        ..setup.clone()
    };
    Tournament::from_events(
        std::iter::once(TournamentEvent::Created(setup)).chain(t.events()[1..].iter().cloned()),
    )
    .unwrap()
}

/// The three scripted tournaments: the log and the rounds as played.
fn scripts() -> Vec<(&'static str, Tournament, String)> {
    let none = |_: &Tournament, _: u32, _: u32| None;
    let mut out = Vec::new();

    // 8 pairs, 4 rounds.
    let mut txt = String::new();
    let mut t = named(with_pairs(8, 2026), "Copa de Ponce");
    for _ in 0..4 {
        t = round(&t, &mut txt, none);
    }
    out.push(("8", t, txt));

    // 9 pairs, 5 rounds: a bye each round; a late arrival forfeits table 2
    // of round 2; a result of round 1 corrected after round 3.
    let mut txt = String::new();
    let mut t = named(with_pairs(9, 35), "Torneo de Bayamón");
    for n in 1..=5 {
        let twist = |t: &Tournament, round: u32, table: u32| {
            (round == 2 && table == 2).then(|| forfeit(t, round, table, 1))
        };
        t = round(&t, &mut txt, twist);
        if n == 3 {
            let wrong = t.rounds()[0].results[0].clone().unwrap();
            let mut right = wrong.clone();
            for score in &mut right.scores {
                score.points_for += if score.pair == wrong.winner { 12 } else { 0 };
                score.points_against += if score.pair == wrong.winner { 0 } else { 12 };
            }
            writeln!(txt, "round 1, table 1 corrected: the winner scored 12 more").unwrap();
            t = t
                .apply(TournamentEvent::ResultCorrected {
                    round: 1,
                    table: 1,
                    result: right,
                })
                .unwrap();
        }
    }
    out.push(("9", t, txt));

    // 16 pairs, 5 rounds: pair 16 withdraws after round 2 (15 pairs: byes).
    let mut txt = String::new();
    let mut t = named(with_pairs(16, 200), "Abierto de San Juan");
    for n in 1..=5 {
        t = round(&t, &mut txt, none);
        if n == 2 {
            writeln!(txt, "pair 16 withdraws").unwrap();
            t = t
                .apply(TournamentEvent::PairWithdrawn { pair: PairId(16) })
                .unwrap();
        }
    }
    out.push(("16", t, txt));
    out
}

fn standings_txt(name: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(["tournament", "standings"])
        .arg(data(&format!("{name}.json")))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn whole_tournaments_pair_and_rank_as_checked_by_hand() {
    let bless = std::env::var_os("TRANQUE_BLESS").is_some();
    for (name, scripted, rounds_txt) in scripts() {
        let json = data(&format!("{name}.json"));
        if bless {
            let file = TournamentFile::from_tournament(&scripted).to_json();
            std::fs::write(&json, file).unwrap();
            std::fs::write(data(&format!("{name}.rounds.txt")), &rounds_txt).unwrap();
            std::fs::write(data(&format!("{name}.standings.txt")), standings_txt(name)).unwrap();
        }
        let text = std::fs::read_to_string(&json).unwrap();
        let t = TournamentFile::parse(&text)
            .unwrap()
            .into_tournament()
            .unwrap();
        assert_eq!(t, scripted, "{name}: the file is the script's log");
        // Every recorded pairing is the one the core makes at that point.
        let mut replay = Tournament::from_events([t.events()[0].clone()]).unwrap();
        let mut rounds = 0;
        for event in &t.events()[1..] {
            if let TournamentEvent::RoundPaired(recorded) = event {
                assert_eq!(&replay.next_pairing().unwrap(), recorded, "{name}");
                rounds += 1;
            }
            replay = replay.apply(event.clone()).unwrap();
        }
        assert!(rounds >= 4, "{name}");
        let expected = std::fs::read_to_string(data(&format!("{name}.rounds.txt"))).unwrap();
        assert_eq!(rounds_txt, expected, "{name}: rounds");
        let expected = std::fs::read_to_string(data(&format!("{name}.standings.txt"))).unwrap();
        assert_eq!(standings_txt(name), expected, "{name}: standings");
    }
}

/// A bye is a result known when its round is announced: the standings show
/// it at once, before any table of the round has played or the round closed.
#[test]
fn a_bye_counts_in_the_standings_from_its_round_s_pairing() {
    let (t, pairing) = support::first_round(3, 7);
    let bye = pairing.bye.expect("three pairs: one has the bye");
    assert!(
        t.rounds()[0].results.iter().all(Option::is_none),
        "nothing played yet"
    );
    let standings = t.standings();
    let row = standings.iter().find(|r| r.pair == bye).unwrap();
    assert_eq!((row.byes, row.wins, row.played), (1, 1, 0), "{row:?}");
    assert_eq!(
        (row.points_for, row.points_against),
        (100, 0),
        "the setup's bye score"
    );
    assert_eq!(
        standings[0].pair, bye,
        "the bye's win leads while the table plays"
    );
    for other in standings.iter().filter(|r| r.pair != bye) {
        assert_eq!((other.wins, other.points_for), (0, 0), "{other:?}");
    }
}

/// The scripted tournament called `name`.
fn script(name: &str) -> Tournament {
    scripts()
        .into_iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, t, _)| t)
        .unwrap()
}

fn seeds(t: &Tournament, round: u32, table: u32) -> Vec<(u32, u32, u32)> {
    let explained = t.explain_round(round).unwrap();
    let at = explained.tables.iter().find(|x| x.table == table).unwrap();
    at.pairs
        .iter()
        .map(|s| (s.pair.0, s.rank, s.wins))
        .collect()
}

fn reasons(t: &Tournament, round: u32, table: u32) -> Vec<TableReason> {
    let explained = t.explain_round(round).unwrap();
    let at = explained.tables.iter().find(|x| x.table == table).unwrap();
    at.reasons.clone()
}

/// 8 pairs, round 4 (`8.rounds.txt`): the standings before are 7 (3 wins),
/// 3, 1, 4 (2), 2, 5, 6 (1), 8 (0). Pair 7 would meet 3, but they met in
/// round 3: it meets 1, the next, a float from the 3-win group. 3 meets 4.
/// Pair 2 would meet 5, but then 6 and 8 (who met in round 3) would be the
/// last two: it meets 6, and 5 meets 8, a float from the 1-win group.
#[test]
fn explain_8_pairs_round_4_as_checked_by_hand() {
    let t = script("8");
    assert_eq!(seeds(&t, 4, 3), [(7, 1, 3), (1, 3, 2)]);
    let float = |higher, higher_wins, lower, lower_wins| TableReason::Float {
        higher: PairId(higher),
        higher_wins,
        lower: PairId(lower),
        lower_wins,
    };
    assert_eq!(
        reasons(&t, 4, 3),
        [
            float(7, 3, 1, 2),
            TableReason::RematchAvoided {
                pair: PairId(7),
                other: PairId(3),
                round: 3
            }
        ]
    );
    assert_eq!(reasons(&t, 4, 2), [TableReason::SameGroup { wins: 2 }]);
    assert_eq!(
        reasons(&t, 4, 4),
        [
            TableReason::SameGroup { wins: 1 },
            TableReason::KeptForOthers {
                pair: PairId(2),
                other: PairId(5)
            }
        ]
    );
    assert_eq!(seeds(&t, 4, 1), [(5, 6, 1), (8, 8, 0)]);
    assert_eq!(reasons(&t, 4, 1), [float(5, 1, 8, 0)]);
    // Round 2 is the ranking's own pairing: 1–3, 7–4, 2–8, 5–6.
    let round_2 = t.explain_round(2).unwrap();
    assert!(
        round_2.tables.iter().all(|x| x.reasons.len() == 1),
        "{round_2:?}"
    );
}

/// 9 pairs, round 5 (`9.rounds.txt`): 3 (4 wins), 1, 5 (3), 7, 9, 6, 2
/// (2), 4, 8 (1); byes so far 7, 9, 6, 4: 8 is the lowest without one.
/// Pair 3 met 1 (round 2) and 5 (round 4): it meets 7. Pair 1 would meet 5,
/// but then 2 could meet none of 9, 6, 4 (rounds 4, 2, 1); it met 9 in
/// round 1: it meets 6. Pair 5 met 9 in round 3: it meets 2.
#[test]
fn explain_9_pairs_round_5_as_checked_by_hand() {
    let t = script("9");
    let avoided = |pair, other, round| TableReason::RematchAvoided {
        pair: PairId(pair),
        other: PairId(other),
        round,
    };
    let float = |higher, higher_wins, lower, lower_wins| TableReason::Float {
        higher: PairId(higher),
        higher_wins,
        lower: PairId(lower),
        lower_wins,
    };
    assert_eq!(seeds(&t, 5, 2), [(3, 1, 4), (7, 4, 2)]);
    assert_eq!(
        reasons(&t, 5, 2),
        [float(3, 4, 7, 2), avoided(3, 1, 2), avoided(3, 5, 4)]
    );
    assert_eq!(
        reasons(&t, 5, 3),
        [
            float(1, 3, 6, 2),
            TableReason::KeptForOthers {
                pair: PairId(1),
                other: PairId(5)
            },
            avoided(1, 9, 1)
        ]
    );
    assert_eq!(reasons(&t, 5, 4), [float(5, 3, 2, 2), avoided(5, 9, 3)]);
    let bye = t.explain_round(5).unwrap().bye.unwrap();
    assert_eq!(
        (bye.pair.pair, bye.pair.rank, bye.pair.wins),
        (PairId(8), 9, 1)
    );
    assert_eq!(bye.reasons, [ByeReason::Lowest { byes: 0 }]);
}

/// 16 pairs, round 3 (`16.rounds.txt`), pair 16 withdrawn: 8 (9th, 1 win)
/// met 7 in round 1: it meets 2; 7 met 9 in round 2 and the 1-win group
/// is spent: it meets 3 (0 wins). 10, the last, sits out. Round 5: 3 met
/// 7 in round 3: it meets 6, of its group.
#[test]
fn explain_16_pairs_rounds_3_and_5_as_checked_by_hand() {
    let t = script("16");
    let avoided = |pair, other, round| TableReason::RematchAvoided {
        pair: PairId(pair),
        other: PairId(other),
        round,
    };
    assert_eq!(seeds(&t, 3, 6), [(8, 9, 1), (2, 11, 1)]);
    assert_eq!(
        reasons(&t, 3, 6),
        [TableReason::SameGroup { wins: 1 }, avoided(8, 7, 1)]
    );
    assert_eq!(
        reasons(&t, 3, 7),
        [
            TableReason::Float {
                higher: PairId(7),
                higher_wins: 1,
                lower: PairId(3),
                lower_wins: 0
            },
            avoided(7, 9, 2)
        ]
    );
    let bye = t.explain_round(3).unwrap().bye.unwrap();
    assert_eq!((bye.pair.pair, bye.pair.rank), (PairId(10), 16));
    assert_eq!(
        reasons(&t, 5, 1),
        [TableReason::SameGroup { wins: 2 }, avoided(3, 7, 3)]
    );
}

/// 3 pairs (seed 1): round 1 1–3, bye 2; round 2 1–2, bye 3; round 3
/// 2 (2 wins), 1, 3 (1 win): 3, the last, had the bye in round 2, so 1
/// sits out, and 2 meets 3. Round 4: each has had a bye (the fewest is
/// 1), 3 is last and sits out; 2 and 1 met in round 2, and no pairing
/// avoids a rematch.
#[test]
fn explain_a_bye_already_given_and_a_rematch_accepted() {
    let mut t = with_pairs(3, 1);
    let mut txt = String::new();
    for _ in 0..4 {
        t = round(&t, &mut txt, |_, _, _| None);
    }
    let third = t.explain_round(3).unwrap();
    let bye = third.bye.unwrap();
    assert_eq!(bye.pair.pair, PairId(1));
    assert_eq!(
        bye.reasons,
        [
            ByeReason::Lowest { byes: 0 },
            ByeReason::ByeAlready {
                pair: PairId(3),
                round: 2
            }
        ]
    );
    assert_eq!(seeds(&t, 3, 1), [(2, 1, 2), (3, 3, 1)]);
    let fourth = t.explain_round(4).unwrap();
    assert_eq!(fourth.bye.unwrap().reasons, [ByeReason::Lowest { byes: 1 }]);
    assert_eq!(seeds(&t, 4, 1), [(2, 1, 3), (1, 2, 2)]);
    assert_eq!(
        reasons(&t, 4, 1),
        [
            TableReason::Float {
                higher: PairId(2),
                higher_wins: 3,
                lower: PairId(1),
                lower_wins: 2
            },
            TableReason::RematchAccepted { round: 2 }
        ]
    );
}

/// A round paired by hand (1–2, 3–4 where the Swiss pairing makes 1–3 or
/// another) says so at each table it does not make; a round not paired is
/// refused.
#[test]
fn explain_a_round_paired_by_hand_and_refuse_one_not_paired() {
    let t = with_pairs(4, 2026);
    let swiss = t.next_pairing().unwrap();
    let [a, b] = swiss.tables[0].pairs;
    let [c, d] = swiss.tables[1].pairs;
    let by_hand = Pairing {
        round: 1,
        tables: vec![
            TablePairing {
                table: 1,
                pairs: [a, c],
            },
            TablePairing {
                table: 2,
                pairs: [b, d],
            },
        ],
        bye: None,
    };
    let t = t.apply(TournamentEvent::RoundPaired(by_hand)).unwrap();
    let explained = t.explain_round(1).unwrap();
    for at in &explained.tables {
        assert_eq!(
            at.reasons,
            [TableReason::SameGroup { wins: 0 }, TableReason::ByHand],
            "table {}",
            at.table
        );
    }
    assert_eq!(t.explain_round(2).unwrap_err().code(), "no_such_round");
}
