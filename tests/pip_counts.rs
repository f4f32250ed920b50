//! Pip counts no deal can produce are refused, with the bound they break
//! (`docs/rules.md`, "Pip counts no deal can produce"); every count left by
//! tiles actually dealt is accepted.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "common.rs"]
mod common;

use common::{blk, dom};
use proptest::prelude::*;
use tranque::{Finish, HandEnd, Leftover, Mode, Preset, RuleError, Rules, Seat, Tile, settle};

/// The rules of a table of `seats`: es-clasico plays 2 to 4, individual.
fn rules() -> Rules {
    Preset::EsClasico.rules(Mode::Individual)
}

fn refusal(seats: usize, end: &HandEnd) -> RuleError {
    settle(&rules(), seats, end).unwrap_err()
}

fn accepted(seats: usize, end: &HandEnd) -> bool {
    settle(&rules(), seats, end).is_ok()
}

#[test]
fn only_0_0_is_worth_nothing_so_two_hands_of_a_block_cannot_both_be_at_0() {
    let err = refusal(4, &blk(1, &[0, 12, 0, 30]));
    assert_eq!(
        err,
        RuleError::PipsZeroTwice {
            first: Seat(0),
            second: Seat(2),
        }
    );
    assert!(err.to_string().contains("only 0-0 is worth 0"), "{err}");
    assert!(
        accepted(4, &blk(1, &[0, 12, 5, 30])),
        "one hand at 0 holds 0-0"
    );
    assert!(
        matches!(
            refusal(2, &blk(0, &[0, 0])),
            RuleError::PipsZeroTwice { .. }
        ),
        "two players"
    );
}

#[test]
fn after_a_domino_the_others_still_hold_tiles_so_one_of_them_at_most_is_at_0() {
    assert_eq!(
        refusal(4, &dom(2, &[0, 0, 0, 0])),
        RuleError::PipsZeroTwice {
            first: Seat(0),
            second: Seat(1),
        },
        "every hand at 0 after a domino"
    );
    assert!(matches!(
        refusal(3, &dom(0, &[0, 0, 0])),
        RuleError::PipsZeroTwice { .. }
    ));
    // The player who went out is at 0 without a tile: the one other hand may
    // hold only 0-0.
    assert!(accepted(2, &dom(0, &[0, 0])));
    assert!(accepted(4, &dom(2, &[7, 0, 0, 9])));
}

#[test]
fn after_a_domino_a_table_that_counts_only_the_opponents_may_leave_the_partner_at_0() {
    // Seat 0 went out; the table counted seat 1's 10 and left seats 2 and 3
    // blank: the points are the opponents', so the blanks change nothing.
    assert!(accepted(4, &dom(0, &[0, 10, 0, 0])));
    // In a block every hand counts: two at 0 is still refused.
    assert!(matches!(
        refusal(4, &blk(0, &[0, 10, 0, 5])),
        RuleError::PipsZeroTwice { .. }
    ));
}

#[test]
fn a_4_player_block_leaves_the_seven_tiles_of_one_number_on_the_table_so_147_at_most_in_hand() {
    assert_eq!(
        refusal(4, &blk(0, &[40, 40, 40, 28])),
        RuleError::PipsOverBlock {
            total: 148,
            max: 147,
        }
    );
    // 0-0, 1-0 … 6-0 laid, every other tile in hand: 168 − 21.
    assert!(accepted(4, &blk(0, &[40, 40, 40, 27])));
}

#[test]
fn after_a_4_player_domino_three_hands_hold_at_most_the_21_largest_tiles() {
    assert_eq!(
        refusal(4, &dom(1, &[60, 0, 60, 34])),
        RuleError::PipsOverLargestTiles {
            total: 154,
            tiles: 21,
            max: 153,
        }
    );
    // The domino player laid the 7 smallest: 0 + 1 + 2 + 2 + 3 + 3 + 4 = 15.
    assert!(accepted(4, &dom(1, &[60, 0, 60, 33])));
}

#[test]
fn a_block_of_2_or_3_has_its_opening_tile_on_the_table_so_one_tile_fewer_in_hand() {
    assert_eq!(
        refusal(3, &blk(0, &[50, 50, 50])),
        RuleError::PipsOverLargestTiles {
            total: 150,
            tiles: 20,
            max: 149,
        }
    );
    assert!(accepted(3, &blk(0, &[50, 50, 49])));
    assert_eq!(
        refusal(2, &blk(0, &[60, 53])),
        RuleError::PipsOverLargestTiles {
            total: 113,
            tiles: 13,
            max: 112,
        }
    );
    assert!(accepted(2, &blk(0, &[60, 52])));
}

#[test]
fn after_a_3_player_domino_two_hands_hold_at_most_the_14_largest_tiles() {
    assert_eq!(
        refusal(3, &dom(2, &[60, 59, 0])),
        RuleError::PipsOverLargestTiles {
            total: 119,
            tiles: 14,
            max: 118,
        }
    );
    assert!(accepted(3, &dom(2, &[60, 58, 0])));
}

/// The table of `docs/rules.md`: players, how the hand ends, and the most
/// pips the hands hold; the core accepts that many and refuses one more.
#[test]
fn the_limits_of_docs_rules_md_are_the_cores() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rules.md"))
        .expect("docs/rules.md");
    let (_, section) = doc
        .split_once("### Pip counts no deal can produce")
        .expect("the section");
    let rows: Vec<Vec<&str>> = section
        .lines()
        .take_while(|line| !line.starts_with("## "))
        .filter(|line| line.starts_with("| ") && !line.starts_with("| players"))
        .map(|line| line.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    assert_eq!(rows.len(), 6, "2, 3 and 4 players, domino and block");
    for row in rows {
        let seats: usize = row[0].parse().unwrap();
        let max: u32 = row[4].parse().unwrap();
        let end = |total: u32| {
            // Seat 0 dominoes or closes; the hands share the total, 69 a
            // hand, the last taking what is left.
            let mut left = vec![0; seats];
            let mut rest = total;
            let first = usize::from(row[1] == "domino");
            for p in &mut left[first..seats - 1] {
                *p = rest.min(69);
                rest -= *p;
            }
            left[seats - 1] = rest;
            match row[1] {
                "domino" => dom(0, &left),
                "block" => blk(0, &left),
                other => panic!("{other}"),
            }
        };
        assert!(accepted(seats, &end(max)), "{row:?}: {max} accepted");
        let err = refusal(seats, &end(max + 1));
        assert!(
            matches!(
                err,
                RuleError::PipsOverLargestTiles { max: m, .. } | RuleError::PipsOverBlock { max: m, .. }
                    if m == max
            ) || (max == 69 && matches!(err, RuleError::PipsOutOfRange { .. })),
            "{row:?}: {err:?}"
        );
    }
}

/// Tiles actually dealt and partly played: a shuffled set, 7 to each player
/// (with fewer than 4, the rest set aside, never drawn); after a domino the
/// one who went out holds nothing and the others keep some of their tiles;
/// in a block every hand keeps a tile, with 4 players none of the number
/// laid out, and with 2 or 3 at least one tile on the table.
fn arb_dealt_end() -> impl Strategy<Value = (usize, HandEnd, HandEnd)> {
    (
        2usize..=4,
        Just(Tile::all().collect::<Vec<_>>()).prop_shuffle(),
        prop::collection::vec(1usize..=7, 4),
        0u8..4,
        any::<bool>(),
        0u8..=6,
    )
        .prop_filter_map(
            "a 4-player block needs a tile off the laid number in every hand",
            |(seats, deck, keep, actor, is_block, laid)| {
                let actor = actor % seats as u8;
                let mut hands: Vec<Vec<Tile>> = deck
                    .chunks(7)
                    .take(seats)
                    .enumerate()
                    .map(|(seat, dealt)| {
                        let held: Vec<Tile> = dealt
                            .iter()
                            .copied()
                            .filter(|t| !(is_block && seats == 4 && t.has(laid)))
                            .collect();
                        let keep = if !is_block && seat == usize::from(actor) {
                            0
                        } else {
                            keep[seat].min(held.len())
                        };
                        held[..keep].to_vec()
                    })
                    .collect();
                if is_block && seats < 4 && hands.iter().all(|h| h.len() == 7) {
                    hands[0].pop(); // the opening tile
                }
                if is_block && hands.iter().any(Vec::is_empty) {
                    return None;
                }
                let pips = hands
                    .iter()
                    .map(|h| h.iter().map(|t| t.pips()).sum())
                    .collect();
                let end = |left| match is_block {
                    true => HandEnd::Block {
                        closed_by: Seat(actor),
                        left,
                    },
                    false => HandEnd::Domino {
                        by: Seat(actor),
                        left,
                        finish: Finish::Simple,
                    },
                };
                Some((
                    seats,
                    end(Leftover::Pips(pips)),
                    end(Leftover::Tiles(hands)),
                ))
            },
        )
}

proptest! {
    #[test]
    fn every_count_left_by_dealt_tiles_is_accepted((seats, counted, tiles) in arb_dealt_end()) {
        for rules in [rules(), Preset::PrFederacion.rules(if seats == 4 { Mode::Pairs } else { Mode::Individual })] {
            prop_assert!(settle(&rules, seats, &tiles).is_ok(), "{:?}", settle(&rules, seats, &tiles));
            let settled = settle(&rules, seats, &counted);
            prop_assert!(settled.is_ok(), "{counted:?}: {settled:?}");
        }
    }
}
