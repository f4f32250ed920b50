//! The backups of the history, as the settings list them, and a restore's
//! answer.

use serde::{Deserialize, Serialize};

/// Why a backup was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BackupKind {
    /// The first use of the app in a day.
    Daily,
    /// Before the schema was upgraded by a new version of the app.
    BeforeUpgrade,
    /// Before another backup was restored over the database.
    BeforeRestore,
    /// Not a backup: the database set aside at start, in its folder beside
    /// the database (`file` is the folder's name).
    SetAside,
}

/// One backup, as the settings list it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Backup {
    /// The file's name inside the backups folder, or the name of a set-aside
    /// database's folder beside the database (what `restore_backup` and
    /// `delete_backup` take).
    pub file: String,
    /// When it was written, RFC 3339 UTC (the phone's clock then).
    pub created_at: String,
    /// Its size in bytes.
    pub bytes: u64,
    /// How many matches it holds; `None` when it cannot be read.
    pub matches: Option<u64>,
    /// Why it was written; `None` for a file named otherwise.
    pub kind: Option<BackupKind>,
}

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Restored {
    /// The backup now in use.
    pub file: String,
    /// Where the database it replaced was kept: a backup's file name (in the
    /// list, so the restore can itself be undone), or the folder beside the
    /// database when the replaced one could not be read.
    pub kept: String,
}
