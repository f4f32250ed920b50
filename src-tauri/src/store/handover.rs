//! A tournament handed over between phones: its whole log written as a
//! tournament file (`docs/tournament-file.md`), and such a file taken over
//! on another phone — added when the phone does not hold the tournament,
//! extended when the phone holds the start of the file's log, left alone
//! when the phone already holds all of it, and refused as a conflict when
//! the two logs part ways (a result read on one phone after the file was
//! written, another on the other). Whatever is refused changes nothing.

use tranque::tournament::individual::IndividualTournament;
use tranque::tournament::{Tournament, TournamentFile, TournamentLog, TournamentMode};

use super::folds::{created_as, linked, tournament_mode};
use super::kind::{Stored, TournamentKind};
use super::summaries::summarise;
use super::tournaments::{insert_tournament, tournament_exists, write_entries};
use super::*;

pub use tranque_views::TakeOver;

/// A tournament written as its file.
#[derive(Debug, Clone)]
pub struct TournamentExport {
    /// The tournament file (JSON text).
    pub json: String,
    /// The tournament's day, `YYYY-MM-DD`, to name the file.
    pub date: String,
}

/// What taking a tournament file of either mode over did.
#[derive(Debug, Clone)]
pub enum TakenFile {
    /// A tournament of pairs'.
    Pairs(TakenOver),
    /// An individual tournament's.
    Individual(TakenIndividual),
}

/// What taking a tournament over from its file did, in either mode.
#[derive(Debug, Clone)]
pub struct Taken<T> {
    /// Added, extended or unchanged.
    pub outcome: TakeOver,
    /// The entries of the log written (0 when unchanged).
    pub entries: usize,
    /// The tournament as committed.
    pub tournament: Stored<T>,
}

/// What taking a tournament of pairs over from its file did.
pub type TakenOver = Taken<Tournament>;

/// What taking an individual tournament over from its file did.
pub type TakenIndividual = Taken<IndividualTournament>;

impl Store {
    /// A tournament's whole log as a tournament file, with its id: what
    /// another phone needs to carry on where this one stands. Either mode's.
    pub fn export_tournament(&self, id: &str) -> Result<TournamentExport, StoreError> {
        fn export<T: TournamentKind>(stored: Stored<T>) -> TournamentExport {
            TournamentExport {
                date: stored.tournament.setup().date.clone(),
                json: stored.tournament.to_file(stored.id),
            }
        }
        Ok(match tournament_mode(&self.conn, id)? {
            TournamentMode::Pairs => export(self.get_tournament(id)?),
            TournamentMode::Individual => export(self.get_individual(id)?),
        })
    }

    /// Takes a tournament over from its file: the core reads the file and
    /// folds its log (a file that is not a tournament's, damaged, of a newer
    /// version or whose log does not fold is refused in its words; an entry
    /// the phone does not hold yet whose name the one rule of names refuses
    /// is refused as a typed one is, `bad_player_name`); then,
    /// under the file's id, the tournament is added when the phone does not
    /// hold it, extended when the phone's log is the start of the file's,
    /// left unchanged when the phone's log already holds the file's, and
    /// refused with [`StoreError::TournamentConflict`] when they part ways.
    /// A tournament of pairs' file only: an individual tournament's is
    /// refused with the core's `tournament_mode_mismatch`, before the store
    /// is touched ([`Store::take_over_file`] takes either).
    pub fn take_over_tournament(&mut self, text: &str, now: &str) -> Result<TakenOver, StoreError> {
        let file = TournamentFile::parse(text)?;
        self.take_over(file.id, file.events, now)
    }

    /// Takes over a tournament file of either mode, as its `created` entry
    /// says: a tournament of pairs' as [`Store::take_over_tournament`]
    /// does, an individual tournament's the same way (added, extended,
    /// unchanged, or refused as a conflict, changing nothing). A file whose
    /// id names a tournament of the other mode on this phone is refused
    /// with the core's `tournament_mode_mismatch`.
    pub fn take_over_file(&mut self, text: &str, now: &str) -> Result<TakenFile, StoreError> {
        Ok(match TournamentLog::parse(text)? {
            TournamentLog::Pairs(file) => {
                TakenFile::Pairs(self.take_over(file.id, file.events, now)?)
            }
            TournamentLog::Individual(file) => {
                TakenFile::Individual(self.take_over(file.id, file.events, now)?)
            }
        })
    }

    /// Takes over the tournament of a file (its id, `id`, and its log,
    /// `events`), in either mode: the core folds the log, and the
    /// tournament is added, extended, left unchanged, or refused as a
    /// conflict.
    fn take_over<T: TournamentKind>(
        &mut self,
        id: Option<String>,
        events: Vec<T::Event>,
        now: &str,
    ) -> Result<Taken<T>, StoreError> {
        let id = file_id(id.as_deref(), events.first().map(T::entry_json))?;
        let tournament = T::from_events(events)?;
        let events = tournament.events();
        let folds = self.folds.clone();
        let tx = self.write()?;
        let (outcome, from, held) = if tournament_exists(&tx, &id)? {
            created_as(&tx, &id, T::MODE)?;
            let held = T::fold(&tx, &id, Some(&folds))?;
            let name = &tournament.setup().name;
            let place = |event: &T::Event| place(&T::entry_json(event));
            let (outcome, from) = compare_logs(&id, name, held.events(), events, place)?;
            // An unchanged log's fold is the one held, not folded again.
            let kept = (outcome == TakeOver::Unchanged).then_some(held);
            (outcome, from, kept)
        } else {
            insert_tournament(&tx, &id, tournament.setup(), T::MODE, now)?;
            (TakeOver::Added, 0, None)
        };
        // The entries this phone does not hold yet are entered like any
        // other: a name the rule refuses is refused in its words.
        for event in &events[from..] {
            T::check_names(event)?;
        }
        write_entries::<T>(&tx, &id, events, from, now)?;
        let entries = events.len() - from;
        // The log now holds the file's (or already held more): its fold is
        // the file's, or the one held, never folded again from the rows; the
        // list's summary is written from it.
        let fold = held.unwrap_or(tournament);
        summarise(&tx, &id, &fold)?;
        let stored = Stored {
            created_at: created_as(&tx, &id, T::MODE)?,
            linked: linked(&tx, &id)?,
            id,
            tournament: fold,
        };
        tx.commit()?;
        stored.tournament.keep(&folds, &self.conn, &stored.id)?;
        Ok(Taken {
            outcome,
            entries,
            tournament: stored,
        })
    }
}

/// The round and the table a log's entry is about, when it names them:
/// its `round` and `table`, as the tournament file gives them in either
/// mode (`docs/tournament-file.md`).
fn place(entry: &serde_json::Value) -> (Option<u32>, Option<u32>) {
    let field = |name| {
        let n = entry.get(name).and_then(serde_json::Value::as_u64)?;
        u32::try_from(n).ok()
    };
    (field("round"), field("table"))
}

/// How a file's log `file` stands to the log `held` of the same tournament
/// here, in either mode: unchanged when the file holds nothing more,
/// extended when it goes on from where the phone's ends (with the index of
/// its first new entry), else refused where they part ways ([`conflict`]).
fn compare_logs<E: PartialEq>(
    id: &str,
    name: &str,
    held: &[E],
    file: &[E],
    place: fn(&E) -> (Option<u32>, Option<u32>),
) -> Result<(TakeOver, usize), StoreError> {
    let same = held.iter().zip(file).take_while(|(a, b)| a == b).count();
    if same == file.len() {
        Ok((TakeOver::Unchanged, file.len()))
    } else if same == held.len() {
        Ok((TakeOver::Extended, same))
    } else {
        Err(conflict(id, name, same, held, file, place))
    }
}

/// The refusal of two logs that part ways at entry `at`, named by the
/// table (or else the round) of the phone's entry there, or else the file's
/// (`place` says which an entry names).
fn conflict<E>(
    id: &str,
    name: &str,
    at: usize,
    held: &[E],
    file: &[E],
    place: fn(&E) -> (Option<u32>, Option<u32>),
) -> StoreError {
    let places = [held.get(at), file.get(at)].map(|event| event.map_or((None, None), place));
    let (round, table) = places
        .iter()
        .find(|(_, table)| table.is_some())
        .or_else(|| places.iter().find(|(round, _)| round.is_some()))
        .copied()
        .unwrap_or((None, None));
    StoreError::TournamentConflict {
        tournament_id: id.to_owned(),
        name: name.to_owned(),
        entry: at,
        round,
        table,
    }
}

/// A tournament's id from its file: the file's own, when it has one (1 to
/// 64 letters, digits, `-`, `_`, `.` or `:`), else a stable hash (FNV-1a)
/// of its first entry (`created`, the tournament's creation), so that a
/// longer file of the same tournament finds it again.
fn file_id(id: Option<&str>, created: Option<serde_json::Value>) -> Result<String, StoreError> {
    match id {
        Some(id) => checked_file_id(
            id,
            "a tournament id is 1 to 64 letters, digits, '-', '_', '.' or ':'",
        ),
        None => Ok(hashed_id(
            "tournament",
            &created.map(|entry| entry.to_string()).unwrap_or_default(),
        )),
    }
}

#[cfg(test)]
mod tests;
