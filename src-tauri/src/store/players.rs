//! The player directory: names kept once, reused across matches, renamed
//! without touching the matches they played.

use super::*;

/// A player of the directory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The store's id; stable across renames.
    pub id: i64,
    /// The name shown at the table.
    pub name: String,
}

impl Store {
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
        let tx = self.write()?;
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
        let tx = self.write()?;
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
}

/// Trims a player name and refuses what cannot be shown at a table.
pub(super) fn clean_name(raw: &str) -> Result<String, StoreError> {
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

fn find_player(conn: &Connection, name: &str) -> Result<Option<Player>, StoreError> {
    Ok(conn
        .prepare_cached("SELECT id, name FROM players WHERE name = ?1")?
        .query_row([name], |row| {
            Ok(Player {
                id: row.get(0)?,
                name: row.get(1)?,
            })
        })
        .optional()?)
}

/// The directory's player for `name`, added if new.
pub(super) fn player_for(
    tx: &Transaction<'_>,
    name: &str,
    now: &str,
) -> Result<Player, StoreError> {
    if let Some(player) = find_player(tx, name)? {
        return Ok(player);
    }
    tx.prepare_cached("INSERT INTO players (name, created_at) VALUES (?1, ?2)")?
        .execute(params![name, now])?;
    Ok(Player {
        id: tx.last_insert_rowid(),
        name: name.to_owned(),
    })
}
