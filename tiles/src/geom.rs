//! Small shared pieces: points, bilinear colour samples, mark channels.

use image::RgbImage;

/// A colour as three floating channels, 0..=255.
pub(crate) type Colour = [f32; 3];

/// A point or a direction in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Pt {
    pub x: f32,
    pub y: f32,
}

impl Pt {
    pub(crate) const fn new(x: f32, y: f32) -> Self {
        Self { x, y }
    }
    pub(crate) fn add(self, o: Self) -> Self {
        Self::new(self.x + o.x, self.y + o.y)
    }
    pub(crate) fn sub(self, o: Self) -> Self {
        Self::new(self.x - o.x, self.y - o.y)
    }
    pub(crate) fn scale(self, k: f32) -> Self {
        Self::new(self.x * k, self.y * k)
    }
    pub(crate) fn dot(self, o: Self) -> f32 {
        self.x * o.x + self.y * o.y
    }
    pub(crate) fn norm(self) -> f32 {
        self.dot(self).sqrt()
    }
    /// The direction turned a quarter turn.
    pub(crate) fn perp(self) -> Self {
        Self::new(-self.y, self.x)
    }
}

/// The picture's colour at a point, bilinear, `None` outside the picture.
pub(crate) fn sample(image: &RgbImage, p: Pt) -> Option<Colour> {
    let (w, h) = image.dimensions();
    let x = p.x - 0.5;
    let y = p.y - 0.5;
    if !(x >= 0.0 && y >= 0.0 && x <= (w - 1) as f32 && y <= (h - 1) as f32) {
        return None;
    }
    let x0 = x.floor() as u32;
    let y0 = y.floor() as u32;
    let x1 = (x0 + 1).min(w - 1);
    let y1 = (y0 + 1).min(h - 1);
    let fx = x - x0 as f32;
    let fy = y - y0 as f32;
    let a = image.get_pixel(x0, y0).0;
    let b = image.get_pixel(x1, y0).0;
    let c = image.get_pixel(x0, y1).0;
    let d = image.get_pixel(x1, y1).0;
    let mut out = [0.0; 3];
    for (i, o) in out.iter_mut().enumerate() {
        let top = f32::from(a[i]) * (1.0 - fx) + f32::from(b[i]) * fx;
        let bottom = f32::from(c[i]) * (1.0 - fx) + f32::from(d[i]) * fx;
        *o = top * (1.0 - fy) + bottom * fy;
    }
    Some(out)
}

/// The Euclidean distance between two colours.
pub(crate) fn distance(a: Colour, b: Colour) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// The per-channel median of some colours (`None` when there are none).
pub(crate) fn median_colour(colours: &[Colour]) -> Option<Colour> {
    if colours.is_empty() {
        return None;
    }
    let mut out = [0.0; 3];
    for (i, o) in out.iter_mut().enumerate() {
        let mut v: Vec<f32> = colours.iter().map(|c| c[i]).collect();
        *o = median(&mut v)?;
    }
    Some(out)
}

/// The median of some numbers (`None` when there are none).
pub(crate) fn median(values: &mut [f32]) -> Option<f32> {
    if values.is_empty() {
        return None;
    }
    values.sort_by(f32::total_cmp);
    Some(values[values.len() / 2])
}

/// A single-channel view of a colour in which a tile's marks (pips and
/// divider) are darker than its face.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Channel {
    /// Brightness: dark pips on a light face.
    Luma,
    /// The smallest component: saturated pips of any colour (light blue,
    /// green, red) on a white face, where brightness alone hardly differs.
    Least,
    /// The blue component: yellow or orange marks on pink or red tiles, and
    /// dark pips on ivory.
    Blue,
    /// Inverted brightness: white pips on a black or dark tile.
    InvertedLuma,
}

impl Channel {
    /// Every channel, in the order they are searched.
    pub(crate) const ALL: [Self; 4] = [Self::Luma, Self::Least, Self::Blue, Self::InvertedLuma];

    /// The channel's value of a colour, 0..=255.
    pub(crate) fn value(self, c: Colour) -> f32 {
        let luma = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
        match self {
            Self::Luma => luma,
            Self::Least => c[0].min(c[1]).min(c[2]),
            Self::Blue => c[2],
            Self::InvertedLuma => 255.0 - luma,
        }
    }
}
