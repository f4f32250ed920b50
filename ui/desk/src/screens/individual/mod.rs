//! An individual tournament on the director's phone: players registered
//! one by one (`players`), each round seated by the core as tables of four,
//! two partnerships facing each other, and who sits out (`round`; a table's
//! paper scoresheet typed in `typed`, why each seat in `why`), the
//! standings a player a row and the teams' beside them (`standings`). What
//! the parts show is read from the shell's view with no rule of their own
//! (`state`).

mod players;
mod round;
mod standings;
pub mod state;
mod teams;
mod typed;
mod why;

use std::future::Future;

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::api::{self, ApiError, IndividualView};
use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::refusal;
use crate::screen::Screen;

use super::desk::about;
use super::handover::HandOver;
use super::planned;
use super::shown::run;
use super::step::{NextStepCard, of_players};
use super::table::Tables;
use super::teams::in_teams;
use players::Players;
use round::RoundCard;
use standings::{Standings, TeamStandings};
use teams::Teams;

/// What the parts of the screen share.
#[derive(Clone, Copy)]
pub struct Shown {
    /// The tournament's id.
    pub id: StoredValue<String>,
    /// The tournament, as the shell last confirmed it.
    pub view: RwSignal<Option<IndividualView>>,
    /// The table whose paper scoresheet is being typed.
    pub typing: RwSignal<Option<u32>>,
    /// The table whose start code is shown, with the code.
    pub qr: RwSignal<Option<(u32, api::QrCode)>>,
}

impl Shown {
    /// The tournament's id.
    pub fn id(self) -> String {
        self.id.get_value()
    }

    /// What its table cards share.
    pub fn tables(self) -> Tables {
        Tables {
            id: self.id,
            typing: self.typing,
            qr: self.qr,
        }
    }

    /// Runs a command answering with the tournament: its answer is shown,
    /// then `then` runs; a refusal is said in words and changes nothing.
    pub fn change(
        self,
        c: Ctx,
        command: impl Future<Output = Result<IndividualView, ApiError>> + 'static,
        then: impl FnOnce() + 'static,
    ) {
        self.apply(c, async move { command.await.map(Some) }, then);
    }

    /// Like [`Shown::change`], for a command the player may cancel
    /// (`None`: nothing changes).
    pub fn apply(
        self,
        c: Ctx,
        command: impl Future<Output = Result<Option<IndividualView>, ApiError>> + 'static,
        then: impl FnOnce() + 'static,
    ) {
        run(c, command, self.view, then, move |error| refused(c, &error));
    }
}

/// Shows a refusal of the individual tournament's commands: a table's
/// sides by their letters where the core's params stand them as pairs.
pub fn refused(c: Ctx, error: &ApiError) {
    let reason = refusal::of_seats(c.locale(), error);
    c.say(t_string!(c.i18n, refused, reason = reason).to_string());
}

/// The tournament shown, for the screen's parts.
pub fn shown() -> Shown {
    expect_context::<Shown>()
}

/// An individual tournament's screen.
#[component]
pub fn IndividualScreen(
    /// The tournament's id.
    id: String,
) -> impl IntoView {
    let c = ctx();
    let shown = Shown {
        id: StoredValue::new(id.clone()),
        view: RwSignal::new(None),
        typing: RwSignal::new(None),
        qr: RwSignal::new(None),
    };
    provide_context(shown);
    let handing = id.clone();
    spawn_local(async move {
        if let Some(view) = c.answered(api::get_individual_tournament(&id).await) {
            shown.view.set(Some(view));
        }
    });
    let name = move || {
        shown
            .view
            .with(|v| v.as_ref().map(|v| v.setup.name.clone()))
    };
    // The parts are drawn again only when the first round is seated: each
    // follows the tournament by itself.
    let registering =
        Memo::new(move |_| shown.view.with(|v| v.as_ref().map(|v| v.rounds.is_empty())));
    let has_teams = Memo::new(move |_| {
        shown
            .view
            .with(|v| v.as_ref().is_some_and(|v| !v.teams.is_empty()))
    });
    let body = move || {
        Some(if registering.get()? {
            view! {
                <PlayersNextStep />
                <Players />
                <Teams />
            }
            .into_any()
        } else {
            view! {
                <PlayersNextStep />
                <RoundCard />
                <div class="standings-pair">
                    <Standings />
                    <Show when=move || has_teams.get()>
                        <TeamStandings />
                    </Show>
                </div>
                <Players />
                <Teams />
            }
            .into_any()
        })
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(Screen::Tournaments)>"‹"</button>
            <h1 tabindex="-1" id="tournament-title">{name}</h1>
        </header>
        <div class="tournament individual" id="tournament">{body}</div>
        <HandOver id=handing />
    }
}

/// The date, the rules and what to do next, with its button; the board.
#[component]
fn PlayersNextStep() -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let step = Signal::derive(move || {
        shown
            .view
            .with(|v| v.as_ref().map(|v| of_players(v.next_step.clone())))
    });
    let about = Signal::derive(move || shown.view.with(|v| v.as_ref().map(|v| about(c, &v.setup))));
    let start = Callback::new(move |()| {
        let id = shown.id();
        shown.change(c, async move { api::seat_round(&id).await }, || {});
    });
    let close = Callback::new(move |round: u32| {
        let id = shown.id();
        shown.change(
            c,
            async move { api::close_seated_round(&id, round).await },
            || {},
        );
    });
    let in_teams = Signal::derive(move || {
        shown.view.with(|v| {
            v.as_ref().map_or((0, 0), |v| {
                in_teams(v.players.iter().map(|p| (p.id, p.withdrawn)), &v.teams)
            })
        })
    });
    view! {
        <NextStepCard
            about=about
            plan=planned::of(&shown.id())
            in_teams=in_teams
            step=step
            seats=true
            start=start
            close=close
        >
            <button class="secondary wide no-print" id="open-board" on:click=move |_| c.go(Screen::Board(shown.id()))>
                {move || t_string!(c.i18n, board_open)}
            </button>
        </NextStepCard>
    }
}
