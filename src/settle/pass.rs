//! A hand ended by a pass while holding a playable tile (000 art. 6 §ú):
//! the offending side loses it, and it scores one hand or nothing.

use super::settlement::{
    Compared, Decided, EndKind, PointsRule, Settlement, Verdict, Worth, points_of,
};
use crate::{RuleError, Rules, Scoring, Seat, Table};

pub(super) fn settle_pass(rules: &Rules, table: &Table, by: Seat) -> Result<Settlement, RuleError> {
    let by = table.check_seat(by)?;
    let offender = table.side_of(by);
    // The offending side loses the hand; with more than two sides no single side wins it.
    let winner = match table.sides() {
        2 => table.all_sides().find(|&s| s != offender),
        _ => None,
    };
    let points_rule = match (winner, rules.scoring) {
        (None, _) => PointsRule::Nothing,
        (Some(_), Scoring::Hands) => PointsRule::OneHand,
        (Some(_), Scoring::Pips) => PointsRule::Uncounted,
    };
    let base = points_of(points_rule, &[], &[]);
    Ok(Decided {
        end: EndKind::PassedWithPlayable,
        actor: by,
        seat_pips: Vec::new(),
        winner,
        tie: None,
        compared: Compared::Nothing,
        verdict: Verdict::PassedWithPlayable { offender },
        points_rule,
        points_from: Vec::new(),
        worth: Worth {
            base,
            ..Worth::default()
        },
    }
    .settled(rules, table))
}
