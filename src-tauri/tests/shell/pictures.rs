//! Reading a code from a picture is bounded: busy pictures of a phone's
//! size without a code are refused in words (quickly: the times are in
//! `benches/pictures.rs`), tilings of finder-like squares are refused as
//! too busy within the decoder's limits (counted, not timed), a code in a
//! phone's photo still reads, a code wider than the decoder takes reads or
//! is refused without a panic, and a reading stopped by the player stops,
//! also while the decoder is at work.
//!
//! `cargo test -p tranque-app --test shell pictures::`

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use tranque_app_lib::qr::{self, QrError, Work};

use crate::pictures_support::{PHOTO, Picture, START};

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

/// The most work a reading may do on a picture handed to the decoder at
/// 1,024 pixels a side: two tries (half, then whole), each within its
/// limits (a limit is seen at the check after it is passed).
fn most_work() -> Work {
    let pixels = (qr::READ_SIDE * qr::READ_SIDE + (qr::READ_SIDE / 2).pow(2)) as u64;
    Work {
        steps: qr::STEPS_PER_PIXEL * pixels + 2 * qr::CHECK_EVERY,
        finders: 2 * (qr::MAX_FINDERS + 1),
        groupings: 2 * (qr::MAX_GROUPINGS + 1),
    }
}

/// Reads each tiling of finder-like squares `side` pixels wide, `module`
/// pixels a module, and checks it is refused as too busy within the limits.
fn tilings_are_refused_as_too_busy(side: usize, modules: [usize; 3]) {
    let most = most_work();
    for module in modules {
        let png = Picture::finders(side, side, module).png();
        let (answer, work) = qr::read_png_watched(&png, &AtomicBool::new(false), &|_| {});
        let name = format!("{side} px, {module} px a module: {work:?}");
        assert_eq!(answer, Err(QrError::TooBusy), "{name}");
        assert!(
            work.finders > qr::MAX_FINDERS,
            "{name}: given up on its finders"
        );
        assert!(work.finders <= most.finders, "{name}");
        assert!(work.groupings <= most.groupings, "{name}");
        assert!(work.steps <= most.steps, "{name}");
    }
    let err = QrError::TooBusy;
    assert_eq!(
        err.to_string(),
        "the picture has too many shapes like a code's corners to be searched"
    );
}

#[test]
fn finder_like_tilings_1024_px_wide_are_refused_as_too_busy_in_bounded_work() {
    // Before the decoder's work was counted, such a picture kept a core busy
    // for minutes (docs/performance.md, "Reading a code from a picture").
    tilings_are_refused_as_too_busy(1_024, [1, 2, 3]);
}

#[test]
fn finder_like_tilings_2048_px_wide_are_refused_as_too_busy_in_bounded_work() {
    // Shrunk to 1,024 pixels as they are read: 1, 2 and 3 pixels a module
    // for the decoder (1 and 3 pixels a module here would be grey).
    tilings_are_refused_as_too_busy(2_048, [2, 4, 6]);
}

#[test]
fn a_reading_cancelled_while_the_decoder_is_busy_stops_at_its_next_check() {
    let png = Picture::finders(1_024, 1_024, 1).png();
    let cancel = AtomicBool::new(false);
    let (inside, told_inside) = mpsc::channel::<Work>();
    let (go_on, told_go_on) = mpsc::channel::<()>();
    std::thread::scope(|scope| {
        let (png, cancel_in_reader) = (&png, &cancel);
        let reading = scope.spawn(move || {
            // The reader stops at its first check after a finder pattern
            // was found, inside the decoder's search, until the cancel is
            // issued from this test's thread.
            let paused = AtomicBool::new(false);
            let watch = |work: Work| {
                if work.finders > 0 && !paused.swap(true, Ordering::Relaxed) {
                    inside.send(work).unwrap();
                    told_go_on.recv().unwrap();
                }
            };
            qr::read_png_watched(png, cancel_in_reader, &watch)
        });
        let at_cancel = told_inside
            .recv_timeout(Duration::from_secs(60))
            .expect("the reading reaches the decoder's search");
        cancel.store(true, Ordering::Relaxed);
        let cancelled = Instant::now();
        go_on.send(()).unwrap();
        let (answer, work) = reading.join().unwrap();
        let elapsed = cancelled.elapsed();
        assert_eq!(answer, Err(QrError::Cancelled), "{work:?}");
        assert!(
            work.steps - at_cancel.steps <= qr::CHECK_EVERY,
            "at most one check's worth of steps after the cancel: {at_cancel:?} then {work:?}"
        );
        assert_eq!(
            work.finders, at_cancel.finders,
            "no finder pattern after it"
        );
        assert!(elapsed < Duration::from_secs(1), "{elapsed:?}");
    });
}
