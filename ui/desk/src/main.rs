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
use tranque_ui_shared::nav::at_id_in_path;
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
                <Route path=path!("/tournaments/:id") view=|| at_id_in_path(|id| view! { <TournamentScreen id=id /> }) />
                <Route path=path!("/tournaments/:id/board") view=|| at_id_in_path(|id| view! { <Board id=id /> }) />
                <Route path=path!("/tournaments/:id/individual") view=|| at_id_in_path(|id| view! { <IndividualScreen id=id /> }) />
            </Routes>
        </PageFrame>
    }
}
