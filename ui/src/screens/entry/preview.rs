//! The core's verdict on the hand as entered: the side totals, who wins and
//! how much, and why; or, in words, why it cannot be saved.

use leptos::prelude::*;
use tranque::{Mode, Settlement, Table};

use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::widgets::side_name;

/// The preview of a hand: `None` until who ended it is known, else the
/// core's settlement or the refusal in words.
pub type Verdict = Option<Result<Settlement, String>>;

/// The preview under the hands.
#[component]
pub fn Preview(
    /// The core's verdict.
    verdict: Memo<Verdict>,
    /// A blocked game rather than a domino.
    block: bool,
    /// Who sits where and with whom.
    table: Table,
    /// The players' names, by seat.
    names: StoredValue<Vec<String>>,
) -> impl IntoView {
    let c = ctx();
    move || match verdict.get() {
        None => {
            let ask = if block {
                t_string!(c.i18n, tap_closer)
            } else {
                t_string!(c.i18n, tap_winner)
            };
            view! { <p class="muted">{ask}</p> }.into_any()
        }
        Some(Err(e)) => view! { <p class="error" id="entry-error">{e}</p> }.into_any(),
        Some(Ok(s)) => names.with_value(|names| {
            let sides = table
                .all_sides()
                .map(|side| {
                    let pips = s.side_pips.get(side.index()).copied().unwrap_or(0);
                    format!("{} {pips}", side_name(&table, side, names))
                })
                .collect::<Vec<_>>()
                .join(" · ");
            let headline = match s.winner {
                Some(w) => t_string!(
                    c.i18n,
                    wins_points,
                    who = side_name(&table, w, names),
                    points = s.points.to_string()
                ),
                None if s.void => t_string!(c.i18n, hand_void).to_owned(),
                None => t_string!(c.i18n, nobody_scores).to_owned(),
            };
            view! {
                <p class="side-totals" id="side-totals">{sides}</p>
                <p class="headline" id="preview-points">{headline}</p>
                <p class="reason" id="preview-reason">{s.describe_with(c.lang(), names)}</p>
            }
            .into_any()
        }),
    }
}

/// The save button's words: Save, and once the core has settled the hand,
/// who scores and how much ("Save · B +19").
pub fn save_label(c: Ctx, verdict: &Verdict, table: &Table, names: &[String]) -> String {
    let save = t_string!(c.i18n, save);
    match verdict {
        Some(Ok(s)) => match s.winner {
            Some(w) => {
                let short = match table.mode() {
                    Mode::Pairs => table.side_label(w),
                    Mode::Individual => names.get(w.index()).cloned().unwrap_or_default(),
                };
                format!("{save} · {short} +{}", s.points)
            }
            None => format!("{save} · 0"),
        },
        _ => save.to_owned(),
    }
}
