//! The language of the screens.
//!
//! The texts live in `ui/locales/{en,pt-BR,es}.json`, one key per text, and
//! reach the screens through `leptos_i18n` (the `i18n` module its build step
//! generates): `t_string!(c.i18n, key)` follows the language chosen, and a key
//! missing from the code or a variable a text does not have fails the build.
//! Domino words are the ones players say at the table: batida, jogo
//! trancado, saída, passo (pt); dominó, tranque, salidor, paso (es).
//!
//! The core reads the same files for what it says itself (a hand's
//! explanation, a deal check, a list of names, a rule set's name):
//! [`core_lang`] maps the screens' locale to its [`tranque::Lang`]. One
//! catalogue holds every sentence.
//!
//! A rule set is read by its name ("Puerto Rico Federation"), from
//! [`rule_set_name`], on every screen; its id (`pr-federacion`) stays in
//! files, on the command line, in addresses and in the screens' attributes.

use tranque::insights::CUSTOM_RULES;
use tranque::{Fault, Lang, Preset};

use crate::i18n::{Locale, td_string};

/// The core's language for a locale of the screens.
pub fn core_lang(locale: Locale) -> Lang {
    match locale {
        Locale::en => Lang::En,
        Locale::pt_BR => Lang::Pt,
        Locale::es => Lang::Es,
    }
}

/// The name in `locale` of the rule set `id` names, where a player reads it:
/// a preset's id gives its name ("Puerto Rico Federation"), none (or the
/// statistics' [`CUSTOM_RULES`]) the word for a custom set, and an id this
/// version does not know stays as written ([`Preset::name_of`]).
pub fn rule_set_name(locale: Locale, id: Option<&str>) -> String {
    let id = id.filter(|id| *id != CUSTOM_RULES);
    Preset::name_of(core_lang(locale), id)
}

/// A fault by its name on the penalty screen; a house rule by its own name.
pub fn fault_name(fault: &Fault, locale: Locale) -> String {
    match fault {
        Fault::DoublesTurned => td_string!(locale, fault_doubles_turned),
        Fault::WrongOpening => td_string!(locale, fault_wrong_opening),
        Fault::GesturePass => td_string!(locale, fault_gesture_pass),
        Fault::OutOfTurn => td_string!(locale, fault_out_of_turn),
        Fault::TilesTurned => td_string!(locale, fault_tiles_turned),
        Fault::PassWithPlayable => td_string!(locale, fault_pass_with_playable),
        Fault::Chivo => td_string!(locale, fault_chivo),
        Fault::Custom(name) => return name.clone(),
    }
    .to_owned()
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;
    use crate::i18n::td_string;

    fn locale_file(name: &str) -> BTreeMap<String, String> {
        let path = format!("{}/../locales/{name}.json", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("the locale file exists");
        serde_json::from_str(&text).expect("a locale file is a flat JSON object of texts")
    }

    /// The `{{ name }}` variables of a text.
    fn variables(text: &str) -> BTreeSet<String> {
        text.split("{{")
            .skip(1)
            .filter_map(|rest| rest.split_once("}}"))
            .map(|(name, _)| name.trim().to_owned())
            .collect()
    }

    #[test]
    fn every_locale_has_every_text_with_the_same_variables() {
        let en = locale_file("en");
        assert!(en.len() > 100, "the English texts are all there");
        for name in ["pt-BR", "es"] {
            let other = locale_file(name);
            let missing: Vec<_> = en.keys().filter(|k| !other.contains_key(*k)).collect();
            let extra: Vec<_> = other.keys().filter(|k| !en.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{name} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{name} has texts English lacks: {extra:?}"
            );
            for (key, text) in &en {
                let theirs = &other[key];
                assert!(!theirs.trim().is_empty(), "{key} is empty in {name}");
                assert_eq!(variables(text), variables(theirs), "{key} in {name}");
            }
        }
    }

    #[test]
    fn table_words_are_the_ones_players_say() {
        let pt = locale_file("pt-BR");
        let es = locale_file("es");
        assert_eq!(pt["domino"], "Batida");
        assert_eq!(pt["block"], "Trancado");
        assert_eq!(es["block"], "Tranque");
        assert!(pt["fault_gesture_pass"].contains("passo"));
        assert!(es["fault_gesture_pass"].contains("paso"));
    }

    #[test]
    fn saved_tags_and_core_languages() {
        // The tags the language buttons save read back as their locales.
        assert_eq!("pt-BR".parse(), Ok(Locale::pt_BR));
        assert_eq!("es".parse(), Ok(Locale::es));
        assert_eq!("en".parse(), Ok(Locale::en));
        assert!("de".parse::<Locale>().is_err());
        assert_eq!(core_lang(Locale::pt_BR), Lang::Pt);
        assert_eq!(core_lang(Locale::es), Lang::Es);
        assert_eq!(Locale::pt_BR.to_string(), "pt-BR");
    }

    #[test]
    fn every_preset_is_read_by_its_name_in_each_language() {
        for locale in [Locale::en, Locale::pt_BR, Locale::es] {
            for preset in Preset::ALL {
                let name = rule_set_name(locale, Some(preset.id()));
                assert!(!name.trim().is_empty(), "{preset:?} in {locale}");
                assert_ne!(name, preset.id(), "{preset:?} in {locale}");
            }
            // A custom set, as a match records it and as the statistics do.
            let custom = td_string!(locale, preset_custom);
            assert_eq!(rule_set_name(locale, None), custom);
            assert_eq!(rule_set_name(locale, Some(CUSTOM_RULES)), custom);
            // An id this version does not know shows as it is written.
            assert_eq!(rule_set_name(locale, Some("br-nova")), "br-nova");
            // The core's words are the screens' words: one catalogue.
            assert_eq!(
                rule_set_name(locale, Some("pr-federacion")),
                td_string!(locale, preset_pr_federacion)
            );
        }
        assert_eq!(
            rule_set_name(Locale::es, Some("pr-federacion")),
            "Federación de Puerto Rico"
        );
        assert_eq!(
            rule_set_name(Locale::pt_BR, Some("br-basicas")),
            "Regras básicas (Brasil)"
        );
    }

    #[test]
    fn texts_fill_their_variables_in_each_language() {
        assert_eq!(
            td_string!(Locale::en, wins_points, who = "Side B", points = 13),
            "Side B wins 13"
        );
        assert_eq!(
            td_string!(Locale::pt_BR, points_off, points = 80, who = "Ana"),
            "80 pontos a menos para Ana"
        );
        assert_eq!(td_string!(Locale::es, block), "Tranque");
    }
}
