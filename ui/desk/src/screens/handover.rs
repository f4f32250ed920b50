//! A tournament handed to another phone: "Hand over" on its screen saves
//! its whole log as a file where the director picks; "Take over a
//! tournament" on the list opens such a file, and the tournament carries on
//! here where the other phone stopped. What each did is said in words; a
//! refusal (a conflict, a file that is no tournament's) too.

use leptos::prelude::*;

use crate::api::{self, TakeOver, TakenOver};
use crate::ctx::{Ctx, Id, ctx};
use crate::i18n::t_string;
use crate::screen::Screen;
use tranque_ui_shared::widgets::TaskButton;

/// "Hand over to another phone", on a tournament's screen.
#[component]
pub fn HandOver(
    /// The tournament's id.
    #[prop(into)]
    id: Id,
) -> impl IntoView {
    let c = ctx();
    let save = Action::new_local(move |_: &()| async move {
        let saved = c.answered(api::save_tournament_file(&id.get_value()).await)??;
        c.tell(t_string!(c.i18n, hand_over_saved, file = saved.file).to_owned());
        Some(())
    });
    view! {
        <TaskButton class="secondary wide no-print" id="hand-over" pending=save.pending() start=move |()| { save.dispatch_local(()); }>
            {move || t_string!(c.i18n, hand_over)}
        </TaskButton>
    }
}

/// "Take over a tournament", on the list: the tournament opened from its
/// file is shown, with what taking it over did.
#[component]
pub fn TakeOverButton() -> impl IntoView {
    let c = ctx();
    let open = Action::new_local(move |_: &()| async move {
        let taken = c.answered(api::take_over_tournament_file().await)??;
        let id = taken.tournament.id.clone();
        let words = said(c, &taken);
        // An individual tournament opens in its own screen.
        if taken.individual.is_some() {
            c.go(Screen::Individual(id));
        } else {
            c.go(Screen::Tournament(id));
        }
        c.say(words);
        Some(())
    });
    view! {
        <TaskButton class="big secondary" id="take-over" pending=open.pending() start=move |()| { open.dispatch_local(()); }>
            {move || t_string!(c.i18n, take_over)}
        </TaskButton>
    }
}

/// What taking a tournament over did, in words.
fn said(c: Ctx, taken: &TakenOver) -> String {
    let name = taken.tournament.setup.name.clone();
    match taken.outcome {
        TakeOver::Added => t_string!(c.i18n, taken_over_added, name = name).to_owned(),
        TakeOver::Extended => t_string!(
            c.i18n,
            taken_over_extended,
            name = name,
            count = taken.entries
        )
        .to_owned(),
        TakeOver::Unchanged => t_string!(c.i18n, taken_over_unchanged, name = name).to_owned(),
    }
}
