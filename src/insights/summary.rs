//! Every figure of an [`Insights`] as one plain value ([`Summary`]): what
//! `tranque stats --json` prints, and what a screen lists.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{BestHand, Filter, Insights, Meeting, Rating, Ratings};

/// A rated player, in a ranking.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RatedPlayer {
    /// The player's key.
    pub key: String,
    /// The rating.
    #[serde(flatten)]
    pub rating: Rating,
}

/// A partner or rival named by key and name, with the figures that chose it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Named {
    /// The other player's key.
    pub key: String,
    /// Their name.
    pub name: String,
    /// Matches together (a partner) or against each other (a rival).
    pub matches: u32,
    /// Of them, won together (a partner) or lost to them (a rival).
    pub count: u32,
}

/// One player's figures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerSummary {
    /// The player's key.
    pub key: String,
    /// Their name as last written.
    pub name: String,
    /// Finished matches played.
    pub matches: u32,
    /// Won.
    pub wins: u32,
    /// Hands their side won.
    pub hands_won: u32,
    /// Their side's final scores, summed.
    pub points: i64,
    /// Their overall rating.
    pub rating: Option<Rating>,
    /// Zapatos given.
    pub zapatos_given: u32,
    /// Zapatos taken.
    pub zapatos_taken: u32,
    /// The longest winning streak.
    pub longest_streak: u32,
    /// The current winning streak.
    pub current_streak: u32,
    /// The best hand.
    pub best_hand: Option<BestHand>,
    /// The best partner (wins together).
    pub best_partner: Option<Named>,
    /// The toughest rival (losses to them).
    pub toughest_rival: Option<Named>,
}

/// One partnership's figures.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartnershipSummary {
    /// Its players' keys, in order.
    pub keys: [String; 2],
    /// Their names.
    pub names: [String; 2],
    /// Matches together.
    pub matches: u32,
    /// Won.
    pub wins: u32,
    /// Zapatos given.
    pub zapatos_given: u32,
    /// Zapatos taken.
    pub zapatos_taken: u32,
    /// The longest winning streak.
    pub longest_streak: u32,
    /// The current winning streak.
    pub current_streak: u32,
    /// The best hand.
    pub best_hand: Option<BestHand>,
}

/// Every figure, as one value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// What was counted.
    pub filter: Filter,
    /// Finished matches counted.
    pub matches: u32,
    /// Abandoned matches (in no figure).
    pub abandoned: u32,
    /// The overall ranking, best first.
    pub ratings: Vec<RatedPlayer>,
    /// The ranking per rule set.
    pub ratings_by_rules: BTreeMap<String, Vec<RatedPlayer>>,
    /// Every player, by key.
    pub players: Vec<PlayerSummary>,
    /// Every partnership, by keys.
    pub partnerships: Vec<PartnershipSummary>,
}

fn ranking(ratings: &Ratings) -> Vec<RatedPlayer> {
    ratings
        .ranked()
        .into_iter()
        .map(|(key, rating)| RatedPlayer {
            key: key.to_owned(),
            rating: rating.clone(),
        })
        .collect()
}

fn named<T>(
    found: Option<(&String, &T)>,
    figures: impl Fn(&T) -> (&str, u32, u32),
) -> Option<Named> {
    let (key, value) = found?;
    let (name, matches, count) = figures(value);
    Some(Named {
        key: key.clone(),
        name: name.to_owned(),
        matches,
        count,
    })
}

impl Insights {
    /// Every figure as one value.
    pub fn summary(&self) -> Summary {
        let players = self
            .players()
            .iter()
            .map(|(key, p)| PlayerSummary {
                key: key.clone(),
                name: p.name.clone(),
                matches: p.matches,
                wins: p.wins,
                hands_won: p.hands_won,
                points: p.points,
                rating: self.ratings().overall.get(key).cloned(),
                zapatos_given: p.feats.zapatos_given,
                zapatos_taken: p.feats.zapatos_taken,
                longest_streak: p.feats.longest_streak,
                current_streak: p.feats.current_streak,
                best_hand: p.feats.best_hand.clone(),
                best_partner: named(self.best_partner(key), |t| {
                    (t.name.as_str(), t.matches, t.wins)
                }),
                toughest_rival: named(self.toughest_rival(key), |m: &Meeting| {
                    (m.name.as_str(), m.matches, m.losses)
                }),
            })
            .collect();
        let partnerships = self
            .partnerships()
            .iter()
            .map(|((a, b), p)| PartnershipSummary {
                keys: [a.clone(), b.clone()],
                names: p.names.clone(),
                matches: p.matches,
                wins: p.wins,
                zapatos_given: p.feats.zapatos_given,
                zapatos_taken: p.feats.zapatos_taken,
                longest_streak: p.feats.longest_streak,
                current_streak: p.feats.current_streak,
                best_hand: p.feats.best_hand.clone(),
            })
            .collect();
        Summary {
            filter: self.filter().clone(),
            matches: self.counted(),
            abandoned: self.abandoned(),
            ratings: ranking(&self.ratings().overall),
            ratings_by_rules: self
                .ratings()
                .by_rules
                .iter()
                .map(|(rules, ratings)| (rules.clone(), ranking(ratings)))
                .collect(),
            players,
            partnerships,
        }
    }
}
