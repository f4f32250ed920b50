//! Moving between screens.
//!
//! Going to a screen ([`Nav::go`], through `Ctx::go`) pushes an entry on the webview's history,
//! so the system's back (Android's button, a mouse's back button,
//! WebDriver's `back()`) walks back through the screens the player came
//! through instead of closing the app.
//!
//! Going back up ([`Nav::back_to`], through `Ctx::back_to`: the header's ‹, or the table after a
//! hand is saved) leaves no entry behind: when the player came from that
//! screen, the history is walked back to it; otherwise (a screen reached
//! another way) the current entry is replaced. So after Save, back never
//! reopens the form that was saved, and back from the table after a hand
//! goes home, not to the hand's entry. Which screens the player came from is
//! the trail ([`Nav`]), kept in the session's storage so it survives a
//! reload. Back from an entry to the table keeps the match, which lives in
//! the context's `current`; what was typed in the form and not saved is dropped
//! with it, as nothing was recorded.
//!
//! The screens live on two pages ([`Page`]): going to a screen of the other
//! page loads that page at the screen's path (a new entry of the history,
//! like any screen), and walking back crosses pages the same way. The trail
//! is one for both pages, so back from the desk reaches home.

use leptos::prelude::*;
use leptos_router::NavigateOptions;
use leptos_router::hooks::{use_location, use_navigate, use_params};
use leptos_router::params::Params;
use wasm_bindgen::JsCast;

use crate::a11y;
use crate::api;
use crate::screen::{Page, Screen};

/// The params of a path naming a match or a tournament (`/history/:id`,
/// `/tournaments/:id`).
#[derive(Params, Debug, Clone, PartialEq)]
struct IdInPath {
    id: Option<String>,
}

/// The screen `screen` makes of the id in the path (a match's, a
/// tournament's), made again as the path changes; nothing while the path
/// names none.
pub fn at_id_in_path<V: IntoView + 'static>(
    screen: fn(String) -> V,
) -> impl Fn() -> Option<V> + Copy + Send + Sync + 'static {
    let params = use_params::<IdInPath>();
    move || params.get().ok().and_then(|p| p.id).map(screen)
}

/// Keeps the trail in step with the address when it changes by the system's
/// back or forward, starts every screen at its top with the focus on its
/// heading (after a move; at the page's first load the focus is left
/// alone), and keeps the phone's screen on while a match's screens are shown.
#[component]
pub fn Trail(
    /// The page's way to move (the context's `nav`).
    nav: Nav,
) -> impl IntoView {
    nav.attach();
    let location = use_location();
    Effect::new(move |shown_before: Option<()>| {
        let path = location.pathname.get();
        nav.update_trail(|t| arrive(t, address(&path)));
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
        if shown_before.is_some() {
            a11y::focus_heading();
        }
    });
    let under_way = Memo::new(move |_| keeps_screen_on(&location.pathname.get()));
    Effect::new(move |_| {
        let on = under_way.get();
        leptos::task::spawn_local(async move {
            // The answer is shown on the page's root (`data-screen-on`), where
            // the end-to-end tests read it; a phone that cannot keep its
            // screen on changes nothing else.
            let held = api::keep_screen_on(on).await.unwrap_or(false);
            if let Some(root) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element())
            {
                let _ = root.set_attribute("data-screen-on", if held { "true" } else { "false" });
            }
        });
    });
}

/// Whether the screen at `path` belongs to a match under way (the table and
/// the entries made from it), where the phone's screen must not sleep.
fn keeps_screen_on(path: &str) -> bool {
    let table = Screen::Table.path();
    path.strip_prefix(table.as_str())
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// leptos_router's navigation, once the router is there.
type Navigate = Option<Box<dyn Fn(&str, NavigateOptions)>>;

/// How the app moves between screens: leptos_router's navigation, and the
/// trail of paths the player came through (the webview's history as far as
/// this session of the app knows it).
#[derive(Clone, Copy)]
pub struct Nav {
    page: Page,
    navigate: StoredValue<Navigate, LocalStorage>,
    trail: StoredValue<Vec<String>>,
}

impl Nav {
    /// A way to move on `page` that is not ready until the router is (it is
    /// attached from inside the router), with the trail kept over a reload
    /// of the page and over a move between the pages.
    pub fn new(page: Page) -> Nav {
        Nav {
            page,
            navigate: StoredValue::new_local(None),
            trail: StoredValue::new(kept_trail(&here())),
        }
    }

    fn update_trail(self, change: impl FnOnce(&mut Vec<String>)) {
        self.trail.update_value(|t| {
            change(t);
            keep_trail(t);
        });
    }

    /// Takes the router's navigation (called inside the router), and loads
    /// the page again, emptied meanwhile, whenever the webview shows it from
    /// its cache (back or forward from another page): what it showed may
    /// have changed since —
    /// a past hand corrected on the table app, a match played — and a page
    /// keeps nothing the shell does not, so it starts again from the shell's
    /// answers and the kept trail.
    fn attach(self) {
        let navigate = use_navigate();
        self.navigate.set_value(Some(Box::new(
            move |path: &str, options: NavigateOptions| navigate(path, options),
        )));
        let on_show = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::Event)>::new(
            move |event: web_sys::Event| {
                let restored = js_sys::Reflect::get(&event, &"persisted".into())
                    .ok()
                    .and_then(|p| p.as_bool())
                    .unwrap_or(false);
                if restored && let Some(w) = web_sys::window() {
                    // Nothing of the page shown from the cache can be tapped
                    // while it loads again: a tap there would act on the
                    // page being replaced and be lost with it.
                    if let Some(body) = w.document().and_then(|d| d.body()) {
                        body.set_inner_html("");
                    }
                    let _ = w.location().reload();
                }
            },
        );
        if let Some(w) = web_sys::window() {
            let _ =
                w.add_event_listener_with_callback("pageshow", on_show.as_ref().unchecked_ref());
        }
        // Listens as long as the page lives.
        on_show.forget();
    }

    fn navigate(self, path: &str, replace: bool) {
        let page = Page::of(path);
        if page != self.page {
            load_page(path, replace);
            return;
        }
        self.navigate.with_value(|n| {
            if let Some(navigate) = n {
                navigate(
                    path,
                    NavigateOptions {
                        replace,
                        ..NavigateOptions::default()
                    },
                );
            }
        });
    }

    /// Shows `screen` on a new entry of the history.
    pub fn go(self, screen: &Screen) {
        let path = screen.path();
        self.update_trail(|t| t.push(path.clone()));
        self.navigate(&path, false);
    }

    /// Shows `screen` without a new entry: back through the history when the
    /// player came from it, else in place of the current entry.
    pub fn back_to(self, screen: &Screen) {
        let path = screen.path();
        match self.trail.with_value(|t| steps_back(t, &path)) {
            Some(steps) => {
                if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                    let delta = i32::try_from(steps).map_or(-1, |s| -s);
                    let _ = history.go_with_delta(delta);
                }
            }
            None => {
                self.update_trail(|t| {
                    t.pop();
                    t.push(path.clone());
                });
                self.navigate(&path, true);
            }
        }
    }
}

/// Loads the page that shows `path`, at that path: the shell answers each
/// path with its page (`src-tauri/src/pages.rs`).
fn load_page(path: &str, replace: bool) {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return;
    };
    let _ = if replace {
        location.replace(path)
    } else {
        location.assign(path)
    };
}

/// Shows the page of the address shown in place of this one, when the
/// address is another page's: the development server answers every path
/// with `index.html`. The other page is loaded as `<its file>#<path>` and
/// puts the path back as its address ([`take_address_from_hash`]).
/// Whether the address is another page's.
pub fn load_other_page(this: Page) -> bool {
    let path = here();
    let page = Page::of(&path);
    if page != this
        && let Some(location) = web_sys::window().map(|w| w.location())
    {
        let _ = location.replace(&format!("{}#{path}", page.file()));
    }
    page != this
}

/// `desk.html#/tournaments/t1` becomes `/tournaments/t1` in the history
/// (replaced, not pushed), so back and a reload see the screen's path; a
/// page's file named without a path shows the page's first screen. Called
/// before the router starts.
pub fn take_address_from_hash(first: &Screen) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let hash = window.location().hash().unwrap_or_default();
    let path = match hash.strip_prefix('#').filter(|p| p.starts_with('/')) {
        Some(path) => path.to_owned(),
        None if here().ends_with(".html") => first.path(),
        None => return,
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
}

/// The path of the address shown.
fn here() -> String {
    let path = web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .unwrap_or_default();
    address(&path).to_owned()
}

/// The path of an address as the screens name it: the app starts at
/// `tauri://localhost`, whose path is empty, and that is home.
fn address(path: &str) -> &str {
    if path.is_empty() { "/" } else { path }
}

/// Where the trail is kept over a reload: the session's storage, which a
/// reload keeps and a new start of the app does not.
const KEPT_TRAIL: &str = "tranque.trail";

fn session() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.session_storage().ok().flatten())
}

/// The trail kept before a reload or by the other page, as it is once the
/// address is `here` (back to it, or one step further); `here` alone when
/// nothing was kept (a new start of the app).
fn kept_trail(here: &str) -> Vec<String> {
    let kept: Option<Vec<String>> = session()
        .and_then(|s| s.get_item(KEPT_TRAIL).ok().flatten())
        .and_then(|text| serde_json::from_str(&text).ok());
    let mut trail = kept.unwrap_or_default();
    arrive(&mut trail, here);
    keep_trail(&trail);
    trail
}

fn keep_trail(trail: &[String]) {
    if let (Some(s), Ok(text)) = (session(), serde_json::to_string(trail)) {
        let _ = s.set_item(KEPT_TRAIL, &text);
    }
}

/// The trail after the address became `path`: back to it if the player came
/// through it, else one step further.
fn arrive(trail: &mut Vec<String>, path: &str) {
    match trail.iter().rposition(|p| p == path) {
        Some(at) => trail.truncate(at + 1),
        None => trail.push(path.to_owned()),
    }
}

/// How many entries back `path` is on the trail, if the player came from it.
fn steps_back(trail: &[String], path: &str) -> Option<usize> {
    let here = trail.len().checked_sub(1)?;
    let at = trail.iter().rposition(|p| p == path)?;
    (at < here).then_some(here - at)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trail(paths: &[&str]) -> Vec<String> {
        paths.iter().map(|p| (*p).to_owned()).collect()
    }

    #[test]
    fn back_up_to_a_screen_the_player_came_from_walks_the_history() {
        let t = trail(&["/", "/table", "/table/block"]);
        assert_eq!(steps_back(&t, "/table"), Some(1));
        assert_eq!(steps_back(&t, "/"), Some(2));
        // Not on the trail (a reload), or the screen shown: no walking back.
        assert_eq!(steps_back(&t, "/history"), None);
        assert_eq!(steps_back(&t, "/table/block"), None);
        assert_eq!(steps_back(&[], "/"), None);
    }

    #[test]
    fn the_trail_follows_the_system_back_and_new_addresses() {
        let mut t = trail(&["/", "/history", "/history/m1"]);
        arrive(&mut t, "/history");
        assert_eq!(t, trail(&["/", "/history"]));
        arrive(&mut t, "/history");
        assert_eq!(t, trail(&["/", "/history"]));
        arrive(&mut t, "/stats");
        assert_eq!(t, trail(&["/", "/history", "/stats"]));
        arrive(&mut t, "/");
        assert_eq!(t, trail(&["/"]));
        assert_eq!(address(""), "/");
        assert_eq!(address("/table"), "/table");
    }

    #[test]
    fn the_screen_stays_on_on_the_match_screens_only() {
        for on in [
            Screen::Table,
            Screen::Domino,
            Screen::Block,
            Screen::Redeal,
            Screen::Penalty,
        ] {
            assert!(keeps_screen_on(&on.path()), "{on:?}");
        }
        for off in [
            Screen::Home,
            Screen::Setup,
            Screen::Over,
            Screen::History,
            Screen::Stats,
        ] {
            assert!(!keeps_screen_on(&off.path()), "{off:?}");
        }
        assert!(!keeps_screen_on("/tables"));
        assert!(!keeps_screen_on(""));
    }
}
