//! Explanations in words: Portuguese, Spanish or English.
//!
//! The core hands out structured [`Explanation`](crate::Explanation)s; this
//! module decides which sentences say one, and with which values, and takes
//! the words from the one catalogue ([`text`](crate::text), the `explain_*`
//! and `deal_*` texts of `ui/locales/*.json`). No word of any language is
//! written here.
//!
//! ```
//! use tranque::{settle, Finish, HandEnd, Lang, Leftover, Mode, Preset, Seat};
//!
//! let rules = Preset::BrMegajogos.rules(Mode::Pairs);
//! let end = HandEnd::Domino { by: Seat(1), left: Leftover::Pips(vec![9, 0, 4, 12]), finish: Finish::Simple };
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
//! use tranque::{settle, Finish, HandEnd, Lang, Leftover, Mode, Preset, Seat};
//!
//! let rules = Preset::BrMegajogos.rules(Mode::Pairs);
//! let end = HandEnd::Domino { by: Seat(1), left: Leftover::Pips(vec![9, 0, 4, 12]), finish: Finish::Simple };
//! let s = settle(&rules, 4, &end).unwrap();
//! let names = ["Ana", "Bia", "Caio", "Duda"];
//! assert_eq!(s.describe_with(Lang::En, &names), "Bia dominoed. Side B (Bia and Duda) wins the hand and scores 13 (the pips of Ana and Caio).");
//! assert_eq!(s.describe_with(Lang::Pt, &names), "Bia bateu. A dupla B (Bia e Duda) ganha a mão e marca 13 (os pontos de Ana e Caio).");
//! assert_eq!(s.describe_with(Lang::Es, &names), "Bia dominó. La pareja B (Bia y Duda) gana la mano y anota 13 (los puntos de Ana y Caio).");
//! ```

use crate::text::{Conjunction, Lang, capitalize, list, text};
use crate::{
    CapicuaBonus, Compared, DealCheck, DealVerdict, EndKind, Finish, Mode, PointsRule, Seat,
    Settlement, Side, Table, TieResolution, Verdict,
};

/// A seat, a side or a list of seats, before it is put into words.
enum Who {
    /// A player's name, or several names already joined: written as given.
    Named(String),
    /// A seat without a name.
    Seat(Seat),
    /// Several seats, not all named.
    Seats(Vec<Seat>),
    /// A side of a pair: its letter, with its partners when both are named.
    Side(String),
}

impl Who {
    /// In the middle of a sentence: "o jogador 1", "side A", "Ana".
    fn plain(&self, lang: Lang) -> String {
        match self {
            Who::Named(name) => name.clone(),
            Who::Seat(seat) => text(lang, "explain_seat", &[("seat", &seat.to_string())]),
            // Never said on its own: only as whose points they are.
            Who::Seats(seats) => numbers(seats),
            Who::Side(side) => text(lang, "explain_side", &[("side", side)]),
        }
    }

    /// At the start of a sentence: "O jogador 1", "Side A", "Ana" (a name as
    /// the player wrote it).
    fn subject(&self, lang: Lang) -> String {
        match self {
            Who::Named(name) => name.clone(),
            other => capitalize(&other.plain(lang)),
        }
    }

    /// Whose: "do jogador 1", "da dupla A", "de Ana", "of seats 0, 2".
    fn of(&self, lang: Lang) -> String {
        match self {
            Who::Named(name) => text(lang, "explain_of_named", &[("name", name)]),
            Who::Seat(seat) => text(lang, "explain_of_seat", &[("seat", &seat.to_string())]),
            Who::Seats(seats) => text(lang, "explain_of_seats", &[("seats", &numbers(seats))]),
            Who::Side(side) => text(lang, "explain_of_side", &[("side", side)]),
        }
    }

    /// Who closed a block: "pelo jogador 1", "by Ana", "del jugador 1".
    fn closer(&self, lang: Lang) -> String {
        match self {
            Who::Named(name) => text(lang, "explain_by_named", &[("name", name)]),
            Who::Seat(seat) => text(lang, "explain_by_seat", &[("seat", &seat.to_string())]),
            other => other.of(lang),
        }
    }
}

/// Seat numbers as a list: "0, 2".
fn numbers(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
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

    /// Every seat's name joined, or `None` if one is missing.
    fn names_of(&self, seats: &[Seat]) -> Option<String> {
        let names: Vec<&str> = seats
            .iter()
            .map(|&seat| self.name(seat))
            .collect::<Option<_>>()?;
        (!names.is_empty()).then(|| list(self.lang, Conjunction::And, &names))
    }

    /// A player: "Ana", or the numbered seat.
    fn seat(&self, seat: Seat) -> Who {
        match self.name(seat) {
            Some(name) => Who::Named(name.to_owned()),
            None => Who::Seat(seat),
        }
    }

    /// Several players: "Ana and Caio", or the numbered seats.
    fn seats(&self, seats: &[Seat]) -> Who {
        match self.names_of(seats) {
            Some(names) => Who::Named(names),
            None => Who::Seats(seats.to_vec()),
        }
    }

    /// A side: in pairs its letter, with the partners when both are named
    /// ("A (Ana and Caio)"); in individual play, the player.
    fn side(&self, side: Side) -> Who {
        if self.mode == Mode::Individual {
            return self.seat(Seat(side.0));
        }
        let label = label(side);
        let partners = Table::new(4, Mode::Pairs)
            .map(|table| table.seats_of(side).collect::<Vec<_>>())
            .unwrap_or_default();
        match self.names_of(&partners) {
            Some(names) => Who::Side(format!("{label} ({names})")),
            None => Who::Side(label),
        }
    }

    /// A text of the catalogue in this language.
    fn text(&self, key: &str, values: &[(&str, &str)]) -> String {
        text(self.lang, key, values)
    }
}

/// A side's letter in the explanations of pairs.
fn label(side: Side) -> String {
    Table::new(4, Mode::Pairs)
        .map(|table| table.side_label(side))
        .unwrap_or_else(|_| side.0.to_string())
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
        let mut parts = vec![self.how_it_ended(&words)];
        parts.extend(self.comparison(&words));
        parts.push(self.verdict_sentence(&words));
        parts.extend(self.after_blocks(&words));
        parts.join(" ")
    }

    /// Why the hand is worth more after blocks in a row: "That is 2 and 1
    /// more: the hand before was blocked."
    fn after_blocks(&self, words: &Words<'_>) -> Option<String> {
        let worth = &self.explanation.worth;
        let key = match worth.after_blocks {
            0 => return None,
            1 => "explain_after_block",
            _ => "explain_after_blocks",
        };
        Some(words.text(
            key,
            &[
                ("base", &worth.base.to_string()),
                ("blocks", &worth.after_blocks.to_string()),
            ],
        ))
    }

    /// "Ana dominoed.", "Blocked by seat 2.", "Bia passed holding a playable tile."
    fn how_it_ended(&self, words: &Words<'_>) -> String {
        let lang = words.lang;
        let actor = words.seat(self.explanation.actor);
        match self.explanation.end {
            EndKind::Domino => words.text("explain_domino", &[("who", &actor.subject(lang))]),
            EndKind::Block => words.text("explain_block", &[("by", &actor.closer(lang))]),
            EndKind::PassedWithPlayable => {
                words.text("explain_passed", &[("who", &actor.subject(lang))])
            }
        }
    }

    /// The counts compared, when a block was settled on them.
    fn comparison(&self, words: &Words<'_>) -> Option<String> {
        let lang = words.lang;
        match self.explanation.compared {
            Compared::Nothing => None,
            Compared::SideTotals => {
                let totals = self
                    .side_pips
                    .iter()
                    .zip(0u8..)
                    .map(|(p, n)| match words.mode {
                        Mode::Pairs => format!("{} {p}", label(Side(n))),
                        Mode::Individual => format!("{} {p}", words.seat(Seat(n)).plain(lang)),
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                let key = match words.mode {
                    Mode::Pairs => "explain_side_totals",
                    Mode::Individual => "explain_player_totals",
                };
                Some(words.text(key, &[("totals", &totals)]))
            }
            Compared::Players => {
                let pips = self
                    .seat_pips
                    .iter()
                    .zip(0u8..)
                    .map(|(p, n)| format!("{} {p}", words.seat(Seat(n)).plain(lang)))
                    .collect::<Vec<_>>()
                    .join(", ");
                Some(words.text("explain_pips_per_player", &[("pips", &pips)]))
            }
        }
    }

    /// What the hand is worth: "13 (the pips of Ana and Caio)", "1 hand", "0".
    fn points_phrase(&self, words: &Words<'_>) -> String {
        let e = &self.explanation;
        let points = self.points.to_string();
        match e.points_rule {
            PointsRule::OneHand => words.text("explain_points_one_hand", &[]),
            PointsRule::Nothing | PointsRule::Uncounted => "0".to_owned(),
            PointsRule::Batida => words.text(
                "explain_points_batida",
                &[
                    ("points", &points),
                    ("finish", &words.text(finish_key(e.worth.finish), &[])),
                ],
            ),
            PointsRule::BlockWorth => words.text("explain_points_block", &[("points", &points)]),
            _ => {
                let of = words.seats(&e.points_from).of(words.lang);
                let pips = e.worth.base.to_string();
                match e.worth.capicua {
                    None => words.text("explain_points_from", &[("points", &points), ("of", &of)]),
                    Some(capicua) => {
                        let (key, name, value) = match capicua {
                            CapicuaBonus::Points(bonus) => {
                                ("explain_points_capicua_plus", "bonus", bonus)
                            }
                            CapicuaBonus::Multiplier(factor) => {
                                ("explain_points_capicua_times", "factor", factor)
                            }
                        };
                        let value = value.to_string();
                        let values = [
                            ("points", &*points),
                            ("of", &of),
                            ("pips", &pips),
                            (name, &value),
                        ];
                        words.text(key, &values)
                    }
                }
            }
        }
    }

    /// Who wins the hand and what they score.
    fn verdict_sentence(&self, words: &Words<'_>) -> String {
        let e = &self.explanation;
        let lang = words.lang;
        let points = self.points_phrase(words);
        let scores = |who: Who| {
            words.text(
                "explain_scores",
                &[("who", &who.subject(lang)), ("points", &points)],
            )
        };
        match &e.verdict {
            Verdict::Dominoed => words.text(
                "explain_dominoed",
                &[
                    ("who", &words.side(e.actor_side).subject(lang)),
                    ("points", &points),
                ],
            ),
            Verdict::LowestSide { side, .. } => words.text(
                "explain_lowest_side",
                &[
                    ("who", &words.side(*side).subject(lang)),
                    ("points", &points),
                ],
            ),
            Verdict::LowestPlayer { seat, side, pips } => {
                let who = words.seat(*seat).subject(lang);
                let pips = pips.to_string();
                match e.mode {
                    Mode::Individual => words.text(
                        "explain_lowest_player",
                        &[("who", &who), ("pips", &pips), ("points", &points)],
                    ),
                    Mode::Pairs => words.text(
                        "explain_lowest_player_side",
                        &[
                            ("who", &who),
                            ("pips", &pips),
                            ("scores", &scores(words.side(*side))),
                        ],
                    ),
                }
            }
            Verdict::Tied {
                pips, resolution, ..
            } => {
                let closer = words.side(e.actor_side);
                let pips = pips.to_string();
                match resolution {
                    TieResolution::Replayed => {
                        words.text("explain_tie_replayed", &[("pips", &pips)])
                    }
                    TieResolution::CloserLost { winner } => words.text(
                        "explain_tie_closer_lost",
                        &[
                            ("pips", &pips),
                            ("closer", &closer.plain(lang)),
                            ("scores", &scores(words.side(*winner))),
                        ],
                    ),
                    TieResolution::NoPoints => words.text(
                        "explain_tie_no_points",
                        &[("pips", &pips), ("of_closer", &closer.of(lang))],
                    ),
                    TieResolution::Unresolved => {
                        words.text("explain_tie_unresolved", &[("pips", &pips)])
                    }
                }
            }
            Verdict::PassedWithPlayable { offender } => {
                let lead = words.text(
                    "explain_pass_loses",
                    &[("who", &words.side(*offender).subject(lang))],
                );
                let rest = match (self.winner, e.points_rule) {
                    (Some(w), PointsRule::OneHand) => scores(words.side(w)),
                    (Some(w), _) => words.text(
                        "explain_pass_won_uncounted",
                        &[("who", &words.side(w).subject(lang))],
                    ),
                    (None, _) => words.text("explain_pass_nobody", &[]),
                };
                format!("{lead} {rest}")
            }
        }
    }
}

/// The catalogue's words for a finish inside an explanation: "batida de carroça".
fn finish_key(finish: Finish) -> &'static str {
    match finish {
        Finish::Simple => "explain_finish_simple",
        Finish::Carroca => "explain_finish_carroca",
        Finish::LaELo => "explain_finish_la_e_lo",
        Finish::Cruzada => "explain_finish_cruzada",
        Finish::Capicua => "explain_finish_capicua",
    }
}

impl DealCheck {
    /// Why the deal stands or is redealt, in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        let doubles = self.doubles.to_string();
        let (key, threshold) = match (self.verdict, self.threshold) {
            (DealVerdict::AllDoublesPlayed, _) => ("deal_all_doubles_played", None),
            (DealVerdict::BelowThreshold, Some(n)) => ("deal_stands", Some(n)),
            (_, n) => ("deal_redeal", Some(n.unwrap_or(self.doubles))),
        };
        let threshold = threshold.map(|n| n.to_string()).unwrap_or_default();
        text(
            lang,
            key,
            &[("doubles", &doubles), ("threshold", &threshold)],
        )
    }
}
