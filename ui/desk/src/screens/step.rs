//! The desk's first card, in either mode: the tournament in a line, what
//! was planned for it, and what to do next, with its button — pair (or
//! seat) the next round, close the round whose results are in.

use leptos::prelude::*;
use tranque::tournament::NextStep;
use tranque::tournament::individual::IndividualStep;

use crate::ctx::ctx;
use crate::i18n::t_string;

use super::planned::{Plan, PlanNotes};

/// What to do next, in either mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Register more: too few pairs or players to start a round.
    Register {
        /// Those still playing.
        active: usize,
    },
    /// Pair (or seat) this round.
    Start {
        /// The round.
        round: u32,
    },
    /// Record these tables' results.
    Record {
        /// The round.
        round: u32,
        /// The tables without a result.
        tables: Vec<u32>,
    },
    /// Close this round: every result is in.
    Close {
        /// The round.
        round: u32,
    },
}

/// A tournament of pairs' next step.
pub fn of_pairs(step: NextStep) -> Step {
    match step {
        NextStep::Register { active } => Step::Register { active },
        NextStep::Pair { round } => Step::Start { round },
        NextStep::Record { round, tables } => Step::Record { round, tables },
        NextStep::Close { round } => Step::Close { round },
    }
}

/// An individual tournament's next step.
pub fn of_players(step: IndividualStep) -> Step {
    match step {
        IndividualStep::Register { active } => Step::Register { active },
        IndividualStep::Seat { round } => Step::Start { round },
        IndividualStep::Record { round, tables } => Step::Record { round, tables },
        IndividualStep::Close { round } => Step::Close { round },
    }
}

/// The card: `about` the tournament in a line, its `plan`, the next `step`
/// in the words of pairs or of players (`seats`), its button running
/// `start` or `close`, and `children` last.
#[component]
pub fn NextStepCard(
    /// The tournament in a line.
    about: Signal<Option<String>>,
    /// What was planned for it.
    plan: Plan,
    /// Those playing who are in a team, and all those playing.
    in_teams: Signal<(usize, usize)>,
    /// What to do next.
    step: Signal<Option<Step>>,
    /// An individual tournament: rounds are seated, players registered.
    seats: bool,
    /// Pairs (or seats) the next round.
    start: Callback<()>,
    /// Closes the round.
    close: Callback<u32>,
    /// What follows on the card.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let c = ctx();
    let words = move || {
        Some(match step.get()? {
            Step::Register { active } if seats => t_string!(
                c.i18n,
                individual_step_register,
                active = active.to_string()
            )
            .to_owned(),
            Step::Register { active } => t_string!(
                c.i18n,
                tournament_step_register,
                active = active.to_string()
            )
            .to_owned(),
            Step::Start { round } if seats => {
                t_string!(c.i18n, individual_step_seat, round = round.to_string()).to_owned()
            }
            Step::Start { round } => {
                t_string!(c.i18n, tournament_step_pair, round = round.to_string()).to_owned()
            }
            Step::Record { round, tables } => {
                let tables: Vec<String> = tables.iter().map(u32::to_string).collect();
                t_string!(
                    c.i18n,
                    tournament_step_record,
                    round = round.to_string(),
                    tables = tables.join(", ")
                )
                .to_owned()
            }
            Step::Close { round } => {
                t_string!(c.i18n, tournament_step_close, round = round.to_string()).to_owned()
            }
        })
    };
    let button = move || match step.get()? {
        Step::Start { round } if seats => Some(
            view! {
                <button class="big" id="seat-round" on:click=move |_| start.run(())>
                    {t_string!(c.i18n, individual_seat_round, round = round.to_string())}
                </button>
            }
            .into_any(),
        ),
        Step::Start { round } => Some(
            view! {
                <button class="big" id="pair-round" on:click=move |_| start.run(())>
                    {t_string!(c.i18n, tournament_pair_round, round = round.to_string())}
                </button>
            }
            .into_any(),
        ),
        Step::Close { round } => Some(
            view! {
                <button class="big" id="close-round" on:click=move |_| close.run(round)>
                    {t_string!(c.i18n, tournament_close_round, round = round.to_string())}
                </button>
            }
            .into_any(),
        ),
        _ => None,
    };
    view! {
        <section class="card next-step" id="next-step">
            <p class="muted" id="tournament-about">{about}</p>
            <PlanNotes plan=plan in_teams=in_teams />
            <p class="step" id="step">{words}</p>
            {button}
            {children.map(|children| children())}
        </section>
    }
}
