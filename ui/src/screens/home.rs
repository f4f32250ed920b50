//! Home: resume the match under way, start one, history, statistics,
//! tournaments, settings.

use leptos::prelude::*;

use crate::ctx::ctx;
use crate::i18n::{Locale, t_string};
use crate::lang::rule_set_name;
use crate::look::{Scheme, TextSize};
use crate::screen::Screen;
use crate::widgets::{Chip, GoButton, side_name, table_of};

/// The first screen.
#[component]
pub fn Home() -> impl IntoView {
    let c = ctx();
    let resume = move || {
        c.current.get().filter(|m| m.in_progress()).map(|m| {
            let names = m.names();
            let score = table_of(&m.rules, names.len())
                .map(|t| {
                    t.all_sides()
                        .map(|s| {
                            format!(
                                "{} {}",
                                side_name(&t, s, &names),
                                m.standings.scores.get(s.index()).copied().unwrap_or(0)
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(" — ")
                })
                .unwrap_or_default();
            let preset = rule_set_name(c.locale(), m.preset.as_deref());
            view! {
                <button class="big resume" id="resume" on:click=move |_| c.go(Screen::Table)>
                    <span class="resume-title">{t_string!(c.i18n, resume)}</span>
                    <span class="resume-detail">{format!("{preset} · {score}")}</span>
                </button>
            }
        })
    };
    let lang_button = move |locale: Locale, label: &'static str, id: &'static str| {
        let on = move || c.locale() == locale;
        view! { <Chip id=id on=Signal::derive(on) choose=move |()| c.choose_locale(locale)>{label}</Chip> }
    };
    let scheme_button = move |scheme: Scheme| {
        let on = move || c.scheme.get() == scheme;
        let label = move || match scheme {
            Scheme::Light => t_string!(c.i18n, light),
            Scheme::Dark => t_string!(c.i18n, dark),
            Scheme::Black => t_string!(c.i18n, black),
        };
        view! {
            <Chip id=format!("theme-{}", scheme.as_str()) on=Signal::derive(on) choose=move |()| c.choose_scheme(scheme)>
                {label}
            </Chip>
        }
    };
    let text_button = move |size: TextSize| {
        let on = move || c.text_size.get() == size;
        view! {
            <Chip id=format!("text-{}", size.as_str()) on=Signal::derive(on) choose=move |()| c.choose_text_size(size)>
                {move || t_string!(c.i18n, text_percent, percent = size.percent().to_string())}
            </Chip>
        }
    };
    view! {
        <header class="top">
            <h1 tabindex="-1">"Tranque"</h1>
            <p class="tagline">{move || t_string!(c.i18n, tagline)}</p>
        </header>
        {resume}
        <nav class="home-actions">
            <GoButton class="big" id="new-match" to=Screen::Setup>{move || t_string!(c.i18n, new_match)}</GoButton>
            <GoButton class="big secondary" id="history" to=Screen::History>{move || t_string!(c.i18n, history)}</GoButton>
            <GoButton class="big secondary" id="stats" to=Screen::Stats>{move || t_string!(c.i18n, statistics)}</GoButton>
            <GoButton class="big secondary" id="tournaments" to=Screen::Tournaments>{move || t_string!(c.i18n, tournaments)}</GoButton>
        </nav>
        <section class="card settings">
            <h2>{move || t_string!(c.i18n, settings)}</h2>
            <span class="label" id="language-label">{move || t_string!(c.i18n, language)}</span>
            <div class="row" role="group" aria-labelledby="language-label">
                {lang_button(Locale::pt_BR, "Português", "lang-pt")}
                {lang_button(Locale::es, "Español", "lang-es")}
                {lang_button(Locale::en, "English", "lang-en")}
            </div>
            <span class="label" id="theme-label">{move || t_string!(c.i18n, theme)}</span>
            <div class="row" role="group" aria-labelledby="theme-label">
                {Scheme::ALL.into_iter().map(scheme_button).collect_view()}
            </div>
            <span class="label" id="text-label">{move || t_string!(c.i18n, text_size)}</span>
            <div class="row" role="group" aria-labelledby="text-label">
                {TextSize::ALL.into_iter().map(text_button).collect_view()}
            </div>
            <GoButton class="secondary" id="backups" to=Screen::Backups>{move || t_string!(c.i18n, backups)}</GoButton>
            <p class="muted">
                {move || t_string!(c.i18n, offline_note)}
            </p>
        </section>
    }
}
