//! The seating of an individual Swiss round, in three steps (after the
//! ranking), each decided
//! exactly and the same for the same log:
//!
//! 1. **Who sits out**: with a number of players not a multiple of four,
//!    the 1 to 3 left over sit out: the players with the fewest rounds sat
//!    out, the lowest-ranked of them first (so nobody sits out twice while
//!    another player has not sat out yet).
//! 2. **Partners**: the players left, best first, are paired top-down into
//!    partnerships by the pairs' Swiss pairing ([`swiss_pairs`]) on the
//!    graph of players who have never been partners: the best player left
//!    partners the best player left they can partner such that the players
//!    still to pair can be paired with as few repeated partners as the
//!    whole field could. Among the players playing (those sitting out are
//!    decided first), no one partners the same player twice while a
//!    seating without it exists; otherwise the repeats are as few as can
//!    be (a maximum matching, Gabow's algorithm).
//! 3. **Tables**: the partnerships, in the order made (the best first), are
//!    paired again by the same Swiss pairing into tables, where two
//!    partnerships "have met" when any player of one has been an opponent
//!    of any player of the other: the fewest tables where someone meets an
//!    opponent again, chosen top-down. The better partnership sits as side
//!    A (seats 0 and 2, its better player at seat 0), the other as side B
//!    (seats 1 and 3); tables are numbered in the order made.
//!
//! [`swiss_pairs`]: crate::tournament::swiss_pairs

use std::collections::HashMap;

use super::event::{PlayerId, Seating, TableSeats};
use super::fold::{IndividualTournament, SeatedRound};
use super::standings::PlayerRow;
use crate::tournament::error::TournamentError;
use crate::tournament::event::PairId;
use crate::tournament::lifecycle;
use crate::tournament::pairing::{Decisions, swiss_decisions};

/// What the rounds seated so far say about the next: who partnered whom
/// and who opposed whom (in which rounds), who sat out (and when).
#[derive(Debug, Default)]
pub(crate) struct SeatHistory {
    /// The rounds two players were partners in, the lower number first.
    pub partnered: HashMap<(PlayerId, PlayerId), Vec<u32>>,
    /// The rounds two players were opponents in, the lower number first.
    pub opposed: HashMap<(PlayerId, PlayerId), Vec<u32>>,
    /// The rounds each player sat out.
    pub sat_out: HashMap<PlayerId, Vec<u32>>,
}

fn key(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    (a.min(b), a.max(b))
}

impl SeatHistory {
    /// The rounds `a` and `b` were partners in, oldest first.
    pub fn partnered(&self, a: PlayerId, b: PlayerId) -> &[u32] {
        self.partnered.get(&key(a, b)).map_or(&[], Vec::as_slice)
    }

    /// The rounds `a` and `b` were opponents in, oldest first.
    pub fn opposed(&self, a: PlayerId, b: PlayerId) -> &[u32] {
        self.opposed.get(&key(a, b)).map_or(&[], Vec::as_slice)
    }

    /// The rounds `player` sat out, oldest first.
    pub fn sat_out(&self, player: PlayerId) -> &[u32] {
        self.sat_out.get(&player).map_or(&[], Vec::as_slice)
    }

    /// The last round any player of `one` opposed any player of `other`
    /// (0 for never).
    pub fn last_opposed(&self, one: [PlayerId; 2], other: [PlayerId; 2]) -> u32 {
        one.iter()
            .flat_map(|&a| other.iter().map(move |&b| (a, b)))
            .filter_map(|(a, b)| self.opposed(a, b).last().copied())
            .max()
            .unwrap_or(0)
    }

    /// What `rounds` (those so far, in order) say.
    fn of(rounds: &[SeatedRound]) -> SeatHistory {
        let mut history = SeatHistory::default();
        for round in rounds {
            let number = round.seating.round;
            for at in &round.seating.tables {
                let [a0, b0, a1, b1] = at.seats;
                for (x, y) in [(a0, a1), (b0, b1)] {
                    history.partnered.entry(key(x, y)).or_default().push(number);
                }
                for x in [a0, a1] {
                    for y in [b0, b1] {
                        history.opposed.entry(key(x, y)).or_default().push(number);
                    }
                }
            }
            for &player in &round.seating.sit_out {
                history.sat_out.entry(player).or_default().push(number);
            }
        }
        history
    }
}

/// Every decision of one seating, in the order made.
#[derive(Debug)]
pub(crate) struct SeatDecisions {
    /// The players who sit out, lowest-ranked first.
    pub sit_out: Vec<PlayerId>,
    /// The partnerships, best first: the better-ranked player, then the
    /// partner.
    pub partnerships: Vec<[PlayerId; 2]>,
    /// The partnering, over players (a player's number as a pair's).
    pub partners: Decisions,
    /// The tables, over partnerships (partnership `i` as pair `i + 1`).
    pub tables: Decisions,
}

/// A player's number as a node of the Swiss pairing.
fn node(player: PlayerId) -> PairId {
    PairId(player.0)
}

/// A node of the Swiss pairing as the player it stands for.
pub(crate) fn player_of(node: PairId) -> PlayerId {
    PlayerId(node.0)
}

/// The seating decisions for `ranked` (best first) after `history`.
pub(crate) fn seat_decisions(ranked: &[PlayerId], history: &SeatHistory) -> SeatDecisions {
    let sitting_out = ranked.len() % 4;
    // Fewest rounds sat out first, then the lowest-ranked first.
    let mut order: Vec<usize> = (0..ranked.len()).collect();
    order.sort_by_key(|&i| (history.sat_out(ranked[i]).len(), std::cmp::Reverse(i)));
    let sit_out: Vec<PlayerId> = order[..sitting_out].iter().map(|&i| ranked[i]).collect();
    let playing: Vec<PairId> = ranked
        .iter()
        .filter(|p| !sit_out.contains(p))
        .map(|&p| node(p))
        .collect();
    let partners = swiss_decisions(
        &playing,
        |a, b| !history.partnered(player_of(a), player_of(b)).is_empty(),
        |_| false,
    );
    let partnerships: Vec<[PlayerId; 2]> = partners
        .matches
        .iter()
        .map(|m| m.pairs.map(player_of))
        .collect();
    let ids: Vec<PairId> = (1..=partnerships.len())
        .map(|i| PairId(u32::try_from(i).unwrap_or(u32::MAX)))
        .collect();
    let of = |id: PairId| partnerships[id.0 as usize - 1];
    let tables = swiss_decisions(
        &ids,
        |p, q| history.last_opposed(of(p), of(q)) > 0,
        |_| false,
    );
    SeatDecisions {
        sit_out,
        partnerships,
        partners,
        tables,
    }
}

impl SeatDecisions {
    /// The tables as seated, numbered in the order made.
    pub fn tables(&self) -> Vec<TableSeats> {
        self.tables
            .matches
            .iter()
            .zip(1..)
            .map(|(m, table)| {
                let [a, b] = m.pairs.map(|id| self.partnerships[id.0 as usize - 1]);
                TableSeats {
                    table,
                    seats: [a[0], b[0], a[1], b[1]],
                }
            })
            .collect()
    }
}

impl IndividualTournament {
    /// The next round's seating, for the director to announce and record
    /// (as a `round_seated` entry). Refused while a round is open or with
    /// fewer than 4 players playing.
    pub fn next_seating(&self) -> Result<Seating, TournamentError> {
        let (ranked, history) = self.seating_input()?;
        let decisions = seat_decisions(&ranked, &history);
        Ok(Seating {
            round: self.next_round(),
            tables: decisions.tables(),
            sit_out: decisions.sit_out,
        })
    }

    /// The players playing, best first, and what the rounds so far say.
    pub(crate) fn seating_input(&self) -> Result<(Vec<PlayerId>, SeatHistory), TournamentError> {
        let playing = |row: PlayerRow| (!row.withdrawn).then_some(row.player);
        let too_few = |active| TournamentError::TooFewPlayers { active };
        let ranked = lifecycle::playing(self.rounds(), self.standings(), playing, 4, too_few)?;
        Ok((ranked, SeatHistory::of(self.rounds())))
    }
}

#[cfg(test)]
mod tests {
    use super::{SeatHistory, key, seat_decisions};
    use crate::tournament::individual::{PlayerId, TableSeats};

    fn ids(list: &[u32]) -> Vec<PlayerId> {
        list.iter().map(|&n| PlayerId(n)).collect()
    }

    /// Eight players, nobody has played: 1 partners 2, 3 partners 4, and so
    /// on; partnerships 1–2 and 3–4 meet at table 1, 5–6 and 7–8 at table 2.
    #[test]
    fn a_first_round_seats_the_ranking_top_down() {
        let d = seat_decisions(&ids(&[1, 2, 3, 4, 5, 6, 7, 8]), &SeatHistory::default());
        assert!(d.sit_out.is_empty());
        let p = PlayerId;
        assert_eq!(
            d.tables(),
            [
                TableSeats {
                    table: 1,
                    seats: [p(1), p(3), p(2), p(4)]
                },
                TableSeats {
                    table: 2,
                    seats: [p(5), p(7), p(6), p(8)]
                },
            ]
        );
    }

    /// Hand-checked: four players ranked 1, 2, 3, 4, where 1 and 2 were
    /// partners in round 1 and 1 and 3 in round 2. 1 cannot take 2 (a
    /// repeat) nor 3 (a repeat); 1 partners 4, leaving 2 with 3 — fresh.
    /// One table: 1–4 against 2–3.
    #[test]
    fn the_best_player_passes_over_former_partners() {
        let mut history = SeatHistory::default();
        history
            .partnered
            .insert(key(PlayerId(1), PlayerId(2)), vec![1]);
        history
            .partnered
            .insert(key(PlayerId(1), PlayerId(3)), vec![2]);
        let d = seat_decisions(&ids(&[1, 2, 3, 4]), &history);
        let p = PlayerId;
        assert_eq!(d.partnerships, [[p(1), p(4)], [p(2), p(3)]]);
        assert_eq!(d.tables()[0].seats, [p(1), p(2), p(4), p(3)]);
    }

    /// Hand-checked: ranked 1 to 4, 3 and 4 were partners. 1 taking 2
    /// would leave 3 with 4, a repeat, while 1–3 and 2–4 repeat nothing:
    /// 1 passes over 2 and partners 3; 2 partners 4.
    #[test]
    fn the_best_player_leaves_the_rest_a_seating_without_a_repeat() {
        let mut history = SeatHistory::default();
        history
            .partnered
            .insert(key(PlayerId(3), PlayerId(4)), vec![1]);
        let d = seat_decisions(&ids(&[1, 2, 3, 4]), &history);
        let p = PlayerId;
        assert_eq!(d.partnerships, [[p(1), p(3)], [p(2), p(4)]]);
    }

    /// Hand-checked: 9 players ranked 1 to 9, 9 sat out in round 1: one
    /// sits out, the lowest-ranked who has not: 8.
    #[test]
    fn the_lowest_ranked_who_has_not_sat_out_sits_out() {
        let mut history = SeatHistory::default();
        history.sat_out.insert(PlayerId(9), vec![1]);
        let d = seat_decisions(&ids(&[1, 2, 3, 4, 5, 6, 7, 8, 9]), &history);
        assert_eq!(d.sit_out, ids(&[8]));
        // Three sit out of 11: 11 and 10 have not yet, then 9 (the
        // lowest-ranked of those who have not), not 8.
        let d = seat_decisions(&ids(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), &history);
        assert_eq!(d.sit_out, ids(&[11, 10, 8]));
    }

    /// Hand-checked: ranked 1 to 8, no partner repeated in sight
    /// (partnerships 1–2, 3–4, 5–6, 7–8), but 1 has opposed 3 in round 1:
    /// partnership 1–2 passes over 3–4 and meets 5–6; 3–4 meets 7–8.
    #[test]
    fn tables_avoid_a_repeated_opponent() {
        let mut history = SeatHistory::default();
        history
            .opposed
            .insert(key(PlayerId(1), PlayerId(3)), vec![1]);
        let d = seat_decisions(&ids(&[1, 2, 3, 4, 5, 6, 7, 8]), &history);
        let p = PlayerId;
        let tables = d.tables();
        assert_eq!(tables[0].seats, [p(1), p(5), p(2), p(6)]);
        assert_eq!(tables[1].seats, [p(3), p(7), p(4), p(8)]);
    }
}
