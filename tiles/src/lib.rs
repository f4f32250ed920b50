#![forbid(unsafe_code)]
//! Reads the face-up double-six domino tiles in a photo.
//!
//! [`read_photo`] takes the bytes of a JPEG or PNG photo, as a phone hands it
//! over, and returns every face-up tile it finds with the pips of each half
//! (0 to 6), where the tile lies in the photo and how sure the reading is.
//! Face-down tiles (no pips), printed pictures of dominoes and other marks on
//! the table are left out. Classical computer vision only: no model, no
//! network, no clock; the same photo always gives the same reading.
//!
//! # The pipeline
//!
//! 1. **Decode** ([`read_photo`]): only JPEG and PNG; absurd sizes are refused
//!    from the header, before any pixel is decoded; the EXIF orientation is
//!    applied, so the reading is in the photo's upright pixels.
//! 2. **Working sizes**: a *detail* copy (long side at most 2,400 px) that
//!    the pips are read from, and a *working* copy (long side at most
//!    1,200 px) that tiles are looked for in.
//! 3. **Divider bars** (`detect`): every face-up tile has a bar across its
//!    middle. In four "mark channels" (luma, least component, blue, inverted luma, so that
//!    black pips on ivory, light coloured pips on white, yellow marks on pink tiles and white pips on black
//!    tiles all show as dark marks on a lighter face), pixels clearly darker
//!    than their neighbourhood mean are marked at three neighbourhood sizes;
//!    the marks' connected components that are long, thin and straight are
//!    divider candidates. Pieces of one bar split by a brass spinner are
//!    joined.
//! 4. **Tile hypothesis** (`read`): around each bar, the face colour is
//!    sampled on both sides (both must agree), the tile's width is measured
//!    by walking from the bar's ends to the tile's edges, and its length by
//!    walking along the long axis; the photo's own bar-to-width ratio stands
//!    in where an edge cannot be seen (tiles touching without a seam). The
//!    width is also walked stopping at seam-dark pixels (tiles side by
//!    side), and a tilted camera's lean of the long sides is measured on
//!    pip-free lines, so the tile may be a parallelogram.
//! 5. **Halves** (`read`): the tile is resampled upright from the detail
//!    copy into a fixed 64 × 128 patch; in each half, marks darker than
//!    halfway between face and bar are labelled; round blobs of one size
//!    (relative to the tile's width) are pips; anything else (letters,
//!    logos, board lines) is clutter, and a half with clutter is no tile
//!    face. Counts are checked against the standard 0–6 layouts.
//! 6. **Decision**: a reading outlined on all four sides by a thin line of
//!    ink is a printed picture of a tile, not a tile; a tile with at most
//!    one pip must have the face colour
//!    and size of the photo's tiles with pips (or, when there are none,
//!    stand out from the table on its four sides), since a plain patch of
//!    table beside a line, or half a tile beside its split bar, reads as a
//!    blank; overlapping readings keep the most confident, and a reading
//!    lying partly inside a more confident one is dropped.

mod detect;
mod geom;
mod layout;
mod read;

use std::io::Cursor;

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, RgbImage};

/// The most pixels a photo may have: 50 megapixels, beyond any phone camera.
pub const MAX_PIXELS: u64 = 50_000_000;

/// The longest side a photo may have, in pixels.
pub const MAX_SIDE: u32 = 12_000;

/// What was read in a photo.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    /// The photo's width in upright pixels (after its EXIF orientation).
    pub width: u32,
    /// The photo's height in upright pixels.
    pub height: u32,
    /// Every face-up tile read, in no particular order.
    pub tiles: Vec<ReadTile>,
}

impl Reading {
    /// The sum of the pips of every tile read.
    #[must_use]
    pub fn total_pips(&self) -> u32 {
        self.tiles
            .iter()
            .map(|t| u32::from(t.low) + u32::from(t.high))
            .sum()
    }
}

/// One face-up tile read in a photo.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadTile {
    /// The pips of the half with fewer pips (0 to 6).
    pub low: u8,
    /// The pips of the half with more pips (`low..=6`).
    pub high: u8,
    /// The tile's four corners in the photo's upright pixels, `(x, y)`, going
    /// round the tile.
    pub outline: [(f32, f32); 4],
    /// How sure the reading is, from 0 (a guess) to 1 (every check agrees):
    /// the pips' roundness and size agreement, their fit to the standard
    /// layouts, how clean the face is and how well its edges were seen.
    pub confidence: f32,
}

/// Why a photo could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PhotoError {
    /// The file is empty.
    #[error("The file is empty: there is no photo in it.")]
    Empty,
    /// The file is not a JPEG or PNG picture.
    #[error("This file is not a photo. Take a photo of the tiles (JPEG or PNG) and try again.")]
    NotAPhoto,
    /// The file looks like a picture but is damaged or cut short.
    #[error("This photo is damaged or incomplete and cannot be read. Take it again.")]
    Unreadable,
    /// The picture is larger than any camera photo (over 50 megapixels or
    /// 12,000 pixels on a side).
    #[error(
        "This picture is too large to read (over 50 megapixels or 12,000 pixels on a side). Take an ordinary photo of the tiles."
    )]
    TooLarge,
}

/// Reads the face-up tiles in a JPEG or PNG photo.
///
/// The photo's EXIF orientation is applied first, so `width`, `height` and
/// the outlines are in the upright picture a person sees.
///
/// # Errors
///
/// [`PhotoError`] when the bytes are empty, are not a JPEG or PNG, are
/// damaged, or declare a picture over [`MAX_PIXELS`] or [`MAX_SIDE`] (refused
/// from the header, before decoding).
pub fn read_photo(bytes: &[u8]) -> Result<Reading, PhotoError> {
    let image = decode(bytes)?;
    Ok(read_image(&image))
}

/// Reads the face-up tiles in an upright RGB picture already decoded.
///
/// Any size is accepted; [`read_photo`] is the entry point that refuses
/// absurd ones.
#[must_use]
pub fn read_image(image: &RgbImage) -> Reading {
    let (width, height) = image.dimensions();
    let tiles = if width < 8 || height < 8 {
        Vec::new()
    } else {
        read::read_tiles(image)
    };
    Reading {
        width,
        height,
        tiles,
    }
}

fn decode(bytes: &[u8]) -> Result<RgbImage, PhotoError> {
    if bytes.is_empty() {
        return Err(PhotoError::Empty);
    }
    let format = image::guess_format(bytes).map_err(|_| PhotoError::NotAPhoto)?;
    if !matches!(format, ImageFormat::Jpeg | ImageFormat::Png) {
        return Err(PhotoError::NotAPhoto);
    }
    // Refused from the header alone, before a decoder allocates anything.
    if let Some((w, h)) = declared_size(bytes, format) {
        check_size(w, h)?;
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    // The decoder's own limits stay as a second fence behind the header check
    // below (its allocation cap is enough for a 50-megapixel 16-bit RGBA PNG).
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_PIXELS * 8 + (64 << 20));
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(decode_error)?;
    let (w, h) = decoder.dimensions();
    check_size(w, h)?;
    let orientation = decoder
        .orientation()
        .unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut picture = DynamicImage::from_decoder(decoder).map_err(decode_error)?;
    picture.apply_orientation(orientation);
    Ok(picture.into_rgb8())
}

fn check_size(w: u32, h: u32) -> Result<(), PhotoError> {
    if w == 0 || h == 0 {
        return Err(PhotoError::Empty);
    }
    if w > MAX_SIDE || h > MAX_SIDE || u64::from(w) * u64::from(h) > MAX_PIXELS {
        return Err(PhotoError::TooLarge);
    }
    Ok(())
}

/// The width and height a PNG's or JPEG's header declares, read without a
/// decoder; `None` where the header cannot be found (the decoder then
/// says what is wrong).
fn declared_size(bytes: &[u8], format: ImageFormat) -> Option<(u32, u32)> {
    let be16 = |i: usize| Some(u16::from_be_bytes([*bytes.get(i)?, *bytes.get(i + 1)?]));
    let be32 = |i: usize| {
        Some(u32::from_be_bytes([
            *bytes.get(i)?,
            *bytes.get(i + 1)?,
            *bytes.get(i + 2)?,
            *bytes.get(i + 3)?,
        ]))
    };
    match format {
        ImageFormat::Png => {
            if bytes.get(12..16)? != b"IHDR" {
                return None;
            }
            Some((be32(16)?, be32(20)?))
        }
        ImageFormat::Jpeg => {
            // Segments from after the start marker to the first frame header.
            let mut i = 2;
            loop {
                if *bytes.get(i)? != 0xFF {
                    return None;
                }
                let marker = *bytes.get(i + 1)?;
                match marker {
                    0xFF => i += 1,
                    0x01 | 0xD0..=0xD9 => i += 2,
                    0xC0..=0xCF if !matches!(marker, 0xC4 | 0xC8 | 0xCC) => {
                        let h = be16(i + 5)?;
                        let w = be16(i + 7)?;
                        return Some((u32::from(w), u32::from(h)));
                    }
                    _ => i += 2 + usize::from(be16(i + 2)?),
                }
            }
        }
        _ => None,
    }
}

fn decode_error(error: image::ImageError) -> PhotoError {
    match error {
        image::ImageError::Limits(_) => PhotoError::TooLarge,
        image::ImageError::Unsupported(_) => PhotoError::NotAPhoto,
        _ => PhotoError::Unreadable,
    }
}
