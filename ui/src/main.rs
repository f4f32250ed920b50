//! Tranque's UI: a phone-first Leptos app that talks to the shell only through [`api`].

mod api;

use leptos::prelude::*;

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}

/// The walking skeleton: the player directory, one tap from UI to SQLite and back.
#[component]
fn App() -> impl IntoView {
    let players = RwSignal::new(Vec::<api::Player>::new());
    let error = RwSignal::new(None::<String>);
    let name = RwSignal::new(String::new());

    leptos::task::spawn_local(async move {
        match api::list_players().await {
            Ok(list) => players.set(list),
            Err(e) => error.set(Some(e.message)),
        }
    });

    let add = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let typed = name.get_untracked();
        leptos::task::spawn_local(async move {
            match api::add_player(&typed).await {
                Ok(list) => {
                    players.set(list);
                    name.set(String::new());
                    error.set(None);
                }
                Err(e) => error.set(Some(e.message)),
            }
        });
    };

    view! {
        <main>
            <h1>"Tranque"</h1>
            <p class="tagline">"The domino table's scorekeeper"</p>
            <section class="card">
                <form class="row" on:submit=add>
                    <input
                        id="player-name"
                        type="text"
                        placeholder="Player name"
                        autocomplete="off"
                        prop:value=move || name.get()
                        on:input=move |ev| name.set(event_target_value(&ev))
                    />
                    <button id="add-player" type="submit">"Add"</button>
                </form>
                <p class="error" id="error" role="alert">{move || error.get()}</p>
            </section>
            <section class="card">
                <Show
                    when=move || !players.get().is_empty()
                    fallback=|| view! { <p class="empty">"No players yet."</p> }
                >
                    <ul class="players" id="players">
                        <For
                            each=move || players.get()
                            key=|p| p.id
                            children=|p| view! { <li>{p.name}</li> }
                        />
                    </ul>
                </Show>
            </section>
        </main>
    }
}
