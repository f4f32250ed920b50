//! A round's life, the same in both modes: announced (a pairs round
//! paired, an individual round seated) after the last one is closed, each
//! of its tables' results recorded once and corrected after, then closed
//! when every table has one. Written once here over [`LiveRound`], the
//! round of either mode, and [`Lifecycle`], the tournament of either mode,
//! with the checks and refusals around each step. Each mode's fold
//! ([`Tournament`](super::Tournament),
//! [`IndividualTournament`](super::IndividualTournament)) keeps what is its
//! own: who may be announced, and how a result is checked against its
//! table. The fold of a whole log is [`super::log`]'s.

use super::error::TournamentError;
use super::event::TableResult;

/// A table's result as a round's lifecycle reads it: a pairs tournament's
/// [`TableResult`] or an individual one's
/// [`SeatsResult`](super::individual::SeatsResult).
pub trait TableOutcome: Clone + PartialEq {
    /// The same outcome: winner, points and how it ended, whatever the
    /// source, signer or match id.
    fn same_outcome(&self, other: &Self) -> bool;
    /// The result as a pairs tournament's, as a refusal's params carry it.
    fn as_table_result(&self) -> TableResult;
    /// A pairs tournament's result brought back by code from table `table`
    /// of `round`, as this mode records it.
    fn from_imported(round: u32, table: u32, result: TableResult) -> Result<Self, TournamentError>;
}

impl TableOutcome for TableResult {
    fn same_outcome(&self, other: &Self) -> bool {
        TableResult::same_outcome(self, other)
    }

    fn as_table_result(&self) -> TableResult {
        self.clone()
    }

    fn from_imported(_: u32, _: u32, result: TableResult) -> Result<TableResult, TournamentError> {
        Ok(result)
    }
}

/// A round as its lifecycle reads it, in either mode: its number, its
/// tables' numbers in order, one result (or none yet) for each of them, in
/// the same order, and whether it is closed. Public in this private module
/// only because [`FoldMode`](super::mode::FoldMode) names it.
pub trait LiveRound {
    /// The result of one of its tables.
    type Outcome: TableOutcome;
    /// One of its tables: who sits there.
    type Table: Copy;
    /// The round's number, from 1.
    fn number(&self) -> u32;
    /// The numbers of its tables, in order.
    fn table_numbers(&self) -> impl Iterator<Item = u32> + '_;
    /// Its tables, in order.
    fn tables(&self) -> &[Self::Table];
    /// Each table's result, in the order of its tables.
    fn results(&self) -> &[Option<Self::Outcome>];
    /// The same, to record or correct one.
    fn results_mut(&mut self) -> &mut [Option<Self::Outcome>];
    /// Closed: every table has its result.
    fn is_closed(&self) -> bool;
    /// Closes it.
    fn close(&mut self);
}

/// The tables of `round` still waiting for a result.
pub(crate) fn missing<R: LiveRound>(round: &R) -> Vec<u32> {
    round
        .table_numbers()
        .zip(round.results())
        .filter(|(_, result)| result.is_none())
        .map(|(table, _)| table)
        .collect()
}

/// The number of the next round to announce.
pub(crate) fn next_round<R>(rounds: &[R]) -> u32 {
    u32::try_from(rounds.len())
        .unwrap_or(u32::MAX)
        .saturating_add(1)
}

/// The last round while it is open: its number and its tables still
/// waiting for a result (none: it may be closed).
pub(crate) fn open_round<R: LiveRound>(rounds: &[R]) -> Option<(u32, Vec<u32>)> {
    rounds
        .last()
        .filter(|last| !last.is_closed())
        .map(|last| (last.number(), missing(last)))
}

/// The index of round number `round` among `rounds`.
pub(crate) fn round_index<R>(rounds: &[R], round: u32) -> Result<usize, TournamentError> {
    let index = usize::try_from(round).unwrap_or(usize::MAX);
    if index == 0 || index > rounds.len() {
        return Err(TournamentError::NoSuchRound {
            round,
            rounds: u32::try_from(rounds.len()).unwrap_or(u32::MAX),
        });
    }
    Ok(index - 1)
}

/// The indexes of a round and of one of its tables.
pub(crate) fn table_index<R: LiveRound>(
    rounds: &[R],
    round: u32,
    table: u32,
) -> Result<(usize, usize), TournamentError> {
    let r = round_index(rounds, round)?;
    let t = rounds[r]
        .table_numbers()
        .position(|number| number == table)
        .ok_or_else(|| TournamentError::NoSuchTable {
            round,
            table,
            tables: u32::try_from(rounds[r].table_numbers().count()).unwrap_or(u32::MAX),
        })?;
    Ok((r, t))
}

/// The last round closed (`round_not_closed` otherwise), as the next one
/// needs it.
pub(crate) fn check_closed<R: LiveRound>(rounds: &[R]) -> Result<(), TournamentError> {
    match rounds.last().filter(|r| !r.is_closed()) {
        Some(open) => Err(TournamentError::RoundNotClosed {
            round: open.number(),
        }),
        None => Ok(()),
    }
}

/// The pairs or players the next round is made from, best first: the
/// rows of `standings` that `playing` keeps (those not withdrawn), once the
/// last of `rounds` is closed ([`check_closed`]); refused as `too_few` says
/// with fewer than `least` of them.
pub(crate) fn playing<R: LiveRound, Row, Id>(
    rounds: &[R],
    standings: Vec<Row>,
    playing: impl FnMut(Row) -> Option<Id>,
    least: usize,
    too_few: impl FnOnce(usize) -> TournamentError,
) -> Result<Vec<Id>, TournamentError> {
    check_closed(rounds)?;
    let ranked: Vec<Id> = standings.into_iter().filter_map(playing).collect();
    if ranked.len() < least {
        return Err(too_few(ranked.len()));
    }
    Ok(ranked)
}

/// A new round numbered `given` checked against the rounds before it: the
/// last one closed, and `given` the next number.
pub(crate) fn check_announced<R: LiveRound>(
    rounds: &[R],
    given: u32,
) -> Result<(), TournamentError> {
    check_closed(rounds)?;
    let expected = next_round(rounds);
    if given != expected {
        return Err(TournamentError::RoundOutOfOrder { given, expected });
    }
    Ok(())
}

/// A new round's tables checked to be numbered 1 to n, in order.
pub(crate) fn check_numbered(tables: impl Iterator<Item = u32>) -> Result<(), TournamentError> {
    for (given, expected) in tables.zip(1..) {
        if given != expected {
            return Err(TournamentError::TableOutOfOrder { given, expected });
        }
    }
    Ok(())
}

/// How a table's result is entered: recorded, or correcting the one
/// recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// A `result_recorded` entry.
    Record,
    /// A `result_corrected` entry.
    Correct,
}

impl Entry {
    /// Whether `given`, a checked result of `table` of `round`, is news to
    /// a table whose result is `recorded`. A result to record is when the
    /// table has none, is not when it has this very outcome, and is
    /// refused ([`TournamentError::ResultConflict`], with both) when it has
    /// another. A correction is when it changes the result recorded (its
    /// outcome, or where it came from), and is refused
    /// ([`TournamentError::NoResultToCorrect`]) when the table has none yet.
    fn is_new<O: TableOutcome>(
        self,
        recorded: Option<&O>,
        round: u32,
        table: u32,
        given: &O,
    ) -> Result<bool, TournamentError> {
        match (self, recorded) {
            (Entry::Record, None) => Ok(true),
            (Entry::Record, Some(recorded)) if recorded.same_outcome(given) => Ok(false),
            (Entry::Record, Some(recorded)) => Err(TournamentError::ResultConflict {
                round,
                table,
                recorded: Box::new(recorded.as_table_result()),
                given: Box::new(given.as_table_result()),
            }),
            (Entry::Correct, None) => Err(TournamentError::NoResultToCorrect { round, table }),
            (Entry::Correct, Some(recorded)) => Ok(recorded != given),
        }
    }
}

/// A tournament of either mode as its rounds' lifecycle changes it: its
/// rounds, and how a result is checked against its table (each mode's
/// own). Recording, correcting and closing are written once, here.
pub(crate) trait Lifecycle {
    /// Its rounds.
    type Round: LiveRound;
    /// The rounds announced so far, in order.
    fn live_rounds(&self) -> &[Self::Round];
    /// The same, to record a result or close one.
    fn live_rounds_mut(&mut self) -> &mut [Self::Round];

    /// Table `table` of round `round`: who sits there.
    fn table_at(&self, round: u32, table: u32) -> Result<TableOf<Self>, TournamentError> {
        let rounds = self.live_rounds();
        let (r, t) = table_index(rounds, round, table)?;
        Ok(rounds[r].tables()[t])
    }

    /// A result checked against its round and table: the indexes of both,
    /// and the result as it is recorded.
    fn checked_result(
        &self,
        round: u32,
        table: u32,
        result: &OutcomeOf<Self>,
    ) -> Result<(usize, usize, OutcomeOf<Self>), TournamentError>;

    /// What entering `result` at `table` of `round` means: the result,
    /// checked, when it is news to the table (see [`Entry::is_new`]);
    /// `None` when it is not.
    fn to_record(
        &self,
        entry: Entry,
        round: u32,
        table: u32,
        result: &OutcomeOf<Self>,
    ) -> Result<Option<OutcomeOf<Self>>, TournamentError> {
        let (r, t, result) = self.checked_result(round, table, result)?;
        let recorded = self.live_rounds()[r].results()[t].as_ref();
        Ok(entry
            .is_new(recorded, round, table, &result)?
            .then_some(result))
    }

    /// Enters `result` at `table` of `round` (a `result_recorded` or a
    /// `result_corrected` entry): a result to record is refused when the
    /// table already has this outcome
    /// ([`TournamentError::ResultAlreadyRecorded`]) or another; a
    /// correction when it has none yet, and the very result recorded
    /// changes nothing.
    fn enter_result_mut(
        &mut self,
        entry: Entry,
        round: u32,
        table: u32,
        result: &OutcomeOf<Self>,
    ) -> Result<(), TournamentError> {
        let (r, t, result) = self.checked_result(round, table, result)?;
        let slot = &mut self.live_rounds_mut()[r].results_mut()[t];
        if !entry.is_new(slot.as_ref(), round, table, &result)? && entry == Entry::Record {
            return Err(TournamentError::ResultAlreadyRecorded { round, table });
        }
        *slot = Some(result);
        Ok(())
    }

    /// Closes round number `round` (a `round_closed` entry): refused when
    /// it is closed already or a table still waits for its result.
    fn close_round_mut(&mut self, round: u32) -> Result<(), TournamentError> {
        let rounds = self.live_rounds_mut();
        let open = &mut rounds[round_index(rounds, round)?];
        if open.is_closed() {
            return Err(TournamentError::RoundAlreadyClosed { round });
        }
        let tables = missing(open);
        if !tables.is_empty() {
            return Err(TournamentError::ResultsMissing { round, tables });
        }
        open.close();
        Ok(())
    }
}

/// A tournament's methods that make and enter a table's result, alike in
/// both modes: [`Lifecycle::to_record`] answered as the entry to append,
/// and a result built at a table ([`Lifecycle::table_at`]) whose type names
/// its sides (`winner_of`, `line`) and whose players the tournament names
/// (`names_at`), with `read_table_match` and `typed_end` in scope where it
/// is invoked. The tournament type `$tournament` folds entries `$event`
/// (with `ResultRecorded` and `ResultCorrected` variants) whose results
/// are `$outcome`.
macro_rules! result_entries {
    ($tournament:ident, $outcome:ident, $event:ident) => {
        impl $tournament {
            /// The result of a table read from the match played there:
            /// played under the tournament's rules, finished, its sides the
            /// table's two pairs, or an individual table's two partnerships
            /// (either way round, in either seat order, names compared
            /// without case or surrounding spaces), checked as any result
            /// is (signed by a losing player unless forfeited). The answer
            /// has no `match_id`: the app sets its own before recording it.
            pub fn result_of_match(
                &self,
                round: u32,
                table: u32,
                game: &$crate::Match,
                source: $crate::tournament::event::ResultSource,
                signed_by: Option<String>,
            ) -> Result<$outcome, TournamentError> {
                use $crate::tournament::lifecycle::Lifecycle as _;
                let at = self.table_at(round, table)?;
                let read = read_table_match(game, &self.setup().rules, self.names_at(&at))?;
                let result = $outcome {
                    winner: at.winner_of(read.winner),
                    scores: [0, 1].map(|i| at.line(i, read.lines[i].0, read.lines[i].1)),
                    end: read.end,
                    source,
                    signed_by,
                    match_id: None,
                };
                Ok(self.checked_result(round, table, &result)?.2)
            }

            /// A result typed from the paper scoresheet: both sides' final
            /// scores, in the table's order (a pair's, or side A's then side
            /// B's), and the losing player who signed. The higher score
            /// wins, at the target when it reached it and on time
            /// otherwise; level scores are refused (no match ends level,
            /// 004 §1a).
            pub fn typed_result(
                &self,
                round: u32,
                table: u32,
                points: [i64; 2],
                signed_by: String,
            ) -> Result<$outcome, TournamentError> {
                use $crate::tournament::lifecycle::Lifecycle as _;
                let at = self.table_at(round, table)?;
                let result = $outcome {
                    winner: at.winner_of(Some(usize::from(points[0] < points[1]))),
                    scores: [0, 1].map(|i| at.line(i, points[i], points[1 - i])),
                    end: typed_end(points, &self.setup().rules),
                    source: $crate::tournament::event::ResultSource::Typed,
                    signed_by: Some(signed_by),
                    match_id: None,
                };
                Ok(self.checked_result(round, table, &result)?.2)
            }

            $crate::tournament::lifecycle::entry_methods! {
                $outcome, $event;
                /// What recording `result` at a table means: `Ok(None)` when
                /// the table already has this very outcome (an import arriving
                /// twice: nothing to append), the entry to append when it has
                /// none, and [`TournamentError::ResultConflict`], with both
                /// results, when it has another.
                decide_result: Record => ResultRecorded;
                /// What correcting a table's result with `result` means: the
                /// entry to append when it changes the recorded result (its
                /// outcome, or where it came from: a typed sheet replacing an
                /// import is news), `Ok(None)` when it is the very result
                /// recorded, and [`TournamentError::NoResultToCorrect`] when the
                /// table has none yet. The result is checked as one to record
                /// is; the standings follow it.
                decide_correction: Correct => ResultCorrected;
            }

            /// The tournament with `result` recorded: itself, unchanged,
            /// when the table already has this outcome
            #[doc = concat!("([`", stringify!($tournament), "::decide_result`]).")]
            pub fn record_result(
                &self,
                round: u32,
                table: u32,
                result: &$outcome,
            ) -> Result<$tournament, TournamentError> {
                match self.decide_result(round, table, result)? {
                    None => Ok(self.clone()),
                    Some(event) => self.apply(event),
                }
            }
        }
    };
}
pub(crate) use result_entries;

/// A tournament's methods that decide what entering a table's result means,
/// one for each kind of entry (`$entry`, an [`Entry`]): the entry to append
/// (`$event::$variant`) when the result is news to the table, `Ok(None)`
/// when it is not ([`Lifecycle::to_record`]).
macro_rules! entry_methods {
    ($outcome:ident, $event:ident; $($(#[$doc:meta])* $name:ident: $entry:ident => $variant:ident;)*) => {
        $(
            $(#[$doc])*
            pub fn $name(
                &self,
                round: u32,
                table: u32,
                result: &$outcome,
            ) -> Result<Option<$event>, TournamentError> {
                let entry = $crate::tournament::lifecycle::Entry::$entry;
                let result = self.to_record(entry, round, table, result)?;
                Ok(result.map(|result| $event::$variant {
                    round,
                    table,
                    result,
                }))
            }
        )*
    };
}
pub(crate) use entry_methods;

/// The result of a table of a tournament of either mode.
pub(crate) type OutcomeOf<T> = <<T as Lifecycle>::Round as LiveRound>::Outcome;

/// A table of a tournament's rounds.
pub(crate) type TableOf<T> = <<T as Lifecycle>::Round as LiveRound>::Table;
