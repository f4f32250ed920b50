//! The matches this phone started for a tournament's table — from a table's
//! card on the director's phone, or from the code a table's phone scanned —
//! kept on the phone so the match-over screen offers the signed result's
//! code (and, on the director's phone, the way back to the tournament).

use serde::{Deserialize, Serialize};

use crate::ctx::{put_last, save, saved_list};

/// Where the list is kept.
const KEPT: &str = "tranque.table-matches";
/// The most matches remembered: a day of tournaments and more.
const MOST: usize = 64;

/// A match started for a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableMatch {
    /// The match's id.
    pub match_id: String,
    /// The tournament's id, when the tournament is on this phone.
    pub tournament: Option<String>,
}

/// Remembers that `match_id` was started for a table of `tournament`.
pub fn remember(match_id: &str, tournament: Option<&str>) {
    let mut list = kept();
    add(
        &mut list,
        TableMatch {
            match_id: match_id.to_owned(),
            tournament: tournament.map(str::to_owned),
        },
    );
    if let Ok(text) = serde_json::to_string(&list) {
        save(KEPT, &text);
    }
}

/// The table's match `match_id`, if it was started for a table here.
pub fn table_match(match_id: &str) -> Option<TableMatch> {
    kept().into_iter().find(|m| m.match_id == match_id)
}

fn kept() -> Vec<TableMatch> {
    saved_list(KEPT)
}

/// The list with `one` last, once, and no more than [`MOST`].
fn add(list: &mut Vec<TableMatch>, one: TableMatch) {
    put_last(list, one, MOST, |kept, one| kept.match_id == one.match_id);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(id: &str, tournament: Option<&str>) -> TableMatch {
        TableMatch {
            match_id: id.to_owned(),
            tournament: tournament.map(str::to_owned),
        }
    }

    #[test]
    fn a_match_is_remembered_once_and_the_oldest_go_first() {
        let mut list = Vec::new();
        add(&mut list, one("m1", None));
        add(&mut list, one("m1", Some("t1")));
        assert_eq!(list, vec![one("m1", Some("t1"))]);
        for n in 0..MOST {
            add(&mut list, one(&format!("x{n}"), None));
        }
        assert_eq!(list.len(), MOST);
        assert!(!list.iter().any(|m| m.match_id == "m1"));
        assert_eq!(list.last(), Some(&one(&format!("x{}", MOST - 1), None)));
    }
}
