//! The director's desk: the tournaments of pairs, a page of its own
//! (`desk.html`) so the table app does not carry it.
//!
//! The table app loads it as `desk.html#<path>`: the path after `#` is put
//! back as the page's address before the router starts, so the desk's
//! screens have the same paths as ever (`/tournaments`, `/tournaments/<id>`).

mod screens;

// What both pages share, named as the screens name it.
use tranque_ui_shared::{api, ctx, i18n, link, refusal};

mod routes {
    //! The desk's screens at their paths.
    pub use tranque_ui_shared::screen::Screen;
}

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::hooks::use_params;
use leptos_router::params::Params;
use leptos_router::path;

use crate::ctx::Ctx;
use crate::i18n::{I18nContextProvider, use_i18n};
use crate::screens::{TournamentScreen, Tournaments};
use tranque_ui_shared::nav::Trail;

fn main() {
    console_error_panic_hook::set_once();
    take_address_from_hash();
    leptos::mount::mount_to_body(|| {
        view! {
            <I18nContextProvider>
                <Desk />
            </I18nContextProvider>
        }
    });
}

/// `desk.html#/tournaments/t1` becomes `/tournaments/t1` in the history
/// (replaced, not pushed), so back and a reload see the screen's path.
fn take_address_from_hash() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(hash) = window.location().hash() else {
        return;
    };
    let Some(path) = hash.strip_prefix('#').filter(|p| p.starts_with('/')) else {
        return;
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(path));
    }
}

/// The desk: the banner and the tournament's screens.
#[component]
fn Desk() -> impl IntoView {
    let c = Ctx::new(use_i18n());
    provide_context(c);
    view! {
        <main>
            <Router>
                <Trail />
                <Show when=move || c.banner().is_some()>
                    <div class="banner" id="error" role="alert">
                        <span>{move || c.banner()}</span>
                        <button class="ghost" id="dismiss-error" on:click=move |_| c.dismiss()>
                            "✕"
                        </button>
                    </div>
                </Show>
                <Routes fallback=Tournaments>
                    <Route path=path!("/tournaments") view=Tournaments />
                    <Route path=path!("/tournaments/:id") view=TournamentAt />
                </Routes>
            </Router>
        </main>
    }
}

/// The params of `/tournaments/:id`.
#[derive(Params, Debug, Clone, PartialEq)]
struct TournamentId {
    id: Option<String>,
}

/// The tournament in the path.
#[component]
fn TournamentAt() -> impl IntoView {
    let params = use_params::<TournamentId>();
    move || {
        params
            .get()
            .ok()
            .and_then(|p| p.id)
            .map(|id| view! { <TournamentScreen id=id /> })
    }
}
