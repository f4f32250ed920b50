//! A rule set in plain words, one line per value, and the next value of a
//! custom rule set's line when it is tapped.

use tranque::{
    Batidas, BlockPoints, BlockTie, BlockWinner, CapicuaBonus, DominoPoints, FirstOpener, Mode,
    OpenerRotation, Preset, Rules, Scoring,
};

use crate::i18n::{Locale, td_string};

/// One line of a rule set's summary: the parameter's serde name and its words.
/// The table conventions show under the scoring they go with: batidas under
/// hands, the capicúa bonus under pips.
pub fn summary(rules: &Rules, locale: Locale) -> Vec<(&'static str, String)> {
    let mut lines = seed_summary(rules, locale);
    lines.push(match rules.scoring {
        Scoring::Hands => ("batidas", batidas_words(rules.batidas, locale)),
        Scoring::Pips => ("capicua", capicua_words(rules.capicua, locale)),
    });
    lines
}

/// Batidas in words: what each finish and a block are worth.
fn batidas_words(batidas: Option<Batidas>, locale: Locale) -> String {
    let Some(b) = batidas else {
        return td_string!(locale, rule_no_batidas).to_owned();
    };
    let (simple, carroca, la_e_lo, cruzada, block) = (
        b.simple.to_string(),
        b.carroca.to_string(),
        b.la_e_lo.to_string(),
        b.cruzada.to_string(),
        b.block.to_string(),
    );
    if b.block_raises_next {
        td_string!(
            locale,
            rule_batidas_raise,
            simple = simple,
            carroca = carroca,
            la_e_lo = la_e_lo,
            cruzada = cruzada,
            block = block
        )
    } else {
        td_string!(
            locale,
            rule_batidas,
            simple = simple,
            carroca = carroca,
            la_e_lo = la_e_lo,
            cruzada = cruzada,
            block = block
        )
    }
}

/// The capicúa bonus in words.
fn capicua_words(capicua: Option<CapicuaBonus>, locale: Locale) -> String {
    match capicua {
        None => td_string!(locale, rule_no_capicua).to_owned(),
        Some(CapicuaBonus::Points(points)) => {
            td_string!(locale, rule_capicua_points, points = points.to_string())
        }
        Some(CapicuaBonus::Multiplier(factor)) => {
            td_string!(locale, rule_capicua_times, factor = factor.to_string())
        }
    }
}

/// The lines of the seeds' parameters.
fn seed_summary(rules: &Rules, locale: Locale) -> Vec<(&'static str, String)> {
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
            // A table convention goes with its scoring: batidas with hands,
            // the capicúa with pips; switching drops the other.
            rules.scoring = match rules.scoring {
                Scoring::Pips => Scoring::Hands,
                Scoring::Hands => Scoring::Pips,
            };
            match rules.scoring {
                Scoring::Hands => rules.capicua = None,
                Scoring::Pips => rules.batidas = None,
            }
        }
        "batidas" => {
            // Off, the common 1/2/3/4 with a block raising the next hand,
            // a cruzada of 6, and without the raise.
            let six = Batidas {
                cruzada: 6,
                ..Batidas::TABLE
            };
            rules.batidas = match rules.batidas {
                None => Some(Batidas::TABLE),
                Some(b) if b == Batidas::TABLE => Some(six),
                Some(b) if b == six => Some(Batidas {
                    block_raises_next: false,
                    ..Batidas::TABLE
                }),
                Some(_) => None,
            }
        }
        "capicua" => {
            rules.capicua = match rules.capicua {
                None => Some(CapicuaBonus::Points(25)),
                Some(CapicuaBonus::Points(25)) => Some(CapicuaBonus::Points(100)),
                Some(CapicuaBonus::Points(100)) => Some(CapicuaBonus::Multiplier(2)),
                Some(_) => None,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn line(rules: &Rules, locale: Locale, field: &str) -> Option<String> {
        summary(rules, locale)
            .into_iter()
            .find(|(f, _)| *f == field)
            .map(|(_, words)| words)
    }

    #[test]
    fn br_batidas_says_its_values_in_each_language() {
        let rules = Preset::BrBatidas.rules(Mode::Pairs);
        assert_eq!(
            line(&rules, Locale::en, "batidas").as_deref(),
            Some(
                "Batidas: simple 1, carroça 2, lá-e-lô 3, cruzada 4; a block 1, and the next hand is worth one more"
            )
        );
        assert_eq!(
            line(&rules, Locale::pt_BR, "batidas").as_deref(),
            Some(
                "Batidas: simples 1, de carroça 2, lá-e-lô 3, cruzada 4; mão trancada 1, e a mão seguinte vale um a mais"
            )
        );
        assert!(
            line(&rules, Locale::es, "batidas")
                .unwrap()
                .contains("cruzada 4")
        );
        // Under hands scoring there is no capicúa line, and the other way round.
        assert_eq!(line(&rules, Locale::en, "capicua"), None);
        let megajogos = Preset::BrMegajogos.rules(Mode::Pairs);
        assert_eq!(
            line(&megajogos, Locale::en, "capicua").as_deref(),
            Some("No capicúa bonus")
        );
        assert_eq!(line(&megajogos, Locale::en, "batidas"), None);
    }

    #[test]
    fn tapping_the_conventions_of_a_custom_set_keeps_it_valid() {
        let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
        let mut capicuas = Vec::new();
        for _ in 0..4 {
            cycle(&mut rules, "capicua");
            assert!(rules.validate().is_ok(), "{rules:?}");
            capicuas.push(rules.capicua);
        }
        assert_eq!(
            capicuas,
            [
                Some(CapicuaBonus::Points(25)),
                Some(CapicuaBonus::Points(100)),
                Some(CapicuaBonus::Multiplier(2)),
                None
            ]
        );
        // A capicúa goes when the scoring becomes hands; batidas come by tapping.
        cycle(&mut rules, "capicua");
        cycle(&mut rules, "scoring");
        assert_eq!((rules.scoring, rules.capicua), (Scoring::Hands, None));
        let mut cruzadas = Vec::new();
        for _ in 0..4 {
            cycle(&mut rules, "batidas");
            assert!(rules.validate().is_ok(), "{rules:?}");
            cruzadas.push(rules.batidas.map(|b| (b.cruzada, b.block_raises_next)));
        }
        assert_eq!(
            cruzadas,
            [Some((4, true)), Some((6, true)), Some((4, false)), None]
        );
        cycle(&mut rules, "batidas");
        cycle(&mut rules, "scoring");
        assert_eq!((rules.scoring, rules.batidas), (Scoring::Pips, None));
        assert!(rules.validate().is_ok());
        assert!(line(&rules, Locale::es, "capicua").is_some());
    }
}
