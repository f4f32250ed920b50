//! The paper scoresheet typed by the director: who won, each pair's final
//! score, who of the losers signed — or a forfeit, whose score the rules
//! set. The core makes the result from them, marked as typed, and checks it.

use leptos::prelude::*;
use tranque::ForfeitReason;
use tranque::tournament::TablePairing;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::refusal;

use super::shown::desk;
use super::state::{SheetProblem, TypedSheet, has_result, pair_names, players_of};

/// The typed-result form of a table.
#[component]
pub fn TypedForm(
    /// The round.
    round: u32,
    /// The table and its pairs.
    at: TablePairing,
) -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let winner = RwSignal::new(None::<usize>);
    let points = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let signer = RwSignal::new(None::<String>);
    let forfeit = RwSignal::new(None::<ForfeitReason>);
    let names = move |n: usize| {
        desk.view.with(|v| {
            v.as_ref()
                .map(|v| pair_names(v, at.pairs[n]))
                .unwrap_or_default()
        })
    };
    let winner_chip = move |n: usize| {
        view! {
            <button
                class="chip"
                id=format!("typed-winner-{n}")
                aria-pressed=move || (winner.get() == Some(n)).to_string()
                class:on=move || winner.get() == Some(n)
                on:click=move |_| {
                    winner.set(Some(n));
                    signer.set(None);
                }
            >
                {format!("{} · ", at.pairs[n])}
                {move || names(n)}
            </button>
        }
    };
    let points_input = move |n: usize| {
        view! {
            <label class="typed-points">
                <span class="label">{format!("{} · ", at.pairs[n])} {move || names(n)}</span>
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
    let forfeit_chip = move |reason: ForfeitReason, id: &'static str| {
        let words = move || match reason {
            ForfeitReason::LateArrival => t_string!(c.i18n, forfeit_late),
            ForfeitReason::DodgingPass => t_string!(c.i18n, forfeit_dodge),
            ForfeitReason::Withdrawal => t_string!(c.i18n, forfeit_withdraw),
        };
        view! {
            <button
                class="chip"
                id=id
                aria-pressed=move || (forfeit.get() == Some(reason)).to_string()
                class:on=move || forfeit.get() == Some(reason)
                on:click=move |_| forfeit.update(|f| *f = if *f == Some(reason) { None } else { Some(reason) })
            >
                {words}
            </button>
        }
    };
    // The losing pair's players, once the winner is chosen.
    let signers = move || {
        let lost = 1 - winner.get()?;
        let players = desk
            .view
            .with(|v| players_of(v.as_ref()?, at.pairs[lost]))?;
        Some(
            players
                .into_iter()
                .enumerate()
                .map(|(i, name)| {
                    let this = StoredValue::new(name.clone());
                    view! {
                        <button
                            class="chip"
                            id=format!("typed-signer-{i}")
                            aria-pressed=move || (this.with_value(|n| signer.with(|s| s.as_deref() == Some(n.as_str())))).to_string()
                            class:on=move || this.with_value(|n| signer.with(|s| s.as_deref() == Some(n.as_str())))
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
        let sheet = TypedSheet {
            winner: winner.get_untracked(),
            points: points.map(|p| p.get_untracked()),
            signer: signer.get_untracked(),
            forfeit: forfeit.get_untracked(),
        };
        let made = desk.view.with_untracked(|v| {
            v.as_ref()
                .map(|v| sheet.result(v, round, at.table))
                .ok_or(SheetProblem::NoWinner)
        });
        let result = match made.and_then(|r| r) {
            Ok(result) => result,
            Err(problem) => {
                let words = match problem {
                    SheetProblem::NoWinner => t_string!(c.i18n, typed_no_winner).to_owned(),
                    SheetProblem::BadPoints(n, value) => {
                        t_string!(c.i18n, typed_bad_points, pair = names(n), value = value)
                            .to_owned()
                    }
                    SheetProblem::NoSigner => t_string!(c.i18n, typed_no_signer).to_owned(),
                    SheetProblem::WinnerDisagrees { winner } => {
                        t_string!(c.i18n, typed_winner_disagrees, pair = winner.to_string())
                            .to_owned()
                    }
                    SheetProblem::Refused(error) => refusal::of_tournament(c.locale(), &error),
                };
                c.say(words);
                return;
            }
        };
        let id = desk.id();
        // A table that has its result already gets it corrected.
        let correcting = desk
            .view
            .with_untracked(|v| v.as_ref().is_some_and(|v| has_result(v, round, at.table)));
        desk.change(
            c,
            async move {
                if correcting {
                    api::correct_table_result(&id, round, at.table, &result).await
                } else {
                    api::record_table_result(&id, round, at.table, &result).await
                }
            },
            move || desk.typing.set(None),
        );
    };
    view! {
        <section class="typed" id="typed-form">
            <h3>{move || t_string!(c.i18n, typed_title)}</h3>
            <span class="label">{move || t_string!(c.i18n, typed_who_won)}</span>
            <div class="chips">{winner_chip(0)} {winner_chip(1)}</div>
            <Show when=move || forfeit.get().is_none()>
                <span class="label">{move || t_string!(c.i18n, typed_final_score)}</span>
                <div class="typed-scores">{points_input(0)} {points_input(1)}</div>
            </Show>
            <span class="label">{move || t_string!(c.i18n, typed_forfeit)}</span>
            <div class="chips">
                {forfeit_chip(ForfeitReason::LateArrival, "typed-forfeit-late")}
                {forfeit_chip(ForfeitReason::DodgingPass, "typed-forfeit-dodge")}
                {forfeit_chip(ForfeitReason::Withdrawal, "typed-forfeit-withdraw")}
            </div>
            <Show when=move || winner.get().is_some()>
                <span class="label">{move || t_string!(c.i18n, who_signs)}</span>
                <div class="chips">{signers}</div>
            </Show>
            <div class="actions">
                <button class="big" id="typed-save" on:click=save>{move || t_string!(c.i18n, save)}</button>
                <button class="big secondary" id="typed-cancel" on:click=move |_| desk.typing.set(None)>
                    {move || t_string!(c.i18n, typed_cancel)}
                </button>
            </div>
        </section>
    }
}
