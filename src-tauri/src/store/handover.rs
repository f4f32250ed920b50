//! A tournament handed over between phones: its whole log written as a
//! tournament file (`docs/tournament-file.md`), and such a file taken over
//! on another phone — added when the phone does not hold the tournament,
//! extended when the phone holds the start of the file's log, left alone
//! when the phone already holds all of it, and refused as a conflict when
//! the two logs part ways (a result read on one phone after the file was
//! written, another on the other). Whatever is refused changes nothing.

use tranque::tournament::{TournamentEvent, TournamentFile};

use super::tournaments::{fold_log, insert_entry, load_tournament, tournament_exists};
use super::*;

pub use tranque_views::TakeOver;

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
    /// another phone needs to carry on where this one stands.
    pub fn export_tournament(&self, id: &str) -> Result<String, StoreError> {
        let stored = load_tournament(&self.conn, id)?;
        let file = TournamentFile {
            id: Some(stored.id),
            events: stored.tournament.events().to_vec(),
        };
        Ok(file.to_json())
    }

    /// Takes a tournament over from its file: the core reads the file and
    /// folds its log (a file that is not a tournament's, damaged, of a newer
    /// version or whose log does not fold is refused in its words); then,
    /// under the file's id, the tournament is added when the phone does not
    /// hold it, extended when the phone's log is the start of the file's,
    /// left unchanged when the phone's log already holds the file's, and
    /// refused with [`StoreError::TournamentConflict`] when they part ways.
    pub fn take_over_tournament(&mut self, text: &str, now: &str) -> Result<TakenOver, StoreError> {
        let file = TournamentFile::parse(text)?;
        let id = match &file.id {
            Some(id) => check_tournament_id(id)?,
            None => content_id(&file),
        };
        let tournament = file.into_tournament()?;
        let events = tournament.events();
        let tx = self.write()?;
        let (outcome, from) = if tournament_exists(&tx, &id)? {
            let held = fold_log(&tx, &id)?;
            let held = held.events();
            let same = held.iter().zip(events).take_while(|(a, b)| a == b).count();
            if same == events.len() {
                (TakeOver::Unchanged, events.len())
            } else if same == held.len() {
                (TakeOver::Extended, held.len())
            } else {
                return Err(conflict(&id, &tournament.setup().name, same, held, events));
            }
        } else {
            let setup = tournament.setup();
            tx.execute(
                "INSERT INTO tournaments (id, name, date, created_at) VALUES (?1, ?2, ?3, ?4)",
                params![id, setup.name, setup.date, now],
            )?;
            (TakeOver::Added, 0)
        };
        for (seq, event) in events.iter().enumerate().skip(from) {
            insert_entry(&tx, &id, seq, event, now)?;
        }
        let stored = load_tournament(&tx, &id)?;
        tx.commit()?;
        Ok(TakenOver {
            outcome,
            entries: events.len() - from,
            tournament: stored,
        })
    }
}

/// The refusal of two logs that part ways at entry `at`, named by the
/// table (or else the round) of the phone's entry there, or else the file's.
fn conflict(
    id: &str,
    name: &str,
    at: usize,
    held: &[TournamentEvent],
    file: &[TournamentEvent],
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
        | TournamentEvent::PairWithdrawn { .. } => (None, None),
    }
}

/// A tournament's id from a file: 1 to 64 letters, digits, `-`, `_`, `.`
/// or `:`.
fn check_tournament_id(id: &str) -> Result<String, StoreError> {
    let ok = (1..=64).contains(&id.len())
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.:".contains(c));
    if !ok {
        return Err(StoreError::BadArgument {
            name: "id",
            value: Given::Text(id.chars().take(64).collect()),
            why: "a tournament id is 1 to 64 letters, digits, '-', '_', '.' or ':'",
        });
    }
    Ok(id.to_owned())
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
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in created.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("tournament-{hash:016x}")
}
