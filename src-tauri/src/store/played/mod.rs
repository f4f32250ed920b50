//! The ended matches as the statistics read them: the core's [`Played`],
//! one row per finished or abandoned match in `played` (migration 09),
//! written as a match ends and, for an ended match without one (imported,
//! restored, from an older version, or whose player was renamed), the first
//! time the statistics ask. The figures themselves are the core's
//! (`tranque::insights`); the store never folds a match twice for them.

use tranque::insights::Played;

use super::*;

/// What the `played` rows were when read: their count and their highest
/// `seq`. `seq` only grows, so two equal marks are the same rows, and rows
/// only added since a mark are those after its `last_seq`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PlayedMark {
    /// How many rows.
    pub count: i64,
    /// The highest `seq` (0 with none).
    pub last_seq: i64,
}

/// The ended matches read by [`Store::read_played`].
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PlayedMatches {
    /// The matches, in no particular order.
    pub matches: Vec<Played>,
    /// Ended matches the core cannot read (kept in the history, in no figure).
    pub unreadable: u32,
    /// The rows these are; `None` on a read-only storage, where matches
    /// without their row are folded at every read.
    pub mark: Option<PlayedMark>,
}

/// What changed since the mark a caller gave [`Store::read_played`].
#[derive(Debug, Clone, PartialEq)]
pub enum PlayedRead {
    /// Nothing: the caller's matches are every one.
    Unchanged,
    /// Only these were added.
    Added(PlayedMatches),
    /// Every match (rows were removed or replaced, or nothing was known).
    All(PlayedMatches),
}

impl Store {
    /// The ended matches as the statistics read them, as a change from
    /// `known` (what the caller read last). Ended matches without their row
    /// are folded once and their rows written first.
    pub fn read_played(&mut self, known: Option<PlayedMark>) -> Result<PlayedRead, StoreError> {
        if self.read_only {
            let (mut matches, unreadable) = self.fold_missing()?;
            let (stored, damaged) = rows_after(&self.conn, 0)?;
            matches.extend(stored);
            return Ok(PlayedRead::All(PlayedMatches {
                matches,
                unreadable: unreadable + damaged,
                mark: None,
            }));
        }
        let (folded, unreadable) = self.fold_missing()?;
        if !folded.is_empty() {
            let tx = self.write()?;
            for played in &folded {
                insert_played(&tx, played)?;
            }
            tx.commit()?;
        }
        let mark = played_mark(&self.conn)?;
        let read = |(matches, damaged): (Vec<Played>, u32)| PlayedMatches {
            matches,
            unreadable: unreadable + damaged,
            mark: Some(mark),
        };
        let Some(known) = known else {
            return Ok(PlayedRead::All(read(rows_after(&self.conn, 0)?)));
        };
        if mark == known {
            return Ok(PlayedRead::Unchanged);
        }
        let (added, damaged) = rows_after(&self.conn, known.last_seq)?;
        if known.count + to_i64(added.len()) + i64::from(damaged) == mark.count {
            return Ok(PlayedRead::Added(read((added, damaged))));
        }
        Ok(PlayedRead::All(read(rows_after(&self.conn, 0)?)))
    }

    /// Folds the ended matches without their row: those the core reads,
    /// and how many it cannot.
    fn fold_missing(&self) -> Result<(Vec<Played>, u32), StoreError> {
        let ids = self
            .conn
            .prepare_cached(
                "SELECT m.id FROM matches m
                 WHERE m.status IN ('finished', 'abandoned')
                   AND NOT EXISTS (SELECT 1 FROM played p WHERE p.match_id = m.id)
                 ORDER BY m.id",
            )?
            .query_map([], |row| row.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        let mut folded = Vec::new();
        let mut unreadable = 0;
        for id in ids {
            match load_readable(&self.conn, &id)?
                .ok()
                .and_then(|s| played_of(&s))
            {
                Some(played) => folded.push(played),
                None => unreadable += 1,
            }
        }
        Ok((folded, unreadable))
    }
}

/// A stored match as the statistics read it; `None` for one still under
/// way, one without a readable end time, or one the insights refuse (one
/// player at two seats).
pub(super) fn played_of(stored: &StoredMatch) -> Option<Played> {
    if stored.status == Status::InProgress {
        return None;
    }
    let at = chrono::DateTime::parse_from_rfc3339(stored.finished_at.as_deref()?).ok()?;
    Played::new(
        stored.id.clone(),
        at.timestamp_millis(),
        stored.preset.as_deref(),
        &stored.game,
    )
    .ok()
}

/// Writes an ended match's row, inside the caller's transaction.
pub(super) fn insert_played(tx: &Transaction<'_>, played: &Played) -> Result<(), StoreError> {
    tx.prepare_cached("INSERT OR REPLACE INTO played (match_id, body) VALUES (?1, ?2)")?
        .execute(params![played.id, to_json(played)])?;
    Ok(())
}

/// Drops the rows of every match `player_id` played (their names changed):
/// they are written again at the next read.
pub(super) fn forget_played_of(tx: &Transaction<'_>, player_id: i64) -> Result<(), StoreError> {
    tx.execute(
        "DELETE FROM played WHERE match_id IN
           (SELECT match_id FROM match_seats WHERE player_id = ?1)",
        [player_id],
    )?;
    Ok(())
}

fn played_mark(conn: &Connection) -> Result<PlayedMark, StoreError> {
    Ok(conn
        .prepare_cached("SELECT COUNT(*), COALESCE(MAX(seq), 0) FROM played")?
        .query_row([], |row| {
            Ok(PlayedMark {
                count: row.get(0)?,
                last_seq: row.get(1)?,
            })
        })?)
}

/// The rows after `seq`, and how many do not read. A body never changes
/// once written; a version that changes what [`Played`] holds empties the
/// table in its migration, so a body that does not read is a damage,
/// counted as an unreadable match.
fn rows_after(conn: &Connection, seq: i64) -> Result<(Vec<Played>, u32), StoreError> {
    let mut stmt = conn.prepare_cached("SELECT body FROM played WHERE seq > ?1 ORDER BY seq")?;
    let bodies = stmt
        .query_map([seq], |row| row.get::<_, String>(0))?
        .collect::<Result<Vec<_>, _>>()?;
    let matches: Vec<Played> = bodies
        .iter()
        .filter_map(|body| serde_json::from_str(body).ok())
        .collect();
    let damaged = u32::try_from(bodies.len() - matches.len()).unwrap_or(u32::MAX);
    Ok((matches, damaged))
}

#[cfg(test)]
mod tests;
