//! The standings a player a row, best first, as the core ranks them: wins,
//! efectividad (points for − against), points for and against, rounds sat
//! out.

use leptos::prelude::*;
use tranque::tournament::individual::PlayerRow;

use crate::ctx::ctx;
use crate::i18n::t_string;

use crate::screens::state::signed;

use super::shown;

/// The head of the figures' columns, the same in both tables.
#[component]
fn FigureHeads(
    /// Whether the table has the rounds sat out.
    sit_outs: bool,
) -> impl IntoView {
    let c = ctx();
    view! {
        <th title=move || t_string!(c.i18n, standings_wins)>{move || t_string!(c.i18n, standings_wins_short)}</th>
        <th title=move || t_string!(c.i18n, standings_difference)>"±"</th>
        <th title=move || t_string!(c.i18n, standings_points_for)>{move || t_string!(c.i18n, standings_points_for_short)}</th>
        <th title=move || t_string!(c.i18n, standings_points_against)>{move || t_string!(c.i18n, standings_points_against_short)}</th>
        {sit_outs.then(|| view! {
            <th title=move || t_string!(c.i18n, individual_sit_outs)>{move || t_string!(c.i18n, individual_sit_outs_short)}</th>
        })}
    }
}

/// The players' standings.
#[component]
pub fn Standings() -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let rows = move || {
        shown
            .view
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
                            <th class="who">{move || t_string!(c.i18n, individual_standings_player)}</th>
                            <FigureHeads sit_outs=true />
                        </tr>
                    </thead>
                    <tbody>
                        {move || rows().into_iter().map(|row| view! { <Row row=row /> }).collect_view()}
                    </tbody>
                </table>
            </div>
        </section>
    }
}

/// A player's row.
#[component]
fn Row(row: PlayerRow) -> impl IntoView {
    let c = ctx();
    let player = row.player;
    view! {
        <tr id=format!("standing-{player}") class="standing" class:withdrawn=row.withdrawn>
            <td class="rank">{if row.level_with_previous { "=".to_owned() } else { row.rank.to_string() }}</td>
            <td class="who">
                <span class="pair-no">{player.to_string()}</span>
                {row.name}
                {row.withdrawn.then(|| view! { <span class="tag">{move || t_string!(c.i18n, pair_withdrawn_tag)}</span> })}
            </td>
            <td>{row.wins}</td>
            <td>{signed(row.difference)}</td>
            <td>{row.points_for}</td>
            <td>{row.points_against}</td>
            <td>{row.sit_outs}</td>
        </tr>
    }
}
