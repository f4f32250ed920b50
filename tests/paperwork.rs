//! The tournament's paperwork read back from its PDFs, on the hand-checked
//! 8-, 9- and 16-pair tournaments (`tests/data/tournament/`): the pages, the
//! text a player looks for (every pair's names and number, every table),
//! each slip's code rasterised from the PDF page and decoded back to its
//! table, A4 and Letter, and `tranque tournament sheet` writing the same
//! PDF or refusing in words without writing anything.

#![cfg(feature = "paper")]
#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/tournament.rs"]
mod build;
#[path = "support/pdf.rs"]
mod pdf_read;
#[path = "support/cli.rs"]
mod support;

use std::path::PathBuf;

use pdf_read::{decode, pages_of, rasterised, texts};
use support::tranque;
use tranque::paper::{self, PaperSize, Sheet};
use tranque::tournament::{
    PairId, TablePayload, Tournament, TournamentError, TournamentEvent, TournamentFile,
};
use tranque::{Lang, MAX_NAME_CHARS};

fn sample(name: &str) -> String {
    format!(
        "{}/tests/data/tournament/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn tournament(name: &str) -> Tournament {
    let text = std::fs::read_to_string(sample(name)).unwrap();
    TournamentFile::parse(&text)
        .unwrap()
        .into_tournament()
        .unwrap()
}

fn pdf_of(t: &Tournament, round: u32, sheet: Sheet, size: PaperSize) -> Vec<u8> {
    let pages = paper::pages(t, "ponce-2026", round, sheet, size, Lang::En).unwrap();
    paper::pdf(&pages).unwrap()
}

#[test]
fn the_pairing_sheet_names_every_pair_at_its_table_and_the_bye() {
    for name in ["8.json", "9.json", "16.json"] {
        let t = tournament(name);
        for round in t.rounds() {
            let number = round.pairing.round;
            let pdf = pdf_of(&t, number, Sheet::Pairings, PaperSize::A4);
            let pages = texts(&pdf);
            assert_eq!(pages.len(), pages_of(&pdf));
            let all = pages.join(" ");
            assert!(all.contains(&format!("Round {number}: pairings")), "{all}");
            for at in &round.pairing.tables {
                assert!(
                    all.contains(&format!("Table {}", at.table)),
                    "{name} {number}: {all}"
                );
                for pair in at.pairs {
                    // Once at its table, once in the list by name.
                    for player in &t.pair(pair).unwrap().players {
                        assert_eq!(
                            all.matches(player.as_str()).count(),
                            2,
                            "{name}: {player} in {all}"
                        );
                    }
                    assert!(all.contains(&format!("Pair {}", pair.0)));
                }
            }
            if let Some(bye) = round.pairing.bye {
                assert!(all.contains("Bye"), "{all}");
                for player in &t.pair(bye).unwrap().players {
                    assert_eq!(all.matches(player.as_str()).count(), 2, "{player} in {all}");
                }
            }
            assert!(!all.contains("Names in full"), "no name cut: {all}");
        }
    }
}

#[test]
fn the_list_by_name_is_in_alphabetical_order() {
    let t = tournament("16.json");
    let pdf = pdf_of(&t, 1, Sheet::Pairings, PaperSize::A4);
    let all = texts(&pdf).join(" ");
    let list = &all[all.find("Find your table").unwrap()..];
    let mut names: Vec<String> = t.pairs().iter().map(|p| p.players.join(" & ")).collect();
    names.sort_by_key(|n| tranque::name_key(n));
    // Each pair's first player, a line above the second.
    let at: Vec<usize> = names
        .iter()
        .map(|n| {
            let (first, second) = n.split_once(" & ").unwrap();
            let at = list.find(first).unwrap();
            let after = list[at + first.len()..].trim_start();
            assert!(after.starts_with(second), "{n} in {list}");
            at
        })
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{names:?} in {list}");
}

#[test]
fn a_slip_per_table_whose_code_starts_that_table() {
    let t = tournament("9.json");
    let round = &t.rounds()[1];
    let pdf = pdf_of(&t, 2, Sheet::Slips, PaperSize::A4);
    let tables = &round.pairing.tables;
    assert_eq!(pages_of(&pdf), tables.len());
    let texts = texts(&pdf);
    let pictures = rasterised(&pdf);
    for ((at, text), (w, h, grey)) in tables.iter().zip(&texts).zip(&pictures) {
        assert!(
            text.contains(&format!("Round 2 · Table {}", at.table)),
            "{text}"
        );
        for pair in at.pairs {
            for player in &t.pair(pair).unwrap().players {
                assert!(text.contains(player.as_str()), "{player} in {text}");
            }
        }
        assert!(text.contains("Signature of a player of the losing pair"));
        assert!(
            text.contains("Puerto Rico Federation · to 200 points or 35 minutes"),
            "{text}"
        );
        let code = decode(*w, *h, grey);
        let TablePayload::Start(start) = TablePayload::parse(&code).unwrap() else {
            panic!("a start code: {code}");
        };
        assert_eq!(
            (start.tournament.as_str(), start.round, start.table),
            ("ponce-2026", 2, at.table)
        );
        assert_eq!(start.pairs.clone().map(|p| p.pair), at.pairs);
        assert_eq!(
            TablePayload::Start(start),
            t.start_payload("ponce-2026", 2, at.table).unwrap()
        );
    }
}

#[test]
fn the_standings_have_every_column_and_every_pair() {
    let t = tournament("16.json");
    let last = t.rounds().len() as u32;
    let pdf = pdf_of(&t, last, Sheet::Standings, PaperSize::Letter);
    let all = texts(&pdf).join(" ");
    for column in [
        "Rank", "Pair", "Players", "Played", "Won", "Lost", "Byes", "For", "Against", "Diff.",
    ] {
        assert!(all.contains(column), "{column} in {all}");
    }
    for row in t.standings() {
        for player in &row.players {
            assert!(all.contains(player.as_str()), "{player} in {all}");
        }
        let line = format!(
            "{} {} {}",
            row.points_for,
            row.points_against,
            format_args!("{:+}", row.difference)
        );
        assert!(all.contains(&line), "{line} in {all}");
    }
}

#[test]
fn the_standings_of_an_earlier_round_leave_out_the_later_ones() {
    let t = tournament("8.json");
    let pages = paper::pages(&t, "x", 1, Sheet::Standings, PaperSize::A4, Lang::En).unwrap();
    let all = texts(&paper::pdf(&pages).unwrap()).join(" ");
    assert!(all.contains("Standings after round 1"));
    // The log up to round 2's pairing, folded by hand.
    let then = Tournament::from_events(
        t.events()
            .iter()
            .cloned()
            .take_while(|e| !matches!(e, TournamentEvent::RoundPaired(p) if p.round > 1)),
    )
    .unwrap();
    for row in then.standings() {
        assert!(row.wins <= 1, "one round, one win at most");
        let line = format!(
            "{} {} {:+}",
            row.points_for, row.points_against, row.difference
        );
        assert!(all.contains(&line), "{line} in {all}");
    }
    let leader = &t.standings()[0];
    let last = format!(
        "{} {} {:+}",
        leader.points_for, leader.points_against, leader.difference
    );
    assert!(
        !all.contains(&last),
        "the final standings' leader {last} in {all}"
    );
}

#[test]
fn a4_and_letter_pages_have_their_sizes() {
    let t = tournament("8.json");
    for (size, (w, h)) in [
        (PaperSize::A4, (595.28, 841.89)),
        (PaperSize::Letter, (612.0, 792.0)),
    ] {
        let pdf = pdf_of(&t, 1, Sheet::Pairings, size);
        let pdf = hayro::hayro_syntax::Pdf::new(pdf).unwrap();
        let (pw, ph) = pdf.pages()[0].render_dimensions();
        assert!((pw - w).abs() < 0.5 && (ph - h).abs() < 0.5, "{pw}×{ph}");
    }
}

#[test]
fn a_round_not_paired_is_refused() {
    let t = tournament("8.json");
    let rounds = t.rounds().len() as u32;
    for round in [0, rounds + 1] {
        let err = paper::pages(&t, "x", round, Sheet::Slips, PaperSize::A4, Lang::En).unwrap_err();
        assert_eq!(err, TournamentError::NoSuchRound { round, rounds }.into());
    }
}

#[test]
fn the_sheets_speak_the_language_asked() {
    let t = tournament("9.json");
    let pages = paper::pages(&t, "x", 1, Sheet::Pairings, PaperSize::A4, Lang::Es).unwrap();
    let all = texts(&paper::pdf(&pages).unwrap()).join(" ");
    assert!(
        all.contains("Ronda 1: pareos") && all.contains("Busque su mesa"),
        "{all}"
    );
    let pages = paper::pages(&t, "x", 1, Sheet::Slips, PaperSize::A4, Lang::Pt).unwrap();
    let all = texts(&paper::pdf(&pages).unwrap()).join(" ");
    assert!(
        all.contains("Assinatura de um jogador da dupla perdedora"),
        "{all}"
    );
    // The rule set by its name in the sheet's language, not its id.
    assert!(all.contains("Federação de Porto Rico"), "{all}");
    assert!(!all.contains("pr-federacion"), "{all}");
}

/// Names at the edges of what the core accepts: one character, twenty,
/// and the longest a name may be, wide letters and Cyrillic among them,
/// and the two the issue saw cut.
const EDGE_NAMES: [[&str; 2]; 5] = [
    ["A", "Ñ"],
    ["Maximiliano Guzmánez", "Жанна Щербакова-Шуми"],
    [
        "María de los Ángeles Montemayor Quiñones",
        "WILHELMINA MAXIMILIANA WOLKENSTEIN-WÄHMS",
    ],
    ["Jugador 9a", "Jugador 9b"],
    ["Wenceslao Wolfsbergh", "Ana"],
];

/// Five pairs of [`EDGE_NAMES`], round 1 played (two tables and a bye).
fn edge_names() -> Tournament {
    let lengths: Vec<usize> = EDGE_NAMES
        .iter()
        .flatten()
        .map(|name| name.chars().count())
        .collect();
    for length in [1, 20, MAX_NAME_CHARS] {
        assert!(lengths.contains(&length), "a name of {length} characters");
    }
    let mut t = Tournament::new(build::setup(3)).unwrap();
    for (n, players) in EDGE_NAMES.iter().enumerate() {
        let players = players.map(String::from);
        let pair = PairId(n as u32 + 1);
        t = t
            .apply(TournamentEvent::PairRegistered { pair, players })
            .unwrap();
    }
    build::play_round(&t, |_| (0, 200, 120))
}

#[test]
fn names_of_1_20_and_40_characters_stand_whole_on_every_sheet() {
    let t = edge_names();
    for size in [PaperSize::A4, PaperSize::Letter] {
        for sheet in [Sheet::Pairings, Sheet::Slips, Sheet::Standings] {
            let all = texts(&pdf_of(&t, 1, sheet, size)).join(" ");
            // Every pair; on the slips, every pair at a table (not the bye).
            let on_sheet = t
                .pairs()
                .iter()
                .filter(|pair| sheet != Sheet::Slips || t.rounds()[0].pairing.bye != Some(pair.id));
            for name in on_sheet.flat_map(|pair| &pair.players) {
                assert!(all.contains(name), "{sheet:?} {size:?}: {name} in {all}");
            }
            // The pair fits its cells, at the table and by name:
            // nowhere else.
            if sheet != Sheet::Slips {
                let times = if sheet == Sheet::Pairings { 2 } else { 1 };
                for name in ["Jugador 9a", "Jugador 9b"] {
                    assert_eq!(all.matches(name).count(), times, "{sheet:?}: {all}");
                }
            }
        }
    }
}

#[test]
fn a_name_cut_past_the_floor_stands_in_full_at_the_end() {
    let t = edge_names();
    let widest = EDGE_NAMES[2][1];
    for sheet in [Sheet::Pairings, Sheet::Standings] {
        let all = texts(&pdf_of(&t, 1, sheet, PaperSize::A4)).join(" ");
        let list = &all[all.find("Names in full").unwrap_or_else(|| panic!("{all}"))..];
        assert!(list.contains(widest), "{sheet:?}: {list}");
        // The cell shows where it cut; a name that fits is not listed.
        assert!(all.contains("WILHELMINA MAXIMILIANA"), "{all}");
        assert!(!list.contains("Jugador 9a"), "{list}");
    }
}

#[test]
fn a_slip_never_cuts_a_name_or_its_sentences() {
    let t = edge_names();
    let round = &t.rounds()[0];
    for size in [PaperSize::A4, PaperSize::Letter] {
        let pdf = pdf_of(&t, 1, Sheet::Slips, size);
        let texts = texts(&pdf);
        assert_eq!(texts.len(), round.pairing.tables.len());
        for (at, text) in round.pairing.tables.iter().zip(&texts) {
            for pair in at.pairs {
                for player in &t.pair(pair).unwrap().players {
                    assert!(text.contains(player.as_str()), "{player} in {text}");
                }
            }
            assert!(
                text.contains("The table's phone reads this code to start the match"),
                "{text}"
            );
            assert!(!text.contains('…'), "nothing cut: {text}");
        }
        // The longer names leave the code where a phone reads it.
        for (at, code) in round.pairing.tables.iter().zip(pdf_read::codes(&pdf)) {
            let TablePayload::Start(start) = TablePayload::parse(&code).unwrap() else {
                panic!("a start code: {code}");
            };
            assert_eq!(start.table, at.table);
        }
    }
}

/// Names the rule of names now refuses, as a log written before it may
/// keep them: a bell, a right-to-left override, a zero-width space, a line
/// break. Each stands on every sheet with the hidden character written as
/// its code point, never drawn, never silently left out, and the slips
/// still carry their codes.
#[test]
fn a_name_an_old_log_kept_is_printed_with_what_hides_in_it_marked() {
    let old = [
        ["Ana\u{7}Bel", "Bo\u{202E}Cid"],
        ["Dora\u{200B}Eva", "Fe\nGil"],
        ["Hugo Lara", "Ines Mora"],
        ["Juan Nieto", "Karla Ortiz"],
    ];
    let mut t = Tournament::new(build::setup(3)).unwrap();
    for (n, players) in old.iter().enumerate() {
        let players = players.map(String::from);
        let pair = PairId(n as u32 + 1);
        t = t
            .apply(TournamentEvent::PairRegistered { pair, players })
            .unwrap();
    }
    let t = build::play_round(&t, |_| (0, 200, 120));
    for sheet in [Sheet::Pairings, Sheet::Slips, Sheet::Standings] {
        let pdf = pdf_of(&t, 1, sheet, PaperSize::A4);
        let all = texts(&pdf).join(" ");
        for hidden in ['\u{7}', '\u{202E}', '\u{200B}'] {
            assert!(!all.contains(hidden), "{sheet:?}: {hidden:?} in {all:?}");
        }
        for (shown, code) in [
            ("Ana", "U+0007"),
            ("Cid", "U+202E"),
            ("Dora", "U+200B"),
            ("Gil", "U+000A"),
        ] {
            assert!(all.contains(shown), "{sheet:?}: {shown} in {all}");
            assert!(all.contains(code), "{sheet:?}: {code} in {all}");
        }
        if sheet == Sheet::Slips {
            assert_eq!(pdf_read::codes(&pdf).len(), 2, "a code a table");
        }
    }
}

/// A path of this test's own.
fn scratch(name: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("paperwork-{name}"));
    let _ = std::fs::remove_file(&path);
    path
}

#[test]
fn the_cli_writes_the_same_pdf_and_says_how_many_pages() {
    let out = scratch("slips.pdf");
    let args = [
        "tournament",
        "sheet",
        &sample("9.json"),
        "--round",
        "2",
        "--slips",
        "--pdf",
        out.to_str().unwrap(),
        "--paper",
        "letter",
        "--id",
        "ponce-2026",
    ];
    let run = tranque(&args);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(String::from_utf8_lossy(&run.stdout).contains("4 pages written"));
    let written = std::fs::read(&out).unwrap();
    assert_eq!(
        written,
        pdf_of(&tournament("9.json"), 2, Sheet::Slips, PaperSize::Letter)
    );
}

#[test]
fn the_cli_refuses_in_words_and_writes_nothing() {
    let out = scratch("refused.pdf");
    let target = out.to_str().unwrap();
    let nine = sample("9.json");
    let cases: [(&[&str], &str); 4] = [
        (&["--round", "9", "--pairings"], "[no_such_round]"),
        (&["--round", "0", "--standings"], "[no_such_round]"),
        (
            &["--round", "1", "--pairings", "--slips"],
            "cannot be used with",
        ),
        (&["--round", "1"], "required"),
    ];
    for (extra, needle) in cases {
        let mut args = vec!["tournament", "sheet", &nine, "--pdf", target];
        args.extend_from_slice(extra);
        let run = tranque(&args);
        assert!(!run.status.success(), "{args:?}");
        assert!(
            String::from_utf8_lossy(&run.stderr).contains(needle),
            "{args:?}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(!out.exists(), "{args:?} wrote {target}");
    }
    // An unreadable file, and a place that cannot be written.
    let missing = sample("no-such.json");
    let run = tranque(&[
        "tournament",
        "sheet",
        &missing,
        "--round",
        "1",
        "--slips",
        "--pdf",
        target,
    ]);
    assert_eq!(run.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&run.stderr).contains("cannot read"));
    assert!(!out.exists());
    let nowhere = scratch("no-such-folder").join("out.pdf");
    let run = tranque(&[
        "tournament",
        "sheet",
        &nine,
        "--round",
        "1",
        "--slips",
        "--pdf",
        nowhere.to_str().unwrap(),
    ]);
    assert_eq!(run.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&run.stderr).contains("cannot write"),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(!nowhere.exists() && !nowhere.with_extension("pdf.part").exists());
}

#[test]
fn with_teams_the_standings_end_with_the_teams_each_the_sum_of_its_pairs() {
    let t = tournament("teams-8.json");
    let last = t.rounds().len() as u32;
    let pages = texts(&pdf_of(&t, last, Sheet::Standings, PaperSize::A4));
    let title = format!("Teams after round {last}");
    let first = pages
        .iter()
        .position(|p| p.contains(&title))
        .unwrap_or_else(|| panic!("a teams page in {pages:?}"));
    assert!(first > 0, "the pairs' standings first");
    let teams = pages[first..].join(" ");
    for row in t.team_standings() {
        assert!(teams.contains(&row.team), "{} in {teams}", row.team);
        for pair in &row.members {
            for player in &t.pair(*pair).unwrap().players {
                assert!(teams.contains(player.as_str()), "{player} in {teams}");
            }
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
}
