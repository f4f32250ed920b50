//! The SQLite store: the only place in the shell that holds SQL.
//!
//! The schema lives in `migrations/` (embedded at compile time and applied in
//! one transaction when the database opens). Every write happens inside a
//! transaction and returns only after the commit.

use std::path::Path;
use std::sync::LazyLock;

use include_dir::{Dir, include_dir};
use rusqlite::{Connection, OptionalExtension, params};
use rusqlite_migration::Migrations;
use serde::Serialize;

/// The SQL migrations, in order; shipped ones are never edited, only added to.
static MIGRATIONS_DIR: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/../migrations");

static MIGRATIONS: LazyLock<Migrations<'static>> = LazyLock::new(|| {
    Migrations::from_directory(&MIGRATIONS_DIR).expect("the embedded migrations are well-formed")
});

/// The longest player name the directory accepts, in characters.
pub const MAX_NAME_CHARS: usize = 40;

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
        /// The name as given.
        name: String,
        /// Why it is refused.
        reason: &'static str,
    },
    /// Two players may not share a name.
    #[error("there is already a player called {0:?}")]
    DuplicateName(String),
    /// SQLite itself failed.
    #[error("the database failed: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// Applying the migrations failed.
    #[error("the database could not be upgraded: {0}")]
    Migration(#[from] rusqlite_migration::Error),
}

impl StoreError {
    /// A stable code for the UI.
    pub fn code(&self) -> &'static str {
        match self {
            StoreError::TooNew { .. } => "database_too_new",
            StoreError::BadName { .. } => "bad_player_name",
            StoreError::DuplicateName(_) => "duplicate_player_name",
            StoreError::Sqlite(_) => "database_error",
            StoreError::Migration(_) => "database_upgrade_failed",
        }
    }
}

/// A player of the directory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Player {
    /// The store's id; stable across renames.
    pub id: i64,
    /// The name shown at the table.
    pub name: String,
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

    /// A fresh database in memory, for tests.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::prepare(Connection::open_in_memory()?)
    }

    fn prepare(mut conn: Connection) -> Result<Store, StoreError> {
        let found: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
        let known = MIGRATIONS_DIR.dirs().count();
        if found > known as i64 {
            return Err(StoreError::TooNew { found, known });
        }
        // Pragmas sit outside the migrations: they are per connection, and set
        // only once the file is known to be ours to change.
        // WAL keeps readers off the writer's back and survives a kill mid-write.
        // synchronous=FULL: a hand the players saw confirmed must survive a power
        // cut too, and at one write a minute the extra fsync costs nothing.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;

        MIGRATIONS.to_latest(&mut conn)?;
        Ok(Store { conn })
    }

    /// Every player, by name.
    pub fn players(&self) -> Result<Vec<Player>, StoreError> {
        let mut stmt = self
            .conn
            .prepare("SELECT id, name FROM players ORDER BY name COLLATE NOCASE")?;
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
        let taken: Option<String> = tx
            .query_row("SELECT name FROM players WHERE name = ?1", [&name], |row| {
                row.get(0)
            })
            .optional()?;
        if let Some(existing) = taken {
            return Err(StoreError::DuplicateName(existing));
        }
        tx.execute(
            "INSERT INTO players (name, created_at) VALUES (?1, ?2)",
            params![name, now],
        )?;
        let id = tx.last_insert_rowid();
        tx.commit()?;
        Ok(Player { id, name })
    }
}

/// Trims a player name and refuses what cannot be shown at a table.
fn clean_name(raw: &str) -> Result<String, StoreError> {
    let name = raw.trim();
    let refuse = |reason| {
        Err(StoreError::BadName {
            name: raw.to_owned(),
            reason,
        })
    };
    if name.is_empty() {
        return refuse("a player needs a name");
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return refuse("a name may have at most 40 characters");
    }
    if name.chars().any(char::is_control) {
        return refuse("a name may not hold control characters");
    }
    Ok(name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: &str = "2026-11-22T10:00:00Z";

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
        let err = Store::open(&path).err().unwrap();
        assert_eq!(err.code(), "database_too_new");
        let conn = Connection::open(&path).unwrap();
        let v: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(v, 99);
    }
}
