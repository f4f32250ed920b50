//! The backups of the history (settings): each with its date, size and
//! number of matches, a restore that keeps the history it replaces, and a
//! remove that asks first.

use leptos::prelude::*;

use crate::api::{self, Backup, BackupKind};
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::screen::Screen;

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
    let question = move || match asking.get() {
        Asking::Nothing => buttons().into_any(),
        Asking::Restore => {
            let file = file.clone();
            view! {
                <p>{move || t_string!(c.i18n, backup_restore_confirm)}</p>
                <div class="row">
                    <button
                        class="danger"
                        id=format!("confirm-restore-{index}")
                        on:click=move |_| {
                            asking.set(Asking::Nothing);
                            on_restore.run(file.clone());
                        }
                    >
                        {move || t_string!(c.i18n, backup_restore)}
                    </button>
                    <button
                        class="ghost"
                        id=format!("cancel-restore-{index}")
                        aria-label=move || t_string!(c.i18n, backup_restore_cancel)
                        on:click=move |_| asking.set(Asking::Nothing)
                    >
                        "✕"
                    </button>
                </div>
            }
            .into_any()
        }
        Asking::Remove => {
            let file = file.clone();
            view! {
                <p>{move || t_string!(c.i18n, backup_remove_confirm)}</p>
                <div class="row">
                    <button
                        class="danger"
                        id=format!("confirm-remove-{index}")
                        aria-label=remove_named.clone()
                        on:click=move |_| {
                            asking.set(Asking::Nothing);
                            on_remove.run(file.clone());
                        }
                    >
                        {move || t_string!(c.i18n, backup_remove)}
                    </button>
                    <button
                        class="ghost"
                        id=format!("cancel-remove-{index}")
                        aria-label=move || t_string!(c.i18n, backup_remove_cancel)
                        on:click=move |_| asking.set(Asking::Nothing)
                    >
                        "✕"
                    </button>
                </div>
            }
            .into_any()
        }
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
        let backups = listed.get().flatten()?;
        Some(if backups.is_empty() {
            view! { <p class="muted" id="no-backups">{t_string!(c.i18n, backups_none)}</p> }
                .into_any()
        } else {
            view! {
                <ul class="backups" id="backup-list">
                    {backups
                        .into_iter()
                        .enumerate()
                        .map(|(index, backup)| view! { <BackupRow backup index on_restore on_remove /> })
                        .collect_view()}
                </ul>
            }
            .into_any()
        })
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(Screen::Home)>"‹"</button>
            <h1 tabindex="-1">{move || t_string!(c.i18n, backups)}</h1>
        </header>
        <section class="card" id="backups-screen">
            <p class="muted">{move || t_string!(c.i18n, backups_note)}</p>
            {rows}
        </section>
    }
}
