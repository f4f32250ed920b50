//! Export and import: one match as its match file, the whole history as one
//! file, and an import that takes every match of a file or none.

use super::*;

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ImportReport {
    /// Matches added.
    pub imported: usize,
    /// Matches skipped because they are already in the database.
    pub already_present: usize,
}

/// A whole history, as exported.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct HistoryFile {
    format: String,
    version: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    exported_at: Option<String>,
    matches: Vec<serde_json::Value>,
}

impl Store {
    /// One match as a match file (`docs/match-file.md`).
    pub fn export_match(&self, id: &str) -> Result<String, StoreError> {
        Ok(match_file(&load(&self.conn, id)?).to_json())
    }

    /// Every match, oldest first, as a history file: `{"format":
    /// "tranque-history", "version": 1, "exported_at", "matches": [match files]}`.
    pub fn export_history(&self, now: &str) -> Result<String, StoreError> {
        let ids: Vec<String> = self
            .conn
            .prepare("SELECT id FROM matches ORDER BY started_at, id")?
            .query_map([], |row| row.get(0))?
            .collect::<Result<_, _>>()?;
        let matches = ids
            .iter()
            .map(|id| {
                let file = match_file(&load(&self.conn, id)?);
                serde_json::to_value(&file).map_err(|e| StoreError::Corrupt {
                    id: id.clone(),
                    why: e.to_string(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let history = HistoryFile {
            format: HISTORY_FORMAT.to_owned(),
            version: HISTORY_VERSION,
            exported_at: Some(now.to_owned()),
            matches,
        };
        Ok(serde_json::to_string(&history).unwrap_or_default())
    }

    /// Imports a match file or a history file. Every match is checked by the
    /// core first; one refusal imports nothing. A match whose id is already in
    /// the database is skipped and counted.
    pub fn import(&mut self, text: &str, now: &str) -> Result<ImportReport, StoreError> {
        let files = parse_import(text)?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut report = ImportReport {
            imported: 0,
            already_present: 0,
        };
        for (i, file) in files.into_iter().enumerate() {
            let refused = |error: StoreError, id: Option<String>| StoreError::ImportRefused {
                number: i + 1,
                id,
                error: Box::new(error),
            };
            let file = match file {
                Ok(file) => file,
                Err(err) => return Err(refused(err, None)),
            };
            let given_id = file.id.clone();
            match import_one(&tx, file, now) {
                Ok(true) => report.imported += 1,
                Ok(false) => report.already_present += 1,
                Err(err) => return Err(refused(err, given_id)),
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
        ..MatchFile::from_match(&stored.game, preset)
    }
}

/// Splits an import into match files, refusing what is too large, of another
/// format or version, or not JSON of the right shape.
fn parse_import(text: &str) -> Result<Vec<Result<MatchFile, StoreError>>, StoreError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(StoreError::ImportTooLarge {
            bytes: text.len(),
            max: MAX_IMPORT_BYTES,
        });
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| RuleError::Malformed {
            message: e.to_string(),
            line: e.line(),
            column: e.column(),
        })?;
    let format = value.get("format").and_then(serde_json::Value::as_str);
    if format != Some(HISTORY_FORMAT) {
        return Ok(vec![Ok(MatchFile::parse(text)?)]);
    }
    match value.get("version").and_then(serde_json::Value::as_u64) {
        Some(v) if v == u64::from(HISTORY_VERSION) => {}
        Some(version) => return Err(RuleError::UnsupportedVersion { version }.into()),
        None => {
            return Err(RuleError::Malformed {
                message: "`version` must be a whole number".to_owned(),
                line: 0,
                column: 0,
            }
            .into());
        }
    }
    let history: HistoryFile = serde_json::from_value(value).map_err(|e| RuleError::Malformed {
        message: e.to_string(),
        line: e.line(),
        column: e.column(),
    })?;
    Ok(history
        .matches
        .into_iter()
        .map(|m| Ok(MatchFile::parse(&m.to_string())?))
        .collect())
}

/// Imports one match inside the caller's transaction; `false` if already present.
fn import_one(tx: &Transaction<'_>, file: MatchFile, now: &str) -> Result<bool, StoreError> {
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
    if match_exists(tx, &id)? {
        return Ok(false);
    }
    let names = file
        .seats
        .iter()
        .map(|name| clean_name(name))
        .collect::<Result<Vec<_>, _>>()?;
    let preset = file
        .preset
        .as_deref()
        .map(str::parse::<Preset>)
        .transpose()?;
    let started_at = file
        .created_at
        .as_deref()
        .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
        .map_or_else(
            || now.to_owned(),
            |t| {
                t.with_timezone(&chrono::Utc)
                    .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
            },
        );
    let events = file.events.clone();
    let game = Match::from_events(
        MatchSetup {
            rules: file.rules.clone(),
            seats: names.clone(),
        },
        events.iter().cloned(),
    )?;
    // A match that was over is kept as finished; one that was not, as abandoned
    // (it cannot take the place of the match under way).
    let (status, finished_at) = if game.standings().is_finished() {
        (Status::Finished, Some(now))
    } else {
        (Status::Abandoned, Some(now))
    };
    insert_match(
        tx,
        &id,
        preset,
        &file.rules,
        &names,
        status,
        &started_at,
        finished_at,
    )?;
    for (seq, event) in events.iter().enumerate() {
        insert_event(tx, &id, seq, event, &started_at)?;
    }
    let stored = load(tx, &id)?;
    write_summary(tx, &stored)?;
    if status == Status::Finished {
        write_results(tx, &id)?;
    }
    Ok(true)
}

/// An imported id: 1 to 64 letters, digits, `-`, `_`, `.` or `:`.
fn check_import_id(id: &str) -> Result<String, StoreError> {
    let ok = (1..=64).contains(&id.len())
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.:".contains(c));
    if !ok {
        return Err(StoreError::BadArgument {
            name: "id",
            value: Given::Text(id.chars().take(64).collect()),
            why: "a match id is 1 to 64 letters, digits, '-', '_', '.' or ':'",
        });
    }
    Ok(id.to_owned())
}

/// The id of a file that has none: a stable hash of its content (FNV-1a), so
/// that importing it twice finds it the second time.
fn content_id(file: &MatchFile) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in file.to_json().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("file-{hash:016x}")
}
