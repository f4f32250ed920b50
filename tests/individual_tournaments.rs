//! Whole individual tournaments, data-driven:
//! `tests/data/tournament/individual-*.json` are logs of 8, 9, 12, 13 and
//! 16 players over 4 to 6 rounds (sit-outs, a forfeit, a correction, a late
//! entry, withdrawals). For each, every `round_seated` entry must be the
//! seating the core makes from the log before it, and `*.rounds.txt` (the
//! standings before each round, then its tables: what was checked by hand)
//! and `*.standings.txt` (the final table as `tranque tournament standings`
//! prints it) must be what the log gives.
//!
//! `TRANQUE_BLESS=1 cargo test -p tranque --test individual_tournaments`
//! writes the files anew from the scripts below; check every change by hand.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/individual.rs"]
mod support;

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;

use support::{register, result, with_players};
use tranque::ForfeitReason;
use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, PlayerId, SeatReason, SeatsResult, SitOutReason,
    TableSide,
};
use tranque::tournament::{IndividualFile, TournamentSetup};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/tournament")
        .join(name)
}

/// How a table's match went in the scripts: side A (the better-ranked
/// partnership) wins two tables in three; a few end on time.
fn scripted(t: &IndividualTournament, round: u32, table: u32) -> SeatsResult {
    let at = t.rounds()[round as usize - 1].seating.tables[table as usize - 1];
    let [a, b, c, d] = at.seats.map(|p| p.0);
    let upset = (a * 7 + b * 3 + c + d + round).is_multiple_of(3);
    let winner = if upset { TableSide::B } else { TableSide::A };
    let lose = i64::from((a * 13 + b * 5 + c * 3 + round * 11) % 190);
    let on_time = (a + b + c + d + round).is_multiple_of(7);
    let win = if on_time {
        lose + 1 + i64::from((a + b) % 20)
    } else {
        200 + i64::from((a * 3 + b + d + round) % 45)
    };
    result(t, round, table, winner, win, lose)
}

/// Seats the next round as the core says, records every table, closes it;
/// `twist` may change a table's result before it is recorded.
fn round(
    t: &IndividualTournament,
    rounds_txt: &mut String,
    twist: impl Fn(&IndividualTournament, u32, u32) -> Option<SeatsResult>,
) -> IndividualTournament {
    let seating = t.next_seating().unwrap();
    let number = seating.round;
    writeln!(rounds_txt, "round {number}").unwrap();
    writeln!(rounds_txt, "  standings before: {}", compact(t)).unwrap();
    for at in &seating.tables {
        let [a0, b0, a1, b1] = at.seats;
        writeln!(
            rounds_txt,
            "  table {}: {a0} & {a1} vs {b0} & {b1}",
            at.table
        )
        .unwrap();
    }
    if !seating.sit_out.is_empty() {
        let who: Vec<String> = seating.sit_out.iter().map(|p| p.to_string()).collect();
        writeln!(rounds_txt, "  sitting out: {}", who.join(", ")).unwrap();
    }
    let tables: Vec<u32> = seating.tables.iter().map(|at| at.table).collect();
    let mut t = t.apply(IndividualEvent::RoundSeated(seating)).unwrap();
    for table in tables {
        let r = twist(&t, number, table).unwrap_or_else(|| scripted(&t, number, table));
        t = t.record_result(number, table, &r).unwrap();
    }
    t.apply(IndividualEvent::RoundClosed { round: number })
        .unwrap()
}

/// The standings in one line: player (wins/difference/points for), best first.
fn compact(t: &IndividualTournament) -> String {
    t.standings()
        .iter()
        .map(|r| {
            format!(
                "{}{}({}/{:+}/{})",
                r.player,
                if r.withdrawn { "w" } else { "" },
                r.wins,
                r.difference,
                r.points_for
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn named(t: IndividualTournament, name: &str) -> IndividualTournament {
    let IndividualEvent::Created(setup) = &t.events()[0] else {
        unreachable!()
    };
    let setup = TournamentSetup {
        name: name.into(),
        ..setup.clone()
    };
    IndividualTournament::from_events(
        std::iter::once(IndividualEvent::Created(setup)).chain(t.events()[1..].iter().cloned()),
    )
    .unwrap()
}

/// The scripted tournaments: the log and the rounds as played.
fn scripts() -> Vec<(&'static str, IndividualTournament, String)> {
    let none = |_: &IndividualTournament, _: u32, _: u32| None;
    let mut out = Vec::new();

    // 8 players, 4 rounds.
    let mut txt = String::new();
    let mut t = named(with_players(8, 2026), "Individual de Ponce");
    for _ in 0..4 {
        t = round(&t, &mut txt, none);
    }
    out.push(("individual-8", t, txt));

    // 9 players, 5 rounds: one sits out each round; side B forfeits
    // table 2 of round 2 (a late arrival).
    let mut txt = String::new();
    let mut t = named(with_players(9, 35), "Individual de Bayamón");
    for _ in 1..=5 {
        let twist = |t: &IndividualTournament, round: u32, table: u32| {
            (round == 2 && table == 2).then(|| {
                t.forfeit_result(round, table, TableSide::B, ForfeitReason::LateArrival)
                    .unwrap()
            })
        };
        t = round(&t, &mut txt, twist);
    }
    out.push(("individual-9", t, txt));

    // 12 players, 5 rounds: a result of round 1 corrected after round 3.
    let mut txt = String::new();
    let mut t = named(with_players(12, 12), "Individual de Caguas");
    for n in 1..=5 {
        t = round(&t, &mut txt, none);
        if n == 3 {
            let wrong = t.rounds()[0].results[0].clone().unwrap();
            let mut right = wrong.clone();
            let w = right.winner.index();
            right.scores[w].points_for += 12;
            right.scores[1 - w].points_against += 12;
            writeln!(
                txt,
                "round 1, table 1 corrected: the winners scored 12 more"
            )
            .unwrap();
            t = t
                .apply(IndividualEvent::ResultCorrected {
                    round: 1,
                    table: 1,
                    result: right,
                })
                .unwrap();
        }
    }
    out.push(("individual-12", t, txt));

    // 13 players, 6 rounds: player 13 enters late, after round 1 (12
    // players in round 1); player 5 withdraws after round 3 (12 again).
    let mut txt = String::new();
    let mut t = named(with_players(12, 1313), "Individual de Mayagüez");
    for n in 1..=6 {
        t = round(&t, &mut txt, none);
        if n == 1 {
            writeln!(txt, "player 13 enters").unwrap();
            t = register(&t, 13);
        }
        if n == 3 {
            writeln!(txt, "player 5 withdraws").unwrap();
            t = t
                .apply(IndividualEvent::PlayerWithdrawn {
                    player: PlayerId(5),
                })
                .unwrap();
        }
    }
    out.push(("individual-13", t, txt));

    // 16 players, 6 rounds: player 16 withdraws after round 2 (15 players:
    // three sit out each round).
    let mut txt = String::new();
    let mut t = named(with_players(16, 200), "Individual de San Juan");
    for n in 1..=6 {
        t = round(&t, &mut txt, none);
        if n == 2 {
            writeln!(txt, "player 16 withdraws").unwrap();
            t = t
                .apply(IndividualEvent::PlayerWithdrawn {
                    player: PlayerId(16),
                })
                .unwrap();
        }
    }
    out.push(("individual-16", t, txt));
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
fn whole_individual_tournaments_seat_and_rank_as_checked_by_hand() {
    let bless = std::env::var_os("TRANQUE_BLESS").is_some();
    for (name, scripted, rounds_txt) in scripts() {
        let json = data(&format!("{name}.json"));
        if bless {
            let file = IndividualFile::from_tournament(&scripted).to_json();
            std::fs::write(&json, file).unwrap();
            std::fs::write(data(&format!("{name}.rounds.txt")), &rounds_txt).unwrap();
            std::fs::write(data(&format!("{name}.standings.txt")), standings_txt(name)).unwrap();
        }
        let text = std::fs::read_to_string(&json).unwrap();
        let t = IndividualFile::parse(&text)
            .unwrap()
            .into_tournament()
            .unwrap();
        assert_eq!(t, scripted, "{name}: the file is the script's log");
        // Every recorded seating is the one the core makes at that point.
        let mut replay = IndividualTournament::from_events([t.events()[0].clone()]).unwrap();
        let mut rounds = 0;
        for event in &t.events()[1..] {
            if let IndividualEvent::RoundSeated(recorded) = event {
                assert_eq!(&replay.next_seating().unwrap(), recorded, "{name}");
                rounds += 1;
            }
            replay = replay.apply(event.clone()).unwrap();
        }
        assert!((4..=6).contains(&rounds), "{name}");
        let expected = std::fs::read_to_string(data(&format!("{name}.rounds.txt"))).unwrap();
        assert_eq!(rounds_txt, expected, "{name}: rounds");
        let expected = std::fs::read_to_string(data(&format!("{name}.standings.txt"))).unwrap();
        assert_eq!(standings_txt(name), expected, "{name}: standings");
    }
}

fn script(name: &str) -> IndividualTournament {
    scripts()
        .into_iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, t, _)| t)
        .unwrap()
}

/// In every scripted tournament, nobody partners the same player twice
/// (each field is large enough for that over its rounds), and nobody sits
/// out twice while a player playing has not sat out.
#[test]
fn scripted_tournaments_repeat_no_partner_and_rotate_the_sit_outs() {
    for (name, t, _) in scripts() {
        let mut partnered: HashMap<(PlayerId, PlayerId), u32> = HashMap::new();
        let mut sat_out: HashMap<PlayerId, u32> = HashMap::new();
        for round in t.rounds() {
            for at in &round.seating.tables {
                for side in [TableSide::A, TableSide::B] {
                    let [x, y] = at.partners(side);
                    let seen = partnered.insert((x.min(y), x.max(y)), round.seating.round);
                    assert_eq!(seen, None, "{name}: {x} and {y} partnered twice");
                }
            }
            for p in &round.seating.sit_out {
                *sat_out.entry(*p).or_default() += 1;
            }
            let most = sat_out.values().copied().max().unwrap_or(0);
            let fewest_playing = t
                .active_players()
                .map(|p| sat_out.get(&p.id).copied().unwrap_or(0))
                .min()
                .unwrap_or(0);
            assert!(most <= fewest_playing + 1, "{name}: {sat_out:?}");
        }
    }
}

/// 9 players, round 2 (`individual-9.rounds.txt`): why the sit-out and the
/// first table's seats are as they are, read from the explanation.
#[test]
fn explain_individual_9_round_2_as_checked_by_hand() {
    let t = script("individual-9");
    let explained = t.explain_round(2).unwrap();
    let seating = &t.rounds()[1].seating;
    // One sits out: the lowest-ranked of those who had not, the one who
    // sat out round 1 passed over if ranked below.
    assert_eq!(explained.sit_out.len(), 1);
    let out = &explained.sit_out[0];
    assert_eq!(out.player.player, seating.sit_out[0]);
    assert_eq!(out.reasons[0], SitOutReason::Lowest { sit_outs: 0 });
    // Every seat of table 1: its partner chosen, or chosen by its partner.
    let table = &explained.tables[0];
    for seat in &table.seats {
        let partner = seating.tables[0].seats[(usize::from(seat.seat) + 2) % 4];
        assert!(
            seat.reasons
                .contains(&SeatReason::PartnerChosen { partner })
                || seat.reasons.contains(&SeatReason::ChosenBy { partner }),
            "{seat:?}"
        );
    }
}

/// 8 players, round 3 (`individual-8.rounds.txt`): ranked 1, 3 (2 wins),
/// 6, 5, 2, 7 (1), 4, 8 (0). Player 1 partnered 6 in round 1 and 3 in
/// round 2: passes over both, takes 5. Player 3 takes 6 (never partners;
/// 2–8 and 7–4 are left, both first-time). Every partnership has faced a
/// player of each other in round 1 or 2, so both tables repeat an
/// opponent; top-down, 1–5 meets 3–6, where 1 faced 6 in round 2.
#[test]
fn explain_individual_8_round_3_as_checked_by_hand() {
    let t = script("individual-8");
    let explained = t.explain_round(3).unwrap();
    let table = &explained.tables[0];
    let p = PlayerId;
    let seeds: Vec<(u32, u32, u32)> = table
        .seats
        .iter()
        .map(|s| (s.player.player.0, s.player.rank, s.player.wins))
        .collect();
    assert_eq!(seeds, [(1, 1, 2), (3, 2, 2), (5, 4, 1), (6, 3, 1)]);
    let accepted = SeatReason::OpponentRepeatAccepted { round: 2 };
    assert_eq!(
        table.seats[0].reasons,
        [
            SeatReason::PartnerChosen { partner: p(5) },
            SeatReason::PartnerRepeatAvoided {
                player: p(1),
                other: p(3),
                round: 2
            },
            SeatReason::PartnerRepeatAvoided {
                player: p(1),
                other: p(6),
                round: 1
            },
            accepted,
        ]
    );
    assert_eq!(
        table.seats[1].reasons,
        [SeatReason::PartnerChosen { partner: p(6) }, accepted]
    );
    assert_eq!(
        table.seats[2].reasons,
        [SeatReason::ChosenBy { partner: p(1) }, accepted]
    );
    assert_eq!(
        table.seats[3].reasons,
        [SeatReason::ChosenBy { partner: p(3) }, accepted]
    );
    // Round 1 is the ranking's own seating: nothing passed over, nothing
    // repeated.
    let round_1 = t.explain_round(1).unwrap();
    for seat in round_1.tables.iter().flat_map(|x| &x.seats) {
        assert_eq!(seat.reasons.len(), 1, "{seat:?}");
    }
    // A round not seated is refused.
    assert_eq!(t.explain_round(5).unwrap_err().code(), "no_such_round");
}
