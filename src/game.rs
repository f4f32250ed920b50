//! A match: its setup and its event log. The standings are a pure fold over the
//! log, so undo and "edit any hand" are "drop or replace an event and fold again".
//!
//! Applying an event either returns the new match or refuses with a
//! [`RuleError`], leaving the match exactly as it was.
//!
//! ```
//! use tranque::{Event, HandEnd, Leftover, Match, MatchSetup, Mode, Opener, Preset, Seat};
//!
//! let setup = MatchSetup {
//!     rules: Preset::BrMegajogos.rules(Mode::Pairs),
//!     seats: ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec(),
//! };
//! let game = Match::new(setup).unwrap();
//! assert_eq!(game.standings().next_opener, Opener::DoubleSix);
//!
//! // The first hand must say who held 6-6.
//! let block = HandEnd::Block { closed_by: Seat(3), left: Leftover::Pips(vec![6, 10, 7, 2]) };
//! let refused = game.apply(Event::Hand { opener: None, end: block.clone() }).unwrap_err();
//! assert_eq!(refused.code(), "opener_required");
//!
//! let game = game.apply(Event::Hand { opener: Some(Seat(2)), end: block }).unwrap();
//! assert_eq!(game.standings().scores, [0, 13]);
//! assert_eq!(game.standings().next_opener, Opener::Seat(Seat(3)));
//! assert_eq!(game.undo().unwrap().standings().scores, [0, 0]);
//! ```

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use crate::settle::settle_at;
use crate::{
    Decision, EndKind, Event, Fault, FirstOpener, ForfeitReason, MatchEnd, Mode, Opener,
    OpenerRotation, RedealReason, RuleError, Rules, Seat, Settlement, Side, Table, Tile,
};

/// Points recorded for the winners of a forfeited match (004 §2a, §9b).
pub const FORFEIT_WIN_POINTS: i64 = 100;
/// Points recorded against the side that forfeits (004 §2a: "200 a cero").
pub const FORFEIT_LOSS_AGAINST: i64 = 200;

/// The rules and the players of a match.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchSetup {
    /// The rule set.
    pub rules: Rules,
    /// Player names in counter-clockwise order (seat 0 first), 2 to 4.
    pub seats: Vec<String>,
}

/// A row of the scoresheet: one per event that shows on it (hands, redeals,
/// penalties, forfeits, time up; clock starts and pauses do not).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SheetRow {
    /// The event's index in the log.
    pub event_index: usize,
    /// The hand the row belongs to, from 1 (a redeal or penalty belongs to the hand under way).
    pub hand_number: u32,
    /// Who opened (hands, and penalties that say).
    pub opener: Option<Seat>,
    /// What happened.
    pub kind: RowKind,
    /// The hand's settlement (hands only).
    pub settlement: Option<Settlement>,
    /// Points added per side (negative for a penalty).
    pub points: Vec<i64>,
    /// What the scorekeeper writes in each side's column: `None` is blank. A tied
    /// block under `no_points` writes an explicit 0 in the closer's column (004 §4a).
    pub entries: Vec<Option<i64>>,
    /// Scores per side after the row.
    pub totals: Vec<i64>,
    /// The row ends the hand under way (a hand, an applied penalty).
    pub ends_hand: bool,
}

/// What a scoresheet row records.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RowKind {
    /// A hand played to its end.
    Hand {
        /// How it ended.
        end: EndKind,
        /// Played as a tiebreak after time (004 §1a).
        tiebreak: bool,
    },
    /// A redeal.
    Redeal {
        /// Why.
        reason: RedealReason,
    },
    /// A penalty.
    Penalty {
        /// Who committed the fault.
        offender: Seat,
        /// His side.
        side: Side,
        /// The fault.
        fault: Fault,
        /// The decision.
        decision: Decision,
        /// Only a warning (first §6a fault of this player): no points.
        warning: bool,
    },
    /// A forfeit.
    Forfeit {
        /// The side that lost.
        loser: Side,
        /// Why.
        reason: ForfeitReason,
    },
    /// The time limit was reached.
    TimeUp {
        /// When.
        at_ms: i64,
    },
}

/// The recorded result of one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideResult {
    /// The side.
    pub side: Side,
    /// It won the match.
    pub won: bool,
    /// Points recorded for it: its score, or 100 / 0 after a forfeit.
    pub points_for: i64,
    /// Points recorded against it: the best other score, or 0 / 200 after a forfeit.
    pub points_against: i64,
}

/// The end of a match.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchOutcome {
    /// The winner, when one side won (after a forfeit in individual play with 3
    /// or 4 players every other player wins, and this is `None`).
    pub winner: Option<Side>,
    /// Every winning side.
    pub winners: Vec<Side>,
    /// How it ended.
    pub how: MatchEnd,
    /// The recorded result per side.
    pub result: Vec<SideResult>,
    /// The event that ended it.
    pub event_index: usize,
}

/// The match clock, from its events. The core never reads a clock: give it `now`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ClockState {
    /// When it was started.
    pub started_at_ms: Option<i64>,
    /// When it last started running, if it runs.
    pub running_since_ms: Option<i64>,
    /// Running time before `running_since_ms` (the time before pauses).
    pub elapsed_before_ms: i64,
    /// The time of the last clock event.
    pub last_ms: Option<i64>,
    /// The limit, from the rules.
    pub limit_ms: Option<i64>,
    /// When time was called.
    pub time_up_at_ms: Option<i64>,
}

impl ClockState {
    /// Running time at `now_ms`.
    pub fn elapsed_ms(&self, now_ms: i64) -> i64 {
        let running = self
            .running_since_ms
            .map_or(0, |since| now_ms.saturating_sub(since).max(0));
        self.elapsed_before_ms.saturating_add(running)
    }

    /// Time left at `now_ms` (never below 0); `None` without a limit.
    pub fn remaining_ms(&self, now_ms: i64) -> Option<i64> {
        self.limit_ms
            .map(|limit| limit.saturating_sub(self.elapsed_ms(now_ms)).max(0))
    }

    /// The clock is running.
    pub fn is_running(&self) -> bool {
        self.running_since_ms.is_some()
    }
}

/// Everything the fold of a log gives.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Standings {
    /// Score per side (may be negative after penalties).
    pub scores: Vec<i64>,
    /// The scoresheet.
    pub sheet: Vec<SheetRow>,
    /// Who opens the next hand.
    pub next_opener: Opener,
    /// Time is up and the leaders are level: the next hand is a tiebreak.
    pub tiebreak_due: bool,
    /// The time limit has been reached.
    pub time_up: bool,
    /// The end of the match, once over.
    pub outcome: Option<MatchOutcome>,
    /// The clock.
    pub clock: ClockState,
    /// Hands ended so far (hands played, replayed ties and applied penalties).
    pub hands_played: u32,
    /// Blocked hands in a row since the last hand won by a domino: under
    /// batidas with `block_raises_next`, what the next domino or block won
    /// is worth more. A replayed tie, a pass with a playable tile and a
    /// penalty leave it as it is.
    #[serde(default)]
    pub blocks_in_a_row: u32,
}

impl Standings {
    /// The match is over.
    pub fn is_finished(&self) -> bool {
        self.outcome.is_some()
    }

    /// The single winner, once over.
    pub fn winner(&self) -> Option<Side> {
        self.outcome.as_ref().and_then(|o| o.winner)
    }

    /// The points scored against a side: the best score among the others
    /// (0 with no other side).
    ///
    /// ```
    /// use tranque::{Match, MatchSetup, Mode, Preset, Side};
    ///
    /// let setup = MatchSetup {
    ///     rules: Preset::EsClasico.rules(Mode::Individual),
    ///     seats: ["Ana", "Bia", "Caio"].map(String::from).to_vec(),
    /// };
    /// let mut standings = Match::new(setup).unwrap().standings().clone();
    /// standings.scores = vec![40, 35, 52];
    /// assert_eq!(standings.points_against(Side(0)), 52);
    /// assert_eq!(standings.points_against(Side(2)), 40);
    /// ```
    pub fn points_against(&self, side: Side) -> i64 {
        self.scores
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != side.index())
            .map(|(_, &score)| score)
            .max()
            .unwrap_or(0)
    }

    /// What each side and seat did in the hands played: hands won,
    /// dominoes, blocks won (a replayed tie counts for nobody), from the
    /// scoresheet.
    pub fn tally(&self, table: &Table) -> Tally {
        let mut sides = vec![SideTally::default(); table.sides()];
        let mut seat_dominoes = vec![0; table.seats()];
        for row in &self.sheet {
            let (RowKind::Hand { end, .. }, Some(settlement)) = (&row.kind, &row.settlement) else {
                continue;
            };
            if settlement.void {
                continue;
            }
            if *end == EndKind::Domino {
                if let Some(side) = sides.get_mut(settlement.explanation.actor_side.index()) {
                    side.dominoes += 1;
                }
                if let Some(n) = seat_dominoes.get_mut(settlement.explanation.actor.index()) {
                    *n += 1;
                }
            }
            if let Some(side) = settlement.winner.and_then(|w| sides.get_mut(w.index())) {
                side.hands_won += 1;
                if *end == EndKind::Block {
                    side.blocks_won += 1;
                }
            }
        }
        Tally {
            sides,
            seat_dominoes,
        }
    }
}

/// What a side did in the hands of a match ([`Standings::tally`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideTally {
    /// Hands the side won (scored).
    pub hands_won: u32,
    /// Hands a player of the side went out (dominoed).
    pub dominoes: u32,
    /// Blocked hands the side won.
    pub blocks_won: u32,
}

/// The counts of a match's hands, by side and by seat ([`Standings::tally`]).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tally {
    /// By side, in side order.
    pub sides: Vec<SideTally>,
    /// Dominoes by seat, in seat order.
    pub seat_dominoes: Vec<u32>,
}

/// What a penalty would be, before it is recorded (see [`Match::penalty_terms`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PenaltyTerms {
    /// Points to give in the event (0 for a warning).
    pub points: u32,
    /// Only a warning this time.
    pub warning: bool,
    /// The offended side decides (apply or play on).
    pub pcd: bool,
    /// If applied, the same player opens the reshuffled hand.
    pub keeps_opener: bool,
}

/// A match: setup, event log and the standings folded from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    setup: MatchSetup,
    table: Table,
    events: Vec<Event>,
    standings: Standings,
    /// (offender, fault) pairs already warned, for `warning_first` penalties.
    warned: HashSet<Warning>,
}

impl Match {
    /// A match with no event yet.
    pub fn new(setup: MatchSetup) -> Result<Match, RuleError> {
        setup.rules.validate()?;
        let table = Table::new(setup.seats.len(), setup.rules.mode)?;
        let standings = Standings {
            scores: vec![0; table.sides()],
            sheet: Vec::new(),
            next_opener: match setup.rules.first_opener {
                FirstOpener::DoubleSix => Opener::DoubleSix,
                FirstOpener::Chosen => Opener::Anyone,
            },
            tiebreak_due: false,
            time_up: false,
            outcome: None,
            clock: ClockState {
                limit_ms: setup
                    .rules
                    .time_limit_minutes
                    .map(|m| i64::from(m) * 60_000),
                ..ClockState::default()
            },
            hands_played: 0,
            blocks_in_a_row: 0,
        };
        Ok(Match {
            setup,
            table,
            events: Vec::new(),
            standings,
            warned: HashSet::new(),
        })
    }

    /// A match folded from a whole log; refuses the first bad event with its index.
    pub fn from_events(
        setup: MatchSetup,
        events: impl IntoIterator<Item = Event>,
    ) -> Result<Match, RuleError> {
        let mut game = Match::new(setup)?;
        for (index, event) in events.into_iter().enumerate() {
            game.apply_mut(event)
                .map_err(|error| RuleError::InvalidEvent {
                    index,
                    error: Box::new(error),
                })?;
        }
        Ok(game)
    }

    /// The match after `event`, or why it is refused (`self` is unchanged either way).
    pub fn apply(&self, event: Event) -> Result<Match, RuleError> {
        let mut next = self.clone();
        next.apply_mut(event)?;
        Ok(next)
    }

    /// Records `event` in place; on refusal the match is left exactly as it was.
    pub fn apply_mut(&mut self, event: Event) -> Result<(), RuleError> {
        // Fold into a copy of the standings without the (long) sheet, commit on success.
        let sheet = std::mem::take(&mut self.standings.sheet);
        let mut next = self.standings.clone();
        self.standings.sheet = sheet;
        let (row, warning) = step(
            &self.setup.rules,
            &self.table,
            &mut next,
            &self.warned,
            &event,
            self.events.len(),
        )?;
        next.sheet = std::mem::take(&mut self.standings.sheet);
        next.sheet.extend(row);
        self.standings = next;
        self.warned.extend(warning);
        self.events.push(event);
        Ok(())
    }

    /// The match without its last event; `None` when there is none.
    pub fn undo(&self) -> Option<Match> {
        let (_, rest) = self.events.split_last()?;
        Match::from_events(self.setup.clone(), rest.iter().cloned()).ok()
    }

    /// The match with event `index` replaced, refolded; refused if the new log is invalid.
    pub fn replace_event(&self, index: usize, event: Event) -> Result<Match, RuleError> {
        let mut events = self.events.clone();
        let slot = events.get_mut(index).ok_or(RuleError::NoSuchEvent {
            index,
            len: self.events.len(),
        })?;
        *slot = event;
        Match::from_events(self.setup.clone(), events)
    }

    /// The match with event `index` removed, refolded; refused if the new log is invalid.
    pub fn remove_event(&self, index: usize) -> Result<Match, RuleError> {
        if index >= self.events.len() {
            return Err(RuleError::NoSuchEvent {
                index,
                len: self.events.len(),
            });
        }
        let mut events = self.events.clone();
        events.remove(index);
        Match::from_events(self.setup.clone(), events)
    }

    /// The match with `event` inserted before event `index` (or at the end), refolded.
    pub fn insert_event(&self, index: usize, event: Event) -> Result<Match, RuleError> {
        if index > self.events.len() {
            return Err(RuleError::NoSuchEvent {
                index,
                len: self.events.len(),
            });
        }
        let mut events = self.events.clone();
        events.insert(index, event);
        Match::from_events(self.setup.clone(), events)
    }

    /// The standings folded from the log.
    pub fn standings(&self) -> &Standings {
        &self.standings
    }

    /// The log.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Rules and players.
    pub fn setup(&self) -> &MatchSetup {
        &self.setup
    }

    /// Seats and sides.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// A preview of a hand end at this table, as the next hand (nothing is
    /// recorded): after blocks in a row, worth what the fold would score.
    pub fn preview(&self, end: &crate::HandEnd) -> Result<Settlement, RuleError> {
        settle_at(
            &self.setup.rules,
            &self.table,
            end,
            self.standings.blocks_in_a_row,
        )
    }

    /// A doubles check of one player's tiles under this match's rules.
    pub fn check_deal(&self, tiles: &[Tile]) -> Result<crate::DealCheck, RuleError> {
        crate::check_deal(&self.setup.rules, tiles)
    }

    /// What a penalty for `fault` by `offender` would be now: its points (0 for
    /// a first warning), whether the opponents decide, and the opener after it.
    pub fn penalty_terms(&self, offender: Seat, fault: &Fault) -> Result<PenaltyTerms, RuleError> {
        let offender = self.table.check_seat(offender)?;
        let rule = self
            .setup
            .rules
            .penalty(fault)
            .ok_or_else(|| RuleError::UnknownPenalty {
                fault: fault.clone(),
            })?;
        let warning = rule.warning_first && !self.warned.contains(&(offender, fault.clone()));
        Ok(PenaltyTerms {
            points: if warning { 0 } else { rule.points },
            warning,
            pcd: rule.pcd,
            keeps_opener: fault.keeps_opener(self.table.mode()),
        })
    }
}

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
type Warning = (Seat, Fault);

/// One event folded into `st` (a copy: on error the caller drops it): the
/// scoresheet row it writes, and the warning it gives, which the caller
/// records once the event is accepted.
fn step(
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
