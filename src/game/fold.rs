//! The fold of one event into the standings: each event's rule (who opens,
//! what a hand, a redeal, a penalty, a forfeit or the clock does to the
//! scores), refusing without change.

use std::collections::HashSet;

use crate::settle::settle_at;
use crate::{
    Decision, EndKind, Event, Fault, ForfeitReason, MatchEnd, Mode, Opener, OpenerRotation,
    RedealReason, RuleError, Rules, Seat, Side, Table,
};

use super::{
    ClockState, FORFEIT_LOSS_AGAINST, FORFEIT_WIN_POINTS, MatchOutcome, RowKind, SheetRow,
    SideResult, Standings,
};

/// Who opens a hand, given who should and who is said to.
fn resolve_opener(table: &Table, expected: Opener, given: Option<Seat>) -> Result<Seat, RuleError> {
    if let Some(seat) = given {
        table.check_seat(seat)?;
    }
    match (expected, given) {
        (Opener::Seat(seat), None) => Ok(seat),
        (_, None) => Err(RuleError::OpenerRequired { expected }),
        (_, Some(given)) if !expected.may_open(table, given) => {
            Err(RuleError::WrongOpener { given, expected })
        }
        (_, Some(given)) => Ok(given),
    }
}

/// A player warned for a fault, for `warning_first` penalties.
pub(super) type Warning = (Seat, Fault);

/// One event folded into `st` (a copy: on error the caller drops it): the
/// scoresheet row it writes, and the warning it gives, which the caller
/// records once the event is accepted.
pub(super) fn step(
    rules: &Rules,
    table: &Table,
    st: &mut Standings,
    warned: &HashSet<Warning>,
    event: &Event,
    index: usize,
) -> Result<(Option<SheetRow>, Option<Warning>), RuleError> {
    if let Some(outcome) = &st.outcome {
        return Err(RuleError::MatchFinished { how: outcome.how });
    }
    let mut fold = Fold {
        rules,
        table,
        st,
        warned,
        warning: None,
        index,
    };
    let mut row = match event {
        Event::Hand { opener, end } => fold.hand(*opener, end)?,
        Event::Redeal { reason } => fold.redeal(reason)?,
        Event::Penalty {
            offender,
            fault,
            points,
            decision,
            opener,
        } => fold.penalty(*offender, fault, *points, *decision, *opener)?,
        Event::Forfeit { loser, reason } => fold.forfeit(*loser, *reason)?,
        Event::TimeUp { at_ms } => fold.time_up(*at_ms)?,
        // The clock writes no row on the scoresheet.
        Event::ClockStarted { at_ms } => return fold.clock_started(*at_ms).map(|()| (None, None)),
        Event::ClockPaused { at_ms } => return fold.clock_paused(*at_ms).map(|()| (None, None)),
        Event::ClockResumed { at_ms } => return fold.clock_resumed(*at_ms).map(|()| (None, None)),
    };
    row.totals = fold.st.scores.clone();
    Ok((Some(row), fold.warning))
}

/// The fold of one event: the rules and table it is played under, the
/// warnings already given, and the standings it changes (a copy, dropped by
/// the caller on a refusal).
struct Fold<'a> {
    rules: &'a Rules,
    table: &'a Table,
    st: &'a mut Standings,
    /// (offender, fault) pairs warned before this event.
    warned: &'a HashSet<Warning>,
    /// The warning this event gives, recorded by the caller if it is accepted.
    warning: Option<Warning>,
    /// The event's index in the log.
    index: usize,
}

impl Fold<'_> {
    /// A blank row of the scoresheet for this event.
    fn row(&self, kind: RowKind) -> SheetRow {
        let sides = self.table.sides();
        SheetRow {
            event_index: self.index,
            hand_number: self.st.hands_played.saturating_add(1),
            opener: None,
            kind,
            settlement: None,
            points: vec![0; sides],
            entries: vec![None; sides],
            totals: Vec::new(),
            ends_hand: false,
        }
    }

    /// A hand played out: settled by the core, scored, and the next opener.
    fn hand(&mut self, opener: Option<Seat>, end: &crate::HandEnd) -> Result<SheetRow, RuleError> {
        let (rules, table) = (self.rules, self.table);
        let current = self.st.next_opener;
        let opener = resolve_opener(table, current, opener)?;
        let settlement = settle_at(rules, table, end, self.st.blocks_in_a_row)?;
        let mut row = self.row(RowKind::Hand {
            end: settlement.explanation.end,
            tiebreak: self.st.tiebreak_due,
        });
        if let Some(winner) = settlement.winner {
            let points = i64::from(settlement.points);
            row.points[winner.index()] = points;
            row.entries[winner.index()] = Some(points);
        } else if !settlement.void && settlement.tie.is_some() {
            // 004 §4a: "Debe anotarse cero (0) … en la columna del que cerró el juego."
            row.entries[settlement.explanation.actor_side.index()] = Some(0);
        }
        add(&mut self.st.scores, &row.points);
        self.st.next_opener = if settlement.void {
            // A replayed tie keeps the opener; on the first hand, the 6-6 holder again.
            match current {
                Opener::DoubleSix | Opener::Anyone => current,
                _ => Opener::Seat(opener),
            }
        } else {
            match (rules.opener_rotation, settlement.winner) {
                (OpenerRotation::Winner, Some(side)) => match table.mode() {
                    Mode::Individual => Opener::Seat(Seat(side.0)),
                    Mode::Pairs => Opener::Side(side),
                },
                _ => Opener::Seat(table.next_seat(opener)),
            }
        };
        row.opener = Some(opener);
        row.ends_hand = true;
        self.st.blocks_in_a_row = match settlement.explanation.end {
            _ if settlement.void => self.st.blocks_in_a_row,
            EndKind::Block => self.st.blocks_in_a_row.saturating_add(1),
            EndKind::Domino => 0,
            EndKind::PassedWithPlayable => self.st.blocks_in_a_row,
        };
        let void = settlement.void;
        row.settlement = Some(settlement);
        self.st.hands_played = self.st.hands_played.saturating_add(1);
        if !void {
            close_hand(rules, table, self.st, self.index);
        }
        Ok(row)
    }

    /// A deal reshuffled: checked against the rules; the same opener.
    fn redeal(&mut self, reason: &RedealReason) -> Result<SheetRow, RuleError> {
        check_redeal(self.rules, self.table, reason)?;
        Ok(self.row(RowKind::Redeal {
            reason: reason.clone(),
        }))
    }

    /// A penalty: a warning the first time where the rules say so, the points
    /// off the offender's side, and, applied, the hand ended and reshuffled.
    fn penalty(
        &mut self,
        offender: Seat,
        fault: &Fault,
        points: u32,
        decision: Decision,
        opener: Option<Seat>,
    ) -> Result<SheetRow, RuleError> {
        let (rules, table) = (self.rules, self.table);
        let offender = table.check_seat(offender)?;
        if let Some(seat) = opener {
            table.check_seat(seat)?;
        }
        let rule = rules
            .penalty(fault)
            .ok_or_else(|| RuleError::UnknownPenalty {
                fault: fault.clone(),
            })?;
        let warning = rule.warning_first && !self.warned.contains(&(offender, fault.clone()));
        let expected = if warning { 0 } else { rule.points };
        if points != expected {
            return Err(RuleError::PenaltyPointsMismatch {
                fault: fault.clone(),
                given: points,
                expected,
            });
        }
        if decision == Decision::PlayOn && !rule.pcd && !warning {
            return Err(RuleError::DecisionNotAllowed {
                fault: fault.clone(),
                decision: Decision::PlayOn,
            });
        }
        let side = table.side_of(offender);
        let mut row = self.row(RowKind::Penalty {
            offender,
            side,
            fault: fault.clone(),
            decision,
            warning,
        });
        row.opener = opener.or(self.st.next_opener.seat());
        if warning {
            self.warning = Some((offender, fault.clone()));
        } else if decision != Decision::PlayOn {
            let deduction = -i64::from(points);
            row.points[side.index()] = deduction;
            row.entries[side.index()] = Some(deduction);
            add(&mut self.st.scores, &row.points);
        }
        if !warning && decision == Decision::Apply {
            let current = self.st.next_opener;
            if let Some(seat) = opener {
                resolve_opener(table, current, Some(seat))?;
            }
            let known = current.seat().or(opener);
            self.st.next_opener = match known {
                Some(seat) if fault.keeps_opener(table.mode()) => Opener::Seat(seat),
                Some(seat) => Opener::Seat(table.next_seat(seat)),
                // The opener of the hand under way is unknown (first hand) and
                // the same player opens again (004 §5, §9): the reshuffled hand
                // is opened as the first one would have been.
                None if fault.keeps_opener(table.mode()) => current,
                // 004 intro: "la rotación continúa": the seat after whoever
                // opened the hand under way, which only the table knows.
                None => return Err(RuleError::OpenerRequired { expected: current }),
            };
            row.ends_hand = true;
            self.st.hands_played = self.st.hands_played.saturating_add(1);
            close_hand(rules, table, self.st, self.index);
        }
        Ok(row)
    }

    /// A side forfeits: the match ends, 100–0 for the others, 200 against it.
    fn forfeit(&mut self, loser: Side, reason: ForfeitReason) -> Result<SheetRow, RuleError> {
        let table = self.table;
        let loser = table.check_side(loser)?;
        let winners: Vec<Side> = table.all_sides().filter(|&s| s != loser).collect();
        let result = table
            .all_sides()
            .map(|side| {
                let won = side != loser;
                SideResult {
                    side,
                    won,
                    points_for: if won { FORFEIT_WIN_POINTS } else { 0 },
                    points_against: if won { 0 } else { FORFEIT_LOSS_AGAINST },
                }
            })
            .collect();
        self.st.outcome = Some(MatchOutcome {
            winner: match winners.as_slice() {
                [one] => Some(*one),
                _ => None,
            },
            winners,
            how: MatchEnd::Forfeit { loser, reason },
            result,
            event_index: self.index,
        });
        self.st.tiebreak_due = false;
        Ok(self.row(RowKind::Forfeit { loser, reason }))
    }

    /// The match clock starts.
    fn clock_started(&mut self, at_ms: i64) -> Result<(), RuleError> {
        let clock = &mut self.st.clock;
        if let Some(started_at_ms) = clock.started_at_ms {
            return Err(RuleError::ClockAlreadyStarted { started_at_ms });
        }
        clock.started_at_ms = Some(at_ms);
        clock.running_since_ms = Some(at_ms);
        clock.last_ms = Some(at_ms);
        Ok(())
    }

    /// The match clock stops; the time it ran is kept.
    fn clock_paused(&mut self, at_ms: i64) -> Result<(), RuleError> {
        let clock = &mut self.st.clock;
        let since = match (clock.started_at_ms, clock.running_since_ms) {
            (None, _) => return Err(RuleError::ClockNotStarted),
            (Some(_), None) => return Err(RuleError::ClockNotRunning),
            (Some(_), Some(since)) => since,
        };
        check_forward(clock, at_ms)?;
        clock.elapsed_before_ms = clock
            .elapsed_before_ms
            .saturating_add(at_ms.saturating_sub(since));
        clock.running_since_ms = None;
        clock.last_ms = Some(at_ms);
        Ok(())
    }

    /// The match clock runs again.
    fn clock_resumed(&mut self, at_ms: i64) -> Result<(), RuleError> {
        let clock = &mut self.st.clock;
        match (clock.started_at_ms, clock.running_since_ms) {
            (None, _) => return Err(RuleError::ClockNotStarted),
            (Some(_), Some(_)) => return Err(RuleError::ClockNotPaused),
            (Some(_), None) => {}
        }
        check_forward(clock, at_ms)?;
        clock.running_since_ms = Some(at_ms);
        clock.last_ms = Some(at_ms);
        Ok(())
    }

    /// Time is called: refused before the limit; the hand under way is
    /// finished first (004 §1a).
    fn time_up(&mut self, at_ms: i64) -> Result<SheetRow, RuleError> {
        let limit_ms = require_time_limit(self.rules)?;
        let st = &mut *self.st;
        if st.time_up {
            return Err(RuleError::TimeAlreadyUp);
        }
        if st.clock.started_at_ms.is_some() {
            check_forward(&st.clock, at_ms)?;
            let elapsed_ms = st.clock.elapsed_ms(at_ms);
            if elapsed_ms < limit_ms {
                return Err(RuleError::TimeNotUp {
                    elapsed_ms,
                    limit_ms,
                });
            }
            st.clock.last_ms = Some(at_ms);
        }
        st.time_up = true;
        st.clock.time_up_at_ms = Some(at_ms);
        Ok(self.row(RowKind::TimeUp { at_ms }))
    }
}

fn add(scores: &mut [i64], points: &[i64]) {
    for (score, p) in scores.iter_mut().zip(points) {
        *score = score.saturating_add(*p);
    }
}

fn require_time_limit(rules: &Rules) -> Result<i64, RuleError> {
    rules.time_limit_ms().ok_or(RuleError::NoTimeLimit)
}

fn check_forward(clock: &ClockState, at_ms: i64) -> Result<(), RuleError> {
    match clock.last_ms {
        Some(last_ms) if at_ms < last_ms => Err(RuleError::ClockWentBackwards { at_ms, last_ms }),
        _ => Ok(()),
    }
}

fn check_redeal(rules: &Rules, table: &Table, reason: &RedealReason) -> Result<(), RuleError> {
    match reason {
        RedealReason::TileExposed { seat } => {
            if let Some(seat) = seat {
                table.check_seat(*seat)?;
            }
            Ok(())
        }
        RedealReason::Doubles { seat, doubles } => {
            table.check_seat(*seat)?;
            let check = crate::check_deal_doubles(rules, u32::from(*doubles))?;
            if check.redeal {
                return Ok(());
            }
            Err(RuleError::RedealNotAllowed {
                doubles: *doubles,
                threshold: rules.redeal_doubles,
            })
        }
    }
}

/// At the end of a hand: the target, then the clock.
fn close_hand(rules: &Rules, table: &Table, st: &mut Standings, index: usize) {
    let Some(best) = st.scores.iter().copied().max() else {
        return;
    };
    let leaders: Vec<Side> = table
        .all_sides()
        .filter(|s| st.scores[s.index()] == best)
        .collect();
    let how = if best >= i64::from(rules.target) {
        MatchEnd::Target
    } else if st.time_up {
        MatchEnd::Time
    } else {
        return;
    };
    let [winner] = leaders.as_slice() else {
        // 004 §1a: no match ends tied; one more hand, as often as needed.
        st.tiebreak_due = true;
        return;
    };
    let result = table
        .all_sides()
        .map(|side| SideResult {
            side,
            won: side == *winner,
            points_for: st.scores[side.index()],
            points_against: st.points_against(side),
        })
        .collect();
    st.tiebreak_due = false;
    st.outcome = Some(MatchOutcome {
        winner: Some(*winner),
        winners: vec![*winner],
        how,
        result,
        event_index: index,
    });
}
