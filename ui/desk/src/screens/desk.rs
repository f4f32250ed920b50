//! The director's desk: one tournament — what to do next, the round's
//! tables, the standings and the pairs.

use leptos::prelude::*;
use leptos::task::spawn_local;
use tranque::tournament::{TournamentError, TournamentMode, TournamentSetup};

use crate::api;
use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::lang::rule_set_name;
use crate::screen::Screen;

use super::handover::HandOver;
use super::pairs::{Pairs, TeamStandings, Teams};
use super::planned;
use super::sheets::Sheets;
use super::shown::{Desk, desk};
use super::standings::Standings;
use super::state::{current_round, pair_names};
use super::step::{NextStepCard, of_pairs};
use super::table::RoundHead;
use super::tables::TableCard;
use super::teams::in_teams;
use super::why::{Explained, Why};

/// The tournament's screen.
#[component]
pub fn TournamentScreen(
    /// The tournament's id.
    id: String,
) -> impl IntoView {
    let c = ctx();
    let desk = Desk::new(id.clone());
    provide_context(desk);
    let handing = id.clone();
    let board_id = StoredValue::new(id.clone());
    // Loaded whatever else is under way: the screen has nothing without it.
    // An individual tournament's address of an older link opens its own
    // screen.
    spawn_local(async move {
        match api::get_tournament(&id).await {
            // In place of this address: back would come here again.
            Err(e) if individual(&e) => c.back_to(Screen::Individual(id)),
            answer => {
                if let Some(view) = c.answered(answer) {
                    desk.view.set(Some(view));
                }
            }
        }
    });
    let name = move || desk.view.with(|v| v.as_ref().map(|v| v.setup.name.clone()));
    // The parts are drawn again only when the first round is paired: each
    // follows the tournament by itself.
    let registering =
        Memo::new(move |_| desk.view.with(|v| v.as_ref().map(|v| v.rounds.is_empty())));
    let has_teams = Memo::new(move |_| {
        desk.view
            .with(|v| v.as_ref().is_some_and(|v| !v.teams.is_empty()))
    });
    let body = move || {
        Some(if registering.get()? {
            view! {
                <PairsNextStep />
                <Pairs />
                <Teams />
            }
            .into_any()
        } else {
            view! {
                <PairsNextStep />
                <RoundCard />
                <div class="standings-pair">
                    <Standings />
                    <Show when=move || has_teams.get()>
                        <TeamStandings />
                    </Show>
                </div>
                <Pairs />
                <Teams />
                <button class="secondary wide no-print" id="print" on:click=move |_| print()>
                    {move || t_string!(c.i18n, tournament_print)}
                </button>
                <button class="secondary wide no-print" id="open-board" on:click=move |_| c.go(Screen::Board(board_id.get_value()))>
                    {move || t_string!(c.i18n, board_open)}
                </button>
            }
            .into_any()
        })
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(Screen::Tournaments)>"‹"</button>
            <h1 tabindex="-1" id="tournament-title">{name}</h1>
        </header>
        <div class="tournament" id="tournament">{body}</div>
        <HandOver id=handing />
    }
}

/// Whether `error` says the tournament is an individual one.
fn individual(error: &api::ApiError) -> bool {
    matches!(
        TournamentError::from_params(&error.code, &error.params),
        Some(TournamentError::TournamentModeMismatch {
            mode: TournamentMode::Individual,
            ..
        })
    )
}

/// A tournament in a line: its date, its rules, its target and its time
/// limit, if any.
pub fn about(c: Ctx, setup: &TournamentSetup) -> String {
    let rules = rule_set_name(c.locale(), setup.preset.as_deref());
    let target = t_string!(
        c.i18n,
        rule_target_points,
        target = setup.rules.target.to_string()
    );
    let mut about = format!("{} · {rules} · {target}", setup.date);
    if let Some(minutes) = setup.rules.time_limit_minutes {
        about.push_str(" · ");
        about.push_str(&t_string!(c.i18n, rule_time, minutes = minutes.to_string()));
    }
    about
}

/// The system's print dialog (the page has a print style).
fn print() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}

/// The date, the rules and what to do next, with its button.
#[component]
fn PairsNextStep() -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let step = Signal::derive(move || {
        desk.view
            .with(|v| v.as_ref().map(|v| of_pairs(v.next_step.clone())))
    });
    let about = Signal::derive(move || desk.view.with(|v| v.as_ref().map(|v| about(c, &v.setup))));
    let start = Callback::new(move |()| {
        let id = desk.id();
        desk.change(c, async move { api::pair_round(&id).await }, || {});
    });
    let close = Callback::new(move |round: u32| {
        let id = desk.id();
        desk.change(c, async move { api::close_round(&id, round).await }, || {});
    });
    let in_teams = Signal::derive(move || {
        desk.view.with(|v| {
            v.as_ref().map_or((0, 0), |v| {
                in_teams(v.pairs.iter().map(|p| (p.id, p.withdrawn)), &v.teams)
            })
        })
    });
    view! {
        <NextStepCard
            about=about
            plan=planned::of(&desk.id())
            in_teams=in_teams
            step=step
            seats=false
            start=start
            close=close
        />
    }
}

/// The round under way (or the last one): its tables and its bye.
#[component]
fn RoundCard() -> impl IntoView {
    let c = ctx();
    let desk = desk();
    // The round's number and whether it is closed: the cards are drawn
    // again only when these change, each card following its own table.
    let round = Memo::new(move |_| {
        desk.view.with(|v| {
            let r = current_round(v.as_ref()?)?;
            Some((
                r.pairing.round,
                r.closed,
                r.pairing.tables.clone(),
                r.pairing.bye.is_some(),
            ))
        })
    });
    let bye = move || {
        desk.view.with(|v| {
            let v = v.as_ref()?;
            let pair = current_round(v)?.pairing.bye?;
            Some(view! {
                <p class="bye" id="bye">
                    {t_string!(c.i18n, tournament_bye, pair = pair.to_string(), players = pair_names(v, pair))}
                </p>
            })
        })
    };
    move || {
        let (number, closed, tables, has_bye) = round.get()?;
        Some(view! {
            <section class="round" id=format!("round-{number}")>
                <RoundHead number=number closed=closed />
                {bye}
                {has_bye.then(|| view! { <Why round=number what=Explained::Bye /> })}
                {tables
                    .into_iter()
                    .map(|at| view! { <TableCard round=number at=at closed=closed /> })
                    .collect_view()}
                <Sheets tournament=desk.id round=number />
            </section>
        })
    }
}
