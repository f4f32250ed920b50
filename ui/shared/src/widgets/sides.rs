//! A side's name at the table, long and short, and the table of a match.

use tranque::{Mode, Rules, Side, Table};

/// The table of a match (sides, seats), built from its rules and seat count.
pub fn table_of(rules: &Rules, seats: usize) -> Option<Table> {
    Table::new(seats, rules.mode).ok()
}

/// A side's label at this table: "A · Ana & Caio" for pairs, the player for individual play.
pub fn side_name(table: &Table, side: Side, names: &[String]) -> String {
    let members: Vec<&str> = table
        .seats_of(side)
        .filter_map(|s| names.get(s.index()).map(String::as_str))
        .collect();
    match table.mode() {
        Mode::Pairs => format!("{} · {}", table.side_label(side), members.join(" & ")),
        Mode::Individual => members.join(" & "),
    }
}

/// A side's short name, where a column or a line is named: "A" for pairs,
/// the player for individual play.
pub fn side_short(table: &Table, side: Side, names: &[String]) -> String {
    match table.mode() {
        Mode::Pairs => table.side_label(side),
        Mode::Individual => names.get(side.index()).cloned().unwrap_or_default(),
    }
}
