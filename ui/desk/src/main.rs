//! The director's desk: the tournaments, of pairs and individual, a page of
//! its own (`desk.html`) so the table app does not carry it.
//!
//! The shell answers the desk's paths (`/tournaments`, `/tournaments/<id>`,
//! `/tournaments/<id>/board`, `/tournaments/<id>/individual`)
//! with this page; the development server, which answers every path with
//! the table app, has it load this page as `desk.html#<path>`, and the path
//! after `#` is put back as the address before the router starts.

mod screens;

// What both pages share, named as the screens name it.
use tranque_ui_shared::{api, ctx, i18n, lang, link, refusal, screen};

use leptos::prelude::*;
use leptos_router::components::{Route, Routes};
use leptos_router::path;

use crate::screens::{Board, IndividualScreen, TournamentScreen, Tournaments};

use tranque_ui_shared::frame::PageFrame;
use tranque_ui_shared::nav::id_in_path;
use tranque_ui_shared::screen::Page;

fn main() {
    tranque_ui_shared::start_page(Page::Desk, || view! { <Desk /> });
}

/// The desk: the banner and the tournament's screens.
#[component]
fn Desk() -> impl IntoView {
    view! {
        <PageFrame page=Page::Desk>
            <Routes fallback=Tournaments>
                <Route path=path!("/tournaments") view=Tournaments />
                <Route path=path!("/tournaments/:id") view=TournamentAt />
                <Route path=path!("/tournaments/:id/board") view=BoardAt />
                <Route path=path!("/tournaments/:id/individual") view=IndividualAt />
            </Routes>
        </PageFrame>
    }
}

/// The tournament in the path.
#[component]
fn TournamentAt() -> impl IntoView {
    let id = id_in_path();
    move || id().map(|id| view! { <TournamentScreen id=id /> })
}

/// The audience board of the tournament in the path.
#[component]
fn BoardAt() -> impl IntoView {
    let id = id_in_path();
    move || id().map(|id| view! { <Board id=id /> })
}

/// The individual tournament in the path.
#[component]
fn IndividualAt() -> impl IntoView {
    let id = id_in_path();
    move || id().map(|id| view! { <IndividualScreen id=id /> })
}
