//! Reading a code from a picture is bounded: busy pictures of a phone's
//! size without a code are refused in words (quickly: the times are in
//! `benches/pictures.rs`), a code in a phone's photo still reads, a code
//! wider than the decoder takes reads or is refused without a panic, and a
//! reading stopped by the player stops.
//!
//! `cargo test -p tranque-app --test pictures`

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::sync::atomic::AtomicBool;

use tranque_app_lib::qr::{self, QrError};

#[path = "support/pictures.rs"]
mod pictures_support;
use pictures_support::{PHOTO, Picture, START};

#[test]
fn busy_pictures_of_a_phones_size_without_a_code_are_refused_in_words() {
    let (width, height) = PHOTO;
    for (name, picture) in [
        ("noise", Picture::noise(width, height)),
        ("stripes", Picture::stripes(width, height)),
    ] {
        let err = qr::decode_png(&picture.png()).unwrap_err();
        assert_eq!(err, QrError::NotFound, "{name}");
        assert_eq!(err.to_string(), "no QR code could be read in the picture");
    }
}

#[test]
fn a_code_filling_a_sixth_of_a_phones_photo_reads() {
    let (width, height) = PHOTO;
    let mut photo = Picture::noise(width, height);
    photo.draw_code(START, width / 6, (1_700, 1_200));
    assert_eq!(qr::decode_png(&photo.png()).unwrap(), START);
}

#[test]
fn a_code_six_thousand_pixels_wide_reads_without_a_panic() {
    let mut picture = Picture::blank(6_000, 6_000);
    picture.draw_code(START, 6_000, (0, 0));
    assert_eq!(qr::decode_png(&picture.png()).unwrap(), START);
}

#[test]
fn a_reading_cancelled_stops_and_says_so() {
    let mut picture = Picture::blank(1_000, 1_000);
    picture.draw_code(START, 800, (100, 100));
    let png = picture.png();
    assert_eq!(qr::read_png(&png, &AtomicBool::new(false)).unwrap(), START);
    let err = qr::read_png(&png, &AtomicBool::new(true)).unwrap_err();
    assert_eq!(err, QrError::Cancelled);
    assert_eq!(err.to_string(), "the reading was cancelled");
}
