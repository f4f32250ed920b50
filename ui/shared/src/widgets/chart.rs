//! The score progression, one line per side.

use leptos::prelude::*;
use tranque::Standings;

use crate::ctx::ctx;
use crate::i18n::t_string;

/// The score progression, one line per side (SVG), each named at its end
/// so no line is told by its colour alone.
#[component]
pub fn Chart(
    /// The standings.
    standings: Standings,
    /// The sides' names as the lines' ends show them ("A", "B"; the players
    /// in individual play), one per side.
    sides: Vec<String>,
    /// The target (drawn as a line).
    target: u32,
) -> impl IntoView {
    let mut series: Vec<Vec<i64>> = vec![vec![0]; sides.len()];
    for row in &standings.sheet {
        for (s, total) in row.totals.iter().enumerate() {
            if let Some(line) = series.get_mut(s) {
                line.push(*total);
            }
        }
    }
    let points = series.first().map_or(1, Vec::len).max(2);
    let top = series
        .iter()
        .flatten()
        .copied()
        .max()
        .unwrap_or(0)
        .max(i64::from(target))
        .max(1);
    let bottom = series.iter().flatten().copied().min().unwrap_or(0).min(0);
    let span = (top - bottom).max(1) as f64;
    let x = move |i: usize| 4.0 + 292.0 * i as f64 / (points - 1) as f64;
    let y = move |v: i64| 146.0 - 140.0 * (v - bottom) as f64 / span;
    let lines = series
        .iter()
        .enumerate()
        .map(|(s, line)| {
            let path = line
                .iter()
                .enumerate()
                .map(|(i, v)| format!("{:.1},{:.1}", x(i), y(*v)))
                .collect::<Vec<_>>()
                .join(" ");
            let end = line.last().copied().unwrap_or(0);
            let name = sides.get(s).cloned().unwrap_or_default();
            view! {
                <polyline points=path class=format!("series side-{}", s % 4) />
                <text
                    x=format!("{:.1}", x(line.len().saturating_sub(1)))
                    y=format!("{:.1}", y(end) - 4.0)
                    text-anchor="end"
                    class=format!("series-name side-{}", s % 4)
                >
                    {name}
                </text>
            }
        })
        .collect_view();
    let target_y = format!("{:.1}", y(i64::from(target)));
    let c = ctx();
    view! {
        <figure class="chart">
            <svg viewBox="0 0 300 150" id="chart" role="img" aria-label=t_string!(c.i18n, progression)>
                <line x1="0" x2="300" y1=target_y.clone() y2=target_y class="target-line" />
                {lines}
            </svg>
            <figcaption>{t_string!(c.i18n, progression_to, target = target.to_string())}</figcaption>
        </figure>
    }
}
