//! What the table asks twice: undo the last entry, abandon the match.

use leptos::prelude::*;
use tranque::Standings;

use crate::api;
use crate::ctx::{Id, ctx};
use crate::i18n::t_string;
use crate::screen::Screen;
use crate::widgets::row_label;

/// Undo, and once tapped, which entry it drops, yes or no.
#[component]
pub fn Undo(
    /// The match's id.
    #[prop(into)]
    id: Id,
    /// The standings, with the sheet's last row.
    standings: Signal<Standings>,
) -> impl IntoView {
    let c = ctx();
    let asking = RwSignal::new(false);
    let undo = move |_| {
        asking.set(false);
        let id = id.get_value();
        c.record(async move { api::undo(&id).await }, None);
    };
    let last = move || {
        standings
            .get()
            .sheet
            .last()
            .map(|r| row_label(r, c.locale()))
            .unwrap_or_default()
    };
    // Nothing to undo before the first entry or the clock's start.
    let nothing = move || standings.with(|s| s.sheet.is_empty() && s.clock.started_at_ms.is_none());
    view! {
        <div class="undo-row">
            <Show
                when=move || asking.get()
                fallback=move || view! {
                    <button class="secondary" id="undo" disabled=nothing on:click=move |_| asking.set(true)>
                        {move || t_string!(c.i18n, undo)}
                    </button>
                }
            >
                <span class="confirm-text">{move || t_string!(c.i18n, undo_what, hand = last())}</span>
                <button class="danger" id="undo-yes" on:click=undo>{move || t_string!(c.i18n, yes)}</button>
                <button class="secondary" id="undo-no" on:click=move |_| asking.set(false)>{move || t_string!(c.i18n, no)}</button>
            </Show>
        </div>
    }
}

/// Abandon the match, and once tapped, are you sure.
#[component]
pub fn Abandon(
    /// The match's id.
    #[prop(into)]
    id: Id,
) -> impl IntoView {
    let c = ctx();
    let asking = RwSignal::new(false);
    let abandon = move |_| {
        let id = id.get_value();
        c.record(
            async move { api::abandon_match(&id).await },
            Some(Screen::Home),
        );
    };
    view! {
        <div class="undo-row">
            <Show
                when=move || asking.get()
                fallback=move || view! {
                    <button class="ghost" id="abandon" on:click=move |_| asking.set(true)>{move || t_string!(c.i18n, abandon)}</button>
                }
            >
                <span class="confirm-text">{move || t_string!(c.i18n, abandon_sure)}</span>
                <button class="danger" id="abandon-yes" on:click=abandon>{move || t_string!(c.i18n, yes)}</button>
                <button class="secondary" on:click=move |_| asking.set(false)>{move || t_string!(c.i18n, no)}</button>
            </Show>
        </div>
    }
}
