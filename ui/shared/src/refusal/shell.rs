//! The shell's own refusals: read back from `docs/commands.md`'s codes
//! and params into [`ShellRefusal`], and said in the player's language.

use serde::Deserialize;
use serde_json::Value;
use tranque::Mode;
use tranque::error::FromParam;

use super::Words;

const MIB: u64 = 1024 * 1024;

/// A refusal of the shell's own (not the core's), as `docs/commands.md`
/// lists it: the code is the tag, the params the fields. Params a sentence
/// does not use (a match's id) are not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShellRefusal {
    /// An argument of the wrong shape, or a value out of range.
    BadArgument {
        /// The argument.
        name: String,
        /// The value given, for a value out of range.
        value: Option<Given>,
    },
    /// Another player has the name.
    DuplicatePlayerName {
        /// The name.
        name: String,
    },
    /// One player in two seats.
    PlayerSeatedTwice {
        /// The name.
        name: String,
    },
    /// No such player.
    NoSuchPlayer {
        /// As the command named him.
        player: Given,
    },
    /// No such match.
    NoSuchMatch {},
    /// Another match is under way.
    MatchInProgress {},
    /// The match was finished or abandoned.
    MatchClosed {
        /// Which.
        status: Closed,
    },
    /// Signing a match that is not over.
    MatchNotOver {
        /// The score of each side, in side order.
        scores: Vec<i64>,
        /// Pairs or individual, to name the sides.
        mode: Mode,
        /// The target.
        target: u32,
    },
    /// Undo with nothing recorded.
    NothingToUndo {},
    /// A signature that cannot be kept.
    BadSignature {},
    /// A file over the import limit.
    ImportTooLarge {
        /// Its size in bytes.
        bytes: u64,
        /// The limit in bytes.
        max: u64,
    },
    /// A stored match that does not read.
    StoredMatchUnreadable {},
    /// SQLite failed.
    DatabaseError {},
    /// The schema could not be upgraded.
    DatabaseUpgradeFailed {},
    /// The database file could not be handled.
    DatabaseFileError {},
    /// A newer app's database.
    DatabaseTooNew {},
    /// Another program's database, left as it was.
    DatabaseNotOurs {},
    /// No database could be opened.
    DatabaseUnavailable {},
    /// No data folder.
    DataDirUnavailable {},
    /// A damaged database was set aside at start.
    DatabaseSetAside {
        /// Its new name.
        file: String,
    },
    /// The storage cannot be written: the history is read-only.
    DatabaseReadOnly {},
    /// The device's storage is full.
    DiskFull {},
    /// No backup of that name.
    NoSuchBackup {
        /// The name as given.
        file: String,
    },
    /// A backup that is not a sound database.
    BackupDamaged {
        /// The backup's file name.
        file: String,
    },
    /// A backup of a newer app.
    BackupTooNew {
        /// The backup's file name.
        file: String,
    },
    /// A backup that is another program's database, not Tranque's.
    BackupNotOurs {
        /// The backup's file name.
        file: String,
    },
    /// Deleting a match without the confirmation naming it.
    DeleteNotConfirmed {},
    /// A command's worker stopped before it answered; nothing changed.
    CommandInterrupted {},
    /// The file the player picked could not be written.
    FileNotSaved {
        /// Its name.
        file: String,
    },
    /// The file the player picked could not be read.
    FileNotRead {
        /// Its name.
        file: String,
    },
    /// No such tournament on this phone (the id is not for players).
    NoSuchTournament {},
    /// A stored tournament that does not read.
    StoredTournamentUnreadable {},
    /// No match was played on this phone for the table.
    NoTableMatch {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A result's code asked of a match not started from a table's code.
    MatchNotFromTableCode {},
    /// No QR code in the picture picked.
    QrNotFound {
        /// The picture's name.
        file: String,
    },
    /// A picture that is not a PNG, or a code that holds no text.
    QrNotRead {
        /// The picture's name.
        file: String,
    },
    /// The code could not be drawn.
    QrNotDrawn {},
    /// A picture too busy to be searched (a tiling of squares like a
    /// code's corners, a fine grid).
    QrTooBusy {
        /// The picture's name.
        file: String,
    },
    /// A history that gives one match's id twice; nothing was imported.
    ImportIdTwice {
        /// The id.
        match_id: String,
        /// The place in the file of its first match.
        first: u64,
        /// The place of the second.
        match_number: u64,
    },
    /// Another window of the app restored a backup: nothing was saved here.
    DatabaseReplaced {},
    /// A tournament's file and the same tournament on this phone part ways.
    TournamentConflict {
        /// The tournament's name.
        name: String,
        /// The round where they part, when the entry names one.
        round: Option<u32>,
        /// The table where they part, when the entry names one.
        table: Option<u32>,
    },
}

// Every code with the variant it reads back as (see `tranque::error::read`).
tranque::read_refusal! {
    ShellRefusal {
        "bad_argument" => BadArgument { name, value },
        "duplicate_player_name" => DuplicatePlayerName { name },
        "player_seated_twice" => PlayerSeatedTwice { name },
        "no_such_player" => NoSuchPlayer { player },
        "no_such_match" => NoSuchMatch {},
        "match_in_progress" => MatchInProgress {},
        "match_closed" => MatchClosed { status },
        "match_not_over" => MatchNotOver { scores, mode, target },
        "nothing_to_undo" => NothingToUndo {},
        "bad_signature" => BadSignature {},
        "import_too_large" => ImportTooLarge { bytes, max },
        "stored_match_unreadable" => StoredMatchUnreadable {},
        "database_error" => DatabaseError {},
        "database_upgrade_failed" => DatabaseUpgradeFailed {},
        "database_file_error" => DatabaseFileError {},
        "database_too_new" => DatabaseTooNew {},
        "database_not_ours" => DatabaseNotOurs {},
        "database_unavailable" => DatabaseUnavailable {},
        "data_dir_unavailable" => DataDirUnavailable {},
        "database_set_aside" => DatabaseSetAside { file },
        "database_read_only" => DatabaseReadOnly {},
        "disk_full" => DiskFull {},
        "no_such_backup" => NoSuchBackup { file },
        "backup_damaged" => BackupDamaged { file },
        "backup_too_new" => BackupTooNew { file },
        "backup_not_ours" => BackupNotOurs { file },
        "delete_not_confirmed" => DeleteNotConfirmed {},
        "command_interrupted" => CommandInterrupted {},
        "file_not_saved" => FileNotSaved { file },
        "file_not_read" => FileNotRead { file },
        "no_such_tournament" => NoSuchTournament {},
        "stored_tournament_unreadable" => StoredTournamentUnreadable {},
        "no_table_match" => NoTableMatch { round, table },
        "match_not_from_table_code" => MatchNotFromTableCode {},
        "qr_not_found" => QrNotFound { file },
        "qr_not_read" => QrNotRead { file },
        "qr_not_drawn" => QrNotDrawn {},
        "qr_too_busy" => QrTooBusy { file },
        "import_id_twice" => ImportIdTwice { match_id, first, match_number },
        "database_replaced" => DatabaseReplaced {},
        "tournament_conflict" => TournamentConflict { name, round, table },
    }
}

/// A value as a player or a command gave it: a number or text, as the
/// shell names it (defined once, in the views).
pub use tranque_views::Given;

/// Why a player name is refused: the core's one rule of names
/// (`tranque::clean_name`), the same reasons from the player directory, a
/// match's seats, a tournament's pairs and a table's code.
pub use tranque::NameProblem;

/// How a match was closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Closed {
    /// Played to its end.
    Finished,
    /// Given up.
    Abandoned,
}

impl FromParam for Closed {
    fn from_param(value: &Value) -> Option<Closed> {
        Closed::deserialize(value).ok()
    }
}

impl Words<'_> {
    /// A player name refused by the one rule of names, whoever refused it
    /// (`bad_player_name`, from the store or the tournament: the core's reason).
    pub(super) fn bad_player_name(&self, name: &str, reason: NameProblem) -> String {
        let l = self.locale;
        match reason {
            NameProblem::Empty => tr!(l, error_bad_player_name_empty),
            NameProblem::TooLong => tr!(l, error_bad_player_name_too_long, name = name),
            NameProblem::ControlCharacters => tr!(l, error_bad_player_name_control, name = name),
            NameProblem::Invisible => tr!(l, error_bad_player_name_invisible),
        }
    }

    /// The shell's refusals.
    pub(super) fn shell(&self, err: &ShellRefusal) -> String {
        let l = self.locale;
        match err {
            ShellRefusal::BadArgument { name, value } => match (name.as_str(), value) {
                ("per_page", Some(value)) => tr!(l, error_bad_argument_per_page, value = value),
                ("from" | "to", Some(value)) => tr!(l, error_bad_argument_date, value = value),
                ("events", Some(value)) => tr!(l, error_bad_argument_events, value = value),
                ("id", Some(value)) => tr!(l, error_bad_argument_id, value = value),
                _ => tr!(l, error_bad_argument, name = name),
            },
            ShellRefusal::DuplicatePlayerName { name } => {
                tr!(l, error_duplicate_player_name, name = name)
            }
            ShellRefusal::PlayerSeatedTwice { name } => {
                tr!(l, error_player_seated_twice, name = name)
            }
            // By id the player has no name to show.
            ShellRefusal::NoSuchPlayer {
                player: Given::Text(name),
            } => tr!(l, error_no_such_player_named, player = name),
            ShellRefusal::NoSuchPlayer { .. } => tr!(l, error_no_such_player),
            ShellRefusal::NoSuchMatch {} => tr!(l, error_no_such_match),
            ShellRefusal::MatchInProgress {} => tr!(l, error_match_in_progress),
            ShellRefusal::MatchClosed {
                status: Closed::Abandoned,
            } => tr!(l, error_match_closed_abandoned),
            ShellRefusal::MatchClosed { .. } => tr!(l, error_match_closed),
            ShellRefusal::MatchNotOver {
                scores,
                mode,
                target,
            } => tr!(
                l,
                error_match_not_over,
                scores = self.scores(scores, *mode),
                target = target
            ),
            ShellRefusal::NothingToUndo {} => tr!(l, error_nothing_to_undo),
            ShellRefusal::BadSignature {} => tr!(l, error_bad_signature),
            ShellRefusal::ImportTooLarge { bytes, max } => tr!(
                l,
                error_import_too_large,
                size = bytes.div_ceil(MIB),
                max = max / MIB
            ),
            ShellRefusal::StoredMatchUnreadable {} => tr!(l, error_stored_match_unreadable),
            ShellRefusal::DatabaseError {} => tr!(l, error_database_error),
            ShellRefusal::DatabaseUpgradeFailed {} => tr!(l, error_database_upgrade_failed),
            ShellRefusal::DatabaseFileError {} => tr!(l, error_database_file_error),
            ShellRefusal::DatabaseTooNew {} => tr!(l, error_database_too_new),
            ShellRefusal::DatabaseNotOurs {} => tr!(l, error_database_not_ours),
            ShellRefusal::DatabaseUnavailable {} => tr!(l, error_database_unavailable),
            ShellRefusal::DataDirUnavailable {} => tr!(l, error_data_dir_unavailable),
            ShellRefusal::DeleteNotConfirmed {} => tr!(l, error_delete_not_confirmed),
            ShellRefusal::CommandInterrupted {} => tr!(l, error_command_interrupted),
            ShellRefusal::FileNotSaved { file } => tr!(l, error_file_not_saved, file = file),
            ShellRefusal::FileNotRead { file } => tr!(l, error_file_not_read, file = file),
            ShellRefusal::DatabaseSetAside { file } => {
                tr!(l, error_database_set_aside, file = file)
            }
            ShellRefusal::DatabaseReadOnly {} => tr!(l, error_database_read_only),
            ShellRefusal::DiskFull {} => tr!(l, error_disk_full),
            ShellRefusal::NoSuchBackup { file } => tr!(l, error_no_such_backup, file = file),
            ShellRefusal::BackupDamaged { file } => tr!(l, error_backup_damaged, file = file),
            ShellRefusal::BackupTooNew { file } => tr!(l, error_backup_too_new, file = file),
            ShellRefusal::BackupNotOurs { file } => tr!(l, error_backup_not_ours, file = file),
            ShellRefusal::NoSuchTournament {} => tr!(l, error_no_such_tournament),
            ShellRefusal::StoredTournamentUnreadable {} => {
                tr!(l, error_stored_tournament_unreadable)
            }
            ShellRefusal::NoTableMatch { round, table } => {
                tr!(l, error_no_table_match, round = round, table = table)
            }
            ShellRefusal::MatchNotFromTableCode {} => tr!(l, error_match_not_from_table_code),
            ShellRefusal::QrNotFound { file } => tr!(l, error_qr_not_found, file = file),
            ShellRefusal::QrNotRead { file } => tr!(l, error_qr_not_read, file = file),
            ShellRefusal::QrNotDrawn {} => tr!(l, error_qr_not_drawn),
            ShellRefusal::QrTooBusy { file } => tr!(l, error_qr_too_busy, file = file),
            ShellRefusal::ImportIdTwice {
                match_id,
                first,
                match_number,
            } => tr!(
                l,
                error_import_id_twice,
                id = match_id,
                first = first,
                number = match_number
            ),
            ShellRefusal::DatabaseReplaced {} => tr!(l, error_database_replaced),
            ShellRefusal::TournamentConflict {
                name,
                round: Some(round),
                table: Some(table),
            } => tr!(
                l,
                error_tournament_conflict,
                name = name,
                round = round,
                table = table
            ),
            ShellRefusal::TournamentConflict {
                name,
                round: Some(round),
                table: None,
            } => tr!(
                l,
                error_tournament_conflict_round,
                name = name,
                round = round
            ),
            ShellRefusal::TournamentConflict { name, .. } => {
                tr!(l, error_tournament_conflict_pairs, name = name)
            }
        }
    }
}
