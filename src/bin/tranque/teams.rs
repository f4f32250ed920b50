//! The team table `tranque tournament standings` prints after the pairs'
//! or the players' when a tournament has teams (either mode).

use std::fmt::Display;
use std::io::Write;

use tranque::tournament::{Ranked, TeamRow};

use super::Refusal;
use super::standings::figures;

/// The team standings under their heading; nothing when there are none.
/// `members` names a team's members in the heading: `pairs` or `players`.
pub fn write<M: Display>(
    rows: &[TeamRow<M>],
    members: &str,
    out: &mut impl Write,
) -> Result<(), Refusal> {
    if rows.is_empty() {
        return Ok(());
    }
    writeln!(out, "teams, by the sum of their {members}' lines")?;
    writeln!(
        out,
        "rank  team                  {members:<14}  played  won  lost  byes    for  against   diff"
    )?;
    for row in rows {
        writeln!(out, "{}", row_text(row))?;
    }
    Ok(())
}

fn row_text<M: Display>(row: &TeamRow<M>) -> String {
    let team: String = tranque::ShownName(&row.team)
        .to_string()
        .chars()
        .take(20)
        .collect();
    let members = row
        .members
        .iter()
        .map(M::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "{:>4}{} {team:<20}  {members:<14}  {}",
        row.rank,
        if row.level_with_previous { "=" } else { " " },
        figures(row.line(), 4),
    )
}
