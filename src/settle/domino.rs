//! A hand won by a domino: who scores and what it is worth, with the
//! batidas' finishes and the capicúa.

use super::block::check_pips_possible;
use super::leftover::{Leftover, count_pips};
use super::settlement::{
    Compared, Decided, EndKind, PointsRule, Settlement, Verdict, Worth, points_of,
};
use crate::{DominoPoints, Finish, RuleError, Rules, Scoring, Seat, Table};

pub(super) fn settle_domino(
    rules: &Rules,
    table: &Table,
    by: Seat,
    left: &Leftover,
    finish: Finish,
) -> Result<Settlement, RuleError> {
    let by = table.check_seat(by)?;
    let scored = rules.finishes();
    if !scored.contains(&finish) {
        return Err(RuleError::FinishNotScored {
            finish,
            scored: scored.to_vec(),
        });
    }
    let (seat_pips, hands) = count_pips(table, left)?;
    let held = hands.map_or(0, |hands| hands[by.index()].len());
    if seat_pips[by.index()] != 0 || held != 0 {
        return Err(RuleError::DominoPlayerHoldsTiles {
            seat: by,
            pips: seat_pips[by.index()],
            tiles: held,
        });
    }
    if let Some(hands) = hands
        && let Some(seat) = table
            .all_seats()
            .find(|&s| s != by && hands[s.index()].is_empty())
    {
        // Only one player can lay his last tile: the hand ends there.
        return Err(RuleError::EmptyHand { seat });
    }
    if hands.is_none() {
        check_pips_possible(table, &seat_pips, Some(by))?;
    }
    let winner = table.side_of(by);
    let (points_rule, points_from): (_, Vec<Seat>) = match (rules.scoring, rules.domino_points) {
        (Scoring::Hands, _) if rules.batidas.is_some() => (PointsRule::Batida, Vec::new()),
        (Scoring::Hands, _) => (PointsRule::OneHand, Vec::new()),
        (Scoring::Pips, DominoPoints::Opponents) => (
            PointsRule::DominoOpponents,
            table
                .all_seats()
                .filter(|&s| table.side_of(s) != winner)
                .collect(),
        ),
        (Scoring::Pips, DominoPoints::AllOthers) => (
            PointsRule::DominoAllOthers,
            table.all_seats().filter(|&s| s != by).collect(),
        ),
    };
    let base = match (points_rule, rules.batidas) {
        (PointsRule::Batida, Some(batidas)) => batidas.points(finish).unwrap_or(0),
        _ => points_of(points_rule, &seat_pips, &points_from),
    };
    // The capicúa bonus: a domino whose last tile fitted both ends.
    let capicua = rules.capicua.filter(|_| finish.fits_both_ends());
    Ok(Decided {
        end: EndKind::Domino,
        actor: by,
        seat_pips,
        winner: Some(winner),
        tie: None,
        compared: Compared::Nothing,
        verdict: Verdict::Dominoed,
        points_rule,
        points_from,
        worth: Worth {
            finish,
            base,
            capicua,
            after_blocks: 0,
        },
    }
    .settled(rules, table))
}
