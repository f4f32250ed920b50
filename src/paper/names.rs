//! A side's players as the sheets set them (a pair's two, an individual
//! tournament's one player): one player a line, all at one size, shrunk to
//! fit their cell down to the readable floor ([`draw::FLOOR`]); and, for a
//! cell that could not hold them whole even there, the list of names in
//! full a sheet ends with, wrapped, never cut.

use super::Words;
use super::draw::{self, Font, MARGIN, Pen};
use crate::tournament::{PairId, Tournament};

/// Where the list's names begin, right of the pair's number.
const INDENT: f32 = 70.0;
/// A line of the list.
const LEADING: f32 = 14.0;
/// The list's type.
const TYPE: f32 = 11.0;

/// A side as the sheets set it: its label above its players (a pair's
/// two, a partnership's two, or the players sitting out).
pub(super) struct Side {
    /// "Pair 3"; at an individual table "Pair A"; empty over the players
    /// sitting out of an individual round.
    pub label: String,
    /// Its players, as registered.
    pub players: Vec<String>,
}

/// The players of `pair`, as registered.
pub(super) fn of(t: &Tournament, pair: PairId) -> Vec<String> {
    t.pair(pair).map(|p| p.players.to_vec()).unwrap_or_default()
}

/// Whether every one of `players` stands whole in `room` at `font` or
/// smaller, down to the floor.
pub(super) fn whole(players: &[String], room: f32, font: Font) -> bool {
    players
        .iter()
        .all(|name| draw::shrunk(name, room, font).is_some())
}

/// `players`, one a line from the baseline `y`, `leading` points apart,
/// all at the size the widest fits `room` at; cut only past the floor.
pub(super) fn draw(
    pen: &mut Pen,
    (x, y): (f32, f32),
    font: Font,
    players: &[String],
    room: f32,
    leading: f32,
) {
    let font = draw::shrunk_all(players.iter().map(String::as_str), room, font);
    for (i, name) in players.iter().enumerate() {
        pen.text(x, y + leading * i as f32, font, name, room);
    }
}

/// The list's title, at a sheet's end.
pub(super) fn title(words: &Words) -> String {
    words.get("paper_names_in_full", &[])
}

/// The lines of an entry in the list: each player wrapped to the
/// page's width.
fn entry(players: &[String], width: f32) -> Vec<String> {
    let room = width - INDENT;
    players
        .iter()
        .flat_map(|name| draw::wrap(name, room, Font::plain(TYPE)))
        .collect()
}

/// How tall an entry is on a page `width` wide.
pub(super) fn height(players: &[String], width: f32) -> f32 {
    entry(players, width).len() as f32 * LEADING + 8.0
}

/// "Pair 3": a pair as the sheets label it.
pub(super) fn pair_label(words: &Words, pair: PairId) -> String {
    words.get("paper_pair_n", &[("pair", &pair.0.to_string())])
}

/// An entry from `y`: its `label` ("Pair 3", a player's number), then its
/// players in full.
pub(super) fn draw_entry(pen: &mut Pen, label: &str, players: &[String], y: f32) {
    let width = pen.right() - MARGIN;
    pen.text(
        MARGIN + 8.0,
        y + 12.0,
        Font::bold(TYPE),
        label,
        INDENT - 12.0,
    );
    let lines = entry(players, width);
    pen.lines(
        MARGIN + INDENT,
        y + 12.0,
        Font::plain(TYPE),
        &lines,
        LEADING,
    );
}
