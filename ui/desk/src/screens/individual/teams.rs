//! Teams (cuartetas) of four players, in the card both modes share
//! (`screens::teams`): registered through `register_team`.

use leptos::prelude::*;

use crate::api;
use crate::ctx::ctx;
use crate::screens::planned;
use crate::screens::teams::{NewTeam, TeamsCard};

use super::shown;

/// The card that registers a team of four players.
#[component]
pub fn Teams() -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let choices = Signal::derive(move || {
        shown.view.with(|v| {
            v.as_ref()
                .map(|v| {
                    v.players
                        .iter()
                        .filter(|p| !p.withdrawn)
                        .map(|p| (p.id.0, p.name.clone()))
                        .collect()
                })
                .unwrap_or_default()
        })
    });
    let register = Callback::new(move |team: NewTeam| {
        let id = shown.id();
        shown.change(
            c,
            async move { api::register_team(&id, &team.name, &team.members).await },
            move || team.registered.run(()),
        );
    });
    view! {
        <TeamsCard
            choices=choices
            pairs=false
            open=planned::of(&shown.id()).teams
            register=register
        />
    }
}
