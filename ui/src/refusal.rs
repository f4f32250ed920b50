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
use tranque::{
    Fault, MINUTE_MS, MatchEnd, Mode, Opener, RuleError, RulesProblem, Seat, Side, Table, Tile,
};

use tranque::text::{Conjunction, list};

use crate::api::ApiError;
use crate::i18n::{Locale, td_string};
use crate::lang::core_lang;

/// A text of the locale files as an owned string.
macro_rules! tr {
    ($($t:tt)*) => {
        td_string!($($t)*).to_string()
    };
}

/// A refusal of the shell's own (not the core's), as `docs/commands.md`
/// lists it: the code is the tag, the params the fields. Params a sentence
/// does not use (a match's id) are not read.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum ShellRefusal {
    /// An argument of the wrong shape, or a value out of range.
    BadArgument {
        /// The argument.
        name: String,
        /// The value given, for a value out of range.
        #[serde(default)]
        value: Option<Given>,
    },
    /// A player name that cannot be kept.
    BadPlayerName {
        /// The name as given.
        name: String,
        /// Why.
        reason: NameProblem,
    },
    /// Another player has the name.
    DuplicatePlayerName {
        /// The name.
        name: String,
    },
    /// One player in two seats.
    PlayerSeatedTwice {
        /// The name.
        name: String,
    },
    /// No such player.
    NoSuchPlayer {
        /// As the command named him.
        player: Given,
    },
    /// No such match.
    NoSuchMatch {},
    /// Another match is under way.
    MatchInProgress {},
    /// The match was finished or abandoned.
    MatchClosed {
        /// Which.
        status: Closed,
    },
    /// Signing a match that is not over.
    MatchNotOver {
        /// The score of each side, in side order.
        scores: Vec<i64>,
        /// Pairs or individual, to name the sides.
        mode: Mode,
        /// The target.
        target: u32,
    },
    /// Undo with nothing recorded.
    NothingToUndo {},
    /// A signature that cannot be kept.
    BadSignature {},
    /// A file over the import limit.
    ImportTooLarge {
        /// Its size in bytes.
        bytes: u64,
        /// The limit in bytes.
        max: u64,
    },
    /// A stored match that does not read.
    StoredMatchUnreadable {},
    /// SQLite failed.
    DatabaseError {},
    /// The schema could not be upgraded.
    DatabaseUpgradeFailed {},
    /// The database file could not be handled.
    DatabaseFileError {},
    /// A newer app's database.
    DatabaseTooNew {},
    /// No database could be opened.
    DatabaseUnavailable {},
    /// No data folder.
    DataDirUnavailable {},
    /// A damaged database was set aside at start.
    DatabaseSetAside {
        /// Its new name.
        file: String,
    },
}

/// A value as a player or a command gave it: a number or text.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum Given {
    /// A number.
    Number(i64),
    /// Text.
    Text(String),
}

impl std::fmt::Display for Given {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Given::Number(n) => write!(f, "{n}"),
            Given::Text(text) => f.write_str(text),
        }
    }
}

/// Why a player name is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NameProblem {
    /// Blank.
    Empty,
    /// Too many characters.
    TooLong,
    /// A line break, a tab…
    ControlCharacters,
}

/// How a match was closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Closed {
    /// Played to its end.
    Finished,
    /// Given up.
    Abandoned,
}

/// What a refusal says, read back from its code and params.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// One of the core's.
    Rule(RuleError),
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
        let mut tagged = params.as_object()?.clone();
        tagged.insert("code".to_owned(), code.into());
        serde_json::from_value(Value::Object(tagged))
            .ok()
            .map(Reason::Shell)
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
    let words = Words { locale, names };
    let place = Place::deserialize(params).unwrap_or_default();
    match Reason::read(code, params) {
        Some(reason) => words.placed(&place, words.sentence(&reason)),
        None => unknown(locale, message),
    }
}

/// An error of a command in words for the player (see [`refusal`]).
pub fn of_api(locale: Locale, error: &ApiError, names: &[String]) -> String {
    refusal(locale, &error.code, &error.params, &error.message, names)
}

/// A refusal of the core (a preview) in words for the player (see [`refusal`]).
pub fn of_rule(locale: Locale, error: &RuleError, names: &[String]) -> String {
    let words = Words { locale, names };
    let place = match error {
        RuleError::InvalidEvent { index, .. } => Place {
            event_index: i64::try_from(*index).ok(),
            match_number: None,
        },
        _ => Place::default(),
    };
    words.placed(&place, words.sentence(&Reason::Rule(error.cause().clone())))
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
}

const MIB: u64 = 1024 * 1024;

impl Words<'_> {
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
        let locale = self.locale;
        match fault {
            Fault::DoublesTurned => tr!(locale, fault_doubles_turned),
            Fault::WrongOpening => tr!(locale, fault_wrong_opening),
            Fault::GesturePass => tr!(locale, fault_gesture_pass),
            Fault::OutOfTurn => tr!(locale, fault_out_of_turn),
            Fault::TilesTurned => tr!(locale, fault_tiles_turned),
            Fault::PassWithPlayable => tr!(locale, fault_pass_with_playable),
            Fault::Chivo => tr!(locale, fault_chivo),
            Fault::Custom(name) => name.clone(),
        }
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
            Reason::Shell(shell) => self.shell(shell),
        }
    }

    /// The core's refusals.
    fn rule(&self, err: &RuleError) -> String {
        let l = self.locale;
        match err {
            RuleError::UnknownTile { text } => tr!(l, error_unknown_tile, text = text),
            RuleError::TileRepeated { tile } => tr!(l, error_tile_repeated, tile = tile),
            RuleError::TooManyTiles { seat, count } => tr!(
                l,
                error_too_many_tiles,
                who = self.seat(*seat),
                count = count
            ),
            RuleError::DominoPlayerHoldsTiles { seat, pips: 0, .. } => tr!(
                l,
                error_domino_player_holds_tiles_no_pips,
                who = self.seat(*seat)
            ),
            RuleError::DominoPlayerHoldsTiles { seat, pips, .. } => tr!(
                l,
                error_domino_player_holds_tiles,
                who = self.seat(*seat),
                pips = pips
            ),
            RuleError::EmptyHand { seat } => tr!(l, error_empty_hand, who = self.seat(*seat)),
            RuleError::ImpossibleBlock { tiles } => {
                tr!(l, error_impossible_block, tiles = tile_list(tiles))
            }
            RuleError::PipsOutOfRange { seat, pips } => tr!(
                l,
                error_pips_out_of_range,
                who = self.seat(*seat),
                pips = pips
            ),
            RuleError::PipsTotalOutOfRange { total } => {
                tr!(l, error_pips_total_out_of_range, total = total)
            }
            RuleError::BadNumber { text } => tr!(l, error_bad_number, text = text),
            RuleError::SeatCountMismatch { seats, given } => {
                tr!(l, error_seat_count_mismatch, seats = seats, given = given)
            }
            RuleError::BadSeatCount { seats } => tr!(l, error_bad_seat_count, seats = seats),
            RuleError::PairsNeedFourSeats { seats } => {
                tr!(l, error_pairs_need_four_seats, seats = seats)
            }
            // The seat is not at the table: it has no player to name.
            RuleError::NoSuchSeat { seat, seats } => tr!(
                l,
                error_no_such_seat,
                seat = u32::from(seat.0) + 1,
                seats = seats
            ),
            RuleError::NoSuchSide { side, .. } => {
                tr!(l, error_no_such_side, side = side_label(*side))
            }
            RuleError::UnknownSide { text } => tr!(l, error_unknown_side, text = text),
            RuleError::MatchFinished { how } => match how {
                MatchEnd::Target => tr!(l, error_match_finished_target),
                MatchEnd::Time => tr!(l, error_match_finished_time),
                MatchEnd::Forfeit { .. } => tr!(l, error_match_finished_forfeit),
            },
            RuleError::OpenerRequired { expected } => match *expected {
                Opener::Seat(seat) => tr!(l, error_opener_required_seat, who = self.seat(seat)),
                Opener::DoubleSix => tr!(l, error_opener_required_six),
                Opener::Anyone => tr!(l, error_opener_required_anyone),
                Opener::Side(side) => {
                    let (side, who) = self.side(side);
                    tr!(l, error_opener_required_side, who = who, side = side)
                }
            },
            RuleError::WrongOpener { given, expected } => {
                let given = self.seat(*given);
                match *expected {
                    Opener::Seat(seat) => tr!(
                        l,
                        error_wrong_opener_seat,
                        given = given,
                        who = self.seat(seat)
                    ),
                    Opener::DoubleSix => tr!(l, error_wrong_opener_six, given = given),
                    Opener::Side(side) => {
                        let (side, who) = self.side(side);
                        tr!(
                            l,
                            error_wrong_opener_side,
                            given = given,
                            who = who,
                            side = side
                        )
                    }
                    Opener::Anyone => tr!(l, error_wrong_opener, given = given),
                }
            }
            RuleError::RedealNotAllowed {
                doubles,
                threshold: Some(threshold),
            } => tr!(
                l,
                error_redeal_not_allowed,
                doubles = doubles,
                threshold = threshold
            ),
            RuleError::RedealNotAllowed { .. } => tr!(l, error_redeal_not_allowed_all_doubles),
            RuleError::DoublesOutOfRange { doubles } => {
                tr!(l, error_doubles_out_of_range, doubles = doubles)
            }
            RuleError::UnknownPenalty { fault } => {
                tr!(l, error_unknown_penalty, fault = self.fault(fault))
            }
            RuleError::PenaltyPointsMismatch {
                fault,
                given,
                expected,
            } => tr!(
                l,
                error_penalty_points_mismatch,
                fault = self.fault(fault),
                given = given,
                expected = expected
            ),
            // The only decision that can be refused is playing on.
            RuleError::DecisionNotAllowed { fault, .. } => {
                tr!(l, error_decision_not_allowed, fault = self.fault(fault))
            }
            RuleError::NoTimeLimit => tr!(l, error_no_time_limit),
            RuleError::ClockAlreadyStarted { .. } => tr!(l, error_clock_already_started),
            RuleError::ClockNotStarted => tr!(l, error_clock_not_started),
            RuleError::ClockNotRunning => tr!(l, error_clock_not_running),
            RuleError::ClockNotPaused => tr!(l, error_clock_not_paused),
            // The shell stamps the times: only the phone's clock can go back.
            RuleError::ClockWentBackwards { .. } => tr!(l, error_clock_went_backwards),
            RuleError::TimeNotUp {
                elapsed_ms,
                limit_ms,
            } => tr!(
                l,
                error_time_not_up,
                played = elapsed_ms.max(&0) / MINUTE_MS,
                limit = limit_ms / MINUTE_MS
            ),
            RuleError::TimeAlreadyUp => tr!(l, error_time_already_up),
            RuleError::InvalidRules { problem } => self.rules_problem(problem),
            RuleError::UnknownPreset { text } => tr!(l, error_unknown_preset, text = text),
            RuleError::UnknownMode { text } => tr!(l, error_unknown_mode, text = text),
            RuleError::NoSuchEvent { index, len } => {
                tr!(l, error_no_such_event, number = index + 1, len = len)
            }
            RuleError::UnknownFormat { format } => tr!(l, error_unknown_format, format = format),
            RuleError::UnsupportedVersion { version } => {
                tr!(l, error_unsupported_version, version = version)
            }
            RuleError::Malformed { .. } => tr!(l, error_malformed),
            RuleError::InvalidEvent { error, .. } => self.rule(error),
            // A refusal a newer core added: its code is known to the core, so
            // its English message is the best there is.
            other => unknown(l, &other.to_string()),
        }
    }

    /// `invalid_rules`, by the rule at fault.
    fn rules_problem(&self, problem: &RulesProblem) -> String {
        let l = self.locale;
        match problem {
            RulesProblem::Target { value, .. } => tr!(l, error_invalid_rules_target, value = value),
            RulesProblem::RedealDoubles { value } => {
                tr!(l, error_invalid_rules_redeal_doubles, value = value)
            }
            RulesProblem::TimeLimit { minutes, .. } => {
                tr!(l, error_invalid_rules_time_limit, value = minutes)
            }
            RulesProblem::PenaltyTooHigh { fault, points, .. } => tr!(
                l,
                error_invalid_rules_penalty_points,
                fault = self.fault(fault),
                points = points
            ),
            RulesProblem::PenaltyTwice { fault } => tr!(
                l,
                error_invalid_rules_penalty_twice,
                fault = self.fault(fault)
            ),
        }
    }

    /// The shell's refusals.
    fn shell(&self, err: &ShellRefusal) -> String {
        let l = self.locale;
        match err {
            ShellRefusal::BadArgument { name, value } => match (name.as_str(), value) {
                ("per_page", Some(value)) => tr!(l, error_bad_argument_per_page, value = value),
                ("from" | "to", Some(value)) => tr!(l, error_bad_argument_date, value = value),
                ("events", Some(value)) => tr!(l, error_bad_argument_events, value = value),
                ("id", Some(value)) => tr!(l, error_bad_argument_id, value = value),
                _ => tr!(l, error_bad_argument, name = name),
            },
            ShellRefusal::BadPlayerName { name, reason } => match reason {
                NameProblem::Empty => tr!(l, error_bad_player_name_empty),
                NameProblem::TooLong => tr!(l, error_bad_player_name_too_long, name = name),
                NameProblem::ControlCharacters => {
                    tr!(l, error_bad_player_name_control, name = name)
                }
            },
            ShellRefusal::DuplicatePlayerName { name } => {
                tr!(l, error_duplicate_player_name, name = name)
            }
            ShellRefusal::PlayerSeatedTwice { name } => {
                tr!(l, error_player_seated_twice, name = name)
            }
            // By id the player has no name to show.
            ShellRefusal::NoSuchPlayer {
                player: Given::Text(name),
            } => tr!(l, error_no_such_player_named, player = name),
            ShellRefusal::NoSuchPlayer { .. } => tr!(l, error_no_such_player),
            ShellRefusal::NoSuchMatch {} => tr!(l, error_no_such_match),
            ShellRefusal::MatchInProgress {} => tr!(l, error_match_in_progress),
            ShellRefusal::MatchClosed {
                status: Closed::Abandoned,
            } => tr!(l, error_match_closed_abandoned),
            ShellRefusal::MatchClosed { .. } => tr!(l, error_match_closed),
            ShellRefusal::MatchNotOver {
                scores,
                mode,
                target,
            } => tr!(
                l,
                error_match_not_over,
                scores = self.scores(scores, *mode),
                target = target
            ),
            ShellRefusal::NothingToUndo {} => tr!(l, error_nothing_to_undo),
            ShellRefusal::BadSignature {} => tr!(l, error_bad_signature),
            ShellRefusal::ImportTooLarge { bytes, max } => tr!(
                l,
                error_import_too_large,
                size = bytes.div_ceil(MIB),
                max = max / MIB
            ),
            ShellRefusal::StoredMatchUnreadable {} => tr!(l, error_stored_match_unreadable),
            ShellRefusal::DatabaseError {} => tr!(l, error_database_error),
            ShellRefusal::DatabaseUpgradeFailed {} => tr!(l, error_database_upgrade_failed),
            ShellRefusal::DatabaseFileError {} => tr!(l, error_database_file_error),
            ShellRefusal::DatabaseTooNew {} => tr!(l, error_database_too_new),
            ShellRefusal::DatabaseUnavailable {} => tr!(l, error_database_unavailable),
            ShellRefusal::DataDirUnavailable {} => tr!(l, error_data_dir_unavailable),
            ShellRefusal::DatabaseSetAside { file } => {
                tr!(l, error_database_set_aside, file = file)
            }
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

#[cfg(test)]
mod tests {
    use serde_json::json;
    use tranque::{Seat, Tile};

    use super::*;

    fn names() -> Vec<String> {
        ["Ana", "Bruno", "Caio", "Dora"].map(str::to_owned).to_vec()
    }

    const LOCALES: [Locale; 3] = [Locale::en, Locale::pt_BR, Locale::es];

    /// The codes of the tables of `docs/commands.md`, "Errors" (the first
    /// column of the tables whose header is `code`).
    fn documented_codes() -> Vec<String> {
        let path = format!("{}/../docs/commands.md", env!("CARGO_MANIFEST_DIR"));
        let doc = std::fs::read_to_string(&path).expect("docs/commands.md is there");
        let (_, errors) = doc.split_once("\n## Errors").expect("an Errors section");
        let errors = errors.split("\n## ").next().unwrap_or(errors);
        let mut codes = Vec::new();
        let mut in_codes = false;
        for line in errors.lines() {
            let line = line.trim();
            if !line.starts_with('|') {
                in_codes = false;
                continue;
            }
            let first = line
                .trim_matches('|')
                .split('|')
                .next()
                .unwrap_or("")
                .trim();
            if first == "code" {
                in_codes = true;
            } else if in_codes
                && let Some(code) = first.split('`').nth(1)
                && !codes.iter().any(|c| c == code)
            {
                codes.push(code.to_owned());
            }
        }
        codes
    }

    /// Every code as it crosses, one line each: the block of
    /// `docs/commands.md` that the shell's contract test writes from the code.
    fn samples() -> Vec<(String, Value)> {
        let path = format!("{}/../docs/commands.md", env!("CARGO_MANIFEST_DIR"));
        let doc = std::fs::read_to_string(&path).expect("docs/commands.md is there");
        let (_, block) = doc
            .split_once("<!-- every code, as it crosses")
            .expect("the examples block");
        let (_, block) = block.split_once("```json\n").expect("a JSON block");
        let (block, _) = block.split_once("\n```").expect("a closed block");
        block
            .lines()
            .map(|line| {
                let v: Value = serde_json::from_str(line).expect("one error a line");
                (
                    v["code"].as_str().expect("a code").to_owned(),
                    v["params"].clone(),
                )
            })
            .collect()
    }

    fn say(locale: Locale, code: &str, params: Value) -> String {
        refusal(locale, code, &params, "the English message", &names())
    }

    #[test]
    fn every_documented_code_has_a_sentence() {
        let codes = documented_codes();
        assert!(codes.len() > 50, "the tables were read: {codes:?}");
        let samples = samples();
        assert!(samples.len() > 50, "the examples were read");
        let sampled: Vec<&str> = samples.iter().map(|(code, _)| code.as_str()).collect();
        let unsampled: Vec<&String> = codes
            .iter()
            .filter(|c| !sampled.contains(&c.as_str()))
            .collect();
        assert!(unsampled.is_empty(), "no sample for {unsampled:?}");
    }

    #[test]
    fn every_code_renders_with_its_params_in_each_language() {
        for (code, params) in samples() {
            let reason =
                Reason::read(&code, &params).unwrap_or_else(|| panic!("{code} reads {params}"));
            for locale in LOCALES {
                let names = names();
                let words = Words {
                    locale,
                    names: &names,
                };
                let text = words.sentence(&reason);
                assert!(
                    !text.contains("{{") && !text.contains("English"),
                    "{code}: {text}"
                );
                assert!(text.ends_with(['.', ')']), "{code} ends a sentence: {text}");
            }
        }
    }

    #[test]
    fn seats_are_named_by_their_players() {
        let params = json!({ "seat": 2, "pips": 70 });
        assert_eq!(
            say(Locale::en, "pips_out_of_range", params.clone()),
            "70 pips for Caio? A hand of 7 tiles holds at most 69."
        );
        assert_eq!(
            say(Locale::pt_BR, "pips_out_of_range", params.clone()),
            "70 pontos para Caio? Uma mão de 7 pedras soma no máximo 69."
        );
        assert_eq!(
            say(Locale::es, "pips_out_of_range", params),
            "¿70 puntos para Caio? Una mano de 7 fichas suma como máximo 69."
        );
        let params = json!({ "seat": 1, "count": 8 });
        assert_eq!(
            say(Locale::pt_BR, "too_many_tiles", params),
            "Bruno está com 8 pedras marcadas: uma mão tem no máximo 7."
        );
    }

    #[test]
    fn without_names_a_seat_is_its_place_counted_from_one() {
        let params = json!({ "seat": 2, "pips": 70 });
        let say = |locale| refusal(locale, "pips_out_of_range", &params, "", &[]);
        assert_eq!(
            say(Locale::en),
            "70 pips for Seat 3? A hand of 7 tiles holds at most 69."
        );
        assert_eq!(
            say(Locale::pt_BR),
            "70 pontos para Lugar 3? Uma mão de 7 pedras soma no máximo 69."
        );
        assert_eq!(
            say(Locale::es),
            "¿70 puntos para Puesto 3? Una mano de 7 fichas suma como máximo 69."
        );
    }

    #[test]
    fn openers_name_the_players_and_the_side() {
        let params = json!({ "given": 1, "expected": { "side": 0 } });
        assert_eq!(
            say(Locale::en, "wrong_opener", params.clone()),
            "Bruno cannot open this hand: Ana or Caio opens (side A)."
        );
        assert_eq!(
            say(Locale::pt_BR, "wrong_opener", params.clone()),
            "Bruno não pode dar a saída nesta mão: a saída é de Ana ou Caio (dupla A)."
        );
        assert_eq!(
            say(Locale::es, "wrong_opener", params),
            "Bruno no puede salir en esta mano: la salida es de Ana o Caio (pareja A)."
        );
        assert_eq!(
            say(
                Locale::pt_BR,
                "wrong_opener",
                json!({ "given": 3, "expected": 0 })
            ),
            "Dora não pode dar a saída nesta mão: a saída é de Ana."
        );
        assert_eq!(
            say(
                Locale::es,
                "opener_required",
                json!({ "expected": "double_six" })
            ),
            "Di quién salió en esta mano: quien tenía el doble seis."
        );
        // Spanish says "u" before an "o" sound.
        let table = ["Ana", "Bruno", "Óscar", "Dora"].map(str::to_owned);
        assert_eq!(
            refusal(
                Locale::es,
                "opener_required",
                &json!({ "expected": { "side": 0 } }),
                "",
                &table
            ),
            "Di quién salió en esta mano: Ana u Óscar (pareja A)."
        );
    }

    #[test]
    fn values_read_as_at_the_table() {
        assert_eq!(
            say(Locale::pt_BR, "tile_repeated", json!({ "tile": "6-5" })),
            "A pedra 6-5 foi marcada duas vezes, mas só existe uma no jogo."
        );
        assert_eq!(
            say(
                Locale::es,
                "penalty_points_mismatch",
                json!({ "fault": "chivo", "given": 10, "expected": 25 })
            ),
            "Con estas reglas «Chivo» vale 25 puntos, no 10."
        );
        assert_eq!(
            say(
                Locale::pt_BR,
                "unknown_penalty",
                json!({ "fault": { "custom": "Mesa torta" } })
            ),
            "“Mesa torta” não é uma penalidade destas regras."
        );
        assert_eq!(
            say(
                Locale::en,
                "redeal_not_allowed",
                json!({ "doubles": 3, "threshold": null })
            ),
            "These rules play with every double and never redeal for them: play on."
        );
        assert_eq!(
            say(
                Locale::pt_BR,
                "impossible_block",
                json!({ "tiles": ["5-0", "1-1", "2-0", "3-1", "4-4", "6-2"] })
            ),
            "Isso não pode ser jogo trancado: todos os números ainda estão em alguma mão \
             (5-0, 1-1, 2-0, 3-1, 4-4, 6-2). Para trancar, as sete pedras de um número têm \
             que estar na mesa."
        );
        assert_eq!(
            say(
                Locale::es,
                "time_not_up",
                json!({ "elapsed_ms": 2_250_000, "limit_ms": 3_600_000 })
            ),
            "Todavía no se acabó el tiempo: van 37 de 60 minutos."
        );
        assert_eq!(
            say(
                Locale::pt_BR,
                "invalid_rules",
                json!({ "rule": "penalty_too_high", "fault": "chivo", "points": 20000, "max": 10000 })
            ),
            "A penalidade “Pedra que não encaixa (chivo)” não pode valer 20000 pontos: no máximo 10.000."
        );
        assert_eq!(
            say(
                Locale::en,
                "match_not_over",
                json!({ "match_id": "9f1c", "scores": [40, 35], "mode": "pairs", "target": 50 })
            ),
            "The match is not over yet, so the scoresheet cannot be signed: the score is \
             A 40, B 35 and the target is 50."
        );
        let three = ["Ana", "Bruno", "Caio"].map(str::to_owned);
        assert_eq!(
            refusal(
                Locale::es,
                "match_not_over",
                &json!({ "match_id": "9f1c", "scores": [40, 35, 12], "mode": "individual", "target": 100 }),
                "",
                &three
            ),
            "La partida todavía no terminó, así que la planilla no se puede firmar: el \
             marcador va Ana 40, Bruno 35, Caio 12 y la meta es 100."
        );
        assert_eq!(
            say(
                Locale::en,
                "import_too_large",
                json!({ "bytes": 70_000_000, "max": 67_108_864 })
            ),
            "The file is too big to import: 67 MB, and the most is 64 MB."
        );
    }

    #[test]
    fn english_explanations_stay_out_of_the_sentences() {
        let text = say(
            Locale::pt_BR,
            "database_error",
            json!({ "detail": "disk I/O error" }),
        );
        assert!(!text.contains("disk"), "{text}");
        let text = say(
            Locale::es,
            "malformed",
            json!({ "message": "expected `,` at line 1" }),
        );
        assert_eq!(
            text,
            "Este archivo de partida está dañado o incompleto y no se puede leer."
        );
    }

    #[test]
    fn refused_events_and_imported_matches_say_which() {
        let params = json!({ "seat": 2, "pips": 70, "event_index": 4 });
        assert_eq!(
            say(Locale::pt_BR, "pips_out_of_range", params),
            "Ao recontar a partida, o registro 5 não fecha mais: 70 pontos para Caio? Uma mão de 7 pedras soma no máximo 69."
        );
        let params = json!({ "index": 9, "len": 3, "match_number": 2, "match_id": null });
        assert_eq!(
            refusal(Locale::es, "no_such_event", &params, "", &[]),
            "Partida 2 del archivo: El registro 10 no existe en esta partida: tiene 3 hasta \
             ahora. No se importó nada."
        );
        let params = json!({ "seat": 0, "match_number": 3, "match_id": "x", "event_index": 0 });
        assert_eq!(
            refusal(Locale::en, "empty_hand", &params, "", &[]),
            "Match 3 of the file, entry 1: No tiles marked for Seat 1, but only whoever goes \
             out ends with an empty hand. Tap the tiles Seat 1 has left. Nothing was imported."
        );
    }

    #[test]
    fn an_unknown_code_shows_the_english_message() {
        let message = "command record_hand not found";
        assert_eq!(
            refusal(Locale::pt_BR, "shell", &json!({}), message, &names()),
            "Erro inesperado (em inglês): command record_hand not found"
        );
        assert_eq!(
            refusal(
                Locale::es,
                "something_new",
                &json!({ "seat": 1 }),
                message,
                &names()
            ),
            "Error inesperado (en inglés): command record_hand not found"
        );
        assert_eq!(
            refusal(Locale::en, "something_new", &json!({}), message, &[]),
            "Unexpected error: command record_hand not found"
        );
        // A known code without the values its sentence needs.
        assert_eq!(
            refusal(
                Locale::pt_BR,
                "pips_out_of_range",
                &json!({}),
                "70 pips",
                &[]
            ),
            "Erro inesperado (em inglês): 70 pips"
        );
        assert_eq!(
            refusal(Locale::en, "shell", &json!({}), "", &[]),
            "Unexpected error"
        );
    }

    #[test]
    fn the_core_and_the_shell_give_the_same_sentence() {
        let err = RuleError::InvalidEvent {
            index: 4,
            error: Box::new(RuleError::WrongOpener {
                given: Seat(1),
                expected: tranque::Opener::Seat(Seat(2)),
            }),
        };
        let api = ApiError {
            code: err.code().to_owned(),
            message: err.to_string(),
            params: err.params(),
        };
        for locale in LOCALES {
            assert_eq!(
                of_rule(locale, &err, &names()),
                of_api(locale, &api, &names())
            );
        }
        assert_eq!(
            of_rule(Locale::en, &err, &names()),
            "Counting the match again, entry 5 no longer fits: Bruno cannot open this hand: it is Caio's turn."
        );
        let err = "7-1".parse::<Tile>().expect_err("7-1 is not a tile");
        assert_eq!(
            of_rule(Locale::es, &err, &[]),
            "«7-1» no es una ficha de dominó: escribe dos números del 0 al 6, como 6-5."
        );
    }
}
