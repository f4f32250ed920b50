//! Statistics per player and per partnership over finished matches, from
//! the summaries (never a refold).

use super::*;

impl Store {
    /// Statistics per player and per partnership, over finished matches.
    pub fn statistics(&self) -> Result<Statistics, StoreError> {
        // Both read the covering index of `seat_results` (migration 03).
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.id, p.name, t.n, t.won, t.hands_won, t.dominoes, t.blocks_won,
                    t.points_for, t.points_against
             FROM (SELECT player_id, COUNT(*) AS n, SUM(won) AS won, SUM(hands_won) AS hands_won,
                          SUM(dominoes) AS dominoes, SUM(blocks_won) AS blocks_won,
                          SUM(points_for) AS points_for, SUM(points_against) AS points_against
                   FROM seat_results GROUP BY player_id) t
             JOIN players p ON p.id = t.player_id
             ORDER BY p.name COLLATE NOCASE, p.id",
        )?;
        let players = stmt
            .query_map([], |row| {
                Ok(PlayerStats {
                    player_id: row.get(0)?,
                    name: row.get(1)?,
                    totals: totals_from(row, 2)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT pa.id, pa.name, pb.id, pb.name, t.n, t.won, t.hands_won, t.dominoes,
                    t.blocks_won, t.points_for, t.points_against
             FROM (SELECT player_id, partner_id, COUNT(*) AS n, SUM(won) AS won,
                          SUM(hands_won) AS hands_won, SUM(side_dominoes) AS dominoes,
                          SUM(blocks_won) AS blocks_won, SUM(points_for) AS points_for,
                          SUM(points_against) AS points_against
                   FROM seat_results WHERE partner_id > player_id
                   GROUP BY player_id, partner_id) t
             JOIN players pa ON pa.id = t.player_id
             JOIN players pb ON pb.id = t.partner_id
             ORDER BY t.n DESC, pa.name COLLATE NOCASE, pb.name COLLATE NOCASE",
        )?;
        let partnerships = stmt
            .query_map([], |row| {
                Ok(PartnershipStats {
                    player_ids: [row.get(0)?, row.get(2)?],
                    names: [row.get(1)?, row.get(3)?],
                    totals: totals_from(row, 4)?,
                })
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Statistics {
            players,
            partnerships,
        })
    }

    // ---- export and import ----
}

fn totals_from(row: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<Totals> {
    let count = |i: usize| -> rusqlite::Result<u64> {
        Ok(u64::try_from(row.get::<_, i64>(at + i)?).unwrap_or(0))
    };
    let matches = count(0)?;
    let wins = count(1)?;
    let hands_won = count(2)?;
    let points_for: i64 = row.get(at + 5)?;
    let points_against: i64 = row.get(at + 6)?;
    let per_match = |x: f64| {
        if matches == 0 {
            0.0
        } else {
            x / matches as f64
        }
    };
    Ok(Totals {
        matches,
        wins,
        hands_won,
        dominoes: count(3)?,
        blocks_won: count(4)?,
        points_for,
        points_against,
        win_rate: per_match(wins as f64),
        avg_points_for: per_match(points_for as f64),
        avg_points_against: per_match(points_against as f64),
        avg_hands_won: per_match(hands_won as f64),
    })
}
