//! A pairs' table card: its two pairs, its result (or a conflict), and the
//! parts every table card has (`table`): where it stands, what the
//! director can do from it, its code, the paper scoresheet typed.

use leptos::prelude::*;
use tranque::tournament::{ResultEnd, TablePairing, TableResult};

use crate::ctx::ctx;
use crate::i18n::t_string;

use super::shown::desk;
use super::state::{TableState, pair_names, table_state};
use super::table::{Stage, TableCard};

/// One table of a round.
#[component]
pub fn PairsCard(
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
    let stage = Signal::derive(move || match state.get() {
        Some(TableState::ToPlay) | None => Stage::ToPlay,
        Some(TableState::Playing { .. }) => Stage::Playing,
        Some(TableState::Played { .. }) => Stage::Played,
        Some(TableState::ResultIn(_)) => Stage::ResultIn,
        Some(TableState::Conflict { .. }) => Stage::Conflict,
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
    view! {
        <TableCard shown=desk round=round at=at closed=closed stage=stage sides=[pair_line(0).into_any(), pair_line(1).into_any()]>
            {result}
        </TableCard>
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
