//! The screens of the three pages by their paths: the table app's (`ui/`),
//! the book's (`ui/book/`) and the director's desk (`ui/desk/`); which page
//! shows each path is [`Page::of`]. Each page's routes are in its own crate;
//! moving between them is in `nav.rs`.

/// The pages and the paths each shows, as the shell serves them.
pub use tranque_views::Page;

/// A name key as one segment of a path: every byte but letters and digits
/// percent-encoded (the router gives the segment back decoded).
pub fn encode(key: &str) -> String {
    percent_encoding::utf8_percent_encode(key, percent_encoding::NON_ALPHANUMERIC).to_string()
}

/// A path's segment back as the name key it encodes.
pub fn decode(segment: &str) -> String {
    percent_encoding::percent_decode_str(segment)
        .decode_utf8_lossy()
        .into_owned()
}

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
    /// The ranking, the partnerships, a head-to-head.
    Stats,
    /// One player's page: their name key.
    Player(String),
    /// The backups of the history.
    Backups,
    /// The tournaments.
    Tournaments,
    /// One tournament: its id.
    Tournament(String),
    /// A tournament's audience board, for a TV in the room: its id.
    Board(String),
    /// One individual tournament (players one by one, tables of four): its
    /// id.
    Individual(String),
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
            Screen::Player(key) => format!("/players/{}", encode(key)),
            Screen::Backups => "/backups".to_owned(),
            Screen::Tournaments => "/tournaments".to_owned(),
            Screen::Tournament(id) => format!("/tournaments/{id}"),
            Screen::Board(id) => format!("/tournaments/{id}/board"),
            Screen::Individual(id) => format!("/tournaments/{id}/individual"),
        }
    }

    /// The page that shows the screen.
    pub fn page(&self) -> Page {
        Page::of(&self.path())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            Screen::Player("ana".to_owned()),
            Screen::Backups,
            Screen::Tournaments,
            Screen::Tournament("t1".to_owned()),
            Screen::Board("t1".to_owned()),
            Screen::Individual("t1".to_owned()),
        ];
        let paths: std::collections::BTreeSet<String> = screens.iter().map(Screen::path).collect();
        assert_eq!(paths.len(), screens.len());
        assert_eq!(
            Screen::EditHand("m1".to_owned(), 3).path(),
            "/history/m1/edit/3"
        );
        assert_eq!(
            Screen::Tournament("t1".to_owned()).path(),
            "/tournaments/t1"
        );
    }

    #[test]
    fn a_player_s_key_crosses_its_path_whatever_its_letters() {
        for key in ["ana", "josé maría", "zé \"o\" rei/2", "李 100%"] {
            let path = Screen::Player(key.to_owned()).path();
            let segment = path.strip_prefix("/players/").unwrap();
            let plain = |ch: char| ch.is_ascii_alphanumeric() || ch == '%';
            assert!(segment.chars().all(plain), "{path}");
            assert_eq!(decode(segment), key);
        }
        assert_eq!(Screen::Player("ana".to_owned()).page(), Page::Book);
    }

    #[test]
    fn each_screen_is_on_its_page() {
        let desk = [
            Screen::Tournaments,
            Screen::Tournament("t1".to_owned()),
            Screen::Board("t1".to_owned()),
            Screen::Individual("t1".to_owned()),
        ];
        let book = [
            Screen::History,
            Screen::Review("m1".to_owned()),
            Screen::Stats,
            Screen::Player("josé".to_owned()),
            Screen::Backups,
        ];
        let table = [
            Screen::Home,
            Screen::Setup,
            Screen::Table,
            Screen::Domino,
            Screen::Block,
            Screen::Redeal,
            Screen::Penalty,
            Screen::Over,
            Screen::EditHand("m1".to_owned(), 3),
        ];
        for (page, screens) in [
            (Page::Desk, &desk[..]),
            (Page::Book, &book[..]),
            (Page::Table, &table[..]),
        ] {
            for screen in screens {
                assert_eq!(screen.page(), page, "{screen:?}");
            }
        }
    }
}
