//! The UI's three pages, each answered at its own paths: the table app
//! (`index.html`), the book (`book.html`: the history, the statistics, the
//! players' pages, the backups) and the director's desk (`desk.html`, the
//! tournaments); which page shows a path is `tranque_views::Page::of`, the
//! very rule the UI moves by.
//!
//! Tauri answers an address `p` with the embedded file `p`, else `p.html`,
//! else `p/index.html`, else `index.html`. The book's and the desk's
//! addresses (`/history/<id>`, `/tournaments/<id>`) are no files, so they
//! would all reach the table app: [`Pages`] wraps the embedded files and
//! answers `p.html` for such an address with its page's file (its bytes and
//! its CSP hashes), so a reload, a deep link or the system's back on one of
//! their screens loads that page and its wasm, and the table app never does.

use std::borrow::Cow;

use tauri::utils::assets::{AssetKey, AssetsIter, CspHash};
use tauri::{App, Assets, Context, Runtime};
use tranque_views::Page;

/// The embedded file that answers `key`, when it is an address of the book
/// or the desk as Tauri asks for it (`/history/<id>.html`, then
/// `/history/<id>/index.html`): that page's file. The table app's addresses,
/// and the pages' files themselves, are left to Tauri.
pub fn page_key(key: &str) -> Option<&'static str> {
    let path = key
        .strip_suffix("/index.html")
        .or_else(|| key.strip_suffix(".html"))?;
    match Page::of(path) {
        Page::Table => None,
        page => Some(page.file()),
    }
}

/// Has `context` answer each page at its paths: its embedded files wrapped
/// in [`Pages`].
pub fn serve<R: Runtime>(context: &mut Context<R>) {
    let files = context.set_assets(Box::new(NoFiles));
    context.set_assets(Box::new(Pages { files }));
}

/// The embedded files, with the book's and the desk's addresses answered by
/// their pages.
pub struct Pages<R: Runtime> {
    files: Box<dyn Assets<R>>,
}

impl<R: Runtime> Pages<R> {
    fn key<'k>(&self, key: &'k AssetKey) -> Cow<'k, AssetKey> {
        match page_key(key.as_ref()) {
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
    fn each_page_answers_its_addresses_and_nothing_else() {
        assert_eq!(page_key("/tournaments.html"), Some("/desk.html"));
        assert_eq!(page_key("/tournaments/t1.html"), Some("/desk.html"));
        assert_eq!(page_key("/tournaments/t1.x.html"), Some("/desk.html"));
        assert_eq!(page_key("/tournaments/t1/board.html"), Some("/desk.html"));
        assert_eq!(page_key("/history.html"), Some("/book.html"));
        assert_eq!(page_key("/history/m1.html"), Some("/book.html"));
        assert_eq!(page_key("/stats.html"), Some("/book.html"));
        assert_eq!(page_key("/players/jos%C3%A9.html"), Some("/book.html"));
        assert_eq!(page_key("/backups.html"), Some("/book.html"));
        assert_eq!(page_key("/history/m1/index.html"), Some("/book.html"));
        assert_eq!(page_key("/tournaments/t1/index.html"), Some("/desk.html"));
        // Correcting a past hand is the table app's, at each of Tauri's tries.
        assert_eq!(page_key("/history/m1/edit/3.html"), None);
        assert_eq!(page_key("/history/m1/edit/3/index.html"), None);
        // The file itself first (not `.html`): a page's wasm is no address.
        assert_eq!(page_key("/tournaments/t1"), None);
        assert_eq!(page_key("/history/m1"), None);
        assert_eq!(page_key("/tournamentsx.html"), None);
        assert_eq!(page_key("/index.html"), None);
        assert_eq!(page_key("/desk.html"), None);
        assert_eq!(page_key("/book.html"), None);
        assert_eq!(page_key("/table.html"), None);
    }
}
