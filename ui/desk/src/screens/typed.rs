//! The paper scoresheet typed by the director, for a table of two pairs or
//! of four players: who won, each side's final score, who of the losers
//! signed — or a forfeit, whose score the rules set. The core makes the
//! result from them, marked as typed, and checks it; a table with its
//! result already is corrected by the sheet (a mistyped sheet, or a result
//! from a code or a file the paper says otherwise).

use leptos::prelude::*;
use tranque::ForfeitReason;

use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::refusal;
use tranque_ui_shared::widgets::{Chip, NumberInput};

use super::shown::{Mode, Shown};
use super::state::{SheetProblem, TypedSheet, has_result};

/// The typed-result form of a table, in either mode: its sides marked by
/// their pairs' numbers or by their letters ([`Mode::marks`]).
#[component]
pub fn TypedForm<V: Mode>(
    /// The tournament.
    shown: Shown<V>,
    /// The round.
    round: u32,
    /// The table and who sits at it.
    at: V::Table,
) -> impl IntoView {
    let names =
        Callback::new(move |n: usize| shown.with(|v| v.side_names(&at, n)).unwrap_or_default());
    let players =
        Callback::new(move |n: usize| shown.with(|v| v.side_players(&at, n)).unwrap_or_default());
    view! {
        <SheetForm
            marks=V::marks(&at)
            names=names
            players=players
            save=saving(shown, round, V::table_number(&at))
            cancel=Callback::new(move |()| shown.typing.set(None))
            seats=V::SEATS
        />
    }
}

/// What a sheet's form of `table` of `round` of the tournament `shown`
/// saves: the result the core makes of the sheet, recorded — or, the table
/// having one already, corrected; the form then closes.
pub fn saving<V: Mode>(
    shown: Shown<V>,
    round: u32,
    table: u32,
) -> Callback<TypedSheet, Result<(), SheetProblem>> {
    let c = ctx();
    Callback::new(move |sheet: TypedSheet| {
        let made = shown.view.with_untracked(|v| {
            v.as_ref()
                .ok_or(SheetProblem::NoWinner)
                .and_then(|v| v.typed(&sheet, round, table))
        });
        let result = made?;
        // A table that has its result already gets it corrected.
        let correcting = shown
            .view
            .with_untracked(|v| v.as_ref().is_some_and(|v| has_result(v, round, table)));
        let record = V::record(shown.id(), round, table, result, correcting);
        shown.change(c, record, move || shown.typing.set(None));
        Ok(())
    })
}

/// The sheet's form, for either table: the winner's chip, the scores or a
/// forfeit, the signer among the losers. `save` makes the result and sends
/// it, or gives the words of what is wrong, said in the banner.
#[component]
pub fn SheetForm(
    /// Each side's mark at the table: a pair's number, or a side's letter.
    marks: [String; 2],
    /// Each side's players by name, by its place at the table.
    names: Callback<usize, String>,
    /// Each side's players, one by one: who may sign when it lost.
    players: Callback<usize, Vec<String>>,
    /// Makes the sheet's result and sends it, or says what is wrong.
    save: Callback<TypedSheet, Result<(), SheetProblem>>,
    /// Closes the form, nothing sent.
    cancel: Callback<()>,
    /// A table of four: its sides are sides, not pairs, in the words.
    seats: bool,
) -> impl IntoView {
    let c = ctx();
    let winner = RwSignal::new(None::<usize>);
    let points = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let signer = RwSignal::new(None::<String>);
    let forfeit = RwSignal::new(None::<ForfeitReason>);
    let marks = StoredValue::new(marks);
    let mark = move |n: usize| marks.with_value(|m| format!("{} · ", m[n]));
    let winner_chip = move |n: usize| {
        let choose = move |()| {
            winner.set(Some(n));
            signer.set(None);
        };
        view! {
            <Chip id=format!("typed-winner-{n}") on=Signal::derive(move || winner.get() == Some(n)) choose=choose>
                {mark(n)}
                {move || names.run(n)}
            </Chip>
        }
    };
    let points_input = move |n: usize| {
        view! {
            <label class="typed-points">
                <span class="label">{mark(n)} {move || names.run(n)}</span>
                <NumberInput id=format!("typed-points-{n}") value=points[n] set=move |text| points[n].set(text) />
            </label>
        }
    };
    let forfeit_chip = move |reason: ForfeitReason, id: &'static str| {
        let words = move || match reason {
            ForfeitReason::LateArrival => t_string!(c.i18n, forfeit_late),
            ForfeitReason::DodgingPass => t_string!(c.i18n, forfeit_dodge),
            ForfeitReason::Withdrawal => t_string!(c.i18n, forfeit_withdraw),
        };
        let on = Signal::derive(move || forfeit.get() == Some(reason));
        view! {
            <Chip id=id on=on choose=move |()| forfeit.update(|f| *f = if *f == Some(reason) { None } else { Some(reason) })>
                {words}
            </Chip>
        }
    };
    // The losing side's players, once the winner is chosen.
    let signers = move || {
        let lost = 1 - winner.get()?;
        Some(
            players
                .run(lost)
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
    let send = move |_| {
        let sheet = TypedSheet {
            winner: winner.get_untracked(),
            points: points.map(|p| p.get_untracked()),
            signer: signer.get_untracked(),
            forfeit: forfeit.get_untracked(),
        };
        if let Err(problem) = save.run(sheet) {
            let words = marks.with_value(|marks| problem_words(c, &problem, marks, names, seats));
            c.say(words);
        }
    };
    let score_words = move || {
        if seats {
            t_string!(c.i18n, individual_typed_final_score)
        } else {
            t_string!(c.i18n, typed_final_score)
        }
    };
    view! {
        <section class="typed" id="typed-form">
            <h3>{move || t_string!(c.i18n, typed_title)}</h3>
            <span class="label">{move || t_string!(c.i18n, typed_who_won)}</span>
            <div class="chips">{winner_chip(0)} {winner_chip(1)}</div>
            <Show when=move || forfeit.get().is_none()>
                <span class="label">{score_words}</span>
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
                <button class="big" id="typed-save" on:click=send>{move || t_string!(c.i18n, save)}</button>
                <button class="big secondary" id="typed-cancel" on:click=move |_| cancel.run(())>
                    {move || t_string!(c.i18n, typed_cancel)}
                </button>
            </div>
        </section>
    }
}

/// What is wrong with a sheet, in words: a side named by its players, a
/// pair by its number where the words say "pair"; the core's refusal in a
/// table of four's words when `seats`.
fn problem_words(
    c: crate::ctx::Ctx,
    problem: &SheetProblem,
    marks: &[String; 2],
    names: Callback<usize, String>,
    seats: bool,
) -> String {
    match problem {
        SheetProblem::NoWinner if seats => t_string!(c.i18n, individual_typed_no_winner).to_owned(),
        SheetProblem::NoWinner => t_string!(c.i18n, typed_no_winner).to_owned(),
        SheetProblem::BadPoints(n, value) => t_string!(
            c.i18n,
            typed_bad_points,
            pair = names.run(*n),
            value = value.clone()
        )
        .to_owned(),
        SheetProblem::NoSigner => t_string!(c.i18n, typed_no_signer).to_owned(),
        SheetProblem::WinnerDisagrees(n) if seats => t_string!(
            c.i18n,
            individual_typed_winner_disagrees,
            players = names.run(*n)
        )
        .to_owned(),
        SheetProblem::WinnerDisagrees(n) => {
            t_string!(c.i18n, typed_winner_disagrees, pair = marks[*n].clone()).to_owned()
        }
        SheetProblem::Refused(error) if seats => refusal::of_seats_tournament(c.locale(), error),
        SheetProblem::Refused(error) => refusal::of_tournament(c.locale(), error),
    }
}
