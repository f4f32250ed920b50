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

use qrcode::{Color, EcLevel, QrCode};

/// The light modules around a code, on every side (the standard's quiet zone).
pub const QUIET_ZONE: usize = 4;
/// Pixels per module in a PNG: a version-25 code (117 modules) is 1,000 pixels wide.
pub const PNG_SCALE: usize = 8;
/// The most pixels a picture may have to be searched for a code (a 48
/// megapixel photo); a larger one is refused before it is decoded.
pub const MAX_PIXELS: u64 = 48_000_000;

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
    /// A picture larger than [`MAX_PIXELS`].
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
/// and depth; colours are read as their luminance).
pub fn decode_png(bytes: &[u8]) -> Result<String, QrError> {
    let (width, height, grey) = grey_pixels(bytes)?;
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| grey[y * width + x]);
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
}

/// A PNG's pixels as 8-bit grey, row by row, with its width and height.
fn grey_pixels(bytes: &[u8]) -> Result<(usize, usize, Vec<u8>), QrError> {
    let not_png = |err: png::DecodingError| QrError::NotPng(err.to_string());
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    // Palettes and 16-bit samples become 8-bit grey, grey and alpha, RGB or RGBA.
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let header = decoder.read_header_info().map_err(not_png)?;
    let (width, height) = (header.width, header.height);
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(QrError::TooLarge {
            width,
            height,
            max: MAX_PIXELS,
        });
    }
    let mut reader = decoder.read_info().map_err(not_png)?;
    let size = reader
        .output_buffer_size()
        .ok_or_else(|| QrError::NotPng("the picture is too large to read".to_owned()))?;
    let mut buffer = vec![0u8; size];
    let frame = reader.next_frame(&mut buffer).map_err(not_png)?;
    let samples = &buffer[..frame.buffer_size()];
    let channels = frame.color_type.samples();
    let (w, h) = (frame.width as usize, frame.height as usize);
    let line = frame.line_size;
    let mut grey = Vec::with_capacity(w * h);
    for row in samples.chunks(line).take(h) {
        for pixel in row.chunks(channels).take(w) {
            grey.push(match pixel {
                [y] | [y, 255] => *y,
                // Transparent parts of a picture show as the paper: white.
                [y, a] => blend(*y, *a),
                [r, g, b] => luminance(*r, *g, *b),
                [r, g, b, a] => blend(luminance(*r, *g, *b), *a),
                _ => 255,
            });
        }
    }
    if grey.len() != w * h {
        return Err(QrError::NotPng(
            "the picture's rows are cut short".to_owned(),
        ));
    }
    Ok((w, h, grey))
}

/// Rec. 601 luminance of an RGB pixel.
fn luminance(r: u8, g: u8, b: u8) -> u8 {
    let y = (299 * u32::from(r) + 587 * u32::from(g) + 114 * u32::from(b)) / 1000;
    u8::try_from(y).unwrap_or(u8::MAX)
}

/// A grey value of opacity `alpha` over white.
fn blend(grey: u8, alpha: u8) -> u8 {
    let (y, a) = (u32::from(grey), u32::from(alpha));
    u8::try_from((y * a + 255 * (255 - a)) / 255).unwrap_or(u8::MAX)
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
        let (w, h, grey) = grey_pixels(&png(START).unwrap()).unwrap();
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
