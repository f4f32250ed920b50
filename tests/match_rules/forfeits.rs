//! Forfeits (004 §2a, §9b): the match ends with the forfeit's result, not
//! the scores played.

use crate::common::*;
use crate::pr;
use tranque::*;

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
