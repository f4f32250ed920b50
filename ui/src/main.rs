//! Tranque's UI: a phone-first Leptos app that talks to the shell only through [`api`].
//!
//! The UI holds no rules: live previews come from the core compiled to wasm
//! (`tranque`), records from the shell. What the screens share is in [`ctx`],
//! the screens' paths in [`routes`], moving between them in [`nav`]; the
//! match under way lives in
//! [`ctx::Ctx::current`], always the shell's last committed answer, so a
//! refused command loses nothing.

mod app;
mod routes;
mod screens;

// What both pages share, named as the screens name it.
use tranque_ui_shared::{
    after_next_frame, api, ctx, i18n, lang, link, look, mark, refusal, screen, widgets,
};

use leptos::prelude::*;

fn main() {
    mark("tranque:main");
    console_error_panic_hook::set_once();
    // `frame` when the first frame's callbacks run, `drawn` once it is
    // drawn. Asked before the mount, which is synchronous, so the frame is
    // the mounted screen's, and `drawn` comes before anything the screens
    // ask after that frame (`App`: the start's answers).
    request_animation_frame(|| mark("tranque:frame"));
    after_next_frame(|| mark("tranque:drawn"));
    leptos::mount::mount_to_body(|| {
        // The page's `lang` follows the language shown: `Ctx::start` sets it.
        ctx::provide_i18n();
        view! { <app::App /> }
    });
    mark("tranque:mounted");
}
