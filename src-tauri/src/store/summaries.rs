//! The tournaments' list, read from their summaries: what the list shows
//! of each (pairs playing, rounds, the next step, or why its log does not
//! read) is kept in `tournament_summaries` (migration 10) with the log's
//! length it stands for, written with every entry from the fold the write
//! already has ([`summarise`]), so that listing folds no log: only one whose
//! row is missing or behind its log, once.

use tranque::tournament::individual::IndividualTournament;
use tranque::tournament::{Tournament, TournamentMode};

use super::folds::{Folds, data_version, mode_of};
use super::kind::TournamentKind;
use super::progress::TournamentProgress;
use super::*;

/// A tournament of the list: its record, and where its log's fold stands
/// or why the log does not read.
#[derive(Debug, Clone)]
pub struct ListedTournament {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its day, `YYYY-MM-DD`.
    pub date: String,
    /// Of pairs, or individual.
    pub mode: TournamentMode,
    /// Where the core's fold of its log stands, or why the log does not read.
    pub progress: Result<TournamentProgress, String>,
}

impl Store {
    /// Every tournament, newest first, each as its summary says: one query,
    /// no log folded. A tournament whose summary is missing or behind its
    /// log (written before migration 10, or appended to by a write that left
    /// the summary alone) is folded on its own, and its summary written back
    /// when the storage can be written; one whose log does not read is
    /// listed with why, and the others are untouched.
    pub fn tournaments(&mut self) -> Result<Vec<ListedTournament>, StoreError> {
        let version = data_version(&self.conn)?;
        let mut folded = Vec::new();
        let mut listed = Vec::new();
        for row in listed_rows(&self.conn)? {
            let progress = match row.summary {
                Some(progress) => progress,
                None => {
                    fn progress<T: TournamentKind>(
                        conn: &Connection,
                        id: &str,
                        folds: &Folds,
                    ) -> Result<(usize, TournamentProgress), StoreError> {
                        let t = T::fold(conn, id, Some(folds))?;
                        Ok((t.events().len(), t.progress()))
                    }
                    let fold = match row.mode {
                        TournamentMode::Pairs => {
                            progress::<Tournament>(&self.conn, &row.id, &self.folds)
                        }
                        TournamentMode::Individual => {
                            progress::<IndividualTournament>(&self.conn, &row.id, &self.folds)
                        }
                    };
                    let (entries, progress) = match fold {
                        Ok((entries, progress)) => (to_i64(entries), Ok(progress)),
                        Err(StoreError::TournamentUnreadable { why, .. }) => {
                            (row.entries, Err(why))
                        }
                        Err(other) => return Err(other),
                    };
                    folded.push((row.id.clone(), entries, progress.clone()));
                    progress
                }
            };
            listed.push(ListedTournament {
                id: row.id,
                name: row.name,
                date: row.date,
                mode: row.mode,
                progress,
            });
        }
        if !folded.is_empty() && !self.read_only {
            // The list stands without them: a summary not written now (the
            // write lock busy, a full disk) is folded again at the next list.
            let _ = self.write_back(version, &folded);
        }
        Ok(listed)
    }

    /// Writes the summaries the list folded (`id`, the log's length folded,
    /// what it showed), unless another connection wrote since the list read
    /// the database at `version` (then a log may have changed under them).
    fn write_back(
        &mut self,
        version: i64,
        folded: &[(String, i64, Result<TournamentProgress, String>)],
    ) -> Result<(), StoreError> {
        let tx = self.write()?;
        if data_version(&tx)? != version {
            return Ok(());
        }
        for (id, entries, progress) in folded {
            write_summary(&tx, id, *entries, progress)?;
        }
        tx.commit()?;
        Ok(())
    }
}

/// A tournament of the list as read: its record, its log's length (its
/// last `seq` + 1), and its summary while it is current (`None` when
/// missing, of another length, or not read).
struct ListedRow {
    id: String,
    name: String,
    date: String,
    mode: TournamentMode,
    entries: i64,
    summary: Option<Result<TournamentProgress, String>>,
}

/// Every tournament with its summary, newest first (the same second: the
/// later row first). The log's length is a seek to its last entry, not a
/// count of all of them.
fn listed_rows(conn: &Connection) -> Result<Vec<ListedRow>, StoreError> {
    let rows = conn
        .prepare_cached(
            "SELECT t.id, t.name, t.date, s.entries, s.body,
                    coalesce((SELECT max(e.seq) + 1 FROM tournament_events e
                              WHERE e.tournament_id = t.id), 0),
                    t.mode
             FROM tournaments t LEFT JOIN tournament_summaries s ON s.tournament_id = t.id
             ORDER BY t.created_at DESC, t.rowid DESC",
        )?
        .query_map([], |row| {
            let kept: Option<i64> = row.get(3)?;
            let body: Option<String> = row.get(4)?;
            let entries: i64 = row.get(5)?;
            let summary = match (kept, body) {
                (Some(kept), Some(body)) if kept == entries => read_summary(&body),
                _ => None,
            };
            Ok(ListedRow {
                id: row.get(0)?,
                name: row.get(1)?,
                date: row.get(2)?,
                mode: mode_of(&row.get::<_, String>(6)?),
                entries,
                summary,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// A summary's `body`: where the fold stands, or why the log does not read.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum SummaryBody {
    Readable(TournamentProgress),
    Unreadable(String),
}

/// A summary's `body` read; `None` for one that does not read (written by
/// another version of it), which is then taken as missing.
fn read_summary(body: &str) -> Option<Result<TournamentProgress, String>> {
    match serde_json::from_str(body).ok()? {
        SummaryBody::Readable(progress) => Some(Ok(progress)),
        SummaryBody::Unreadable(why) => Some(Err(why)),
    }
}

/// Writes tournament `id`'s summary: what the list shows of its log's
/// first `entries` entries.
fn write_summary(
    tx: &Transaction<'_>,
    id: &str,
    entries: i64,
    progress: &Result<TournamentProgress, String>,
) -> Result<(), StoreError> {
    let body = match progress {
        Ok(progress) => SummaryBody::Readable(progress.clone()),
        Err(why) => SummaryBody::Unreadable(why.clone()),
    };
    tx.prepare_cached(
        "INSERT OR REPLACE INTO tournament_summaries (tournament_id, entries, body)
         VALUES (?1, ?2, ?3)",
    )?
    .execute(params![id, entries, to_json(&body)])?;
    Ok(())
}

/// Writes tournament `id`'s summary from `tournament`, the fold of its whole
/// log as the transaction leaves it: every write that appends to a log calls
/// this with the fold it has, so the list folds nothing.
pub(super) fn summarise<T: TournamentKind>(
    tx: &Transaction<'_>,
    id: &str,
    tournament: &T,
) -> Result<(), StoreError> {
    let progress = Ok(tournament.progress());
    write_summary(tx, id, to_i64(tournament.events().len()), &progress)
}

#[cfg(test)]
mod tests;
