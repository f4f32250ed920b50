//! The shell's own refusals, read back from `docs/commands.md`'s codes and
//! params into the views' [`ShellRefusal`], said in the player's language.

use super::Words;

const MIB: u64 = 1024 * 1024;

/// A refusal of the shell's own (not the core's), read back from its code
/// and params: defined once, in the views, for the shell that writes it and
/// the UI that reads it.
pub use tranque_views::{Closed, ShellRefusal};

/// A value as a player or a command gave it: a number or text, as the
/// shell names it (defined once, in the views).
pub use tranque_views::Given;

/// Why a player name is refused: the core's one rule of names
/// (`tranque::clean_name`), the same reasons from the player directory, a
/// match's seats, a tournament's pairs and a table's code.
pub use tranque::NameProblem;

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
            ShellRefusal::PhotoNotRead {} => tr!(l, error_photo_not_read),
            ShellRefusal::PhotoTooLarge {} => tr!(l, error_photo_too_large),
            // Its second match is the import's refused one: the shell
            // always places it, "?" only if it did not.
            ShellRefusal::ImportIdTwice {
                match_id,
                first,
                match_number,
            } => tr!(
                l,
                error_import_id_twice,
                id = match_id,
                first = first,
                number = match_number.map_or_else(|| "?".to_owned(), |n| n.to_string())
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
