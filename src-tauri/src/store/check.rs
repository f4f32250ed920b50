//! Whether a database file is ours and sound: its schema version against the
//! migrations this app knows (a newer app's file is not ours to touch), and
//! SQLite's own verdict on its pages.

use super::*;

/// The newest schema version this app knows.
pub(super) fn known_version() -> i64 {
    i64::try_from(MIGRATIONS_DIR.dirs().count()).unwrap_or(i64::MAX)
}

/// The schema version check: a database from a newer app is not ours to touch.
pub(super) fn refuse_newer(conn: &Connection) -> Result<(), StoreError> {
    let found: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    let known = MIGRATIONS_DIR.dirs().count();
    if found > known_version() {
        return Err(StoreError::TooNew { found, known });
    }
    Ok(())
}

/// Whether the open file is a Tranque database: a new one (no schema, no
/// version), or one holding the tables of the version it says. Another
/// program's database (its own tables at version 0, or a version without
/// Tranque's tables) is not.
pub(super) fn is_ours(conn: &Connection) -> Result<bool, StoreError> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    let has = |name: &str| -> Result<bool, StoreError> {
        let found: i64 = conn.query_row(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?1",
            [name],
            |row| row.get(0),
        )?;
        Ok(found > 0)
    };
    Ok(match version {
        0 => {
            conn.query_row("SELECT count(*) FROM sqlite_schema", [], |row| {
                row.get::<_, i64>(0)
            })? == 0
        }
        1 => has("players")?,
        _ => has("players")? && has("matches")?,
    })
}

/// Whether an existing file can be opened: `Ok(None)` if it is sound,
/// `Ok(Some(why))` if it is damaged, `Err(TooNew)` if it is a newer app's.
/// Without `full`, only the header and the schema are read (a few pages,
/// whatever the history's size); with it, every page (`quick_check`).
pub(super) fn check_file(conn: &Connection, full: bool) -> Result<Option<String>, StoreError> {
    match refuse_newer(conn) {
        Ok(()) => {}
        Err(StoreError::Sqlite(err)) if is_damage(&err) => return Ok(Some(err.to_string())),
        Err(err) => return Err(err),
    }
    let schema = conn.query_row("SELECT count(*) FROM sqlite_schema", [], |row| {
        row.get::<_, i64>(0)
    });
    match schema {
        Ok(_) => {}
        Err(err) if is_damage(&err) => return Ok(Some(err.to_string())),
        Err(err) => return Err(err.into()),
    }
    if !full {
        return Ok(None);
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
