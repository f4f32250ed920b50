//! Who opens: the first hand's 6-6 holder, the rotation after it, redeals
//! and replayed ties that keep the opener, and the rule sets' other ways.

use crate::common::*;
use crate::opener;
use tranque::*;

#[test]
fn basicas_000_art4_double_six_holder_opens_first_hand() {
    let game = pairs(Preset::BrBasicas);
    assert_eq!(opener(&game), Opener::DoubleSix);
    let err = game.apply(hand(None, dom(1, &[9, 0, 4, 12]))).unwrap_err();
    assert_eq!(err.code(), "opener_required");
    // Any seat may hold 6-6.
    for s in 0..4 {
        let next = game.apply(hand(Some(s), dom(1, &[9, 0, 4, 12]))).unwrap();
        assert_eq!(opener(&next), Opener::Seat(Seat((s + 1) % 4)));
    }
}

#[test]
fn basicas_000_art4_later_hands_counter_clockwise() {
    let game = play(
        &pairs(Preset::BrBasicas),
        [
            hand(Some(2), dom(0, &[0, 1, 2, 3])),
            hand(None, dom(0, &[0, 1, 2, 3])),
            hand(Some(0), dom(0, &[0, 1, 2, 3])),
            hand(None, dom(0, &[0, 1, 2, 3])),
        ],
    );
    let openers: Vec<_> = game.standings().sheet.iter().map(|r| r.opener).collect();
    assert_eq!(openers, [2, 3, 0, 1].map(|s| Some(Seat(s))));
    assert_eq!(opener(&game), Opener::Seat(Seat(2)));
    // Naming the wrong opener is refused, naming the right one is fine.
    let err = game
        .apply(hand(Some(3), dom(0, &[0, 1, 2, 3])))
        .unwrap_err();
    assert_eq!(
        err,
        RuleError::WrongOpener {
            given: Seat(3),
            expected: Opener::Seat(Seat(2))
        }
    );
}

#[test]
fn basicas_000_art3_su_redeal_same_opener_first_hand_double_six() {
    let doubles = Event::Redeal {
        reason: RedealReason::Doubles {
            seat: Seat(1),
            doubles: 5,
        },
    };
    // First hand: still whoever holds 6-6 in the new deal.
    let game = play(&pairs(Preset::BrBasicas), [doubles.clone()]);
    assert_eq!(opener(&game), Opener::DoubleSix);
    assert_eq!(game.standings().hands_played, 0);
    assert_eq!(game.standings().scores, [0, 0]);
    // Later: the same player opens.
    let game = play(
        &game,
        [hand(Some(3), dom(3, &[1, 2, 3, 0])), doubles.clone()],
    );
    assert_eq!(opener(&game), Opener::Seat(Seat(0)));
    let row = game.standings().sheet.last().unwrap();
    assert!(matches!(row.kind, RowKind::Redeal { .. }));
    assert!(!row.ends_hand);
    assert_eq!(row.hand_number, 2);
}

#[test]
fn basicas_000_art2_tile_exposed_redeal_any_rules() {
    let exposed = Event::Redeal {
        reason: RedealReason::TileExposed { seat: None },
    };
    for p in Preset::ALL {
        let game = play(&pairs(p), [exposed.clone()]);
        assert_eq!(opener(&game), Opener::DoubleSix, "{p}");
    }
}

#[test]
fn basicas_000_art10_su_tie_replayed_same_opener() {
    let game = play(
        &pairs(Preset::BrBasicas),
        [
            hand(Some(1), dom(1, &[1, 0, 1, 1])),
            hand(None, blk(0, &[5, 6, 7, 6])),
        ],
    );
    assert_eq!(opener(&game), Opener::Seat(Seat(2)));
    assert_eq!(game.standings().scores, [0, 1]);
    let row = game.standings().sheet.last().unwrap();
    assert!(row.settlement.as_ref().unwrap().void);
    assert_eq!(row.entries, [None, None]);
}

#[test]
fn basicas_000_art10_su_tie_on_first_hand_double_six_again() {
    let game = play(
        &pairs(Preset::BrBasicas),
        [hand(Some(1), blk(0, &[5, 6, 7, 6]))],
    );
    assert_eq!(opener(&game), Opener::DoubleSix);
    // The replay may be opened by someone else: the new 6-6 holder.
    let game = play(&game, [hand(Some(3), dom(1, &[1, 0, 1, 1]))]);
    assert_eq!(opener(&game), Opener::Seat(Seat(0)));
}

#[test]
fn megajogos_002_next_opener_right_of_previous_first_player() {
    let game = play(
        &pairs(Preset::BrMegajogos),
        [
            hand(Some(3), blk(2, &[5, 6, 7, 6])),
            hand(None, dom(2, &[1, 1, 0, 1])),
        ],
    );
    let openers: Vec<_> = game.standings().sheet.iter().map(|r| r.opener).collect();
    assert_eq!(openers, [Some(Seat(3)), Some(Seat(0))]);
}

#[test]
fn first_opener_chosen_lets_the_table_pick() {
    let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
    rules.first_opener = FirstOpener::Chosen;
    let game = Match::new(setup_with(rules, 4)).unwrap();
    assert_eq!(opener(&game), Opener::Anyone);
    let game = play(&game, [hand(Some(1), dom(0, &[0, 1, 1, 1]))]);
    assert_eq!(opener(&game), Opener::Seat(Seat(2)));
}

#[test]
fn opener_rotation_winner_side_chooses() {
    let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
    rules.opener_rotation = OpenerRotation::Winner;
    let game = Match::new(setup_with(rules.clone(), 4)).unwrap();
    let game = play(&game, [hand(Some(0), dom(1, &[1, 0, 1, 1]))]);
    assert_eq!(opener(&game), Opener::Side(Side(1)));
    assert_eq!(
        game.apply(hand(None, dom(1, &[1, 0, 1, 1])))
            .unwrap_err()
            .code(),
        "opener_required"
    );
    assert_eq!(
        game.apply(hand(Some(2), dom(1, &[1, 0, 1, 1])))
            .unwrap_err()
            .code(),
        "wrong_opener"
    );
    let game = play(&game, [hand(Some(3), blk(3, &[5, 6, 7, 6]))]);
    // A won the tie (B closed): a player of A opens.
    assert_eq!(opener(&game), Opener::Side(Side(0)));

    // Individual: the winner himself; nobody won → counter-clockwise.
    rules.mode = Mode::Individual;
    rules.block_tie = BlockTie::NoPoints;
    let game = Match::new(setup_with(rules, 3)).unwrap();
    let game = play(&game, [hand(Some(0), dom(2, &[1, 1, 0]))]);
    assert_eq!(opener(&game), Opener::Seat(Seat(2)));
    let game = play(&game, [hand(None, blk(0, &[3, 3, 9]))]);
    assert_eq!(opener(&game), Opener::Seat(Seat(0)));
}
