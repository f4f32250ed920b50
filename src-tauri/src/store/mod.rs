//! The SQLite store: the only place in the shell that holds SQL.
//!
//! The schema lives in `migrations/` (embedded at compile time and applied in
//! one transaction when the database opens). Every write happens inside a
//! transaction and returns only after the commit.
//!
//! A match is kept as its event log; what the store hands back is the core's
//! fold of what was committed ([`StoredMatch::game`]). Alongside the log the
//! store writes a summary of that fold (scores, winner, hands and dominoes per
//! side) so that the history never refolds thousands of matches, and for the
//! statistics what the core's insights read of each ended match (`played`).
//!
//! One module per job, each adding the methods of its job to [`Store`]:
//! `open` (migrations, a newer app's file refused, a damaged file set aside),
//! `players` (the directory), `log` (creating a match, [`Store::change`],
//! finishing, abandoning), `fold` (a stored log read back through the core,
//! and the summary written beside it), `history` (the list, filters, pages),
//! `played` (the ended matches as the statistics read them), `exchange` (export and import),
//! `backup` (copies before upgrades and daily, and restoring one), `write`
//! (the write transaction every change takes, one writer at a time),
//! `tournaments` (a tournament's log, the matches of its tables, and on a
//! table's phone the match a table's code started), `individual` (an
//! individual tournament's log), `folds` (a tournament
//! read back through the core, and the folds last read kept), `handover` (a
//! tournament's whole log written to a file and taken over from one on
//! another phone), and `error`
//! ([`StoreError`], its codes and params).
//!
//! ```
//! use tranque::{Event, Finish, HandEnd, Leftover, Mode, Preset, Seat};
//! use tranque_app_lib::store::{LogEdit, Store};
//!
//! let mut store = Store::open_in_memory().unwrap();
//! let players = ["Ana", "Bia", "Caio", "Duda"].map(String::from);
//! let rules = Preset::BrMegajogos.rules(Mode::Pairs);
//! let now = "2026-11-22T10:00:00Z";
//! let game = store.create_match(Some("br-megajogos"), &rules, &players, now).unwrap();
//! let hand = Event::Hand {
//!     opener: Some(Seat(2)),
//!     end: HandEnd::Domino { by: Seat(1), left: Leftover::Pips(vec![9, 0, 4, 12]), finish: Finish::Simple },
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
    Event, Match, MatchFile, MatchSetup, Mode, Preset, RuleError, Rules, Seat, Side, Table,
};

/// The SQL migrations, in order; shipped ones are never edited, only added to.
static MIGRATIONS_DIR: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/../migrations");

static MIGRATIONS: LazyLock<Migrations<'static>> = LazyLock::new(|| {
    Migrations::from_directory(&MIGRATIONS_DIR).expect("the embedded migrations are well-formed")
});

/// The version of the rules engine (the core, `tranque`) this build folds
/// with, recorded with every match it writes. The workspace gives the core and
/// the shell one version, so the shell's is the core's.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");
/// The `format` of a raw export: a match's rows as stored.
pub const RAW_FORMAT: &str = "tranque-raw-match";
/// The version of a raw export's shape: 2 since the per-side summary (a
/// fold's figures, not the match's record) is no longer stored nor exported.
pub const RAW_VERSION: u32 = 2;
/// The largest import the store reads, in bytes: the core's cap, the same
/// for a file the command line reads (a history of years fits many times).
pub use tranque::MAX_IMPORT_BYTES;
/// The longest player name the directory accepts, in characters: the core's
/// one limit, which a tournament's pairs and a table's code are held to too.
pub use tranque::MAX_NAME_CHARS;
/// The most events one imported match may hold: the match file's limit.
pub const MAX_IMPORT_EVENTS: usize = tranque::MAX_EVENTS;
/// The longest signature (SVG path data) a finished match keeps, in bytes:
/// the core's bound on the pad's ink, as given and as kept normalised.
pub const MAX_SIGNATURE_BYTES: usize = tranque::signature::MAX_SIGNATURE_BYTES;
/// The `format` of a whole-history export.
pub const HISTORY_FORMAT: &str = "tranque-history";
/// The version of the whole-history export this build writes and reads.
pub const HISTORY_VERSION: u32 = 1;

pub mod backup;
mod check;
mod error;
mod exchange;
mod fold;
mod folds;
mod handover;
mod history;
mod individual;
mod kind;
mod log;
mod notice;
mod open;
mod played;
mod players;
mod progress;
mod raw;
mod record;
mod summaries;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_names;
#[cfg(test)]
pub(crate) mod tests_support;
mod tournaments;
mod unit;
mod write;

use fold::{Summary, load, load_readable, write_summary};
use log::{insert_match, insert_payload, match_exists};
use played::{forget_played_of, insert_played, played_of};
use players::{clean_name, player_for};
use raw::raw_rows;

pub use error::{NameProblem, StoreError};
pub use exchange::PreparedImport;
pub use handover::{TakeOver, Taken, TakenFile, TakenIndividual, TakenOver, TournamentExport};
pub use history::MatchFilter;
pub use kind::{Stored, StoredIndividual, StoredTournament, TournamentKind};
pub use notice::Notice;
pub use open::OpenOptions;
pub use played::{PlayedMark, PlayedMatches, PlayedRead};
pub use progress::TournamentProgress;
pub use record::{LogEdit, StoredMatch};
pub use summaries::ListedTournament;
// The answers the store builds, defined once for the shell and the UI.
pub use tranque_views::{
    Backup, Given, HistoryExport, ImportReport, MatchPage, MatchSummary, Player, Restored,
    SeatPlayer, Status, TableLink,
};

/// An open database, migrated to the current schema.
pub struct Store {
    conn: Connection,
    /// Opened read-only: the storage cannot be written.
    read_only: bool,
    /// The database's path and the file it named when opened (`None` in
    /// memory): a write checks it still does (see `write`).
    file: Option<(PathBuf, write::FileId)>,
    /// The folds of the tournaments last read (see [`folds::Folds`]).
    folds: folds::Folds,
}

fn to_json<T: Serialize + ?Sized>(value: &T) -> String {
    // The core's types and plain lists always serialise.
    serde_json::to_string(value).unwrap_or_default()
}

/// An id from a file (a match's, a tournament's): 1 to 64 letters, digits,
/// `-`, `_`, `.` or `:`; else refused with `why`.
fn checked_file_id(id: &str, why: &'static str) -> Result<String, StoreError> {
    let ok = (1..=64).contains(&id.len())
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.:".contains(c));
    if !ok {
        return Err(StoreError::BadArgument {
            name: "id",
            value: Given::Text(id.chars().take(64).collect()),
            why,
        });
    }
    Ok(id.to_owned())
}

/// A stable id for a file that has none: `prefix`, then a hash (FNV-1a) of
/// `text`, so that the same file finds it again.
fn hashed_id(prefix: &str, text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{prefix}-{hash:016x}")
}

fn to_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}
