//! The round's paperwork as PDF (`docs/paperwork.md`): the pairing sheet,
//! a result slip per table with the table's code, the standings after the
//! round, each saved where the director picks (a phone's share sheet), in
//! the screens' language, on A4 or Letter paper (A4 unless chosen). The
//! file's name is said in the banner.

use leptos::prelude::*;

use crate::api::{self, PaperSize, Sheet};
use crate::ctx::ctx;
use crate::i18n::t_string;
use tranque_ui_shared::widgets::TaskButton;

/// The buttons that save round `round`'s sheets, and the paper they are
/// drawn for: a tournament of either mode (an individual one's pairing
/// sheet shows partners and opponents, its slips a table of four each, its
/// standings a player a row).
#[component]
pub fn Sheets(
    /// The tournament's id.
    tournament: StoredValue<String>,
    /// The round.
    round: u32,
) -> impl IntoView {
    let c = ctx();
    let paper = RwSignal::new(PaperSize::default());
    let save = Action::new_local(move |sheet: &Sheet| {
        let (sheet, id, lang) = (*sheet, tournament.get_value(), c.lang());
        async move {
            let saved = c.answered(
                api::save_tournament_sheet(&id, round, sheet, paper.get_untracked(), lang).await,
            )??;
            c.tell(t_string!(c.i18n, sheets_saved, file = saved.file).to_owned());
            Some(())
        }
    });
    let button = move |sheet: Sheet, id: &'static str| {
        let words = move || match sheet {
            Sheet::Pairings => t_string!(c.i18n, paper_print_pairings),
            Sheet::Slips => t_string!(c.i18n, paper_print_slips),
            Sheet::Standings => t_string!(c.i18n, paper_print_standings),
        };
        view! {
            <TaskButton class="secondary" id=id pending=save.pending() start=move |()| { save.dispatch_local(sheet); }>
                {words}
            </TaskButton>
        }
    };
    let choose = move |ev| {
        let chosen = if event_target_value(&ev) == "letter" {
            PaperSize::Letter
        } else {
            PaperSize::A4
        };
        paper.set(chosen);
    };
    view! {
        <div class="row sheets no-print" id=format!("sheets-{round}")>
            {button(Sheet::Pairings, "save-pairings")}
            {button(Sheet::Slips, "save-slips")}
            {button(Sheet::Standings, "save-standings")}
            <label>
                {move || t_string!(c.i18n, sheets_paper)}
                " "
                <select id="sheets-paper" on:change=choose>
                    <option value="a4" selected=move || paper.get() == PaperSize::A4>{move || t_string!(c.i18n, sheets_a4)}</option>
                    <option value="letter" selected=move || paper.get() == PaperSize::Letter>{move || t_string!(c.i18n, sheets_letter)}</option>
                </select>
            </label>
        </div>
    }
}
