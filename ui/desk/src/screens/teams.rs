//! Teams (cuartetas), in either mode: a name and its members ticked — four
//! players, or two pairs — registered at any time, and ranked by the sum
//! of their members' results beside the players' or the pairs' standings.
//! The core decides (a name taken, a member in two teams, a team of the
//! wrong size), and its refusal is said in words. A tournament planned as
//! played by teams (`planned`) shows the card open from the start; in
//! another it stays folded until the director opens it.

use leptos::prelude::*;
use tranque::tournament::TeamRow;

use crate::ctx::ctx;
use crate::i18n::t_string;

use super::pairs::NameField;
use super::planned;
use super::shown::{Mode, Shown};
use super::standings::{Ranked, StandingsCard, figures, rank};

/// The card that registers a team of the tournament `shown`: two pairs,
/// or four players.
#[component]
pub fn Teams<V: Mode>(
    /// The tournament.
    shown: Shown<V>,
) -> impl IntoView {
    let c = ctx();
    let name = RwSignal::new(String::new());
    let ticked = RwSignal::new(Vec::<u32>::new());
    let pairs = !V::SEATS;
    let size = if pairs { 2 } else { 4 };
    let kind = if pairs { "pair" } else { "player" };
    // Open from the start when the tournament is played by teams.
    let open = planned::of(&shown.id()).teams;
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (id, team, members) = (shown.id(), name.get_untracked(), ticked.get_untracked());
        shown.change(c, V::add_team(id, team, members), move || {
            name.set(String::new());
            ticked.set(Vec::new());
        });
    };
    // Who can be ticked: each pair or player still playing, by number and
    // names.
    let choices = move || {
        shown
            .with(|v| {
                v.playing()
                    .into_iter()
                    .map(|m| (V::number(m), v.names(m)))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    let boxes = move || {
        choices()
            .into_iter()
            .map(|(number, names)| {
                let id = format!("team-{kind}-{number}");
                let label_for = id.clone();
                let toggle = move |ev: leptos::ev::Event| {
                    let on = event_target_checked(&ev);
                    ticked.update(|t| {
                        t.retain(|n| *n != number);
                        if on {
                            t.push(number);
                        }
                    });
                };
                view! {
                    <label class="chip" for=label_for>
                        <input
                            type="checkbox"
                            id=id
                            prop:checked=move || ticked.with(|t| t.contains(&number))
                            on:change=toggle
                        />
                        <span class="pair-no">{number}</span>
                        {names}
                    </label>
                }
            })
            .collect_view()
    };
    let legend = move || {
        if pairs {
            t_string!(c.i18n, team_pairs_legend)
        } else {
            t_string!(c.i18n, team_players_legend)
        }
    };
    let count = move || ticked.with(Vec::len).to_string();
    let label = Signal::derive(move || t_string!(c.i18n, team_name).to_owned());
    view! {
        <details class="card pairs-card no-print" id="teams" open=open>
            <summary id="teams-open">
                <h3 id="teams-title">{move || t_string!(c.i18n, team_register_title)}</h3>
            </summary>
            <form class="add-team" on:submit=submit>
                <NameField id="team-name" label=label value=name />
                <fieldset class="chips" aria-describedby="team-ticked">
                    <legend>{legend}</legend>
                    {boxes}
                </fieldset>
                <p class="muted" id="team-ticked" aria-live="polite">
                    {move || t_string!(c.i18n, team_ticked, count = count(), size)}
                </p>
                <button type="submit" class="wide" id="register-team">{move || t_string!(c.i18n, team_register)}</button>
            </form>
        </details>
    }
}

/// The teams' standings of the tournament `shown`: each team's members'
/// lines summed, its members named under its name.
#[component]
pub fn TeamStandings<V: Mode>(
    /// The tournament.
    shown: Shown<V>,
) -> impl IntoView {
    let rows = move || {
        shown
            .with(|v| {
                v.teams()
                    .iter()
                    .map(|row| named(row, |m| v.names(m)))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    };
    let line = |row: TeamRow<String>| {
        view! {
            <tr id=format!("team-{}", row.number) class="standing">
                <td class="rank">{rank(row.rank, row.level_with_previous)}</td>
                <td class="who">
                    <strong>{row.team}</strong>
                    <span class="muted team-members">{row.members.join(", ")}</span>
                </td>
                {figures(row.wins, row.difference, row.points_for, [row.points_against])}
            </tr>
        }
    };
    view! {
        <StandingsCard of=Ranked::Teams>
            {move || rows().into_iter().map(line).collect_view()}
        </StandingsCard>
    }
}

/// Of those still `playing`, how many are in one of `teams`, and how many
/// there are.
pub fn in_teams<M: PartialEq>(playing: &[M], teams: &[TeamRow<M>]) -> (usize, usize) {
    let teamed = playing
        .iter()
        .filter(|m| teams.iter().any(|t| t.members.contains(m)))
        .count();
    (teamed, playing.len())
}

/// A team's row with each member named by `name`.
fn named<M: Copy>(row: &TeamRow<M>, name: impl Fn(M) -> String) -> TeamRow<String> {
    TeamRow {
        rank: row.rank,
        number: row.number,
        team: row.team.clone(),
        members: row.members.iter().map(|m| name(*m)).collect(),
        played: row.played,
        wins: row.wins,
        losses: row.losses,
        byes: row.byes,
        points_for: row.points_for,
        points_against: row.points_against,
        difference: row.difference,
        level_with_previous: row.level_with_previous,
    }
}
