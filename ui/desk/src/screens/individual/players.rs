//! The tournament's players: each with their number and name (a player may
//! withdraw, asked twice), and a new one by name — at any time, a late
//! entry starting with no wins. The players the app already knows are
//! offered as the director types; the core's rule of names decides, and
//! its refusal is said in words.

use leptos::prelude::*;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

use super::shown;

/// The players card.
#[component]
pub fn Players() -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let known = LocalResource::new(move || async move { c.answered(api::list_players().await) });
    let name = RwSignal::new(String::new());
    let add = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let typed = name.get_untracked();
        let id = shown.id();
        shown.change(
            c,
            async move { api::register_player(&id, &typed).await },
            move || name.set(String::new()),
        );
    };
    let count = move || {
        shown.view.with(|v| {
            v.as_ref()
                .map_or(0, |v| v.players.iter().filter(|p| !p.withdrawn).count())
        })
    };
    let list = move || {
        shown.view.with(|v| {
            v.as_ref()
                .map(|v| v.players.clone())
                .unwrap_or_default()
                .into_iter()
                .map(|p| {
                    let number = p.id.0;
                    view! {
                        <li class="pair" id=format!("player-{number}") class:withdrawn=p.withdrawn>
                            <span class="pair-no">{number}</span>
                            <span class="pair-names">{p.name}</span>
                            {if p.withdrawn {
                                view! { <span class="tag">{move || t_string!(c.i18n, pair_withdrawn_tag)}</span> }.into_any()
                            } else {
                                view! { <Withdraw number=number /> }.into_any()
                            }}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="card pairs-card" id="players">
            <h3>{move || t_string!(c.i18n, individual_players_title, count = count().to_string())}</h3>
            <ol class="pair-list">{list}</ol>
            <form class="add-pair no-print" on:submit=add>
                <input
                    type="text"
                    id="player-name"
                    list="known-players"
                    autocomplete="off"
                    placeholder=move || t_string!(c.i18n, individual_player_name)
                    aria-label=move || t_string!(c.i18n, individual_player_name)
                    prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev))
                />
                <button type="submit" class="wide" id="add-player">{move || t_string!(c.i18n, individual_add_player)}</button>
            </form>
            <datalist id="known-players">
                {move || {
                    known
                        .get()
                        .flatten()
                        .unwrap_or_default()
                        .into_iter()
                        .map(|p| view! { <option value=p.name></option> })
                        .collect_view()
                }}
            </datalist>
        </section>
    }
}

/// A player's withdrawal: asked, then confirmed.
#[component]
fn Withdraw(number: u32) -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let asking = RwSignal::new(false);
    let withdraw = move |_| {
        asking.set(false);
        let id = shown.id();
        shown.change(
            c,
            async move { api::withdraw_player(&id, number).await },
            || {},
        );
    };
    view! {
        <Show
            when=move || asking.get()
            fallback=move || view! {
                <button class="ghost small no-print" id=format!("withdraw-{number}") on:click=move |_| asking.set(true)>
                    {move || t_string!(c.i18n, pair_withdraw)}
                </button>
            }
        >
            <button class="danger small" id=format!("withdraw-{number}-yes") on:click=withdraw>
                {move || t_string!(c.i18n, individual_withdraw_confirm)}
            </button>
            <button class="ghost small" aria-label=move || t_string!(c.i18n, no) on:click=move |_| asking.set(false)>"✕"</button>
        </Show>
    }
}
