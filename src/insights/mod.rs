//! Insights over a history of matches: ratings, partners and rivals,
//! head-to-head, zapatos, streaks and best hands, for a period and a rule
//! set. Every definition is in `docs/statistics.md`.
//!
//! The input is each match as the core folds it ([`Played::new`]); the
//! figures are folded match by match in the order the matches finished
//! (then by id), so they can be kept up to date as a match finishes
//! ([`Insights::add`]) and recomputing them from scratch
//! ([`Insights::from_matches`]) gives exactly the same values. Nothing here
//! does IO or reads a clock.
//!
//! A player is one key ([`name_key`](crate::name_key)) and one name in
//! every figure: the name last written for them in the history, in a match
//! the filter leaves out or an abandoned one as well ([`Insights::name`]).
//!
//! - [`played`]: a match as the insights read it ([`Played`]).
//! - [`filter`](mod@filter): a period and a rule set ([`Filter`]).
//! - [`ratings`]: Weng-Lin ratings, overall and per rule set ([`RatingBook`]).
//! - [`meetings`]: partners, rivals, head-to-head ([`Meeting`]).
//! - [`feats`]: zapatos, winning streaks, the best hand ([`Feats`]).
//!
//! ```
//! use tranque::insights::{Filter, Insights, Played};
//! use tranque::{Event, ForfeitReason, Match, MatchSetup, Mode, Preset, Side};
//!
//! let setup = MatchSetup {
//!     rules: Preset::PrFederacion.rules(Mode::Pairs),
//!     seats: ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec(),
//! };
//! let forfeit = Event::Forfeit { loser: Side(1), reason: ForfeitReason::Withdrawal };
//! let game = Match::new(setup).unwrap().apply(forfeit).unwrap();
//! let played = Played::new("m1", 1_000, Some("pr-federacion"), &game).unwrap();
//!
//! let insights = Insights::from_matches(Filter::default(), [played]);
//! let ana = insights.player("ana").unwrap();
//! assert_eq!((ana.matches, ana.wins), (1, 1));
//! // A forfeit is rated as the win it records, and is never a zapato.
//! assert!(insights.ratings().overall.get("ana").unwrap().mu > 25.0);
//! assert_eq!(ana.feats.zapatos_given, 0);
//! ```

pub mod feats;
pub mod filter;
pub mod meetings;
pub mod played;
pub mod ratings;
mod summary;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub use feats::{BestHand, Feats};
pub use filter::Filter;
pub use meetings::{MIN_MEETINGS, Meeting, Together, best_partner, toughest_rival};
pub use played::{CUSTOM_RULES, Played, PlayedSide, ScoredHand, Unrated};
pub use ratings::{Rating, RatingBook, RatingPoint, Ratings, last_change, rating_points};
pub use summary::{
    Named, Opponent, PartnershipSummary, PlayerPage, PlayerSummary, RatedPlayer, Summary,
};

use meetings::SideResult;

/// Two players' keys, in order: a partnership's identity.
pub type PairKey = (String, String);

/// What one player did in the counted matches.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRecord {
    /// The name last written for the player.
    pub name: String,
    /// Finished matches played.
    pub matches: u32,
    /// Of them, won.
    pub wins: u32,
    /// Hands their side won.
    pub hands_won: u32,
    /// Their side's final scores, summed.
    pub points: i64,
    /// Zapatos, streaks, best hand.
    pub feats: Feats,
    /// Each partner (by key) and the matches with them.
    pub partners: BTreeMap<String, Together>,
    /// Each opponent (by key) and the matches against them.
    pub opponents: BTreeMap<String, Meeting>,
}

/// What a partnership (two players on one side) did in the counted matches.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartnershipRecord {
    /// Its players' names as last written, in key order.
    pub names: [String; 2],
    /// Finished matches played together.
    pub matches: u32,
    /// Of them, won.
    pub wins: u32,
    /// Zapatos, streaks, best hand.
    pub feats: Feats,
    /// Each opposing partnership and the matches against it.
    #[serde(skip)]
    pub opponents: BTreeMap<PairKey, Meeting>,
}

/// What [`Insights::add`] did with a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Added {
    /// Counted in every figure.
    Counted,
    /// Abandoned (never finished): counted as such, in no figure.
    Abandoned,
    /// Outside the filter's period or rule set.
    Filtered,
}

/// A match added before one already counted: the figures are folded in
/// order, so the caller recomputes them ([`Insights::from_matches`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("match {id} finished before the last one counted ({last_id})")]
pub struct OutOfOrder {
    /// The match refused.
    pub id: String,
    /// The last match counted.
    pub last_id: String,
}

/// Every figure of a history, for one [`Filter`].
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Insights {
    filter: Filter,
    last: Option<(i64, String)>,
    counted: u32,
    abandoned: u32,
    ratings: RatingBook,
    players: BTreeMap<String, PlayerRecord>,
    partnerships: BTreeMap<PairKey, PartnershipRecord>,
    /// Each player's name last written, by key, over every match added.
    names: BTreeMap<String, String>,
}

impl Insights {
    /// No match yet, counting those `filter` holds.
    pub fn new(filter: Filter) -> Insights {
        Insights {
            filter,
            ..Insights::default()
        }
    }

    /// Every figure of `matches`, whatever their order: sorted by when they
    /// finished, then by id, and added one by one. A match given twice
    /// (one id at one instant) is counted once.
    pub fn from_matches(filter: Filter, matches: impl IntoIterator<Item = Played>) -> Insights {
        let mut matches: Vec<Played> = matches.into_iter().collect();
        matches.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
        let mut insights = Insights::new(filter);
        for played in &matches {
            // Sorted: only a repeated match is out of order, and it is skipped.
            let _ = insights.add(played);
        }
        insights
    }

    /// Adds a match that finished after every one added so far (by
    /// [`Played::order_key`]); refuses, changing nothing, one that did not.
    pub fn add(&mut self, played: &Played) -> Result<Added, OutOfOrder> {
        if let Some((at, id)) = &self.last
            && (played.finished_at_ms, played.id.as_str()) <= (*at, id.as_str())
        {
            return Err(OutOfOrder {
                id: played.id.clone(),
                last_id: id.clone(),
            });
        }
        self.last = Some((played.finished_at_ms, played.id.clone()));
        for side in &played.sides {
            for (key, name) in side.keys.iter().zip(&side.names) {
                if self.names.get(key) != Some(name) {
                    self.names.insert(key.clone(), name.clone());
                    self.rename(key, name);
                }
            }
        }
        if !self.filter.counts(played) {
            return Ok(Added::Filtered);
        }
        if !played.is_finished() {
            self.abandoned += 1;
            return Ok(Added::Abandoned);
        }
        self.counted += 1;
        self.ratings.add(played);
        self.count_players(played);
        self.count_partnerships(played);
        Ok(Added::Counted)
    }

    fn count_players(&mut self, played: &Played) {
        let zapato = played.is_zapato();
        let results: Vec<SideResult> = played.sides.iter().map(side_result).collect();
        for (s, side) in played.sides.iter().enumerate() {
            for (key, name) in side.keys.iter().zip(&side.names) {
                let record = self.players.entry(key.clone()).or_default();
                name.clone_into(&mut record.name);
                record.matches += 1;
                record.wins += u32::from(side.won);
                record.hands_won += side.hands_won;
                record.points += side.score;
                record
                    .feats
                    .count(side.won, zapato, &played.id, side_hands(played, s));
                for (partner, partner_name) in side.keys.iter().zip(&side.names) {
                    if partner == key {
                        continue;
                    }
                    let together = record.partners.entry(partner.clone()).or_default();
                    partner_name.clone_into(&mut together.name);
                    together.matches += 1;
                    together.wins += u32::from(side.won);
                }
                for (o, other) in played.sides.iter().enumerate() {
                    if o == s {
                        continue;
                    }
                    for (opponent, opponent_name) in other.keys.iter().zip(&other.names) {
                        let meeting = record.opponents.entry(opponent.clone()).or_default();
                        opponent_name.clone_into(&mut meeting.name);
                        meeting.count(results[s], results[o]);
                    }
                }
            }
        }
    }

    /// Writes `name` wherever the figures name the player `key`: their
    /// record, their partners' and opponents' records, their partnerships
    /// and the partnerships that met them, their ratings.
    fn rename(&mut self, key: &str, name: &str) {
        self.ratings.rename(key, name);
        let Some(record) = self.players.get_mut(key) else {
            return;
        };
        name.clone_into(&mut record.name);
        // Partners and opponents are met both ways: each names `key` back.
        for (other, record) in &mut self.players {
            if other == key {
                continue;
            }
            if let Some(together) = record.partners.get_mut(key) {
                name.clone_into(&mut together.name);
            }
            if let Some(meeting) = record.opponents.get_mut(key) {
                name.clone_into(&mut meeting.name);
            }
        }
        let mut renamed: Vec<(PairKey, String)> = Vec::new();
        for (pair, record) in &mut self.partnerships {
            let at = match (pair.0 == key, pair.1 == key) {
                (true, _) => 0,
                (_, true) => 1,
                _ => continue,
            };
            name.clone_into(&mut record.names[at]);
            renamed.push((pair.clone(), record.names.join(" & ")));
        }
        for (pair, joined) in renamed {
            let met: Vec<PairKey> = self.partnerships[&pair].opponents.keys().cloned().collect();
            for other in met {
                if let Some(meeting) = self
                    .partnerships
                    .get_mut(&other)
                    .and_then(|o| o.opponents.get_mut(&pair))
                {
                    meeting.name.clone_from(&joined);
                }
            }
        }
    }

    fn count_partnerships(&mut self, played: &Played) {
        if !played.is_pairs() {
            return;
        }
        let zapato = played.is_zapato();
        let results: Vec<SideResult> = played.sides.iter().map(side_result).collect();
        for (s, side) in played.sides.iter().enumerate() {
            let Some((key, names)) = pair_of(&side.keys, &side.names) else {
                continue;
            };
            let record = self.partnerships.entry(key).or_default();
            record.names = names;
            record.matches += 1;
            record.wins += u32::from(side.won);
            record
                .feats
                .count(side.won, zapato, &played.id, side_hands(played, s));
            for (o, other) in played.sides.iter().enumerate() {
                let Some((other_key, other_names)) = pair_of(&other.keys, &other.names) else {
                    continue;
                };
                if o == s {
                    continue;
                }
                let meeting = record.opponents.entry(other_key).or_default();
                meeting.name = other_names.join(" & ");
                meeting.count(results[s], results[o]);
            }
        }
    }

    /// The filter the figures count by.
    pub fn filter(&self) -> &Filter {
        &self.filter
    }

    /// Finished matches counted.
    pub fn counted(&self) -> u32 {
        self.counted
    }

    /// Abandoned matches in the filter (in no figure).
    pub fn abandoned(&self) -> u32 {
        self.abandoned
    }

    /// The ratings, overall and per rule set.
    pub fn ratings(&self) -> &RatingBook {
        &self.ratings
    }

    /// The name last written for the player `key`, in any match added (one
    /// the filter leaves out, or abandoned, as well): the one every figure
    /// shows.
    pub fn name(&self, key: &str) -> Option<&str> {
        self.names.get(key).map(String::as_str)
    }

    /// A player's record, by key ([`name_key`](crate::name_key)).
    pub fn player(&self, key: &str) -> Option<&PlayerRecord> {
        self.players.get(key)
    }

    /// Every player's record, by key.
    pub fn players(&self) -> &BTreeMap<String, PlayerRecord> {
        &self.players
    }

    /// A partnership's record, its two keys in either order.
    pub fn partnership(&self, a: &str, b: &str) -> Option<&PartnershipRecord> {
        self.partnerships.get(&pair_key(a, b))
    }

    /// Every partnership's record, by its keys in order.
    pub fn partnerships(&self) -> &BTreeMap<PairKey, PartnershipRecord> {
        &self.partnerships
    }

    /// Head-to-head of two players (one key each) or two partnerships (two
    /// keys each), from the first's side; `None` when they never met.
    pub fn head_to_head(&self, first: &[&str], second: &[&str]) -> Option<Meeting> {
        match (first, second) {
            ([a], [b]) => self.player(a)?.opponents.get(*b).cloned(),
            ([a1, a2], [b1, b2]) => self
                .partnership(a1, a2)?
                .opponents
                .get(&pair_key(b1, b2))
                .cloned(),
            _ => None,
        }
    }

    /// A player's best partner ([`best_partner`]).
    pub fn best_partner(&self, key: &str) -> Option<(&String, &Together)> {
        best_partner(&self.player(key)?.partners)
    }

    /// A player's toughest rival ([`toughest_rival`]).
    pub fn toughest_rival(&self, key: &str) -> Option<(&String, &Meeting)> {
        toughest_rival(&self.player(key)?.opponents)
    }
}

fn side_result(side: &PlayedSide) -> SideResult {
    SideResult {
        won: side.won,
        hands_won: side.hands_won,
        score: side.score,
    }
}

/// The hands side `s` scored: `(number, points)`.
fn side_hands(played: &Played, s: usize) -> impl Iterator<Item = (u32, u32)> + '_ {
    played
        .hands
        .iter()
        .filter(move |hand| hand.side.index() == s)
        .map(|hand| (hand.number, hand.points))
}

/// Two keys in order.
fn pair_key(a: &str, b: &str) -> PairKey {
    if a <= b {
        (a.to_owned(), b.to_owned())
    } else {
        (b.to_owned(), a.to_owned())
    }
}

/// A side of two as a partnership: its keys in order and names to match.
fn pair_of(keys: &[String], names: &[String]) -> Option<(PairKey, [String; 2])> {
    let ([a, b], [na, nb]) = (keys, names) else {
        return None;
    };
    Some(if a <= b {
        ((a.clone(), b.clone()), [na.clone(), nb.clone()])
    } else {
        ((b.clone(), a.clone()), [nb.clone(), na.clone()])
    })
}
