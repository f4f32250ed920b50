//! Ratings: Weng-Lin (the model OpenSkill implements), from the
//! `skillratings` crate. A pairs match is two teams of two; an individual
//! match (2 to 4 players) is a free-for-all, one team per player, ranked
//! winners first, then by score. Each player's rating is a mean (μ) and an
//! uncertainty (σ); the one shown is the conservative μ − 3σ, so a newcomer
//! who won twice (σ still high) stays below a veteran with the same mean.
//!
//! A player reads the shown value as **rating points**
//! ([`rating_points`]): 1000 + 40 × (μ − 3σ), whole, never below 0. A
//! newcomer has 1000; the scale is the same model's, stretched to the size
//! of the ratings players know from chess or dominoes clubs.
//!
//! Ratings are folded match by match ([`Ratings::add`]): updating them as a
//! match finishes and recomputing them from every match in order give the
//! same values, bit for bit (the same operations in the same order).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use skillratings::weng_lin::{
    WengLinConfig, WengLinRating, weng_lin_multi_team, weng_lin_two_teams,
};
use skillratings::{MultiTeamOutcome, Outcomes};

use super::Played;

/// A newcomer's mean (μ), the crate's default.
pub const START_MU: f64 = 25.0;
/// A newcomer's uncertainty (σ), the crate's default: 25 / 3.
pub const START_SIGMA: f64 = 25.0 / 3.0;
/// The skill-class width (β), the crate's default: 25 / 6, the gap in μ
/// that gives the stronger side about two wins in three.
pub const BETA: f64 = 25.0 / 6.0;
/// How many uncertainties below its mean a rating is shown.
pub const DISPLAY_SIGMAS: f64 = 3.0;

/// The rating points a newcomer has (μ − 3σ = 0).
pub const POINTS_AT_ZERO: f64 = 1000.0;
/// Rating points per unit of μ − 3σ: β (the gap that gives the stronger
/// side about two wins in three) is about 167 points.
pub const POINTS_PER_UNIT: f64 = 40.0;

/// A value of the model's scale (μ − 3σ, or either end of the band) in
/// rating points: 1000 + 40 × value, rounded to a whole point, never below 0.
pub fn rating_points(value: f64) -> i64 {
    // `as` saturates; the model's values stay within a few hundred of 0.
    (POINTS_AT_ZERO + POINTS_PER_UNIT * value).round().max(0.0) as i64
}

/// How many rating points the last match moved a player's chart: the
/// difference with the match before it, or with a newcomer's 1000 after
/// their first match. `None` before any rated match.
pub fn last_change(chart: &[RatingPoint]) -> Option<i64> {
    let last = chart.last()?;
    let before = match chart.len() {
        1 => rating_points(0.0),
        n => chart[n - 2].points,
    };
    Some(last.points - before)
}

/// One player's rating.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The name last written for the player.
    pub name: String,
    /// The mean (μ).
    pub mu: f64,
    /// The uncertainty (σ).
    pub sigma: f64,
    /// What is ranked by: μ − 3σ.
    pub display: f64,
    /// What is shown: `display` in rating points ([`rating_points`]).
    #[serde(default)]
    pub points: i64,
    /// Rated matches played.
    pub matches: u32,
}

impl Rating {
    fn start(name: &str) -> Rating {
        Rating::of(name, WengLinRating::new(), 0)
    }

    fn of(name: &str, model: WengLinRating, matches: u32) -> Rating {
        let display = model.rating - DISPLAY_SIGMAS * model.uncertainty;
        Rating {
            name: name.to_owned(),
            mu: model.rating,
            sigma: model.uncertainty,
            display,
            points: rating_points(display),
            matches,
        }
    }

    /// Where the player's skill likely lies (μ ± 3σ), in rating points:
    /// the shown rating is its careful end.
    pub fn band_points(&self) -> (i64, i64) {
        let spread = DISPLAY_SIGMAS * self.sigma;
        (
            rating_points(self.mu - spread),
            rating_points(self.mu + spread),
        )
    }

    fn model(&self) -> WengLinRating {
        WengLinRating {
            rating: self.mu,
            uncertainty: self.sigma,
        }
    }
}

/// A player's rating after one of their matches: a point of its chart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RatingPoint {
    /// The match.
    pub match_id: String,
    /// When it finished.
    pub finished_at_ms: i64,
    /// The mean after it.
    pub mu: f64,
    /// The uncertainty after it.
    pub sigma: f64,
    /// μ − 3σ after it.
    pub display: f64,
    /// The rating points after it ([`rating_points`]).
    #[serde(default)]
    pub points: i64,
}

/// The ratings of every player of a set of matches, folded in order.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Ratings {
    players: BTreeMap<String, Rating>,
    #[serde(skip)]
    history: BTreeMap<String, Vec<RatingPoint>>,
}

impl Ratings {
    /// Rates one finished match; an abandoned one changes nothing and
    /// gives `false`. A forfeit is rated as the result it records: the
    /// side that stays wins.
    pub fn add(&mut self, played: &Played) -> bool {
        if !played.is_finished() || played.sides.len() < 2 {
            return false;
        }
        let config = WengLinConfig::new();
        // The sides are rated in one order whatever their seats: by rank
        // (winners first), then by their players' keys. A match and its
        // mirror make the same calls and give the same values, bit for bit.
        let ranks = ranks(played);
        let mut order: Vec<usize> = (0..played.sides.len()).collect();
        order.sort_by(|&a, &b| {
            ranks[a]
                .cmp(&ranks[b])
                .then_with(|| played.sides[a].keys.cmp(&played.sides[b].keys))
        });
        let teams: Vec<Vec<WengLinRating>> = order
            .iter()
            .map(|&s| {
                played.sides[s]
                    .keys
                    .iter()
                    .map(|key| {
                        self.players
                            .get(key)
                            .map_or_else(WengLinRating::new, Rating::model)
                    })
                    .collect()
            })
            .collect();
        let rated = match (played.is_pairs(), teams.as_slice()) {
            (true, [one, two]) => {
                let outcome = if ranks[order[0]] < ranks[order[1]] {
                    Outcomes::WIN
                } else {
                    Outcomes::DRAW
                };
                let (one, two) = weng_lin_two_teams(one, two, &outcome, &config);
                vec![one, two]
            }
            _ => {
                let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
                    .iter()
                    .zip(&order)
                    .map(|(team, &s)| (team.as_slice(), MultiTeamOutcome::new(ranks[s])))
                    .collect();
                weng_lin_multi_team(&ranked, &config)
            }
        };
        let mut after = vec![Vec::new(); played.sides.len()];
        for (&s, team) in order.iter().zip(rated) {
            after[s] = team;
        }
        for (side, team) in played.sides.iter().zip(after) {
            for ((key, name), model) in side.keys.iter().zip(&side.names).zip(team) {
                let matches = self.players.get(key).map_or(0, |r| r.matches) + 1;
                let rating = Rating::of(name, model, matches);
                self.history
                    .entry(key.clone())
                    .or_default()
                    .push(RatingPoint {
                        match_id: played.id.clone(),
                        finished_at_ms: played.finished_at_ms,
                        mu: rating.mu,
                        sigma: rating.sigma,
                        display: rating.display,
                        points: rating.points,
                    });
                self.players.insert(key.clone(), rating);
            }
        }
        true
    }

    /// Shows `key`'s rating under `name`, the name last written for them.
    pub(crate) fn rename(&mut self, key: &str, name: &str) {
        if let Some(rating) = self.players.get_mut(key) {
            name.clone_into(&mut rating.name);
        }
    }

    /// A player's rating, by key ([`name_key`](crate::name_key)); `None`
    /// for a player never rated (a newcomer: [`Ratings::newcomer`]).
    pub fn get(&self, key: &str) -> Option<&Rating> {
        self.players.get(key)
    }

    /// A newcomer's rating under `name`.
    pub fn newcomer(name: &str) -> Rating {
        Rating::start(name)
    }

    /// Every rated player by key.
    pub fn players(&self) -> &BTreeMap<String, Rating> {
        &self.players
    }

    /// Every rated player, best first (by μ − 3σ, then by name key).
    pub fn ranked(&self) -> Vec<(&str, &Rating)> {
        let mut ranked: Vec<(&str, &Rating)> =
            self.players.iter().map(|(k, r)| (k.as_str(), r)).collect();
        ranked.sort_by(|a, b| b.1.display.total_cmp(&a.1.display).then(a.0.cmp(b.0)));
        ranked
    }

    /// A player's rating after each of their rated matches, oldest first.
    pub fn history(&self, key: &str) -> &[RatingPoint] {
        self.history.get(key).map_or(&[], Vec::as_slice)
    }
}

/// The free-for-all ranks of a match's sides: every winner first (rank 1),
/// the others after, by score (a higher score a better rank; equal scores
/// share one).
fn ranks(played: &Played) -> Vec<usize> {
    let mut losing: Vec<i64> = played
        .sides
        .iter()
        .filter(|side| !side.won)
        .map(|side| side.score)
        .collect();
    losing.sort_unstable_by(|a, b| b.cmp(a));
    losing.dedup();
    played
        .sides
        .iter()
        .map(|side| {
            if side.won {
                return 1;
            }
            2 + losing.iter().position(|&s| s == side.score).unwrap_or(0)
        })
        .collect()
}

/// Ratings over all rule sets and per rule set.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct RatingBook {
    /// Every rated match, whatever its rules.
    pub overall: Ratings,
    /// Per rule set id, the matches under it only.
    pub by_rules: BTreeMap<String, Ratings>,
}

impl RatingBook {
    /// Shows `key`'s ratings, overall and in every rule set, under `name`.
    pub(crate) fn rename(&mut self, key: &str, name: &str) {
        self.overall.rename(key, name);
        for ratings in self.by_rules.values_mut() {
            ratings.rename(key, name);
        }
    }

    /// Rates a match overall and under its rule set; `false` when it is not
    /// rated (abandoned).
    pub fn add(&mut self, played: &Played) -> bool {
        if !self.overall.add(played) {
            return false;
        }
        self.by_rules
            .entry(played.rules.clone())
            .or_default()
            .add(played);
        true
    }
}
