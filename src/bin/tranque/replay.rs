//! `tranque replay MATCH.json`: a match file replayed hand by hand, each
//! hand written as soon as it is scored (text or streamed JSON).

use std::io::Write;

use serde::ser::{Error as _, Serialize, SerializeMap, Serializer};
use serde_json::{Value, json};
use tranque::{
    Lang, Match, MatchFile, NameProblem, Opener, RedealReason, RowKind, SheetRow, ShownName, Side,
    Table,
};

use super::{Refusal, by_side, in_file, side_list};

fn opener_json(table: &Table, opener: Opener) -> Value {
    match opener {
        Opener::Seat(seat) => json!(seat.0),
        Opener::DoubleSix => json!("double_six"),
        Opener::Anyone => json!("anyone"),
        Opener::Side(side) => json!({ "side": table.side_label(side) }),
    }
}

pub fn replay(path: &std::path::Path, json: bool, out: &mut impl Write) -> Result<(), Refusal> {
    let text = in_file::read_text(path)?;
    let file = MatchFile::parse(&text)?;
    let preset = file.preset.clone();
    // A NUL ends a name wherever text is kept as C strings: no version of
    // the app kept one, so a file with one is refused, in the words of the
    // rule of names. Any other hidden character an old log kept is shown
    // escaped.
    if let Some(name) = file.seats.iter().find(|name| name.contains('\0')) {
        return Err(Refusal::Name {
            name: name.chars().take(60).collect(),
            reason: NameProblem::ControlCharacters,
        });
    }
    let game = file.into_match()?;
    drop(text);
    if json {
        let answer = ReplayJson {
            preset,
            game: &game,
        };
        return super::write_json(&answer, out);
    }

    let table = *game.table();
    let st = game.standings();
    let label = |side: Side| table.side_label(side);
    writeln!(
        out,
        "{} match, {} seats: {}",
        preset.as_deref().unwrap_or("custom"),
        table.seats(),
        game.setup()
            .seats
            .iter()
            .map(|name| ShownName(name).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )?;
    for row in &st.sheet {
        let what = match (&row.kind, &row.settlement) {
            (RowKind::Hand { .. }, Some(s)) => s.describe(Lang::En),
            (RowKind::Redeal { reason }, _) => match reason {
                RedealReason::Doubles { seat, doubles } => {
                    format!("redeal: seat {seat} showed {doubles} doubles")
                }
                RedealReason::TileExposed { seat: Some(seat) } => {
                    format!("redeal: a tile turned face up (seat {seat})")
                }
                RedealReason::TileExposed { seat: None } => {
                    "redeal: a tile turned face up".to_owned()
                }
            },
            (
                RowKind::Penalty {
                    offender,
                    fault,
                    decision,
                    warning,
                    ..
                },
                _,
            ) => format!(
                "penalty: seat {offender}, {fault}, {}",
                if *warning {
                    "warning".to_owned()
                } else {
                    serde_json::to_value(decision)
                        .ok()
                        .and_then(|v| v.as_str().map(str::to_owned))
                        .unwrap_or_default()
                }
            ),
            (RowKind::Forfeit { loser, reason }, _) => {
                let reason = serde_json::to_value(reason)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_owned))
                    .unwrap_or_default();
                format!("forfeit by {} ({reason})", label(*loser))
            }
            (RowKind::TimeUp { at_ms }, _) => format!("time up at {at_ms} ms"),
            (RowKind::Hand { .. }, None) => String::new(),
        };
        let opener = row
            .opener
            .map_or_else(|| "-".to_owned(), |s| s.0.to_string());
        writeln!(
            out,
            "hand {:>3}  opener {opener}  [{}]  {what}",
            row.hand_number,
            side_list(&table, &row.totals)
        )?;
    }
    writeln!(out, "scores: {}", side_list(&table, &st.scores))?;
    match &st.outcome {
        Some(o) => writeln!(
            out,
            "finished ({}): {}",
            o.how.name(),
            match o.winner {
                Some(w) => format!("{} wins", label(w)),
                None => format!(
                    "{} win",
                    o.winners
                        .iter()
                        .map(|&w| label(w))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            }
        )?,
        None => {
            writeln!(out, "next: {}", st.next_opener)?;
            if st.tiebreak_due {
                writeln!(
                    out,
                    "time is up and the scores are level: a tiebreak hand is due"
                )?;
            }
        }
    }
    Ok(())
}

/// The answer of `replay --json`, serialized as it is written: a hand or a
/// row of the sheet becomes JSON only when its turn comes, so a long match
/// is never held as one JSON value.
struct ReplayJson<'a> {
    preset: Option<String>,
    game: &'a Match,
}

impl Serialize for ReplayJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let game = self.game;
        let table = game.table();
        let st = game.standings();
        let outcome = st.outcome.as_ref();
        let label = |side: Side| table.side_label(side);
        let mut map = serializer.serialize_map(None)?;
        // The keys in the order of a serde_json object's (sorted), as the
        // answer was written when it was built whole.
        map.serialize_entry("finished", &outcome.is_some())?;
        map.serialize_entry(
            "hands",
            &Streamed(|| st.sheet.iter().filter_map(|row| hand_json(table, row))),
        )?;
        map.serialize_entry("hands_played", &st.hands_played)?;
        map.serialize_entry("how", &outcome.map(|o| o.how.name()))?;
        map.serialize_entry("mode", &game.setup().rules.mode)?;
        map.serialize_entry("next_opener", &opener_json(table, st.next_opener))?;
        map.serialize_entry("preset", &self.preset)?;
        map.serialize_entry("result", &AsObject(outcome.map(|o| &o.result)))?;
        map.serialize_entry("scores", &by_side(table, &st.scores))?;
        map.serialize_entry("seats", &game.setup().seats)?;
        map.serialize_entry("sheet", &Streamed(|| st.sheet.iter().map(AsObject)))?;
        map.serialize_entry("tiebreak_due", &st.tiebreak_due)?;
        map.serialize_entry("time_up", &st.time_up)?;
        map.serialize_entry("winner", &outcome.and_then(|o| o.winner).map(label))?;
        map.serialize_entry(
            "winners",
            &outcome.map(|o| o.winners.iter().map(|&w| label(w)).collect::<Vec<_>>()),
        )?;
        map.end()
    }
}

/// One hand of the sheet in `replay --json`'s `hands`.
fn hand_json(table: &Table, row: &SheetRow) -> Option<Value> {
    let label = |side: Side| table.side_label(side);
    let s = row.settlement.as_ref()?;
    let RowKind::Hand { end, tiebreak } = &row.kind else {
        return None;
    };
    Some(json!({
        "number": row.hand_number,
        "event_index": row.event_index,
        "opener": row.opener.map(|s| s.0),
        "outcome": end,
        "winner": s.winner.map(label),
        "points": s.points,
        "tie": s.tie.is_some(),
        "void": s.void,
        "tiebreak": tiebreak,
        "side_points": by_side(table, &row.points),
        "totals": by_side(table, &row.totals),
        "reason": s.describe(Lang::En),
    }))
}

/// A JSON array written an item at a time, as the iterator yields them.
struct Streamed<F>(F);

impl<F, I> Serialize for Streamed<F>
where
    F: Fn() -> I,
    I: Iterator,
    I::Item: Serialize,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((self.0)())
    }
}

/// A value written as a serde_json object writes it (its keys sorted), one
/// small value at a time.
struct AsObject<T>(T);

impl<T: Serialize> Serialize for AsObject<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde_json::to_value(&self.0)
            .map_err(S::Error::custom)?
            .serialize(serializer)
    }
}
