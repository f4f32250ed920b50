//! Partners, rivals and head-to-head: who a player won with, who beat
//! them, and what two players or two partnerships did against each other.

use serde::{Deserialize, Serialize};

/// The fewest matches together (as partners) or against each other (as
/// rivals) before a player's best partner or toughest rival is named: two
/// lucky matches say little.
pub const MIN_MEETINGS: u32 = 3;

/// Matches played on one side with a partner.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Together {
    /// The partner's name, as last written.
    pub name: String,
    /// Matches together.
    pub matches: u32,
    /// Of them, won.
    pub wins: u32,
}

/// What one player (or partnership) did against another, from the first's
/// side: every finished match where they sat on different sides.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meeting {
    /// The other's name (a partnership's: both, joined by ` & `).
    pub name: String,
    /// Matches against each other.
    pub matches: u32,
    /// Matches the first won and the other did not.
    pub wins: u32,
    /// Matches the other won and the first did not (in a free-for-all both
    /// may lose: neither counts).
    pub losses: u32,
    /// Hands the first's side won in those matches.
    pub hands_won: u32,
    /// Hands the other's side won in those matches.
    pub hands_lost: u32,
    /// The first's side's final scores, summed.
    pub points_for: i64,
    /// The other's side's final scores, summed.
    pub points_against: i64,
}

impl Meeting {
    /// The same meeting seen from the other side, named `name`.
    pub fn mirror(&self, name: &str) -> Meeting {
        Meeting {
            name: name.to_owned(),
            matches: self.matches,
            wins: self.losses,
            losses: self.wins,
            hands_won: self.hands_lost,
            hands_lost: self.hands_won,
            points_for: self.points_against,
            points_against: self.points_for,
        }
    }
}

/// A side's part in one match, as a meeting counts it.
#[derive(Debug, Clone, Copy)]
pub(super) struct SideResult {
    pub won: bool,
    pub hands_won: u32,
    pub score: i64,
}

impl Meeting {
    /// Counts one match between `us` and `them`.
    pub(super) fn count(&mut self, us: SideResult, them: SideResult) {
        self.matches += 1;
        self.wins += u32::from(us.won && !them.won);
        self.losses += u32::from(them.won && !us.won);
        self.hands_won += us.hands_won;
        self.hands_lost += them.hands_won;
        self.points_for += us.score;
        self.points_against += them.score;
    }
}

/// The best partner among `partners`: the highest share of wins among
/// those with at least [`MIN_MEETINGS`] matches together, then the most
/// wins, then the first key. Nobody when no such partner won with the player.
pub fn best_partner<'a>(
    partners: impl IntoIterator<Item = (&'a String, &'a Together)>,
) -> Option<(&'a String, &'a Together)> {
    highest_share(partners, |t| (t.wins, t.matches))
}

/// The toughest rival among `opponents`: the highest share of losses
/// among those met at least [`MIN_MEETINGS`] times, then the most losses,
/// then the first key. Nobody when no such rival ever beat the player.
pub fn toughest_rival<'a>(
    opponents: impl IntoIterator<Item = (&'a String, &'a Meeting)>,
) -> Option<(&'a String, &'a Meeting)> {
    highest_share(opponents, |m| (m.losses, m.matches))
}

/// The entry with the highest share of `count`'s first number (what is
/// looked for: wins, losses) over its second (the matches), among those
/// with at least [`MIN_MEETINGS`] matches and one at least of what is
/// looked for; then the most of it, then the first key.
fn highest_share<'a, T>(
    entries: impl IntoIterator<Item = (&'a String, &'a T)>,
    count: impl Fn(&T) -> (u32, u32),
) -> Option<(&'a String, &'a T)> {
    entries
        .into_iter()
        .filter(|(_, t)| {
            let (hits, matches) = count(t);
            matches >= MIN_MEETINGS && hits > 0
        })
        .min_by(|a, b| {
            // a/b ≥ c/d ⇔ a·d ≥ c·b: shares compared without rounding.
            let ((ha, ma), (hb, mb)) = (count(a.1), count(b.1));
            (u64::from(hb) * u64::from(ma))
                .cmp(&(u64::from(ha) * u64::from(mb)))
                .then(hb.cmp(&ha))
                .then(a.0.cmp(b.0))
        })
}
