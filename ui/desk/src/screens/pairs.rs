//! The tournament's pairs: each with its number and players (a pair may
//! withdraw, asked twice), and a new pair from two names — the players the
//! app already knows are offered as the director types; and its teams of
//! two pairs, in the card and the standings both modes share.

use leptos::prelude::*;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

use super::planned;
use super::shown::desk;
use super::state::pair_names;
use super::teams::{NewTeam, TeamStandings as Standings, TeamsCard, named};

/// The pairs card.
#[component]
pub fn Pairs() -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let names = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let add = move |_| {
        let players = names.map(|n| n.get_untracked().trim().to_owned());
        let id = desk.id();
        desk.change(
            c,
            async move { api::add_pair(&id, &players).await },
            move || {
                for n in names {
                    n.set(String::new());
                }
            },
        );
    };
    let count = move || {
        desk.view.with(|v| {
            v.as_ref()
                .map_or(0, |v| v.pairs.iter().filter(|p| !p.withdrawn).count())
        })
    };
    let confirm = Signal::derive(move || t_string!(c.i18n, pair_withdraw_confirm));
    let withdraw = Callback::new(move |pair: u32| {
        let id = desk.id();
        desk.change(c, async move { api::withdraw_pair(&id, pair).await }, || {});
    });
    let list = move || {
        desk.view.with(|v| {
            v.as_ref()
                .map(|v| v.pairs.clone())
                .unwrap_or_default()
                .into_iter()
                .map(|p| {
                    let number = p.id.0;
                    view! {
                        <li class="pair" id=format!("pair-{number}") class:withdrawn=p.withdrawn>
                            <span class="pair-no">{number}</span>
                            <span class="pair-names">{p.players.join(" & ")}</span>
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
    let input = move |n: usize, id: &'static str| {
        view! {
            <input
                type="text"
                id=id
                list="known-players"
                autocomplete="off"
                placeholder=move || t_string!(c.i18n, pair_player, number = (n + 1).to_string())
                aria-label=move || t_string!(c.i18n, pair_player, number = (n + 1).to_string())
                prop:value=move || names[n].get()
                on:input=move |ev| names[n].set(event_target_value(&ev))
            />
        }
    };
    view! {
        <section class="card pairs-card" id="pairs">
            <h3>{move || t_string!(c.i18n, pairs_title, count = count().to_string())}</h3>
            <ol class="pair-list">{list}</ol>
            <div class="add-pair no-print">
                {input(0, "pair-a")}
                {input(1, "pair-b")}
                <button class="wide" id="add-pair" on:click=add>{move || t_string!(c.i18n, add_pair)}</button>
            </div>
            <KnownPlayers />
        </section>
    }
}

/// The players the app already knows, offered as the director types a
/// name (the inputs' `list`).
#[component]
pub fn KnownPlayers() -> impl IntoView {
    let c = ctx();
    let known = LocalResource::new(move || async move { c.answered(api::list_players().await) });
    view! {
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
    }
}

/// A withdrawal, of a pair or a player: asked, then confirmed in
/// `confirm`'s words.
#[component]
pub fn Withdraw(
    /// The pair's or player's number.
    number: u32,
    /// The confirming button's words.
    confirm: Signal<&'static str>,
    /// Withdraws it.
    withdraw: Callback<u32>,
) -> impl IntoView {
    let c = ctx();
    let asking = RwSignal::new(false);
    view! {
        <Show
            when=move || asking.get()
            fallback=move || view! {
                <button class="ghost small no-print" id=format!("withdraw-{number}") on:click=move |_| asking.set(true)>
                    {move || t_string!(c.i18n, pair_withdraw)}
                </button>
            }
        >
            <button class="danger small" id=format!("withdraw-{number}-yes") on:click=move |_| {
                asking.set(false);
                withdraw.run(number);
            }>
                {confirm}
            </button>
            <button class="ghost small" aria-label=move || t_string!(c.i18n, no) on:click=move |_| asking.set(false)>"✕"</button>
        </Show>
    }
}

/// The card that registers a team of two pairs (`add_team`).
#[component]
pub fn Teams() -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let choices = Signal::derive(move || {
        desk.view.with(|v| {
            v.as_ref()
                .map(|v| {
                    v.pairs
                        .iter()
                        .filter(|p| !p.withdrawn)
                        .map(|p| (p.id.0, p.players.join(" & ")))
                        .collect()
                })
                .unwrap_or_default()
        })
    });
    let register = Callback::new(move |team: NewTeam| {
        let id = desk.id();
        desk.change(
            c,
            async move { api::add_team(&id, &team.name, &team.members).await },
            move || team.registered.run(()),
        );
    });
    view! {
        <TeamsCard
            choices=choices
            pairs=true
            open=planned::of(&desk.id()).teams
            register=register
        />
    }
}

/// The teams' standings, each pair by its players' names.
#[component]
pub fn TeamStandings() -> impl IntoView {
    let desk = desk();
    let rows = Signal::derive(move || {
        desk.view.with(|v| {
            v.as_ref()
                .map(|v| {
                    v.teams
                        .iter()
                        .map(|row| named(row, |pair| pair_names(v, pair)))
                        .collect()
                })
                .unwrap_or_default()
        })
    });
    view! { <Standings rows=rows /> }
}
