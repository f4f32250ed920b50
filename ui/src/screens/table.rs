//! The table: the scoreboard, who opens, the clock, the big buttons.

use std::time::Duration;

use leptos::prelude::*;
use tranque::{Opener, Seat};

use crate::api;
use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::routes::Screen;
use crate::widgets::{Scoreboard, Sheet, TableDrawing, row_label, side_name, table_of};

/// `mm:ss` of a duration in milliseconds.
pub fn clock_text(ms: i64) -> String {
    let s = (ms.max(0) + 999) / 1000;
    format!("{:02}:{:02}", s / 60, s % 60)
}

/// The screen of the match under way.
#[component]
pub fn TableScreen() -> impl IntoView {
    let c = ctx();
    let Some(first) = c.current.get_untracked() else {
        return ().into_any();
    };
    let id = first.id.clone();
    let names = first.names();
    let rules = first.rules.clone();
    let Some(table) = table_of(&rules, names.len()) else {
        return ().into_any();
    };
    let standings = Signal::derive(move || {
        c.current
            .get()
            .map(|m| m.standings)
            .unwrap_or_default_standings()
    });
    let next = Memo::new(move |_| standings.get().next_opener);
    let marked = Signal::derive(move || next.get().seat().or(c.told_opener()));
    let confirm_undo = RwSignal::new(false);
    let confirm_abandon = RwSignal::new(false);

    let names_c = names.clone();
    let centre = Signal::derive(move || {
        let lang_names = &names_c;
        match next.get() {
            Opener::Seat(s) => t_string!(
                c.i18n,
                opens,
                name = lang_names.get(s.index()).map_or("", |n| n)
            ),
            Opener::DoubleSix => match c.told_opener() {
                Some(s) => t_string!(
                    c.i18n,
                    opens,
                    name = lang_names.get(s.index()).map_or("", |n| n)
                ),
                None => t_string!(c.i18n, six_opens).to_owned(),
            },
            Opener::Anyone => t_string!(c.i18n, choose_opener).to_owned(),
            Opener::Side(side) => t_string!(
                c.i18n,
                side_opens,
                side = side_name(&table, side, lang_names)
            ),
        }
    });
    let disabled = Signal::derive(move || match next.get() {
        Opener::Side(side) => table
            .all_seats()
            .filter(|s| table.side_of(*s) != side)
            .collect(),
        Opener::Seat(_) => table.all_seats().collect(),
        _ => Vec::new(),
    });

    // The clock: ticks every half second; at 00:00 the shell is told, once.
    let now = RwSignal::new(js_sys::Date::now() as i64);
    if let Ok(handle) = set_interval_with_handle(
        move || now.set(js_sys::Date::now() as i64),
        Duration::from_millis(500),
    ) {
        on_cleanup(move || handle.clear());
    }
    let timed = rules.time_limit_minutes.is_some();
    let id_clock = id.clone();
    Effect::new(move |_| {
        let s = standings.get();
        let remaining = s.clock.remaining_ms(now.get());
        if remaining == Some(0) && s.clock.is_running() && !s.time_up && !c.busy.get_untracked() {
            let id = id_clock.clone();
            c.record(async move { api::clock(&id, "time_up").await }, None);
        }
    });
    let clock_action = {
        let id = id.clone();
        move |action: &'static str| {
            let id = id.clone();
            c.record(async move { api::clock(&id, action).await }, None);
        }
    };
    let clock_view = timed.then(|| {
        let start = clock_action.clone();
        let pause = clock_action.clone();
        let resume = clock_action.clone();
        let up = clock_action.clone();
        view! {
            <div class="clock-row">
                <span class="clock" id="clock" class:low=move || {
                    standings.get().clock.remaining_ms(now.get()).is_some_and(|r| r < 5 * 60_000)
                }>
                    {move || {
                        let s = standings.get();
                        let limit = s.clock.limit_ms.or(rules_limit_ms(&c));
                        let left = s.clock.remaining_ms(now.get()).or(limit).unwrap_or(0);
                        clock_text(left)
                    }}
                </span>
                {move || {
                    let s = standings.get();
                    let start = start.clone();
                    let pause = pause.clone();
                    let resume = resume.clone();
                    let up = up.clone();
                    if s.time_up || s.is_finished() {
                        ().into_any()
                    } else if s.clock.started_at_ms.is_none() {
                        // Not started here: a judge's own clock may still call time.
                        view! {
                            <button id="clock-start" on:click=move |_| start("start")>{t_string!(c.i18n, start_clock)}</button>
                            <button class="secondary" id="clock-time-up" on:click=move |_| up("time_up")>{t_string!(c.i18n, time_up_button)}</button>
                        }.into_any()
                    } else if s.clock.is_running() {
                        view! {
                            <button class="secondary icon" id="clock-pause" aria-label=move || t_string!(c.i18n, pause_clock) on:click=move |_| pause("pause")>
                                <svg viewBox="0 0 24 24" aria-hidden="true"><rect x="6" y="5" width="4" height="14" /><rect x="14" y="5" width="4" height="14" /></svg>
                            </button>
                        }.into_any()
                    } else {
                        view! {
                            <button class="icon" id="clock-resume" aria-label=move || t_string!(c.i18n, resume_clock) on:click=move |_| resume("resume")>
                                <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 5 L19 12 L7 19 Z" /></svg>
                            </button>
                        }.into_any()
                    }
                }}
            </div>
        }
    });

    let notice = move || {
        let s = standings.get();
        if s.is_finished() {
            Some(t_string!(c.i18n, match_is_over))
        } else if s.tiebreak_due {
            Some(t_string!(c.i18n, tiebreak_due))
        } else if s.time_up {
            Some(t_string!(c.i18n, time_up_finish_hand))
        } else {
            None
        }
    };

    let id_undo = id.clone();
    let undo = move |_| {
        confirm_undo.set(false);
        let id = id_undo.clone();
        c.record(async move { api::undo(&id).await }, None);
    };
    let id_abandon = id.clone();
    let abandon = move |_| {
        let id = id_abandon.clone();
        c.record(
            async move { api::abandon_match(&id).await },
            Some(Screen::Home),
        );
    };
    let last_row = move || {
        standings
            .get()
            .sheet
            .last()
            .map(|r| row_label(r, c.locale()))
            .unwrap_or_default()
    };
    let has_penalties = !rules.penalties.is_empty();
    let mode = rules.mode;
    let target = rules.target;
    let finished = move || standings.get().is_finished();

    view! {
        <header class="bar">
            <button class="ghost" id="home" on:click=move |_| c.back_to(Screen::Home)>"‹"</button>
            <h2>{first.preset.clone().unwrap_or_else(|| t_string!(c.i18n, custom).to_owned())}</h2>
        </header>
        <Scoreboard standings=standings table=table names=names.clone() target=target />
        {clock_view}
        <p class="notice" id="notice">{notice}</p>
        <TableDrawing
            names=names.clone()
            mode=mode
            marked=marked
            prefix="opener"
            on_tap=Callback::new(move |s: Seat| c.tell_opener(Some(s)))
            centre=centre
            disabled=disabled
            compact=true
        />
        <Show
            when=move || !finished()
            fallback=move || view! {
                <button class="big" id="to-over" on:click=move |_| c.go(Screen::Over)>{t_string!(c.i18n, match_over)}</button>
            }
        >
            <div class="actions main-actions">
                <button class="big action domino" id="domino" on:click=move |_| c.go(Screen::Domino)>
                    {move || t_string!(c.i18n, domino)}
                </button>
                <button class="big action block" id="block" on:click=move |_| c.go(Screen::Block)>
                    {move || t_string!(c.i18n, block)}
                </button>
            </div>
            <div class="actions minor-actions">
                <button class="action secondary" id="redeal" on:click=move |_| c.go(Screen::Redeal)>
                    {move || t_string!(c.i18n, redeal)}
                </button>
                {has_penalties.then(|| view! {
                    <button class="action secondary" id="penalty" on:click=move |_| c.go(Screen::Penalty)>
                        {move || t_string!(c.i18n, penalty)}
                    </button>
                })}
            </div>
        </Show>
        <div class="undo-row">
            <Show
                when=move || confirm_undo.get()
                fallback=move || view! {
                    <button
                        class="secondary"
                        id="undo"
                        disabled=move || standings.get().sheet.is_empty() && standings.get().clock.started_at_ms.is_none()
                        on:click=move |_| confirm_undo.set(true)
                    >
                        {move || t_string!(c.i18n, undo)}
                    </button>
                }
            >
                <span class="confirm-text">{move || t_string!(c.i18n, undo_what, hand = last_row())}</span>
                <button class="danger" id="undo-yes" on:click=undo.clone()>{move || t_string!(c.i18n, yes)}</button>
                <button class="secondary" id="undo-no" on:click=move |_| confirm_undo.set(false)>{move || t_string!(c.i18n, no)}</button>
            </Show>
        </div>
        <Sheet standings=standings table=table names=names />
        <div class="undo-row">
            <Show
                when=move || confirm_abandon.get()
                fallback=move || view! {
                    <button class="ghost" id="abandon" on:click=move |_| confirm_abandon.set(true)>{move || t_string!(c.i18n, abandon)}</button>
                }
            >
                <span class="confirm-text">{move || t_string!(c.i18n, abandon_sure)}</span>
                <button class="danger" id="abandon-yes" on:click=abandon.clone()>{move || t_string!(c.i18n, yes)}</button>
                <button class="secondary" on:click=move |_| confirm_abandon.set(false)>{move || t_string!(c.i18n, no)}</button>
            </Show>
        </div>
    }
    .into_any()
}

fn rules_limit_ms(c: &Ctx) -> Option<i64> {
    c.current
        .get()
        .and_then(|m| m.rules.time_limit_minutes)
        .map(|m| i64::from(m) * 60_000)
}

/// `Option<Standings>` with an empty fallback (the match always has one).
trait OrEmpty {
    fn unwrap_or_default_standings(self) -> tranque::Standings;
}

impl OrEmpty for Option<tranque::Standings> {
    fn unwrap_or_default_standings(self) -> tranque::Standings {
        self.unwrap_or_else(|| tranque::Standings {
            scores: Vec::new(),
            sheet: Vec::new(),
            next_opener: Opener::DoubleSix,
            tiebreak_due: false,
            time_up: false,
            outcome: None,
            clock: tranque::ClockState::default(),
            hands_played: 0,
        })
    }
}
