//! The pen the sheets are drawn with: an SVG page in points (1 unit = 1/72
//! inch, the PDF's own unit), text set in the embedded fonts
//! ([`font::drawable`]) and escaped, measured with the fonts' own advances:
//! shrunk to fit its room down to a readable [`FLOOR`], wrapped onto more
//! lines, or as the last resort cut with `…`.

use std::fmt::Write as _;

use super::font::{self, drawable};
use super::{Page, PaperSize};

/// The margin around a page's content, in points (15 mm).
pub const MARGIN: f32 = 42.5;

pub const INK: &str = "#1d2a22";
pub const MUTED: &str = "#5b665f";
pub const GREEN: &str = "#1f6f4a";
pub const STRIPE: &str = "#f0ece2";
pub const RULE: &str = "#9aa39d";

/// How a text is set: its size (in the drawing's units: points on a sheet,
/// pixels on the scoresheet's picture), weight, colour and anchor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Font {
    /// The size, in the drawing's units.
    pub size: f32,
    /// Bold, or regular.
    pub bold: bool,
    /// The colour, as SVG writes it.
    pub fill: &'static str,
    /// Where the text stands from its `x`.
    pub anchor: Anchor,
}

/// Where a text stands from its `x`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// Starts at `x`.
    Start,
    /// Centred on `x`.
    Middle,
    /// Ends at `x`.
    End,
}

impl Font {
    /// Regular, in ink, starting at its `x`.
    pub const fn plain(size: f32) -> Font {
        Font {
            size,
            bold: false,
            fill: INK,
            anchor: Anchor::Start,
        }
    }

    /// Bold, in ink, starting at its `x`.
    pub const fn bold(size: f32) -> Font {
        Font {
            bold: true,
            ..Font::plain(size)
        }
    }

    /// In the muted grey.
    pub fn muted(self) -> Font {
        Font {
            fill: MUTED,
            ..self
        }
    }

    /// In the green.
    pub fn green(self) -> Font {
        Font {
            fill: GREEN,
            ..self
        }
    }

    /// In the colour `fill`.
    pub fn in_colour(self, fill: &'static str) -> Font {
        Font { fill, ..self }
    }

    /// Anchored at its end (right-aligned).
    pub fn end(self) -> Font {
        Font {
            anchor: Anchor::End,
            ..self
        }
    }

    /// Anchored at its middle (centred).
    pub fn middle(self) -> Font {
        Font {
            anchor: Anchor::Middle,
            ..self
        }
    }
}

/// The smallest type a sheet sets a name or a sentence in, in points:
/// a name shrinks to it before it is cut ([`shrunk`]).
pub const FLOOR: f32 = 8.0;

/// How wide `text` is in `font`, in points: the embedded fonts' own
/// advances (`text` as [`drawable`] writes it), a hundredth over for what
/// shaping may add, so what is measured to fit does.
pub fn width_of(text: &str, font: Font) -> f32 {
    let ems: f32 = text.chars().map(|c| advance(c, font.bold)).sum();
    ems * font.size * 1.01
}

/// One character's advance, in ems (a full em for one the fonts lack).
fn advance(c: char, bold: bool) -> f32 {
    font::advance(c, bold).unwrap_or(1.0)
}

/// `font` at the largest size up to its own, down to [`FLOOR`], at which
/// `text` fits `width`; `None` when it does not fit even at the floor.
pub fn shrunk(text: &str, width: f32, font: Font) -> Option<Font> {
    shrunk_to(text, width, font, FLOOR)
}

/// `font` at the largest size up to its own, down to `floor`, at which
/// `text` fits `width`; `None` when it does not fit even at `floor`.
pub fn shrunk_to(text: &str, width: f32, font: Font, floor: f32) -> Option<Font> {
    let at_one = width_of(&drawable(text), Font { size: 1.0, ..font });
    // In tenths of a point, down, so the size found fits when measured again.
    let size = if at_one > 0.0 {
        font.size.min((width / at_one * 10.0).floor() / 10.0)
    } else {
        font.size
    };
    (size >= floor).then_some(Font { size, ..font })
}

/// `font` shrunk until every one of `texts` fits `width` ([`shrunk`]), so
/// they stand at one size; at the floor when one does not fit even there.
pub fn shrunk_all<'a>(texts: impl IntoIterator<Item = &'a str>, width: f32, font: Font) -> Font {
    texts.into_iter().fold(font, |font, text| {
        shrunk(text, width, font).unwrap_or(Font {
            size: FLOOR,
            ..font
        })
    })
}

/// `text` as the fonts draw it, cut with `…` to fit `width` in `font`.
pub fn fit(text: &str, width: f32, font: Font) -> String {
    let text = drawable(text);
    if width_of(&text, font) <= width {
        return text;
    }
    let room = width - width_of("…", font);
    let mut kept = String::new();
    let mut used = 0.0;
    for c in text.chars() {
        used += width_of(c.encode_utf8(&mut [0; 4]), font);
        if used > room {
            break;
        }
        kept.push(c);
    }
    let mut kept = kept.trim_end().to_owned();
    kept.push('…');
    kept
}

/// `text` as the fonts draw it, in lines no wider than `width` in `font`:
/// broken at spaces, and a word wider than a line between its characters.
/// Nothing is left out.
pub fn wrap(text: &str, width: f32, font: Font) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in drawable(text).split(' ').filter(|w| !w.is_empty()) {
        let joined = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if width_of(&joined, font) <= width {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        for c in word.chars() {
            let longer = format!("{line}{c}");
            if width_of(&longer, font) > width && !line.is_empty() {
                lines.push(std::mem::replace(&mut line, c.to_string()));
            } else {
                line = longer;
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// Writes `words` as one SVG `<text>` element with its baseline at `y`, set
/// in `font`: as the fonts draw it ([`drawable`]) and escaped. Every text of
/// the sheets and of the scoresheet's picture is written here.
pub fn write_text(out: &mut String, x: f32, y: f32, font: Font, words: &str) {
    let weight = if font.bold { "bold" } else { "normal" };
    let anchor = match font.anchor {
        Anchor::Start => "start",
        Anchor::Middle => "middle",
        Anchor::End => "end",
    };
    let _ = writeln!(
        out,
        r#"<text x="{x:.2}" y="{y:.2}" font-size="{size:.2}" font-weight="{weight}" fill="{fill}" text-anchor="{anchor}">{words}</text>"#,
        size = font.size,
        fill = font.fill,
        words = escape(&drawable(words))
    );
}

/// One page being drawn.
pub struct Pen {
    size: PaperSize,
    body: String,
}

impl Pen {
    pub fn new(size: PaperSize) -> Pen {
        Pen {
            size,
            body: String::new(),
        }
    }

    /// The page's width, in points.
    pub fn width(&self) -> f32 {
        self.size.points().0
    }

    /// The page's height, in points.
    pub fn height(&self) -> f32 {
        self.size.points().1
    }

    /// The right edge of the content.
    pub fn right(&self) -> f32 {
        self.width() - MARGIN
    }

    /// The bottom edge of the content.
    pub fn bottom(&self) -> f32 {
        self.height() - MARGIN
    }

    /// `lines`, the first with its baseline at `y`, each `leading` points
    /// under the one before; answers the baseline after the last.
    pub fn lines(&mut self, x: f32, y: f32, font: Font, lines: &[String], leading: f32) -> f32 {
        let mut y = y;
        for line in lines {
            self.text(x, y, font, line, f32::INFINITY);
            y += leading;
        }
        y
    }

    /// `words`, cut to `room` points, with its baseline at `y`.
    pub fn text(&mut self, x: f32, y: f32, font: Font, words: &str, room: f32) {
        write_text(&mut self.body, x, y, font, &fit(words, room, font));
    }

    pub fn rect(&mut self, x: f32, y: f32, width: f32, height: f32, fill: &str) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x:.2}" y="{y:.2}" width="{width:.2}" height="{height:.2}" fill="{fill}"/>"#
        );
    }

    /// An empty box to write in.
    pub fn frame(&mut self, x: f32, y: f32, width: f32, height: f32) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x:.2}" y="{y:.2}" width="{width:.2}" height="{height:.2}" fill="none" stroke="{RULE}" stroke-width="0.8"/>"#
        );
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width: f32) {
        let _ = writeln!(
            self.body,
            r#"<line x1="{x1:.2}" y1="{y1:.2}" x2="{x2:.2}" y2="{y2:.2}" stroke="{INK}" stroke-width="{width:.2}"/>"#
        );
    }

    /// A QR code's dark modules, `side` points wide at (`x`, `y`), its
    /// quiet zone included in `side`.
    pub fn qr(&mut self, x: f32, y: f32, side: f32, code: &QrModules) {
        let modules = code.width + 2 * QUIET_ZONE;
        let scale = side / modules as f32;
        let mut path = String::new();
        for (i, _) in code.dark.iter().enumerate().filter(|(_, dark)| **dark) {
            let (mx, my) = (i % code.width + QUIET_ZONE, i / code.width + QUIET_ZONE);
            let _ = write!(path, "M{mx} {my}h1v1h-1z");
        }
        let _ = writeln!(
            self.body,
            r##"<g transform="translate({x:.2} {y:.2}) scale({scale:.4})"><rect width="{modules}" height="{modules}" fill="#ffffff"/><path fill="#000000" d="{path}"/></g>"##
        );
    }

    /// The page as SVG.
    pub fn finish(self) -> Page {
        let (width, height) = self.size.points();
        let svg = format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{family}">
<rect width="{width}" height="{height}" fill="#ffffff"/>
{body}</svg>
"##,
            family = font::FONT_FAMILY,
            body = self.body
        );
        Page { svg, width, height }
    }
}

/// The light modules around a code, on every side (the standard's quiet zone).
pub const QUIET_ZONE: usize = 4;

/// A QR code's module matrix: rows of dark (`true`) and light modules.
pub struct QrModules {
    pub width: usize,
    pub dark: Vec<bool>,
}

impl QrModules {
    /// The code of `text` at the lowest error correction (the payloads are
    /// held to a size a phone's camera reads at that level); `None` when it
    /// does not fit in a code.
    pub fn of(text: &str) -> Option<QrModules> {
        let code = qrcode::QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::L)
            .ok()?;
        let dark = code
            .to_colors()
            .into_iter()
            .map(|color| color == qrcode::Color::Dark)
            .collect();
        Some(QrModules {
            width: code.width(),
            dark,
        })
    }
}

/// `items` cut into pages of `room` points, each item as tall as `height`
/// says; a section's title (`is_section`) goes over with the first item
/// under it instead of ending a page.
pub fn paged<T>(
    items: &[T],
    room: f32,
    height: impl Fn(&T) -> f32,
    is_section: impl Fn(&T) -> bool,
) -> Vec<Vec<&T>> {
    let mut pages: Vec<Vec<&T>> = vec![Vec::new()];
    let mut used = 0.0;
    for item in items {
        if used + height(item) > room && !pages.last().is_some_and(Vec::is_empty) {
            let carried = match pages.last().and_then(|page| page.last()) {
                Some(last) if is_section(last) => pages.last_mut().and_then(Vec::pop),
                _ => None,
            };
            used = carried.map_or(0.0, &height);
            pages.push(carried.into_iter().collect());
        }
        used += height(item);
        if let Some(page) = pages.last_mut() {
            page.push(item);
        }
    }
    pages
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
