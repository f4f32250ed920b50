//! Pictures for the QR reader's tests and benchmark, made on the spot: busy
//! ones without a code (noise, stripes, tilings of finder-like squares) of
//! any size up to a phone's photo, and codes drawn into them at any width.

#![allow(dead_code)] // Each user takes what it needs.

/// A phone's photo: 4,000 × 3,000 pixels.
pub const PHOTO: (usize, usize) = (4_000, 3_000);

/// A table's code, as the director's phone draws it.
pub const START: &str = r#"{"v":1,"kind":"start","tournament":"3f2a9c1b7d4e6a80","round":2,"table":1,"rules":"pr-federacion","pairs":[{"pair":3,"players":["Ana","Bia"]},{"pair":8,"players":["Caio","Duda"]}]}"#;

/// A grey picture.
pub struct Picture {
    pub width: usize,
    pub height: usize,
    pub pixels: Vec<u8>,
}

/// A xorshift generator: the same pictures at every run.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

impl Picture {
    /// White.
    pub fn blank(width: usize, height: usize) -> Picture {
        Picture {
            width,
            height,
            pixels: vec![255; width * height],
        }
    }

    /// Every pixel black or white at random: the busiest picture for the
    /// decoder, at every scale.
    pub fn noise(width: usize, height: usize) -> Picture {
        let mut random = Random(0x9e37_79b9_7f4a_7c15);
        let mut pixels = Vec::with_capacity(width * height);
        while pixels.len() < width * height {
            let bits = random.next();
            pixels.extend((0..64).map(|bit| if bits >> bit & 1 == 1 { 255 } else { 0 }));
        }
        pixels.truncate(width * height);
        Picture {
            width,
            height,
            pixels,
        }
    }

    /// Black and white upright stripes of random widths (1 to 24 pixels).
    pub fn stripes(width: usize, height: usize) -> Picture {
        let mut random = Random(0x2545_f491_4f6c_dd1d);
        let mut row = Vec::with_capacity(width);
        let mut dark = true;
        while row.len() < width {
            let run = 1 + (random.next() % 24) as usize;
            row.extend(std::iter::repeat_n(if dark { 0 } else { 255 }, run));
            dark = !dark;
        }
        row.truncate(width);
        Picture {
            width,
            height,
            pixels: row.repeat(height),
        }
    }

    /// Finder-like squares side by side, as a code's corners are drawn (a
    /// ring 7 modules wide, a light ring, a dark square 3 wide), one light
    /// module between them, `module` pixels a module: what keeps the
    /// decoder busiest, as many of them as fit.
    pub fn finders(width: usize, height: usize, module: usize) -> Picture {
        let period = 8 * module.max(1);
        let dark = |x: usize, y: usize| {
            let (mx, my) = (x % period / module.max(1), y % period / module.max(1));
            let ring = mx == 0 || mx == 6 || my == 0 || my == 6;
            let stone = (2..=4).contains(&mx) && (2..=4).contains(&my);
            mx < 7 && my < 7 && (ring || stone)
        };
        let pixels = (0..height)
            .flat_map(|y| (0..width).map(move |x| (x, y)))
            .map(|(x, y)| if dark(x, y) { 0 } else { 255 })
            .collect();
        Picture {
            width,
            height,
            pixels,
        }
    }

    /// Draws `text`'s code, its quiet zone included, as a square `side`
    /// pixels wide with its top left corner at `at`.
    pub fn draw_code(&mut self, text: &str, side: usize, (left, top): (usize, usize)) {
        let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::L)
            .expect("the text fits a QR code");
        let modules = code.width();
        let colors = code.to_colors();
        let total = modules + 2 * 4;
        for y in 0..side.min(self.height - top) {
            let my = (y * total / side).checked_sub(4);
            let row = (top + y) * self.width + left;
            for x in 0..side.min(self.width - left) {
                let mx = (x * total / side).checked_sub(4);
                let dark = match (mx, my) {
                    (Some(mx), Some(my)) if mx < modules && my < modules => {
                        colors[my * modules + mx] == qrcode::Color::Dark
                    }
                    _ => false,
                };
                self.pixels[row + x] = if dark { 0 } else { 255 };
            }
        }
    }

    /// The picture as an 8-bit grey PNG.
    pub fn png(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, self.width as u32, self.height as u32);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_compression(png::Compression::Fast);
        encoder
            .write_header()
            .expect("a PNG header in memory")
            .write_image_data(&self.pixels)
            .expect("the pixels in memory");
        out
    }
}
