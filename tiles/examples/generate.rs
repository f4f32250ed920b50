//! Generates the synthetic photo set of `tests/data/tiles/`: tables of
//! domino tiles rendered through a pinhole camera, with the conditions the
//! reader must cope with, and their labels.
//!
//! ```text
//! cargo run --release -p tranque-tiles --example generate -- tests/data/tiles
//! cargo run --release -p tranque-tiles --example generate -- <dir> --size 4000x3000 --only 1
//! cargo run --release -p tranque-tiles --example generate -- <dir> --first 40 --count 80
//! ```
//!
//! `--first` and `--count` choose which photos (each index has its own seed
//! and main condition), `--only` one of them, `--size` the photo's size.
//!
//! Everything follows from a fixed seed per photo, so the same command
//! writes the same files (byte for byte with the same `image` version). The
//! folder gets `photo_NN.jpg` and `labels.json`: per photo its file, the
//! face-up tiles as `[a, b]` with `a <= b`, the total, the face-down tiles
//! and the conditions drawn. The counting rule is the real set's: face-down
//! tiles and printed pictures of dominoes count nothing.
//!
//! The scene is a table plane seen by a camera tilted by up to 35°; each
//! pixel is the average of 2 × 2 rays cast onto it. Tiles are one unit wide
//! and two long, with a bevelled rim, a divider bar (sometimes with a brass
//! spinner) and the standard pip layouts; they cast a soft shadow. Styles:
//! ivory with black pips, white with a colour per number, coloured tiles
//! with white or yellow pips, black tiles with white pips. Tables: felt,
//! wood, linen cloth, gingham and dotted cloth, dark cloth. Conditions:
//! blur, noise, dim light, a cast shadow, a flash's glare, touching rows,
//! face-down tiles (some with a printed logo), coins, playing cards and a
//! box lid printed with pictures of dominoes and lettering.

use std::fmt::Write as _;
use std::path::PathBuf;

use image::codecs::jpeg::JpegEncoder;
use image::{Rgb, RgbImage};
use imageproc::filter::gaussian_blur_f32;

/// A small deterministic random source (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `[0, 1)`.
    fn f(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }
    fn range(&mut self, a: f32, b: f32) -> f32 {
        a + (b - a) * self.f()
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
    /// Roughly normal, mean 0, deviation 1.
    fn gauss(&mut self) -> f32 {
        (0..4).map(|_| self.f()).sum::<f32>() * 3.0f32.sqrt() - 2.0 * 3.0f32.sqrt()
    }
}

type Col = [f32; 3];

fn mix(a: Col, b: Col, t: f32) -> Col {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

fn scale(a: Col, k: f32) -> Col {
    [a[0] * k, a[1] * k, a[2] * k]
}

fn smooth(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// A value noise on the plane, smooth, in `[0, 1]`.
fn hash2(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8DA6_B343)
        ^ (y as u32).wrapping_mul(0xD816_3841)
        ^ seed.wrapping_mul(0xCB1A_B31F);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5BD1_E995);
    h ^= h >> 15;
    (h & 0xFFFF) as f32 / 65535.0
}

fn value_noise(x: f32, y: f32, seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (i, j) = (x0 as i32, y0 as i32);
    let a = hash2(i, j, seed);
    let b = hash2(i + 1, j, seed);
    let c = hash2(i, j + 1, seed);
    let d = hash2(i + 1, j + 1, seed);
    (a + (b - a) * sx) * (1.0 - sy) + (c + (d - c) * sx) * sy
}

/// How a tile looks.
#[derive(Clone, Copy, Debug)]
struct Style {
    name: &'static str,
    face: Col,
    rim: Col,
    bar: Col,
    /// Pip colour per value 1..=6 (index 0 unused).
    pips: [Col; 7],
}

const BLACKISH: Col = [22.0, 22.0, 24.0];

const STYLES: [Style; 7] = [
    Style {
        name: "ivory",
        face: [238.0, 230.0, 205.0],
        rim: [200.0, 190.0, 160.0],
        bar: BLACKISH,
        pips: [BLACKISH; 7],
    },
    Style {
        name: "white_coloured_pips",
        face: [246.0, 246.0, 243.0],
        rim: [205.0, 205.0, 200.0],
        bar: [40.0, 40.0, 40.0],
        pips: [
            BLACKISH,
            [40.0, 90.0, 200.0],
            [30.0, 140.0, 60.0],
            [205.0, 40.0, 40.0],
            [120.0, 60.0, 20.0],
            [70.0, 50.0, 160.0],
            [230.0, 140.0, 20.0],
        ],
    },
    Style {
        name: "black",
        face: [30.0, 30.0, 34.0],
        rim: [70.0, 70.0, 76.0],
        bar: [232.0, 232.0, 226.0],
        pips: [[240.0, 240.0, 236.0]; 7],
    },
    Style {
        name: "coloured",
        face: [232.0, 92.0, 168.0],
        rim: [180.0, 62.0, 125.0],
        bar: [250.0, 205.0, 45.0],
        pips: [[250.0, 205.0, 45.0]; 7],
    },
    Style {
        name: "coloured",
        face: [30.0, 70.0, 170.0],
        rim: [25.0, 50.0, 120.0],
        bar: [240.0, 240.0, 235.0],
        pips: [[245.0, 245.0, 240.0]; 7],
    },
    Style {
        name: "coloured",
        face: [25.0, 120.0, 70.0],
        rim: [20.0, 85.0, 50.0],
        bar: [240.0, 240.0, 230.0],
        pips: [[245.0, 245.0, 235.0]; 7],
    },
    Style {
        name: "coloured",
        face: [190.0, 30.0, 35.0],
        rim: [140.0, 22.0, 28.0],
        bar: [245.0, 240.0, 230.0],
        pips: [[248.0, 245.0, 235.0]; 7],
    },
];

/// Pip places of a half, in units of the pip spacing: `x` across the tile,
/// `y` along it.
fn pip_places(n: u8) -> &'static [(f32, f32)] {
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

/// What lies on the table.
#[derive(Clone, Debug)]
enum Kind {
    /// A tile, face up with its halves or face down (`None`), with or
    /// without a logo on its back.
    Tile {
        halves: Option<(u8, u8)>,
        style: Style,
        spinner: bool,
        logo: bool,
    },
    Coin {
        colour: Col,
    },
    Card {
        suit: Col,
    },
    /// A box lid printed with overlapping pictures of dominoes and a title.
    Lid {
        colour: Col,
        pictures: Vec<(f32, f32, f32, (u8, u8))>,
    },
}

#[derive(Clone, Debug)]
struct Object {
    x: f32,
    y: f32,
    /// Unit vector along the object's long axis.
    along: (f32, f32),
    /// Half extents across and along (a coin's radius in both).
    half: (f32, f32),
    kind: Kind,
}

impl Object {
    fn local(&self, x: f32, y: f32) -> (f32, f32) {
        let (dx, dy) = (x - self.x, y - self.y);
        let (ax, ay) = self.along;
        // across = (-ay, ax)
        (-ay * dx + ax * dy, ax * dx + ay * dy)
    }

    fn radius(&self) -> f32 {
        (self.half.0 * self.half.0 + self.half.1 * self.half.1).sqrt()
    }

    /// The signed distance to the outline (negative inside), corners
    /// rounded by `r`.
    fn sdf(&self, x: f32, y: f32, r: f32) -> f32 {
        let (a, b) = self.local(x, y);
        if matches!(self.kind, Kind::Coin { .. }) {
            return (a * a + b * b).sqrt() - self.half.0;
        }
        let qx = a.abs() - (self.half.0 - r);
        let qy = b.abs() - (self.half.1 - r);
        let out = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
        out + qx.max(qy).min(0.0) - r
    }
}

/// The tile face (or back) at local coordinates `(a, b)`.
#[allow(clippy::too_many_arguments)]
fn tile_colour(
    a: f32,
    b: f32,
    d: f32,
    halves: Option<(u8, u8)>,
    style: &Style,
    spinner: bool,
    logo: bool,
    px: f32,
) -> Col {
    // Bevelled rim, lit from the top left.
    let rim = smooth(-0.09, -0.02, d);
    let mut c = mix(style.face, style.rim, rim);
    let Some((lo, hi)) = halves else {
        if logo {
            // A ring and a bar of print on the back.
            let r = (a * a + b * b).sqrt();
            if (r - 0.28).abs() < 0.035
                || (b.abs() < 0.5 && (b - 0.55).abs() < 0.05 && a.abs() < 0.3)
            {
                c = mix(c, [150.0, 40.0, 30.0], 0.85);
            }
        }
        return c;
    };
    // The divider bar.
    let bar = (1.0 - smooth(0.022, 0.022 + px, b.abs())) * (1.0 - smooth(0.37, 0.37 + px, a.abs()));
    c = mix(c, style.bar, bar);
    if spinner {
        let r = (a * a + b * b).sqrt();
        c = mix(c, [190.0, 150.0, 60.0], 1.0 - smooth(0.055, 0.055 + px, r));
    }
    let spacing = 0.27;
    let radius = 0.083;
    for (n, sign) in [(lo, -1.0f32), (hi, 1.0)] {
        if (b * sign) < 0.0 {
            continue;
        }
        for &(x, y) in pip_places(n) {
            let (cx, cy) = (x * spacing, sign * 0.5 + y * spacing);
            let r = ((a - cx).powi(2) + (b - cy).powi(2)).sqrt();
            let k = 1.0 - smooth(radius - px / 2.0, radius + px / 2.0, r);
            if k > 0.0 {
                // A pip is a hollow: a little darker at its upper rim.
                let pip = style.pips[n as usize];
                c = mix(c, pip, k);
            }
        }
    }
    c
}

/// The table's colour at a point.
#[derive(Clone, Copy, Debug)]
enum Table {
    Felt(Col),
    Wood(Col),
    Cloth(Col),
    Gingham(Col),
    Dots(Col, Col),
    Dark,
}

impl Table {
    fn name(self) -> &'static str {
        match self {
            Self::Felt(_) => "felt",
            Self::Wood(_) => "wood",
            Self::Cloth(_) => "cloth",
            Self::Gingham(_) | Self::Dots(..) => "patterned",
            Self::Dark => "dark_cloth",
        }
    }

    fn at(self, x: f32, y: f32) -> Col {
        match self {
            Self::Felt(c) => {
                let n = value_noise(x * 9.0, y * 9.0, 1) - 0.5
                    + 0.5 * (value_noise(x * 1.5, y * 1.5, 2) - 0.5);
                scale(c, 1.0 + 0.12 * n)
            }
            Self::Wood(c) => {
                let warp = 1.2 * value_noise(x * 0.3, y * 0.6, 3);
                let g = ((y * 2.2 + warp * 6.0).sin() * 0.5 + 0.5).powf(2.0);
                let fine = value_noise(x * 0.8, y * 14.0, 4);
                scale(c, 0.82 + 0.22 * g + 0.1 * fine)
            }
            Self::Cloth(c) => {
                let weave = ((x * 40.0).sin() * (y * 40.0).sin()) * 0.5;
                let n = value_noise(x * 5.0, y * 5.0, 5) - 0.5;
                scale(c, 1.0 + 0.06 * weave + 0.08 * n)
            }
            Self::Gingham(c) => {
                let sx = ((x / 0.7).floor() as i32).rem_euclid(2);
                let sy = ((y / 0.7).floor() as i32).rem_euclid(2);
                let k = match sx + sy {
                    0 => 0.0,
                    1 => 0.5,
                    _ => 1.0,
                };
                mix([240.0, 238.0, 232.0], c, k)
            }
            Self::Dots(base, dot) => {
                let (gx, gy) = ((x / 1.1).round() * 1.1, (y / 1.1).round() * 1.1);
                let r = ((x - gx).powi(2) + (y - gy).powi(2)).sqrt();
                let k = 1.0 - smooth(0.16, 0.19, r);
                mix(base, dot, k)
            }
            Self::Dark => {
                let n = value_noise(x * 6.0, y * 6.0, 6) - 0.5;
                [24.0 + 8.0 * n, 24.0 + 8.0 * n, 27.0 + 8.0 * n]
            }
        }
    }
}

/// One photo to render.
struct Scene {
    table: Table,
    objects: Vec<Object>,
    tilt_deg: f32,
    /// Pixels per table unit at the photo's centre.
    unit_px: f32,
    blur: f32,
    noise: f32,
    gain: f32,
    /// A cast shadow: a half-plane `n · p > d`, darkened by `k`.
    shadow: Option<((f32, f32), f32, f32)>,
    /// A flash's glare: centre, radius (table units) and strength.
    glare: Option<(f32, f32, f32, f32)>,
    conditions: Vec<&'static str>,
}

/// A camera looking at the table's origin from above, tilted about the
/// photo's horizontal axis: pixel -> table point.
struct Camera {
    w: f32,
    h: f32,
    f: f32,
    dist: f32,
    tilt: f32,
}

impl Camera {
    fn ray(&self, u: f32, v: f32) -> Option<(f32, f32, f32)> {
        let (s, c) = self.tilt.sin_cos();
        let (xu, yv) = ((u - self.w / 2.0) / self.f, (v - self.h / 2.0) / self.f);
        // Camera axes in table coordinates: x = (1,0,0), y = (0,c,s),
        // z = (0,s,-c); the camera sits at -dist·z from the origin.
        let dir = (xu, s + yv * c, -c + yv * s);
        let origin = (0.0, -self.dist * s, self.dist * c);
        if dir.2 >= -1e-3 {
            return None;
        }
        let t = -origin.2 / dir.2;
        // The distance along the ray gives the local scale.
        Some((origin.0 + t * dir.0, origin.1 + t * dir.1, t))
    }
}

fn render(scene: &Scene, w: u32, h: u32) -> RgbImage {
    let f = w as f32 * 0.9;
    let cam = Camera {
        w: w as f32,
        h: h as f32,
        f,
        dist: f / scene.unit_px,
        tilt: scene.tilt_deg.to_radians(),
    };
    let mut img = RgbImage::new(w, h);
    let offsets = [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)];
    for y in 0..h {
        for x in 0..w {
            let mut acc = [0.0f32; 3];
            for (ox, oy) in offsets {
                let Some((tx, ty, t)) = cam.ray(x as f32 + ox, y as f32 + oy) else {
                    continue;
                };
                // Table units per pixel here.
                let px = t / cam.f;
                let c = shade(scene, tx, ty, px);
                for i in 0..3 {
                    acc[i] += c[i] / 4.0;
                }
            }
            img.put_pixel(x, y, Rgb(acc.map(|v| v.round().clamp(0.0, 255.0) as u8)));
        }
    }
    img
}

fn shade(scene: &Scene, x: f32, y: f32, px: f32) -> Col {
    let mut c = scene.table.at(x, y);
    // Soft shadows of the objects, cast down and to the right.
    let mut shadow = 0.0f32;
    for o in &scene.objects {
        if matches!(o.kind, Kind::Lid { .. } | Kind::Card { .. }) {
            continue;
        }
        let (sx, sy) = (x - 0.08, y - 0.1);
        if (sx - o.x).abs() > o.radius() + 0.3 || (sy - o.y).abs() > o.radius() + 0.3 {
            continue;
        }
        let d = o.sdf(sx, sy, 0.1);
        shadow = shadow.max(0.45 * (1.0 - smooth(-0.05, 0.15, d)));
    }
    c = scale(c, 1.0 - shadow);
    for o in &scene.objects {
        if (x - o.x).abs() > o.radius() + 0.05 || (y - o.y).abs() > o.radius() + 0.05 {
            continue;
        }
        let d = o.sdf(x, y, 0.09);
        let cover = 1.0 - smooth(-px / 2.0, px / 2.0, d);
        if cover <= 0.0 {
            continue;
        }
        let (a, b) = o.local(x, y);
        let oc = match &o.kind {
            Kind::Tile {
                halves,
                style,
                spinner,
                logo,
            } => tile_colour(a, b, d, *halves, style, *spinner, *logo, px),
            Kind::Coin { colour } => {
                let r = (a * a + b * b).sqrt() / o.half.0;
                let ring = if (r - 0.85).abs() < 0.04 { 0.75 } else { 1.0 };
                let relief = 1.0 + 0.15 * (value_noise(a * 12.0, b * 12.0, 7) - 0.5);
                scale(*colour, ring * relief * (1.0 - 0.25 * r))
            }
            Kind::Card { suit } => card_colour(a, b, o.half, *suit),
            Kind::Lid { colour, pictures } => lid_colour(a, b, *colour, pictures, px),
        };
        c = mix(c, oc, cover);
    }
    if let Some(((nx, ny), d, k)) = scene.shadow {
        let s = smooth(-0.4, 0.4, nx * x + ny * y - d);
        c = scale(c, 1.0 - k * s);
    }
    if let Some((gx, gy, r, strength)) = scene.glare {
        let d2 = ((x - gx).powi(2) + (y - gy).powi(2)) / (r * r);
        let g = strength * (-d2).exp();
        c = [c[0] + g, c[1] + g, c[2] + g];
    }
    c
}

fn card_colour(a: f32, b: f32, half: (f32, f32), suit: Col) -> Col {
    let white = [244.0, 242.0, 236.0];
    // Corner indices (a letter-like block and a small suit mark) and a
    // big suit mark in the middle: diamonds.
    let corner = |ca: f32, cb: f32| {
        let (da, db) = (a - ca, b - cb);
        (da.abs() < 0.07 && db.abs() < 0.12 && !(da.abs() < 0.03 && db.abs() < 0.07))
            || (da.abs() + (db - 0.25).abs() < 0.08)
    };
    let (ea, eb) = (half.0 - 0.2, half.1 - 0.25);
    if corner(-ea, -eb) || corner(ea, eb) {
        return suit;
    }
    for (ca, cb) in [
        (0.0, 0.0),
        (-0.3, -0.5),
        (0.3, 0.5),
        (0.3, -0.5),
        (-0.3, 0.5),
    ] {
        if (a - ca).abs() / 0.12 + (b - cb).abs() / 0.17 < 1.0 {
            return suit;
        }
    }
    white
}

fn lid_colour(a: f32, b: f32, colour: Col, pictures: &[(f32, f32, f32, (u8, u8))], px: f32) -> Col {
    let mut c = colour;
    // A title of block letters across the top.
    if (-2.2..-1.6).contains(&b) && a.abs() < 1.8 {
        let letter = ((a + 1.8) / 0.36).floor();
        let la = (a + 1.8) - letter * 0.36;
        let lb = b + 2.2;
        let stroke =
            la < 0.08 || !(0.1..=0.5).contains(&lb) || (letter as i32 % 2 == 0 && la > 0.22);
        if la < 0.28 && stroke {
            c = [250.0, 235.0, 120.0];
        }
    }
    // Pictures of dominoes, fanned and overlapping, drawn with a black
    // outline, under the title's stripe.
    let ink = [15.0, 15.0, 15.0];
    let printed = Style {
        name: "print",
        face: [250.0, 250.0, 250.0],
        rim: [250.0, 250.0, 250.0],
        bar: ink,
        pips: [ink; 7],
    };
    for &(pa, pb, ang, halves) in pictures {
        let (s, co) = ang.sin_cos();
        let (da, db) = (a - pa, b - pb);
        let (la, lb) = (co * da + s * db, -s * da + co * db);
        let k = 0.8;
        let (la, lb) = (la / k, lb / k);
        if la.abs() <= 0.5 && lb.abs() <= 1.0 {
            let edge = 0.5 - la.abs();
            let edge = edge.min(1.0 - lb.abs());
            c = if edge < 0.05 {
                ink
            } else {
                tile_colour(la, lb, -edge, Some(halves), &printed, false, false, px / k)
            };
        }
    }
    c
}

/// Places `n` tiles (or other objects) without overlap; `false` when the
/// table is full.
fn free(objects: &[Object], x: f32, y: f32, r: f32) -> bool {
    objects
        .iter()
        .all(|o| ((o.x - x).powi(2) + (o.y - y).powi(2)).sqrt() > o.radius() + r + 0.15)
}

fn angle(rng: &mut Rng) -> (f32, f32) {
    let t = rng.range(0.0, std::f32::consts::TAU);
    (t.cos(), t.sin())
}

fn random_halves(rng: &mut Rng) -> (u8, u8) {
    let a = rng.below(7) as u8;
    let b = rng.below(7) as u8;
    (a.min(b), a.max(b))
}

/// The conditions of photo `i`: a main condition and random others.
fn scene(i: usize, w: u32, h: u32) -> Scene {
    let mut rng = Rng(0x007A_11E5 + 7919 * i as u64);
    const MAIN: [&str; 16] = [
        "plain",
        "white_coloured_pips",
        "coloured",
        "black",
        "tilt",
        "blur",
        "noise",
        "shadow",
        "glare",
        "dim",
        "touching",
        "face_down",
        "distractors",
        "empty",
        "tilt",
        "touching",
    ];
    let main = MAIN[i % MAIN.len()];
    let mut conditions = vec![main];
    let style = match main {
        "white_coloured_pips" => STYLES[1],
        "coloured" => STYLES[3 + rng.below(4)],
        "black" => STYLES[2],
        _ => STYLES[[0, 0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 6][rng.below(12)]],
    };
    if !conditions.contains(&style.name) {
        conditions.push(style.name);
    }
    let table = match rng.below(7) {
        0 => Table::Felt([40.0, 105.0, 60.0]),
        1 => Table::Wood([150.0, 100.0, 60.0]),
        2 => Table::Cloth([200.0, 190.0, 170.0]),
        3 => Table::Gingham([170.0, 40.0, 45.0]),
        4 => Table::Dots([40.0, 60.0, 120.0], [225.0, 220.0, 200.0]),
        5 => Table::Dark,
        _ => Table::Wood([95.0, 60.0, 35.0]),
    };
    // A tile on a table of nearly its own colour is not asked for (the
    // reader needs an edge to see): light tiles go on darker tables.
    let table = match (style.name, table) {
        ("black", Table::Dark) => Table::Felt([40.0, 105.0, 60.0]),
        ("ivory" | "white_coloured_pips", Table::Cloth(_)) => Table::Cloth([120.0, 110.0, 100.0]),
        (_, t) => t,
    };
    conditions.push(table.name());
    let tilt_deg = if main == "tilt" {
        rng.range(22.0, 35.0)
    } else {
        rng.range(0.0, 12.0)
    };
    let unit_px = w as f32 / rng.range(13.0, 17.0);
    // The visible table, roughly, in units (generous: placement is checked
    // against the camera below).
    let cam = Camera {
        w: w as f32,
        h: h as f32,
        f: w as f32 * 0.9,
        dist: w as f32 * 0.9 / unit_px,
        tilt: tilt_deg.to_radians(),
    };
    let visible = |x: f32, y: f32, r: f32| {
        // Inside the photo with a margin: test against the projected
        // corners of the view by casting rays at the margins.
        let m = 0.06;
        let corners = [
            cam.ray(w as f32 * m, h as f32 * m),
            cam.ray(w as f32 * (1.0 - m), h as f32 * m),
            cam.ray(w as f32 * (1.0 - m), h as f32 * (1.0 - m)),
            cam.ray(w as f32 * m, h as f32 * (1.0 - m)),
        ];
        let Some(c) = corners.into_iter().collect::<Option<Vec<_>>>() else {
            return false;
        };
        // Inside the quadrilateral, at distance r from its sides.
        (0..4).all(|k| {
            let (ax, ay, _) = c[k];
            let (bx, by, _) = c[(k + 1) % 4];
            let (ex, ey) = (bx - ax, by - ay);
            let len = (ex * ex + ey * ey).sqrt();
            let cross = (ex * (y - ay) - ey * (x - ax)) / len;
            cross > r
        })
    };
    let span = w as f32 / unit_px;
    let mut objects: Vec<Object> = Vec::new();
    let place = |objects: &mut Vec<Object>, rng: &mut Rng, half: (f32, f32), kind: Kind| {
        let r = (half.0 * half.0 + half.1 * half.1).sqrt();
        for _ in 0..200 {
            let x = rng.range(-span / 2.0, span / 2.0);
            let y = rng.range(-span / 2.0, span / 2.0);
            if visible(x, y, r) && free(objects, x, y, r) {
                objects.push(Object {
                    x,
                    y,
                    along: angle(rng),
                    half,
                    kind,
                });
                return true;
            }
        }
        false
    };
    let spinner = rng.f() < 0.25;
    let tile = |halves: Option<(u8, u8)>, logo: bool| Kind::Tile {
        halves,
        style,
        spinner,
        logo,
    };
    // Distractors and touching rows first (they need the room).
    if matches!(main, "distractors" | "empty") {
        let pictures = (0..3)
            .map(|k| {
                (
                    -0.9 + 0.8 * k as f32,
                    0.6 + 0.15 * k as f32,
                    -0.5 + 0.45 * k as f32,
                    random_halves(&mut rng),
                )
            })
            .collect();
        let colour = [[170.0, 30.0, 40.0], [30.0, 60.0, 140.0]][rng.below(2)];
        place(
            &mut objects,
            &mut rng,
            (1.7, 2.3),
            Kind::Lid { colour, pictures },
        );
        for _ in 0..2 + rng.below(2) {
            let colour = if rng.f() < 0.5 {
                [190.0, 150.0, 80.0]
            } else {
                [185.0, 185.0, 190.0]
            };
            let r = rng.range(0.4, 0.6);
            place(&mut objects, &mut rng, (r, r), Kind::Coin { colour });
        }
        let suit = if rng.f() < 0.5 {
            [200.0, 30.0, 30.0]
        } else {
            [20.0, 20.0, 20.0]
        };
        place(&mut objects, &mut rng, (1.1, 1.6), Kind::Card { suit });
    }
    if main == "touching" {
        for _ in 0..2 {
            let n = 3 + rng.below(3);
            let end_to_end = rng.f() < 0.4;
            let (ax, ay) = angle(&mut rng);
            let step = if end_to_end { 2.0 } else { 1.0 };
            let len = step * n as f32;
            let r = len / 2.0 + 1.0;
            for _ in 0..200 {
                let x = rng.range(-span / 2.0, span / 2.0);
                let y = rng.range(-span / 2.0, span / 2.0);
                // The row runs along (ax, ay).
                if visible(x, y, r) && free(&objects, x, y, r) {
                    for k in 0..n {
                        let f = (k as f32 + 0.5) * step - len / 2.0;
                        let along = if end_to_end { (ax, ay) } else { (-ay, ax) };
                        objects.push(Object {
                            x: x + ax * f,
                            y: y + ay * f,
                            along,
                            half: (0.5, 1.0),
                            kind: tile(Some(random_halves(&mut rng)), false),
                        });
                    }
                    break;
                }
            }
        }
    }
    let face_up = match main {
        "empty" => 0,
        "touching" => rng.below(3),
        _ => 3 + rng.below(5),
    };
    for _ in 0..face_up {
        let halves = random_halves(&mut rng);
        place(
            &mut objects,
            &mut rng,
            (0.5, 1.0),
            tile(Some(halves), false),
        );
    }
    if matches!(main, "face_down" | "empty") {
        for _ in 0..2 + rng.below(3) {
            let logo = rng.f() < 0.5;
            place(&mut objects, &mut rng, (0.5, 1.0), tile(None, logo));
        }
    }
    let mut blur = 0.0;
    let mut noise = 2.0;
    let mut gain = 1.0;
    let mut shadow = None;
    let mut glare = None;
    match main {
        "blur" => blur = rng.range(1.2, 2.0),
        "noise" => noise = rng.range(10.0, 16.0),
        "dim" => {
            gain = rng.range(0.35, 0.5);
            noise = 5.0;
        }
        "shadow" => {
            let t = rng.range(0.0, std::f32::consts::TAU);
            shadow = Some((
                (t.cos(), t.sin()),
                rng.range(-1.5, 1.5),
                rng.range(0.4, 0.55),
            ));
        }
        "glare" => {
            // Over a tile, off its centre: a highlight, not a white-out.
            let tiles: Vec<&Object> = objects
                .iter()
                .filter(|o| matches!(o.kind, Kind::Tile { .. }))
                .collect();
            if let Some(o) = tiles.first() {
                glare = Some((
                    o.x + 0.4,
                    o.y - 0.3,
                    rng.range(0.8, 1.4),
                    rng.range(60.0, 110.0),
                ));
            }
        }
        _ => {}
    }
    // A little of everything now and then.
    if main != "blur" && rng.f() < 0.3 {
        blur = rng.range(0.5, 1.0);
        conditions.push("slight_blur");
    }
    Scene {
        table,
        objects,
        tilt_deg,
        unit_px,
        blur,
        noise,
        gain,
        shadow,
        glare,
        conditions,
    }
}

fn finish(mut img: RgbImage, scene: &Scene, seed: u64) -> RgbImage {
    if scene.blur > 0.0 {
        img = gaussian_blur_f32(&img, scene.blur);
    }
    let mut rng = Rng(seed);
    for p in img.pixels_mut() {
        let n = scene.noise * rng.gauss();
        for ch in &mut p.0 {
            let v = f32::from(*ch) * scene.gain + n * 0.5 + scene.noise * 0.5 * rng.gauss();
            *ch = v.round().clamp(0.0, 255.0) as u8;
        }
    }
    img
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut out: Option<PathBuf> = None;
    let (mut w, mut h) = (1024u32, 768u32);
    let mut only: Option<usize> = None;
    let mut count = 40usize;
    let mut first = 0usize;
    while let Some(a) = args.next() {
        match a.as_str() {
            "--size" => {
                let s = args.next().expect("--size WxH");
                let (a, b) = s.split_once('x').expect("--size WxH");
                w = a.parse().expect("a width");
                h = b.parse().expect("a height");
            }
            "--only" => only = Some(args.next().expect("--only N").parse().expect("a number")),
            "--count" => count = args.next().expect("--count N").parse().expect("a number"),
            "--first" => first = args.next().expect("--first N").parse().expect("a number"),
            _ => out = Some(PathBuf::from(a)),
        }
    }
    let out = out.expect("usage: generate <folder> [--size WxH] [--count N] [--only N]");
    std::fs::create_dir_all(&out).expect("the folder is made");
    let mut labels =
        String::from("{\n  \"generator\": \"tiles/examples/generate.rs\",\n  \"photos\": [\n");
    let indices: Vec<usize> = match only {
        Some(i) => vec![i],
        None => (first..first + count).collect(),
    };
    for (k, &i) in indices.iter().enumerate() {
        let scene = scene(i, w, h);
        let img = finish(render(&scene, w, h), &scene, 99 + i as u64);
        let name = format!("photo_{i:02}.jpg");
        let mut bytes = Vec::new();
        JpegEncoder::new_with_quality(&mut bytes, 85)
            .encode_image(&img)
            .expect("the photo is encoded");
        std::fs::write(out.join(&name), &bytes).expect("the photo is written");
        let mut tiles: Vec<(u8, u8)> = Vec::new();
        let mut down = 0;
        for o in &scene.objects {
            if let Kind::Tile { halves, .. } = o.kind {
                match halves {
                    Some(t) => tiles.push(t),
                    None => down += 1,
                }
            }
        }
        tiles.sort_unstable();
        let total: u32 = tiles
            .iter()
            .map(|&(a, b)| u32::from(a) + u32::from(b))
            .sum();
        let list: Vec<String> = tiles.iter().map(|(a, b)| format!("[{a}, {b}]")).collect();
        let conds: Vec<String> = scene
            .conditions
            .iter()
            .map(|c| format!("\"{c}\""))
            .collect();
        let _ = writeln!(
            labels,
            "    {{\"file\": \"{name}\", \"tiles\": [{}], \"total_pips\": {total}, \"face_down_tiles\": {down}, \"tilt_degrees\": {:.0}, \"conditions\": [{}]}}{}",
            list.join(", "),
            scene.tilt_deg,
            conds.join(", "),
            if k + 1 < indices.len() { "," } else { "" }
        );
        println!(
            "{name}: {} bytes, {} tiles, {:?}",
            bytes.len(),
            tiles.len(),
            scene.conditions
        );
    }
    labels.push_str("  ]\n}\n");
    std::fs::write(out.join("labels.json"), labels).expect("the labels are written");
}
