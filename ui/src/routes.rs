//! The screens' addresses, and moving between them.
//!
//! | path | screen |
//! |---|---|
//! | `/` | home |
//! | `/new` | new match |
//! | `/table` | the table of the match under way |
//! | `/table/domino`, `/table/block` | the end of a hand |
//! | `/table/redeal`, `/table/penalty` | a redeal check, a penalty or a forfeit |
//! | `/over` | match over |
//! | `/history` | past matches |
//! | `/history/<id>` | one match as its scoresheet |
//! | `/history/<id>/edit/<index>` | correcting entry `index` of that match |
//! | `/stats` | statistics |
//!
//! The router is leptos_router's, on the webview's own history: going to a
//! screen ([`Ctx::go`]) pushes an entry, so the system's back (Android's
//! button, a mouse's back button, WebDriver's `back()`) walks back through
//! the screens the player came through instead of closing the app. The
//! screens of a match under way read it from [`Ctx::current`]; a screen of
//! the history loads its match by the id in its path, so it shows again on a
//! reload. Plain paths work on a reload because the shell serves `index.html`
//! for every path that is not one of its files (Tauri's asset fallback).
//!
//! Going back up ([`Ctx::back_to`]: the header's ‹, or the table after a
//! hand is saved) leaves no entry behind: when the player came from that
//! screen, the history is walked back to it; otherwise (a screen reached
//! another way) the current entry is replaced. So after Save, back never
//! reopens the form that was saved, and back from the table after a hand
//! goes home, not to the hand's entry. Which screens the player came from is
//! the trail ([`Nav`]), kept in the session's storage so it survives a
//! reload. Back from an entry to the table keeps the match, which lives in
//! [`Ctx::current`]; what was typed in the form and not saved is dropped
//! with it, as nothing was recorded.

use leptos::Params;
use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};
use leptos_router::hooks::{use_location, use_navigate, use_params};
use leptos_router::params::Params;
use leptos_router::{NavigateOptions, path};

use crate::ctx::{Ctx, ctx};
use crate::screens::UnderWay;
use crate::screens::entry::{EditEntry, Entry};
use crate::screens::history::{History, Review};
use crate::screens::home::Home;
use crate::screens::over::Over;
use crate::screens::penalty::Penalty;
use crate::screens::redeal::Redeal;
use crate::screens::setup::Setup;
use crate::screens::stats::Stats;
use crate::screens::table::TableScreen;

/// A screen, with what it needs to be shown again from its path.
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
    /// One past match, hand by hand: its id.
    Review(String),
    /// Correcting a past hand: its match's id and its index in the log.
    EditHand(String, usize),
    /// Per player and partnership.
    Stats,
}

impl Screen {
    /// The screen's path.
    pub fn path(&self) -> String {
        match self {
            Screen::Home => "/".to_owned(),
            Screen::Setup => "/new".to_owned(),
            Screen::Table => "/table".to_owned(),
            Screen::Domino => "/table/domino".to_owned(),
            Screen::Block => "/table/block".to_owned(),
            Screen::Redeal => "/table/redeal".to_owned(),
            Screen::Penalty => "/table/penalty".to_owned(),
            Screen::Over => "/over".to_owned(),
            Screen::History => "/history".to_owned(),
            Screen::Review(id) => format!("/history/{id}"),
            Screen::EditHand(id, index) => format!("/history/{id}/edit/{index}"),
            Screen::Stats => "/stats".to_owned(),
        }
    }
}

/// The screens, each at its path, inside the router.
#[component]
pub fn Screens(
    /// What is shown above every screen.
    children: Children,
) -> impl IntoView {
    view! {
        <Router>
            <Trail />
            {children()}
            <Routes fallback=Home>
                <Route path=path!("/") view=Home />
                <Route path=path!("/new") view=Setup />
                <Route path=path!("/table") view=|| view! { <UnderWay screen=TableScreen /> } />
                <Route
                    path=path!("/table/domino")
                    view=|| view! { <UnderWay screen=|| view! { <Entry block=false /> } /> }
                />
                <Route
                    path=path!("/table/block")
                    view=|| view! { <UnderWay screen=|| view! { <Entry block=true /> } /> }
                />
                <Route path=path!("/table/redeal") view=|| view! { <UnderWay screen=Redeal /> } />
                <Route path=path!("/table/penalty") view=|| view! { <UnderWay screen=Penalty /> } />
                <Route path=path!("/over") view=|| view! { <UnderWay screen=Over /> } />
                <Route path=path!("/history") view=History />
                <Route path=path!("/history/:id") view=ReviewAt />
                <Route path=path!("/history/:id/edit/:index") view=EditAt />
                <Route path=path!("/stats") view=Stats />
            </Routes>
        </Router>
    }
}

/// The params of `/history/:id`.
#[derive(Params, Debug, Clone, PartialEq)]
struct MatchAt {
    id: Option<String>,
}

/// The params of `/history/:id/edit/:index`.
#[derive(Params, Debug, Clone, PartialEq)]
struct EntryAt {
    id: Option<String>,
    index: Option<usize>,
}

/// The scoresheet of the match in the path.
#[component]
fn ReviewAt() -> impl IntoView {
    let params = use_params::<MatchAt>();
    move || {
        params
            .get()
            .ok()
            .and_then(|p| p.id)
            .map(|id| view! { <Review id=id /> })
    }
}

/// The correction of the entry in the path.
#[component]
fn EditAt() -> impl IntoView {
    let params = use_params::<EntryAt>();
    move || {
        let p = params.get().ok()?;
        Some(view! { <EditEntry id=p.id? index=p.index? /> })
    }
}

/// Keeps the trail in step with the address when it changes by the system's
/// back or forward, and starts every screen at its top.
#[component]
fn Trail() -> impl IntoView {
    let c = ctx();
    c.nav.attach();
    let location = use_location();
    Effect::new(move |_| {
        let path = location.pathname.get();
        c.nav.update_trail(|t| arrive(t, address(&path)));
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
}

/// leptos_router's navigation, once the router is there.
type Navigate = Option<Box<dyn Fn(&str, NavigateOptions)>>;

/// How the app moves between screens: leptos_router's navigation, and the
/// trail of paths the player came through (the webview's history as far as
/// this session of the app knows it).
#[derive(Clone, Copy)]
pub struct Nav {
    navigate: StoredValue<Navigate, LocalStorage>,
    trail: StoredValue<Vec<String>>,
}

impl Nav {
    /// A way to move that is not ready until the router is ([`Nav::attach`]),
    /// with the trail kept over a reload of the page.
    pub fn new() -> Nav {
        let here = web_sys::window()
            .and_then(|w| w.location().pathname().ok())
            .unwrap_or_else(|| "/".to_owned());
        Nav {
            navigate: StoredValue::new_local(None),
            trail: StoredValue::new(kept_trail(address(&here))),
        }
    }

    fn update_trail(self, change: impl FnOnce(&mut Vec<String>)) {
        self.trail.update_value(|t| {
            change(t);
            keep_trail(t);
        });
    }

    /// Takes the router's navigation (called inside the router).
    fn attach(self) {
        let navigate = use_navigate();
        self.navigate.set_value(Some(Box::new(
            move |path: &str, options: NavigateOptions| navigate(path, options),
        )));
    }

    fn navigate(self, path: &str, replace: bool) {
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

impl Default for Nav {
    fn default() -> Nav {
        Nav::new()
    }
}

impl Ctx {
    /// Goes to `screen` (a new entry of the history), clearing the banner.
    pub fn go(self, screen: Screen) {
        self.dismiss();
        self.nav.go(&screen);
    }

    /// Goes back up to `screen`, clearing the banner; see [`Nav::back_to`].
    pub fn back_to(self, screen: Screen) {
        self.dismiss();
        self.nav.back_to(&screen);
    }
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

/// The trail kept before a reload, if it leads to `here`; else `here` alone.
fn kept_trail(here: &str) -> Vec<String> {
    let kept: Option<Vec<String>> = session()
        .and_then(|s| s.get_item(KEPT_TRAIL).ok().flatten())
        .and_then(|text| serde_json::from_str(&text).ok());
    match kept {
        Some(trail) if trail.last().is_some_and(|p| p == here) => trail,
        _ => vec![here.to_owned()],
    }
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
    fn every_screen_has_its_own_path() {
        let screens = [
            Screen::Home,
            Screen::Setup,
            Screen::Table,
            Screen::Domino,
            Screen::Block,
            Screen::Redeal,
            Screen::Penalty,
            Screen::Over,
            Screen::History,
            Screen::Review("m1".to_owned()),
            Screen::EditHand("m1".to_owned(), 3),
            Screen::Stats,
        ];
        let paths: std::collections::BTreeSet<String> = screens.iter().map(Screen::path).collect();
        assert_eq!(paths.len(), screens.len());
        assert_eq!(
            Screen::EditHand("m1".to_owned(), 3).path(),
            "/history/m1/edit/3"
        );
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
}
