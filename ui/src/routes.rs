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
use leptos::task::spawn_local;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::hooks::use_params;
use leptos_router::params::Params;
use leptos_router::{Lazy, LazyRoute, path};

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

/// The screens, each at its path, inside the router. Home is in the page's
/// first wasm; every other screen is a lazy route, its code in one of two
/// chunks (the set-up's, the table's: `tranque-pages` cuts the wasm at
/// [`setup_screen`] and [`table_screen`]), fetched when the route is first
/// shown or, sooner, by [`fetch_the_screens`] once home is drawn.
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
                <Route path=path!("/new") view={Lazy::<SetupScreen>::new()} />
                <Route path=path!("/table") view={Lazy::<TableAt>::new()} />
                <Route path=path!("/table/domino") view={Lazy::<DominoAt>::new()} />
                <Route path=path!("/table/block") view={Lazy::<BlockAt>::new()} />
                <Route path=path!("/table/redeal") view={Lazy::<RedealAt>::new()} />
                <Route path=path!("/table/penalty") view={Lazy::<PenaltyAt>::new()} />
                <Route path=path!("/over") view={Lazy::<OverAt>::new()} />
                <Route path=path!("/history/:id/edit/:index") view={Lazy::<EditAt>::new()} />
            </Routes>
        </Router>
    }
}

/// Fetches and compiles the lazy screens' chunks, the table's first: what
/// the page does once home's first frame is drawn, while the player looks
/// at it, so that no tap waits on a chunk. A chunk already fetched (the
/// route shown first) is not fetched again.
pub fn fetch_the_screens() {
    spawn_local(async {
        __preload_table_screen().await;
        __preload_setup_screen().await;
    });
}

/// `/new`: a new match's set-up, in a chunk of its own.
#[lazy]
fn setup_screen() -> AnyView {
    view! { <Setup /> }.into_any()
}

/// The screens of a match under way (and a past hand's correction, which
/// shares the count with them), in one chunk: which one a route shows.
#[derive(Clone, Copy)]
enum AtTable {
    Table,
    Domino,
    Block,
    Redeal,
    Penalty,
    Over,
    Edit,
}

/// The screen `at` of the match under way.
#[lazy]
fn table_screen(at: AtTable) -> AnyView {
    match at {
        AtTable::Table => view! { <UnderWay screen=TableScreen /> }.into_any(),
        AtTable::Domino => {
            view! { <UnderWay screen=|| view! { <Entry block=false /> } /> }.into_any()
        }
        AtTable::Block => {
            view! { <UnderWay screen=|| view! { <Entry block=true /> } /> }.into_any()
        }
        AtTable::Redeal => view! { <UnderWay screen=Redeal /> }.into_any(),
        AtTable::Penalty => view! { <UnderWay screen=Penalty /> }.into_any(),
        AtTable::Over => view! { <UnderWay screen=Over /> }.into_any(),
        AtTable::Edit => view! { <EditAtPath /> }.into_any(),
    }
}

/// `/new` as a lazy route: the set-up's chunk, fetched when first shown.
struct SetupScreen;

impl LazyRoute for SetupScreen {
    fn data() -> Self {
        SetupScreen
    }

    async fn view(_this: Self) -> AnyView {
        setup_screen().await
    }

    async fn preload() {
        __preload_setup_screen().await;
    }
}

/// A lazy route of the table's chunk for each of its screens.
macro_rules! at_table {
    ($($route:ident: $at:ident, $doc:literal;)*) => {$(
        #[doc = $doc]
        struct $route;

        impl LazyRoute for $route {
            fn data() -> Self {
                $route
            }

            async fn view(_this: Self) -> AnyView {
                table_screen(AtTable::$at).await
            }

            async fn preload() {
                __preload_table_screen().await;
            }
        }
    )*};
}

at_table! {
    TableAt: Table, "`/table`: the table of the match under way.";
    DominoAt: Domino, "`/table/domino`: a hand ended by a domino.";
    BlockAt: Block, "`/table/block`: a blocked hand.";
    RedealAt: Redeal, "`/table/redeal`: a redeal check.";
    PenaltyAt: Penalty, "`/table/penalty`: a penalty or a forfeit.";
    OverAt: Over, "`/over`: match over.";
    EditAt: Edit, "`/history/:id/edit/:index`: correcting a past hand.";
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
fn EditAtPath() -> impl IntoView {
    let params = use_params::<EntryAt>();
    move || {
        let p = params.get().ok()?;
        Some(view! { <EditEntry id=p.id? index=p.index? /> })
    }
}
