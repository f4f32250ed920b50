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

mod fold;
mod standings;

use fold::{Warning, step};
pub use standings::{
    ClockState, MatchOutcome, RowKind, SheetRow, SideResult, SideTally, Standings, Tally,
};

use crate::settle::settle_at;
use crate::{Event, Fault, FirstOpener, Opener, RuleError, Rules, Seat, Settlement, Table, Tile};

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
