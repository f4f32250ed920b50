//! The standings: one row per pair, best first, as the core ranks them;
//! a tap on a row opens the pair's rounds (opponent, score, result).

use leptos::prelude::*;
use tranque::tournament::{PairId, StandingsRow};

use crate::ctx::ctx;
use crate::i18n::t_string;

use super::shown::desk;
use super::state::{HistoryLine, pair_history, pair_names, signed};

/// The standings table.
#[component]
pub fn Standings() -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let open = RwSignal::new(None::<PairId>);
    let rows = move || desk.with(|v| v.standings.clone()).unwrap_or_default();
    view! {
        <StandingsCard of=Ranked::Pairs after=move || view! {
            <p class="muted no-print">{move || t_string!(c.i18n, standings_tap_row)}</p>
        }>
            {move || rows().into_iter().map(|row| view! { <Row row=row open=open /> }).collect_view()}
        </StandingsCard>
    }
}

/// Who a standings table ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ranked {
    /// The pairs of a tournament of pairs.
    Pairs,
    /// The players of an individual tournament.
    Players,
    /// The teams, in either mode.
    Teams,
}

/// A figure's column of a standings table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    Wins,
    Difference,
    PointsFor,
    PointsAgainst,
    Byes,
    SitOuts,
}

impl Ranked {
    /// The table's id on the page.
    fn id(self) -> &'static str {
        match self {
            Ranked::Pairs | Ranked::Players => "standings",
            Ranked::Teams => "team-standings",
        }
    }

    /// Its figures' columns: a pair's byes, a player's points against and
    /// rounds sat out, a team's points against.
    fn columns(self) -> &'static [Column] {
        use Column::*;
        match self {
            Ranked::Pairs => &[Wins, Difference, PointsFor, Byes],
            Ranked::Players => &[Wins, Difference, PointsFor, PointsAgainst, SitOuts],
            Ranked::Teams => &[Wins, Difference, PointsFor, PointsAgainst],
        }
    }
}

/// A standings card of either mode, the pairs', the players' or the
/// teams': its title over the table (scrolling sideways in its own region,
/// its words whole), the heads of its columns, the rows (`children`), and
/// `after` it.
#[component]
pub fn StandingsCard(
    /// Who the table ranks.
    of: Ranked,
    /// What follows the table.
    #[prop(optional, into)]
    after: ViewFn,
    /// The rows.
    children: Children,
) -> impl IntoView {
    let c = ctx();
    let id = of.id();
    let title_id = format!("{id}-title");
    let title = move || match of {
        Ranked::Pairs | Ranked::Players => t_string!(c.i18n, standings_title),
        Ranked::Teams => t_string!(c.i18n, individual_teams_title),
    };
    let who = move || match of {
        Ranked::Pairs => t_string!(c.i18n, standings_pair),
        Ranked::Players => t_string!(c.i18n, individual_standings_player),
        Ranked::Teams => t_string!(c.i18n, individual_team),
    };
    // A column's head: its name in full, and as shown.
    let words = move |column: Column| match column {
        Column::Wins => (
            t_string!(c.i18n, standings_wins),
            t_string!(c.i18n, standings_wins_short),
        ),
        Column::Difference => (t_string!(c.i18n, standings_difference), "±"),
        Column::PointsFor => (
            t_string!(c.i18n, standings_points_for),
            t_string!(c.i18n, standings_points_for_short),
        ),
        Column::PointsAgainst => (
            t_string!(c.i18n, standings_points_against),
            t_string!(c.i18n, standings_points_against_short),
        ),
        Column::Byes => (
            t_string!(c.i18n, standings_byes),
            t_string!(c.i18n, standings_byes_short),
        ),
        Column::SitOuts => (
            t_string!(c.i18n, individual_sit_outs),
            t_string!(c.i18n, individual_sit_outs_short),
        ),
    };
    let heads = of
        .columns()
        .iter()
        .map(|&column| view! { <th title=move || words(column).0>{move || words(column).1}</th> })
        .collect_view();
    view! {
        <section class="card standings-card">
            <h3 id=title_id.clone()>{title}</h3>
            <div class="scroll-x" tabindex="0" role="region" aria-labelledby=title_id>
                <table class="standings" id=id>
                    <thead>
                        <tr>
                            <th class="rank">"#"</th>
                            <th class="who">{who}</th>
                            {heads}
                        </tr>
                    </thead>
                    <tbody>{children()}</tbody>
                </table>
            </div>
            {after.run()}
        </section>
    }
}

/// A row's figures' cells, in its table's columns ([`Ranked::columns`]):
/// wins, the difference with its sign, points for, then the others.
pub fn figures(
    wins: u32,
    difference: i64,
    points_for: i64,
    rest: impl IntoIterator<Item = i64>,
) -> impl IntoView {
    let cells = [wins.to_string(), signed(difference), points_for.to_string()]
        .into_iter()
        .chain(rest.into_iter().map(|n| n.to_string()));
    cells.map(|cell| view! { <td>{cell}</td> }).collect_view()
}

/// A row's rank: its place, or "=" when level with the row above.
pub fn rank(place: u32, level_with_previous: bool) -> String {
    if level_with_previous {
        "=".to_owned()
    } else {
        place.to_string()
    }
}

/// A pair's row, and its rounds below it when open.
#[component]
fn Row(row: StandingsRow, open: RwSignal<Option<PairId>>) -> impl IntoView {
    let c = ctx();
    let pair = row.pair;
    let is_open = move || open.get() == Some(pair);
    let toggle = move |_| open.update(|o| *o = if *o == Some(pair) { None } else { Some(pair) });
    view! {
        <tr
            id=format!("standing-{pair}")
            class="standing"
            class:withdrawn=row.withdrawn
            class:open=is_open
        >
            <td class="rank">{rank(row.rank, row.level_with_previous)}</td>
            <td class="who">
                <button
                    class="row-open"
                    id=format!("standing-{pair}-open")
                    aria-expanded=move || if is_open() { "true" } else { "false" }
                    on:click=toggle
                >
                    <span class="pair-no">{pair.to_string()}</span>
                    {row.players.join(" & ")}
                </button>
                {row.withdrawn.then(|| view! { <span class="tag">{move || t_string!(c.i18n, pair_withdrawn_tag)}</span> })}
            </td>
            {figures(row.wins, row.difference, row.points_for, [row.byes.into()])}
        </tr>
        <Show when=is_open>
            <tr class="pair-history" id=format!("history-{pair}")>
                <td colspan="6">
                    <History pair=pair />
                </td>
            </tr>
        </Show>
    }
}

/// The rounds of a pair, one line each.
#[component]
fn History(pair: PairId) -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let lines = move || {
        desk.view.with(|v| {
            let Some(v) = v.as_ref() else {
                return Vec::new();
            };
            pair_history(v, pair)
                .into_iter()
                .map(|line| match line {
                    HistoryLine::Bye { round } => {
                        t_string!(c.i18n, pair_history_bye, round).to_owned()
                    }
                    HistoryLine::Played {
                        round,
                        table,
                        opponent,
                        score,
                    } => {
                        let opponent = format!("{opponent} · {}", pair_names(v, opponent));
                        match score {
                            None => t_string!(c.i18n, pair_history_waiting, round, table, opponent)
                                .to_owned(),
                            Some((pf, pa, won)) => {
                                let points = format!("{pf}–{pa}");
                                if won {
                                    t_string!(
                                        c.i18n,
                                        pair_history_won,
                                        round,
                                        table,
                                        opponent,
                                        points
                                    )
                                    .to_owned()
                                } else {
                                    t_string!(
                                        c.i18n,
                                        pair_history_lost,
                                        round,
                                        table,
                                        opponent,
                                        points
                                    )
                                    .to_owned()
                                }
                            }
                        }
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <ul class="history-lines">
            {move || {
                let lines = lines();
                if lines.is_empty() {
                    view! { <li class="muted">{t_string!(c.i18n, pair_history_none)}</li> }.into_any()
                } else {
                    lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view().into_any()
                }
            }}
        </ul>
    }
}
