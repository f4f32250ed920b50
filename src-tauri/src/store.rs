//! The SQLite store: the only place in the shell that holds SQL.
//!
//! The schema lives in `migrations/` (embedded at compile time and applied in
//! one transaction when the database opens). Every write happens inside a
//! transaction and returns only after the commit.
//!
//! A match is kept as its event log; what the store hands back is the core's
//! fold of what was committed ([`StoredMatch::game`]). Alongside the log the
//! store writes a summary of that fold (scores, winner, hands and dominoes per
//! side) so that history and statistics never refold thousands of matches.
//!
//! ```
//! use tranque::{Event, HandEnd, Leftover, Mode, Preset, Seat};
//! use tranque_app_lib::store::{LogEdit, Store};
//!
//! let mut store = Store::open_in_memory().unwrap();
//! let players = ["Ana", "Bia", "Caio", "Duda"].map(String::from);
//! let rules = Preset::BrMegajogos.rules(Mode::Pairs);
//! let now = "2026-11-22T10:00:00Z";
//! let game = store.create_match(Some("br-megajogos"), &rules, &players, now).unwrap();
//! let hand = Event::Hand {
//!     opener: Some(Seat(2)),
//!     end: HandEnd::Domino { by: Seat(1), left: Leftover::Pips(vec![9, 0, 4, 12]) },
//! };
//! let game = store.change(&game.id, now, |_| Ok(LogEdit::Append(hand))).unwrap();
//! assert_eq!(game.game.standings().scores, [0, 13]);
//! ```

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::LazyLock;
use std::sync::atomic::{AtomicU64, Ordering};

use include_dir::{Dir, include_dir};
use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior, params};
use rusqlite_migration::Migrations;
use serde::{Deserialize, Serialize};
use tranque::{
    EndKind, Event, Match, MatchFile, MatchSetup, Mode, Preset, RowKind, RuleError, Rules, Side,
    Table,
};

/// The SQL migrations, in order; shipped ones are never edited, only added to.
static MIGRATIONS_DIR: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/../migrations");

static MIGRATIONS: LazyLock<Migrations<'static>> = LazyLock::new(|| {
    Migrations::from_directory(&MIGRATIONS_DIR).expect("the embedded migrations are well-formed")
});

/// The longest player name the directory accepts, in characters.
pub const MAX_NAME_CHARS: usize = 40;
/// The largest import the store reads, in bytes (a history of years fits many times).
pub const MAX_IMPORT_BYTES: usize = 64 * 1024 * 1024;
/// The most events one imported match may hold (a real match has well under 200).
pub const MAX_IMPORT_EVENTS: usize = 10_000;
/// The longest signature (SVG path data) a finished match keeps, in bytes.
pub const MAX_SIGNATURE_BYTES: usize = 64 * 1024;
/// The `format` of a whole-history export.
pub const HISTORY_FORMAT: &str = "tranque-history";
/// The version of the whole-history export this build writes and reads.
pub const HISTORY_VERSION: u32 = 1;

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
    /// A player name that is empty, too long or holds control characters.
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
    #[error("`{name}` cannot be {value}: {why}")]
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
    /// SQLite itself failed.
    #[error("the database failed: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// Applying the migrations failed.
    #[error("the database could not be upgraded: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    /// The database file could not be set aside or read.
    #[error("the database file could not be handled: {0}")]
    Io(#[from] std::io::Error),
}

/// A value as a command or a file gave it: a number, or text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Given {
    /// A count, a size.
    Number(i64),
    /// Text, at most the first characters that name it.
    Text(String),
}

impl std::fmt::Display for Given {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Given::Number(n) => write!(f, "{n}"),
            Given::Text(text) => write!(f, "{text:?}"),
        }
    }
}

/// A player named by id or by name, in words: `7`, `called "Ana"`.
fn player_words(player: &serde_json::Value) -> String {
    match player {
        serde_json::Value::String(name) => format!("called {name:?}"),
        other => other.to_string(),
    }
}

/// Why a player name is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NameProblem {
    /// Nothing but spaces.
    Empty,
    /// More than [`MAX_NAME_CHARS`] characters.
    TooLong,
    /// A control character (a line break, a tab…).
    ControlCharacters,
}

impl std::fmt::Display for NameProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NameProblem::Empty => f.write_str("a player needs a name"),
            NameProblem::TooLong => {
                write!(f, "a name may have at most {MAX_NAME_CHARS} characters")
            }
            NameProblem::ControlCharacters => f.write_str("a name may not hold control characters"),
        }
    }
}

impl StoreError {
    /// The values the message names, under stable snake_case names, for the UI
    /// to say it in the player's language (the table is in `docs/commands.md`):
    /// a JSON object of numbers, arrays, objects and text as given, empty when
    /// the message names nothing. English explanations (SQLite's words, why a
    /// signature or a stored match does not read) are in the message only. A refusal of the
    /// core gives the core's ([`RuleError::params`]); a refused import, its
    /// cause's with `match_number` and `match_id` added.
    pub fn params(&self) -> serde_json::Value {
        use serde_json::json;
        match self {
            StoreError::TooNew { found, known } => json!({ "found": found, "known": known }),
            StoreError::BadName { name, reason } => json!({ "name": name, "reason": reason }),
            StoreError::DuplicateName(name) | StoreError::PlayerSeatedTwice(name) => {
                json!({ "name": name })
            }
            StoreError::NoSuchPlayer(player) => json!({ "player": player }),
            StoreError::NoSuchMatch(id)
            | StoreError::MatchInProgress(id)
            | StoreError::NothingToUndo(id) => json!({ "match_id": id }),
            StoreError::MatchClosed { id, status } => json!({ "match_id": id, "status": status }),
            StoreError::NotOver {
                id,
                scores,
                mode,
                target,
            } => {
                json!({ "match_id": id, "scores": scores, "mode": mode, "target": target })
            }
            StoreError::BadSignature(_) => json!({}),
            StoreError::BadArgument { name, value, .. } => json!({ "name": name, "value": value }),
            StoreError::ImportTooLarge { bytes, max } => json!({ "bytes": bytes, "max": max }),
            StoreError::ImportRefused { number, id, error } => {
                let mut params = error.params();
                if let serde_json::Value::Object(map) = &mut params {
                    map.insert("match_number".to_owned(), json!(number));
                    map.insert("match_id".to_owned(), json!(id));
                }
                params
            }
            StoreError::Rule(err) => err.params(),
            StoreError::Corrupt { id, .. } => json!({ "match_id": id }),
            // What SQLite or the system said is English for the message only.
            StoreError::Sqlite(_) | StoreError::Migration(_) | StoreError::Io(_) => json!({}),
        }
    }

    /// A stable code for the UI.
    pub fn code(&self) -> &'static str {
        match self {
            StoreError::TooNew { .. } => "database_too_new",
            StoreError::BadName { .. } => "bad_player_name",
            StoreError::DuplicateName(_) => "duplicate_player_name",
            StoreError::PlayerSeatedTwice(_) => "player_seated_twice",
            StoreError::NoSuchPlayer(_) => "no_such_player",
            StoreError::NoSuchMatch(_) => "no_such_match",
            StoreError::MatchInProgress(_) => "match_in_progress",
            StoreError::MatchClosed { .. } => "match_closed",
            StoreError::NotOver { .. } => "match_not_over",
            StoreError::NothingToUndo(_) => "nothing_to_undo",
            StoreError::BadSignature(_) => "bad_signature",
            StoreError::BadArgument { .. } => "bad_argument",
            StoreError::ImportTooLarge { .. } => "import_too_large",
            StoreError::ImportRefused { error, .. } => error.code(),
            StoreError::Rule(err) => err.code(),
            StoreError::Corrupt { .. } => "stored_match_unreadable",
            StoreError::Sqlite(_) => "database_error",
            StoreError::Migration(_) => "database_upgrade_failed",
            StoreError::Io(_) => "database_file_error",
        }
    }
}

/// A player of the directory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The store's id; stable across renames.
    pub id: i64,
    /// The name shown at the table.
    pub name: String,
}

/// Where a match stands in the app (the core says whether it is over; this is
/// whether the table signed it off or walked away).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Under way: hands may be recorded.
    InProgress,
    /// Over and signed off.
    Finished,
    /// Left unfinished.
    Abandoned,
}

impl Status {
    /// The word stored and sent to the UI.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::InProgress => "in_progress",
            Status::Finished => "finished",
            Status::Abandoned => "abandoned",
        }
    }

    fn parse(text: &str) -> Option<Status> {
        match text {
            "in_progress" => Some(Status::InProgress),
            "finished" => Some(Status::Finished),
            "abandoned" => Some(Status::Abandoned),
            _ => None,
        }
    }
}

/// A seat of a match and who sits in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatPlayer {
    /// The seat, from 0, counter-clockwise.
    pub seat: u8,
    /// The player's directory id.
    pub player_id: i64,
    /// The player's name now (a rename shows everywhere).
    pub name: String,
}

/// A match as committed: its record, and the core's fold of its log.
#[derive(Debug, Clone)]
pub struct StoredMatch {
    /// The match id.
    pub id: String,
    /// The preset the rules started from, if any.
    pub preset: Option<String>,
    /// The players by seat.
    pub seats: Vec<SeatPlayer>,
    /// The core's match, folded from the committed log.
    pub game: Match,
    /// When each event of the log was recorded (same indexes as `game.events()`).
    pub recorded_at: Vec<String>,
    /// In progress, finished or abandoned.
    pub status: Status,
    /// When the match was created.
    pub started_at: String,
    /// When it was finished or abandoned.
    pub finished_at: Option<String>,
    /// Who signed the sheet.
    pub signed_by: Option<String>,
    /// The signature, as SVG path data.
    pub signature: Option<String>,
}

/// A change to a match's log, decided by the core before it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogEdit {
    /// Record an event after the last one.
    Append(Event),
    /// Drop the last event.
    Undo,
    /// Replace event `index` and refold.
    Replace {
        /// The event's index in the log.
        index: usize,
        /// Its replacement.
        event: Event,
    },
    /// Remove event `index` and refold.
    Delete {
        /// The event's index in the log.
        index: usize,
    },
}

/// One line of the history list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MatchSummary {
    /// The match id.
    pub id: String,
    /// The preset, or `null` for custom rules.
    pub preset: Option<String>,
    /// Player names by seat.
    pub players: Vec<String>,
    /// The sides' labels ("A", "B"; or seat numbers in individual play).
    pub side_labels: Vec<String>,
    /// Score per side.
    pub scores: Vec<i64>,
    /// In progress, finished or abandoned.
    pub status: Status,
    /// The winning side's label, once the core says the match is over.
    pub winner: Option<String>,
    /// Hands ended.
    pub hands: u32,
    /// When it started.
    pub started_at: String,
    /// When it was finished or abandoned.
    pub finished_at: Option<String>,
}

/// A page of the history, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MatchPage {
    /// Matches that pass the filter, in all.
    pub total: u64,
    /// This page, from 0.
    pub page: u32,
    /// Matches per page.
    pub per_page: u32,
    /// The page's matches.
    pub matches: Vec<MatchSummary>,
}

/// Which matches the history shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MatchFilter {
    /// Only matches this player sat in.
    pub player_id: Option<i64>,
    /// Only this rule set: a preset id, or `custom` for rules not from a preset.
    pub preset: Option<String>,
    /// Started on or after this day (`YYYY-MM-DD`, in the phone's time zone).
    pub from: Option<String>,
    /// Started on or before this day (`YYYY-MM-DD`, in the phone's time zone).
    pub to: Option<String>,
    /// The phone's offset from UTC, in minutes east (e.g. -180 in Brasília):
    /// a day runs from local midnight to local midnight.
    pub utc_offset_minutes: i32,
}

/// Totals over finished matches, for a player or a partnership.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Totals {
    /// Finished matches played.
    pub matches: u64,
    /// Matches won.
    pub wins: u64,
    /// Hands won by the player's side.
    pub hands_won: u64,
    /// Hands dominoed (by the player himself; by either partner for a partnership).
    pub dominoes: u64,
    /// Blocked hands won by the side.
    pub blocks_won: u64,
    /// Points scored (a forfeit records 100 for the winners).
    pub points_for: i64,
    /// Points scored against (a forfeit records 200 against the losers).
    pub points_against: i64,
    /// Wins per match, 0 to 1.
    pub win_rate: f64,
    /// Points scored per match.
    pub avg_points_for: f64,
    /// Points against per match.
    pub avg_points_against: f64,
    /// Hands won per match.
    pub avg_hands_won: f64,
}

/// A player's statistics.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerStats {
    /// The player's id.
    pub player_id: i64,
    /// The player's name.
    pub name: String,
    /// The totals.
    #[serde(flatten)]
    pub totals: Totals,
}

/// A partnership's statistics (two players on one side in pairs).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PartnershipStats {
    /// The two players' ids, lower first.
    pub player_ids: [i64; 2],
    /// Their names, in the same order.
    pub names: [String; 2],
    /// The totals.
    #[serde(flatten)]
    pub totals: Totals,
}

/// Statistics over every finished match.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Statistics {
    /// Per player, by name.
    pub players: Vec<PlayerStats>,
    /// Per partnership, by most matches together.
    pub partnerships: Vec<PartnershipStats>,
}

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ImportReport {
    /// Matches added.
    pub imported: usize,
    /// Matches skipped because they are already in the database.
    pub already_present: usize,
}

/// A whole history, as exported.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct HistoryFile {
    format: String,
    version: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    exported_at: Option<String>,
    matches: Vec<serde_json::Value>,
}

/// What happened when the database was opened, for the UI to say at start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Notice {
    /// A stable code, e.g. `database_set_aside`.
    pub code: &'static str,
    /// Words for the player, naming the file.
    pub message: String,
    /// The values the message names, e.g. `{ "file": … }`: a JSON
    /// object, as in a command's error.
    pub params: serde_json::Value,
}

impl Notice {
    /// The notice that the database could not be opened, from the reason.
    pub fn from_error(err: &StoreError) -> Notice {
        Notice {
            code: err.code(),
            message: err.to_string(),
            params: err.params(),
        }
    }
}

/// An open database, migrated to the current schema.
pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema
    /// up to date. A database from a newer app is refused and left untouched.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Store::prepare(Connection::open(path)?)
    }

    /// Opens the database at `path` like [`Store::open`], but a damaged file
    /// (not a database, or failing `quick_check`) is moved aside under a new
    /// name (never deleted) and a fresh database is started; the notice says so.
    /// A database from a newer app is still refused and left untouched.
    pub fn open_or_recover(path: &Path, now: &str) -> Result<(Store, Option<Notice>), StoreError> {
        // Only a file SQLite calls damaged is moved aside; any other failure
        // (busy, locked, unreadable folder) is an error and moves nothing.
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        let damage = match check_file(&conn)? {
            None => return Ok((Store::prepare(conn)?, None)),
            Some(why) => why,
        };
        drop(conn);
        let aside = set_aside(path, now)?;
        let store = Store::open(path)?;
        let name = aside.file_name().map_or_else(
            || aside.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        );
        let notice = Notice {
            code: "database_set_aside",
            message: format!(
                "The database was damaged ({damage}). It was kept as {name:?} next to the new one, and Tranque started with an empty history: import an export to get your matches back."
            ),
            params: serde_json::json!({ "file": name }),
        };
        Ok((store, Some(notice)))
    }

    /// A fresh database in memory, for tests.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut conn: Connection) -> Result<Store, StoreError> {
        refuse_newer(&conn)?;
        // Pragmas sit outside the migrations: they are per connection, and set
        // only once the file is known to be ours to change.
        // WAL keeps readers off the writer's back and survives a kill mid-write.
        // synchronous=FULL: a hand the players saw confirmed must survive a power
        // cut too (NORMAL in WAL mode may lose the last commits then), and at one
        // write a minute the extra fsync per commit costs nothing.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;

        MIGRATIONS.to_latest(&mut conn)?;
        Ok(Store { conn })
    }

    /// `PRAGMA integrity_check`: `"ok"` for a sound file.
    pub fn integrity_check(&self) -> Result<String, StoreError> {
        let rows: Vec<String> = self
            .conn
            .prepare("PRAGMA integrity_check")?
            .query_map([], |row| row.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(rows.join("; "))
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .pragma_query_value(None, "user_version", |row| row.get(0))?)
    }

    // ---- players ----

    /// Every player, by name.
    pub fn players(&self) -> Result<Vec<Player>, StoreError> {
        let mut stmt = self
            .conn
            .prepare("SELECT id, name FROM players ORDER BY name COLLATE NOCASE, id")?;
        let rows = stmt.query_map([], |row| {
            Ok(Player {
                id: row.get(0)?,
                name: row.get(1)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Adds a player to the directory; the name is trimmed and must be new.
    pub fn add_player(&mut self, name: &str, now: &str) -> Result<Player, StoreError> {
        let name = clean_name(name)?;
        let tx = self.conn.transaction()?;
        if let Some(existing) = find_player(&tx, &name)? {
            return Err(StoreError::DuplicateName(existing.name));
        }
        tx.execute(
            "INSERT INTO players (name, created_at) VALUES (?1, ?2)",
            params![name, now],
        )?;
        let id = tx.last_insert_rowid();
        tx.commit()?;
        Ok(Player { id, name })
    }

    /// Renames a player; every match he played follows (they refer to his id).
    pub fn rename_player(&mut self, id: i64, name: &str) -> Result<Player, StoreError> {
        let name = clean_name(name)?;
        let tx = self.conn.transaction()?;
        if let Some(other) = find_player(&tx, &name)?
            && other.id != id
        {
            return Err(StoreError::DuplicateName(other.name));
        }
        let changed = tx.execute(
            "UPDATE players SET name = ?1 WHERE id = ?2",
            params![name, id],
        )?;
        if changed == 0 {
            return Err(StoreError::NoSuchPlayer(id.into()));
        }
        tx.commit()?;
        Ok(Player { id, name })
    }

    /// The player called `name` (case-insensitive), if any.
    pub fn player_named(&self, name: &str) -> Result<Option<Player>, StoreError> {
        find_player(&self.conn, name.trim())
    }

    // ---- matches ----

    /// Starts a match: `players` by seat (names; new ones join the directory,
    /// a known name in any case reuses the player). Refused while another match
    /// is under way, and when the core refuses the rules or the table.
    pub fn create_match(
        &mut self,
        preset: Option<&str>,
        rules: &Rules,
        players: &[String],
        now: &str,
    ) -> Result<StoredMatch, StoreError> {
        let preset = preset.map(|p| p.parse::<Preset>()).transpose()?;
        let names = players
            .iter()
            .map(|name| clean_name(name))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some((_, twice)) = names
            .iter()
            .enumerate()
            .find(|(i, n)| names[..*i].iter().any(|m| m.eq_ignore_ascii_case(n)))
        {
            return Err(StoreError::PlayerSeatedTwice(twice.clone()));
        }
        // The core checks the rules and the table before anything is written.
        Match::new(MatchSetup {
            rules: rules.clone(),
            seats: names.clone(),
        })?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        if let Some(id) = in_progress_id(&tx)? {
            return Err(StoreError::MatchInProgress(id));
        }
        let id = new_match_id(&tx)?;
        insert_match(
            &tx,
            &id,
            preset,
            rules,
            &names,
            Status::InProgress,
            now,
            None,
        )?;
        let stored = load(&tx, &id)?;
        write_summary(&tx, &stored)?;
        tx.commit()?;
        Ok(stored)
    }

    /// The match under way, if any.
    pub fn current_match(&self) -> Result<Option<StoredMatch>, StoreError> {
        match in_progress_id(&self.conn)? {
            Some(id) => Ok(Some(load(&self.conn, &id)?)),
            None => Ok(None),
        }
    }

    /// A match, folded from its committed log.
    pub fn get_match(&self, id: &str) -> Result<StoredMatch, StoreError> {
        load(&self.conn, id)
    }

    /// Changes a match's log: `decide` looks at the match as committed and says
    /// what to change (it is where the core builds the event); the core then
    /// refolds the new log, and only a log it accepts is written. Answers with
    /// the fold of what was committed.
    pub fn change(
        &mut self,
        id: &str,
        now: &str,
        decide: impl FnOnce(&Match) -> Result<LogEdit, RuleError>,
    ) -> Result<StoredMatch, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut stored = load(&tx, id)?;
        if stored.status != Status::InProgress {
            return Err(StoreError::MatchClosed {
                id: stored.id,
                status: stored.status.as_str(),
            });
        }
        let edit = decide(&stored.game)?;
        let game = &stored.game;
        let len = game.events().len();
        let next = match &edit {
            LogEdit::Append(event) => game.apply(event.clone())?,
            LogEdit::Undo => game
                .undo()
                .ok_or_else(|| StoreError::NothingToUndo(id.to_owned()))?,
            LogEdit::Replace { index, event } => game.replace_event(*index, event.clone())?,
            LogEdit::Delete { index } => game.remove_event(*index)?,
        };
        match edit {
            LogEdit::Append(event) => {
                insert_event(&tx, id, len, &event, now)?;
                stored.recorded_at.push(now.to_owned());
            }
            LogEdit::Undo => {
                let last = len.saturating_sub(1);
                correct(&tx, id, last, "undo", &game.events()[last], None, now)?;
                tx.execute(
                    "DELETE FROM events WHERE match_id = ?1 AND seq = ?2",
                    params![id, to_i64(last)],
                )?;
                stored.recorded_at.pop();
            }
            LogEdit::Replace { index, event } => {
                correct(
                    &tx,
                    id,
                    index,
                    "replace",
                    &game.events()[index],
                    Some(&event),
                    now,
                )?;
                tx.execute(
                    "UPDATE events SET payload = ?3 WHERE match_id = ?1 AND seq = ?2",
                    params![id, to_i64(index), to_json(&event)],
                )?;
            }
            LogEdit::Delete { index } => {
                correct(&tx, id, index, "delete", &game.events()[index], None, now)?;
                tx.execute(
                    "DELETE FROM events WHERE match_id = ?1 AND seq = ?2",
                    params![id, to_i64(index)],
                )?;
                // Shift the later events down by one, through negative numbers so
                // that no two rows ever share a seq.
                tx.execute(
                    "UPDATE events SET seq = -seq - 1 WHERE match_id = ?1 AND seq > ?2",
                    params![id, to_i64(index)],
                )?;
                tx.execute(
                    "UPDATE events SET seq = -seq - 2 WHERE match_id = ?1 AND seq < 0",
                    params![id],
                )?;
                stored.recorded_at.remove(index);
            }
        }
        stored.game = next;
        write_summary(&tx, &stored)?;
        tx.commit()?;
        Ok(stored)
    }

    /// Signs a match off. Only once the core says it is over.
    pub fn finish_match(
        &mut self,
        id: &str,
        signed_by: Option<&str>,
        signature: Option<&str>,
        now: &str,
    ) -> Result<StoredMatch, StoreError> {
        let signed_by = signed_by.map(clean_name).transpose()?;
        if let Some(signature) = signature {
            check_signature(signature)?;
        }
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut stored = load(&tx, id)?;
        if stored.status != Status::InProgress {
            return Err(StoreError::MatchClosed {
                id: stored.id,
                status: stored.status.as_str(),
            });
        }
        if !stored.game.standings().is_finished() {
            return Err(StoreError::NotOver {
                id: stored.id.clone(),
                scores: stored.game.standings().scores.clone(),
                mode: stored.game.setup().rules.mode,
                target: stored.game.setup().rules.target,
            });
        }
        tx.execute(
            "UPDATE matches SET status = 'finished', finished_at = ?2, signed_by = ?3, signature = ?4 WHERE id = ?1",
            params![id, now, signed_by, signature],
        )?;
        write_results(&tx, id)?;
        tx.commit()?;
        stored.status = Status::Finished;
        stored.finished_at = Some(now.to_owned());
        stored.signed_by = signed_by;
        stored.signature = signature.map(str::to_owned);
        Ok(stored)
    }

    /// Leaves a match unfinished: it stays in the history, marked abandoned.
    pub fn abandon_match(&mut self, id: &str, now: &str) -> Result<StoredMatch, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut stored = load(&tx, id)?;
        if stored.status != Status::InProgress {
            return Err(StoreError::MatchClosed {
                id: stored.id,
                status: stored.status.as_str(),
            });
        }
        tx.execute(
            "UPDATE matches SET status = 'abandoned', finished_at = ?2 WHERE id = ?1",
            params![id, now],
        )?;
        tx.commit()?;
        stored.status = Status::Abandoned;
        stored.finished_at = Some(now.to_owned());
        Ok(stored)
    }

    // ---- history and statistics ----

    /// A page of the history, newest first.
    pub fn list_matches(
        &self,
        filter: &MatchFilter,
        page: u32,
        per_page: u32,
    ) -> Result<MatchPage, StoreError> {
        if !(1..=100).contains(&per_page) {
            return Err(StoreError::BadArgument {
                name: "per_page",
                value: Given::Number(per_page.into()),
                why: "a page holds 1 to 100 matches",
            });
        }
        let (custom, preset) = match filter.preset.as_deref().map(str::trim) {
            None | Some("") => (false, None),
            Some(p) if p.eq_ignore_ascii_case("custom") => (true, None),
            Some(p) => (false, Some(p.parse::<Preset>()?.id())),
        };
        let from = filter.from.as_deref().map(|d| day("from", d)).transpose()?;
        let to = filter
            .to
            .as_deref()
            .map(|d| day("to", d).map(|d| d + chrono::Days::new(1)))
            .transpose()?;
        // Local midnight as the UTC instant the stored times are written in.
        let offset = chrono::Duration::minutes(i64::from(filter.utc_offset_minutes));
        let instant = |d: chrono::NaiveDate| {
            (d.and_time(chrono::NaiveTime::MIN) - offset)
                .format("%Y-%m-%dT%H:%M:%SZ")
                .to_string()
        };
        let from = from.map(instant);
        let to = to.map(instant);
        let filter_sql = "
            (?1 IS NULL OR EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = m.id AND s.player_id = ?1))
            AND (?2 IS NULL OR m.preset = ?2)
            AND (?3 = 0 OR m.preset IS NULL)
            AND (?4 IS NULL OR m.started_at >= ?4)
            AND (?5 IS NULL OR m.started_at < ?5)";
        let args = params![filter.player_id, preset, custom, from, to];
        let total: i64 = self.conn.query_row(
            &format!("SELECT COUNT(*) FROM matches m WHERE {filter_sql}"),
            args,
            |row| row.get(0),
        )?;
        let offset = i64::from(page) * i64::from(per_page);
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT m.id, m.preset, m.rules, m.status, m.winner, m.hands, m.scores, m.started_at, m.finished_at,
                    (SELECT json_group_array(name) FROM
                        (SELECT p.name AS name FROM match_seats s JOIN players p ON p.id = s.player_id
                         WHERE s.match_id = m.id ORDER BY s.seat))
             FROM matches m WHERE {filter_sql}
             ORDER BY m.started_at DESC, m.id DESC LIMIT ?6 OFFSET ?7"
        ))?;
        let rows = stmt.query_map(
            params![
                filter.player_id,
                preset,
                custom,
                from,
                to,
                i64::from(per_page),
                offset
            ],
            |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, Option<String>>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, Option<i64>>(4)?,
                    row.get::<_, i64>(5)?,
                    row.get::<_, String>(6)?,
                    row.get::<_, String>(7)?,
                    row.get::<_, Option<String>>(8)?,
                    row.get::<_, String>(9)?,
                ))
            },
        )?;
        let mut matches = Vec::new();
        for row in rows {
            let (id, preset, rules, status, winner, hands, scores, started_at, finished_at, names) =
                row?;
            let corrupt = |why: String| StoreError::Corrupt {
                id: id.clone(),
                why,
            };
            let rules: Rules = serde_json::from_str(&rules).map_err(|e| corrupt(e.to_string()))?;
            let players: Vec<String> =
                serde_json::from_str(&names).map_err(|e| corrupt(e.to_string()))?;
            let table = tranque::Table::new(players.len(), rules.mode)?;
            matches.push(MatchSummary {
                side_labels: table.all_sides().map(|s| table.side_label(s)).collect(),
                winner: winner
                    .and_then(|w| u8::try_from(w).ok())
                    .map(|w| table.side_label(Side(w))),
                scores: serde_json::from_str(&scores).map_err(|e| corrupt(e.to_string()))?,
                status: Status::parse(&status)
                    .ok_or_else(|| corrupt(format!("unknown status {status:?}")))?,
                hands: u32::try_from(hands).unwrap_or(0),
                id,
                preset,
                players,
                started_at,
                finished_at,
            });
        }
        Ok(MatchPage {
            total: u64::try_from(total).unwrap_or(0),
            page,
            per_page,
            matches,
        })
    }

    /// Statistics per player and per partnership, over finished matches.
    pub fn statistics(&self) -> Result<Statistics, StoreError> {
        // Both read the covering index of `seat_results` (migration 03).
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.id, p.name, t.n, t.won, t.hands_won, t.dominoes, t.blocks_won,
                    t.points_for, t.points_against
             FROM (SELECT player_id, COUNT(*) AS n, SUM(won) AS won, SUM(hands_won) AS hands_won,
                          SUM(dominoes) AS dominoes, SUM(blocks_won) AS blocks_won,
                          SUM(points_for) AS points_for, SUM(points_against) AS points_against
                   FROM seat_results GROUP BY player_id) t
             JOIN players p ON p.id = t.player_id
             ORDER BY p.name COLLATE NOCASE, p.id",
        )?;
        let players = stmt
            .query_map([], |row| {
                Ok(PlayerStats {
                    player_id: row.get(0)?,
                    name: row.get(1)?,
                    totals: totals_from(row, 2)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT pa.id, pa.name, pb.id, pb.name, t.n, t.won, t.hands_won, t.dominoes,
                    t.blocks_won, t.points_for, t.points_against
             FROM (SELECT player_id, partner_id, COUNT(*) AS n, SUM(won) AS won,
                          SUM(hands_won) AS hands_won, SUM(side_dominoes) AS dominoes,
                          SUM(blocks_won) AS blocks_won, SUM(points_for) AS points_for,
                          SUM(points_against) AS points_against
                   FROM seat_results WHERE partner_id > player_id
                   GROUP BY player_id, partner_id) t
             JOIN players pa ON pa.id = t.player_id
             JOIN players pb ON pb.id = t.partner_id
             ORDER BY t.n DESC, pa.name COLLATE NOCASE, pb.name COLLATE NOCASE",
        )?;
        let partnerships = stmt
            .query_map([], |row| {
                Ok(PartnershipStats {
                    player_ids: [row.get(0)?, row.get(2)?],
                    names: [row.get(1)?, row.get(3)?],
                    totals: totals_from(row, 4)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Statistics {
            players,
            partnerships,
        })
    }

    // ---- export and import ----

    /// One match as a match file (`docs/match-file.md`).
    pub fn export_match(&self, id: &str) -> Result<String, StoreError> {
        Ok(match_file(&load(&self.conn, id)?).to_json())
    }

    /// Every match, oldest first, as a history file: `{"format":
    /// "tranque-history", "version": 1, "exported_at", "matches": [match files]}`.
    pub fn export_history(&self, now: &str) -> Result<String, StoreError> {
        let ids: Vec<String> = self
            .conn
            .prepare("SELECT id FROM matches ORDER BY started_at, id")?
            .query_map([], |row| row.get(0))?
            .collect::<Result<_, _>>()?;
        let matches = ids
            .iter()
            .map(|id| {
                let file = match_file(&load(&self.conn, id)?);
                serde_json::to_value(&file).map_err(|e| StoreError::Corrupt {
                    id: id.clone(),
                    why: e.to_string(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let history = HistoryFile {
            format: HISTORY_FORMAT.to_owned(),
            version: HISTORY_VERSION,
            exported_at: Some(now.to_owned()),
            matches,
        };
        Ok(serde_json::to_string(&history).unwrap_or_default())
    }

    /// Imports a match file or a history file. Every match is checked by the
    /// core first; one refusal imports nothing. A match whose id is already in
    /// the database is skipped and counted.
    pub fn import(&mut self, text: &str, now: &str) -> Result<ImportReport, StoreError> {
        let files = parse_import(text)?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut report = ImportReport {
            imported: 0,
            already_present: 0,
        };
        for (i, file) in files.into_iter().enumerate() {
            let refused = |error: StoreError, id: Option<String>| StoreError::ImportRefused {
                number: i + 1,
                id,
                error: Box::new(error),
            };
            let file = match file {
                Ok(file) => file,
                Err(err) => return Err(refused(err, None)),
            };
            let given_id = file.id.clone();
            match import_one(&tx, file, now) {
                Ok(true) => report.imported += 1,
                Ok(false) => report.already_present += 1,
                Err(err) => return Err(refused(err, given_id)),
            }
        }
        tx.commit()?;
        Ok(report)
    }
}

/// The schema version check: a database from a newer app is not ours to touch.
fn refuse_newer(conn: &Connection) -> Result<(), StoreError> {
    let found: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    let known = MIGRATIONS_DIR.dirs().count();
    if found > i64::try_from(known).unwrap_or(i64::MAX) {
        return Err(StoreError::TooNew { found, known });
    }
    Ok(())
}

/// Whether an existing file can be opened: `Ok(None)` if it is sound,
/// `Ok(Some(why))` if it is damaged, `Err(TooNew)` if it is a newer app's.
fn check_file(conn: &Connection) -> Result<Option<String>, StoreError> {
    match refuse_newer(conn) {
        Ok(()) => {}
        Err(StoreError::Sqlite(err)) if is_damage(&err) => return Ok(Some(err.to_string())),
        Err(err) => return Err(err),
    }
    let rows: Result<Vec<String>, rusqlite::Error> = conn
        .prepare("PRAGMA quick_check")
        .and_then(|mut stmt| stmt.query_map([], |row| row.get(0))?.collect());
    match rows {
        Ok(rows) if rows.len() == 1 && rows[0] == "ok" => Ok(None),
        Ok(rows) => Ok(Some(format!("quick_check: {}", rows.join("; ")))),
        Err(err) if is_damage(&err) => Ok(Some(err.to_string())),
        Err(err) => Err(err.into()),
    }
}

/// SQLite's own verdict that a file is not a sound database.
fn is_damage(err: &rusqlite::Error) -> bool {
    matches!(
        err.sqlite_error_code(),
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
    )
}

/// Moves a damaged database (and its WAL and shared-memory files) aside under
/// a name that is new, e.g. `tranque.sqlite3.damaged-20261122T100000Z`.
fn set_aside(path: &Path, now: &str) -> Result<PathBuf, StoreError> {
    let stamp: String = now.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    let base = path.as_os_str().to_owned();
    let mut n = 0u32;
    let aside = loop {
        let mut candidate = base.clone();
        candidate.push(format!(".damaged-{stamp}"));
        if n > 0 {
            candidate.push(format!("-{n}"));
        }
        let candidate = PathBuf::from(candidate);
        if !candidate.exists() {
            break candidate;
        }
        n += 1;
    };
    std::fs::rename(path, &aside)?;
    for suffix in ["-wal", "-shm"] {
        let mut from = base.clone();
        from.push(suffix);
        let from = PathBuf::from(from);
        if from.exists() {
            let mut to = aside.as_os_str().to_owned();
            to.push(suffix);
            std::fs::rename(&from, PathBuf::from(to))?;
        }
    }
    Ok(aside)
}

/// Trims a player name and refuses what cannot be shown at a table.
fn clean_name(raw: &str) -> Result<String, StoreError> {
    let name = raw.trim();
    let refuse = |reason| {
        Err(StoreError::BadName {
            name: raw.chars().take(60).collect(),
            reason,
        })
    };
    if name.is_empty() {
        return refuse(NameProblem::Empty);
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return refuse(NameProblem::TooLong);
    }
    if name.chars().any(char::is_control) {
        return refuse(NameProblem::ControlCharacters);
    }
    Ok(name.to_owned())
}

/// A signature is SVG path data: commands, numbers, separators.
fn check_signature(signature: &str) -> Result<(), StoreError> {
    if signature.len() > MAX_SIGNATURE_BYTES {
        return Err(StoreError::BadSignature(format!(
            "it is {} bytes, at most {MAX_SIGNATURE_BYTES}",
            signature.len()
        )));
    }
    if let Some(bad) = signature
        .chars()
        .find(|c| !(c.is_ascii_digit() || " ,.-+eEMmLlHhVvCcSsQqTtAaZz".contains(*c)))
    {
        return Err(StoreError::BadSignature(format!(
            "{bad:?} is not part of SVG path data"
        )));
    }
    Ok(())
}

fn day(name: &'static str, text: &str) -> Result<chrono::NaiveDate, StoreError> {
    chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| {
        StoreError::BadArgument {
            name,
            value: Given::Text(text.chars().take(40).collect()),
            why: "a date is written YYYY-MM-DD",
        }
    })
}

fn find_player(conn: &Connection, name: &str) -> Result<Option<Player>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id, name FROM players WHERE name = ?1",
            [name],
            |row| {
                Ok(Player {
                    id: row.get(0)?,
                    name: row.get(1)?,
                })
            },
        )
        .optional()?)
}

/// The directory's player for `name`, added if new.
fn player_for(tx: &Transaction<'_>, name: &str, now: &str) -> Result<Player, StoreError> {
    if let Some(player) = find_player(tx, name)? {
        return Ok(player);
    }
    tx.execute(
        "INSERT INTO players (name, created_at) VALUES (?1, ?2)",
        params![name, now],
    )?;
    Ok(Player {
        id: tx.last_insert_rowid(),
        name: name.to_owned(),
    })
}

fn in_progress_id(conn: &Connection) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM matches WHERE status = 'in_progress'",
            [],
            |row| row.get(0),
        )
        .optional()?)
}

/// A new match id: 16 hex digits from a randomly keyed hash of the time, the
/// process and a counter, checked unused.
fn new_match_id(conn: &Connection) -> Result<String, StoreError> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    loop {
        let mut hasher = RandomState::new().build_hasher();
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default()
            .hash(&mut hasher);
        std::process::id().hash(&mut hasher);
        COUNTER.fetch_add(1, Ordering::Relaxed).hash(&mut hasher);
        let id = format!("{:016x}", hasher.finish());
        if !match_exists(conn, &id)? {
            return Ok(id);
        }
    }
}

fn match_exists(conn: &Connection, id: &str) -> Result<bool, StoreError> {
    Ok(conn
        .query_row("SELECT 1 FROM matches WHERE id = ?1", [id], |_| Ok(()))
        .optional()?
        .is_some())
}

#[allow(clippy::too_many_arguments)]
fn insert_match(
    tx: &Transaction<'_>,
    id: &str,
    preset: Option<Preset>,
    rules: &Rules,
    names: &[String],
    status: Status,
    started_at: &str,
    finished_at: Option<&str>,
) -> Result<(), StoreError> {
    let mut players = Vec::with_capacity(names.len());
    for name in names {
        let player = player_for(tx, name, started_at)?;
        if players.iter().any(|p: &Player| p.id == player.id) {
            return Err(StoreError::PlayerSeatedTwice(player.name));
        }
        players.push(player);
    }
    let table = tranque::Table::new(names.len(), rules.mode)?;
    tx.execute(
        "INSERT INTO matches (id, preset, rules, seat_count, status, started_at, finished_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            id,
            preset.map(Preset::id),
            to_json(rules),
            to_i64(names.len()),
            status.as_str(),
            started_at,
            finished_at
        ],
    )?;
    let mut stmt = tx.prepare_cached(
        "INSERT INTO match_seats (match_id, seat, side, player_id) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (seat, player) in table.all_seats().zip(&players) {
        stmt.execute(params![id, seat.0, table.side_of(seat).0, player.id])?;
    }
    Ok(())
}

fn insert_event(
    tx: &Transaction<'_>,
    id: &str,
    seq: usize,
    event: &Event,
    now: &str,
) -> Result<(), StoreError> {
    tx.prepare_cached(
        "INSERT INTO events (match_id, seq, payload, recorded_at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![id, to_i64(seq), to_json(event), now])?;
    Ok(())
}

fn correct(
    tx: &Transaction<'_>,
    id: &str,
    seq: usize,
    action: &str,
    old: &Event,
    new: Option<&Event>,
    now: &str,
) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO corrections (match_id, seq, action, old_payload, new_payload, corrected_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![id, to_i64(seq), action, to_json(old), new.map(to_json), now],
    )?;
    Ok(())
}

/// Loads a match and folds its log with the core.
fn load(conn: &Connection, id: &str) -> Result<StoredMatch, StoreError> {
    type Row = (
        Option<String>,
        String,
        String,
        String,
        Option<String>,
        Option<String>,
        Option<String>,
    );
    let row: Option<Row> = conn
        .prepare_cached(
            "SELECT preset, rules, status, started_at, finished_at, signed_by, signature
             FROM matches WHERE id = ?1",
        )?
        .query_row([id], |row| {
            Ok((
                row.get(0)?,
                row.get(1)?,
                row.get(2)?,
                row.get(3)?,
                row.get(4)?,
                row.get(5)?,
                row.get(6)?,
            ))
        })
        .optional()?;
    let Some((preset, rules, status, started_at, finished_at, signed_by, signature)) = row else {
        return Err(StoreError::NoSuchMatch(id.chars().take(80).collect()));
    };
    let corrupt = |why: String| StoreError::Corrupt {
        id: id.to_owned(),
        why,
    };
    let rules: Rules = serde_json::from_str(&rules).map_err(|e| corrupt(e.to_string()))?;
    let status =
        Status::parse(&status).ok_or_else(|| corrupt(format!("unknown status {status:?}")))?;
    let seats = conn
        .prepare_cached(
            "SELECT s.seat, s.player_id, p.name FROM match_seats s
             JOIN players p ON p.id = s.player_id
             WHERE s.match_id = ?1 ORDER BY s.seat",
        )?
        .query_map([id], |row| {
            Ok(SeatPlayer {
                seat: row.get(0)?,
                player_id: row.get(1)?,
                name: row.get(2)?,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut stmt = conn.prepare_cached(
        "SELECT seq, payload, recorded_at FROM events WHERE match_id = ?1 ORDER BY seq",
    )?;
    let mut events = Vec::new();
    let mut recorded_at = Vec::new();
    for row in stmt.query_map([id], |row| {
        Ok((
            row.get::<_, i64>(0)?,
            row.get::<_, String>(1)?,
            row.get::<_, String>(2)?,
        ))
    })? {
        let (seq, payload, at) = row?;
        if seq != to_i64(events.len()) {
            return Err(corrupt(format!("event {} is missing", events.len())));
        }
        let event: Event =
            serde_json::from_str(&payload).map_err(|e| corrupt(format!("event {seq}: {e}")))?;
        events.push(event);
        recorded_at.push(at);
    }
    let setup = MatchSetup {
        rules,
        seats: seats.iter().map(|s| s.name.clone()).collect(),
    };
    let game = Match::from_events(setup, events).map_err(|e| corrupt(e.to_string()))?;
    Ok(StoredMatch {
        id: id.to_owned(),
        preset,
        seats,
        game,
        recorded_at,
        status,
        started_at,
        finished_at,
        signed_by,
        signature,
    })
}

/// Writes the summary of the core's fold next to the log.
fn write_summary(tx: &Transaction<'_>, stored: &StoredMatch) -> Result<(), StoreError> {
    let id = &stored.id;
    let standings = stored.game.standings();
    let table = stored.game.table();
    let sides = table.sides();
    let mut hands_won = vec![0i64; sides];
    let mut dominoes = vec![0i64; sides];
    let mut blocks_won = vec![0i64; sides];
    let mut seat_dominoes = vec![0i64; table.seats()];
    for row in &standings.sheet {
        let (RowKind::Hand { end, .. }, Some(settlement)) = (&row.kind, &row.settlement) else {
            continue;
        };
        if settlement.void {
            continue;
        }
        let actor = settlement.explanation.actor;
        if *end == EndKind::Domino {
            dominoes[settlement.explanation.actor_side.index()] += 1;
            if let Some(n) = seat_dominoes.get_mut(actor.index()) {
                *n += 1;
            }
        }
        if let Some(winner) = settlement.winner {
            hands_won[winner.index()] += 1;
            if *end == EndKind::Block {
                blocks_won[winner.index()] += 1;
            }
        }
    }
    let outcome = standings.outcome.as_ref();
    tx.prepare_cached("UPDATE matches SET winner = ?2, hands = ?3, scores = ?4 WHERE id = ?1")?
        .execute(params![
            id,
            standings.winner().map(|s| s.0),
            standings.hands_played,
            to_json(&standings.scores)
        ])?;
    tx.prepare_cached("DELETE FROM match_sides WHERE match_id = ?1")?
        .execute([id])?;
    let mut insert = tx.prepare_cached(
        "INSERT INTO match_sides (match_id, side, won, points_for, points_against, hands_won, dominoes, blocks_won)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?;
    for side in table.all_sides() {
        let i = side.index();
        let (won, points_for, points_against) = match outcome {
            Some(outcome) => outcome
                .result
                .iter()
                .find(|r| r.side == side)
                .map_or((false, 0, 0), |r| (r.won, r.points_for, r.points_against)),
            None => (
                false,
                standings.scores[i],
                table
                    .all_sides()
                    .filter(|&s| s != side)
                    .map(|s| standings.scores[s.index()])
                    .max()
                    .unwrap_or(0),
            ),
        };
        insert.execute(params![
            id,
            side.0,
            won,
            points_for,
            points_against,
            hands_won[i],
            dominoes[i],
            blocks_won[i]
        ])?;
    }
    let mut update = tx
        .prepare_cached("UPDATE match_seats SET dominoes = ?3 WHERE match_id = ?1 AND seat = ?2")?;
    for seat in table.all_seats() {
        update.execute(params![id, seat.0, seat_dominoes[seat.index()]])?;
    }
    Ok(())
}

/// Writes a finished match's rows of `seat_results`, from its summary.
fn write_results(tx: &Transaction<'_>, id: &str) -> Result<(), StoreError> {
    tx.prepare_cached(
        "INSERT INTO seat_results
         SELECT s.match_id, s.seat, s.player_id, partner.player_id, sd.won, sd.hands_won,
                s.dominoes, sd.dominoes, sd.blocks_won, sd.points_for, sd.points_against
         FROM match_seats s
         JOIN match_sides sd ON sd.match_id = s.match_id AND sd.side = s.side
         LEFT JOIN match_seats partner
                ON partner.match_id = s.match_id AND partner.side = s.side AND partner.seat != s.seat
         WHERE s.match_id = ?1",
    )?
    .execute([id])?;
    Ok(())
}

fn totals_from(row: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<Totals> {
    let count = |i: usize| -> rusqlite::Result<u64> {
        Ok(u64::try_from(row.get::<_, i64>(at + i)?).unwrap_or(0))
    };
    let matches = count(0)?;
    let wins = count(1)?;
    let hands_won = count(2)?;
    let points_for: i64 = row.get(at + 5)?;
    let points_against: i64 = row.get(at + 6)?;
    let per_match = |x: f64| {
        if matches == 0 {
            0.0
        } else {
            x / matches as f64
        }
    };
    Ok(Totals {
        matches,
        wins,
        hands_won,
        dominoes: count(3)?,
        blocks_won: count(4)?,
        points_for,
        points_against,
        win_rate: per_match(wins as f64),
        avg_points_for: per_match(points_for as f64),
        avg_points_against: per_match(points_against as f64),
        avg_hands_won: per_match(hands_won as f64),
    })
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

/// The match file of a stored match.
fn match_file(stored: &StoredMatch) -> MatchFile {
    let preset = stored.preset.as_deref().and_then(|p| p.parse().ok());
    MatchFile {
        id: Some(stored.id.clone()),
        created_at: Some(stored.started_at.clone()),
        ..MatchFile::from_match(&stored.game, preset)
    }
}

/// Splits an import into match files, refusing what is too large, of another
/// format or version, or not JSON of the right shape.
fn parse_import(text: &str) -> Result<Vec<Result<MatchFile, StoreError>>, StoreError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(StoreError::ImportTooLarge {
            bytes: text.len(),
            max: MAX_IMPORT_BYTES,
        });
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| RuleError::Malformed {
            message: e.to_string(),
        })?;
    let format = value.get("format").and_then(serde_json::Value::as_str);
    if format != Some(HISTORY_FORMAT) {
        return Ok(vec![Ok(MatchFile::parse(text)?)]);
    }
    match value.get("version").and_then(serde_json::Value::as_u64) {
        Some(v) if v == u64::from(HISTORY_VERSION) => {}
        Some(version) => return Err(RuleError::UnsupportedVersion { version }.into()),
        None => {
            return Err(RuleError::Malformed {
                message: "`version` must be a whole number".to_owned(),
            }
            .into());
        }
    }
    let history: HistoryFile = serde_json::from_value(value).map_err(|e| RuleError::Malformed {
        message: e.to_string(),
    })?;
    Ok(history
        .matches
        .into_iter()
        .map(|m| Ok(MatchFile::parse(&m.to_string())?))
        .collect())
}

/// Imports one match inside the caller's transaction; `false` if already present.
fn import_one(tx: &Transaction<'_>, file: MatchFile, now: &str) -> Result<bool, StoreError> {
    if file.events.len() > MAX_IMPORT_EVENTS {
        return Err(StoreError::BadArgument {
            name: "events",
            value: Given::Number(to_i64(file.events.len())),
            why: "a match holds at most 10000 events",
        });
    }
    let id = match &file.id {
        Some(id) => check_import_id(id)?,
        None => content_id(&file),
    };
    if match_exists(tx, &id)? {
        return Ok(false);
    }
    let names = file
        .seats
        .iter()
        .map(|name| clean_name(name))
        .collect::<Result<Vec<_>, _>>()?;
    let preset = file
        .preset
        .as_deref()
        .map(str::parse::<Preset>)
        .transpose()?;
    let started_at = file
        .created_at
        .as_deref()
        .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
        .map_or_else(
            || now.to_owned(),
            |t| {
                t.with_timezone(&chrono::Utc)
                    .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
            },
        );
    let events = file.events.clone();
    let game = Match::from_events(
        MatchSetup {
            rules: file.rules.clone(),
            seats: names.clone(),
        },
        events.iter().cloned(),
    )?;
    // A match that was over is kept as finished; one that was not, as abandoned
    // (it cannot take the place of the match under way).
    let (status, finished_at) = if game.standings().is_finished() {
        (Status::Finished, Some(now))
    } else {
        (Status::Abandoned, Some(now))
    };
    insert_match(
        tx,
        &id,
        preset,
        &file.rules,
        &names,
        status,
        &started_at,
        finished_at,
    )?;
    for (seq, event) in events.iter().enumerate() {
        insert_event(tx, &id, seq, event, &started_at)?;
    }
    let stored = load(tx, &id)?;
    write_summary(tx, &stored)?;
    if status == Status::Finished {
        write_results(tx, &id)?;
    }
    Ok(true)
}

/// An imported id: 1 to 64 letters, digits, `-`, `_`, `.` or `:`.
fn check_import_id(id: &str) -> Result<String, StoreError> {
    let ok = (1..=64).contains(&id.len())
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.:".contains(c));
    if !ok {
        return Err(StoreError::BadArgument {
            name: "id",
            value: Given::Text(id.chars().take(64).collect()),
            why: "a match id is 1 to 64 letters, digits, '-', '_', '.' or ':'",
        });
    }
    Ok(id.to_owned())
}

/// The id of a file that has none: a stable hash of its content (FNV-1a), so
/// that importing it twice finds it the second time.
fn content_id(file: &MatchFile) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in file.to_json().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("file-{hash:016x}")
}

fn to_json<T: Serialize + ?Sized>(value: &T) -> String {
    // The core's types and plain lists always serialise.
    serde_json::to_string(value).unwrap_or_default()
}

fn to_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tranque::{HandEnd, Leftover, Mode, Seat};

    const NOW: &str = "2026-11-22T10:00:00Z";

    fn four() -> Vec<String> {
        ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec()
    }

    fn domino(by: u8, opener: Option<u8>, pips: [u32; 4]) -> Event {
        Event::Hand {
            opener: opener.map(Seat),
            end: HandEnd::Domino {
                by: Seat(by),
                left: Leftover::Pips(pips.to_vec()),
            },
        }
    }

    fn megajogos(store: &mut Store) -> StoredMatch {
        store
            .create_match(
                Some("br-megajogos"),
                &Preset::BrMegajogos.rules(Mode::Pairs),
                &four(),
                NOW,
            )
            .unwrap()
    }

    #[test]
    fn migrations_are_valid() {
        MIGRATIONS.validate().unwrap();
    }

    #[test]
    fn players_are_added_trimmed_and_listed_by_name() {
        let mut store = Store::open_in_memory().unwrap();
        store.add_player("  Zé ", NOW).unwrap();
        store.add_player("Ana", NOW).unwrap();
        let names: Vec<_> = store
            .players()
            .unwrap()
            .into_iter()
            .map(|p| p.name)
            .collect();
        assert_eq!(names, ["Ana", "Zé"]);
    }

    #[test]
    fn a_name_is_refused_when_taken_empty_or_strange() {
        let mut store = Store::open_in_memory().unwrap();
        store.add_player("Ana", NOW).unwrap();
        let err = store.add_player("ANA", NOW).unwrap_err();
        assert_eq!(err.code(), "duplicate_player_name");
        assert!(err.to_string().contains("Ana"), "{err}");
        assert_eq!(
            store.add_player("   ", NOW).unwrap_err().code(),
            "bad_player_name"
        );
        assert_eq!(
            store.add_player("a\u{7}b", NOW).unwrap_err().code(),
            "bad_player_name"
        );
        assert_eq!(
            store.add_player(&"x".repeat(41), NOW).unwrap_err().code(),
            "bad_player_name"
        );
        assert_eq!(store.players().unwrap().len(), 1);
    }

    #[test]
    fn data_survives_reopening_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sqlite3");
        Store::open(&path).unwrap().add_player("Ana", NOW).unwrap();
        let names: Vec<_> = Store::open(&path).unwrap().players().unwrap();
        assert_eq!(names[0].name, "Ana");
    }

    #[test]
    fn a_database_from_a_newer_app_is_refused_and_left_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sqlite3");
        Store::open(&path).unwrap();
        {
            let conn = Connection::open(&path).unwrap();
            conn.pragma_update(None, "user_version", 99).unwrap();
        }
        let before = std::fs::read(&path).unwrap();
        let err = Store::open(&path).err().unwrap();
        assert_eq!(err.code(), "database_too_new");
        assert!(err.to_string().contains("99"), "{err}");
        let err = Store::open_or_recover(&path, NOW).err().unwrap();
        assert_eq!(err.code(), "database_too_new");
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }

    #[test]
    fn a_match_is_created_recorded_and_reloaded_from_the_log() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sqlite3");
        let mut store = Store::open(&path).unwrap();
        let game = megajogos(&mut store);
        assert_eq!(game.status, Status::InProgress);
        assert_eq!(game.seats[3].name, "Duda");
        let game = store
            .change(&game.id, NOW, |_| {
                Ok(LogEdit::Append(domino(1, Some(2), [9, 0, 4, 12])))
            })
            .unwrap();
        assert_eq!(game.game.standings().scores, [0, 13]);
        drop(store);
        let store = Store::open(&path).unwrap();
        let again = store.current_match().unwrap().unwrap();
        assert_eq!(again.id, game.id);
        assert_eq!(again.game.events(), game.game.events());
        assert_eq!(again.recorded_at, [NOW]);
    }

    #[test]
    fn known_names_are_reused_whatever_their_case() {
        let mut store = Store::open_in_memory().unwrap();
        let ana = store.add_player("Ana", NOW).unwrap();
        let players = ["ana", "Bia", "Caio", "Duda"].map(String::from);
        let game = store
            .create_match(None, &Preset::BrMegajogos.rules(Mode::Pairs), &players, NOW)
            .unwrap();
        assert_eq!(game.seats[0].player_id, ana.id);
        assert_eq!(game.seats[0].name, "Ana");
        assert_eq!(store.players().unwrap().len(), 4);
    }

    #[test]
    fn a_second_match_waits_for_the_first() {
        let mut store = Store::open_in_memory().unwrap();
        let first = megajogos(&mut store);
        let err = store
            .create_match(None, &Preset::BrMegajogos.rules(Mode::Pairs), &four(), NOW)
            .unwrap_err();
        assert_eq!(err.code(), "match_in_progress");
        assert!(err.to_string().contains(&first.id));
        store.abandon_match(&first.id, NOW).unwrap();
        megajogos(&mut store);
    }

    #[test]
    fn a_refused_hand_changes_nothing() {
        let mut store = Store::open_in_memory().unwrap();
        let game = megajogos(&mut store);
        let err = store
            .change(&game.id, NOW, |_| {
                Ok(LogEdit::Append(domino(1, None, [9, 0, 4, 12])))
            })
            .unwrap_err();
        assert_eq!(err.code(), "opener_required");
        let err = store
            .change(&game.id, NOW, |_| {
                Ok(LogEdit::Append(domino(1, Some(2), [9, 3, 4, 12])))
            })
            .unwrap_err();
        assert_eq!(err.code(), "domino_player_holds_tiles");
        assert!(store.get_match(&game.id).unwrap().game.events().is_empty());
    }

    #[test]
    fn undo_edit_and_delete_refold_and_keep_what_they_replaced() {
        let mut store = Store::open_in_memory().unwrap();
        let id = megajogos(&mut store).id;
        for event in [
            domino(1, Some(2), [9, 0, 4, 12]),
            domino(0, None, [0, 5, 5, 5]),
            domino(3, None, [1, 1, 1, 0]),
        ] {
            store
                .change(&id, NOW, |_| Ok(LogEdit::Append(event)))
                .unwrap();
        }
        // Deleting the first hand leaves a log whose first hand lacks its opener.
        let err = store
            .change(&id, NOW, |_| Ok(LogEdit::Delete { index: 0 }))
            .unwrap_err();
        assert_eq!(err.code(), "opener_required");
        let game = store
            .change(&id, NOW, |_| Ok(LogEdit::Delete { index: 1 }))
            .unwrap();
        assert_eq!(game.game.events().len(), 2);
        // After the delete, the third hand (seat 3 dominoes) follows the first.
        let game = store
            .change(&id, NOW, |_| {
                Ok(LogEdit::Replace {
                    index: 1,
                    event: domino(3, None, [2, 2, 2, 0]),
                })
            })
            .unwrap();
        assert_eq!(game.game.standings().scores, [0, 13 + 4]);
        let game = store.change(&id, NOW, |_| Ok(LogEdit::Undo)).unwrap();
        assert_eq!(game.game.standings().scores, [0, 13]);
        let reloaded = store.get_match(&id).unwrap();
        assert_eq!(reloaded.game.events(), game.game.events());
        let kept: i64 = store
            .conn
            .query_row("SELECT COUNT(*) FROM corrections", [], |r| r.get(0))
            .unwrap();
        assert_eq!(kept, 3);
        store.change(&id, NOW, |_| Ok(LogEdit::Undo)).unwrap();
        assert_eq!(
            store
                .change(&id, NOW, |_| Ok(LogEdit::Undo))
                .unwrap_err()
                .code(),
            "nothing_to_undo"
        );
    }

    #[test]
    fn a_match_is_finished_only_when_over_and_then_closed() {
        let mut store = Store::open_in_memory().unwrap();
        let id = megajogos(&mut store).id;
        store
            .change(&id, NOW, |_| {
                Ok(LogEdit::Append(domino(1, Some(2), [9, 0, 4, 12])))
            })
            .unwrap();
        let err = store.finish_match(&id, None, None, NOW).unwrap_err();
        assert_eq!(err.code(), "match_not_over");
        assert!(err.to_string().contains("B 13"), "{err}");
        store
            .change(&id, NOW, |_| {
                Ok(LogEdit::Append(domino(2, None, [30, 30, 0, 30])))
            })
            .unwrap();
        let err = store
            .finish_match(&id, Some("Ana"), Some("M0 0 <script>"), NOW)
            .unwrap_err();
        assert_eq!(err.code(), "bad_signature");
        let done = store
            .finish_match(&id, Some("Ana"), Some("M0 0 L10 10"), NOW)
            .unwrap();
        assert_eq!(done.status, Status::Finished);
        let err = store.change(&id, NOW, |_| Ok(LogEdit::Undo)).unwrap_err();
        assert_eq!(err.code(), "match_closed");
        assert!(store.current_match().unwrap().is_none());
    }

    #[test]
    fn renaming_keeps_the_history_and_refuses_a_taken_name() {
        let mut store = Store::open_in_memory().unwrap();
        let game = megajogos(&mut store);
        let ana = game.seats[0].player_id;
        store.rename_player(ana, "Ana Maria").unwrap();
        assert_eq!(
            store.get_match(&game.id).unwrap().seats[0].name,
            "Ana Maria"
        );
        assert_eq!(
            store.rename_player(ana, "bia").unwrap_err().code(),
            "duplicate_player_name"
        );
        store.rename_player(ana, "ANA MARIA").unwrap();
        assert_eq!(
            store.rename_player(999, "Zé").unwrap_err().code(),
            "no_such_player"
        );
    }

    #[test]
    fn the_first_shipped_schema_upgrades_without_loss() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sqlite3");
        {
            let first = MIGRATIONS_DIR
                .get_file("01-players/up.sql")
                .and_then(|f| f.contents_utf8())
                .unwrap();
            let mut conn = Connection::open(&path).unwrap();
            Migrations::new(vec![rusqlite_migration::M::up(first)])
                .to_latest(&mut conn)
                .unwrap();
            for name in ["Ana", "Bia", "Caio", "Duda", "Zé \"o\" 'Rei'"] {
                conn.execute(
                    "INSERT INTO players (name, created_at) VALUES (?1, ?2)",
                    params![name, NOW],
                )
                .unwrap();
            }
            let v: i64 = conn
                .pragma_query_value(None, "user_version", |r| r.get(0))
                .unwrap();
            assert_eq!(v, 1);
        }
        let mut store = Store::open(&path).unwrap();
        assert_eq!(
            store.schema_version().unwrap(),
            i64::try_from(MIGRATIONS_DIR.dirs().count()).unwrap()
        );
        let players = store.players().unwrap();
        assert_eq!(players.len(), 5);
        assert!(players.iter().any(|p| p.name == "Zé \"o\" 'Rei'"));
        // The old players sit at a new match under their old ids.
        let game = megajogos(&mut store);
        assert_eq!(game.seats[0].player_id, players[0].id);
        assert_eq!(store.integrity_check().unwrap(), "ok");
    }

    #[test]
    fn statistics_of_a_schema_2_database_are_filled_in_by_the_upgrade() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sqlite3");
        let expected = {
            let mut store = Store::open(&path).unwrap();
            let id = megajogos(&mut store).id;
            store
                .change(&id, NOW, |_| {
                    Ok(LogEdit::Append(domino(1, Some(2), [30, 0, 30, 1])))
                })
                .unwrap();
            store.finish_match(&id, None, None, NOW).unwrap();
            let stats = store.statistics().unwrap();
            assert_eq!(stats.players.len(), 4);
            // Back to schema 2: migration 03 only added this table.
            store
                .conn
                .execute_batch("DROP TABLE seat_results; PRAGMA user_version = 2;")
                .unwrap();
            stats
        };
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), 3);
        assert_eq!(store.statistics().unwrap(), expected);
    }

    #[test]
    fn only_sqlite_s_verdict_of_damage_sets_a_file_aside() {
        let failure = |code| rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(code), None);
        assert!(is_damage(&failure(rusqlite::ffi::SQLITE_NOTADB)));
        assert!(is_damage(&failure(rusqlite::ffi::SQLITE_CORRUPT)));
        assert!(!is_damage(&failure(rusqlite::ffi::SQLITE_BUSY)));
        assert!(!is_damage(&failure(rusqlite::ffi::SQLITE_CANTOPEN)));
        assert!(!is_damage(&failure(rusqlite::ffi::SQLITE_IOERR)));
    }

    #[test]
    fn a_folder_in_place_of_the_file_is_an_error_and_is_not_moved() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sqlite3");
        std::fs::create_dir(&path).unwrap();
        assert!(Store::open_or_recover(&path, NOW).is_err());
        assert!(path.is_dir());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_damaged_file_is_set_aside_never_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sqlite3");
        std::fs::write(&path, b"this is not a database, just some words that are long enough to fill a header........").unwrap();
        let (mut store, notice) = Store::open_or_recover(&path, NOW).unwrap();
        let notice = notice.unwrap();
        assert_eq!(notice.code, "database_set_aside");
        assert!(
            notice
                .message
                .contains("t.sqlite3.damaged-20261122T100000Z"),
            "{}",
            notice.message
        );
        let aside = dir.path().join("t.sqlite3.damaged-20261122T100000Z");
        assert!(std::fs::read(&aside).unwrap().starts_with(b"this is not"));
        store.add_player("Ana", NOW).unwrap();
        drop(store);
        let (store, notice) = Store::open_or_recover(&path, NOW).unwrap();
        assert!(notice.is_none());
        assert_eq!(store.players().unwrap().len(), 1);
    }

    #[test]
    fn a_file_failing_quick_check_is_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sqlite3");
        {
            let mut store = Store::open(&path).unwrap();
            megajogos(&mut store);
            for i in 0..200 {
                store.add_player(&format!("Player {i}"), NOW).unwrap();
            }
            store
                .conn
                .pragma_update(None, "wal_checkpoint", "TRUNCATE")
                .unwrap();
        }
        // Scribble over the second half of the file, keeping the header.
        let mut bytes = std::fs::read(&path).unwrap();
        let half = bytes.len() / 2;
        for b in &mut bytes[half..] {
            *b = 0x5a;
        }
        std::fs::write(&path, &bytes).unwrap();
        let (store, notice) = Store::open_or_recover(&path, NOW).unwrap();
        assert_eq!(notice.unwrap().code, "database_set_aside");
        assert!(store.players().unwrap().is_empty());
        assert!(
            dir.path()
                .join("t.sqlite3.damaged-20261122T100000Z")
                .exists()
        );
    }
}
