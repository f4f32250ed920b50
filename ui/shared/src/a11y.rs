//! What a screen reader says where the screen shows a drawing or a change:
//! a tile's name ("five–three"), a seat's (its player and side), a saved
//! hand's points for the table's live region, and the new screen's heading
//! taking the focus after a move between screens.

use std::time::Duration;

use tranque::{Mode, RowKind, Seat, SheetRow, Side, Table, Tile};
use wasm_bindgen::JsCast;

use crate::i18n::{Locale, td_string};

/// A number of pips (0–6) as a word.
fn number_word(locale: Locale, n: u8) -> String {
    match n {
        0 => td_string!(locale, a11y_number_0),
        1 => td_string!(locale, a11y_number_1),
        2 => td_string!(locale, a11y_number_2),
        3 => td_string!(locale, a11y_number_3),
        4 => td_string!(locale, a11y_number_4),
        5 => td_string!(locale, a11y_number_5),
        _ => td_string!(locale, a11y_number_6),
    }
    .to_owned()
}

/// A tile as players say it: the high half first ("five–three"), a double
/// by its name ("double five").
pub fn tile_words(locale: Locale, tile: Tile) -> String {
    let high = number_word(locale, tile.high());
    if tile.high() == tile.low() {
        return td_string!(locale, a11y_tile_double, number = high);
    }
    let low = number_word(locale, tile.low());
    td_string!(locale, a11y_tile, high = high, low = low)
}

/// What a seat is besides its player, shown under the name and read after
/// it: its side in pairs ("side A"), its number in individual play ("seat 1").
pub fn seat_tag(locale: Locale, table: Option<&Table>, seat: Seat) -> String {
    match table {
        Some(table) if table.mode() == Mode::Pairs => {
            let side = table.side_label(table.side_of(seat));
            td_string!(locale, a11y_seat_side, side = side)
        }
        _ => {
            let number = (seat.index() + 1).to_string();
            td_string!(locale, a11y_seat_number, seat = number)
        }
    }
}

/// Who a side is when a sentence names it: "Side A" in pairs, the player in
/// individual play.
pub fn side_words(locale: Locale, table: &Table, side: Side, names: &[String]) -> String {
    match table.mode() {
        Mode::Pairs => td_string!(locale, a11y_side, side = table.side_label(side)),
        Mode::Individual => table
            .seats_of(side)
            .filter_map(|s| names.get(s.index()).cloned())
            .collect::<Vec<_>>()
            .join(" & "),
    }
}

/// The scores after a row: "112 to 87" for two sides (in the sides'
/// order), "Ana 112, Bia 87, Caio 40" for more.
fn standing_words(locale: Locale, table: &Table, names: &[String], totals: &[i64]) -> String {
    if let [first, second] = totals {
        return td_string!(
            locale,
            a11y_totals_two,
            first = first.to_string(),
            second = second.to_string()
        );
    }
    table
        .all_sides()
        .zip(totals)
        .map(|(side, total)| format!("{} {total}", side_words(locale, table, side, names)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What the table's live region says once a hand is saved: who scores how
/// much and the scores after it ("Side A scores 24 — 112 to 87"). `None`
/// for a row that is not a hand (a redeal, a penalty, the time called).
pub fn hand_words(
    locale: Locale,
    table: &Table,
    names: &[String],
    row: &SheetRow,
) -> Option<String> {
    if !matches!(row.kind, RowKind::Hand { .. }) {
        return None;
    }
    let standing = standing_words(locale, table, names, &row.totals);
    let winner = row
        .settlement
        .as_ref()
        .and_then(|s| s.winner.map(|w| (w, s.points)));
    Some(match winner {
        Some((side, points)) => td_string!(
            locale,
            a11y_hand_scored,
            who = side_words(locale, table, side, names),
            points = points.to_string(),
            standing = standing
        ),
        None => td_string!(locale, a11y_hand_nobody, standing = standing),
    })
}

/// How many frames the new screen's heading is waited for (a screen that
/// loads its match first draws its heading a little later).
const HEADING_TRIES: u32 = 20;

/// Moves the focus to the screen's heading (its `h1`, focusable by script
/// through `tabindex="-1"`) once it is drawn with its words, so a screen
/// reader starts reading the new screen from its title. Called after a move
/// between screens, never at the page's first load.
pub fn focus_heading() {
    focus_heading_within(HEADING_TRIES);
}

fn focus_heading_within(tries: u32) {
    let heading = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("main h1").ok().flatten())
        .filter(|h| h.text_content().is_some_and(|t| !t.trim().is_empty()))
        .and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok());
    match heading {
        Some(h) => {
            let _ = h.focus();
        }
        None if tries > 0 => {
            leptos::prelude::set_timeout(
                move || focus_heading_within(tries - 1),
                Duration::from_millis(50),
            );
        }
        None => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tranque::{Event, Finish, HandEnd, Leftover, Match, MatchSetup, Preset};

    #[test]
    fn a_tile_reads_as_its_two_numbers_high_first() {
        let five_three = Tile::new(5, 3).expect("a tile");
        assert_eq!(tile_words(Locale::en, five_three), "five–three");
        assert_eq!(tile_words(Locale::es, five_three), "cinco–tres");
        assert_eq!(tile_words(Locale::pt_BR, five_three), "cinco–três");
        let blank_one = Tile::new(1, 0).expect("a tile");
        assert_eq!(tile_words(Locale::en, blank_one), "one–zero");
        let five_five = Tile::new(5, 5).expect("a tile");
        assert_eq!(tile_words(Locale::en, five_five), "double five");
        assert_eq!(tile_words(Locale::es, five_five), "doble cinco");
        assert_eq!(tile_words(Locale::pt_BR, five_five), "carroça de cinco");
    }

    #[test]
    fn every_tile_has_its_own_name_in_each_language() {
        for locale in [Locale::en, Locale::es, Locale::pt_BR] {
            let said: std::collections::BTreeSet<String> =
                Tile::all().map(|t| tile_words(locale, t)).collect();
            assert_eq!(said.len(), 28, "{locale}");
            assert!(
                said.iter().all(|s| !s.chars().any(|c| c.is_ascii_digit())),
                "{locale}"
            );
        }
    }

    #[test]
    fn a_seat_reads_as_its_side_or_number() {
        let pairs = Table::new(4, Mode::Pairs).expect("a table of pairs");
        assert_eq!(seat_tag(Locale::en, Some(&pairs), Seat(0)), "side A");
        assert_eq!(seat_tag(Locale::en, Some(&pairs), Seat(1)), "side B");
        assert_eq!(seat_tag(Locale::pt_BR, Some(&pairs), Seat(2)), "dupla A");
        assert_eq!(seat_tag(Locale::es, Some(&pairs), Seat(3)), "pareja B");
        let three = Table::new(3, Mode::Individual).expect("three players");
        assert_eq!(seat_tag(Locale::en, Some(&three), Seat(2)), "seat 3");
        assert_eq!(seat_tag(Locale::es, None, Seat(0)), "puesto 1");
    }

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|n| (*n).to_owned()).collect()
    }

    /// A `br-megajogos` match of `seats` in `mode` with one domino by `by`,
    /// the others holding `left` pips: its table and the hand's row.
    fn one_domino(seats: &[String], mode: Mode, by: Seat, left: Vec<u32>) -> (Table, SheetRow) {
        let setup = MatchSetup {
            rules: Preset::BrMegajogos.rules(mode),
            seats: seats.to_vec(),
        };
        let end = HandEnd::Domino {
            by,
            left: Leftover::Pips(left),
            finish: Finish::Simple,
        };
        let hand = Event::Hand {
            opener: Some(Seat(0)),
            end,
        };
        let game = Match::from_events(setup, [hand]).expect("a match with one hand");
        let table = Table::new(seats.len(), mode).expect("a table of these seats");
        let row = game.standings().sheet.last().cloned().expect("one row");
        (table, row)
    }

    #[test]
    fn a_saved_hand_says_who_scores_and_the_scores_after_it() {
        let seats = names(&["Ana", "Bia", "Caio", "Duda"]);
        let (table, row) = one_domino(&seats, Mode::Pairs, Seat(1), vec![10, 0, 7, 4]);
        let won = row.settlement.as_ref().expect("a settled hand").points;
        assert!(won > 0);
        let totals = &row.totals;
        assert_eq!(
            hand_words(Locale::en, &table, &seats, &row),
            Some(format!(
                "Side B scores {won} — {} to {}",
                totals[0], totals[1]
            ))
        );
        assert_eq!(
            hand_words(Locale::pt_BR, &table, &seats, &row),
            Some(format!(
                "Dupla B marca {won} — {} a {}",
                totals[0], totals[1]
            ))
        );
    }

    #[test]
    fn individual_play_names_each_player_with_their_score() {
        let seats = names(&["Ana", "Bia", "Caio"]);
        let (table, row) = one_domino(&seats, Mode::Individual, Seat(2), vec![10, 5, 0]);
        let won = row.settlement.as_ref().expect("a settled hand").points;
        let said = hand_words(Locale::en, &table, &seats, &row).expect("a hand row");
        assert_eq!(
            said,
            format!(
                "Caio scores {won} — Ana {}, Bia {}, Caio {}",
                row.totals[0], row.totals[1], row.totals[2]
            )
        );
    }
}
