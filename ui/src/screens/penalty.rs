//! Penalties: the faults of the rule set with their points and clause, the
//! offended side's decision, and the forfeit of a side.

use leptos::prelude::*;
use tranque::{Decision, Fault, ForfeitReason, PenaltyRule, PenaltyTerms, Seat, Side, Table};

use crate::api;
use crate::ctx::{Id, ctx};
use crate::i18n::t_string;
use crate::lang::fault_name;
use crate::refusal;
use crate::screen::Screen;
use crate::screens::{Scene, SeatAsked};
use crate::widgets::{Chip, side_name};

/// The terms of a fault as the core sets them, or its refusal in words;
/// `None` until the offender and the fault are chosen.
type Terms = Option<Result<PenaltyTerms, String>>;

/// The penalty screen.
#[component]
pub fn Penalty() -> impl IntoView {
    let (c, Scene { m, names, table }) = match Scene::of(None) {
        Ok(scene) => scene,
        Err(instead) => return instead,
    };
    let game = StoredValue::new_local(m.game());
    let offender = RwSignal::new(None::<Seat>);
    let fault = RwSignal::new(None::<Fault>);
    let shown = StoredValue::new(names.clone());
    let terms = Memo::new(move |_| -> Terms {
        let (o, f) = (offender.get()?, fault.get()?);
        let locale = c.locale();
        game.with_value(|g| {
            let g = g.as_ref()?;
            Some(shown.with_value(|n| {
                g.penalty_terms(o, &f)
                    .map_err(|e| refusal::of_rule(locale, &e, n))
            }))
        })
    });
    // Applied, the penalty ends the hand (and records who opened it when the
    // core cannot tell); played on, the hand goes on.
    let needs_opener = m.standings.next_opener.seat().is_none();
    let id = StoredValue::new(m.id.clone());
    let decide = Callback::new(move |decision: Decision| {
        let (Some(o), Some(f)) = (offender.get_untracked(), fault.get_untracked()) else {
            return;
        };
        let opener = c.opener_to_record(needs_opener);
        let id = id.get_value();
        let command = async move { api::record_penalty(&id, o, &f, decision, opener).await };
        c.record(command, Some(Screen::Table));
    });
    view! {
        <SeatAsked question=move || t_string!(c.i18n, who_faulted).to_owned() names=names mode=m.rules.mode chosen=offender prefix="offender">
            {move || t_string!(c.i18n, penalty)}
        </SeatAsked>
        <section class="preview" id="penalty-preview">
            <TermsShown terms=terms offender=offender table=table names=shown />
        </section>
        <div class="actions">
            <Decisions terms=terms decide=decide />
        </div>
        <Faults rules=m.rules.penalties.clone() fault=fault />
        <Forfeit id=m.id table=table names=shown />
    }
    .into_any()
}

/// The faults of the rule set, each with its points and clause.
#[component]
fn Faults(
    /// The rule set's penalties.
    rules: Vec<PenaltyRule>,
    /// The fault chosen.
    fault: RwSignal<Option<Fault>>,
) -> impl IntoView {
    let c = ctx();
    let buttons = rules
        .into_iter()
        .map(|rule| {
            let id = match &rule.fault {
                Fault::Custom(_) => "custom".to_owned(),
                other => other.to_string(),
            };
            let this = StoredValue::new(rule.fault.clone());
            view! {
                <button
                    class="fault"
                    id=format!("fault-{id}")
                    aria-pressed=move || (this.with_value(|f| fault.with(|chosen| chosen.as_ref() == Some(f)))).to_string()
                    class:on=move || this.with_value(|f| fault.with(|chosen| chosen.as_ref() == Some(f)))
                    on:click=move |_| fault.set(Some(this.get_value()))
                >
                    <span class="fault-name">{move || this.with_value(|f| fault_name(f, c.locale()))}</span>
                    <span class="fault-points">{format!("−{}", rule.points)}</span>
                    <span class="fault-clause">{rule.fault.clause().unwrap_or("")}</span>
                </button>
            }
        })
        .collect_view();
    view! { <div class="faults">{buttons}</div> }
}

/// What the fault costs, and who decides.
#[component]
fn TermsShown(
    /// The terms.
    terms: Memo<Terms>,
    /// Who faulted.
    offender: RwSignal<Option<Seat>>,
    /// Who sits where and with whom.
    table: Table,
    /// The players' names, by seat.
    names: StoredValue<Vec<String>>,
) -> impl IntoView {
    let c = ctx();
    move || match terms.get() {
        None => view! { <p class="muted">{t_string!(c.i18n, tap_offender_fault)}</p> }.into_any(),
        Some(Err(e)) => view! { <p class="error">{e}</p> }.into_any(),
        Some(Ok(t)) => {
            let who = offender
                .get()
                .map(|o| names.with_value(|n| side_name(&table, table.side_of(o), n)))
                .unwrap_or_default();
            let line = if t.warning {
                t_string!(c.i18n, only_warning).to_owned()
            } else {
                t_string!(c.i18n, points_off, points = t.points.to_string(), who = who)
            };
            let decide = if t.pcd {
                t_string!(c.i18n, opponents_decide)
            } else {
                ""
            };
            let opener = if t.keeps_opener {
                t_string!(c.i18n, keeps_opener)
            } else {
                ""
            };
            view! {
                <p class="headline" id="penalty-terms">{line}</p>
                <p class="reason">{decide}</p>
                <p class="reason">{opener}</p>
            }
            .into_any()
        }
    }
}

/// The offended side's decision (apply and reshuffle, or play on), or the
/// points deducted.
#[component]
fn Decisions(
    /// The terms.
    terms: Memo<Terms>,
    /// What a decision does.
    decide: Callback<Decision>,
) -> impl IntoView {
    let c = ctx();
    move || {
        match terms.get() {
        Some(Ok(t)) if t.pcd => view! {
            <button class="big danger" id="pen-apply" on:click=move |_| decide.run(Decision::Apply)>{t_string!(c.i18n, apply_reshuffle)}</button>
            <button class="big secondary" id="pen-play-on" on:click=move |_| decide.run(Decision::PlayOn)>{t_string!(c.i18n, play_on)}</button>
        }
        .into_any(),
        Some(Ok(_)) => view! {
            <button class="big danger" id="pen-deduct" on:click=move |_| decide.run(Decision::Deduct)>{t_string!(c.i18n, deduct)}</button>
        }
        .into_any(),
        _ => ().into_any(),
    }
    }
}

/// A side forfeits: which, then why.
#[component]
fn Forfeit(
    /// The match's id.
    #[prop(into)]
    id: Id,
    /// Who sits where and with whom.
    table: Table,
    /// The players' names, by seat.
    names: StoredValue<Vec<String>>,
) -> impl IntoView {
    let c = ctx();
    let side = RwSignal::new(None::<Side>);
    let forfeit = move |reason: ForfeitReason| {
        let Some(loser) = side.get_untracked() else {
            return;
        };
        let id = id.get_value();
        c.record(
            async move { api::record_forfeit(&id, loser, reason).await },
            Some(Screen::Table),
        );
    };
    let sides = table
        .all_sides()
        .map(|s| {
            let label = names.with_value(|n| side_name(&table, s, n));
            view! {
                <Chip id=format!("forfeit-{}", s.0) on=Signal::derive(move || side.get() == Some(s)) choose=move |()| side.set(Some(s))>
                    {label}
                </Chip>
            }
        })
        .collect_view();
    let reasons = move || {
        side.get().map(|_| {
            view! {
                <div class="chips">
                    <button class="danger" id="forfeit-late" on:click=move |_| forfeit(ForfeitReason::LateArrival)>{t_string!(c.i18n, forfeit_late)}</button>
                    <button class="danger" id="forfeit-dodge" on:click=move |_| forfeit(ForfeitReason::DodgingPass)>{t_string!(c.i18n, forfeit_dodge)}</button>
                    <button class="danger" id="forfeit-withdraw" on:click=move |_| forfeit(ForfeitReason::Withdrawal)>{t_string!(c.i18n, forfeit_withdraw)}</button>
                </div>
            }
        })
    };
    view! {
        <section class="card">
            <h3>{move || t_string!(c.i18n, forfeit)}</h3>
            <div class="chips">{sides}</div>
            {reasons}
        </section>
    }
}
