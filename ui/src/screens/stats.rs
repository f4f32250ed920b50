//! Statistics per player and per partnership (finished matches, as the shell
//! counts them), each row with a bar for its share of matches won.

use leptos::prelude::*;
use serde::Deserialize;

use crate::api;
use crate::i18n::t_string;
use crate::{Screen, ctx};

/// One row: a player or a partnership and its totals.
#[derive(Debug, Clone, PartialEq, Deserialize)]
struct Row {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    names: Option<Vec<String>>,
    #[serde(default)]
    matches: u64,
    #[serde(default)]
    wins: u64,
    #[serde(default)]
    dominoes: u64,
    #[serde(default)]
    blocks_won: u64,
    #[serde(default)]
    win_rate: f64,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
struct Statistics {
    #[serde(default)]
    players: Vec<Row>,
    #[serde(default)]
    partnerships: Vec<Row>,
}

fn table(rows: Vec<Row>, prefix: &'static str) -> impl IntoView {
    let c = ctx();
    let body = rows
        .into_iter()
        .enumerate()
        .map(|(i, row)| {
            let who = row
                .name
                .clone()
                .or_else(|| row.names.as_ref().map(|n| n.join(" & ")))
                .unwrap_or_default();
            let share = format!("{:.0}", (row.win_rate * 100.0).clamp(0.0, 100.0));
            view! {
                <tr id=format!("{prefix}-{i}")>
                    <td>{who}</td>
                    <td>{format!("{}/{}", row.wins, row.matches)}</td>
                    <td class="bar-cell">
                        <svg viewBox="0 0 100 10" class="bar" preserveAspectRatio="none">
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
    let stats = RwSignal::new(None::<Statistics>);
    leptos::task::spawn_local(async move {
        match api::statistics().await {
            Ok(v) => match serde_json::from_value::<Statistics>(v) {
                Ok(s) => stats.set(Some(s)),
                Err(e) => c
                    .error
                    .set(Some(format!("{} {e}", t_string!(c.i18n, error_unknown)))),
            },
            Err(e) => c.fail(e),
        }
    });
    let section = move |partners: bool| {
        move || {
            let s = stats.get()?;
            let (rows, title, prefix) = if partners {
                (
                    s.partnerships,
                    t_string!(c.i18n, per_partnership),
                    "partnership",
                )
            } else {
                (s.players, t_string!(c.i18n, per_player), "player")
            };
            Some(view! {
                <section class="card">
                    <h3>{title}</h3>
                    {if rows.is_empty() {
                        view! { <p class="muted">{t_string!(c.i18n, no_matches)}</p> }.into_any()
                    } else {
                        table(rows, prefix).into_any()
                    }}
                </section>
            })
        }
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" on:click=move |_| c.go(Screen::Home)>"‹"</button>
            <h2>{move || t_string!(c.i18n, statistics)}</h2>
        </header>
        <div id="stats">{section(false)} {section(true)}</div>
    }
}
