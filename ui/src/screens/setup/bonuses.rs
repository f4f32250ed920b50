//! The values of a table convention, typed: what each batida and a block are
//! worth, whether a block raises the next hand, the capicúa's bonus. Shown
//! when the rule set has one (the `br-batidas` preset, or a custom set where
//! it was switched on), since these values are the table's, not the rule
//! texts': "change it if your table plays otherwise".

use leptos::prelude::*;
use tranque::{Batidas, CapicuaBonus, Rules};

use crate::ctx::ctx;
use crate::i18n::{Locale, t_string, td_string};
use crate::widgets::NumberInput;

use super::Draft;

/// What was typed over the rule set's conventions.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BonusEdits {
    /// The texts typed, by field (`simple` … `block`, `capicua`).
    pub typed: Vec<(&'static str, String)>,
    /// Whether a block raises the next hand, when changed.
    pub raise: Option<bool>,
}

impl BonusEdits {
    fn text(&self, field: &str) -> Option<&str> {
        self.typed
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, t)| t.as_str())
    }

    fn set(&mut self, field: &'static str, text: String) {
        match self.typed.iter_mut().find(|(f, _)| *f == field) {
            Some(entry) => entry.1 = text,
            None => self.typed.push((field, text)),
        }
    }

    /// `rules` with the edits that are whole numbers; the first that is not,
    /// as typed, in `Err` (the rules then carry the others).
    pub fn apply(&self, rules: &mut Rules) -> Result<(), String> {
        let mut bad = None;
        for (field, text) in &self.typed {
            let Ok(value) = text.trim().parse::<u32>() else {
                bad.get_or_insert_with(|| text.clone());
                continue;
            };
            if let Some(slot) = rules.batidas.as_mut().and_then(|b| batida_slot(b, field)) {
                *slot = value;
            }
            if *field == "capicua" {
                rules.capicua = match rules.capicua {
                    Some(CapicuaBonus::Points(_)) => Some(CapicuaBonus::Points(value)),
                    Some(CapicuaBonus::Multiplier(_)) => Some(CapicuaBonus::Multiplier(value)),
                    None => None,
                };
            }
        }
        if let (Some(raise), Some(b)) = (self.raise, rules.batidas.as_mut()) {
            b.block_raises_next = raise;
        }
        bad.map_or(Ok(()), Err)
    }
}

fn batida_slot<'a>(b: &'a mut Batidas, field: &str) -> Option<&'a mut u32> {
    match field {
        "simple" => Some(&mut b.simple),
        "carroca" => Some(&mut b.carroca),
        "la_e_lo" => Some(&mut b.la_e_lo),
        "cruzada" => Some(&mut b.cruzada),
        "block" => Some(&mut b.block),
        _ => None,
    }
}

/// The label of a typed value.
fn label(field: &str, locale: Locale) -> &'static str {
    match field {
        "simple" => td_string!(locale, finish_simple),
        "carroca" => td_string!(locale, finish_carroca),
        "la_e_lo" => td_string!(locale, finish_la_e_lo),
        "cruzada" => td_string!(locale, finish_cruzada),
        "block" => td_string!(locale, block),
        _ => td_string!(locale, capicua_value),
    }
}

/// The card of the convention's values, when the rule set has one.
#[component]
pub fn Bonuses(
    /// The match being set up.
    draft: Draft,
) -> impl IntoView {
    let c = ctx();
    let input = move |field: &'static str, value: u32| {
        view! {
            <label class="field bonus">
                <span>{move || label(field, c.locale())}</span>
                <NumberInput
                    id=format!("bonus-{field}")
                    value=Signal::derive(move || {
                        draft
                            .bonus
                            .with(|e| e.text(field).map(str::to_owned))
                            .unwrap_or_else(|| value.to_string())
                    })
                    set=move |text| draft.bonus.update(|e| e.set(field, text))
                />
            </label>
        }
    };
    move || {
        let rules = draft.rules.get();
        let batidas = rules.batidas.map(|b| {
            let raise = move || {
                draft
                    .bonus
                    .with(|e| e.raise)
                    .unwrap_or(b.block_raises_next)
            };
            view! {
                <div class="row bonuses">
                    {b.values().into_iter().map(|(field, value)| input(field, value)).collect_view()}
                </div>
                <label class="check">
                    <input
                        type="checkbox"
                        id="bonus-raise"
                        prop:checked=raise
                        on:change=move |ev| {
                            draft.bonus.update(|e| e.raise = Some(event_target_checked(&ev)))
                        }
                    />
                    <span>{move || t_string!(c.i18n, batida_raise)}</span>
                </label>
            }
        });
        let capicua = rules.capicua.map(|bonus| {
            let value = match bonus {
                CapicuaBonus::Points(v) | CapicuaBonus::Multiplier(v) => v,
            };
            view! { <div class="row bonuses">{input("capicua", value)}</div> }
        });
        (batidas.is_some() || capicua.is_some()).then(|| {
            view! {
                <section class="card" id="bonus-values">
                    <h3>{move || t_string!(c.i18n, bonus_values)}</h3>
                    {batidas}
                    {capicua}
                </section>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tranque::{Mode, Preset};

    #[test]
    fn typed_values_change_the_convention_and_a_word_is_refused() {
        let mut rules = Preset::BrBatidas.rules(Mode::Pairs);
        let mut edits = BonusEdits::default();
        edits.set("cruzada", " 6 ".to_owned());
        edits.raise = Some(false);
        assert_eq!(edits.apply(&mut rules), Ok(()));
        let b = rules.batidas.unwrap_or(Batidas::TABLE);
        assert_eq!((b.cruzada, b.simple, b.block_raises_next), (6, 1, false));

        edits.set("block", "two".to_owned());
        assert_eq!(edits.apply(&mut rules), Err("two".to_owned()));
    }

    #[test]
    fn the_capicua_keeps_its_kind() {
        let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
        rules.capicua = Some(CapicuaBonus::Multiplier(2));
        let mut edits = BonusEdits::default();
        edits.set("capicua", "3".to_owned());
        assert_eq!(edits.apply(&mut rules), Ok(()));
        assert_eq!(rules.capicua, Some(CapicuaBonus::Multiplier(3)));
    }
}
