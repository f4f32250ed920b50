//! A table of four's paper scoresheet typed by the director, in the sheet's
//! form both modes share (`screens::typed`): the sides by their letters and
//! players, the result made and checked by the core
//! (`state::seats_result`); the shell checks it again before it is
//! recorded. A table with its result already is corrected by the sheet,
//! the standings following.

use leptos::prelude::*;
use tranque::tournament::individual::TableSeats;

use crate::screens::typed::{SheetForm, saving};

use super::shown;
use super::state::{SIDES, name_of, side_letter, side_names};

/// The typed-result form of a table.
#[component]
pub fn TypedSeatsForm(
    /// The round.
    round: u32,
    /// The table and its seats.
    at: TableSeats,
) -> impl IntoView {
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
    view! {
        <SheetForm
            marks=SIDES.map(|side| side_letter(side).to_owned())
            names=names
            players=players
            save=saving(shown, round, at.table)
            cancel=Callback::new(move |()| shown.typing.set(None))
            seats=true
        />
    }
}
