//! The screens' addresses: each screen has a path, and the router shows the
//! screen of the address.
//!
//! | path | screen |
//! |---|---|
//! | `/` | home |
//! | `/new` | new match |
//! | `/table` | the table of the match under way |
//! | `/table/domino`, `/table/block` | the end of a hand |
//! | `/table/redeal`, `/table/penalty` | a redeal check, a penalty or a forfeit |
//! | `/over` | match over |
//! | `/history` | past matches |
//! | `/history/<id>` | one match as its scoresheet |
//! | `/history/<id>/edit/<index>` | correcting entry `index` of that match |
//! | `/stats` | statistics: ranking, partnerships, head-to-head |
//! | `/players/<key>` | a player's page (the name key percent-encoded) |
//! | `/backups` | the backups of the history, to restore one |
//! | `/tournaments` | the tournaments, a new one, a table's code read |
//! | `/tournaments/<id>` | one tournament: its round's tables, standings, pairs |
//!
//! The router is leptos_router's, on the webview's own history (how the app
//! moves between screens is in `nav.rs`). The screens of a match under way
//! read it from [`Ctx::current`](crate::ctx::Ctx::current); a screen of the
//! history loads its match by the id in its path, so it shows again on a
//! reload. Plain paths work on a reload because the shell serves
//! `index.html` for every path that is not one of its files (Tauri's asset
//! fallback), so no hash routing is needed.

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::hooks::use_params;
use leptos_router::params::Params;
use leptos_router::path;

use crate::screens::UnderWay;
use crate::screens::backups::Backups;
use crate::screens::entry::{EditEntry, Entry};
use crate::screens::history::{History, Review};
use crate::screens::home::Home;
use crate::screens::over::Over;
use crate::screens::penalty::Penalty;
use crate::screens::redeal::Redeal;
use crate::screens::setup::Setup;
use crate::screens::stats::{PlayerScreen, Stats};
use crate::screens::table::TableScreen;
use tranque_ui_shared::nav::Trail;
use tranque_ui_shared::screen::Page;

/// The screens, each at its path, inside the router.
#[component]
pub fn Screens(
    /// What is shown above every screen.
    children: Children,
) -> impl IntoView {
    let nav = crate::ctx::ctx().nav;
    view! {
        <Router>
            <Trail nav=nav />
            {children()}
            <Routes fallback=Home>
                <Route path=path!("/") view=Home />
                <Route path=path!("/new") view=Setup />
                <Route path=path!("/table") view=|| view! { <UnderWay screen=TableScreen /> } />
                <Route
                    path=path!("/table/domino")
                    view=|| view! { <UnderWay screen=|| view! { <Entry block=false /> } /> }
                />
                <Route
                    path=path!("/table/block")
                    view=|| view! { <UnderWay screen=|| view! { <Entry block=true /> } /> }
                />
                <Route path=path!("/table/redeal") view=|| view! { <UnderWay screen=Redeal /> } />
                <Route path=path!("/table/penalty") view=|| view! { <UnderWay screen=Penalty /> } />
                <Route path=path!("/over") view=|| view! { <UnderWay screen=Over /> } />
                <Route path=path!("/history") view=History />
                <Route path=path!("/history/:id") view=ReviewAt />
                <Route path=path!("/history/:id/edit/:index") view=EditAt />
                <Route path=path!("/stats") view=Stats />
                <Route path=path!("/players/:key") view=PlayerAt />
                <Route path=path!("/backups") view=Backups />
                <Route path=path!("/tournaments") view=ToDesk />
                <Route path=path!("/tournaments/:id") view=ToDesk />
            </Routes>
        </Router>
    }
}

/// The params of `/history/:id`.
#[derive(Params, Debug, Clone, PartialEq)]
struct MatchAt {
    id: Option<String>,
}

/// The params of `/history/:id/edit/:index`.
#[derive(Params, Debug, Clone, PartialEq)]
struct EntryAt {
    id: Option<String>,
    index: Option<usize>,
}

/// The scoresheet of the match in the path.
#[component]
fn ReviewAt() -> impl IntoView {
    let params = use_params::<MatchAt>();
    move || {
        params
            .get()
            .ok()
            .and_then(|p| p.id)
            .map(|id| view! { <Review id=id /> })
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
        let key = tranque_ui_shared::screen::decode(path.strip_prefix("/players/")?);
        Some(view! { <PlayerScreen key=key /> })
    }
}

/// A desk's address reached in the table app (the development server
/// answers every path with `index.html`; the shell answers the desk's paths
/// with `desk.html`): the desk's page loads in its place, at that address.
#[component]
fn ToDesk() -> impl IntoView {
    tranque_ui_shared::nav::load_other_page(Page::Table);
}

/// The correction of the entry in the path.
#[component]
fn EditAt() -> impl IntoView {
    let params = use_params::<EntryAt>();
    move || {
        let p = params.get().ok()?;
        Some(view! { <EditEntry id=p.id? index=p.index? /> })
    }
}
