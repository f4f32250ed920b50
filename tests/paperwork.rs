//! The tournament's paperwork read back from its PDFs, on the hand-checked
//! 8-, 9- and 16-pair tournaments (`tests/data/tournament/`): the pages, the
//! text a player looks for (every pair's names and number, every table),
//! each slip's code rasterised from the PDF page and decoded back to its
//! table, A4 and Letter, and `tranque tournament sheet` writing the same
//! PDF or refusing in words without writing anything.

#![cfg(feature = "paper")]
#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/pdf.rs"]
mod pdf_read;
#[path = "support/cli.rs"]
mod support;

use std::path::PathBuf;

use pdf_read::{decode, pages_of, rasterised, texts};
use support::tranque;
use tranque::Lang;
use tranque::paper::{self, PaperSize, Sheet};
use tranque::tournament::{
    TablePayload, Tournament, TournamentError, TournamentEvent, TournamentFile,
};

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
                    let players = t.pair(pair).unwrap().players.join(" & ");
                    // Once at its table, once in the list by name.
                    assert_eq!(
                        all.matches(&players).count(),
                        2,
                        "{name}: {players} in {all}"
                    );
                    assert!(all.contains(&format!("Pair {}", pair.0)));
                }
            }
            if let Some(bye) = round.pairing.bye {
                let players = t.pair(bye).unwrap().players.join(" & ");
                assert!(all.contains("Bye"), "{all}");
                assert_eq!(all.matches(&players).count(), 2, "{players} in {all}");
            }
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
    let at: Vec<usize> = names
        .iter()
        .map(|n| list.find(n.as_str()).unwrap())
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
            let players = t.pair(pair).unwrap().players.join(" & ");
            assert!(text.contains(&players), "{players} in {text}");
        }
        assert!(text.contains("Signature of a player of the losing pair"));
        assert!(
            text.contains("pr-federacion · to 200 points or 35 minutes"),
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
        let players = row.players.join(" & ");
        assert!(all.contains(&players), "{players}");
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
