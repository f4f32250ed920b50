//! Tranque's UI: a phone-first Leptos app that talks to the shell only through [`api`].
//!
//! The UI holds no rules: live previews come from the core compiled to wasm
//! (`tranque`), records from the shell. Screens are switched by one signal
//! ([`Screen`]); the match under way lives in [`Ctx::current`], always the
//! shell's last committed answer, so a refused command loses nothing.

mod api;
mod i18n;
mod screens;
mod widgets;

use std::future::Future;

use leptos::prelude::*;
use leptos::task::spawn_local;
use tranque::{Lang, Seat};

use crate::api::{ApiError, MatchView};
use crate::i18n::{K, tr};

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}

/// Which screen is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Screen {
    /// Resume, new match, history, statistics, settings.
    Home,
    /// Rule set, players, target.
    Setup,
    /// The scoreboard and the big buttons.
    Table,
    /// A domino: who went out, the pips left.
    Domino,
    /// A blocked game: the count.
    Block,
    /// The doubles check before play.
    Redeal,
    /// Faults and forfeits.
    Penalty,
    /// The winner, the sheet, the signature.
    Over,
    /// Past matches.
    History,
    /// One past match, hand by hand.
    Review(String),
    /// Per player and partnership.
    Stats,
    /// Correcting a past hand: its match and its index in the log.
    EditHand(Box<MatchView>, usize),
}

/// What every screen shares.
#[derive(Clone, Copy)]
pub struct Ctx {
    /// The language of the screens.
    pub lang: RwSignal<Lang>,
    /// Dark colours.
    pub dark: RwSignal<bool>,
    /// The screen shown.
    pub screen: RwSignal<Screen>,
    /// The match under way, as the shell last confirmed it.
    pub current: RwSignal<Option<MatchView>>,
    /// The last refusal, in words.
    pub error: RwSignal<Option<String>>,
    /// A command is under way.
    pub busy: RwSignal<bool>,
    /// Who opened the hand under way, when the core cannot tell (who holds 6-6).
    pub opener: RwSignal<Option<Seat>>,
}

impl Ctx {
    /// The text of `key` in the current language.
    pub fn t(self, key: K) -> &'static str {
        tr(self.lang.get(), key)
    }

    /// Runs a recording command; on success the answer becomes the match
    /// under way and `then` is shown, on failure the error is shown in words
    /// and the screen (with what was entered) stays.
    pub fn record(
        self,
        command: impl Future<Output = Result<MatchView, ApiError>> + 'static,
        then: Option<Screen>,
    ) {
        if self.busy.get_untracked() {
            return;
        }
        self.busy.set(true);
        spawn_local(async move {
            let answer = command.await;
            self.busy.set(false);
            match answer {
                Ok(view) => {
                    self.error.set(None);
                    let over = view.standings.is_finished() && view.in_progress();
                    self.current.set(Some(view));
                    match then {
                        Some(_) if over => self.screen.set(Screen::Over),
                        Some(screen) => self.screen.set(screen),
                        None => {}
                    }
                }
                Err(e) => self.error.set(Some(e.message)),
            }
        });
    }

    /// Shows an error from any command.
    pub fn fail(self, error: ApiError) {
        self.error.set(Some(error.message));
    }

    /// Goes to `screen`, clearing the last error.
    pub fn go(self, screen: Screen) {
        self.error.set(None);
        self.screen.set(screen);
    }
}

/// The context every screen reads.
pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

fn saved(key: &str) -> Option<String> {
    storage().and_then(|s| s.get_item(key).ok().flatten())
}

fn save(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

fn initial_lang() -> Lang {
    let tag =
        saved("tranque.lang").or_else(|| web_sys::window().and_then(|w| w.navigator().language()));
    i18n::lang_from_tag(tag.as_deref().unwrap_or("en"))
}

fn initial_dark() -> bool {
    match saved("tranque.theme").as_deref() {
        Some("dark") => true,
        Some("light") => false,
        _ => web_sys::window()
            .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
            .is_some_and(|m| m.matches()),
    }
}

/// The app: the error banner and the screen of the moment.
#[component]
fn App() -> impl IntoView {
    let ctx = Ctx {
        lang: RwSignal::new(initial_lang()),
        dark: RwSignal::new(initial_dark()),
        screen: RwSignal::new(Screen::Home),
        current: RwSignal::new(None),
        error: RwSignal::new(None),
        busy: RwSignal::new(false),
        opener: RwSignal::new(None),
    };
    provide_context(ctx);

    Effect::new(move |_| {
        let lang = ctx.lang.get();
        let dark = ctx.dark.get();
        save("tranque.lang", i18n::tag(lang));
        save("tranque.theme", if dark { "dark" } else { "light" });
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", i18n::tag(lang));
            let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
        }
    });

    // Every screen starts at its top.
    Effect::new(move |_| {
        let _ = ctx.screen.get();
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });

    spawn_local(async move {
        match api::startup_notice().await {
            Ok(Some(notice)) => ctx.error.set(Some(notice.message)),
            Ok(None) => {}
            Err(e) => ctx.fail(e),
        }
        match api::current_match().await {
            Ok(view) => ctx.current.set(view),
            Err(e) => ctx.fail(e),
        }
    });

    let screen = move || match ctx.screen.get() {
        Screen::Home => screens::home::Home().into_any(),
        Screen::Setup => screens::setup::Setup().into_any(),
        Screen::Table => screens::table::TableScreen().into_any(),
        Screen::Domino => screens::entry::Entry(screens::entry::EntryProps {
            block: false,
            edit: None,
        })
        .into_any(),
        Screen::Block => screens::entry::Entry(screens::entry::EntryProps {
            block: true,
            edit: None,
        })
        .into_any(),
        Screen::Redeal => screens::redeal::Redeal().into_any(),
        Screen::Penalty => screens::penalty::Penalty().into_any(),
        Screen::Over => screens::over::Over().into_any(),
        Screen::History => screens::history::History().into_any(),
        Screen::Review(id) => {
            screens::history::Review(screens::history::ReviewProps { id }).into_any()
        }
        Screen::Stats => screens::stats::Stats().into_any(),
        Screen::EditHand(m, index) => {
            let block = matches!(
                m.events.get(index).map(|e| &e.event),
                Some(tranque::Event::Hand {
                    end: tranque::HandEnd::Block { .. },
                    ..
                })
            );
            screens::entry::Entry(screens::entry::EntryProps {
                block,
                edit: Some((*m, index)),
            })
            .into_any()
        }
    };

    view! {
        <main>
            <Show when=move || ctx.error.get().is_some()>
                <div class="banner" id="error" role="alert">
                    <span>{move || ctx.error.get()}</span>
                    <button class="ghost" id="dismiss-error" on:click=move |_| ctx.error.set(None)>
                        "✕"
                    </button>
                </div>
            </Show>
            {screen}
        </main>
    }
}
