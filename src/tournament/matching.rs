//! Maximum matchings and least-cost assignments, the exact decisions the
//! Swiss pairing ([`super::pairing`]) and the individual seating
//! ([`super::individual`]) are made of: how many fresh meetings a field can
//! still have (a maximum matching of the graph of meetings that repeat
//! nothing: Gabow's algorithm, from the `petgraph` crate, after a greedy
//! matching mended by short augmenting paths, which nearly always proves
//! the maximum first), and which table each match takes (the Hungarian
//! method).

use petgraph::algo::maximum_matching;
use petgraph::graph::UnGraph;

/// The size of a maximum matching of `fresh` among `nodes`.
///
/// A matching that pairs every node (but one, for an odd count) is
/// already a maximum one, and in the rounds before the rematches run out a
/// greedy one mended by short augmenting paths ([`mended_fresh`]) nearly
/// always does: only when it falls short is the exact matching computed.
/// The answer is the same either way.
pub(crate) fn max_fresh(nodes: &[usize], fresh: &[Vec<bool>]) -> usize {
    let greedy = mended_fresh(nodes, fresh);
    if greedy == nodes.len() / 2 {
        return greedy;
    }
    let mut graph = UnGraph::<(), ()>::with_capacity(nodes.len(), nodes.len() * 4);
    let ids: Vec<_> = nodes.iter().map(|_| graph.add_node(())).collect();
    for (i, &a) in nodes.iter().enumerate() {
        for (j, &b) in nodes.iter().enumerate().skip(i + 1) {
            if fresh[a][b] {
                graph.add_edge(ids[i], ids[j], ());
            }
        }
    }
    maximum_matching(&graph).len()
}

/// A matching of `fresh` among `nodes` made greedily, each node in order
/// with the first free node it may meet: each node's mate (an index into
/// `nodes`), and the matching's size, a lower bound of [`max_fresh`].
fn greedy_mates(nodes: &[usize], fresh: &[Vec<bool>]) -> (Vec<Option<usize>>, usize) {
    let n = nodes.len();
    let mut mate: Vec<Option<usize>> = vec![None; n];
    let mut size = 0;
    for i in 0..n {
        if mate[i].is_some() {
            continue;
        }
        let partner = (i + 1..n).find(|&j| mate[j].is_none() && fresh[nodes[i]][nodes[j]]);
        if let Some(j) = partner {
            mate[i] = Some(j);
            mate[j] = Some(i);
            size += 1;
        }
    }
    (mate, size)
}

/// The size of the greedy matching of [`greedy_mates`], mended by the
/// shortest augmenting paths: a free node `u` takes a matched neighbour
/// `v` whose mate `w` takes another free node `x`. Each mend is a valid
/// augmenting path (four distinct nodes), so the answer is still the size
/// of a matching, a lower bound of [`max_fresh`]; it closes the gap the
/// greedy leaves at the tail of a ranking (the last two left have met),
/// where the exact matching would otherwise run at every choice.
fn mended_fresh(nodes: &[usize], fresh: &[Vec<bool>]) -> usize {
    let n = nodes.len();
    let (mut mate, mut size) = greedy_mates(nodes, fresh);
    if size == n / 2 {
        return size;
    }
    let mut mended = true;
    while mended && size < n / 2 {
        mended = false;
        let free: Vec<usize> = (0..n).filter(|&i| mate[i].is_none()).collect();
        'free: for &u in &free {
            if mate[u].is_some() {
                continue;
            }
            for v in 0..n {
                let Some(w) = mate[v] else {
                    continue;
                };
                if !fresh[nodes[u]][nodes[v]] {
                    continue;
                }
                let x = free
                    .iter()
                    .copied()
                    .find(|&x| x != u && mate[x].is_none() && fresh[nodes[w]][nodes[x]]);
                if let Some(x) = x {
                    mate[u] = Some(v);
                    mate[v] = Some(u);
                    mate[w] = Some(x);
                    mate[x] = Some(w);
                    size += 1;
                    mended = true;
                    continue 'free;
                }
            }
        }
    }
    size
}

/// The column of each row in an assignment of least total cost of a square
/// matrix (the Hungarian method, O(n³)).
pub(crate) fn assignment(cost: &[Vec<i64>]) -> Vec<usize> {
    let n = cost.len();
    const INF: i64 = i64::MAX / 4;
    // 1-based potentials; p[j] is the row (1-based) given column j, 0 for none.
    let (mut u, mut v) = (vec![0i64; n + 1], vec![0i64; n + 1]);
    let (mut p, mut way) = (vec![0usize; n + 1], vec![0usize; n + 1]);
    for i in 1..=n {
        p[0] = i;
        let mut j0 = 0;
        let mut minv = vec![INF; n + 1];
        let mut used = vec![false; n + 1];
        loop {
            used[j0] = true;
            let i0 = p[j0];
            let mut delta = INF;
            let mut j1 = 0;
            for j in 1..=n {
                if used[j] {
                    continue;
                }
                let cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
                if cur < minv[j] {
                    minv[j] = cur;
                    way[j] = j0;
                }
                if minv[j] < delta {
                    delta = minv[j];
                    j1 = j;
                }
            }
            for j in 0..=n {
                if used[j] {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if p[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let mut column = vec![0; n];
    for j in 1..=n {
        if p[j] > 0 {
            column[p[j] - 1] = j - 1;
        }
    }
    column
}

#[cfg(test)]
mod tests {
    use super::{assignment, greedy_mates, max_fresh, mended_fresh};
    use proptest::prelude::*;

    /// The least total cost, by trying every permutation.
    fn brute(cost: &[Vec<i64>]) -> i64 {
        fn go(cost: &[Vec<i64>], row: usize, used: &mut Vec<bool>) -> i64 {
            if row == cost.len() {
                return 0;
            }
            let mut best = i64::MAX;
            for col in 0..cost.len() {
                if !used[col] {
                    used[col] = true;
                    best = best.min(cost[row][col] + go(cost, row + 1, used));
                    used[col] = false;
                }
            }
            best
        }
        go(cost, 0, &mut vec![false; cost.len()])
    }

    proptest! {
        #[test]
        fn the_assignment_is_a_permutation_of_least_cost(
            n in 1usize..7,
            values in prop::collection::vec(0i64..2_000_000_001, 49),
        ) {
            let cost: Vec<Vec<i64>> = (0..n).map(|i| values[i * 7..i * 7 + n].to_vec()).collect();
            let column = assignment(&cost);
            let mut seen = column.clone();
            seen.sort_unstable();
            prop_assert_eq!(seen, (0..n).collect::<Vec<_>>());
            let total: i64 = column.iter().enumerate().map(|(i, &j)| cost[i][j]).sum();
            prop_assert_eq!(total, brute(&cost));
        }

        /// The greedy shortcut changes no answer: on any graph of up to 9
        /// nodes, in any order, `max_fresh` is the size of a maximum
        /// matching (found by trying every way), and the greedy matching is
        /// never larger.
        #[test]
        fn the_most_fresh_meetings_are_a_maximum_matching(
            n in 0usize..10,
            edges in prop::collection::vec(any::<bool>(), 81),
            order in Just((0usize..10).collect::<Vec<_>>()).prop_shuffle(),
        ) {
            let mut fresh = vec![vec![false; n]; n];
            for i in 0..n {
                for j in i + 1..n {
                    fresh[i][j] = edges[i * 9 + j];
                    fresh[j][i] = edges[i * 9 + j];
                }
            }
            let nodes: Vec<usize> = order.into_iter().filter(|&x| x < n).collect();
            let most = most_by_trying(&nodes, &fresh);
            prop_assert_eq!(max_fresh(&nodes, &fresh), most);
            prop_assert!(greedy_mates(&nodes, &fresh).1 <= most);
            prop_assert!(mended_fresh(&nodes, &fresh) <= most);
            prop_assert!(greedy_mates(&nodes, &fresh).1 <= mended_fresh(&nodes, &fresh));
        }
    }

    /// The largest matching of `fresh` among `nodes`, by trying every way.
    fn most_by_trying(nodes: &[usize], fresh: &[Vec<bool>]) -> usize {
        let Some((&first, rest)) = nodes.split_first() else {
            return 0;
        };
        let without = most_by_trying(rest, fresh);
        rest.iter()
            .filter(|&&other| fresh[first][other])
            .map(|&other| {
                let left: Vec<usize> = rest.iter().copied().filter(|&x| x != other).collect();
                1 + most_by_trying(&left, fresh)
            })
            .fold(without, usize::max)
    }
}
