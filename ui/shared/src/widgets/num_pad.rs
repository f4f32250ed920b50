//! A large number pad.

use leptos::prelude::*;

use crate::ctx::ctx;
use crate::i18n::t_string;

/// A large number pad: digits, erase, clear.
#[component]
pub fn NumPad(
    /// A digit (0–9) or `-1` to erase, `-2` to clear.
    on_key: Callback<i8>,
) -> impl IntoView {
    let c = ctx();
    // The digits say themselves; erase and clear are named in words.
    let key = move |k: i8, label: &'static str, id: String| {
        let said = move || match k {
            -1 => Some(t_string!(c.i18n, a11y_erase)),
            -2 => Some(t_string!(c.i18n, a11y_clear)),
            _ => None,
        };
        view! {
            <button class="key" id=id aria-label=said on:click=move |_| on_key.run(k)>
                {label}
            </button>
        }
    };
    let labels = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    view! {
        <div class="numpad">
            {(1..=9i8)
                .map(|d| key(d, labels[d as usize], format!("key-{d}")))
                .collect_view()}
            {key(-2, "C", "key-clear".to_owned())}
            {key(0, "0", "key-0".to_owned())}
            {key(-1, "⌫", "key-back".to_owned())}
        </div>
    }
}
