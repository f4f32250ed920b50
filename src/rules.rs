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
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::{CapicuaBonus, Fault, Finish, RuleError, RulesProblem};

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

/// The rule sets distilled from the seed texts, and `br-batidas`, a table
/// convention built on `br-basicas`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Preset {
    /// 000, "Regras básicas do jogo de dominó": pairs, hands won, 4-doubles redeal, tied block replayed.
    #[serde(rename = "br-basicas")]
    BrBasicas,
    /// 002 (= 003), megajogos: pairs to 50, tied block lost by the closer.
    #[serde(rename = "br-megajogos")]
    BrMegajogos,
    /// 001, "Reglas del dominó" classic: lowest player takes all, 50 individual / 100 pairs.
    #[serde(rename = "es-clasico")]
    EsClasico,
    /// 004, Puerto Rico official regulation: 200 points or 35 minutes, penalties.
    #[serde(rename = "pr-federacion")]
    PrFederacion,
    /// `br-basicas` with Brazilian batidas (1/2/3/4, a block 1, the next hand
    /// one more after a block): a table convention, not from the rule texts.
    #[serde(rename = "br-batidas")]
    BrBatidas,
}

impl Preset {
    /// Every preset, in a stable order: the four of the seed texts, then the
    /// table convention.
    pub const ALL: [Preset; 5] = [
        Preset::BrBasicas,
        Preset::BrMegajogos,
        Preset::EsClasico,
        Preset::PrFederacion,
        Preset::BrBatidas,
    ];

    /// The four presets distilled from the seed texts, without a table convention.
    pub const SEEDS: [Preset; 4] = [
        Preset::BrBasicas,
        Preset::BrMegajogos,
        Preset::EsClasico,
        Preset::PrFederacion,
    ];

    /// The preset is a table convention beyond the seed texts ("change it if
    /// your table plays otherwise"), built on the preset of its seed.
    pub fn is_table_convention(self) -> bool {
        self == Preset::BrBatidas
    }

    /// The id used on the command line and in match files, e.g. `"br-basicas"`.
    pub fn id(self) -> &'static str {
        match self {
            Preset::BrBasicas => "br-basicas",
            Preset::BrMegajogos => "br-megajogos",
            Preset::EsClasico => "es-clasico",
            Preset::PrFederacion => "pr-federacion",
            Preset::BrBatidas => "br-batidas",
        }
    }

    /// The seed text the preset comes from (for `br-batidas`, the one of
    /// `br-basicas`, which it is built on).
    pub fn seed(self) -> &'static str {
        match self {
            Preset::BrBasicas | Preset::BrBatidas => "000",
            Preset::BrMegajogos => "002",
            Preset::EsClasico => "001",
            Preset::PrFederacion => "004",
        }
    }

    /// The mode the seed describes first (es-clasico: individual; the others: pairs).
    pub fn default_mode(self) -> Mode {
        match self {
            Preset::EsClasico => Mode::Individual,
            _ => Mode::Pairs,
        }
    }

    /// The rule set, for a table in `mode`.
    pub fn rules(self, mode: Mode) -> Rules {
        match self {
            Preset::BrBasicas => Rules {
                mode,
                scoring: Scoring::Hands,
                domino_points: DominoPoints::Opponents,
                block_winner: BlockWinner::SideTotal,
                block_points: BlockPoints::Opponents,
                block_tie: BlockTie::Replay,
                first_opener: FirstOpener::DoubleSix,
                opener_rotation: OpenerRotation::CounterClockwise,
                redeal_doubles: Some(4),
                target: 6,
                time_limit_minutes: None,
                penalties: Vec::new(),
                capicua: None,
                batidas: None,
            },
            Preset::BrBatidas => Rules {
                batidas: Some(Batidas::TABLE),
                ..Preset::BrBasicas.rules(mode)
            },
            Preset::BrMegajogos => Rules {
                mode,
                scoring: Scoring::Pips,
                domino_points: DominoPoints::Opponents,
                block_winner: BlockWinner::SideTotal,
                block_points: BlockPoints::Opponents,
                block_tie: BlockTie::CloserLoses,
                first_opener: FirstOpener::DoubleSix,
                opener_rotation: OpenerRotation::CounterClockwise,
                redeal_doubles: None,
                target: 50,
                time_limit_minutes: None,
                penalties: Vec::new(),
                capicua: None,
                batidas: None,
            },
            Preset::EsClasico => Rules {
                mode,
                scoring: Scoring::Pips,
                domino_points: DominoPoints::AllOthers,
                block_winner: BlockWinner::LowestPlayer,
                block_points: BlockPoints::AllHands,
                block_tie: BlockTie::NoPoints,
                first_opener: FirstOpener::DoubleSix,
                opener_rotation: OpenerRotation::CounterClockwise,
                redeal_doubles: None,
                target: match mode {
                    Mode::Individual => 50,
                    Mode::Pairs => 100,
                },
                time_limit_minutes: None,
                penalties: Vec::new(),
                capicua: None,
                batidas: None,
            },
            Preset::PrFederacion => Rules {
                mode,
                scoring: Scoring::Pips,
                domino_points: DominoPoints::AllOthers,
                block_winner: BlockWinner::SideTotal,
                block_points: BlockPoints::AllHands,
                block_tie: BlockTie::NoPoints,
                first_opener: FirstOpener::DoubleSix,
                opener_rotation: OpenerRotation::CounterClockwise,
                redeal_doubles: None,
                target: 200,
                time_limit_minutes: Some(35),
                penalties: pr_penalties(),
                capicua: None,
                batidas: None,
            },
        }
    }

    /// Where each value of the preset comes from.
    pub fn provenance(self) -> Provenance {
        match self {
            Preset::BrBasicas => provenance_000(),
            Preset::BrMegajogos => provenance_002(),
            Preset::EsClasico => provenance_001(),
            Preset::PrFederacion => provenance_004(),
            Preset::BrBatidas => Provenance {
                batidas: Source::TableConvention,
                ..provenance_000()
            },
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Preset {
    type Err = RuleError;

    fn from_str(s: &str) -> Result<Preset, RuleError> {
        let text = s.trim();
        Preset::ALL
            .into_iter()
            .find(|p| p.id().eq_ignore_ascii_case(text))
            .ok_or_else(|| RuleError::UnknownPreset {
                text: text.to_owned(),
            })
    }
}

fn pr_penalties() -> Vec<PenaltyRule> {
    let pcd = |fault, points, warning_first| PenaltyRule {
        fault,
        points,
        pcd: true,
        warning_first,
    };
    vec![
        pcd(Fault::DoublesTurned, 80, false),
        pcd(Fault::GesturePass, 40, true),
        pcd(Fault::OutOfTurn, 40, false),
        pcd(Fault::TilesTurned, 40, false),
        pcd(Fault::PassWithPlayable, 80, false),
        pcd(Fault::Chivo, 80, false),
    ]
}

/// Where a preset's value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Source {
    /// Quoted from a seed text.
    Seed {
        /// The seed, e.g. `"002"`.
        doc: &'static str,
        /// The clause or section, e.g. `"Contagem"`, `"art. 3"`, `"§4a"`.
        clause: &'static str,
        /// The seed's words.
        quote: &'static str,
    },
    /// The seed says nothing; the value is our default.
    SeedSilent,
    /// Not from the rule texts: what many tables play (a preset beyond the
    /// seeds, e.g. `br-batidas`); change it if your table plays otherwise.
    TableConvention,
}

/// The source of every parameter of a preset.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Provenance {
    /// Of `mode`.
    pub mode: Source,
    /// Of `scoring`.
    pub scoring: Source,
    /// Of `domino_points`.
    pub domino_points: Source,
    /// Of `block_winner`.
    pub block_winner: Source,
    /// Of `block_points`.
    pub block_points: Source,
    /// Of `block_tie`.
    pub block_tie: Source,
    /// Of `first_opener`.
    pub first_opener: Source,
    /// Of `opener_rotation`.
    pub opener_rotation: Source,
    /// Of `redeal_doubles`.
    pub redeal_doubles: Source,
    /// Of `target`.
    pub target: Source,
    /// Of `time_limit_minutes`.
    pub time_limit_minutes: Source,
    /// Of `penalties`.
    pub penalties: Source,
    /// Of `capicua`.
    pub capicua: Source,
    /// Of `batidas`.
    pub batidas: Source,
}

impl Provenance {
    /// Every parameter with its source, by the parameter's serde name.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, Source)> {
        [
            ("mode", self.mode),
            ("scoring", self.scoring),
            ("domino_points", self.domino_points),
            ("block_winner", self.block_winner),
            ("block_points", self.block_points),
            ("block_tie", self.block_tie),
            ("first_opener", self.first_opener),
            ("opener_rotation", self.opener_rotation),
            ("redeal_doubles", self.redeal_doubles),
            ("target", self.target),
            ("time_limit_minutes", self.time_limit_minutes),
            ("penalties", self.penalties),
            ("capicua", self.capicua),
            ("batidas", self.batidas),
        ]
        .into_iter()
    }
}

const fn seed(doc: &'static str, clause: &'static str, quote: &'static str) -> Source {
    Source::Seed { doc, clause, quote }
}

const SILENT: Source = Source::SeedSilent;

fn provenance_000() -> Provenance {
    Provenance {
        mode: seed(
            "000",
            "art. 9",
            "Uma dupla será considerada vencedora da mão quando",
        ),
        scoring: SILENT,
        domino_points: SILENT,
        block_winner: seed(
            "000",
            "art. 9, 2",
            "a soma dos pontos de suas pedras, em caso de fecho natural ou forçado, for menor que a soma dos pontos das pedras da dupla adversária",
        ),
        block_points: SILENT,
        block_tie: seed(
            "000",
            "art. 10",
            "a mão será considerada empatada e disputada novamente",
        ),
        first_opener: seed(
            "000",
            "art. 4",
            "Na primeira mão de cada partida, o jogador que tiver “doble-sena” abrirá a mão.",
        ),
        opener_rotation: seed(
            "000",
            "art. 4",
            "Nas subseqüentes, será observada a ordem no sentido anti-horário.",
        ),
        redeal_doubles: seed(
            "000",
            "art. 3",
            "Se, porventura, um dos participantes tiver quatro ou mais “dobles”, deverá virá-los na mesa e as pedras serão embaralhadas para nova distribuição",
        ),
        target: SILENT,
        time_limit_minutes: SILENT,
        penalties: SILENT,
        capicua: SILENT,
        batidas: SILENT,
    }
}

fn provenance_002() -> Provenance {
    Provenance {
        mode: seed(
            "002",
            "Descrição",
            "O jogo tem quatro participantes, que formam duas duplas, devendo sentar em posições alternadas.",
        ),
        scoring: seed(
            "002",
            "Contagem",
            "Os pontos da dupla vencedora são acumulados",
        ),
        domino_points: seed(
            "002",
            "Contagem",
            "Caso algum jogador tenha batido o jogo, sua dupla leva todos os pontos das peças que estão nas mãos dos adversários.",
        ),
        block_winner: seed(
            "002",
            "Contagem",
            "Caso o jogo fique trancado, conta-se todos os pontos conseguidos por cada dupla. A dupla que possuir menos pontos é a vencedora",
        ),
        block_points: seed(
            "002",
            "Contagem",
            "e leva todos os pontos da dupla adversária",
        ),
        block_tie: seed(
            "002",
            "Contagem",
            "Caso haja um empate nesta contagem de pontos, a dupla que trancou o jogo perde, e a dupla vencedora leva todos os pontos desta dupla.",
        ),
        first_opener: seed(
            "002",
            "O Jogo Dominó",
            "O jogador que começa a partida é o que tem a peça 6-6.",
        ),
        opener_rotation: seed(
            "002",
            "O Jogo Dominó",
            "O primeiro jogador desta vez será o jogador à direita do primeiro jogador do jogo anterior.",
        ),
        redeal_doubles: SILENT,
        target: seed(
            "002",
            "Contagem",
            "o jogo termina quando uma das duplas atinge a marca de 50 pontos",
        ),
        time_limit_minutes: SILENT,
        penalties: SILENT,
        capicua: SILENT,
        batidas: SILENT,
    }
}

fn provenance_001() -> Provenance {
    Provenance {
        mode: seed(
            "001",
            "Reglas del dominó clásico",
            "Si juegan menos de 4 jugadores en un juego individual, las fichas sobrantes se apartan puestas boca abajo",
        ),
        scoring: seed(
            "001",
            "Reglas del dominó clásico",
            "ese será el puntaje alcanzado por el ganador",
        ),
        domino_points: seed(
            "001",
            "Reglas del dominó clásico",
            "En el primer caso se cuentan los puntos de las fichas en poder del resto de los jugadores",
        ),
        block_winner: seed(
            "001",
            "Reglas del dominó clásico",
            "En el segundo caso ganará el jugador cuyas fichas sumen menos puntos.",
        ),
        block_points: seed(
            "001",
            "Reglas del dominó clásico",
            "El ganador obtendrá los puntos correspondientes a la suma de todas las fichas en manos de los jugadores, incluidas las suyas al cerrarse la mano.",
        ),
        block_tie: SILENT,
        first_opener: seed(
            "001",
            "Reglas del dominó clásico",
            "La partida la comienza el jugador que tenga la ficha con dos 6 llamada doble seis",
        ),
        opener_rotation: seed(
            "001",
            "Reglas del dominó clásico",
            "le corresponderá comenzar la ronda al jugador a la derecha del que comenzó la mano anterior",
        ),
        redeal_doubles: SILENT,
        target: seed(
            "001",
            "Reglas del dominó clásico",
            "Por lo general esta se fija en 50 para partidas individuales y 100 para juegos en pareja.",
        ),
        time_limit_minutes: SILENT,
        penalties: SILENT,
        capicua: SILENT,
        batidas: SILENT,
    }
}

fn provenance_004() -> Provenance {
    Provenance {
        mode: seed(
            "004",
            "Introducción",
            "En cualquier tipo de formato (individual y parejas)",
        ),
        scoring: seed(
            "004",
            "§1a",
            "Los partidos serán jugados a doscientos (200) puntos",
        ),
        domino_points: SILENT,
        block_winner: SILENT,
        block_points: SILENT,
        block_tie: seed(
            "004",
            "§4a",
            "En cierre empate, los puntos no cuentan, la rotación continua. Debe anotarse cero (0) en la hoja de anotación en la columna del que cerró el juego.",
        ),
        first_opener: SILENT,
        opener_rotation: seed(
            "004",
            "Introducción",
            "de aplicarse una penalidad la rotación continua excepto en el artículo 5 y articulo 9",
        ),
        redeal_doubles: seed("004", "§3", "SE JUGARÁ CON TODOS LOS DOBLES"),
        target: seed(
            "004",
            "§1a",
            "Los partidos serán jugados a doscientos (200) puntos o treinta y cinco (35) minutos, lo que ocurra primero.",
        ),
        time_limit_minutes: seed(
            "004",
            "§1a",
            "Toda mano que haya empezado será terminada, aunque se consuman los treinta y cinco (35) minutos reglamentarios.",
        ),
        penalties: seed(
            "004",
            "§3a, §6a, §7a, §7b, §9a, §10a",
            "La pareja contraria decide si se continua o se le aplica la sanción de ochenta (80) puntos restados a su puntuación",
        ),
        capicua: SILENT,
        batidas: SILENT,
    }
}
