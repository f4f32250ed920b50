//! One test per rule of RULES.md, named after the seed clause it proves, and
//! every worked example of RULES.md. Settlement cases are a table.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "common.rs"]
mod common;

use common::*;
use tranque::*;

/// One settled hand: rules, table, how it ended → winner, points, tie, void.
struct Case {
    name: &'static str,
    rules: Rules,
    seats: usize,
    end: HandEnd,
    winner: Option<u8>,
    points: u32,
    tie: Option<BlockTie>,
    void: bool,
}

fn check(cases: Vec<Case>) {
    for c in cases {
        let s = settle(&c.rules, c.seats, &c.end)
            .unwrap_or_else(|e| panic!("{}: refused: {e}", c.name));
        assert_eq!(s.winner, c.winner.map(Side), "{}: winner", c.name);
        assert_eq!(s.points, c.points, "{}: points", c.name);
        assert_eq!(s.tie, c.tie, "{}: tie", c.name);
        assert_eq!(s.void, c.void, "{}: void", c.name);
        assert!(!s.describe_en().is_empty());
    }
}

fn rules(preset: Preset, mode: Mode) -> Rules {
    preset.rules(mode)
}

fn case(
    name: &'static str,
    rules: Rules,
    seats: usize,
    end: HandEnd,
    winner: Option<u8>,
    points: u32,
) -> Case {
    Case {
        name,
        rules,
        seats,
        end,
        winner,
        points,
        tie: None,
        void: false,
    }
}

// ---- Worked examples of RULES.md ("A hand, step by step") ----

#[test]
fn megajogos_002_contagem_domino_scores_opponents_pips() {
    // br-megajogos, seat 1 dominoes, left [9, 0, 4, 12] → B scores 9 + 4 = 13.
    check(vec![case(
        "example 1",
        rules(Preset::BrMegajogos, Mode::Pairs),
        4,
        dom(1, &[9, 0, 4, 12]),
        Some(1),
        13,
    )]);
}

#[test]
fn es_001_domino_scores_all_other_hands_partner_included() {
    // es-clasico pairs, seat 1 dominoes, left [9, 0, 4, 12] → B scores 9 + 4 + 12 = 25.
    check(vec![case(
        "example 2",
        rules(Preset::EsClasico, Mode::Pairs),
        4,
        dom(1, &[9, 0, 4, 12]),
        Some(1),
        25,
    )]);
}

#[test]
fn megajogos_002_block_won_by_lower_side_total() {
    // br-megajogos, block closed by seat 3, left [6, 10, 7, 2] → A 13, B 12 → B scores A's 13.
    let r = rules(Preset::BrMegajogos, Mode::Pairs);
    let s = settle(&r, 4, &blk(3, &[6, 10, 7, 2])).unwrap();
    assert_eq!(s.side_pips, [13, 12]);
    assert_eq!((s.winner, s.points), (Some(Side(1)), 13));
    assert_eq!(s.explanation.compared, Compared::SideTotals);
    assert_eq!(s.explanation.points_from, [Seat(0), Seat(2)]);
}

#[test]
fn megajogos_002_tied_block_lost_by_closer() {
    // block closed by seat 2, left [5, 6, 7, 6] → A 12 = B 12, A closed and loses → B scores A's 12.
    let s = settle(
        &rules(Preset::BrMegajogos, Mode::Pairs),
        4,
        &blk(2, &[5, 6, 7, 6]),
    )
    .unwrap();
    assert_eq!((s.winner, s.points), (Some(Side(1)), 12));
    assert_eq!(s.tie, Some(BlockTie::CloserLoses));
    assert!(matches!(
        s.explanation.verdict,
        Verdict::Tied {
            resolution: TieResolution::CloserLost { winner: Side(1) },
            pips: 12,
            ..
        }
    ));
    // Closed by B instead: A scores B's 12.
    let s = settle(
        &rules(Preset::BrMegajogos, Mode::Pairs),
        4,
        &blk(1, &[5, 6, 7, 6]),
    )
    .unwrap();
    assert_eq!((s.winner, s.points), (Some(Side(0)), 12));
}

#[test]
fn pr_004_s4a_tied_block_scores_zero() {
    let game = pairs(Preset::PrFederacion);
    let game = play(&game, [hand(Some(0), blk(2, &[5, 6, 7, 6]))]);
    let st = game.standings();
    let row = &st.sheet[0];
    let s = row.settlement.as_ref().unwrap();
    assert_eq!(
        (s.winner, s.points, s.tie),
        (None, 0, Some(BlockTie::NoPoints))
    );
    assert!(!s.void);
    // "Debe anotarse cero (0) … en la columna del que cerró el juego": seat 2 is side A.
    assert_eq!(row.entries, [Some(0), None]);
    assert_eq!(st.scores, [0, 0]);
    // "la rotación continua"
    assert_eq!(st.next_opener, Opener::Seat(Seat(1)));
    assert_eq!(st.hands_played, 1);
}

#[test]
fn basicas_000_art10_tied_block_void_and_replayed() {
    let s = settle(
        &rules(Preset::BrBasicas, Mode::Pairs),
        4,
        &blk(2, &[5, 6, 7, 6]),
    )
    .unwrap();
    assert!(s.void);
    assert_eq!(
        (s.winner, s.points, s.tie),
        (None, 0, Some(BlockTie::Replay))
    );
}

#[test]
fn es_001_block_lowest_player_takes_every_hand() {
    // es-clasico pairs, block, left [6, 10, 3, 2] → seat 3 lowest → B scores 21.
    let s = settle(
        &rules(Preset::EsClasico, Mode::Pairs),
        4,
        &blk(0, &[6, 10, 3, 2]),
    )
    .unwrap();
    assert_eq!((s.winner, s.points), (Some(Side(1)), 21));
    assert_eq!(
        s.explanation.verdict,
        Verdict::LowestPlayer {
            seat: Seat(3),
            side: Side(1),
            pips: 2
        }
    );
    // Side totals would have made A (9) win against B (12): lowest_player decides.
    assert_eq!(s.side_pips, [9, 12]);
}

// ---- The other settlement rules, as a table ----

#[test]
fn settlement_table_by_clause() {
    let basicas = rules(Preset::BrBasicas, Mode::Pairs);
    let mega = rules(Preset::BrMegajogos, Mode::Pairs);
    let es_ind = rules(Preset::EsClasico, Mode::Individual);
    let pr = rules(Preset::PrFederacion, Mode::Pairs);
    check(vec![
        case(
            "basicas_000_art9_1_domino_wins_the_hand_one_point",
            basicas.clone(),
            4,
            dom(3, &[20, 5, 9, 0]),
            Some(1),
            1,
        ),
        case(
            "basicas_000_art9_2_lower_pair_sum_wins_block",
            basicas.clone(),
            4,
            blk(0, &[30, 1, 29, 1]),
            Some(1),
            1,
        ),
        case(
            "basicas_000_art6_su_pass_with_playable_loses_hand_for_pair",
            basicas.clone(),
            4,
            HandEnd::PassedWithPlayable { by: Seat(3) },
            Some(0),
            1,
        ),
        case(
            "megajogos_002_domino_partner_pips_not_counted",
            mega.clone(),
            4,
            dom(0, &[0, 1, 50, 2]),
            Some(0),
            3,
        ),
        case(
            "es_001_individual_domino_counts_every_other_hand",
            es_ind.clone(),
            3,
            dom(2, &[7, 8, 0]),
            Some(2),
            15,
        ),
        case(
            "es_001_individual_block_lowest_player_includes_his_own",
            es_ind.clone(),
            2,
            blk(0, &[4, 9]),
            Some(0),
            13,
        ),
        case(
            "pr_004_seed_silent_domino_all_others",
            pr.clone(),
            4,
            dom(1, &[9, 0, 4, 12]),
            Some(1),
            25,
        ),
        case(
            "pr_004_seed_silent_block_side_total_all_hands",
            pr.clone(),
            4,
            blk(0, &[6, 10, 3, 2]),
            Some(0),
            21,
        ),
        case(
            "rules_000_art9_2_double_blank_worth_zero",
            mega.clone(),
            4,
            HandEnd::Block {
                closed_by: Seat(0),
                left: tiles("0-0/6-6/1-0/6-5"),
            },
            Some(0),
            23,
        ),
        Case {
            tie: Some(BlockTie::NoPoints),
            ..case(
                "es_001_seed_silent_tie_no_points",
                es_ind.clone(),
                3,
                blk(1, &[5, 5, 9]),
                None,
                0,
            )
        },
    ]);
}

#[test]
fn es_001_lowest_player_tied_partners_still_win_for_their_side() {
    // Seats 0 and 2 (side A) share the lowest count: no tie between sides.
    let s = settle(
        &rules(Preset::EsClasico, Mode::Pairs),
        4,
        &blk(1, &[3, 9, 3, 8]),
    )
    .unwrap();
    assert_eq!((s.winner, s.points, s.tie), (Some(Side(0)), 23, None));
}

#[test]
fn closer_loses_with_three_players_needs_the_closer_in_the_tie() {
    let mut r = rules(Preset::EsClasico, Mode::Individual);
    r.block_tie = BlockTie::CloserLoses;
    // Closer (seat 0) tied with seat 1: seat 1 wins and takes every hand.
    let s = settle(&r, 3, &blk(0, &[4, 4, 9])).unwrap();
    assert_eq!((s.winner, s.points), (Some(Side(1)), 17));
    // Closer not in the tie: nobody can be named, nobody scores.
    let s = settle(&r, 3, &blk(2, &[4, 4, 9])).unwrap();
    assert_eq!((s.winner, s.points), (None, 0));
    assert!(matches!(
        s.explanation.verdict,
        Verdict::Tied {
            resolution: TieResolution::Unresolved,
            ..
        }
    ));
}

#[test]
fn basicas_000_art6_su_individual_three_players_nobody_wins_alone() {
    let mut r = rules(Preset::BrBasicas, Mode::Individual);
    r.scoring = Scoring::Pips;
    let s = settle(&r, 3, &HandEnd::PassedWithPlayable { by: Seat(1) }).unwrap();
    assert_eq!((s.winner, s.points), (None, 0));
    // Two players: the other one wins the hand; under pips scoring nothing is counted.
    let s = settle(&r, 2, &HandEnd::PassedWithPlayable { by: Seat(1) }).unwrap();
    assert_eq!((s.winner, s.points), (Some(Side(0)), 0));
    assert_eq!(s.explanation.points_rule, PointsRule::Uncounted);
}

#[test]
fn hands_scoring_tied_block_closer_loses_scores_one_hand() {
    let mut r = rules(Preset::BrMegajogos, Mode::Pairs);
    r.scoring = Scoring::Hands;
    let s = settle(&r, 4, &blk(3, &[5, 6, 7, 6])).unwrap();
    assert_eq!((s.winner, s.points), (Some(Side(0)), 1));
}

// ---- Tiles and the table ----

#[test]
fn rules_words_28_tiles_168_pips_7_doubles() {
    let all: Vec<Tile> = Tile::all().collect();
    assert_eq!(all.len(), 28);
    let mut sorted = all.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 28);
    assert_eq!(all.iter().map(|t| t.pips()).sum::<u32>(), 168);
    assert_eq!(all.iter().filter(|t| t.is_double()).count(), 7);
    assert_eq!(tile("0-0").pips(), 0);
    assert_eq!(tile("5-6"), tile("6-5"));
    assert_eq!(tile(" 5 - 6 ").to_string(), "6-5");
    for t in Tile::all() {
        assert_eq!(t.to_string().parse::<Tile>().unwrap(), t);
    }
}

#[test]
fn rules_the_table_69_pips_at_most_in_a_hand() {
    let mut pips: Vec<u32> = Tile::all().map(|t| t.pips()).collect();
    pips.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(pips[..7].iter().sum::<u32>(), 69);
    let best = Hand::new(
        ["6-6", "6-5", "6-4", "5-5", "6-3", "5-4", "4-4"]
            .map(tile)
            .to_vec(),
    )
    .unwrap();
    assert_eq!(best.pips(), 69);
}

#[test]
fn rules_the_table_seats_counter_clockwise_001_derecha() {
    for n in 2..=4 {
        let table = Table::new(n, Mode::Individual).unwrap();
        for s in 0..n as u8 {
            assert_eq!(table.next_seat(Seat(s)), Seat((s + 1) % n as u8));
        }
    }
}

#[test]
fn megajogos_002_descricao_partners_sit_alternately() {
    let table = Table::new(4, Mode::Pairs).unwrap();
    assert_eq!(
        table.seats_of(Side(0)).collect::<Vec<_>>(),
        [Seat(0), Seat(2)]
    );
    assert_eq!(
        table.seats_of(Side(1)).collect::<Vec<_>>(),
        [Seat(1), Seat(3)]
    );
    assert_eq!(table.parse_side("b").unwrap(), Side(1));
}

#[test]
fn es_001_fewer_than_four_leftover_tiles_out_of_play() {
    // 3 players, every number still in some hand: a block is still possible,
    // the set-aside tiles may hold the missing ones.
    let r = rules(Preset::EsClasico, Mode::Individual);
    let end = HandEnd::Block {
        closed_by: Seat(0),
        left: tiles("1-0 3-2/5-4 6-6/6-1 5-3"),
    };
    let s = settle(&r, 3, &end).unwrap();
    assert_eq!(s.seat_pips, [6, 21, 15]);
    // The same numbers at a 4-player table are refused.
    let end = HandEnd::Block {
        closed_by: Seat(0),
        left: tiles("1-0 3-2/5-4/6-6/6-1 5-3"),
    };
    assert_eq!(
        settle(&rules(Preset::BrMegajogos, Mode::Pairs), 4, &end)
            .unwrap_err()
            .code(),
        "impossible_block"
    );
}

#[test]
fn rules_four_player_block_needs_one_number_off_every_hand() {
    // No 6 in any hand: all seven 6-tiles on the table, a real block.
    let end = HandEnd::Block {
        closed_by: Seat(1),
        left: tiles("5-5 4-0/3-3/2-1 1-0/0-0"),
    };
    let s = settle(&rules(Preset::BrMegajogos, Mode::Pairs), 4, &end).unwrap();
    assert_eq!(s.seat_pips, [14, 6, 4, 0]);
}

// ---- Deal ----

#[test]
fn basicas_000_art3_four_doubles_redeal() {
    let r = rules(Preset::BrBasicas, Mode::Pairs);
    let four = ["6-6", "5-5", "0-0", "1-1", "2-3", "4-0", "6-1"].map(tile);
    let check = check_deal(&r, &four).unwrap();
    assert!(check.redeal);
    assert_eq!(check.doubles, 4);
    assert_eq!(check.verdict, DealVerdict::Redeal);
    assert_eq!(check.opener, OpenerAfterDeal::SameOpener);
    assert_eq!(check.doubles_shown, ["6-6", "5-5", "0-0", "1-1"].map(tile));
    // "quatro ou mais"
    assert!(check_deal_doubles(&r, 7).unwrap().redeal);
    let three = check_deal_doubles(&r, 3).unwrap();
    assert!(!three.redeal);
    assert_eq!(three.verdict, DealVerdict::BelowThreshold);
    assert_eq!(three.opener, OpenerAfterDeal::Unchanged);
}

#[test]
fn pr_004_s3_all_doubles_are_played() {
    let r = rules(Preset::PrFederacion, Mode::Pairs);
    let check = check_deal_doubles(&r, 7).unwrap();
    assert!(!check.redeal);
    assert_eq!(check.verdict, DealVerdict::AllDoublesPlayed);
    assert_eq!(check.threshold, None);
}

#[test]
fn deal_check_refuses_impossible_hands() {
    let r = rules(Preset::BrBasicas, Mode::Pairs);
    assert_eq!(
        check_deal_doubles(&r, 8).unwrap_err().code(),
        "doubles_out_of_range"
    );
    let eight: Vec<Tile> = Tile::all().take(8).collect();
    assert_eq!(check_deal(&r, &eight).unwrap_err().code(), "too_many_tiles");
    assert_eq!(
        check_deal(&r, &[tile("6-6"), tile("6-6")])
            .unwrap_err()
            .code(),
        "tile_repeated"
    );
}

// ---- Presets: values and where they come from (RULES.md "Presets") ----

/// A preset's expected values, in the order of RULES.md's table.
type PresetRow = (
    Preset,
    Scoring,
    DominoPoints,
    BlockWinner,
    BlockPoints,
    BlockTie,
    Option<u8>,
    u32,
    Option<u32>,
);

#[test]
fn presets_values_match_rules_md_table() {
    use BlockTie::*;
    let expect: [PresetRow; 4] = [
        (
            Preset::BrBasicas,
            Scoring::Hands,
            DominoPoints::Opponents,
            BlockWinner::SideTotal,
            BlockPoints::Opponents,
            Replay,
            Some(4),
            6,
            None,
        ),
        (
            Preset::BrMegajogos,
            Scoring::Pips,
            DominoPoints::Opponents,
            BlockWinner::SideTotal,
            BlockPoints::Opponents,
            CloserLoses,
            None,
            50,
            None,
        ),
        (
            Preset::EsClasico,
            Scoring::Pips,
            DominoPoints::AllOthers,
            BlockWinner::LowestPlayer,
            BlockPoints::AllHands,
            NoPoints,
            None,
            50,
            None,
        ),
        (
            Preset::PrFederacion,
            Scoring::Pips,
            DominoPoints::AllOthers,
            BlockWinner::SideTotal,
            BlockPoints::AllHands,
            NoPoints,
            None,
            200,
            Some(35),
        ),
    ];
    for (p, scoring, dp, bw, bp, bt, redeal, target, time) in expect {
        let r = p.rules(p.default_mode());
        r.validate().unwrap();
        assert_eq!(r.scoring, scoring, "{p}");
        assert_eq!(r.domino_points, dp, "{p}");
        assert_eq!(r.block_winner, bw, "{p}");
        assert_eq!(r.block_points, bp, "{p}");
        assert_eq!(r.block_tie, bt, "{p}");
        assert_eq!(r.redeal_doubles, redeal, "{p}");
        assert_eq!(r.target, target, "{p}");
        assert_eq!(r.time_limit_minutes, time, "{p}");
        assert_eq!(r.first_opener, FirstOpener::DoubleSix, "{p}");
        assert_eq!(r.opener_rotation, OpenerRotation::CounterClockwise, "{p}");
        assert_eq!(p.id().parse::<Preset>().unwrap(), p);
    }
    assert_eq!(Preset::EsClasico.default_mode(), Mode::Individual);
    assert_eq!(Preset::EsClasico.rules(Mode::Pairs).target, 100);
}

#[test]
fn presets_know_which_values_are_seed_silent() {
    let silent = |p: Preset| -> Vec<&'static str> {
        p.provenance()
            .iter()
            .filter(|(_, s)| *s == Source::SeedSilent)
            .map(|(name, _)| name)
            .collect()
    };
    assert_eq!(
        silent(Preset::BrBasicas),
        [
            "scoring",
            "domino_points",
            "block_points",
            "target",
            "time_limit_minutes",
            "penalties",
            "capicua",
            "batidas"
        ]
    );
    assert_eq!(
        silent(Preset::BrMegajogos),
        [
            "redeal_doubles",
            "time_limit_minutes",
            "penalties",
            "capicua",
            "batidas"
        ]
    );
    assert_eq!(
        silent(Preset::EsClasico),
        [
            "block_tie",
            "redeal_doubles",
            "time_limit_minutes",
            "penalties",
            "capicua",
            "batidas"
        ]
    );
    assert_eq!(
        silent(Preset::PrFederacion),
        [
            "domino_points",
            "block_winner",
            "block_points",
            "first_opener",
            "capicua",
            "batidas"
        ]
    );
    // br-batidas is br-basicas with one table convention: its batidas.
    let convention: Vec<_> = Preset::BrBatidas
        .provenance()
        .iter()
        .filter(|(_, s)| *s == Source::TableConvention)
        .map(|(name, _)| name)
        .collect();
    assert_eq!(convention, ["batidas"]);
    assert!(Preset::BrBatidas.is_table_convention());
    assert!(Preset::SEEDS.iter().all(|p| !p.is_table_convention()));
    // Every quoted value names its seed and quotes it.
    for p in Preset::ALL {
        for (name, source) in p.provenance().iter() {
            if let Source::Seed { doc, clause, quote } = source {
                assert!(["000", "001", "002", "004"].contains(&doc), "{p} {name}");
                assert!(!clause.is_empty() && quote.len() > 10, "{p} {name}");
            }
        }
    }
}

#[test]
fn pr_004_penalties_table() {
    let r = Preset::PrFederacion.rules(Mode::Pairs);
    let points = |f: Fault| r.penalty(&f).map(|p| (p.points, p.pcd, p.warning_first));
    assert_eq!(points(Fault::DoublesTurned), Some((80, true, false)));
    assert_eq!(points(Fault::GesturePass), Some((40, true, true)));
    assert_eq!(points(Fault::OutOfTurn), Some((40, true, false)));
    assert_eq!(points(Fault::TilesTurned), Some((40, true, false)));
    assert_eq!(points(Fault::PassWithPlayable), Some((80, true, false)));
    assert_eq!(points(Fault::Chivo), Some((80, true, false)));
    assert_eq!(points(Fault::WrongOpening), None);
    assert_eq!(Fault::Chivo.clause(), Some("004 §10a"));
}
