//! The desk's first card, in either mode: the tournament in a line, what
//! was planned for it, and what to do next, with its button — pair (or
//! seat) the next round, close the round whose results are in.

use leptos::prelude::*;
use tranque::tournament::{NextStep, TournamentSetup};

use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::lang::rule_set_name;

use super::planned::{self, PlanNotes};
use super::shown::{Mode, Shown};
use super::teams::in_teams;

/// The card of the tournament `shown`: the tournament in a line, its plan,
/// the next step in the words of pairs or of players ([`Mode::SEATS`]),
/// its button pairing (or seating) the next round or closing the round,
/// and `children` last.
#[component]
pub fn NextStepCard<V: Mode>(
    /// The tournament.
    shown: Shown<V>,
    /// What follows on the card.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let c = ctx();
    let seats = V::SEATS;
    let step = Signal::derive(move || shown.with(V::next_step));
    let about = move || shown.with(|v| about(c, v.setup()));
    let in_teams = Signal::derive(move || {
        shown
            .with(|v| in_teams(&v.playing(), v.teams()))
            .unwrap_or((0, 0))
    });
    let start = move || {
        let id = shown.id();
        shown.change(c, V::start(id), || {});
    };
    let close = move |round: u32| {
        let id = shown.id();
        shown.change(c, V::close(id, round), || {});
    };
    let words = move || {
        Some(match step.get()? {
            NextStep::Register { active } if seats => {
                t_string!(c.i18n, individual_step_register, active).to_owned()
            }
            NextStep::Register { active } => {
                t_string!(c.i18n, tournament_step_register, active).to_owned()
            }
            NextStep::Pair { round } if seats => {
                t_string!(c.i18n, individual_step_seat, round).to_owned()
            }
            NextStep::Pair { round } => t_string!(c.i18n, tournament_step_pair, round).to_owned(),
            NextStep::Record { round, tables } => {
                let tables: Vec<String> = tables.iter().map(u32::to_string).collect();
                t_string!(
                    c.i18n,
                    tournament_step_record,
                    round,
                    tables = tables.join(", ")
                )
                .to_owned()
            }
            NextStep::Close { round } => t_string!(c.i18n, tournament_step_close, round).to_owned(),
        })
    };
    // The step's button: its id, its words, and the round it closes (none:
    // it pairs or seats the next one).
    let button = move || {
        let (id, words, closes) = match step.get()? {
            NextStep::Pair { round } if seats => (
                "seat-round",
                t_string!(c.i18n, individual_seat_round, round).to_owned(),
                None,
            ),
            NextStep::Pair { round } => (
                "pair-round",
                t_string!(c.i18n, tournament_pair_round, round).to_owned(),
                None,
            ),
            NextStep::Close { round } => (
                "close-round",
                t_string!(c.i18n, tournament_close_round, round).to_owned(),
                Some(round),
            ),
            _ => return None,
        };
        let run = move |_| match closes {
            Some(round) => close(round),
            None => start(),
        };
        Some(view! { <button class="big" id=id on:click=run>{words}</button> })
    };
    view! {
        <section class="card next-step" id="next-step">
            <p class="muted" id="tournament-about">{about}</p>
            <PlanNotes plan=planned::of(&shown.id()) in_teams=in_teams />
            <p class="step" id="step">{words}</p>
            {button}
            {children.map(|children| children())}
        </section>
    }
}

/// A tournament in a line: its date, its rules, its target and its time
/// limit, if any.
fn about(c: Ctx, setup: &TournamentSetup) -> String {
    let rules = rule_set_name(c.locale(), setup.preset.as_deref());
    let target = t_string!(c.i18n, rule_target_points, target = setup.rules.target);
    let mut about = format!("{} · {rules} · {target}", setup.date);
    if let Some(minutes) = setup.rules.time_limit_minutes {
        about.push_str(" · ");
        about.push_str(&t_string!(c.i18n, rule_time, minutes));
    }
    about
}
