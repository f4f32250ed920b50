//! What `tranque tournament pair` prints alike for both modes: the next
//! round's heading and what a bye is worth.

use std::io::Write;

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
    let (name, date) = (&setup.name, &setup.date);
    writeln!(out, "{name}, {date}: round {round}, {playing} {entrants}")?;
    Ok(())
}

/// What a bye (a round sat out) is worth: "a win 100-0".
pub fn bye_win(score: ByeScore) -> String {
    format!("a win {}-{}", score.points_for, score.points_against)
}
