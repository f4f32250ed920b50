//! Export and import: every match saved as a history file where the player
//! picks (the system's save dialog), a match file or a history file opened
//! (the open dialog) or pasted in, all or nothing. The import runs in the
//! shell off the main thread; while it runs, the card says how far it is.

use std::time::Duration;

use leptos::prelude::*;

use crate::api::{self, ImportPhase, ImportProgress};
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::widgets::TaskButton;

/// The export and import card.
#[component]
pub fn Transfer(
    /// Called once matches were imported.
    on_import: Callback<()>,
) -> impl IntoView {
    let c = ctx();
    let pasted = RwSignal::new(String::new());
    let export =
        Action::new_local(move |_: &()| async move { c.answered(api::export_history().await) });
    let exported = move || {
        export
            .value()
            .get()
            .flatten()
            .map(|e| e.json)
            .unwrap_or_default()
    };
    let unreadable = move || {
        let count = export.value().get().flatten()?.unreadable.len();
        (count > 0).then(|| t_string!(c.i18n, exported_unreadable, count = count.to_string()))
    };
    let save = Action::new_local(move |_: &()| async move {
        let saved = c.answered(api::save_history_file().await)??;
        c.dismiss();
        let mut said = t_string!(c.i18n, saved_to_file, file = saved.file);
        let left_out = !saved.unreadable.is_empty();
        if left_out {
            said.push(' ');
            said.push_str(&t_string!(
                c.i18n,
                exported_unreadable,
                count = saved.unreadable.len().to_string()
            ));
        }
        Some(Said {
            words: said,
            left_out,
        })
    });
    // From a file the player opens (`None`), or the pasted text.
    let import = Action::new_local(move |text: &Option<String>| {
        let text = text.clone();
        async move {
            let report = match text {
                Some(text) => c.answered(api::import_matches(&text).await)?,
                None => c.answered(api::import_file().await)??,
            };
            c.dismiss();
            pasted.set(String::new());
            on_import.run(());
            let mut said = t_string!(
                c.i18n,
                imported,
                imported = report.imported.to_string(),
                skipped = report.already_present.to_string()
            );
            if report.under_new_id > 0 {
                said.push(' ');
                said.push_str(&t_string!(
                    c.i18n,
                    imported_new_ids,
                    count = report.under_new_id.to_string()
                ));
            }
            if !report.names_kept.is_empty() {
                // Each name as text shows it safely: what it hides written
                // as its code point.
                let names: Vec<String> = report
                    .names_kept
                    .iter()
                    .map(|name| tranque::ShownName(name).to_string())
                    .collect();
                said.push(' ');
                said.push_str(&t_string!(
                    c.i18n,
                    imported_names_kept,
                    names = names.join(", ")
                ));
            }
            let left_out = report.unreadable_skipped > 0;
            if left_out {
                said.push(' ');
                said.push_str(&t_string!(
                    c.i18n,
                    imported_unreadable,
                    count = report.unreadable_skipped.to_string()
                ));
            }
            Some(Said {
                words: said,
                left_out,
            })
        }
    });
    view! {
        <section class="card">
            <h3>{move || t_string!(c.i18n, export_import)}</h3>
            <div class="row">
                <TaskButton class="secondary" id="save-file" pending=save.pending() start=move |()| { save.dispatch_local(()); }>
                    {move || t_string!(c.i18n, save_to_file)}
                </TaskButton>
                <TaskButton class="secondary" id="open-file" pending=import.pending() start=move |()| { import.dispatch_local(None); }>
                    {move || t_string!(c.i18n, open_file)}
                </TaskButton>
            </div>
            <SaidNotice id="save-result" said=Signal::derive(move || save.value().get().flatten()) />
            <button class="secondary" id="export-all" on:click=move |_| { export.dispatch_local(()); }>
                {move || t_string!(c.i18n, export_all)}
            </button>
            <p class="notice warn" id="export-unreadable">{unreadable}</p>
            <Show when=move || !exported().is_empty()>
                <textarea class="json" id="export-text" aria-label=move || t_string!(c.i18n, a11y_match_text) readonly prop:value=exported></textarea>
            </Show>
            <textarea
                class="json"
                id="import-text"
                aria-label=move || t_string!(c.i18n, paste_here)
                placeholder=move || t_string!(c.i18n, paste_here)
                prop:value=move || pasted.get()
                on:input=move |ev| pasted.set(event_target_value(&ev))
            ></textarea>
            <TaskButton class="secondary" id="import" pending=import.pending() start=move |()| { import.dispatch_local(Some(pasted.get_untracked())); }>
                {move || t_string!(c.i18n, import)}
            </TaskButton>
            <Show
                when=move || import.pending().get()
                fallback=move || view! { <SaidNotice id="import-result" said=Signal::derive(move || import.value().get().flatten()) /> }
            >
                <Progress />
            </Show>
        </section>
    }
}

/// "Importing…", and how far: asked of the shell every few tenths of a
/// second while the import runs (the screen stays free meanwhile).
#[component]
fn Progress() -> impl IntoView {
    let c = ctx();
    let progress = RwSignal::new(None::<ImportProgress>);
    let ask = move || {
        leptos::task::spawn_local(async move {
            if let Ok(now) = api::import_progress().await {
                progress.set(Some(now));
            }
        });
    };
    ask();
    if let Ok(handle) = set_interval_with_handle(ask, Duration::from_millis(300)) {
        on_cleanup(move || handle.clear());
    }
    let words = move || match progress.get() {
        Some(p) if p.phase == ImportPhase::Checking => t_string!(
            c.i18n,
            importing_checking,
            done = p.done.to_string(),
            total = p.total.to_string()
        ),
        Some(p) if p.phase == ImportPhase::Writing => {
            t_string!(c.i18n, importing_writing, total = p.total.to_string())
        }
        _ => t_string!(c.i18n, importing_reading).to_owned(),
    };
    view! { <p class="notice" id="import-progress" role="status">{words}</p> }
}

/// What a save or an import says once done, and whether some matches were
/// left out (this version cannot read them).
#[derive(Clone)]
struct Said {
    words: String,
    left_out: bool,
}

/// The sentence of a save or an import: a success, or a warning when some
/// matches were left out.
#[component]
fn SaidNotice(id: &'static str, said: Signal<Option<Said>>) -> impl IntoView {
    let left_out = move || said.with(|s| s.as_ref().is_some_and(|s| s.left_out));
    view! {
        <p class="notice" id=id class:ok=move || !left_out() class:warn=left_out>
            {move || said.get().map(|s| s.words)}
        </p>
    }
}
