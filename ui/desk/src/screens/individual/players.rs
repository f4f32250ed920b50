//! The tournament's players: each with their number and name (a player may
//! withdraw, asked twice), and a new one by name — at any time, a late
//! entry starting with no wins. The players the app already knows are
//! offered as the director types; the core's rule of names decides, and
//! its refusal is said in words.

use leptos::prelude::*;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

use crate::screens::pairs::{MembersCard, NameField};

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
    let label = Signal::derive(move || t_string!(c.i18n, individual_player_name).to_owned());
    view! {
        <MembersCard shown=shown>
            <form class="add-pair no-print" on:submit=add>
                <NameField id="player-name" label=label value=name known=true />
                <button type="submit" class="wide" id="add-player">{move || t_string!(c.i18n, individual_add_player)}</button>
            </form>
        </MembersCard>
    }
}
