//! The player directory: names kept once, reused across matches, renamed
//! without touching the matches they played. Two names are one player when
//! the core folds them alike (`tranque::name_key`, Unicode case folding:
//! `ÁNGEL` and `ángel`); the folded name is kept beside the name
//! (`name_key`, unique), written with every name.

use super::*;

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
            "INSERT INTO players (name, name_key, created_at) VALUES (?1, ?2, ?3)",
            params![name, tranque::name_key(&name), now],
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
            "UPDATE players SET name = ?1, name_key = ?3 WHERE id = ?2",
            params![name, id, tranque::name_key(&name)],
        )?;
        if changed == 0 {
            return Err(StoreError::NoSuchPlayer(id.into()));
        }
        forget_played_of(&tx, id)?;
        tx.commit()?;
        Ok(Player { id, name })
    }

    /// The player called `name` (whatever its case, in every script), if any.
    pub fn player_named(&self, name: &str) -> Result<Option<Player>, StoreError> {
        find_player(&self.conn, name.trim())
    }

    // ---- matches ----
}

/// A player name as the store keeps it, by the core's one rule of names
/// (`tranque::clean_name`: trimmed, NFC; refused when empty, too long, with
/// hidden characters or nothing that shows), refused as `bad_player_name`
/// with the name as given.
pub(super) fn clean_name(raw: &str) -> Result<String, StoreError> {
    tranque::clean_name(raw).map_err(|reason| StoreError::BadName {
        name: raw.chars().take(60).collect(),
        reason,
    })
}

/// The player `name` is: the one of exactly that name, else the one whose
/// name folds alike (a player kept without a key, see `fill_name_keys`, is
/// found by its exact name only).
fn find_player(conn: &Connection, name: &str) -> Result<Option<Player>, StoreError> {
    Ok(conn
        .prepare_cached(
            "SELECT id, name FROM players
             WHERE name = ?1 COLLATE BINARY OR name_key = ?2
             ORDER BY name = ?1 COLLATE BINARY DESC, id LIMIT 1",
        )?
        .query_row(params![name, tranque::name_key(name)], |row| {
            Ok(Player {
                id: row.get(0)?,
                name: row.get(1)?,
            })
        })
        .optional()?)
}

/// Writes the folded name of every player without one (the players of a
/// database from before `name_key`), oldest first, in one transaction. A
/// player whose name folds like an earlier one's keeps none: both players
/// and their matches stay as they were, listed apart, never merged; a rename
/// to a name of its own gives it its key.
pub(super) fn fill_name_keys(conn: &mut Connection) -> Result<(), StoreError> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let unkeyed: Vec<(i64, String)> = tx
        .prepare("SELECT id, name FROM players WHERE name_key IS NULL ORDER BY id")?
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect::<Result<_, _>>()?;
    for (id, name) in unkeyed {
        tx.prepare_cached(
            "UPDATE players SET name_key = ?2 WHERE id = ?1
             AND NOT EXISTS (SELECT 1 FROM players WHERE name_key = ?2)",
        )?
        .execute(params![id, tranque::name_key(&name)])?;
    }
    tx.commit()?;
    Ok(())
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
    tx.prepare_cached("INSERT INTO players (name, name_key, created_at) VALUES (?1, ?2, ?3)")?
        .execute(params![name, tranque::name_key(name), now])?;
    Ok(Player {
        id: tx.last_insert_rowid(),
        name: name.to_owned(),
    })
}
