//! Rule sets: the parameters of the specification, the presets (the four of
//! the seed texts and one table convention, `br-batidas`) and where
//! each of their values comes from.
//!
//! A preset knows, for every parameter, whether the value is quoted from a seed
//! text (with the clause and the words) or a "seed silent" default the players
//! may want to change.
//!
//! ```
//! use tranque::{BlockTie, Mode, Preset, Source};
//!
//! let preset: Preset = "br-megajogos".parse().unwrap();
//! let rules = preset.rules(Mode::Pairs);
//! assert_eq!(rules.block_tie, BlockTie::CloserLoses);
//! assert_eq!(rules.target, 50);
//! assert!(matches!(preset.provenance().block_tie, Source::Seed { doc: "002", .. }));
//! assert_eq!(preset.provenance().redeal_doubles, Source::SeedSilent);
//!
//! assert_eq!(Preset::EsClasico.rules(Mode::Individual).target, 50);
//! assert_eq!(Preset::EsClasico.rules(Mode::Pairs).target, 100);
//! assert!(rules.validate().is_ok());
//! ```

use std::collections::HashSet;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::{CapicuaBonus, Fault, Finish, RuleError, RulesProblem};

mod presets;
mod provenance;

pub use presets::Preset;
pub use provenance::{Provenance, Source};

/// Who forms a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Four players, partners opposite each other.
    Pairs,
    /// Every player for himself, 2 to 4 players.
    Individual,
}

crate::error::by_serde!(Mode);

impl FromStr for Mode {
    type Err = RuleError;

    fn from_str(s: &str) -> Result<Mode, RuleError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "pairs" => Ok(Mode::Pairs),
            "individual" => Ok(Mode::Individual),
            _ => Err(RuleError::UnknownMode {
                text: s.trim().to_owned(),
            }),
        }
    }
}

/// What a hand is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scoring {
    /// The winner scores pips.
    Pips,
    /// The winner scores 1 hand.
    Hands,
}

/// What the side that dominoes scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DominoPoints {
    /// The pips left in the losing sides' hands.
    Opponents,
    /// The pips left in every other hand, the partner's included.
    AllOthers,
}

/// Who wins a blocked hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlockWinner {
    /// The side with the lower sum of pips.
    SideTotal,
    /// The side of the single player with the fewest pips.
    LowestPlayer,
}

/// What the winner of a blocked hand scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlockPoints {
    /// The pips of the losing sides.
    Opponents,
    /// Every pip left in every hand, the winner's own included.
    AllHands,
}

/// What happens when the lowest counts of a block are equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BlockTie {
    /// The hand is void and replayed by the same opener.
    Replay,
    /// The side that closed loses.
    CloserLoses,
    /// Nobody scores; the hand counts and a 0 goes in the closer's column.
    NoPoints,
}

/// Who opens the first hand of a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstOpener {
    /// The holder of 6-6, laying it.
    DoubleSix,
    /// A player the table chooses.
    Chosen,
}

/// Who opens the next hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpenerRotation {
    /// The seat after the last opener.
    CounterClockwise,
    /// A player of the side that won the last hand.
    Winner,
}

impl Fault {
    /// Whether the same player opens the reshuffled hand after this penalty is
    /// applied (004 intro: except §5 and §9; §9a: in individual play the rotation continues).
    pub fn keeps_opener(&self, mode: Mode) -> bool {
        match self {
            Fault::WrongOpening => true,
            Fault::PassWithPlayable => mode == Mode::Pairs,
            _ => false,
        }
    }
}

/// A penalty of a rule set.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PenaltyRule {
    /// The fault.
    pub fault: Fault,
    /// Points taken off the offending side.
    pub points: u32,
    /// "Pareja contraria decide": the offended side chooses between applying it
    /// (the hand ends, no hand points) and playing on.
    pub pcd: bool,
    /// The first time a player commits the fault it is only a warning (004 §6a).
    #[serde(default)]
    pub warning_first: bool,
}

/// The largest target a rule set accepts.
pub const MAX_TARGET: u32 = 100_000;
/// The largest penalty a rule set accepts.
pub const MAX_PENALTY: u32 = 10_000;
/// The most penalties a rule set lists (the seven faults of 004 and house rules).
pub const MAX_PENALTIES: usize = 64;
/// The longest name of a house-rule fault, in characters.
pub const MAX_FAULT_NAME_CHARS: usize = 60;
/// The longest time limit a rule set accepts, in minutes (a day).
pub const MAX_TIME_LIMIT_MINUTES: u32 = 24 * 60;
/// The most a hand can be worth under batidas (each value of [`Batidas`]).
pub const MAX_BATIDA_POINTS: u32 = 100;
/// The largest fixed capicúa bonus ([`CapicuaBonus::Points`]).
pub const MAX_CAPICUA_POINTS: u32 = 1_000;
/// The largest capicúa multiplier ([`CapicuaBonus::Multiplier`]; the smallest is 2).
pub const MAX_CAPICUA_MULTIPLIER: u32 = 10;

/// Brazilian batidas under `hands` scoring (the "partida de 6 pontos"): what
/// a hand is worth by how the domino went out, and a blocked hand's worth.
/// A table convention, not from the rule texts. Written in the match file as
/// `"batidas": {"simple": 1, "carroca": 2, "la_e_lo": 3, "cruzada": 4,
/// "block": 1, "block_raises_next": true}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Batidas {
    /// "Batida simples": an ordinary domino.
    pub simple: u32,
    /// "Batida de carroça": out with a double.
    pub carroca: u32,
    /// "Lá-e-lô": a tile that is not a double and fitted both ends.
    pub la_e_lo: u32,
    /// "Cruzada" (or "quadrada"): a double that fitted both ends (some tables give 6).
    pub cruzada: u32,
    /// A blocked hand, to the side that wins it.
    pub block: u32,
    /// After a block the next hand is worth one more, cumulative while blocks
    /// repeat ("a partida valerá a pontuação da partida mais 1 ponto").
    #[serde(default)]
    pub block_raises_next: bool,
}

impl Batidas {
    /// The values of the `br-batidas` preset: 1, 2, 3, 4, a block 1, and a
    /// block raising the next hand.
    pub const TABLE: Batidas = Batidas {
        simple: 1,
        carroca: 2,
        la_e_lo: 3,
        cruzada: 4,
        block: 1,
        block_raises_next: true,
    };

    /// What a domino is worth by its finish; `None` for a finish batidas do
    /// not tell apart (`capicua`: say whether the tile was a double).
    pub fn points(&self, finish: Finish) -> Option<u32> {
        match finish {
            Finish::Simple => Some(self.simple),
            Finish::Carroca => Some(self.carroca),
            Finish::LaELo => Some(self.la_e_lo),
            Finish::Cruzada => Some(self.cruzada),
            Finish::Capicua => None,
        }
    }

    /// Every value, with its name in the match file.
    pub fn values(&self) -> [(&'static str, u32); 5] {
        [
            ("simple", self.simple),
            ("carroca", self.carroca),
            ("la_e_lo", self.la_e_lo),
            ("cruzada", self.cruzada),
            ("block", self.block),
        ]
    }
}

/// A minute in milliseconds: times are kept in milliseconds, limits written
/// in minutes (`time_limit_minutes`), and said in whole minutes.
pub const MINUTE_MS: i64 = 60_000;
/// 004 §5a: the longest a play may take when a block is near, one minute.
/// A judge's limit with no points attached (see `docs/rules-notes.md`).
pub const PLAY_LIMIT_MS: i64 = MINUTE_MS;
/// 004 §5a and §6a: five seconds to lay the blocking tile, and to say "paso".
pub const QUICK_PLAY_LIMIT_MS: i64 = 5_000;

/// The parameters of a match. See RULES.md "Rule parameters". Unknown fields
/// are refused when reading: a rule this build does not know cannot be ignored.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// Pairs or individual.
    pub mode: Mode,
    /// Pips or hands.
    pub scoring: Scoring,
    /// What a domino scores.
    pub domino_points: DominoPoints,
    /// Who wins a block.
    pub block_winner: BlockWinner,
    /// What a block scores.
    pub block_points: BlockPoints,
    /// Equal lowest counts in a block.
    pub block_tie: BlockTie,
    /// Who opens the first hand.
    pub first_opener: FirstOpener,
    /// Who opens the next hands.
    pub opener_rotation: OpenerRotation,
    /// A player dealt this many doubles or more shows them and all is reshuffled; `None`: all doubles are played.
    #[serde(default)]
    pub redeal_doubles: Option<u8>,
    /// Points (or hands) that end the match.
    pub target: u32,
    /// The match ends at the first hand end after this many minutes.
    #[serde(default)]
    pub time_limit_minutes: Option<u32>,
    /// Penalties the players can call.
    #[serde(default)]
    pub penalties: Vec<PenaltyRule>,
    /// The Latin capicúa bonus under `pips` scoring (a table convention);
    /// `None`, the default: off. Left out of the file when off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capicua: Option<CapicuaBonus>,
    /// Brazilian batidas under `hands` scoring (a table convention); `None`,
    /// the default: every hand won is worth 1. Left out of the file when off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub batidas: Option<Batidas>,
}

impl Rules {
    /// Refuses values out of range: a target of 0, a doubles threshold outside
    /// 1–7, a time limit of 0, more than [`MAX_PENALTIES`] penalties, a house
    /// rule's name over [`MAX_FAULT_NAME_CHARS`], a penalty listed twice or
    /// worth too much, batidas under `pips` scoring or worth more than
    /// [`MAX_BATIDA_POINTS`], a capicúa bonus under `hands` scoring or out of
    /// its range. Linear in the number of penalties.
    pub fn validate(&self) -> Result<(), RuleError> {
        self.validate_bonuses()?;
        if self.target == 0 || self.target > MAX_TARGET {
            return Err(RuleError::InvalidRules {
                problem: RulesProblem::Target {
                    value: self.target,
                    max: MAX_TARGET,
                },
            });
        }
        if let Some(n) = self.redeal_doubles
            && !(1..=7).contains(&n)
        {
            return Err(RuleError::InvalidRules {
                problem: RulesProblem::RedealDoubles { value: n },
            });
        }
        if let Some(m) = self.time_limit_minutes
            && !(1..=MAX_TIME_LIMIT_MINUTES).contains(&m)
        {
            return Err(RuleError::InvalidRules {
                problem: RulesProblem::TimeLimit {
                    minutes: m,
                    max: MAX_TIME_LIMIT_MINUTES,
                },
            });
        }
        if self.penalties.len() > MAX_PENALTIES {
            return Err(RuleError::InvalidRules {
                problem: RulesProblem::TooManyPenalties {
                    count: self.penalties.len(),
                    max: MAX_PENALTIES,
                },
            });
        }
        let mut listed = HashSet::with_capacity(self.penalties.len());
        for penalty in &self.penalties {
            if let Fault::Custom(name) = &penalty.fault {
                let chars = name.chars().count();
                if chars > MAX_FAULT_NAME_CHARS {
                    return Err(RuleError::InvalidRules {
                        problem: RulesProblem::FaultNameTooLong {
                            chars,
                            max: MAX_FAULT_NAME_CHARS,
                        },
                    });
                }
            }
            if penalty.points > MAX_PENALTY {
                return Err(RuleError::InvalidRules {
                    problem: RulesProblem::PenaltyTooHigh {
                        fault: penalty.fault.clone(),
                        points: penalty.points,
                        max: MAX_PENALTY,
                    },
                });
            }
            if !listed.insert(&penalty.fault) {
                return Err(RuleError::InvalidRules {
                    problem: RulesProblem::PenaltyTwice {
                        fault: penalty.fault.clone(),
                    },
                });
            }
        }
        Ok(())
    }

    /// The table conventions: batidas score hands, a capicúa bonus pips, each
    /// within its bounds.
    fn validate_bonuses(&self) -> Result<(), RuleError> {
        let refuse = |problem| Err(RuleError::InvalidRules { problem });
        if let Some(batidas) = &self.batidas {
            if self.scoring != Scoring::Hands {
                return refuse(RulesProblem::BatidasNeedHands);
            }
            if let Some((_, value)) = batidas
                .values()
                .into_iter()
                .find(|&(_, v)| v > MAX_BATIDA_POINTS)
            {
                return refuse(RulesProblem::BatidaTooHigh {
                    value,
                    max: MAX_BATIDA_POINTS,
                });
            }
        }
        match self.capicua {
            None => Ok(()),
            Some(_) if self.scoring != Scoring::Pips => refuse(RulesProblem::CapicuaNeedsPips),
            Some(CapicuaBonus::Points(value)) if !(1..=MAX_CAPICUA_POINTS).contains(&value) => {
                refuse(RulesProblem::CapicuaPoints {
                    value,
                    max: MAX_CAPICUA_POINTS,
                })
            }
            Some(CapicuaBonus::Multiplier(value))
                if !(2..=MAX_CAPICUA_MULTIPLIER).contains(&value) =>
            {
                refuse(RulesProblem::CapicuaMultiplier {
                    value,
                    max: MAX_CAPICUA_MULTIPLIER,
                })
            }
            Some(_) => Ok(()),
        }
    }

    /// The finishes of a domino these rules tell apart, the first the
    /// default: under batidas `simple`, `carroca`, `la_e_lo`, `cruzada`;
    /// with a capicúa bonus `simple`, `capicua`; otherwise `simple` alone.
    pub fn finishes(&self) -> &'static [Finish] {
        if self.batidas.is_some() {
            &[
                Finish::Simple,
                Finish::Carroca,
                Finish::LaELo,
                Finish::Cruzada,
            ]
        } else if self.capicua.is_some() {
            &[Finish::Simple, Finish::Capicua]
        } else {
            &[Finish::Simple]
        }
    }

    /// The rules score how a domino went out: the entry asks for it.
    pub fn scores_finish(&self) -> bool {
        self.finishes().len() > 1
    }

    /// The time limit in milliseconds, the unit of the match clock.
    pub fn time_limit_ms(&self) -> Option<i64> {
        self.time_limit_minutes.map(|m| i64::from(m) * MINUTE_MS)
    }

    /// The penalty for a fault, if these rules have one.
    pub fn penalty(&self, fault: &Fault) -> Option<&PenaltyRule> {
        self.penalties.iter().find(|p| &p.fault == fault)
    }
}
