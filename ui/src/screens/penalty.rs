//! Penalties: the faults of the rule set with their points and clause, the
//! offended side's decision, and the forfeit of a side.

use leptos::prelude::*;
use tranque::{Decision, Fault, ForfeitReason, PenaltyTerms, Seat, Side};

use crate::api;
use crate::i18n::{Locale, t_string, td_string};
use crate::refusal;
use crate::routes::Screen;
use crate::screens::Scene;
use crate::widgets::{TableDrawing, side_name};

/// A fault in words.
pub fn fault_name(fault: &Fault, locale: Locale) -> String {
    match fault {
        Fault::DoublesTurned => td_string!(locale, fault_doubles_turned),
        Fault::WrongOpening => td_string!(locale, fault_wrong_opening),
        Fault::GesturePass => td_string!(locale, fault_gesture_pass),
        Fault::OutOfTurn => td_string!(locale, fault_out_of_turn),
        Fault::TilesTurned => td_string!(locale, fault_tiles_turned),
        Fault::PassWithPlayable => td_string!(locale, fault_pass_with_playable),
        Fault::Chivo => td_string!(locale, fault_chivo),
        Fault::Custom(name) => return name.clone(),
    }
    .to_owned()
}

/// The penalty screen.
#[component]
pub fn Penalty() -> impl IntoView {
    let (c, Scene { m, names, table }) = match Scene::of(None) {
        Ok(scene) => scene,
        Err(instead) => return instead,
    };
    let game = StoredValue::new_local(m.game());
    let needs_opener = m.standings.next_opener.seat().is_none();
    let id = m.id.clone();
    let penalties = m.rules.penalties.clone();

    let offender = RwSignal::new(None::<Seat>);
    let fault = RwSignal::new(None::<Fault>);
    let forfeit_side = RwSignal::new(None::<Side>);

    let names_t = names.clone();
    let terms = Memo::new(move |_| -> Option<Result<PenaltyTerms, String>> {
        let (o, f) = (offender.get()?, fault.get()?);
        game.with_value(|g| {
            g.as_ref().map(|g| {
                g.penalty_terms(o, &f)
                    .map_err(|e| refusal::of_rule(c.locale(), &e, &names_t))
            })
        })
    });

    let faults = penalties
        .iter()
        .map(|rule| {
            let f = rule.fault.clone();
            let f2 = f.clone();
            let f3 = f.clone();
            let id = match &f {
                Fault::Custom(_) => "custom".to_owned(),
                other => other.to_string(),
            };
            let points = rule.points;
            view! {
                <button
                    class="fault"
                    id=format!("fault-{id}")
                    class:on=move || fault.get().as_ref() == Some(&f2)
                    on:click=move |_| fault.set(Some(f3.clone()))
                >
                    <span class="fault-name">{move || fault_name(&f, c.locale())}</span>
                    <span class="fault-points">{format!("−{points}")}</span>
                    <span class="fault-clause">{rule.fault.clause().unwrap_or("")}</span>
                </button>
            }
        })
        .collect_view();

    let names_t = names.clone();
    let terms_view = move || match terms.get() {
        None => view! { <p class="muted">{t_string!(c.i18n, tap_offender_fault)}</p> }.into_any(),
        Some(Err(e)) => view! { <p class="error">{e}</p> }.into_any(),
        Some(Ok(t)) => {
            let who = offender
                .get()
                .map(|o| side_name(&table, table.side_of(o), &names_t))
                .unwrap_or_default();
            let line = if t.warning {
                t_string!(c.i18n, only_warning).to_owned()
            } else {
                t_string!(c.i18n, points_off, points = t.points.to_string(), who = who)
            };
            let opener = if t.keeps_opener {
                t_string!(c.i18n, keeps_opener)
            } else {
                ""
            };
            view! {
                <p class="headline" id="penalty-terms">{line}</p>
                <p class="reason">{if t.pcd { t_string!(c.i18n, opponents_decide) } else { "" }}</p>
                <p class="reason">{opener}</p>
            }
            .into_any()
        }
    };

    let decide = {
        let id = id.clone();
        move |decision: Decision| {
            let (Some(o), Some(f)) = (offender.get_untracked(), fault.get_untracked()) else {
                return;
            };
            let opener = c.opener_to_record(needs_opener);
            let id = id.clone();
            let command = async move { api::record_penalty(&id, o, &f, decision, opener).await };
            // Applied, the penalty ends the hand; played on, the hand goes on.
            if decision == Decision::Apply {
                c.record_ending_hand(command, Some(Screen::Table));
            } else {
                c.record(command, Some(Screen::Table));
            }
        }
    };
    let decisions = move || {
        let d1 = decide.clone();
        let d2 = decide.clone();
        let d3 = decide.clone();
        match terms.get() {
            Some(Ok(t)) if t.pcd => view! {
                <button class="big danger" id="pen-apply" on:click=move |_| d1(Decision::Apply)>{t_string!(c.i18n, apply_reshuffle)}</button>
                <button class="big secondary" id="pen-play-on" on:click=move |_| d2(Decision::PlayOn)>{t_string!(c.i18n, play_on)}</button>
            }
            .into_any(),
            Some(Ok(_)) => view! {
                <button class="big danger" id="pen-deduct" on:click=move |_| d3(Decision::Deduct)>{t_string!(c.i18n, deduct)}</button>
            }
            .into_any(),
            _ => ().into_any(),
        }
    };

    let forfeit = move |reason: ForfeitReason| {
        let Some(side) = forfeit_side.get_untracked() else {
            return;
        };
        let id = id.clone();
        c.record(
            async move { api::record_forfeit(&id, side, reason).await },
            Some(Screen::Table),
        );
    };
    let names_f = names.clone();
    let sides = table
        .all_sides()
        .map(|side| {
            let label = side_name(&table, side, &names_f);
            view! {
                <button
                    class="chip"
                    id=format!("forfeit-{}", side.0)
                    class:on=move || forfeit_side.get() == Some(side)
                    on:click=move |_| forfeit_side.set(Some(side))
                >
                    {label}
                </button>
            }
        })
        .collect_view();
    let reasons = move || {
        forfeit_side.get().map(|_| {
            let f1 = forfeit.clone();
            let f2 = forfeit.clone();
            let f3 = forfeit.clone();
            view! {
                <div class="chips">
                    <button class="danger" id="forfeit-late" on:click=move |_| f1(ForfeitReason::LateArrival)>{t_string!(c.i18n, forfeit_late)}</button>
                    <button class="danger" id="forfeit-dodge" on:click=move |_| f2(ForfeitReason::DodgingPass)>{t_string!(c.i18n, forfeit_dodge)}</button>
                    <button class="danger" id="forfeit-withdraw" on:click=move |_| f3(ForfeitReason::Withdrawal)>{t_string!(c.i18n, forfeit_withdraw)}</button>
                </div>
            }
        })
    };

    view! {
        <header class="bar">
            <button class="ghost" id="back" on:click=move |_| c.back_to(Screen::Table)>"‹"</button>
            <h2>{move || t_string!(c.i18n, penalty)}</h2>
        </header>
        <TableDrawing
            names=names
            mode=m.rules.mode
            marked=offender
            prefix="offender"
            on_tap=Callback::new(move |s| offender.set(Some(s)))
            compact=true
            centre=Signal::derive(move || t_string!(c.i18n, who_faulted).to_owned())
        />
        <section class="preview" id="penalty-preview">{terms_view}</section>
        <div class="actions">{decisions}</div>
        <div class="faults">{faults}</div>
        <section class="card">
            <h3>{move || t_string!(c.i18n, forfeit)}</h3>
            <div class="chips">{sides}</div>
            {reasons}
        </section>
    }
    .into_any()
}
