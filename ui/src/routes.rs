//! The table app's addresses: each screen has a path, and the router shows
//! the screen of the address.
//!
//! | path | screen |
//! |---|---|
//! | `/` | home |
//! | `/new` | new match |
//! | `/table` | the table of the match under way |
//! | `/table/domino`, `/table/block` | the end of a hand |
//! | `/table/redeal`, `/table/penalty` | a redeal check, a penalty or a forfeit |
//! | `/over` | match over |
//! | `/history/<id>/edit/<index>` | correcting entry `index` of a past match |
//!
//! The other pages' paths are theirs: the book's (`ui/book/`: `/history`,
//! `/history/<id>`, `/stats`, `/players/<key>`, `/backups`) and the desk's
//! (`ui/desk/`: `/tournaments` and under it); moving to one loads its page
//! (`Page::of`, `nav.rs`).
//!
//! The router is leptos_router's, on the webview's own history (how the app
//! moves between screens is in `nav.rs`). The screens of a match under way
//! read it from [`Ctx::current`](crate::ctx::Ctx::current); a correction
//! loads its match by the id in its path, so it shows again on a reload.
//! Plain paths work on a reload because the shell serves `index.html` for
//! every path that is not one of its files or another page's (Tauri's asset
//! fallback), so no hash routing is needed.

use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::hooks::use_params;
use leptos_router::params::Params;
use leptos_router::path;

use crate::screens::UnderWay;
use crate::screens::entry::{EditEntry, Entry};
use crate::screens::home::Home;
use crate::screens::over::Over;
use crate::screens::penalty::Penalty;
use crate::screens::redeal::Redeal;
use crate::screens::setup::Setup;
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
            <Routes fallback=Elsewhere>
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
                <Route path=path!("/history/:id/edit/:index") view=EditAt />
            </Routes>
        </Router>
    }
}

/// The params of `/history/:id/edit/:index`.
#[derive(Params, Debug, Clone, PartialEq)]
struct EntryAt {
    id: Option<String>,
    index: Option<usize>,
}

/// An address no screen here has. The book's and the desk's (reached in
/// the table app only from the development server, which answers every
/// path with `index.html`; the shell answers those paths with `book.html`
/// and `desk.html`, `Page::of`): that page loads in its place, at that
/// address. Any other: home.
#[component]
fn Elsewhere() -> impl IntoView {
    (!tranque_ui_shared::nav::load_other_page(Page::Table)).then(|| view! { <Home /> })
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
