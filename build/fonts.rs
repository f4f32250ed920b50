//! The embedded fonts (the scoresheet's picture, the paperwork's PDFs), cut at
//! build time to the characters they
//! can draw: DejaVu Sans regular and bold, kept to the scripts of [`KEPT`]
//! with their shaping (cmap, GSUB, GPOS) by `skera`, the fontations
//! subsetter, and written to `OUT_DIR` with the list of characters both
//! subsets draw (`covered.rs`), which the app reads to know what to set
//! another way (src/paper/font.rs), and each one's advance in both fonts
//! (`advances.rs`), which the paperwork measures a line with
//! (src/paper/draw.rs).

use std::path::Path;

use read_fonts::FontRef;
use read_fonts::collections::IntSet;
use read_fonts::types::{NameId, Tag};
use skera::{DEFAULT_LAYOUT_FEATURES, Plan, SubsetFlags, subset_font};
use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};

/// The blocks kept, first to last code point: what the three catalogues'
/// words use, and the scripts players' names are commonly written in.
const KEPT: &[(u32, u32)] = &[
    (0x0020, 0x007E), // Basic Latin
    (0x00A0, 0x00FF), // Latin-1 Supplement
    (0x0100, 0x024F), // Latin Extended-A and -B
    (0x0250, 0x02FF), // IPA extensions, spacing modifier letters
    (0x0300, 0x036F), // Combining diacritical marks (names typed decomposed)
    (0x0370, 0x03FF), // Greek
    (0x0400, 0x052F), // Cyrillic and its supplement
    (0x0530, 0x058F), // Armenian
    (0x0590, 0x05FF), // Hebrew
    (0x0600, 0x06FF), // Arabic
    (0x10A0, 0x10FF), // Georgian
    (0x1E00, 0x1EFF), // Latin Extended Additional (Vietnamese)
    (0x1F00, 0x1FFF), // Greek Extended
    (0x2000, 0x206F), // General punctuation
    (0x20A0, 0x20CF), // Currency symbols
    (0x2190, 0x21FF), // Arrows
    (0x22EF, 0x22EF), // ⋯, between a long sheet's first and last rows
    (0x2605, 0x2606), // ★☆, a few symbols players put in a name:
    (0x2660, 0x266F), // the card suits, musical notes,
    (0x2713, 0x2714), // check marks,
    (0x2764, 0x2764), // the heart
    (0xFB50, 0xFDFF), // Arabic presentation forms A
    (0xFE70, 0xFEFF), // Arabic presentation forms B
];

/// Writes `DejaVuSans.ttf`, `DejaVuSans-Bold.ttf`, `covered.rs` and
/// `advances.rs` to `out`.
pub fn write(out: &Path) {
    let kept: IntSet<u32> = KEPT
        .iter()
        .flat_map(|&(first, last)| first..=last)
        .collect();
    let mut covered: Option<IntSet<u32>> = None;
    let mut cuts = Vec::new();
    for (name, full) in [
        ("DejaVuSans.ttf", dejavu::sans::regular()),
        ("DejaVuSans-Bold.ttf", dejavu::sans::bold()),
    ] {
        let cut = subset(full, &kept);
        let drawn: IntSet<u32> = FontRef::new(&cut)
            .expect("the subset reads as a font")
            .charmap()
            .mappings()
            .map(|(c, _)| c)
            .collect();
        covered = Some(match covered {
            None => drawn,
            Some(mut both) => {
                both.intersect(&drawn);
                both
            }
        });
        std::fs::write(out.join(name), &cut).expect("the subset font written");
        cuts.push(cut);
    }
    let covered = covered.unwrap_or_default();
    write_advances(out, &covered, &cuts);
    let ranges = ranges(covered.iter());
    let mut code = String::from(
        "/// The characters both embedded fonts draw, as sorted ranges (first, last).\n\
         pub const COVERED: &[(u32, u32)] = &[\n",
    );
    for (first, last) in ranges {
        code.push_str(&format!("    (0x{first:04X}, 0x{last:04X}),\n"));
    }
    code.push_str("];\n");
    std::fs::write(out.join("covered.rs"), code).expect("covered.rs written");
}

/// Each covered character's advance in each font (regular, bold), in
/// thousandths of an em, rounded up: `advances.rs`.
fn write_advances(out: &Path, covered: &IntSet<u32>, cuts: &[Vec<u8>]) {
    let fonts: Vec<FontRef<'_>> = cuts
        .iter()
        .map(|cut| FontRef::new(cut).expect("the subset reads as a font"))
        .collect();
    let advance = |font: &FontRef<'_>, c: u32| -> u16 {
        let em = f32::from(
            font.metrics(Size::unscaled(), LocationRef::default())
                .units_per_em,
        );
        let width = font
            .charmap()
            .map(c)
            .and_then(|glyph| {
                font.glyph_metrics(Size::unscaled(), LocationRef::default())
                    .advance_width(glyph)
            })
            .unwrap_or(em);
        (width / em * 1000.0).ceil() as u16
    };
    let mut code = String::from(
        "/// Each character both embedded fonts draw, sorted, with its advance in\n\
         /// the regular and the bold font, in thousandths of an em.\n\
         pub const ADVANCES: &[(u32, u16, u16)] = &[\n",
    );
    for c in covered.iter() {
        let [regular, bold] = [&fonts[0], &fonts[1]].map(|font| advance(font, c));
        code.push_str(&format!("    (0x{c:04X}, {regular}, {bold}),\n"));
    }
    code.push_str("];\n");
    std::fs::write(out.join("advances.rs"), code).expect("advances.rs written");
}

/// `full` cut to the characters of `kept` (and the glyphs their shaping
/// reaches), without hinting, which resvg does not use.
fn subset(full: &[u8], kept: &IntSet<u32>) -> Vec<u8> {
    let font = FontRef::new(full).expect("DejaVu Sans reads as a font");
    let mut every_script = IntSet::<Tag>::empty();
    every_script.invert();
    let features: IntSet<Tag> = DEFAULT_LAYOUT_FEATURES.iter().copied().collect();
    let mut names = IntSet::<NameId>::empty();
    names.insert_range(NameId::from(0)..=NameId::from(6));
    let mut languages = IntSet::<u16>::empty();
    languages.insert(0x0409);
    let plan = Plan::new(
        &IntSet::empty(),
        kept,
        &font,
        SubsetFlags::SUBSET_FLAGS_NO_HINTING,
        &IntSet::empty(),
        &every_script,
        &features,
        &names,
        &languages,
    );
    subset_font(&font, &plan).expect("DejaVu Sans subsets")
}

/// Sorted characters as runs of consecutive ones.
fn ranges(chars: impl Iterator<Item = u32>) -> Vec<(u32, u32)> {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for c in chars {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == c => *last = c,
            _ => runs.push((c, c)),
        }
    }
    runs
}
