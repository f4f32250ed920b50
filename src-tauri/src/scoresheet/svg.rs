//! The scoresheet drawn as SVG from the stored match: the heading (title,
//! day, rule set), the winner, one column per side with its players and
//! final score, one line per row of the core's sheet (how the hand was won,
//! who did it, the points written and the running totals), and the
//! signature in its ink. Sizes are in pixels of a 1,080-pixel-wide picture,
//! big enough to read on a chat's thumbnail.
//!
//! Every text drawn is escaped; the sheet shows at most [`MAX_ROWS`] rows
//! (the first and the last, with `⋯` between), so the picture's size stays
//! bounded whatever the match.

use std::fmt::Write as _;

use tranque::{Mode, RowKind, Seat, Side, Table};

use super::{MAX_LABEL_CHARS, SheetLabels};
use crate::store::StoredMatch;

/// The picture's width, in pixels.
pub const WIDTH: u32 = 1080;
/// The most rows of the sheet drawn.
pub const MAX_ROWS: usize = 40;
/// The rows drawn from the start of a longer sheet (the rest from its end).
const HEAD_ROWS: usize = 10;

const MARGIN: f32 = 48.0;
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
    let table = game.table();
    let standings = game.standings();
    let names: Vec<&str> = stored.seats.iter().map(|s| s.name.as_str()).collect();
    let name_of = |seat: Seat| names.get(seat.index()).copied().unwrap_or("");
    let sides: Vec<Side> = table.all_sides().collect();
    let winners: Vec<Side> = standings
        .outcome
        .as_ref()
        .map(|o| o.winners.clone())
        .unwrap_or_default();
    let score = |side: Side| standings.scores.get(side.index()).copied().unwrap_or(0);
    let title = cut(&labels.title);
    let mut svg = Svg::default();
    let mut text = Vec::new();

    // The heading: the title and the day, the rule set under them.
    let right = WIDTH as f32 - MARGIN;
    svg.text(MARGIN, 92.0, 48.0, Weight::Bold, INK, Anchor::Start, &title);
    svg.text(right, 92.0, 34.0, Weight::Normal, MUTED, Anchor::End, day);
    let rules = fit(&cut(&labels.rules), right - MARGIN, 32.0, Weight::Normal);
    svg.text(
        MARGIN,
        142.0,
        32.0,
        Weight::Normal,
        MUTED,
        Anchor::Start,
        &rules,
    );
    text.push(format!("{title} · {day} · {}", cut(&labels.rules)));

    // The winner, large, on a green card.
    let mut y = 176.0;
    let winner = winners
        .iter()
        .map(|s| side_name(table, *s, &names))
        .collect::<Vec<_>>()
        .join(", ");
    if !winner.is_empty() {
        let label = cut(&labels.winner);
        svg.rect(MARGIN, y, right - MARGIN, 156.0, 24.0, GREEN);
        svg.text(
            MARGIN + 32.0,
            y + 50.0,
            30.0,
            Weight::Normal,
            WON,
            Anchor::Start,
            &label,
        );
        let shown = fit(&winner, right - MARGIN - 64.0, 56.0, Weight::Bold);
        svg.text(
            MARGIN + 32.0,
            y + 124.0,
            56.0,
            Weight::Bold,
            "#ffffff",
            Anchor::Start,
            &shown,
        );
        text.push(format!("{label}: {winner}"));
        y += 156.0 + 32.0;
    }

    // The columns: one per side, its players and its final score.
    let count = sides.len().max(1) as f32;
    let column = ((right - MARGIN) * 0.62 / count).min(250.0);
    let label_width = right - MARGIN - column * count;
    let left_of = |i: usize| MARGIN + label_width + column * i as f32;
    for (i, side) in sides.iter().enumerate() {
        let x = left_of(i);
        let fill = if winners.contains(side) { WON } else { COLUMN };
        svg.rect(x + 4.0, y, column - 8.0, HEADER, 16.0, fill);
        let centre = x + column / 2.0;
        let (head, members) = match table.mode() {
            Mode::Pairs => (table.side_label(*side), players(table, *side, &names)),
            Mode::Individual => (players(table, *side, &names), String::new()),
        };
        let head = fit(&head, column - 24.0, 32.0, Weight::Bold);
        svg.text(
            centre,
            y + 42.0,
            32.0,
            Weight::Bold,
            INK,
            Anchor::Middle,
            &head,
        );
        if !members.is_empty() {
            let size = fitting_size(&members, column - 24.0, 26.0, 20.0, Weight::Normal);
            let members = fit(&members, column - 24.0, size, Weight::Normal);
            svg.text(
                centre,
                y + 80.0,
                size,
                Weight::Normal,
                MUTED,
                Anchor::Middle,
                &members,
            );
        }
        let total = score(*side).to_string();
        svg.text(
            centre,
            y + 138.0,
            52.0,
            Weight::Bold,
            INK,
            Anchor::Middle,
            &total,
        );
        text.push(format!("{}: {total}", side_name(table, *side, &names)));
    }
    y += HEADER + 12.0;

    // The rows, striped: the label and who did it, then per side the points
    // written (bold) and the running total (muted).
    let sheet = &standings.sheet;
    for (line, index) in shown_rows(sheet.len()).into_iter().enumerate() {
        if line % 2 == 0 {
            svg.rect(MARGIN, y, right - MARGIN, ROW, 8.0, STRIPE);
        }
        let base = y + ROW / 2.0 + 12.0;
        let Some(row) = index.and_then(|i| sheet.get(i).map(|row| (i, row))) else {
            svg.text(
                MARGIN + 16.0,
                base,
                32.0,
                Weight::Normal,
                MUTED,
                Anchor::Start,
                "⋯",
            );
            y += ROW;
            continue;
        };
        let (i, row) = row;
        let mut label = labels
            .rows
            .get(i)
            .map(|l| cut(l))
            .unwrap_or_else(|| row.hand_number.to_string());
        if let (RowKind::Hand { .. }, Some(settled)) = (&row.kind, &row.settlement) {
            let actor = name_of(settled.explanation.actor);
            if !actor.is_empty() {
                label.push_str(" · ");
                label.push_str(actor);
            }
        }
        let label = fit(&label, label_width - 24.0, 30.0, Weight::Normal);
        svg.text(
            MARGIN + 16.0,
            base,
            30.0,
            Weight::Normal,
            INK,
            Anchor::Start,
            &label,
        );
        for (s, (entry, total)) in row.entries.iter().zip(&row.totals).enumerate() {
            let x = left_of(s);
            if let Some(entry) = entry {
                let entry = entry.to_string();
                let at = x + column * 0.5;
                svg.text(at, base, 34.0, Weight::Bold, INK, Anchor::End, &entry);
            }
            let total = total.to_string();
            let at = x + column - 20.0;
            svg.text(at, base, 26.0, Weight::Normal, MUTED, Anchor::End, &total);
        }
        y += ROW;
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
        svg.signature(area, ink);
        signature = Some(area);
        y += area.height + 8.0;
    }
    if let Some(signed) = labels.signed.as_deref().map(cut) {
        let shown = fit(&signed, right - MARGIN, 30.0, Weight::Normal);
        svg.text(
            MARGIN,
            y + 30.0,
            30.0,
            Weight::Normal,
            MUTED,
            Anchor::Start,
            &shown,
        );
        text.push(signed);
        y += 48.0;
    }
    y += 24.0;
    svg.text(
        right,
        y + 24.0,
        24.0,
        Weight::Bold,
        GREEN,
        Anchor::End,
        "Tranque",
    );
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

/// A side's players: "Ana & Caio".
fn players(table: &Table, side: Side, names: &[&str]) -> String {
    table
        .seats_of(side)
        .filter_map(|s| names.get(s.index()).copied())
        .collect::<Vec<_>>()
        .join(" & ")
}

/// A side as the UI names it: "A · Ana & Caio" for pairs, the player for
/// individual play.
fn side_name(table: &Table, side: Side, names: &[&str]) -> String {
    match table.mode() {
        Mode::Pairs => format!(
            "{} · {}",
            table.side_label(side),
            players(table, side, names)
        ),
        Mode::Individual => players(table, side, names),
    }
}

/// A label cut to [`MAX_LABEL_CHARS`].
fn cut(text: &str) -> String {
    text.chars().take(MAX_LABEL_CHARS).collect()
}

/// How wide a text of this font may be, per character and pixel of size: a
/// generous average for DejaVu Sans, so what is estimated to fit does.
fn advance(weight: Weight) -> f32 {
    match weight {
        Weight::Normal => 0.62,
        Weight::Bold => 0.70,
    }
}

/// The largest size from `size` down to `min` at which `text` fits `width`.
fn fitting_size(text: &str, width: f32, size: f32, min: f32, weight: Weight) -> f32 {
    let chars = text.chars().count().max(1) as f32;
    (width / (chars * advance(weight))).clamp(min, size)
}

/// `text`, cut with `…` to fit `width` at `size`.
fn fit(text: &str, width: f32, size: f32, weight: Weight) -> String {
    let room = (width / (size * advance(weight))).floor().max(1.0) as usize;
    if text.chars().count() <= room {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(room.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Weight {
    Normal,
    Bold,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Anchor {
    Start,
    Middle,
    End,
}

/// The SVG document being written.
#[derive(Default)]
struct Svg {
    body: String,
}

impl Svg {
    #[allow(clippy::too_many_arguments)]
    fn text(
        &mut self,
        x: f32,
        y: f32,
        size: f32,
        weight: Weight,
        fill: &str,
        anchor: Anchor,
        words: &str,
    ) {
        let weight = match weight {
            Weight::Normal => "normal",
            Weight::Bold => "bold",
        };
        let anchor = match anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let _ = writeln!(
            self.body,
            r#"<text x="{x:.1}" y="{y:.1}" font-size="{size:.1}" font-weight="{weight}" fill="{fill}" text-anchor="{anchor}">{}</text>"#,
            escape(words)
        );
    }

    fn rect(&mut self, x: f32, y: f32, width: f32, height: f32, radius: f32, fill: &str) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{width:.1}" height="{height:.1}" rx="{radius:.1}" fill="{fill}"/>"#
        );
    }

    /// The pad's line and the ink, in the pad's units scaled into `area`.
    fn signature(&mut self, area: Area, ink: &str) {
        let scale = area.width / PAD.0;
        let _ = writeln!(
            self.body,
            r##"<g transform="translate({:.1} {:.1}) scale({scale:.3})"><line x1="10" y1="100" x2="310" y2="100" stroke="#9aa39d" stroke-width="1"/><path d="{}" fill="none" stroke="{SIGNATURE_INK}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></g>"##,
            area.x,
            area.y,
            escape(ink)
        );
    }

    fn finish(self, width: u32, height: u32) -> String {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{family}">
<rect width="{width}" height="{height}" fill="{PAPER}"/>
{body}</svg>
"#,
            family = super::png::FONT_FAMILY,
            body = self.body
        )
    }
}

/// Text as it may stand in an SVG's text or attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}
