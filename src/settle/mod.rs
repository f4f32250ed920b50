//! Settling a hand: who won it, what it is worth, and why.
//!
//! A hand ends with a domino, a block, or (000 art. 6 §ú) a pass while holding
//! a playable tile. What is left in the hands can be given as pip counts per
//! seat or as the tiles themselves; the tile form lets the core check more (no
//! tile twice, at most 7 per hand, and with 4 players the block condition).
//! [`settle`] is pure: the UI calls it for live previews.
//!
//! ```
//! use tranque::{settle, HandEnd, Leftover, Mode, Preset, Seat, Side};
//!
//! // RULES.md: br-megajogos, block closed by seat 3, left [6, 10, 7, 2].
//! let rules = Preset::BrMegajogos.rules(Mode::Pairs);
//! let end = HandEnd::Block { closed_by: Seat(3), left: Leftover::Pips(vec![6, 10, 7, 2]) };
//! let s = settle(&rules, 4, &end).unwrap();
//! assert_eq!(s.side_pips, [13, 12]);
//! assert_eq!((s.winner, s.points), (Some(Side(1)), 13));
//! assert_eq!(
//!     s.describe_en(),
//!     "Blocked by seat 3. Side totals: A 13, B 12. Side B has the fewest pips and scores 13 (the pips of seats 0, 2)."
//! );
//!
//! // The same hand from tiles: a 4-player block needs one number off every hand.
//! let tiles = Leftover::parse_tiles("6-0/5-5/4-3/1-1").unwrap();
//! let end = HandEnd::Block { closed_by: Seat(3), left: tiles };
//! assert_eq!(settle(&rules, 4, &end).unwrap().seat_pips, [6, 10, 7, 2]);
//! ```
//!
//! A deal is checked for a doubles redeal with [`check_deal`]:
//!
//! ```
//! use tranque::{check_deal, Mode, Preset, Tile};
//!
//! let hand: Vec<Tile> = ["6-6", "5-5", "0-0", "1-1", "2-3"].iter().map(|t| t.parse().unwrap()).collect();
//! let check = check_deal(&Preset::BrBasicas.rules(Mode::Pairs), &hand).unwrap();
//! assert!(check.redeal);
//! assert_eq!((check.doubles, check.threshold), (4, Some(4)));
//! assert!(!check_deal(&Preset::PrFederacion.rules(Mode::Pairs), &hand).unwrap().redeal);
//! ```

use serde::{Deserialize, Serialize};

use crate::{Finish, RuleError, Rules, Seat, Table};

mod block;
mod deal;
mod domino;
mod leftover;
mod pass;
mod settlement;

use block::settle_block;
pub use deal::{DealCheck, DealVerdict, OpenerAfterDeal, check_deal, check_deal_doubles};
use domino::settle_domino;
pub use leftover::Leftover;
use pass::settle_pass;
pub use settlement::{
    Compared, EndKind, Explanation, PointsRule, Settlement, TieResolution, Verdict, Worth,
};

/// How a hand ended.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum HandEnd {
    /// `by` laid his last tile.
    Domino {
        /// Who dominoed.
        by: Seat,
        /// What the others hold.
        left: Leftover,
        /// How the last tile was laid, when the rule set scores it (batidas,
        /// a capicúa bonus); left out of the file when `simple`.
        #[serde(default, skip_serializing_if = "Finish::is_simple")]
        finish: Finish,
    },
    /// Nobody can play; `closed_by` laid the tile that blocked the game.
    Block {
        /// Who closed.
        closed_by: Seat,
        /// What everybody holds.
        left: Leftover,
    },
    /// 000 art. 6 §ú: `by` passed holding a playable tile; his side loses the hand.
    PassedWithPlayable {
        /// The offender.
        by: Seat,
    },
}

/// Settles one hand at a table of `seats` players under `rules`, as the
/// first hand (no block before it).
pub fn settle(rules: &Rules, seats: usize, end: &HandEnd) -> Result<Settlement, RuleError> {
    settle_after_blocks(rules, seats, end, 0)
}

/// Settles one hand played after `blocks` blocked hands in a row: under
/// batidas with `block_raises_next` a domino or a block won is worth one more
/// for each (the match's fold counts them: `Standings::blocks_in_a_row`).
///
/// ```
/// use tranque::{settle_after_blocks, Finish, HandEnd, Leftover, Mode, Preset, Seat};
///
/// let rules = Preset::BrBatidas.rules(Mode::Pairs);
/// let carroca = HandEnd::Domino { by: Seat(1), left: Leftover::Pips(vec![9, 0, 4, 12]), finish: Finish::Carroca };
/// assert_eq!(settle_after_blocks(&rules, 4, &carroca, 0).unwrap().points, 2);
/// assert_eq!(settle_after_blocks(&rules, 4, &carroca, 2).unwrap().points, 4);
/// ```
pub fn settle_after_blocks(
    rules: &Rules,
    seats: usize,
    end: &HandEnd,
    blocks: u32,
) -> Result<Settlement, RuleError> {
    let table = Table::new(seats, rules.mode)?;
    settle_at(rules, &table, end, blocks)
}

pub(crate) fn settle_at(
    rules: &Rules,
    table: &Table,
    end: &HandEnd,
    blocks: u32,
) -> Result<Settlement, RuleError> {
    let after_blocks = match rules.batidas {
        Some(batidas) if batidas.block_raises_next => blocks,
        _ => 0,
    };
    let mut settlement = match end {
        HandEnd::Domino { by, left, finish } => settle_domino(rules, table, *by, left, *finish)?,
        HandEnd::Block { closed_by, left } => settle_block(rules, table, *closed_by, left)?,
        HandEnd::PassedWithPlayable { by } => settle_pass(rules, table, *by)?,
    };
    // The blocks before raise a domino or a block that somebody wins; a pass
    // with a playable tile scores its one hand and leaves them for the next.
    let raised = matches!(
        settlement.explanation.points_rule,
        PointsRule::Batida | PointsRule::BlockWorth
    );
    if raised && after_blocks > 0 {
        settlement.explanation.worth.after_blocks = after_blocks;
        settlement.points = settlement.explanation.worth.points();
    }
    Ok(settlement)
}
