//! The shell's own refusals, defined once: [`ShellRefusal`] is what the
//! shell builds, writes as an error's code and params, and what the UI
//! reads back from them to say it in the player's language
//! (`docs/commands.md`, "Errors"). The core's refusals (`RuleError`,
//! `TournamentError`) are not here: they cross with their own codes.
//!
//! A variant's fields are the values its sentence says, under the names of
//! its params. The ids and versions an error names beside them, which the
//! player is not told, are [`About`]; a refused match of an import adds its
//! place in the file ([`InImport`]). The code of each variant is written
//! once, in the list at the end of this file, which gives both
//! [`ShellRefusal::code`] and the reading back ([`tranque::error::read`]).
//!
//! ```
//! use serde_json::json;
//! use tranque_views::{About, ShellRefusal};
//!
//! let refusal = ShellRefusal::NoTableMatch { round: 2, table: 3 };
//! let about = About::Tournament { tournament_id: "3f2a".into() };
//! assert_eq!(refusal.code(), "no_table_match");
//! let params = refusal.params(&about);
//! assert_eq!(params, json!({ "round": 2, "table": 3, "tournament_id": "3f2a" }));
//! // Read back as the UI reads it: the id is not for players.
//! assert_eq!(tranque::error::read(refusal.code(), &params), Some(refusal));
//! ```

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use tranque::Mode;
use tranque::error::FromParam;

use crate::Given;

/// A refusal of the shell's own (not the core's), as `docs/commands.md`
/// lists it: the code is the variant, the params its fields (written by its
/// `Serialize`, without the code) and what it is [about](About).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum ShellRefusal {
    /// An argument of the wrong shape, or a value out of range.
    BadArgument {
        /// The argument.
        name: String,
        /// The value given, for a value out of range (absent for an
        /// argument of the wrong shape).
        #[serde(skip_serializing_if = "Option::is_none")]
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
        /// As the command named him: an id or a name.
        player: Given,
    },
    /// No such match (about the match).
    NoSuchMatch {},
    /// Another match is under way (about that match).
    MatchInProgress {},
    /// The match was finished or abandoned (about the match).
    MatchClosed {
        /// Which.
        status: Closed,
    },
    /// Signing a match that is not over (about the match).
    MatchNotOver {
        /// The score of each side, in side order.
        scores: Vec<i64>,
        /// Pairs or individual, to name the sides.
        mode: Mode,
        /// The target.
        target: u32,
    },
    /// Undo with nothing recorded (about the match).
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
    /// A stored match that does not read (about the match).
    StoredMatchUnreadable {},
    /// SQLite failed.
    DatabaseError {},
    /// The schema could not be upgraded.
    DatabaseUpgradeFailed {},
    /// The database file could not be handled.
    DatabaseFileError {},
    /// A newer app's database (about its schema).
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
    /// A backup of a newer app (about its schema).
    BackupTooNew {
        /// The backup's file name.
        file: String,
    },
    /// A backup that is another program's database, not Tranque's.
    BackupNotOurs {
        /// The backup's file name.
        file: String,
    },
    /// Deleting a match without the confirmation naming it (about the match).
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
    /// No such tournament on this phone (about the tournament, whose id
    /// is not for players).
    NoSuchTournament {},
    /// A stored tournament that does not read (about the tournament).
    StoredTournamentUnreadable {},
    /// No match was played on this phone for the table (about the
    /// tournament).
    NoTableMatch {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A result's code asked of a match not started from a table's code
    /// (about the match).
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
        /// The place of the second: the place of the import's refused
        /// match ([`InImport`]), absent until it is placed.
        #[serde(skip_serializing_if = "Option::is_none")]
        match_number: Option<u64>,
    },
    /// Another window of the app restored a backup: nothing was saved here.
    DatabaseReplaced {},
    /// A tournament's file and the same tournament on this phone part ways
    /// (about the tournament and the entry where they part).
    TournamentConflict {
        /// The tournament's name.
        name: String,
        /// The round where they part, when the entry names one.
        round: Option<u32>,
        /// The table where they part, when the entry names one.
        table: Option<u32>,
    },
    /// A photo of tiles that could not be read: empty, not a JPEG or PNG,
    /// or damaged.
    PhotoNotRead {},
    /// A photo larger than any camera's (over 50 megapixels, 12,000 pixels
    /// on a side, or 40 MiB).
    PhotoTooLarge {},
}

/// What a shell refusal is about, beside the values its sentence says: the
/// match, the tournament or the schema it names. They cross as params too
/// (`docs/commands.md` lists them) but are not for players, so the UI does
/// not read them back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum About {
    /// Nothing beside its values.
    Nothing {},
    /// A match.
    Match {
        /// The match's id.
        match_id: String,
    },
    /// A tournament.
    Tournament {
        /// The tournament's id.
        tournament_id: String,
    },
    /// An entry of a tournament's log.
    TournamentEntry {
        /// The tournament's id.
        tournament_id: String,
        /// The entry, from 0.
        entry: u64,
    },
    /// A database's schema.
    Schema {
        /// The schema version found in the file.
        found: i64,
        /// The newest schema version this app knows.
        known: u64,
    },
}

/// Where in an imported file a refused match stands: added to its refusal's
/// params, the core's or the shell's, when the import is refused for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InImport {
    /// The match's place in the file, from 1.
    pub match_number: u64,
    /// Its id, `null` when the file gives none.
    pub match_id: Option<String>,
}

impl InImport {
    /// The params of the refused match's refusal, with its place added
    /// (over any of the same name).
    pub fn placed(&self, params: Value) -> Value {
        let mut params = object(params);
        params.extend(object(to_value(self)));
        Value::Object(params)
    }
}

impl ShellRefusal {
    /// The params as they cross: the refusal's values and what it is about
    /// (where both name the same param, the refusal's value is kept).
    pub fn params(&self, about: &About) -> Value {
        let mut params = object(to_value(about));
        params.extend(object(to_value(self)));
        Value::Object(params)
    }
}

/// A value's JSON form; these values always have one.
fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// The fields of a JSON object; none for anything else.
fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(fields) => fields,
        _ => Map::new(),
    }
}

/// How a match was closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Closed {
    /// Played to its end.
    Finished,
    /// Given up.
    Abandoned,
}

/// Read as it crosses, `"finished"` or `"abandoned"`.
impl FromParam for Closed {
    fn from_param(value: &Value) -> Option<Closed> {
        Closed::deserialize(value).ok()
    }
}

/// Every code with its variant, written once: gives
/// [`ShellRefusal::code`] and the reading back from the code and params
/// ([`tranque::read_refusal!`], which names every field).
macro_rules! codes {
    ($($code:literal => $variant:ident { $($field:ident),* }),+ $(,)?) => {
        impl ShellRefusal {
            /// The stable code it crosses with.
            pub fn code(&self) -> &'static str {
                match self {
                    $(ShellRefusal::$variant { .. } => $code,)+
                }
            }
        }

        tranque::read_refusal! {
            ShellRefusal {
                $($code => $variant { $($field),* }),+
            }
        }
    };
}

codes! {
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
    "photo_not_read" => PhotoNotRead {},
    "photo_too_large" => PhotoTooLarge {},
}

#[cfg(test)]
mod tests;
