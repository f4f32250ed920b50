//! The scoresheet's SVG rendered to a PNG with `resvg`, its text shaped with
//! DejaVu Sans embedded in the app (never a system font: phones differ, and
//! a test machine may have none). The PNG carries a text layer: `Title` and
//! `Description` (names, totals, winner), so what the picture says can be
//! read back without reading the pixels.

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

use super::SheetError;
use super::svg::{Drawing, FONT_FAMILY};

/// The embedded fonts (DejaVu Sans and DejaVu Sans Bold), loaded once.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut fonts = usvg::fontdb::Database::new();
            // Read in place from the binary, never copied.
            for font in [dejavu::sans::regular(), dejavu::sans::bold()] {
                fonts.load_font_source(usvg::fontdb::Source::Binary(Arc::new(font)));
            }
            fonts.set_sans_serif_family(FONT_FAMILY);
            Arc::new(fonts)
        })
        .clone()
}

/// Renders `drawing` at its size, on its opaque paper, to PNG bytes with
/// its title and description as the text layer (`iTXt`, UTF-8).
pub fn render(drawing: &Drawing) -> Result<Vec<u8>, SheetError> {
    let pixels = rasterize(drawing)?;
    let mut out = Vec::new();
    let mut encoder = ::png::Encoder::new(&mut out, pixels.width(), pixels.height());
    encoder.set_color(::png::ColorType::Rgb);
    encoder.set_depth(::png::BitDepth::Eight);
    encoder.set_compression(::png::Compression::High);
    let failed = |err: ::png::EncodingError| SheetError::Png(err.to_string());
    encoder
        .add_itxt_chunk("Title".to_owned(), drawing.title.clone())
        .map_err(failed)?;
    encoder
        .add_itxt_chunk("Description".to_owned(), drawing.description.clone())
        .map_err(failed)?;
    encoder
        .add_itxt_chunk("Software".to_owned(), "Tranque".to_owned())
        .map_err(failed)?;
    let mut writer = encoder.write_header().map_err(failed)?;
    // The paper is opaque, so the premultiplied pixels are the colours.
    let rgb: Vec<u8> = pixels
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    writer.write_image_data(&rgb).map_err(failed)?;
    writer.finish().map_err(failed)?;
    Ok(out)
}

/// The drawing's pixels (premultiplied RGBA).
pub fn rasterize(drawing: &Drawing) -> Result<tiny_skia::Pixmap, SheetError> {
    let options = usvg::Options {
        font_family: FONT_FAMILY.to_owned(),
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(&drawing.svg, &options)
        .map_err(|err| SheetError::Svg(err.to_string()))?;
    let (width, height) = (drawing.width, drawing.height);
    let mut pixels =
        tiny_skia::Pixmap::new(width, height).ok_or(SheetError::Size { width, height })?;
    pixels.fill(tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        tiny_skia::Transform::identity(),
        &mut pixels.as_mut(),
    );
    Ok(pixels)
}
