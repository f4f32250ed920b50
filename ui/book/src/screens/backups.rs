//! The backups of the history (settings): each with its date, size and
//! number of matches, a restore that keeps the history it replaces, and a
//! remove that asks first.

use leptos::prelude::*;

use crate::api::{self, Backup, BackupKind};
use crate::ctx::ctx;
use crate::i18n::{Locale, t_string, td_string};
use crate::screen::Screen;
use crate::widgets::{BackBar, rows_or_none};

/// A size in bytes for people: `12 KB`, `1.4 MB`.
fn size(bytes: u64) -> String {
    const KB: u64 = 1024;
    if bytes < KB * KB {
        format!("{} KB", bytes.div_ceil(KB))
    } else {
        format!("{:.1} MB", bytes as f64 / (KB * KB) as f64)
    }
}

/// The date and time of a backup as written (`2026-11-22 10:00 UTC`).
fn when(created_at: &str) -> String {
    let (day, rest) = created_at.split_once('T').unwrap_or((created_at, ""));
    format!("{day} {} UTC", rest.get(..5).unwrap_or(rest))
}

/// What a row asks the player before acting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asking {
    /// Nothing: the row shows its buttons.
    Nothing,
    /// Whether to restore this backup over the history.
    Restore,
    /// Whether to remove this backup.
    Remove,
}

/// One backup, with its restore and remove buttons (each asks first).
#[component]
fn BackupRow(
    backup: Backup,
    index: usize,
    on_restore: Callback<String>,
    on_remove: Callback<String>,
) -> impl IntoView {
    let c = ctx();
    let asking = RwSignal::new(Asking::Nothing);
    let kind = backup.kind;
    let kind = move || match kind {
        Some(BackupKind::Daily) => t_string!(c.i18n, backup_kind_daily).to_owned(),
        Some(BackupKind::BeforeUpgrade) => t_string!(c.i18n, backup_kind_before_upgrade).to_owned(),
        Some(BackupKind::BeforeRestore) => t_string!(c.i18n, backup_kind_before_restore).to_owned(),
        Some(BackupKind::SetAside) => t_string!(c.i18n, backup_kind_set_aside).to_owned(),
        None => String::new(),
    };
    let matches = backup.matches;
    let matches = move || match matches {
        Some(1) => t_string!(c.i18n, backup_one_match).to_owned(),
        Some(n) => t_string!(c.i18n, backup_matches, count = n.to_string()).to_owned(),
        None => t_string!(c.i18n, backup_unreadable).to_owned(),
    };
    let date = when(&backup.created_at);
    let remove_named = {
        let date = date.clone();
        move || t_string!(c.i18n, backup_remove_named, when = date.clone()).to_owned()
    };
    let file = backup.file;
    let buttons = {
        let remove_named = remove_named.clone();
        move || {
            view! {
                <div class="row">
                    <button class="secondary" id=format!("restore-{index}") on:click=move |_| asking.set(Asking::Restore)>
                        {move || t_string!(c.i18n, backup_restore)}
                    </button>
                    <button
                        class="ghost"
                        id=format!("remove-{index}")
                        aria-label=remove_named.clone()
                        on:click=move |_| asking.set(Asking::Remove)
                    >
                        {move || t_string!(c.i18n, backup_remove)}
                    </button>
                </div>
            }
        }
    };
    // The question before a restore or a remove (`what`): its words (the
    // question, the yes, the ✕'s label), a yes that runs `run` on the
    // backup's file, and ✕ that asks no more.
    let ask = move |what: &'static str,
                    words: fn(Locale) -> [&'static str; 3],
                    yes_label: Option<Signal<String>>,
                    run: Callback<String>| {
        let file = file.clone();
        let word = move |n: usize| words(c.locale())[n];
        view! {
            <p>{move || word(0)}</p>
            <div class="row">
                <button
                    class="danger"
                    id=format!("confirm-{what}-{index}")
                    aria-label=move || yes_label.map(|label| label.get())
                    on:click=move |_| {
                        asking.set(Asking::Nothing);
                        run.run(file.clone());
                    }
                >
                    {move || word(1)}
                </button>
                <button
                    class="ghost"
                    id=format!("cancel-{what}-{index}")
                    aria-label=move || word(2)
                    on:click=move |_| asking.set(Asking::Nothing)
                >
                    "✕"
                </button>
            </div>
        }
        .into_any()
    };
    let question = move || match asking.get() {
        Asking::Nothing => buttons().into_any(),
        Asking::Restore => ask(
            "restore",
            |l| {
                [
                    td_string!(l, backup_restore_confirm),
                    td_string!(l, backup_restore),
                    td_string!(l, backup_restore_cancel),
                ]
            },
            None,
            on_restore,
        ),
        Asking::Remove => ask(
            "remove",
            |l| {
                [
                    td_string!(l, backup_remove_confirm),
                    td_string!(l, backup_remove),
                    td_string!(l, backup_remove_cancel),
                ]
            },
            Some(Signal::derive(remove_named.clone())),
            on_remove,
        ),
    };
    view! {
        <li class="backup" id=format!("backup-{index}")>
            <div>
                <strong>{date}</strong>
                " · "
                <span class="muted">{kind}</span>
            </div>
            <div class="muted">{matches} " · " {size(backup.bytes)}</div>
            {question}
        </li>
    }
}

/// The backups screen.
#[component]
pub fn Backups() -> impl IntoView {
    let c = ctx();
    let listed = LocalResource::new(move || async move { c.answered(api::list_backups().await) });
    let restore = Action::new_local(move |file: &String| {
        let file = file.clone();
        async move {
            let restored = c.answered(api::restore_backup(&file).await)?;
            // The history changed under every screen: the match under way too.
            if let Some(view) = c.answered(api::current_match().await) {
                if let Some(view) = &view {
                    c.follow_opener(view);
                }
                c.current.set(view);
            }
            listed.refetch();
            c.tell(t_string!(c.i18n, backup_restored, file = restored.kept).to_owned());
            Some(())
        }
    });
    let on_restore = Callback::new(move |file: String| {
        restore.dispatch_local(file);
    });
    let remove = Action::new_local(move |file: &String| {
        let file = file.clone();
        async move {
            // The shell answers the list as it is after the removal.
            let Some(backups) = c.answered(api::delete_backup(&file).await) else {
                // Refused, and said in the banner: the list as it is now.
                listed.refetch();
                return None;
            };
            listed.set(Some(Some(backups)));
            Some(())
        }
    });
    let on_remove = Callback::new(move |file: String| {
        remove.dispatch_local(file);
    });
    let rows = move || {
        let rows = listed
            .get()
            .flatten()?
            .into_iter()
            .enumerate()
            .map(|(index, backup)| {
                view! { <BackupRow backup index on_restore on_remove /> }.into_any()
            });
        let none = t_string!(c.i18n, backups_none);
        Some(rows_or_none(
            "backups",
            "backup-list",
            rows.collect(),
            "no-backups",
            none,
        ))
    };
    view! {
        <BackBar up=Screen::Home>{move || t_string!(c.i18n, backups)}</BackBar>
        <section class="card" id="backups-screen">
            <p class="muted">{move || t_string!(c.i18n, backups_note)}</p>
            {rows}
        </section>
    }
}
