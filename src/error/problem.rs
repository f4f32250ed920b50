//! The values of a rule set out of range, each with the range it breaks.

use serde::Serialize;
use serde_json::Value;

use super::params::{FromParam, Params, ReadRefusal};
use crate::Fault;

/// Which value of a rule set is out of range ([`RuleError::InvalidRules`](super::RuleError::InvalidRules)),
/// under `rule` in the params: `{ "rule": "target", "value": 0 }`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum RulesProblem {
    /// The target is 0 or above the most a match can be played to.
    #[error("rule `target` cannot be {value}: a target is 1 to {max}")]
    Target {
        /// The target given.
        value: u32,
        /// The largest target.
        max: u32,
    },
    /// The doubles that call for a redeal are not 1 to 7.
    #[error("rule `redeal_doubles` cannot be {value}: a hand holds 1 to 7 doubles")]
    RedealDoubles {
        /// The count given.
        value: u8,
    },
    /// The time limit is 0 or above a day.
    #[error("rule `time_limit_minutes` cannot be {minutes}: a time limit is 1 to {max} minutes")]
    TimeLimit {
        /// The minutes given.
        minutes: u32,
        /// The longest limit, in minutes.
        max: u32,
    },
    /// A penalty worth more than the most a penalty can be.
    #[error("rule `penalties` cannot be {fault} = {points}: a penalty is at most {max} points")]
    PenaltyTooHigh {
        /// The fault.
        fault: Fault,
        /// The points given.
        points: u32,
        /// The most a penalty is worth.
        max: u32,
    },
    /// A fault listed twice.
    #[error("rule `penalties` cannot list {fault} twice: each fault is listed once")]
    PenaltyTwice {
        /// The fault.
        fault: Fault,
    },
    /// More penalties than a rule set lists.
    #[error("rule `penalties` cannot list {count} penalties: at most {max}")]
    TooManyPenalties {
        /// The penalties given.
        count: usize,
        /// The most a rule set lists.
        max: usize,
    },
    /// A house rule's name longer than a name can be.
    #[error("rule `penalties` cannot name a house rule in {chars} characters: at most {max}")]
    FaultNameTooLong {
        /// The characters of the name given.
        chars: usize,
        /// The longest name.
        max: usize,
    },
    /// Batidas score hands: they need `hands` scoring.
    #[error("rule `batidas` needs `scoring` = `hands`: batidas say what a hand is worth")]
    BatidasNeedHands,
    /// A batida (or a blocked hand) worth more than a hand can be.
    #[error("rule `batidas` cannot give a hand {value} points: at most {max}")]
    BatidaTooHigh {
        /// The value given.
        value: u32,
        /// The most a hand can be worth.
        max: u32,
    },
    /// The capicúa bonus adds to pips: it needs `pips` scoring.
    #[error("rule `capicua` needs `scoring` = `pips`: the bonus adds to a hand's pips")]
    CapicuaNeedsPips,
    /// A fixed capicúa bonus of 0 or above the largest.
    #[error("rule `capicua` cannot add {value} points: a bonus is 1 to {max}")]
    CapicuaPoints {
        /// The points given.
        value: u32,
        /// The largest bonus.
        max: u32,
    },
    /// A capicúa multiplier below 2 or above the largest.
    #[error("rule `capicua` cannot multiply by {value}: a multiplier is 2 to {max}")]
    CapicuaMultiplier {
        /// The multiplier given.
        value: u32,
        /// The largest multiplier.
        max: u32,
    },
}

// Every rule with the variant it reads back as, tagged by `rule`.
crate::read_refusal! {
    RulesProblem {
        "target" => Target { value, max },
        "redeal_doubles" => RedealDoubles { value },
        "time_limit" => TimeLimit { minutes, max },
        "penalty_too_high" => PenaltyTooHigh { fault, points, max },
        "penalty_twice" => PenaltyTwice { fault },
        "too_many_penalties" => TooManyPenalties { count, max },
        "fault_name_too_long" => FaultNameTooLong { chars, max },
        "batidas_need_hands" => BatidasNeedHands {},
        "batida_too_high" => BatidaTooHigh { value, max },
        "capicua_needs_pips" => CapicuaNeedsPips {},
        "capicua_points" => CapicuaPoints { value, max },
        "capicua_multiplier" => CapicuaMultiplier { value, max },
    }
}

/// A rules problem is read from the params it is flattened into, by its `rule`.
impl FromParam for RulesProblem {
    fn from_param(value: &Value) -> Option<RulesProblem> {
        let rule = value.get("rule")?.as_str()?;
        RulesProblem::read(rule, &Params::new(value)?)
    }
}
