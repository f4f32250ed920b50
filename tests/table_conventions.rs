//! The table conventions beyond the seeds: Brazilian batidas under `hands`
//! scoring (`br-batidas`) and the Latin capicúa bonus. One table of cases per
//! convention, each named after what the table says; then the fold (a block
//! raising the next hand), the refusals, the words and the match file.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "common.rs"]
mod common;

use common::*;
use tranque::*;

/// A domino by `by` with pip counts and a finish.
fn out(by: u8, v: &[u32], finish: Finish) -> HandEnd {
    HandEnd::Domino {
        by: Seat(by),
        left: pips(v),
        finish,
    }
}

/// `br-megajogos` with a capicúa bonus.
fn megajogos_with(bonus: CapicuaBonus) -> Rules {
    Rules {
        capicua: Some(bonus),
        ..Preset::BrMegajogos.rules(Mode::Pairs)
    }
}

/// `br-batidas` with other values, as a custom set would have them.
fn batidas_with(batidas: Batidas) -> Rules {
    Rules {
        batidas: Some(batidas),
        ..Preset::BrBasicas.rules(Mode::Pairs)
    }
}

struct Case {
    name: &'static str,
    rules: Rules,
    /// Blocked hands in a row before this one.
    blocks: u32,
    end: HandEnd,
    winner: Option<u8>,
    points: u32,
}

fn check(cases: &[Case]) {
    for case in cases {
        let s = settle_after_blocks(&case.rules, 4, &case.end, case.blocks)
            .unwrap_or_else(|err| panic!("{}: refused: {err}", case.name));
        assert_eq!(s.winner, case.winner.map(Side), "{}", case.name);
        assert_eq!(s.points, case.points, "{}", case.name);
    }
}

#[test]
fn br_batidas_scores_each_finish() {
    let rules = Preset::BrBatidas.rules(Mode::Pairs);
    let left = [9, 0, 4, 12];
    let case = |name, finish, points| Case {
        name,
        rules: rules.clone(),
        blocks: 0,
        end: out(1, &left, finish),
        winner: Some(1),
        points,
    };
    check(&[
        case("br_batidas_simples_scores_one", Finish::Simple, 1),
        case("br_batidas_carroca_scores_two", Finish::Carroca, 2),
        case("br_batidas_la_e_lo_scores_three", Finish::LaELo, 3),
        case("br_batidas_cruzada_scores_four", Finish::Cruzada, 4),
        Case {
            name: "br_batidas_cruzada_scores_six_where_the_table_says_so",
            rules: batidas_with(Batidas {
                cruzada: 6,
                ..Batidas::TABLE
            }),
            ..case("", Finish::Cruzada, 6)
        },
        Case {
            name: "br_batidas_block_scores_one_to_the_side_with_fewer_pips",
            end: blk(3, &[6, 10, 7, 2]),
            ..case("", Finish::Simple, 1)
        },
        Case {
            name: "br_batidas_after_a_block_the_next_hand_is_worth_one_more",
            blocks: 1,
            ..case("", Finish::Carroca, 3)
        },
        Case {
            name: "br_batidas_blocks_in_a_row_add_up",
            blocks: 2,
            ..case("", Finish::Simple, 3)
        },
        Case {
            name: "br_batidas_a_block_after_a_block_is_worth_two",
            blocks: 1,
            end: blk(3, &[6, 10, 7, 2]),
            ..case("", Finish::Simple, 2)
        },
        Case {
            name: "br_batidas_without_the_raise_blocks_before_change_nothing",
            rules: batidas_with(Batidas {
                block_raises_next: false,
                ..Batidas::TABLE
            }),
            blocks: 3,
            ..case("", Finish::Carroca, 2)
        },
        Case {
            name: "br_batidas_a_tied_block_is_replayed_and_scores_nothing",
            blocks: 1,
            end: blk(2, &[5, 6, 7, 6]),
            winner: None,
            ..case("", Finish::Simple, 0)
        },
        Case {
            name: "br_basicas_000_art6_pass_with_a_tile_still_scores_one_hand",
            blocks: 1,
            end: HandEnd::PassedWithPlayable { by: Seat(0) },
            ..case("", Finish::Simple, 1)
        },
    ]);
}

#[test]
fn latin_capicua_bonus() {
    let left = [9, 0, 4, 12];
    let case = |name, bonus, finish, points| Case {
        name,
        rules: megajogos_with(bonus),
        blocks: 0,
        end: out(1, &left, finish),
        winner: Some(1),
        points,
    };
    check(&[
        case(
            "latin_capicua_adds_its_points",
            CapicuaBonus::Points(25),
            Finish::Capicua,
            38,
        ),
        case(
            "latin_capicua_adds_a_hundred_where_the_table_says_so",
            CapicuaBonus::Points(100),
            Finish::Capicua,
            113,
        ),
        case(
            "latin_capicua_multiplies_the_hand",
            CapicuaBonus::Multiplier(2),
            Finish::Capicua,
            26,
        ),
        case(
            "latin_capicua_not_on_a_simple_domino",
            CapicuaBonus::Points(25),
            Finish::Simple,
            13,
        ),
        Case {
            name: "latin_capicua_never_on_a_block",
            end: blk(3, &[6, 10, 7, 2]),
            ..case("", CapicuaBonus::Multiplier(2), Finish::Simple, 13)
        },
        Case {
            name: "latin_capicua_blocks_before_change_nothing",
            blocks: 2,
            ..case("", CapicuaBonus::Points(25), Finish::Capicua, 38)
        },
    ]);
}

#[test]
fn the_four_seed_presets_have_no_table_convention() {
    for p in Preset::SEEDS {
        for mode in [Mode::Pairs, Mode::Individual] {
            let rules = p.rules(mode);
            assert_eq!((rules.capicua, rules.batidas), (None, None), "{p}");
            assert_eq!(rules.finishes(), [Finish::Simple], "{p}");
            assert!(!rules.scores_finish(), "{p}");
        }
    }
    let batidas = Preset::BrBatidas.rules(Mode::Pairs);
    assert_eq!(
        batidas,
        Rules {
            batidas: Some(Batidas::TABLE),
            ..Preset::BrBasicas.rules(Mode::Pairs)
        }
    );
    assert!(batidas.validate().is_ok());
    assert_eq!("br-batidas".parse::<Preset>().unwrap(), Preset::BrBatidas);
    assert_eq!(
        Batidas::TABLE.values(),
        [
            ("simple", 1),
            ("carroca", 2),
            ("la_e_lo", 3),
            ("cruzada", 4),
            ("block", 1)
        ]
    );
    assert!(batidas.batidas.is_some_and(|b| b.block_raises_next));
}

#[test]
fn br_batidas_the_fold_counts_blocks_in_a_row() {
    let game = play(
        &pairs(Preset::BrBatidas),
        [
            // B wins a block (12 against 13): 1.
            hand(Some(0), blk(3, &[6, 10, 7, 2])),
            // A goes out with a carroça after it: 2 + 1.
            hand(None, out(0, &[0, 5, 4, 3], Finish::Carroca)),
            // Two blocks in a row: 1, then 1 + 1.
            hand(None, blk(1, &[6, 10, 7, 2])),
            hand(None, blk(2, &[6, 10, 7, 2])),
            // A simple domino after two blocks: 1 + 2, and B reaches 6.
            hand(None, out(3, &[5, 4, 3, 0], Finish::Simple)),
        ],
    );
    let points: Vec<Vec<i64>> = game
        .standings()
        .sheet
        .iter()
        .map(|r| r.points.clone())
        .collect();
    assert_eq!(
        points,
        [[0, 1], [3, 0], [0, 1], [0, 2], [0, 3]].map(|p| p.to_vec())
    );
    assert_eq!(game.standings().scores, [3, 7]);
    assert!(game.standings().is_finished(), "B reached 6 hands' worth");
    // The domino ended the run of blocks: the next hand would be worth 1 again.
    assert_eq!(game.standings().blocks_in_a_row, 0);
    let worth: Vec<(Finish, u32, u32)> = game
        .standings()
        .sheet
        .iter()
        .map(|r| {
            let w = r.settlement.as_ref().unwrap().explanation.worth;
            (w.finish, w.base, w.after_blocks)
        })
        .collect();
    assert_eq!(
        worth,
        [
            (Finish::Simple, 1, 0),
            (Finish::Carroca, 2, 1),
            (Finish::Simple, 1, 0),
            (Finish::Simple, 1, 1),
            (Finish::Simple, 1, 2),
        ]
    );
    // Undo gives back the count, and the preview counts like the fold.
    let before_last = game.undo().unwrap();
    assert_eq!(before_last.standings().blocks_in_a_row, 2);
    let two_blocks = Match::from_events(game.setup().clone(), game.events()[..4].to_vec()).unwrap();
    assert_eq!(two_blocks.standings().blocks_in_a_row, 2);
    let preview = two_blocks
        .preview(&out(1, &[5, 0, 4, 3], Finish::Cruzada))
        .unwrap();
    assert_eq!(preview.points, 4 + 2);
}

#[test]
fn br_batidas_a_replayed_tie_leaves_the_count_of_blocks() {
    let game = play(
        &pairs(Preset::BrBatidas),
        [
            hand(Some(0), blk(3, &[6, 10, 7, 2])),
            // 000 art. 10: a tie is replayed; the block before still counts.
            hand(None, blk(2, &[5, 6, 7, 6])),
            hand(None, out(1, &[5, 0, 4, 3], Finish::LaELo)),
        ],
    );
    assert_eq!(game.standings().scores, [0, 1 + 3 + 1]);
    // A pass with a playable tile scores its hand and leaves the count too.
    let game = play(
        &pairs(Preset::BrBatidas),
        [
            hand(Some(0), blk(3, &[6, 10, 7, 2])),
            hand(None, HandEnd::PassedWithPlayable { by: Seat(1) }),
            hand(None, out(0, &[0, 5, 4, 3], Finish::Simple)),
        ],
    );
    assert_eq!(game.standings().scores, [1 + 2, 1]);
}

#[test]
fn a_finish_the_rules_do_not_score_is_refused() {
    let refused = |rules: &Rules, finish| settle(rules, 4, &out(1, &[9, 0, 4, 12], finish));
    // The seeds' rules know only a simple domino.
    let megajogos = Preset::BrMegajogos.rules(Mode::Pairs);
    assert_eq!(
        refused(&megajogos, Finish::Carroca).unwrap_err(),
        RuleError::FinishNotScored {
            finish: Finish::Carroca,
            scored: vec![Finish::Simple],
        }
    );
    assert!(refused(&megajogos, Finish::Simple).is_ok());
    // Batidas need to know whether a tile fitting both ends was a double.
    let batidas = Preset::BrBatidas.rules(Mode::Pairs);
    let err = refused(&batidas, Finish::Capicua).unwrap_err();
    assert_eq!(err.code(), "finish_not_scored");
    assert_eq!(
        err.params(),
        serde_json::json!({
            "finish": "capicua",
            "scored": ["simple", "carroca", "la_e_lo", "cruzada"],
        })
    );
    // A capicúa bonus tells a capicúa from a simple domino, nothing else.
    let capicua = megajogos_with(CapicuaBonus::Points(25));
    assert_eq!(
        refused(&capicua, Finish::LaELo).unwrap_err().code(),
        "finish_not_scored"
    );
    // And a refused hand leaves the match as it was.
    let game = pairs(Preset::BrMegajogos);
    let err = game
        .apply(hand(Some(0), out(1, &[9, 0, 4, 12], Finish::Cruzada)))
        .unwrap_err();
    assert_eq!(err.code(), "finish_not_scored");
    assert_eq!(game, pairs(Preset::BrMegajogos));
}

#[test]
fn table_conventions_out_of_range_are_refused_by_name() {
    let problem = |rules: Rules| match rules.validate() {
        Err(RuleError::InvalidRules { problem }) => problem,
        other => panic!("{other:?}"),
    };
    let pips = Preset::BrMegajogos.rules(Mode::Pairs);
    let hands = Preset::BrBasicas.rules(Mode::Pairs);
    assert_eq!(
        problem(Rules {
            batidas: Some(Batidas::TABLE),
            ..pips.clone()
        }),
        RulesProblem::BatidasNeedHands
    );
    assert_eq!(
        problem(batidas_with(Batidas {
            cruzada: 101,
            ..Batidas::TABLE
        })),
        RulesProblem::BatidaTooHigh {
            value: 101,
            max: 100
        }
    );
    assert_eq!(
        problem(Rules {
            capicua: Some(CapicuaBonus::Points(25)),
            ..hands
        }),
        RulesProblem::CapicuaNeedsPips
    );
    assert_eq!(
        problem(megajogos_with(CapicuaBonus::Points(0))),
        RulesProblem::CapicuaPoints {
            value: 0,
            max: 1_000
        }
    );
    assert_eq!(
        problem(megajogos_with(CapicuaBonus::Multiplier(1))),
        RulesProblem::CapicuaMultiplier { value: 1, max: 10 }
    );
    assert_eq!(
        problem(megajogos_with(CapicuaBonus::Multiplier(11))),
        RulesProblem::CapicuaMultiplier { value: 11, max: 10 }
    );
    assert!(
        megajogos_with(CapicuaBonus::Multiplier(10))
            .validate()
            .is_ok()
    );
    assert!(
        batidas_with(Batidas {
            simple: 0,
            block: 100,
            ..Batidas::TABLE
        })
        .validate()
        .is_ok()
    );
    // A match does not start under them.
    let err = Match::new(setup_with(megajogos_with(CapicuaBonus::Points(0)), 4)).unwrap_err();
    assert_eq!(err.code(), "invalid_rules");
}

#[test]
fn the_explanation_says_why_the_hand_is_worth_what_it_is() {
    let batidas = Preset::BrBatidas.rules(Mode::Pairs);
    let carroca =
        settle_after_blocks(&batidas, 4, &out(1, &[9, 0, 4, 12], Finish::Carroca), 1).unwrap();
    assert_eq!(
        carroca.describe_with(Lang::En, &NAMES),
        "Bia dominoed. Side B (Bia and Duda) wins the hand and scores 3 (out with a double: de carroça). That is 2 and 1 more: the hand before was blocked."
    );
    assert_eq!(
        carroca.describe_with(Lang::Pt, &NAMES),
        "Bia bateu. A dupla B (Bia e Duda) ganha a mão e marca 3 (batida de carroça). São 2 e mais 1: a mão anterior foi trancada."
    );
    assert_eq!(
        carroca.describe_with(Lang::Es, &NAMES),
        "Bia dominó. La pareja B (Bia y Duda) gana la mano y anota 3 (dominó con un doble: de carroça). Son 2 y 1 más: la mano anterior se cerró."
    );
    let block = settle_after_blocks(&batidas, 4, &blk(3, &[6, 10, 7, 2]), 2).unwrap();
    assert_eq!(block.points, 3);
    assert!(
        block.describe(Lang::En).ends_with(
            "scores 3 (a blocked hand). That is 1 and 2 more: the 2 hands before were blocked."
        ),
        "{}",
        block.describe(Lang::En)
    );
    let capicua = settle(
        &megajogos_with(CapicuaBonus::Points(25)),
        4,
        &out(1, &[9, 0, 4, 12], Finish::Capicua),
    )
    .unwrap();
    assert_eq!(
        capicua.describe(Lang::En),
        "Seat 1 dominoed. Side B wins the hand and scores 38 (the pips of seats 0, 2 make 13, plus 25 for the capicúa)."
    );
    let times = settle(
        &megajogos_with(CapicuaBonus::Multiplier(2)),
        4,
        &out(1, &[9, 0, 4, 12], Finish::Capicua),
    )
    .unwrap();
    assert!(
        times.describe_with(Lang::Es, &NAMES).ends_with(
            "anota 26 (los puntos de Ana y Caio suman 13, multiplicados por 2 por la capicúa)."
        ),
        "{}",
        times.describe_with(Lang::Es, &NAMES)
    );
    // The seeds' rules say what they always said.
    let plain = settle(
        &Preset::BrMegajogos.rules(Mode::Pairs),
        4,
        &out(1, &[9, 0, 4, 12], Finish::Simple),
    )
    .unwrap();
    assert_eq!(
        plain.describe(Lang::En),
        "Seat 1 dominoed. Side B wins the hand and scores 13 (the pips of seats 0, 2)."
    );
}

/// A `br-batidas` match file as this build writes it.
fn batidas_file() -> MatchFile {
    let game = play(
        &pairs(Preset::BrBatidas),
        [
            hand(Some(0), blk(3, &[6, 10, 7, 2])),
            hand(None, out(0, &[0, 5, 4, 3], Finish::Carroca)),
        ],
    );
    MatchFile::from_match(&game, Some(Preset::BrBatidas))
}

#[test]
fn the_match_file_carries_the_conventions_as_version_2() {
    let file = batidas_file();
    assert_eq!(file.version, 2);
    let text = file.to_json();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        json["rules"]["batidas"],
        serde_json::json!({
            "simple": 1, "carroca": 2, "la_e_lo": 3, "cruzada": 4, "block": 1,
            "block_raises_next": true,
        })
    );
    assert!(json["rules"].get("capicua").is_none(), "off is left out");
    assert_eq!(json["events"][1]["end"]["finish"], "carroca");
    assert!(
        json["events"][0]["end"].get("finish").is_none(),
        "a block has no finish"
    );
    let back = MatchFile::parse(&text).unwrap();
    assert_eq!(back, file);
    assert_eq!(back.into_match().unwrap().standings().scores, [3, 1]);
    // The CLI replays it with the same scores.
    let dir = std::env::temp_dir().join(format!("tranque-conventions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("batidas.json");
    std::fs::write(&path, &text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tranque"))
        .args(["replay", path.to_str().unwrap()])
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).ok();
    assert!(out.status.success());
    let printed = String::from_utf8(out.stdout).unwrap();
    assert!(
        printed.contains("scores 3 (out with a double: de carroça). That is 2 and 1 more"),
        "{printed}"
    );
}

#[test]
fn old_files_still_read_and_plain_matches_stay_version_1() {
    // A version-1 file written before the conventions existed.
    let old = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/match-br-basicas.json"
    ))
    .unwrap();
    assert!(old.contains("\"version\": 1"));
    assert!(!old.contains("batidas") && !old.contains("finish"));
    let file = MatchFile::parse(&old).unwrap();
    assert_eq!((file.rules.batidas, file.rules.capicua), (None, None));
    let game = file.clone().into_match().unwrap();
    // Written again: still version 1, and byte for byte the rules and events as they were.
    let again = MatchFile::from_match(&game, Some(Preset::BrBasicas));
    assert_eq!(again.version, 1);
    assert_eq!(again.rules, file.rules);
    assert_eq!(again.events, file.events);
    assert!(!again.to_json().contains("finish") && !again.to_json().contains("capicua"));
    // A file marked version 1 with the new fields is read (this build knows them).
    let marked_one = batidas_file()
        .to_json()
        .replace("\"version\": 2", "\"version\": 1");
    assert_eq!(
        MatchFile::parse(&marked_one)
            .unwrap()
            .into_match()
            .unwrap()
            .standings()
            .scores,
        [3, 1]
    );
    // Version 3 is refused as a whole.
    let newer = old.replace("\"version\": 1", "\"version\": 3");
    assert_eq!(
        MatchFile::parse(&newer).unwrap_err(),
        RuleError::UnsupportedVersion { version: 3 }
    );
    // An unknown finish is refused where it is written.
    let odd = batidas_file()
        .to_json()
        .replace("\"finish\": \"carroca\"", "\"finish\": \"bucha\"");
    let err = MatchFile::parse(&odd).unwrap_err();
    assert_eq!(err.code(), "malformed");
    assert_eq!(err.params()["event_index"], 1);
}

#[test]
fn the_cli_settles_a_batida_and_a_capicua() {
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tranque"))
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (code, out, _) = run(&[
        "domino",
        "--rules",
        "br-batidas",
        "--pips",
        "9,0,4,12",
        "--by",
        "1",
        "--finish",
        "cruzada",
        "--after-blocks",
        "1",
    ]);
    assert_eq!(code, Some(0));
    assert!(out.contains("points: 5\n"), "{out}");
    assert!(out.contains("finish: cruzada\n"), "{out}");
    assert!(out.contains("after blocks: +1\n"), "{out}");
    let (code, out, _) = run(&[
        "domino",
        "--rules",
        "br-megajogos",
        "--capicua",
        "x2",
        "--pips",
        "9,0,4,12",
        "--by",
        "1",
        "--finish",
        "capicua",
        "--json",
    ]);
    assert_eq!(code, Some(0));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["points"], 26);
    assert_eq!(
        json["explanation"]["worth"],
        serde_json::json!({ "finish": "capicua", "base": 13, "capicua": { "multiplier": 2 }, "after_blocks": 0 })
    );
    // A finish the preset does not score, and a bonus out of range, are refused.
    let (code, _, err) = run(&[
        "domino",
        "--rules",
        "br-megajogos",
        "--pips",
        "9,0,4,12",
        "--by",
        "1",
        "--finish",
        "carroca",
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("[finish_not_scored]"), "{err}");
    let (code, _, err) = run(&[
        "domino",
        "--rules",
        "br-megajogos",
        "--capicua",
        "x1",
        "--pips",
        "9,0,4,12",
        "--by",
        "1",
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("[invalid_rules]"), "{err}");
}
