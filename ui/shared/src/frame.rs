//! The frame of a page other than the table app's (the book, the desk):
//! its context, its router, the trail and the banner around its routes.

use leptos::prelude::*;
use leptos_router::components::Router;

use crate::banner::Banner;
use crate::ctx::Ctx;
use crate::i18n::use_i18n;
use crate::nav::Trail;
use crate::screen::Page;

/// The frame of the book and of the desk: the page's context started, then
/// inside the router the trail, the banner and the page's routes
/// (`children`).
#[component]
pub fn PageFrame(
    /// The page.
    page: Page,
    /// The page's routes.
    children: Children,
) -> impl IntoView {
    let c = Ctx::start(use_i18n(), page);
    view! {
        <main>
            <Router>
                <Trail nav=c.nav />
                <Banner />
                {children()}
            </Router>
        </main>
    }
}
