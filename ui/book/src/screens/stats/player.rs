//! A player's page: their rating with its band and its chart, their
//! record, zapatos, streaks and best hand, their partners and rivals, and
//! their partnerships — for the period and rule set chosen, each figure
//! explained in a line.

use leptos::prelude::*;
use tranque::insights::{MIN_MEETINGS, PlayerPage, last_change};

use super::chart::RatingChart;
use super::{FiguresTable, FilterBar, player_rows, share, stats_filter};
use crate::api::{self, PlayerView};
use crate::ctx::ctx;
use crate::i18n::{t_string, td_string};
use crate::lang::rule_set_name;
use crate::screen::Screen;
use crate::widgets::BackBar;

/// The page of the player whose key is `key`.
#[component]
pub fn PlayerScreen(
    /// The player's name key.
    key: String,
) -> impl IntoView {
    let c = ctx();
    let f = stats_filter();
    let key = StoredValue::new(key);
    let view_of = LocalResource::new(move || {
        let filter = f.filter();
        async move { c.answered(api::player_statistics(&key.get_value(), &filter).await) }
    });
    // The filter's rule sets come with the page (one ask, not every
    // figure of every player), kept while a new filter's page loads.
    let rule_sets = RwSignal::new(Vec::<String>::new());
    Effect::new(move |_| {
        if let Some(view) = view_of.get().flatten() {
            rule_sets.set(view.rule_sets);
        }
    });
    let title = move || {
        view_of
            .get()
            .flatten()
            .and_then(|v| v.name)
            .unwrap_or_default()
    };
    let body = move || {
        let PlayerView { name, page, .. } = view_of.get().flatten()?;
        Some(match (name, page) {
            (None, _) => view! { <p class="muted" id="player-unknown">{t_string!(c.i18n, player_unknown)}</p> }.into_any(),
            (Some(_), None) => view! { <p class="muted" id="player-none">{t_string!(c.i18n, player_no_matches)}</p> }.into_any(),
            (Some(_), Some(page)) => view! { <Figures page=page /> }.into_any(),
        })
    };
    view! {
        <BackBar up=Screen::Stats heading_id="player-name">{title}</BackBar>
        <FilterBar rule_sets=rule_sets />
        <div id="player">{body}</div>
    }
}

/// One labelled figure with its explanation.
fn figure(id: &'static str, label: String, value: String, explain: String) -> impl IntoView {
    view! {
        <div class="figure" id=id>
            <dt>{label}</dt>
            <dd><strong class="figure-value">{value}</strong> <span class="muted explain">{explain}</span></dd>
        </div>
    }
}

/// Every figure of one page.
#[component]
fn Figures(page: PlayerPage) -> impl IntoView {
    let c = ctx();
    let s = page.summary.clone();
    let rating = s.rating.clone();
    let rating_value = rating
        .as_ref()
        .map_or_else(|| "—".to_owned(), |r| r.points.to_string());
    let band = rating.as_ref().map_or_else(String::new, |r| {
        let (low, high) = r.band_points();
        t_string!(
            c.i18n,
            explain_band,
            low = low.to_string(),
            high = high.to_string()
        )
        .to_string()
    });
    let trend = last_change(&page.chart).map(|change| {
        let (arrow, class, words) = match change {
            1.. => (
                "▲",
                "trend up",
                t_string!(c.i18n, rating_up, points = change.to_string()).to_string(),
            ),
            0 => ("=", "trend", t_string!(c.i18n, rating_same).to_string()),
            _ => (
                "▼",
                "trend down",
                t_string!(
                    c.i18n,
                    rating_down,
                    points = change.unsigned_abs().to_string()
                )
                .to_string(),
            ),
        };
        view! {
            <p class=class id="fig-trend"><span aria-hidden="true">{arrow}</span>" "{words}</p>
        }
    });
    let best_hand = s.best_hand.clone();
    let best_value = best_hand.as_ref().map_or_else(
        || "—".to_owned(),
        |b| {
            t_string!(
                c.i18n,
                best_hand_value,
                points = b.points.to_string(),
                hand = b.hand_number.to_string()
            )
            .to_string()
        },
    );
    let open_best = best_hand.map(|b| {
        let id = b.match_id.clone();
        view! {
            <button class="secondary" id="open-best-hand" on:click=move |_| c.go(Screen::Review(id.clone()))>
                {move || t_string!(c.i18n, open_the_match)}
            </button>
        }
    });
    let n = MIN_MEETINGS.to_string();
    let by_rules = page
        .by_rules
        .iter()
        .map(|(rules, r)| {
            let label = rule_set_name(c.locale(), Some(rules.as_str()));
            view! { <li>{format!("{label}: {}", r.points)}</li> }
        })
        .collect_view();
    let partners = page.partners.iter().map(|p| {
        let figures = vec![
            format!("{}/{}", p.count, p.matches),
            share(p.count, p.matches),
        ];
        (p.key.clone(), p.name.clone(), figures)
    });
    let rivals = page.opponents.iter().map(|o| {
        let m = &o.meeting;
        let figures = vec![
            m.matches.to_string(),
            format!("{}–{}", m.wins, m.losses),
            format!("{}–{}", m.points_for, m.points_against),
        ];
        (o.key.clone(), m.name.clone(), figures)
    });
    let partners = player_rows(c, "partner", partners.collect());
    let rivals = player_rows(c, "rival", rivals.collect());
    let best_partner = s
        .best_partner
        .as_ref()
        .map_or_else(|| "—".to_owned(), |p| p.name.clone());
    let toughest = s
        .toughest_rival
        .as_ref()
        .map_or_else(|| "—".to_owned(), |p| p.name.clone());
    view! {
        <section class="card" aria-labelledby="rating-title">
            <h2 id="rating-title">{move || t_string!(c.i18n, stat_rating)}</h2>
            <p class="figure-big" id="fig-rating"><strong>{rating_value}</strong></p>
            {trend}
            <p class="muted explain">{move || t_string!(c.i18n, explain_rating)}</p>
            {(!band.is_empty()).then(|| view! { <p class="muted explain" id="fig-band">{band.clone()}</p> })}
            <RatingChart points=page.chart.clone() />
            <ul class="by-rules" id="by-rules">{by_rules}</ul>
        </section>
        <section class="card" aria-labelledby="record-title">
            <h2 id="record-title">{move || t_string!(c.i18n, stat_record)}</h2>
            <dl class="figures">
                {figure("fig-wins", t_string!(c.i18n, stat_wins).to_string(), format!("{}/{} · {}", s.wins, s.matches, share(s.wins, s.matches)), t_string!(c.i18n, explain_win_share).to_string())}
                {figure("fig-zapatos", t_string!(c.i18n, stat_zapatos).to_string(), format!("{} / {}", s.zapatos_given, s.zapatos_taken), t_string!(c.i18n, explain_zapatos).to_string())}
                {figure("fig-streaks", t_string!(c.i18n, stat_streak).to_string(), format!("{} / {}", s.longest_streak, s.current_streak), t_string!(c.i18n, explain_streaks).to_string())}
                {figure("fig-best-hand", t_string!(c.i18n, stat_best_hand).to_string(), best_value, t_string!(c.i18n, explain_best_hand).to_string())}
                {figure("fig-best-partner", t_string!(c.i18n, stat_best_partner).to_string(), best_partner, t_string!(c.i18n, explain_best_partner, n = n.clone()).to_string())}
                {figure("fig-toughest-rival", t_string!(c.i18n, stat_toughest_rival).to_string(), toughest, t_string!(c.i18n, explain_toughest_rival, n = n.clone()).to_string())}
            </dl>
            {open_best}
        </section>
        <FiguresTable id="partners" title=move || t_string!(c.i18n, stat_partners)
            heads=|l| vec![td_string!(l, stat_player), td_string!(l, stat_wins), "%"]
            rows=partners.into_any() />
        <FiguresTable id="rivals" title=move || t_string!(c.i18n, stat_rivals) explain=move || t_string!(c.i18n, explain_rivals)
            heads=|l| vec![td_string!(l, stat_player), td_string!(l, stat_matches), td_string!(l, stat_won_lost), td_string!(l, stat_points)]
            rows=rivals.into_any() />
    }
}
