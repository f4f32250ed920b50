//! The UI's two pages, each answered at its own paths: the table app
//! (`index.html`) and the director's desk (`desk.html`, the tournaments).
//!
//! Tauri answers an address `p` with the embedded file `p`, else `p.html`,
//! else `p/index.html`, else `index.html`. The desk's addresses
//! (`/tournaments`, `/tournaments/<id>`) are no files, so they would all
//! reach the table app: [`Pages`] wraps the embedded files and answers
//! `p.html` for a desk's address with `desk.html` (its bytes and its CSP
//! hashes), so a reload, a deep link or the system's back on a desk's screen
//! loads the desk's page and wasm, and the table app never does.

use std::borrow::Cow;

use tauri::utils::assets::{AssetKey, AssetsIter, CspHash};
use tauri::{App, Assets, Context, Runtime};

/// The desk's page, as the UI's build writes it beside `index.html`.
pub const DESK_PAGE: &str = "/desk.html";

/// The first segment of every desk's address (the UI's `Page::of` says the
/// same of the paths it navigates to).
const DESK_PATHS: &str = "/tournaments";

/// The embedded file that answers `key`, when it is one of the desk's
/// addresses as Tauri asks for it (`/tournaments.html`,
/// `/tournaments/<id>.html`): the desk's page.
pub fn desk_key(key: &str) -> Option<&'static str> {
    let page = key.strip_suffix(".html")?;
    let rest = page.strip_prefix(DESK_PATHS)?;
    (rest.is_empty() || rest.starts_with('/')).then_some(DESK_PAGE)
}

/// Has `context` answer each page at its paths: its embedded files wrapped
/// in [`Pages`].
pub fn serve<R: Runtime>(context: &mut Context<R>) {
    let files = context.set_assets(Box::new(NoFiles));
    context.set_assets(Box::new(Pages { files }));
}

/// The embedded files, with the desk's addresses answered by the desk's page.
pub struct Pages<R: Runtime> {
    files: Box<dyn Assets<R>>,
}

impl<R: Runtime> Pages<R> {
    fn key<'k>(&self, key: &'k AssetKey) -> Cow<'k, AssetKey> {
        match desk_key(key.as_ref()) {
            Some(page) => Cow::Owned(AssetKey::from(page)),
            None => Cow::Borrowed(key),
        }
    }
}

impl<R: Runtime> Assets<R> for Pages<R> {
    fn setup(&self, app: &App<R>) {
        self.files.setup(app);
    }

    fn get(&self, key: &AssetKey) -> Option<Cow<'_, [u8]>> {
        self.files.get(&self.key(key))
    }

    fn iter(&self) -> Box<AssetsIter<'_>> {
        self.files.iter()
    }

    fn csp_hashes(&self, html_path: &AssetKey) -> Box<dyn Iterator<Item = CspHash<'_>> + '_> {
        let key = self.key(html_path).into_owned();
        self.files.csp_hashes(&key)
    }
}

/// Nothing: what the context holds for the moment its files are wrapped.
struct NoFiles;

impl<R: Runtime> Assets<R> for NoFiles {
    fn get(&self, _: &AssetKey) -> Option<Cow<'_, [u8]>> {
        None
    }

    fn iter(&self) -> Box<AssetsIter<'_>> {
        Box::new(std::iter::empty())
    }

    fn csp_hashes(&self, _: &AssetKey) -> Box<dyn Iterator<Item = CspHash<'_>> + '_> {
        Box::new(std::iter::empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_desk_answers_its_addresses_and_nothing_else() {
        assert_eq!(desk_key("/tournaments.html"), Some(DESK_PAGE));
        assert_eq!(desk_key("/tournaments/t1.html"), Some(DESK_PAGE));
        assert_eq!(desk_key("/tournaments/t1.x.html"), Some(DESK_PAGE));
        assert_eq!(desk_key("/tournaments/t1/board.html"), Some(DESK_PAGE));
        // The file itself first (not `.html`): the desk's wasm is no address.
        assert_eq!(desk_key("/tournaments/t1"), None);
        assert_eq!(desk_key("/history/m1.html"), None);
        assert_eq!(desk_key("/tournamentsx.html"), None);
        assert_eq!(desk_key("/index.html"), None);
        assert_eq!(desk_key("/desk.html"), None);
    }
}
