//! The audience board: the tournament on a TV or a projector in the room —
//! the current round's tables (with each result as it comes in) and then
//! the standings, in type readable from across the room, a page at a time,
//! turning by itself. It asks the shell for the tournament again every few
//! seconds, so a result recorded on this phone or laptop shows without a
//! touch; nothing leaves the device.

use std::time::Duration;

use leptos::prelude::*;
use tranque::tournament::individual::TableSeats;
use tranque::tournament::{PairId, TablePairing, TeamRow, TournamentMode};

use crate::api::{self, IndividualView, TournamentView};
use crate::ctx::{Id, ctx};
use crate::i18n::t_string;
use crate::screen::Screen;

use super::individual::state::name_of;
use super::shown::Mode;
use super::state::{current_round, pair_names, result_at};

/// Rows on one page of the board: what a 16:9 screen holds in type read
/// from 5 m.
pub const ROWS_PER_PAGE: usize = 8;
/// How long a page stays before the next.
const PAGE_EVERY: Duration = Duration::from_secs(12);
/// How often the tournament is asked for again.
const REFRESH_EVERY: Duration = Duration::from_secs(4);

/// One side of a table, as the board shows it: a pair's number and
/// players, or a partnership's two players (an individual tournament's
/// sides have no number).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardSide {
    /// The pair's number.
    pub number: Option<u32>,
    /// Its players, joined.
    pub names: String,
}

/// A table of the round, as the board shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardTable {
    /// Its number.
    pub table: u32,
    /// Side A.
    pub a: BoardSide,
    /// Side B.
    pub b: BoardSide,
    /// Its result once in: side A's and side B's points.
    pub score: Option<[i64; 2]>,
}

/// Who does not play the round: the pair with the bye, or the players
/// sitting out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardOut {
    /// A pair's bye.
    Bye(BoardSide),
    /// The players sitting out, joined.
    SitOut(String),
}

/// A row of the standings, as the board shows it: a pair's, a player's or
/// a team's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    /// Its place, or `=` when only the draw parts it from the row above.
    pub rank: String,
    /// The pair's, the player's or the team's number.
    pub number: u32,
    /// The pair's players, the player, or the team's name.
    pub names: String,
    /// Wins.
    pub wins: u32,
    /// Points for minus against.
    pub difference: i64,
    /// Points for.
    pub points_for: i64,
}

impl BoardRow {
    fn new(level: bool, rank: u32, number: u32, names: String, figures: (u32, i64, i64)) -> Self {
        let (wins, difference, points_for) = figures;
        BoardRow {
            rank: if level {
                "=".to_owned()
            } else {
                rank.to_string()
            },
            number,
            names,
            wins,
            difference,
            points_for,
        }
    }

    fn of_team<M>(row: &TeamRow<M>) -> Self {
        let figures = (row.wins, row.difference, row.points_for);
        BoardRow::new(
            row.level_with_previous,
            row.rank,
            row.number,
            row.team.clone(),
            figures,
        )
    }
}

/// One page of the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardPage {
    /// Some of the current round's tables (and, on the last such page, who
    /// does not play it).
    Round {
        /// The round.
        round: u32,
        /// Its tables on this page.
        tables: Vec<BoardTable>,
        /// Who does not play the round.
        out: Option<BoardOut>,
    },
    /// Some rows of the standings.
    Standings {
        /// The rows on this page.
        rows: Vec<BoardRow>,
        /// A player's rows (an individual tournament), not a pair's.
        players: bool,
    },
    /// Some rows of the teams' standings (cuartetas).
    Teams {
        /// The rows on this page.
        rows: Vec<BoardRow>,
    },
}

/// The pages of a round's `tables`, `per_page` a page, who does not play
/// it on the last; then the standings' `rows`, then the teams'.
fn paged(
    round: Option<(u32, Vec<BoardTable>, Option<BoardOut>)>,
    (rows, players): (Vec<BoardRow>, bool),
    teams: Vec<BoardRow>,
    per_page: usize,
) -> Vec<BoardPage> {
    let per_page = per_page.max(1);
    let mut pages = Vec::new();
    if let Some((round, tables, out)) = round {
        let chunks: Vec<Vec<BoardTable>> = tables.chunks(per_page).map(<[_]>::to_vec).collect();
        let last = chunks.len().saturating_sub(1);
        for (i, chunk) in chunks.into_iter().enumerate() {
            pages.push(BoardPage::Round {
                round,
                tables: chunk,
                out: if i == last { out.clone() } else { None },
            });
        }
    }
    for rows in rows.chunks(per_page) {
        pages.push(BoardPage::Standings {
            rows: rows.to_vec(),
            players,
        });
    }
    for rows in teams.chunks(per_page) {
        pages.push(BoardPage::Teams {
            rows: rows.to_vec(),
        });
    }
    pages
}

/// What the board reads of a tournament of either mode beyond [`Mode`]:
/// the number beside a table's side, a table's points once in, who does
/// not play the round, and the standings' rows.
pub trait OnBoard: Mode {
    /// The number beside side `side` (0 or 1) of `at`: its pair's, or none
    /// (a partnership of players).
    fn side_number(at: &Self::Table, side: usize) -> Option<u32>;
    /// Side A's and side B's points at `at` in round `round`, once its
    /// result is in.
    fn score(&self, round: u32, at: &Self::Table) -> Option<[i64; 2]>;
    /// Who does not play the round under way.
    fn out(&self) -> Option<BoardOut>;
    /// The standings' rows, best first, and whether they are players'.
    fn rows(&self) -> (Vec<BoardRow>, bool);
}

/// The pages of `view`, in either mode: the current round's tables (a
/// tournament of pairs' with their numbers, an individual one's two
/// partnerships), then the standings, then the teams', `per_page` rows
/// each. Before the first round: the standings alone (the pairs or players
/// registered, all level).
pub fn board_pages<V: OnBoard>(view: &V, per_page: usize) -> Vec<BoardPage> {
    let round = view.round_now().map(|(round, _, tables, _)| {
        let side = |at: &V::Table, side: usize| BoardSide {
            number: V::side_number(at, side),
            names: view.side_names(at, side),
        };
        let tables = tables
            .iter()
            .map(|at| BoardTable {
                table: V::table_number(at),
                a: side(at, 0),
                b: side(at, 1),
                score: view.score(round, at),
            })
            .collect();
        (round, tables, view.out())
    });
    let teams = view.teams().iter().map(BoardRow::of_team).collect();
    paged(round, view.rows(), teams, per_page)
}

impl OnBoard for TournamentView {
    fn side_number(at: &TablePairing, side: usize) -> Option<u32> {
        Some(at.pairs[side].0)
    }
    fn score(&self, round: u32, at: &TablePairing) -> Option<[i64; 2]> {
        let result = result_at(self, round, at.table)?;
        let points = |pair: PairId| {
            let score = result.scores.iter().find(|s| s.pair == pair)?;
            Some(score.points_for)
        };
        Some([points(at.pairs[0])?, points(at.pairs[1])?])
    }
    fn out(&self) -> Option<BoardOut> {
        let pair = current_round(self)?.pairing.bye?;
        let names = pair_names(self, pair);
        Some(BoardOut::Bye(BoardSide {
            number: Some(pair.0),
            names,
        }))
    }
    fn rows(&self) -> (Vec<BoardRow>, bool) {
        let rows = self.standings.iter().map(|r| {
            let figures = (r.wins, r.difference, r.points_for);
            let names = r.players.join(" & ");
            BoardRow::new(r.level_with_previous, r.rank, r.pair.0, names, figures)
        });
        (rows.collect(), false)
    }
}

impl OnBoard for IndividualView {
    fn side_number(_: &TableSeats, _: usize) -> Option<u32> {
        None
    }
    fn score(&self, round: u32, at: &TableSeats) -> Option<[i64; 2]> {
        let result = result_at(self, round, at.table)?;
        Some(result.scores.map(|s| s.points_for))
    }
    fn out(&self) -> Option<BoardOut> {
        let out = &self.rounds.last()?.seating.sit_out;
        let names: Vec<String> = out.iter().map(|p| name_of(self, *p)).collect();
        (!names.is_empty()).then(|| BoardOut::SitOut(names.join(", ")))
    }
    fn rows(&self) -> (Vec<BoardRow>, bool) {
        let rows = self.standings.iter().map(|r| {
            let figures = (r.wins, r.difference, r.points_for);
            let number = r.player.0;
            BoardRow::new(
                r.level_with_previous,
                r.rank,
                number,
                r.name.clone(),
                figures,
            )
        });
        (rows.collect(), true)
    }
}

/// The tournament the board shows, of either mode.
#[derive(Debug, Clone)]
enum Shown {
    Pairs(TournamentView),
    Individual(IndividualView),
}

/// The board of tournament `id`, of either mode.
#[component]
pub fn Board(
    /// The tournament's id.
    #[prop(into)]
    id: Id,
) -> impl IntoView {
    let c = ctx();
    let view_of = RwSignal::new(None::<Shown>);
    let page = RwSignal::new(0_usize);
    let paused = RwSignal::new(false);
    // The mode, from the list, before the first ask: each mode has its own
    // command.
    let individual = RwSignal::new(None::<bool>);
    let ask = move || {
        leptos::task::spawn_local(async move {
            let id = id.get_value();
            let individual = match individual.get_untracked() {
                Some(known) => known,
                None => {
                    let Some(list) = c.answered(api::list_tournaments().await) else {
                        return;
                    };
                    let known = list
                        .iter()
                        .any(|t| t.id == id && t.mode == TournamentMode::Individual);
                    individual.set(Some(known));
                    known
                }
            };
            // A refusal on a board no one touches is shown once, then the
            // board keeps what it had.
            let shown = if individual {
                c.answered(api::get_individual_tournament(&id).await)
                    .map(Shown::Individual)
            } else {
                c.answered(api::get_tournament(&id).await).map(Shown::Pairs)
            };
            if let Some(shown) = shown {
                view_of.set(Some(shown));
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
        view_of.with(|v| match v {
            Some(Shown::Pairs(v)) => board_pages(v, ROWS_PER_PAGE),
            Some(Shown::Individual(v)) => board_pages(v, ROWS_PER_PAGE),
            None => Vec::new(),
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
            pages = count
        );
        Some(view! {
            <p class="board-part" id="board-part">{part}</p>
            {page_view(this)}
        })
    };
    // Back to the tournament's own screen.
    let leave = move |id: String| {
        if individual.get_untracked() == Some(true) {
            Screen::Individual(id)
        } else {
            Screen::Tournament(id)
        }
    };
    let name = move || {
        view_of.with(|v| {
            v.as_ref().map(|v| match v {
                Shown::Pairs(v) => v.setup.name.clone(),
                Shown::Individual(v) => v.setup.name.clone(),
            })
        })
    };
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
                    <button class="secondary" id="board-leave" on:click=move |_| c.back_to(leave(id.get_value()))>
                        {move || t_string!(c.i18n, board_leave)}
                    </button>
                </div>
            </header>
            <div class="board-page" id="board-page">{shown}</div>
        </div>
    }
}

/// A side of a table: its pair's number, when it has one, and its players.
fn side_view(side: BoardSide) -> impl IntoView {
    let number = side
        .number
        .map(|n| view! { <span class="pair-no">{n}</span> });
    view! { <td>{number}{side.names}</td> }
}

/// Rows of a standings page: the pairs', the players' or the teams'.
fn rows_view(rows: Vec<BoardRow>, id: &'static str) -> impl IntoView {
    rows.into_iter()
        .map(|r| {
            let difference = if r.difference > 0 {
                format!("+{}", r.difference)
            } else {
                r.difference.to_string()
            };
            view! {
                <tr id=format!("{id}-{}", r.number)>
                    <th scope="row" class="board-no">{r.rank}</th>
                    <td><span class="pair-no">{r.number.to_string()}</span>{r.names}</td>
                    <td>{r.wins}</td>
                    <td>{difference}</td>
                    <td>{r.points_for}</td>
                </tr>
            }
        })
        .collect_view()
}

/// One page, drawn.
fn page_view(page: BoardPage) -> AnyView {
    let c = ctx();
    match page {
        BoardPage::Round { round, tables, out } => {
            let rows = tables
                .into_iter()
                .map(|t| {
                    let score = t
                        .score
                        .map_or_else(|| "—".to_owned(), |[a, b]| format!("{a}–{b}"));
                    view! {
                        <tr id=format!("board-table-{}", t.table)>
                            <th scope="row" class="board-no">{t.table}</th>
                            {side_view(t.a)}
                            <td class="board-vs">{score}</td>
                            {side_view(t.b)}
                        </tr>
                    }
                })
                .collect_view();
            let out = out.map(|out| {
                let said = match out {
                    BoardOut::Bye(side) => t_string!(
                        c.i18n,
                        board_bye,
                        pair = side.number.unwrap_or_default().to_string(),
                        players = side.names
                    )
                    .to_string(),
                    BoardOut::SitOut(players) => {
                        t_string!(c.i18n, board_sit_out, players = players).to_string()
                    }
                };
                view! { <p class="board-bye" id="board-bye">{said}</p> }
            });
            let heads = view! {
                <th scope="col">{t_string!(c.i18n, board_table)}</th>
                <th scope="col">{t_string!(c.i18n, board_side_a)}</th>
                <th scope="col">{t_string!(c.i18n, board_result)}</th>
                <th scope="col">{t_string!(c.i18n, board_side_b)}</th>
            };
            let heading = t_string!(c.i18n, board_round, round).to_string();
            view! {
                {board_table(heading, "board-round", heads.into_any(), rows.into_any())}
                {out}
            }
            .into_any()
        }
        BoardPage::Standings { rows, players } => ranking_view(
            t_string!(c.i18n, standings_title),
            "board-standings",
            move || {
                if players {
                    t_string!(c.i18n, board_player)
                } else {
                    t_string!(c.i18n, standings_pair)
                }
            },
            rows_view(rows, "board-standing"),
        ),
        BoardPage::Teams { rows } => ranking_view(
            t_string!(c.i18n, board_teams),
            "board-teams",
            move || t_string!(c.i18n, board_team),
            rows_view(rows, "board-team"),
        ),
    }
}

/// A page ranking pairs, players or teams: its `heading`, and the table
/// `id` whose rows are `rows`, who ranks headed `who`.
fn ranking_view(
    heading: &'static str,
    id: &'static str,
    who: impl Fn() -> &'static str + Send + Sync + 'static,
    rows: impl IntoView + 'static,
) -> AnyView {
    let c = ctx();
    let heads = view! {
        <th scope="col">"#"</th>
        <th scope="col">{who}</th>
        <th scope="col">{t_string!(c.i18n, standings_wins)}</th>
        <th scope="col">{t_string!(c.i18n, standings_difference)}</th>
        <th scope="col">{t_string!(c.i18n, standings_points_for)}</th>
    };
    board_table(heading.to_owned(), id, heads.into_any(), rows.into_any()).into_any()
}

/// A page's table under its `heading`: the table `id`, its columns headed
/// `heads`, its `rows`.
fn board_table(heading: String, id: &'static str, heads: AnyView, rows: AnyView) -> impl IntoView {
    view! {
        <h2 id="board-heading">{heading}</h2>
        <div class="scroll-x" tabindex="0" role="region" aria-labelledby="board-heading">
            <table class="board-table" id=id>
                <thead><tr>{heads}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::super::state::tests::{loser_of, paired, typed, view_of};
    use super::*;
    use tranque::tournament::individual::{PlayerId, TableSide};

    #[test]
    fn the_board_shows_the_round_s_tables_then_the_standings_and_each_result_once_in() {
        let (t, pairing) = paired();
        let view = view_of(&t, vec![]);
        let pages = board_pages(&view, 8);
        // Round 1: two tables and the bye on one page, then five pairs.
        assert_eq!(pages.len(), 2);
        let BoardPage::Round { round, tables, out } = &pages[0] else {
            panic!("the round first: {pages:?}")
        };
        assert_eq!((*round, tables.len()), (1, 2));
        assert_eq!(tables[0].table, 1);
        assert_eq!(tables[0].a.number, Some(pairing.tables[0].pairs[0].0));
        assert!(tables.iter().all(|t| t.score.is_none()));
        let bye_pair = pairing.bye.expect("five pairs: a bye");
        let Some(BoardOut::Bye(bye)) = out else {
            panic!("the bye: {out:?}")
        };
        assert_eq!(bye.number, Some(bye_pair.0));
        let BoardPage::Standings {
            rows,
            players: false,
        } = &pages[1]
        else {
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
                BoardPage::Round { out, .. } => Some(out.is_some()),
                BoardPage::Standings { .. } | BoardPage::Teams { .. } => None,
            })
            .collect();
        assert_eq!(byes, [false, true]);
    }

    /// Nine players registered, teams Norte (1–4) and Sur (5–8), round 1
    /// seated.
    fn seated_individual() -> tranque::tournament::IndividualTournament {
        use tranque::tournament::individual::IndividualEvent;
        let mut setup = paired().0.setup().clone();
        setup.mode = tranque::tournament::TournamentMode::Individual;
        let mut t = tranque::tournament::IndividualTournament::new(setup).expect("a setup");
        for n in 1..=9 {
            let event = IndividualEvent::PlayerRegistered {
                player: PlayerId(n),
                name: format!("J{n}"),
            };
            t = t.apply(event).expect("registered");
        }
        for (team, first) in [("Norte", 1), ("Sur", 5)] {
            let event = IndividualEvent::TeamRegistered {
                team: team.to_owned(),
                players: (first..first + 4).map(PlayerId).collect(),
            };
            t = t.apply(event).expect("a team");
        }
        let seating = t.next_seating().expect("a seating");
        t.apply(IndividualEvent::RoundSeated(seating))
            .expect("seated")
    }

    fn individual_view(t: &tranque::tournament::IndividualTournament) -> IndividualView {
        IndividualView {
            id: "i1".into(),
            setup: t.setup().clone(),
            players: t.players().to_vec(),
            rounds: t.rounds().to_vec(),
            standings: t.standings(),
            teams: t.team_standings(),
            next_step: t.next_step(),
            linked: Vec::new(),
        }
    }

    #[test]
    fn an_individual_board_shows_the_partnerships_who_sits_out_the_players_and_the_teams() {
        let t = seated_individual();
        let seating = t.rounds()[0].seating.clone();
        let pages = board_pages(&individual_view(&t), 8);
        // The round, nine players over two pages, the two teams: four pages.
        assert_eq!(pages.len(), 4, "{pages:?}");
        let BoardPage::Round { round, tables, out } = &pages[0] else {
            panic!("the round first: {pages:?}")
        };
        assert_eq!((*round, tables.len()), (1, 2));
        let at = seating.tables[0];
        let names = |side| at.partners(side).map(|p| format!("J{}", p.0)).join(" & ");
        assert_eq!(
            tables[0].a,
            BoardSide {
                number: None,
                names: names(TableSide::A)
            }
        );
        assert_eq!(tables[0].b.names, names(TableSide::B));
        assert_eq!(tables[0].score, None);
        let sitting = format!("J{}", seating.sit_out[0].0);
        assert_eq!(out, &Some(BoardOut::SitOut(sitting)));
        // Eight rows a page: the players over two pages, then the teams.
        let BoardPage::Standings {
            rows,
            players: true,
        } = &pages[1]
        else {
            panic!("the players' standings: {pages:?}")
        };
        assert_eq!(rows.len(), 8);
        let BoardPage::Standings {
            rows,
            players: true,
        } = &pages[2]
        else {
            panic!("the last player: {pages:?}")
        };
        assert_eq!(rows.len(), 1);
        let BoardPage::Teams { rows } = &pages[3] else {
            panic!("then the teams: {pages:?}")
        };
        let teams: Vec<&str> = rows.iter().map(|r| r.names.as_str()).collect();
        assert_eq!(teams.len(), 2);
        assert!(
            teams.contains(&"Norte") && teams.contains(&"Sur"),
            "{teams:?}"
        );

        // Table 1's result comes in, side B 210–90: shown by side.
        let loser = t
            .player(at.partners(TableSide::A)[0])
            .expect("a player")
            .name
            .clone();
        let result = t
            .typed_result(1, at.table, [90, 210], loser)
            .expect("a result");
        let t = t.record_result(1, at.table, &result).expect("recorded");
        let pages = board_pages(&individual_view(&t), 8);
        let BoardPage::Round { tables, .. } = &pages[0] else {
            panic!("the round first")
        };
        assert_eq!(tables[0].score, Some([90, 210]));
        let BoardPage::Standings { rows, .. } = &pages[1] else {
            panic!("the standings")
        };
        let winner = at.partners(TableSide::B)[0].0;
        assert_eq!((rows[0].wins, rows[0].points_for), (1, 210));
        assert!(rows[..2].iter().any(|r| r.number == winner), "{rows:?}");
    }
}
