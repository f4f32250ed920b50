//! The standings: one row per pair, best first, as the core ranks them;
//! a tap on a row opens the pair's rounds (opponent, score, result).

use leptos::prelude::*;
use tranque::tournament::{PairId, StandingsRow};

use crate::ctx::ctx;
use crate::i18n::t_string;

use super::shown::desk;
use super::state::{HistoryLine, pair_history, pair_names, signed};

/// The standings table.
#[component]
pub fn Standings() -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let open = RwSignal::new(None::<PairId>);
    let rows = move || {
        desk.view
            .with(|v| v.as_ref().map(|v| v.standings.clone()).unwrap_or_default())
    };
    view! {
        <section class="card standings-card">
            <h3 id="standings-title">{move || t_string!(c.i18n, standings_title)}</h3>
            // Wider than the phone at the largest text sizes: the table
            // scrolls sideways in its own region, its words whole.
            <div class="scroll-x" tabindex="0" role="region" aria-labelledby="standings-title">
            <table class="standings" id="standings">
                <thead>
                    <tr>
                        <th class="rank">"#"</th>
                        <th class="who">{move || t_string!(c.i18n, standings_pair)}</th>
                        <th title=move || t_string!(c.i18n, standings_wins)>{move || t_string!(c.i18n, standings_wins_short)}</th>
                        <th title=move || t_string!(c.i18n, standings_difference)>"±"</th>
                        <th title=move || t_string!(c.i18n, standings_points_for)>{move || t_string!(c.i18n, standings_points_for_short)}</th>
                        <th title=move || t_string!(c.i18n, standings_byes)>{move || t_string!(c.i18n, standings_byes_short)}</th>
                    </tr>
                </thead>
                <tbody>
                    {move || rows().into_iter().map(|row| view! { <Row row=row open=open /> }).collect_view()}
                </tbody>
            </table>
            </div>
            <p class="muted no-print">{move || t_string!(c.i18n, standings_tap_row)}</p>
        </section>
    }
}

/// A pair's row, and its rounds below it when open.
#[component]
fn Row(row: StandingsRow, open: RwSignal<Option<PairId>>) -> impl IntoView {
    let c = ctx();
    let pair = row.pair;
    let is_open = move || open.get() == Some(pair);
    let toggle = move |_| open.update(|o| *o = if *o == Some(pair) { None } else { Some(pair) });
    let level = row.level_with_previous;
    view! {
        <tr
            id=format!("standing-{pair}")
            class="standing"
            class:withdrawn=row.withdrawn
            class:open=is_open
        >
            <td class="rank">{if level { "=".to_owned() } else { row.rank.to_string() }}</td>
            <td class="who">
                <button
                    class="row-open"
                    id=format!("standing-{pair}-open")
                    aria-expanded=move || if is_open() { "true" } else { "false" }
                    on:click=toggle
                >
                    <span class="pair-no">{pair.to_string()}</span>
                    {row.players.join(" & ")}
                </button>
                {row.withdrawn.then(|| view! { <span class="tag">{move || t_string!(c.i18n, pair_withdrawn_tag)}</span> })}
            </td>
            <td>{row.wins}</td>
            <td>{signed(row.difference)}</td>
            <td>{row.points_for}</td>
            <td>{row.byes}</td>
        </tr>
        <Show when=is_open>
            <tr class="pair-history" id=format!("history-{pair}")>
                <td colspan="6">
                    <History pair=pair />
                </td>
            </tr>
        </Show>
    }
}

/// The rounds of a pair, one line each.
#[component]
fn History(pair: PairId) -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let lines = move || {
        desk.view.with(|v| {
            let Some(v) = v.as_ref() else {
                return Vec::new();
            };
            pair_history(v, pair)
                .into_iter()
                .map(|line| match line {
                    HistoryLine::Bye { round } => {
                        t_string!(c.i18n, pair_history_bye, round = round.to_string()).to_owned()
                    }
                    HistoryLine::Played {
                        round,
                        table,
                        opponent,
                        score,
                    } => {
                        let (round, table) = (round.to_string(), table.to_string());
                        let opponent = format!("{opponent} · {}", pair_names(v, opponent));
                        match score {
                            None => t_string!(
                                c.i18n,
                                pair_history_waiting,
                                round = round,
                                table = table,
                                opponent = opponent
                            )
                            .to_owned(),
                            Some((pf, pa, won)) => {
                                let points = format!("{pf}–{pa}");
                                if won {
                                    t_string!(
                                        c.i18n,
                                        pair_history_won,
                                        round = round,
                                        table = table,
                                        opponent = opponent,
                                        points = points
                                    )
                                    .to_owned()
                                } else {
                                    t_string!(
                                        c.i18n,
                                        pair_history_lost,
                                        round = round,
                                        table = table,
                                        opponent = opponent,
                                        points = points
                                    )
                                    .to_owned()
                                }
                            }
                        }
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <ul class="history-lines">
            {move || {
                let lines = lines();
                if lines.is_empty() {
                    view! { <li class="muted">{t_string!(c.i18n, pair_history_none)}</li> }.into_any()
                } else {
                    lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view().into_any()
                }
            }}
        </ul>
    }
}
