//! What the tournament's screens show, read from a [`TournamentView`] with no
//! rule of their own: each table's state, a pair's rounds, the round on the
//! director's desk, and the result typed from a paper scoresheet.

use tranque::ForfeitReason;
use tranque::tournament::{
    PairId, Round, TablePairing, TableResult, Tournament, TournamentError, TournamentEvent,
};

use crate::api::TournamentView;

/// Where a table of a round stands, as its card shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableState {
    /// Nothing started, no result.
    ToPlay,
    /// Its match was started on this phone and is under way.
    Playing {
        /// The match's id.
        match_id: String,
    },
    /// Its match, played on this phone, is finished: its result can be taken.
    Played {
        /// The match's id.
        match_id: String,
    },
    /// The result is in.
    ResultIn(TableResult),
    /// A result arrived that differs from the one recorded.
    Conflict {
        /// The result recorded.
        recorded: TableResult,
        /// The result that was refused.
        given: TableResult,
    },
}

/// The state of `table` of `round`; `conflict` is a result this session saw
/// refused for that table because another one is recorded.
pub fn table_state(
    view: &TournamentView,
    round: u32,
    table: u32,
    conflict: Option<&TableResult>,
) -> TableState {
    if let Some(recorded) = result_at(view, round, table).cloned() {
        return match conflict {
            Some(given) if !given.same_outcome(&recorded) => TableState::Conflict {
                recorded,
                given: given.clone(),
            },
            _ => TableState::ResultIn(recorded),
        };
    }
    // The last match started for the table is the one that counts.
    match view
        .linked
        .iter()
        .rev()
        .find(|l| l.round == round && l.table == table)
    {
        Some(l) if l.finished => TableState::Played {
            match_id: l.match_id.clone(),
        },
        Some(l) => TableState::Playing {
            match_id: l.match_id.clone(),
        },
        None => TableState::ToPlay,
    }
}

/// Round `round` of the view of either mode, if paired or seated.
pub fn round_of<V: Refold>(view: &V, round: u32) -> Option<&V::Round> {
    view.rounds().iter().find(|r| V::round_number(r) == round)
}

/// The result of `table` of `round`, once in.
pub fn result_at<V: Refold>(view: &V, round: u32, table: u32) -> Option<&V::Outcome> {
    let (_, result) = V::results(round_of(view, round)?).find(|(at, _)| *at == table)?;
    result
}

/// The round the director works on: the last one paired.
pub fn current_round(view: &TournamentView) -> Option<&Round> {
    view.rounds.last()
}

/// Whether `table` of `round` has its result already (a typed sheet then
/// corrects it).
pub fn has_result<V: Refold>(view: &V, round: u32, table: u32) -> bool {
    result_at(view, round, table).is_some()
}

/// The players of a pair ("Ana & Bia"), or its number when unknown; a
/// name an old log kept with a character that hides or moves what it shows
/// is marked where it hid ([`tranque::carried_name`]).
pub fn pair_names(view: &TournamentView, pair: PairId) -> String {
    view.pairs
        .iter()
        .find(|p| p.id == pair)
        .map(|p| {
            let names: Vec<String> = p.players.iter().map(|n| tranque::carried_name(n)).collect();
            names.join(" & ")
        })
        .unwrap_or_else(|| pair.to_string())
}

/// The players of a pair, if registered.
pub fn players_of(view: &TournamentView, pair: PairId) -> Option<[String; 2]> {
    view.pairs
        .iter()
        .find(|p| p.id == pair)
        .map(|p| p.players.clone())
}

/// One round of a pair's history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HistoryLine {
    /// It had the bye.
    Bye {
        /// The round.
        round: u32,
    },
    /// It played a table.
    Played {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The pair it met.
        opponent: PairId,
        /// Its result there, once in: (points for, points against, won).
        score: Option<(i64, i64, bool)>,
    },
}

/// The rounds `pair` played or sat out, in order.
pub fn pair_history(view: &TournamentView, pair: PairId) -> Vec<HistoryLine> {
    let mut lines = Vec::new();
    for round in &view.rounds {
        let number = round.pairing.round;
        if round.pairing.bye == Some(pair) {
            lines.push(HistoryLine::Bye { round: number });
        }
        for (at, result) in round.pairing.tables.iter().zip(&round.results) {
            let Some(opponent) = opponent_at(at, pair) else {
                continue;
            };
            let score = result.as_ref().and_then(|r| {
                let line = r.score_of(pair)?;
                Some((line.points_for, line.points_against, r.winner == pair))
            });
            lines.push(HistoryLine::Played {
                round: number,
                table: at.table,
                opponent,
                score,
            });
        }
    }
    lines
}

fn opponent_at(at: &TablePairing, pair: PairId) -> Option<PairId> {
    match at.pairs {
        [a, b] if a == pair => Some(b),
        [a, b] if b == pair => Some(a),
        _ => None,
    }
}

/// A mode's view as the desk reads its rounds and [`fold_until`] makes its
/// tournament again: what differs between the modes (who plays, a pair or a
/// player; the round paired or seated; each mode's events).
pub trait Refold {
    /// The mode's tournament.
    type Tournament;
    /// A round of the view, with its results.
    type Round;
    /// Who plays: a pair or a player.
    type Member: Copy + PartialEq;
    /// A table's result.
    type Outcome: Clone + 'static;
    /// The tournament with only its setup.
    fn created(&self) -> Result<Self::Tournament, TournamentError>;
    /// The view's rounds, the first first.
    fn rounds(&self) -> &[Self::Round];
    /// A round's number.
    fn round_number(round: &Self::Round) -> u32;
    /// Who plays a round, at its tables then sitting out.
    fn playing_in(round: &Self::Round) -> Vec<Self::Member>;
    /// Each table of a round, its number and its result once in.
    fn results(round: &Self::Round) -> impl Iterator<Item = (u32, Option<&Self::Outcome>)>;
    /// Who of the tournament is in: registered, not withdrawn.
    fn active(t: &Self::Tournament) -> Vec<Self::Member>;
    /// Whether the tournament knows `side`.
    fn known(t: &Self::Tournament, side: Self::Member) -> bool;
    /// Records a step as the mode's event; on refusal nothing changes.
    fn apply(&self, t: &mut Self::Tournament, step: Redo<'_, Self>) -> Result<(), TournamentError>;
}

/// A step of [`fold_until`], which each mode records as its event.
pub enum Redo<'a, V: Refold + ?Sized> {
    /// Withdrawn: missing from the round.
    Withdrawn(V::Member),
    /// Registered, as the view names it.
    Registered(V::Member),
    /// The round announced: paired or seated.
    Announced(&'a V::Round),
    /// A table's result recorded: the round, the table, the result.
    Recorded(u32, u32, V::Outcome),
    /// The round closed, as the view says it is.
    Closed(&'a V::Round),
}

/// The tournament as the core folds it, up to and including `round`, made
/// again from the view of either mode: the core's own typed results need
/// it. Before each round, those playing it are registered (and those
/// missing from it withdrawn), then the round, its results and its close,
/// as they were recorded.
pub fn fold_until<V: Refold>(view: &V, round: u32) -> Result<V::Tournament, TournamentError> {
    let mut t = view.created()?;
    for r in view
        .rounds()
        .iter()
        .take_while(|r| V::round_number(r) <= round)
    {
        let playing = V::playing_in(r);
        let gone: Vec<V::Member> = V::active(&t)
            .into_iter()
            .filter(|side| !playing.contains(side))
            .collect();
        for side in gone {
            view.apply(&mut t, Redo::Withdrawn(side))?;
        }
        for side in playing {
            if !V::known(&t, side) {
                view.apply(&mut t, Redo::Registered(side))?;
            }
        }
        view.apply(&mut t, Redo::Announced(r))?;
        for (table, result) in V::results(r) {
            if let Some(result) = result {
                view.apply(
                    &mut t,
                    Redo::Recorded(V::round_number(r), table, result.clone()),
                )?;
            }
        }
        view.apply(&mut t, Redo::Closed(r))?;
    }
    Ok(t)
}

impl Refold for TournamentView {
    type Tournament = Tournament;
    type Round = Round;
    type Member = PairId;
    type Outcome = TableResult;

    fn created(&self) -> Result<Tournament, TournamentError> {
        Tournament::new(self.setup.clone())
    }

    fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    fn round_number(round: &Round) -> u32 {
        round.pairing.round
    }

    fn playing_in(round: &Round) -> Vec<PairId> {
        let pairing = &round.pairing;
        pairing
            .tables
            .iter()
            .flat_map(|at| at.pairs)
            .chain(pairing.bye)
            .collect()
    }

    fn results(round: &Round) -> impl Iterator<Item = (u32, Option<&TableResult>)> {
        let tables = round.pairing.tables.iter().map(|at| at.table);
        tables.zip(round.results.iter().map(Option::as_ref))
    }

    fn active(t: &Tournament) -> Vec<PairId> {
        t.pairs()
            .iter()
            .filter(|p| !p.withdrawn)
            .map(|p| p.id)
            .collect()
    }

    fn known(t: &Tournament, pair: PairId) -> bool {
        t.pair(pair).is_some()
    }

    fn apply(&self, t: &mut Tournament, step: Redo<'_, Self>) -> Result<(), TournamentError> {
        t.apply_mut(match step {
            Redo::Withdrawn(pair) => TournamentEvent::PairWithdrawn { pair },
            Redo::Registered(pair) => {
                let players = players_of(self, pair).unwrap_or_default();
                TournamentEvent::PairRegistered { pair, players }
            }
            Redo::Announced(r) => TournamentEvent::RoundPaired(r.pairing.clone()),
            Redo::Recorded(round, table, result) => TournamentEvent::ResultRecorded {
                round,
                table,
                result,
            },
            Redo::Closed(r) if r.closed => TournamentEvent::RoundClosed {
                round: r.pairing.round,
            },
            Redo::Closed(_) => return Ok(()),
        })
    }
}

/// A difference with its sign, as the standings show it: "+53", "-53",
/// "0".
pub fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// A paper scoresheet as the director types it, for a table of two pairs
/// or of four players: who won (a tap, which also says who may sign), each
/// side's final score in the table's order, and who of the losers signed;
/// or a forfeit, whose score 004 §2a sets and which may be unsigned.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TypedSheet {
    /// The winning side's place at the table (0: the first, 1: the second).
    pub winner: Option<usize>,
    /// Each side's final score as typed.
    pub points: [String; 2],
    /// The losing player who signed.
    pub signer: Option<String>,
    /// The losers forfeited, and why.
    pub forfeit: Option<ForfeitReason>,
}

/// Why a typed sheet gives no result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SheetProblem {
    /// No winner chosen.
    NoWinner,
    /// A score that is not a whole number: the side's place and the text.
    BadPoints(usize, String),
    /// Nobody of the losers signed.
    NoSigner,
    /// The scores typed make the other side the winner: its place.
    WinnerDisagrees(usize),
    /// The core refused the result.
    Refused(TournamentError),
}

/// What a sheet says, read but not yet made a result by the core.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sheet {
    /// The side at this place won by these scores, signed by this loser.
    Played {
        /// The winner's place at the table.
        winner: usize,
        /// Each side's final score, in the table's order.
        points: [i64; 2],
        /// The losing player who signed.
        signer: String,
    },
    /// The side at this place forfeited, for this reason; signed or not.
    Forfeit {
        /// The loser's place at the table.
        loser: usize,
        /// Why.
        reason: ForfeitReason,
        /// The losing player who signed, if one did.
        signer: Option<String>,
    },
}

impl TypedSheet {
    /// What the sheet says, each field read; the core then makes the result
    /// of it (and refuses what the rules do not allow). A forfeit needs no
    /// scores; played, the side tapped and the scores must agree before the
    /// signer is asked for (a level score is the core's to refuse).
    pub fn read(&self) -> Result<Sheet, SheetProblem> {
        let won = self
            .winner
            .filter(|w| *w < 2)
            .ok_or(SheetProblem::NoWinner)?;
        let signer = self.signer.clone().filter(|s| !s.trim().is_empty());
        if let Some(reason) = self.forfeit {
            return Ok(Sheet::Forfeit {
                loser: 1 - won,
                reason,
                signer,
            });
        }
        let mut points = [0, 0];
        for (n, typed) in self.points.iter().enumerate() {
            points[n] = typed
                .trim()
                .parse()
                .map_err(|_| SheetProblem::BadPoints(n, typed.clone()))?;
        }
        if points[won] < points[1 - won] {
            return Err(SheetProblem::WinnerDisagrees(1 - won));
        }
        Ok(Sheet::Played {
            winner: won,
            points,
            signer: signer.ok_or(SheetProblem::NoSigner)?,
        })
    }

    /// The result of table `table` of `round`, made and checked by the core
    /// ([`Tournament::typed_result`], [`Tournament::forfeit_result`]) and
    /// marked as typed.
    pub fn result(
        &self,
        view: &TournamentView,
        round: u32,
        table: u32,
    ) -> Result<TableResult, SheetProblem> {
        let sheet = self.read()?;
        let t = fold_until(view, round).map_err(SheetProblem::Refused)?;
        let made = match sheet {
            Sheet::Played { points, signer, .. } => t.typed_result(round, table, points, signer),
            Sheet::Forfeit {
                loser,
                reason,
                signer,
            } => {
                let at = round_of(view, round)
                    .and_then(|r| r.pairing.tables.iter().find(|at| at.table == table))
                    .ok_or(TournamentError::NoSuchTable {
                        round,
                        table,
                        tables: 0,
                    })
                    .map_err(SheetProblem::Refused)?;
                t.forfeit_result(round, table, at.pairs[loser], reason, signer)
            }
        };
        made.map_err(SheetProblem::Refused)
    }
}

#[cfg(test)]
pub(crate) mod tests;
