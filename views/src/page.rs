//! The UI's pages, each an HTML file with its own wasm, and the paths each
//! one shows: the shell answers a path with its page's file, and the UI
//! moves to a screen of another page by loading that page.

/// One of the UI's pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    /// `index.html`: the table app, what every player loads — home, a new
    /// match, the table, the end of a hand, match over, correcting a past
    /// hand.
    Table,
    /// `book.html`: the book — the history, a past match's scoresheet, the
    /// statistics, a player's page, the backups — loaded when a player
    /// opens one of them.
    Book,
    /// `desk.html`: the director's desk (the tournaments), loaded only when
    /// a director opens it.
    Desk,
}

/// The first segments of the book's paths.
const BOOK: [&str; 4] = ["/history", "/stats", "/players", "/backups"];

/// The first segment of the desk's paths.
const DESK: &str = "/tournaments";

impl Page {
    /// The page that shows `path`: the desk's under `/tournaments`, the
    /// book's under `/history`, `/stats`, `/players` and `/backups` but for
    /// a past hand's correction (`/history/<id>/edit/<index>`, the table's
    /// entry forms), the table app's every other.
    pub fn of(path: &str) -> Page {
        if under(path, DESK) {
            Page::Desk
        } else if BOOK.iter().any(|first| under(path, first)) && !correction(path) {
            Page::Book
        } else {
            Page::Table
        }
    }

    /// The page's file.
    pub fn file(self) -> &'static str {
        match self {
            Page::Table => "/index.html",
            Page::Book => "/book.html",
            Page::Desk => "/desk.html",
        }
    }
}

/// Whether `path` is `first` or under it.
fn under(path: &str, first: &str) -> bool {
    path.strip_prefix(first)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// Whether `path` is a past hand's correction: `/history/<id>/edit/<index>`.
fn correction(path: &str) -> bool {
    let mut segments = path.split('/').skip(1);
    segments.next() == Some("history")
        && segments.next().is_some()
        && segments.next() == Some("edit")
        && segments.next().is_some()
        && segments.next().is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_path_is_shown_by_its_page() {
        for path in [
            "/tournaments",
            "/tournaments/",
            "/tournaments/t1",
            "/tournaments/t1/board",
        ] {
            assert_eq!(Page::of(path), Page::Desk, "{path}");
        }
        for path in [
            "/history",
            "/history/m1",
            "/stats",
            "/players/ana",
            "/players/jos%C3%A9",
            "/backups",
        ] {
            assert_eq!(Page::of(path), Page::Book, "{path}");
        }
        for path in [
            "",
            "/",
            "/new",
            "/table",
            "/table/domino",
            "/over",
            "/history/m1/edit/3",
            "/tournamentsx",
            "/historyx",
            "/statsx/1",
            "/index.html",
            "/book.html",
            "/desk.html",
        ] {
            assert_eq!(Page::of(path), Page::Table, "{path}");
        }
        // Only a correction's own path is the table's.
        assert_eq!(Page::of("/history/m1/edit"), Page::Book);
        assert_eq!(Page::of("/history/m1/edit/3/x"), Page::Book);
    }

    #[test]
    fn each_page_has_its_own_file() {
        let files = [Page::Table, Page::Book, Page::Desk].map(Page::file);
        assert_eq!(files, ["/index.html", "/book.html", "/desk.html"]);
    }
}
