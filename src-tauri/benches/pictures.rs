//! Reading a code from a picture: busy pictures without a code (noise,
//! stripes) from 1,000 to 4,000 × 3,000 pixels, each refused, and a code
//! filling a sixth of a 4,000 × 3,000 photo, read. Each answer includes the
//! PNG's decoding.
//!
//! `cargo bench -p tranque-app --bench pictures`

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tranque_app_lib::qr;

#[path = "../tests/support/pictures.rs"]
mod pictures_support;
use pictures_support::{PHOTO, Picture, START};

fn pictures(c: &mut Criterion) {
    let mut group = c.benchmark_group("read_qr_picture");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    for (width, height) in [(1_000, 750), (2_000, 1_500), (3_000, 2_250), PHOTO] {
        for (name, picture) in [
            ("noise", Picture::noise(width, height)),
            ("stripes", Picture::stripes(width, height)),
        ] {
            let png = picture.png();
            assert!(qr::decode_png(&png).is_err(), "{name} {width}");
            group.bench_function(format!("{name}_{width}x{height}_refused"), |b| {
                b.iter(|| black_box(qr::decode_png(black_box(&png)).is_err()))
            });
        }
    }
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
