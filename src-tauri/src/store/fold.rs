//! A stored match read back — its log folded by the core — and the summary
//! of that fold written beside the log, so the history never
//! refolds thousands of matches.

use super::*;

/// Loads a match and folds its log with the core.
pub(super) fn load(conn: &Connection, id: &str) -> Result<StoredMatch, StoreError> {
    type Row = (
        Option<String>,
        String,
        String,
        String,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<u8>,
    );
    let row: Option<Row> = conn
        .prepare_cached(
            "SELECT preset, rules, status, started_at, finished_at, signed_by, signature,
                    told_opener
             FROM matches WHERE id = ?1",
        )?
        .query_row([id], |row| Row::try_from(row))
        .optional()?;
    let Some((preset, rules, status, started_at, finished_at, signed_by, signature, told_opener)) =
        row
    else {
        return Err(StoreError::NoSuchMatch(id.chars().take(80).collect()));
    };
    let corrupt = |why: String| StoreError::Corrupt {
        id: id.to_owned(),
        why,
    };
    let rules: Rules = serde_json::from_str(&rules).map_err(|e| corrupt(e.to_string()))?;
    let status =
        Status::parse(&status).ok_or_else(|| corrupt(format!("unknown status {status:?}")))?;
    let seats = conn
        .prepare_cached(
            "SELECT s.seat, s.player_id, p.name FROM match_seats s
             JOIN players p ON p.id = s.player_id
             WHERE s.match_id = ?1 ORDER BY s.seat",
        )?
        .query_map([id], |row| {
            Ok(SeatPlayer {
                seat: row.get(0)?,
                player_id: row.get(1)?,
                name: row.get(2)?,
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    let mut stmt = conn.prepare_cached(
        "SELECT seq, payload, recorded_at FROM events WHERE match_id = ?1 ORDER BY seq",
    )?;
    let mut events = Vec::new();
    let mut recorded_at = Vec::new();
    for row in stmt.query_map([id], |row| {
        Ok((
            row.get::<_, i64>(0)?,
            row.get::<_, String>(1)?,
            row.get::<_, String>(2)?,
        ))
    })? {
        let (seq, payload, at) = row?;
        if seq != to_i64(events.len()) {
            return Err(corrupt(format!("event {} is missing", events.len())));
        }
        let event: Event =
            serde_json::from_str(&payload).map_err(|e| corrupt(format!("event {seq}: {e}")))?;
        events.push(event);
        recorded_at.push(at);
    }
    let setup = MatchSetup {
        rules,
        seats: seats.iter().map(|s| s.name.clone()).collect(),
    };
    let game = Match::from_events(setup, events).map_err(|e| corrupt(e.to_string()))?;
    Ok(StoredMatch {
        id: id.to_owned(),
        preset,
        seats,
        game,
        recorded_at,
        status,
        started_at,
        finished_at,
        signed_by,
        signature: stored_signature(signature),
        told_opener: told_opener.map(Seat),
    })
}

/// Loads a match like [`load`], but a match the core refuses (or whose rows
/// do not read) is `Ok(Err(why))`, in the core's or SQLite's English words:
/// it is kept and shown as unreadable, it never fails its neighbours.
pub(super) fn load_readable(
    conn: &Connection,
    id: &str,
) -> Result<Result<StoredMatch, String>, StoreError> {
    match load(conn, id) {
        Ok(stored) => Ok(Ok(stored)),
        Err(StoreError::Corrupt { why, .. }) => Ok(Err(why)),
        Err(err) => Err(err),
    }
}

/// Writes the summary of the core's fold next to the log, and the version of
/// the rules engine that wrote it.
pub(super) fn write_summary(
    tx: &Transaction<'_>,
    id: &str,
    game: &Match,
) -> Result<(), StoreError> {
    Summary::of(game).write(tx, id)
}

/// What the store keeps of a fold beside the log: a few numbers per match
/// and seat, so the history never refolds. An import keeps this instead of
/// the whole fold until it writes.
#[derive(Debug)]
pub(super) struct Summary {
    winner: Option<u8>,
    hands: u32,
    /// The scores, as the JSON stored in `matches.scores`.
    scores: String,
    /// Each seat and its dominoes.
    seat_dominoes: Vec<(u8, u32)>,
    finished: bool,
}

impl Summary {
    /// The core's count of a fold: the winner, the scores, each seat's
    /// dominoes.
    pub(super) fn of(game: &Match) -> Summary {
        let standings = game.standings();
        let table = game.table();
        let tally = standings.tally(table);
        let seat_dominoes = table
            .all_seats()
            .map(|seat| {
                let dominoes = tally.seat_dominoes.get(seat.index()).copied().unwrap_or(0);
                (seat.0, dominoes)
            })
            .collect();
        Summary {
            winner: standings.winner().map(|s| s.0),
            hands: standings.hands_played,
            scores: to_json(&standings.scores),
            seat_dominoes,
            finished: standings.is_finished(),
        }
    }

    /// The match is over.
    pub(super) fn is_finished(&self) -> bool {
        self.finished
    }

    /// Writes the summary beside the match's log, with this engine's version.
    pub(super) fn write(&self, tx: &Transaction<'_>, id: &str) -> Result<(), StoreError> {
        tx.prepare_cached(
            "UPDATE matches SET winner = ?2, hands = ?3, scores = ?4, engine_version = ?5 WHERE id = ?1",
        )?
        .execute(params![id, self.winner, self.hands, self.scores, ENGINE_VERSION])?;
        let mut update = tx.prepare_cached(
            "UPDATE match_seats SET dominoes = ?3 WHERE match_id = ?1 AND seat = ?2",
        )?;
        for (seat, dominoes) in &self.seat_dominoes {
            update.execute(params![id, seat, dominoes])?;
        }
        Ok(())
    }
}

/// A signature as stored, normalised to be shown or drawn: one stored by an
/// older version that does not read as the pad's ink is dropped (the match
/// shows who signed, without the ink).
fn stored_signature(signature: Option<String>) -> Option<String> {
    let ink = tranque::Signature::parse(&signature?).ok()?;
    Some(ink.path_data()).filter(|data| !data.is_empty())
}
