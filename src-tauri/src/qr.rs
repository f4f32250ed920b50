//! QR codes between the director's phone and the tables' phones: a payload's
//! text drawn as SVG (for the screen) or PNG (a file to share), and read back
//! from a PNG (a picture of a code; on desktop, a file). `qrcode` gives the
//! module matrix, `png` writes and reads the pixels, `rqrr` finds and decodes
//! the code among them.
//!
//! ```
//! use tranque_app_lib::qr;
//!
//! let text = r#"{"v":1,"kind":"start","tournament":"ponce"}"#;
//! let png = qr::png(text).unwrap();
//! assert_eq!(qr::decode_png(&png).unwrap(), text);
//! assert!(qr::svg(text).unwrap().starts_with("<svg"));
//! ```

use std::sync::atomic::{AtomicBool, Ordering};

use qrcode::{Color, EcLevel, QrCode};

use crate::picture::{self, Unreadable};

mod search;
pub use search::{CHECK_EVERY, MAX_FINDERS, MAX_GROUPINGS, STEPS_PER_PIXEL, Work};

/// The light modules around a code, on every side (the standard's quiet zone).
pub const QUIET_ZONE: usize = 4;
/// Pixels per module in a PNG: a version-25 code (117 modules) is 1,000 pixels wide.
pub const PNG_SCALE: usize = 8;
/// The longest side, in pixels, the decoder is handed: a larger picture is
/// shrunk to it as it is read. A code filling a sixth of a phone's photo
/// (4,000 pixels wide) is still 170 pixels wide then, 3 pixels a module.
pub const READ_SIDE: usize = 1024;
/// The shortest side worth a second, half-size try.
const MIN_SIDE: usize = 200;

/// Why a code could not be drawn or read. The reader's words are for the
/// message only.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QrError {
    /// The text does not fit in a QR code.
    #[error("the text does not fit in a QR code: {0}")]
    TooLong(String),
    /// The file is not a PNG picture the reader understands.
    #[error("not a PNG picture: {0}")]
    NotPng(String),
    /// A picture larger than [`picture::MAX_PIXELS`] (or, interlaced,
    /// [`picture::MAX_INTERLACED_PIXELS`]).
    #[error("a picture of {width} × {height} pixels: at most {max} pixels")]
    TooLarge {
        /// Its width.
        width: u32,
        /// Its height.
        height: u32,
        /// The limit.
        max: u64,
    },
    /// No QR code could be read in the picture.
    #[error("no QR code could be read in the picture")]
    NotFound,
    /// A code that holds something other than text.
    #[error("the QR code does not hold text: {0}")]
    NotText(String),
    /// The picture holds more finder-like squares (a code's corners), or
    /// asks more of the decoder, than a few codes would: a tiling, a fine
    /// grid, a screen's moiré. Its search was given up (see [`Work`]).
    #[error("the picture has too many shapes like a code's corners to be searched")]
    TooBusy,
    /// The player stopped the reading.
    #[error("the reading was cancelled")]
    Cancelled,
}

/// The module matrix of `text` at the lowest error correction (the payloads
/// are held to a size a phone's camera reads at that level), as rows of
/// dark (`true`) and light modules, with its width.
fn modules(text: &str) -> Result<(usize, Vec<bool>), QrError> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L)
        .map_err(|err| QrError::TooLong(err.to_string()))?;
    let dark = code
        .to_colors()
        .into_iter()
        .map(|color| color == Color::Dark)
        .collect();
    Ok((code.width(), dark))
}

/// `text` as an `<svg>`: black modules on white, the quiet zone around, the
/// view box in modules (the screen scales it).
pub fn svg(text: &str) -> Result<String, QrError> {
    let (width, dark) = modules(text)?;
    let size = width + 2 * QUIET_ZONE;
    let mut path = String::new();
    for (i, _) in dark.iter().enumerate().filter(|(_, dark)| **dark) {
        let (x, y) = (i % width + QUIET_ZONE, i / width + QUIET_ZONE);
        path.push_str(&format!("M{x} {y}h1v1h-1z"));
    }
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" \
         shape-rendering=\"crispEdges\"><rect width=\"{size}\" height=\"{size}\" \
         fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>"
    ))
}

/// `text` as a PNG: 8-bit grey, [`PNG_SCALE`] pixels a module, the quiet
/// zone around.
pub fn png(text: &str) -> Result<Vec<u8>, QrError> {
    let (width, dark) = modules(text)?;
    let side = (width + 2 * QUIET_ZONE) * PNG_SCALE;
    let mut pixels = vec![255u8; side * side];
    for (i, _) in dark.iter().enumerate().filter(|(_, dark)| **dark) {
        let (x, y) = (i % width + QUIET_ZONE, i / width + QUIET_ZONE);
        for row in y * PNG_SCALE..(y + 1) * PNG_SCALE {
            let start = row * side + x * PNG_SCALE;
            pixels[start..start + PNG_SCALE].fill(0);
        }
    }
    let mut out = Vec::new();
    let side = u32::try_from(side).map_err(|err| QrError::TooLong(err.to_string()))?;
    let mut encoder = png::Encoder::new(&mut out, side, side);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::Eight);
    let written = encoder
        .write_header()
        .and_then(|mut writer| writer.write_image_data(&pixels));
    // Writing to memory fails only on a bug; say so rather than panic.
    written.map_err(|err| QrError::TooLong(err.to_string()))?;
    Ok(out)
}

/// The text of the first QR code found in a PNG picture (any colour type
/// and depth; colours are read as their luminance), in bounded work.
pub fn decode_png(bytes: &[u8]) -> Result<String, QrError> {
    read_png(bytes, &AtomicBool::new(false))
}

/// [`decode_png`], stopped when `cancel` is set ([`QrError::Cancelled`]).
pub fn read_png(bytes: &[u8], cancel: &AtomicBool) -> Result<String, QrError> {
    read_png_watched(bytes, cancel, &|_| {}).0
}

/// [`read_png`], telling `watch` how far the decoder has gone at each of its
/// checks, and answering with the work done.
///
/// The picture is shrunk as its rows are read to at most [`READ_SIDE`]
/// pixels a side (`cancel` is checked every few rows), then handed to the
/// decoder first at half that, then whole. Each try is bounded inside the
/// decoder: at most [`MAX_FINDERS`] finder patterns found,
/// [`MAX_GROUPINGS`] sets of three tried, [`STEPS_PER_PIXEL`] pixel steps
/// per pixel; past one of them the try is given up. `cancel` is checked at
/// each finder pattern, each set of three, and every [`CHECK_EVERY`] steps.
/// A code read at either size is the answer; else a code that holds no
/// text, else [`QrError::TooBusy`] when a try was given up, else
/// [`QrError::NotFound`].
pub fn read_png_watched(
    bytes: &[u8],
    cancel: &AtomicBool,
    watch: &dyn Fn(Work),
) -> (Result<String, QrError>, Work) {
    let cancelled = || cancel.load(Ordering::Relaxed);
    let meter = search::Meter::new(&cancelled, watch);
    let whole = match picture::read_png(bytes, READ_SIDE, &cancelled) {
        Ok(whole) => whole,
        Err(err) => {
            let err = match err {
                Unreadable::NotPng(why) => QrError::NotPng(why),
                Unreadable::TooLarge { width, height, max } => {
                    QrError::TooLarge { width, height, max }
                }
                Unreadable::Stopped => QrError::Cancelled,
            };
            return (Err(err), meter.work());
        }
    };
    let half = (whole.width.max(whole.height) >= 2 * MIN_SIDE).then(|| whole.shrink(2));
    let (mut not_text, mut busy) = (None, false);
    for scale in half.iter().chain([&whole]) {
        if cancelled() {
            return (Err(QrError::Cancelled), meter.work());
        }
        match search::find_code(scale, &meter) {
            Ok(text) => return (Ok(text), meter.work()),
            Err(QrError::Cancelled) => return (Err(QrError::Cancelled), meter.work()),
            Err(QrError::TooBusy) => busy = true,
            Err(QrError::NotFound) => {}
            Err(err) => not_text = Some(err),
        }
    }
    let err = match (not_text, busy) {
        (Some(err), _) => err,
        (None, true) => QrError::TooBusy,
        (None, false) => QrError::NotFound,
    };
    (Err(err), meter.work())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests panic on purpose.

    use super::*;

    const START: &str = r#"{"v":1,"kind":"start","tournament":"3f2a9c1b7d4e6a80","round":2,"table":1,"rules":"pr-federacion","pairs":[{"pair":3,"players":["Ana","Bia"]},{"pair":8,"players":["Caio","Duda"]}]}"#;

    #[test]
    fn a_code_drawn_as_png_reads_back_as_the_same_text() {
        let png = png(START).unwrap();
        assert_eq!(decode_png(&png).unwrap(), START);
        // Accents and the longest payload a code carries read back too.
        let long = format!("{{\"name\":\"Jo\u{e3}o {}\"}}", "x".repeat(1_150));
        assert_eq!(decode_png(&super::png(&long).unwrap()).unwrap(), long);
    }

    #[test]
    fn a_code_in_colour_with_transparency_reads_too() {
        // The same code as RGBA, dark modules dark blue, the light ones clear.
        let whole = picture::read_png(&png(START).unwrap(), READ_SIDE, &|| false).unwrap();
        let (w, h, grey) = (whole.width, whole.height, whole.pixels);
        let rgba: Vec<u8> = grey
            .iter()
            .flat_map(|&y| {
                if y == 0 {
                    [10, 20, 90, 255]
                } else {
                    [0, 0, 0, 0]
                }
            })
            .collect();
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, w as u32, h as u32);
        encoder.set_color(png::ColorType::Rgba);
        encoder
            .write_header()
            .unwrap()
            .write_image_data(&rgba)
            .unwrap();
        assert_eq!(decode_png(&out).unwrap(), START);
    }

    #[test]
    fn a_blank_picture_or_another_file_is_refused_in_words() {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, 200, 200);
        encoder.set_color(png::ColorType::Grayscale);
        encoder
            .write_header()
            .unwrap()
            .write_image_data(&[255; 200 * 200])
            .unwrap();
        let err = decode_png(&out).unwrap_err();
        assert_eq!(err, QrError::NotFound);
        assert_eq!(err.to_string(), "no QR code could be read in the picture");
        let err = decode_png(b"{\"format\": \"tranque-match\"}").unwrap_err();
        assert!(matches!(err, QrError::NotPng(_)), "{err:?}");
        assert!(err.to_string().starts_with("not a PNG picture"), "{err}");
    }

    #[test]
    fn the_svg_has_a_quiet_zone_and_its_view_box_in_modules() {
        let svg = svg(START).unwrap();
        let (width, dark) = modules(START).unwrap();
        let size = width + 2 * QUIET_ZONE;
        assert!(
            svg.contains(&format!("viewBox=\"0 0 {size} {size}\"")),
            "{svg:.200}"
        );
        // One square per dark module, none inside the quiet zone.
        assert_eq!(
            svg.matches('M').count(),
            dark.iter().filter(|d| **d).count()
        );
        assert!(svg.contains("M4 4h1v1h-1z"), "the finder's corner is dark");
        assert!(!svg.contains("M3 "), "the quiet zone is light");
    }

    #[test]
    fn text_too_long_for_any_code_is_refused() {
        let err = svg(&"x".repeat(8_000)).unwrap_err();
        assert!(matches!(err, QrError::TooLong(_)), "{err:?}");
    }
}
