//! A tournament handed over between phones: its whole log written as a
//! tournament file (`docs/tournament-file.md`), and such a file taken over
//! on another phone — added when the phone does not hold the tournament,
//! extended when the phone holds the start of the file's log, left alone
//! when the phone already holds all of it, and refused as a conflict when
//! the two logs part ways (a result read on one phone after the file was
//! written, another on the other). Whatever is refused changes nothing.

use tranque::tournament::individual::IndividualEvent;
use tranque::tournament::{
    IndividualFile, TournamentEvent, TournamentFile, TournamentLog, TournamentMode,
};

use super::folds::fold_individual;
use super::folds::{created_as, tournament_mode, with_fold};
use super::individual::{StoredIndividual, write_entries};
use super::summaries::{summarise, summarise_individual};
use super::tournaments::{insert_entry, insert_tournament, tournament_exists};
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

/// What taking an individual tournament over from its file did.
#[derive(Debug, Clone)]
pub struct TakenIndividual {
    /// Added, extended or unchanged.
    pub outcome: TakeOver,
    /// The entries of the log written (0 when unchanged).
    pub entries: usize,
    /// The tournament as committed.
    pub tournament: StoredIndividual,
}

/// What taking a tournament over from its file did.
#[derive(Debug, Clone)]
pub struct TakenOver {
    /// Added, extended or unchanged.
    pub outcome: TakeOver,
    /// The entries of the log written (0 when unchanged).
    pub entries: usize,
    /// The tournament as committed.
    pub tournament: StoredTournament,
}

impl Store {
    /// A tournament's whole log as a tournament file, with its id: what
    /// another phone needs to carry on where this one stands. Either mode's.
    pub fn export_tournament(&self, id: &str) -> Result<TournamentExport, StoreError> {
        if tournament_mode(&self.conn, id)? == TournamentMode::Individual {
            let stored = self.get_individual(id)?;
            let file = IndividualFile {
                id: Some(stored.id),
                events: stored.tournament.events().to_vec(),
            };
            return Ok(TournamentExport {
                json: file.to_json(),
                date: stored.tournament.setup().date.clone(),
            });
        }
        let stored = self.get_tournament(id)?;
        let file = TournamentFile {
            id: Some(stored.id),
            events: stored.tournament.events().to_vec(),
        };
        Ok(TournamentExport {
            json: file.to_json(),
            date: stored.tournament.setup().date.clone(),
        })
    }

    /// Takes a tournament over from its file: the core reads the file and
    /// folds its log (a file that is not a tournament's, damaged, of a newer
    /// version or whose log does not fold is refused in its words); then,
    /// under the file's id, the tournament is added when the phone does not
    /// hold it, extended when the phone's log is the start of the file's,
    /// left unchanged when the phone's log already holds the file's, and
    /// refused with [`StoreError::TournamentConflict`] when they part ways.
    /// A tournament of pairs' file only: an individual tournament's is
    /// refused with the core's `tournament_mode_mismatch`, before the store
    /// is touched ([`Store::take_over_file`] takes either).
    pub fn take_over_tournament(&mut self, text: &str, now: &str) -> Result<TakenOver, StoreError> {
        self.take_over_pairs(TournamentFile::parse(text)?, now)
    }

    /// Takes over a tournament file of either mode, as its `created` entry
    /// says: a tournament of pairs' as [`Store::take_over_tournament`]
    /// does, an individual tournament's the same way (added, extended,
    /// unchanged, or refused as a conflict, changing nothing). A file whose
    /// id names a tournament of the other mode on this phone is refused
    /// with the core's `tournament_mode_mismatch`.
    pub fn take_over_file(&mut self, text: &str, now: &str) -> Result<TakenFile, StoreError> {
        match TournamentLog::parse(text)? {
            TournamentLog::Pairs(file) => self.take_over_pairs(file, now).map(TakenFile::Pairs),
            TournamentLog::Individual(file) => self
                .take_over_individual(file, now)
                .map(TakenFile::Individual),
        }
    }

    /// [`Store::take_over_tournament`] of a file already read.
    fn take_over_pairs(
        &mut self,
        file: TournamentFile,
        now: &str,
    ) -> Result<TakenOver, StoreError> {
        let id = match &file.id {
            Some(id) => check_tournament_id(id)?,
            None => content_id(&file),
        };
        let tournament = file.into_tournament()?;
        let events = tournament.events();
        let folds = self.folds.clone();
        let tx = self.write()?;
        let (outcome, from, held) = if tournament_exists(&tx, &id)? {
            created_as(&tx, &id, TournamentMode::Pairs)?;
            let held = folds.fold(&tx, &id)?;
            let name = &tournament.setup().name;
            let (outcome, from) = compare_logs(&id, name, held.events(), events, place)?;
            // An unchanged log's fold is the one held, not folded again.
            let kept = (outcome == TakeOver::Unchanged).then_some(held);
            (outcome, from, kept)
        } else {
            insert_tournament(&tx, &id, tournament.setup(), TournamentMode::Pairs, now)?;
            (TakeOver::Added, 0, None)
        };
        for (seq, event) in events.iter().enumerate().skip(from) {
            insert_entry(&tx, &id, seq, event, now)?;
        }
        let entries = events.len() - from;
        // The log now holds the file's (or already held more): its fold is
        // the file's, or the one held, never folded again from the rows; the
        // list's summary is written from it.
        let fold = held.unwrap_or(tournament);
        summarise(&tx, &id, &fold)?;
        let stored = with_fold(&tx, &id, fold)?;
        tx.commit()?;
        folds.keep(&self.conn, &id, &stored.tournament)?;
        Ok(TakenOver {
            outcome,
            entries,
            tournament: stored,
        })
    }
}

impl Store {
    /// [`Store::take_over_file`] of an individual tournament's file: the
    /// same steps as a tournament of pairs', its own log.
    fn take_over_individual(
        &mut self,
        file: IndividualFile,
        now: &str,
    ) -> Result<TakenIndividual, StoreError> {
        let id = match &file.id {
            Some(id) => check_tournament_id(id)?,
            None => hashed_id(
                "tournament",
                &file
                    .events
                    .first()
                    .map(|event| event.to_versioned_json().to_string())
                    .unwrap_or_default(),
            ),
        };
        let tournament = file.into_tournament()?;
        let events = tournament.events();
        let tx = self.write()?;
        let (outcome, from, held) = if tournament_exists(&tx, &id)? {
            created_as(&tx, &id, TournamentMode::Individual)?;
            let held = fold_individual(&tx, &id)?;
            let name = &tournament.setup().name;
            let (outcome, from) = compare_logs(&id, name, held.events(), events, individual_place)?;
            // An unchanged log's fold is the one held, not folded again.
            let kept = (outcome == TakeOver::Unchanged).then_some(held);
            (outcome, from, kept)
        } else {
            insert_tournament(
                &tx,
                &id,
                tournament.setup(),
                TournamentMode::Individual,
                now,
            )?;
            (TakeOver::Added, 0, None)
        };
        write_entries(&tx, &id, events, from, now)?;
        let entries = events.len() - from;
        let fold = held.unwrap_or(tournament);
        summarise_individual(&tx, &id, &fold)?;
        let created_at = created_as(&tx, &id, TournamentMode::Individual)?;
        let linked = super::folds::linked(&tx, &id)?;
        tx.commit()?;
        Ok(TakenIndividual {
            outcome,
            entries,
            tournament: StoredIndividual {
                linked,
                id,
                created_at,
                tournament: fold,
            },
        })
    }
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

/// The round and the table an entry is about, when it names them.
fn place(event: &TournamentEvent) -> (Option<u32>, Option<u32>) {
    match event {
        TournamentEvent::ResultRecorded { round, table, .. }
        | TournamentEvent::ResultCorrected { round, table, .. } => (Some(*round), Some(*table)),
        TournamentEvent::RoundPaired(pairing) => (Some(pairing.round), None),
        TournamentEvent::RoundClosed { round } => (Some(*round), None),
        TournamentEvent::Created(_)
        | TournamentEvent::PairRegistered { .. }
        | TournamentEvent::PairWithdrawn { .. }
        | TournamentEvent::TeamRegistered { .. } => (None, None),
    }
}

/// The round and the table an individual tournament's entry is about, when
/// it names them.
fn individual_place(event: &IndividualEvent) -> (Option<u32>, Option<u32>) {
    match event {
        IndividualEvent::ResultRecorded { round, table, .. }
        | IndividualEvent::ResultCorrected { round, table, .. } => (Some(*round), Some(*table)),
        IndividualEvent::RoundSeated(seating) => (Some(seating.round), None),
        IndividualEvent::RoundClosed { round } => (Some(*round), None),
        IndividualEvent::Created(_)
        | IndividualEvent::PlayerRegistered { .. }
        | IndividualEvent::PlayerWithdrawn { .. }
        | IndividualEvent::TeamRegistered { .. } => (None, None),
    }
}

/// A tournament's id from a file: 1 to 64 letters, digits, `-`, `_`, `.`
/// or `:`.
fn check_tournament_id(id: &str) -> Result<String, StoreError> {
    checked_file_id(
        id,
        "a tournament id is 1 to 64 letters, digits, '-', '_', '.' or ':'",
    )
}

/// The id of a file that has none: a stable hash (FNV-1a) of its first
/// entry, the tournament's creation, so that a longer file of the same
/// tournament finds it again.
fn content_id(file: &TournamentFile) -> String {
    let created = file
        .events
        .first()
        .map(|event| event.to_versioned_json().to_string())
        .unwrap_or_default();
    hashed_id("tournament", &created)
}

#[cfg(test)]
mod tests;
