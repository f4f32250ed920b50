//! The round under way (or the last one): who sits out, and each table of
//! four as two partnerships facing each other — side A (seats 0 and 2)
//! against side B (seats 1 and 3) — its result once in, and the parts
//! every table card has (`screens::table`): where it stands, what the
//! director can do from it, its code, the paper scoresheet typed.

use leptos::prelude::*;
use tranque::tournament::ResultEnd;
use tranque::tournament::individual::{SeatsResult, TableSeats, TableSide};

use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::screens::state::result_at;
use crate::screens::table::{Stage, TableCard, round_section};

use super::shown;
use super::state::{linked_match, name_of, side_letter, side_names};

/// The round card.
#[component]
pub fn RoundCard() -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let sit_out = move || {
        shown.with(|v| {
            let out = &v.rounds.last()?.seating.sit_out;
            if out.is_empty() {
                return None;
            }
            let names: Vec<String> = out.iter().map(|p| name_of(v, *p)).collect();
            let numbers: Vec<String> = out.iter().map(|p| p.to_string()).collect();
            Some(view! {
                <p class="bye" id="sit-out" data-players=numbers.join(" ")>
                    {t_string!(c.i18n, individual_sit_out, players = names.join(", "))}
                </p>
            })
        })
    };
    round_section(
        shown,
        sit_out,
        |round, at, closed| view! { <SeatsCard round=round at=at closed=closed /> },
    )
}

/// One table of four.
#[component]
fn SeatsCard(
    /// The round.
    round: u32,
    /// The table and its seats.
    at: TableSeats,
    /// The round is closed: nothing more to do at its tables.
    closed: bool,
) -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let table = at.table;
    let result = Memo::new(move |_| {
        shown
            .view
            .with(|v| v.as_ref().and_then(|v| result_at(v, round, table).cloned()))
    });
    // The match played on this phone for the table: under way, or over.
    let here = Memo::new(move |_| {
        shown
            .view
            .with(|v| v.as_ref().and_then(|v| linked_match(v, round, table)))
    });
    let stage = Signal::derive(move || {
        if result.with(Option::is_some) {
            return Stage::ResultIn;
        }
        match here.get() {
            None => Stage::ToPlay,
            Some(false) => Stage::Playing,
            Some(true) => Stage::Played,
        }
    });
    let side = move |side: TableSide| {
        let names = move || {
            shown.view.with(|v| {
                v.as_ref()
                    .map(|v| side_names(v, &at, side))
                    .unwrap_or_default()
            })
        };
        let players: Vec<String> = at.partners(side).iter().map(|p| p.to_string()).collect();
        let letter = side_letter(side);
        view! {
            <span class=format!("pair-at side-{}", side.index()) data-players=players.join(" ")>
                <span class="pair-no" aria-hidden="true">{letter}</span>
                <span class="sr-only">{move || t_string!(c.i18n, individual_side, side = letter)}</span>
                {names}
            </span>
        }
    };
    let result_line = move || {
        let result = result.get()?;
        let words = shown
            .view
            .with(|v| v.as_ref().map(|v| result_words(c, v, &at, &result)))?;
        Some(view! {
            <p class="table-result" id=format!("table-{table}-result") data-winner=side_letter(result.winner)>
                {words}
            </p>
        })
    };
    view! {
        <TableCard shown=shown round=round at=at closed=closed stage=stage sides=[side(TableSide::A).into_any(), side(TableSide::B).into_any()]>
            {result_line}
        </TableCard>
    }
}

/// A result as the card shows it: "Ana & Caio won 212–148", or the forfeit.
fn result_words(
    c: crate::ctx::Ctx,
    view: &crate::api::IndividualView,
    at: &TableSeats,
    result: &SeatsResult,
) -> String {
    let players = side_names(view, at, result.winner);
    let line = result.scores[result.winner.index()];
    match result.end {
        ResultEnd::Forfeit { .. } => {
            t_string!(c.i18n, individual_result_forfeit, players = players).to_string()
        }
        _ => t_string!(
            c.i18n,
            individual_result_won,
            players = players,
            points = format!("{}–{}", line.points_for, line.points_against)
        )
        .to_string(),
    }
}
