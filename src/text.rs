//! Words from the one catalogue of sentences.
//!
//! Every sentence a player reads — the screens, the refusals, the hand
//! explanations — lives once, in `ui/locales/{en,pt-BR,es}.json`: a flat
//! object of texts by key, with values written `{{ name }}`. The UI reads
//! those files through `leptos_i18n`; the core reads the same files here to
//! say what it decides — an explanation
//! ([`Settlement::describe`](crate::Settlement::describe)), a deal check — in
//! the player's language, and the command line says it in English from the
//! same texts. The core embeds only the keys it reads, those that start with
//! `explain_`, `deal_`, `list_`, `paper_` or `preset_` (a rule set's name,
//! [`Preset::name`](crate::Preset::name); the list is in `build.rs`, which
//! picks them from the files at compile time): a text it needs is named by
//! one of those prefixes. The core picks which text and which values;
//! the catalogue picks the words. Grammar that is not a word — a list of
//! names joined as each language joins them, with Spanish "e" for "y" and "u"
//! for "o" before those sounds — is written once, in [`list`].
//!
//! ```
//! use tranque::text::{Conjunction, Lang, list, text};
//!
//! assert_eq!(text(Lang::Pt, "explain_domino", &[("who", "Ana")]), "Ana bateu.");
//! assert_eq!(list(Lang::Es, Conjunction::And, &["Ana", "Inés"]), "Ana e Inés");
//! assert_eq!(list(Lang::Es, Conjunction::Or, &["Ana", "Bia", "Óscar"]), "Ana, Bia u Óscar");
//! ```

use serde::{Deserialize, Serialize};

/// A language of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    /// English (`ui/locales/en.json`).
    En,
    /// Portuguese, Brazil (`ui/locales/pt-BR.json`).
    Pt,
    /// Spanish (`ui/locales/es.json`).
    Es,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Pt, Lang::Es];

    /// The locale tag of its catalogue file: `en`, `pt-BR`, `es`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt-BR",
            Lang::Es => "es",
        }
    }

    /// The language of a catalogue's locale tag (`en`, `pt-BR`, `es`, as
    /// [`Lang::tag`] writes it); `None` for any other.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.tag() == tag)
    }

    /// The core's texts of the catalogue, sorted by key.
    fn catalogue(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => catalogues::EN,
            Lang::Pt => catalogues::PT,
            Lang::Es => catalogues::ES,
        }
    }

    /// The text of `key`, if the core has it.
    fn get(self, key: &str) -> Option<&'static str> {
        let catalogue = self.catalogue();
        let at = catalogue.binary_search_by_key(&key, |(k, _)| k).ok()?;
        Some(catalogue[at].1)
    }
}

/// The core's texts of each catalogue file, and the prefixes of their keys
/// (written by `build.rs`).
mod catalogues {
    include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));
}

/// The text of `key` in `lang` with each `{{ name }}` replaced by its value
/// in `values`. A key the catalogue lacks gives the key itself, and a value
/// not given stays as written, so a gap shows rather than hides.
pub fn text(lang: Lang, key: &str, values: &[(&str, &str)]) -> String {
    let Some(template) = lang.get(key) else {
        return key.to_owned();
    };
    fill(template, values)
}

/// Whether the catalogue of `lang` has `key` (among the core's keys).
pub fn has(lang: Lang, key: &str) -> bool {
    lang.get(key).is_some()
}

/// `template` with each `{{ name }}` replaced by its value in `values`.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let name = after[..end].trim();
        match values.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => out.push_str(value),
            None => out.push_str(&rest[start..start + 2 + end + 2]),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

/// How the last item of a [`list`] is joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conjunction {
    /// All of them: "Ana and Caio" (`list_and`, `list_and_before_i`).
    And,
    /// Any of them: "Ana or Caio" (`list_or`, `list_or_before_o`).
    Or,
}

/// Items joined as `lang` lists them: "Ana", "Ana and Caio", "Ana, Bia and
/// Caio". The last join is the catalogue's `list_and` / `list_or`, or its
/// `…_before_i` / `…_before_o` form before a word that starts with that
/// vowel sound (Spanish "y" becomes "e", "o" becomes "u"; the other
/// languages write both forms alike).
pub fn list(lang: Lang, conjunction: Conjunction, items: &[&str]) -> String {
    let Some((last, rest)) = items.split_last() else {
        return String::new();
    };
    if rest.is_empty() {
        return (*last).to_owned();
    }
    let key = match conjunction {
        Conjunction::And if sounds_i(last) => "list_and_before_i",
        Conjunction::And => "list_and",
        Conjunction::Or if sounds_o(last) => "list_or_before_o",
        Conjunction::Or => "list_or",
    };
    text(lang, key, &[("first", &rest.join(", ")), ("last", last)])
}

/// Whether a word begins with the vowel sound i (not the glide of "Hierro" or "Iolanda").
fn sounds_i(word: &str) -> bool {
    let lower = word.trim().to_lowercase();
    let rest = lower.strip_prefix('h').unwrap_or(&lower);
    let mut chars = rest.chars();
    matches!(chars.next(), Some('i' | 'í'))
        && !matches!(
            chars.next(),
            Some('a' | 'e' | 'o' | 'u' | 'á' | 'é' | 'ó' | 'ú')
        )
}

/// Whether a word begins with the vowel sound o.
fn sounds_o(word: &str) -> bool {
    let lower = word.trim().to_lowercase();
    let rest = lower.strip_prefix('h').unwrap_or(&lower);
    rest.starts_with(['o', 'ó'])
}

/// The text with its first letter in upper case, to begin a sentence.
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_fill_their_places_and_gaps_show() {
        assert_eq!(
            fill("{{ a }} and {{b}}", &[("a", "1"), ("b", "2")]),
            "1 and 2"
        );
        assert_eq!(fill("{{ a }} and {{ c }}", &[("a", "1")]), "1 and {{ c }}");
        assert_eq!(fill("open {{ a", &[("a", "1")]), "open {{ a");
        assert_eq!(
            text(Lang::En, "no_such_key_anywhere", &[]),
            "no_such_key_anywhere"
        );
    }

    #[test]
    fn a_language_is_found_by_its_catalogue_s_tag_alone() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        }
        for tag in ["", "pt", "PT-BR", "fr", "en-US"] {
            assert_eq!(Lang::from_tag(tag), None, "{tag:?}");
        }
    }

    #[test]
    fn every_catalogue_holds_the_core_s_keys_of_its_file_and_no_other() {
        for lang in Lang::ALL {
            let path = format!(
                "{}/ui/locales/{}.json",
                env!("CARGO_MANIFEST_DIR"),
                lang.tag()
            );
            let file = std::fs::read_to_string(&path).expect("the catalogue file");
            let file: std::collections::BTreeMap<String, String> =
                serde_json::from_str(&file).expect("a flat object of texts");
            let core: Vec<(&str, &str)> = file
                .iter()
                .filter(|(key, _)| catalogues::PREFIXES.iter().any(|p| key.starts_with(p)))
                .map(|(key, text)| (key.as_str(), text.as_str()))
                .collect();
            assert_eq!(lang.catalogue(), core, "{lang:?}");
            assert!(core.len() > 40, "{lang:?}: the core's keys were found");
            for key in [
                "list_and",
                "list_or",
                "explain_domino",
                "deal_redeal",
                "preset_custom",
            ] {
                assert!(has(lang, key), "{lang:?} lacks {key}");
            }
            // The UI's own texts are not the core's.
            assert!(!has(lang, "error_unknown"), "{lang:?}");
        }
    }

    #[test]
    fn names_are_joined_as_each_language_lists_them() {
        let and = |lang, names: &[&str]| list(lang, Conjunction::And, names);
        assert_eq!(and(Lang::En, &[]), "");
        assert_eq!(and(Lang::En, &["Ana"]), "Ana");
        assert_eq!(and(Lang::En, &["Ana", "Caio"]), "Ana and Caio");
        assert_eq!(and(Lang::En, &["Ana", "Bia", "Caio"]), "Ana, Bia and Caio");
        assert_eq!(and(Lang::Pt, &["Ana", "Bia", "Caio"]), "Ana, Bia e Caio");
        assert_eq!(and(Lang::Es, &["Ana", "Bia", "Caio"]), "Ana, Bia y Caio");
        // Spanish "y" is "e" before the vowel sound i, not before a glide.
        for (name, conj) in [
            ("Inés", "e"),
            ("ignacio", "e"),
            ("Hilda", "e"),
            ("Íñigo", "e"),
            ("Iara", "y"),
            ("Hierónimo", "y"),
            ("Yolanda", "y"),
        ] {
            assert_eq!(and(Lang::Es, &["Ana", name]), format!("Ana {conj} {name}"));
        }
        // Spanish "o" is "u" before the sound o.
        let or = |lang, names: &[&str]| list(lang, Conjunction::Or, names);
        assert_eq!(or(Lang::Es, &["Ana", "Caio"]), "Ana o Caio");
        assert_eq!(or(Lang::Es, &["Ana", "Óscar"]), "Ana u Óscar");
        assert_eq!(or(Lang::Es, &["Ana", "Horacio"]), "Ana u Horacio");
        assert_eq!(or(Lang::Pt, &["Ana", "Otávio"]), "Ana ou Otávio");
        assert_eq!(or(Lang::En, &["Ana", "Bia", "Otto"]), "Ana, Bia or Otto");
    }
}
