//! `tranque tournament pair|standings` on an individual tournament's file:
//! the next round's seating, and how the standings by player are worded.

use std::io::Write;

use serde_json::{Value, json};
use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, PlayerId, Seating, TableSeats,
};

use super::standings::Text;
use super::{Refusal, round};

/// A player as the sheet names them: "Ana (3)".
fn named(t: &IndividualTournament, player: PlayerId) -> String {
    let name = t.player(player).map_or("", |p| p.name.as_str());
    format!("{} ({player})", tranque::ShownName(name))
}

fn player_json(t: &IndividualTournament, player: PlayerId) -> Value {
    json!({ "player": player, "name": t.player(player).map(|p| p.name.clone()) })
}

/// Whether a table of a round seated so far is as `seen` says.
fn any_table_seated(t: &IndividualTournament, seen: impl Fn(&TableSeats) -> bool) -> bool {
    t.rounds().iter().flat_map(|r| &r.seating.tables).any(seen)
}

/// The table's partners have been partners before.
fn partners_again(t: &IndividualTournament, at: &TableSeats) -> bool {
    let [a0, b0, a1, b1] = at.seats;
    let together = |x: PlayerId, y: PlayerId| {
        any_table_seated(t, |old| {
            let [c0, d0, c1, d1] = old.seats;
            [[c0, c1], [d0, d1]]
                .iter()
                .any(|p| *p == [x, y] || *p == [y, x])
        })
    };
    together(a0, a1) || together(b0, b1)
}

/// A player of one side has faced a player of the other before.
fn opponents_again(t: &IndividualTournament, at: &TableSeats) -> bool {
    let [a0, b0, a1, b1] = at.seats;
    let faced = |x: PlayerId, y: PlayerId| {
        any_table_seated(t, |old| {
            let (sx, sy) = (old.side_of(x), old.side_of(y));
            sx.is_some() && sy.is_some() && sx != sy
        })
    };
    [a0, a1]
        .iter()
        .any(|&x| [b0, b1].iter().any(|&y| faced(x, y)))
}

/// `tranque tournament pair` on an individual tournament: the next
/// round's seating.
pub fn pair(t: &IndividualTournament, json: bool, out: &mut impl Write) -> Result<(), Refusal> {
    let seating = t.next_seating()?;
    if json {
        return super::write_json(&seating_json(t, &seating), out);
    }
    let setup = t.setup();
    let playing = t.active_players().count();
    round::heading(out, setup, seating.round, playing, "players")?;
    for at in &seating.tables {
        let [a0, b0, a1, b1] = at.seats;
        let mut marks = String::new();
        if partners_again(t, at) {
            marks.push_str("  [partners again]");
        }
        if opponents_again(t, at) {
            marks.push_str("  [opponents again]");
        }
        writeln!(
            out,
            "table {:>3}: {} & {} vs {} & {}{marks}",
            at.table,
            named(t, a0),
            named(t, a1),
            named(t, b0),
            named(t, b1),
        )?;
    }
    if !seating.sit_out.is_empty() {
        let who: Vec<String> = seating.sit_out.iter().map(|&p| named(t, p)).collect();
        let win = round::bye_win(setup.bye);
        writeln!(out, "sitting out: {}, each {win}", who.join(", "))?;
    }
    Ok(())
}

fn seating_json(t: &IndividualTournament, seating: &Seating) -> Value {
    let tables = seating.tables.iter().map(|at| table_json(t, at));
    let sit_out = seating.sit_out.iter().map(|&p| player_json(t, p));
    let event = IndividualEvent::RoundSeated(seating.clone()).to_versioned_json();
    let out = ("sit_out", sit_out.collect());
    round::announced_json(Some("individual"), seating.round, tables, out, event)
}

/// A table of four as the seating's JSON lists it.
fn table_json(t: &IndividualTournament, at: &TableSeats) -> Value {
    json!({
        "table": at.table,
        "seats": at.seats.map(|p| player_json(t, p)),
        "partners_again": partners_again(t, at),
        "opponents_again": opponents_again(t, at),
    })
}

/// How `tranque tournament standings` words an individual tournament's.
pub const TEXT: Text = Text {
    mode: Some("individual"),
    announce: "seat",
    announced: "seated",
    columns: "rank  player  name                            played  won  lost  out    for  against   diff",
    number_width: 6,
    byes_width: 3,
    members: "players",
    least: 4,
};
