//! The time limit (004 §1a): the hand under way is finished, a level score
//! plays tiebreak hands, pauses do not count, a replayed tie comes first.

use crate::common::*;
use crate::opener;
use tranque::*;

fn pr_clock() -> Match {
    play(
        &pairs(Preset::PrFederacion),
        [
            Event::ClockStarted { at_ms: 1_000 },
            hand(Some(0), dom(0, &[0, 10, 10, 10])),
        ],
    )
}

const MIN: i64 = 60_000;

#[test]
fn pr_004_s1a_time_up_hand_under_way_is_finished() {
    let game = pr_clock();
    let game = play(
        &game,
        [Event::TimeUp {
            at_ms: 1_000 + 35 * MIN,
        }],
    );
    let st = game.standings();
    assert!(st.time_up);
    assert!(!st.is_finished(), "the hand under way is always finished");
    let game = play(&game, [hand(None, dom(1, &[5, 0, 5, 5]))]);
    let outcome = game.standings().outcome.clone().unwrap();
    assert_eq!(outcome.how, MatchEnd::Time);
    assert_eq!(outcome.winner, Some(Side(0)));
    assert_eq!(game.standings().scores, [30, 15]);
    assert_eq!(
        outcome.result[1],
        SideResult {
            side: Side(1),
            won: false,
            points_for: 15,
            points_against: 30
        }
    );
}

#[test]
fn pr_004_s1a_level_at_time_tiebreak_hands_until_a_side_leads() {
    let game = play(
        &pr_clock(),
        [
            Event::TimeUp {
                at_ms: 1_000 + 40 * MIN,
            },
            hand(None, dom(1, &[10, 0, 10, 10])),
        ],
    );
    let st = game.standings();
    assert_eq!(st.scores, [30, 30]);
    assert!(st.tiebreak_due);
    assert!(!st.is_finished());
    // A tied block scores nothing: still level, another tiebreak hand.
    let game = play(&game, [hand(None, blk(3, &[5, 6, 7, 6]))]);
    assert!(game.standings().tiebreak_due);
    let row = game.standings().sheet.last().unwrap();
    assert!(matches!(row.kind, RowKind::Hand { tiebreak: true, .. }));
    let game = play(&game, [hand(None, dom(3, &[1, 1, 1, 0]))]);
    let st = game.standings();
    assert!(!st.tiebreak_due);
    assert_eq!(st.winner(), Some(Side(1)));
    assert_eq!(st.outcome.as_ref().unwrap().how, MatchEnd::Time);
}

#[test]
fn pr_004_s1a_200_points_or_35_minutes_whichever_first() {
    let game = play(
        &pr_clock(),
        [
            // 153: the most three hands can hold after a domino (the 21
            // largest tiles).
            hand(None, dom(1, &[60, 0, 60, 33])),
            hand(None, dom(2, &[60, 60, 0, 33])),
        ],
    );
    assert_eq!(game.standings().scores, [183, 153]);
    let game = play(&game, [hand(None, dom(0, &[0, 9, 8, 0]))]);
    assert_eq!(
        game.standings().outcome.as_ref().unwrap().how,
        MatchEnd::Target
    );
}

#[test]
fn clock_pauses_do_not_count() {
    let game = play(
        &pr_clock(),
        [
            Event::ClockPaused {
                at_ms: 1_000 + 10 * MIN,
            },
            Event::ClockResumed {
                at_ms: 1_000 + 30 * MIN,
            },
        ],
    );
    let clock = game.standings().clock;
    assert_eq!(clock.elapsed_ms(1_000 + 40 * MIN), 20 * MIN);
    assert_eq!(clock.remaining_ms(1_000 + 40 * MIN), Some(15 * MIN));
    let err = game
        .apply(Event::TimeUp {
            at_ms: 1_000 + 40 * MIN,
        })
        .unwrap_err();
    assert_eq!(
        err,
        RuleError::TimeNotUp {
            elapsed_ms: 20 * MIN,
            limit_ms: 35 * MIN
        }
    );
    assert!(
        game.apply(Event::TimeUp {
            at_ms: 1_000 + 55 * MIN
        })
        .is_ok()
    );
    assert_eq!(
        game.apply(Event::ClockPaused { at_ms: 0 })
            .unwrap_err()
            .code(),
        "clock_went_backwards"
    );
}

#[test]
fn replayed_tie_after_time_up_is_replayed_before_the_end() {
    let mut rules = Preset::BrBasicas.rules(Mode::Pairs);
    rules.time_limit_minutes = Some(30);
    let game = Match::new(setup_with(rules, 4)).unwrap();
    let game = play(
        &game,
        [
            hand(Some(0), dom(0, &[0, 1, 1, 1])),
            Event::TimeUp { at_ms: 0 },
            hand(None, blk(2, &[5, 6, 7, 6])),
        ],
    );
    assert!(!game.standings().is_finished());
    assert_eq!(opener(&game), Opener::Seat(Seat(1)));
    let game = play(&game, [hand(None, dom(1, &[1, 0, 1, 1]))]);
    // 1–1 at time: a tiebreak hand.
    assert!(game.standings().tiebreak_due);
    let game = play(&game, [hand(None, dom(2, &[1, 1, 0, 1]))]);
    assert_eq!(game.standings().winner(), Some(Side(0)));
}
