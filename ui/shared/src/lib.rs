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
pub mod frame;
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

/// Starts `page`: what each page's `main` does, in one place. Its steps
/// are marked on the page's clock (`tranque:main`, `tranque:mounted`,
/// `tranque:frame` when the first frame's callbacks run and
/// `tranque:drawn` once it is drawn; the book's and the desk's named
/// `tranque:book-…` and `tranque:desk-…`), a panic is said in the console,
/// the book and the desk put back a path the development server sent after
/// `#` ([`nav::take_address_from_hash`]), and `app` is mounted in the
/// language the page kept ([`ctx::provide_i18n`]).
pub fn start_page<V: leptos::prelude::IntoView + 'static>(
    page: screen::Page,
    app: impl FnOnce() -> V + 'static,
) {
    let [main, mounted, frame, drawn] = match page {
        screen::Page::Table => [
            "tranque:main",
            "tranque:mounted",
            "tranque:frame",
            "tranque:drawn",
        ],
        screen::Page::Book => [
            "tranque:book-main",
            "tranque:book-mounted",
            "tranque:book-frame",
            "tranque:book-drawn",
        ],
        screen::Page::Desk => [
            "tranque:desk-main",
            "tranque:desk-mounted",
            "tranque:desk-frame",
            "tranque:desk-drawn",
        ],
    };
    mark(main);
    console_error_panic_hook::set_once();
    match page {
        screen::Page::Table => {}
        screen::Page::Book => nav::take_address_from_hash(&screen::Screen::History),
        screen::Page::Desk => nav::take_address_from_hash(&screen::Screen::Tournaments),
    }
    // Asked before the mount, which is synchronous, so the frame is the
    // mounted screen's, and `drawn` comes before anything the screens ask
    // after that frame (the start's answers).
    leptos::prelude::request_animation_frame(move || mark(frame));
    after_next_frame(move || mark(drawn));
    leptos::mount::mount_to_body(move || {
        // The page's `lang` follows the language shown: `Ctx::start` sets it.
        ctx::provide_i18n();
        app()
    });
    mark(mounted);
}

/// The texts of the screens, generated from `ui/locales/*.json` (`ui/texts/`).
pub use tranque_ui_texts::i18n;
