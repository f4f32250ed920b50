//! A pair or a player as a tournament of its mode registers them
//! ([`Entrant`]), and the checks both modes make of them alike: a new
//! one's number, one still playing, a round naming each playing once.

use std::collections::{HashMap, HashSet};

use super::error::TournamentError;
use crate::{carried_name, name_key};

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
    /// The names it plays under.
    fn names(&self) -> &[String];
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

/// Those registered, in the order they registered, with each one's place
/// by number: a fold looks one up at every entry (a round names every
/// one playing, a result its table's), so a look-up is one hash, not a
/// walk of up to a thousand.
/// Each one's names are folded once, when they register or are renamed
/// ([`NameKeys`]), not at every result they sign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Entrants<E: Entrant> {
    list: Vec<E>,
    /// Each one's index in `list`, by [`Entrant::number`].
    at: HashMap<u32, usize>,
    /// Each one's names folded, in the order of `list`.
    keys: Vec<Vec<NameKeys>>,
}

impl<E: Entrant> Default for Entrants<E> {
    fn default() -> Entrants<E> {
        Entrants {
            list: Vec::new(),
            at: HashMap::new(),
            keys: Vec::new(),
        }
    }
}

/// A name of one registered, folded once: the name as a code carries it
/// ([`carried_name`]), and the [`name_key`] of the name as kept, of the
/// carried name, and of the carried name's own carried name (what a
/// result's signer is matched against: `check_result`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NameKeys {
    /// The name as a code carries it.
    pub(crate) carried: String,
    /// The key of the name as kept.
    pub(crate) kept_key: String,
    /// The key of the carried name.
    pub(crate) carried_key: String,
    /// The key of the carried name's own carried name.
    pub(crate) carried_again_key: String,
}

impl NameKeys {
    /// `name` folded.
    pub(crate) fn of(name: &str) -> NameKeys {
        let carried = carried_name(name);
        let again = carried_name(&carried);
        // A name that passes the rule is its own carried name: folded once.
        let kept_key = name_key(name);
        let carried_key = if carried == name {
            kept_key.clone()
        } else {
            name_key(&carried)
        };
        let carried_again_key = if again == carried {
            carried_key.clone()
        } else {
            name_key(&again)
        };
        NameKeys {
            carried,
            kept_key,
            carried_key,
            carried_again_key,
        }
    }
}

/// The names of `entrant`, folded.
fn keys_of<E: Entrant>(entrant: &E) -> Vec<NameKeys> {
    entrant
        .names()
        .iter()
        .map(|name| NameKeys::of(name))
        .collect()
}

impl<E: Entrant> std::ops::Deref for Entrants<E> {
    type Target = [E];

    fn deref(&self) -> &[E] {
        &self.list
    }
}

impl<E: Entrant> Entrants<E> {
    /// The one registered under `id`.
    pub(crate) fn get(&self, id: E::Id) -> Option<&E> {
        self.index(id).and_then(|index| self.list.get(index))
    }

    /// The names of the one registered under `id`, folded.
    pub(crate) fn name_keys(&self, id: E::Id) -> Option<&[NameKeys]> {
        self.index(id)
            .and_then(|index| self.keys.get(index))
            .map(Vec::as_slice)
    }

    /// The index of the one registered under `id`.
    fn index(&self, id: E::Id) -> Option<usize> {
        self.at.get(&E::number(id)).copied()
    }

    /// Registers one more (checked by [`check_new`](Entrants::check_new)).
    pub(crate) fn push(&mut self, entrant: E) {
        self.at.insert(E::number(entrant.id()), self.list.len());
        self.keys.push(keys_of(&entrant));
        self.list.push(entrant);
    }

    /// The one at `index` withdraws.
    pub(crate) fn withdraw(&mut self, index: usize) {
        if let Some(entrant) = self.list.get_mut(index) {
            entrant.withdraw();
        }
    }

    /// Takes out the one at `index` (to check their new names as a
    /// registration under their own number); [`put_back`](Entrants::put_back)
    /// puts them or their renamed self back in their place.
    pub(crate) fn take_out(&mut self, index: usize) -> E {
        let entrant = self.list.remove(index);
        if index < self.keys.len() {
            self.keys.remove(index);
        }
        self.reindex();
        entrant
    }

    /// Puts `entrant` back at `index`, where [`take_out`](Entrants::take_out)
    /// took them from.
    pub(crate) fn put_back(&mut self, index: usize, entrant: E) {
        let index = index.min(self.list.len());
        self.keys
            .insert(index.min(self.keys.len()), keys_of(&entrant));
        self.list.insert(index, entrant);
        self.reindex();
    }

    fn reindex(&mut self) {
        self.at = self
            .list
            .iter()
            .enumerate()
            .map(|(index, e)| (E::number(e.id()), index))
            .collect();
    }

    /// A new entrant's number checked against those registered: in range,
    /// not taken, and room for one more.
    pub(crate) fn check_new(&self, id: E::Id) -> Result<(), TournamentError> {
        let number = E::number(id);
        if number == 0 || number > E::MAX_NUMBER {
            return Err(E::refusal(id, Refused::NumberOutOfRange));
        }
        if self.index(id).is_some() {
            return Err(E::refusal(id, Refused::NumberTaken));
        }
        if self.list.len() >= E::MAX {
            return Err(E::refusal(id, Refused::TooMany));
        }
        Ok(())
    }

    /// Whether `id` is registered, withdrawn or not.
    pub(crate) fn known(&self, id: E::Id) -> Result<(), TournamentError> {
        match self.index(id) {
            Some(_) => Ok(()),
            None => Err(E::refusal(id, Refused::Unknown)),
        }
    }

    /// The index of an entrant still playing.
    pub(crate) fn active_index(&self, id: E::Id) -> Result<usize, TournamentError> {
        let index = self
            .index(id)
            .ok_or_else(|| E::refusal(id, Refused::Unknown))?;
        if self.list.get(index).is_none_or(|e| e.withdrawn()) {
            return Err(E::refusal(id, Refused::Withdrawn));
        }
        Ok(index)
    }

    /// Those a round names (at its tables, then sitting out), each checked
    /// as still playing and named once: their numbers.
    pub(crate) fn named_once(
        &self,
        named: impl Iterator<Item = E::Id>,
    ) -> Result<HashSet<u32>, TournamentError> {
        let mut seen = HashSet::new();
        for id in named {
            self.active_index(id)?;
            if !seen.insert(E::number(id)) {
                return Err(E::refusal(id, Refused::TwiceInRound));
            }
        }
        Ok(seen)
    }

    /// Every entrant still playing is among those a round names (`seen`,
    /// their numbers).
    pub(crate) fn none_left_out(&self, seen: &HashSet<u32>) -> Result<(), TournamentError> {
        match self
            .list
            .iter()
            .find(|e| !e.withdrawn() && !seen.contains(&E::number(e.id())))
        {
            Some(left) => Err(E::refusal(left.id(), Refused::NotInRound)),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests panic on purpose.

    use super::*;
    use crate::tournament::individual::{Player, PlayerId};

    fn player(n: u32) -> Player {
        Player {
            id: PlayerId(n),
            name: format!("J{n}"),
            withdrawn: false,
        }
    }

    /// Each one is found by number after every change: registered, one
    /// taken out and put back in their place (a rename), one withdrawn;
    /// a round naming one twice, one unknown or one withdrawn is refused,
    /// and one playing left out of it.
    #[test]
    fn entrants_are_found_by_number() {
        let mut entrants = Entrants::default();
        for n in [7, 3, 12] {
            entrants.check_new(PlayerId(n)).unwrap();
            entrants.push(player(n));
        }
        let code = |err: TournamentError| err.code();
        assert_eq!(
            code(entrants.check_new(PlayerId(3)).unwrap_err()),
            "player_number_taken"
        );
        let taken = entrants.take_out(1);
        assert_eq!(taken.id, PlayerId(3));
        assert!(entrants.get(PlayerId(3)).is_none());
        assert_eq!(entrants.get(PlayerId(12)).unwrap().name, "J12");
        entrants.put_back(
            1,
            Player {
                name: "Zeca".into(),
                ..taken
            },
        );
        assert_eq!(entrants.get(PlayerId(3)).unwrap().name, "Zeca");
        assert_eq!(entrants.active_index(PlayerId(12)).unwrap(), 2);
        let ids: Vec<u32> = entrants.iter().map(|p| p.id.0).collect();
        assert_eq!(ids, [7, 3, 12]);

        let all = entrants
            .named_once([12, 7, 3].map(PlayerId).into_iter())
            .unwrap();
        entrants.none_left_out(&all).unwrap();
        let twice = entrants.named_once([12, 7, 12].map(PlayerId).into_iter());
        assert_eq!(code(twice.unwrap_err()), "player_twice_in_round");
        let unknown = entrants.named_once([12, 8].map(PlayerId).into_iter());
        assert_eq!(code(unknown.unwrap_err()), "unknown_player");
        let some = entrants
            .named_once([12, 7].map(PlayerId).into_iter())
            .unwrap();
        assert_eq!(
            code(entrants.none_left_out(&some).unwrap_err()),
            "player_not_in_round"
        );

        entrants.withdraw(1);
        assert_eq!(
            code(entrants.active_index(PlayerId(3)).unwrap_err()),
            "player_withdrawn"
        );
        entrants.known(PlayerId(3)).unwrap();
        entrants.none_left_out(&some).unwrap();
        assert_eq!(
            code(entrants.known(PlayerId(4)).unwrap_err()),
            "unknown_player"
        );
    }
}
