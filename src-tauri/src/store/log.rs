//! A match's event log: creating a match, `change` (the core decides inside
//! the transaction, the answer leaves after the commit), finishing and
//! abandoning it.

use super::*;

impl Store {
    /// Starts a match: `players` by seat (names; new ones join the directory,
    /// a known name in any case reuses the player). Refused while another match
    /// is under way, and when the core refuses the rules or the table.
    pub fn create_match(
        &mut self,
        preset: Option<&str>,
        rules: &Rules,
        players: &[String],
        now: &str,
    ) -> Result<StoredMatch, StoreError> {
        let tx = self.write()?;
        let stored = start_match(&tx, preset, rules, players, now)?;
        tx.commit()?;
        Ok(stored)
    }

    /// Tells who opens the hand under way of the match in progress `id`
    /// when the core cannot (the 6-6 holder, or the player the table chose),
    /// or forgets it (`None`). Kept with the match until that hand ends.
    pub fn tell_opener(&mut self, id: &str, seat: Option<Seat>) -> Result<StoredMatch, StoreError> {
        let tx = self.write()?;
        let mut stored = load_in_progress(&tx, id)?;
        if let Some(seat) = seat {
            stored.game.table().check_seat(seat)?;
        }
        tx.execute(
            "UPDATE matches SET told_opener = ?2 WHERE id = ?1",
            params![id, seat.map(|s| s.0)],
        )?;
        tx.commit()?;
        stored.told_opener = seat;
        Ok(stored)
    }

    /// The match under way, if any.
    pub fn current_match(&self) -> Result<Option<StoredMatch>, StoreError> {
        match in_progress_id(&self.conn)? {
            Some(id) => Ok(Some(load(&self.conn, &id)?)),
            None => Ok(None),
        }
    }

    /// A match, folded from its committed log.
    pub fn get_match(&self, id: &str) -> Result<StoredMatch, StoreError> {
        load(&self.conn, id)
    }

    /// Changes a match's log: `decide` looks at the match as committed and says
    /// what to change (it is where the core builds the event); the core then
    /// refolds the new log, and only a log it accepts is written. Answers with
    /// the fold of what was committed.
    pub fn change(
        &mut self,
        id: &str,
        now: &str,
        decide: impl FnOnce(&Match) -> Result<LogEdit, RuleError>,
    ) -> Result<StoredMatch, StoreError> {
        let tx = self.write()?;
        let mut stored = load_in_progress(&tx, id)?;
        let edit = decide(&stored.game)?;
        let game = &stored.game;
        let len = game.events().len();
        let next = match &edit {
            LogEdit::Append(event) => game.apply(event.clone())?,
            LogEdit::Undo => game
                .undo()
                .ok_or_else(|| StoreError::NothingToUndo(id.to_owned()))?,
            LogEdit::Replace { index, event } => game.replace_event(*index, event.clone())?,
            LogEdit::Delete { index } => game.remove_event(*index)?,
        };
        if let LogEdit::Append(event) = &edit
            && ends_hand_under_way(game, &next, event)
        {
            tx.execute("UPDATE matches SET told_opener = NULL WHERE id = ?1", [id])?;
            stored.told_opener = None;
        }
        match edit {
            LogEdit::Append(event) => {
                insert_payload(&tx, id, len, &to_json(&event), now)?;
                stored.recorded_at.push(now.to_owned());
            }
            LogEdit::Undo => {
                let last = len.saturating_sub(1);
                correct(&tx, id, last, "undo", &game.events()[last], None, now)?;
                tx.execute(
                    "DELETE FROM events WHERE match_id = ?1 AND seq = ?2",
                    params![id, to_i64(last)],
                )?;
                stored.recorded_at.pop();
            }
            LogEdit::Replace { index, event } => {
                correct(
                    &tx,
                    id,
                    index,
                    "replace",
                    &game.events()[index],
                    Some(&event),
                    now,
                )?;
                tx.execute(
                    "UPDATE events SET payload = ?3 WHERE match_id = ?1 AND seq = ?2",
                    params![id, to_i64(index), to_json(&event)],
                )?;
            }
            LogEdit::Delete { index } => {
                correct(&tx, id, index, "delete", &game.events()[index], None, now)?;
                tx.execute(
                    "DELETE FROM events WHERE match_id = ?1 AND seq = ?2",
                    params![id, to_i64(index)],
                )?;
                // Shift the later events down by one, through negative numbers so
                // that no two rows ever share a seq.
                tx.execute(
                    "UPDATE events SET seq = -seq - 1 WHERE match_id = ?1 AND seq > ?2",
                    params![id, to_i64(index)],
                )?;
                tx.execute(
                    "UPDATE events SET seq = -seq - 2 WHERE match_id = ?1 AND seq < 0",
                    params![id],
                )?;
                stored.recorded_at.remove(index);
            }
        }
        stored.game = next;
        write_summary(&tx, id, &stored.game)?;
        tx.commit()?;
        Ok(stored)
    }

    /// Signs a match off. Only once the core says it is over.
    pub fn finish_match(
        &mut self,
        id: &str,
        signed_by: Option<&str>,
        signature: Option<&str>,
        now: &str,
    ) -> Result<StoredMatch, StoreError> {
        let signed_by = signed_by.map(clean_name).transpose()?;
        let signature = signature.map(normalised_signature).transpose()?.flatten();
        let tx = self.write()?;
        let mut stored = load_in_progress(&tx, id)?;
        if !stored.game.standings().is_finished() {
            return Err(StoreError::NotOver {
                id: stored.id.clone(),
                scores: stored.game.standings().scores.clone(),
                mode: stored.game.setup().rules.mode,
                target: stored.game.setup().rules.target,
            });
        }
        tx.execute(
            "UPDATE matches SET status = 'finished', finished_at = ?2, signed_by = ?3, signature = ?4 WHERE id = ?1",
            params![id, now, signed_by, signature],
        )?;
        stored.status = Status::Finished;
        stored.finished_at = Some(now.to_owned());
        stored.signed_by = signed_by;
        stored.signature = signature;
        if let Some(played) = played_of(&stored) {
            insert_played(&tx, &played)?;
        }
        tx.commit()?;
        Ok(stored)
    }

    /// Leaves a match unfinished: it stays in the history, marked abandoned.
    /// A match the core refuses (recorded by another version, or damaged) can
    /// be abandoned too, so that it never blocks a new match: its rows are
    /// untouched, and the answer is `None` since it has no fold to show.
    pub fn abandon_match(
        &mut self,
        id: &str,
        now: &str,
    ) -> Result<Option<StoredMatch>, StoreError> {
        let tx = self.write()?;
        let status = status_of(&tx, id)?;
        if status != Status::InProgress {
            return Err(StoreError::MatchClosed {
                id: id.to_owned(),
                status: status.as_str(),
            });
        }
        let stored = load_readable(&tx, id)?.ok().map(|stored| StoredMatch {
            status: Status::Abandoned,
            finished_at: Some(now.to_owned()),
            ..stored
        });
        tx.execute(
            "UPDATE matches SET status = 'abandoned', finished_at = ?2 WHERE id = ?1",
            params![id, now],
        )?;
        if let Some(played) = stored.as_ref().and_then(played_of) {
            insert_played(&tx, &played)?;
        }
        tx.commit()?;
        Ok(stored)
    }

    /// Takes a match out of the history, once the player confirmed it by
    /// giving its id back as `confirm`. Nothing is lost: its rows as stored
    /// (the same document as [`Store::export_raw`]) are first kept in the
    /// table of removed matches, then its record, seats, events, corrections
    /// and summaries leave the history and the statistics.
    pub fn delete_match(&mut self, id: &str, confirm: &str, now: &str) -> Result<(), StoreError> {
        if confirm != id {
            return Err(StoreError::DeleteNotConfirmed(
                id.chars().take(80).collect(),
            ));
        }
        let tx = self.write()?;
        status_of(&tx, id)?;
        let rows = raw_rows(&tx, id, None)?;
        tx.execute(
            "INSERT INTO removed_matches (match_id, removed_at, rows) VALUES (?1, ?2, ?3)",
            params![id, now, to_json(&rows)],
        )?;
        tx.execute("DELETE FROM matches WHERE id = ?1", [id])?;
        tx.commit()?;
        Ok(())
    }
}

/// Starts a match inside the caller's transaction (see [`Store::create_match`]).
pub(super) fn start_match(
    tx: &Transaction<'_>,
    preset: Option<&str>,
    rules: &Rules,
    players: &[String],
    now: &str,
) -> Result<StoredMatch, StoreError> {
    let preset = preset.map(|p| p.parse::<Preset>()).transpose()?;
    let names = players
        .iter()
        .map(|name| clean_name(name))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some((_, twice)) = names
        .iter()
        .enumerate()
        .find(|(i, n)| names[..*i].iter().any(|m| m.eq_ignore_ascii_case(n)))
    {
        return Err(StoreError::PlayerSeatedTwice(twice.clone()));
    }
    // The core checks the rules and the table before anything is written.
    Match::new(MatchSetup {
        rules: rules.clone(),
        seats: names.clone(),
    })?;
    if let Some(id) = in_progress_id(tx)? {
        return Err(StoreError::MatchInProgress(id));
    }
    let id = new_match_id(tx)?;
    insert_match(
        tx,
        &id,
        preset,
        rules,
        &names,
        Status::InProgress,
        now,
        None,
    )?;
    let stored = load(tx, &id)?;
    write_summary(tx, &id, &stored.game)?;
    Ok(stored)
}

/// The signature a match keeps: the pad's ink read within its bounds
/// ([`tranque::Signature::parse`]) and written back normalised; `None` for
/// blank ink. Path data the pad could not have written is refused.
fn normalised_signature(signature: &str) -> Result<Option<String>, StoreError> {
    let ink = tranque::Signature::parse(signature)
        .map_err(|problem| StoreError::BadSignature(problem.to_string()))?;
    Ok(Some(ink.path_data()).filter(|data| !data.is_empty()))
}

/// Where a match stands, read from its record alone (no fold).
fn status_of(conn: &Connection, id: &str) -> Result<Status, StoreError> {
    let status: Option<String> = conn
        .query_row("SELECT status FROM matches WHERE id = ?1", [id], |row| {
            row.get(0)
        })
        .optional()?;
    let Some(status) = status else {
        return Err(StoreError::NoSuchMatch(id.chars().take(80).collect()));
    };
    Status::parse(&status).ok_or_else(|| StoreError::Corrupt {
        id: id.to_owned(),
        why: format!("unknown status {status:?}"),
    })
}

fn in_progress_id(conn: &Connection) -> Result<Option<String>, StoreError> {
    Ok(conn
        .query_row(
            "SELECT id FROM matches WHERE status = 'in_progress'",
            [],
            |row| row.get(0),
        )
        .optional()?)
}

/// A new match id: 16 hex digits from a randomly keyed hash of the time, the
/// process and a counter, checked unused.
fn new_match_id(conn: &Connection) -> Result<String, StoreError> {
    loop {
        let id = random_id();
        if !match_exists(conn, &id)? {
            return Ok(id);
        }
    }
}

/// 16 hex digits from a randomly keyed hash of the time, the process and a
/// counter (the caller checks it unused).
pub(super) fn random_id() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut hasher = RandomState::new().build_hasher();
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default()
        .hash(&mut hasher);
    std::process::id().hash(&mut hasher);
    COUNTER.fetch_add(1, Ordering::Relaxed).hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

pub(super) fn match_exists(conn: &Connection, id: &str) -> Result<bool, StoreError> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM matches WHERE id = ?1")?
        .query_row([id], |_| Ok(()))
        .optional()?
        .is_some())
}

#[allow(clippy::too_many_arguments)]
pub(super) fn insert_match(
    tx: &Transaction<'_>,
    id: &str,
    preset: Option<Preset>,
    rules: &Rules,
    names: &[String],
    status: Status,
    started_at: &str,
    finished_at: Option<&str>,
) -> Result<(), StoreError> {
    let mut players = Vec::with_capacity(names.len());
    for name in names {
        let player = player_for(tx, name, started_at)?;
        if players.iter().any(|p: &Player| p.id == player.id) {
            return Err(StoreError::PlayerSeatedTwice(player.name));
        }
        players.push(player);
    }
    let table = tranque::Table::new(names.len(), rules.mode)?;
    tx.prepare_cached(
        "INSERT INTO matches (id, preset, rules, seat_count, status, started_at, finished_at, engine_version)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
            id,
            preset.map(Preset::id),
            to_json(rules),
            to_i64(names.len()),
            status.as_str(),
            started_at,
            finished_at,
            ENGINE_VERSION
        ])?;
    let mut stmt = tx.prepare_cached(
        "INSERT INTO match_seats (match_id, seat, side, player_id) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (seat, player) in table.all_seats().zip(&players) {
        stmt.execute(params![id, seat.0, table.side_of(seat).0, player.id])?;
    }
    Ok(())
}

/// Appends one event already written as its JSON payload.
pub(super) fn insert_payload(
    tx: &Transaction<'_>,
    id: &str,
    seq: usize,
    payload: &str,
    now: &str,
) -> Result<(), StoreError> {
    tx.prepare_cached(
        "INSERT INTO events (match_id, seq, payload, recorded_at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![id, to_i64(seq), payload, now])?;
    Ok(())
}

fn correct(
    tx: &Transaction<'_>,
    id: &str,
    seq: usize,
    action: &str,
    old: &Event,
    new: Option<&Event>,
    now: &str,
) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO corrections (match_id, seq, action, old_payload, new_payload, corrected_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![id, to_i64(seq), action, to_json(old), new.map(to_json), now],
    )?;
    Ok(())
}

/// Whether `event`, which took `before` to `after`, ends the hand under way,
/// so the opener told for it no longer holds: a hand played (or replayed), a
/// penalty applied, the match over, or a redeal before the first hand
/// (someone else may hold 6-6 after it).
fn ends_hand_under_way(before: &Match, after: &Match, event: &Event) -> bool {
    let (before, after) = (before.standings(), after.standings());
    after.hands_played != before.hands_played
        || after.is_finished()
        || (matches!(event, Event::Redeal { .. }) && before.hands_played == 0)
}

/// A match that may still change: in progress, else refused as closed.
fn load_in_progress(conn: &Connection, id: &str) -> Result<StoredMatch, StoreError> {
    let stored = load(conn, id)?;
    if stored.status != Status::InProgress {
        return Err(StoreError::MatchClosed {
            id: stored.id,
            status: stored.status.as_str(),
        });
    }
    Ok(stored)
}
