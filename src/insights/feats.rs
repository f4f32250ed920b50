//! Zapatos, streaks and the best hand: what a player or a partnership did
//! that a table remembers.

use serde::{Deserialize, Serialize};

/// The most points a side scored in one hand, and where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BestHand {
    /// The hand's points.
    pub points: u32,
    /// The match it was in.
    pub match_id: String,
    /// Its number in that match, from 1.
    pub hand_number: u32,
}

/// Zapatos given and taken, winning streaks and the best hand.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Feats {
    /// Matches won with every loser at 0 points (a *zapato*).
    pub zapatos_given: u32,
    /// Matches lost at 0 points to a zapato.
    pub zapatos_taken: u32,
    /// The most matches won in a row.
    pub longest_streak: u32,
    /// Matches won in a row up to the latest one (0 after a loss).
    pub current_streak: u32,
    /// The most points the side scored in one hand (the first such hand on
    /// a tie); `None` before any hand won.
    pub best_hand: Option<BestHand>,
}

impl Feats {
    /// Counts one finished match: won or not, a zapato or not, and the
    /// hands the side scored (`(hand number, points)`).
    pub(super) fn count(
        &mut self,
        won: bool,
        zapato: bool,
        match_id: &str,
        hands: impl Iterator<Item = (u32, u32)>,
    ) {
        if won {
            self.current_streak += 1;
            self.longest_streak = self.longest_streak.max(self.current_streak);
            self.zapatos_given += u32::from(zapato);
        } else {
            self.current_streak = 0;
            self.zapatos_taken += u32::from(zapato);
        }
        for (hand_number, points) in hands {
            if self
                .best_hand
                .as_ref()
                .is_some_and(|best| best.points >= points)
            {
                continue;
            }
            self.best_hand = Some(BestHand {
                points,
                match_id: match_id.to_owned(),
                hand_number,
            });
        }
    }
}
