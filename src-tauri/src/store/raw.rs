//! A match's rows exactly as stored, as one JSON document: what is exported
//! of a match the core cannot read, and what an abandoned one keeps.

use super::*;

/// A match's rows as stored, as one JSON document (see [`Store::export_raw`]).
pub(super) fn raw_rows(
    conn: &Connection,
    id: &str,
    why: Option<&str>,
) -> Result<serde_json::Value, StoreError> {
    let rows = |sql: &str| -> Result<Vec<serde_json::Value>, StoreError> {
        let mut stmt = conn.prepare(sql)?;
        let names: Vec<String> = stmt.column_names().into_iter().map(String::from).collect();
        let mut rows = stmt.query([id])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            let mut cells = serde_json::Map::new();
            for (i, name) in names.iter().enumerate() {
                cells.insert(name.clone(), cell(row.get_ref(i)?));
            }
            out.push(serde_json::Value::Object(cells));
        }
        Ok(out)
    };
    let Some(record) = rows("SELECT * FROM matches WHERE id = ?1")?
        .into_iter()
        .next()
    else {
        return Err(StoreError::NoSuchMatch(id.chars().take(80).collect()));
    };
    Ok(serde_json::json!({
        "format": RAW_FORMAT,
        "version": RAW_VERSION,
        "engine_version": ENGINE_VERSION,
        "unreadable_because": why,
        "match": record,
        "seats": rows(
            "SELECT s.*, p.name FROM match_seats s JOIN players p ON p.id = s.player_id
             WHERE s.match_id = ?1 ORDER BY s.seat"
        )?,
        "events": rows(
            "SELECT seq, payload, recorded_at FROM events WHERE match_id = ?1 ORDER BY seq"
        )?,
        "corrections": rows("SELECT * FROM corrections WHERE match_id = ?1 ORDER BY id")?,
    }))
}

/// One cell as stored: text stays the very text, numbers stay numbers.
fn cell(value: rusqlite::types::ValueRef<'_>) -> serde_json::Value {
    use rusqlite::types::ValueRef;
    match value {
        ValueRef::Null => serde_json::Value::Null,
        ValueRef::Integer(n) => n.into(),
        ValueRef::Real(x) => x.into(),
        ValueRef::Text(text) => String::from_utf8_lossy(text).into_owned().into(),
        ValueRef::Blob(bytes) => bytes
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
            .into(),
    }
}
