//! The players card: how many (individual play), the names typed or tapped
//! from the players of past matches, counter-clockwise on a drawing of the
//! table, and who holds 6-6.

use leptos::prelude::*;
use tranque::Mode;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::widgets::{Chip, TableDrawing};

use super::Draft;

/// The players card.
#[component]
pub fn Players(
    /// The match being set up.
    draft: Draft,
) -> impl IntoView {
    let c = ctx();
    let known = LocalResource::new(move || async move {
        c.answered(api::list_players().await).unwrap_or_default()
    });
    let known = move || known.get().unwrap_or_default();
    let count_chips = move || {
        (2..=4usize)
            .map(|n| {
                let on = Signal::derive(move || draft.seats.get() == n);
                view! { <Chip id=format!("players-{n}") on=on choose=move |()| draft.seat_count(n)>{n}</Chip> }
            })
            .collect_view()
    };
    let known_chips = move || {
        known()
            .into_iter()
            .map(|p| {
                let name = p.name.clone();
                view! {
                    <button class="chip" on:click=move |_| take_seat(draft, &name)>
                        {p.name}
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <section class="card">
            <h3>{move || t_string!(c.i18n, players)}</h3>
            <Show when=move || draft.mode.get() == Mode::Individual>
                <div class="chips">{count_chips}</div>
            </Show>
            <datalist id="known-players">
                {move || known().into_iter().map(|p| view! { <option value=p.name /> }).collect_view()}
            </datalist>
            <div class="chips known">{known_chips}</div>
            <div class="seat-inputs">
                <SeatInputs draft=draft />
            </div>
            <p class="muted">{move || t_string!(c.i18n, counter_clockwise)}</p>
            <SixHolder draft=draft />
        </section>
    }
}

/// A known player tapped takes the first empty seat, unless already seated.
fn take_seat(draft: Draft, name: &str) {
    draft.names.update(|list| {
        if list.iter().any(|n| n.trim() == name) {
            return;
        }
        if let Some(slot) = list.iter_mut().find(|n| n.trim().is_empty()) {
            *slot = name.to_owned();
        }
    });
}

/// A name field per seat, counter-clockwise, with its side in pairs.
#[component]
fn SeatInputs(
    /// The match being set up.
    draft: Draft,
) -> impl IntoView {
    let c = ctx();
    move || {
        let pairs = draft.mode.get() == Mode::Pairs;
        (0..draft.seats.get())
            .map(|i| {
                let side = if pairs { ["A", "B"][i % 2] } else { "" };
                view! {
                    <label class="seat-input">
                        <span class="seat-tag">{format!("{} {} {side}", t_string!(c.i18n, seat), i + 1)}</span>
                        <input
                            type="text"
                            id=format!("seat-{i}")
                            aria-label=move || {
                                let seat = (i + 1).to_string();
                                if side.is_empty() {
                                    t_string!(c.i18n, a11y_seat_input, seat = seat)
                                } else {
                                    t_string!(c.i18n, a11y_seat_input_side, seat = seat, side = side)
                                }
                            }
                            list="known-players"
                            autocomplete="off"
                            placeholder=t_string!(c.i18n, player_name)
                            prop:value=move || draft.names.with(|n| n.get(i).cloned().unwrap_or_default())
                            on:input=move |ev| {
                                let typed = event_target_value(&ev);
                                draft.names.update(|list| if let Some(s) = list.get_mut(i) { *s = typed });
                            }
                        />
                    </label>
                }
            })
            .collect_view()
    }
}

/// The table drawn with the names typed (a seat's number while it has
/// none); a tap tells who holds 6-6.
#[component]
fn SixHolder(
    /// The match being set up.
    draft: Draft,
) -> impl IntoView {
    let c = ctx();
    move || {
        let shown: Vec<String> = draft.names.with(|names| {
            names
                .iter()
                .enumerate()
                .map(|(i, n)| match n.trim() {
                    "" => (i + 1).to_string(),
                    name => name.to_owned(),
                })
                .collect()
        });
        view! {
            <TableDrawing
                names=shown
                mode=draft.mode.get()
                marked=draft.six
                prefix="six"
                on_tap=Callback::new(move |s| draft.six.set(Some(s)))
                centre=Signal::derive(move || t_string!(c.i18n, who_holds_six).to_owned())
            />
        }
    }
}
