//! The rule set card: the presets, pairs or individual, and the rules in
//! plain words, each beside the rule text's clause, "default" where the text
//! is silent, "table convention" where the value is not from the rule texts,
//! or "edited" where the table changed it.

use leptos::prelude::*;
use tranque::{Mode, Preset, Source};

use crate::ctx::ctx;
use crate::i18n::{t_string, td_string};
use crate::lang::rule_set_name;
use crate::widgets::Chip;

use super::Draft;
use super::words::{cycle, summary};

/// The rule set card.
#[component]
pub fn RuleSet(
    /// The match being set up.
    draft: Draft,
) -> impl IntoView {
    let c = ctx();
    let preset_chip = move |p: Option<Preset>| {
        let id = p.map_or("custom", Preset::id);
        let on = Signal::derive(move || draft.preset.get() == p);
        let choose = move |()| {
            draft.choose(
                p,
                p.map_or(draft.mode.get_untracked(), Preset::default_mode),
            )
        };
        view! {
            <Chip class="chip preset" id=format!("preset-{id}") on=on choose=choose>
                {move || rule_set_name(c.locale(), p.map(Preset::id))}
            </Chip>
        }
    };
    let mode_chip = move |mode: Mode, id: &'static str| {
        let on = Signal::derive(move || draft.mode.get() == mode);
        view! {
            <Chip id=id on=on choose=move |()| draft.choose(draft.preset.get_untracked(), mode)>
                {move || match mode {
                    Mode::Pairs => t_string!(c.i18n, pairs),
                    Mode::Individual => t_string!(c.i18n, individual),
                }}
            </Chip>
        }
    };
    view! {
        <section class="card">
            <h3>{move || t_string!(c.i18n, rule_set)}</h3>
            <div class="chips">
                {Preset::ALL.into_iter().map(|p| preset_chip(Some(p))).collect_view()}
                {preset_chip(None)}
            </div>
            <div class="chips">
                {mode_chip(Mode::Pairs, "mode-pairs")}
                {mode_chip(Mode::Individual, "mode-individual")}
            </div>
            <ul class="rules" id="rules-summary">
                <RuleLines draft=draft />
            </ul>
        </section>
    }
}

/// The rules that will be played, a line each; a custom rule set's lines
/// change their value when tapped.
#[component]
fn RuleLines(
    /// The match being set up.
    draft: Draft,
) -> impl IntoView {
    let c = ctx();
    move || {
        let locale = c.locale();
        let base = draft.rules.get();
        // The target and the time are typed below; the summary says what
        // will be played, and marks a value changed from the rule set's.
        let played = draft.played();
        let edited = |field: &str| match field {
            "target" => played.target != base.target,
            "time_limit_minutes" => played.time_limit_minutes != base.time_limit_minutes,
            "batidas" => played.batidas != base.batidas,
            "capicua" => played.capicua != base.capicua,
            _ => false,
        };
        let preset = draft.preset.get();
        let provenance = preset.map(Preset::provenance);
        summary(&played, locale)
            .into_iter()
            .map(|(field, words)| {
                let source = provenance
                    .as_ref()
                    .and_then(|pv| pv.iter().find(|(f, _)| *f == field).map(|(_, s)| s));
                let note = match (source, field) {
                    _ if preset.is_some() && edited(field) => {
                        Some(("edited", td_string!(locale, rule_edited).to_owned()))
                    }
                    (_, "target" | "time_limit_minutes") if preset.is_none() => None,
                    (Some(Source::SeedSilent), _) => {
                        Some(("default", td_string!(locale, seed_silent).to_owned()))
                    }
                    (Some(Source::TableConvention), _) => Some((
                        "convention",
                        td_string!(locale, table_convention).to_owned(),
                    )),
                    (Some(Source::Seed { doc, clause, .. }), _) => {
                        Some(("seed", format!("{doc} {clause}")))
                    }
                    (None, _) => None,
                };
                let silent = note
                    .as_ref()
                    .is_some_and(|n| matches!(n.0, "default" | "convention"));
                let editable =
                    preset.is_none() && !matches!(field, "mode" | "target" | "time_limit_minutes");
                view! {
                    <li class="rule-line" class:silent=silent>
                        <button
                            class="rule-text"
                            id=format!("rule-{field}")
                            disabled=!editable
                            on:click=move |_| {
                                draft.rules.update(|r| cycle(r, field));
                                draft.bonus.set(Default::default());
                            }
                        >
                            {words}
                        </button>
                        {note.map(|(kind, text)| view! { <span class=format!("note {kind}")>{text}</span> })}
                    </li>
                }
            })
            .collect_view()
    }
}
