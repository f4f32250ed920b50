//! What every screen shares: the language, the colours and the text size, the match under way
//! as the shell last confirmed it, the banner, and the way commands run.
//!
//! Every error reaches the player by one path: a command's error through
//! [`Ctx::fail`] (or [`Ctx::answered`], which calls it), a value typed on a
//! screen that cannot be used through [`Ctx::say`]. Both show the banner.
//! What went well (a file saved, a result recorded) is told through
//! [`Ctx::tell`]: the same banner, calm, never a refusal's.

use std::future::Future;

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_i18n::I18nContext;
use tranque::{Lang, Seat};

use crate::api::{ApiError, MatchView};
use crate::i18n::{I18nLocaleTrait, Locale, t_string};
use crate::lang;
use crate::look::{Scheme, TextSize};
use crate::nav::Nav;
use crate::refusal;
use crate::screen::{Page, Screen};

/// What every screen shares.
#[derive(Clone, Copy)]
pub struct Ctx {
    /// The language of the screens (leptos_i18n's context).
    pub i18n: I18nContext<Locale>,
    /// The language chosen in the app, which wins over the system's.
    pub chosen_locale: RwSignal<Option<Locale>>,
    /// The colours.
    pub scheme: RwSignal<Scheme>,
    /// The size of the text.
    pub text_size: RwSignal<TextSize>,
    /// Moving between screens (see `nav.rs`).
    pub nav: Nav,
    /// The match under way, as the shell last confirmed it.
    pub current: RwSignal<Option<MatchView>>,
    /// The shell has said which match is under way (if any), at start.
    pub loaded: RwSignal<bool>,
    /// A command is under way.
    pub busy: RwSignal<bool>,
    /// Who opens the hand under way when the core cannot tell (see `opener.rs`).
    pub opener: RwSignal<Option<Seat>>,
    /// The banner: the last error or notice, in words.
    banner: RwSignal<Option<String>>,
    /// The banner tells of something done, not of a refusal.
    calm: RwSignal<bool>,
}

impl Ctx {
    /// The context of `page`, whose language context is `i18n`, with the
    /// choices kept on the phone (language, colours, text size), provided to
    /// every screen; the page's language (`lang` on `<html>`), colours and
    /// text size follow the choices.
    pub fn start(i18n: I18nContext<Locale>, page: Page) -> Ctx {
        let c = Ctx::new(i18n, page);
        provide_context(c);
        // leptos_i18n starts from the system's languages; a choice made in
        // the app wins over them. The library settles the system's language
        // in an effect of its own; whenever the shown language differs from
        // the one chosen, the choice is put back, whichever effect ran first.
        Effect::new(move |_| {
            if let Some(locale) = c.chosen_locale.get()
                && i18n.get_locale() != locale
            {
                i18n.set_locale(locale);
            }
        });
        Effect::new(move |_| set_root_attribute("lang", c.locale().as_str()));
        Effect::new(move |_| set_root_attribute("data-theme", c.scheme.get().as_str()));
        Effect::new(move |_| set_root_attribute("data-text", c.text_size.get().as_str()));
        c
    }

    /// The context of `page`, whose language context is `i18n`, with the
    /// choices kept on the phone (language, colours, text size).
    fn new(i18n: I18nContext<Locale>, page: Page) -> Ctx {
        Ctx {
            i18n,
            chosen_locale: RwSignal::new(
                saved(SAVED_LOCALE).and_then(|tag| tag.parse::<Locale>().ok()),
            ),
            scheme: RwSignal::new(initial_scheme()),
            text_size: RwSignal::new(
                saved(SAVED_TEXT_SIZE)
                    .and_then(|s| TextSize::from_saved(&s))
                    .unwrap_or(TextSize::Normal),
            ),
            nav: Nav::new(page),
            current: RwSignal::new(None),
            loaded: RwSignal::new(false),
            busy: RwSignal::new(false),
            opener: RwSignal::new(None),
            banner: RwSignal::new(None),
            calm: RwSignal::new(false),
        }
    }

    /// The locale of the screens (tracked).
    pub fn locale(self) -> Locale {
        self.i18n.get_locale()
    }

    /// The core's language for its explanations (tracked).
    pub fn lang(self) -> Lang {
        lang::core_lang(self.locale())
    }

    /// Switches the language and remembers the choice over the system's.
    pub fn choose_locale(self, locale: Locale) {
        self.chosen_locale.set(Some(locale));
        save(SAVED_LOCALE, locale.as_str());
    }

    /// Switches the colours and remembers the choice over the system's.
    pub fn choose_scheme(self, scheme: Scheme) {
        self.scheme.set(scheme);
        save(SAVED_THEME, scheme.as_str());
    }

    /// Switches the size of the text and remembers the choice.
    pub fn choose_text_size(self, size: TextSize) {
        self.text_size.set(size);
        save(SAVED_TEXT_SIZE, size.as_str());
    }

    /// Runs a recording command; on success the answer becomes the match
    /// under way and the app goes back to `then` (or to match over, when
    /// the answer says the match is over), on failure the error is shown in words
    /// and the screen (with what was entered) stays. The opener told at the
    /// table follows the answer: a command that ends the hand under way (a
    /// hand, a penalty applied, a redeal of the first deal), once
    /// confirmed, leaves the shell without the opener told for that hand;
    /// refused, it stays with everything else entered.
    pub fn record(
        self,
        command: impl Future<Output = Result<MatchView, ApiError>> + 'static,
        then: Option<Screen>,
    ) {
        self.one_at_a_time(command, move |answer| {
            let Some(view) = self.answered(answer) else {
                return;
            };
            self.dismiss();
            self.follow_opener(&view);
            let over = view.standings.is_finished() && view.in_progress();
            self.current.set(Some(view));
            match then {
                Some(_) if over => self.back_to(Screen::Over),
                Some(screen) => self.back_to(screen),
                None => {}
            }
        });
    }

    /// Runs `command` unless one is running already (`busy` says it, and
    /// holds the screens' buttons the while); `then` takes its answer.
    pub fn one_at_a_time<T: 'static>(
        self,
        command: impl Future<Output = T> + 'static,
        then: impl FnOnce(T) + 'static,
    ) {
        if self.busy.get_untracked() {
            return;
        }
        self.busy.set(true);
        spawn_local(async move {
            let answer = command.await;
            self.busy.set(false);
            then(answer);
        });
    }

    /// Goes to `screen` (a new entry of the history), clearing the banner.
    pub fn go(self, screen: Screen) {
        self.dismiss();
        self.nav.go(&screen);
    }

    /// Goes back up to `screen`, clearing the banner; see `Nav::back_to`.
    pub fn back_to(self, screen: Screen) {
        self.dismiss();
        self.nav.back_to(&screen);
    }

    /// The value of a command's answer; or `None`, with the error shown
    /// ([`Ctx::fail`]).
    pub fn answered<T>(self, answer: Result<T, ApiError>) -> Option<T> {
        match answer {
            Ok(value) => Some(value),
            Err(error) => {
                self.fail(error);
                None
            }
        }
    }

    /// The match `id` as the shell sends it, asked once the screen reads
    /// it: `None` while it comes, or when the shell refused (the refusal
    /// shown, [`Ctx::answered`]).
    // Inline: built only into the pages that call it (the desk, which does
    // not, weighed 287 bytes more with it built here).
    #[inline]
    pub fn match_of(self, id: Id) -> LocalResource<Option<MatchView>> {
        LocalResource::new(move || {
            let id = id.get_value();
            async move { self.answered(crate::api::get_match(&id).await) }
        })
    }

    /// Shows the error of a command: refused, nothing changed, and why, in
    /// the player's language, naming the players of the match under way.
    pub fn fail(self, error: ApiError) {
        let reason = self.words_of(&error);
        self.say(t_string!(self.i18n, refused, reason = reason).to_owned());
    }

    /// Shows words of the screens: what is wrong with a value typed, or a
    /// notice of the shell's, as a refusal is shown.
    pub fn say(self, words: String) {
        self.calm.set(false);
        self.banner.set(Some(words));
    }

    /// Tells of something done (a file saved, a result recorded): the
    /// banner, calm, announced politely rather than as an alert.
    pub fn tell(self, words: String) {
        self.calm.set(true);
        self.banner.set(Some(words));
    }

    /// Whether the banner tells of something done (tracked).
    pub fn calm(self) -> bool {
        self.calm.get()
    }

    /// The words shown in the banner, if any (tracked).
    pub fn banner(self) -> Option<String> {
        self.banner.get()
    }

    /// Closes the banner.
    pub fn dismiss(self) {
        self.banner.set(None);
    }

    /// A command's refusal in the player's language, with the names of the
    /// match under way.
    pub fn words_of(self, error: &ApiError) -> String {
        let names = self
            .current
            .with_untracked(|m| m.as_ref().map(MatchView::names).unwrap_or_default());
        refusal::of_api(self.i18n.get_locale_untracked(), error, &names)
    }
}

/// Provides the page's language context, for `use_i18n`: from its first
/// frame in the language kept on the phone (the choice made in the app),
/// else in the system's, so no screen is drawn in one language and then
/// again in the other. Called once, at the root of a page.
pub fn provide_i18n() {
    let kept = saved(SAVED_LOCALE).and_then(|tag| tag.parse::<Locale>().ok());
    let i18n = leptos_i18n::context::init_i18n_subcontext(kept.map(Signal::stored));
    provide_context(i18n);
}

/// The context every screen reads.
pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
}

/// The id of what a component shows (a match, a tournament), kept once for
/// every closure of the component to read: a component takes it as
/// `#[prop(into)] id: Id`, from a `String` or from another component's `Id`.
#[derive(Debug, Clone, Copy)]
pub struct Id(StoredValue<String>);

impl From<String> for Id {
    fn from(id: String) -> Id {
        Id(StoredValue::new(id))
    }
}

impl Id {
    /// The id, as a `String` to move into a command.
    pub fn get_value(self) -> String {
        self.0.get_value()
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// A value kept on the phone.
pub fn saved(key: &str) -> Option<String> {
    storage().and_then(|s| s.get_item(key).ok().flatten())
}

/// Keeps a value on the phone.
pub fn save(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// A list kept on the phone (as JSON); empty when there is none or it does
/// not read.
pub fn saved_list<T: serde::de::DeserializeOwned>(key: &str) -> Vec<T> {
    saved(key)
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// `list` with `one` last, once (`same` tells the entry it replaces), and
/// no more than `most`: the oldest go first.
pub fn put_last<T>(list: &mut Vec<T>, one: T, most: usize, same: impl Fn(&T, &T) -> bool) {
    list.retain(|kept| !same(kept, &one));
    list.push(one);
    let extra = list.len().saturating_sub(most);
    list.drain(..extra);
}

/// Where the language chosen on the home screen is kept.
const SAVED_LOCALE: &str = "tranque.lang";

/// Where the colours chosen on the home screen are kept: `light`, `dark` or
/// `black` (see [`Scheme::as_str`]).
const SAVED_THEME: &str = "tranque.theme";

/// Where the text size chosen on the home screen is kept: `100`, `130`,
/// `160` or `200` (see [`TextSize::as_str`]).
const SAVED_TEXT_SIZE: &str = "tranque.text";

/// The colours chosen, else the system's (light or dark).
fn initial_scheme() -> Scheme {
    if let Some(scheme) = saved(SAVED_THEME).and_then(|s| Scheme::from_saved(&s)) {
        return scheme;
    }
    let dark = web_sys::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .is_some_and(|m| m.matches());
    if dark { Scheme::Dark } else { Scheme::Light }
}

/// Sets an attribute of the page's `<html>`, which the stylesheet and
/// screen readers read.
fn set_root_attribute(name: &str, value: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute(name, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The script both pages run before their wasm (`ui/start.js`).
    const START: &str = include_str!("../../start.js");

    /// The quoted list of values `start.js` accepts for `key`.
    fn accepted(key: &str) -> Vec<String> {
        let call = START
            .split(&format!("kept(\"{key}\", ["))
            .nth(1)
            .unwrap_or_else(|| panic!("start.js does not read {key}"));
        let list = call.split(']').next().unwrap();
        list.split(',')
            .map(|v| v.trim().trim_matches('"').to_owned())
            .collect()
    }

    #[test]
    fn the_script_before_the_wasm_reads_what_the_context_keeps() {
        let schemes: Vec<_> = Scheme::ALL.iter().map(|s| s.as_str().to_owned()).collect();
        assert_eq!(accepted(SAVED_THEME), schemes);
        let sizes: Vec<_> = TextSize::ALL
            .iter()
            .map(|s| s.as_str().to_owned())
            .collect();
        assert_eq!(accepted(SAVED_TEXT_SIZE), sizes);
        let mut locales: Vec<_> = Locale::get_all()
            .iter()
            .map(|l| l.as_str().to_owned())
            .collect();
        let mut read = accepted(SAVED_LOCALE);
        locales.sort();
        read.sort();
        assert_eq!(read, locales);
        // Unkept, the text is at its usual size, as `Ctx::new` starts it.
        assert!(START.contains(&format!("|| \"{}\"", TextSize::Normal.as_str())));
    }
}
