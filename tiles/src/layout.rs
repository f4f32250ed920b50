//! The standard pip layouts of a half, 0 to 6, and how well a set of pip
//! centres fits them.

/// Unit offsets of each standard layout, in both orientations where they
/// differ; a half's pips sit at `offset * spacing` from its centre.
fn templates(n: usize) -> &'static [&'static [(f32, f32)]] {
    const ONE: &[&[(f32, f32)]] = &[&[(0.0, 0.0)]];
    const TWO: &[&[(f32, f32)]] = &[&[(-1.0, -1.0), (1.0, 1.0)], &[(-1.0, 1.0), (1.0, -1.0)]];
    const THREE: &[&[(f32, f32)]] = &[
        &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        &[(-1.0, 1.0), (0.0, 0.0), (1.0, -1.0)],
    ];
    const FOUR: &[&[(f32, f32)]] = &[&[(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)]];
    const FIVE: &[&[(f32, f32)]] = &[&[
        (-1.0, -1.0),
        (-1.0, 1.0),
        (0.0, 0.0),
        (1.0, -1.0),
        (1.0, 1.0),
    ]];
    const SIX: &[&[(f32, f32)]] = &[
        &[
            (-1.0, -1.0),
            (-1.0, 0.0),
            (-1.0, 1.0),
            (1.0, -1.0),
            (1.0, 0.0),
            (1.0, 1.0),
        ],
        &[
            (-1.0, -1.0),
            (0.0, -1.0),
            (1.0, -1.0),
            (-1.0, 1.0),
            (0.0, 1.0),
            (1.0, 1.0),
        ],
    ];
    match n {
        1 => ONE,
        2 => TWO,
        3 => THREE,
        4 => FOUR,
        5 => FIVE,
        6 => SIX,
        _ => &[],
    }
}

/// How far, as a share of the half's side, pips are from the half's centre
/// (along each axis) in the sets this was made on, and the range accepted.
const SPACING: f32 = 0.27;
const SPACING_RANGE: (f32, f32) = (0.17, 0.36);

/// The root-mean-square distance, as a share of the half's side, between
/// pip centres (relative to the half's centre, in half-side units) and the
/// best-fitting standard layout of that count; `None` for more than 6 pips.
/// No pips fit perfectly.
pub(crate) fn fit(points: &[(f32, f32)]) -> Option<f32> {
    let n = points.len();
    if n == 0 {
        return Some(0.0);
    }
    let mut best: Option<f32> = None;
    for template in templates(n) {
        let mut order: Vec<usize> = (0..n).collect();
        permute(&mut order, 0, &mut |perm| {
            // The spacing that best fits this pairing, kept to the range.
            let (mut num, mut den) = (0.0, 0.0);
            for (k, &i) in perm.iter().enumerate() {
                let (tx, ty) = template[k];
                num += points[i].0 * tx + points[i].1 * ty;
                den += tx * tx + ty * ty;
            }
            let s = if den > 0.0 {
                (num / den).clamp(SPACING_RANGE.0, SPACING_RANGE.1)
            } else {
                SPACING
            };
            let mut sq = 0.0;
            for (k, &i) in perm.iter().enumerate() {
                let (tx, ty) = template[k];
                sq += (points[i].0 - tx * s).powi(2) + (points[i].1 - ty * s).powi(2);
            }
            let rms = (sq / n as f32).sqrt();
            if best.is_none_or(|b| rms < b) {
                best = Some(rms);
            }
        });
    }
    best
}

/// Calls `f` with every permutation of `items[k..]` (Heap-free, by swaps).
fn permute(items: &mut [usize], k: usize, f: &mut dyn FnMut(&[usize])) {
    if k == items.len() {
        f(items);
        return;
    }
    for i in k..items.len() {
        items.swap(k, i);
        permute(items, k + 1, f);
        items.swap(k, i);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(n: usize, s: f32) -> Vec<(f32, f32)> {
        templates(n)[0]
            .iter()
            .map(|&(x, y)| (x * s, y * s))
            .collect()
    }

    #[test]
    fn standard_layouts_fit_and_others_do_not() {
        for n in 1..=6 {
            let fitted = fit(&layout(n, 0.27)).unwrap_or(1.0);
            assert!(fitted < 0.01, "{n}: {fitted}");
        }
        // Three pips in a row across the half are no standard three.
        let row = [(-0.27, 0.0), (0.0, 0.0), (0.27, 0.0)];
        assert!(fit(&row).unwrap_or(0.0) > 0.12);
        // One pip in a corner is no one.
        assert!(fit(&[(0.27, 0.27)]).unwrap_or(0.0) > 0.3);
        assert_eq!(fit(&[(0.0, 0.0); 7]), None);
    }
}
