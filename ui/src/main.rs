//! Tranque's UI: a phone-first Leptos app that talks to the shell only through [`api`].
//!
//! The UI holds no rules: live previews come from the core compiled to wasm
//! (`tranque`), records from the shell. What the screens share is in [`ctx`],
//! the screens' paths in [`routes`], moving between them in
//! [`nav`](tranque_ui_shared::nav); the match under way lives in
//! [`ctx::Ctx::current`], always the shell's last committed answer, so a
//! refused command loses nothing.

mod app;
mod routes;
mod screens;

// What both pages share, named as the screens name it.
use tranque_ui_shared::{api, ctx, i18n, lang, link, look, refusal, screen, widgets};

use leptos::prelude::*;
use tranque_ui_shared::screen::Page;

fn main() {
    tranque_ui_shared::start_page(Page::Table, || view! { <app::App /> });
}
