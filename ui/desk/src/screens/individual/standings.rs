//! The standings a player a row, best first, as the core ranks them: wins,
//! efectividad (points for − against), points for and against, rounds sat
//! out.

use leptos::prelude::*;
use tranque::tournament::individual::PlayerRow;

use crate::ctx::ctx;
use crate::i18n::t_string;

use crate::screens::standings::{Ranked, StandingsCard, figures, rank};

use super::shown;

/// The players' standings.
#[component]
pub fn Standings() -> impl IntoView {
    let shown = shown();
    let rows = move || shown.with(|v| v.standings.clone()).unwrap_or_default();
    view! {
        <StandingsCard of=Ranked::Players>
            {move || rows().into_iter().map(|row| view! { <Row row=row /> }).collect_view()}
        </StandingsCard>
    }
}

/// A player's row.
#[component]
fn Row(row: PlayerRow) -> impl IntoView {
    let c = ctx();
    let player = row.player;
    view! {
        <tr id=format!("standing-{player}") class="standing" class:withdrawn=row.withdrawn>
            <td class="rank">{rank(row.rank, row.level_with_previous)}</td>
            <td class="who">
                <span class="pair-no">{player.to_string()}</span>
                {row.name}
                {row.withdrawn.then(|| view! { <span class="tag">{move || t_string!(c.i18n, pair_withdrawn_tag)}</span> })}
            </td>
            {figures(row.wins, row.difference, row.points_for, [row.points_against, row.sit_outs.into()])}
        </tr>
    }
}
