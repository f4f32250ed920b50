//! The table seen from above, one button per seat.

use leptos::prelude::*;
use tranque::{Mode, Seat, Table};

use crate::a11y::seat_tag;
use crate::ctx::ctx;

/// Where each seat sits on the drawing, counter-clockwise from the bottom.
fn seat_place(seat: usize, seats: usize) -> &'static str {
    match (seats, seat) {
        (2, 0) | (3, 0) | (4, 0) => "bottom",
        (2, 1) => "top",
        (3, 1) | (4, 1) => "right",
        (3, 2) => "left",
        (4, 2) => "top",
        _ => "left",
    }
}

/// The table seen from above: one button per seat, counter-clockwise, sides coloured.
///
/// `marked(seat)` highlights a seat (the opener, the one chosen); `on_tap` makes
/// the seats buttons; `prefix` names their ids (`#<prefix>-<seat>`).
#[component]
pub fn TableDrawing(
    /// Names in seat order.
    names: Vec<String>,
    /// Pairs or individual.
    mode: Mode,
    /// Which seat is highlighted.
    #[prop(into)]
    marked: Signal<Option<Seat>>,
    /// The id prefix of the seat buttons.
    prefix: &'static str,
    /// What a tap on a seat does.
    on_tap: Callback<Seat>,
    /// Words in the middle of the table.
    #[prop(into, optional)]
    centre: Signal<String>,
    /// Seats that cannot be chosen.
    #[prop(into, optional)]
    disabled: Signal<Vec<Seat>>,
    /// A smaller drawing, for screens with more below it.
    #[prop(optional)]
    compact: bool,
) -> impl IntoView {
    let seats = names.len();
    let table = Table::new(seats, mode).ok();
    let buttons = names
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            let seat = Seat(u8::try_from(i).unwrap_or(0));
            let side = table.map(|t| t.side_of(seat).0).unwrap_or(0);
            let class = format!("seat {} side-{}", seat_place(i, seats), side % 4);
            let c = ctx();
            view! {
                <button
                    class=class
                    id=format!("{prefix}-{i}")
                    aria-pressed=move || (marked.get() == Some(seat)).to_string()
                    class:marked=move || marked.get() == Some(seat)
                    disabled=move || disabled.get().contains(&seat)
                    on:click=move |_| on_tap.run(seat)
                >
                    // Read as "Ana, side A": the name, a pause, what is shown under it.
                    <span class="seat-name">{name}</span>
                    <span class="sr-only">", "</span>
                    <span class="seat-side">{move || seat_tag(c.locale(), table.as_ref(), seat)}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="table-drawing" class:compact=compact>
            <div class="felt">
                <span class="centre">{move || centre.get()}</span>
            </div>
            {buttons}
        </div>
    }
}
