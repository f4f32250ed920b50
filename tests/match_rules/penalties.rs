//! Penalties (004): applied, played on or deducted, warnings first, and how
//! each moves the opener; a penalty the rules lack is refused.

use crate::common::*;
use crate::{opener, pr};
use tranque::*;

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
