//! A head-to-head: two players, or two partnerships, and every finished
//! match where they sat on different sides.

use leptos::prelude::*;
use tranque::insights::{Meeting, Summary};

use super::stats_filter;
use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

/// Who can be chosen: each player and each partnership, by name.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Options {
    players: Vec<(Vec<String>, String)>,
    partnerships: Vec<(Vec<String>, String)>,
}

impl Options {
    /// The players and partnerships of `summary`, by name.
    pub fn of(summary: &Summary) -> Options {
        let mut players: Vec<(Vec<String>, String)> = summary
            .players
            .iter()
            .map(|p| (vec![p.key.clone()], p.name.clone()))
            .collect();
        players.sort_by_key(|a| a.1.to_lowercase());
        let partnerships = summary
            .partnerships
            .iter()
            .map(|p| (p.keys.to_vec(), p.names.join(" & ")))
            .collect();
        Options {
            players,
            partnerships,
        }
    }

    /// The keys of a choice's value (`p3`, `t0`), if it is one.
    fn keys(&self, value: &str) -> Option<Vec<String>> {
        let (kind, index) = value.split_at_checked(1)?;
        let index: usize = index.parse().ok()?;
        let list = match kind {
            "p" => &self.players,
            "t" => &self.partnerships,
            _ => return None,
        };
        list.get(index).map(|(keys, _)| keys.clone())
    }
}

/// Two choices, and what they did against each other.
#[component]
pub fn HeadToHead(options: Options) -> impl IntoView {
    let c = ctx();
    let f = stats_filter();
    let options = StoredValue::new(options);
    let first = RwSignal::new(String::new());
    let second = RwSignal::new(String::new());
    let chosen = move || {
        let (a, b) = (first.get(), second.get());
        let keys = options.with_value(|o| (o.keys(&a), o.keys(&b)));
        match keys {
            (Some(a), Some(b)) => Some((a, b)),
            _ => None,
        }
    };
    let met = LocalResource::new(move || {
        let chosen = chosen();
        let filter = f.filter();
        async move {
            let (a, b) = chosen?;
            if a.len() != b.len() {
                return Some(Outcome::Mixed);
            }
            if a == b {
                return Some(Outcome::Same);
            }
            Some(Outcome::Met(
                c.answered(api::head_to_head(&a, &b, &filter).await)?,
            ))
        }
    });
    let choices = move || {
        options.with_value(|o| {
            let group = |list: &[(Vec<String>, String)], kind: char| {
                list.iter()
                    .enumerate()
                    .map(|(i, (_, name))| {
                        view! { <option value=format!("{kind}{i}")>{name.clone()}</option> }
                    })
                    .collect_view()
            };
            let (players, partnerships) = (group(&o.players, 'p'), group(&o.partnerships, 't'));
            view! {
                <option value="">"—"</option>
                <optgroup label=move || t_string!(c.i18n, per_player)>{players}</optgroup>
                <optgroup label=move || t_string!(c.i18n, per_partnership)>{partnerships}</optgroup>
            }
        })
    };
    let result = move || {
        let answer = met.get().flatten()?;
        Some(match answer {
            Outcome::Mixed => {
                view! { <p class="notice warn" id="h2h-result">{t_string!(c.i18n, h2h_mixed)}</p> }
                    .into_any()
            }
            Outcome::Same => {
                view! { <p class="notice warn" id="h2h-result">{t_string!(c.i18n, h2h_same)}</p> }
                    .into_any()
            }
            Outcome::Met(None) => {
                view! { <p class="muted" id="h2h-result">{t_string!(c.i18n, h2h_never)}</p> }
                    .into_any()
            }
            Outcome::Met(Some(m)) => view! {
                <p class="headline" id="h2h-result">
                    {t_string!(
                        c.i18n,
                        h2h_figures,
                        matches = m.matches.to_string(),
                        wins = m.wins.to_string(),
                        losses = m.losses.to_string(),
                        hands_won = m.hands_won.to_string(),
                        hands_lost = m.hands_lost.to_string(),
                        points_for = m.points_for.to_string(),
                        points_against = m.points_against.to_string()
                    )}
                </p>
            }
            .into_any(),
        })
    };
    view! {
        <section class="card" aria-labelledby="h2h-title">
            <h2 id="h2h-title">{move || t_string!(c.i18n, head_to_head)}</h2>
            <p class="muted explain">{move || t_string!(c.i18n, explain_head_to_head)}</p>
            <div class="row">
                <label>
                    {move || t_string!(c.i18n, h2h_first)}
                    <select id="h2h-first" on:change=move |ev| first.set(event_target_value(&ev))>{choices}</select>
                </label>
                <label>
                    {move || t_string!(c.i18n, h2h_second)}
                    <select id="h2h-second" on:change=move |ev| second.set(event_target_value(&ev))>{choices}</select>
                </label>
            </div>
            <div aria-live="polite">{result}</div>
        </section>
    }
}

/// What two choices give.
#[derive(Debug, Clone)]
enum Outcome {
    /// A player against a partnership: not a head-to-head.
    Mixed,
    /// One against itself.
    Same,
    /// Their matches against each other, if any.
    Met(Option<Meeting>),
}
