//! Export and import: every match as a history file, and a match file or a
//! history file pasted in, all or nothing.

use leptos::prelude::*;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

/// The export and import card.
#[component]
pub fn Transfer(
    /// Called once matches were imported.
    on_import: Callback<()>,
) -> impl IntoView {
    let c = ctx();
    let pasted = RwSignal::new(String::new());
    let export = Action::new_local(move |_: &()| async move {
        c.answered(api::export_history().await).unwrap_or_default()
    });
    let exported = move || export.value().get().unwrap_or_default();
    let import = Action::new_local(move |text: &String| {
        let text = text.clone();
        async move {
            let report = c.answered(api::import_matches(&text).await)?;
            c.dismiss();
            pasted.set(String::new());
            on_import.run(());
            Some(t_string!(
                c.i18n,
                imported,
                imported = report.imported.to_string(),
                skipped = report.already_present.to_string()
            ))
        }
    });
    view! {
        <section class="card">
            <h3>{move || t_string!(c.i18n, export_import)}</h3>
            <button class="secondary" id="export-all" on:click=move |_| { export.dispatch_local(()); }>
                {move || t_string!(c.i18n, export_all)}
            </button>
            <Show when=move || !exported().is_empty()>
                <textarea class="json" id="export-text" readonly prop:value=exported></textarea>
            </Show>
            <textarea
                class="json"
                id="import-text"
                placeholder=move || t_string!(c.i18n, paste_here)
                prop:value=move || pasted.get()
                on:input=move |ev| pasted.set(event_target_value(&ev))
            ></textarea>
            <button class="secondary" id="import" on:click=move |_| { import.dispatch_local(pasted.get_untracked()); }>
                {move || t_string!(c.i18n, import)}
            </button>
            <p class="notice" id="import-result">{move || import.value().get().flatten()}</p>
        </section>
    }
}
