//! Home: resume the match under way, start one, history, statistics, settings.

use leptos::prelude::*;
use tranque::Lang;

use crate::i18n::{K, fill};
use crate::widgets::{side_name, table_of};
use crate::{Screen, ctx};

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
            let preset = m
                .preset
                .clone()
                .unwrap_or_else(|| c.t(K::Custom).to_owned());
            view! {
                <button class="big resume" id="resume" on:click=move |_| c.go(Screen::Table)>
                    <span class="resume-title">{c.t(K::Resume)}</span>
                    <span class="resume-detail">{format!("{preset} · {score}")}</span>
                </button>
            }
        })
    };
    let lang_button = move |lang: Lang, label: &'static str, id: &'static str| {
        view! {
            <button
                class="chip"
                id=id
                class:on=move || c.lang.get() == lang
                on:click=move |_| c.lang.set(lang)
            >
                {label}
            </button>
        }
    };
    view! {
        <header class="top">
            <h1>"Tranque"</h1>
            <p class="tagline">{move || c.t(K::Tagline)}</p>
        </header>
        {resume}
        <nav class="home-actions">
            <button class="big" id="new-match" on:click=move |_| c.go(Screen::Setup)>
                {move || c.t(K::NewMatch)}
            </button>
            <button class="big secondary" id="history" on:click=move |_| c.go(Screen::History)>
                {move || c.t(K::History)}
            </button>
            <button class="big secondary" id="stats" on:click=move |_| c.go(Screen::Stats)>
                {move || c.t(K::Statistics)}
            </button>
        </nav>
        <section class="card settings">
            <h2>{move || c.t(K::Settings)}</h2>
            <span class="label">{move || c.t(K::Language)}</span>
            <div class="row">
                {lang_button(Lang::Pt, "Português", "lang-pt")}
                {lang_button(Lang::Es, "Español", "lang-es")}
                {lang_button(Lang::En, "English", "lang-en")}
            </div>
            <div class="row">
                <span class="label">{move || c.t(K::Theme)}</span>
                <button class="chip" id="theme" on:click=move |_| c.dark.update(|d| *d = !*d)>
                    {move || if c.dark.get() { c.t(K::Dark) } else { c.t(K::Light) }}
                </button>
            </div>
            <p class="muted">
                {move || fill(c.t(K::OfflineNote), &[])}
            </p>
        </section>
    }
}
