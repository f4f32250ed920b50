//! The banner: the last refusal or notice, in words (a notice of
//! something done calm, in the page's second colours), with a ✕ that closes
//! it, shown above every screen of both pages.

use leptos::prelude::*;

use crate::ctx::ctx;
use crate::i18n::t_string;

/// The banner, when there are words to show; `children` are the page's own
/// actions beside the ✕ (the table app offers a restore after some notices).
#[component]
pub fn Banner(
    /// Actions shown before the ✕.
    #[prop(optional)]
    children: Option<ChildrenFn>,
) -> impl IntoView {
    let c = ctx();
    view! {
        <Show when=move || c.banner().is_some()>
            <div
                class="banner"
                class:refusal=move || !c.calm()
                class:notice=move || c.calm()
                id="error"
                role=move || if c.calm() { "status" } else { "alert" }
            >
                // The sentence quotes names and file names of any length:
                // at the largest text sizes one may break across lines.
                <span data-may-break="">{move || c.banner()}</span>
                {children.clone().map(|actions| actions())}
                <button
                    class="ghost"
                    id="dismiss-error"
                    aria-label=move || t_string!(c.i18n, a11y_dismiss)
                    on:click=move |_| c.dismiss()>
                    "✕"
                </button>
            </div>
        </Show>
    }
}
