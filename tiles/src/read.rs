//! From divider candidates to read tiles: each candidate's tile is measured
//! in the working picture, resampled upright from the detail picture, and
//! its halves' pips are counted and checked.

use std::borrow::Cow;

use image::imageops::{FilterType, resize};
use image::{GrayImage, Luma, RgbImage};
use imageproc::filter::box_filter;
use imageproc::geometric_transformations::{Border, Interpolation, warp_into_with};
use imageproc::morphology::{Mask, grayscale_dilate};
use imageproc::region_labelling::{Connectivity, connected_components};

use crate::ReadTile;
use crate::detect::{Bar, bars};
use crate::geom::{Channel, Colour, Pt, distance, median, median_colour, sample};
use crate::layout;

/// Prints a candidate's fate with the `trace` feature; nothing without it.
macro_rules! trace {
    ($($arg:tt)*) => {
        if cfg!(feature = "trace") {
            eprintln!($($arg)*);
        }
    };
}

/// The long side of the picture pips are read from.
const DETAIL_LONG: u32 = 2400;
/// The long side of the picture tiles are looked for in.
const WORK_LONG: u32 = 1200;
/// The width of a tile in its upright patch; the patch is twice as long.
const PATCH: u32 = 64;
/// A tile's width over its bar's length, where no photo says otherwise.
const DEFAULT_RATIO: f32 = 1.33;
/// The narrowest tile read, in working pixels.
const MIN_WIDTH: f32 = 14.0;
/// The largest share of a half covered by marks that are not pips.
const CLUTTER_MAX: f32 = 0.05;
/// The worst layout fit accepted for a half (share of the half's side).
const FIT_MAX: f32 = 0.2;
/// How far inside a half (patch pixels) a mark touching its border must
/// reach to be something printed rather than the tile's edge.
const DEEP: u32 = 7;
/// The margin of table sampled around the tile in its patch, as a share of
/// the tile's width, so that pips close to the edges stay whole.
const MARGIN: f32 = 0.06;
/// How much darker than the face, as a share of the face-to-bar contrast in
/// the bar's channel, a seam between touching tiles is.
const SEAM: f32 = 0.15;
/// The lowest confidence kept.
const CONFIDENCE_MIN: f32 = 0.15;

/// A tile as measured in the working picture.
#[derive(Debug, Clone, Copy)]
struct Hypothesis {
    centre: Pt,
    /// Unit vector across the tile (along its bar).
    along: Pt,
    /// Unit vector along the tile's long axis.
    across: Pt,
    width: f32,
    half_length: f32,
    /// How far the tile's long sides lean along the bar per unit across it:
    /// a tilted camera turns a rectangle seen at an angle into a
    /// parallelogram whose ends stay parallel to the bar.
    skew: f32,
    thickness: f32,
    face: Colour,
    ink: Colour,
    channel: Channel,
    /// Whether the width was measured from the tile's edges.
    measured: bool,
    /// Whether both ends were seen where a tile's ends should be.
    ends_seen: bool,
    /// The shorter of two unequal ends, both plausible: one walk may have
    /// run on over a table of the face's colour, so both are tried.
    alt_half_length: Option<f32>,
    /// Whether the width was measured from one edge only (the tile taken
    /// as symmetric about its bar).
    one_sided: bool,
    ratio: f32,
    bar: Bar,
}

/// A tile read, before the photo-wide decisions.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    hyp: Hypothesis,
    halves: [u8; 2],
    confidence: f32,
}

impl Hypothesis {
    /// The point `a` along the bar and `b` across it (towards an end), in
    /// the tile's own, possibly skewed, frame.
    fn at(&self, a: f32, b: f32) -> Pt {
        self.centre
            .add(self.along.scale(a + self.skew * b))
            .add(self.across.scale(b))
    }

    /// A point's coordinates in the tile's frame (the inverse of `at`).
    fn frame(&self, p: Pt) -> (f32, f32) {
        let d = p.sub(self.centre);
        let b = d.dot(self.across);
        (d.dot(self.along) - self.skew * b, b)
    }
}

impl Candidate {
    fn pips(&self) -> u8 {
        self.halves[0] + self.halves[1]
    }

    fn contains(&self, p: Pt) -> bool {
        let (a, b) = self.hyp.frame(p);
        a.abs() <= self.hyp.width / 2.0 && b.abs() <= self.hyp.half_length
    }

    /// The share of this tile's area that lies inside `other` (sampled on a
    /// grid): a reading made of two touching tiles' halves overlaps both.
    fn overlap(&self, other: &Self) -> f32 {
        let h = &self.hyp;
        let mut inside = 0;
        for i in 0..8 {
            for j in 0..16 {
                let a = ((i as f32 + 0.5) / 8.0 - 0.5) * h.width;
                let b = ((j as f32 + 0.5) / 16.0 - 0.5) * 2.0 * h.half_length;
                if other.contains(h.at(a, b)) {
                    inside += 1;
                }
            }
        }
        inside as f32 / 128.0
    }

    fn corners(&self) -> [Pt; 4] {
        let h = &self.hyp;
        let (a, b) = (h.width / 2.0, h.half_length);
        [h.at(-a, -b), h.at(a, -b), h.at(a, b), h.at(-a, b)]
    }
}

fn downscale(image: &RgbImage, long: u32) -> Cow<'_, RgbImage> {
    let (w, h) = image.dimensions();
    if w.max(h) <= long {
        return Cow::Borrowed(image);
    }
    let k = long as f32 / w.max(h) as f32;
    let nw = ((w as f32 * k).round() as u32).max(1);
    let nh = ((h as f32 * k).round() as u32).max(1);
    Cow::Owned(resize(image, nw, nh, FilterType::Triangle))
}

/// Every face-up tile in an upright picture.
pub(crate) fn read_tiles(image: &RgbImage) -> Vec<ReadTile> {
    let detail = downscale(image, DETAIL_LONG);
    let work = downscale(&detail, WORK_LONG);
    let to_detail = detail.width() as f32 / work.width() as f32;
    let to_photo = image.width() as f32 / work.width() as f32;

    let mut found: Vec<Candidate> = Vec::new();
    let mut pending = Vec::new();
    // Tiles whose width was seen on one side only are tried again at the
    // photo's ratio, centred on their bar.
    let mut odd: Vec<Bar> = Vec::new();
    for bar in bars(&work) {
        // The width walked with and without stopping at seam-dark pixels:
        // a bevel's slow shading can carry a walk over the seam between
        // touching tiles, and light falling off across a tile can stop it
        // short. Where the two differ, both are read and the more
        // confident reading stays.
        let plain = hypothesis(&work, &bar, None, false);
        let at_seams = hypothesis(&work, &bar, None, true);
        let differs = match (&plain, &at_seams) {
            (Some(a), Some(b)) => {
                a.measured != b.measured || (a.width / b.width - 1.0).abs() > 0.05
            }
            (None, Some(_)) => true,
            _ => false,
        };
        let mut tried = vec![plain];
        if differs {
            tried.push(at_seams);
        }
        let mut waiting = false;
        let mut one_sided = false;
        for h in tried.into_iter().flatten() {
            if h.measured {
                one_sided |= h.one_sided;
                found.extend(examine(&detail, to_detail, h));
            } else {
                waiting = true;
            }
        }
        if one_sided {
            odd.push(bar);
        }
        if waiting {
            pending.push(bar);
        }
    }
    // Where a tile's edges cannot be seen, its width follows the photo's own
    // tiles: one set, one ratio of bar to width.
    let mut ratios: Vec<f32> = found
        .iter()
        .filter(|c| c.pips() >= 2 && c.confidence >= 0.4)
        .map(|c| c.hyp.ratio)
        .collect();
    let from_photo = ratios.len() >= 3;
    let ratio = median(&mut ratios).unwrap_or(DEFAULT_RATIO);
    // A width measured far from the photo's ratio may have run on into a
    // touching neighbour: the tile is also tried at the photo's ratio, and
    // the more confident reading stays.
    for c in &mut found {
        if from_photo && (c.hyp.ratio / ratio - 1.0).abs() > 0.12 {
            c.confidence *= 0.8;
            odd.push(c.hyp.bar);
        }
    }
    for bar in pending.into_iter().chain(odd) {
        if let Some(h) = hypothesis(&work, &bar, Some(ratio), false) {
            found.extend(examine(&detail, to_detail, h));
        }
    }
    decide(&work, found)
        .into_iter()
        .map(|c| {
            let mut low = c.halves[0];
            let mut high = c.halves[1];
            if low > high {
                std::mem::swap(&mut low, &mut high);
            }
            let outline = c.corners().map(|p| (p.x * to_photo, p.y * to_photo));
            ReadTile {
                low,
                high,
                outline,
                confidence: c.confidence.clamp(0.0, 1.0),
            }
        })
        .collect()
}

/// Where a walk from a tile's bar or centre ended.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Walk {
    /// The face ended this far from the start.
    Edge(f32),
    /// The face went on past the longest walk.
    NoEdge,
    /// There was no face to walk on.
    NoFace,
}

/// Walks from `start` along `dir` over pixels of the face's colour (which
/// may drift slowly, as light does across a tile) until two steps in a row
/// are not. The first `skip` may still be the bar.
#[allow(clippy::too_many_arguments)]
fn walk(
    work: &RgbImage,
    start: Pt,
    dir: Pt,
    face: Colour,
    tol: f32,
    skip: f32,
    max: f32,
    seam: (Channel, f32),
) -> Walk {
    let step = 0.5;
    let mut reference = face;
    let mut d = 0.0;
    let mut misses = 0;
    let mut last_face: Option<f32> = None;
    while d <= max {
        let Some(c) = sample(work, start.add(dir.scale(d))) else {
            // The photo's edge: a tile cut by it ends there.
            return last_face.map_or(Walk::NoFace, |f| Walk::Edge(f + step / 2.0));
        };
        // Near the reference (which follows light across the face), and not
        // far from the face itself (a blurred edge is a slow drift too).
        // ... and not as dark as a seam between two touching tiles, which
        // a bevel's slow shading would otherwise carry the reference over.
        if distance(c, reference) < tol
            && distance(c, face) < 2.0 * tol
            && seam.0.value(c) >= seam.1
        {
            misses = 0;
            last_face = Some(d);
            for (r, v) in reference.iter_mut().zip(c) {
                *r = *r * 0.8 + v * 0.2;
            }
        } else if let Some(f) = last_face {
            misses += 1;
            if misses >= 2 {
                return Walk::Edge(f + step / 2.0);
            }
        } else if d > skip {
            return Walk::NoFace;
        }
        d += step;
    }
    if last_face.is_some() {
        Walk::NoEdge
    } else {
        Walk::NoFace
    }
}

/// The tile a bar would be the divider of, measured in the working picture;
/// `None` when the bar is no divider (different colours on its two sides,
/// too little contrast, no room for a tile). Without a `fallback` ratio a
/// tile whose width could not be measured comes back with `measured` false.
fn hypothesis(
    work: &RgbImage,
    bar: &Bar,
    fallback: Option<f32>,
    seams: bool,
) -> Option<Hypothesis> {
    let u = bar.along;
    let v = u.perp();
    let l = bar.length;
    let t = bar.thickness;
    let c = bar.centre;

    // The face on each side of the bar, where no pip lies.
    // (Pips next to the bar come within about 0.09 of the tile's width.)
    let offsets = [
        t / 2.0 + 1.0 + (0.035 * l).max(1.5),
        t / 2.0 + 1.0 + (0.065 * l).max(2.5),
    ];
    let mut plus = Vec::new();
    let mut minus = Vec::new();
    for k in 0..8 {
        let a = (-0.3 + 0.6 / 7.0 * k as f32) * l;
        for off in offsets {
            let p = c.add(u.scale(a));
            plus.extend(sample(work, p.add(v.scale(off))));
            minus.extend(sample(work, p.sub(v.scale(off))));
        }
    }
    if plus.len() < 12 || minus.len() < 12 {
        return None;
    }
    let fp = median_colour(&plus)?;
    let fm = median_colour(&minus)?;
    let mut ink = Vec::new();
    for k in 0..8 {
        let a = (0.12 + 0.04 * k as f32) * l;
        ink.extend(sample(work, c.add(u.scale(a))));
        ink.extend(sample(work, c.sub(u.scale(a))));
    }
    let ink = median_colour(&ink)?;
    let face = [
        (fp[0] + fm[0]) / 2.0,
        (fp[1] + fm[1]) / 2.0,
        (fp[2] + fm[2]) / 2.0,
    ];
    let contrast = distance(face, ink);
    trace!(
        "bar {:?} at ({:.0}, {:.0}) length {:.1} thickness {:.1}",
        bar.channel, c.x, c.y, l, t
    );
    if contrast < 40.0 || bar.channel.value(face) - bar.channel.value(ink) < 25.0 {
        trace!("  no contrast: face {face:?} ink {ink:?}");
        return None;
    }
    if distance(fp, fm) > (0.25 * contrast).max(25.0) {
        trace!("  sides differ: {fp:?} {fm:?}");
        return None;
    }
    // A dark face (black tiles) varies little in absolute terms, and a
    // shadow on the table beside it is near it: its tolerance follows its
    // brightness.
    let tol = (0.25 * contrast)
        .clamp(18.0, 45.0)
        .min((0.5 * Channel::Luma.value(face)).max(25.0));
    // A face is of one colour: most samples near their median.
    let uniform = |samples: &[Colour], m: Colour| {
        samples.iter().filter(|s| distance(**s, m) < tol).count() as f32 / samples.len() as f32
    };
    if uniform(&plus, fp) < 0.75 || uniform(&minus, fm) < 0.75 {
        trace!("  face not uniform");
        return None;
    }

    // A seam between touching tiles is darker in the bar's channel than the
    // face by a sixth of the face-to-bar contrast.
    let (face_value, ink_value) = (bar.channel.value(face), bar.channel.value(ink));
    let no_seam = (bar.channel, f32::NEG_INFINITY);
    let seam = if seams {
        (bar.channel, face_value - SEAM * (face_value - ink_value))
    } else {
        no_seam
    };
    // The width: from each end of the bar to the tile's edge.
    let mut runs = [Vec::new(), Vec::new()];
    let mut faceless = 0;
    for (side, sign) in [1.0f32, -1.0].into_iter().enumerate() {
        for o in [-t / 3.0, 0.0, t / 3.0] {
            let start = c.add(u.scale(sign * 0.47 * l)).add(v.scale(o));
            match walk(
                work,
                start,
                u.scale(sign),
                face,
                tol,
                0.25 * l,
                0.7 * l,
                seam,
            ) {
                Walk::Edge(d) => runs[side].push(d - 0.03 * l),
                Walk::NoFace => faceless += 1,
                Walk::NoEdge => {}
            }
        }
    }
    // No face beyond either end: the line runs from edge to edge, as the
    // seam between two touching tiles does; a divider stops short of them.
    if faceless == 6 {
        trace!("  no face beyond the ends");
        return None;
    }
    trace!("  runs {runs:?} tol {tol:.0}");
    let run_plus = if runs[0].len() >= 2 {
        median(&mut runs[0])
    } else {
        None
    };
    let run_minus = if runs[1].len() >= 2 {
        median(&mut runs[1])
    } else {
        None
    };
    let mut centre = c;
    let mut width = None;
    // One side seen (the other in deep shadow, or the bar's end unclear):
    // the tile is symmetric about its bar.
    let one_sided = run_plus.is_some() != run_minus.is_some();
    let (run_plus, run_minus) = match (run_plus, run_minus) {
        // With the photo's ratio to go by, it stands in for the unseen side.
        (Some(_), None) | (None, Some(_)) if fallback.is_some() => (None, None),
        (Some(r), None) | (None, Some(r)) => (Some(r), Some(r)),
        other => other,
    };
    if let (Some(rp), Some(rm)) = (run_plus, run_minus) {
        let (rp, rm) = (rp.max(0.0), rm.max(0.0));
        let (lo, hi) = (rp.min(rm), rp.max(rm));
        let w = if hi > 1.6 * lo + 1.5 {
            l + 2.0 * lo
        } else {
            centre = c.add(u.scale((rp - rm) / 2.0));
            l + rp + rm
        };
        if (1.08..=1.9).contains(&(w / l)) {
            width = Some(w);
        }
    }
    // With a photo's ratio to go by, a width far from it is not trusted.
    width = width.filter(|w| fallback.is_none_or(|r| (w / l / r - 1.0).abs() <= 0.12));
    let measured = width.is_some();
    let width = match (width, fallback) {
        (Some(w), _) => w,
        (None, Some(r)) => {
            centre = c;
            r * l
        }
        (None, None) => {
            return Some(Hypothesis {
                centre,
                along: u,
                across: v,
                width: DEFAULT_RATIO * l,
                half_length: DEFAULT_RATIO * l,
                skew: 0.0,
                thickness: t,
                face,
                ink,
                channel: bar.channel,
                measured: false,
                ends_seen: false,
                alt_half_length: None,
                one_sided,
                ratio: DEFAULT_RATIO,
                bar: *bar,
            });
        }
    };
    if width < MIN_WIDTH {
        return None;
    }

    // The length: from the bar along the tile to each end, on lines clear of
    // the standard pip places (leaning with the tile's sides, where a
    // tilted camera makes them lean).
    let ends_along = |skew: f32| {
        let lean = 1.0 / (1.0 + skew * skew).sqrt();
        let mut ends = [None::<f32>; 2];
        for (side, sign) in [1.0f32, -1.0].into_iter().enumerate() {
            let side_face = if side == 0 { fp } else { fm };
            let dir = v.add(u.scale(skew)).scale(sign * lean);
            let mut best: Option<f32> = None;
            for o in [-0.13, 0.13, -0.45, 0.45] {
                let b0 = sign * (t / 2.0 + 1.0);
                let start = centre.add(u.scale(o * width + skew * b0)).add(v.scale(b0));
                let reach = match walk(
                    work,
                    start,
                    dir,
                    side_face,
                    tol,
                    0.1 * width,
                    1.6 * width,
                    no_seam,
                ) {
                    Walk::Edge(d) => d * lean + t / 2.0 + 1.0,
                    Walk::NoEdge => f32::INFINITY,
                    Walk::NoFace => continue,
                };
                best = Some(best.map_or(reach, |b| b.max(reach)));
            }
            ends[side] = best;
        }
        ends
    };
    let short = |ends: [Option<f32>; 2]| match ends {
        [Some(hp), Some(hm)] => hp.max(hm) < 0.7 * width || hp.min(hm) < 0.4 * width,
        _ => true,
    };
    let mut ends = ends_along(0.0);
    // Walks stopped short by pips: the sides may lean.
    if short(ends) {
        let lean = skew(work, centre, u, v, width, width, face, tol);
        if lean != 0.0 {
            ends = ends_along(lean);
        }
    }
    let [Some(hp), Some(hm)] = ends else {
        trace!("  no ends");
        return None;
    };
    trace!("  width {width:.1} (measured {measured}) ends {hp:.1} {hm:.1}");
    // A tile shorter than its width allows on both sides is no tile (two
    // neighbours' bars in one line, a printed line on a tile's back); one
    // short side may be a walk stopped by a pip.
    if hp.max(hm) < 0.7 * width || hp.min(hm) < 0.4 * width {
        trace!("  too short");
        return None;
    }
    // Both ends seen: the tile's own length (photos stretched by an editor
    // have tiles longer or shorter than two widths). One end seen: that
    // one. Neither (touching end to end): two widths.
    let plausible = |h: f32| (0.7..=1.45).contains(&(h / width));
    let ends_seen = plausible(hp) && plausible(hm);
    let alt_half_length = (ends_seen && hp.max(hm) > 1.06 * hp.min(hm)).then(|| hp.min(hm));
    let half_length = match (plausible(hp), plausible(hm)) {
        (true, true) => hp.max(hm),
        (true, false) => hp,
        (false, true) => hm,
        (false, false) => width,
    };
    let skew = skew(work, centre, u, v, width, half_length, face, tol);
    Some(Hypothesis {
        centre,
        along: u,
        across: v,
        width,
        half_length,
        skew,
        thickness: t,
        face,
        ink,
        channel: bar.channel,
        measured,
        ends_seen,
        alt_half_length,
        one_sided,
        ratio: width / l,
        bar: *bar,
    })
}

/// How far a tile's long sides lean along its bar per unit across it,
/// measured on lines parallel to the bar that no standard pip place
/// crosses (between the bar and the first row, and between the rows): on
/// each, the middle between the two edges. Zero where too few lines agree
/// with the tile's width, or where the lean is too slight to matter.
#[allow(clippy::too_many_arguments)]
fn skew(
    work: &RgbImage,
    centre: Pt,
    u: Pt,
    v: Pt,
    width: f32,
    half_length: f32,
    face: Colour,
    tol: f32,
) -> f32 {
    let mut points: Vec<(f32, f32)> = Vec::new();
    for f in [-0.365f32, -0.09, 0.09, 0.365] {
        let b = f * half_length;
        let start = centre.add(v.scale(b));
        let reach = |dir: Pt| match walk(
            work,
            start,
            dir,
            face,
            tol,
            0.0,
            0.9 * width,
            (Channel::Luma, f32::NEG_INFINITY),
        ) {
            Walk::Edge(d) => Some(d),
            _ => None,
        };
        let (Some(plus), Some(minus)) = (reach(u), reach(u.scale(-1.0))) else {
            continue;
        };
        if ((plus + minus) / width - 1.0).abs() > 0.12 {
            continue;
        }
        points.push((b, (plus - minus) / 2.0));
    }
    let near = points.iter().filter(|p| p.0 < 0.0).count();
    if near == 0 || near == points.len() {
        return 0.0;
    }
    // The least-squares slope of the middles against the distance across.
    let n = points.len() as f32;
    let mb = points.iter().map(|p| p.0).sum::<f32>() / n;
    let mm = points.iter().map(|p| p.1).sum::<f32>() / n;
    let sbb: f32 = points.iter().map(|p| (p.0 - mb).powi(2)).sum();
    let sbm: f32 = points.iter().map(|p| (p.0 - mb) * (p.1 - mm)).sum();
    if sbb <= f32::EPSILON {
        return 0.0;
    }
    let s = sbm / sbb;
    if s.abs() < 0.04 || s.abs() > 0.7 {
        0.0
    } else {
        s
    }
}

/// One connected blob of marks in a half.
#[derive(Debug, Clone, Copy)]
struct Blob {
    n: f32,
    cx: f32,
    cy: f32,
    w: f32,
    h: f32,
    touches: bool,
    /// Whether it touches the half's top or bottom border (the bar's side
    /// of one half or the other).
    touches_top: bool,
    touches_bottom: bool,
    /// Whether it touches the half's left, right or both.
    touches_sides: bool,
    /// Pixels at least [`DEEP`] from the half's border.
    deep: f32,
}

fn blobs(mask: &GrayImage) -> Vec<Blob> {
    let (w, h) = mask.dimensions();
    let labels = connected_components(mask, Connectivity::Eight, Luma([0u8]));
    // n, sx, sy, min x, max x, min y, max y, pixels deep inside
    let mut acc: Vec<[f32; 8]> = Vec::new();
    for (x, y, l) in labels.enumerate_pixels() {
        let l = l.0[0] as usize;
        if l == 0 {
            continue;
        }
        if acc.len() < l {
            acc.resize(
                l,
                [0.0, 0.0, 0.0, f32::MAX, f32::MIN, f32::MAX, f32::MIN, 0.0],
            );
        }
        let a = &mut acc[l - 1];
        let (xf, yf) = (x as f32, y as f32);
        a[0] += 1.0;
        a[1] += xf;
        a[2] += yf;
        a[3] = a[3].min(xf);
        a[4] = a[4].max(xf);
        a[5] = a[5].min(yf);
        a[6] = a[6].max(yf);
        if x.min(y).min(w - 1 - x).min(h - 1 - y) >= DEEP {
            a[7] += 1.0;
        }
    }
    acc.iter()
        .filter(|a| a[0] > 0.0)
        .map(|a| Blob {
            n: a[0],
            cx: a[1] / a[0] + 0.5,
            cy: a[2] / a[0] + 0.5,
            w: a[4] - a[3] + 1.0,
            h: a[6] - a[5] + 1.0,
            touches: a[3] <= 0.0 || a[5] <= 0.0 || a[4] >= (w - 1) as f32 || a[6] >= (h - 1) as f32,
            touches_top: a[5] <= 0.0,
            touches_bottom: a[6] >= (h - 1) as f32,
            touches_sides: a[3] <= 0.0 || a[4] >= (w - 1) as f32,
            deep: a[7],
        })
        .collect()
}

/// Reads the tile of a hypothesis from the detail picture: the pips of both
/// halves, checked; `None` when it is no readable tile face.
fn examine(detail: &RgbImage, to_detail: f32, hyp: Hypothesis) -> Option<Candidate> {
    // The lengths to try: the one measured; the shorter of two unequal
    // ends; and, where neither end was seen where it should be, shorter
    // and longer ones (the best layout fit tells).
    let mut lengths = vec![hyp.half_length];
    lengths.extend(hyp.alt_half_length);
    if !hyp.ends_seen {
        lengths.extend([0.8 * hyp.half_length, 1.2 * hyp.half_length]);
    }
    let mut best: Option<Candidate> = None;
    for half_length in lengths {
        let read = examine_at(
            detail,
            to_detail,
            Hypothesis {
                half_length,
                alt_half_length: None,
                ..hyp
            },
        );
        if let Some(c) = read
            && best.is_none_or(|b| c.confidence > b.confidence)
        {
            best = Some(c);
        }
    }
    best
}

/// Reads the tile of a hypothesis at the length it says.
fn examine_at(detail: &RgbImage, to_detail: f32, hyp: Hypothesis) -> Option<Candidate> {
    let (dw, dh) = detail.dimensions();
    let c = hyp.centre.scale(to_detail);
    let w = hyp.width * to_detail;
    let hl = hyp.half_length * to_detail;
    // The patch covers the tile and a margin around it.
    let pw_span = w * (1.0 + 2.0 * MARGIN);
    let ph_half = hl + MARGIN * w;
    let u = hyp.along;
    let v = hyp.across;
    let skew = hyp.skew;
    // A tile cut by the photo's edge is not fully visible.
    let margin = 0.05 * w;
    for (a, b) in [(-0.5, -1.0), (0.5, -1.0), (0.5, 1.0), (-0.5, 1.0)] {
        let p = c.add(u.scale(a * w + skew * b * hl)).add(v.scale(b * hl));
        if p.x < -margin || p.y < -margin || p.x > dw as f32 + margin || p.y > dh as f32 + margin {
            return None;
        }
    }

    // The upright patch, sampled at twice its size and averaged 2 × 2.
    let (pw, ph) = (PATCH, 2 * PATCH);
    let mut fine = RgbImage::new(2 * pw, 2 * ph);
    let fine_w = (2 * pw) as f32;
    let fine_half = (2 * PATCH) as f32;
    warp_into_with(
        detail,
        |x, y| {
            let a = (x + 0.5 - fine_w / 2.0) / fine_w * pw_span;
            let b = (y + 0.5 - fine_half) / fine_half * ph_half;
            let p = c.add(u.scale(a + skew * b)).add(v.scale(b));
            (p.x - 0.5, p.y - 0.5)
        },
        Interpolation::Bilinear,
        Border::Replicate,
        &mut fine,
    );
    // The bar's channel first; the least component as well, where light
    // coloured pips may hardly differ in the bar's channel. The reading with
    // more pips stands (missing a faint pip is likelier than inventing a
    // round, evenly sized, well placed one), then the more confident.
    let mut best: Option<Candidate> = None;
    let channels: &[Channel] = if hyp.channel == Channel::Least {
        &[Channel::Least]
    } else {
        &[hyp.channel, Channel::Least]
    };
    for &channel in channels {
        let Some(c) = read_patch(&fine, channel, hyp) else {
            continue;
        };
        let better = best.is_none_or(|b| (c.pips(), c.confidence) > (b.pips(), b.confidence));
        if better {
            best = Some(c);
        }
    }
    best
}

/// Reads the halves of an upright patch (sampled at twice [`PATCH`]) in
/// one channel.
fn read_patch(fine: &RgbImage, channel: Channel, hyp: Hypothesis) -> Option<Candidate> {
    let (pw, ph) = (PATCH, 2 * PATCH);
    let mut values = vec![0.0f32; (pw * ph) as usize];
    for y in 0..ph {
        for x in 0..pw {
            let mut s = 0.0;
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let p = fine.get_pixel(2 * x + dx, 2 * y + dy).0;
                s += channel.value([f32::from(p[0]), f32::from(p[1]), f32::from(p[2])]);
            }
            values[(y * pw + x) as usize] = s / 4.0;
        }
    }
    let at = |x: u32, y: u32| values[(y * pw + x) as usize];

    let mut inner = Vec::new();
    for y in 4..ph - 4 {
        for x in 4..pw - 4 {
            inner.push(at(x, y));
        }
    }
    let face_level = median(&mut inner)?;
    let ink_level = channel.value(hyp.ink);
    if face_level - ink_level < 20.0 {
        return None;
    }
    // The face's own level around each pixel (a maximum over more than a
    // pip's width, smoothed), so that light falling off across the tile
    // (spot-lit tables) does not turn its darker end into marks. A mark is
    // darker than that level by 40 % of the face-to-bar contrast, scaled
    // with the light.
    let plane = GrayImage::from_fn(pw, ph, |x, y| {
        Luma([at(x, y).round().clamp(0.0, 255.0) as u8])
    });
    let local = box_filter(&grayscale_dilate(&plane, &Mask::square(9)), 6, 6);
    let depth = 0.4 * (1.0 - ink_level.max(0.0) / face_level);
    let threshold_at = |x: u32, y: u32| {
        let l = f32::from(local.get_pixel(x, y).0[0]).max(face_level * 0.5);
        l * (1.0 - depth)
    };

    let scale = PATCH as f32 / (hyp.width * (1.0 + 2.0 * MARGIN));
    // Only the bar itself is left out: in some sets the pips next to it come
    // within a tenth of the width.
    let band = ((hyp.thickness * scale) / 2.0 + 1.0).clamp(2.0, 6.0) as u32;
    let regions = [
        (2, 2, pw - 2, PATCH - band),
        (2, PATCH + band, pw - 2, ph - 2),
    ];
    // The tile's width and a half's length in patch pixels.
    let sx = pw as f32 / (1.0 + 2.0 * MARGIN);
    let sy = PATCH as f32 * hyp.half_length / (hyp.half_length + MARGIN * hyp.width);
    let centres = [
        (pw as f32 / 2.0, PATCH as f32 - sy / 2.0),
        (pw as f32 / 2.0, PATCH as f32 + sy / 2.0),
    ];
    let mut half_blobs: [Vec<Blob>; 2] = [Vec::new(), Vec::new()];
    let mut areas = [0.0f32; 2];
    for (k, &(x0, y0, x1, y1)) in regions.iter().enumerate() {
        let mask = GrayImage::from_fn(x1 - x0, y1 - y0, |x, y| {
            let (px, py) = (x0 + x, y0 + y);
            Luma([if at(px, py) < threshold_at(px, py) {
                255
            } else {
                0
            }])
        });
        areas[k] = ((x1 - x0) * (y1 - y0)) as f32;
        half_blobs[k] = blobs(&mask)
            .into_iter()
            .map(|b| Blob {
                cx: b.cx + x0 as f32,
                cy: b.cy + y0 as f32,
                ..b
            })
            .collect();
    }

    // Pips: round, not touching the half's border, of one size per tile.
    let side = sx;
    let (area_min, area_max) = (0.004 * side * side, 0.07 * side * side);
    let round = |b: &Blob| {
        let aspect = b.w.max(b.h) / b.w.min(b.h);
        !b.touches
            && (area_min..=area_max).contains(&b.n)
            && aspect <= 1.6
            && b.n / (b.w * b.h) >= 0.5
    };
    let mut sizes: Vec<f32> = half_blobs
        .iter()
        .flatten()
        .filter(|b| round(b))
        .map(|b| b.n)
        .collect();
    let pip_area = median(&mut sizes);

    let mut halves = [0u8; 2];
    let mut confidence = 1.0f32;
    let mut kept_sizes = Vec::new();
    for (k, found) in half_blobs.iter().enumerate() {
        let mut points = Vec::new();
        let mut clutter = 0.0;
        for b in found {
            // A pip lying against the bar, joined to it by blur: round, of
            // the pips' size, touching the half only on the bar's side.
            let on_bar_side = if k == 0 {
                b.touches_bottom && !b.touches_top
            } else {
                b.touches_top && !b.touches_bottom
            };
            if b.touches {
                trace!(
                    "    touching blob n {} at ({:.1}, {:.1}) {}x{} bar side {on_bar_side} sides {} pip area {pip_area:?}",
                    b.n, b.cx, b.cy, b.w, b.h, b.touches_sides
                );
            }
            if on_bar_side
                && !b.touches_sides
                && let Some(a) = pip_area
            {
                let aspect = b.w.max(b.h) / b.w.min(b.h);
                if (0.6..=2.2).contains(&(b.n / a)) && aspect <= 1.4 && b.n / (b.w * b.h) >= 0.6 {
                    points.push((b.cx, b.cy));
                    kept_sizes.push(b.n);
                    continue;
                }
            }
            if b.touches {
                // The table around the tile, its edge or the bar's end
                // reaching in; a mark that reaches deep inside is something
                // printed (or a pip run into the edge: no sure reading).
                if b.deep > 0.3 * area_min {
                    clutter += b.n;
                }
                continue;
            }
            let Some(a) = pip_area else {
                if b.n >= 8.0 {
                    clutter += b.n;
                }
                continue;
            };
            let ratio = b.n / a;
            let aspect = b.w.max(b.h) / b.w.min(b.h);
            if round(b) && (0.45..=2.2).contains(&ratio) {
                points.push((b.cx, b.cy));
                kept_sizes.push(b.n);
            } else if (1.6..=3.4).contains(&ratio) && aspect > 1.6 && aspect <= 3.6 {
                // Two or three pips run together by blur.
                let m = ratio.round() as usize;
                for i in 0..m {
                    let f = (i as f32 + 0.5) / m as f32 - 0.5;
                    if b.w >= b.h {
                        points.push((b.cx + f * b.w, b.cy));
                    } else {
                        points.push((b.cx, b.cy + f * b.h));
                    }
                }
            } else if b.n >= 8.0_f32.max(0.3 * a) {
                clutter += b.n;
            }
        }
        let clutter_share = clutter / areas[k];
        if clutter_share > CLUTTER_MAX || points.len() > 6 {
            trace!(
                "  half {k}: clutter {clutter_share:.3}, {} pips",
                points.len()
            );
            return None;
        }
        let (hx, hy) = centres[k];
        let relative: Vec<(f32, f32)> = points
            .iter()
            .map(|&(x, y)| ((x - hx) / sx, (y - hy) / sy))
            .collect();
        trace!("  half {k}: points {relative:?}");
        let fit = layout::fit(&relative)?;
        if fit > FIT_MAX {
            trace!(
                "  half {k}: {} pips fit {fit:.3} at {relative:?}",
                points.len()
            );
            return None;
        }
        confidence *= (-(fit / 0.1).powi(2)).exp();
        confidence *= 1.0 - 0.5 * clutter_share / CLUTTER_MAX;
        halves[k] = points.len() as u8;
    }
    if kept_sizes.len() >= 2 {
        let n = kept_sizes.len() as f32;
        let mean = kept_sizes.iter().sum::<f32>() / n;
        let var = kept_sizes.iter().map(|s| (s - mean).powi(2)).sum::<f32>() / n;
        let cv = var.sqrt() / mean;
        confidence *= (-(cv / 0.4).powi(2)).exp();
    }
    if !hyp.measured {
        confidence *= 0.85;
    }
    if !hyp.ends_seen {
        confidence *= 0.85;
    }
    trace!("  read {halves:?} confidence {confidence:.2}");
    if confidence < CONFIDENCE_MIN {
        return None;
    }
    Some(Candidate {
        hyp,
        halves,
        confidence,
    })
}

/// How many of a tile's four sides show an edge: a pixel unlike its face
/// just inside or outside where the side should be, along most of it.
fn sides_seen(work: &RgbImage, c: &Candidate) -> usize {
    let h = &c.hyp;
    let tol = (0.25 * distance(h.face, h.ink)).clamp(18.0, 45.0);
    // (across the bar?, sign, distance to the side, half its extent)
    let sides = [
        (true, 1.0f32, h.width / 2.0, h.half_length),
        (true, -1.0, h.width / 2.0, h.half_length),
        (false, 1.0, h.half_length, h.width / 2.0),
        (false, -1.0, h.half_length, h.width / 2.0),
    ];
    sides
        .iter()
        .filter(|&&(long_side, sign, dist, extent)| {
            let mut hits = 0;
            for i in 0..10 {
                let f = (i as f32 + 0.5) / 10.0 * 1.4 - 0.7;
                let hit = (0..=12).any(|j| {
                    let r = sign * dist * (0.88 + 0.02 * j as f32);
                    let p = if long_side {
                        h.at(r, f * extent)
                    } else {
                        h.at(f * extent, r)
                    };
                    sample(work, p).is_none_or(|s| distance(s, h.face) > tol)
                });
                if hit {
                    hits += 1;
                }
            }
            hits >= 7
        })
        .count()
}

/// Whether a reading is a printed picture of a tile rather than a tile: on
/// all four sides a thin line of the ink's colour hugs its outline, with
/// something other than ink beyond it (box art draws its dominoes with an
/// outline; a real tile's edge meets the table, its shadow or a
/// neighbour).
fn outlined(work: &RgbImage, c: &Candidate) -> bool {
    let h = &c.hyp;
    let tol = (0.25 * distance(h.face, h.ink)).clamp(18.0, 45.0);
    let w = h.width;
    let sides = [
        (true, 1.0f32, h.width / 2.0, h.half_length),
        (true, -1.0, h.width / 2.0, h.half_length),
        (false, 1.0, h.half_length, h.width / 2.0),
        (false, -1.0, h.half_length, h.width / 2.0),
    ];
    sides.iter().all(|&(long_side, sign, dist, extent)| {
        let point = |f: f32, r: f32| {
            let r = sign * r;
            if long_side {
                h.at(r, f * extent)
            } else {
                h.at(f * extent, r)
            }
        };
        let mut lined = 0;
        for i in 0..10 {
            let f = (i as f32 + 0.5) / 10.0 * 1.4 - 0.7;
            let ink = [-0.04, -0.02, 0.0, 0.02, 0.04, 0.06].iter().any(|&o| {
                sample(work, point(f, dist + o * w)).is_some_and(|s| distance(s, h.ink) < tol)
            });
            let beyond = sample(work, point(f, dist + 0.15 * w))
                .is_some_and(|s| distance(s, h.ink) > 2.0 * tol);
            if ink && beyond {
                lined += 1;
            }
        }
        lined >= 7
    })
}

/// The photo-wide decisions: a tile with at most one pip must look like the
/// photo's tiles with pips (face colour and size) or, where there are none,
/// stand out from the table on all four sides; overlapping readings keep the
/// most confident.
fn decide(work: &RgbImage, mut found: Vec<Candidate>) -> Vec<Candidate> {
    let references: Vec<Candidate> = found
        .iter()
        .filter(|c| c.pips() >= 2 && c.confidence >= 0.4)
        .copied()
        .collect();
    found.retain(|c| {
        if outlined(work, c) {
            trace!("  {:?} is a printed picture", c.halves);
            return false;
        }
        if c.pips() >= 2 {
            return true;
        }
        let alike = references.iter().any(|r| {
            distance(r.hyp.face, c.hyp.face) < 45.0
                && (0.75..=1.33).contains(&(c.hyp.width / r.hyp.width))
        });
        // With no tile with pips to compare with, a lone blank must at least
        // stand out from the table on all four sides.
        alike || (references.is_empty() && c.confidence >= 0.5 && sides_seen(work, c) == 4)
    });
    found.sort_by(|a, b| b.confidence.total_cmp(&a.confidence));
    let mut kept: Vec<Candidate> = Vec::new();
    for c in found {
        if kept
            .iter()
            .any(|k| k.contains(c.hyp.centre) || c.contains(k.hyp.centre) || c.overlap(k) > 0.2)
        {
            continue;
        }
        kept.push(c);
    }
    kept
}
