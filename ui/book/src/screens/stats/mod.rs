//! The statistics, from the core's insights as the shell keeps them (every
//! figure is defined in `docs/statistics.md`): for the period and rule set
//! chosen, the players ranked by rating, the partnerships, and a
//! head-to-head between two players or two partnerships. A name opens the
//! player's page (`player.rs`).

mod chart;
mod filter;
mod head;
mod player;

use leptos::prelude::*;
use tranque::insights::{Filter, RatedPlayer, Summary};

use crate::api::{self, StatsView};
use crate::ctx::{Ctx, ctx};
use crate::i18n::{Locale, t_string, td_string};
use crate::screen::Screen;
use crate::widgets::BackBar;

pub use filter::{FilterBar, stats_filter};
pub use player::PlayerScreen;

/// A share of wins as a whole percentage.
pub fn share(wins: u32, matches: u32) -> String {
    if matches == 0 {
        return "0%".to_owned();
    }
    format!("{:.0}%", f64::from(wins) * 100.0 / f64::from(matches))
}

/// A card of figures in a table: its heading (`title`), a line explaining
/// it when there is one, the columns' heads and the rows. `id` names the
/// table and, followed by `-title`, its heading.
#[component]
fn FiguresTable(
    /// The table's id.
    id: &'static str,
    /// The heading.
    #[prop(into)]
    title: TextProp,
    /// What the figures are, said under the heading.
    #[prop(optional, into)]
    explain: Option<TextProp>,
    /// The columns' heads, in a language.
    heads: fn(Locale) -> Vec<&'static str>,
    /// The rows.
    rows: AnyView,
) -> impl IntoView {
    let c = ctx();
    let title_id = format!("{id}-title");
    let (section_of, region_of) = (title_id.clone(), title_id.clone());
    let heads = move || {
        let heads = heads(c.locale()).into_iter();
        heads
            .map(|head| view! { <th scope="col">{head}</th> })
            .collect_view()
    };
    view! {
        <section class="card" aria-labelledby=section_of>
            <h2 id=title_id>{move || title.get()}</h2>
            {explain.map(|explain| view! { <p class="muted explain">{move || explain.get()}</p> })}
            <div class="scroll-x" tabindex="0" role="region" aria-labelledby=region_of><table class="stats" id=id>
                <thead><tr>{heads}</tr></thead>
                <tbody>{rows}</tbody>
            </table></div>
        </section>
    }
}

/// A player in a table of figures: their name key, their name and their
/// figures.
type Figures = (String, String, Vec<String>);

/// Players in a table of figures, a row each (`#<prefix>-<i>`, in order).
fn player_rows(c: Ctx, prefix: &'static str, players: Vec<Figures>) -> impl IntoView {
    players
        .into_iter()
        .enumerate()
        .map(|(i, player)| player_row(c, format!("{prefix}-{i}"), player))
        .collect_view()
}

/// A player's row in a table of figures (`#<id>`): their name, a button to
/// their page, then their figures, a cell each.
fn player_row(c: Ctx, id: String, (key, name, figures): Figures) -> impl IntoView {
    let cells = figures
        .into_iter()
        .map(|figure| view! { <td>{figure}</td> })
        .collect_view();
    view! {
        <tr id=id>
            <td><button class="ghost name-link" on:click=move |_| c.go(Screen::Player(key.clone()))>{name}</button></td>
            {cells}
        </tr>
    }
}

/// A period that ends before it starts is not asked for.
fn backwards(filter: &Filter) -> bool {
    matches!((filter.since_ms, filter.until_ms), (Some(since), Some(until)) if since > until)
}

/// The statistics screen.
#[component]
pub fn Stats() -> impl IntoView {
    let c = ctx();
    let f = stats_filter();
    let stats = LocalResource::new(move || {
        let filter = f.filter();
        async move {
            if backwards(&filter) {
                return None;
            }
            c.answered(api::statistics(&filter).await)
        }
    });
    let rule_sets = Signal::derive(move || {
        stats
            .get()
            .flatten()
            .map(|s| s.rule_sets)
            .unwrap_or_default()
    });
    let body = move || {
        if backwards(&f.filter()) {
            return Some(
                view! { <p class="notice warn" id="period-backwards">{t_string!(c.i18n, period_backwards)}</p> }
                    .into_any(),
            );
        }
        let StatsView {
            summary,
            unreadable,
            ..
        } = stats.get().flatten()?;
        Some(view! { <Figures summary=summary unreadable=unreadable /> }.into_any())
    };
    view! {
        <BackBar up=Screen::Home>{move || t_string!(c.i18n, statistics)}</BackBar>
        <FilterBar rule_sets=rule_sets />
        <div id="stats">{body}</div>
    }
}

/// The ranking, the partnerships and the head-to-head of one summary.
#[component]
fn Figures(summary: Summary, unreadable: u32) -> impl IntoView {
    let c = ctx();
    if summary.matches == 0 {
        return view! { <p class="muted" id="stats-empty">{t_string!(c.i18n, no_matches)}</p> }
            .into_any();
    }
    let unreadable = (unreadable > 0).then(|| {
        view! {
            <p class="notice warn" id="stats-unreadable">
                {t_string!(c.i18n, stats_unreadable, count = unreadable.to_string())}
            </p>
        }
    });
    let options = head::Options::of(&summary);
    view! {
        {unreadable}
        <Ranking summary=summary.clone() />
        <Partnerships summary=summary />
        <head::HeadToHead options=options />
    }
    .into_any()
}

/// Every player, best rating first, each a button to their page.
#[component]
fn Ranking(summary: Summary) -> impl IntoView {
    let c = ctx();
    let rows = summary
        .ratings
        .iter()
        .enumerate()
        .filter_map(|(i, RatedPlayer { key, rating })| {
            let player = summary.players.iter().find(|p| &p.key == key)?;
            let figures = vec![
                rating.points.to_string(),
                format!("{}/{}", player.wins, player.matches),
                player.zapatos_given.to_string(),
            ];
            let (id, name) = (format!("player-{i}"), player.name.clone());
            Some(player_row(c, id, (key.clone(), name, figures)))
        })
        .collect_view();
    view! {
        <FiguresTable id="ranking" title=move || t_string!(c.i18n, ranking) explain=move || t_string!(c.i18n, explain_rating)
            heads=|l| vec![td_string!(l, stat_player), td_string!(l, stat_rating), td_string!(l, stat_wins), td_string!(l, stat_zapatos)]
            rows=rows.into_any() />
    }
}

/// Every partnership, most matches together first.
#[component]
fn Partnerships(summary: Summary) -> impl IntoView {
    let c = ctx();
    if summary.partnerships.is_empty() {
        return ().into_any();
    }
    let mut pairs = summary.partnerships;
    pairs.sort_by(|a, b| b.matches.cmp(&a.matches).then(a.keys.cmp(&b.keys)));
    let rows = pairs
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            view! {
                <tr id=format!("partnership-{i}")>
                    <td>{p.names.join(" & ")}</td>
                    <td>{format!("{}/{}", p.wins, p.matches)}</td>
                    <td>{p.zapatos_given}</td>
                    <td>{p.longest_streak}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <FiguresTable id="partnerships" title=move || t_string!(c.i18n, per_partnership)
            heads=|l| vec![td_string!(l, stat_partnership), td_string!(l, stat_wins), td_string!(l, stat_zapatos), td_string!(l, stat_streak)]
            rows=rows.into_any() />
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_is_a_whole_percentage_and_nothing_played_is_zero() {
        assert_eq!(share(2, 3), "67%");
        assert_eq!(share(0, 0), "0%");
        let backwards_period = Filter {
            since_ms: Some(2),
            until_ms: Some(1),
            rules: None,
        };
        assert!(backwards(&backwards_period));
        assert!(!backwards(&Filter::default()));
    }
}
