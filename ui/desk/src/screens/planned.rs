//! The rounds a director planned for a tournament (a format's, or typed
//! when creating it), kept on this phone: the setup does not hold them
//! (`docs/tournament-file.md`, "Formats": the director stops pairing after
//! them), so the desk remembers them to say how far the tournament is.

use serde::{Deserialize, Serialize};

use crate::ctx::{save, saved};

/// Where they are kept.
const KEPT: &str = "tranque.planned-rounds";
/// The most tournaments remembered.
const MOST: usize = 64;

/// The rounds planned for one tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Planned {
    tournament: String,
    rounds: u32,
}

/// Remembers that `rounds` are planned for `tournament`.
pub fn remember(tournament: &str, rounds: u32) {
    let mut list = kept();
    add(
        &mut list,
        Planned {
            tournament: tournament.to_owned(),
            rounds,
        },
    );
    if let Ok(text) = serde_json::to_string(&list) {
        save(KEPT, &text);
    }
}

/// The rounds planned for `tournament`, if any were.
pub fn rounds(tournament: &str) -> Option<u32> {
    kept()
        .into_iter()
        .find(|p| p.tournament == tournament)
        .map(|p| p.rounds)
}

fn kept() -> Vec<Planned> {
    saved(KEPT)
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// The list with `one` last, once, and no more than [`MOST`].
fn add(list: &mut Vec<Planned>, one: Planned) {
    list.retain(|p| p.tournament != one.tournament);
    list.push(one);
    let extra = list.len().saturating_sub(MOST);
    list.drain(..extra);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tournament_is_remembered_once_and_the_oldest_go_first() {
        let one = |t: &str, rounds| Planned {
            tournament: t.to_owned(),
            rounds,
        };
        let mut list = Vec::new();
        add(&mut list, one("t1", 9));
        add(&mut list, one("t1", 7));
        assert_eq!(list, vec![one("t1", 7)]);
        for n in 0..MOST {
            add(&mut list, one(&format!("x{n}"), 3));
        }
        assert_eq!(list.len(), MOST);
        assert!(!list.iter().any(|p| p.tournament == "t1"));
    }
}
