//! A domino tile drawn with its pips, and the 28 tiles as a picker.

use leptos::prelude::*;
use tranque::Tile;

use crate::a11y::tile_words;
use crate::ctx::ctx;

/// The pip positions of one half of a tile (a 20×20 square).
fn pips(n: u8) -> &'static [(u8, u8)] {
    match n {
        1 => &[(10, 10)],
        2 => &[(5, 5), (15, 15)],
        3 => &[(5, 5), (10, 10), (15, 15)],
        4 => &[(5, 5), (15, 5), (5, 15), (15, 15)],
        5 => &[(5, 5), (15, 5), (10, 10), (5, 15), (15, 15)],
        6 => &[(5, 4), (15, 4), (5, 10), (15, 10), (5, 16), (15, 16)],
        _ => &[],
    }
}

/// A domino tile drawn with its pips.
#[component]
pub fn TileFace(
    /// The tile.
    tile: Tile,
) -> impl IntoView {
    let half = |n: u8, dy: u8| {
        pips(n)
            .iter()
            .map(|&(x, y)| view! { <circle cx=x cy=y + dy r="2.2" class="pip" /> })
            .collect_view()
    };
    view! {
        <svg viewBox="0 0 20 40" class="tile-face" aria-hidden="true">
            <rect x="0.5" y="0.5" width="19" height="39" rx="3" class="tile-body" />
            <line x1="2" y1="20" x2="18" y2="20" class="tile-line" />
            {half(tile.high(), 0)}
            {half(tile.low(), 20)}
        </svg>
    }
}

/// The same tile as markup, for a list written whole (the photo's review):
/// what [`TileFace`] draws, as text.
pub fn tile_face_markup(tile: Tile) -> String {
    let mut svg = String::from(
        "<svg viewBox=\"0 0 20 40\" class=\"tile-face\" aria-hidden=\"true\">\
         <rect x=\"0.5\" y=\"0.5\" width=\"19\" height=\"39\" rx=\"3\" class=\"tile-body\"/>\
         <line x1=\"2\" y1=\"20\" x2=\"18\" y2=\"20\" class=\"tile-line\"/>",
    );
    for (n, dy) in [(tile.high(), 0), (tile.low(), 20)] {
        for &(x, y) in pips(n) {
            let y = y + dy;
            svg.push_str(&format!(
                "<circle cx=\"{x}\" cy=\"{y}\" r=\"2.2\" class=\"pip\"/>"
            ));
        }
    }
    svg.push_str("</svg>");
    svg
}

/// The 28 tiles as a triangle (row by high number); tap to toggle.
#[component]
pub fn TilePicker(
    /// Tiles chosen for the seat being entered.
    #[prop(into)]
    chosen: Signal<Vec<Tile>>,
    /// Tiles taken by other seats (greyed out).
    #[prop(into)]
    taken: Signal<Vec<Tile>>,
    /// What a tap does.
    on_toggle: Callback<Tile>,
) -> impl IntoView {
    let c = ctx();
    let rows = (0..=6u8)
        .rev()
        .map(|high| {
            let tiles = (0..=high)
                .rev()
                .filter_map(|low| Tile::new(high, low).ok())
                .map(|tile| {
                    view! {
                        <button
                            class="tile"
                            id=format!("tile-{}-{}", tile.high(), tile.low())
                            aria-label=move || tile_words(c.locale(), tile)
                            aria-pressed=move || chosen.get().contains(&tile).to_string()
                            class:chosen=move || chosen.get().contains(&tile)
                            disabled=move || taken.get().contains(&tile)
                            on:click=move |_| on_toggle.run(tile)
                        >
                            <TileFace tile=tile />
                        </button>
                    }
                })
                .collect_view();
            view! { <div class="tile-row">{tiles}</div> }
        })
        .collect_view();
    view! { <div class="tile-picker">{rows}</div> }
}
