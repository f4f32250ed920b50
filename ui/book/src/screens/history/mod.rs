//! History: matches newest first, searched by player, filtered by rule set and
//! date; one match as its scoresheet with a chart; delete a past hand with a
//! confirmation; export and import. A match this version cannot read is
//! listed with its last scores and the way out: export it as stored, abandon
//! it, delete it (each asked twice).

mod review;
mod transfer;

use leptos::prelude::*;
use leptos::task::spawn_local;
use tranque::Preset;

use crate::api::{self, Given, HistoryFilter, MatchPage, MatchSummary, Player, Status};
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::lang::rule_set_name;
use crate::screen::Screen;
use crate::widgets::{BackBar, local_day};

pub use review::Review;
use transfer::Transfer;

/// The filters of the list, as the player set them.
#[derive(Clone, Copy)]
struct Filters {
    /// What is typed in the search box.
    search: RwSignal<String>,
    /// A rule set's id, `custom`, or empty for all.
    preset: RwSignal<String>,
    /// From this day, `YYYY-MM-DD`, or empty.
    from: RwSignal<String>,
    /// Up to this day, `YYYY-MM-DD`, or empty.
    to: RwSignal<String>,
}

impl Filters {
    /// The shell's filter (tracked); `None` when the search names nobody of
    /// the directory, so nobody's matches are listed. The directory (`known`)
    /// is read only when something is typed: the first page does not wait for
    /// it, nor is it fetched again when the directory arrives.
    fn filter(self, known: impl Fn() -> Vec<Player>) -> Option<HistoryFilter> {
        let opt = |s: String| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        let player = match opt(self.search.get()) {
            None => None,
            Some(typed) => Some(
                known()
                    .iter()
                    .find(|p| p.name.eq_ignore_ascii_case(&typed))?
                    .name
                    .clone(),
            ),
        };
        Some(HistoryFilter {
            player: player.map(Given::Text),
            preset: opt(self.preset.get()),
            from: opt(self.from.get()),
            to: opt(self.to.get()),
        })
    }
}

/// The history list.
#[component]
pub fn History() -> impl IntoView {
    let c = ctx();
    let filters = Filters {
        search: RwSignal::new(String::new()),
        preset: RwSignal::new(String::new()),
        from: RwSignal::new(String::new()),
        to: RwSignal::new(String::new()),
    };
    let directory =
        LocalResource::new(move || async move { api::list_players().await.unwrap_or_default() });
    let known = move || directory.get().unwrap_or_default();
    // The first page follows the filters; older pages are added below it by
    // "Show older matches" and dropped whenever the first page is asked again.
    let older = RwSignal::new(Vec::<MatchSummary>::new());
    let page = LocalResource::new(move || {
        let filter = filters.filter(known);
        older.set(Vec::new());
        async move {
            match filter {
                Some(filter) => c.answered(api::list_matches(0, &filter).await),
                None => Some(MatchPage {
                    total: 0,
                    page: 0,
                    per_page: api::HISTORY_PAGE,
                    matches: Vec::new(),
                }),
            }
        }
    });
    let refetch = Callback::new(move |()| page.refetch());
    let row = move |s: MatchSummary| {
        if s.readable {
            view! { <MatchRow summary=s /> }.into_any()
        } else {
            view! { <UnreadableRow summary=s on_change=refetch /> }.into_any()
        }
    };
    let list = move || {
        let first = page.get().flatten()?.matches;
        if first.is_empty() {
            return Some(
                view! { <p class="muted" id="no-matches">{t_string!(c.i18n, no_matches)}</p> }
                    .into_any(),
            );
        }
        Some(first.into_iter().map(row).collect_view().into_any())
    };
    let older_rows = move || older.get().into_iter().map(row).collect_view();
    let shown = move || {
        page.get()
            .flatten()
            .map_or(0, |p| p.matches.len() + older.with(Vec::len))
    };
    let more_left = move || {
        page.get()
            .flatten()
            .is_some_and(|p| usize::try_from(p.total).is_ok_and(|total| total > shown()))
    };
    let show_older = move |_| {
        let Some(filter) = filters.filter(known) else {
            return;
        };
        let next = u32::try_from(shown()).unwrap_or(u32::MAX) / api::HISTORY_PAGE;
        spawn_local(async move {
            if let Some(more) = c.answered(api::list_matches(next, &filter).await) {
                older.update(|rows| rows.extend(more.matches));
            }
        });
    };
    let on_change = move |field: RwSignal<String>| move |ev| field.set(event_target_value(&ev));
    view! {
        <BackBar up=Screen::Home>{move || t_string!(c.i18n, history)}</BackBar>
        <section class="card filters">
            <input
                type="search"
                id="search"
                aria-label=move || t_string!(c.i18n, search_player)
                placeholder=move || t_string!(c.i18n, search_player)
                prop:value=move || filters.search.get()
                list="known-players"
                on:input=on_change(filters.search)
            />
            <datalist id="known-players">
                {move || known().into_iter().map(|p| view! { <option value=p.name /> }).collect_view()}
            </datalist>
            <select id="filter-preset" aria-label=move || t_string!(c.i18n, rule_set) on:change=on_change(filters.preset)>
                <option value="">{move || t_string!(c.i18n, all_rule_sets)}</option>
                {Preset::ALL
                    .into_iter()
                    .map(|p| view! {
                        <option value=p.id()>{move || rule_set_name(c.locale(), Some(p.id()))}</option>
                    })
                    .collect_view()}
                <option value="custom">{move || rule_set_name(c.locale(), None)}</option>
            </select>
            <div class="row">
                <input type="date" id="filter-from" aria-label=move || t_string!(c.i18n, a11y_from_day) on:change=on_change(filters.from) />
                <input type="date" id="filter-to" aria-label=move || t_string!(c.i18n, a11y_to_day) on:change=on_change(filters.to) />
            </div>
        </section>
        <div class="match-list" id="match-list">{list} {older_rows}</div>
        <Show when=more_left>
            <button class="big secondary" id="older-matches" on:click=show_older>
                {move || t_string!(c.i18n, older_matches)}
            </button>
        </Show>
        <Transfer on_import=Callback::new(move |()| {
            // An import may bring players the search should know.
            directory.refetch();
            page.refetch();
        }) />
    }
}

/// One match of the list; a tap opens its scoresheet.
#[component]
fn MatchRow(
    /// The match, as the list shows it.
    summary: MatchSummary,
) -> impl IntoView {
    let c = ctx();
    let s = summary;
    let (scores, meta) = row_words(&s);
    let id = s.id.clone();
    view! {
        <button class="match-row" id=format!("match-{}", s.id) on:click=move |_| c.go(Screen::Review(id.clone()))>
            <span class="match-players">{s.players.join(", ")}</span>
            <span class="match-score">{scores}</span>
            <span class="match-meta">{meta}</span>
        </button>
    }
}

/// What a row of the list says of a match: its scores, and its day, rule
/// set and status.
fn row_words(s: &MatchSummary) -> (String, String) {
    let c = ctx();
    let scores = s
        .scores
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" – ");
    let status = match s.status {
        Status::InProgress => t_string!(c.i18n, in_progress).to_owned(),
        Status::Abandoned => t_string!(c.i18n, abandoned).to_owned(),
        Status::Finished => s
            .winner
            .clone()
            .map(|w| t_string!(c.i18n, won_by, who = w))
            .unwrap_or_default(),
    };
    let rule_set = rule_set_name(c.locale(), s.preset.as_deref());
    let date = local_day(&s.started_at);
    (scores, format!("{date} · {rule_set} · {status}"))
}

/// What an unreadable match's row is asking to confirm.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ask {
    Abandon,
    Delete,
}

/// A match this version cannot read: its last recorded scores, why in
/// words, and export as stored, abandon (if under way) and delete.
#[component]
fn UnreadableRow(
    /// The match, as the list shows it.
    summary: MatchSummary,
    /// Called once it was abandoned or deleted.
    on_change: Callback<()>,
) -> impl IntoView {
    let c = ctx();
    let s = summary;
    let date = local_day(&s.started_at);
    let (scores, meta) = row_words(&s);
    let in_progress = s.status == Status::InProgress;
    let version = StoredValue::new(s.engine_version.clone());
    let why = move || match version.get_value() {
        Some(version) => t_string!(c.i18n, unreadable_match, version = version),
        None => t_string!(c.i18n, unreadable_match_old).to_owned(),
    };
    let players = StoredValue::new(s.players.join(", "));
    let day = StoredValue::new(date.clone());
    let id = StoredValue::new(s.id.clone());
    let asking = RwSignal::new(None::<Ask>);
    let raw = RwSignal::new(String::new());
    let export = move |_| {
        leptos::task::spawn_local(async move {
            if let Some(text) = c.answered(api::export_raw(&id.get_value()).await) {
                raw.set(text);
            }
        });
    };
    let confirm = move |_| {
        let Some(ask) = asking.get_untracked() else {
            return;
        };
        leptos::task::spawn_local(async move {
            let id = id.get_value();
            let done = match ask {
                Ask::Abandon => api::abandon_unreadable(&id).await,
                Ask::Delete => api::delete_match(&id).await,
            };
            asking.set(None);
            if c.answered(done).is_some() {
                c.dismiss();
                on_change.run(());
            }
        });
    };
    let question = move || {
        let (players, day) = (players.get_value(), day.get_value());
        match asking.get() {
            Some(Ask::Abandon) => {
                t_string!(
                    c.i18n,
                    abandon_unreadable_sure,
                    players = players,
                    day = day
                )
            }
            Some(Ask::Delete) => t_string!(c.i18n, delete_sure, players = players, day = day),
            None => String::new(),
        }
    };
    let key = s.id.clone();
    view! {
        <div class="match-row unreadable" id=format!("match-{key}")>
            <span class="match-players">{s.players.join(", ")}</span>
            <span class="match-score">{scores}</span>
            <span class="match-meta">{meta}</span>
            <p class="notice warn" id=format!("unreadable-{key}")>{why}</p>
            <Show
                when=move || asking.get().is_none()
                fallback=move || view! {
                    <span class="confirm-text">{question}</span>
                    <button class="danger" id="unreadable-yes" on:click=confirm>{move || t_string!(c.i18n, yes)}</button>
                    <button class="secondary" on:click=move |_| asking.set(None)>{move || t_string!(c.i18n, no)}</button>
                }
            >
                <div class="row">
                    <button class="secondary" id=format!("export-raw-{}", id.get_value()) on:click=export>
                        {move || t_string!(c.i18n, export_raw)}
                    </button>
                    <Show when=move || in_progress>
                        <button class="ghost" id=format!("abandon-{}", id.get_value()) on:click=move |_| asking.set(Some(Ask::Abandon))>
                            {move || t_string!(c.i18n, abandon)}
                        </button>
                    </Show>
                    <button class="danger" id=format!("delete-{}", id.get_value()) on:click=move |_| asking.set(Some(Ask::Delete))>
                        {move || t_string!(c.i18n, delete_match)}
                    </button>
                </div>
            </Show>
            <Show when=move || !raw.get().is_empty()>
                <textarea class="json" id=format!("raw-{}", id.get_value()) aria-label=move || t_string!(c.i18n, a11y_match_text) readonly prop:value=move || raw.get()></textarea>
            </Show>
        </div>
    }
}
