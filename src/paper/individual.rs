//! An individual tournament's round as the sheets show it: each table's
//! two partnerships by side ("Pair A" and "Pair B": the table's sides A
//! and B, which its result is recorded by), the players sitting out as
//! the bye, every player by name with their table and side, and the
//! standings a player a row. The pages are then drawn by the same code as
//! a tournament of pairs' ([`pairings`](super::pairings),
//! [`slips`](super::slips), [`standings`](super::standings)).

use super::draw::QrModules;
use super::names::Side;
use super::pairings::{RoundSheet, Seat};
use super::slips::Slip;
use super::standings::{Row, Standings};
use super::{PaperError, Words};
use crate::name_key;
use crate::tournament::individual::{IndividualTournament, PlayerId, Seating, TableSide};

/// "Pair A", "Pair B": a table's side as the sheets label it.
fn side_label(words: &Words, side: TableSide) -> String {
    let letter = match side {
        TableSide::A => "A",
        TableSide::B => "B",
    };
    words.get("paper_pair_n", &[("pair", letter)])
}

/// A player's name, as registered.
fn name(t: &IndividualTournament, player: PlayerId) -> String {
    t.player(player).map(|p| p.name.clone()).unwrap_or_default()
}

/// The two sides of each table of `seating`, side A first.
fn sides(
    t: &IndividualTournament,
    seating: &Seating,
    words: &Words,
) -> impl Iterator<Item = (u32, [Side; 2])> {
    seating.tables.iter().map(move |at| {
        let side = |side: TableSide| Side {
            label: side_label(words, side),
            players: at.partners(side).map(|p| name(t, p)).to_vec(),
        };
        (at.table, [side(TableSide::A), side(TableSide::B)])
    })
}

/// The pairing sheet of `seating`: its tables, the players sitting out
/// as the bye, and every player seated or sitting out by name.
pub(super) fn round_sheet(
    t: &IndividualTournament,
    seating: &Seating,
    words: &Words,
) -> RoundSheet {
    let bye = (!seating.sit_out.is_empty()).then(|| Side {
        label: String::new(),
        players: seating.sit_out.iter().map(|&p| name(t, p)).collect(),
    });
    let mut seats: Vec<Seat> = seating
        .tables
        .iter()
        .flat_map(|at| {
            at.seats.map(|player| {
                let side = at.side_of(player).unwrap_or(TableSide::A);
                (player, side_label(words, side), Some(at.table))
            })
        })
        .chain(seating.sit_out.iter().map(|&p| (p, String::new(), None)))
        .map(|(player, label, table)| Seat {
            players: vec![name(t, player)],
            label,
            table,
            entry: player.0.to_string(),
            order: player.0,
        })
        .collect();
    seats.sort_by_cached_key(|seat| (name_key(&seat.players.join(" ")), seat.order));
    RoundSheet {
        round: seating.round,
        tables: sides(t, seating, words).collect(),
        bye,
        seats,
    }
}

/// A slip per table of `seating`, each with the code that starts its
/// match on a table's phone (the two partnerships as pairs 1 and 2), for
/// the tournament the director's app knows as `id`.
pub(super) fn slips(
    t: &IndividualTournament,
    id: &str,
    seating: &Seating,
    words: &Words,
) -> Result<Vec<Slip>, PaperError> {
    sides(t, seating, words)
        .map(|(table, sides)| {
            let code = t.start_payload(id, seating.round, table)?.to_text()?;
            let modules = QrModules::of(&code)
                .ok_or_else(|| PaperError::Drawing("the table's code does not fit".to_owned()))?;
            Ok(Slip {
                table,
                sides,
                code: Some(modules),
            })
        })
        .collect()
}

/// The standings of `t`, a player a row.
pub(super) fn standings(t: &IndividualTournament) -> Standings<'_> {
    Standings {
        rows: t.standings().iter().map(Row::of_player).collect(),
        number: "#".to_owned(),
        ranking: &t.setup().ranking,
        title: "paper_standings_title",
        names: "paper_players",
    }
}

/// The teams' standings of `t`, a team a row with its four players' names;
/// `None` without teams.
pub(super) fn team_standings(t: &IndividualTournament) -> Option<Standings<'_>> {
    let name = |p: &PlayerId| t.player(*p).map(|p| p.name.clone()).unwrap_or_default();
    Standings::of_teams(&t.team_standings(), name, ", ", &t.setup().ranking)
}
