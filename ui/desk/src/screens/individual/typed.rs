//! A table of four's paper scoresheet typed by the director: the side that
//! won, each side's final score, who of the losers signed. The core makes
//! the result from them (`state::TypedSeats`), marked as typed, and checks
//! it; the shell checks it again before it is recorded. A table with its
//! result already is corrected by the sheet (a mistyped sheet, or a result
//! from a code or a file the paper says otherwise), the standings following.

use leptos::prelude::*;
use tranque::tournament::individual::{TableSeats, TableSide};

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::refusal;

use super::shown;
use super::state::{SeatsProblem, TypedSeats, name_of, other, result_of, side_letter, side_names};

const SIDES: [TableSide; 2] = [TableSide::A, TableSide::B];

/// The typed-result form of a table.
#[component]
pub fn TypedSeatsForm(
    /// The round.
    round: u32,
    /// The table and its seats.
    at: TableSeats,
) -> impl IntoView {
    let c = ctx();
    let shown = shown();
    let winner = RwSignal::new(None::<TableSide>);
    let points = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let signer = RwSignal::new(None::<String>);
    let names = move |side: TableSide| {
        shown.view.with(|v| {
            v.as_ref()
                .map(|v| side_names(v, &at, side))
                .unwrap_or_default()
        })
    };
    let winner_chip = move |side: TableSide| {
        view! {
            <button
                class="chip"
                id=format!("typed-winner-{}", side.index())
                aria-pressed=move || (winner.get() == Some(side)).to_string()
                class:on=move || winner.get() == Some(side)
                on:click=move |_| {
                    winner.set(Some(side));
                    signer.set(None);
                }
            >
                {format!("{} · ", side_letter(side))}
                {move || names(side)}
            </button>
        }
    };
    let points_input = move |side: TableSide| {
        let n = side.index();
        view! {
            <label class="typed-points">
                <span class="label">{format!("{} · ", side_letter(side))} {move || names(side)}</span>
                <input
                    type="text"
                    inputmode="numeric"
                    id=format!("typed-points-{n}")
                    prop:value=move || points[n].get()
                    on:input=move |ev| points[n].set(event_target_value(&ev))
                />
            </label>
        }
    };
    // The losing side's players, once the winner is chosen.
    let signers = move || {
        let lost = other(winner.get()?);
        let players = shown.view.with(|v| {
            let v = v.as_ref()?;
            Some(at.partners(lost).map(|p| name_of(v, p)))
        })?;
        Some(
            players
                .into_iter()
                .enumerate()
                .map(|(i, name)| {
                    let this = StoredValue::new(name.clone());
                    let is_this = move || {
                        this.with_value(|n| signer.with(|s| s.as_deref() == Some(n.as_str())))
                    };
                    view! {
                        <button
                            class="chip"
                            id=format!("typed-signer-{i}")
                            aria-pressed=move || is_this().to_string()
                            class:on=is_this
                            on:click=move |_| signer.set(Some(this.get_value()))
                        >
                            {name}
                        </button>
                    }
                })
                .collect_view(),
        )
    };
    let save = move |_| {
        let sheet = TypedSeats {
            winner: winner.get_untracked(),
            points: points.map(|p| p.get_untracked()),
            signer: signer.get_untracked(),
        };
        let made = shown.view.with_untracked(|v| {
            v.as_ref()
                .map(|v| sheet.result(v, round, at.table))
                .unwrap_or(Err(SeatsProblem::NoWinner))
        });
        let result = match made {
            Ok(result) => result,
            Err(problem) => {
                let words = match problem {
                    SeatsProblem::NoWinner => {
                        t_string!(c.i18n, individual_typed_no_winner).to_string()
                    }
                    SeatsProblem::BadPoints(side, value) => {
                        t_string!(c.i18n, typed_bad_points, pair = names(side), value = value)
                            .to_string()
                    }
                    SeatsProblem::NoSigner => t_string!(c.i18n, typed_no_signer).to_string(),
                    SeatsProblem::WinnerDisagrees(side) => t_string!(
                        c.i18n,
                        individual_typed_winner_disagrees,
                        players = names(side)
                    )
                    .to_string(),
                    SeatsProblem::Refused(error) => {
                        refusal::of_seats_tournament(c.locale(), &error)
                    }
                };
                c.say(words);
                return;
            }
        };
        let id = shown.id();
        // A table with its result already: the sheet corrects it.
        let correcting = shown.view.with_untracked(|v| {
            v.as_ref()
                .is_some_and(|v| result_of(v, round, at.table).is_some())
        });
        shown.change(
            c,
            async move {
                if correcting {
                    api::correct_seats_result(&id, round, at.table, &result).await
                } else {
                    api::record_seats_result(&id, round, at.table, &result).await
                }
            },
            move || shown.typing.set(None),
        );
    };
    view! {
        <section class="typed" id="typed-form">
            <h3>{move || t_string!(c.i18n, typed_title)}</h3>
            <span class="label">{move || t_string!(c.i18n, typed_who_won)}</span>
            <div class="chips">{SIDES.into_iter().map(winner_chip).collect_view()}</div>
            <span class="label">{move || t_string!(c.i18n, individual_typed_final_score)}</span>
            <div class="typed-scores">{SIDES.into_iter().map(points_input).collect_view()}</div>
            <Show when=move || winner.get().is_some()>
                <span class="label">{move || t_string!(c.i18n, who_signs)}</span>
                <div class="chips">{signers}</div>
            </Show>
            <div class="actions">
                <button class="big" id="typed-save" on:click=save>{move || t_string!(c.i18n, save)}</button>
                <button class="big secondary" id="typed-cancel" on:click=move |_| shown.typing.set(None)>
                    {move || t_string!(c.i18n, typed_cancel)}
                </button>
            </div>
        </section>
    }
}
