//! The presets: the four rule sets of the seed texts and the `br-batidas`
//! table convention, by name.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::provenance::{provenance_000, provenance_001, provenance_002, provenance_004};
use super::{
    Batidas, BlockPoints, BlockTie, BlockWinner, DominoPoints, FirstOpener, Mode, OpenerRotation,
    PenaltyRule, Provenance, Rules, Scoring, Source,
};
use crate::text::{Lang, text};
use crate::{Fault, RuleError};

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

    /// The preset's name in `lang`, where a player reads it (the catalogue's
    /// `preset_*` texts); the [`id`](Preset::id) stays in files, on the
    /// command line and in addresses.
    ///
    /// ```
    /// use tranque::{Lang, Preset};
    ///
    /// assert_eq!(Preset::PrFederacion.name(Lang::En), "Puerto Rico Federation");
    /// assert_eq!(Preset::EsClasico.name(Lang::Pt), "Clássico (Espanha)");
    /// ```
    pub fn name(self, lang: Lang) -> String {
        let key = match self {
            Preset::BrBasicas => "preset_br_basicas",
            Preset::BrMegajogos => "preset_br_megajogos",
            Preset::EsClasico => "preset_es_clasico",
            Preset::PrFederacion => "preset_pr_federacion",
            Preset::BrBatidas => "preset_br_batidas",
        };
        text(lang, key, &[])
    }

    /// The name in `lang` of the rule set a match or a tournament records:
    /// its preset's [`name`](Preset::name) for a preset's id, the word for a
    /// custom set (`preset_custom`) for none, and an id this version does not
    /// know as it is written.
    ///
    /// ```
    /// use tranque::{Lang, Preset};
    ///
    /// assert_eq!(Preset::name_of(Lang::Es, Some("br-basicas")), "Reglas básicas (Brasil)");
    /// assert_eq!(Preset::name_of(Lang::Pt, None), "personalizada");
    /// assert_eq!(Preset::name_of(Lang::En, Some("br-nova")), "br-nova");
    /// ```
    pub fn name_of(lang: Lang, id: Option<&str>) -> String {
        match id {
            None => text(lang, "preset_custom", &[]),
            Some(id) => id
                .parse::<Preset>()
                .map_or_else(|_| id.to_owned(), |preset| preset.name(lang)),
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
