//! A screen's bar: the back arrow and the screen's heading.

use leptos::prelude::*;

use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::screen::Screen;

/// The bar atop a screen: ‹ (`#back`) goes back up to `up`, beside the
/// heading (`children`), which a move focuses.
#[component]
pub fn BackBar(
    /// The screen the arrow goes back up to.
    up: Screen,
    /// The heading's id, when something reads it.
    #[prop(optional)]
    heading_id: Option<&'static str>,
    /// The heading's words.
    children: Children,
) -> impl IntoView {
    let c = ctx();
    let up = StoredValue::new(up);
    view! {
        <header class="bar">
            <button class="ghost" id="back" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(up.get_value())>"‹"</button>
            <h1 tabindex="-1" id=heading_id>{children()}</h1>
        </header>
    }
}
