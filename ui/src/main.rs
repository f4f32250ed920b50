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
use tranque_ui_shared::{api, ctx, i18n, lang, link, look, mark, refusal, screen, widgets};

use std::time::Duration;

use leptos::prelude::*;

use crate::i18n::I18nContextProvider;

fn main() {
    mark("tranque:main");
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(|| {
        view! {
            // The page's `lang` follows the language shown: `Ctx::start` sets it.
            <I18nContextProvider set_lang_attr_on_html=false>
                <app::App />
            </I18nContextProvider>
        }
    });
    mark("tranque:mounted");
    // The frame's callbacks run before it is drawn (`frame`: its style,
    // layout and paint come next); a task queued from them runs once it is.
    request_animation_frame(|| {
        mark("tranque:frame");
        set_timeout(|| mark("tranque:drawn"), Duration::ZERO);
    });
}
