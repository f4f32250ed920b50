//! The words of the screens in Brazilian Portuguese, Spanish and English.
//!
//! Every text is a typed key ([`K`]); the three locales live side by side in
//! [`locales`](self::locales), so a key missing in one language does not
//! compile. `{}` in a text is filled in order by [`fill`]. Domino words are the
//! ones players say at the table: batida, jogo trancado, saída, passo (pt);
//! dominó, tranque, salidor, paso (es).

use tranque::Lang;

macro_rules! texts {
    ($($key:ident => $en:literal, $pt:literal, $es:literal;)*) => {
        /// A text of the screens.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum K {
            $(#[doc = $en] $key,)*
        }

        /// The text of `key` in `lang`.
        pub fn tr(lang: Lang, key: K) -> &'static str {
            match key {
                $(K::$key => match lang {
                    Lang::En => $en,
                    Lang::Pt => $pt,
                    Lang::Es => $es,
                },)*
            }
        }

        /// Every key, for the completeness test.
        #[cfg(test)]
        pub const ALL: &[K] = &[$(K::$key,)*];
    };
}

mod locales;
pub use locales::*;

/// The language for a BCP 47 tag such as `navigator.language` (`pt-BR`, `es-419`, `en-US`).
pub fn lang_from_tag(tag: &str) -> Lang {
    let tag = tag.trim().to_ascii_lowercase();
    if tag.starts_with("pt") {
        Lang::Pt
    } else if tag.starts_with("es") {
        Lang::Es
    } else {
        Lang::En
    }
}

/// The tag written to `<html lang>` and to the saved setting.
pub fn tag(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Pt => "pt-BR",
        Lang::Es => "es",
    }
}

/// `text` with each `{}` replaced by the next of `args`.
pub fn fill(text: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut args = args.iter();
    let mut rest = text;
    while let Some(at) = rest.find("{}") {
        out.push_str(&rest[..at]);
        out.push_str(args.next().copied().unwrap_or(""));
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_pick_the_language() {
        assert_eq!(lang_from_tag("pt-BR"), Lang::Pt);
        assert_eq!(lang_from_tag("es-419"), Lang::Es);
        assert_eq!(lang_from_tag("en-US"), Lang::En);
        assert_eq!(lang_from_tag("de"), Lang::En);
    }

    #[test]
    fn fill_replaces_in_order() {
        assert_eq!(fill("{} wins {}", &["B", "13"]), "B wins 13");
        assert_eq!(fill("no slot", &["x"]), "no slot");
    }

    #[test]
    fn every_text_has_every_language_and_its_slots() {
        for &key in ALL {
            let slots = tr(Lang::En, key).matches("{}").count();
            for lang in [Lang::Pt, Lang::Es] {
                let text = tr(lang, key);
                assert!(!text.is_empty(), "{key:?} is empty in {lang:?}");
                assert_eq!(
                    text.matches("{}").count(),
                    slots,
                    "{key:?} slots in {lang:?}"
                );
            }
        }
    }
}
