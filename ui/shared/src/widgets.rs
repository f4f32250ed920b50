//! Pieces shared by the screens: the table drawing, tiles, the number pad,
//! the scoreboard, the scoresheet and the score chart.

use leptos::prelude::*;
use tranque::{Mode, Rules, Seat, SheetRow, Side, Standings, Table, Tile};

use crate::a11y::{seat_tag, tile_words};
use crate::ctx::ctx;
use crate::i18n::{Locale, t_string, td_string};

/// The table of a match (sides, seats), built from its rules and seat count.
pub fn table_of(rules: &Rules, seats: usize) -> Option<Table> {
    Table::new(seats, rules.mode).ok()
}

/// A side's label at this table: "A · Ana & Caio" for pairs, the player for individual play.
pub fn side_name(table: &Table, side: Side, names: &[String]) -> String {
    let members: Vec<&str> = table
        .seats_of(side)
        .filter_map(|s| names.get(s.index()).map(String::as_str))
        .collect();
    match table.mode() {
        Mode::Pairs => format!("{} · {}", table.side_label(side), members.join(" & ")),
        Mode::Individual => members.join(" & "),
    }
}

/// A side's short name, where a column or a line is named: "A" for pairs,
/// the player for individual play.
pub fn side_short(table: &Table, side: Side, names: &[String]) -> String {
    match table.mode() {
        Mode::Pairs => table.side_label(side),
        Mode::Individual => names.get(side.index()).cloned().unwrap_or_default(),
    }
}

/// Where each seat sits on the drawing, counter-clockwise from the bottom.
fn seat_place(seat: usize, seats: usize) -> &'static str {
    match (seats, seat) {
        (2, 0) | (3, 0) | (4, 0) => "bottom",
        (2, 1) => "top",
        (3, 1) | (4, 1) => "right",
        (3, 2) => "left",
        (4, 2) => "top",
        _ => "left",
    }
}

/// The table seen from above: one button per seat, counter-clockwise, sides coloured.
///
/// `marked(seat)` highlights a seat (the opener, the one chosen); `on_tap` makes
/// the seats buttons; `prefix` names their ids (`#<prefix>-<seat>`).
#[component]
pub fn TableDrawing(
    /// Names in seat order.
    names: Vec<String>,
    /// Pairs or individual.
    mode: Mode,
    /// Which seat is highlighted.
    #[prop(into)]
    marked: Signal<Option<Seat>>,
    /// The id prefix of the seat buttons.
    prefix: &'static str,
    /// What a tap on a seat does.
    on_tap: Callback<Seat>,
    /// Words in the middle of the table.
    #[prop(into, optional)]
    centre: Signal<String>,
    /// Seats that cannot be chosen.
    #[prop(into, optional)]
    disabled: Signal<Vec<Seat>>,
    /// A smaller drawing, for screens with more below it.
    #[prop(optional)]
    compact: bool,
) -> impl IntoView {
    let seats = names.len();
    let table = Table::new(seats, mode).ok();
    let buttons = names
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            let seat = Seat(u8::try_from(i).unwrap_or(0));
            let side = table.map(|t| t.side_of(seat).0).unwrap_or(0);
            let class = format!("seat {} side-{}", seat_place(i, seats), side % 4);
            let c = ctx();
            view! {
                <button
                    class=class
                    id=format!("{prefix}-{i}")
                    aria-pressed=move || (marked.get() == Some(seat)).to_string()
                    class:marked=move || marked.get() == Some(seat)
                    disabled=move || disabled.get().contains(&seat)
                    on:click=move |_| on_tap.run(seat)
                >
                    // Read as "Ana, side A": the name, a pause, what is shown under it.
                    <span class="seat-name">{name}</span>
                    <span class="sr-only">", "</span>
                    <span class="seat-side">{move || seat_tag(c.locale(), table.as_ref(), seat)}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="table-drawing" class:compact=compact>
            <div class="felt">
                <span class="centre">{move || centre.get()}</span>
            </div>
            {buttons}
        </div>
    }
}

/// The pip positions of one half of a tile (a 20×20 square).
fn pips(n: u8) -> &'static [(u8, u8)] {
    match n {
        1 => &[(10, 10)],
        2 => &[(5, 5), (15, 15)],
        3 => &[(5, 5), (10, 10), (15, 15)],
        4 => &[(5, 5), (15, 5), (5, 15), (15, 15)],
        5 => &[(5, 5), (15, 5), (10, 10), (5, 15), (15, 15)],
        6 => &[(5, 4), (15, 4), (5, 10), (15, 10), (5, 16), (15, 16)],
        _ => &[],
    }
}

/// A domino tile drawn with its pips.
#[component]
pub fn TileFace(
    /// The tile.
    tile: Tile,
) -> impl IntoView {
    let half = |n: u8, dy: u8| {
        pips(n)
            .iter()
            .map(|&(x, y)| view! { <circle cx=x cy=y + dy r="2.2" class="pip" /> })
            .collect_view()
    };
    view! {
        <svg viewBox="0 0 20 40" class="tile-face" aria-hidden="true">
            <rect x="0.5" y="0.5" width="19" height="39" rx="3" class="tile-body" />
            <line x1="2" y1="20" x2="18" y2="20" class="tile-line" />
            {half(tile.high(), 0)}
            {half(tile.low(), 20)}
        </svg>
    }
}

/// The 28 tiles as a triangle (row by high number); tap to toggle.
#[component]
pub fn TilePicker(
    /// Tiles chosen for the seat being entered.
    #[prop(into)]
    chosen: Signal<Vec<Tile>>,
    /// Tiles taken by other seats (greyed out).
    #[prop(into)]
    taken: Signal<Vec<Tile>>,
    /// What a tap does.
    on_toggle: Callback<Tile>,
) -> impl IntoView {
    let c = ctx();
    let rows = (0..=6u8)
        .rev()
        .map(|high| {
            let tiles = (0..=high)
                .rev()
                .filter_map(|low| Tile::new(high, low).ok())
                .map(|tile| {
                    view! {
                        <button
                            class="tile"
                            id=format!("tile-{}-{}", tile.high(), tile.low())
                            aria-label=move || tile_words(c.locale(), tile)
                            aria-pressed=move || chosen.get().contains(&tile).to_string()
                            class:chosen=move || chosen.get().contains(&tile)
                            disabled=move || taken.get().contains(&tile)
                            on:click=move |_| on_toggle.run(tile)
                        >
                            <TileFace tile=tile />
                        </button>
                    }
                })
                .collect_view();
            view! { <div class="tile-row">{tiles}</div> }
        })
        .collect_view();
    view! { <div class="tile-picker">{rows}</div> }
}

/// A large number pad: digits, erase, clear.
#[component]
pub fn NumPad(
    /// A digit (0–9) or `-1` to erase, `-2` to clear.
    on_key: Callback<i8>,
) -> impl IntoView {
    let c = ctx();
    // The digits say themselves; erase and clear are named in words.
    let key = move |k: i8, label: &'static str, id: String| {
        let said = move || match k {
            -1 => Some(t_string!(c.i18n, a11y_erase)),
            -2 => Some(t_string!(c.i18n, a11y_clear)),
            _ => None,
        };
        view! {
            <button class="key" id=id aria-label=said on:click=move |_| on_key.run(k)>
                {label}
            </button>
        }
    };
    let labels = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    view! {
        <div class="numpad">
            {(1..=9i8)
                .map(|d| key(d, labels[d as usize], format!("key-{d}")))
                .collect_view()}
            {key(-2, "C", "key-clear".to_owned())}
            {key(0, "0", "key-0".to_owned())}
            {key(-1, "⌫", "key-back".to_owned())}
        </div>
    }
}

/// The score of each side, with its progress to the target.
#[component]
pub fn Scoreboard(
    /// The standings.
    #[prop(into)]
    standings: Signal<Standings>,
    /// The table.
    table: Table,
    /// Names in seat order.
    names: Vec<String>,
    /// The target.
    target: u32,
) -> impl IntoView {
    let sides = table
        .all_sides()
        .map(|side| {
            let label = side_name(&table, side, &names);
            let score = move || {
                standings
                    .get()
                    .scores
                    .get(side.index())
                    .copied()
                    .unwrap_or(0)
            };
            let width = move || {
                let s = score().max(0) as f64;
                let t = f64::from(target.max(1));
                format!("{:.1}", (s / t).min(1.0) * 100.0)
            };
            view! {
                <div class=format!("side-score side-{}", side.0 % 4)>
                    <span class="side-label">{label}</span>
                    <span class="score" id=format!("score-{}", side.0)>{score}</span>
                    <svg class="progress" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true">
                        <rect x="0" y="0" width="100" height="6" class="progress-track" />
                        <rect x="0" y="0" width=width height="6" class="progress-bar" />
                    </svg>
                </div>
            }
        })
        .collect_view();
    view! { <div class="scoreboard">{sides}</div> }
}

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
                let edit = on_edit.filter(|_| is_hand).map(|cb| {
                    view! {
                        <button
                            class="ghost small"
                            id=format!("edit-{index}")
                            on:click=move |_| cb.run(index)
                        >
                            {t_string!(c.i18n, edit)}
                        </button>
                    }
                });
                let delete = on_delete.map(|cb| {
                    view! {
                        <td class="row-actions">
                            {edit}
                            <button
                                class="ghost small"
                                id=format!("delete-{index}")
                                on:click=move |_| cb.run(index)
                            >
                                {t_string!(c.i18n, delete)}
                            </button>
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
    view! {
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
    }
}

/// The score progression, one line per side (SVG), each named at its end
/// so no line is told by its colour alone.
#[component]
pub fn Chart(
    /// The standings.
    standings: Standings,
    /// The sides' names as the lines' ends show them ("A", "B"; the players
    /// in individual play), one per side.
    sides: Vec<String>,
    /// The target (drawn as a line).
    target: u32,
) -> impl IntoView {
    let mut series: Vec<Vec<i64>> = vec![vec![0]; sides.len()];
    for row in &standings.sheet {
        for (s, total) in row.totals.iter().enumerate() {
            if let Some(line) = series.get_mut(s) {
                line.push(*total);
            }
        }
    }
    let points = series.first().map_or(1, Vec::len).max(2);
    let top = series
        .iter()
        .flatten()
        .copied()
        .max()
        .unwrap_or(0)
        .max(i64::from(target))
        .max(1);
    let bottom = series.iter().flatten().copied().min().unwrap_or(0).min(0);
    let span = (top - bottom).max(1) as f64;
    let x = move |i: usize| 4.0 + 292.0 * i as f64 / (points - 1) as f64;
    let y = move |v: i64| 146.0 - 140.0 * (v - bottom) as f64 / span;
    let lines = series
        .iter()
        .enumerate()
        .map(|(s, line)| {
            let path = line
                .iter()
                .enumerate()
                .map(|(i, v)| format!("{:.1},{:.1}", x(i), y(*v)))
                .collect::<Vec<_>>()
                .join(" ");
            let end = line.last().copied().unwrap_or(0);
            let name = sides.get(s).cloned().unwrap_or_default();
            view! {
                <polyline points=path class=format!("series side-{}", s % 4) />
                <text
                    x=format!("{:.1}", x(line.len().saturating_sub(1)))
                    y=format!("{:.1}", y(end) - 4.0)
                    text-anchor="end"
                    class=format!("series-name side-{}", s % 4)
                >
                    {name}
                </text>
            }
        })
        .collect_view();
    let target_y = format!("{:.1}", y(i64::from(target)));
    let c = ctx();
    view! {
        <figure class="chart">
            <svg viewBox="0 0 300 150" id="chart" role="img" aria-label=t_string!(c.i18n, progression)>
                <line x1="0" x2="300" y1=target_y.clone() y2=target_y class="target-line" />
                {lines}
            </svg>
            <figcaption>{t_string!(c.i18n, progression_to, target = target.to_string())}</figcaption>
        </figure>
    }
}

/// The phone's calendar day (`YYYY-MM-DD`) of an RFC 3339 instant, so a
/// match is listed under the day the players lived it, as the date filter
/// counts days. Text that is not an instant is shown as given.
pub fn local_day(instant: &str) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_str(instant));
    let time = date.get_time();
    if time.is_nan() {
        return instant.get(..10).unwrap_or(instant).to_owned();
    }
    format!(
        "{:04}-{:02}-{:02}",
        date.get_full_year(),
        date.get_month() + 1,
        date.get_date()
    )
}

/// The signature pad's drawing units: the ink is kept in these, whatever the
/// pad's size on screen.
pub const SIGNATURE_VIEWBOX: &str = "0 0 320 120";

/// Where a finger is on the signature pad, in the pad's drawing units
/// (`"x y"`), so the ink stays under the finger on any screen width.
pub fn pad_point(ev: &leptos::ev::PointerEvent) -> String {
    use wasm_bindgen::JsCast;
    let rect = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .map(|e| e.get_bounding_client_rect());
    match rect {
        Some(r) if r.width() > 0.0 && r.height() > 0.0 => {
            // The viewBox is fitted whole and centred ("xMidYMid meet").
            let scale = (r.width() / 320.0).min(r.height() / 120.0);
            let left = r.left() + (r.width() - 320.0 * scale) / 2.0;
            let top = r.top() + (r.height() - 120.0 * scale) / 2.0;
            let x = (f64::from(ev.client_x()) - left) / scale;
            let y = (f64::from(ev.client_y()) - top) / scale;
            format!("{x:.0} {y:.0}")
        }
        _ => format!("{} {}", ev.offset_x(), ev.offset_y()),
    }
}

/// A signature as it was drawn at the end of a match.
#[component]
pub fn SignatureInk(
    /// The ink: SVG path data in the pad's units.
    ink: String,
) -> impl IntoView {
    let c = ctx();
    view! {
        <svg
            class="signature signed"
            id="signature-ink"
            viewBox=SIGNATURE_VIEWBOX
            role="img"
            aria-label=move || t_string!(c.i18n, a11y_signature)
        >
            <line x1="10" y1="100" x2="310" y2="100" class="sign-line" />
            <path d=ink class="ink" />
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tranque::{Event, Finish, HandEnd, Leftover, Match, MatchSetup, Preset};

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
