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
//!
//! With the players' names ([`Settlement::describe_with`], names indexed by
//! seat) a seat is its player, a list of seats is the names joined the way the
//! language does ("Ana and Caio", "Ana, Bia and Caio"), and a side of a pair
//! keeps its letter with the partners after it: "side A (Ana and Caio)". A seat
//! without a name (past the end of `names`, or blank) keeps the numbered
//! wording, and so does a list or a side with any seat unnamed.
//!
//! ```
//! use tranque::{settle, HandEnd, Lang, Leftover, Mode, Preset, Seat};
//!
//! let rules = Preset::BrMegajogos.rules(Mode::Pairs);
//! let end = HandEnd::Domino { by: Seat(1), left: Leftover::Pips(vec![9, 0, 4, 12]) };
//! let s = settle(&rules, 4, &end).unwrap();
//! let names = ["Ana", "Bia", "Caio", "Duda"];
//! assert_eq!(s.describe_with(Lang::En, &names), "Bia dominoed. Side B (Bia and Duda) wins the hand and scores 13 (the pips of Ana and Caio).");
//! assert_eq!(s.describe_with(Lang::Pt, &names), "Bia bateu. A dupla B (Bia e Duda) ganha a mão e marca 13 (os pontos de Ana e Caio).");
//! assert_eq!(s.describe_with(Lang::Es, &names), "Bia dominó. La pareja B (Bia y Duda) gana la mano y anota 13 (los puntos de Ana y Caio).");
//! ```

use serde::{Deserialize, Serialize};

use crate::{
    Compared, DealCheck, DealVerdict, EndKind, Mode, PointsRule, Seat, Settlement, Side, Table,
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

/// The article in front of a noun phrase (Portuguese and Spanish), which a
/// preposition before it contracts with: "de" + "o" is "do", "de" + "el" "del".
#[derive(Clone, Copy, PartialEq, Eq)]
enum Article {
    /// None: a name, or English.
    None,
    /// "o" / "el".
    Masculine,
    /// "a" / "la".
    Feminine,
    /// "os" / "los".
    MasculinePlural,
}

/// A preposition that contracts with the article after it.
#[derive(Clone, Copy)]
enum Prep {
    /// "of", "de".
    Of,
    /// "by", "por".
    By,
}

/// A seat, a side or a list of seats in words.
struct Phrase {
    article: Article,
    /// The words after the article: "jogador 1", "side A (Ana and Caio)", "Ana".
    text: String,
    /// Begins with a player's name, which is written as the player gave it.
    named: bool,
}

impl Phrase {
    fn article(&self, lang: Lang) -> &'static str {
        match (lang, self.article) {
            (Lang::En, _) | (_, Article::None) => "",
            (Lang::Pt, Article::Masculine) => "o",
            (Lang::Pt, Article::Feminine) => "a",
            (Lang::Pt, Article::MasculinePlural) => "os",
            (Lang::Es, Article::Masculine) => "el",
            (Lang::Es, Article::Feminine) => "la",
            (Lang::Es, Article::MasculinePlural) => "los",
        }
    }

    /// In the middle of a sentence: "o jogador 1", "side A", "Ana".
    fn plain(&self, lang: Lang) -> String {
        match self.article(lang) {
            "" => self.text.clone(),
            article => format!("{article} {}", self.text),
        }
    }

    /// At the start of a sentence: "O jogador 1", "Side A", "Ana".
    fn subject(&self, lang: Lang) -> String {
        let plain = self.plain(lang);
        if self.named && self.article(lang).is_empty() {
            plain
        } else {
            capitalize(&plain)
        }
    }

    /// After a preposition: "do jogador 1", "pela dupla A", "de Ana", "by seat 1".
    fn after(&self, lang: Lang, prep: Prep) -> String {
        let lead = match (lang, prep, self.article) {
            (Lang::En, Prep::Of, _) => "of",
            (Lang::En, Prep::By, _) => "by",
            (Lang::Pt, Prep::Of, Article::None) => "de",
            (Lang::Pt, Prep::Of, Article::Masculine) => "do",
            (Lang::Pt, Prep::Of, Article::Feminine) => "da",
            (Lang::Pt, Prep::Of, Article::MasculinePlural) => "dos",
            (Lang::Pt, Prep::By, Article::None) => "por",
            (Lang::Pt, Prep::By, Article::Masculine) => "pelo",
            (Lang::Pt, Prep::By, Article::Feminine) => "pela",
            (Lang::Pt, Prep::By, Article::MasculinePlural) => "pelos",
            (Lang::Es, Prep::Of, Article::Masculine) => "del",
            (Lang::Es, Prep::Of, _) => return format!("de {}", self.plain(lang)),
            (Lang::Es, Prep::By, _) => return format!("por {}", self.plain(lang)),
        };
        format!("{lead} {}", self.text)
    }
}

/// Seats and sides in words, with the players' names where they are known.
struct Words<'a> {
    lang: Lang,
    mode: Mode,
    names: Vec<&'a str>,
}

impl Words<'_> {
    /// The name of the player in `seat`, if given and not blank.
    fn name(&self, seat: Seat) -> Option<&str> {
        self.names
            .get(seat.index())
            .map(|name| name.trim())
            .filter(|name| !name.is_empty())
    }

    /// Every seat's name, or `None` if one is missing.
    fn names_of(&self, seats: &[Seat]) -> Option<Vec<&str>> {
        seats.iter().map(|&seat| self.name(seat)).collect()
    }

    /// A player: "Ana", or "seat 1" / "o jogador 1" / "el jugador 1".
    fn seat(&self, seat: Seat) -> Phrase {
        if let Some(name) = self.name(seat) {
            return Phrase {
                article: Article::None,
                text: name.to_owned(),
                named: true,
            };
        }
        let (article, text) = match self.lang {
            Lang::En => (Article::None, format!("seat {seat}")),
            Lang::Pt => (Article::Masculine, format!("jogador {seat}")),
            Lang::Es => (Article::Masculine, format!("jugador {seat}")),
        };
        Phrase {
            article,
            text,
            named: false,
        }
    }

    /// Several players: "Ana and Caio", or "seats 0, 2" / "os jogadores 0, 2".
    fn seats(&self, seats: &[Seat]) -> Phrase {
        if let Some(names) = self.names_of(seats).filter(|names| !names.is_empty()) {
            return Phrase {
                article: Article::None,
                text: join(self.lang, &names),
                named: true,
            };
        }
        let numbers = seats
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", ");
        let (article, text) = match self.lang {
            Lang::En => (Article::None, format!("seats {numbers}")),
            Lang::Pt => (Article::MasculinePlural, format!("jogadores {numbers}")),
            Lang::Es => (Article::MasculinePlural, format!("jugadores {numbers}")),
        };
        Phrase {
            article,
            text,
            named: false,
        }
    }

    /// A side: in pairs "side A (Ana and Caio)" / "a dupla A (Ana e Caio)" /
    /// "la pareja A (Ana y Caio)", the partners only when both are named; in
    /// individual play, the player.
    fn side(&self, side: Side) -> Phrase {
        if self.mode == Mode::Individual {
            return self.seat(Seat(side.0));
        }
        let (article, mut text) = match self.lang {
            Lang::En => (Article::None, format!("side {}", label(side))),
            Lang::Pt => (Article::Feminine, format!("dupla {}", label(side))),
            Lang::Es => (Article::Feminine, format!("pareja {}", label(side))),
        };
        let partners = Table::new(4, Mode::Pairs)
            .map(|table| table.seats_of(side).collect::<Vec<_>>())
            .unwrap_or_default();
        if let Some(names) = self.names_of(&partners).filter(|names| !names.is_empty()) {
            text = format!("{text} ({})", join(self.lang, &names));
        }
        Phrase {
            article,
            text,
            named: false,
        }
    }
}

fn label(side: Side) -> String {
    match side.0 {
        0 => "A".to_owned(),
        1 => "B".to_owned(),
        n => n.to_string(),
    }
}

fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Names joined as the language lists them: "Ana", "Ana and Caio", "Ana, Bia and Caio".
fn join(lang: Lang, names: &[&str]) -> String {
    let Some((last, rest)) = names.split_last() else {
        return String::new();
    };
    if rest.is_empty() {
        return (*last).to_owned();
    }
    let and = match lang {
        Lang::En => "and",
        Lang::Pt => "e",
        // "y" becomes "e" before the sound i: "Ana e Inés", "Caio e Hilda".
        Lang::Es if sounds_i(last) => "e",
        Lang::Es => "y",
    };
    format!("{} {and} {last}", rest.join(", "))
}

/// Whether a word begins with the vowel sound i (not the glide of "Hierro" or "Iolanda").
fn sounds_i(word: &str) -> bool {
    let lower = word.to_lowercase();
    let rest = lower.strip_prefix('h').unwrap_or(&lower);
    let mut chars = rest.chars();
    matches!(chars.next(), Some('i' | 'í'))
        && !matches!(
            chars.next(),
            Some('a' | 'e' | 'o' | 'u' | 'á' | 'é' | 'ó' | 'ú')
        )
}

impl Settlement {
    /// The explanation in English, one paragraph.
    pub fn describe_en(&self) -> String {
        self.describe(Lang::En)
    }

    /// The explanation in `lang`, one paragraph, naming seats by number.
    pub fn describe(&self, lang: Lang) -> String {
        self.describe_with(lang, &[] as &[&str])
    }

    /// The explanation in `lang`, one paragraph, naming each seat by its
    /// player: `names[seat]` (see [the module documentation](self) for the
    /// wording, and for seats without a name).
    pub fn describe_with(&self, lang: Lang, names: &[impl AsRef<str>]) -> String {
        let words = Words {
            lang,
            mode: self.explanation.mode,
            names: names.iter().map(AsRef::as_ref).collect(),
        };
        let e = &self.explanation;
        let mode = e.mode;
        let actor = words.seat(e.actor);
        let mut parts = Vec::new();
        parts.push(match (e.end, lang) {
            (EndKind::Domino, Lang::En) => format!("{} dominoed.", actor.subject(lang)),
            (EndKind::Domino, Lang::Pt) => format!("{} bateu.", actor.subject(lang)),
            (EndKind::Domino, Lang::Es) => format!("{} dominó.", actor.subject(lang)),
            (EndKind::Block, Lang::En) => format!("Blocked {}.", actor.after(lang, Prep::By)),
            (EndKind::Block, Lang::Pt) => {
                format!("Jogo trancado {}.", actor.after(lang, Prep::By))
            }
            (EndKind::Block, Lang::Es) => format!("Cierre {}.", actor.after(lang, Prep::Of)),
            (EndKind::PassedWithPlayable, Lang::En) => {
                format!("{} passed holding a playable tile.", actor.subject(lang))
            }
            (EndKind::PassedWithPlayable, Lang::Pt) => {
                format!("{} passou tendo pedra para jogar.", actor.subject(lang))
            }
            (EndKind::PassedWithPlayable, Lang::Es) => {
                format!("{} pasó teniendo ficha para jugar.", actor.subject(lang))
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
                            Mode::Individual => {
                                format!("{} {p}", words.seat(Seat(side.0)).plain(lang))
                            }
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
                        let seat = Seat(u8::try_from(i).unwrap_or(0));
                        format!("{} {p}", words.seat(seat).plain(lang))
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
        parts.push(self.verdict_sentence(&words));
        parts.join(" ")
    }

    fn points_phrase(&self, words: &Words<'_>) -> String {
        let e = &self.explanation;
        let lang = words.lang;
        match (e.points_rule, lang) {
            (PointsRule::OneHand, Lang::En) => "1 hand".to_owned(),
            (PointsRule::OneHand, Lang::Pt) => "1 mão".to_owned(),
            (PointsRule::OneHand, Lang::Es) => "1 mano".to_owned(),
            (PointsRule::Nothing | PointsRule::Uncounted, _) => "0".to_owned(),
            (_, lang) => {
                let of_seats = words.seats(&e.points_from).after(lang, Prep::Of);
                match lang {
                    Lang::En => format!("{} (the pips {of_seats})", self.points),
                    Lang::Pt => format!("{} (os pontos {of_seats})", self.points),
                    Lang::Es => format!("{} (los puntos {of_seats})", self.points),
                }
            }
        }
    }

    fn verdict_sentence(&self, words: &Words<'_>) -> String {
        let e = &self.explanation;
        let lang = words.lang;
        let mode = e.mode;
        let points = self.points_phrase(words);
        let scores = |who: Phrase| match lang {
            Lang::En => format!("{} scores {points}.", who.subject(lang)),
            Lang::Pt => format!("{} marca {points}.", who.subject(lang)),
            Lang::Es => format!("{} anota {points}.", who.subject(lang)),
        };
        match &e.verdict {
            Verdict::Dominoed => {
                let w = words.side(e.actor_side).subject(lang);
                match lang {
                    Lang::En => format!("{w} wins the hand and scores {points}."),
                    Lang::Pt => format!("{w} ganha a mão e marca {points}."),
                    Lang::Es => format!("{w} gana la mano y anota {points}."),
                }
            }
            Verdict::LowestSide { side, .. } => {
                let w = words.side(*side).subject(lang);
                match lang {
                    Lang::En => format!("{w} has the fewest pips and scores {points}."),
                    Lang::Pt => format!("{w} tem menos pontos e marca {points}."),
                    Lang::Es => format!("{w} tiene menos puntos y anota {points}."),
                }
            }
            Verdict::LowestPlayer { seat, side, pips } => {
                let who = words.seat(*seat).subject(lang);
                let lead = match lang {
                    Lang::En => format!("{who} has the fewest pips ({pips})"),
                    Lang::Pt => format!("{who} tem menos pontos ({pips})"),
                    Lang::Es => format!("{who} tiene menos puntos ({pips})"),
                };
                match (mode, lang) {
                    (Mode::Individual, Lang::En) => format!("{lead} and scores {points}."),
                    (Mode::Individual, Lang::Pt) => format!("{lead} e marca {points}."),
                    (Mode::Individual, Lang::Es) => format!("{lead} y anota {points}."),
                    (Mode::Pairs, _) => format!("{lead}: {}", scores(words.side(*side))),
                }
            }
            Verdict::Tied {
                pips, resolution, ..
            } => {
                let closer = words.side(e.actor_side);
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
                        "the side that closed, {}, loses. {}",
                        closer.plain(lang),
                        scores(words.side(*winner))
                    ),
                    (TieResolution::CloserLost { winner }, Lang::Pt) => format!(
                        "quem trancou, {}, perde. {}",
                        closer.plain(lang),
                        scores(words.side(*winner))
                    ),
                    (TieResolution::CloserLost { winner }, Lang::Es) => format!(
                        "quien cerró, {}, pierde. {}",
                        closer.plain(lang),
                        scores(words.side(*winner))
                    ),
                    (TieResolution::NoPoints, Lang::En) => format!(
                        "nobody scores; 0 goes in the column {}, who closed.",
                        closer.after(lang, Prep::Of)
                    ),
                    (TieResolution::NoPoints, Lang::Pt) => format!(
                        "ninguém marca; anota-se 0 na coluna {}, que trancou.",
                        closer.after(lang, Prep::Of)
                    ),
                    (TieResolution::NoPoints, Lang::Es) => format!(
                        "los puntos no cuentan; se anota 0 en la columna {}, que cerró.",
                        closer.after(lang, Prep::Of)
                    ),
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
                let off = words.side(*offender).subject(lang);
                let lead = match lang {
                    Lang::En => format!("{off} loses the hand."),
                    Lang::Pt => format!("{off} perde a mão."),
                    Lang::Es => format!("{off} pierde la mano."),
                };
                match (self.winner, e.points_rule) {
                    (Some(w), PointsRule::OneHand) => format!("{lead} {}", scores(words.side(w))),
                    (Some(w), _) => {
                        let w = words.side(w).subject(lang);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_joined_as_each_language_lists_them() {
        assert_eq!(join(Lang::En, &["Ana"]), "Ana");
        assert_eq!(join(Lang::En, &["Ana", "Caio"]), "Ana and Caio");
        assert_eq!(join(Lang::En, &["Ana", "Bia", "Caio"]), "Ana, Bia and Caio");
        assert_eq!(join(Lang::Pt, &["Ana", "Bia", "Caio"]), "Ana, Bia e Caio");
        assert_eq!(join(Lang::Es, &["Ana", "Bia", "Caio"]), "Ana, Bia y Caio");
        // Spanish "y" is "e" before the vowel sound i, not before a glide.
        for (name, and) in [
            ("Inés", "e"),
            ("ignacio", "e"),
            ("Hilda", "e"),
            ("Íñigo", "e"),
            ("Iara", "y"),
            ("Hierónimo", "y"),
            ("Yolanda", "y"),
        ] {
            assert_eq!(join(Lang::Es, &["Ana", name]), format!("Ana {and} {name}"));
        }
    }
}
