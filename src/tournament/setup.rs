//! What a tournament must fit, checked before any entry of its log: its
//! limits (pairs, rounds, tables, names, entries), and its setup — a name,
//! a day of the calendar, rules for pairs, a ranking, a bye score — and the
//! rules a table's code carries.

use super::check::MAX_POINTS;
use super::error::TournamentError;
use super::event::{PairId, TournamentMode, TournamentSetup};
use crate::{MAX_NAME_CHARS, Mode, NameProblem, Preset, RuleError, Rules, clean_name};

/// The most pairs a tournament registers.
pub const MAX_PAIRS: usize = 1_000;
/// The highest pair number.
pub const MAX_PAIR_NUMBER: u32 = 9_999;
/// The longest name of a tournament, in characters (a player's is
/// [`MAX_NAME_CHARS`], the app's one limit for a player's name).
pub const MAX_TOURNAMENT_NAME_CHARS: usize = 100;
/// The most rounds a tournament pairs: a Swiss tournament plays fewer rounds
/// than it has pairs.
pub const MAX_ROUNDS: u32 = MAX_PAIRS as u32;
/// The most tables of a round: two pairs a table.
pub const MAX_TABLES: u32 = MAX_PAIRS as u32 / 2;
/// The most entries a tournament's log holds.
pub const MAX_TOURNAMENT_EVENTS: usize = 100_000;

/// A name of at most `max` characters (spaces around it not counted, as
/// the player directory keeps it trimmed).
pub(super) fn check_length(name: &str, max: usize) -> Result<(), TournamentError> {
    let chars = name.trim().chars().count();
    if chars > max {
        return Err(TournamentError::NameTooLong { chars, max });
    }
    Ok(())
}

/// A player's name of `pair` as a new entry keeps it: the one rule of names
/// ([`clean_name`]: trimmed, NFC), or the tournament's refusal. A blank name
/// and a long one keep their own codes (`player_name_empty` naming the pair,
/// `name_too_long` its length); hidden characters and a name of nothing that
/// shows are `bad_player_name`, as in the player directory.
pub(super) fn player_name(pair: PairId, name: &str) -> Result<String, TournamentError> {
    use unicode_normalization::UnicodeNormalization;
    clean_name(name).map_err(|reason| {
        let blank = Some(TournamentError::PlayerNameEmpty { pair });
        name_refused(name, reason, blank, name.trim().nfc().count())
    })
}

/// Both players' names of `pair` as a new entry keeps them
/// ([`player_name`]).
pub(super) fn player_names(
    pair: PairId,
    names: &[String; 2],
) -> Result<[String; 2], TournamentError> {
    let [first, second] = names;
    Ok([player_name(pair, first)?, player_name(pair, second)?])
}

/// The tournament's refusal of `name` for `reason` (by the one rule of
/// names, [`clean_name`]): `blank` for a blank name where the entry has a
/// code of its own for it, `name_too_long` with its length in `chars`, and
/// otherwise `bad_player_name`, the player directory's words.
pub(super) fn name_refused(
    name: &str,
    reason: NameProblem,
    blank: Option<TournamentError>,
    chars: usize,
) -> TournamentError {
    match (reason, blank) {
        (NameProblem::Empty, Some(blank)) => blank,
        (NameProblem::TooLong, _) => TournamentError::NameTooLong {
            chars,
            max: MAX_NAME_CHARS,
        },
        (reason, _) => TournamentError::BadPlayerName {
            name: name.chars().take(60).collect(),
            reason,
        },
    }
}

/// Rules a tournament's matches can be played under: values in range, for
/// pairs (the setup's, and those a table's code carries).
pub(super) fn check_rules(rules: &Rules) -> Result<(), TournamentError> {
    match rules.validate() {
        Ok(()) => {}
        Err(RuleError::InvalidRules { problem }) => {
            return Err(TournamentError::InvalidRules { problem });
        }
        // `validate` refuses only with `InvalidRules`; anything else is still
        // rules that cannot be played.
        Err(_) => return Err(TournamentError::TournamentRulesNotPairs),
    }
    if rules.mode != Mode::Pairs {
        return Err(TournamentError::TournamentRulesNotPairs);
    }
    Ok(())
}

/// The setup's own checks: the mode `expected`, a name, a date, rules for
/// pairs, a ranking, a bye.
pub(super) fn check_setup(
    setup: &TournamentSetup,
    expected: TournamentMode,
) -> Result<(), TournamentError> {
    if setup.mode != expected {
        return Err(TournamentError::TournamentModeMismatch {
            mode: setup.mode,
            expected,
        });
    }
    if setup.name.trim().is_empty() {
        return Err(TournamentError::TournamentNameEmpty);
    }
    check_length(&setup.name, MAX_TOURNAMENT_NAME_CHARS)?;
    if !is_date(&setup.date) {
        return Err(TournamentError::TournamentBadDate {
            text: setup.date.chars().take(40).collect(),
        });
    }
    if let Some(preset) = &setup.preset {
        preset
            .parse::<Preset>()
            .map_err(|_| TournamentError::UnknownPreset {
                text: preset.chars().take(40).collect(),
            })?;
    }
    check_rules(&setup.rules)?;
    if setup.ranking.is_empty() {
        return Err(TournamentError::RankingEmpty);
    }
    for (i, criterion) in setup.ranking.iter().enumerate() {
        if setup.ranking[..i].contains(criterion) {
            return Err(TournamentError::RankingRepeated {
                criterion: *criterion,
            });
        }
    }
    let bye = setup.bye;
    let fits = |points: i64| (0..=MAX_POINTS).contains(&points);
    if !fits(bye.points_for) || !fits(bye.points_against) {
        return Err(TournamentError::ByeScoreOutOfRange {
            points_for: bye.points_for,
            points_against: bye.points_against,
            max: MAX_POINTS,
        });
    }
    Ok(())
}

/// `YYYY-MM-DD`, a day of the calendar.
fn is_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
        return false;
    }
    let number = |range: std::ops::Range<usize>| {
        let part = text.get(range)?;
        part.bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| part.parse::<u32>().ok())?
    };
    let (Some(year), Some(month), Some(day)) = (number(0..4), number(5..7), number(8..10)) else {
        return false;
    };
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

#[cfg(test)]
mod tests {
    use super::is_date;

    #[test]
    fn dates_are_days_of_the_calendar() {
        for good in ["2026-11-21", "2024-02-29", "2000-02-29", "1999-12-31"] {
            assert!(is_date(good), "{good}");
        }
        for bad in [
            "2026-11-31",
            "2023-02-29",
            "1900-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-1-01",
            "21-11-2026",
            "2026/11/21",
            "２０２６-11-21",
            "",
        ] {
            assert!(!is_date(bad), "{bad}");
        }
    }
}
