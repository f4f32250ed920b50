//! A player's rating over their matches: the band where their skill likely
//! lies (μ ± 3σ) narrowing as they play, and the rating shown (μ − 3σ, the
//! band's lower edge) as a line. Rating points are the same values on a
//! stretched scale, so the drawing is the same; the words say points.

use leptos::prelude::*;
use tranque::insights::RatingPoint;

use crate::ctx::ctx;
use crate::i18n::t_string;

const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;

/// The points of the line and of the band, in the drawing's units.
fn shapes(points: &[RatingPoint]) -> (String, String) {
    let low = points
        .iter()
        .map(|p| p.display)
        .fold(f64::INFINITY, f64::min);
    let high = points
        .iter()
        .map(|p| p.mu + 3.0 * p.sigma)
        .fold(f64::NEG_INFINITY, f64::max);
    let span = (high - low).max(1.0);
    let steps = points.len().saturating_sub(1).max(1) as f64;
    let x = |i: usize| i as f64 * WIDTH / steps;
    let y = |value: f64| HEIGHT - (value - low) / span * HEIGHT;
    let at = |i: usize, value: f64| format!("{:.1},{:.1}", x(i), y(value));
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| at(i, p.display))
        .collect();
    let upper = points
        .iter()
        .enumerate()
        .map(|(i, p)| at(i, p.mu + 3.0 * p.sigma));
    let band: Vec<String> = upper.chain(line.iter().rev().cloned()).collect();
    (line.join(" "), band.join(" "))
}

/// The chart of `points`, named in words for a screen reader.
#[component]
pub fn RatingChart(points: Vec<RatingPoint>) -> impl IntoView {
    let c = ctx();
    let (Some(first), Some(last)) = (points.first(), points.last()) else {
        return ().into_any();
    };
    let said = {
        let (from, to, count) = (
            first.points.to_string(),
            last.points.to_string(),
            points.len().to_string(),
        );
        move || {
            t_string!(
                c.i18n,
                a11y_rating_chart,
                from = from.clone(),
                to = to.clone(),
                count = count.clone()
            )
        }
    };
    let (line, band) = shapes(&points);
    view! {
        <svg class="rating-chart" id="rating-chart" viewBox=format!("0 -4 {WIDTH} {}", HEIGHT + 8.0)
            preserveAspectRatio="none" role="img" aria-label=said>
            <polygon points=band class="rating-band" />
            <polyline points=line class="rating-line" fill="none" />
        </svg>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(mu: f64, sigma: f64) -> RatingPoint {
        RatingPoint {
            match_id: "m".into(),
            finished_at_ms: 0,
            mu,
            sigma,
            display: mu - 3.0 * sigma,
            points: tranque::insights::rating_points(mu - 3.0 * sigma),
        }
    }

    #[test]
    fn the_line_runs_across_and_the_band_closes_over_it() {
        let (line, band) = shapes(&[point(25.0, 8.0), point(27.0, 7.0), point(29.0, 6.0)]);
        // From the lowest rating (1, at the bottom) across the whole width.
        assert_eq!(line.split(' ').count(), 3);
        assert!(line.starts_with("0.0,120.0"), "{line}");
        assert!(line.contains(" 320.0,"), "{line}");
        // The band: three points on top, then the line backwards.
        assert_eq!(band.split(' ').count(), 6);
        assert!(
            band.starts_with("0.0,0.0"),
            "the highest top at the top: {band}"
        );
        // One point alone still draws.
        let (line, _) = shapes(&[point(25.0, 8.0)]);
        assert_eq!(line, "0.0,120.0");
    }
}
