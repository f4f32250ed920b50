//! The federation clock: the time left, ticking every half second; start,
//! pause, resume, or time called by a judge's own clock. At 00:00 the shell
//! is told, once, and a screen reader says the time is up, once (the ticking
//! digits are not read as they change).
//!
//! The time is the shell's match clock, read as the screen opens and every
//! ten seconds, carried forward between readings by the webview's steady
//! clock (`performance.now()`): setting the phone's time neither stops the
//! count nor calls time early.

use std::time::Duration;

use leptos::prelude::*;
use tranque::{MINUTE_MS, Standings};

use crate::api;
use crate::ctx::{Id, ctx};
use crate::i18n::t_string;

/// `mm:ss` of a duration in milliseconds.
pub fn clock_text(ms: i64) -> String {
    let s = (ms.max(0) + 999) / 1000;
    format!("{:02}:{:02}", s / 60, s % 60)
}

/// The clock of a timed match.
#[component]
pub fn Clock(
    /// The match's id.
    #[prop(into)]
    id: Id,
    /// The standings, with the clock's state.
    standings: Signal<Standings>,
    /// The rules' time limit in minutes.
    minutes: u32,
) -> impl IntoView {
    let c = ctx();
    // The shell's reading and the webview's steady time when it arrived.
    let reading: RwSignal<Option<(i64, f64)>> = RwSignal::new(None);
    let steady = RwSignal::new(steady_ms());
    let read = move || {
        let id = id.get_value();
        leptos::task::spawn_local(async move {
            if let Ok(ms) = api::clock_now(&id).await {
                reading.set(Some((ms, steady_ms())));
            }
        });
    };
    read();
    let ticks = StoredValue::new(0u32);
    if let Ok(handle) = set_interval_with_handle(
        move || {
            steady.set(steady_ms());
            ticks.update_value(|n| *n = n.wrapping_add(1));
            if ticks.get_value().is_multiple_of(20) {
                read();
            }
        },
        Duration::from_millis(500),
    ) {
        on_cleanup(move || handle.clear());
    }
    // Read again after every clock event, so the count follows the shell's.
    Effect::new(move |_| {
        standings.with(|s| s.clock.last_ms);
        read();
    });
    // Now on the clock's timeline; until the first reading, the instant of
    // its last event.
    let now = Signal::derive(move || match reading.get() {
        Some((ms, at)) => ms + (steady.get() - at) as i64,
        None => standings.with(|s| s.clock.last_ms.unwrap_or(0)),
    });
    let act = move |action: &'static str| {
        let id = id.get_value();
        c.record(async move { api::clock(&id, action).await }, None);
    };
    Effect::new(move |_| {
        let s = standings.get();
        let remaining = s.clock.remaining_ms(now.get());
        if reading.with(Option::is_some)
            && remaining == Some(0)
            && s.clock.is_running()
            && !s.time_up
            && !c.busy.get_untracked()
        {
            act("time_up");
        }
    });
    // The time's end, said once when the time is called while the clock is
    // shown; a match whose time was up before the screen opened says nothing.
    let said = RwSignal::new(String::new());
    Effect::new(move |was_up: Option<bool>| {
        let up = standings.with(|s| s.time_up);
        if was_up == Some(false) && up {
            said.set(t_string!(c.i18n, time_up_finish_hand).to_owned());
        }
        up
    });
    let left = move || {
        let s = standings.get();
        let limit = s.clock.limit_ms.unwrap_or(i64::from(minutes) * MINUTE_MS);
        clock_text(s.clock.remaining_ms(now.get()).unwrap_or(limit))
    };
    let low = move || {
        standings
            .get()
            .clock
            .remaining_ms(now.get())
            .is_some_and(|r| r < 5 * MINUTE_MS)
    };
    let buttons = move || {
        let s = standings.get();
        if s.time_up || s.is_finished() {
            ().into_any()
        } else if s.clock.started_at_ms.is_none() {
            // Not started here: a judge's own clock may still call time.
            view! {
                <button id="clock-start" on:click=move |_| act("start")>{t_string!(c.i18n, start_clock)}</button>
                <button class="secondary" id="clock-time-up" on:click=move |_| act("time_up")>{t_string!(c.i18n, time_up_button)}</button>
            }
            .into_any()
        } else if s.clock.is_running() {
            view! {
                <button class="secondary icon" id="clock-pause" aria-label=move || t_string!(c.i18n, pause_clock) on:click=move |_| act("pause")>
                    <svg viewBox="0 0 24 24" aria-hidden="true"><rect x="6" y="5" width="4" height="14" /><rect x="14" y="5" width="4" height="14" /></svg>
                </button>
            }
            .into_any()
        } else {
            view! {
                <button class="icon" id="clock-resume" aria-label=move || t_string!(c.i18n, resume_clock) on:click=move |_| act("resume")>
                    <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M7 5 L19 12 L7 19 Z" /></svg>
                </button>
            }
            .into_any()
        }
    };
    view! {
        <div class="clock-row">
            <span class="clock" id="clock" class:low=low>{left}</span>
            {buttons}
        </div>
        <p class="sr-only" id="clock-said" aria-live="assertive">{move || said.get()}</p>
    }
}

/// The webview's steady clock, in milliseconds since the page loaded
/// (the play clock's too).
pub(super) fn steady_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_rounds_up_to_the_second() {
        assert_eq!(clock_text(35 * 60_000), "35:00");
        assert_eq!(clock_text(1), "00:01");
        assert_eq!(clock_text(-5), "00:00");
    }
}
