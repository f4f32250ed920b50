//! A rule set in plain words, one line per value, and the next value of a
//! custom rule set's line when it is tapped.

use tranque::{
    BlockPoints, BlockTie, BlockWinner, DominoPoints, FirstOpener, Mode, OpenerRotation, Preset,
    Rules, Scoring,
};

use crate::i18n::{Locale, td_string};

/// One line of a rule set's summary: the parameter's serde name and its words.
pub fn summary(rules: &Rules, locale: Locale) -> Vec<(&'static str, String)> {
    vec![
        (
            "mode",
            match rules.mode {
                Mode::Pairs => td_string!(locale, rule_pairs).to_owned(),
                Mode::Individual => td_string!(locale, rule_individual).to_owned(),
            },
        ),
        (
            "scoring",
            match rules.scoring {
                Scoring::Pips => td_string!(locale, rule_scoring_pips).to_owned(),
                Scoring::Hands => td_string!(locale, rule_scoring_hands).to_owned(),
            },
        ),
        (
            "domino_points",
            match rules.domino_points {
                DominoPoints::Opponents => td_string!(locale, rule_domino_opponents).to_owned(),
                DominoPoints::AllOthers => td_string!(locale, rule_domino_all_others).to_owned(),
            },
        ),
        (
            "block_winner",
            match rules.block_winner {
                BlockWinner::SideTotal => td_string!(locale, rule_block_side_total).to_owned(),
                BlockWinner::LowestPlayer => {
                    td_string!(locale, rule_block_lowest_player).to_owned()
                }
            },
        ),
        (
            "block_points",
            match rules.block_points {
                BlockPoints::Opponents => {
                    td_string!(locale, rule_block_points_opponents).to_owned()
                }
                BlockPoints::AllHands => td_string!(locale, rule_block_points_all).to_owned(),
            },
        ),
        (
            "block_tie",
            match rules.block_tie {
                BlockTie::Replay => td_string!(locale, rule_tie_replay).to_owned(),
                BlockTie::CloserLoses => td_string!(locale, rule_tie_closer_loses).to_owned(),
                BlockTie::NoPoints => td_string!(locale, rule_tie_no_points).to_owned(),
            },
        ),
        (
            "first_opener",
            match rules.first_opener {
                FirstOpener::DoubleSix => td_string!(locale, rule_first_six).to_owned(),
                FirstOpener::Chosen => td_string!(locale, rule_first_chosen).to_owned(),
            },
        ),
        (
            "opener_rotation",
            match rules.opener_rotation {
                OpenerRotation::CounterClockwise => {
                    td_string!(locale, rule_rotation_ccw).to_owned()
                }
                OpenerRotation::Winner => td_string!(locale, rule_rotation_winner).to_owned(),
            },
        ),
        (
            "redeal_doubles",
            match rules.redeal_doubles {
                None => td_string!(locale, rule_all_doubles).to_owned(),
                Some(n) => td_string!(locale, rule_redeal_doubles, count = n.to_string()),
            },
        ),
        (
            "target",
            match rules.scoring {
                Scoring::Pips => td_string!(
                    locale,
                    rule_target_points,
                    target = rules.target.to_string()
                ),
                Scoring::Hands => {
                    td_string!(locale, rule_target_hands, target = rules.target.to_string())
                }
            },
        ),
        (
            "time_limit_minutes",
            match rules.time_limit_minutes {
                None => td_string!(locale, rule_no_time).to_owned(),
                Some(n) => td_string!(locale, rule_time, minutes = n.to_string()),
            },
        ),
        (
            "penalties",
            if rules.penalties.is_empty() {
                td_string!(locale, rule_no_penalties).to_owned()
            } else {
                td_string!(
                    locale,
                    rule_penalties,
                    count = rules.penalties.len().to_string()
                )
            },
        ),
    ]
}

/// A custom rule set: the next value of a parameter, for a tap on its line.
pub fn cycle(rules: &mut Rules, field: &str) {
    match field {
        "scoring" => {
            rules.scoring = match rules.scoring {
                Scoring::Pips => Scoring::Hands,
                Scoring::Hands => Scoring::Pips,
            }
        }
        "domino_points" => {
            rules.domino_points = match rules.domino_points {
                DominoPoints::Opponents => DominoPoints::AllOthers,
                DominoPoints::AllOthers => DominoPoints::Opponents,
            }
        }
        "block_winner" => {
            rules.block_winner = match rules.block_winner {
                BlockWinner::SideTotal => BlockWinner::LowestPlayer,
                BlockWinner::LowestPlayer => BlockWinner::SideTotal,
            }
        }
        "block_points" => {
            rules.block_points = match rules.block_points {
                BlockPoints::Opponents => BlockPoints::AllHands,
                BlockPoints::AllHands => BlockPoints::Opponents,
            }
        }
        "block_tie" => {
            rules.block_tie = match rules.block_tie {
                BlockTie::Replay => BlockTie::CloserLoses,
                BlockTie::CloserLoses => BlockTie::NoPoints,
                BlockTie::NoPoints => BlockTie::Replay,
            }
        }
        "first_opener" => {
            rules.first_opener = match rules.first_opener {
                FirstOpener::DoubleSix => FirstOpener::Chosen,
                FirstOpener::Chosen => FirstOpener::DoubleSix,
            }
        }
        "opener_rotation" => {
            rules.opener_rotation = match rules.opener_rotation {
                OpenerRotation::CounterClockwise => OpenerRotation::Winner,
                OpenerRotation::Winner => OpenerRotation::CounterClockwise,
            }
        }
        "redeal_doubles" => {
            rules.redeal_doubles = match rules.redeal_doubles {
                None => Some(4),
                Some(4) => Some(5),
                Some(_) => None,
            }
        }
        "penalties" => {
            rules.penalties = if rules.penalties.is_empty() {
                Preset::PrFederacion.rules(rules.mode).penalties
            } else {
                Vec::new()
            }
        }
        _ => {}
    }
}
