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

/// The texts of the screens, generated from `ui/locales/*.json` (`ui/texts/`).
pub use tranque_ui_texts::i18n;
