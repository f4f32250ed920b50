//! Teams (cuartetas): a name and four of the tournament's players, ticked,
//! registered at any time; ranked by the sum of their players' results
//! beside the players' standings. The core decides (a name taken, a player
//! in two teams, not four), and its refusal is said in words.

use leptos::prelude::*;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

use super::shown;

/// The players a team has.
const TEAM_SIZE: usize = 4;

/// The card that registers a team.
#[component]
pub fn Teams() -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let name = RwSignal::new(String::new());
    let ticked = RwSignal::new(Vec::<u32>::new());
    let register = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let team = name.get_untracked();
        let players = ticked.get_untracked();
        let id = shown.id();
        shown.change(
            c,
            async move { api::register_team(&id, &team, &players).await },
            move || {
                name.set(String::new());
                ticked.set(Vec::new());
            },
        );
    };
    let choices = move || {
        shown.view.with(|v| {
            v.as_ref()
                .map(|v| v.players.clone())
                .unwrap_or_default()
                .into_iter()
                .filter(|p| !p.withdrawn)
                .map(|p| {
                    let number = p.id.0;
                    let toggle = move |ev: leptos::ev::Event| {
                        let on = event_target_checked(&ev);
                        ticked.update(|t| {
                            t.retain(|n| *n != number);
                            if on {
                                t.push(number);
                            }
                        });
                    };
                    view! {
                        <label class="chip" for=format!("team-player-{number}")>
                            <input
                                type="checkbox"
                                id=format!("team-player-{number}")
                                prop:checked=move || ticked.with(|t| t.contains(&number))
                                on:change=toggle
                            />
                            <span class="pair-no">{number}</span>
                            {p.name}
                        </label>
                    }
                })
                .collect_view()
        })
    };
    let count = move || ticked.with(Vec::len);
    view! {
        <section class="card pairs-card no-print" id="teams">
            <h3 id="teams-title">{move || t_string!(c.i18n, team_register_title)}</h3>
            <form class="add-team" on:submit=register>
                <input
                    type="text"
                    id="team-name"
                    autocomplete="off"
                    placeholder=move || t_string!(c.i18n, team_name)
                    aria-label=move || t_string!(c.i18n, team_name)
                    prop:value=move || name.get()
                    on:input=move |ev| name.set(event_target_value(&ev))
                />
                <fieldset class="chips" aria-describedby="team-ticked">
                    <legend>{move || t_string!(c.i18n, team_players_legend)}</legend>
                    {choices}
                </fieldset>
                <p class="muted" id="team-ticked" aria-live="polite">
                    {move || t_string!(c.i18n, team_ticked, count = count().to_string(), size = TEAM_SIZE.to_string())}
                </p>
                <button type="submit" class="wide" id="register-team">{move || t_string!(c.i18n, team_register)}</button>
            </form>
        </section>
    }
}
