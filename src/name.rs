//! A player's name: the longest one every part of the app accepts
//! ([`MAX_NAME_CHARS`]: the tournament's pairs, a match's seats, the
//! player directory), and when two names are one player ([`name_key`],
//! [`same_name`]): the same letters whatever their case, in every script.
//!
//! Names are compared by Unicode's canonical caseless match (Unicode §3.13,
//! D145): full case folding on the canonical decomposition, so `ÁNGEL` and
//! `ángel` are one name, and so are `Straße` and `STRASSE`, `ΣΊΣΥΦΟΣ` and
//! `σίσυφος`, and an `é` typed as one character or as `e` and its accent.
//! `str::to_lowercase` is not enough: it keeps `ß` apart from `ss` and a
//! final `ς` apart from `σ`, and compares an accent by how it was typed.
//!
//! ```
//! use tranque::{name_key, same_name};
//!
//! assert!(same_name("ÁNGEL", " ángel "));
//! assert!(same_name("Straße", "STRASSE"));
//! assert!(same_name("Jos\u{e9}", "JOSE\u{301}"));
//! assert!(!same_name("Ángel", "Angel"));
//! assert_eq!(name_key("ÁNGEL"), name_key("ángel"));
//! ```

use caseless::Caseless;
use unicode_normalization::UnicodeNormalization;

/// The longest player name, in characters, everywhere a name is given: a
/// tournament's pair, a match's seat, the player directory.
pub const MAX_NAME_CHARS: usize = 40;

/// What a name is compared by: trimmed, folded (Unicode full case folding of
/// its canonical decomposition) and recomposed. Two names are one player
/// exactly when their keys are equal.
pub fn name_key(name: &str) -> String {
    name.trim().nfd().default_case_fold().nfc().collect()
}

/// Two names of one player: the same letters, whatever the case, the way an
/// accent was typed, and the spaces around them.
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}
