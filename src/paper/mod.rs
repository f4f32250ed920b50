//! The tournament's paperwork: a round's pairing sheet (by table, then by
//! pair name so a player finds their table), a result slip per table (the
//! pairs, the rules, a line per hand, the final score, the losing player's
//! signature and the code that starts the table's match), and the
//! standings with every column the ranking reads. Each page is drawn as SVG
//! in points ([`pages`]), the way the scoresheet's picture is, and written
//! as one PDF ([`pdf`]) through resvg's own tree with the embedded fonts,
//! subset, the text kept as text (selectable, searchable).
//!
//! An individual tournament has the same three sheets
//! (the same [`pages`]): each table's two partnerships, who faces whom
//! and who sits out; a slip per table of four; the standings a player a
//! row.
//!
//! Pure: the pages are values, the PDF is bytes; the command line and the
//! shell write them where they are asked to. The words come from the one
//! catalogue (`paper_*` keys, [`crate::text`]), in the language asked.
//!
//! ```
//! use tranque::paper::{PaperSize, Sheet};
//!
//! assert_eq!(PaperSize::from_name("Letter"), Some(PaperSize::Letter));
//! assert_eq!(PaperSize::A4.points(), (595.28, 841.89));
//! assert_eq!(Sheet::Slips.name(), "slips");
//! ```

pub mod font;

mod draw;
mod individual;
/// The pen both drawings share, the sheets and the scoresheet's picture:
/// how a text is set ([`Font`], [`Anchor`]), measured ([`width_of`]), fitted
/// ([`fit`], [`shrunk_to`]), escaped ([`escape`]) and written ([`write_text`]).
pub use draw::{Anchor, Font, escape, fit, shrunk_to, width_of, write_text};
mod names;
mod pairings;
mod pdf;
mod slips;
mod standings;

/// Which sheet, on which paper: plain values the UI names too, built
/// without the feature (`crate::sheet`).
pub use crate::sheet::{PaperSize, Sheet};
use crate::text::{self, Lang};
use crate::tournament::individual::IndividualTournament;
use crate::tournament::{PairId, Tournament, TournamentError, TournamentSetup, as_after};

/// One page, drawn as SVG in points.
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    /// The SVG document.
    pub svg: String,
    /// Its width, in points.
    pub width: f32,
    /// Its height, in points.
    pub height: f32,
}

/// Why the paperwork could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PaperError {
    /// The tournament refuses what was asked (`no_such_round`, a code that
    /// does not fit).
    #[error(transparent)]
    Tournament(#[from] TournamentError),
    /// A page could not be drawn or written (never the tournament's fault:
    /// its words are escaped and its lists paged).
    #[error("the sheet could not be drawn: {0}")]
    Drawing(String),
}

/// A tournament of either mode, as its paperwork reads it: what
/// [`pages`] takes (a `&Tournament` or a `&IndividualTournament` becomes
/// one).
#[derive(Debug, Clone, Copy)]
pub enum AnyTournament<'a> {
    /// A tournament of pairs.
    Pairs(&'a Tournament),
    /// An individual tournament.
    Individual(&'a IndividualTournament),
}

impl AnyTournament<'_> {
    /// The tournament's setup, of either mode.
    pub fn setup(&self) -> &TournamentSetup {
        match self {
            AnyTournament::Pairs(t) => t.setup(),
            AnyTournament::Individual(t) => t.setup(),
        }
    }
}

impl<'a> From<&'a Tournament> for AnyTournament<'a> {
    fn from(t: &'a Tournament) -> AnyTournament<'a> {
        AnyTournament::Pairs(t)
    }
}

impl<'a> From<&'a IndividualTournament> for AnyTournament<'a> {
    fn from(t: &'a IndividualTournament) -> AnyTournament<'a> {
        AnyTournament::Individual(t)
    }
}

/// The pages of `sheet` for `round` of `t`, a tournament of either mode
/// the director's app knows as `id` (the slips' codes carry it), on `size`
/// paper, in `lang`: the pairing sheet, a result slip per table with the
/// code that starts its match, or the standings (and the teams'). An
/// individual tournament's pairing sheet gives each table's two
/// partnerships, "Pair A" and "Pair B", who sits out, and every player by
/// name with their table; its slips are a slip per table of four; its
/// standings a player a row. Refused with `no_such_round` for a round not
/// paired or seated yet.
///
/// ```
/// use tranque::paper::{self, PaperSize, Sheet};
/// use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
/// use tranque::tournament::TournamentSetup;
/// use tranque::{Lang, Mode, Preset};
///
/// // A setup as a file gives it, its optional fields left to their defaults.
/// let setup: TournamentSetup = serde_json::from_value(serde_json::json!({
///     "name": "Abierto individual",
///     "date": "2026-11-21",
///     "preset": "pr-federacion",
///     "rules": Preset::PrFederacion.rules(Mode::Pairs),
///     "mode": "individual",
///     "seed": 7,
/// }))
/// .unwrap();
/// let mut t = IndividualTournament::new(setup).unwrap();
/// for n in 1..=9 {
///     let event = IndividualEvent::PlayerRegistered { player: PlayerId(n), name: format!("J{n}") };
///     t = t.enter(event).unwrap();
/// }
/// let seating = t.next_seating().unwrap();
/// t = t.apply(IndividualEvent::RoundSeated(seating)).unwrap();
///
/// // Two tables of four, one player sitting out: a slip per table.
/// let slips = paper::pages(&t, "club", 1, Sheet::Slips, PaperSize::A4, Lang::En).unwrap();
/// assert_eq!(slips.len(), 2);
/// assert!(slips[0].svg.contains("Pair A") && slips[0].svg.contains("Pair B"));
/// let name = paper::file_name(&t, 1, Sheet::Slips);
/// assert_eq!(name, "tranque-2026-11-21-round-1-slips.pdf");
/// # assert!(paper::pages(&t, "club", 2, Sheet::Pairings, PaperSize::A4, Lang::En).is_err());
/// ```
pub fn pages<'a>(
    t: impl Into<AnyTournament<'a>>,
    id: &str,
    round: u32,
    sheet: Sheet,
    size: PaperSize,
    lang: Lang,
) -> Result<Vec<Page>, PaperError> {
    let t = t.into();
    let (setup, index) = match t {
        AnyTournament::Pairs(t) => (t.setup(), t.round_index(round)?),
        AnyTournament::Individual(t) => (t.setup(), t.round_index(round)?),
    };
    let words = Words { lang };
    let heading = Heading::of(setup);
    Ok(match (sheet, t) {
        (Sheet::Pairings, AnyTournament::Pairs(t)) => {
            let sheet = pairings::of_pairs(t, &t.rounds()[index], &words);
            pairings::draw(&sheet, &heading, &words, size)
        }
        (Sheet::Pairings, AnyTournament::Individual(t)) => {
            let sheet = individual::round_sheet(t, &t.rounds()[index].seating, &words);
            pairings::draw(&sheet, &heading, &words, size)
        }
        (Sheet::Slips, t) => {
            let slips = match t {
                AnyTournament::Pairs(t) => slips::of_pairs(t, id, round, &words)?,
                AnyTournament::Individual(t) => {
                    individual::slips(t, id, &t.rounds()[index].seating, &words)?
                }
            };
            slips::draw(&slips, setup, round, &heading, &words, size)
        }
        (Sheet::Standings, AnyTournament::Pairs(t)) => {
            let then = as_after(t, round)?;
            let ranked = standings::Standings {
                rows: then
                    .standings()
                    .iter()
                    .map(|row| standings::Row::of_pair(row, &words))
                    .collect(),
                number: words.get("paper_pair", &[]),
                ranking: &then.setup().ranking,
                title: "paper_standings_title",
                names: "paper_players",
            };
            let mut pages = standings::draw(&ranked, round, &heading, &words, size);
            let member = |pair: &PairId| names::of(&then, *pair).join(" & ");
            let teams = then.team_standings();
            let ranking = &then.setup().ranking;
            if let Some(teams) = standings::Standings::of_teams(&teams, member, " · ", ranking) {
                pages.extend(standings::draw(&teams, round, &heading, &words, size));
            }
            pages
        }
        (Sheet::Standings, AnyTournament::Individual(t)) => {
            let then = as_after(t, round)?;
            let ranked = individual::standings(&then);
            let mut pages = standings::draw(&ranked, round, &heading, &words, size);
            if let Some(teams) = individual::team_standings(&then) {
                pages.extend(standings::draw(&teams, round, &heading, &words, size));
            }
            pages
        }
    })
}

/// The pages as one PDF, a page each.
pub fn pdf(pages: &[Page]) -> Result<Vec<u8>, PaperError> {
    pdf::write(pages)
}

/// The file name to suggest for a sheet of a tournament of either mode:
/// `tranque-<date>-round-<n>-<sheet>.pdf`.
pub fn file_name<'a>(t: impl Into<AnyTournament<'a>>, round: u32, sheet: Sheet) -> String {
    file_name_of(t.into().setup(), round, sheet)
}

fn file_name_of(setup: &TournamentSetup, round: u32, sheet: Sheet) -> String {
    let date: String = setup
        .date
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    format!("tranque-{date}-round-{round}-{}.pdf", sheet.name())
}

/// What every page of a sheet is headed with.
struct Heading {
    name: String,
    date: String,
}

impl Heading {
    fn of(setup: &TournamentSetup) -> Heading {
        Heading {
            name: setup.name.clone(),
            date: setup.date.clone(),
        }
    }

    /// The tournament's name and day, then the sheet's title; answers the
    /// baseline under them.
    fn draw(&self, pen: &mut draw::Pen, title: &str) -> f32 {
        use draw::{Font, MARGIN};
        let room = pen.right() - MARGIN;
        pen.text(
            MARGIN,
            MARGIN + 14.0,
            Font::plain(12.0).muted(),
            &self.name,
            room - 90.0,
        );
        let right = pen.right();
        pen.text(
            right,
            MARGIN + 14.0,
            Font::plain(12.0).muted().end(),
            &self.date,
            90.0,
        );
        pen.text(MARGIN, MARGIN + 44.0, Font::bold(26.0), title, room);
        MARGIN + 64.0
    }
}

/// The sheets' words in one language, from the catalogue.
struct Words {
    lang: Lang,
}

impl Words {
    fn get(&self, key: &str, values: &[(&str, &str)]) -> String {
        text::text(self.lang, key, values)
    }

    /// The pages of `groups`, one a group: each drawn by `draw` on a fresh
    /// pen of `size`, with its number and how many at its foot.
    fn pages_of<G>(
        &self,
        groups: impl IntoIterator<Item = G, IntoIter: ExactSizeIterator>,
        size: PaperSize,
        mut draw: impl FnMut(&mut draw::Pen, G),
    ) -> Vec<Page> {
        let groups = groups.into_iter();
        let count = groups.len();
        groups
            .enumerate()
            .map(|(i, group)| {
                let mut pen = draw::Pen::new(size);
                draw(&mut pen, group);
                self.foot(&mut pen, i + 1, count);
                pen.finish()
            })
            .collect()
    }

    /// "Page 2 of 3" at the foot of a page, with "Tranque".
    fn foot(&self, pen: &mut draw::Pen, page: usize, pages: usize) {
        use draw::{Font, MARGIN};
        let y = pen.bottom() + 18.0;
        let (page, pages) = (page.to_string(), pages.to_string());
        let words = self.get("paper_page", &[("page", &page), ("pages", &pages)]);
        pen.text(MARGIN, y, Font::plain(10.0).muted(), &words, 200.0);
        let right = pen.right();
        pen.text(right, y, Font::bold(10.0).green().end(), "Tranque", 100.0);
    }
}
