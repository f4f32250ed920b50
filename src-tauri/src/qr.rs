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
use std::time::{Duration, Instant};

use qrcode::{Color, EcLevel, QrCode};

use crate::picture::{self, Grey, Unreadable};

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
/// How long the decoder's tries may go on before no further scale is tried
/// (each try is bounded by [`READ_SIDE`]).
pub const READ_TIME: Duration = Duration::from_millis(1500);

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
/// and depth; colours are read as their luminance), within [`READ_TIME`].
pub fn decode_png(bytes: &[u8]) -> Result<String, QrError> {
    read_png(bytes, &AtomicBool::new(false))
}

/// [`decode_png`], stopped when `cancel` is set ([`QrError::Cancelled`]).
///
/// The decoder's work grows faster than a picture's pixels on a busy one
/// (seconds at 2,000 pixels a side, minutes at 3,000) and cannot be
/// interrupted, so it is only ever handed the picture shrunk to at most
/// [`READ_SIDE`] pixels a side: first at half that, then whole. `cancel` is
/// checked while the rows are read and between the two tries; the whole
/// picture is not tried once the half has taken [`READ_TIME`] (reading the
/// rows takes a time in proportion to the pixels, at most [`picture::MAX_PIXELS`]).
pub fn read_png(bytes: &[u8], cancel: &AtomicBool) -> Result<String, QrError> {
    let cancelled = || cancel.load(Ordering::Relaxed);
    let whole = picture::read_png(bytes, READ_SIDE, &cancelled).map_err(|err| match err {
        Unreadable::NotPng(why) => QrError::NotPng(why),
        Unreadable::TooLarge { width, height, max } => QrError::TooLarge { width, height, max },
        Unreadable::Stopped => QrError::Cancelled,
    })?;
    let started = Instant::now();
    let half = (whole.width.max(whole.height) >= 2 * MIN_SIDE).then(|| whole.shrink(2));
    let mut last = QrError::NotFound;
    for (i, scale) in half.iter().chain([&whole]).enumerate() {
        if cancelled() {
            return Err(QrError::Cancelled);
        }
        if i > 0 && started.elapsed() >= READ_TIME {
            break;
        }
        match find_code(scale) {
            Ok(text) => return Ok(text),
            Err(QrError::NotFound) => {}
            Err(err) => last = err,
        }
    }
    Err(last)
}

/// The text of the first code the decoder finds in `picture`. A panic of
/// the decoder (it has overflowed on codes thousands of pixels wide) is
/// taken as no code found.
fn find_code(picture: &Grey) -> Result<String, QrError> {
    let (width, height) = (picture.width, picture.height);
    let search = || {
        let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
            picture.pixels.get(y * width + x).copied().unwrap_or(255)
        });
        let mut last = QrError::NotFound;
        for grid in image.detect_grids() {
            match grid.decode() {
                Ok((_, text)) => return Ok(text),
                Err(rqrr::DeQRError::EncodingError) => {
                    last = QrError::NotText("its data does not read as text".to_owned());
                }
                Err(_) => {}
            }
        }
        Err(last)
    };
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(search)).unwrap_or(Err(QrError::NotFound))
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
