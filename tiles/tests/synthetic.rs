//! The reader on pictures drawn here: tiles of several styles at any angle,
//! on several tables, touching, face down, dim and noisy; and the photos it
//! must refuse. No photo files are needed.

use std::io::Cursor;

use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use imageproc::drawing::{draw_filled_circle_mut, draw_polygon_mut};
use imageproc::filter::gaussian_blur_f32;
use imageproc::point::Point;
use tranque_tiles::{PhotoError, Reading, read_photo};

/// How a tile looks.
#[derive(Clone, Copy)]
struct Style {
    face: [u8; 3],
    edge: [u8; 3],
    bar: [u8; 3],
    /// Pip colour per value 1..=6 (index 0 unused).
    pips: [[u8; 3]; 7],
}

const IVORY: Style = Style {
    face: [236, 230, 208],
    edge: [170, 164, 146],
    bar: [25, 25, 25],
    pips: [[20, 20, 20]; 7],
};

const WHITE_COLOURED: Style = Style {
    face: [245, 245, 242],
    edge: [180, 180, 176],
    bar: [30, 30, 30],
    pips: [
        [0, 0, 0],
        [40, 90, 200],
        [30, 140, 60],
        [200, 40, 40],
        [120, 60, 20],
        [60, 60, 160],
        [20, 20, 20],
    ],
};

const BLACK: Style = Style {
    face: [28, 28, 32],
    edge: [70, 70, 74],
    bar: [235, 235, 230],
    pips: [[240, 240, 236]; 7],
};

const PINK: Style = Style {
    face: [235, 95, 170],
    edge: [170, 60, 120],
    bar: [250, 200, 40],
    pips: [[250, 200, 40]; 7],
};

/// Pip places of a half, in units of the pip spacing: `x` across the tile,
/// `y` along it.
fn pips_of(n: u8) -> &'static [(f32, f32)] {
    match n {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        6 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[],
    }
}

fn polygon(image: &mut RgbImage, corners: [(f32, f32); 4], colour: [u8; 3]) {
    let points: Vec<Point<i32>> = corners
        .iter()
        .map(|&(x, y)| Point::new(x.round() as i32, y.round() as i32))
        .collect();
    draw_polygon_mut(image, &points, Rgb(colour));
}

/// A rectangle centred at `c`, `half_a` along unit `a` and `half_b` along `b`.
fn rect(c: (f32, f32), a: (f32, f32), half_a: f32, b: (f32, f32), half_b: f32) -> [(f32, f32); 4] {
    let p = |sa: f32, sb: f32| {
        (
            c.0 + a.0 * half_a * sa + b.0 * half_b * sb,
            c.1 + a.1 * half_a * sa + b.1 * half_b * sb,
        )
    };
    [p(-1.0, -1.0), p(1.0, -1.0), p(1.0, 1.0), p(-1.0, 1.0)]
}

/// Draws a tile `width` wide (twice as long) centred at `c`, its long axis
/// at `degrees`; `halves` `None` draws it face down (plain, no bar).
fn tile(
    image: &mut RgbImage,
    c: (f32, f32),
    width: f32,
    degrees: f32,
    halves: Option<(u8, u8)>,
    style: Style,
) {
    let t = degrees.to_radians();
    let along = (t.cos(), t.sin());
    let across = (-t.sin(), t.cos());
    polygon(
        image,
        rect(c, across, width / 2.0, along, width),
        style.edge,
    );
    polygon(
        image,
        rect(c, across, width / 2.0 - 2.0, along, width - 2.0),
        style.face,
    );
    let Some((a, b)) = halves else {
        return;
    };
    polygon(
        image,
        rect(c, across, 0.37 * width, along, 0.025 * width + 0.5),
        style.bar,
    );
    let spacing = 0.27 * width;
    let radius = (0.085 * width).round() as i32;
    for (n, sign) in [(a, -1.0f32), (b, 1.0)] {
        let hc = (
            c.0 + along.0 * sign * width / 2.0,
            c.1 + along.1 * sign * width / 2.0,
        );
        for &(x, y) in pips_of(n) {
            let px = hc.0 + (across.0 * x + along.0 * y) * spacing;
            let py = hc.1 + (across.1 * x + along.1 * y) * spacing;
            draw_filled_circle_mut(
                image,
                (px.round() as i32, py.round() as i32),
                radius,
                Rgb(style.pips[n as usize]),
            );
        }
    }
}

/// A deterministic noise source (no dependency needed for a test).
struct Noise(u64);

impl Noise {
    fn next(&mut self) -> i32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % 1000) as i32
    }
}

/// Adds noise of `amount` either way to every channel, after scaling the
/// picture's brightness by `gain`.
fn grade(image: &mut RgbImage, gain: f32, amount: i32, seed: u64) {
    let mut noise = Noise(seed);
    for p in image.pixels_mut() {
        for ch in &mut p.0 {
            let n = if amount > 0 {
                noise.next() % (2 * amount + 1) - amount
            } else {
                0
            };
            *ch = (f32::from(*ch) * gain + n as f32).round().clamp(0.0, 255.0) as u8;
        }
    }
}

/// A table of one colour, or with wood-like streaks.
fn table(w: u32, h: u32, colour: [u8; 3], streaks: bool) -> RgbImage {
    RgbImage::from_fn(w, h, |x, y| {
        if streaks {
            let s = ((y as f32 / 7.0 + (x as f32 / 90.0).sin() * 3.0).sin() * 18.0) as i32;
            Rgb(colour.map(|c| (i32::from(c) + s).clamp(0, 255) as u8))
        } else {
            Rgb(colour)
        }
    })
}

fn png(image: &RgbImage) -> Vec<u8> {
    let mut out = Vec::new();
    DynamicImage::ImageRgb8(image.clone())
        .write_to(&mut Cursor::new(&mut out), ImageFormat::Png)
        .expect("a PNG is written");
    out
}

/// The tiles read, as sorted `(low, high)` pairs.
fn read(image: &RgbImage) -> Vec<(u8, u8)> {
    let reading = read_photo(&png(image)).expect("the picture is read");
    assert_eq!((reading.width, reading.height), image.dimensions());
    pairs(&reading)
}

fn pairs(reading: &Reading) -> Vec<(u8, u8)> {
    let mut out: Vec<(u8, u8)> = reading.tiles.iter().map(|t| (t.low, t.high)).collect();
    for t in &reading.tiles {
        assert!(t.low <= t.high && t.high <= 6, "{t:?}");
        assert!((0.0..=1.0).contains(&t.confidence), "{t:?}");
    }
    out.sort_unstable();
    out
}

fn sorted(mut v: Vec<(u8, u8)>) -> Vec<(u8, u8)> {
    for p in &mut v {
        if p.0 > p.1 {
            *p = (p.1, p.0);
        }
    }
    v.sort_unstable();
    v
}

#[test]
fn ivory_tiles_at_any_angle_on_felt() {
    let mut image = table(960, 720, [40, 110, 60], false);
    let tiles = [
        ((150.0, 170.0), 0.0, (6, 6)),
        ((420.0, 180.0), 17.0, (2, 5)),
        ((720.0, 200.0), 45.0, (0, 3)),
        ((160.0, 500.0), 90.0, (1, 4)),
        ((460.0, 520.0), 123.0, (3, 6)),
        ((780.0, 530.0), 200.0, (5, 5)),
    ];
    for (c, angle, v) in tiles {
        tile(&mut image, c, 64.0, angle, Some(v), IVORY);
    }
    let mut image = gaussian_blur_f32(&image, 1.0);
    grade(&mut image, 1.0, 6, 1);
    assert_eq!(read(&image), sorted(tiles.iter().map(|t| t.2).collect()));
}

#[test]
fn white_tiles_with_coloured_pips_on_wood() {
    let mut image = table(900, 600, [150, 105, 65], true);
    let tiles = [
        ((180.0, 170.0), 80.0, (1, 2)),
        ((480.0, 160.0), 10.0, (3, 4)),
        ((720.0, 350.0), 100.0, (5, 6)),
        ((300.0, 430.0), 160.0, (0, 2)),
    ];
    for (c, angle, v) in tiles {
        tile(&mut image, c, 70.0, angle, Some(v), WHITE_COLOURED);
    }
    let mut image = gaussian_blur_f32(&image, 0.8);
    grade(&mut image, 1.0, 5, 2);
    assert_eq!(read(&image), sorted(tiles.iter().map(|t| t.2).collect()));
}

#[test]
fn black_tiles_with_white_pips_on_a_light_cloth() {
    let mut image = table(800, 560, [200, 190, 168], false);
    let tiles = [
        ((170.0, 160.0), 0.0, (2, 3)),
        ((470.0, 190.0), 65.0, (4, 6)),
        ((330.0, 420.0), 150.0, (1, 1)),
    ];
    for (c, angle, v) in tiles {
        tile(&mut image, c, 66.0, angle, Some(v), BLACK);
    }
    let mut image = gaussian_blur_f32(&image, 1.0);
    grade(&mut image, 1.0, 6, 3);
    assert_eq!(read(&image), sorted(tiles.iter().map(|t| t.2).collect()));
}

#[test]
fn pink_tiles_with_yellow_marks_on_dark_leather() {
    let mut image = table(800, 600, [38, 30, 28], true);
    let tiles = [
        ((200.0, 180.0), 100.0, (0, 2)),
        ((520.0, 390.0), 30.0, (3, 5)),
    ];
    for (c, angle, v) in tiles {
        tile(&mut image, c, 72.0, angle, Some(v), PINK);
    }
    let mut image = gaussian_blur_f32(&image, 1.0);
    grade(&mut image, 1.0, 5, 4);
    assert_eq!(read(&image), sorted(tiles.iter().map(|t| t.2).collect()));
}

#[test]
fn touching_tiles_side_by_side_and_end_to_end() {
    let mut image = table(1000, 640, [150, 150, 150], false);
    let w = 62.0;
    let row = [(6, 2), (4, 4), (1, 5), (3, 0), (6, 5)];
    for (i, &v) in row.iter().enumerate() {
        tile(
            &mut image,
            (200.0 + w * i as f32, 200.0),
            w,
            90.0,
            Some(v),
            IVORY,
        );
    }
    let chain = [(2, 3), (3, 6), (6, 1)];
    for (i, &v) in chain.iter().enumerate() {
        tile(
            &mut image,
            (300.0 + 2.0 * w * i as f32, 470.0),
            w,
            0.0,
            Some(v),
            IVORY,
        );
    }
    let mut image = gaussian_blur_f32(&image, 1.0);
    grade(&mut image, 1.0, 5, 5);
    let mut expected: Vec<(u8, u8)> = row.to_vec();
    expected.extend(chain);
    assert_eq!(read(&image), sorted(expected));
}

#[test]
fn face_down_tiles_and_printed_marks_are_not_read_but_a_blank_is() {
    let mut image = table(900, 600, [60, 70, 90], false);
    tile(&mut image, (170.0, 180.0), 64.0, 0.0, Some((2, 4)), IVORY);
    tile(&mut image, (450.0, 180.0), 64.0, 90.0, Some((0, 0)), IVORY);
    // Face down: plain, and with a printed logo (a block and a line).
    tile(&mut image, (700.0, 200.0), 64.0, 90.0, None, IVORY);
    tile(&mut image, (300.0, 440.0), 64.0, 0.0, None, IVORY);
    polygon(
        &mut image,
        rect((300.0, 425.0), (1.0, 0.0), 40.0, (0.0, 1.0), 9.0),
        [30, 30, 60],
    );
    polygon(
        &mut image,
        rect((300.0, 445.0), (1.0, 0.0), 24.0, (0.0, 1.0), 2.0),
        [30, 30, 60],
    );
    // A printed line on the table, and dots that are no pips.
    polygon(
        &mut image,
        rect((650.0, 470.0), (1.0, 0.0), 25.0, (0.0, 1.0), 2.0),
        [15, 15, 15],
    );
    for k in 0..5 {
        draw_filled_circle_mut(&mut image, (600 + 25 * k, 520), 5, Rgb([15, 15, 15]));
    }
    let mut image = gaussian_blur_f32(&image, 1.0);
    grade(&mut image, 1.0, 4, 6);
    assert_eq!(read(&image), vec![(0, 0), (2, 4)]);
}

#[test]
fn bars_split_by_a_brass_spinner() {
    let mut image = table(900, 640, [30, 30, 34], false);
    let tiles = [
        ((220.0, 200.0), 90.0, (4, 4)),
        ((560.0, 220.0), 20.0, (3, 5)),
        ((380.0, 470.0), 0.0, (1, 1)),
    ];
    for (c, angle, v) in tiles {
        tile(&mut image, c, 70.0, angle, Some(v), IVORY);
        // A bright dome wider than the bar, cutting it in two.
        draw_filled_circle_mut(
            &mut image,
            (c.0.round() as i32, c.1.round() as i32),
            5,
            Rgb([235, 215, 150]),
        );
    }
    let mut image = gaussian_blur_f32(&image, 1.0);
    grade(&mut image, 0.8, 6, 9);
    assert_eq!(read(&image), sorted(tiles.iter().map(|t| t.2).collect()));
}

#[test]
fn dim_and_noisy_photo() {
    let mut image = table(900, 640, [22, 22, 24], false);
    let tiles = [
        ((200.0, 200.0), 5.0, (1, 6)),
        ((520.0, 230.0), 95.0, (2, 2)),
        ((350.0, 470.0), 140.0, (4, 5)),
    ];
    for (c, angle, v) in tiles {
        tile(&mut image, c, 64.0, angle, Some(v), IVORY);
    }
    let mut image = gaussian_blur_f32(&image, 1.2);
    grade(&mut image, 0.45, 10, 7);
    assert_eq!(read(&image), sorted(tiles.iter().map(|t| t.2).collect()));
}

#[test]
fn a_table_without_tiles_reads_nothing() {
    let mut image = table(640, 480, [120, 90, 60], true);
    grade(&mut image, 1.0, 12, 8);
    assert_eq!(read(&image), vec![]);
}

#[test]
fn outline_and_confidence_describe_the_tile() {
    let mut image = table(600, 600, [50, 60, 50], false);
    tile(&mut image, (300.0, 280.0), 80.0, 30.0, Some((3, 5)), IVORY);
    let image = gaussian_blur_f32(&image, 1.0);
    let reading = read_photo(&png(&image)).expect("read");
    assert_eq!(reading.tiles.len(), 1, "{reading:?}");
    let t = &reading.tiles[0];
    assert_eq!((t.low, t.high), (3, 5));
    assert!(t.confidence > 0.5, "{t:?}");
    let cx = t.outline.iter().map(|p| p.0).sum::<f32>() / 4.0;
    let cy = t.outline.iter().map(|p| p.1).sum::<f32>() / 4.0;
    assert!(
        (cx - 300.0).abs() < 5.0 && (cy - 280.0).abs() < 5.0,
        "{t:?}"
    );
    let side = |a: (f32, f32), b: (f32, f32)| ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
    let s1 = side(t.outline[0], t.outline[1]);
    let s2 = side(t.outline[1], t.outline[2]);
    let (short, long) = (s1.min(s2), s1.max(s2));
    assert!(
        (short - 80.0).abs() < 10.0 && (long - 160.0).abs() < 16.0,
        "{t:?}"
    );
}

#[test]
fn exif_orientation_is_applied() {
    // A picture 300 wide and 160 high, stored with EXIF orientation 6
    // (turn 90° clockwise to view): upright it is 160 wide and 300 high.
    let mut image = table(300, 160, [40, 110, 60], false);
    tile(&mut image, (150.0, 80.0), 50.0, 0.0, Some((1, 2)), IVORY);
    let mut jpeg = Vec::new();
    DynamicImage::ImageRgb8(image)
        .write_to(&mut Cursor::new(&mut jpeg), ImageFormat::Jpeg)
        .expect("a JPEG is written");
    let tiff: Vec<u8> = [
        b"MM\0\x2a\0\0\0\x08".as_slice(),
        &[0, 1],                         // one entry
        &[0x01, 0x12, 0, 3, 0, 0, 0, 1], // Orientation, SHORT, one value
        &[0, 6, 0, 0],                   // 6
        &[0, 0, 0, 0],                   // no next directory
    ]
    .concat();
    let mut app1 = vec![0xFF, 0xE1];
    let len = (2 + 6 + tiff.len()) as u16;
    app1.extend(len.to_be_bytes());
    app1.extend(b"Exif\0\0");
    app1.extend(tiff);
    let mut with_exif = jpeg[..2].to_vec();
    with_exif.extend(app1);
    with_exif.extend(&jpeg[2..]);
    let reading = read_photo(&with_exif).expect("read");
    assert_eq!((reading.width, reading.height), (160, 300));
    assert_eq!(pairs(&reading), vec![(1, 2)]);
    // The tile lies across the upright picture's long side: its outline is
    // taller than wide.
    let t = &reading.tiles[0];
    let xs: Vec<f32> = t.outline.iter().map(|p| p.0).collect();
    let ys: Vec<f32> = t.outline.iter().map(|p| p.1).collect();
    let span = |v: &[f32]| {
        v.iter().copied().fold(f32::MIN, f32::max) - v.iter().copied().fold(f32::MAX, f32::min)
    };
    assert!(span(&ys) > 1.5 * span(&xs), "{t:?}");
}

/// The CRC-32 a PNG chunk ends with.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// A PNG signature and header declaring `w` × `h`, with no pixel data.
fn png_header(w: u32, h: u32) -> Vec<u8> {
    let mut chunk = b"IHDR".to_vec();
    chunk.extend(w.to_be_bytes());
    chunk.extend(h.to_be_bytes());
    chunk.extend([8, 2, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    out.extend(13u32.to_be_bytes());
    out.extend(&chunk);
    out.extend(crc32(&chunk).to_be_bytes());
    out
}

#[test]
fn refusals_say_why() {
    assert_eq!(read_photo(&[]), Err(PhotoError::Empty));
    assert_eq!(
        read_photo(b"these are the tiles, honest"),
        Err(PhotoError::NotAPhoto)
    );
    // A GIF is a picture, but not one a camera hands over.
    assert_eq!(
        read_photo(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"),
        Err(PhotoError::NotAPhoto)
    );
    // Huge sizes are refused from the header alone.
    assert_eq!(
        read_photo(&png_header(20_000, 20_000)),
        Err(PhotoError::TooLarge)
    );
    assert_eq!(
        read_photo(&png_header(12_001, 10)),
        Err(PhotoError::TooLarge)
    );
    assert_eq!(
        read_photo(&png_header(10_000, 6_000)),
        Err(PhotoError::TooLarge)
    );
    let mut jpeg = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00];
    jpeg.extend([0xFF, 0xC0, 0x00, 0x11, 0x08, 0xEA, 0x60, 0xEA, 0x60, 0x03]);
    jpeg.extend([0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
    assert_eq!(read_photo(&jpeg), Err(PhotoError::TooLarge));
    // A real header with nothing after it, and a real photo cut short.
    assert_eq!(
        read_photo(&png_header(100, 100)),
        Err(PhotoError::Unreadable)
    );
    let mut image = table(200, 150, [40, 110, 60], false);
    tile(&mut image, (100.0, 75.0), 40.0, 0.0, Some((1, 2)), IVORY);
    let whole = png(&image);
    assert_eq!(
        read_photo(&whole[..whole.len() / 2]),
        Err(PhotoError::Unreadable)
    );
    // The words are for a player.
    assert!(PhotoError::TooLarge.to_string().contains("too large"));
}

#[test]
fn a_tiny_picture_is_read_as_empty() {
    let image = RgbImage::from_pixel(1, 1, Rgb([255, 255, 255]));
    let reading = read_photo(&png(&image)).expect("read");
    assert_eq!(reading.tiles, vec![]);
    assert_eq!((reading.width, reading.height), (1, 1));
}
