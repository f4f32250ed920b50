//! The book: the history, a past match's scoresheet, the statistics, a
//! player's page and the backups, a page of their own (`book.html`) so the
//! table app every start loads does not carry them.
//!
//! The shell answers the book's paths (`/history`, `/history/<id>`,
//! `/stats`, `/players/<key>`, `/backups`) with this page; the development
//! server, which answers every path with the table app, has it load this
//! page as `book.html#<path>`, and the path after `#` is put back as the
//! address before the router starts. Correcting a past hand
//! (`/history/<id>/edit/<index>`) is the table app's, with its entry forms.

mod screens;

// What the pages share, named as the screens name it.
use tranque_ui_shared::{api, ctx, i18n, lang, screen, widgets};

use leptos::prelude::*;
use leptos_router::components::{Route, Routes};
use leptos_router::hooks::use_params;
use leptos_router::params::Params;
use leptos_router::path;

use crate::screens::backups::Backups;
use crate::screens::history::{History, Review};
use crate::screens::stats::{PlayerScreen, Stats, stats_filter};

use tranque_ui_shared::frame::PageFrame;
use tranque_ui_shared::nav::at_id_in_path;
use tranque_ui_shared::screen::Page;

fn main() {
    tranque_ui_shared::start_page(Page::Book, || view! { <Book /> });
}

/// The book: the banner and its screens.
#[component]
fn Book() -> impl IntoView {
    // The statistics' period and rule set, kept across their screens.
    stats_filter();
    view! {
        <PageFrame page=Page::Book>
            <Routes fallback=History>
                <Route path=path!("/history") view=History />
                <Route path=path!("/history/:id") view=|| at_id_in_path(|id| view! { <Review id=id /> }) />
                <Route path=path!("/stats") view=Stats />
                <Route path=path!("/players/:key") view=PlayerAt />
                <Route path=path!("/backups") view=Backups />
            </Routes>
        </PageFrame>
    }
}

/// The params of `/players/:key`.
#[derive(Params, Debug, Clone, PartialEq)]
struct PlayerKey {
    key: Option<String>,
}

/// The page of the player in the path. The key is read from the address
/// as written (the router's own decoding leaves some characters encoded),
/// each time the path changes.
#[component]
fn PlayerAt() -> impl IntoView {
    let params = use_params::<PlayerKey>();
    move || {
        params.get().ok()?.key?;
        let path = web_sys::window()?.location().pathname().ok()?;
        let key = screen::decode(path.strip_prefix("/players/")?);
        Some(view! { <PlayerScreen key=key /> })
    }
}
