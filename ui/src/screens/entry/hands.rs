//! The hands left on the table: one row per seat (pips typed, or the total of
//! the tiles tapped), the number pad or the tile picker, and who opened when
//! the core cannot tell, and how the domino went out when the rules score it.

use leptos::prelude::*;
use tranque::{Finish, Seat};

use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::widgets::{Chip, NumPad, TilePicker};

use super::count::Count;
use super::photo::{Photo, PhotoAction};

/// One row per seat: its name and what is left in its hand. The seat that
/// went out has nothing left and cannot be entered.
#[component]
pub fn HandRows(
    /// The count being entered.
    count: Count,
    /// The players' names, by seat.
    names: StoredValue<Vec<String>>,
    /// The tiles read from a photo, under review.
    photo: Photo,
) -> impl IntoView {
    let c = ctx();
    let seats = names.with_value(Vec::len);
    let rows = move || {
        let tiles_mode = count.by_tiles.get();
        let who = count.who.get();
        (0..seats)
            .map(|i| {
                let seat = Seat(u8::try_from(i).unwrap_or(0));
                let out = !count.block && who == Some(seat);
                let name = names.with_value(|n| n.get(i).cloned().unwrap_or_default());
                let said = StoredValue::new(name.clone());
                let left = if tiles_mode {
                    view! {
                        <PhotoAction seat=i out=out photo=photo />
                        <button
                            class="pip-tiles"
                            id=format!("tiles-seat-{i}")
                            aria-label=move || t_string!(c.i18n, a11y_tiles_of, name = said.get_value(), pips = count.tile_pips(i).to_string())
                            disabled=out
                        >
                            {move || count.tile_pips(i).to_string()}
                        </button>
                    }
                    .into_any()
                } else {
                    view! {
                        <input
                            class="pip-input"
                            id=format!("pips-{i}")
                            aria-label=move || t_string!(c.i18n, a11y_pips_of, name = said.get_value())
                            type="text"
                            inputmode="none"
                            autocomplete="off"
                            disabled=out
                            placeholder=if out { "0" } else { "" }
                            prop:value=move || count.pips.with(|p| p.get(i).cloned().unwrap_or_default())
                            on:focus=move |_| count.focus.set(i)
                            on:input=move |ev| {
                                let typed = event_target_value(&ev);
                                count.pips.update(|p| if let Some(s) = p.get_mut(i) { *s = typed });
                            }
                        />
                    }
                    .into_any()
                };
                view! {
                    <div
                        class="pip-row"
                        class:focus=move || count.focus.get() == i
                        class:out=out
                        on:click=move |_| if !out { count.focus.set(i) }
                    >
                        <span class="pip-name" id=format!("seat-name-{i}")>{name}</span>
                        {left}
                    </div>
                }
            })
            .collect_view()
    };
    view! { <div class=format!("pip-rows seats-{seats}")>{rows}</div> }
}

/// The number pad, or the 28 tiles when the hands are counted by tiles:
/// while a photo's tiles are reviewed, a tap fixes or adds one of them.
#[component]
pub fn Keys(
    /// The count being entered.
    count: Count,
    /// The tiles read from a photo, under review.
    photo: Photo,
) -> impl IntoView {
    move || {
        if count.by_tiles.get() {
            view! {
                <TilePicker
                    chosen=Signal::derive(move || if photo.open() { photo.tiles() } else { count.chosen() })
                    taken=Signal::derive(move || count.taken())
                    on_toggle=Callback::new(move |tile| if photo.open() { photo.tap(tile) } else { count.toggle(tile) })
                />
            }
            .into_any()
        } else {
            view! { <NumPad on_key=Callback::new(move |key| count.key(key)) /> }.into_any()
        }
    }
}

/// Who opened the hand, asked when the core cannot tell and the table has
/// not said.
#[component]
pub fn OpenerPicker(
    /// The players' names, by seat.
    names: StoredValue<Vec<String>>,
) -> impl IntoView {
    let c = ctx();
    let chips = names.with_value(|names| {
        names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let seat = Seat(u8::try_from(i).unwrap_or(0));
                let (on, name) = (
                    Signal::derive(move || c.told_opener() == Some(seat)),
                    name.clone(),
                );
                view! {
                    <Chip id=format!("opened-{i}") on=on choose=move |()| c.tell_opener(Some(seat))>
                        {name}
                    </Chip>
                }
            })
            .collect_view()
    });
    view! {
        <section class="card">
            <h3>{move || t_string!(c.i18n, who_opened)}</h3>
            <div class="chips">{chips}</div>
        </section>
    }
}

/// How the domino went out, asked only when the rules score it (batidas, a
/// capicúa bonus): one chip per finish the rules tell apart, simple chosen.
#[component]
pub fn FinishPicker(
    /// The count being entered.
    count: Count,
    /// The finishes the rules tell apart, the default first.
    finishes: &'static [Finish],
) -> impl IntoView {
    let c = ctx();
    let chips = finishes
        .iter()
        .map(|&finish| {
            let on = Signal::derive(move || count.finish.get() == finish);
            view! {
                <Chip id=format!("finish-{}", finish.name()) on=on choose=move |()| count.finish.set(finish)>
                    {move || finish_label(c, finish)}
                </Chip>
            }
        })
        .collect_view();
    view! {
        <section class="card" id="finishes">
            <h3>{move || t_string!(c.i18n, finish_question)}</h3>
            <div class="chips">{chips}</div>
        </section>
    }
}

/// A finish's words on its chip.
fn finish_label(c: Ctx, finish: Finish) -> String {
    match finish {
        Finish::Simple => t_string!(c.i18n, finish_simple).to_owned(),
        Finish::Carroca => t_string!(c.i18n, finish_carroca).to_owned(),
        Finish::LaELo => t_string!(c.i18n, finish_la_e_lo).to_owned(),
        Finish::Cruzada => t_string!(c.i18n, finish_cruzada).to_owned(),
        Finish::Capicua => t_string!(c.i18n, finish_capicua).to_owned(),
    }
}
