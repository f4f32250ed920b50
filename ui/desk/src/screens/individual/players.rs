//! The tournament's players: each with their number and name (a player may
//! withdraw, asked twice), and a new one by name — at any time, a late
//! entry starting with no wins. The players the app already knows are
//! offered as the director types; the core's rule of names decides, and
//! its refusal is said in words.

use leptos::prelude::*;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

use crate::screens::pairs::{KnownPlayers, Withdraw};

use super::shown;

/// The players card.
#[component]
pub fn Players() -> impl IntoView {
    let c = ctx();
    let shown = shown();
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
    let confirm = Signal::derive(move || t_string!(c.i18n, individual_withdraw_confirm));
    let withdraw = Callback::new(move |player: u32| {
        let id = shown.id();
        shown.change(
            c,
            async move { api::withdraw_player(&id, player).await },
            || {},
        );
    });
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
                                view! { <Withdraw number=number confirm=confirm withdraw=withdraw /> }.into_any()
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
            <KnownPlayers />
        </section>
    }
}
