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
//!
//! What a name may be at all is [`clean_name`]'s one rule, which every
//! entry of a name uses; a refusal is a [`NameProblem`].

use caseless::Caseless;
use serde::{Deserialize, Serialize};
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

/// The longest player name, in characters, everywhere a name is given: a
/// tournament's pair, a match's seat, the player directory.
pub const MAX_NAME_CHARS: usize = 40;

/// What a name is compared by: trimmed, folded (Unicode full case folding of
/// its canonical decomposition) and recomposed. Two names are one player
/// exactly when their keys are equal.
pub fn name_key(name: &str) -> String {
    #[cfg(test)]
    KEYS_FOLDED.with(|n| n.set(n.get() + 1));
    name.trim().nfd().default_case_fold().nfc().collect()
}

#[cfg(test)]
thread_local! {
    /// How many names this thread has folded ([`name_key`]), for the tests
    /// that count them.
    pub(crate) static KEYS_FOLDED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Two names of one player: the same letters, whatever the case, the way an
/// accent was typed, and the spaces around them.
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}

/// Why a name is refused at entry ([`clean_name`]): one reason, said to a
/// player in words (`error_bad_player_name_<reason>` in `ui/locales/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NameProblem {
    /// Nothing but spaces.
    Empty,
    /// More than [`MAX_NAME_CHARS`] characters.
    TooLong,
    /// A character that hides or moves what the name shows: a control
    /// character (a line break, a tab…), a line or paragraph separator, or
    /// an invisible format character other than a joiner inside a word
    /// (a zero-width space, a word joiner, a byte-order mark, a soft hyphen,
    /// a bidi control…).
    ControlCharacters,
    /// Nothing a player can see: only spaces, joiners, fillers, variation
    /// selectors or accents without a letter.
    Invisible,
}

impl std::fmt::Display for NameProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NameProblem::Empty => f.write_str("a player needs a name"),
            NameProblem::TooLong => {
                write!(f, "a name may have at most {MAX_NAME_CHARS} characters")
            }
            NameProblem::ControlCharacters => f.write_str("a name may not hold control characters"),
            NameProblem::Invisible => f.write_str("a name needs a character that shows"),
        }
    }
}

/// The one rule of what a player's name may be, for every name that enters
/// the app (a pair registered, a match's seats, the player directory, a
/// table's code, an imported match): the name as it is kept, or why not.
///
/// The name is trimmed (Unicode White_Space) and recomposed (NFC), so an `é`
/// typed as one character or as `e` and its accent is kept alike. Then it is
/// refused when it is:
///
/// - empty ([`NameProblem::Empty`]);
/// - longer than [`MAX_NAME_CHARS`] characters, counted after NFC
///   ([`NameProblem::TooLong`]);
/// - made only of what does not show: spaces, joiners, Hangul fillers, the
///   blank braille pattern, variation selectors, combining marks without a
///   letter, or any character of the next rule ([`NameProblem::Invisible`]);
/// - holding a character that hides or moves what it shows
///   ([`NameProblem::ControlCharacters`]): a control character (Cc), a line
///   or paragraph separator (U+2028, U+2029), a format character (Cf) such
///   as U+200B zero-width space, U+2060 word joiner, U+FEFF, U+00AD soft
///   hyphen, or the bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E,
///   U+2066–U+2069), and the code points Unicode keeps unassigned as
///   invisible.
///
/// Three format characters are part of how names are written, and kept:
/// U+200D zero-width joiner and U+200C zero-width non-joiner between two
/// characters of a word (emoji sequences such as 👩‍💻; Devanagari, Malayalam
/// or Sinhala conjuncts; Persian names such as `زهرا‌سادات`), and the tag
/// characters U+E0020–U+E007F right after 🏴 or another tag (the flags of
/// Scotland or Wales). At the start or the end of a word they join nothing
/// and are refused as hidden characters.
///
/// Old names are not refolded: a match log or a tournament file keeps its
/// names as written and folds as it did (`docs/rules-notes.md`, "Names").
///
/// ```
/// use tranque::{NameProblem, clean_name, name_key};
///
/// assert_eq!(clean_name("  Ana  "), Ok("Ana".to_owned()));
/// assert_eq!(clean_name("Jose\u{301}"), Ok("Jos\u{e9}".to_owned()));
/// assert_eq!(clean_name("A\u{7}B"), Err(NameProblem::ControlCharacters));
/// assert_eq!(clean_name("\u{200B}"), Err(NameProblem::Invisible));
/// assert_eq!(clean_name(" \t "), Err(NameProblem::Empty));
/// assert!(clean_name("👩\u{200D}💻").is_ok());
/// ```
pub fn clean_name(raw: &str) -> Result<String, NameProblem> {
    clean_name_within(raw, MAX_NAME_CHARS)
}

/// [`clean_name`]'s rule for a name of at most `max_chars` characters
/// rather than a player's [`MAX_NAME_CHARS`]: a tournament's name, longer
/// than a player's, hides nothing either.
///
/// ```
/// use tranque::{NameProblem, clean_name_within};
///
/// let long = "Copa de Ponce ".repeat(5);
/// assert_eq!(clean_name_within(&long, 100), Ok(long.trim().to_owned()));
/// assert_eq!(clean_name_within("Copa\u{1B}[2J", 100), Err(NameProblem::ControlCharacters));
/// ```
pub fn clean_name_within(raw: &str, max_chars: usize) -> Result<String, NameProblem> {
    let name: String = raw.trim().nfc().collect();
    if name.is_empty() {
        return Err(NameProblem::Empty);
    }
    if name.chars().count() > max_chars {
        return Err(NameProblem::TooLong);
    }
    if !name.chars().any(shows) {
        return Err(NameProblem::Invisible);
    }
    let chars: Vec<char> = name.chars().collect();
    let hidden = chars.iter().enumerate().any(|(i, &c)| {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        hides(c, before, after)
    });
    if hidden {
        return Err(NameProblem::ControlCharacters);
    }
    Ok(name)
}

/// A name written out as text where the rule of names may not have been
/// applied (an old log, a file read by the command line): every character
/// that hides or moves what it shows, by [`clean_name`]'s rule (a control
/// character, a line break, a bidi control, a zero-width space…), is
/// written as its code point, `\u{1b}`, so that a name can neither clear
/// a terminal nor start a line of its own. Every other character, the
/// joiners inside a word included, is written as it is.
///
/// ```
/// use tranque::ShownName;
///
/// assert_eq!(ShownName("Ana\u{1B}[2J").to_string(), "Ana\\u{1b}[2J");
/// assert_eq!(ShownName("Ana\n1. Eva").to_string(), "Ana\\u{a}1. Eva");
/// assert_eq!(ShownName("👩\u{200D}💻").to_string(), "👩\u{200D}💻");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct ShownName<'a>(pub &'a str);

impl std::fmt::Display for ShownName<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use std::fmt::Write as _;
        let mut before = None;
        let mut chars = self.0.chars().peekable();
        while let Some(c) = chars.next() {
            if hides(c, before, chars.peek().copied()) {
                write!(f, "\\u{{{:x}}}", u32::from(c))?;
            } else {
                f.write_char(c)?;
            }
            before = Some(c);
        }
        Ok(())
    }
}

/// A character that, wherever it stands, may hide or move what a text
/// shows: what [`clean_name`] refuses in a name but for the joiners and
/// tags, which are kept inside a word. Text written where no name rule
/// held (a terminal's output) escapes every one of them.
pub fn is_hidden(c: char) -> bool {
    !matches!(c, '\u{200C}' | '\u{200D}' | '\u{E0020}'..='\u{E007F}') && hides(c, None, None)
}

/// A name an old log kept, as a new entry can carry it (a table's code, a
/// slip, a match started for a tournament's table): [`clean_name`]'s answer
/// when the rule keeps it; else every character that hides or moves what
/// it shows, and, in a name of nothing that shows, every character, written
/// as U+FFFD `�`, which marks where something was hidden, so the name has
/// as many characters as before and passes the rule. A name that passes
/// the rule is carried unchanged, so only old names are marked.
///
/// ```
/// use tranque::{carried_name, clean_name};
///
/// assert_eq!(carried_name("Ana"), "Ana");
/// assert_eq!(carried_name("A\u{7}B"), "A\u{FFFD}B");
/// assert_eq!(carried_name("\u{200B}"), "\u{FFFD}");
/// assert!(clean_name(&carried_name("\u{202E}anA")).is_ok());
/// ```
pub fn carried_name(name: &str) -> String {
    if let Ok(kept) = clean_name(name) {
        return kept;
    }
    let mut chars: Vec<char> = name.trim().nfc().collect();
    // Marking a character changes its neighbours' (a joiner next to it,
    // a tag after it): marked again until nothing hides.
    loop {
        let hidden: Vec<usize> = (0..chars.len())
            .filter(|&i| {
                let before = i.checked_sub(1).map(|j| chars[j]);
                hides(chars[i], before, chars.get(i + 1).copied())
            })
            .collect();
        if hidden.is_empty() {
            break;
        }
        for i in hidden {
            chars[i] = '\u{FFFD}';
        }
    }
    if !chars.iter().any(|&c| shows(c)) {
        for c in &mut chars {
            if !c.is_whitespace() {
                *c = '\u{FFFD}';
            }
        }
    }
    let marked: String = chars.into_iter().collect();
    clean_name(&marked).unwrap_or(marked)
}

/// A character a player sees on its own: not a space, a control, a format
/// character, a combining mark or a blank letter.
fn shows(c: char) -> bool {
    !(c.is_whitespace()
        || c.is_control()
        || is_format(c)
        || is_combining_mark(c)
        || is_unassigned_invisible(c)
        // Hangul fillers and the blank braille pattern: letters and a symbol
        // that draw nothing.
        || matches!(c, '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{2800}'))
}

/// `c`, between `before` and `after`, hides or moves what a name shows.
fn hides(c: char, before: Option<char>, after: Option<char>) -> bool {
    let in_word = |x: Option<char>| x.is_some_and(|x| !x.is_whitespace());
    match c {
        // Joiners inside a word.
        '\u{200C}' | '\u{200D}' => !(in_word(before) && in_word(after)),
        // Tags after a black flag or another tag.
        '\u{E0020}'..='\u{E007F}' => {
            !matches!(before, Some('\u{1F3F4}' | '\u{E0020}'..='\u{E007F}'))
        }
        '\u{2028}' | '\u{2029}' => true,
        c => c.is_control() || is_format(c) || is_unassigned_invisible(c),
    }
}

/// Unicode's format characters (general category Cf, Unicode 15).
fn is_format(c: char) -> bool {
    matches!(
        c,
        '\u{AD}'
            | '\u{600}'..='\u{605}'
            | '\u{61C}'
            | '\u{6DD}'
            | '\u{70F}'
            | '\u{890}'..='\u{891}'
            | '\u{8E2}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206F}'
            | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{110BD}'
            | '\u{110CD}'
            | '\u{13430}'..='\u{1343F}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0001}'
            | '\u{E0020}'..='\u{E007F}'
    )
}

/// The code points Unicode reserves as default-ignorable (drawn as nothing
/// whenever they are assigned) and has not assigned.
fn is_unassigned_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{2065}'
            | '\u{FFF0}'..='\u{FFF8}'
            | '\u{E0000}'
            | '\u{E0002}'..='\u{E001F}'
            | '\u{E0080}'..='\u{E00FF}'
            | '\u{E01F0}'..='\u{E0FFF}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_characters_are_refused() {
        for name in [
            "A\u{7}B",
            "Ana\nBia",
            "Ana\rBia",
            "A\tB",
            "A\u{2028}B",
            "A\u{200B}na",
            "\u{FEFF}Ana",
            "Jo\u{AD}sé",
            "Ana\u{2060}",
            "\u{202E}anA",
            "Ana\u{200F}",
            "Ana\u{2066}Bia\u{2069}",
            "Ana\u{200D}",
            "\u{200C}Ana",
            "Ana \u{200D} Bia",
            "Ana\u{E0041}",
            "Ana\u{E0000}",
        ] {
            assert_eq!(
                clean_name(name),
                Err(NameProblem::ControlCharacters),
                "{name:?}"
            );
        }
    }

    #[test]
    fn names_of_nothing_that_shows_are_refused() {
        for name in [
            "\u{200B}",
            "\u{200B}\u{200B}",
            "\u{FEFF}",
            "\u{200D}",
            "\u{200C}\u{200D}",
            "\u{2060}",
            "\u{7}",
            "\u{301}",
            "\u{301}\u{302}",
            "\u{3164}",
            "\u{FFA0}\u{FFA0}",
            "\u{2800}",
            "\u{FE0F}",
            "\u{E0020}",
            " \u{200B} ",
        ] {
            assert_eq!(clean_name(name), Err(NameProblem::Invisible), "{name:?}");
        }
        for name in ["", " ", "\n\t", "\u{3000}", "\u{A0}\u{2003}"] {
            assert_eq!(clean_name(name), Err(NameProblem::Empty), "{name:?}");
        }
    }

    #[test]
    fn names_in_every_script_are_kept() {
        for name in [
            "João",
            "Conceição",
            "Ángel Muñoz",
            "Begoña",
            "Ñandú",
            "Straße",
            "Σίσυφος",
            "Иван",
            "محمد",
            "יעל",
            "张伟",
            "さくら",
            "김민준",
            "देवनागरी",
            "क्‍ष",
            "زهرا\u{200C}سادات",
            "👩\u{200D}💻",
            "👍\u{1F3FD}",
            "❤\u{FE0F}",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            "O'Neil-Smith Jr.",
            "Ana\u{A0}Bia",
            "Ana 2",
        ] {
            assert_eq!(clean_name(name).as_deref(), Ok(name), "{name:?}");
        }
    }

    #[test]
    fn names_are_trimmed_and_composed() {
        assert_eq!(clean_name(" \u{3000}Ana\t"), Ok("Ana".to_owned()));
        let nfd = "Jose\u{301} Conceic\u{327}a\u{303}o";
        let nfc = "Jos\u{E9} Concei\u{E7}\u{E3}o";
        assert_eq!(clean_name(nfd).as_deref(), Ok(nfc));
        assert_eq!(clean_name(nfc).as_deref(), Ok(nfc));
        assert_eq!(name_key(nfd), name_key(nfc));
        assert_eq!(
            name_key(&clean_name(nfd).unwrap_or_default()),
            name_key(&clean_name(nfc).unwrap_or_default())
        );
    }

    #[test]
    fn the_length_is_counted_composed() {
        let forty = "é".repeat(MAX_NAME_CHARS);
        assert_eq!(clean_name(&forty).as_deref(), Ok(forty.as_str()));
        // 80 characters as typed, 40 once composed.
        let decomposed = "e\u{301}".repeat(MAX_NAME_CHARS);
        assert_eq!(clean_name(&decomposed).as_deref(), Ok(forty.as_str()));
        assert_eq!(
            clean_name(&"a".repeat(MAX_NAME_CHARS + 1)),
            Err(NameProblem::TooLong)
        );
        assert_eq!(
            clean_name(&format!("  {}  ", "a".repeat(MAX_NAME_CHARS))).as_deref(),
            Ok("a".repeat(MAX_NAME_CHARS).as_str())
        );
    }

    /// The format characters listed are Unicode's category Cf: every one
    /// of them is refused inside a word, but the joiners and the tags.
    #[test]
    fn every_format_character_is_refused_inside_a_word() {
        for c in (0..=0x10FFFF_u32)
            .filter_map(char::from_u32)
            .filter(|&c| is_format(c))
        {
            let name = format!("A{c}B");
            let kept = matches!(c, '\u{200C}' | '\u{200D}');
            assert_eq!(clean_name(&name).is_ok(), kept, "U+{:04X}", u32::from(c));
        }
    }
}
