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
    /// The tournament as its log's first `at` entries fold it, where entry
    /// `at` announces round `round`, taken from this fold without folding
    /// again when every entry from `at` on is of round `round` or a later
    /// one (an announcement, a result, a closing); `None` otherwise.
    fn before_later_rounds(&self, at: usize, round: u32) -> Option<Self>;
}

/// `tournament` as it stood when round `round` was announced (paired or
/// seated): its log before that entry, folded (or, when nothing after it
/// but that round's and later rounds' entries, this fold without those
/// rounds: [`Log::before_later_rounds`], the same tournament without
/// folding the log again). Refused with `no_such_round` for a round not
/// announced.
pub(crate) fn as_before<T: Log>(tournament: &T, round: u32) -> Result<T, TournamentError> {
    let log = tournament.log();
    let Some(at) = log.iter().position(|e| T::announces(e) == Some(round)) else {
        let announced = log.iter().filter_map(T::announces).count();
        return Err(TournamentError::NoSuchRound {
            round,
            rounds: u32::try_from(announced).unwrap_or(u32::MAX),
        });
    };
    match tournament.before_later_rounds(at, round) {
        Some(before) => Ok(before),
        None => fold_log(log[..at].iter().cloned()),
    }
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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests panic on purpose.

    use super::*;
    use crate::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
    use crate::tournament::{Criterion, TournamentMode};
    use crate::{Mode, Preset};

    /// Nine players (one sits out each round), `rounds` rounds seated as
    /// the seating makes them, every table's result typed and each round
    /// closed but the last, which has its first table's result only.
    fn played(rounds: u32) -> IndividualTournament {
        let rules = Preset::BrMegajogos.rules(Mode::Pairs);
        let target = i64::from(rules.target);
        let mut t = IndividualTournament::new(TournamentSetup {
            name: "Individual".into(),
            date: "2026-11-21".into(),
            preset: None,
            rules,
            mode: TournamentMode::Individual,
            seed: 3,
            bye: Default::default(),
            ranking: Criterion::DEFAULT.to_vec(),
            credit: Default::default(),
        })
        .unwrap();
        for n in 1..=9 {
            let name = format!("Jugadora {n}");
            t.apply_mut(IndividualEvent::PlayerRegistered {
                player: PlayerId(n),
                name,
            })
            .unwrap();
        }
        for round in 1..=rounds {
            let seating = t.next_seating().unwrap();
            t.apply_mut(IndividualEvent::RoundSeated(seating.clone()))
                .unwrap();
            for at in &seating.tables {
                if round == rounds && at.table > 1 {
                    continue;
                }
                let signer = t.player(at.seats[1]).unwrap().name.clone();
                let result = t
                    .typed_result(round, at.table, [target, 3], signer)
                    .unwrap();
                t.apply_mut(IndividualEvent::ResultRecorded {
                    round,
                    table: at.table,
                    result,
                })
                .unwrap();
            }
            if round < rounds {
                t.apply_mut(IndividualEvent::RoundClosed { round }).unwrap();
            }
        }
        t
    }

    /// Where round `round` is seated in `t`'s log.
    fn seated_at(t: &IndividualTournament, round: u32) -> usize {
        t.log()
            .iter()
            .position(|e| IndividualTournament::announces(e) == Some(round))
            .unwrap()
    }

    /// A tournament as it stood when a round was seated is its log up to
    /// then, folded: taken from the fold without folding again while only
    /// that round's and later rounds' entries follow, and folded again once
    /// anything else follows (a result of an earlier round corrected, a
    /// player registered), each the same tournament as the fold of the
    /// log up to then.
    #[test]
    fn a_round_s_start_is_its_log_up_to_then() {
        let t = played(4);
        for round in 1..=4 {
            let at = seated_at(&t, round);
            let folded = fold_log::<IndividualTournament>(t.log()[..at].to_vec()).unwrap();
            assert_eq!(as_before(&t, round).unwrap(), folded, "round {round}");
            assert_eq!(t.before_later_rounds(at, round), Some(folded));
        }
        assert_eq!(as_before(&t, 5).unwrap_err().code(), "no_such_round");

        // A result of round 2 corrected while round 4 is under way.
        let mut corrected = t.clone();
        let mut result = corrected.rounds()[1].results[0].clone().unwrap();
        result.signed_by = Some(
            t.player(corrected.rounds()[1].seating.tables[0].seats[3])
                .unwrap()
                .name
                .clone(),
        );
        corrected
            .apply_mut(IndividualEvent::ResultCorrected {
                round: 2,
                table: 1,
                result,
            })
            .unwrap();
        // And a player registered: entries before round 3's start but not
        // before round 4's are read again from the log.
        let mut registered = t.clone();
        registered
            .apply_mut(IndividualEvent::PlayerRegistered {
                player: PlayerId(10),
                name: "Zeca".into(),
            })
            .unwrap();
        for changed in [corrected, registered] {
            for round in 1..=4 {
                let at = seated_at(&changed, round);
                let folded =
                    fold_log::<IndividualTournament>(changed.log()[..at].to_vec()).unwrap();
                assert_eq!(as_before(&changed, round).unwrap(), folded, "round {round}");
            }
            let at = seated_at(&changed, 4);
            assert_eq!(changed.before_later_rounds(at, 4), None);
        }
    }
}
