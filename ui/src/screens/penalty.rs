//! Penalties: the faults of the rule set with their points and clause, the
//! offended side's decision, and the forfeit of a side.

use leptos::prelude::*;
use tranque::{Decision, Fault, ForfeitReason, Lang, PenaltyTerms, Seat, Side};

use crate::api;
use crate::i18n::{K, fill, tr};
use crate::widgets::{TableDrawing, side_name, table_of};
use crate::{Screen, ctx};

/// A fault in words.
pub fn fault_name(fault: &Fault, lang: Lang) -> String {
    let key = match fault {
        Fault::DoublesTurned => K::FaultDoublesTurned,
        Fault::WrongOpening => K::FaultWrongOpening,
        Fault::GesturePass => K::FaultGesturePass,
        Fault::OutOfTurn => K::FaultOutOfTurn,
        Fault::TilesTurned => K::FaultTilesTurned,
        Fault::PassWithPlayable => K::FaultPassWithPlayable,
        Fault::Chivo => K::FaultChivo,
        Fault::Custom(name) => return name.clone(),
    };
    tr(lang, key).to_owned()
}

/// The penalty screen.
#[component]
pub fn Penalty() -> impl IntoView {
    let c = ctx();
    let Some(m) = c.current.get_untracked() else {
        return view! { <p>{c.t(K::NoMatch)}</p> }.into_any();
    };
    let names = m.names();
    let Some(table) = table_of(&m.rules, names.len()) else {
        return ().into_any();
    };
    let game = StoredValue::new_local(m.game());
    let needs_opener = m.standings.next_opener.seat().is_none();
    let id = m.id.clone();
    let penalties = m.rules.penalties.clone();

    let offender = RwSignal::new(None::<Seat>);
    let fault = RwSignal::new(None::<Fault>);
    let forfeit_side = RwSignal::new(None::<Side>);

    let terms = Memo::new(move |_| -> Option<Result<PenaltyTerms, String>> {
        let (o, f) = (offender.get()?, fault.get()?);
        game.with_value(|g| {
            g.as_ref()
                .map(|g| g.penalty_terms(o, &f).map_err(|e| e.to_string()))
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
                    <span class="fault-name">{move || fault_name(&f, c.lang.get())}</span>
                    <span class="fault-points">{format!("−{points}")}</span>
                    <span class="fault-clause">{rule.fault.clause().unwrap_or("")}</span>
                </button>
            }
        })
        .collect_view();

    let names_t = names.clone();
    let terms_view = move || match terms.get() {
        None => view! { <p class="muted">{c.t(K::TapOffenderFault)}</p> }.into_any(),
        Some(Err(e)) => view! { <p class="error">{e}</p> }.into_any(),
        Some(Ok(t)) => {
            let who = offender
                .get()
                .map(|o| side_name(&table, table.side_of(o), &names_t))
                .unwrap_or_default();
            let line = if t.warning {
                c.t(K::OnlyWarning).to_owned()
            } else {
                fill(c.t(K::PointsOff), &[&t.points.to_string(), &who])
            };
            let opener = if t.keeps_opener {
                c.t(K::KeepsOpener)
            } else {
                ""
            };
            view! {
                <p class="headline" id="penalty-terms">{line}</p>
                <p class="reason">{if t.pcd { c.t(K::OpponentsDecide) } else { "" }}</p>
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
            let opener = if needs_opener {
                c.opener.get_untracked()
            } else {
                None
            };
            let id = id.clone();
            if decision == Decision::Apply {
                c.opener.set(None);
            }
            c.record(
                async move { api::record_penalty(&id, o, &f, decision, opener).await },
                Some(Screen::Table),
            );
        }
    };
    let decisions = move || {
        let d1 = decide.clone();
        let d2 = decide.clone();
        let d3 = decide.clone();
        match terms.get() {
            Some(Ok(t)) if t.pcd => view! {
                <button class="big danger" id="pen-apply" on:click=move |_| d1(Decision::Apply)>{c.t(K::ApplyReshuffle)}</button>
                <button class="big secondary" id="pen-play-on" on:click=move |_| d2(Decision::PlayOn)>{c.t(K::PlayOn)}</button>
            }
            .into_any(),
            Some(Ok(_)) => view! {
                <button class="big danger" id="pen-deduct" on:click=move |_| d3(Decision::Deduct)>{c.t(K::Deduct)}</button>
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
                    <button class="danger" id="forfeit-late" on:click=move |_| f1(ForfeitReason::LateArrival)>{c.t(K::ForfeitLate)}</button>
                    <button class="danger" id="forfeit-dodge" on:click=move |_| f2(ForfeitReason::DodgingPass)>{c.t(K::ForfeitDodge)}</button>
                    <button class="danger" id="forfeit-withdraw" on:click=move |_| f3(ForfeitReason::Withdrawal)>{c.t(K::ForfeitWithdraw)}</button>
                </div>
            }
        })
    };

    view! {
        <header class="bar">
            <button class="ghost" id="back" on:click=move |_| c.go(Screen::Table)>"‹"</button>
            <h2>{move || c.t(K::Penalty)}</h2>
        </header>
        <TableDrawing
            names=names
            mode=m.rules.mode
            marked=offender
            prefix="offender"
            on_tap=Callback::new(move |s| offender.set(Some(s)))
            compact=true
            centre=Signal::derive(move || c.t(K::WhoFaulted).to_owned())
        />
        <section class="preview" id="penalty-preview">{terms_view}</section>
        <div class="actions">{decisions}</div>
        <div class="faults">{faults}</div>
        <section class="card">
            <h3>{move || c.t(K::Forfeit)}</h3>
            <div class="chips">{sides}</div>
            {reasons}
        </section>
    }
    .into_any()
}
