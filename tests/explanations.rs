//! Explanations with the players' names, in English, Portuguese and Spanish:
//! one case per shape of explanation (how the hand ended, what was compared,
//! the verdict), each with the exact sentence in the three languages.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "common.rs"]
mod common;

use common::*;
use tranque::*;

/// One settled hand → its explanation with names, in English, Portuguese, Spanish.
struct Case {
    name: &'static str,
    rules: Rules,
    seats: usize,
    end: HandEnd,
    names: Vec<&'static str>,
    en: &'static str,
    pt: &'static str,
    es: &'static str,
}

fn check(cases: Vec<Case>) {
    for c in cases {
        let s = settle(&c.rules, c.seats, &c.end)
            .unwrap_or_else(|e| panic!("{}: refused: {e}", c.name));
        for (lang, expected) in [(Lang::En, c.en), (Lang::Pt, c.pt), (Lang::Es, c.es)] {
            assert_eq!(s.describe_with(lang, &c.names), expected, "{}", c.name);
            // Without names, the numbered wording of `describe`.
            assert_eq!(
                s.describe_with(lang, &[] as &[&str]),
                s.describe(lang),
                "{}",
                c.name
            );
        }
    }
}

/// A case with the players of `common::NAMES` in the first `seats` seats.
fn case(
    name: &'static str,
    rules: Rules,
    seats: usize,
    end: HandEnd,
    en: &'static str,
    pt: &'static str,
    es: &'static str,
) -> Case {
    Case {
        name,
        rules,
        seats,
        end,
        names: NAMES[..seats].to_vec(),
        en,
        pt,
        es,
    }
}

fn pairs_rules(preset: Preset) -> Rules {
    preset.rules(Mode::Pairs)
}

fn individual_rules(preset: Preset) -> Rules {
    preset.rules(Mode::Individual)
}

fn pass(by: u8) -> HandEnd {
    HandEnd::PassedWithPlayable { by: Seat(by) }
}

#[test]
fn a_domino_names_who_went_out_the_winners_and_whose_pips_count() {
    check(vec![
        case(
            "pairs: the side with its partners, the opponents' pips",
            pairs_rules(Preset::BrMegajogos),
            4,
            dom(1, &[9, 0, 4, 12]),
            "Bia dominoed. Side B (Bia and Duda) wins the hand and scores 13 (the pips of Ana and Caio).",
            "Bia bateu. A dupla B (Bia e Duda) ganha a mão e marca 13 (os pontos de Ana e Caio).",
            "Bia dominó. La pareja B (Bia y Duda) gana la mano y anota 13 (los puntos de Ana y Caio).",
        ),
        case(
            "individual: the player, three others' pips",
            individual_rules(Preset::EsClasico),
            4,
            dom(3, &[4, 7, 5, 0]),
            "Duda dominoed. Duda wins the hand and scores 16 (the pips of Ana, Bia and Caio).",
            "Duda bateu. Duda ganha a mão e marca 16 (os pontos de Ana, Bia e Caio).",
            "Duda dominó. Duda gana la mano y anota 16 (los puntos de Ana, Bia y Caio).",
        ),
    ]);
}

#[test]
fn a_block_won_on_the_lowest_count_names_the_closer_and_the_winner() {
    check(vec![
        case(
            "pairs, side totals",
            pairs_rules(Preset::BrMegajogos),
            4,
            blk(3, &[6, 10, 7, 2]),
            "Blocked by Duda. Side totals: A 13, B 12. Side B (Bia and Duda) has the fewest pips and scores 13 (the pips of Ana and Caio).",
            "Jogo trancado por Duda. Soma por dupla: A 13, B 12. A dupla B (Bia e Duda) tem menos pontos e marca 13 (os pontos de Ana e Caio).",
            "Cierre de Duda. Suma por pareja: A 13, B 12. La pareja B (Bia y Duda) tiene menos puntos y anota 13 (los puntos de Ana y Caio).",
        ),
        case(
            "individual, each player's total",
            individual_rules(Preset::PrFederacion),
            3,
            blk(1, &[3, 8, 10]),
            "Blocked by Bia. Pips: Ana 3, Bia 8, Caio 10. Ana has the fewest pips and scores 21 (the pips of Ana, Bia and Caio).",
            "Jogo trancado por Bia. Pontos: Ana 3, Bia 8, Caio 10. Ana tem menos pontos e marca 21 (os pontos de Ana, Bia e Caio).",
            "Cierre de Bia. Puntos: Ana 3, Bia 8, Caio 10. Ana tiene menos puntos y anota 21 (los puntos de Ana, Bia y Caio).",
        ),
        case(
            "individual, lowest player",
            individual_rules(Preset::EsClasico),
            3,
            blk(2, &[3, 8, 10]),
            "Blocked by Caio. Pips per player: Ana 3, Bia 8, Caio 10. Ana has the fewest pips (3) and scores 21 (the pips of Ana, Bia and Caio).",
            "Jogo trancado por Caio. Pontos por jogador: Ana 3, Bia 8, Caio 10. Ana tem menos pontos (3) e marca 21 (os pontos de Ana, Bia e Caio).",
            "Cierre de Caio. Puntos por jugador: Ana 3, Bia 8, Caio 10. Ana tiene menos puntos (3) y anota 21 (los puntos de Ana, Bia y Caio).",
        ),
        case(
            "pairs, lowest player: his side scores every hand",
            pairs_rules(Preset::EsClasico),
            4,
            blk(0, &[9, 3, 7, 12]),
            "Blocked by Ana. Pips per player: Ana 9, Bia 3, Caio 7, Duda 12. Bia has the fewest pips (3): Side B (Bia and Duda) scores 31 (the pips of Ana, Bia, Caio and Duda).",
            "Jogo trancado por Ana. Pontos por jogador: Ana 9, Bia 3, Caio 7, Duda 12. Bia tem menos pontos (3): A dupla B (Bia e Duda) marca 31 (os pontos de Ana, Bia, Caio e Duda).",
            "Cierre de Ana. Puntos por jugador: Ana 9, Bia 3, Caio 7, Duda 12. Bia tiene menos puntos (3): La pareja B (Bia y Duda) anota 31 (los puntos de Ana, Bia, Caio y Duda).",
        ),
    ]);
}

#[test]
fn a_tied_block_names_the_closer_under_every_tie_rule() {
    check(vec![
        case(
            "closer_loses",
            pairs_rules(Preset::BrMegajogos),
            4,
            blk(2, &[5, 6, 7, 6]),
            "Blocked by Caio. Side totals: A 12, B 12. Tie at 12: the side that closed, side A (Ana and Caio), loses. Side B (Bia and Duda) scores 12 (the pips of Ana and Caio).",
            "Jogo trancado por Caio. Soma por dupla: A 12, B 12. Empate em 12: quem trancou, a dupla A (Ana e Caio), perde. A dupla B (Bia e Duda) marca 12 (os pontos de Ana e Caio).",
            "Cierre de Caio. Suma por pareja: A 12, B 12. Empate a 12: quien cerró, la pareja A (Ana y Caio), pierde. La pareja B (Bia y Duda) anota 12 (los puntos de Ana y Caio).",
        ),
        case(
            "replay",
            pairs_rules(Preset::BrBasicas),
            4,
            blk(2, &[5, 6, 7, 6]),
            "Blocked by Caio. Side totals: A 12, B 12. Tie at 12: the hand is void and replayed by the same opener.",
            "Jogo trancado por Caio. Soma por dupla: A 12, B 12. Empate em 12: a mão é anulada e disputada novamente, com a mesma saída.",
            "Cierre de Caio. Suma por pareja: A 12, B 12. Empate a 12: la mano se anula y se vuelve a jugar con el mismo salidor.",
        ),
        case(
            "no_points, pairs: 0 in the closers' column",
            pairs_rules(Preset::PrFederacion),
            4,
            blk(2, &[5, 6, 7, 6]),
            "Blocked by Caio. Side totals: A 12, B 12. Tie at 12: nobody scores; 0 goes in the column of side A (Ana and Caio), who closed.",
            "Jogo trancado por Caio. Soma por dupla: A 12, B 12. Empate em 12: ninguém marca; anota-se 0 na coluna da dupla A (Ana e Caio), que trancou.",
            "Cierre de Caio. Suma por pareja: A 12, B 12. Empate a 12: los puntos no cuentan; se anota 0 en la columna de la pareja A (Ana y Caio), que cerró.",
        ),
        case(
            "no_points, individual: 0 in the closer's column",
            individual_rules(Preset::EsClasico),
            3,
            blk(1, &[4, 6, 4]),
            "Blocked by Bia. Pips per player: Ana 4, Bia 6, Caio 4. Tie at 4: nobody scores; 0 goes in the column of Bia, who closed.",
            "Jogo trancado por Bia. Pontos por jogador: Ana 4, Bia 6, Caio 4. Empate em 4: ninguém marca; anota-se 0 na coluna de Bia, que trancou.",
            "Cierre de Bia. Puntos por jugador: Ana 4, Bia 6, Caio 4. Empate a 4: los puntos no cuentan; se anota 0 en la columna de Bia, que cerró.",
        ),
        case(
            "closer_loses with the closer out of the tie: unresolved",
            individual_rules(Preset::BrMegajogos),
            3,
            blk(1, &[4, 6, 4]),
            "Blocked by Bia. Pips: Ana 4, Bia 6, Caio 4. Tie at 4: the closer's side is not the only other side in the tie, so nobody scores.",
            "Jogo trancado por Bia. Pontos: Ana 4, Bia 6, Caio 4. Empate em 4: a regra de empate não aponta um único vencedor; ninguém marca.",
            "Cierre de Bia. Puntos: Ana 4, Bia 6, Caio 4. Empate a 4: la regla de empate no señala un único ganador; nadie anota.",
        ),
    ]);
}

#[test]
fn a_pass_holding_a_playable_tile_names_the_offender_and_the_winners() {
    check(vec![
        case(
            "pips scoring: won without a count",
            pairs_rules(Preset::BrMegajogos),
            4,
            pass(1),
            "Bia passed holding a playable tile. Side B (Bia and Duda) loses the hand. Side A (Ana and Caio) wins it; no pips are counted.",
            "Bia passou tendo pedra para jogar. A dupla B (Bia e Duda) perde a mão. A dupla A (Ana e Caio) ganha; não se contam pontos.",
            "Bia pasó teniendo ficha para jugar. La pareja B (Bia y Duda) pierde la mano. La pareja A (Ana y Caio) la gana; no se cuentan puntos.",
        ),
        case(
            "hands scoring: one hand",
            pairs_rules(Preset::BrBasicas),
            4,
            pass(1),
            "Bia passed holding a playable tile. Side B (Bia and Duda) loses the hand. Side A (Ana and Caio) scores 1 hand.",
            "Bia passou tendo pedra para jogar. A dupla B (Bia e Duda) perde a mão. A dupla A (Ana e Caio) marca 1 mão.",
            "Bia pasó teniendo ficha para jugar. La pareja B (Bia y Duda) pierde la mano. La pareja A (Ana y Caio) anota 1 mano.",
        ),
        case(
            "individual, two others: nobody wins it",
            individual_rules(Preset::BrMegajogos),
            3,
            pass(0),
            "Ana passed holding a playable tile. Ana loses the hand. Nobody else wins it alone; nobody scores.",
            "Ana passou tendo pedra para jogar. Ana perde a mão. Nenhum outro a ganha sozinho; ninguém marca.",
            "Ana pasó teniendo ficha para jugar. Ana pierde la mano. Nadie más la gana solo; nadie anota.",
        ),
    ]);
}

#[test]
fn a_seat_without_a_name_keeps_its_number() {
    let lowest_side = |names: Vec<&'static str>| Case {
        name: "names for seats 0 to 2 only",
        rules: pairs_rules(Preset::BrMegajogos),
        seats: 4,
        end: blk(3, &[6, 10, 7, 2]),
        names,
        // Seat 3 is numbered, and side B, half unnamed, has no partners after it.
        en: "Blocked by seat 3. Side totals: A 13, B 12. Side B has the fewest pips and scores 13 (the pips of Ana and Caio).",
        pt: "Jogo trancado pelo jogador 3. Soma por dupla: A 13, B 12. A dupla B tem menos pontos e marca 13 (os pontos de Ana e Caio).",
        es: "Cierre del jugador 3. Suma por pareja: A 13, B 12. La pareja B tiene menos puntos y anota 13 (los puntos de Ana y Caio).",
    };
    check(vec![
        lowest_side(vec!["Ana", "Bia", "Caio"]),
        lowest_side(vec!["Ana", "Bia", "Caio", "  "]),
    ]);
    check(vec![Case {
        name: "a list with one seat unnamed is numbered",
        rules: pairs_rules(Preset::BrMegajogos),
        seats: 4,
        end: dom(1, &[9, 0, 4, 12]),
        names: vec!["Ana", "Bia"],
        en: "Bia dominoed. Side B wins the hand and scores 13 (the pips of seats 0, 2).",
        pt: "Bia bateu. A dupla B ganha a mão e marca 13 (os pontos dos jogadores 0, 2).",
        es: "Bia dominó. La pareja B gana la mano y anota 13 (los puntos de los jugadores 0, 2).",
    }]);
}

#[test]
fn spanish_joins_with_e_before_the_sound_i() {
    check(vec![Case {
        name: "Bia e Inés",
        rules: pairs_rules(Preset::BrMegajogos),
        seats: 4,
        end: dom(1, &[9, 0, 4, 12]),
        names: vec!["Ana", "Bia", "Caio", "Inés"],
        en: "Bia dominoed. Side B (Bia and Inés) wins the hand and scores 13 (the pips of Ana and Caio).",
        pt: "Bia bateu. A dupla B (Bia e Inés) ganha a mão e marca 13 (os pontos de Ana e Caio).",
        es: "Bia dominó. La pareja B (Bia e Inés) gana la mano y anota 13 (los puntos de Ana y Caio).",
    }]);
}

#[test]
fn names_are_written_as_the_players_gave_them() {
    // A name is not capitalized at the start of a sentence, and owned names work too.
    let s = settle(
        &pairs_rules(Preset::BrMegajogos),
        4,
        &dom(0, &[0, 9, 4, 12]),
    )
    .unwrap();
    let names: Vec<String> = ["dj Zé", "Bia", "Caio", "Duda"].map(String::from).to_vec();
    assert_eq!(
        s.describe_with(Lang::Pt, &names),
        "dj Zé bateu. A dupla A (dj Zé e Caio) ganha a mão e marca 21 (os pontos de Bia e Duda)."
    );
}
