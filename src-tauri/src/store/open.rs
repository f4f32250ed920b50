//! Opening the database: migrations, a refusal to touch a newer app's file,
//! and a damaged file set aside so the app starts.

use super::*;

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
pub(super) fn is_damage(err: &rusqlite::Error) -> bool {
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
