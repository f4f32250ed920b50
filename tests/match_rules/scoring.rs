//! Points across hands: scores that add up to the target and end the match,
//! a hand lost to a pass, and the tally of hands, dominoes and blocks.

use crate::common::*;
use crate::opener;
use tranque::*;

#[test]
fn megajogos_002_contagem_points_accumulate_to_50() {
    let game = play(
        &pairs(Preset::BrMegajogos),
        [
            hand(Some(0), dom(1, &[20, 0, 20, 9])),
            hand(None, dom(3, &[5, 9, 4, 0])),
        ],
    );
    assert_eq!(game.standings().scores, [0, 49]);
    assert!(!game.standings().is_finished());
    let game = play(&game, [hand(None, dom(1, &[1, 0, 0, 9]))]);
    let outcome = game.standings().outcome.as_ref().unwrap();
    assert_eq!(outcome.how, MatchEnd::Target);
    assert_eq!(outcome.winner, Some(Side(1)));
    assert_eq!(game.standings().scores, [0, 50]);
    // RULES.md "must refuse": a hand after the match has ended.
    let err = game.apply(hand(None, dom(1, &[1, 0, 0, 9]))).unwrap_err();
    assert_eq!(err.code(), "match_finished");
    assert_eq!(
        game.apply(Event::Redeal {
            reason: RedealReason::TileExposed { seat: None }
        })
        .unwrap_err()
        .code(),
        "match_finished"
    );
}

#[test]
fn es_001_target_50_individual_100_pairs() {
    let game = new_match(Preset::EsClasico, Mode::Individual, 2);
    let game = play(&game, [hand(Some(0), dom(0, &[0, 49]))]);
    assert!(!game.standings().is_finished());
    let game = play(&game, [hand(None, dom(0, &[0, 1]))]);
    assert_eq!(game.standings().winner(), Some(Side(0)));

    let game = new_match(Preset::EsClasico, Mode::Pairs, 4);
    let game = play(
        &game,
        [
            hand(Some(0), dom(0, &[0, 30, 10, 20])),
            hand(None, dom(2, &[10, 20, 0, 9])),
        ],
    );
    assert_eq!(game.standings().scores, [99, 0]);
    assert!(!game.standings().is_finished());
}

#[test]
fn basicas_seed_silent_target_six_hands() {
    let mut game = pairs(Preset::BrBasicas);
    for i in 0..6 {
        assert!(!game.standings().is_finished());
        let o = if i == 0 { Some(0) } else { None };
        game = play(&game, [hand(o, dom(0, &[0, 20, 20, 20]))]);
    }
    assert_eq!(game.standings().scores, [6, 0]);
    assert_eq!(game.standings().winner(), Some(Side(0)));
}

#[test]
fn basicas_000_art6_su_pass_with_playable_hand_lost_in_the_log() {
    let game = play(
        &pairs(Preset::BrBasicas),
        [hand(Some(0), HandEnd::PassedWithPlayable { by: Seat(1) })],
    );
    assert_eq!(game.standings().scores, [1, 0]);
    assert_eq!(opener(&game), Opener::Seat(Seat(1)));
}

#[test]
fn the_tally_counts_hands_won_dominoes_and_blocks_per_side_and_seat() {
    // br-basicas pairs: seat 1 (side B) dominoes, seat 2 closes a block side A
    // wins on the count, then a tied block is replayed and counts for nobody.
    let game = pairs(Preset::BrBasicas);
    let game = game.apply(hand(Some(0), dom(1, &[9, 0, 4, 12]))).unwrap();
    let game = game.apply(hand(None, blk(2, &[3, 10, 2, 10]))).unwrap();
    let game = game.apply(hand(None, blk(3, &[5, 6, 7, 6]))).unwrap();
    let standings = game.standings();
    let tally = standings.tally(game.table());
    assert_eq!(
        tally.sides,
        [
            SideTally {
                hands_won: 1,
                dominoes: 0,
                blocks_won: 1
            },
            SideTally {
                hands_won: 1,
                dominoes: 1,
                blocks_won: 0
            },
        ]
    );
    assert_eq!(tally.seat_dominoes, [0, 1, 0, 0]);
    // Points against a side: the best score of the others.
    assert_eq!(standings.points_against(Side(0)), standings.scores[1]);
    assert_eq!(standings.points_against(Side(1)), standings.scores[0]);
}
