//! Divider-bar candidates: long, thin, straight marks darker than their
//! neighbourhood, in each mark channel and at several neighbourhood sizes.

use image::{GrayImage, Luma, RgbImage};
use imageproc::filter::box_filter;
use imageproc::region_labelling::{Connectivity, connected_components};

use crate::geom::{Channel, Pt};

/// A candidate divider bar, in working-image pixels.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bar {
    /// The bar's centre.
    pub centre: Pt,
    /// A unit vector along the bar (across the tile).
    pub along: Pt,
    /// The bar's length.
    pub length: f32,
    /// The bar's thickness.
    pub thickness: f32,
    /// The channel the bar is dark in.
    pub channel: Channel,
}

/// At most this many candidates are examined in one photo (the longest
/// first), so a picture full of lines cannot make a reading slow.
const MAX_BARS: usize = 2500;

/// A mark is darker than this share of its neighbourhood mean...
const MARK_RATIO: f32 = 0.8;
/// ...and darker than the mean by at least this much.
const MARK_MIN_CONTRAST: f32 = 14.0;

/// Every divider candidate of a working picture.
pub(crate) fn bars(work: &RgbImage) -> Vec<Bar> {
    let (w, h) = work.dimensions();
    let long = w.max(h) as f32;
    let radii: Vec<u32> = [long / 240.0, long / 100.0, long / 40.0]
        .iter()
        .map(|r| (r.round() as u32).max(2))
        .collect();
    let mut out = Vec::new();
    for channel in Channel::ALL {
        let plane = GrayImage::from_fn(w, h, |x, y| {
            let p = work.get_pixel(x, y).0;
            let v = channel.value([f32::from(p[0]), f32::from(p[1]), f32::from(p[2])]);
            Luma([v.round().clamp(0.0, 255.0) as u8])
        });
        let mut found: Vec<Bar> = Vec::new();
        for &r in &radii {
            let mean = box_filter(&plane, r, r);
            let marks = GrayImage::from_fn(w, h, |x, y| {
                let v = f32::from(plane.get_pixel(x, y).0[0]);
                let m = f32::from(mean.get_pixel(x, y).0[0]);
                let dark = v < m * MARK_RATIO && v + MARK_MIN_CONTRAST < m;
                Luma([if dark { 255 } else { 0 }])
            });
            let mut level = shapes(&marks, channel, w.min(h) as f32);
            level = join_pieces(level);
            for bar in level {
                let duplicate = found.iter().any(|f| {
                    f.centre.sub(bar.centre).norm() < 0.15 * f.length.max(bar.length)
                        && (f.length / bar.length - 1.0).abs() < 0.25
                        && f.along.dot(bar.along).abs() > 0.97
                });
                if !duplicate {
                    found.push(bar);
                }
            }
        }
        out.extend(found);
    }
    out.sort_by(|a, b| b.length.total_cmp(&a.length));
    out.truncate(MAX_BARS);
    out
}

/// Moments of one connected component.
#[derive(Debug, Clone, Copy, Default)]
struct Moments {
    n: f64,
    sx: f64,
    sy: f64,
    sxx: f64,
    syy: f64,
    sxy: f64,
}

/// The bar-shaped components of a mark picture.
fn shapes(marks: &GrayImage, channel: Channel, short_side: f32) -> Vec<Bar> {
    let labels = connected_components(marks, Connectivity::Eight, Luma([0u8]));
    let mut moments: Vec<Moments> = Vec::new();
    for (x, y, l) in labels.enumerate_pixels() {
        let l = l.0[0] as usize;
        if l == 0 {
            continue;
        }
        if moments.len() < l {
            moments.resize(l, Moments::default());
        }
        let m = &mut moments[l - 1];
        let (x, y) = (f64::from(x) + 0.5, f64::from(y) + 0.5);
        m.n += 1.0;
        m.sx += x;
        m.sy += y;
        m.sxx += x * x;
        m.syy += y * y;
        m.sxy += x * y;
    }
    moments
        .iter()
        .filter_map(|m| bar_of(m, channel, short_side))
        .collect()
}

/// The bar a component is, if it is long, thin and filled like one.
fn bar_of(m: &Moments, channel: Channel, short_side: f32) -> Option<Bar> {
    if m.n < 10.0 {
        return None;
    }
    let cx = m.sx / m.n;
    let cy = m.sy / m.n;
    let vxx = m.sxx / m.n - cx * cx;
    let vyy = m.syy / m.n - cy * cy;
    let vxy = m.sxy / m.n - cx * cy;
    let tr = vxx + vyy;
    let det = vxx * vyy - vxy * vxy;
    let disc = (tr * tr / 4.0 - det).max(0.0).sqrt();
    let l1 = tr / 2.0 + disc;
    let l2 = (tr / 2.0 - disc).max(0.0);
    // A uniform bar of length L has variance L²/12 along it; a pixel-thin
    // bar still has a thickness of about one pixel.
    let length = (12.0 * l1).sqrt() as f32;
    let thickness = ((12.0 * l2).sqrt() as f32).max(1.0);
    let aspect = length / thickness;
    let fill = m.n as f32 / (length * thickness);
    if length < 9.0 || length > 0.75 * short_side {
        return None;
    }
    if !(3.5..=40.0).contains(&aspect) || !(0.55..=1.45).contains(&fill) {
        return None;
    }
    let angle = 0.5 * (2.0 * vxy).atan2(vxx - vyy);
    Some(Bar {
        centre: Pt::new(cx as f32, cy as f32),
        along: Pt::new(angle.cos() as f32, angle.sin() as f32),
        length,
        thickness,
        channel,
    })
}

/// Joins the two pieces of a bar split in its middle (a brass spinner, a
/// glint): collinear, of like thickness, with a short gap between them. The
/// pieces give way to the joined bar; a wrong join (two tiles' bars in one
/// line) fails the tile checks later.
fn join_pieces(bars: Vec<Bar>) -> Vec<Bar> {
    let mut used = vec![false; bars.len()];
    let mut out = Vec::new();
    for i in 0..bars.len() {
        for j in i + 1..bars.len() {
            if used[i] || used[j] {
                continue;
            }
            let (a, b) = (bars[i], bars[j]);
            if a.along.dot(b.along).abs() < 0.97 {
                continue;
            }
            let between = b.centre.sub(a.centre);
            let d = between.norm();
            if d < 1.0 {
                continue;
            }
            let e = between.scale(1.0 / d);
            if e.dot(a.along).abs() < 0.98 {
                continue;
            }
            let gap = d - (a.length + b.length) / 2.0;
            let longer = a.length.max(b.length);
            let ratio = a.thickness / b.thickness;
            let like = (a.length / b.length).clamp(0.0, 10.0);
            if gap < -0.1 * longer
                || gap > 0.45 * longer
                || !(0.5..=2.0).contains(&ratio)
                || !(0.6..=1.67).contains(&like)
            {
                continue;
            }
            let start = a.centre.sub(e.scale(a.length / 2.0));
            let end = b.centre.add(e.scale(b.length / 2.0));
            used[i] = true;
            used[j] = true;
            out.push(Bar {
                centre: start.add(end).scale(0.5),
                along: e,
                length: end.sub(start).norm(),
                thickness: (a.thickness + b.thickness) / 2.0,
                channel: a.channel,
            });
        }
    }
    // Keep the pieces too: a joined pair of two tiles' bars fails its checks,
    // and then each piece still stands for its own tile.
    out.extend(bars);
    out
}
