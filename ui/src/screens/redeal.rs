//! The redeal check: the tiles (or just the doubles) of one hand → reshuffle
//! or play on, with the core's reason; a tile turned face up also redeals.

use leptos::prelude::*;
use tranque::{DealCheck, Opener, RedealReason, Seat, Tile, check_deal_doubles};

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::refusal;
use crate::screen::Screen;
use crate::screens::{Scene, SeatAsked};
use crate::widgets::{Chip, TilePicker};

/// The redeal screen.
#[component]
pub fn Redeal() -> impl IntoView {
    let (c, Scene { m, names, .. }) = match Scene::of(None) {
        Ok(scene) => scene,
        Err(instead) => return instead,
    };
    let rules = m.rules.clone();
    let game = StoredValue::new_local(m.game());
    let first_hand = m.standings.next_opener == Opener::DoubleSix;
    let id = StoredValue::new(m.id.clone());

    let seat = RwSignal::new(None::<Seat>);
    let tiles = RwSignal::new(Vec::<Tile>::new());
    let count = RwSignal::new(None::<u32>);

    let seated = StoredValue::new(names.clone());
    // The hand checked is not tied to a seat: a refusal names the player shown.
    let words = move |e: &tranque::RuleError| {
        let shown: Vec<String> = seat
            .get()
            .and_then(|s| seated.with_value(|n| n.get(s.index()).cloned()))
            .into_iter()
            .collect();
        refusal::of_rule(c.locale(), e, &shown)
    };
    let check = Memo::new(move |_| -> Option<Result<DealCheck, String>> {
        match count.get() {
            Some(n) => Some(check_deal_doubles(&rules, n).map_err(|e| words(&e))),
            None if tiles.get().is_empty() => None,
            None => game.with_value(|g| {
                g.as_ref()
                    .map(|g| g.check_deal(&tiles.get()).map_err(|e| words(&e)))
            }),
        }
    });
    let on_toggle = Callback::new(move |tile: Tile| {
        count.set(None);
        tiles.update(|t| {
            if let Some(pos) = t.iter().position(|x| *x == tile) {
                t.remove(pos);
            } else {
                t.push(tile);
            }
        });
    });
    let can_record = move || {
        seat.get().is_some() && matches!(check.get(), Some(Ok(d)) if d.redeal) && !c.busy.get()
    };
    // A new first deal: whoever holds 6-6 now opens, so the shell forgets
    // the opener told and the table says it again.
    let send = move |reason: RedealReason| {
        let id = id.get_value();
        let command = async move { api::record_redeal(&id, &reason).await };
        c.record(command, Some(Screen::Table));
    };
    let record = move |_| {
        let (Some(s), Some(Ok(d))) = (seat.get_untracked(), check.get_untracked()) else {
            return;
        };
        send(RedealReason::Doubles {
            seat: s,
            doubles: d.doubles,
        });
    };
    let exposed = move |_| {
        send(RedealReason::TileExposed {
            seat: seat.get_untracked(),
        });
    };

    view! {
        <SeatAsked question=move || t_string!(c.i18n, who_shows).to_owned() names=names mode=m.rules.mode chosen=seat prefix="shows">
            {move || t_string!(c.i18n, redeal_title)}
        </SeatAsked>
        <div class="chips">
            <span class="label">{move || t_string!(c.i18n, only_doubles)}</span>
            {(0..=7u32)
                .map(|n| view! {
                    <Chip id=format!("doubles-{n}") on=Signal::derive(move || count.get() == Some(n)) choose=move |()| { tiles.set(Vec::new()); count.set(Some(n)); }>
                        {n}
                    </Chip>
                })
                .collect_view()}
        </div>
        <section class="preview" id="deal">
            <DealVerdict check=check first_hand=first_hand />
        </section>
        <div class="actions">
            <button class="big" id="record-redeal" disabled=move || !can_record() on:click=record>
                {move || t_string!(c.i18n, record_redeal)}
            </button>
            <button class="big secondary" id="play-on" on:click=move |_| c.back_to(Screen::Table)>
                {move || t_string!(c.i18n, play_on)}
            </button>
        </div>
        <TilePicker chosen=Signal::derive(move || tiles.get()) taken=Signal::derive(Vec::new) on_toggle=on_toggle />
        <button class="secondary wide" id="tile-exposed" on:click=exposed>
            {move || t_string!(c.i18n, tile_exposed)}
        </button>
    }
    .into_any()
}

/// The core's verdict on the hand shown: reshuffle or play on, why, and who
/// opens the new deal.
#[component]
fn DealVerdict(
    /// The check of the hand shown, or why it cannot be checked.
    check: Memo<Option<Result<DealCheck, String>>>,
    /// Still the first hand: whoever holds 6-6 opens the new deal.
    first_hand: bool,
) -> impl IntoView {
    let c = ctx();
    move || match check.get() {
        None => view! { <p class="muted">{t_string!(c.i18n, tap_hand)}</p> }.into_any(),
        Some(Err(e)) => view! { <p class="error" id="deal-error">{e}</p> }.into_any(),
        Some(Ok(d)) => {
            let headline = if d.redeal {
                t_string!(c.i18n, reshuffle)
            } else {
                t_string!(c.i18n, play_on)
            };
            let opener = if !d.redeal {
                ""
            } else if first_hand {
                t_string!(c.i18n, redeal_six_again)
            } else {
                t_string!(c.i18n, redeal_same_opener)
            };
            view! {
                <p class="headline" id="deal-verdict">{headline}</p>
                <p class="reason" id="deal-reason">{d.describe(c.lang())}</p>
                <p class="reason">{opener}</p>
            }
            .into_any()
        }
    }
}
