//! What `tranque tournament pair` prints alike for both modes: the next
//! round's heading, what a bye is worth, and the round as JSON.

use std::io::Write;

use serde_json::{Map, Value};
use tranque::tournament::{ByeScore, TournamentSetup};

use super::Refusal;

/// The next round's first line: the tournament's name and date, the round
/// and how many `entrants` (`pairs`, `players`) play it.
pub fn heading(
    out: &mut impl Write,
    setup: &TournamentSetup,
    round: u32,
    playing: usize,
    entrants: &str,
) -> Result<(), Refusal> {
    let (name, date) = (tranque::ShownName(&setup.name), &setup.date);
    writeln!(out, "{name}, {date}: round {round}, {playing} {entrants}")?;
    Ok(())
}

/// What a bye (a round sat out) is worth: "a win 100-0".
pub fn bye_win(score: ByeScore) -> String {
    format!("a win {}-{}", score.points_for, score.points_against)
}

/// The next round as `--json` prints it: `mode` when not a tournament of
/// pairs, the round's number, its `tables`, who sits it out (`out`: `bye` or
/// `sit_out`, and who), and `event`, the entry to append to the file once
/// the round is announced.
pub fn announced_json(
    mode: Option<&str>,
    round: u32,
    tables: impl Iterator<Item = Value>,
    (out_key, out): (&str, Value),
    event: Value,
) -> Value {
    let mut json = Map::new();
    if let Some(mode) = mode {
        json.insert("mode".to_owned(), mode.into());
    }
    json.insert("round".to_owned(), round.into());
    json.insert("tables".to_owned(), tables.collect());
    json.insert(out_key.to_owned(), out);
    json.insert("event".to_owned(), event);
    Value::Object(json)
}
