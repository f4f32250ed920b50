//! A signature: the strokes a finger drew on the pad at match over, kept
//! with the match. The pad writes SVG path data in its own units (a
//! [`PAD_WIDTH`] × [`PAD_HEIGHT`] box): `M x y` where a stroke starts and
//! `L x y` where the finger moved. [`Signature::parse`] reads that data once,
//! with a loop and no recursion, within bounds (bytes, strokes, points,
//! finite numbers), and [`Signature::path_data`] writes it back normalised:
//! whole numbers inside the pad, one command per point. What a match keeps is
//! only that normalised form, and only that form is drawn.
//!
//! ```
//! use tranque::signature::Signature;
//!
//! let ink = Signature::parse("M10 10 L20.4,30 40 50 ").unwrap();
//! assert_eq!(ink.path_data(), "M10 10 L20 30 L40 50");
//! assert!(Signature::parse(&format!("M10 10{}", "z".repeat(12_000))).is_err());
//! ```

/// The pad's width, in its units (the UI's `SIGNATURE_VIEWBOX`).
pub const PAD_WIDTH: u16 = 320;
/// The pad's height, in its units.
pub const PAD_HEIGHT: u16 = 120;
/// The most strokes a signature holds (a stroke per time the finger touched).
pub const MAX_STROKES: usize = 200;
/// The most points a signature holds, all strokes together: about a minute
/// of a finger moving on the pad.
pub const MAX_POINTS: usize = 5_000;
/// The most bytes of path data read, as given and as kept: the normalised
/// form of [`MAX_POINTS`] points (at most `L320 120 `, 9 bytes each) fits.
pub const MAX_SIGNATURE_BYTES: usize = 64 * 1024;

/// A point of the ink, in the pad's units, inside the pad.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Point {
    /// From the pad's left edge, 0 to [`PAD_WIDTH`].
    pub x: u16,
    /// From the pad's top edge, 0 to [`PAD_HEIGHT`].
    pub y: u16,
}

/// A signature read from path data: its strokes, each a run of points.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Signature {
    strokes: Vec<Vec<Point>>,
}

/// Why path data is not a signature the pad could have drawn.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignatureProblem {
    /// More bytes than [`MAX_SIGNATURE_BYTES`].
    #[error("it is {bytes} bytes, at most {max}")]
    TooLong {
        /// The bytes given.
        bytes: usize,
        /// The most read.
        max: usize,
    },
    /// A character that is not a command the pad writes (`M`, `L`), a
    /// number or a separator.
    #[error("{found:?} is not part of the pad's ink (M, L, numbers)")]
    NotInk {
        /// The character.
        found: char,
    },
    /// A line before any stroke started (the data must begin with `M`).
    #[error("the ink must start with M")]
    NoStroke,
    /// A command with a lone number, or none, where a point needs two.
    #[error("a point needs two numbers")]
    HalfPoint,
    /// A number that is not finite or not written as one.
    #[error("{number:?} is not a number of the pad")]
    BadNumber {
        /// The number as written (its first characters).
        number: String,
    },
    /// More strokes than [`MAX_STROKES`].
    #[error("more than {max} strokes")]
    TooManyStrokes {
        /// The most kept.
        max: usize,
    },
    /// More points than [`MAX_POINTS`].
    #[error("more than {max} points")]
    TooManyPoints {
        /// The most kept.
        max: usize,
    },
}

/// A piece of path data: a command letter or a number.
enum Token<'a> {
    Command(char),
    Number(&'a str),
}

/// The pieces of `data`, in order, skipping separators (whitespace, commas).
fn tokens(data: &str) -> impl Iterator<Item = Result<Token<'_>, SignatureProblem>> {
    let mut rest = data;
    std::iter::from_fn(move || {
        rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace() || c == ',');
        let c = rest.chars().next()?;
        if c == 'M' || c == 'L' {
            rest = &rest[1..];
            return Some(Ok(Token::Command(c)));
        }
        if !(c.is_ascii_digit() || matches!(c, '+' | '-' | '.')) {
            return Some(Err(SignatureProblem::NotInk { found: c }));
        }
        let end = number_end(rest);
        let (number, after) = rest.split_at(end);
        rest = after;
        Some(Ok(Token::Number(number)))
    })
}

/// Where the number at the start of `text` ends: a sign, digits, a point
/// and digits, an exponent (`e`, a sign, digits).
fn number_end(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut at = 0;
    let digits = |at: &mut usize| {
        while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
            *at += 1;
        }
    };
    if matches!(bytes.first(), Some(b'+' | b'-')) {
        at += 1;
    }
    digits(&mut at);
    if bytes.get(at) == Some(&b'.') {
        at += 1;
        digits(&mut at);
    }
    if matches!(bytes.get(at), Some(b'e' | b'E')) {
        let mut exponent = at + 1;
        if matches!(bytes.get(exponent), Some(b'+' | b'-')) {
            exponent += 1;
        }
        if bytes.get(exponent).is_some_and(u8::is_ascii_digit) {
            at = exponent;
            digits(&mut at);
        }
    }
    at.max(1)
}

/// A coordinate written as `number`, rounded into `0..=max`.
fn coordinate(number: &str, max: u16) -> Result<u16, SignatureProblem> {
    let bad = || SignatureProblem::BadNumber {
        number: number.chars().take(24).collect(),
    };
    let value: f64 = number.parse().map_err(|_| bad())?;
    if !value.is_finite() {
        return Err(bad());
    }
    // Clamped: a finger leaving the pad's edge still draws on the edge.
    let rounded = value.round().clamp(0.0, f64::from(max));
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    Ok(rounded as u16)
}

impl Signature {
    /// Reads path data as the pad writes it: `M` starts a stroke, `L` (or
    /// more numbers after `M` or `L`) continues it; commas and whitespace
    /// separate. Coordinates are rounded to whole units and kept inside the
    /// pad. Anything else, or more than the bounds, is refused. Blank data is
    /// a signature without ink.
    pub fn parse(data: &str) -> Result<Signature, SignatureProblem> {
        if data.len() > MAX_SIGNATURE_BYTES {
            return Err(SignatureProblem::TooLong {
                bytes: data.len(),
                max: MAX_SIGNATURE_BYTES,
            });
        }
        let mut strokes: Vec<Vec<Point>> = Vec::new();
        let mut points = 0;
        let mut starts_stroke = false;
        let mut x = None;
        for token in tokens(data) {
            match token? {
                Token::Command(command) => {
                    if x.is_some() {
                        return Err(SignatureProblem::HalfPoint);
                    }
                    if command == 'M' {
                        if strokes.len() == MAX_STROKES {
                            return Err(SignatureProblem::TooManyStrokes { max: MAX_STROKES });
                        }
                        starts_stroke = true;
                    } else if strokes.is_empty() && !starts_stroke {
                        return Err(SignatureProblem::NoStroke);
                    }
                }
                Token::Number(number) => {
                    if strokes.is_empty() && !starts_stroke {
                        return Err(SignatureProblem::NoStroke);
                    }
                    let Some(across) = x.take() else {
                        x = Some(coordinate(number, PAD_WIDTH)?);
                        continue;
                    };
                    let point = Point {
                        x: across,
                        y: coordinate(number, PAD_HEIGHT)?,
                    };
                    if points == MAX_POINTS {
                        return Err(SignatureProblem::TooManyPoints { max: MAX_POINTS });
                    }
                    points += 1;
                    match strokes.last_mut() {
                        Some(stroke) if !starts_stroke => stroke.push(point),
                        _ => strokes.push(vec![point]),
                    }
                    starts_stroke = false;
                }
            }
        }
        if x.is_some() || starts_stroke {
            return Err(SignatureProblem::HalfPoint);
        }
        Ok(Signature { strokes })
    }

    /// The strokes, each a run of points in the pad's units.
    pub fn strokes(&self) -> &[Vec<Point>] {
        &self.strokes
    }

    /// Whether there is no ink at all.
    pub fn is_empty(&self) -> bool {
        self.strokes.is_empty()
    }

    /// The normalised path data: `M x y` for each stroke's first point,
    /// `L x y` for each next one, whole numbers, single spaces.
    pub fn path_data(&self) -> String {
        let mut out = String::new();
        for stroke in &self.strokes {
            for (i, point) in stroke.iter().enumerate() {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push(if i == 0 { 'M' } else { 'L' });
                out.push_str(&format!("{} {}", point.x, point.y));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pads_own_ink_comes_back_as_it_was_written() {
        let pad = "M12 40 L13 41 L15 44 M200 90 L210 95 ";
        let ink = Signature::parse(pad).unwrap();
        assert_eq!(ink.strokes().len(), 2);
        assert_eq!(ink.path_data(), pad.trim());
    }

    #[test]
    fn points_are_rounded_into_the_pad() {
        let ink = Signature::parse("M-5 -0.4 L400,130 L 1e2 6.5e1").unwrap();
        assert_eq!(ink.path_data(), "M0 0 L320 120 L100 65");
    }

    #[test]
    fn numbers_after_a_move_continue_the_stroke() {
        let ink = Signature::parse("M1 2 3 4 5 6").unwrap();
        assert_eq!(ink.path_data(), "M1 2 L3 4 L5 6");
    }

    #[test]
    fn blank_ink_is_a_signature_without_strokes() {
        assert!(Signature::parse("  ").unwrap().is_empty());
        assert_eq!(Signature::default().path_data(), "");
    }

    #[test]
    fn what_the_pad_never_writes_is_refused() {
        let refused = |data: &str| Signature::parse(data).unwrap_err();
        assert_eq!(
            refused(&format!("M10 10{}", "z".repeat(12_000))),
            SignatureProblem::NotInk { found: 'z' }
        );
        assert_eq!(
            refused("M1 1 C2 2 3 3 4 4"),
            SignatureProblem::NotInk { found: 'C' }
        );
        assert_eq!(refused("<script>"), SignatureProblem::NotInk { found: '<' });
        assert_eq!(refused("L1 1"), SignatureProblem::NoStroke);
        assert_eq!(refused("1 1"), SignatureProblem::NoStroke);
        assert_eq!(refused("M1"), SignatureProblem::HalfPoint);
        assert_eq!(refused("M1 L2 2"), SignatureProblem::HalfPoint);
        assert_eq!(refused("M"), SignatureProblem::HalfPoint);
        assert!(matches!(
            refused("M1e999 1"),
            SignatureProblem::BadNumber { .. }
        ));
        assert!(matches!(
            refused("M- 1"),
            SignatureProblem::BadNumber { .. }
        ));
        assert!(matches!(
            refused("M1 +"),
            SignatureProblem::BadNumber { .. }
        ));
    }

    #[test]
    fn a_signature_is_bounded_in_bytes_strokes_and_points() {
        let long = "M1 1 ".repeat(MAX_SIGNATURE_BYTES / 5 + 1);
        assert!(matches!(
            Signature::parse(&long).unwrap_err(),
            SignatureProblem::TooLong { .. }
        ));
        let strokes = "M1 1 ".repeat(MAX_STROKES + 1);
        assert_eq!(
            Signature::parse(&strokes).unwrap_err(),
            SignatureProblem::TooManyStrokes { max: MAX_STROKES }
        );
        assert!(Signature::parse(&"M1 1 ".repeat(MAX_STROKES)).is_ok());
        let points = format!("M1 1{}", " L2 2".repeat(MAX_POINTS));
        assert_eq!(
            Signature::parse(&points).unwrap_err(),
            SignatureProblem::TooManyPoints { max: MAX_POINTS }
        );
    }

    #[test]
    fn the_longest_normalised_signature_fits_what_is_kept() {
        let mut data = String::new();
        for stroke in 0..MAX_STROKES {
            let points = MAX_POINTS / MAX_STROKES;
            data.push_str(&format!("M{stroke} 120"));
            data.push_str(&" L320 120".repeat(points - 1));
        }
        let ink = Signature::parse(&data).unwrap();
        let kept = ink.path_data();
        assert!(kept.len() <= MAX_SIGNATURE_BYTES, "{} bytes", kept.len());
        assert_eq!(Signature::parse(&kept).unwrap(), ink);
    }
}
