//! The scoresheet drawn as SVG from the stored match: the heading (title,
//! day, rule set), the winner, one column per side with its players and
//! final score, one line per row of the core's sheet (how the hand was won,
//! who did it, the points written and the running totals), and the
//! signature in its ink. Sizes are in pixels of a 1,080-pixel-wide picture,
//! big enough to read on a chat's thumbnail.
//!
//! Every text is set, measured, fitted and written with the paperwork's
//! pen (`tranque::paper`: [`Font`], [`fit`], [`write_text`]), as the
//! embedded fonts can draw it ([`font::drawable`]) and escaped; the sheet shows at most [`MAX_ROWS`] rows
//! (the first and the last, with `⋯` between), so the picture's size stays
//! bounded whatever the match.

use std::fmt::Write as _;
pub use tranque::paper::escape;
use tranque::paper::{Font, fit, shrunk_to, width_of, write_text};

use tranque::{Mode, RowKind, Seat, Side, Signature, Table};

use super::font::{self, drawable};
use super::{MAX_LABEL_CHARS, SheetLabels};
use crate::store::StoredMatch;

/// The picture's width, in pixels.
pub const WIDTH: u32 = 1080;
/// The most rows of the sheet drawn.
pub const MAX_ROWS: usize = 40;
/// The rows drawn from the start of a longer sheet (the rest from its end).
const HEAD_ROWS: usize = 10;

const MARGIN: f32 = 48.0;
/// The right edge of what is drawn.
const RIGHT: f32 = WIDTH as f32 - MARGIN;
const ROW: f32 = 64.0;
const HEADER: f32 = 156.0;
/// The signature pad's units (the UI's `SIGNATURE_VIEWBOX`), drawn twice as large.
const PAD: (f32, f32) = (320.0, 120.0);
const PAD_SCALE: f32 = 2.0;

const PAPER: &str = "#fbf8f1";
const INK: &str = "#1d2a22";
const MUTED: &str = "#5b665f";
const GREEN: &str = "#1f6f4a";
const WON: &str = "#dcefe3";
const COLUMN: &str = "#efeae0";
const STRIPE: &str = "#f3efe6";
/// The signature's ink, a pen's blue.
pub const SIGNATURE_INK: &str = "#1b3a8c";

/// A rectangle of the picture, in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    /// Left.
    pub x: f32,
    /// Top.
    pub y: f32,
    /// Width.
    pub width: f32,
    /// Height.
    pub height: f32,
}

/// The scoresheet as SVG, with what the PNG needs beside it.
#[derive(Debug, Clone, PartialEq)]
pub struct Drawing {
    /// The SVG document.
    pub svg: String,
    /// Its width, in pixels.
    pub width: u32,
    /// Its height, in pixels.
    pub height: u32,
    /// Where the signature's ink is drawn, when the match was signed with it.
    pub signature: Option<Area>,
    /// The heading (the PNG's `Title`).
    pub title: String,
    /// What the picture says, as plain text (the PNG's `Description`).
    pub description: String,
}

/// Draws the scoresheet of `stored` with the words of `labels`, dated `day`.
/// The labels' rows are matched to the sheet's rows in order; a missing one
/// is drawn as the hand's number.
pub fn draw(stored: &StoredMatch, labels: &SheetLabels, day: &str) -> Drawing {
    let game = &stored.game;
    let standings = game.standings();
    let sheet = Sheet {
        table: game.table(),
        names: stored.seats.iter().map(|s| s.name.as_str()).collect(),
        winners: standings
            .outcome
            .as_ref()
            .map(|o| o.winners.clone())
            .unwrap_or_default(),
    };
    let title = cut(&labels.title);
    let rules = cut(&labels.rules);
    let mut svg = Svg::default();
    let mut text = vec![format!("{title} · {day} · {rules}")];

    // The heading: the title and the day, the rule set under them.
    svg.text(MARGIN, 92.0, bold(48.0, INK), &title);
    svg.text(RIGHT, 92.0, plain(34.0, MUTED).end(), day);
    let font = plain(32.0, MUTED);
    svg.text(MARGIN, 142.0, font, &fit(&rules, RIGHT - MARGIN, font));
    let mut y = 176.0;

    // The winner, large, on a green card.
    let winner = sheet
        .winners
        .iter()
        .map(|s| sheet.side_name(*s))
        .collect::<Vec<_>>()
        .join(", ");
    if !winner.is_empty() {
        let label = cut(&labels.winner);
        svg.rect(MARGIN, y, RIGHT - MARGIN, 156.0, 24.0, GREEN);
        svg.text(MARGIN + 32.0, y + 50.0, plain(30.0, WON), &label);
        let font = bold(56.0, "#ffffff");
        svg.text(
            MARGIN + 32.0,
            y + 124.0,
            font,
            &fit(&winner, RIGHT - MARGIN - 64.0, font),
        );
        text.push(format!("{label}: {winner}"));
        y += 156.0 + 32.0;
    }

    // The columns: one per side, its players and its final score.
    let columns = Columns::of(sheet.table.sides());
    for side in sheet.table.all_sides() {
        let score = standings.scores.get(side.index()).copied().unwrap_or(0);
        sheet.column_head(&mut svg, &columns, side, y, score);
        text.push(format!("{}: {score}", sheet.side_name(side)));
    }
    y += HEADER + 12.0;

    // The rows, striped: the label and who did it, then per side the points
    // written (bold) and the running total (muted).
    let rows = &standings.sheet;
    for (line, index) in shown_rows(rows.len()).into_iter().enumerate() {
        if line % 2 == 0 {
            svg.rect(MARGIN, y, RIGHT - MARGIN, ROW, 8.0, STRIPE);
        }
        let base = y + ROW / 2.0 + 12.0;
        y += ROW;
        let Some((i, row)) = index.and_then(|i| rows.get(i).map(|row| (i, row))) else {
            svg.text(MARGIN + 16.0, base, plain(32.0, MUTED), "⋯");
            continue;
        };
        let mut label = labels
            .rows
            .get(i)
            .map(|l| cut(l))
            .unwrap_or_else(|| row.hand_number.to_string());
        if let (RowKind::Hand { .. }, Some(settled)) = (&row.kind, &row.settlement) {
            let actor = sheet.name(settled.explanation.actor);
            if !actor.is_empty() {
                label.push_str(" · ");
                label.push_str(actor);
            }
        }
        let font = plain(30.0, INK);
        let label = fit(&label, columns.label_width - 24.0, font);
        svg.text(MARGIN + 16.0, base, font, &label);
        for (s, (entry, total)) in row.entries.iter().zip(&row.totals).enumerate() {
            let x = columns.left_of(s);
            if let Some(entry) = entry {
                let at = x + columns.width * 0.45;
                svg.text(at, base, bold(34.0, INK).end(), &entry.to_string());
            }
            let at = x + columns.width - 20.0;
            svg.text(at, base, plain(26.0, MUTED).end(), &total.to_string());
        }
    }

    // The signature: its ink on the line, and who signed.
    y += 32.0;
    let mut signature = None;
    if let Some(ink) = stored.signature.as_deref() {
        let area = Area {
            x: MARGIN,
            y,
            width: PAD.0 * PAD_SCALE,
            height: PAD.1 * PAD_SCALE,
        };
        // Read again here, whatever was stored: only the pad's ink, within
        // its bounds, reaches the renderer; ink that does not read is not drawn.
        svg.signature(area, &Signature::parse(ink).unwrap_or_default());
        signature = Some(area);
        y += area.height + 8.0;
    }
    if let Some(signed) = labels.signed.as_deref().map(cut) {
        let font = plain(30.0, MUTED);
        svg.text(MARGIN, y + 30.0, font, &fit(&signed, RIGHT - MARGIN, font));
        text.push(signed);
        y += 48.0;
    }
    y += 24.0;
    svg.text(RIGHT, y + 24.0, bold(24.0, GREEN).end(), "Tranque");
    let height = (y + 24.0 + MARGIN).ceil() as u32;
    Drawing {
        svg: svg.finish(WIDTH, height),
        width: WIDTH,
        height,
        signature,
        title,
        description: text.join("\n"),
    }
}

/// Who plays, for the drawing.
struct Sheet<'a> {
    table: &'a Table,
    /// The players' names, by seat.
    names: Vec<&'a str>,
    /// The winning sides (none while the match is not over).
    winners: Vec<Side>,
}

impl Sheet<'_> {
    fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).copied().unwrap_or("")
    }

    /// A side's players: "Ana & Caio".
    fn players(&self, side: Side) -> String {
        self.table
            .seats_of(side)
            .map(|s| self.name(s))
            .collect::<Vec<_>>()
            .join(" & ")
    }

    /// A side as the UI names it: "A · Ana & Caio" for pairs, the player
    /// for individual play.
    fn side_name(&self, side: Side) -> String {
        match self.table.mode() {
            Mode::Pairs => format!("{} · {}", self.table.side_label(side), self.players(side)),
            Mode::Individual => self.players(side),
        }
    }

    /// A side's column head at `y`: its label and players (a player's name
    /// on two lines when it is long), and its score, on the winners' green.
    fn column_head(&self, svg: &mut Svg, columns: &Columns, side: Side, y: f32, score: i64) {
        let x = columns.left_of(side.index());
        let fill = if self.winners.contains(&side) {
            WON
        } else {
            COLUMN
        };
        svg.rect(x + 4.0, y, columns.width - 8.0, HEADER, 16.0, fill);
        let centre = x + columns.width / 2.0;
        let room = columns.width - 24.0;
        let (head, under) = match self.table.mode() {
            Mode::Pairs => (self.table.side_label(side), drawable(&self.players(side))),
            Mode::Individual => {
                let name = drawable(&self.players(side));
                if width_of(&name, bold(26.0, INK)) <= room {
                    (name, String::new())
                } else {
                    two_lines(&name)
                }
            }
        };
        let font = shrunk(bold(32.0, INK).middle(), &head, room, 20.0);
        svg.text(centre, y + 42.0, font, &fit(&head, room, font));
        if !under.is_empty() {
            let font = shrunk(plain(26.0, MUTED).middle(), &under, room, 20.0);
            svg.text(centre, y + 80.0, font, &fit(&under, room, font));
        }
        let font = bold(52.0, INK).middle();
        svg.text(centre, y + 138.0, font, &score.to_string());
    }
}

/// The sheet's columns: the rows' labels, then one per side.
struct Columns {
    /// The labels' column.
    label_width: f32,
    /// Each side's.
    width: f32,
}

impl Columns {
    fn of(sides: usize) -> Columns {
        let count = sides.max(1) as f32;
        let width = ((RIGHT - MARGIN) * 0.64 / count).min(250.0);
        Columns {
            label_width: RIGHT - MARGIN - width * count,
            width,
        }
    }

    /// Where the column of side `index` begins.
    fn left_of(&self, index: usize) -> f32 {
        MARGIN + self.label_width + self.width * index as f32
    }
}

/// The rows of a sheet of `len` rows that are drawn, by index, `None` for
/// the `⋯` between the first and the last of a sheet longer than [`MAX_ROWS`].
pub fn shown_rows(len: usize) -> Vec<Option<usize>> {
    if len <= MAX_ROWS {
        return (0..len).map(Some).collect();
    }
    let tail = MAX_ROWS - HEAD_ROWS - 1;
    (0..HEAD_ROWS)
        .map(Some)
        .chain(std::iter::once(None))
        .chain((len - tail..len).map(Some))
        .collect()
}

/// A label cut to [`MAX_LABEL_CHARS`].
fn cut(text: &str) -> String {
    text.chars().take(MAX_LABEL_CHARS).collect()
}

/// A name on two lines of a narrow column: its first word, then the rest.
fn two_lines(name: &str) -> (String, String) {
    match name.trim().split_once(' ') {
        Some((first, rest)) => (first.to_owned(), rest.trim().to_owned()),
        None => (name.trim().to_owned(), String::new()),
    }
}

/// Regular type `size` pixels high, in the colour `fill`.
fn plain(size: f32, fill: &'static str) -> Font {
    Font::plain(size).in_colour(fill)
}

/// Bold type `size` pixels high, in the colour `fill`.
fn bold(size: f32, fill: &'static str) -> Font {
    Font::bold(size).in_colour(fill)
}

/// `font` smaller, down to `min`, until `text` fits `width`.
fn shrunk(font: Font, text: &str, width: f32, min: f32) -> Font {
    shrunk_to(text, width, font, min).unwrap_or(Font { size: min, ..font })
}

/// The SVG document being written.
#[derive(Default)]
struct Svg {
    body: String,
}

impl Svg {
    fn text(&mut self, x: f32, y: f32, font: Font, words: &str) {
        write_text(&mut self.body, x, y, font, words);
    }

    fn rect(&mut self, x: f32, y: f32, width: f32, height: f32, radius: f32, fill: &str) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{width:.1}" height="{height:.1}" rx="{radius:.1}" fill="{fill}"/>"#
        );
    }

    /// The pad's line and the ink, in the pad's units scaled into `area`:
    /// the ink's normalised path data (whole numbers, `M` and `L` only, within
    /// the core's bounds), so the renderer never parses what a player sent.
    fn signature(&mut self, area: Area, ink: &Signature) {
        let scale = area.width / PAD.0;
        let path = match ink.path_data() {
            data if data.is_empty() => String::new(),
            data => format!(
                r#"<path d="{data}" fill="none" stroke="{SIGNATURE_INK}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>"#
            ),
        };
        let _ = writeln!(
            self.body,
            r##"<g transform="translate({:.1} {:.1}) scale({scale:.3})"><line x1="10" y1="100" x2="310" y2="100" stroke="#9aa39d" stroke-width="1"/>{path}</g>"##,
            area.x, area.y,
        );
    }

    fn finish(self, width: u32, height: u32) -> String {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{family}">
<rect width="{width}" height="{height}" fill="{PAPER}"/>
{body}</svg>
"#,
            family = font::FONT_FAMILY,
            body = self.body
        )
    }
}
