//! A field where a number is typed: the phone's number keys, the text as
//! typed kept by the screen (read when it is sent).

use std::borrow::Cow;

use leptos::prelude::*;

/// A number's field: shows `value`, and hands each change to `set`.
#[component]
pub fn NumberInput(
    /// The field's id.
    #[prop(into)]
    id: Cow<'static, str>,
    /// The text shown.
    #[prop(into)]
    value: Signal<String>,
    /// Keeps the text typed.
    #[prop(into)]
    set: Callback<String>,
    /// Shown while the field is empty.
    #[prop(optional)]
    placeholder: Option<&'static str>,
) -> impl IntoView {
    view! {
        <input
            type="text"
            inputmode="numeric"
            id=id
            placeholder=placeholder
            prop:value=move || value.get()
            on:input=move |ev| set.run(event_target_value(&ev))
        />
    }
}
