//! The standings after a round: every pair, best first, with every column
//! the ranking can read — played, won (byes included), lost, byes, points
//! for, against and the difference — the criteria named under the title,
//! a rank level with the one above marked `=`, a withdrawn pair marked.

use super::draw::{Font, MARGIN, Pen, STRIPE};
use super::{Heading, Page, PaperSize, Words};
use crate::tournament::{Criterion, StandingsRow, Tournament};

const ROW: f32 = 24.0;

/// How a row fills a number column.
type Cell = fn(&StandingsRow) -> String;

/// The number columns: their catalogue key and how a row fills them.
const COLUMNS: [(&str, Cell); 7] = [
    ("paper_played", |r| r.played.to_string()),
    ("paper_won", |r| r.wins.to_string()),
    ("paper_lost", |r| r.losses.to_string()),
    ("paper_byes", |r| r.byes.to_string()),
    ("paper_for", |r| r.points_for.to_string()),
    ("paper_against", |r| r.points_against.to_string()),
    ("paper_difference", |r| format!("{:+}", r.difference)),
];
/// Each number column's width, in points.
const NUMBER: f32 = 46.0;

/// The pages of the standings of `t` (as it stood after `round`).
pub(super) fn draw(
    t: &Tournament,
    round: u32,
    heading: &Heading,
    words: &Words,
    size: PaperSize,
) -> Vec<Page> {
    let rows = t.standings();
    let title = words.get("paper_standings_title", &[("round", &round.to_string())]);
    let criteria = t
        .setup()
        .ranking
        .iter()
        .map(|c| words.get(criterion_key(*c), &[]))
        .collect::<Vec<_>>()
        .join(" · ");
    let ranked = words.get("paper_ranked_by", &[("criteria", &criteria)]);
    let room = size.points().1 - 2.0 * MARGIN - 72.0 - 24.0 - 2.0 * ROW;
    let per_page = ((room / ROW).floor() as usize).max(1);
    let chunks: Vec<&[StandingsRow]> = if rows.is_empty() {
        vec![&[]]
    } else {
        rows.chunks(per_page).collect()
    };
    let count = chunks.len();
    chunks
        .into_iter()
        .enumerate()
        .map(|(i, chunk)| {
            let mut pen = Pen::new(size);
            let mut y = heading.draw(&mut pen, &title);
            let width = pen.right() - MARGIN;
            pen.text(MARGIN, y + 6.0, Font::plain(10.0).muted(), &ranked, width);
            y += 16.0;
            header(&mut pen, words, y);
            y += ROW;
            for (n, row) in chunk.iter().enumerate() {
                if n % 2 == 0 {
                    pen.rect(MARGIN, y, width, ROW, STRIPE);
                }
                line(&mut pen, words, row, y);
                y += ROW;
            }
            words.foot(&mut pen, i + 1, count);
            pen.finish()
        })
        .collect()
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
    pen.right() - NUMBER * COLUMNS.len() as f32
}

fn header(pen: &mut Pen, words: &Words, y: f32) {
    let font = Font::bold(8.5);
    let base = y + 16.0;
    pen.text(
        MARGIN + 4.0,
        base,
        font,
        &words.get("paper_rank", &[]),
        36.0,
    );
    pen.text(
        MARGIN + 42.0,
        base,
        font,
        &words.get("paper_pair", &[]),
        40.0,
    );
    let players_room = numbers_left(pen) - MARGIN - 90.0;
    pen.text(
        MARGIN + 86.0,
        base,
        font,
        &words.get("paper_players", &[]),
        players_room,
    );
    for (i, (key, _)) in COLUMNS.iter().enumerate() {
        let x = numbers_left(pen) + NUMBER * (i + 1) as f32 - 4.0;
        pen.text(x, base, font.end(), &words.get(key, &[]), NUMBER - 2.0);
    }
    let right = pen.right();
    pen.line(MARGIN, y + ROW - 2.0, right, y + ROW - 2.0, 0.8);
}

fn line(pen: &mut Pen, words: &Words, row: &StandingsRow, y: f32) {
    let base = y + 16.5;
    let font = Font::plain(11.5);
    let rank = format!(
        "{}{}",
        row.rank,
        if row.level_with_previous { "=" } else { "" }
    );
    pen.text(MARGIN + 4.0, base, Font::bold(11.5), &rank, 36.0);
    pen.text(MARGIN + 42.0, base, font, &row.pair.0.to_string(), 40.0);
    let mut players = row.players.join(" & ");
    if row.withdrawn {
        players.push_str(&format!(" ({})", words.get("paper_withdrawn", &[])));
    }
    let players_room = numbers_left(pen) - MARGIN - 90.0;
    pen.text(MARGIN + 86.0, base, font, &players, players_room);
    for (i, (_, value)) in COLUMNS.iter().enumerate() {
        let x = numbers_left(pen) + NUMBER * (i + 1) as f32 - 4.0;
        pen.text(x, base, font.end(), &value(row), NUMBER - 2.0);
    }
}
