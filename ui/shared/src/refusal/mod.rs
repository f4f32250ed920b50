//! Refusals in the player's language.
//!
//! A refused command arrives as a code, an English message and the values the
//! message names (`params`, listed code by code in `docs/commands.md`,
//! "Errors"); a refused preview is the core's [`RuleError`] itself. The code
//! and params are read back into typed values — the core's [`RuleError`]
//! (through [`RuleError::from_params`]) or the shell's [`ShellRefusal`] —
//! and [`refusal`] picks the sentence by the variant (the `error_<code>` texts
//! of `ui/locales/*.json`), with its values as players say them:
//!
//! - a seat is the player sitting there (`names[seat]`), or "Seat 3" (the
//!   word of the setup screen and the seat counted from 1) when the name is not
//!   known;
//! - the players of a side are their names joined by "or" ("Ana or Caio"),
//!   next to the side's letter ("A", as on the scoreboard);
//! - a tile stays as written, "6-5"; a fault is its name on the penalty
//!   screen; times are minutes, sizes megabytes.
//!
//! Nothing Rust formatted as text is split here: every value arrives as a
//! number, an array, an object or the text a player gave. A code the UI does
//! not know, or params that do not fit its code, is shown as `error_unknown`
//! followed by the English message.

use serde::Deserialize;
use serde_json::Value;
use tranque::tournament::TournamentError;
use tranque::{Fault, Mode, RuleError, Seat, Side, Table, Tile};

use tranque::text::{Conjunction, list};

use crate::api::ApiError;
use crate::i18n::Locale;

use crate::lang::{core_lang, fault_name};
pub use shell::ShellRefusal;

/// A text of the locale files as an owned string.
macro_rules! tr {
    ($($t:tt)*) => {
        $crate::i18n::td_string!($($t)*).to_string()
    };
}

// After the macro, which the modules use.
mod rule;
mod shell;
#[cfg(test)]
mod tests;
mod tournament;

/// What a refusal says, read back from its code and params.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// One of the core's.
    Rule(RuleError),
    /// One of the tournament's (the core's too).
    Tournament(TournamentError),
    /// One of the shell's.
    Shell(ShellRefusal),
}

impl Reason {
    /// The refusal of `code` with `params`, if the code is known and the
    /// params fit it.
    pub fn read(code: &str, params: &Value) -> Option<Reason> {
        if let Some(rule) = RuleError::from_params(code, params) {
            return Some(Reason::Rule(rule));
        }
        if let Some(refusal) = TournamentError::from_params(code, params) {
            return Some(Reason::Tournament(refusal));
        }
        tranque::error::read(code, params).map(Reason::Shell)
    }
}

/// Where a refusal wrapping another one happened: a refused event of a
/// match's log, a refused match of an imported file.
#[derive(Debug, Default, Deserialize)]
struct Place {
    /// The refused event's index in the log.
    event_index: Option<i64>,
    /// The refused match's place in the file, from 1.
    match_number: Option<i64>,
}

/// A refusal in words for the player: the sentence of `code` in `locale`,
/// with the values of `params` in it and seats named by `names` (the players
/// in seat order; empty when not known). `message` is the English message,
/// shown after `error_unknown` when the code has no sentence.
pub fn refusal(
    locale: Locale,
    code: &str,
    params: &Value,
    message: &str,
    names: &[String],
) -> String {
    Words::new(locale, names, false).refusal(code, params, message)
}

/// An error of a command in words for the player (see [`refusal`]).
pub fn of_api(locale: Locale, error: &ApiError, names: &[String]) -> String {
    refusal(locale, &error.code, &error.params, &error.message, names)
}

/// A refusal of the core (a preview) in words for the player (see [`refusal`]).
pub fn of_rule(locale: Locale, error: &RuleError, names: &[String]) -> String {
    let words = Words::new(locale, names, false);
    let place = match error {
        RuleError::InvalidEvent { index, .. } => Place {
            event_index: i64::try_from(*index).ok(),
            match_number: None,
        },
        _ => Place::default(),
    };
    words.placed(&place, words.sentence(&Reason::Rule(error.cause().clone())))
}

/// A refusal of the core's tournament (a typed result made on the screen)
/// in words for the player.
pub fn of_tournament(locale: Locale, error: &TournamentError) -> String {
    Words::new(locale, &[], false).tournament(error.cause())
}

/// A refusal of an individual tournament's command in words for the
/// player (see [`refusal`]): its table's result names side A and side B
/// where the core's params stand them as pairs 1 and 2
/// (`docs/tournament-file.md`, "Individual tournaments").
pub fn of_seats(locale: Locale, error: &ApiError) -> String {
    Words::new(locale, &[], true).refusal(&error.code, &error.params, &error.message)
}

/// A refusal of the core's individual tournament (a typed result made on
/// the screen) in words for the player, sides named as in [`of_seats`].
pub fn of_seats_tournament(locale: Locale, error: &TournamentError) -> String {
    Words::new(locale, &[], true).tournament(error.cause())
}

/// `error_unknown` and the English message.
fn unknown(locale: Locale, message: &str) -> String {
    let lead = tr!(locale, error_unknown);
    let message = message.trim();
    if message.is_empty() {
        lead.trim_end_matches(':').to_owned()
    } else {
        format!("{lead} {message}")
    }
}

/// Values in words, as players say them.
struct Words<'a> {
    locale: Locale,
    names: &'a [String],
    /// A result's pairs 1 and 2 are an individual tournament's sides A
    /// and B.
    sides: bool,
}

impl<'a> Words<'a> {
    /// The words of `locale`, seats named by `names`; `sides` when a
    /// result's pairs are an individual tournament's sides.
    fn new(locale: Locale, names: &'a [String], sides: bool) -> Self {
        Words {
            locale,
            names,
            sides,
        }
    }

    /// The refusal of `code` with `params`, and where it happened; the
    /// English `message` after `error_unknown` when the code has no
    /// sentence.
    fn refusal(&self, code: &str, params: &Value, message: &str) -> String {
        let place = Place::deserialize(params).unwrap_or_default();
        match Reason::read(code, params) {
            Some(reason) => self.placed(&place, self.sentence(&reason)),
            None => unknown(self.locale, message),
        }
    }

    /// The player at a seat, or "Seat n" counted from 1.
    fn seat(&self, seat: Seat) -> String {
        match self.names.get(seat.index()).map(|n| n.trim()) {
            Some(name) if !name.is_empty() => name.to_owned(),
            _ => format!("{} {}", tr!(self.locale, seat), u32::from(seat.0) + 1),
        }
    }

    /// Several players, "Ana, Bia or Caio", joined by the core's grammar of lists.
    fn any_of(&self, players: &[String]) -> String {
        let players: Vec<&str> = players.iter().map(String::as_str).collect();
        list(core_lang(self.locale), Conjunction::Or, &players)
    }

    /// Several players together, "Ana and Caio", by the core's grammar of lists.
    fn all_of(&self, players: &[String]) -> String {
        let players: Vec<&str> = players.iter().map(String::as_str).collect();
        list(core_lang(self.locale), Conjunction::And, &players)
    }

    /// A side of a pair: its letter and its players.
    fn side(&self, side: Side) -> (String, String) {
        match Table::new(4, Mode::Pairs) {
            Ok(table) => {
                let players: Vec<String> = table.seats_of(side).map(|s| self.seat(s)).collect();
                (table.side_label(side), self.any_of(&players))
            }
            Err(_) => (side.0.to_string(), String::new()),
        }
    }

    /// A fault by its name on the penalty screen; a house rule by its own name.
    fn fault(&self, fault: &Fault) -> String {
        fault_name(fault, self.locale)
    }

    /// The scores as the scoreboard shows them: "A 40, B 35" for pairs, the
    /// players' names in individual play (whose sides are their seats).
    fn scores(&self, scores: &[i64], mode: Mode) -> String {
        let pairs = Table::new(4, Mode::Pairs).ok();
        scores
            .iter()
            .zip(0u8..)
            .map(|(score, n)| match (mode, pairs) {
                (Mode::Pairs, Some(table)) => format!("{} {score}", table.side_label(Side(n))),
                _ => format!("{} {score}", self.seat(Seat(n))),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A refused event or a refused match of an import says which.
    fn placed(&self, place: &Place, reason: String) -> String {
        let locale = self.locale;
        let event = place.event_index.map(|i| i + 1);
        match (place.match_number, event) {
            (Some(number), Some(event)) => tr!(
                locale,
                refusal_in_import_event,
                number = number,
                event = event,
                reason = reason
            ),
            (Some(number), None) => {
                tr!(locale, refusal_in_import, number = number, reason = reason)
            }
            (None, Some(event)) => tr!(locale, refusal_in_event, number = event, reason = reason),
            (None, None) => reason,
        }
    }

    /// The sentence of a refusal, with its values.
    fn sentence(&self, reason: &Reason) -> String {
        match reason {
            Reason::Rule(rule) => self.rule(rule),
            Reason::Tournament(refusal) => self.tournament(refusal),
            Reason::Shell(shell) => self.shell(shell),
        }
    }
}

/// A side as the core names it: A, B for the sides of a pair, its number
/// past them.
fn side_label(side: Side) -> String {
    Table::new(4, Mode::Pairs)
        .map(|table| table.side_label(side))
        .unwrap_or_else(|_| side.0.to_string())
}

/// Tiles in words: "5-0, 1-1, 2-0".
fn tile_list(tiles: &[Tile]) -> String {
    tiles
        .iter()
        .map(Tile::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}
