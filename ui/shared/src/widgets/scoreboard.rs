//! The score of each side, with its progress to the target.

use leptos::prelude::*;
use tranque::{Standings, Table};

use super::sides::side_name;

/// The score of each side, with its progress to the target.
#[component]
pub fn Scoreboard(
    /// The standings.
    #[prop(into)]
    standings: Signal<Standings>,
    /// The table.
    table: Table,
    /// Names in seat order.
    names: Vec<String>,
    /// The target.
    target: u32,
) -> impl IntoView {
    let sides = table
        .all_sides()
        .map(|side| {
            let label = side_name(&table, side, &names);
            let score = move || {
                standings
                    .get()
                    .scores
                    .get(side.index())
                    .copied()
                    .unwrap_or(0)
            };
            let width = move || {
                let s = score().max(0) as f64;
                let t = f64::from(target.max(1));
                format!("{:.1}", (s / t).min(1.0) * 100.0)
            };
            view! {
                <div class=format!("side-score side-{}", side.0 % 4)>
                    <span class="side-label">{label}</span>
                    <span class="score" id=format!("score-{}", side.0)>{score}</span>
                    <svg class="progress" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">
                        <rect x="0" y="0" width="100" height="6" class="progress-track" />
                        <rect x="0" y="0" width=width height="6" class="progress-bar" />
                    </svg>
                </div>
            }
        })
        .collect_view();
    view! { <div class="scoreboard">{sides}</div> }
}
