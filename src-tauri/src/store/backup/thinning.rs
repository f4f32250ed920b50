//! The thinning schedule of the backups folder: which backups are kept
//! after a new one is written — the newest few, one a week, then one a
//! month, and at any age the last copy of a match no newer backup holds —
//! going by ages a clock moved ahead cannot make younger.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::time::{Duration, SystemTime};

use chrono::{DateTime, Datelike, Utc};

use super::listing::{Entry, read_only};

/// How many of the newest backups are always kept, whatever their dates: with
/// at most one daily backup a day, the last 7 days the app was used.
pub const KEEP_BACKUPS: usize = 7;
/// Up to this age a backup is kept when it is the newest of its week.
pub const WEEKLY_FOR: Duration = Duration::from_secs(9 * 7 * 24 * 60 * 60);
/// Which of `files` (newest first) the schedule keeps at `now`, beside
/// `keep` (the one just written): the newest [`KEEP_BACKUPS`]; up to
/// [`WEEKLY_FOR`] old, the newest of each calendar week; older, the newest
/// of each calendar month; and at any age the newest backup holding a match
/// (or a longer log of one) that no newer backup kept holds.
pub(super) fn schedule(files: &[Entry], keep: &Path, now: SystemTime) -> Vec<bool> {
    let times = effective_times(files, Some(now));
    let mut weeks = HashSet::new();
    let mut months = HashSet::new();
    let mut covered: HashMap<String, u64> = HashMap::new();
    files
        .iter()
        .zip(times)
        .enumerate()
        .map(|(i, (entry, time))| {
            let day = DateTime::<Utc>::from(time);
            let age = now.duration_since(time).unwrap_or_default();
            let week = (day.iso_week().year(), day.iso_week().week());
            let by_date = if i < KEEP_BACKUPS || entry.path == keep {
                weeks.insert(week);
                true
            } else if age < WEEKLY_FOR {
                weeks.insert(week)
            } else {
                months.insert((day.year(), day.month()))
            };
            let held = contents(&entry.path);
            let needed = held
                .iter()
                .any(|(id, reach)| covered.get(id).is_none_or(|c| c < reach));
            let kept = by_date || needed;
            if kept {
                for (id, reach) in held {
                    let slot = covered.entry(id).or_insert(0);
                    *slot = (*slot).max(reach);
                }
            }
            kept
        })
        .collect()
}

/// The ages the thinning goes by: each backup's file time, but never after a
/// newer backup's (a clock that was ahead when it was written cannot make it
/// look younger than what came after it). `files` is newest first.
fn effective_times(files: &[Entry], newest: Option<SystemTime>) -> Vec<SystemTime> {
    let mut bound = newest;
    files
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            let written = match (i, newest) {
                (0, Some(newest)) => newest,
                _ => entry.written,
            };
            let time = bound.map_or(written, |bound| written.min(bound));
            bound = Some(time);
            time
        })
        .collect()
}

/// What a database holds, to compare backups by: each match's id with how
/// far its log goes (events plus corrections, which only grow: an undo moves
/// an event into the corrections), each tournament's with its entries, and
/// the matches deleted on purpose (kept in the file, so held for good).
/// Empty for a file that cannot be read.
fn contents(path: &Path) -> HashMap<String, u64> {
    let Ok(conn) = read_only(path) else {
        return HashMap::new();
    };
    let mut held = HashMap::new();
    let queries = [
        "SELECT id, coalesce((SELECT max(seq) + 1 FROM events e WHERE e.match_id = m.id), 0)
              + (SELECT count(*) FROM corrections c WHERE c.match_id = m.id) FROM matches m",
        "SELECT 'removed:' || match_id, 9223372036854775807 FROM removed_matches",
        "SELECT 'tournament:' || id, (SELECT count(*) FROM tournament_events e WHERE e.tournament_id = t.id)
              FROM tournaments t",
    ];
    for sql in queries {
        // A table an older schema lacks holds nothing.
        let rows: Result<Vec<(String, i64)>, rusqlite::Error> =
            conn.prepare(sql).and_then(|mut stmt| {
                stmt.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
                    .collect()
            });
        for (id, reach) in rows.unwrap_or_default() {
            let reach = u64::try_from(reach).unwrap_or(0);
            let id = id
                .strip_prefix("removed:")
                .map_or_else(|| id.clone(), str::to_owned);
            let slot = held.entry(id).or_insert(0);
            *slot = (*slot).max(reach);
        }
    }
    held
}
