//! The match fold, rule by rule: openers, redeals, ties, penalties, the clock,
//! forfeits and the end of a match. Named after the seed clauses.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "common.rs"]
mod common;

use common::*;
use tranque::*;

fn opener(game: &Match) -> Opener {
    game.standings().next_opener
}

// ---- Openers ----

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

// ---- Scoring across hands ----

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

// ---- Penalties (004) ----

fn pr() -> Match {
    play(
        &pairs(Preset::PrFederacion),
        [hand(Some(0), dom(0, &[0, 10, 10, 10]))],
    )
}

#[test]
fn pr_004_intro_applied_penalty_ends_hand_rotation_continues() {
    let game = pr();
    assert_eq!(game.standings().scores, [30, 0]);
    assert_eq!(opener(&game), Opener::Seat(Seat(1)));
    let game = play(&game, [penalty(1, Fault::OutOfTurn, 40, Decision::Apply)]);
    assert_eq!(game.standings().scores, [30, -40]);
    assert_eq!(opener(&game), Opener::Seat(Seat(2)));
    let row = game.standings().sheet.last().unwrap();
    assert!(row.ends_hand);
    assert_eq!(row.entries, [None, Some(-40)]);
    assert_eq!(game.standings().hands_played, 2);
}

#[test]
fn pr_004_s9a_pass_with_tile_same_opener_in_pairs() {
    let game = play(
        &pr(),
        [penalty(2, Fault::PassWithPlayable, 80, Decision::Apply)],
    );
    assert_eq!(game.standings().scores, [-50, 0]);
    assert_eq!(opener(&game), Opener::Seat(Seat(1)));
}

#[test]
fn pr_004_s9a_individual_rotation_continues() {
    let game = new_match(Preset::PrFederacion, Mode::Individual, 3);
    let game = play(
        &game,
        [
            hand(Some(2), dom(2, &[5, 5, 0])),
            penalty(1, Fault::PassWithPlayable, 80, Decision::Apply),
        ],
    );
    // "en la modalidad individual de aplicarse la penalidad la rotación continua"
    assert_eq!(game.standings().scores, [0, -80, 10]);
    assert_eq!(opener(&game), Opener::Seat(Seat(1)));
}

#[test]
fn pr_004_s5_wrong_opening_keeps_the_opener() {
    let mut rules = Preset::PrFederacion.rules(Mode::Pairs);
    rules.penalties.push(PenaltyRule {
        fault: Fault::WrongOpening,
        points: 20,
        pcd: true,
        warning_first: false,
    });
    let game = Match::new(setup_with(rules, 4)).unwrap();
    let game = play(
        &game,
        [
            hand(Some(1), dom(1, &[1, 0, 1, 1])),
            penalty(3, Fault::WrongOpening, 20, Decision::Apply),
        ],
    );
    assert_eq!(opener(&game), Opener::Seat(Seat(2)));
}

#[test]
fn pr_004_s6a_first_gesture_pass_is_a_warning() {
    let game = pr();
    let terms = game.penalty_terms(Seat(3), &Fault::GesturePass).unwrap();
    assert!(terms.warning);
    assert_eq!(terms.points, 0);
    // The first time, 40 points are refused: it is only a warning.
    assert_eq!(
        game.apply(penalty(3, Fault::GesturePass, 40, Decision::Apply))
            .unwrap_err()
            .code(),
        "penalty_points_mismatch"
    );
    let game = play(&game, [penalty(3, Fault::GesturePass, 0, Decision::Apply)]);
    assert_eq!(game.standings().scores, [30, 0]);
    assert_eq!(opener(&game), Opener::Seat(Seat(1)));
    let row = game.standings().sheet.last().unwrap();
    assert!(matches!(row.kind, RowKind::Penalty { warning: true, .. }));
    assert!(!row.ends_hand);
    // "de reincidir": 40.
    let terms = game.penalty_terms(Seat(3), &Fault::GesturePass).unwrap();
    assert_eq!((terms.warning, terms.points), (false, 40));
    let game = play(&game, [penalty(3, Fault::GesturePass, 40, Decision::Apply)]);
    assert_eq!(game.standings().scores, [30, -40]);
    // Another player's first time is again a warning.
    assert!(
        game.penalty_terms(Seat(1), &Fault::GesturePass)
            .unwrap()
            .warning
    );
}

#[test]
fn pr_004_intro_pcd_play_on_no_deduction_hand_stands() {
    let game = play(
        &pr(),
        [
            penalty(1, Fault::Chivo, 80, Decision::PlayOn),
            hand(None, dom(1, &[5, 0, 5, 5])),
        ],
    );
    assert_eq!(game.standings().scores, [30, 15]);
    assert_eq!(opener(&game), Opener::Seat(Seat(2)));
}

#[test]
fn pr_004_s10a_chivo_found_late_deducted_hand_goes_on() {
    let game = play(
        &pr(),
        [
            penalty(1, Fault::Chivo, 80, Decision::Deduct),
            hand(None, dom(1, &[5, 0, 5, 5])),
        ],
    );
    assert_eq!(game.standings().scores, [30, -65]);
    assert_eq!(game.standings().hands_played, 2);
}

#[test]
fn pr_004_intro_rotation_continues_so_a_penalty_applied_on_the_first_hand_needs_its_opener() {
    let game = pairs(Preset::PrFederacion);
    // "de aplicarse una penalidad la rotación continua": the next hand is
    // opened by the seat after whoever opened this one, which the core cannot
    // tell on the first hand (the 6-6 holder).
    let err = game
        .apply(penalty(1, Fault::Chivo, 80, Decision::Apply))
        .unwrap_err();
    assert_eq!(
        err,
        RuleError::OpenerRequired {
            expected: Opener::DoubleSix
        }
    );
    assert_eq!(err.code(), "opener_required");
    assert_eq!(game.standings().scores, [0, 0], "nothing recorded");
    // Opener given: the rotation continues from him.
    let g = game
        .apply(Event::Penalty {
            offender: Seat(1),
            fault: Fault::Chivo,
            points: 80,
            decision: Decision::Apply,
            opener: Some(Seat(2)),
        })
        .unwrap();
    assert_eq!(opener(&g), Opener::Seat(Seat(3)));
    // A penalty that does not end the hand changes no rotation.
    let g = play(&game, [penalty(1, Fault::Chivo, 80, Decision::Deduct)]);
    assert_eq!(opener(&g), Opener::DoubleSix);
    let g = play(&game, [penalty(1, Fault::GesturePass, 0, Decision::Apply)]);
    assert_eq!(opener(&g), Opener::DoubleSix, "a warning");
}

#[test]
fn pr_004_s9a_no_rotation_so_a_first_hand_pass_with_a_tile_is_reopened_by_the_6_6_holder() {
    // "excepto en el artículo 5 y articulo 9": the same player opens the
    // reshuffled hand; on the first hand, as it was opened: by the 6-6 holder.
    let game = pairs(Preset::PrFederacion);
    let g = play(
        &game,
        [penalty(1, Fault::PassWithPlayable, 80, Decision::Apply)],
    );
    assert_eq!(opener(&g), Opener::DoubleSix);
}

#[test]
fn penalties_not_in_the_rules_are_refused() {
    let game = pairs(Preset::BrMegajogos);
    let err = game
        .apply(penalty(1, Fault::Chivo, 80, Decision::Apply))
        .unwrap_err();
    assert_eq!(err.code(), "unknown_penalty");
    let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
    rules.penalties.push(PenaltyRule {
        fault: Fault::Custom("talking".into()),
        points: 10,
        pcd: false,
        warning_first: false,
    });
    let game = Match::new(setup_with(rules, 4)).unwrap();
    let talk = Fault::Custom("talking".into());
    assert_eq!(
        game.apply(penalty(0, talk.clone(), 10, Decision::PlayOn))
            .unwrap_err()
            .code(),
        "decision_not_allowed"
    );
    let game = play(&game, [penalty(0, talk, 10, Decision::Deduct)]);
    assert_eq!(game.standings().scores, [-10, 0]);
}

// ---- Time (004 §1a) ----

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

// ---- Forfeits (004 §2a, §9b) ----

#[test]
fn pr_004_s2a_late_arrival_forfeit_recorded_100_0_and_0_200() {
    let game = play(
        &pr(),
        [Event::Forfeit {
            loser: Side(0),
            reason: ForfeitReason::LateArrival,
        }],
    );
    let st = game.standings();
    let o = st.outcome.as_ref().unwrap();
    assert_eq!(o.winner, Some(Side(1)));
    assert_eq!(
        o.how,
        MatchEnd::Forfeit {
            loser: Side(0),
            reason: ForfeitReason::LateArrival
        }
    );
    assert_eq!(
        o.result,
        [
            SideResult {
                side: Side(0),
                won: false,
                points_for: 0,
                points_against: 200
            },
            SideResult {
                side: Side(1),
                won: true,
                points_for: 100,
                points_against: 0
            },
        ]
    );
    // The played scores stay as they were; the result is the outcome's.
    assert_eq!(st.scores, [30, 0]);
    assert_eq!(
        game.apply(hand(None, dom(1, &[1, 0, 1, 1])))
            .unwrap_err()
            .code(),
        "match_finished"
    );
}

#[test]
fn pr_004_s9b_dodging_pass_forfeit_individual_all_others_win() {
    let game = new_match(Preset::PrFederacion, Mode::Individual, 3);
    let game = play(
        &game,
        [Event::Forfeit {
            loser: Side(2),
            reason: ForfeitReason::DodgingPass,
        }],
    );
    let o = game.standings().outcome.clone().unwrap();
    assert_eq!(o.winner, None);
    assert_eq!(o.winners, [Side(0), Side(1)]);
    assert_eq!(o.result[0].points_for, 100);
    assert_eq!(o.result[2].points_against, 200);
}

// ---- Undo and edit ----

#[test]
fn undo_and_edit_refold_the_log() {
    let game = play(
        &pairs(Preset::BrMegajogos),
        [
            hand(Some(0), dom(1, &[9, 0, 4, 12])),
            hand(None, blk(3, &[6, 10, 7, 2])),
        ],
    );
    assert_eq!(game.standings().scores, [0, 26]);
    let edited = game
        .replace_event(0, hand(Some(0), dom(0, &[0, 9, 4, 12])))
        .unwrap();
    assert_eq!(edited.standings().scores, [21, 13]);
    let removed = game.remove_event(0).unwrap_err();
    // Without the first hand, the block has no opener: refused, with the index.
    assert_eq!(removed.code(), "opener_required");
    assert!(matches!(removed, RuleError::InvalidEvent { index: 0, .. }));
    assert_eq!(game.undo().unwrap().standings().scores, [0, 13]);
    assert_eq!(
        game.replace_event(9, hand(None, dom(1, &[1, 0, 1, 1])))
            .unwrap_err()
            .code(),
        "no_such_event"
    );
    let inserted = game
        .insert_event(
            1,
            Event::Redeal {
                reason: RedealReason::TileExposed {
                    seat: Some(Seat(2)),
                },
            },
        )
        .unwrap();
    assert_eq!(inserted.standings().scores, [0, 26]);
    assert_eq!(inserted.events().len(), 3);
    assert!(pairs(Preset::BrMegajogos).undo().is_none());
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
