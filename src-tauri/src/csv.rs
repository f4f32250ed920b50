//! A match's scoresheet as CSV: one row per row of the core's sheet, the points
//! each side wrote and the totals after it. Text cells that a spreadsheet would
//! take for a formula are prefixed with `'`.

use tranque::{Decision, EndKind, RowKind, Standings};

use crate::store::StoredMatch;

/// The scoresheet of `stored`, with a header naming the sides' players.
pub fn scoresheet(stored: &StoredMatch) -> String {
    let game = &stored.game;
    let table = game.table();
    let name = |seat: tranque::Seat| {
        stored
            .seats
            .get(seat.index())
            .map_or_else(|| format!("seat {seat}"), |s| s.name.clone())
    };
    let side_names: Vec<String> = table
        .all_sides()
        .map(|side| {
            let players: Vec<String> = table.seats_of(side).map(name).collect();
            format!("{} ({})", table.side_label(side), players.join(" & "))
        })
        .collect();
    let mut header = vec!["hand".to_owned(), "event".to_owned(), "opener".to_owned()];
    header.extend(side_names.iter().map(|s| format!("points {s}")));
    header.extend(side_names.iter().map(|s| format!("total {s}")));
    let mut out = line(&header);
    let standings: &Standings = game.standings();
    for row in &standings.sheet {
        let what = match &row.kind {
            RowKind::Hand { end, tiebreak } => {
                let actor = row
                    .settlement
                    .as_ref()
                    .map(|s| name(s.explanation.actor))
                    .unwrap_or_default();
                let text = match end {
                    EndKind::Domino => format!("domino by {actor}"),
                    EndKind::Block => format!("block closed by {actor}"),
                    EndKind::PassedWithPlayable => format!("{actor} passed with a playable tile"),
                };
                if *tiebreak {
                    format!("{text} (tiebreak)")
                } else {
                    text
                }
            }
            RowKind::Redeal { .. } => "redeal".to_owned(),
            RowKind::Penalty {
                offender,
                fault,
                decision,
                warning,
                ..
            } => {
                let decided = match (warning, decision) {
                    (true, _) => "warning",
                    (false, Decision::Apply) => "applied",
                    (false, Decision::PlayOn) => "waived",
                    (false, Decision::Deduct) => "deducted",
                };
                format!("penalty {fault} by {}: {decided}", name(*offender))
            }
            RowKind::Forfeit { loser, reason } => {
                let reason = serde_json::to_value(reason)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_default();
                format!("side {} forfeits ({reason})", table.side_label(*loser))
            }
            RowKind::TimeUp { .. } => "time up".to_owned(),
        };
        let mut cells = vec![
            row.hand_number.to_string(),
            what,
            row.opener.map(name).unwrap_or_default(),
        ];
        cells.extend(
            row.entries
                .iter()
                .map(|e| e.map(|p| p.to_string()).unwrap_or_default()),
        );
        cells.extend(row.totals.iter().map(i64::to_string));
        out.push_str(&line(&cells));
    }
    out
}

fn line(cells: &[String]) -> String {
    let mut out = cells.iter().map(|c| cell(c)).collect::<Vec<_>>().join(",");
    out.push_str("\r\n");
    out
}

fn cell(text: &str) -> String {
    let numeric = text.parse::<i64>().is_ok();
    let text = if !numeric && text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_defused() {
        assert_eq!(cell("Ana"), "Ana");
        assert_eq!(cell("-40"), "-40");
        assert_eq!(cell("a,b"), "\"a,b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("=1+1"), "'=1+1");
        assert_eq!(cell("@SUM(A1)"), "'@SUM(A1)");
    }
}
