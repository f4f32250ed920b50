//! Buttons every screen has: a choice among a few (a chip, pressed while
//! it is the one chosen), a button that starts a task of the shell (a file
//! saved, a file opened), held while the task runs so a second tap does not
//! start it twice — one saving a file says where under it —, and a button
//! that goes to another screen.

use std::borrow::Cow;

use leptos::prelude::*;

use crate::ctx::ctx;
use crate::screen::Screen;

/// A chip: one choice among a few, pressed (`class:on`, `aria-pressed`)
/// while `on` says it is the one chosen; a tap chooses it.
#[component]
pub fn Chip(
    /// The chip's id.
    #[prop(into)]
    id: Cow<'static, str>,
    /// Whether it is the one chosen.
    #[prop(into)]
    on: Signal<bool>,
    /// Chooses it.
    #[prop(into)]
    choose: Callback<()>,
    /// Its classes: a chip's, unless told.
    #[prop(default = "chip")]
    class: &'static str,
    /// Its words.
    children: Children,
) -> impl IntoView {
    view! {
        <button
            class=class
            id=id
            aria-pressed=move || on.get().to_string()
            class:on=move || on.get()
            on:click=move |_| choose.run(())
        >
            {children()}
        </button>
    }
}

/// A button starting a task of the shell: held (`disabled`) while
/// `pending` says the task runs.
#[component]
pub fn TaskButton(
    /// The button's id.
    id: &'static str,
    /// Its classes.
    class: &'static str,
    /// Whether the task runs.
    #[prop(into)]
    pending: Signal<bool>,
    /// Starts the task.
    #[prop(into)]
    start: Callback<()>,
    /// Its words.
    children: Children,
) -> impl IntoView {
    view! {
        <button class=class id=id disabled=move || pending.get() on:click=move |_| start.run(())>
            {children()}
        </button>
    }
}

/// A button saving a file with `save` (held while it saves), and under it
/// the words `save` answers once the file is saved (where it went), in a
/// status line `#<said>`.
#[component]
pub fn SaveButton(
    /// The button's id.
    id: &'static str,
    /// The status line's id.
    said: &'static str,
    /// Saves the file; its words once saved.
    save: Action<(), Option<String>>,
    /// Its words.
    children: Children,
) -> impl IntoView {
    view! {
        <TaskButton class="secondary" id=id pending=save.pending() start=move |()| { save.dispatch_local(()); }>
            {children()}
        </TaskButton>
        <p class="notice ok" id=said role="status">{move || save.value().get().flatten()}</p>
    }
}

/// A button going to the screen `to`.
#[component]
pub fn GoButton(
    /// The button's id.
    id: &'static str,
    /// Its classes.
    class: &'static str,
    /// The screen it goes to.
    to: Screen,
    /// Its words.
    children: Children,
) -> impl IntoView {
    let c = ctx();
    let to = StoredValue::new(to);
    view! {
        <button class=class id=id on:click=move |_| c.go(to.get_value())>
            {children()}
        </button>
    }
}
