//! Export and import: one match as its match file, the whole history as one
//! file, and an import that takes every match of a file or none.

use super::*;

mod split;

use split::{Split, split_import};

/// A whole history, as exported.
#[derive(Serialize)]
struct HistoryFile<'a> {
    format: &'a str,
    version: u32,
    exported_at: &'a str,
    matches: Vec<Box<serde_json::value::RawValue>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    unreadable: Vec<serde_json::Value>,
}

/// An import read and checked by the core, not yet written: the slow part of
/// an import, done without the store ([`Store::prepare_import`]); writing it
/// is one short transaction ([`Store::write_import`]).
#[derive(Debug)]
pub struct PreparedImport {
    matches: Vec<Checked>,
    unreadable_skipped: usize,
}

impl PreparedImport {
    /// How many matches the file holds (without its unreadable ones).
    pub fn len(&self) -> usize {
        self.matches.len()
    }

    /// Whether the file holds no match to import.
    pub fn is_empty(&self) -> bool {
        self.matches.is_empty()
    }
}

/// One match of an import, accepted by the core, kept as the rows it will
/// write: its events as their payloads and the summary of its fold, not the
/// fold itself (a history at the size cap stays a few times the file's size).
#[derive(Debug)]
pub(super) struct Checked {
    /// Its place in the file, from 1.
    number: usize,
    /// The id the file gave it, for a refusal.
    given_id: Option<String>,
    pub(super) id: String,
    preset: Option<Preset>,
    rules: Rules,
    names: Vec<String>,
    started_at: String,
    /// When it was finished (or abandoned): the file's own time, else its
    /// start's, else the import's.
    finished_at: String,
    /// Who signed the scoresheet, as the file says.
    signed_by: Option<String>,
    /// Each event's JSON, in order.
    events: Vec<String>,
    summary: Summary,
    /// Its names the rule now refuses, kept as written ([`imported_name`]).
    names_kept: Vec<String>,
}

impl Store {
    /// One match as a match file (`docs/match-file.md`).
    pub fn export_match(&self, id: &str) -> Result<String, StoreError> {
        Ok(match_file(&load(&self.conn, id)?).to_json())
    }

    /// One match's rows exactly as stored, readable or not: `{"format":
    /// "tranque-raw-match", "version": 2, "engine_version" (this app's),
    /// "unreadable_because" (the core's words, or null), "match" (its record),
    /// "seats", "events", "corrections"}`, every column as stored.
    pub fn export_raw(&self, id: &str) -> Result<String, StoreError> {
        let why = load_readable(&self.conn, id)?.err();
        Ok(to_json(&raw_rows(&self.conn, id, why.as_deref())?))
    }

    /// Every match, oldest first, as a history file. A match this version
    /// cannot read does not fail the export: it goes in raw (its rows as
    /// stored) under `unreadable`, and the answer names it.
    pub fn export_history(&self, now: &str) -> Result<HistoryExport, StoreError> {
        let ids: Vec<String> = self
            .conn
            .prepare("SELECT id FROM matches ORDER BY started_at, id")?
            .query_map([], |row| row.get(0))?
            .collect::<Result<_, _>>()?;
        let mut matches = Vec::with_capacity(ids.len());
        let mut raw = Vec::new();
        let mut unreadable = Vec::new();
        for id in ids {
            match load_readable(&self.conn, &id)? {
                Ok(stored) => {
                    let file = match_file(&stored).to_json();
                    matches.push(serde_json::value::RawValue::from_string(file).map_err(|e| {
                        StoreError::Corrupt {
                            id: id.clone(),
                            why: e.to_string(),
                        }
                    })?);
                }
                Err(why) => {
                    raw.push(raw_rows(&self.conn, &id, Some(&why))?);
                    unreadable.push(id);
                }
            }
        }
        let history = HistoryFile {
            format: HISTORY_FORMAT,
            version: HISTORY_VERSION,
            exported_at: now,
            matches,
            unreadable: raw,
        };
        Ok(HistoryExport {
            json: to_json(&history),
            unreadable,
        })
    }

    /// Imports a match file or a history file. Every match is checked by the
    /// core first; one refusal imports nothing. A match already in the
    /// database (the same id, rules, seats and events) is skipped and counted;
    /// one whose id a different match here holds is added under a new id and
    /// counted, nothing here replaced (see [`Store::write_import`]).
    pub fn import(&mut self, text: &str, now: &str) -> Result<ImportReport, StoreError> {
        let prepared = Store::prepare_import(text, now, |_, _| {})?;
        self.write_import(prepared)
    }

    /// Reads an import and has the core check every match, without the store
    /// (so without its lock): the file is read once, its matches one by one,
    /// and `progress(done, total)` is called after each. The first refusal
    /// stops it, numbered by the match's place in the file.
    pub fn prepare_import(
        text: &str,
        now: &str,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<PreparedImport, StoreError> {
        if text.len() > MAX_IMPORT_BYTES {
            return Err(StoreError::ImportTooLarge {
                bytes: text.len(),
                max: MAX_IMPORT_BYTES,
            });
        }
        let (files, unreadable_skipped) = match split_import(text)? {
            Split::One(text) => (vec![text], 0),
            Split::History {
                matches,
                unreadable,
            } => (matches.into_iter().map(|m| m.get()).collect(), unreadable),
        };
        let total = files.len();
        let mut matches: Vec<Checked> = Vec::with_capacity(total);
        // The place in the file of each id given, to refuse one given twice.
        let mut places: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
        for (i, text) in files.into_iter().enumerate() {
            let number = i + 1;
            let file = MatchFile::parse(text).map_err(|err| StoreError::ImportRefused {
                number,
                id: None,
                error: Box::new(err.into()),
            })?;
            let given_id = file.id.clone();
            let checked = check_one(file, now).map_err(|err| StoreError::ImportRefused {
                number,
                id: given_id.clone(),
                error: Box::new(err),
            })?;
            if given_id.is_some()
                && let Some(first) = places.insert(checked.id.clone(), number)
            {
                return Err(StoreError::ImportRefused {
                    number,
                    id: given_id,
                    error: Box::new(StoreError::ImportIdTwice {
                        id: checked.id,
                        first,
                    }),
                });
            }
            matches.push(Checked {
                number,
                given_id,
                ..checked
            });
            progress(number, total);
        }
        Ok(PreparedImport {
            matches,
            unreadable_skipped,
        })
    }

    /// Writes a prepared import in one transaction: all of it or, at the
    /// first refusal, nothing. Each match keeps its own dates (see
    /// `check_one`).
    ///
    /// A match already in the database is skipped: the same id holding the
    /// same match (its rules, its number of seats and every event, in order;
    /// the players' names may differ, a player renamed since). A *different*
    /// match under an id used here is never skipped, nor written over: it is
    /// added under a new id (`copy-` and a hash of its id and its content,
    /// so the same file imported again finds it there) and counted in
    /// `imported` and `under_new_id`. No recorded hand is lost either way.
    pub fn write_import(&mut self, prepared: PreparedImport) -> Result<ImportReport, StoreError> {
        let tx = self.write()?;
        let mut report = ImportReport {
            imported: 0,
            already_present: 0,
            unreadable_skipped: prepared.unreadable_skipped,
            under_new_id: 0,
            names_kept: Vec::new(),
        };
        let mut kept = |checked: &Checked| {
            for name in &checked.names_kept {
                if !report.names_kept.contains(name) {
                    report.names_kept.push(name.clone());
                }
            }
        };
        for checked in &prepared.matches {
            match write_imported(&tx, checked).map(|(written, _)| written) {
                Ok(Written::Added) => {
                    report.imported += 1;
                    kept(checked);
                }
                Ok(Written::UnderNewId) => {
                    report.imported += 1;
                    report.under_new_id += 1;
                    kept(checked);
                }
                Ok(Written::AlreadyPresent) => report.already_present += 1,
                Err(err) => {
                    return Err(StoreError::ImportRefused {
                        number: checked.number,
                        id: checked.given_id.clone(),
                        error: Box::new(err),
                    });
                }
            }
        }
        tx.commit()?;
        Ok(report)
    }
}

/// The match file of a stored match.
fn match_file(stored: &StoredMatch) -> MatchFile {
    let preset = stored.preset.as_deref().and_then(|p| p.parse().ok());
    MatchFile {
        id: Some(stored.id.clone()),
        created_at: Some(stored.started_at.clone()),
        finished_at: stored.finished_at.clone(),
        signed_by: stored.signed_by.clone(),
        ..MatchFile::from_match(&stored.game, preset)
    }
}

/// What the core and the shell check of one match, before any write.
pub(super) fn check_one(file: MatchFile, now: &str) -> Result<Checked, StoreError> {
    if file.events.len() > MAX_IMPORT_EVENTS {
        return Err(StoreError::BadArgument {
            name: "events",
            value: Given::Number(to_i64(file.events.len())),
            why: "a match holds at most 10000 events",
        });
    }
    let id = match &file.id {
        Some(id) => check_import_id(id)?,
        None => content_id(&file),
    };
    let mut names_kept = Vec::new();
    let mut name = |raw: &str| {
        let (name, kept) = imported_name(raw)?;
        if kept && !names_kept.contains(&name) {
            names_kept.push(name.clone());
        }
        Ok::<_, StoreError>(name)
    };
    let names = file
        .seats
        .iter()
        .map(|seat| name(seat))
        .collect::<Result<Vec<_>, _>>()?;
    let signed_by = file.signed_by.as_deref().map(&mut name).transpose()?;
    let preset = file
        .preset
        .as_deref()
        .map(str::parse::<Preset>)
        .transpose()?;
    let instant = |text: Option<&str>| {
        text.and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
            .map(|t| {
                t.with_timezone(&chrono::Utc)
                    .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
            })
    };
    let started_at = instant(file.created_at.as_deref()).unwrap_or_else(|| now.to_owned());
    // A match keeps its own dates: an older file without `finished_at` is
    // dated by its start, never by the day it was imported.
    let finished_at = instant(file.finished_at.as_deref()).unwrap_or_else(|| started_at.clone());
    let game = Match::from_events(
        MatchSetup {
            rules: file.rules,
            seats: names.clone(),
        },
        file.events,
    )?;
    Ok(Checked {
        number: 0,
        given_id: None,
        id,
        preset,
        rules: game.setup().rules.clone(),
        names,
        started_at,
        finished_at,
        signed_by,
        events: game.events().iter().map(to_json).collect(),
        summary: Summary::of(&game),
        names_kept,
    })
}

/// A name of an imported match: as the one rule of names keeps it, or,
/// when the rule refuses it for a hidden character or for nothing that
/// shows, as written, the way a history already on a phone keeps a name an
/// older version stored (`docs/rules-notes.md`, "Names"), so that a history
/// this app exported always moves to a new phone; `true` then. A blank or
/// over-long name, which no version kept, and a NUL, are refused
/// `bad_player_name`.
fn imported_name(raw: &str) -> Result<(String, bool), StoreError> {
    match tranque::clean_name(raw) {
        Ok(name) => Ok((name, false)),
        Err(NameProblem::ControlCharacters | NameProblem::Invisible) if !raw.contains('\0') => {
            Ok((raw.to_owned(), true))
        }
        Err(reason) => Err(StoreError::BadName {
            name: raw.chars().take(60).collect(),
            reason,
        }),
    }
}

/// Writes one checked match inside the caller's transaction as an import
/// does ([`write_imported`]) and answers the id it stands under here: its
/// own, or the new one given when its id held a different match. A table's
/// result file links the tournament's result to that id, never to another
/// match that happened to hold the file's id.
pub(super) fn write_one(tx: &Transaction<'_>, checked: &Checked) -> Result<String, StoreError> {
    write_imported(tx, checked).map(|(_, id)| id)
}

/// What became of one match of an import.
enum Written {
    /// Added under its own id.
    Added,
    /// Its id held a different match here: added under a new one.
    UnderNewId,
    /// The same match is already here (under its id, or under the new id an
    /// earlier import of it was given).
    AlreadyPresent,
}

/// Writes one match of an import inside the caller's transaction: under its
/// own id when that is free; skipped when the match there is the same one;
/// else under a new id, the same for the same match every time (`copy-` and
/// a hash of its id, a number tried and its content), so that importing the
/// file again finds it. Answers the id the match stands under.
fn write_imported(
    tx: &Transaction<'_>,
    checked: &Checked,
) -> Result<(Written, String), StoreError> {
    if !match_exists(tx, &checked.id)? {
        write_as(tx, checked, &checked.id)?;
        return Ok((Written::Added, checked.id.clone()));
    }
    if same_match(tx, &checked.id, checked)? {
        return Ok((Written::AlreadyPresent, checked.id.clone()));
    }
    let content = format!(
        "{}\n{}\n{}",
        to_json(&checked.rules),
        checked.names.len(),
        checked.events.join("\n")
    );
    let mut tried: u32 = 0;
    loop {
        let id = hashed_id("copy", &format!("{}\n{tried}\n{content}", checked.id));
        if !match_exists(tx, &id)? {
            write_as(tx, checked, &id)?;
            return Ok((Written::UnderNewId, id));
        }
        if same_match(tx, &id, checked)? {
            return Ok((Written::AlreadyPresent, id));
        }
        tried += 1;
    }
}

/// Whether the stored match `id` is the match `checked`: the same rules, the
/// same number of seats and the same events in the same order. Names are not
/// compared: a player renamed since the file was written is the same player.
fn same_match(conn: &Connection, id: &str, checked: &Checked) -> Result<bool, StoreError> {
    let (rules, seats): (String, i64) = conn.query_row(
        "SELECT rules, seat_count FROM matches WHERE id = ?1",
        [id],
        |row| Ok((row.get(0)?, row.get(1)?)),
    )?;
    if serde_json::from_str::<Rules>(&rules).ok().as_ref() != Some(&checked.rules)
        || seats != to_i64(checked.names.len())
    {
        return Ok(false);
    }
    let payloads: Vec<String> = conn
        .prepare_cached("SELECT payload FROM events WHERE match_id = ?1 ORDER BY seq")?
        .query_map([id], |row| row.get(0))?
        .collect::<Result<_, _>>()?;
    Ok(payloads.len() == checked.events.len()
        && payloads.iter().zip(&checked.events).all(|(stored, given)| {
            // As the core writes it today: a payload stored by an older
            // version compares by its meaning, not its spelling.
            serde_json::from_str::<Event>(stored).is_ok_and(|event| to_json(&event) == *given)
        }))
}

/// Writes the checked match under `id` inside the caller's transaction.
fn write_as(tx: &Transaction<'_>, checked: &Checked, id: &str) -> Result<(), StoreError> {
    // A match that was over is kept as finished; one that was not, as abandoned
    // (it cannot take the place of the match under way).
    let status = if checked.summary.is_finished() {
        Status::Finished
    } else {
        Status::Abandoned
    };
    insert_match(
        tx,
        id,
        checked.preset,
        &checked.rules,
        &checked.names,
        status,
        &checked.started_at,
        Some(&checked.finished_at),
    )?;
    for (seq, payload) in checked.events.iter().enumerate() {
        insert_payload(tx, id, seq, payload, &checked.started_at)?;
    }
    checked.summary.write(tx, id)?;
    if status == Status::Finished {
        tx.execute(
            "UPDATE matches SET signed_by = ?2 WHERE id = ?1",
            params![id, checked.signed_by],
        )?;
    }
    Ok(())
}

/// An imported id: 1 to 64 letters, digits, `-`, `_`, `.` or `:`.
fn check_import_id(id: &str) -> Result<String, StoreError> {
    checked_file_id(
        id,
        "a match id is 1 to 64 letters, digits, '-', '_', '.' or ':'",
    )
}

/// The id of a file that has none: a stable hash of its content (FNV-1a), so
/// that importing it twice finds it the second time.
fn content_id(file: &MatchFile) -> String {
    hashed_id("file", &file.to_json())
}
