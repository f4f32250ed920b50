//! A tournament's log, the same in both modes: folded from its first
//! entry, `created` ([`fold_log`]), held to its cap ([`check_room`]), and
//! folded again to show the tournament as it stood when a round was
//! announced ([`as_before`]) or while it was the last ([`as_after`]).

use super::error::TournamentError;
use super::event::TournamentSetup;
use super::setup::MAX_TOURNAMENT_EVENTS;

/// Refused when a log of `entries` entries has no room for one more.
pub(crate) fn check_room(entries: usize) -> Result<(), TournamentError> {
    if entries >= MAX_TOURNAMENT_EVENTS {
        return Err(TournamentError::TournamentTooManyEvents {
            found: entries + 1,
            max: MAX_TOURNAMENT_EVENTS,
        });
    }
    Ok(())
}

/// A tournament of either mode as [`fold_log`] builds it from its log.
/// Public in this private module only for the tournament file's
/// [`FileEntry`](super::file::FileEntry), which names it: no one outside
/// the crate implements it.
pub trait Log: Sized {
    /// An entry of its log.
    type Event: Clone;
    /// Its log, `created` first.
    fn log(&self) -> &[Self::Event];
    /// The number of the round an entry announces (pairs or seats), if it
    /// announces one.
    fn announces(event: &Self::Event) -> Option<u32>;
    /// The tournament with only its `created` entry.
    fn created(setup: TournamentSetup) -> Result<Self, TournamentError>;
    /// The setup of a `created` entry, or the entry back when it is another.
    fn setup_of(event: Self::Event) -> Result<TournamentSetup, Self::Event>;
    /// An entry's `type`.
    fn kind(event: &Self::Event) -> &'static str;
    /// Records an entry after `created`; on refusal nothing changes.
    fn apply_entry(&mut self, event: Self::Event) -> Result<(), TournamentError>;
}

/// `tournament` as it stood when round `round` was announced (paired or
/// seated): its log before that entry, folded. Refused with
/// `no_such_round` for a round not announced.
pub(crate) fn as_before<T: Log>(tournament: &T, round: u32) -> Result<T, TournamentError> {
    let log = tournament.log();
    let Some(at) = log.iter().position(|e| T::announces(e) == Some(round)) else {
        let announced = log.iter().filter_map(T::announces).count();
        return Err(TournamentError::NoSuchRound {
            round,
            rounds: u32::try_from(announced).unwrap_or(u32::MAX),
        });
    };
    fold_log(log[..at].iter().cloned())
}

/// `tournament` as it stood while round `round` was its last: its log up
/// to the next round's announcement (results corrected after that are not
/// yet in it), folded: what the paperwork's standings of `round` show.
#[cfg(feature = "paper")]
pub(crate) fn as_after<T: Log>(tournament: &T, round: u32) -> Result<T, TournamentError> {
    let events = tournament
        .log()
        .iter()
        .take_while(|e| T::announces(e).is_none_or(|n| n <= round));
    fold_log(events.cloned())
}

/// A tournament folded from a whole log, which starts with `created`;
/// refuses the first bad entry with its index.
pub(crate) fn fold_log<T: Log>(
    events: impl IntoIterator<Item = T::Event>,
) -> Result<T, TournamentError> {
    let mut events = events.into_iter();
    let at = |index: usize| {
        move |error| TournamentError::InvalidEvent {
            index,
            error: Box::new(error),
        }
    };
    let mut tournament = match events.next().map(T::setup_of) {
        Some(Ok(setup)) => T::created(setup).map_err(at(0))?,
        Some(Err(other)) => {
            return Err(at(0)(TournamentError::TournamentNotCreated {
                kind: T::kind(&other).to_owned(),
            }));
        }
        None => {
            return Err(TournamentError::TournamentNotCreated {
                kind: "none".to_owned(),
            });
        }
    };
    for (index, event) in events.enumerate() {
        tournament.apply_entry(event).map_err(at(index + 1))?;
    }
    Ok(tournament)
}
