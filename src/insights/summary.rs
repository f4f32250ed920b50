//! Every figure of an [`Insights`] as one plain value ([`Summary`]): what
//! `tranque stats --json` prints, and what a screen lists.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{
    BestHand, Filter, Insights, Meeting, PairKey, PartnershipRecord, Rating, RatingPoint, Ratings,
};

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
            .keys()
            .filter_map(|key| self.player_summary(key))
            .collect();
        let partnerships = self
            .partnerships()
            .iter()
            .map(|(keys, p)| partnership_summary(keys, p))
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

impl Insights {
    /// One player's figures, by key; `None` for a player never counted.
    pub fn player_summary(&self, key: &str) -> Option<PlayerSummary> {
        let p = self.player(key)?;
        Some(PlayerSummary {
            key: key.to_owned(),
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
    }

    /// A player's page, by key: their figures, their rating after each of
    /// their matches, their rating per rule set, every partner and every
    /// opponent (most matches first), and their partnerships. `None` for a
    /// player never counted.
    pub fn player_page(&self, key: &str) -> Option<PlayerPage> {
        let summary = self.player_summary(key)?;
        let record = self.player(key)?;
        let mut partners: Vec<Named> = record
            .partners
            .iter()
            .map(|(k, t)| Named {
                key: k.clone(),
                name: t.name.clone(),
                matches: t.matches,
                count: t.wins,
            })
            .collect();
        partners.sort_by(|a, b| b.matches.cmp(&a.matches).then(a.key.cmp(&b.key)));
        let mut opponents: Vec<Opponent> = record
            .opponents
            .iter()
            .map(|(k, m)| Opponent {
                key: k.clone(),
                meeting: m.clone(),
            })
            .collect();
        opponents.sort_by(|a, b| {
            b.meeting
                .matches
                .cmp(&a.meeting.matches)
                .then(a.key.cmp(&b.key))
        });
        let by_rules = self
            .ratings()
            .by_rules
            .iter()
            .filter_map(|(rules, ratings)| Some((rules.clone(), ratings.get(key)?.clone())))
            .collect();
        let partnerships = self
            .partnerships()
            .iter()
            .filter(|((a, b), _)| a == key || b == key)
            .map(|(keys, p)| partnership_summary(keys, p))
            .collect();
        Some(PlayerPage {
            summary,
            chart: self.ratings().overall.history(key).to_vec(),
            by_rules,
            partners,
            opponents,
            partnerships,
        })
    }
}

fn partnership_summary((a, b): &PairKey, p: &PartnershipRecord) -> PartnershipSummary {
    PartnershipSummary {
        keys: [a.clone(), b.clone()],
        names: p.names.clone(),
        matches: p.matches,
        wins: p.wins,
        zapatos_given: p.feats.zapatos_given,
        zapatos_taken: p.feats.zapatos_taken,
        longest_streak: p.feats.longest_streak,
        current_streak: p.feats.current_streak,
        best_hand: p.feats.best_hand.clone(),
    }
}

/// An opponent on a player's page: who, and every match against them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opponent {
    /// The opponent's key.
    pub key: String,
    /// The matches against them, from the player's side (its `name` is the
    /// opponent's).
    #[serde(flatten)]
    pub meeting: Meeting,
}

/// One player's page: what a screen about one player shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerPage {
    /// Their figures.
    pub summary: PlayerSummary,
    /// Their overall rating after each of their rated matches, in order.
    pub chart: Vec<RatingPoint>,
    /// Their rating in each rule set they played.
    pub by_rules: BTreeMap<String, Rating>,
    /// Every partner: `count` is the wins together. Most matches first.
    pub partners: Vec<Named>,
    /// Every opponent. Most matches first.
    pub opponents: Vec<Opponent>,
    /// Every partnership they were part of.
    pub partnerships: Vec<PartnershipSummary>,
}
