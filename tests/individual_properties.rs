//! Properties of the individual Swiss seating: every player playing once a
//! round, seated or sitting out; no repeated partner while a seating
//! without one exists (checked against every way to partner small fields),
//! then the fewest repeated partners; given the partners, the fewest tables
//! where an opponent is met again (checked against every grouping); sit-outs
//! rotated (nobody sits out
//! twice while a player has not); the same log giving the same seating,
//! through the file too.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/individual.rs"]
mod support;

use std::collections::{HashMap, HashSet};

use proptest::prelude::*;
use support::{play_round, with_players};
use tranque::tournament::IndividualFile;
use tranque::tournament::individual::{IndividualTournament, PlayerId, Seating, TableSide};

type Key = (PlayerId, PlayerId);

fn key(a: PlayerId, b: PlayerId) -> Key {
    (a.min(b), a.max(b))
}

/// Who partnered whom so far, and how many rounds each player sat out.
fn history(t: &IndividualTournament) -> (HashSet<Key>, HashMap<PlayerId, usize>) {
    let mut partnered = HashSet::new();
    let mut sat_out = HashMap::new();
    for round in t.rounds() {
        for at in &round.seating.tables {
            for side in [TableSide::A, TableSide::B] {
                let [x, y] = at.partners(side);
                partnered.insert(key(x, y));
            }
        }
        for &p in &round.seating.sit_out {
            *sat_out.entry(p).or_insert(0) += 1;
        }
    }
    (partnered, sat_out)
}

/// The fewest repeated partners any way of partnering `players` has.
fn fewest_repeats(players: &[PlayerId], partnered: &HashSet<Key>) -> usize {
    let Some((&top, rest)) = players.split_first() else {
        return 0;
    };
    rest.iter()
        .map(|&other| {
            let after: Vec<PlayerId> = rest.iter().copied().filter(|&x| x != other).collect();
            usize::from(partnered.contains(&key(top, other))) + fewest_repeats(&after, partnered)
        })
        .min()
        .unwrap_or(0)
}

/// Two partnerships have faced each other: a player of one was an
/// opponent of a player of the other.
fn faced(a: [PlayerId; 2], b: [PlayerId; 2], opposed: &HashSet<Key>) -> bool {
    a.iter()
        .any(|&x| b.iter().any(|&y| opposed.contains(&key(x, y))))
}

/// The fewest tables with a repeated opponent any way of grouping
/// `partnerships` into tables has.
fn fewest_tables_again(partnerships: &[[PlayerId; 2]], opposed: &HashSet<Key>) -> usize {
    let Some((&top, rest)) = partnerships.split_first() else {
        return 0;
    };
    rest.iter()
        .enumerate()
        .map(|(i, &other)| {
            let mut after = rest.to_vec();
            after.remove(i);
            usize::from(faced(top, other, opposed)) + fewest_tables_again(&after, opposed)
        })
        .min()
        .unwrap_or(0)
}

/// Who faced whom so far.
fn opponents(t: &IndividualTournament) -> HashSet<Key> {
    let mut opposed = HashSet::new();
    for round in t.rounds() {
        for at in &round.seating.tables {
            for x in at.partners(TableSide::A) {
                for y in at.partners(TableSide::B) {
                    opposed.insert(key(x, y));
                }
            }
        }
    }
    opposed
}

/// Every player playing once, seated or sitting out; as many sitting out
/// as the tables of four leave over.
fn assert_whole(t: &IndividualTournament, seating: &Seating) {
    let mut seen: Vec<PlayerId> = seating
        .tables
        .iter()
        .flat_map(|at| at.seats)
        .chain(seating.sit_out.iter().copied())
        .collect();
    seen.sort_unstable();
    let mut active: Vec<PlayerId> = t.active_players().map(|p| p.id).collect();
    active.sort_unstable();
    assert_eq!(seen, active);
    assert_eq!(seating.sit_out.len(), active.len() % 4);
}

/// A table's result from the random `scores`.
fn scores(scores: &[(bool, u8)]) -> impl Fn(u32) -> (TableSide, i64, i64) + '_ {
    move |table| {
        let (b, x) = scores[table as usize % scores.len()];
        let side = if b { TableSide::B } else { TableSide::A };
        (side, 200 + i64::from(x % 40), i64::from(x % 200))
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Small fields (4 to 11 players, so at most 8 play), any results, any
    /// number of rounds: every seating is whole, repeats as few partners as
    /// any way of partnering the players playing, and sits out players
    /// with the fewest sit-outs.
    #[test]
    fn no_partner_repeats_while_a_seating_avoids_it(
        players in 4u32..12,
        seed in any::<u32>(),
        rounds in 1usize..9,
        results in prop::collection::vec((any::<bool>(), any::<u8>()), 1..8),
    ) {
        let mut t = with_players(players, seed);
        for _ in 0..rounds {
            let seating = t.next_seating().unwrap();
            assert_whole(&t, &seating);
            let (partnered, sat_out) = history(&t);
            let playing: Vec<PlayerId> = seating.tables.iter().flat_map(|at| at.seats).collect();
            let repeats = seating
                .tables
                .iter()
                .flat_map(|at| [at.partners(TableSide::A), at.partners(TableSide::B)])
                .filter(|[x, y]| partnered.contains(&key(*x, *y)))
                .count();
            prop_assert_eq!(repeats, fewest_repeats(&playing, &partnered));
            // Sit-outs: nobody sitting out has sat out more than anyone playing.
            let count = |p: &PlayerId| sat_out.get(p).copied().unwrap_or(0);
            let most_out = seating.sit_out.iter().map(count).max();
            let fewest_in = playing.iter().map(count).min().unwrap_or(0);
            if let Some(most_out) = most_out {
                prop_assert!(most_out <= fewest_in, "{:?} {:?}", seating, sat_out);
            }
            t = play_round(&t, scores(&results));
        }
        // Rotated: sit-outs differ by at most one between any two players.
        let (_, sat_out) = history(&t);
        let counts: Vec<usize> = t.players().iter().map(|p| sat_out.get(&p.id).copied().unwrap_or(0)).collect();
        let (lo, hi) = (counts.iter().min().unwrap(), counts.iter().max().unwrap());
        prop_assert!(hi - lo <= 1, "{:?}", counts);
    }

    /// Fields of up to 12 players playing, any results: given the
    /// partnerships, the tables repeat an opponent at as few tables as any
    /// way of grouping the partnerships into tables.
    #[test]
    fn tables_repeat_opponents_at_as_few_tables_as_can_be(
        players in 8u32..14,
        seed in any::<u32>(),
        rounds in 1usize..7,
        results in prop::collection::vec((any::<bool>(), any::<u8>()), 1..8),
    ) {
        let mut t = with_players(players, seed);
        for _ in 0..rounds {
            let seating = t.next_seating().unwrap();
            let opposed = opponents(&t);
            let partnerships: Vec<[PlayerId; 2]> = seating
                .tables
                .iter()
                .flat_map(|at| [at.partners(TableSide::A), at.partners(TableSide::B)])
                .collect();
            let again = seating
                .tables
                .iter()
                .filter(|at| faced(at.partners(TableSide::A), at.partners(TableSide::B), &opposed))
                .count();
            prop_assert_eq!(again, fewest_tables_again(&partnerships, &opposed));
            t = play_round(&t, scores(&results));
        }
    }

    /// The same log gives the same seating: folded again, and written to a
    /// file and read back.
    #[test]
    fn the_same_log_gives_the_same_seating(
        players in 4u32..40,
        seed in any::<u32>(),
        rounds in 0usize..5,
        results in prop::collection::vec((any::<bool>(), any::<u8>()), 1..8),
    ) {
        let mut t = with_players(players, seed);
        for _ in 0..rounds {
            t = play_round(&t, scores(&results));
        }
        let again = IndividualTournament::from_events(t.events().to_vec()).unwrap();
        let text = IndividualFile::from_tournament(&t).to_json();
        let read = IndividualFile::parse(&text).unwrap().into_tournament().unwrap();
        prop_assert_eq!(&again, &t);
        prop_assert_eq!(&read, &t);
        let seating = t.next_seating().unwrap();
        prop_assert_eq!(&again.next_seating().unwrap(), &seating);
        prop_assert_eq!(&read.next_seating().unwrap(), &seating);
        prop_assert_eq!(&read.standings(), &t.standings());
    }
}
