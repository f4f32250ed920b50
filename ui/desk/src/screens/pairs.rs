//! The tournament's pairs: each with its number and players (a pair may
//! withdraw, asked twice), and a new pair from two names — the players the
//! app already knows are offered as the director types; the card of an
//! individual tournament's players is the same one.

use leptos::prelude::*;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

use super::shown::{Mode, Shown, desk};

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
    let input = move |n: usize, id: &'static str| {
        let label = move || t_string!(c.i18n, pair_player, number = (n + 1).to_string()).to_owned();
        view! { <NameField id=id label=Signal::derive(label) value=names[n] known=true /> }
    };
    view! {
        <MembersCard shown=desk>
            <div class="add-pair no-print">
                {input(0, "pair-a")}
                {input(1, "pair-b")}
                <button class="wide" id="add-pair" on:click=add>{move || t_string!(c.i18n, add_pair)}</button>
            </div>
        </MembersCard>
    }
}

/// The card of the pairs (or players) of the tournament `shown`: each with
/// its number and names, withdrawn ones tagged, the others with their
/// withdrawal; then `children`, the form that registers one, and the
/// players the app knows.
#[component]
pub fn MembersCard<V: Mode>(
    /// The tournament.
    shown: Shown<V>,
    /// The form that registers a pair (or a player).
    children: Children,
) -> impl IntoView {
    let c = ctx();
    let kind = if V::SEATS { "player" } else { "pair" };
    let count = move || shown.with(|v| v.playing().len()).unwrap_or(0).to_string();
    let title = move || {
        if V::SEATS {
            t_string!(c.i18n, individual_players_title, count = count()).to_string()
        } else {
            t_string!(c.i18n, pairs_title, count = count()).to_string()
        }
    };
    let confirm = Signal::derive(move || {
        if V::SEATS {
            t_string!(c.i18n, individual_withdraw_confirm)
        } else {
            t_string!(c.i18n, pair_withdraw_confirm)
        }
    });
    let withdraw = Callback::new(move |number: u32| {
        let id = shown.id();
        shown.change(c, V::withdraw(id, number), || {});
    });
    let rename = Callback::new(
        move |(number, names, editing): (u32, Vec<String>, RwSignal<bool>)| {
            let id = shown.id();
            shown.change(c, V::rename(id, number, names), move || editing.set(false));
        },
    );
    let list = move || {
        shown.with(|v| {
            v.members()
                .into_iter()
                .map(|(member, withdrawn)| {
                    let number = V::number(member);
                    view! {
                        <li class="pair" id=format!("{kind}-{number}") class:withdrawn=withdrawn>
                            <span class="pair-no">{number}</span>
                            <span class="pair-names">{v.names(member)}</span>
                            {if withdrawn {
                                view! { <span class="tag">{move || t_string!(c.i18n, pair_withdrawn_tag)}</span> }.into_any()
                            } else {
                                let names = v.renamed_from(member);
                                view! {
                                    <Rename number=number seats=V::SEATS names=names rename=rename />
                                    <Withdraw number=number confirm=confirm withdraw=withdraw />
                                }
                                .into_any()
                            }}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="card pairs-card" id=format!("{kind}s")>
            <h3>{title}</h3>
            <ol class="pair-list">{list}</ol>
            {children()}
            <KnownPlayers />
        </section>
    }
}

/// A field where a name is typed, `label` its placeholder and its name
/// for the screen reader; `known` offers the players the app knows.
#[component]
pub fn NameField(
    /// Its id on the page.
    id: &'static str,
    /// What is typed there.
    label: Signal<String>,
    /// The name typed.
    value: RwSignal<String>,
    /// The players the app knows are offered.
    #[prop(optional)]
    known: bool,
) -> impl IntoView {
    view! {
        <input
            type="text"
            id=id
            list=known.then_some("known-players")
            autocomplete="off"
            placeholder=move || label.get()
            aria-label=move || label.get()
            prop:value=move || value.get()
            on:input=move |ev| value.set(event_target_value(&ev))
        />
    }
}

/// The players the app already knows, offered as the director types a
/// name (the inputs' `list`).
#[component]
fn KnownPlayers() -> impl IntoView {
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

/// A rename of a pair's players or of a player: the fields start from the
/// names as registered (an old name marked where it hid a character), and
/// the new ones are checked by the shell as a registration's are; a
/// refusal says why in the banner and leaves the fields as typed.
#[component]
fn Rename(
    /// The pair's or player's number.
    number: u32,
    /// A player's (one field) rather than a pair's (two).
    seats: bool,
    /// The names the fields start from.
    names: Vec<String>,
    /// Renames it: the number, the names typed, and the signal to set
    /// false once the shell took them.
    rename: Callback<(u32, Vec<String>, RwSignal<bool>)>,
) -> impl IntoView {
    let c = ctx();
    let editing = RwSignal::new(false);
    let fields: Vec<RwSignal<String>> = names.iter().map(|n| RwSignal::new(n.clone())).collect();
    let start = {
        let fields = fields.clone();
        move |_| {
            for (field, name) in fields.iter().zip(&names) {
                field.set(name.clone());
            }
            editing.set(true);
        }
    };
    let save = {
        let fields = fields.clone();
        move |_| {
            let typed = fields
                .iter()
                .map(|f| f.get_untracked().trim().to_owned())
                .collect();
            rename.run((number, typed, editing));
        }
    };
    let inputs = move || {
        fields
            .iter()
            .enumerate()
            .map(|(n, &value)| {
                let label = move || {
                    if seats {
                        t_string!(c.i18n, individual_player_name).to_owned()
                    } else {
                        t_string!(c.i18n, pair_player, number = (n + 1).to_string()).to_owned()
                    }
                };
                view! {
                    <input
                        type="text"
                        id=format!("rename-{number}-{n}")
                        autocomplete="off"
                        placeholder=label
                        aria-label=label
                        prop:value=move || value.get()
                        on:input=move |ev| value.set(event_target_value(&ev))
                    />
                }
            })
            .collect_view()
    };
    view! {
        <Show
            when=move || editing.get()
            fallback=move || {
                let start = start.clone();
                view! {
                    <button class="ghost small no-print" id=format!("rename-{number}") on:click=start>
                        {move || t_string!(c.i18n, rename)}
                    </button>
                }
            }
        >
            <div class="rename no-print">
                {inputs.clone()}
                <button class="small" id=format!("rename-{number}-save") on:click=save.clone()>
                    {move || t_string!(c.i18n, rename_save)}
                </button>
                <button
                    class="ghost small"
                    id=format!("rename-{number}-cancel")
                    aria-label=move || t_string!(c.i18n, no)
                    on:click=move |_| editing.set(false)
                >
                    "✕"
                </button>
            </div>
        </Show>
    }
}

/// A withdrawal, of a pair or a player: asked, then confirmed in
/// `confirm`'s words.
#[component]
fn Withdraw(
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
