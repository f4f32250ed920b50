//! A PNG picture read as a small grey one, for the QR reader: any colour
//! type and depth, colours read as their luminance, and a large picture
//! averaged in square blocks while its rows are read (a box filter), so a
//! phone's photo never sits whole in memory and the reader is handed a
//! picture of a bounded size.

use std::io::Cursor;

/// The most pixels a picture may have to be searched for a code (a 48
/// megapixel photo); a larger one is refused before anything is allocated.
pub const MAX_PIXELS: u64 = 48_000_000;
/// The most pixels of an interlaced picture, which is decoded whole before
/// it is shrunk (64 MiB in colour with transparency). Cameras do not
/// interlace; a picture made by hand may.
pub const MAX_INTERLACED_PIXELS: u64 = 16_000_000;
/// Rows read between two questions whether to stop.
const ROWS_BETWEEN_CHECKS: usize = 64;

/// A grey picture, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grey {
    /// Its width in pixels.
    pub width: usize,
    /// Its height in pixels.
    pub height: usize,
    /// Its pixels, `width` a row, 0 black to 255 white.
    pub pixels: Vec<u8>,
}

/// Why a picture could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unreadable {
    /// Not a PNG picture the reader understands (its words).
    NotPng(String),
    /// More pixels than the reader takes (`max`).
    TooLarge {
        /// Its width.
        width: u32,
        /// Its height.
        height: u32,
        /// The limit.
        max: u64,
    },
    /// The caller asked to stop.
    Stopped,
}

impl Grey {
    /// The picture averaged in blocks of `factor` × `factor` pixels (the
    /// blocks of the last row and column may be smaller).
    pub fn shrink(&self, factor: usize) -> Grey {
        let mut shrinker = Shrinker::new(self.width, self.height, factor);
        for row in self.pixels.chunks(self.width.max(1)) {
            shrinker.add_row(row.iter().copied());
        }
        shrinker.finish()
    }
}

/// A PNG's pixels as grey, averaged in blocks so that neither side is
/// longer than `longest` pixels. `stop` is asked every few rows whether to
/// give up ([`Unreadable::Stopped`]).
pub fn read_png(bytes: &[u8], longest: usize, stop: &dyn Fn() -> bool) -> Result<Grey, Unreadable> {
    let not_png = |err: png::DecodingError| Unreadable::NotPng(err.to_string());
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    // Palettes and 16-bit samples become 8-bit grey, grey and alpha, RGB or RGBA.
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let header = decoder.read_header_info().map_err(not_png)?;
    let (width, height, interlaced) = (header.width, header.height, header.interlaced);
    let max = if interlaced {
        MAX_INTERLACED_PIXELS
    } else {
        MAX_PIXELS
    };
    if u64::from(width) * u64::from(height) > max {
        return Err(Unreadable::TooLarge { width, height, max });
    }
    let mut reader = decoder.read_info().map_err(not_png)?;
    let channels = reader.output_color_type().0.samples();
    let (w, h) = (width as usize, height as usize);
    let factor = w.max(h).div_ceil(longest.max(1)).max(1);
    let mut shrinker = Shrinker::new(w, h, factor);
    if interlaced {
        let size = reader
            .output_buffer_size()
            .ok_or_else(|| Unreadable::NotPng("the picture is too large to read".to_owned()))?;
        let mut buffer = vec![0u8; size];
        let frame = reader.next_frame(&mut buffer).map_err(not_png)?;
        let rows = buffer[..frame.buffer_size()].chunks(frame.line_size.max(1));
        for row in rows.take(h) {
            shrinker.add_row(grey_row(row, channels, w));
        }
    } else {
        while let Some(row) = reader.next_row().map_err(not_png)? {
            if shrinker.rows_read.is_multiple_of(ROWS_BETWEEN_CHECKS) && stop() {
                return Err(Unreadable::Stopped);
            }
            if shrinker.rows_read == h {
                break;
            }
            shrinker.add_row(grey_row(row.data(), channels, w));
        }
    }
    if shrinker.rows_read < h {
        return Err(Unreadable::NotPng(
            "the picture's rows are cut short".to_owned(),
        ));
    }
    Ok(shrinker.finish())
}

/// A row of decoded samples as grey pixels (at most `width`; a short row
/// gives white for the rest).
fn grey_row(row: &[u8], channels: usize, width: usize) -> impl Iterator<Item = u8> + '_ {
    let pixels = row.chunks(channels.max(1)).map(|pixel| match pixel {
        [y] | [y, 255] => *y,
        // Transparent parts of a picture show as the paper: white.
        [y, a] => blend(*y, *a),
        [r, g, b] => luminance(*r, *g, *b),
        [r, g, b, a] => blend(luminance(*r, *g, *b), *a),
        _ => 255,
    });
    pixels.chain(std::iter::repeat(255)).take(width)
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

/// A box filter fed row by row: it holds one row of block sums, never the
/// whole picture.
struct Shrinker {
    width: usize,
    height: usize,
    factor: usize,
    rows_read: usize,
    sums: Vec<u64>,
    out: Grey,
}

impl Shrinker {
    fn new(width: usize, height: usize, factor: usize) -> Shrinker {
        let factor = factor.max(1);
        let (out_w, out_h) = (width.div_ceil(factor), height.div_ceil(factor));
        Shrinker {
            width,
            height,
            factor,
            rows_read: 0,
            sums: vec![0; out_w],
            out: Grey {
                width: out_w,
                height: out_h,
                pixels: Vec::with_capacity(out_w.saturating_mul(out_h)),
            },
        }
    }

    /// Adds the next row (`width` pixels); a block's row of pixels is
    /// written out once its last row is in.
    fn add_row(&mut self, row: impl Iterator<Item = u8>) {
        // Block by block, `factor` pixels each: no division a pixel (a
        // 48-megapixel row is 48 million of them).
        let mut row = row.take(self.width);
        for sum in &mut self.sums {
            *sum += row.by_ref().take(self.factor).map(u64::from).sum::<u64>();
        }
        self.rows_read += 1;
        let block_top = (self.rows_read - 1) / self.factor * self.factor;
        if !self.rows_read.is_multiple_of(self.factor) && self.rows_read != self.height {
            return;
        }
        let rows = (self.rows_read - block_top) as u64;
        for (i, sum) in self.sums.iter_mut().enumerate() {
            let columns = (self.width - i * self.factor).min(self.factor) as u64;
            let mean = *sum / (rows * columns).max(1);
            self.out.pixels.push(u8::try_from(mean).unwrap_or(u8::MAX));
            *sum = 0;
        }
    }

    fn finish(self) -> Grey {
        self.out
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests panic on purpose.

    use super::*;

    /// A grey PNG of `width` × `height` whose pixel (x, y) is `pixel(x, y)`.
    fn grey_png(width: u32, height: u32, pixel: impl Fn(u32, u32) -> u8) -> Vec<u8> {
        let data: Vec<u8> = (0..height)
            .flat_map(|y| (0..width).map(move |x| (y, x)))
            .map(|(y, x)| pixel(x, y))
            .collect();
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, width, height);
        encoder.set_color(png::ColorType::Grayscale);
        encoder
            .write_header()
            .unwrap()
            .write_image_data(&data)
            .unwrap();
        out
    }

    #[test]
    fn a_small_picture_is_read_as_it_is() {
        let png = grey_png(5, 3, |x, y| (x * 10 + y) as u8);
        let grey = read_png(&png, 100, &|| false).unwrap();
        assert_eq!((grey.width, grey.height), (5, 3));
        assert_eq!(grey.pixels[..5], [0, 10, 20, 30, 40]);
        assert_eq!(grey.pixels[7], 21);
    }

    #[test]
    fn a_large_picture_is_averaged_in_blocks() {
        // Left half black, right half white, a grey column at the seam.
        let pixel = |x: u32, _| match x {
            0..=4 => 0,
            5 => 100,
            _ => 255,
        };
        let grey = read_png(&grey_png(11, 7, pixel), 4, &|| false).unwrap();
        // Blocks of 3: 4 × 3, the last column and row of blocks narrower.
        assert_eq!((grey.width, grey.height), (4, 3));
        assert_eq!(grey.pixels[..4], [0, 100 / 3, 255, 255]);
        let last = &grey.pixels[8..];
        assert_eq!(last, [0, 33, 255, 255], "the last row of one pixel");
        let shrunk = Grey {
            width: 3,
            height: 1,
            pixels: vec![0, 100, 255],
        }
        .shrink(2);
        assert_eq!(shrunk.pixels, [50, 255]);
    }

    #[test]
    fn too_many_pixels_are_refused_from_the_header_and_a_stop_is_heard() {
        // The header of a 10,000 × 10,000 picture, and no pixels.
        let mut header = Vec::new();
        let encoder = png::Encoder::new(&mut header, 10_000, 10_000);
        drop(encoder.write_header().unwrap());
        let err = read_png(&header, 100, &|| false).unwrap_err();
        assert!(
            matches!(
                err,
                Unreadable::TooLarge {
                    width: 10_000,
                    height: 10_000,
                    ..
                }
            ),
            "{err:?}"
        );
        let png = grey_png(300, 300, |x, _| x as u8);
        assert_eq!(read_png(&png, 100, &|| true), Err(Unreadable::Stopped));
    }
}
