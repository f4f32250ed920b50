//! The names an entry of either mode's log brings (the tournament's, a
//! player's, a team's, a signer's), checked by the one rule of names
//! ([`clean_name`](crate::clean_name)) as a new entry's are, with the same
//! refusals: what a log taken over from a file must pass, entry by entry,
//! since a file taken over is an entry like any other. The names are
//! checked, not rewritten: a log keeps its entries as written, so that the
//! same file read on two phones is the same log; so a control character
//! the rule would trim off a typed name (a line break or a C1 next-line at
//! its end) is refused here, where nothing trims it.
//!
//! A log already held keeps the names it was written with, folded as they
//! were (`docs/rules-notes.md`, "Names").

use super::error::TournamentError;
use super::event::{TournamentEvent, TournamentSetup};
use super::individual::IndividualEvent;
use super::individual::fold::player_name;
use super::setup::{self, MAX_TOURNAMENT_NAME_CHARS, name_refused};
use super::team::team_name;
use crate::{NameProblem, clean_name_within};

/// `name` as written passes the rule (`rule`, its answer), and holds no
/// control character where the rule would have trimmed one off.
fn as_written(name: &str, rule: Result<String, TournamentError>) -> Result<(), TournamentError> {
    rule?;
    if name
        .chars()
        .any(|c| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}'))
    {
        return Err(TournamentError::BadPlayerName {
            name: name.chars().take(60).collect(),
            reason: NameProblem::ControlCharacters,
        });
    }
    Ok(())
}

/// A tournament's name as the one rule of names takes it, within
/// [`MAX_TOURNAMENT_NAME_CHARS`]: `tournament_name_empty` for a blank one,
/// `name_too_long`, and `bad_player_name` for hidden characters or nothing
/// that shows (the words of every name).
fn tournament_name(setup: &TournamentSetup) -> Result<String, TournamentError> {
    let name = &setup.name;
    clean_name_within(name, MAX_TOURNAMENT_NAME_CHARS).map_err(|reason| {
        let refused = name_refused(
            name,
            reason,
            Some(TournamentError::TournamentNameEmpty),
            name.trim().chars().count(),
        );
        match refused {
            TournamentError::NameTooLong { chars, .. } => TournamentError::NameTooLong {
                chars,
                max: MAX_TOURNAMENT_NAME_CHARS,
            },
            other => other,
        }
    })
}

/// The signer of a result, when there is one, by the rule of a player's
/// name.
fn signer(signed_by: Option<&String>) -> Result<(), TournamentError> {
    let Some(name) = signed_by else {
        return Ok(());
    };
    let rule = crate::clean_name(name)
        .map_err(|reason| name_refused(name, reason, None, name.trim().chars().count()));
    as_written(name, rule)
}

impl TournamentEvent {
    /// The names this entry brings, checked as a new entry's are: the
    /// tournament's (`created`), a pair's players, a team's, a result's
    /// signer. A name with hidden characters (a control character, a line
    /// break, a bidi override, a zero-width space…) is refused
    /// `bad_player_name`, in the player directory's words.
    ///
    /// ```
    /// use tranque::tournament::{PairId, TournamentEvent};
    ///
    /// let entry = |name: &str| TournamentEvent::PairRegistered {
    ///     pair: PairId(1),
    ///     players: ["Ana".to_owned(), name.to_owned()],
    /// };
    /// assert!(entry("Bia").check_names().is_ok());
    /// let refused = entry("Bia\u{1B}[2J").check_names().unwrap_err();
    /// assert_eq!(refused.code(), "bad_player_name");
    /// ```
    pub fn check_names(&self) -> Result<(), TournamentError> {
        match self {
            TournamentEvent::Created(setup) => as_written(&setup.name, tournament_name(setup)),
            TournamentEvent::PairRegistered { pair, players }
            | TournamentEvent::PairRenamed { pair, players } => players
                .iter()
                .try_for_each(|name| as_written(name, setup::player_name(*pair, name))),
            TournamentEvent::TeamRegistered { team, .. } => as_written(team, team_name(team)),
            TournamentEvent::ResultRecorded { result, .. }
            | TournamentEvent::ResultCorrected { result, .. } => signer(result.signed_by.as_ref()),
            TournamentEvent::PairWithdrawn { .. }
            | TournamentEvent::RoundPaired(_)
            | TournamentEvent::RoundClosed { .. } => Ok(()),
        }
    }
}

impl IndividualEvent {
    /// The names this entry brings, checked as a new entry's are: the
    /// tournament's (`created`), a player's, a team's, a result's signer
    /// ([`TournamentEvent::check_names`]).
    pub fn check_names(&self) -> Result<(), TournamentError> {
        match self {
            IndividualEvent::Created(setup) => as_written(&setup.name, tournament_name(setup)),
            IndividualEvent::PlayerRegistered { player, name }
            | IndividualEvent::PlayerRenamed { player, name } => {
                as_written(name, player_name(*player, name))
            }
            IndividualEvent::TeamRegistered { team, .. } => as_written(team, team_name(team)),
            IndividualEvent::ResultRecorded { result, .. }
            | IndividualEvent::ResultCorrected { result, .. } => signer(result.signed_by.as_ref()),
            IndividualEvent::PlayerWithdrawn { .. }
            | IndividualEvent::RoundSeated(_)
            | IndividualEvent::RoundClosed { .. } => Ok(()),
        }
    }
}
