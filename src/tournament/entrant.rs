//! A pair or a player as a tournament of its mode registers them
//! ([`Entrant`]), and the checks both modes make of them alike: a new
//! one's number, one still playing, a round naming each playing once.

use super::error::TournamentError;

/// A pair, in a tournament of pairs, or a player, in an individual one:
/// registered under a number, playing until withdrawn. Public in this
/// private module only because [`FoldMode`](super::mode::FoldMode) names
/// it: no one outside the crate implements it.
pub trait Entrant {
    /// Its number.
    type Id: Copy + PartialEq;
    /// The highest number one may register under.
    const MAX_NUMBER: u32;
    /// The most a tournament registers.
    const MAX: usize;
    /// Its number.
    fn id(&self) -> Self::Id;
    /// A number as a count, from 1.
    fn number(id: Self::Id) -> u32;
    /// It has withdrawn.
    fn withdrawn(&self) -> bool;
    /// It withdraws.
    fn withdraw(&mut self);
    /// The refusal `why` of the one numbered `id`, in its mode's words.
    fn refusal(id: Self::Id, why: Refused) -> TournamentError;
}

/// Why an entrant is refused, whichever the mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// A number out of range (0, or above [`Entrant::MAX_NUMBER`]).
    NumberOutOfRange,
    /// A number another registered under.
    NumberTaken,
    /// One more than [`Entrant::MAX`].
    TooMany,
    /// A number nobody registered under.
    Unknown,
    /// One who has withdrawn.
    Withdrawn,
    /// Named twice in one round.
    TwiceInRound,
    /// Playing, and left out of a round.
    NotInRound,
}

/// A new entrant's number checked against those registered: in range, not
/// taken, and room for one more.
pub(crate) fn check_new<E: Entrant>(entrants: &[E], id: E::Id) -> Result<(), TournamentError> {
    let number = E::number(id);
    if number == 0 || number > E::MAX_NUMBER {
        return Err(E::refusal(id, Refused::NumberOutOfRange));
    }
    if entrants.iter().any(|e| e.id() == id) {
        return Err(E::refusal(id, Refused::NumberTaken));
    }
    if entrants.len() >= E::MAX {
        return Err(E::refusal(id, Refused::TooMany));
    }
    Ok(())
}

/// Whether `id` is registered, withdrawn or not.
pub(crate) fn known<E: Entrant>(entrants: &[E], id: E::Id) -> Result<(), TournamentError> {
    if entrants.iter().any(|e| e.id() == id) {
        return Ok(());
    }
    Err(E::refusal(id, Refused::Unknown))
}

/// The index of an entrant still playing.
pub(crate) fn active_index<E: Entrant>(
    entrants: &[E],
    id: E::Id,
) -> Result<usize, TournamentError> {
    let index = entrants
        .iter()
        .position(|e| e.id() == id)
        .ok_or_else(|| E::refusal(id, Refused::Unknown))?;
    if entrants[index].withdrawn() {
        return Err(E::refusal(id, Refused::Withdrawn));
    }
    Ok(index)
}

/// Those a round names (at its tables, then sitting out), each checked as
/// still playing and named once; in the order named.
pub(crate) fn named_once<E: Entrant>(
    entrants: &[E],
    named: impl Iterator<Item = E::Id>,
) -> Result<Vec<E::Id>, TournamentError> {
    let mut seen: Vec<E::Id> = Vec::new();
    for id in named {
        active_index(entrants, id)?;
        if seen.contains(&id) {
            return Err(E::refusal(id, Refused::TwiceInRound));
        }
        seen.push(id);
    }
    Ok(seen)
}

/// Every entrant still playing is among those a round names (`seen`).
pub(crate) fn none_left_out<E: Entrant>(
    entrants: &[E],
    seen: &[E::Id],
) -> Result<(), TournamentError> {
    match entrants
        .iter()
        .find(|e| !e.withdrawn() && !seen.contains(&e.id()))
    {
        Some(left) => Err(E::refusal(left.id(), Refused::NotInRound)),
        None => Ok(()),
    }
}
