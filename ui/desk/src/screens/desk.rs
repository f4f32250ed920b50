//! The director's desk: one tournament — what to do next, the round's
//! tables, the standings and the pairs.

use leptos::prelude::*;

use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::screen::Screen;

use super::handover::HandOver;
use super::pairs::Pairs;
use super::shown::{Desk, Mode, Shown, desk};
use super::standings::Standings;
use super::state::{current_round, pair_names};
use super::step::NextStepCard;
use super::table::round_section;
use super::tables::PairsCard;
use super::teams::{TeamStandings, Teams};

/// The tournament's screen.
#[component]
pub fn TournamentScreen(
    /// The tournament's id.
    id: String,
) -> impl IntoView {
    let desk = Desk::open(id);
    view! {
        <TournamentPage
            shown=desk
            class="tournament"
            step=move || view! { <NextStepCard shown=desk /> }
            members=|| view! { <Pairs /> }
            round=|| view! { <RoundCard /> }
            standings=|| view! { <Standings /> }
            tail=move || view! { <PrintAndBoard tournament=desk.id /> }
        />
    }
}

/// A tournament's screen, in either mode: its name, and its parts, each
/// following the tournament by itself — what to do next (`step`), the pairs
/// or players (`members`) and the teams; once a round is paired (or
/// seated), the round (`round`), the standings (`standings`) with the
/// teams' beside them, and `tail` last.
#[component]
pub fn TournamentPage<V: Mode>(
    /// The tournament.
    shown: Shown<V>,
    /// The class of the parts' box.
    class: &'static str,
    /// What to do next.
    #[prop(into)]
    step: ViewFn,
    /// The pairs' (or players') card.
    #[prop(into)]
    members: ViewFn,
    /// The round's card.
    #[prop(into)]
    round: ViewFn,
    /// The standings.
    #[prop(into)]
    standings: ViewFn,
    /// What follows the parts once a round is paired.
    #[prop(optional, into)]
    tail: ViewFn,
) -> impl IntoView {
    let c = ctx();
    let name = move || shown.with(|v| v.setup().name.clone());
    // The parts are drawn again only when the first round is paired: each
    // follows the tournament by itself.
    let registering = Memo::new(move |_| shown.with(V::registering));
    let has_teams = Memo::new(move |_| shown.with(|v| !v.teams().is_empty()) == Some(true));
    let body = move || {
        Some(if registering.get()? {
            view! {
                {step.run()}
                {members.run()}
                <Teams shown=shown />
            }
            .into_any()
        } else {
            view! {
                {step.run()}
                {round.run()}
                <div class="standings-pair">
                    {standings.run()}
                    <Show when=move || has_teams.get()>
                        <TeamStandings shown=shown />
                    </Show>
                </div>
                {members.run()}
                <Teams shown=shown />
                {tail.run()}
            }
            .into_any()
        })
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(Screen::Tournaments)>"‹"</button>
            <h1 tabindex="-1" id="tournament-title">{name}</h1>
        </header>
        <div class=class id="tournament">{body}</div>
        <HandOver id=shown.id() />
    }
}

/// What follows the parts of a tournament of pairs: the buttons printing
/// the page and opening the audience board.
#[component]
fn PrintAndBoard(tournament: StoredValue<String>) -> impl IntoView {
    let c = ctx();
    view! {
        <button class="secondary wide no-print" id="print" on:click=move |_| print()>
            {move || t_string!(c.i18n, tournament_print)}
        </button>
        <BoardButton tournament=tournament />
    }
}

/// The button opening the audience board of `tournament`, in either mode.
#[component]
pub fn BoardButton(tournament: StoredValue<String>) -> impl IntoView {
    let c = ctx();
    let open = move |_| c.go(Screen::Board(tournament.get_value()));
    view! {
        <button class="secondary wide no-print" id="open-board" on:click=open>
            {move || t_string!(c.i18n, board_open)}
        </button>
    }
}

/// The system's print dialog (the page has a print style).
fn print() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}

/// The round under way (or the last one): its tables and its bye.
#[component]
fn RoundCard() -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let bye = move || {
        desk.with(|v| {
            let pair = current_round(v)?.pairing.bye?;
            Some(view! {
                <p class="bye" id="bye">
                    {t_string!(c.i18n, tournament_bye, pair, players = pair_names(v, pair))}
                </p>
            })
        })
    };
    round_section(
        desk,
        bye,
        |round, at, closed| view! { <PairsCard round=round at=at closed=closed /> },
    )
}
