//! The round's pairing sheet, to pin on a wall: every table with its two
//! pairs (number and players) in large type, the bye, then every pair by
//! its players' names with its table, so a player finds theirs at a glance.
//! A pair's players stand one a line, shrunk to fit down to the floor; a
//! pair a cell had to cut even there is listed with its names in full at
//! the end. Pages follow as the lists need them.

use super::draw::{self, Font, MARGIN, Pen, STRIPE};
use super::{Heading, Page, PaperSize, Words, names};
use crate::name_key;
use crate::tournament::{PairId, Round, Tournament};

/// A table's row, in points: a pair's number, then its players a line
/// each, read from a few metres.
const TABLE_ROW: f32 = 74.0;
/// A pair's row in the list by name: its players a line each.
const NAME_ROW: f32 = 46.0;
/// Where a table's pairs begin, right of its label.
const PAIRS_LEFT: f32 = 130.0;
/// The room the list by name leaves its names (the pair's number and the
/// table stand right of them).
const SEAT_ROOM_LEFT: f32 = 230.0;
/// The players' type at a table, in the list by name.
const TABLE_NAMES: Font = Font::bold(18.0);
const SEAT_NAMES: Font = Font::plain(16.0);

/// One line of the sheet.
enum Line {
    /// A section's title.
    Section(String),
    /// A table and its two pairs.
    Table { table: u32, pairs: [PairId; 2] },
    /// The pair with the bye.
    Bye(PairId),
    /// A pair, by name, and where it sits (`None`: the bye).
    Seat { pair: PairId, table: Option<u32> },
    /// A pair a cell cut, with its names in full, `height` points tall.
    Full { pair: PairId, height: f32 },
}

impl Line {
    fn height(&self) -> f32 {
        match self {
            Line::Section(_) => 44.0,
            Line::Table { .. } | Line::Bye(_) => TABLE_ROW,
            Line::Seat { .. } => NAME_ROW,
            Line::Full { height, .. } => *height,
        }
    }
}

/// The room a table's pair has for its players on a page `width` wide.
fn table_room(width: f32) -> f32 {
    (width - PAIRS_LEFT) / 2.0 - 12.0
}

/// The pages of the pairing sheet of `round`.
pub(super) fn draw(
    t: &Tournament,
    round: &Round,
    heading: &Heading,
    words: &Words,
    size: PaperSize,
) -> Vec<Page> {
    let pairing = &round.pairing;
    let mut lines = vec![Line::Section(words.get("paper_by_table", &[]))];
    lines.extend(pairing.tables.iter().map(|at| Line::Table {
        table: at.table,
        pairs: at.pairs,
    }));
    lines.extend(pairing.bye.map(Line::Bye));
    lines.push(Line::Section(words.get("paper_by_name", &[])));
    let mut seats: Vec<(PairId, Option<u32>)> = pairing
        .tables
        .iter()
        .flat_map(|at| at.pairs.map(|pair| (pair, Some(at.table))))
        .chain(pairing.bye.map(|pair| (pair, None)))
        .collect();
    seats.sort_by_cached_key(|(pair, _)| (name_key(&players(t, *pair)), *pair));
    lines.extend(
        seats
            .iter()
            .map(|&(pair, table)| Line::Seat { pair, table }),
    );
    // A pair whose players a cell cut even at the floor: in full at the end.
    let width = size.points().0 - 2.0 * MARGIN;
    let cut: Vec<PairId> = seats
        .iter()
        .map(|&(pair, _)| pair)
        .filter(|&pair| {
            let players = names::of(t, pair);
            let at_table = match pairing.bye {
                Some(bye) if bye == pair => width - PAIRS_LEFT - 12.0,
                _ => table_room(width),
            };
            !names::whole(&players, at_table, TABLE_NAMES)
                || !names::whole(&players, width - SEAT_ROOM_LEFT, SEAT_NAMES)
        })
        .collect();
    if !cut.is_empty() {
        lines.push(Line::Section(names::title(words)));
        let mut cut = cut;
        cut.sort_unstable();
        lines.extend(cut.into_iter().map(|pair| Line::Full {
            pair,
            height: names::height(&names::of(t, pair), width),
        }));
    }

    let title = words.get(
        "paper_pairings_title",
        &[("round", &pairing.round.to_string())],
    );
    let groups = paged(&lines, size);
    let count = groups.len();
    groups
        .into_iter()
        .enumerate()
        .map(|(i, group)| {
            let mut pen = Pen::new(size);
            let mut y = heading.draw(&mut pen, &title) + 8.0;
            for (n, line) in group.iter().enumerate() {
                draw_line(&mut pen, t, words, line, y, n % 2 == 1);
                y += line.height();
            }
            words.foot(&mut pen, i + 1, count);
            pen.finish()
        })
        .collect()
}

/// The lines cut into pages: as many as fit under the heading.
fn paged(lines: &[Line], size: PaperSize) -> Vec<Vec<&Line>> {
    let room = size.points().1 - 2.0 * MARGIN - 72.0 - 24.0;
    draw::paged(lines, room, Line::height, |line| {
        matches!(line, Line::Section(_))
    })
}

/// "Ana & Bia".
fn players(t: &Tournament, pair: PairId) -> String {
    t.pair(pair)
        .map(|p| p.players.join(" & "))
        .unwrap_or_default()
}

fn draw_line(pen: &mut Pen, t: &Tournament, words: &Words, line: &Line, y: f32, stripe: bool) {
    let width = pen.right() - MARGIN;
    match line {
        Line::Section(title) => {
            pen.text(MARGIN, y + 30.0, Font::bold(18.0).green(), title, width);
        }
        Line::Table { table, pairs } => {
            if stripe {
                pen.rect(MARGIN, y, width, TABLE_ROW, STRIPE);
            }
            let label = words.get("paper_table_n", &[("table", &table.to_string())]);
            row_label(pen, &label, y);
            let column = (width - PAIRS_LEFT) / 2.0;
            for (side, pair) in pairs.iter().enumerate() {
                let x = MARGIN + PAIRS_LEFT + column * side as f32;
                pair_cell(pen, t, words, *pair, (x, y), table_room(width));
            }
        }
        Line::Bye(pair) => {
            if stripe {
                pen.rect(MARGIN, y, width, TABLE_ROW, STRIPE);
            }
            let label = words.get("paper_bye", &[]);
            row_label(pen, &label, y);
            let x = MARGIN + PAIRS_LEFT;
            pair_cell(pen, t, words, *pair, (x, y), width - PAIRS_LEFT - 12.0);
        }
        Line::Seat { pair, table } => {
            if stripe {
                pen.rect(MARGIN, y, width, NAME_ROW, STRIPE);
            }
            let players = names::of(t, *pair);
            let (x, room) = (MARGIN + 8.0, width - SEAT_ROOM_LEFT);
            names::draw(pen, (x, y + 20.0), SEAT_NAMES, &players, room, 19.0);
            let font = Font::plain(16.0);
            let number = words.get("paper_pair_n", &[("pair", &pair.0.to_string())]);
            let at = pen.right() - 130.0;
            pen.text(at, y + 29.0, font.muted().end(), &number, 90.0);
            let seat = match table {
                Some(table) => words.get("paper_table_n", &[("table", &table.to_string())]),
                None => words.get("paper_bye", &[]),
            };
            let right = pen.right() - 8.0;
            pen.text(right, y + 29.0, Font::bold(16.0).end(), &seat, 110.0);
        }
        Line::Full { pair, .. } => {
            names::draw_entry(pen, words, *pair, &names::of(t, *pair), y);
        }
    }
}

/// A table's number, or the bye, left of its pairs: shrunk to fit.
fn row_label(pen: &mut Pen, label: &str, y: f32) {
    let room = PAIRS_LEFT - 20.0;
    let font = draw::shrunk(label, room, Font::bold(22.0)).unwrap_or(Font::bold(draw::FLOOR));
    pen.text(MARGIN + 8.0, y + 44.0, font, label, room);
}

/// A pair at a table: its number above its players.
fn pair_cell(
    pen: &mut Pen,
    t: &Tournament,
    words: &Words,
    pair: PairId,
    (x, y): (f32, f32),
    room: f32,
) {
    let number = words.get("paper_pair_n", &[("pair", &pair.0.to_string())]);
    pen.text(x, y + 16.0, Font::plain(12.0).muted(), &number, room);
    let players = names::of(t, pair);
    names::draw(pen, (x, y + 40.0), TABLE_NAMES, &players, room, 23.0);
}
