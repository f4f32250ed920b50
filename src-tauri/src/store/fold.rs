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
        .query_row([id], |row| {
            Ok((
                row.get(0)?,
                row.get(1)?,
                row.get(2)?,
                row.get(3)?,
                row.get(4)?,
                row.get(5)?,
                row.get(6)?,
                row.get(7)?,
            ))
        })
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

/// What the store keeps of a fold beside the log: a few numbers per match,
/// side and seat, so history and statistics never refold. An import keeps
/// this instead of the whole fold until it writes.
#[derive(Debug)]
pub(super) struct Summary {
    winner: Option<u8>,
    hands: u32,
    /// The scores, as the JSON stored in `matches.scores`.
    scores: String,
    sides: Vec<SideRow>,
    /// Each seat and its dominoes.
    seat_dominoes: Vec<(u8, u32)>,
    finished: bool,
}

/// One side's row of `match_sides`.
#[derive(Debug)]
struct SideRow {
    side: u8,
    won: bool,
    points_for: i64,
    points_against: i64,
    hands_won: u32,
    dominoes: u32,
    blocks_won: u32,
}

impl Summary {
    /// The core's count of a fold: what each side and seat did.
    pub(super) fn of(game: &Match) -> Summary {
        let standings = game.standings();
        let table = game.table();
        let tally = standings.tally(table);
        let outcome = standings.outcome.as_ref();
        let sides = table
            .all_sides()
            .map(|side| {
                let i = side.index();
                let (won, points_for, points_against) = match outcome {
                    Some(outcome) => {
                        let (points_for, points_against) = outcome
                            .result
                            .iter()
                            .find(|r| r.side == side)
                            .map_or((0, 0), |r| (r.points_for, r.points_against));
                        (outcome.won(side), points_for, points_against)
                    }
                    None => (false, standings.scores[i], standings.points_against(side)),
                };
                let counts = tally.sides.get(i).copied().unwrap_or_default();
                SideRow {
                    side: side.0,
                    won,
                    points_for,
                    points_against,
                    hands_won: counts.hands_won,
                    dominoes: counts.dominoes,
                    blocks_won: counts.blocks_won,
                }
            })
            .collect();
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
            sides,
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
        tx.prepare_cached("DELETE FROM match_sides WHERE match_id = ?1")?
            .execute([id])?;
        let mut insert = tx.prepare_cached(
            "INSERT INTO match_sides (match_id, side, won, points_for, points_against, hands_won, dominoes, blocks_won)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )?;
        for row in &self.sides {
            insert.execute(params![
                id,
                row.side,
                row.won,
                row.points_for,
                row.points_against,
                row.hands_won,
                row.dominoes,
                row.blocks_won
            ])?;
        }
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
