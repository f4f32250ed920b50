//! The font of the scoresheet's picture and of the tournament's paperwork:
//! DejaVu Sans regular and bold, cut at build time (build/fonts.rs) to the scripts players' names are commonly written in —
//! Latin with its accents, Greek, Cyrillic, Armenian, Hebrew, Arabic,
//! Georgian — and the catalogues' punctuation, so the app carries about a
//! quarter of the full fonts. A character neither font draws (an emoji, a
//! script DejaVu lacks) is never left as an empty box: [`drawable`] writes it
//! as its code point ("U+1F3B2"), and the PNG's text layer keeps the name as
//! it was typed.

use std::sync::{Arc, OnceLock};

use resvg::usvg::fontdb;

include!(concat!(env!("OUT_DIR"), "/covered.rs"));
include!(concat!(env!("OUT_DIR"), "/advances.rs"));

/// The one font family the drawing names.
pub const FONT_FAMILY: &str = "DejaVu Sans";

/// DejaVu Sans, cut to what the scoresheet draws.
pub const REGULAR: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/DejaVuSans.ttf"));
/// DejaVu Sans Bold, cut to what the scoresheet draws.
pub const BOLD: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/DejaVuSans-Bold.ttf"));

/// The embedded fonts, loaded once, read in place from the binary.
pub fn database() -> Arc<fontdb::Database> {
    static FONTS: OnceLock<Arc<fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut fonts = fontdb::Database::new();
            for font in [REGULAR, BOLD] {
                fonts.load_font_source(fontdb::Source::Binary(Arc::new(font)));
            }
            fonts.set_sans_serif_family(FONT_FAMILY);
            Arc::new(fonts)
        })
        .clone()
}

/// Whether both embedded fonts draw `c`.
pub fn draws(c: char) -> bool {
    let c = u32::from(c);
    COVERED
        .binary_search_by(|&(first, last)| {
            if last < c {
                std::cmp::Ordering::Less
            } else if first > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// How far `c` moves the pen in the regular or the bold font, in ems;
/// `None` for a character the fonts do not draw.
pub fn advance(c: char, bold: bool) -> Option<f32> {
    let at = ADVANCES
        .binary_search_by_key(&u32::from(c), |&(c, _, _)| c)
        .ok()?;
    let (_, regular, heavy) = ADVANCES[at];
    Some(f32::from(if bold { heavy } else { regular }) / 1000.0)
}

/// `text` as the embedded fonts can draw it: what they draw stays as it is;
/// what shapes an emoji without being seen (a variation selector, a skin
/// tone, a joiner, a tag) is left out with it; any other character, and
/// every one that hides or moves what a name shows ([`crate::is_hidden`]),
/// is written as its code point, "U+1F3B2", set apart by spaces from its
/// neighbours.
pub fn drawable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut after_code_point = false;
    for c in text.chars() {
        // What hides or moves what a name shows (a control character, a
        // line break, a bidi control, a zero-width space: only an old log
        // keeps one in a name) is written as its code point, never drawn
        // nor left out, so the sheet shows where it stands.
        let hidden = crate::is_hidden(c);
        // A modifier of an emoji just written as its code point goes with it;
        // elsewhere (a joiner between Persian letters) it stays if drawn.
        if !hidden && invisible(c) && (after_code_point || !draws(c)) {
            continue;
        }
        let drawn = !hidden && draws(c);
        let apart = if drawn {
            after_code_point
        } else {
            !out.is_empty()
        };
        if apart && c != ' ' && !out.ends_with(' ') {
            out.push(' ');
        }
        if drawn {
            out.push(c);
        } else {
            out.push_str(&format!("U+{:04X}", u32::from(c)));
        }
        after_code_point = !drawn;
    }
    out
}

/// A character that only changes how its neighbours look.
fn invisible(c: char) -> bool {
    matches!(
        u32::from(c),
        0x200B..=0x200F          // zero-width spaces, joiners, marks
            | 0xFE00..=0xFE0F    // variation selectors
            | 0x1F3FB..=0x1F3FF  // skin tones
            | 0xE0000..=0xE007F  // tags
            | 0xE0100..=0xE01EF  // variation selectors supplement
    )
}
