//! Refusals in the player's language.
//!
//! A refused command arrives as a code, an English message and the values the
//! message names (`params`, listed code by code in `docs/commands.md`,
//! "Errors"); a refused preview is the core's [`RuleError`], which gives the
//! same three. [`refusal`] picks the sentence by the code (the `error_<code>`
//! texts of `ui/locales/*.json`) and fills it with the values as players
//! say them:
//!
//! - a seat is the player sitting there (`names[seat]`), or "Seat 3" (the
//!   word of the setup screen and the seat counted from 1) when the name is not
//!   known;
//! - the players of a side are their names joined by "or" ("Ana or Caio"),
//!   next to the side's letter ("A", as on the scoreboard);
//! - a tile stays as written, "6-5"; a fault is its name on the penalty
//!   screen; times are minutes, sizes megabytes.
//!
//! English explanations from code or libraries (`why`, `detail`, `message`,
//! `damage`) are never put into a sentence: the sentence says what they mean
//! in general. A code the UI does not know is shown as `error_unknown`
//! followed by the English message, and so is a known code whose params lack
//! a value its sentence needs.

use serde_json::Value;
use tranque::{Mode, RuleError, Side, Table};

use crate::api::ApiError;
use crate::i18n::{Locale, td_string};

/// A text of the locale files as an owned string.
macro_rules! tr {
    ($($t:tt)*) => {
        td_string!($($t)*).to_string()
    };
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
    let words = Words {
        locale,
        params,
        names,
    };
    match sentence(&words, code) {
        Ok(reason) => words.wrapped(reason),
        Err(_) => unknown(locale, message),
    }
}

/// An error of a command in words for the player (see [`refusal`]).
pub fn of_api(locale: Locale, error: &ApiError, names: &[String]) -> String {
    refusal(locale, &error.code, &error.params, &error.message, names)
}

/// A refusal of the core (a preview) in words for the player (see [`refusal`]).
pub fn of_rule(locale: Locale, error: &RuleError, names: &[String]) -> String {
    refusal(
        locale,
        error.code(),
        &error.params(),
        &error.to_string(),
        names,
    )
}

/// Why a refusal has no sentence of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Gap {
    /// The code is not one the UI knows.
    UnknownCode,
    /// A value the sentence needs is not in the params.
    Missing,
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

/// The params of one refusal, read as players say them.
struct Words<'a> {
    locale: Locale,
    params: &'a Value,
    names: &'a [String],
}

impl Words<'_> {
    fn get(&self, key: &str) -> Result<&Value, Gap> {
        self.params
            .get(key)
            .filter(|v| !v.is_null())
            .ok_or(Gap::Missing)
    }

    /// A whole number.
    fn num(&self, key: &str) -> Result<i64, Gap> {
        self.get(key)?.as_i64().ok_or(Gap::Missing)
    }

    /// Text, or a number as it is written.
    fn text(&self, key: &str) -> Result<String, Gap> {
        match self.get(key)? {
            Value::String(s) => Ok(s.clone()),
            Value::Number(n) => Ok(n.to_string()),
            _ => Err(Gap::Missing),
        }
    }

    /// The player at the seat of a param.
    fn player(&self, key: &str) -> Result<String, Gap> {
        let seat = u8::try_from(self.num(key)?).map_err(|_| Gap::Missing)?;
        Ok(self.seat(seat))
    }

    /// The player at a seat, or "Seat n" counted from 1.
    fn seat(&self, seat: u8) -> String {
        match self.names.get(usize::from(seat)).map(|n| n.trim()) {
            Some(name) if !name.is_empty() => name.to_owned(),
            _ => format!("{} {}", tr!(self.locale, seat), u32::from(seat) + 1),
        }
    }

    /// Several players, "Ana, Bia or Caio".
    fn any_of(&self, players: &[String]) -> String {
        match players {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => {
                let first = rest.join(", ");
                if sounds_like_o(last) {
                    tr!(self.locale, refusal_or_before_o, first = first, last = last)
                } else {
                    tr!(self.locale, refusal_or, first = first, last = last)
                }
            }
        }
    }

    /// A fault by its name on the penalty screen; a house rule by its own name.
    fn fault(&self, id: &str) -> String {
        let locale = self.locale;
        match id {
            "doubles_turned" => tr!(locale, fault_doubles_turned),
            "wrong_opening" => tr!(locale, fault_wrong_opening),
            "gesture_pass" => tr!(locale, fault_gesture_pass),
            "out_of_turn" => tr!(locale, fault_out_of_turn),
            "tiles_turned" => tr!(locale, fault_tiles_turned),
            "pass_with_playable" => tr!(locale, fault_pass_with_playable),
            "chivo" => tr!(locale, fault_chivo),
            other => other.strip_prefix("custom: ").unwrap_or(other).to_owned(),
        }
    }

    /// The fault of a param, in words.
    fn fault_param(&self, key: &str) -> Result<String, Gap> {
        Ok(self.fault(&self.text(key)?))
    }

    /// The scores as the scoreboard shows them: "A 40, B 35" for pairs, the
    /// players' names in individual play (whose sides are their seats).
    fn scores(&self, line: &str) -> String {
        line.split(" - ")
            .map(|part| match part.rsplit_once(' ') {
                Some((label, score)) => match label.parse::<u8>() {
                    Ok(seat) => format!("{} {score}", self.seat(seat)),
                    Err(_) => part.to_owned(),
                },
                None => part.to_owned(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A refused event or a refused match of an import says which.
    fn wrapped(&self, reason: String) -> String {
        let locale = self.locale;
        let event = self.num("event_index").ok().map(|i| i + 1);
        match (self.num("match_number").ok(), event) {
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
}

/// Whether a word starts with an "o" sound, before which Spanish says "u" for "o".
fn sounds_like_o(word: &str) -> bool {
    let lower = word.trim().to_lowercase();
    let lower = lower.strip_prefix('h').unwrap_or(&lower);
    lower.starts_with(['o', 'ó'])
}

/// Who may open, as the params give it (`expected`).
enum Opener {
    Seat(u8),
    DoubleSix,
    Anyone,
    Side(u8),
}

fn opener(value: &Value) -> Option<Opener> {
    match value {
        Value::Number(n) => n
            .as_u64()
            .and_then(|n| u8::try_from(n).ok())
            .map(Opener::Seat),
        Value::String(s) if s == "double_six" => Some(Opener::DoubleSix),
        Value::String(s) if s == "anyone" => Some(Opener::Anyone),
        Value::Object(o) => o
            .get("side")
            .and_then(Value::as_u64)
            .and_then(|n| u8::try_from(n).ok())
            .map(Opener::Side),
        _ => None,
    }
}

/// A side's letter and its players. Only pairs open by side.
fn side_players(w: &Words<'_>, side: u8) -> (String, String) {
    match Table::new(4, Mode::Pairs) {
        Ok(table) => {
            let players: Vec<String> = table.seats_of(Side(side)).map(|s| w.seat(s.0)).collect();
            (table.side_label(Side(side)), w.any_of(&players))
        }
        Err(_) => (side.to_string(), String::new()),
    }
}

/// A side given as text: its letter when it is a number ("1" is side B).
fn side_letter(text: &str) -> String {
    match text.parse::<u8>() {
        Ok(n) if n < 26 => char::from(b'A' + n).to_string(),
        _ => text.to_owned(),
    }
}

/// The tiles of `impossible_block`'s `numbers` ("0:5-0 1:1-1 …"), each once.
fn block_tiles(numbers: &str) -> String {
    let mut tiles: Vec<&str> = Vec::new();
    for part in numbers.split_whitespace() {
        let tile = part.split_once(':').map_or(part, |(_, t)| t);
        if !tiles.contains(&tile) {
            tiles.push(tile);
        }
    }
    tiles.join(", ")
}

const MIB: i64 = 1024 * 1024;
const MINUTE_MS: i64 = 60_000;

/// The sentence of a code, with its values.
fn sentence(w: &Words<'_>, code: &str) -> Result<String, Gap> {
    let l = w.locale;
    Ok(match code {
        // The core's refusals.
        "unknown_tile" => tr!(l, error_unknown_tile, text = w.text("text")?),
        "tile_repeated" => tr!(l, error_tile_repeated, tile = w.text("tile")?),
        "too_many_tiles" => tr!(
            l,
            error_too_many_tiles,
            who = w.player("seat")?,
            count = w.num("count")?
        ),
        "domino_player_holds_tiles" => match w.num("pips")? {
            0 => tr!(
                l,
                error_domino_player_holds_tiles_no_pips,
                who = w.player("seat")?
            ),
            pips => tr!(
                l,
                error_domino_player_holds_tiles,
                who = w.player("seat")?,
                pips = pips
            ),
        },
        "empty_hand" => tr!(l, error_empty_hand, who = w.player("seat")?),
        "impossible_block" => tr!(
            l,
            error_impossible_block,
            tiles = block_tiles(&w.text("numbers")?)
        ),
        "pips_out_of_range" => tr!(
            l,
            error_pips_out_of_range,
            who = w.player("seat")?,
            pips = w.num("pips")?
        ),
        "pips_total_out_of_range" => {
            tr!(l, error_pips_total_out_of_range, total = w.num("total")?)
        }
        "bad_number" => tr!(l, error_bad_number, text = w.text("text")?),
        "seat_count_mismatch" => tr!(
            l,
            error_seat_count_mismatch,
            seats = w.num("seats")?,
            given = w.num("given")?
        ),
        "bad_seat_count" => tr!(l, error_bad_seat_count, seats = w.num("seats")?),
        "pairs_need_four_seats" => tr!(l, error_pairs_need_four_seats, seats = w.num("seats")?),
        // The seat is not at the table: it has no player to name.
        "no_such_seat" => tr!(
            l,
            error_no_such_seat,
            seat = w.num("seat")? + 1,
            seats = w.num("seats")?
        ),
        "no_such_side" => tr!(l, error_no_such_side, side = side_letter(&w.text("side")?)),
        "match_finished" => match w.text("how").as_deref() {
            Ok("target") => tr!(l, error_match_finished_target),
            Ok("time") => tr!(l, error_match_finished_time),
            Ok("forfeit") => tr!(l, error_match_finished_forfeit),
            _ => tr!(l, error_match_finished),
        },
        "opener_required" => match opener(w.get("expected")?) {
            Some(Opener::Seat(seat)) => tr!(l, error_opener_required_seat, who = w.seat(seat)),
            Some(Opener::DoubleSix) => tr!(l, error_opener_required_six),
            Some(Opener::Anyone) => tr!(l, error_opener_required_anyone),
            Some(Opener::Side(side)) => {
                let (side, who) = side_players(w, side);
                tr!(l, error_opener_required_side, who = who, side = side)
            }
            None => tr!(l, error_opener_required),
        },
        "wrong_opener" => {
            let given = w.player("given")?;
            match opener(w.get("expected")?) {
                Some(Opener::Seat(seat)) => tr!(
                    l,
                    error_wrong_opener_seat,
                    given = given,
                    who = w.seat(seat)
                ),
                Some(Opener::DoubleSix) => tr!(l, error_wrong_opener_six, given = given),
                Some(Opener::Side(side)) => {
                    let (side, who) = side_players(w, side);
                    tr!(
                        l,
                        error_wrong_opener_side,
                        given = given,
                        who = who,
                        side = side
                    )
                }
                Some(Opener::Anyone) | None => tr!(l, error_wrong_opener, given = given),
            }
        }
        "redeal_not_allowed" => match w.num("threshold") {
            Ok(threshold) => tr!(
                l,
                error_redeal_not_allowed,
                doubles = w.num("doubles")?,
                threshold = threshold
            ),
            Err(_) => tr!(l, error_redeal_not_allowed_all_doubles),
        },
        "doubles_out_of_range" => tr!(l, error_doubles_out_of_range, doubles = w.num("doubles")?),
        "unknown_penalty" => tr!(l, error_unknown_penalty, fault = w.fault_param("fault")?),
        "penalty_points_mismatch" => tr!(
            l,
            error_penalty_points_mismatch,
            fault = w.fault_param("fault")?,
            given = w.num("given")?,
            expected = w.num("expected")?
        ),
        // The only decision that can be refused is playing on.
        "decision_not_allowed" => {
            tr!(
                l,
                error_decision_not_allowed,
                fault = w.fault_param("fault")?
            )
        }
        "no_time_limit" => tr!(l, error_no_time_limit),
        "clock_already_started" => tr!(l, error_clock_already_started),
        "clock_not_started" => tr!(l, error_clock_not_started),
        "clock_not_running" => tr!(l, error_clock_not_running),
        "clock_not_paused" => tr!(l, error_clock_not_paused),
        // The shell stamps the times: only the phone's clock can go back.
        "clock_went_backwards" => tr!(l, error_clock_went_backwards),
        "time_not_up" => tr!(
            l,
            error_time_not_up,
            played = w.num("elapsed_ms")?.max(0) / MINUTE_MS,
            limit = w.num("limit_ms")? / MINUTE_MS
        ),
        "time_already_up" => tr!(l, error_time_already_up),
        "invalid_rules" => invalid_rules(w)?,
        "unknown_preset" => tr!(l, error_unknown_preset, text = w.text("text")?),
        "unknown_mode" => tr!(l, error_unknown_mode, text = w.text("text")?),
        "no_such_event" => tr!(
            l,
            error_no_such_event,
            number = w.num("index")? + 1,
            len = w.num("len")?
        ),
        "unknown_format" => tr!(l, error_unknown_format, format = w.text("format")?),
        "unsupported_version" => {
            tr!(l, error_unsupported_version, version = w.text("version")?)
        }
        "malformed" => tr!(l, error_malformed),

        // The shell's refusals.
        "bad_argument" => bad_argument(w)?,
        "bad_player_name" => match w.text("reason").as_deref() {
            Ok("empty") => tr!(l, error_bad_player_name_empty),
            Ok("too_long") => tr!(l, error_bad_player_name_too_long, name = w.text("name")?),
            Ok("control_characters") => {
                tr!(l, error_bad_player_name_control, name = w.text("name")?)
            }
            _ => tr!(l, error_bad_player_name, name = w.text("name")?),
        },
        "duplicate_player_name" => tr!(l, error_duplicate_player_name, name = w.text("name")?),
        "player_seated_twice" => tr!(l, error_player_seated_twice, name = w.text("name")?),
        // By id the player has no name to show.
        "no_such_player" => match w.get("player")? {
            Value::String(name) => tr!(l, error_no_such_player_named, player = name),
            _ => tr!(l, error_no_such_player),
        },
        "no_such_match" => tr!(l, error_no_such_match),
        "match_in_progress" => tr!(l, error_match_in_progress),
        "match_closed" => match w.text("status").as_deref() {
            Ok("abandoned") => tr!(l, error_match_closed_abandoned),
            _ => tr!(l, error_match_closed),
        },
        "match_not_over" => tr!(
            l,
            error_match_not_over,
            scores = w.scores(&w.text("scores")?),
            target = w.num("target")?
        ),
        "nothing_to_undo" => tr!(l, error_nothing_to_undo),
        "bad_signature" => tr!(l, error_bad_signature),
        "import_too_large" => tr!(
            l,
            error_import_too_large,
            size = (w.num("bytes")? + MIB - 1) / MIB,
            max = w.num("max")? / MIB
        ),
        "stored_match_unreadable" => tr!(l, error_stored_match_unreadable),
        "database_error" => tr!(l, error_database_error),
        "database_upgrade_failed" => tr!(l, error_database_upgrade_failed),
        "database_file_error" => tr!(l, error_database_file_error),
        "database_too_new" => tr!(l, error_database_too_new),
        "database_unavailable" => tr!(l, error_database_unavailable),
        "data_dir_unavailable" => tr!(l, error_data_dir_unavailable),
        "database_set_aside" => tr!(l, error_database_set_aside, file = w.text("file")?),
        _ => return Err(Gap::UnknownCode),
    })
}

/// `invalid_rules`, by the rule at fault (a closed list in the docs).
fn invalid_rules(w: &Words<'_>) -> Result<String, Gap> {
    let l = w.locale;
    let value = w.text("value")?;
    Ok(match w.text("field")?.as_str() {
        "target" => tr!(l, error_invalid_rules_target, value = value),
        "redeal_doubles" => tr!(l, error_invalid_rules_redeal_doubles, value = value),
        "time_limit_minutes" => tr!(l, error_invalid_rules_time_limit, value = value),
        // "{fault} = {points}" for too many points, "{fault}" for a fault listed twice.
        "penalties" => match value.rsplit_once(" = ") {
            Some((fault, points)) => tr!(
                l,
                error_invalid_rules_penalty_points,
                fault = w.fault(fault),
                points = points
            ),
            None => tr!(
                l,
                error_invalid_rules_penalty_twice,
                fault = w.fault(&value)
            ),
        },
        _ => tr!(l, error_invalid_rules, value = value),
    })
}

/// `bad_argument`: a value out of range by its argument (a closed list in the
/// docs), anything else as a fault of the app.
fn bad_argument(w: &Words<'_>) -> Result<String, Gap> {
    let l = w.locale;
    let name = w.text("name")?;
    let value = w.text("value");
    Ok(match (name.as_str(), value) {
        ("per_page", Ok(value)) => tr!(l, error_bad_argument_per_page, value = value),
        ("from" | "to", Ok(value)) => tr!(l, error_bad_argument_date, value = value),
        ("events", Ok(value)) => tr!(l, error_bad_argument_events, value = value),
        ("id", Ok(value)) => tr!(l, error_bad_argument_id, value = value),
        _ => tr!(l, error_bad_argument, name = name),
    })
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

    /// Params for every documented code, as the shell or the core sends them.
    fn samples() -> Vec<(&'static str, Value)> {
        vec![
            ("unknown_tile", json!({ "text": "7-1" })),
            ("tile_repeated", json!({ "tile": "6-5" })),
            ("too_many_tiles", json!({ "seat": 1, "count": 8 })),
            (
                "domino_player_holds_tiles",
                json!({ "seat": 1, "pips": 5, "tiles": 1 }),
            ),
            ("empty_hand", json!({ "seat": 3 })),
            (
                "impossible_block",
                json!({ "numbers": "0:5-0 1:1-1 2:2-0 3:3-1 4:4-4 5:5-0 6:6-2" }),
            ),
            ("pips_out_of_range", json!({ "seat": 2, "pips": 70 })),
            ("pips_total_out_of_range", json!({ "total": 170 })),
            ("bad_number", json!({ "text": "x" })),
            ("seat_count_mismatch", json!({ "seats": 4, "given": 3 })),
            ("bad_seat_count", json!({ "seats": 5 })),
            ("pairs_need_four_seats", json!({ "seats": 3 })),
            ("no_such_seat", json!({ "seat": 4, "seats": 4 })),
            ("no_such_side", json!({ "side": "2", "sides": 2 })),
            ("match_finished", json!({ "how": "target" })),
            ("opener_required", json!({ "expected": "double_six" })),
            ("wrong_opener", json!({ "given": 1, "expected": 2 })),
            (
                "redeal_not_allowed",
                json!({ "doubles": 3, "threshold": 5 }),
            ),
            ("doubles_out_of_range", json!({ "doubles": 8 })),
            ("unknown_penalty", json!({ "fault": "chivo" })),
            (
                "penalty_points_mismatch",
                json!({ "fault": "chivo", "given": 10, "expected": 25 }),
            ),
            (
                "decision_not_allowed",
                json!({ "fault": "wrong_opening", "decision": "play_on" }),
            ),
            ("no_time_limit", json!({})),
            ("clock_already_started", json!({ "started_at_ms": 5 })),
            ("clock_not_started", json!({})),
            ("clock_not_running", json!({})),
            ("clock_not_paused", json!({})),
            ("clock_went_backwards", json!({ "at_ms": 1, "last_ms": 2 })),
            (
                "time_not_up",
                json!({ "elapsed_ms": 2_220_000, "limit_ms": 3_600_000 }),
            ),
            ("time_already_up", json!({})),
            (
                "invalid_rules",
                json!({ "field": "target", "value": "0", "why": "a target is 1 to 100000" }),
            ),
            ("unknown_preset", json!({ "text": "br-foo" })),
            ("unknown_mode", json!({ "text": "trios" })),
            ("no_such_event", json!({ "index": 9, "len": 3 })),
            ("unknown_format", json!({ "format": "x" })),
            ("unsupported_version", json!({ "version": 2 })),
            ("malformed", json!({ "message": "expected `,`" })),
            (
                "bad_argument",
                json!({ "name": "per_page", "value": "500", "why": "a page holds 1 to 100 matches" }),
            ),
            ("bad_player_name", json!({ "name": "", "reason": "empty" })),
            ("duplicate_player_name", json!({ "name": "Ana" })),
            ("player_seated_twice", json!({ "name": "Ana" })),
            ("no_such_player", json!({ "player": 7 })),
            ("no_such_match", json!({ "match_id": "9f1c" })),
            ("match_in_progress", json!({ "match_id": "9f1c" })),
            (
                "match_closed",
                json!({ "match_id": "9f1c", "status": "finished" }),
            ),
            (
                "match_not_over",
                json!({ "match_id": "9f1c", "scores": "A 40 - B 35", "target": 50 }),
            ),
            ("nothing_to_undo", json!({ "match_id": "9f1c" })),
            ("bad_signature", json!({ "why": "not SVG path data" })),
            (
                "import_too_large",
                json!({ "bytes": 70_000_000, "max": 67_108_864 }),
            ),
            (
                "stored_match_unreadable",
                json!({ "match_id": "9f1c", "why": "bad JSON" }),
            ),
            ("database_error", json!({ "detail": "disk I/O error" })),
            ("database_upgrade_failed", json!({ "detail": "x" })),
            ("database_file_error", json!({ "detail": "x" })),
            ("database_too_new", json!({ "found": 9, "known": 3 })),
            ("database_unavailable", json!({})),
            ("data_dir_unavailable", json!({ "detail": "x" })),
            (
                "database_set_aside",
                json!({ "file": "tranque.db.damaged-1", "damage": "file is not a database" }),
            ),
        ]
    }

    fn say(locale: Locale, code: &str, params: Value) -> String {
        refusal(locale, code, &params, "the English message", &names())
    }

    #[test]
    fn every_documented_code_has_a_sentence() {
        let codes = documented_codes();
        assert!(codes.len() > 50, "the tables were read: {codes:?}");
        for code in &codes {
            let words = Words {
                locale: Locale::en,
                params: &json!({}),
                names: &[],
            };
            assert_ne!(
                sentence(&words, code),
                Err(Gap::UnknownCode),
                "`{code}` has no sentence"
            );
        }
        let sampled: Vec<&str> = samples().iter().map(|(code, _)| *code).collect();
        let unsampled: Vec<&String> = codes
            .iter()
            .filter(|c| !sampled.contains(&c.as_str()))
            .collect();
        assert!(unsampled.is_empty(), "no sample for {unsampled:?}");
    }

    #[test]
    fn every_code_renders_with_its_params_in_each_language() {
        for (code, params) in samples() {
            for locale in LOCALES {
                let words = Words {
                    locale,
                    params: &params,
                    names: &names(),
                };
                let text = sentence(&words, code).unwrap_or_else(|gap| panic!("{code}: {gap:?}"));
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
                json!({ "fault": "custom: Mesa torta" })
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
                json!({ "numbers": "0:5-0 1:1-1 2:2-0 3:3-1 4:4-4 5:5-0 6:6-2" })
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
                json!({ "field": "penalties", "value": "chivo = 20000", "why": "a penalty is at most 10000 points" })
            ),
            "A penalidade “Pedra que não encaixa (chivo)” não pode valer 20000 pontos: no máximo 10.000."
        );
        assert_eq!(
            say(
                Locale::en,
                "match_not_over",
                json!({ "match_id": "9f1c", "scores": "A 40 - B 35", "target": 50 })
            ),
            "The match is not over yet, so the scoresheet cannot be signed: the score is \
             A 40, B 35 and the target is 50."
        );
        let three = ["Ana", "Bruno", "Caio"].map(str::to_owned);
        assert_eq!(
            refusal(
                Locale::es,
                "match_not_over",
                &json!({ "match_id": "9f1c", "scores": "0 40 - 1 35 - 2 12", "target": 100 }),
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
