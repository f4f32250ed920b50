//! Statistics per player and per partnership (finished matches, as the shell
//! counts them), each row with a bar for its share of matches won.

use leptos::prelude::*;

use crate::api::{self, Totals};
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::screen::Screen;

/// A table of rows, each who it counts (a name, or partners' names) and
/// the totals.
fn table(rows: Vec<(String, Totals)>, prefix: &'static str) -> impl IntoView {
    let c = ctx();
    let body = rows
        .into_iter()
        .enumerate()
        .map(|(i, (who, row))| {
            let share = format!("{:.0}", (row.win_rate * 100.0).clamp(0.0, 100.0));
            view! {
                <tr id=format!("{prefix}-{i}")>
                    <td>{who}</td>
                    <td>{format!("{}/{}", row.wins, row.matches)}</td>
                    <td class="bar-cell">
                        <svg viewBox="0 0 100 10" class="bar" preserveAspectRatio="none" aria-hidden="true">
                            <rect x="0" y="0" width="100" height="10" class="progress-track" />
                            <rect x="0" y="0" width=share.clone() height="10" class="progress-bar" />
                        </svg>
                        <span class="share">{format!("{share}%")}</span>
                    </td>
                    <td>{row.dominoes}</td>
                    <td>{row.blocks_won}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="scroll-x"><table class="stats">
            <thead>
                <tr>
                    <th></th>
                    <th>{t_string!(c.i18n, stat_wins)}</th>
                    <th>"%"</th>
                    <th>{t_string!(c.i18n, stat_dominoes)}</th>
                    <th>{t_string!(c.i18n, stat_blocks)}</th>
                </tr>
            </thead>
            <tbody>{body}</tbody>
        </table></div>
    }
}

/// The statistics screen.
#[component]
pub fn Stats() -> impl IntoView {
    let c = ctx();
    let stats = LocalResource::new(move || async move { c.answered(api::statistics().await) });
    let section = move |partners: bool| {
        move || {
            let s = stats.get().flatten()?;
            let (rows, title, prefix): (Vec<(String, Totals)>, _, _) = if partners {
                let rows = s.partnerships.into_iter();
                (
                    rows.map(|p| (p.names.join(" & "), p.totals)).collect(),
                    t_string!(c.i18n, per_partnership),
                    "partnership",
                )
            } else {
                let rows = s.players.into_iter().map(|p| (p.name, p.totals));
                (rows.collect(), t_string!(c.i18n, per_player), "player")
            };
            let rows = if rows.is_empty() {
                view! { <p class="muted">{t_string!(c.i18n, no_matches)}</p> }.into_any()
            } else {
                table(rows, prefix).into_any()
            };
            Some(view! {
                <section class="card">
                    <h3>{title}</h3>
                    {rows}
                </section>
            })
        }
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(Screen::Home)>"‹"</button>
            <h1 tabindex="-1">{move || t_string!(c.i18n, statistics)}</h1>
        </header>
        <div id="stats">{section(false)} {section(true)}</div>
    }
}
