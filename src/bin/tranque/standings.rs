//! What `tranque tournament standings` prints, for a tournament of either
//! mode: as JSON, the setup's name, date and ranking, the rows, what comes
//! next and the teams' rows; as text, a heading, the table, the team table
//! ([`super::teams`]) and what comes next. Each mode gives its rows and
//! how its text names them.

use std::fmt::Display;
use std::io::Write;

use serde::Serialize;
use serde_json::{Map, Value, json};
use tranque::tournament::{Criterion, Line, TeamRow};

use super::Refusal;

/// A tournament's standings, of either mode.
pub struct Standings<'a, R, M, N> {
    /// The mode the JSON answer names first (`individual`); a pairs
    /// tournament's answer names none.
    pub mode: Option<&'static str>,
    /// The tournament's name.
    pub name: &'a str,
    /// Its date.
    pub date: &'a str,
    /// The criteria of its ranking.
    pub ranking: &'a [Criterion],
    /// The rounds paired or seated.
    pub rounds: usize,
    /// The rows, best first: the pairs' or the players'.
    pub rows: &'a [R],
    /// The teams' rows, best first; empty without teams.
    pub teams: &'a [TeamRow<M>],
    /// What comes next.
    pub next: &'a N,
}

/// How a mode's text names its standings.
pub struct Text<R> {
    /// What the heading says of the rounds, after the name and the date:
    /// "3 rounds paired, 2 closed".
    pub rounds: String,
    /// The columns' names.
    pub columns: &'static str,
    /// A row's line under them.
    pub row: fn(&R) -> String,
    /// What a team's members are: `pairs` or `players`.
    pub members: &'static str,
    /// What comes next, in words.
    pub next: String,
}

impl<R: Serialize, M: Serialize + Display, N: Serialize> Standings<'_, R, M, N> {
    /// Writes the standings as JSON, or as `text` says.
    pub fn write(&self, json: bool, text: &Text<R>, out: &mut impl Write) -> Result<(), Refusal> {
        if json {
            let mut answer = Map::new();
            if let Some(mode) = self.mode {
                answer.insert("mode".into(), json!(mode));
            }
            answer.insert("name".into(), json!(self.name));
            answer.insert("date".into(), json!(self.date));
            answer.insert("rounds".into(), json!(self.rounds));
            answer.insert("ranking".into(), json!(self.ranking));
            answer.insert("standings".into(), json!(self.rows));
            answer.insert("next".into(), json!(self.next));
            if !self.teams.is_empty() {
                answer.insert("teams".into(), json!(self.teams));
            }
            return super::write_json(&Value::Object(answer), out);
        }
        writeln!(
            out,
            "{}, {}: {}; ranked by {}",
            self.name,
            self.date,
            text.rounds,
            self.ranking
                .iter()
                .map(|c| c.name())
                .collect::<Vec<_>>()
                .join(", ")
        )?;
        writeln!(out, "{}", text.columns)?;
        for row in self.rows {
            writeln!(out, "{}", (text.row)(row))?;
        }
        super::teams::write(self.teams, text.members, out)?;
        writeln!(out, "next: {}", text.next)?;
        Ok(())
    }
}

/// What comes next while a round's results are missing, in words.
pub fn record(round: u32, tables: &[u32]) -> String {
    format!(
        "record the results of round {round}, tables {}",
        tables
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// A row's figures under the columns played, won, lost, byes
/// (`byes_width` wide: an individual tournament's are the rounds sat out),
/// for, against and diff.
pub fn figures(line: Line, byes_width: usize) -> String {
    let (played, wins, losses, byes, points_for, points_against) = line.columns();
    let difference = line.difference();
    format!(
        "{played:>6}  {wins:>3}  {losses:>4}  {byes:>byes_width$}  {points_for:>5}  {points_against:>7}  {difference:>+5}"
    )
}
