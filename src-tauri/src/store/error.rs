//! What can go wrong in the store: [`StoreError`], each naming the value at
//! fault in its English message. How it crosses to the UI, with its stable
//! code and params, is [`StoreError::refusal`] (`docs/commands.md`, "Errors").

use super::*;

mod refusal;

/// What can go wrong in the store, each naming the value at fault.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database was written by a newer Tranque; it is left untouched.
    #[error(
        "this database was written by a newer version of Tranque (schema {found}, this app knows {known}); update the app to open it"
    )]
    TooNew {
        /// The schema version found in the file.
        found: i64,
        /// The newest schema version this app knows.
        known: usize,
    },
    /// Another program's database (its own tables at version 0, or a
    /// version without Tranque's players and matches): never migrated into
    /// Tranque's, it is left as it was, byte for byte.
    #[error("this file is another program's database, not Tranque's: it was left as it was")]
    NotOurs,
    /// A player name the core's one rule of names refuses
    /// (`tranque::clean_name`): empty, too long, hidden characters, nothing
    /// that shows.
    #[error("{reason}: {name:?}")]
    BadName {
        /// The name as given (at most its first 60 characters).
        name: String,
        /// Why it is refused.
        reason: NameProblem,
    },
    /// Two players may not share a name.
    #[error("there is already a player called {0:?}")]
    DuplicateName(String),
    /// The same player in two seats of one match.
    #[error("{0:?} cannot sit twice at the same table")]
    PlayerSeatedTwice(String),
    /// No player with this id or name.
    #[error("there is no player {}", player_words(.0))]
    NoSuchPlayer(
        /// The player as the command named him: an id (a number) or a name.
        serde_json::Value,
    ),
    /// No match with this id.
    #[error("there is no match {0:?}")]
    NoSuchMatch(String),
    /// A new match while another is under way.
    #[error("match {0:?} is still under way: finish or abandon it before starting another")]
    MatchInProgress(String),
    /// A change to a match that was finished or abandoned.
    #[error("match {id:?} is {status}: it can no longer be changed")]
    MatchClosed {
        /// The match.
        id: String,
        /// `finished` or `abandoned`.
        status: &'static str,
    },
    /// Finishing a match the core does not consider over.
    #[error(
        "match {id:?} is not over yet: the score is {} and the target is {target}",
        score_line(scores, *mode)
    )]
    NotOver {
        /// The match.
        id: String,
        /// The score of each side, in side order.
        scores: Vec<i64>,
        /// Pairs or individual, which names the sides.
        mode: Mode,
        /// The rule set's target.
        target: u32,
    },
    /// Undo with nothing recorded.
    #[error("match {0:?} has nothing to undo")]
    NothingToUndo(String),
    /// A signature that is not SVG path data, or too long.
    #[error("the signature cannot be kept: {0}")]
    BadSignature(String),
    /// A query argument out of range.
    #[error("`{name}` cannot be {}: {why}", given_words(value))]
    BadArgument {
        /// The argument.
        name: &'static str,
        /// The value given.
        value: Given,
        /// What it must be.
        why: &'static str,
    },
    /// An import larger than [`MAX_IMPORT_BYTES`].
    #[error("the file is too large to import: {bytes} bytes, at most {max}")]
    ImportTooLarge {
        /// Its size.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// One match of an import was refused; nothing was imported.
    #[error("match {number} of the file{}: {error}; nothing was imported", id.as_ref().map(|id| format!(" ({id:?})")).unwrap_or_default())]
    ImportRefused {
        /// Its place in the file, from 1.
        number: usize,
        /// Its id, when it has one.
        id: Option<String>,
        /// Why.
        error: Box<StoreError>,
    },
    /// A history that gives one match's id twice: which one is the match
    /// cannot be told, so nothing is imported.
    #[error("the file holds match {id:?} twice (as its match {first} too): nothing was imported")]
    ImportIdTwice {
        /// The id given twice.
        id: String,
        /// The place in the file of its first match, from 1.
        first: usize,
    },
    /// The core refused.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// A stored match that no longer reads (damaged by hand, or a bug).
    #[error("match {id:?} in the database cannot be read: {why}")]
    Corrupt {
        /// The match.
        id: String,
        /// What is wrong.
        why: String,
    },
    /// Deleting a match without the confirmation that names it.
    #[error(
        "match {0:?} was not deleted: deleting a match needs the confirmation that names it (its id)"
    )]
    DeleteNotConfirmed(String),
    /// SQLite itself failed.
    #[error("the database failed: {0}")]
    Sqlite(rusqlite::Error),
    /// Applying the migrations failed.
    #[error("the database could not be upgraded: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    /// The database file could not be set aside or read.
    #[error("the database file could not be handled: {0}")]
    Io(std::io::Error),
    /// The storage cannot be written (a read-only file, folder or file
    /// system): the history can be read and exported, nothing changed.
    #[error(
        "the database cannot be written (read-only storage): the history can be read and exported, but nothing can be recorded or changed"
    )]
    ReadOnly,
    /// The storage is full (`SQLITE_FULL`, `ENOSPC`); nothing was changed.
    #[error("the device's storage is full: nothing was saved; free some space and try again")]
    DiskFull,
    /// Another copy of the app moved the database away (a restore) since this
    /// one opened it: nothing was saved, so nothing lands in the old file.
    #[error(
        "another Tranque window replaced the history (a backup was restored) since this one opened it: nothing was saved; close this window and open Tranque again"
    )]
    Replaced,
    /// No backup of that name in the backups folder.
    #[error("there is no backup {0:?}")]
    NoSuchBackup(String),
    /// A backup that is not a sound database; nothing was restored.
    #[error("the backup {file:?} is damaged and cannot be restored; nothing was changed")]
    BackupDamaged {
        /// The backup's file name.
        file: String,
    },
    /// A backup written by a newer Tranque; nothing was restored.
    #[error(
        "the backup {file:?} was written by a newer version of Tranque (schema {found}, this app knows {known}); nothing was changed"
    )]
    BackupTooNew {
        /// The backup's file name.
        file: String,
        /// Its schema version.
        found: i64,
        /// The newest schema version this app knows.
        known: usize,
    },
    /// A backup that is another program's database, not Tranque's; nothing
    /// was restored.
    #[error(
        "the backup {file:?} is another program's database, not Tranque's, and cannot be restored; nothing was changed"
    )]
    BackupNotOurs {
        /// The backup's file name.
        file: String,
    },
    /// The core refused a tournament's entry or input.
    #[error(transparent)]
    Tournament(#[from] tranque::tournament::TournamentError),
    /// No tournament with this id on this phone (a code of a tournament
    /// directed from another phone names one).
    #[error("there is no tournament {0:?} on this phone")]
    NoSuchTournament(String),
    /// A stored tournament whose log no longer reads (damaged by hand, or a
    /// bug); the others are untouched.
    #[error("tournament {id:?} in the database cannot be read: {why}")]
    TournamentUnreadable {
        /// The tournament.
        id: String,
        /// What is wrong.
        why: String,
    },
    /// A table with no match played on this phone.
    #[error("table {table} of round {round} has no match played on this phone")]
    NoTableMatch {
        /// The tournament.
        tournament_id: String,
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A result code asked of a match not started from a table's code.
    #[error("match {0:?} was not started from a tournament table's code")]
    NotFromTableCode(String),
    /// A tournament's file and the same tournament on this phone part ways
    /// (a result read on one phone after the file was written, another on
    /// the other): neither log holds the other; nothing was changed.
    #[error(
        "tournament {name:?} on this phone and in the file part ways {}: a result was read on one phone after the file was written; nothing was changed",
        conflict_place(*entry, *round, *table)
    )]
    TournamentConflict {
        /// The tournament.
        tournament_id: String,
        /// Its name.
        name: String,
        /// The first entry of the log where they differ, from 0.
        entry: usize,
        /// The round of that entry, when it names one.
        round: Option<u32>,
        /// The table of that entry, when it names one.
        table: Option<u32>,
    },
}

impl From<rusqlite::Error> for StoreError {
    /// A full disk and read-only storage get their own variants; the rest is SQLite's.
    fn from(err: rusqlite::Error) -> StoreError {
        match err.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DiskFull) => StoreError::DiskFull,
            Some(rusqlite::ErrorCode::ReadOnly) => StoreError::ReadOnly,
            _ => StoreError::Sqlite(err),
        }
    }
}

impl From<std::io::Error> for StoreError {
    /// A full disk and a read-only file system get their own variants.
    fn from(err: std::io::Error) -> StoreError {
        match err.kind() {
            std::io::ErrorKind::StorageFull => StoreError::DiskFull,
            std::io::ErrorKind::ReadOnlyFilesystem => StoreError::ReadOnly,
            _ => StoreError::Io(err),
        }
    }
}

/// A value given, in the message's words: `0`, `"yesterday"` (quoted).
fn given_words(value: &Given) -> String {
    match value {
        Given::Number(n) => n.to_string(),
        Given::Text(text) => format!("{text:?}"),
    }
}

/// A player named by id or by name, in words: `7`, `called "Ana"`.
fn player_words(player: &serde_json::Value) -> String {
    match player {
        serde_json::Value::String(name) => format!("called {name:?}"),
        other => other.to_string(),
    }
}

/// Why a player name is refused: the core's one rule of names
/// (`tranque::clean_name`).
pub use tranque::NameProblem;

/// Where two logs part ways, for messages: `at table 2 of round 3`, `at
/// round 3`, or `at entry 5`.
fn conflict_place(entry: usize, round: Option<u32>, table: Option<u32>) -> String {
    match (round, table) {
        (Some(round), Some(table)) => format!("at table {table} of round {round}"),
        (Some(round), None) => format!("at round {round}"),
        _ => format!("at entry {entry}"),
    }
}

/// "A 40 - B 35", for messages.
fn score_line(scores: &[i64], mode: Mode) -> String {
    let seats = match mode {
        Mode::Pairs => 4,
        Mode::Individual => scores.len(),
    };
    let table = Table::new(seats, mode).ok();
    scores
        .iter()
        .zip(0u8..)
        .map(|(score, side)| match table {
            Some(table) => format!("{} {score}", table.side_label(Side(side))),
            None => format!("{side} {score}"),
        })
        .collect::<Vec<_>>()
        .join(" - ")
}
