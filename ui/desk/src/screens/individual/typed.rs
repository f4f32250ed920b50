//! A table of four's paper scoresheet typed by the director, in the sheet's
//! form both modes share (`screens::typed`): the sides by their letters and
//! players, the result made and checked by the core
//! (`state::seats_result`); the shell checks it again before it is
//! recorded. A table with its result already is corrected by the sheet,
//! the standings following.

use leptos::prelude::*;
use tranque::tournament::individual::TableSeats;

use crate::api;
use crate::ctx::ctx;
use crate::screens::state::SheetProblem;
use crate::screens::typed::SheetForm;

use super::shown;
use super::state::{SIDES, name_of, result_of, seats_result, side_letter, side_names};

/// The typed-result form of a table.
#[component]
pub fn TypedSeatsForm(
    /// The round.
    round: u32,
    /// The table and its seats.
    at: TableSeats,
) -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let names = Callback::new(move |n: usize| {
        shown.view.with(|v| {
            v.as_ref()
                .map(|v| side_names(v, &at, SIDES[n]))
                .unwrap_or_default()
        })
    });
    let players = Callback::new(move |n: usize| {
        shown.view.with(|v| {
            v.as_ref()
                .map(|v| at.partners(SIDES[n]).map(|p| name_of(v, p)).to_vec())
                .unwrap_or_default()
        })
    });
    let save = Callback::new(move |sheet| {
        let result = shown.view.with_untracked(|v| {
            v.as_ref()
                .ok_or(SheetProblem::NoWinner)
                .and_then(|v| seats_result(&sheet, v, round, at.table))
        })?;
        let id = shown.id();
        // A table with its result already: the sheet corrects it.
        let correcting = shown.view.with_untracked(|v| {
            v.as_ref()
                .is_some_and(|v| result_of(v, round, at.table).is_some())
        });
        shown.change(
            c,
            async move {
                if correcting {
                    api::correct_seats_result(&id, round, at.table, &result).await
                } else {
                    api::record_seats_result(&id, round, at.table, &result).await
                }
            },
            move || shown.typing.set(None),
        );
        Ok(())
    });
    view! {
        <SheetForm
            marks=SIDES.map(|side| side_letter(side).to_owned())
            names=names
            players=players
            save=save
            cancel=Callback::new(move |()| shown.typing.set(None))
            seats=true
        />
    }
}
