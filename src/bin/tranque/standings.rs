//! What `tranque tournament standings` prints, for a tournament of either
//! mode: as JSON, the setup's name, date and ranking, the rows, what comes
//! next and the teams' rows; as text, a heading, the table, the team table
//! ([`super::teams`]) and what comes next. Each mode gives its rows and
//! how its text names them.

use std::fmt::Display;
use std::io::Write;

use serde::Serialize;
use serde_json::{Map, Value, json};
use tranque::ShownName;
use tranque::tournament::individual::{IndividualStep, PlayerId, PlayerRow};
use tranque::tournament::{
    IndividualTournament, Line, NextStep, PairId, Ranked, StandingsRow, TeamRow, Tournament,
    TournamentSetup,
};

use super::Refusal;

/// A tournament of either mode, as its standings read it.
pub trait Ranks {
    /// Its rows: the pairs' or the players'.
    type Row: Serialize;
    /// A team's members: pair numbers or player numbers.
    type Member: Serialize + Display;
    /// What comes next, as the mode says it.
    type Next: Serialize + Clone + Into<NextStep>;
    /// Its setup: the name, the date and the ranking's criteria.
    fn setup(&self) -> &TournamentSetup;
    /// The rounds paired or seated, and how many of them are closed.
    fn rounds(&self) -> (usize, usize);
    /// The rows, best first.
    fn rows(&self) -> Vec<Self::Row>;
    /// The teams' rows, best first; empty without teams.
    fn teams(&self) -> Vec<TeamRow<Self::Member>>;
    /// What comes next.
    fn next(&self) -> Self::Next;
    /// A row as its line under the columns shows it.
    fn shown(row: &Self::Row) -> Shown;
}

/// A row as its line under the columns shows it.
pub struct Shown {
    /// Its place.
    rank: u32,
    /// Only the draw parts it from the row above.
    level: bool,
    /// The pair's or the player's number.
    number: u32,
    /// The pair's players, or the player's name, as a terminal shows them
    /// ([`ShownName`]).
    name: String,
    /// What it has tallied.
    line: Line,
    /// It has withdrawn.
    withdrawn: bool,
}

/// [`Ranks`] for a tournament of a mode, from its own methods of the same
/// names (each mode's are inherent, alike but for their types), and its
/// rows' fields of the same names; `|row| number, name` says the rest of
/// what a row shows.
macro_rules! ranks {
    ($tournament:ty, $row:ty, $member:ty, $next:ty, |$r:ident| $number:expr, $name:expr) => {
        impl Ranks for $tournament {
            type Row = $row;
            type Member = $member;
            type Next = $next;

            fn setup(&self) -> &TournamentSetup {
                <$tournament>::setup(self)
            }

            fn rounds(&self) -> (usize, usize) {
                let rounds = <$tournament>::rounds(self);
                let closed = rounds.iter().filter(|r| r.closed).count();
                (rounds.len(), closed)
            }

            fn rows(&self) -> Vec<$row> {
                <$tournament>::standings(self)
            }

            fn teams(&self) -> Vec<TeamRow<$member>> {
                <$tournament>::team_standings(self)
            }

            fn next(&self) -> $next {
                <$tournament>::next_step(self)
            }

            fn shown($r: &$row) -> Shown {
                Shown {
                    rank: $r.rank,
                    level: $r.level_with_previous,
                    number: $number,
                    name: $name,
                    line: $r.line(),
                    withdrawn: $r.withdrawn,
                }
            }
        }
    };
}

ranks!(
    Tournament,
    StandingsRow,
    PairId,
    NextStep,
    |row| row.pair.0,
    row.players
        .iter()
        .map(|name| ShownName(name).to_string())
        .collect::<Vec<_>>()
        .join(", ")
);
ranks!(
    IndividualTournament,
    PlayerRow,
    PlayerId,
    IndividualStep,
    |row| row.player.0,
    ShownName(&row.name).to_string()
);

/// How a mode's text names its standings.
pub struct Text {
    /// The mode the JSON answer and the heading name first
    /// (`individual`); a pairs tournament's name none.
    pub mode: Option<&'static str>,
    /// What making a round is: `pair` or `seat`.
    pub announce: &'static str,
    /// What a round made is: `paired` or `seated`.
    pub announced: &'static str,
    /// The columns' names.
    pub columns: &'static str,
    /// How wide a row's number is under them.
    pub number_width: usize,
    /// How wide its byes are (an individual tournament's are the rounds sat
    /// out).
    pub byes_width: usize,
    /// What a team's members are, and who registers: `pairs` or `players`.
    pub members: &'static str,
    /// How many of them a round needs at the least.
    pub least: u32,
}

/// Writes `t`'s standings: as JSON, the mode (if `text` names one), the
/// setup's name, date and ranking, the rounds, the rows, what comes next
/// and the teams' rows; or as `text` says.
pub fn write<T: Ranks>(
    t: &T,
    text: &Text,
    json: bool,
    out: &mut impl Write,
) -> Result<(), Refusal> {
    let setup = t.setup();
    let (rounds, closed) = t.rounds();
    let rows = t.rows();
    let teams = t.teams();
    let next = t.next();
    if json {
        let mut answer = Map::new();
        if let Some(mode) = text.mode {
            answer.insert("mode".into(), json!(mode));
        }
        answer.insert("name".into(), json!(setup.name));
        answer.insert("date".into(), json!(setup.date));
        answer.insert("rounds".into(), json!(rounds));
        answer.insert("ranking".into(), json!(setup.ranking));
        answer.insert("standings".into(), json!(rows));
        answer.insert("next".into(), json!(next));
        if !teams.is_empty() {
            answer.insert("teams".into(), json!(teams));
        }
        return super::write_json(&Value::Object(answer), out);
    }
    let mode = text.mode.map(|m| format!("{m}, ")).unwrap_or_default();
    writeln!(
        out,
        "{}, {}: {mode}{rounds} rounds {}, {closed} closed; ranked by {}",
        ShownName(&setup.name),
        setup.date,
        text.announced,
        setup
            .ranking
            .iter()
            .map(|c| c.name())
            .collect::<Vec<_>>()
            .join(", ")
    )?;
    writeln!(out, "{}", text.columns)?;
    for row in &rows {
        writeln!(out, "{}", row_text(T::shown(row), text))?;
    }
    super::teams::write(&teams, text.members, out)?;
    writeln!(out, "next: {}", next_words(next.into(), text))?;
    Ok(())
}

/// A row's line under the columns: its place (`=` when only the draw
/// parts it from the row above), its number, its name (30 characters at
/// most), its figures, and whether it has withdrawn.
fn row_text(row: Shown, text: &Text) -> String {
    let name: String = row.name.chars().take(30).collect();
    format!(
        "{:>4}{} {:>width$}  {name:<30}  {}{}",
        row.rank,
        if row.level { "=" } else { " " },
        row.number,
        figures(row.line, text.byes_width),
        if row.withdrawn { "  withdrawn" } else { "" },
        width = text.number_width,
    )
}

/// What comes next, in the words of `text`.
fn next_words(next: NextStep, text: &Text) -> String {
    match next {
        NextStep::Register { active } => format!(
            "register {} ({active} playing, a round needs {})",
            text.members, text.least
        ),
        NextStep::Pair { round } => format!("{} round {round}", text.announce),
        NextStep::Record { round, tables } => record(round, &tables),
        NextStep::Close { round } => format!("close round {round}"),
    }
}

/// What comes next while a round's results are missing, in words.
fn record(round: u32, tables: &[u32]) -> String {
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
