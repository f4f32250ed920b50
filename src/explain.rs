//! Rendering explanations in words: Portuguese, Spanish or English.
//!
//! The core hands out structured [`Explanation`](crate::Explanation)s; these renderers are a
//! convenience for the command line and for a UI that has no phrasing of its own.
//!
//! ```
//! use tranque::{settle, HandEnd, Lang, Leftover, Mode, Preset, Seat};
//!
//! let rules = Preset::BrMegajogos.rules(Mode::Pairs);
//! let end = HandEnd::Domino { by: Seat(1), left: Leftover::Pips(vec![9, 0, 4, 12]) };
//! let s = settle(&rules, 4, &end).unwrap();
//! assert_eq!(s.describe(Lang::En), "Seat 1 dominoed. Side B wins the hand and scores 13 (the pips of seats 0, 2).");
//! assert_eq!(s.describe(Lang::Pt), "O jogador 1 bateu. A dupla B ganha a mão e marca 13 (os pontos dos jogadores 0, 2).");
//! assert_eq!(s.describe(Lang::Es), "El jugador 1 dominó. La pareja B gana la mano y anota 13 (los puntos de los jugadores 0, 2).");
//! ```

use serde::{Deserialize, Serialize};

use crate::{
    Compared, DealCheck, DealVerdict, EndKind, Mode, PointsRule, Seat, Settlement, Side,
    TieResolution, Verdict,
};

/// A language for explanations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    /// English.
    En,
    /// Portuguese.
    Pt,
    /// Spanish.
    Es,
}

fn side_name(lang: Lang, mode: Mode, side: Side) -> String {
    match (mode, lang) {
        (Mode::Pairs, Lang::En) => format!("side {}", label(side)),
        (Mode::Pairs, Lang::Pt) => format!("a dupla {}", label(side)),
        (Mode::Pairs, Lang::Es) => format!("la pareja {}", label(side)),
        (Mode::Individual, lang) => seat_name(lang, Seat(side.0)),
    }
}

fn label(side: Side) -> String {
    match side.0 {
        0 => "A".to_owned(),
        1 => "B".to_owned(),
        n => n.to_string(),
    }
}

fn seat_name(lang: Lang, seat: Seat) -> String {
    match lang {
        Lang::En => format!("seat {seat}"),
        Lang::Pt => format!("o jogador {seat}"),
        Lang::Es => format!("el jugador {seat}"),
    }
}

fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn seat_list(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Settlement {
    /// The explanation in English, one paragraph.
    pub fn describe_en(&self) -> String {
        self.describe(Lang::En)
    }

    /// The explanation in `lang`, one paragraph.
    pub fn describe(&self, lang: Lang) -> String {
        let e = &self.explanation;
        let mode = e.mode;
        let mut parts = Vec::new();
        parts.push(match (e.end, lang) {
            (EndKind::Domino, Lang::En) => format!("Seat {} dominoed.", e.actor),
            (EndKind::Domino, Lang::Pt) => format!("O jogador {} bateu.", e.actor),
            (EndKind::Domino, Lang::Es) => format!("El jugador {} dominó.", e.actor),
            (EndKind::Block, Lang::En) => format!("Blocked by seat {}.", e.actor),
            (EndKind::Block, Lang::Pt) => format!("Jogo trancado pelo jogador {}.", e.actor),
            (EndKind::Block, Lang::Es) => format!("Cierre del jugador {}.", e.actor),
            (EndKind::PassedWithPlayable, Lang::En) => {
                format!("Seat {} passed holding a playable tile.", e.actor)
            }
            (EndKind::PassedWithPlayable, Lang::Pt) => {
                format!("O jogador {} passou tendo pedra para jogar.", e.actor)
            }
            (EndKind::PassedWithPlayable, Lang::Es) => {
                format!("El jugador {} pasó teniendo ficha para jugar.", e.actor)
            }
        });
        match e.compared {
            Compared::Nothing => {}
            Compared::SideTotals => {
                let totals = self
                    .side_pips
                    .iter()
                    .enumerate()
                    .map(|(i, p)| {
                        let side = Side(u8::try_from(i).unwrap_or(u8::MAX));
                        match mode {
                            Mode::Pairs => format!("{} {p}", label(side)),
                            Mode::Individual => format!("{} {p}", seat_name(lang, Seat(side.0))),
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                parts.push(match (mode, lang) {
                    (Mode::Pairs, Lang::En) => format!("Side totals: {totals}."),
                    (Mode::Pairs, Lang::Pt) => format!("Soma por dupla: {totals}."),
                    (Mode::Pairs, Lang::Es) => format!("Suma por pareja: {totals}."),
                    (Mode::Individual, Lang::En) => format!("Pips: {totals}."),
                    (Mode::Individual, Lang::Pt) => format!("Pontos: {totals}."),
                    (Mode::Individual, Lang::Es) => format!("Puntos: {totals}."),
                });
            }
            Compared::Players => {
                let pips = self
                    .seat_pips
                    .iter()
                    .enumerate()
                    .map(|(i, p)| {
                        format!(
                            "{} {p}",
                            seat_name(lang, Seat(u8::try_from(i).unwrap_or(0)))
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                parts.push(match lang {
                    Lang::En => format!("Pips per player: {pips}."),
                    Lang::Pt => format!("Pontos por jogador: {pips}."),
                    Lang::Es => format!("Puntos por jugador: {pips}."),
                });
            }
        }
        parts.push(self.verdict_sentence(lang));
        parts.join(" ")
    }

    fn points_phrase(&self, lang: Lang) -> String {
        let e = &self.explanation;
        let seats = seat_list(&e.points_from);
        match (e.points_rule, lang) {
            (PointsRule::OneHand, Lang::En) => "1 hand".to_owned(),
            (PointsRule::OneHand, Lang::Pt) => "1 mão".to_owned(),
            (PointsRule::OneHand, Lang::Es) => "1 mano".to_owned(),
            (PointsRule::Nothing | PointsRule::Uncounted, _) => "0".to_owned(),
            (_, Lang::En) => format!("{} (the pips of seats {seats})", self.points),
            (_, Lang::Pt) => format!("{} (os pontos dos jogadores {seats})", self.points),
            (_, Lang::Es) => format!("{} (los puntos de los jugadores {seats})", self.points),
        }
    }

    fn verdict_sentence(&self, lang: Lang) -> String {
        let e = &self.explanation;
        let mode = e.mode;
        let name = |side: Side| side_name(lang, mode, side);
        let points = self.points_phrase(lang);
        let scores = |who: String| match lang {
            Lang::En => format!("{} scores {points}.", capitalize(&who)),
            Lang::Pt => format!("{} marca {points}.", capitalize(&who)),
            Lang::Es => format!("{} anota {points}.", capitalize(&who)),
        };
        match &e.verdict {
            Verdict::Dominoed => {
                let w = capitalize(&name(e.actor_side));
                match lang {
                    Lang::En => format!("{w} wins the hand and scores {points}."),
                    Lang::Pt => format!("{w} ganha a mão e marca {points}."),
                    Lang::Es => format!("{w} gana la mano y anota {points}."),
                }
            }
            Verdict::LowestSide { side, .. } => {
                let w = capitalize(&name(*side));
                match lang {
                    Lang::En => format!("{w} has the fewest pips and scores {points}."),
                    Lang::Pt => format!("{w} tem menos pontos e marca {points}."),
                    Lang::Es => format!("{w} tiene menos puntos y anota {points}."),
                }
            }
            Verdict::LowestPlayer { seat, side, pips } => {
                let who = capitalize(&seat_name(lang, *seat));
                let lead = match lang {
                    Lang::En => format!("{who} has the fewest pips ({pips})"),
                    Lang::Pt => format!("{who} tem menos pontos ({pips})"),
                    Lang::Es => format!("{who} tiene menos puntos ({pips})"),
                };
                match (mode, lang) {
                    (Mode::Individual, Lang::En) => format!("{lead} and scores {points}."),
                    (Mode::Individual, Lang::Pt) => format!("{lead} e marca {points}."),
                    (Mode::Individual, Lang::Es) => format!("{lead} y anota {points}."),
                    (Mode::Pairs, _) => format!("{lead}: {}", scores(name(*side))),
                }
            }
            Verdict::Tied {
                pips, resolution, ..
            } => {
                let closer = name(e.actor_side);
                let lead = match lang {
                    Lang::En => format!("Tie at {pips}:"),
                    Lang::Pt => format!("Empate em {pips}:"),
                    Lang::Es => format!("Empate a {pips}:"),
                };
                let rest = match (resolution, lang) {
                    (TieResolution::Replayed, Lang::En) => {
                        "the hand is void and replayed by the same opener.".to_owned()
                    }
                    (TieResolution::Replayed, Lang::Pt) => {
                        "a mão é anulada e disputada novamente, com a mesma saída.".to_owned()
                    }
                    (TieResolution::Replayed, Lang::Es) => {
                        "la mano se anula y se vuelve a jugar con el mismo salidor.".to_owned()
                    }
                    (TieResolution::CloserLost { winner }, Lang::En) => format!(
                        "the side that closed, {closer}, loses. {}",
                        scores(name(*winner))
                    ),
                    (TieResolution::CloserLost { winner }, Lang::Pt) => {
                        format!("quem trancou, {closer}, perde. {}", scores(name(*winner)))
                    }
                    (TieResolution::CloserLost { winner }, Lang::Es) => {
                        format!("quien cerró, {closer}, pierde. {}", scores(name(*winner)))
                    }
                    (TieResolution::NoPoints, Lang::En) => {
                        format!("nobody scores; 0 goes in the column of {closer}, who closed.")
                    }
                    (TieResolution::NoPoints, Lang::Pt) => {
                        format!("ninguém marca; anota-se 0 na coluna de {closer}, que trancou.")
                    }
                    (TieResolution::NoPoints, Lang::Es) => {
                        format!(
                            "los puntos no cuentan; se anota 0 en la columna de {closer}, que cerró."
                        )
                    }
                    (TieResolution::Unresolved, Lang::En) => {
                        "the closer's side is not the only other side in the tie, so nobody scores."
                            .to_owned()
                    }
                    (TieResolution::Unresolved, Lang::Pt) => {
                        "a regra de empate não aponta um único vencedor; ninguém marca.".to_owned()
                    }
                    (TieResolution::Unresolved, Lang::Es) => {
                        "la regla de empate no señala un único ganador; nadie anota.".to_owned()
                    }
                };
                format!("{lead} {rest}")
            }
            Verdict::PassedWithPlayable { offender } => {
                let off = capitalize(&name(*offender));
                let lead = match lang {
                    Lang::En => format!("{off} loses the hand."),
                    Lang::Pt => format!("{off} perde a mão."),
                    Lang::Es => format!("{off} pierde la mano."),
                };
                match (self.winner, e.points_rule) {
                    (Some(w), PointsRule::OneHand) => format!("{lead} {}", scores(name(w))),
                    (Some(w), _) => {
                        let w = capitalize(&name(w));
                        match lang {
                            Lang::En => format!("{lead} {w} wins it; no pips are counted."),
                            Lang::Pt => format!("{lead} {w} ganha; não se contam pontos."),
                            Lang::Es => format!("{lead} {w} la gana; no se cuentan puntos."),
                        }
                    }
                    (None, _) => match lang {
                        Lang::En => format!("{lead} Nobody else wins it alone; nobody scores."),
                        Lang::Pt => format!("{lead} Nenhum outro a ganha sozinho; ninguém marca."),
                        Lang::Es => format!("{lead} Nadie más la gana solo; nadie anota."),
                    },
                }
            }
        }
    }
}

impl DealCheck {
    /// Why the deal stands or is redealt, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        let d = self.doubles;
        match (self.verdict, self.threshold, lang) {
            (DealVerdict::AllDoublesPlayed, _, Lang::En) => {
                format!("{d} doubles: these rules play with all doubles; no redeal.")
            }
            (DealVerdict::AllDoublesPlayed, _, Lang::Pt) => {
                format!(
                    "{d} dobles: estas regras jogam com todos os dobles; sem nova distribuição."
                )
            }
            (DealVerdict::AllDoublesPlayed, _, Lang::Es) => {
                format!("{d} dobles: se juega con todos los dobles; no se reparte de nuevo.")
            }
            (DealVerdict::BelowThreshold, Some(n), Lang::En) => {
                format!("{d} doubles, fewer than {n}: the deal stands.")
            }
            (DealVerdict::BelowThreshold, Some(n), Lang::Pt) => {
                format!("{d} dobles, menos de {n}: a distribuição vale.")
            }
            (DealVerdict::BelowThreshold, Some(n), Lang::Es) => {
                format!("{d} dobles, menos de {n}: el reparto vale.")
            }
            (_, n, Lang::En) => format!(
                "{d} doubles, {} or more: show them and reshuffle. The same player opens the new deal (on the first hand, whoever holds 6-6).",
                n.unwrap_or(d)
            ),
            (_, n, Lang::Pt) => format!(
                "{d} dobles, {} ou mais: vire-os na mesa e embaralhe de novo. A saída é do mesmo jogador (na primeira mão, de quem tiver a doble-sena).",
                n.unwrap_or(d)
            ),
            (_, n, Lang::Es) => format!(
                "{d} dobles, {} o más: se muestran y se revuelve de nuevo. Sale el mismo jugador (en la primera mano, quien tenga el doble seis).",
                n.unwrap_or(d)
            ),
        }
    }
}
