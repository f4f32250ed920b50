//! The audience board: the tournament on a TV or a projector in the room —
//! the current round's tables (with each result as it comes in) and then
//! the standings, in type readable from across the room, a page at a time,
//! turning by itself. It asks the shell for the tournament again every few
//! seconds, so a result recorded on this phone or laptop shows without a
//! touch; nothing leaves the device.

use std::time::Duration;

use leptos::prelude::*;
use tranque::tournament::StandingsRow;

use crate::api::{self, TournamentView};
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::screen::Screen;

use super::state::{current_round, pair_names};

/// Rows on one page of the board: what a 16:9 screen holds in type read
/// from 5 m.
pub const ROWS_PER_PAGE: usize = 8;
/// How long a page stays before the next.
const PAGE_EVERY: Duration = Duration::from_secs(12);
/// How often the tournament is asked for again.
const REFRESH_EVERY: Duration = Duration::from_secs(4);

/// A table of the round, as the board shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardTable {
    /// Its number.
    pub table: u32,
    /// Side A's pair: number and players.
    pub a: (u32, String),
    /// Side B's pair.
    pub b: (u32, String),
    /// Its result once in: side A's and side B's points.
    pub score: Option<[i64; 2]>,
}

/// One page of the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardPage {
    /// Some of the current round's tables (and, on the last such page, the
    /// pair with the bye).
    Round {
        /// The round.
        round: u32,
        /// Its tables on this page.
        tables: Vec<BoardTable>,
        /// The bye: pair number and players.
        bye: Option<(u32, String)>,
    },
    /// Some rows of the standings.
    Standings {
        /// The rows on this page.
        rows: Vec<StandingsRow>,
    },
}

/// The pages of `view`: the current round's tables, then the standings,
/// `per_page` rows each. Before the first round: the standings alone (the
/// pairs registered, all level).
pub fn board_pages(view: &TournamentView, per_page: usize) -> Vec<BoardPage> {
    let per_page = per_page.max(1);
    let mut pages = Vec::new();
    if let Some(round) = current_round(view) {
        let tables: Vec<BoardTable> = round
            .pairing
            .tables
            .iter()
            .zip(&round.results)
            .map(|(at, result)| {
                let [a, b] = at.pairs;
                let points = |pair| {
                    result.as_ref().and_then(|r| {
                        r.scores
                            .iter()
                            .find(|s| s.pair == pair)
                            .map(|s| s.points_for)
                    })
                };
                BoardTable {
                    table: at.table,
                    a: (a.0, pair_names(view, a)),
                    b: (b.0, pair_names(view, b)),
                    score: points(a).zip(points(b)).map(|(x, y)| [x, y]),
                }
            })
            .collect();
        let bye = round.pairing.bye.map(|p| (p.0, pair_names(view, p)));
        let chunks: Vec<Vec<BoardTable>> = tables.chunks(per_page).map(<[_]>::to_vec).collect();
        let last = chunks.len().saturating_sub(1);
        for (i, chunk) in chunks.into_iter().enumerate() {
            pages.push(BoardPage::Round {
                round: round.pairing.round,
                tables: chunk,
                bye: if i == last { bye.clone() } else { None },
            });
        }
    }
    for rows in view.standings.chunks(per_page) {
        pages.push(BoardPage::Standings {
            rows: rows.to_vec(),
        });
    }
    pages
}

/// The board of tournament `id`.
#[component]
pub fn Board(
    /// The tournament's id.
    id: String,
) -> impl IntoView {
    let c = ctx();
    let id = StoredValue::new(id);
    let view_of = RwSignal::new(None::<TournamentView>);
    let page = RwSignal::new(0_usize);
    let paused = RwSignal::new(false);
    let ask = move || {
        leptos::task::spawn_local(async move {
            // A refusal on a board no one touches is shown once, then the
            // board keeps what it had.
            if let Some(view) = c.answered(api::get_tournament(&id.get_value()).await) {
                view_of.set(Some(view));
            }
        });
    };
    ask();
    if let Ok(handle) = set_interval_with_handle(ask, REFRESH_EVERY) {
        on_cleanup(move || handle.clear());
    }
    if let Ok(handle) = set_interval_with_handle(
        move || {
            if !paused.get_untracked() {
                page.update(|p| *p += 1);
            }
        },
        PAGE_EVERY,
    ) {
        on_cleanup(move || handle.clear());
    }
    let pages = Memo::new(move |_| {
        view_of.with(|v| {
            v.as_ref()
                .map(|v| board_pages(v, ROWS_PER_PAGE))
                .unwrap_or_default()
        })
    });
    let shown = move || {
        let pages = pages.get();
        let count = pages.len();
        let at = page.get() % count.max(1);
        let this = pages.get(at)?.clone();
        let part = t_string!(
            c.i18n,
            board_page,
            page = (at + 1).to_string(),
            pages = count.to_string()
        );
        Some(view! {
            <p class="board-part" id="board-part">{part}</p>
            {page_view(this)}
        })
    };
    let name = move || view_of.with(|v| v.as_ref().map(|v| v.setup.name.clone()));
    view! {
        <div class="board" id="board">
            <header class="board-head">
                <h1 tabindex="-1" id="board-title">{name}</h1>
                <div class="row board-controls">
                    <button
                        class="secondary"
                        id="board-pause"
                        aria-pressed=move || if paused.get() { "true" } else { "false" }
                        on:click=move |_| paused.update(|p| *p = !*p)
                    >
                        {move || t_string!(c.i18n, board_pause)}
                    </button>
                    <button class="secondary" id="board-next" on:click=move |_| page.update(|p| *p += 1)>
                        {move || t_string!(c.i18n, board_next)}
                    </button>
                    <button class="secondary" id="board-leave" on:click=move |_| c.back_to(Screen::Tournament(id.get_value()))>
                        {move || t_string!(c.i18n, board_leave)}
                    </button>
                </div>
            </header>
            <div class="board-page" id="board-page">{shown}</div>
        </div>
    }
}

/// One page, drawn.
fn page_view(page: BoardPage) -> AnyView {
    let c = ctx();
    match page {
        BoardPage::Round { round, tables, bye } => {
            let rows = tables
                .into_iter()
                .map(|t| {
                    let score = t
                        .score
                        .map_or_else(|| "—".to_owned(), |[a, b]| format!("{a}–{b}"));
                    view! {
                        <tr id=format!("board-table-{}", t.table)>
                            <th scope="row" class="board-no">{t.table}</th>
                            <td><span class="pair-no">{t.a.0}</span>{t.a.1}</td>
                            <td class="board-vs">{score}</td>
                            <td><span class="pair-no">{t.b.0}</span>{t.b.1}</td>
                        </tr>
                    }
                })
                .collect_view();
            let bye = bye.map(|(n, names)| {
                view! {
                    <p class="board-bye" id="board-bye">
                        {t_string!(c.i18n, board_bye, pair = n.to_string(), players = names)}
                    </p>
                }
            });
            view! {
                <h2 id="board-heading">{t_string!(c.i18n, board_round, round = round.to_string())}</h2>
                <table class="board-table" id="board-round">
                    <thead><tr>
                        <th scope="col">{t_string!(c.i18n, board_table)}</th>
                        <th scope="col">{t_string!(c.i18n, board_side_a)}</th>
                        <th scope="col">{t_string!(c.i18n, board_result)}</th>
                        <th scope="col">{t_string!(c.i18n, board_side_b)}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
                {bye}
            }
            .into_any()
        }
        BoardPage::Standings { rows } => {
            let rows = rows
                .into_iter()
                .map(|r| {
                    let rank = if r.level_with_previous { "=".to_owned() } else { r.rank.to_string() };
                    let difference = if r.difference > 0 { format!("+{}", r.difference) } else { r.difference.to_string() };
                    view! {
                        <tr id=format!("board-standing-{}", r.pair)>
                            <th scope="row" class="board-no">{rank}</th>
                            <td><span class="pair-no">{r.pair.to_string()}</span>{r.players.join(" & ")}</td>
                            <td>{r.wins}</td>
                            <td>{difference}</td>
                            <td>{r.points_for}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <h2 id="board-heading">{t_string!(c.i18n, standings_title)}</h2>
                <table class="board-table" id="board-standings">
                    <thead><tr>
                        <th scope="col">"#"</th>
                        <th scope="col">{t_string!(c.i18n, standings_pair)}</th>
                        <th scope="col">{t_string!(c.i18n, standings_wins)}</th>
                        <th scope="col">{t_string!(c.i18n, standings_difference)}</th>
                        <th scope="col">{t_string!(c.i18n, standings_points_for)}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            }
            .into_any()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::state::tests::{loser_of, paired, typed, view_of};
    use super::*;

    #[test]
    fn the_board_shows_the_round_s_tables_then_the_standings_and_each_result_once_in() {
        let (t, pairing) = paired();
        let view = view_of(&t, vec![]);
        let pages = board_pages(&view, 8);
        // Round 1: two tables and the bye on one page, then five pairs.
        assert_eq!(pages.len(), 2);
        let BoardPage::Round { round, tables, bye } = &pages[0] else {
            panic!("the round first: {pages:?}")
        };
        assert_eq!((*round, tables.len()), (1, 2));
        assert_eq!(tables[0].table, 1);
        assert_eq!(tables[0].a.0, pairing.tables[0].pairs[0].0);
        assert!(tables.iter().all(|t| t.score.is_none()));
        let bye_pair = pairing.bye.expect("five pairs: a bye");
        assert_eq!(bye.as_ref().map(|b| b.0), Some(bye_pair.0));
        let BoardPage::Standings { rows } = &pages[1] else {
            panic!("then the standings: {pages:?}")
        };
        assert_eq!(rows.len(), 5);

        // Table 1's result comes in: 203 to 150 for side B.
        let at = pairing.tables[0];
        let sheet = typed(1, ["150", "203"], &loser_of(&t, at.pairs[0]));
        let result = sheet.result(&view, 1, at.table).expect("a result");
        let t = t.record_result(1, at.table, &result).expect("recorded");
        let pages = board_pages(&view_of(&t, vec![]), 8);
        let BoardPage::Round { tables, .. } = &pages[0] else {
            panic!("the round first")
        };
        assert_eq!(tables[0].score, Some([150, 203]));
        assert_eq!(tables[1].score, None);

        // Two rows a page: the round over two pages (the bye on its last),
        // the standings over three.
        let pages = board_pages(&view_of(&t, vec![]), 2);
        assert_eq!(pages.len(), 1 + 3);
        let pages = board_pages(&view_of(&t, vec![]), 1);
        let byes: Vec<bool> = pages
            .iter()
            .filter_map(|p| match p {
                BoardPage::Round { bye, .. } => Some(bye.is_some()),
                BoardPage::Standings { .. } => None,
            })
            .collect();
        assert_eq!(byes, [false, true]);
    }
}
