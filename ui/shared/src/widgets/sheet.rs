//! The scoresheet: one row per event, the entry per side and the running totals.

use leptos::prelude::*;
use tranque::{SheetRow, Standings, Table};

use super::sides::side_short;
use crate::ctx::ctx;
use crate::i18n::{Locale, t_string, td_string};

/// What a scoresheet row shows in its first column.
pub fn row_label(row: &SheetRow, locale: Locale) -> String {
    use tranque::{EndKind, RowKind};
    match &row.kind {
        RowKind::Hand { end, tiebreak } => {
            let what = match end {
                EndKind::Domino => td_string!(locale, word_domino),
                EndKind::Block => td_string!(locale, word_block),
                EndKind::PassedWithPlayable => td_string!(locale, word_pass_fault),
            };
            let mut mark = if *tiebreak {
                format!(" · {}", td_string!(locale, tiebreak))
            } else {
                String::new()
            };
            // Why the hand is worth more than a plain one: how they went
            // out, and the blocks just before it.
            if let Some(worth) = row.settlement.as_ref().map(|s| s.explanation.worth) {
                use tranque::Finish;
                let finish = match worth.finish {
                    Finish::Simple => None,
                    Finish::Carroca => Some(td_string!(locale, row_finish_carroca)),
                    Finish::LaELo => Some(td_string!(locale, row_finish_la_e_lo)),
                    Finish::Cruzada => Some(td_string!(locale, row_finish_cruzada)),
                    Finish::Capicua => Some(td_string!(locale, row_finish_capicua)),
                };
                if let Some(finish) = finish {
                    mark.push_str(&format!(" · {finish}"));
                }
                if worth.after_blocks > 0 {
                    let blocks = worth.after_blocks.to_string();
                    mark.push_str(&format!(
                        " · {}",
                        td_string!(locale, row_after_blocks, blocks = blocks)
                    ));
                }
            }
            format!("{} {}{mark}", row.hand_number, what)
        }
        RowKind::Redeal { .. } => td_string!(locale, word_redeal).to_owned(),
        RowKind::Penalty { fault, warning, .. } => {
            let clause = fault.clause().unwrap_or("");
            if *warning {
                format!("{} {clause}", td_string!(locale, warning))
            } else {
                format!("{} {clause}", td_string!(locale, penalty))
            }
        }
        RowKind::Forfeit { .. } => td_string!(locale, forfeit).to_owned(),
        RowKind::TimeUp { .. } => td_string!(locale, time_up).to_owned(),
    }
}

/// The scoresheet: one row per event, the entry per side and the running totals.
#[component]
pub fn Sheet(
    /// The standings.
    #[prop(into)]
    standings: Signal<Standings>,
    /// The table.
    table: Table,
    /// Names in seat order.
    names: Vec<String>,
    /// A delete button per row (history editing).
    #[prop(default = None)]
    on_delete: Option<Callback<usize>>,
    /// An edit button per hand row (history editing).
    #[prop(default = None)]
    on_edit: Option<Callback<usize>>,
) -> impl IntoView {
    let c = ctx();
    let heads = table
        .all_sides()
        .map(|side| {
            view! { <th>{side_short(&table, side, &names)}</th> }
        })
        .collect_view();
    let rows = move || {
        let locale = c.locale();
        standings
            .get()
            .sheet
            .into_iter()
            .map(|row| {
                let label = row_label(&row, locale);
                let index = row.event_index;
                let cells = row
                    .entries
                    .iter()
                    .zip(row.totals.iter())
                    .map(|(entry, total)| {
                        let entry = entry.map(|e| e.to_string()).unwrap_or_default();
                        view! {
                            <td>
                                <span class="entry">{entry}</span>
                                <span class="total">{*total}</span>
                            </td>
                        }
                    })
                    .collect_view();
                let is_hand = matches!(row.kind, tranque::RowKind::Hand { .. });
                // A row's button: its id is the action's and the row's.
                let button = move |action: &str, cb: Callback<usize>, words: &'static str| {
                    view! {
                        <button class="ghost small" id=format!("{action}-{index}") on:click=move |_| cb.run(index)>
                            {words}
                        </button>
                    }
                };
                let edit = on_edit
                    .filter(|_| is_hand)
                    .map(|cb| button("edit", cb, t_string!(c.i18n, edit)));
                let delete = on_delete.map(|cb| {
                    view! {
                        <td class="row-actions">
                            {edit}
                            {button("delete", cb, t_string!(c.i18n, delete))}
                        </td>
                    }
                });
                view! {
                    <tr>
                        <td class="row-label">{label}</td>
                        {cells}
                        {delete}
                    </tr>
                }
            })
            .collect_view()
    };
    // Wider than the phone at the largest text sizes: the sheet scrolls
    // sideways in its own region, its words whole.
    view! {
        <div class="scroll-x" tabindex="0" role="region" aria-label=move || t_string!(c.i18n, scoresheet)>
        <table class="sheet" id="sheet">
            <thead>
                <tr>
                    <th></th>
                    {heads}
                    {on_delete.map(|_| view! { <th></th> })}
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tranque::{Event, Finish, HandEnd, Leftover, Match, MatchSetup, Mode, Preset, Seat};

    #[test]
    fn a_scoresheet_row_says_how_they_went_out_and_the_blocks_before() {
        let setup = MatchSetup {
            rules: Preset::BrBatidas.rules(Mode::Pairs),
            seats: ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec(),
        };
        let block = HandEnd::Block {
            closed_by: Seat(3),
            left: Leftover::Pips(vec![6, 10, 7, 2]),
        };
        let carroca = HandEnd::Domino {
            by: Seat(0),
            left: Leftover::Pips(vec![0, 5, 4, 3]),
            finish: Finish::Carroca,
        };
        let game = Match::from_events(
            setup,
            [
                Event::Hand {
                    opener: Some(Seat(0)),
                    end: block,
                },
                Event::Hand {
                    opener: None,
                    end: carroca,
                },
            ],
        )
        .expect("a batidas match");
        let sheet = &game.standings().sheet;
        assert_eq!(row_label(&sheet[0], Locale::en), "1 block");
        assert_eq!(
            row_label(&sheet[1], Locale::en),
            "2 domino · carroça · +1 after blocks"
        );
        assert_eq!(
            row_label(&sheet[1], Locale::pt_BR),
            "2 batida · de carroça · +1 por mão trancada"
        );
    }
}
