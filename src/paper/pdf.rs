//! The pages' SVG written as one PDF: each page read by usvg (resvg's own
//! tree, its text shaped and laid out with the embedded fonts, exactly as
//! the scoresheet's picture is), then walked and drawn on a krilla page —
//! groups with their transforms, paths with their solid fills and strokes,
//! and text as runs of the glyphs usvg placed, each run with the words it
//! stands for, so the PDF's text is text: selectable, searchable, read back
//! by a text extractor. krilla embeds each font once, cut to the glyphs
//! used. The sheets draw nothing else (no images, gradients or filters).

use std::collections::HashMap;

use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Size, Transform};
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Paint, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, GlyphId, KrillaGlyph};
use resvg::usvg::{self, Node, fontdb};

use super::font::{self, FONT_FAMILY};
use super::{Page, PaperError};

/// Writes `pages` as one PDF, a PDF page per page.
pub(super) fn write(pages: &[Page]) -> Result<Vec<u8>, PaperError> {
    let options = usvg::Options {
        font_family: FONT_FAMILY.to_owned(),
        fontdb: font::database(),
        ..usvg::Options::default()
    };
    let mut document = Document::new();
    let mut fonts = Fonts::default();
    for page in pages {
        let tree = usvg::Tree::from_str(&page.svg, &options)
            .map_err(|err| PaperError::Drawing(err.to_string()))?;
        let size = Size::from_wh(page.width, page.height).ok_or_else(|| {
            PaperError::Drawing(format!("a page of {}×{}", page.width, page.height))
        })?;
        let mut sheet = document.start_page_with(PageSettings::new(size));
        let mut surface = sheet.surface();
        group(tree.root(), &mut surface, &mut fonts, tree.fontdb());
        surface.finish();
        sheet.finish();
    }
    document
        .finish()
        .map_err(|err| PaperError::Drawing(format!("the PDF could not be written: {err:?}")))
}

/// The PDF's fonts, one per font of the tree.
#[derive(Default)]
struct Fonts {
    known: HashMap<fontdb::ID, Option<Font>>,
}

impl Fonts {
    fn get(&mut self, id: fontdb::ID, db: &fontdb::Database) -> Option<Font> {
        self.known
            .entry(id)
            .or_insert_with(|| {
                db.with_face_data(id, |data, index| (data.to_vec(), index))
                    .and_then(|(data, index)| Font::new(data.into(), index))
            })
            .clone()
    }
}

fn group(g: &usvg::Group, surface: &mut Surface<'_>, fonts: &mut Fonts, db: &fontdb::Database) {
    for node in g.children() {
        match node {
            Node::Group(inner) => {
                surface.push_transform(&transform(inner.transform()));
                group(inner, surface, fonts, db);
                surface.pop();
            }
            Node::Path(path) => draw_path(path, surface),
            Node::Text(text) => draw_text(text, surface, fonts, db),
            Node::Image(_) => {}
        }
    }
}

fn transform(t: usvg::Transform) -> Transform {
    Transform::from_row(t.sx, t.ky, t.kx, t.sy, t.tx, t.ty)
}

fn paint(paint: &usvg::Paint) -> Option<Paint> {
    match paint {
        usvg::Paint::Color(c) => Some(rgb::Color::new(c.red, c.green, c.blue).into()),
        _ => None,
    }
}

fn opacity(value: f32) -> NormalizedF32 {
    NormalizedF32::new(value).unwrap_or(NormalizedF32::ONE)
}

fn fill(fill: Option<&usvg::Fill>) -> Option<Fill> {
    let fill = fill?;
    Some(Fill {
        paint: paint(fill.paint())?,
        opacity: opacity(fill.opacity().get()),
        ..Fill::default()
    })
}

fn stroke(stroke: Option<&usvg::Stroke>) -> Option<Stroke> {
    let stroke = stroke?;
    Some(Stroke {
        paint: paint(stroke.paint())?,
        width: stroke.width().get(),
        opacity: opacity(stroke.opacity().get()),
        ..Stroke::default()
    })
}

fn draw_path(path: &usvg::Path, surface: &mut Surface<'_>) {
    if !path.is_visible() {
        return;
    }
    let (fill, stroke) = (fill(path.fill()), stroke(path.stroke()));
    if fill.is_none() && stroke.is_none() {
        return;
    }
    let mut builder = PathBuilder::new();
    for segment in path.data().segments() {
        use usvg::tiny_skia_path::PathSegment as S;
        match segment {
            S::MoveTo(p) => builder.move_to(p.x, p.y),
            S::LineTo(p) => builder.line_to(p.x, p.y),
            S::QuadTo(a, b) => builder.quad_to(a.x, a.y, b.x, b.y),
            S::CubicTo(a, b, c) => builder.cubic_to(a.x, a.y, b.x, b.y, c.x, c.y),
            S::Close => builder.close(),
        }
    }
    let Some(shape) = builder.finish() else {
        return;
    };
    surface.set_fill(fill);
    surface.set_stroke(stroke);
    surface.draw_path(&shape);
}

/// Each span of laid-out text as runs of glyphs: consecutive glyphs of one
/// font on one baseline make one run (one piece of text in the PDF), its
/// advances the distances usvg set between them.
fn draw_text(
    text: &usvg::Text,
    surface: &mut Surface<'_>,
    fonts: &mut Fonts,
    db: &fontdb::Database,
) {
    for span in text.layouted() {
        if !span.visible {
            continue;
        }
        let size = span.font_size.get();
        surface.set_fill(fill(span.fill.as_ref()));
        surface.set_stroke(None);
        let glyphs = &span.positioned_glyphs;
        let mut start = 0;
        while start < glyphs.len() {
            let first = &glyphs[start];
            let base = first.transform();
            // The run goes on while the font and the baseline stay.
            let mut end = start + 1;
            while end < glyphs.len() {
                let next = &glyphs[end];
                let t = next.transform();
                let same_line = (t.ty - base.ty).abs() < 0.01
                    && t.sx == base.sx
                    && t.sy == base.sy
                    && t.kx == base.kx
                    && t.ky == base.ky;
                if next.font != first.font || !same_line {
                    break;
                }
                end += 1;
            }
            let run = &glyphs[start..end];
            start = end;
            let Some(font) = fonts.get(first.font, db) else {
                continue;
            };
            let mut words = String::new();
            let mut placed = Vec::with_capacity(run.len());
            for (i, glyph) in run.iter().enumerate() {
                let from = words.len();
                words.push_str(&glyph.text);
                let advance = run.get(i + 1).map_or(0.0, |next| {
                    (next.transform().tx - glyph.transform().tx) / size
                });
                placed.push(KrillaGlyph::new(
                    GlyphId::new(glyph.id.0),
                    advance,
                    0.0,
                    0.0,
                    0.0,
                    from..words.len(),
                    None,
                ));
            }
            // The glyphs' own scale (the font size over its units per em) is
            // krilla's to apply: only the run's position and direction stay.
            let upem = font.units_per_em();
            let at = base.pre_scale(upem / size, upem / size);
            surface.push_transform(&transform(at));
            surface.draw_glyphs(Point::from_xy(0.0, 0.0), &placed, font, &words, size, false);
            surface.pop();
        }
    }
}
