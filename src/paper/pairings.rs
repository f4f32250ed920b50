//! The round's pairing sheet, to pin on a wall: every table with its two
//! sides (a label and the players) in large type, the bye, then every side
//! by its players' names with its table, so a player finds theirs at a
//! glance. A side's players stand one a line, shrunk to fit down to the
//! floor; a side a cell had to cut even there is listed with its names in
//! full at the end. Pages follow as the lists need them.
//!
//! Both modes print this sheet: a tournament of pairs names each side by
//! its pair ("Pair 3"), an individual tournament each table's two
//! partnerships by their side ("Pair A", "Pair B"), its list by name a
//! player a line, and its bye every player sitting out ([`RoundSheet`]).

use super::draw::{self, Font, MARGIN, Pen, STRIPE};
use super::names::{self, Side};
use super::{Heading, Page, PaperSize, Words};
use crate::name_key;
use crate::tournament::{Round, Tournament};

/// A table's row, in points: a side's label, then its players a line
/// each, read from a few metres.
const TABLE_ROW: f32 = 74.0;
/// A player's line in a table's cell.
const TABLE_LEADING: f32 = 23.0;
/// A pair's row in the list by name: its players a line each.
const NAME_ROW: f32 = 46.0;
/// A player's row in the list by name, where a side is one player.
const NAME_ROW_SINGLE: f32 = 30.0;
/// Where a table's sides begin, right of its label.
const PAIRS_LEFT: f32 = 130.0;
/// The room the list by name leaves its names (the side's label and the
/// table stand right of them).
const SEAT_ROOM_LEFT: f32 = 230.0;
/// The players' type at a table, in the list by name.
const TABLE_NAMES: Font = Font::bold(18.0);
const SEAT_NAMES: Font = Font::plain(16.0);

/// A row of the list by name: whom it names, where they sit, and how
/// they are listed in full when a cell cut them.
pub(super) struct Seat {
    /// A pair's two players, or one player.
    pub players: Vec<String>,
    /// What stands right of the names: "Pair 3", "Pair A", or nothing.
    pub label: String,
    /// The table, or `None` for the bye.
    pub table: Option<u32>,
    /// The label of its entry in the list of names in full ("Pair 3", a
    /// player's number).
    pub entry: String,
    /// Where that entry stands in the list (the pair's or player's number).
    pub order: u32,
}

/// What a round's pairing sheet shows, of either mode.
pub(super) struct RoundSheet {
    /// The round, from 1.
    pub round: u32,
    /// Each table and its two sides.
    pub tables: Vec<(u32, [Side; 2])>,
    /// Who has the bye: a pair, or the players sitting out.
    pub bye: Option<Side>,
    /// The list by name, in the order it is printed.
    pub seats: Vec<Seat>,
}

/// One line of the sheet.
enum Line<'a> {
    /// A section's title.
    Section(String),
    /// A table and its two sides.
    Table { table: u32, sides: &'a [Side; 2] },
    /// The bye.
    Bye(&'a Side),
    /// A row of the list by name.
    Seat(&'a Seat),
    /// A row a cell cut, with its names in full, `height` points tall.
    Full { seat: &'a Seat, height: f32 },
}

impl Line<'_> {
    fn height(&self) -> f32 {
        match self {
            Line::Section(_) => 44.0,
            Line::Table { .. } => TABLE_ROW,
            Line::Bye(side) => bye_height(side),
            Line::Seat(seat) => seat_height(seat),
            Line::Full { height, .. } => *height,
        }
    }
}

/// A bye's row: a table's, and a line more for each player past two.
fn bye_height(side: &Side) -> f32 {
    TABLE_ROW + TABLE_LEADING * side.players.len().saturating_sub(2) as f32
}

fn seat_height(seat: &Seat) -> f32 {
    if seat.players.len() < 2 {
        NAME_ROW_SINGLE
    } else {
        NAME_ROW
    }
}

/// The room a table's side has for its players on a page `width` wide.
fn table_room(width: f32) -> f32 {
    (width - PAIRS_LEFT) / 2.0 - 12.0
}

/// The room of the bye's players on a page `width` wide.
fn bye_room(width: f32) -> f32 {
    width - PAIRS_LEFT - 12.0
}

/// A tournament of pairs' round as its sheet shows it.
pub(super) fn of_pairs(t: &Tournament, round: &Round, words: &Words) -> RoundSheet {
    let pairing = &round.pairing;
    let side = |pair| Side {
        label: names::pair_label(words, pair),
        players: names::of(t, pair),
    };
    let mut seats: Vec<_> = pairing
        .tables
        .iter()
        .flat_map(|at| at.pairs.map(|pair| (pair, Some(at.table))))
        .chain(pairing.bye.map(|pair| (pair, None)))
        .collect();
    seats.sort_by_cached_key(|(pair, _)| (name_key(&names::of(t, *pair).join(" & ")), *pair));
    RoundSheet {
        round: pairing.round,
        tables: pairing
            .tables
            .iter()
            .map(|at| (at.table, at.pairs.map(side)))
            .collect(),
        bye: pairing.bye.map(side),
        seats: seats
            .into_iter()
            .map(|(pair, table)| Seat {
                players: names::of(t, pair),
                label: names::pair_label(words, pair),
                table,
                entry: names::pair_label(words, pair),
                order: pair.0,
            })
            .collect(),
    }
}

/// The pages of the pairing sheet of `sheet`.
pub(super) fn draw(
    sheet: &RoundSheet,
    heading: &Heading,
    words: &Words,
    size: PaperSize,
) -> Vec<Page> {
    let mut lines = vec![Line::Section(words.get("paper_by_table", &[]))];
    lines.extend(sheet.tables.iter().map(|(table, sides)| Line::Table {
        table: *table,
        sides,
    }));
    lines.extend(sheet.bye.as_ref().map(Line::Bye));
    lines.push(Line::Section(words.get("paper_by_name", &[])));
    lines.extend(sheet.seats.iter().map(Line::Seat));
    // A side whose players a cell cut even at the floor: in full at the end.
    let width = size.points().0 - 2.0 * MARGIN;
    let mut cut: Vec<&Seat> = sheet
        .seats
        .iter()
        .filter(|seat| {
            let at_table = match seat.table {
                None => bye_room(width),
                Some(_) => table_room(width),
            };
            !names::whole(&seat.players, at_table, TABLE_NAMES)
                || !names::whole(&seat.players, width - SEAT_ROOM_LEFT, SEAT_NAMES)
        })
        .collect();
    if !cut.is_empty() {
        lines.push(Line::Section(names::title(words)));
        cut.sort_by_key(|seat| seat.order);
        lines.extend(cut.into_iter().map(|seat| Line::Full {
            seat,
            height: names::height(&seat.players, width),
        }));
    }

    let title = words.get(
        "paper_pairings_title",
        &[("round", &sheet.round.to_string())],
    );
    words.pages_of(paged(&lines, size), size, |pen, group| {
        let mut y = heading.draw(pen, &title) + 8.0;
        for (n, line) in group.iter().enumerate() {
            draw_line(pen, words, line, y, n % 2 == 1);
            y += line.height();
        }
    })
}

/// The lines cut into pages: as many as fit under the heading.
fn paged<'a>(lines: &'a [Line<'a>], size: PaperSize) -> Vec<Vec<&'a Line<'a>>> {
    let room = size.points().1 - 2.0 * MARGIN - 72.0 - 24.0;
    draw::paged(lines, room, Line::height, |line| {
        matches!(line, Line::Section(_))
    })
}

fn draw_line(pen: &mut Pen, words: &Words, line: &Line<'_>, y: f32, stripe: bool) {
    let width = pen.right() - MARGIN;
    if stripe && !matches!(line, Line::Section(_) | Line::Full { .. }) {
        pen.rect(MARGIN, y, width, line.height(), STRIPE);
    }
    match line {
        Line::Section(title) => {
            pen.text(MARGIN, y + 30.0, Font::bold(18.0).green(), title, width);
        }
        Line::Table { table, sides } => {
            let label = words.get("paper_table_n", &[("table", &table.to_string())]);
            row_label(pen, &label, y);
            let column = (width - PAIRS_LEFT) / 2.0;
            for (n, side) in sides.iter().enumerate() {
                let x = MARGIN + PAIRS_LEFT + column * n as f32;
                side_cell(pen, side, (x, y), table_room(width));
            }
        }
        Line::Bye(side) => {
            let label = words.get("paper_bye", &[]);
            row_label(pen, &label, y);
            let x = MARGIN + PAIRS_LEFT;
            side_cell(pen, side, (x, y), bye_room(width));
        }
        Line::Seat(seat) => {
            // A pair's names stand over two lines, the labels between them;
            // a player's one name level with them.
            let (names_y, labels_y) = if seat.players.len() < 2 {
                (y + 20.0, y + 20.0)
            } else {
                (y + 20.0, y + 29.0)
            };
            let (x, room) = (MARGIN + 8.0, width - SEAT_ROOM_LEFT);
            names::draw(pen, (x, names_y), SEAT_NAMES, &seat.players, room, 19.0);
            let font = Font::plain(16.0);
            let at = pen.right() - 130.0;
            pen.text(at, labels_y, font.muted().end(), &seat.label, 90.0);
            let place = match seat.table {
                Some(table) => words.get("paper_table_n", &[("table", &table.to_string())]),
                None => words.get("paper_bye", &[]),
            };
            let right = pen.right() - 8.0;
            pen.text(right, labels_y, Font::bold(16.0).end(), &place, 110.0);
        }
        Line::Full { seat, .. } => {
            names::draw_entry(pen, &seat.entry, &seat.players, y);
        }
    }
}

/// A table's number, or the bye, left of its sides: shrunk to fit.
fn row_label(pen: &mut Pen, label: &str, y: f32) {
    let room = PAIRS_LEFT - 20.0;
    let font = draw::shrunk(label, room, Font::bold(22.0)).unwrap_or(Font::bold(draw::FLOOR));
    pen.text(MARGIN + 8.0, y + 44.0, font, label, room);
}

/// A side at a table: its label above its players.
fn side_cell(pen: &mut Pen, side: &Side, (x, y): (f32, f32), room: f32) {
    if !side.label.is_empty() {
        pen.text(x, y + 16.0, Font::plain(12.0).muted(), &side.label, room);
    }
    names::draw(
        pen,
        (x, y + 40.0),
        TABLE_NAMES,
        &side.players,
        room,
        TABLE_LEADING,
    );
}
