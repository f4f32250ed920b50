//! The standings after a round: every pair, or in an individual
//! tournament every player, best first, with every column the ranking can
//! read — played, won (byes included), lost, byes (rounds sat out), points
//! for, against and the difference (the efectividad) — the criteria named
//! under the title, a rank level with the one above marked `=`, a
//! withdrawn pair or player marked. A pair's players stand a line each,
//! shrunk to fit down to the floor; a row that cut a name even there is
//! listed with its names in full after the last row.
//!
//! With teams (cuartetas), their standings follow on pages of their own:
//! each team's name and members, and the sums of its members' columns.

use super::draw::{self, Font, MARGIN, Pen, STRIPE};
use super::{Heading, Page, PaperSize, Words, names};
use crate::tournament::individual::PlayerRow;
use crate::tournament::ranking::{Line, Ranked};
use crate::tournament::{Criterion, StandingsRow, TeamRow};

/// A row of the standings, of either mode: a pair's or a player's.
pub(super) struct Row {
    /// The rank, from 1.
    pub rank: u32,
    /// Level with the row above on every criterion (drawn apart).
    pub level_with_previous: bool,
    /// The pair's or the player's number.
    pub number: u32,
    /// A pair's two players, or the player.
    pub players: Vec<String>,
    /// Withdrawn from the tournament.
    pub withdrawn: bool,
    /// What it has tallied: played, won, lost, byes (a pair's, or the
    /// rounds a player sat out), points for and against.
    pub line: Line,
    /// The label of its entry in the list of names in full.
    pub entry: String,
}

impl Row {
    /// A pair's row.
    pub(super) fn of_pair(row: &StandingsRow, words: &Words) -> Row {
        Row {
            rank: row.rank,
            level_with_previous: row.level_with_previous,
            number: row.pair.0,
            players: row.players.to_vec(),
            withdrawn: row.withdrawn,
            line: row.line(),
            entry: names::pair_label(words, row.pair),
        }
    }

    /// A team's row: its name on the first line, its members (`members`,
    /// each as the sheet names it) on the second.
    pub(super) fn of_team<M>(row: &TeamRow<M>, members: String) -> Row {
        Row {
            rank: row.rank,
            level_with_previous: row.level_with_previous,
            number: row.number,
            players: vec![row.team.clone(), members],
            withdrawn: false,
            line: row.line(),
            entry: row.number.to_string(),
        }
    }

    /// A player's row.
    pub(super) fn of_player(row: &PlayerRow) -> Row {
        Row {
            rank: row.rank,
            level_with_previous: row.level_with_previous,
            number: row.player.0,
            players: vec![row.name.clone()],
            withdrawn: row.withdrawn,
            line: row.line(),
            entry: row.player.0.to_string(),
        }
    }
}

/// The standings as a sheet shows them, of either mode.
pub(super) struct Standings<'a> {
    /// The rows, best first.
    pub rows: Vec<Row>,
    /// The number column's name: "Pair", or `#` for the players' and the
    /// teams'.
    pub number: String,
    /// The criteria of the ranking.
    pub ranking: &'a [Criterion],
    /// The catalogue key of the title: the pairs' or the players'
    /// standings, or the teams'.
    pub title: &'static str,
    /// The catalogue key of the names' column: the players, or the team.
    pub names: &'static str,
}

impl<'a> Standings<'a> {
    /// The team standings, a team a row: its name, and its members as
    /// `member` names each, joined by `between`; `None` without teams.
    pub(super) fn of_teams<M>(
        teams: &[TeamRow<M>],
        member: impl Fn(&M) -> String,
        between: &str,
        ranking: &'a [Criterion],
    ) -> Option<Standings<'a>> {
        if teams.is_empty() {
            return None;
        }
        Some(Standings {
            rows: teams
                .iter()
                .map(|row| {
                    let members: Vec<String> = row.members.iter().map(&member).collect();
                    Row::of_team(row, members.join(between))
                })
                .collect(),
            number: "#".to_owned(),
            ranking,
            title: "paper_teams_title",
            names: "paper_team",
        })
    }
}

/// A pair's row: its players a line each.
const ROW: f32 = 32.0;
/// The columns' names.
const HEADER: f32 = 24.0;
/// The players' type.
const NAMES: Font = Font::plain(11.5);

/// How a row fills a number column.
type Cell = fn(&Row) -> String;

/// The number columns: their catalogue key, their width in points (the
/// counts of rounds narrower than the points), and how a row fills them.
const COLUMNS: [(&str, f32, Cell); 7] = [
    ("paper_played", 40.0, |r| r.line.played.to_string()),
    ("paper_won", 40.0, |r| r.line.wins.to_string()),
    ("paper_lost", 40.0, |r| r.line.losses.to_string()),
    ("paper_byes", 40.0, |r| r.line.byes.to_string()),
    ("paper_for", 42.0, |r| r.line.points_for.to_string()),
    ("paper_against", 42.0, |r| r.line.points_against.to_string()),
    ("paper_difference", 42.0, |r| {
        format!("{:+}", r.line.difference())
    }),
];
/// The width of the number columns together.
const NUMBERS: f32 = {
    let (mut sum, mut i) = (0.0, 0);
    while i < COLUMNS.len() {
        sum += COLUMNS[i].1;
        i += 1;
    }
    sum
};
/// Where the pair's number and the players begin, right of the margin.
const PAIR_LEFT: f32 = 38.0;
const PLAYERS_LEFT: f32 = 78.0;
/// The smallest type a column's name shrinks to before it is cut.
const HEADER_FLOOR: f32 = 6.0;

/// What a page of the standings holds, in order.
enum Item<'a> {
    /// A pair's or a player's row.
    Row(&'a Row),
    /// The title of the list of names in full.
    Section,
    /// A row that cut a name, with its names in full, `height` points tall.
    Full(&'a Row, f32),
}

impl Item<'_> {
    fn height(&self) -> f32 {
        match self {
            Item::Row(_) => ROW,
            Item::Section => 36.0,
            Item::Full(_, height) => *height,
        }
    }
}

/// The pages of `standings` (as they stood after `round`).
pub(super) fn draw(
    standings: &Standings<'_>,
    round: u32,
    heading: &Heading,
    words: &Words,
    size: PaperSize,
) -> Vec<Page> {
    let rows = &standings.rows;
    let title = words.get(standings.title, &[("round", &round.to_string())]);
    let criteria = standings
        .ranking
        .iter()
        .map(|c| words.get(criterion_key(*c), &[]))
        .collect::<Vec<_>>()
        .join(" · ");
    let ranked = words.get("paper_ranked_by", &[("criteria", &criteria)]);
    let width = size.points().0 - 2.0 * MARGIN;
    let mut items: Vec<Item<'_>> = rows.iter().map(Item::Row).collect();
    let cut: Vec<&Row> = rows
        .iter()
        .filter(|row| !names::whole(&players(words, row), players_room(width), NAMES))
        .collect();
    if !cut.is_empty() {
        items.push(Item::Section);
        items.extend(
            cut.into_iter()
                .map(|row| Item::Full(row, names::height(&row.players, width))),
        );
    }
    let room = size.points().1 - 2.0 * MARGIN - 72.0 - 24.0 - 16.0 - HEADER;
    let pages = draw::paged(&items, room, Item::height, |item| {
        matches!(item, Item::Section)
    });
    words.pages_of(pages, size, |pen, page| {
        let mut y = heading.draw(pen, &title);
        pen.text(MARGIN, y + 6.0, Font::plain(10.0).muted(), &ranked, width);
        y += 16.0;
        if page.first().is_none_or(|item| matches!(item, Item::Row(_))) {
            header(pen, words, (&standings.number, standings.names), y);
            y += HEADER;
        }
        for (n, item) in page.iter().enumerate() {
            match item {
                Item::Row(row) => {
                    if n % 2 == 0 {
                        pen.rect(MARGIN, y, width, ROW, STRIPE);
                    }
                    line(pen, words, row, y);
                }
                Item::Section => {
                    let title = names::title(words);
                    pen.text(MARGIN, y + 26.0, Font::bold(14.0).green(), &title, width);
                }
                Item::Full(row, _) => {
                    names::draw_entry(pen, &row.entry, &row.players, y);
                }
            }
            y += item.height();
        }
    })
}

/// A row's players, a line each, the last marked when the pair or the
/// player withdrew.
fn players(words: &Words, row: &Row) -> Vec<String> {
    let mut players = row.players.clone();
    if let (true, Some(last)) = (row.withdrawn, players.last_mut()) {
        last.push_str(&format!(" ({})", words.get("paper_withdrawn", &[])));
    }
    players
}

/// The room of the players' column on a page `width` wide.
fn players_room(width: f32) -> f32 {
    width - NUMBERS - PLAYERS_LEFT - 4.0
}

fn criterion_key(criterion: Criterion) -> &'static str {
    match criterion {
        Criterion::Wins => "paper_won",
        Criterion::PointDifference => "paper_difference",
        Criterion::PointsFor => "paper_for",
        Criterion::PointsAgainst => "paper_against",
    }
}

/// Where the number columns begin.
fn numbers_left(pen: &Pen) -> f32 {
    pen.right() - NUMBERS
}

/// Where each number column's figures end (they stand right-aligned).
fn column_rights(pen: &Pen) -> Vec<f32> {
    let mut right = numbers_left(pen);
    COLUMNS
        .iter()
        .map(|(_, width, _)| {
            right += width;
            right - 4.0
        })
        .collect()
}

fn header(pen: &mut Pen, words: &Words, (number, names): (&str, &str), y: f32) {
    let font = Font::bold(8.5);
    let base = y + 16.0;
    pen.text(
        MARGIN + 4.0,
        base,
        font,
        &words.get("paper_rank", &[]),
        PAIR_LEFT - 6.0,
    );
    pen.text(
        MARGIN + PAIR_LEFT,
        base,
        font,
        number,
        PLAYERS_LEFT - PAIR_LEFT - 2.0,
    );
    let room = players_room(pen.right() - MARGIN);
    pen.text(
        MARGIN + PLAYERS_LEFT,
        base,
        font,
        &words.get(names, &[]),
        room,
    );
    for ((key, width, _), right) in COLUMNS.iter().zip(column_rights(pen)) {
        let name = words.get(key, &[]);
        let room = width - 2.0;
        let font = draw::shrunk_to(&name, room, font, HEADER_FLOOR).unwrap_or(font);
        pen.text(right, base, font.end(), &name, room);
    }
    let right = pen.right();
    pen.line(MARGIN, y + HEADER - 2.0, right, y + HEADER - 2.0, 0.8);
}

fn line(pen: &mut Pen, words: &Words, row: &Row, y: f32) {
    let base = y + 20.5;
    let font = NAMES;
    let rank = format!(
        "{}{}",
        row.rank,
        if row.level_with_previous { "=" } else { "" }
    );
    pen.text(MARGIN + 4.0, base, Font::bold(11.5), &rank, PAIR_LEFT - 6.0);
    let number = row.number.to_string();
    pen.text(
        MARGIN + PAIR_LEFT,
        base,
        font,
        &number,
        PLAYERS_LEFT - PAIR_LEFT - 4.0,
    );
    let room = players_room(pen.right() - MARGIN);
    let players = players(words, row);
    // A pair's names stand over two lines; a player's level with the figures.
    let names_y = if players.len() < 2 { base } else { y + 14.0 };
    names::draw(
        pen,
        (MARGIN + PLAYERS_LEFT, names_y),
        font,
        &players,
        room,
        13.5,
    );
    for ((_, width, value), right) in COLUMNS.iter().zip(column_rights(pen)) {
        pen.text(right, base, font.end(), &value(row), width - 2.0);
    }
}
