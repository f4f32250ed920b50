//! Reading a code from a picture: busy pictures without a code (noise,
//! stripes) from 1,000 × 750 to 8,000 × 6,000 pixels (the 48 megapixel
//! cap), each refused; tilings of finder-like squares at 1 to 4 pixels a
//! module as the decoder sees them (the picture's modules that many times
//! the shrink to 1,024 pixels a side) and as drawn (1 to 4 pixels in the
//! large pictures, grey once shrunk), each refused; and a code filling a
//! sixth of a 4,000 × 3,000 photo, read; the cap in one row of 48 million
//! pixels, refused. Each answer includes the PNG's
//! decoding.
//!
//! `cargo bench -p tranque-app --bench pictures`

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tranque_app_lib::qr;

#[path = "../tests/support/pictures.rs"]
mod pictures_support;
use pictures_support::{PHOTO, Picture, START};

/// The app's cap: 48 megapixels.
const LARGEST: (usize, usize) = (8_000, 6_000);

fn pictures(c: &mut Criterion) {
    let mut group = c.benchmark_group("read_qr_picture");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(5));
    let mut refused = |name: String, picture: Picture| {
        let png = picture.png();
        drop(picture);
        assert!(qr::decode_png(&png).is_err(), "{name}");
        group.bench_function(format!("{name}_refused"), |b| {
            b.iter(|| black_box(qr::decode_png(black_box(&png)).is_err()))
        });
    };
    for (width, height) in [(1_000, 750), (2_000, 1_500), (3_000, 2_250), PHOTO, LARGEST] {
        refused(
            format!("noise_{width}x{height}"),
            Picture::noise(width, height),
        );
        refused(
            format!("stripes_{width}x{height}"),
            Picture::stripes(width, height),
        );
    }
    for (width, height) in [(1_024, 1_024), (2_048, 2_048), PHOTO, LARGEST] {
        let shrink = width.max(height).div_ceil(qr::READ_SIDE);
        for module in 1..=4 {
            let drawn = module * shrink;
            refused(
                format!("finders_{width}x{height}_{drawn}px_modules"),
                Picture::finders(width, height, drawn),
            );
            // As drawn, where that is not one of the above.
            if shrink > 2 && module % shrink != 0 {
                refused(
                    format!("finders_{width}x{height}_{module}px_modules"),
                    Picture::finders(width, height, module),
                );
            }
        }
    }
    // The cap in one row: 48 million pixels, one row read whole.
    refused(
        "one_row_48000000x1".to_owned(),
        Picture::noise(48_000_000, 1),
    );
    let (width, height) = PHOTO;
    let mut photo = Picture::noise(width, height);
    photo.draw_code(START, width / 6, (1_700, 1_200));
    let png = photo.png();
    assert_eq!(qr::decode_png(&png).ok().as_deref(), Some(START));
    group.bench_function("code_in_a_4000x3000_photo_read", |b| {
        b.iter(|| black_box(qr::decode_png(black_box(&png)).is_ok()))
    });
    group.finish();
}

criterion_group!(benches, pictures);
criterion_main!(benches);
