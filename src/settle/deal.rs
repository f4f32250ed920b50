//! A deal checked for a doubles redeal.

use serde::{Deserialize, Serialize};

use crate::tile::HAND_SIZE;
use crate::{Hand, RuleError, Rules, Tile};

/// What a deal means under a rule set's doubles redeal.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DealCheck {
    /// All tiles are to be reshuffled and dealt again.
    pub redeal: bool,
    /// Doubles in the hand.
    pub doubles: u8,
    /// The rule set's threshold (`None`: all doubles are played).
    pub threshold: Option<u8>,
    /// The doubles to show (empty when checked from a count).
    pub doubles_shown: Vec<Tile>,
    /// The verdict.
    pub verdict: DealVerdict,
    /// What it does to the opener.
    pub opener: OpenerAfterDeal,
}

/// Why a deal stands or is redealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DealVerdict {
    /// The rules play with all doubles (004 §3): no redeal.
    AllDoublesPlayed,
    /// Fewer doubles than the threshold.
    BelowThreshold,
    /// As many doubles as the threshold or more (000 art. 3).
    Redeal,
}

/// What a deal check does to who opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpenerAfterDeal {
    /// The deal stands: the hand is opened as it was going to be.
    Unchanged,
    /// Redeal: the same player opens the new deal; on the first hand of a match,
    /// whoever holds 6-6 in the new deal (000 art. 3 §ú). A redeal is not a hand.
    SameOpener,
}

/// Checks one player's dealt tiles (at most 7, distinct) for a doubles redeal.
pub fn check_deal(rules: &Rules, tiles: &[Tile]) -> Result<DealCheck, RuleError> {
    let hand = Hand::new(tiles.to_vec())?;
    let mut check = check_deal_doubles(rules, u32::from(hand.doubles()))?;
    check.doubles_shown = hand
        .tiles()
        .iter()
        .copied()
        .filter(|t| t.is_double())
        .collect();
    Ok(check)
}

/// Checks a count of doubles (0–7) for a redeal.
pub fn check_deal_doubles(rules: &Rules, doubles: u32) -> Result<DealCheck, RuleError> {
    let count = u8::try_from(doubles)
        .ok()
        .filter(|&d| usize::from(d) <= HAND_SIZE)
        .ok_or(RuleError::DoublesOutOfRange { doubles })?;
    let verdict = match rules.redeal_doubles {
        None => DealVerdict::AllDoublesPlayed,
        Some(n) if count >= n => DealVerdict::Redeal,
        Some(_) => DealVerdict::BelowThreshold,
    };
    let redeal = verdict == DealVerdict::Redeal;
    Ok(DealCheck {
        redeal,
        doubles: count,
        threshold: rules.redeal_doubles,
        doubles_shown: Vec::new(),
        verdict,
        opener: if redeal {
            OpenerAfterDeal::SameOpener
        } else {
            OpenerAfterDeal::Unchanged
        },
    })
}
