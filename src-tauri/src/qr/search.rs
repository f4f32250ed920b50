//! The decoder's search for a code in one grey picture, in bounded work.
//!
//! `rqrr` cannot be interrupted, and its work grows much faster than the
//! pixels on a busy picture: every finder pattern (a code's corner square)
//! is paired with the others in line with it, and every set of three tried
//! copies the whole picture. A tiling of finder-like squares 1,024 pixels
//! wide kept a core busy for minutes. So the decoder is handed the picture
//! as an image of ours ([`Metered`]) that counts what the decoder does to it
//! — each pixel read or written, each finder pattern painted, each copy
//! made to try three of them — and stops the decoder from inside (an
//! unwind without a panic message, caught here) when the player cancels or
//! when the picture holds more than a few codes' worth of finder patterns,
//! more sets of three to try, or more pixel steps than a real code needs.
//! The work left between two counts is a few thousand steps of arithmetic.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};

use image::{GenericImage, GenericImageView, Luma};

use super::QrError;
use crate::picture::Grey;

/// Pixel reads and writes the decoder may make per pixel of the picture it
/// is handed: 4 for its thresholding, about 1 for the scan for finder
/// patterns, the rest for the regions it fills and the codes it tries (a
/// code in a picture of noise takes at most 10).
pub const STEPS_PER_PIXEL: u64 = 32;
/// Finder patterns a try may find: a code has 3, a page of seven slips 21,
/// a photo of noise at most a dozen; a tiling of finder-like squares has
/// thousands.
pub const MAX_FINDERS: u64 = 64;
/// Sets of three finder patterns a try may try as a code's corners (each
/// copies the picture, at most 1,024 × 1,024 pixels): a code takes one.
pub const MAX_GROUPINGS: u64 = 256;
/// Pixel steps between two checks of the cancel and of the limits (a
/// fraction of a millisecond in a release build).
pub const CHECK_EVERY: u64 = 1 << 16;

/// `rqrr` 0.11 paints a finder pattern's ring first in this value…
const FINDER_FIRST_PAINT: u8 = 4;
/// …and then in this one: each change from the first to the second is one
/// finder pattern found. (The tests count them on tilings, so a decoder
/// that paints otherwise fails there.)
const FINDER_PAINT: u8 = 2;

/// The decoder's work on one reading, all tries together.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Work {
    /// Pixels read or written (its thresholding included).
    pub steps: u64,
    /// Finder patterns found.
    pub finders: u64,
    /// Sets of three finder patterns tried as a code's corners.
    pub groupings: u64,
}

/// Why the decoder was stopped: the payload of the unwind.
enum Stop {
    /// The player cancelled.
    Cancelled,
    /// The try went over one of its limits.
    Busy,
}

/// The count of a reading's work, the limits of the current try, and whom
/// to ask whether to stop and to tell how far it has gone.
pub(super) struct Meter<'a> {
    work: Cell<Work>,
    limits: Cell<Work>,
    next_check: Cell<u64>,
    last_paint: Cell<u8>,
    cancelled: &'a dyn Fn() -> bool,
    watch: &'a dyn Fn(Work),
}

impl<'a> Meter<'a> {
    pub(super) fn new(cancelled: &'a dyn Fn() -> bool, watch: &'a dyn Fn(Work)) -> Meter<'a> {
        Meter {
            work: Cell::new(Work::default()),
            limits: Cell::new(Work::default()),
            next_check: Cell::new(CHECK_EVERY),
            last_paint: Cell::new(0),
            cancelled,
            watch,
        }
    }

    /// The work so far.
    pub(super) fn work(&self) -> Work {
        self.work.get()
    }

    /// Sets the limits of a try on a picture of `pixels` pixels.
    fn begin_try(&self, pixels: u64) {
        let work = self.work.get();
        self.limits.set(Work {
            steps: work.steps + STEPS_PER_PIXEL * pixels,
            finders: work.finders + MAX_FINDERS,
            groupings: work.groupings + MAX_GROUPINGS,
        });
        self.last_paint.set(0);
    }

    /// One pixel read or written.
    #[inline]
    fn step(&self) {
        let mut work = self.work.get();
        work.steps += 1;
        self.work.set(work);
        if work.steps >= self.next_check.get() {
            self.check();
        }
    }

    /// One pixel written with `value`.
    #[inline]
    fn paint(&self, value: u8) {
        self.step();
        if value == FINDER_PAINT && self.last_paint.get() == FINDER_FIRST_PAINT {
            let mut work = self.work.get();
            work.finders += 1;
            self.work.set(work);
            self.check();
        }
        self.last_paint.set(value);
    }

    /// One copy of the picture, to try three finder patterns.
    fn grouping(&self) {
        let mut work = self.work.get();
        work.groupings += 1;
        self.work.set(work);
        self.check();
    }

    /// Tells the watcher, then stops the decoder if the player cancelled or
    /// the try is over a limit.
    #[cold]
    fn check(&self) {
        let (work, limits) = (self.work.get(), self.limits.get());
        self.next_check.set(work.steps + CHECK_EVERY);
        (self.watch)(work);
        if (self.cancelled)() {
            panic::resume_unwind(Box::new(Stop::Cancelled));
        }
        if work.steps > limits.steps
            || work.finders > limits.finders
            || work.groupings > limits.groupings
        {
            panic::resume_unwind(Box::new(Stop::Busy));
        }
    }
}

/// A grey picture as the decoder's image, each access counted.
struct Metered<'m> {
    width: u32,
    height: u32,
    pixels: Vec<Luma<u8>>,
    meter: &'m Meter<'m>,
}

impl Metered<'_> {
    fn index(&self, x: u32, y: u32) -> usize {
        y as usize * self.width as usize + x as usize
    }
}

impl Clone for Metered<'_> {
    /// The decoder copies the picture to try three finder patterns.
    fn clone(&self) -> Self {
        self.meter.grouping();
        Metered {
            width: self.width,
            height: self.height,
            pixels: self.pixels.clone(),
            meter: self.meter,
        }
    }
}

impl GenericImageView for Metered<'_> {
    type Pixel = Luma<u8>;

    fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    fn get_pixel(&self, x: u32, y: u32) -> Luma<u8> {
        self.meter.step();
        self.pixels[self.index(x, y)]
    }
}

impl GenericImage for Metered<'_> {
    fn get_pixel_mut(&mut self, x: u32, y: u32) -> &mut Luma<u8> {
        self.meter.step();
        let i = self.index(x, y);
        &mut self.pixels[i]
    }

    fn put_pixel(&mut self, x: u32, y: u32, pixel: Luma<u8>) {
        self.meter.paint(pixel.0[0]);
        let i = self.index(x, y);
        self.pixels[i] = pixel;
    }

    fn blend_pixel(&mut self, x: u32, y: u32, pixel: Luma<u8>) {
        self.put_pixel(x, y, pixel);
    }
}

/// The text of the first code the decoder finds in `picture` (at most
/// [`super::READ_SIDE`] pixels a side), within the limits of one try
/// ([`QrError::TooBusy`] past them, [`QrError::Cancelled`] when the meter's
/// question says so). A panic of the decoder (it has overflowed on codes
/// thousands of pixels wide) is taken as no code found.
pub(super) fn find_code(picture: &Grey, meter: &Meter<'_>) -> Result<String, QrError> {
    let (Ok(width), Ok(height)) = (u32::try_from(picture.width), u32::try_from(picture.height))
    else {
        return Err(QrError::NotFound);
    };
    meter.begin_try(u64::from(width) * u64::from(height));
    let image = Metered {
        width,
        height,
        pixels: picture.pixels.iter().map(|&grey| Luma([grey])).collect(),
        meter,
    };
    let search = || {
        let mut image = rqrr::PreparedImage::prepare(image);
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
    match panic::catch_unwind(AssertUnwindSafe(search)) {
        Ok(found) => found,
        Err(payload) => match payload.downcast::<Stop>().map(|stop| *stop) {
            Ok(Stop::Cancelled) => Err(QrError::Cancelled),
            Ok(Stop::Busy) => Err(QrError::TooBusy),
            Err(_) => Err(QrError::NotFound),
        },
    }
}
