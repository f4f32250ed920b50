//! A table's result: checked against the round's pairing (the right pairs,
//! points that add up, a forfeit scored as 004 §2a says, signed by a loser
//! as §11a says), read from a finished match, and recorded once: the same
//! result twice changes nothing, a different one is refused with both.

pub use super::check::{most_hand_points, reachable};
use super::error::TournamentError;
use super::event::{
    PairId, PairScore, ResultEnd, ResultSource, TablePairing, TableResult, TournamentEvent,
};
use super::fold::Tournament;
use super::lifecycle::{self, Lifecycle};
use crate::{
    FORFEIT_LOSS_AGAINST, FORFEIT_WIN_POINTS, ForfeitReason, Match, MatchEnd, MatchOutcome, Side,
    same_name,
};

lifecycle::result_entries!(Tournament, TableResult, TournamentEvent);

/// A pairing's table as a result names its sides: by its two pairs.
impl TablePairing {
    /// The pair that won, by its index at the table (no pair's number,
    /// 0, for none).
    pub(crate) fn winner_of(&self, index: Option<usize>) -> PairId {
        index
            .and_then(|i| self.pairs.get(i).copied())
            .unwrap_or_default()
    }

    /// The line of the pair at index `i`.
    pub(crate) fn line(&self, i: usize, points_for: i64, points_against: i64) -> PairScore {
        PairScore {
            pair: self.pairs[i],
            points_for,
            points_against,
        }
    }

    /// The pair at index `i`, as a code to start the match names it.
    pub(crate) fn as_pair(&self, i: usize) -> PairId {
        self.pairs[i]
    }
}

impl Tournament {
    /// The two players of each pair at the table `at`, in the table's
    /// order (blank for a number not registered), each as a new entry
    /// carries it ([`carried_name`](crate::carried_name): an old name the
    /// rule now refuses marked where it hides something), as a table's code
    /// names them and its match is played.
    pub(super) fn names_at(&self, at: &TablePairing) -> [[String; 2]; 2] {
        at.pairs
            .map(|pair| self.players_of(pair).map(|name| crate::carried_name(&name)))
    }

    /// A forfeit typed by the director: `loser` forfeits the table's match
    /// (004 §2a: 100–0 for the others, 0–200 against it), signed or not.
    pub fn forfeit_result(
        &self,
        round: u32,
        table: u32,
        loser: PairId,
        reason: ForfeitReason,
        signed_by: Option<String>,
    ) -> Result<TableResult, TournamentError> {
        let (r, t) = self.table_index(round, table)?;
        let at = self.rounds()[r].pairing.tables[t];
        let winner = match at.pairs {
            [a, b] if b == loser => a,
            [a, b] if a == loser => b,
            _ => return Err(TournamentError::ResultWinnerNotAtTable { winner: loser }),
        };
        let score = |pair: PairId| {
            let won = pair == winner;
            PairScore {
                pair,
                points_for: if won { FORFEIT_WIN_POINTS } else { 0 },
                points_against: if won { 0 } else { FORFEIT_LOSS_AGAINST },
            }
        };
        let result = TableResult {
            winner,
            scores: at.pairs.map(score),
            end: ResultEnd::Forfeit { reason },
            source: ResultSource::Typed,
            signed_by,
            match_id: None,
        };
        self.check_at(round, at, &result)
    }
}

/// A finished match read against the two sides its table expects: which
/// of them won and each one's points, in the order expected.
pub(crate) struct MatchRead {
    /// The index in the sides expected of the one that won, if one did.
    pub winner: Option<usize>,
    /// Each side's points for and against, in the order expected.
    pub lines: [(i64, i64); 2],
    /// How the match ended.
    pub end: ResultEnd,
}

/// Reads `game` as the match of a table whose sides are `expected` (each
/// two players' names): played under `rules`, finished, and its sides the
/// expected ones, either way round and in either seat order (names compared
/// without case or surrounding spaces). What the pairs' and the individual
/// mode's results from a match share.
pub(crate) fn read_table_match(
    game: &Match,
    rules: &crate::Rules,
    expected: [[String; 2]; 2],
) -> Result<MatchRead, TournamentError> {
    let played = &game.setup().rules;
    if played != rules {
        return Err(TournamentError::MatchRulesDiffer {
            fields: differing_fields(rules, played),
        });
    }
    let outcome = finished(game)?;
    let given = seated_sides(&game.setup().seats);
    let same = |x: &[String; 2], y: &[String; 2]| {
        (same_name(&x[0], &y[0]) && same_name(&x[1], &y[1]))
            || (same_name(&x[0], &y[1]) && same_name(&x[1], &y[0]))
    };
    // The expected side sitting as each side of the match.
    let by_side = if same(&given[0], &expected[0]) && same(&given[1], &expected[1]) {
        [0, 1]
    } else if same(&given[0], &expected[1]) && same(&given[1], &expected[0]) {
        [1, 0]
    } else {
        return Err(TournamentError::MatchPlayersNotAtTable {
            expected: Box::new(expected),
            given: Box::new(given),
        });
    };
    let expected_of = |side: Side| by_side.get(side.index()).copied();
    let line = |at: usize| {
        let line = outcome
            .result
            .iter()
            .find(|r| expected_of(r.side) == Some(at));
        (
            line.map_or(0, |r| r.points_for),
            line.map_or(0, |r| r.points_against),
        )
    };
    Ok(MatchRead {
        winner: outcome.winner.and_then(expected_of),
        lines: [line(0), line(1)],
        end: result_end(&outcome.how),
    })
}

/// The end of `game`, or `match_not_finished`.
pub(super) fn finished(game: &Match) -> Result<&MatchOutcome, TournamentError> {
    game.standings()
        .outcome
        .as_ref()
        .ok_or(TournamentError::MatchNotFinished)
}

/// The two sides of a match of pairs by its `seats`: side A at seats 0 and
/// 2, side B at seats 1 and 3 (a seat not there is a blank name).
pub(super) fn seated_sides(seats: &[String]) -> [[String; 2]; 2] {
    let side = |a: usize, b: usize| {
        [
            seats.get(a).cloned().unwrap_or_default(),
            seats.get(b).cloned().unwrap_or_default(),
        ]
    };
    [side(0, 2), side(1, 3)]
}

/// How a match typed from its scoresheet with final scores `points` ended:
/// at the target when the higher score reached it, on time otherwise.
pub(crate) fn typed_end(points: [i64; 2], rules: &crate::Rules) -> ResultEnd {
    if points[0].max(points[1]) >= i64::from(rules.target) {
        ResultEnd::Target
    } else {
        ResultEnd::Time
    }
}

/// How a table's match ended, as its result says it.
pub(super) fn result_end(how: &MatchEnd) -> ResultEnd {
    match how {
        MatchEnd::Target => ResultEnd::Target,
        MatchEnd::Time => ResultEnd::Time,
        MatchEnd::Forfeit { reason, .. } => ResultEnd::Forfeit { reason: *reason },
    }
}

/// The names of the rule-set fields that differ, as the match file writes them.
fn differing_fields(ours: &crate::Rules, theirs: &crate::Rules) -> Vec<String> {
    let as_map = |rules: &crate::Rules| match serde_json::to_value(rules) {
        Ok(serde_json::Value::Object(map)) => map,
        _ => serde_json::Map::new(),
    };
    let (ours, theirs) = (as_map(ours), as_map(theirs));
    let mut fields: Vec<String> = ours
        .keys()
        .chain(theirs.keys())
        .filter(|key| ours.get(*key) != theirs.get(*key))
        .cloned()
        .collect();
    fields.sort();
    fields.dedup();
    fields
}
