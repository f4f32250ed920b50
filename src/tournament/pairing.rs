//! The Swiss pairing (004 §1a: "el sistema de clasificación 'suizo'").
//!
//! The pairs still playing are ranked ([`Tournament::standings`]); with an
//! odd number, the lowest-ranked pair among those with the fewest byes sits
//! out; then, top-down, the best pair left meets the best pair left it can
//! meet — 1 against 2, 3 against 4 within a score group, the odd one out
//! floating down to the next group — such that no two pairs meet twice
//! while any pairing without a rematch exists, and, when none does, with the
//! fewest rematches there can be.
//!
//! "Can meet" is decided by maximum matchings (Gabow's algorithm, from the
//! `petgraph` crate) on the graph of pairings that are not rematches: a
//! choice is taken only if the pairs left can still be paired with as few
//! rematches as the whole field could. The result is the same for the same
//! log: the ranking's last tie-break is the seeded draw.
//!
//! Tables are then numbered 1 to n and given to the matches so that as few
//! pairs as possible sit at the table they sat at in their last round, then
//! as few earlier sittings as possible are repeated, the top matches at the
//! low numbers otherwise (an assignment problem, solved exactly).

use std::collections::HashMap;

use super::error::TournamentError;
use super::event::{PairId, Pairing, TablePairing};
use super::fold::{Round, Tournament};
use super::lifecycle;
use super::matching::{assignment, max_fresh};
use super::standings::StandingsRow;

/// What the rounds paired so far say about the next: who met whom (and in
/// which rounds), who had a bye (and when), the tables each pair sat at.
#[derive(Debug, Default)]
pub(crate) struct History {
    /// The rounds each two pairs met in, keyed by the lower number first.
    pub met: HashMap<(PairId, PairId), Vec<u32>>,
    /// The rounds each pair had the bye in.
    pub byes: HashMap<PairId, Vec<u32>>,
    /// The tables each pair sat at, oldest first.
    pub seated: HashMap<PairId, Vec<u32>>,
}

impl History {
    /// The rounds `a` and `b` met in, oldest first.
    pub fn met(&self, a: PairId, b: PairId) -> &[u32] {
        self.met
            .get(&(a.min(b), a.max(b)))
            .map_or(&[], Vec::as_slice)
    }

    /// The rounds `pair` had the bye in, oldest first.
    pub fn byes(&self, pair: PairId) -> &[u32] {
        self.byes.get(&pair).map_or(&[], Vec::as_slice)
    }

    /// What `rounds` (those so far, in order) say.
    fn of(rounds: &[Round]) -> History {
        let mut history = History::default();
        for round in rounds {
            let number = round.pairing.round;
            for at in &round.pairing.tables {
                let [a, b] = at.pairs;
                history
                    .met
                    .entry((a.min(b), a.max(b)))
                    .or_default()
                    .push(number);
                for pair in at.pairs {
                    history.seated.entry(pair).or_default().push(at.table);
                }
            }
            if let Some(pair) = round.pairing.bye {
                history.byes.entry(pair).or_default().push(number);
            }
        }
        history
    }
}

impl Tournament {
    /// The next round's pairing, for the director to announce and record
    /// (as a `round_paired` entry). Refused while a round is open or with
    /// fewer than 2 pairs playing.
    pub fn next_pairing(&self) -> Result<Pairing, TournamentError> {
        let (ranked, history) = self.pairing_input()?;
        let decisions = self.decide(&ranked, &history);
        let matches: Vec<[PairId; 2]> = decisions.matches.iter().map(|m| m.pairs).collect();
        let no_tables = Vec::new();
        let tables = assign_tables(&matches, |pair| {
            history.seated.get(&pair).unwrap_or(&no_tables)
        });
        Ok(Pairing {
            round: self.next_round(),
            tables,
            bye: decisions.bye.map(|b| b.pair),
        })
    }

    /// The pairs playing, best first, and what the rounds so far say:
    /// what the next pairing is made from. Refused while a round is open or
    /// with fewer than 2 pairs playing.
    pub(crate) fn pairing_input(&self) -> Result<(Vec<PairId>, History), TournamentError> {
        let playing = |row: StandingsRow| (!row.withdrawn).then_some(row.pair);
        let too_few = |active| TournamentError::TooFewPairs { active };
        let ranked = lifecycle::playing(self.rounds(), self.standings(), playing, 2, too_few)?;
        Ok((ranked, History::of(self.rounds())))
    }

    /// The Swiss pairing's decisions for `ranked` after `history`: the
    /// bye among the pairs with the fewest byes.
    pub(crate) fn decide(&self, ranked: &[PairId], history: &History) -> Decisions {
        let byes = |p: PairId| history.byes(p).len();
        let fewest = ranked.iter().map(|&p| byes(p)).min().unwrap_or(0);
        swiss_decisions(
            ranked,
            |a, b| !history.met(a, b).is_empty(),
            |p| byes(p) == fewest,
        )
    }
}

/// Why the Swiss pairing passed over a pair it came to before the one it
/// chose (a better-ranked opponent, a lower-ranked pair for the bye).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Passed {
    /// They have met: the meeting would be a rematch.
    Rematch,
    /// It may not sit out: it has had more byes than the fewest.
    HadBye,
    /// Taking it would leave the pairs still to pair with more rematches
    /// than the field needs.
    ForTheRest,
}

/// One match as the Swiss pairing made it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Made {
    /// The better-ranked pair, then its opponent.
    pub pairs: [PairId; 2],
    /// The pairs left, better ranked than the opponent, passed over, and why.
    pub passed: Vec<(PairId, Passed)>,
    /// They have met before: no pairing of the round avoided it.
    pub rematch: bool,
}

/// The bye as the Swiss pairing gave it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ByeMade {
    /// The pair that sits out.
    pub pair: PairId,
    /// The pairs ranked below it, lowest first, passed over, and why.
    pub passed: Vec<(PairId, Passed)>,
}

/// Every decision of one Swiss pairing, in the order made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Decisions {
    /// The matches, the top match first.
    pub matches: Vec<Made>,
    /// The bye, when the number is odd.
    pub bye: Option<ByeMade>,
}

/// Pairs `ranked` (best first) top-down: the matches, each better pair
/// first, in the order they were made, and the pair with the bye when the
/// number is odd (the lowest-ranked pair `may_sit_out` allows, such that
/// the rest can still be paired with the fewest rematches). `met` says two
/// pairs have met. No two pairs meet twice while any pairing without a
/// rematch exists; otherwise the rematches are as few as can be.
pub fn swiss_pairs(
    ranked: &[PairId],
    met: impl Fn(PairId, PairId) -> bool,
    may_sit_out: impl Fn(PairId) -> bool,
) -> (Vec<[PairId; 2]>, Option<PairId>) {
    let decisions = swiss_decisions(ranked, met, may_sit_out);
    (
        decisions.matches.into_iter().map(|m| m.pairs).collect(),
        decisions.bye.map(|b| b.pair),
    )
}

/// [`swiss_pairs`] with the reasons of each choice: what the pairing
/// explanations ([`super::explain`]) are read from.
pub(crate) fn swiss_decisions(
    ranked: &[PairId],
    met: impl Fn(PairId, PairId) -> bool,
    may_sit_out: impl Fn(PairId) -> bool,
) -> Decisions {
    let n = ranked.len();
    let odd = n % 2 == 1;
    // Node n is the bye, when there is one; an edge of `fresh` is a meeting
    // that is no rematch (or a bye a pair may take).
    let nodes = n + usize::from(odd);
    let mut fresh = vec![vec![false; nodes]; nodes];
    for i in 0..n {
        for j in 0..n {
            fresh[i][j] = i != j && !met(ranked[i], ranked[j]);
        }
        if odd {
            let may = may_sit_out(ranked[i]);
            fresh[i][n] = may;
            fresh[n][i] = may;
        }
    }
    let mut left: Vec<usize> = (0..nodes).collect();
    // The most meetings without a rematch the field allows.
    let mut best = max_fresh(&left, &fresh);
    let mut bye = None;
    if odd {
        let sits_out = |e: usize| left.iter().copied().filter(move |&x| x != e && x != n);
        let candidates = (0..n).rev().filter(|&e| fresh[e][n]);
        let choice = candidates
            .clone()
            .find(|&e| 1 + max_fresh(&sits_out(e).collect::<Vec<_>>(), &fresh) == best)
            // Nobody may sit out (no caller asks that): the lowest-ranked does.
            .or_else(|| candidates.clone().next())
            .unwrap_or(n - 1);
        best = max_fresh(&sits_out(choice).collect::<Vec<_>>(), &fresh);
        left.retain(|&x| x != choice && x != n);
        let passed = (choice + 1..n)
            .rev()
            .map(|e| {
                let why = if fresh[e][n] {
                    Passed::ForTheRest
                } else {
                    Passed::HadBye
                };
                (ranked[e], why)
            })
            .collect();
        bye = Some(ByeMade {
            pair: ranked[choice],
            passed,
        });
    }
    let mut matches = Vec::with_capacity(n / 2);
    while let Some((&top, rest)) = left.split_first() {
        let mut taken = None;
        let mut passed = Vec::new();
        for &other in rest {
            let gain = usize::from(fresh[top][other]);
            let after: Vec<usize> = rest.iter().copied().filter(|&x| x != other).collect();
            // Taken when the rest can still be paired with as few
            // rematches as the whole could: `best` fresh meetings in all.
            if gain + max_fresh(&after, &fresh) == best {
                taken = Some((other, after, gain));
                break;
            }
            let why = if gain == 0 {
                Passed::Rematch
            } else {
                Passed::ForTheRest
            };
            passed.push((ranked[other], why));
        }
        // The loop always finds one (a perfect pairing with `best` fresh
        // meetings exists and `top` is in it); the fallback keeps it total.
        let (other, after, gain) = taken.unwrap_or_else(|| {
            let other = rest.first().copied().unwrap_or(top);
            let after = rest.iter().copied().filter(|&x| x != other).collect();
            (other, after, 0)
        });
        matches.push(Made {
            pairs: [ranked[top], ranked[other]],
            passed,
            rematch: gain == 0,
        });
        best = best.saturating_sub(gain);
        left = after;
    }
    Decisions { matches, bye }
}

/// Tables for `matches` (in the order made: the top match first), numbered
/// from 1: as few pairs as possible at the table of their last round, then
/// as few sittings as possible repeated — each earlier round a pair sat at
/// the table it is given counts once, so a pair that sat at table 1 twice
/// weighs as two pairs that sat there once, and no pair camps at a table —,
/// then each match as near its place as can be. `seated` gives the tables a
/// pair sat at, oldest first.
fn assign_tables<'a>(
    matches: &[[PairId; 2]],
    seated: impl Fn(PairId) -> &'a Vec<u32>,
) -> Vec<TablePairing> {
    let k = matches.len();
    let cost: Vec<Vec<i64>> = matches
        .iter()
        .enumerate()
        .map(|(m, pairs)| {
            (0..k)
                .map(|t| {
                    let table = u32::try_from(t + 1).unwrap_or(u32::MAX);
                    let mut cost = i64::try_from(m.abs_diff(t)).unwrap_or(i64::MAX / 4);
                    for &pair in pairs {
                        let history = seated(pair);
                        if history.last() == Some(&table) {
                            cost = cost.saturating_add(1_000_000_000);
                        }
                        let times = history.iter().filter(|&&s| s == table).count();
                        cost = cost.saturating_add(1_000_000 * i64::try_from(times).unwrap_or(0));
                    }
                    cost
                })
                .collect()
        })
        .collect();
    let table_of = assignment(&cost);
    let mut tables: Vec<TablePairing> = matches
        .iter()
        .zip(table_of)
        .map(|(pairs, t)| TablePairing {
            table: u32::try_from(t + 1).unwrap_or(u32::MAX),
            pairs: *pairs,
        })
        .collect();
    tables.sort_by_key(|at| at.table);
    tables
}

#[cfg(test)]
mod tests {
    use super::assign_tables;
    use crate::tournament::{PairId, TablePairing};

    /// Hand-checked: pairs 1–2 (the top match) and 3–4, two tables; every
    /// pair's last round was at table 9 (a field that has since shrunk), so
    /// only earlier sittings and places decide. Pair 1 sat at table 1 three
    /// times and at table 2 once; pair 3 once at table 1; pairs 2 and 4
    /// never at either.
    /// - 1–2 at table 1, 3–4 at table 2: one pair back at a table it knows,
    ///   for the fourth time: 3 sittings repeated.
    /// - 1–2 at table 2, 3–4 at table 1: two pairs back, once each: 2.
    ///
    /// Counting pairs would keep pair 1 at table 1 a fourth time; counting
    /// sittings moves it, the top match to table 2.
    #[test]
    fn tables_repeat_the_fewest_sittings_not_the_fewest_pairs() {
        let history = |pair: PairId| match pair.0 {
            1 => vec![1, 1, 1, 2, 9],
            3 => vec![1, 9],
            _ => vec![9],
        };
        let histories: Vec<Vec<u32>> = (0..=4).map(|p| history(PairId(p))).collect();
        let tables = assign_tables(&[[PairId(1), PairId(2)], [PairId(3), PairId(4)]], |pair| {
            &histories[pair.0 as usize]
        });
        assert_eq!(
            tables,
            [
                TablePairing {
                    table: 1,
                    pairs: [PairId(3), PairId(4)]
                },
                TablePairing {
                    table: 2,
                    pairs: [PairId(1), PairId(2)]
                },
            ]
        );
    }
}
