//! An individual tournament's paperwork, written by `tranque tournament
//! sheet` from the hand-checked files (`tests/data/tournament/individual-*`)
//! and read back from the PDF as a director checks it: every table's two
//! partnerships ("Pair A" against "Pair B") with each player's name in
//! full, who sits out (the bye), every player in the list by name with
//! their table, one slip per table with its four players, and the
//! standings' order and figures as the golden standings give them.

#![cfg(feature = "paper")]
#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/pdf.rs"]
mod pdf_read;
#[path = "support/cli.rs"]
mod support;

use std::path::PathBuf;

use pdf_read::{decode, pages_of, rasterised, texts};
use support::tranque;
use tranque::paper::{self, PaperSize, Sheet};
use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, SeatsResult, TableSide,
};
use tranque::tournament::{IndividualFile, PairId, TablePayload};
use tranque::{Lang, MAX_NAME_CHARS};

const FILES: [&str; 5] = [
    "individual-8",
    "individual-9",
    "individual-12",
    "individual-13",
    "individual-16",
];

fn sample(name: &str) -> String {
    format!(
        "{}/tests/data/tournament/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn tournament(name: &str) -> IndividualTournament {
    let text = std::fs::read_to_string(sample(&format!("{name}.json"))).unwrap();
    IndividualFile::parse(&text)
        .unwrap()
        .into_tournament()
        .unwrap()
}

/// A path of this test's own.
fn scratch(name: &str) -> PathBuf {
    let path =
        PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("individual-paperwork-{name}"));
    let _ = std::fs::remove_file(&path);
    path
}

/// `tranque tournament sheet FILE --round N --<sheet> --pdf OUT` and the
/// `extra` options: the PDF it wrote.
fn sheet(file: &str, round: u32, sheet: Sheet, extra: &[&str]) -> Vec<u8> {
    let out = scratch(&format!(
        "{}-{round}-{}.pdf",
        file.replace('/', "-"),
        sheet.name()
    ));
    let path = sample(&format!("{file}.json"));
    let (round, kind) = (round.to_string(), format!("--{}", sheet.name()));
    let mut args = vec![
        "tournament",
        "sheet",
        &path,
        "--round",
        &round,
        &kind,
        "--pdf",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let run = tranque(&args);
    assert!(
        run.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    std::fs::read(&out).unwrap()
}

/// The text without its spaces: a PDF's lines come back run together
/// ("Pair AJ4J3"), so what follows what is compared without them.
fn compact(text: &str) -> String {
    text.split_whitespace().collect()
}

fn name(t: &IndividualTournament, player: tranque::tournament::individual::PlayerId) -> String {
    t.player(player).unwrap().name.clone()
}

#[test]
fn the_pairing_sheet_shows_each_tables_partners_and_opponents_and_the_byes() {
    for file in FILES {
        let t = tournament(file);
        for round in t.rounds() {
            let seating = &round.seating;
            let number = seating.round;
            let pdf = sheet(file, number, Sheet::Pairings, &[]);
            let pages = texts(&pdf);
            assert_eq!(pages.len(), pages_of(&pdf));
            let all = compact(&pages.join(" "));
            let context = format!("{file} round {number}: {all}");
            assert!(
                all.contains(&compact(&format!("Round {number}: pairings"))),
                "{context}"
            );
            // Each table: side A's two partners, then side B's, whom they face.
            for at in &seating.tables {
                let [a1, a2] = at.partners(TableSide::A).map(|p| name(&t, p));
                let [b1, b2] = at.partners(TableSide::B).map(|p| name(&t, p));
                let row = format!("Table{}PairA{a1}{a2}PairB{b1}{b2}", at.table);
                assert!(all.contains(&row), "{row} in {context}");
            }
            // Who sits out, as the bye, before the list by name.
            let list = all.find("Findyourtable").unwrap();
            if seating.sit_out.is_empty() {
                assert!(!all[..list].contains("Bye"), "{context}");
            } else {
                let out: String = seating.sit_out.iter().map(|&p| name(&t, p)).collect();
                assert!(all[..list].ends_with(&format!("Bye{out}")), "{context}");
            }
            // Every player in the list by name, with their side and table,
            // or the bye; in alphabetical order.
            let list = &all[list..];
            let mut places: Vec<(String, String)> = seating
                .tables
                .iter()
                .flat_map(|at| {
                    at.seats.map(|p| {
                        let side = match at.side_of(p).unwrap() {
                            TableSide::A => "A",
                            TableSide::B => "B",
                        };
                        (name(&t, p), format!("Pair{side}Table{}", at.table))
                    })
                })
                .chain(seating.sit_out.iter().map(|&p| (name(&t, p), "Bye".into())))
                .collect();
            places.sort_by_key(|(name, _)| tranque::name_key(name));
            let at: Vec<usize> = places
                .iter()
                .map(|(name, place)| {
                    let entry = format!("{name}{place}");
                    list.find(&entry)
                        .unwrap_or_else(|| panic!("{entry} in {context}"))
                })
                .collect();
            assert!(at.windows(2).all(|w| w[0] < w[1]), "{places:?}: {context}");
            assert!(!all.contains("Namesinfull"), "no name cut: {context}");
        }
    }
}

#[test]
fn a_slip_per_table_with_its_four_players_in_their_partnerships_and_the_code_that_starts_it() {
    for file in ["individual-9", "individual-13"] {
        let t = tournament(file);
        let round = t.rounds().last().unwrap();
        let number = round.seating.round;
        let pdf = sheet(file, number, Sheet::Slips, &["--paper", "letter"]);
        let tables = &round.seating.tables;
        assert_eq!(pages_of(&pdf), tables.len());
        let pages = texts(&pdf);
        assert_eq!(pages.len(), tables.len());
        let pictures = rasterised(&pdf);
        // A file without an id: the codes name the tournament by its day and
        // its draw's seed, as for a tournament of pairs.
        let id = format!("{}-{:08x}", t.setup().date, t.setup().seed);
        for ((at, text), (w, h, grey)) in tables.iter().zip(&pages).zip(&pictures) {
            let code = decode(*w, *h, grey);
            let TablePayload::Start(start) = TablePayload::parse(&code).unwrap() else {
                panic!("a start code: {code}");
            };
            assert_eq!(
                (start.tournament.as_str(), start.round, start.table),
                (id.as_str(), number, at.table)
            );
            assert_eq!(start.pairs.clone().map(|p| p.pair), [PairId(1), PairId(2)]);
            assert_eq!(
                TablePayload::Start(start),
                t.start_payload(&id, number, at.table).unwrap()
            );
            let [a1, a2] = at.partners(TableSide::A).map(|p| name(&t, p));
            let [b1, b2] = at.partners(TableSide::B).map(|p| name(&t, p));
            let all = compact(text);
            for needle in [
                format!("Round{number}·Table{}", at.table),
                format!("PairA{a1}{a2}againstPairB{b1}{b2}"),
                // A box a hand for each side, the final score, the signature.
                "HandPairAPairB1234".to_owned(),
                "Final".to_owned(),
                compact("Signature of a player of the losing pair"),
                compact("Puerto Rico Federation · to 200 points or 35 minutes"),
            ] {
                assert!(all.contains(&needle), "{needle} in {all}");
            }
            assert!(all.contains("readsthiscode"), "{all}");
        }
    }
}

/// The golden standings (`individual-N.standings.txt`, the command's own
/// table) as the sheet's rows print them: rank, number, name, played, won,
/// lost, sat out, for, against, difference.
fn golden_rows(file: &str) -> Vec<String> {
    let text = std::fs::read_to_string(sample(&format!("{file}.standings.txt"))).unwrap();
    text.lines()
        .skip(2)
        .filter(|line| !line.starts_with("next:"))
        .map(|line| {
            let mut cells: Vec<String> = line.split_whitespace().map(String::from).collect();
            if cells.last().is_some_and(|c| c == "withdrawn") {
                cells.pop();
                cells[2].push_str(" (withdrawn)");
            }
            cells.join(" ")
        })
        .collect()
}

#[test]
fn the_standings_rank_every_player_with_their_figures() {
    for file in FILES {
        let t = tournament(file);
        let last = t.rounds().len() as u32;
        let pdf = sheet(file, last, Sheet::Standings, &[]);
        let all = texts(&pdf).join(" ");
        for column in [
            "Rank", "#", "Players", "Played", "Won", "Lost", "Byes", "For", "Against", "Diff.",
        ] {
            assert!(all.contains(column), "{column} in {all}");
        }
        let rows = golden_rows(file);
        assert_eq!(rows.len(), t.players().len());
        let at: Vec<usize> = rows
            .iter()
            .map(|row| {
                all.find(&format!(" {row} "))
                    .unwrap_or_else(|| panic!("{file}: {row} in {all}"))
            })
            .collect();
        assert!(
            at.windows(2).all(|w| w[0] < w[1]),
            "{file}: {rows:?} in {all}"
        );
    }
    // The withdrawn player is marked.
    let all = texts(&sheet("individual-16", 6, Sheet::Standings, &[])).join(" ");
    assert_eq!(all.matches("(withdrawn)").count(), 1, "{all}");
}

#[test]
fn the_standings_of_an_earlier_round_are_as_they_stood_then() {
    // individual-9.rounds.txt, round 3's "standings before", checked by
    // hand: player(wins/difference/for).
    let before_3 = "4(2/+280/447) 3(2/+248/445) 7(2/+200/200) 2(1/+18/316) 8(1/-14/314) \
                    6(1/-17/204) 9(1/-49/174) 5(0/-317/104) 1(0/-349/74)";
    let rounds = std::fs::read_to_string(sample("individual-9.rounds.txt")).unwrap();
    assert!(rounds.contains(before_3), "{rounds}");
    let all = texts(&sheet("individual-9", 2, Sheet::Standings, &[])).join(" ");
    assert!(all.contains("Standings after round 2"), "{all}");
    let mut from = 0;
    for (rank, entry) in before_3.split(' ').enumerate() {
        let (player, figures) = entry.trim_end_matches(')').split_once('(').unwrap();
        let [wins, difference, points_for]: [&str; 3] =
            figures.split('/').collect::<Vec<_>>().try_into().unwrap();
        let difference: i64 = difference.parse().unwrap();
        let points_for: i64 = points_for.parse().unwrap();
        let row = format!("{} {player} J{player} ", rank + 1);
        let at = from
            + all[from..]
                .find(&row)
                .unwrap_or_else(|| panic!("{row} in {all}"));
        let rest = &all[at + row.len()..];
        let cells: Vec<&str> = rest.split(' ').take(7).collect();
        // played, won, lost, byes, for, against, difference
        assert_eq!(cells[1], wins, "{row}: {rest}");
        assert_eq!(cells[4], points_for.to_string(), "{row}: {rest}");
        assert_eq!(cells[6], format!("{difference:+}"), "{row}: {rest}");
        from = at + row.len();
    }
}

#[test]
fn the_cli_writes_the_library_s_pdf_in_the_language_and_paper_asked() {
    let t = tournament("individual-9");
    for (lang, tag, words) in [
        (Lang::Es, "es", ["Ronda 2: pareos", "Pareja A", "Descanso"]),
        (
            Lang::Pt,
            "pt-BR",
            ["Rodada 2: emparelhamentos", "Dupla A", "Folga"],
        ),
    ] {
        let pdf = sheet(
            "individual-9",
            2,
            Sheet::Pairings,
            &["--lang", tag, "--paper", "letter"],
        );
        let pages = paper::pages(&t, "club", 2, Sheet::Pairings, PaperSize::Letter, lang).unwrap();
        assert_eq!(pdf, paper::pdf(&pages).unwrap());
        let all = texts(&pdf).join(" ");
        for word in words {
            assert!(all.contains(word), "{word} in {all}");
        }
    }
    assert_eq!(
        paper::file_name(&t, 2, Sheet::Slips),
        "tranque-2026-11-21-round-2-slips.pdf"
    );
}

#[test]
fn a_round_not_seated_is_refused_and_nothing_written() {
    let out = scratch("refused.pdf");
    let path = sample("individual-8.json");
    let rounds = tournament("individual-8").rounds().len();
    let next = (rounds + 1).to_string();
    for round in ["0", next.as_str()] {
        let run = tranque(&[
            "tournament",
            "sheet",
            &path,
            "--round",
            round,
            "--slips",
            "--pdf",
            out.to_str().unwrap(),
        ]);
        assert_eq!(run.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(stderr.contains("[no_such_round]"), "{stderr}");
        assert!(!out.exists());
    }
}

/// Names at the edges of what the core accepts, one a player: one
/// character, twenty, the longest a name may be, capitals and Cyrillic.
const EDGE_NAMES: [&str; 9] = [
    "A",
    "Ñ",
    "Maximiliano Guzmánez",
    "Жанна Щербакова-Шуми",
    "María de los Ángeles Montemayor Quiñones",
    "WILHELMINA MAXIMILIANA WOLKENSTEIN-WÄHMS",
    "Wenceslao Wolfsbergh",
    "Jugador 9a",
    "Bartolomé Esteban Murillo y Pérez-Galdós",
];

/// individual-9.json with its players renamed to [`EDGE_NAMES`] (and the
/// signers of its results with them).
fn edge_names() -> PathBuf {
    assert!(
        EDGE_NAMES
            .iter()
            .any(|n| n.chars().count() == MAX_NAME_CHARS)
    );
    let t = tournament("individual-9");
    let renamed = |old: &str| -> String {
        let n: usize = old.trim_start_matches('J').parse().unwrap();
        EDGE_NAMES[n - 1].to_owned()
    };
    let signed = |mut result: SeatsResult| {
        result.signed_by = result.signed_by.as_deref().map(renamed);
        result
    };
    let events = t.events().iter().cloned().map(|event| match event {
        IndividualEvent::PlayerRegistered { player, name } => IndividualEvent::PlayerRegistered {
            player,
            name: renamed(&name),
        },
        IndividualEvent::ResultRecorded {
            round,
            table,
            result,
        } => IndividualEvent::ResultRecorded {
            round,
            table,
            result: signed(result),
        },
        IndividualEvent::ResultCorrected {
            round,
            table,
            result,
        } => IndividualEvent::ResultCorrected {
            round,
            table,
            result: signed(result),
        },
        other => other,
    });
    let t = IndividualTournament::from_events(events).unwrap();
    let path = scratch("edge-names.json");
    std::fs::write(&path, IndividualFile::from_tournament(&t).to_json()).unwrap();
    path
}

#[test]
fn every_players_name_stands_in_full_on_every_sheet() {
    let file = edge_names();
    let t = IndividualFile::parse(&std::fs::read_to_string(&file).unwrap())
        .unwrap()
        .into_tournament()
        .unwrap();
    let seating = &t.rounds()[0].seating;
    for paper in ["a4", "letter"] {
        for kind in [Sheet::Pairings, Sheet::Slips, Sheet::Standings] {
            let out = scratch(&format!("edge-{paper}-{}.pdf", kind.name()));
            let run = tranque(&[
                "tournament",
                "sheet",
                file.to_str().unwrap(),
                "--round",
                "1",
                &format!("--{}", kind.name()),
                "--pdf",
                out.to_str().unwrap(),
                "--paper",
                paper,
            ]);
            assert!(
                run.status.success(),
                "{}",
                String::from_utf8_lossy(&run.stderr)
            );
            let pages = texts(&std::fs::read(&out).unwrap());
            let all = compact(&pages.join(" "));
            // Every player; on the slips, every player at a table.
            let on_sheet = t
                .players()
                .iter()
                .filter(|p| kind != Sheet::Slips || !seating.sit_out.contains(&p.id));
            for player in on_sheet {
                let whole = compact(&player.name);
                assert!(
                    all.contains(&whole),
                    "{kind:?} {paper}: {} in {all}",
                    player.name
                );
            }
            if kind == Sheet::Slips {
                assert!(!all.contains('…'), "nothing cut on a slip: {all}");
            }
        }
    }
}

#[test]
fn with_teams_the_standings_end_with_the_teams_each_the_sum_of_its_players() {
    let file = "individual-teams-8";
    let t = tournament(file);
    let last = t.rounds().len() as u32;
    let pages = texts(&sheet(file, last, Sheet::Standings, &[]));
    let title = format!("Teams after round {last}");
    let first = pages
        .iter()
        .position(|p| p.contains(&title))
        .unwrap_or_else(|| panic!("a teams page in {pages:?}"));
    assert!(first > 0, "the players' standings first");
    let teams = pages[first..].join(" ");
    let rows = t.team_standings();
    assert!(rows.len() >= 2, "{rows:?}");
    for row in rows {
        assert!(teams.contains(&row.team), "{} in {teams}", row.team);
        for player in &row.members {
            let name = name(&t, *player);
            assert!(teams.contains(&name), "{name} in {teams}");
        }
        let figures = format!(
            "{} {} {} {} {} {} {:+}",
            row.played,
            row.wins,
            row.losses,
            row.byes,
            row.points_for,
            row.points_against,
            row.difference
        );
        assert!(
            teams.contains(&figures),
            "{}: {figures} in {teams}",
            row.team
        );
    }
    // Without teams, no teams' page.
    let all = texts(&sheet("individual-9", 3, Sheet::Standings, &[])).join(" ");
    assert!(!all.contains("Teams after"), "{all}");
}
