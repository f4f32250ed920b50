//! The history list: matches filtered by player, rule set and the phone's
//! days, newest first, a page at a time.

use super::*;

/// Which matches the history shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MatchFilter {
    /// Only matches this player sat in.
    pub player_id: Option<i64>,
    /// Only this rule set: a preset id, or `custom` for rules not from a preset.
    pub preset: Option<String>,
    /// Started on or after this day (`YYYY-MM-DD`, in the phone's time zone).
    pub from: Option<String>,
    /// Started on or before this day (`YYYY-MM-DD`, in the phone's time zone).
    pub to: Option<String>,
    /// The phone's offset from UTC, in minutes east (e.g. -180 in Brasília):
    /// a day runs from local midnight to local midnight.
    pub utc_offset_minutes: i32,
}

impl Store {
    /// A page of the history, newest first.
    pub fn list_matches(
        &self,
        filter: &MatchFilter,
        page: u32,
        per_page: u32,
    ) -> Result<MatchPage, StoreError> {
        if !(1..=100).contains(&per_page) {
            return Err(StoreError::BadArgument {
                name: "per_page",
                value: Given::Number(per_page.into()),
                why: "a page holds 1 to 100 matches",
            });
        }
        let (custom, preset) = match filter.preset.as_deref().map(str::trim) {
            None | Some("") => (false, None),
            Some(p) if p.eq_ignore_ascii_case("custom") => (true, None),
            Some(p) => (false, Some(p.parse::<Preset>()?.id())),
        };
        let from = filter.from.as_deref().map(|d| day("from", d)).transpose()?;
        // The day after `to`, where the filter stops (a day of year 9999 has one).
        let to = filter
            .to
            .as_deref()
            .map(|d| day("to", d).map(|d| d.checked_add_days(chrono::Days::new(1))))
            .transpose()?
            .flatten();
        // Local midnight as the UTC instant the stored times are written in;
        // an offset no time zone has cannot move it out of the calendar.
        let offset = chrono::Duration::minutes(i64::from(filter.utc_offset_minutes));
        let instant = |d: chrono::NaiveDate| {
            d.and_time(chrono::NaiveTime::MIN)
                .checked_sub_signed(offset)
                .map(|at| at.format("%Y-%m-%dT%H:%M:%SZ").to_string())
                .ok_or(StoreError::BadArgument {
                    name: "utc_offset_minutes",
                    value: Given::Number(filter.utc_offset_minutes.into()),
                    why: "no time zone is that far from UTC",
                })
        };
        let from = from.map(instant).transpose()?;
        let to = to.map(instant).transpose()?;
        let filter_sql = "
            (?1 IS NULL OR EXISTS (SELECT 1 FROM match_seats s WHERE s.match_id = m.id AND s.player_id = ?1))
            AND (?2 IS NULL OR m.preset = ?2)
            AND (?3 = 0 OR m.preset IS NULL)
            AND (?4 IS NULL OR m.started_at >= ?4)
            AND (?5 IS NULL OR m.started_at < ?5)";
        let args = params![filter.player_id, preset, custom, from, to];
        let total: i64 = self.conn.query_row(
            &format!("SELECT COUNT(*) FROM matches m WHERE {filter_sql}"),
            args,
            |row| row.get(0),
        )?;
        let offset = i64::from(page) * i64::from(per_page);
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT m.id, m.preset, m.rules, m.status, m.winner, m.hands, m.scores, m.started_at, m.finished_at,
                    (SELECT json_group_array(name) FROM
                        (SELECT p.name AS name FROM match_seats s JOIN players p ON p.id = s.player_id
                         WHERE s.match_id = m.id ORDER BY s.seat)),
                    m.engine_version
             FROM matches m WHERE {filter_sql}
             ORDER BY m.started_at DESC, m.rowid DESC LIMIT ?6 OFFSET ?7"
        ))?;
        let rows = stmt.query_map(
            params![
                filter.player_id,
                preset,
                custom,
                from,
                to,
                i64::from(per_page),
                offset
            ],
            |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, Option<String>>(1)?,
                    row.get::<_, String>(2)?,
                    row.get::<_, String>(3)?,
                    row.get::<_, Option<i64>>(4)?,
                    row.get::<_, i64>(5)?,
                    row.get::<_, String>(6)?,
                    row.get::<_, String>(7)?,
                    row.get::<_, Option<String>>(8)?,
                    row.get::<_, String>(9)?,
                    row.get::<_, Option<String>>(10)?,
                ))
            },
        )?;
        let rows = rows.collect::<Result<Vec<_>, _>>()?;
        let mut matches = Vec::with_capacity(rows.len());
        for row in rows {
            let (
                id,
                preset,
                rules,
                status,
                winner,
                hands,
                scores,
                started_at,
                finished_at,
                names,
                engine_version,
            ) = row;
            // The list reads the summary written beside the log; whether the
            // core still reads the log itself is asked of the core, one match
            // at a time, so one it refuses never hides the others.
            let readable = load_readable(&self.conn, &id)?.is_ok();
            let players: Vec<String> = serde_json::from_str(&names).unwrap_or_default();
            let scores: Vec<i64> = serde_json::from_str(&scores).unwrap_or_default();
            let table = table_of(&rules, players.len(), scores.len());
            let label = |side: Side| match table {
                Some(table) => table.side_label(side),
                None => side.0.to_string(),
            };
            matches.push(MatchSummary {
                side_labels: match table {
                    Some(table) => table.all_sides().map(|s| table.side_label(s)).collect(),
                    None => (0..scores.len())
                        .filter_map(|s| u8::try_from(s).ok())
                        .map(|s| label(Side(s)))
                        .collect(),
                },
                winner: winner
                    .and_then(|w| u8::try_from(w).ok())
                    .map(|w| label(Side(w))),
                scores,
                status: Status::parse(&status).ok_or_else(|| StoreError::Corrupt {
                    id: id.clone(),
                    why: format!("unknown status {status:?}"),
                })?,
                hands: u32::try_from(hands).unwrap_or(0),
                id,
                preset,
                players,
                started_at,
                finished_at,
                readable,
                engine_version,
            });
        }
        Ok(MatchPage {
            total: u64::try_from(total).unwrap_or(0),
            page,
            per_page,
            matches,
        })
    }
}

/// The table a stored match was played at, from its rules' mode as stored
/// (read leniently: the rules may be what this version's core refuses).
fn table_of(rules: &str, seats: usize, sides: usize) -> Option<tranque::Table> {
    #[derive(Deserialize)]
    struct ModeOnly {
        mode: Mode,
    }
    let mode = serde_json::from_str::<ModeOnly>(rules)
        .map(|r| r.mode)
        .unwrap_or(if seats == 4 && sides == 2 {
            Mode::Pairs
        } else {
            Mode::Individual
        });
    tranque::Table::new(seats, mode).ok()
}

fn day(name: &'static str, text: &str) -> Result<chrono::NaiveDate, StoreError> {
    let refused = || StoreError::BadArgument {
        name,
        value: Given::Text(text.chars().take(40).collect()),
        why: "a date is written YYYY-MM-DD",
    };
    let date = chrono::NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| refused())?;
    // Four digits of year, as written: chrono also reads `+262142-12-31`.
    if !(1..=9999).contains(&chrono::Datelike::year(&date)) {
        return Err(refused());
    }
    Ok(date)
}
