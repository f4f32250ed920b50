//! What Tranque's two pages share: the table app (`ui/`) and the director's
//! desk (`ui/desk/`).
//!
//! The bridge to the shell ([`api`]), the refusals' sentences ([`refusal`]),
//! the catalogue of sentences ([`i18n`], generated from `ui/locales`), the
//! context every screen reads ([`ctx`]), how the screens look as the player
//! sets them ([`look`]), the screens' paths ([`screen`]) and moving between
//! them, across the two pages too ([`nav`]), the widgets ([`widgets`]), what
//! a screen reader says of them ([`a11y`]) and the matches started for a
//! tournament's table ([`link`]).
//! Nothing here names a page's screens: the pages depend on this crate, never
//! the other way.

pub mod a11y;
pub mod api;
pub mod banner;
pub mod ctx;
pub mod lang;
pub mod link;
pub mod look;
pub mod nav;
mod opener;
pub mod refusal;
pub mod screen;
pub mod widgets;

/// Marks a step of a page's start on the page's clock (`performance.mark`),
/// which the startup benchmark reads beside the floor's.
pub fn mark(step: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(step);
    }
}

/// Runs `f` once the page's next frame is drawn: a frame's callbacks run
/// before it is drawn (its style, layout and paint come next), and a task
/// queued from them runs after. A page's start marks its first frame this
/// way, and asks what the first screen can show a frame later.
pub fn after_next_frame(f: impl FnOnce() + 'static) {
    leptos::prelude::request_animation_frame(move || {
        leptos::prelude::set_timeout(f, std::time::Duration::ZERO)
    });
}

/// The texts of the screens, generated from `ui/locales/*.json` (`ui/texts/`).
pub use tranque_ui_texts::i18n;
