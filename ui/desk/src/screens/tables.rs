//! A table's card: its pairs, where it stands (to play, playing, played,
//! result in, conflict) and what the director can do from it — start its
//! match here, take the result of that match, import the table's match
//! file, type the paper scoresheet, show or save the code the table's phone
//! scans.

use leptos::prelude::*;
use tranque::tournament::{ResultEnd, TablePairing, TableResult};

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::screen::Screen;

use super::shown::desk;
use super::state::{TableState, pair_names, table_state};
use super::typed::TypedForm;
use super::why::{Explained, Why};
use crate::link;

/// One table of a round.
#[component]
pub fn TableCard(
    /// The round.
    round: u32,
    /// The table and its pairs.
    at: TablePairing,
    /// The round is closed: nothing more to do at its tables.
    closed: bool,
) -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let table = at.table;
    let state = Memo::new(move |_| {
        let conflict = desk.conflict(round, table);
        desk.view.with(|v| {
            v.as_ref()
                .map(|v| table_state(v, round, table, conflict.as_ref()))
        })
    });
    let names = move |n: usize| {
        desk.view.with(|v| {
            v.as_ref()
                .map(|v| pair_names(v, at.pairs[n]))
                .unwrap_or_default()
        })
    };
    let pair_line = move |n: usize| {
        view! {
            <span class=format!("pair-at side-{n}") data-pair=at.pairs[n].to_string()>
                // The side the pair plays at the table, in words as well as colour.
                <span class="pair-side">{["A", "B"][n % 2]}</span>
                <span class="pair-no">{at.pairs[n].to_string()}</span>
                {move || names(n)}
            </span>
        }
    };
    let state_name = move || match state.get() {
        Some(TableState::ToPlay) | None => "to-play",
        Some(TableState::Playing { .. }) => "playing",
        Some(TableState::Played { .. }) => "played",
        Some(TableState::ResultIn(_)) => "result-in",
        Some(TableState::Conflict { .. }) => "conflict",
    };
    let state_words = move || match state.get() {
        Some(TableState::ToPlay) | None => t_string!(c.i18n, table_state_to_play),
        Some(TableState::Playing { .. }) => t_string!(c.i18n, table_state_playing),
        Some(TableState::Played { .. }) => t_string!(c.i18n, table_state_played),
        Some(TableState::ResultIn(_)) => t_string!(c.i18n, table_state_result_in),
        Some(TableState::Conflict { .. }) => t_string!(c.i18n, table_state_conflict),
    };
    let result = move || {
        match state.get()? {
        TableState::ResultIn(result) => Some(view! {
            <p class="table-result" id=format!("table-{table}-result") data-source=source_of(&result)>
                {result_words(&result)}
            </p>
        }.into_any()),
        TableState::Conflict { recorded, given } => Some(view! {
            <p class="table-result" id=format!("table-{table}-result")>{result_words(&recorded)}</p>
            <p class="conflict" id=format!("table-{table}-conflict")>
                {t_string!(c.i18n, table_conflict, given = result_words(&given))}
            </p>
        }.into_any()),
        _ => None,
    }
    };
    let actions = move || {
        if closed {
            return None;
        }
        let state = state.get()?;
        let main = match &state {
            TableState::ToPlay => Some(view! { <StartHere round=round table=table /> }.into_any()),
            TableState::Playing { .. } => Some(view! {
                <button class="wide" id=format!("table-{table}-resume") on:click=move |_| c.go(Screen::Table)>
                    {move || t_string!(c.i18n, table_resume)}
                </button>
            }.into_any()),
            TableState::Played { .. } => Some(view! { <FromMatch round=round table=table /> }.into_any()),
            TableState::ResultIn(_) | TableState::Conflict { .. } => {
                return Some(view! {
                    <button class="secondary wide" id=format!("table-{table}-correct") on:click=move |_| desk.typing.set(Some(table))>
                        {move || t_string!(c.i18n, table_correct)}
                    </button>
                }.into_any());
            }
        };
        Some(
            view! {
                {main}
                <OtherWays round=round table=table />
            }
            .into_any(),
        )
    };
    let typing = move || {
        (!closed && desk.typing.get() == Some(table))
            .then(|| view! { <TypedForm round=round at=at /> })
    };
    let code = move || {
        desk.qr.with(|qr| {
            let (_, code) = qr.as_ref().filter(|(t, _)| *t == table)?;
            let svg = code.svg.clone();
            Some(view! {
                <figure class="qr" id=format!("table-{table}-qr-code")>
                    <div class="qr-code" role="img" aria-label=move || t_string!(c.i18n, a11y_qr) inner_html=svg></div>
                    <figcaption>{move || t_string!(c.i18n, table_qr_caption)}</figcaption>
                </figure>
                <button class="secondary wide" id=format!("table-{table}-qr-close") on:click=move |_| desk.qr.set(None)>
                    {move || t_string!(c.i18n, table_qr_close)}
                </button>
            })
        })
    };
    view! {
        <article class="card table-card" id=format!("table-{table}") data-state=state_name>
            <header class="table-head">
                <h3>{move || t_string!(c.i18n, tournament_table, table = table.to_string())}</h3>
                <span class=move || format!("state {}", state_name()) id=format!("table-{table}-state")>
                    {state_words}
                </span>
            </header>
            <p class="pairs-at">{pair_line(0)} <span class="vs">"×"</span> {pair_line(1)}</p>
            <Why round=round what=Explained::Table(table) />
            {result}
            {actions}
            {code}
            {typing}
        </article>
    }
}

/// A result as the card shows it: "3 · 203–150", the winner's number and
/// its points for and against, or the forfeit.
/// Where a result came from, as the core names it (`typed`, `played`,
/// `imported`): kept on the page for the end-to-end tests to read.
fn source_of(result: &TableResult) -> String {
    serde_json::to_value(result.source)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

fn result_words(result: &TableResult) -> String {
    let c = ctx();
    let winner = result.winner.to_string();
    match (result.end, result.score_of(result.winner)) {
        (ResultEnd::Forfeit { .. }, _) | (_, None) => {
            t_string!(c.i18n, table_result_forfeit, winner = winner).to_owned()
        }
        (_, Some(s)) => t_string!(
            c.i18n,
            table_result_won,
            winner = winner,
            points = format!("{}–{}", s.points_for, s.points_against)
        )
        .to_owned(),
    }
}

/// "Play it here": the table's match starts on this phone.
#[component]
fn StartHere(round: u32, table: u32) -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let start = move |_| {
        if c.busy.get_untracked() {
            return;
        }
        c.busy.set(true);
        let id = desk.id();
        leptos::task::spawn_local(async move {
            let answer = api::start_table_match(&id, round, table).await;
            c.busy.set(false);
            let Some(view) = c.answered(answer) else {
                return;
            };
            link::remember(&view.id, Some(&id));
            c.follow_opener(&view);
            c.current.set(Some(view));
            c.go(Screen::Table);
        });
    };
    view! {
        <button class="wide" id=format!("table-{table}-start") on:click=start>
            {move || t_string!(c.i18n, table_start_here)}
        </button>
    }
}

/// "Take the result" of the table's match played on this phone.
#[component]
fn FromMatch(round: u32, table: u32) -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let take = move |_| {
        let id = desk.id();
        desk.change(
            c,
            async move { api::result_from_match(&id, round, table).await },
            || {},
        );
    };
    view! {
        <button class="wide" id=format!("table-{table}-from-match") on:click=take>
            {move || t_string!(c.i18n, table_from_match)}
        </button>
    }
}

/// The ways a result arrives from elsewhere, and the table's code.
#[component]
fn OtherWays(round: u32, table: u32) -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let import = move |_| {
        let id = desk.id();
        desk.apply(
            c,
            async move { api::import_table_file(&id, round, table).await },
            || {},
        );
    };
    let show_qr = move |_| {
        let id = desk.id();
        leptos::task::spawn_local(async move {
            if let Some(code) = c.answered(api::table_qr(&id, round, table).await) {
                desk.qr.set(Some((table, code)));
            }
        });
    };
    let save_qr = move |_| {
        let id = desk.id();
        leptos::task::spawn_local(async move {
            if let Some(Some(saved)) = c.answered(api::save_table_qr(&id, round, table).await) {
                c.tell(t_string!(c.i18n, table_qr_saved, file = saved.file).to_owned());
            }
        });
    };
    view! {
        <div class="table-actions">
            <button class="secondary" id=format!("table-{table}-type") on:click=move |_| desk.typing.set(Some(table))>
                {move || t_string!(c.i18n, table_type_sheet)}
            </button>
            <button class="secondary" id=format!("table-{table}-import") on:click=import>
                {move || t_string!(c.i18n, table_import_file)}
            </button>
            <button class="secondary" id=format!("table-{table}-qr") on:click=show_qr>
                {move || t_string!(c.i18n, table_show_qr)}
            </button>
            <button class="secondary" id=format!("table-{table}-save-qr") on:click=save_qr>
                {move || t_string!(c.i18n, table_save_qr)}
            </button>
        </div>
    }
}
