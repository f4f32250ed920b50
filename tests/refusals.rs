//! RULES.md "What the app must refuse, and say why": every refusal has a code,
//! names the bad value, and leaves the match exactly as it was.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "common.rs"]
mod common;

use common::*;
use tranque::*;

/// A match with some history, so "unchanged" means something.
fn started(preset: Preset) -> Match {
    play(&pairs(preset), [hand(Some(0), dom(1, &[9, 0, 4, 12]))])
}

/// (name, match, event, expected code, text the message must contain)
fn refused_events() -> Vec<(&'static str, Match, Event, &'static str, &'static str)> {
    let mega = started(Preset::BrMegajogos);
    let pr = started(Preset::PrFederacion);
    let finished = play(
        &pairs(Preset::BrMegajogos),
        [hand(Some(0), dom(1, &[30, 0, 25, 10]))],
    );
    let t = |text: &str| tiles(text);
    vec![
        (
            "tile twice in two hands",
            mega.clone(),
            hand(
                None,
                HandEnd::Block {
                    closed_by: Seat(0),
                    left: t("6-6/6-6/1-1/2-2"),
                },
            ),
            "tile_repeated",
            "6-6",
        ),
        (
            "more than 7 tiles in a hand",
            mega.clone(),
            hand(
                None,
                HandEnd::Domino {
                    by: Seat(0),
                    left: Leftover::Tiles(vec![
                        vec![],
                        Tile::all().take(8).collect(),
                        vec![tile("6-6")],
                        vec![tile("6-5")],
                    ]),
                    finish: Finish::Simple,
                },
            ),
            "too_many_tiles",
            "8 tiles",
        ),
        (
            "domino player holds pips",
            mega.clone(),
            hand(None, dom(1, &[1, 5, 1, 1])),
            "domino_player_holds_tiles",
            "seat 1",
        ),
        (
            "domino player holds tiles",
            mega.clone(),
            hand(
                None,
                HandEnd::Domino {
                    by: Seat(2),
                    left: t("6-6/5-5/0-0/1-1"),
                    finish: Finish::Simple,
                },
            ),
            "domino_player_holds_tiles",
            "seat 2",
        ),
        (
            "block with an empty hand",
            mega.clone(),
            hand(
                None,
                HandEnd::Block {
                    closed_by: Seat(0),
                    left: t("6-6/5-5//1-1"),
                },
            ),
            "empty_hand",
            "seat 2",
        ),
        (
            "domino with another empty hand",
            mega.clone(),
            hand(
                None,
                HandEnd::Domino {
                    by: Seat(0),
                    left: t("/5-5//1-1"),
                    finish: Finish::Simple,
                },
            ),
            "empty_hand",
            "seat 2",
        ),
        (
            "4-player block with every number in hand",
            mega.clone(),
            hand(
                None,
                HandEnd::Block {
                    closed_by: Seat(0),
                    left: t("0-1 2-3/4-5/6-6/1-1"),
                },
            ),
            "impossible_block",
            "6-6",
        ),
        (
            "over 69 pips in a hand",
            mega.clone(),
            hand(None, blk(0, &[70, 1, 1, 1])),
            "pips_out_of_range",
            "70",
        ),
        (
            "over 168 pips in all",
            mega.clone(),
            hand(None, blk(0, &[69, 69, 69, 1])),
            "pips_total_out_of_range",
            "208",
        ),
        (
            "hands for 3 seats at a table of 4",
            mega.clone(),
            hand(None, blk(0, &[1, 2, 3])),
            "seat_count_mismatch",
            "3 hands",
        ),
        (
            "seat that does not exist",
            mega.clone(),
            hand(None, blk(4, &[1, 2, 3, 4])),
            "no_such_seat",
            "seat 4",
        ),
        (
            "opener that does not exist",
            pairs(Preset::BrMegajogos),
            hand(Some(7), blk(0, &[1, 2, 3, 4])),
            "no_such_seat",
            "seat 7",
        ),
        (
            "side that does not exist",
            mega.clone(),
            Event::Forfeit {
                loser: Side(2),
                reason: ForfeitReason::Withdrawal,
            },
            "no_such_side",
            "side 2",
        ),
        (
            "a hand after the match has ended",
            finished,
            hand(None, dom(1, &[1, 0, 1, 1])),
            "match_finished",
            "target",
        ),
        (
            "wrong opener",
            mega.clone(),
            hand(Some(0), dom(1, &[1, 0, 1, 1])),
            "wrong_opener",
            "seat 0",
        ),
        (
            "doubles redeal where all doubles are played",
            pr.clone(),
            Event::Redeal {
                reason: RedealReason::Doubles {
                    seat: Seat(0),
                    doubles: 5,
                },
            },
            "redeal_not_allowed",
            "all doubles",
        ),
        (
            "doubles redeal below the threshold",
            started(Preset::BrBasicas),
            Event::Redeal {
                reason: RedealReason::Doubles {
                    seat: Seat(0),
                    doubles: 3,
                },
            },
            "redeal_not_allowed",
            "4 or more",
        ),
        (
            "doubles redeal with 9 doubles",
            started(Preset::BrBasicas),
            Event::Redeal {
                reason: RedealReason::Doubles {
                    seat: Seat(0),
                    doubles: 9,
                },
            },
            "doubles_out_of_range",
            "9",
        ),
        (
            "penalty with the wrong points",
            pr.clone(),
            penalty(0, Fault::Chivo, 40, Decision::Apply),
            "penalty_points_mismatch",
            "80",
        ),
        (
            "time up without a time limit",
            mega.clone(),
            Event::TimeUp { at_ms: 0 },
            "no_time_limit",
            "time limit",
        ),
        (
            "pause before start",
            pr.clone(),
            Event::ClockPaused { at_ms: 5 },
            "clock_not_started",
            "not been started",
        ),
        (
            "resume while running",
            play(&pr, [Event::ClockStarted { at_ms: 0 }]),
            Event::ClockResumed { at_ms: 5 },
            "clock_not_paused",
            "not paused",
        ),
        (
            "pause while paused",
            play(
                &pr,
                [
                    Event::ClockStarted { at_ms: 0 },
                    Event::ClockPaused { at_ms: 9 },
                ],
            ),
            Event::ClockPaused { at_ms: 10 },
            "clock_not_running",
            "paused",
        ),
        (
            "start twice",
            play(&pr, [Event::ClockStarted { at_ms: 0 }]),
            Event::ClockStarted { at_ms: 10 },
            "clock_already_started",
            "0 ms",
        ),
        (
            "time up twice",
            play(&pr, [Event::TimeUp { at_ms: 0 }]),
            Event::TimeUp { at_ms: 1 },
            "time_already_up",
            "already",
        ),
        (
            "time up before the limit",
            play(&pr, [Event::ClockStarted { at_ms: 0 }]),
            Event::TimeUp { at_ms: 60_000 },
            "time_not_up",
            "60000",
        ),
        (
            "clock going backwards",
            play(&pr, [Event::ClockStarted { at_ms: 100 }]),
            Event::ClockPaused { at_ms: 99 },
            "clock_went_backwards",
            "99",
        ),
    ]
}

#[test]
fn rules_must_refuse_every_listed_input_and_leave_the_match_unchanged() {
    for (name, game, event, code, needle) in refused_events() {
        let before = game.clone();
        let err = game
            .apply(event.clone())
            .expect_err(&format!("{name}: accepted"));
        assert_eq!(err.code(), code, "{name}: {err}");
        assert!(
            err.to_string().contains(needle),
            "{name}: `{err}` does not name `{needle}`"
        );
        assert_eq!(game, before, "{name}: the match changed");
        // In place, too.
        let mut in_place = game.clone();
        assert!(in_place.apply_mut(event).is_err());
        assert_eq!(in_place, before, "{name}: apply_mut changed the match");
    }
}

#[test]
fn rules_must_refuse_unknown_tiles_naming_them() {
    for text in ["7-1", "1-7", "6", "a-b", "6-6-6", "", "-1-2", "10-1", "6–5"] {
        let err = text.parse::<Tile>().unwrap_err();
        assert_eq!(err.code(), "unknown_tile", "{text}");
        assert!(err.to_string().contains(text.trim()), "{text}");
    }
    assert_eq!(Tile::new(7, 1).unwrap_err().code(), "unknown_tile");
    assert_eq!(
        Leftover::parse_tiles("6-6/7-1").unwrap_err().code(),
        "unknown_tile"
    );
    assert_eq!(
        Leftover::parse_pips("3,-2,1").unwrap_err(),
        RuleError::BadNumber { text: "-2".into() }
    );
}

#[test]
fn rules_must_refuse_negative_pips_in_json() {
    let event =
        r#"{"type":"hand","end":{"kind":"block","closed_by":0,"left":{"pips":[-1,2,3,4]}}}"#;
    assert!(serde_json::from_str::<Event>(event).is_err());
}

#[test]
fn tables_and_rule_sets_out_of_range_are_refused() {
    assert_eq!(
        Table::new(1, Mode::Individual).unwrap_err().code(),
        "bad_seat_count"
    );
    assert_eq!(
        Table::new(5, Mode::Individual).unwrap_err().code(),
        "bad_seat_count"
    );
    assert_eq!(
        Table::new(2, Mode::Pairs).unwrap_err().code(),
        "pairs_need_four_seats"
    );
    let seats = |n| setup_with(Preset::EsClasico.rules(Mode::Individual), n);
    assert_eq!(Match::new(seats(1)).unwrap_err().code(), "bad_seat_count");
    let mut s = setup_with(Preset::EsClasico.rules(Mode::Individual), 4);
    s.seats.push("Eva".into());
    assert_eq!(Match::new(s).unwrap_err().code(), "bad_seat_count");

    let bad = |f: fn(&mut Rules)| {
        let mut r = Preset::BrBasicas.rules(Mode::Pairs);
        f(&mut r);
        r.validate().unwrap_err()
    };
    assert!(bad(|r| r.target = 0).to_string().contains("target"));
    assert!(
        bad(|r| r.redeal_doubles = Some(0))
            .to_string()
            .contains("redeal_doubles")
    );
    assert!(
        bad(|r| r.redeal_doubles = Some(8))
            .to_string()
            .contains('8')
    );
    assert_eq!(
        bad(|r| r.time_limit_minutes = Some(0)).code(),
        "invalid_rules"
    );
    assert_eq!(
        bad(|r| {
            let p = Preset::PrFederacion.rules(Mode::Pairs).penalties;
            r.penalties = [p.clone(), p].concat();
        })
        .code(),
        "invalid_rules"
    );
    assert_eq!(
        "br-foo".parse::<Preset>().unwrap_err().code(),
        "unknown_preset"
    );
    assert_eq!("trios".parse::<Mode>().unwrap_err().code(), "unknown_mode");
}

#[test]
fn error_crosses_to_the_ui_as_code_message_and_params() {
    let err = settle(
        &Preset::BrMegajogos.rules(Mode::Pairs),
        4,
        &blk(0, &[70, 1, 1, 1]),
    )
    .unwrap_err();
    let json = serde_json::to_value(err.view()).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "code": "pips_out_of_range",
            "message": "70 pips for seat 0: a hand of 7 tiles holds at most 69",
            "params": { "seat": 0, "pips": 70 },
        })
    );
    // A log error keeps the cause's code and says which event.
    let err = Match::from_events(
        setup_with(Preset::BrMegajogos.rules(Mode::Pairs), 4),
        [hand(None, blk(0, &[1, 1, 1, 1]))],
    )
    .unwrap_err();
    assert_eq!(err.code(), "opener_required");
    assert!(err.to_string().starts_with("event 0: "));
    assert_eq!(err.cause().code(), "opener_required");
    assert_eq!(
        serde_json::to_value(err.view()).unwrap()["params"],
        serde_json::json!({ "expected": "double_six", "event_index": 0 })
    );
}
