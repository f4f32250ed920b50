//! The judge's play clock (004 §5a, §6a): one tap starts a minute (a play
//! when a block is near) or five seconds (laying the blocking tile, saying
//! "paso"); it counts down large, turns red and vibrates, where the device
//! can, at zero, when a screen reader also says the time is up (once; the
//! count itself is not read as it changes). It records nothing: these limits
//! carry no points.
//!
//! The count runs on the webview's steady clock (`performance.now()`), so
//! setting the phone's time does not move it.

use std::time::Duration;

use leptos::prelude::*;
use tranque::rules::{PLAY_LIMIT_MS, QUICK_PLAY_LIMIT_MS};

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

use super::clock::steady_ms;

/// `m:ss` of what is left of a play's limit, rounded up to the second.
pub fn play_text(ms: f64) -> String {
    let s = (ms.max(0.0) / 1000.0).ceil() as i64;
    format!("{}:{:02}", s / 60, s % 60)
}

/// The play clock of a timed match.
#[component]
pub fn PlayClock() -> impl IntoView {
    let c = ctx();
    // The steady instant the running count reaches zero.
    let deadline: RwSignal<Option<f64>> = RwSignal::new(None);
    let now = RwSignal::new(steady_ms());
    let buzzed = StoredValue::new(false);
    let said = RwSignal::new(String::new());
    if let Ok(handle) = set_interval_with_handle(
        move || {
            if deadline.get_untracked().is_some() {
                now.set(steady_ms());
            }
        },
        Duration::from_millis(100),
    ) {
        on_cleanup(move || handle.clear());
    }
    let left = move || deadline.get().map(|end| end - now.get());
    let done = move || left().is_some_and(|ms| ms <= 0.0);
    // Which buttons show changes only when the count starts or stops, not at
    // each tick: a Stop button drawn anew every 100 ms loses a tap that lands
    // between its press and its release.
    let running = Memo::new(move |_| deadline.get().is_some());
    Effect::new(move |_| {
        if done() && !buzzed.get_value() {
            buzzed.set_value(true);
            said.set(t_string!(c.i18n, a11y_play_time_up).to_owned());
            vibrate();
        }
    });
    let start = move |limit_ms: i64| {
        let at = steady_ms();
        buzzed.set_value(false);
        said.set(String::new());
        now.set(at);
        deadline.set(Some(at + limit_ms as f64));
    };
    view! {
        <div class="play-clock" id="play-clock">
            <span class="label">{move || t_string!(c.i18n, play_clock)}</span>
            {move || {
                if running.get() {
                    view! {
                        <span class="play-count" id="play-count" class:done=done>
                            {move || left().map(play_text).unwrap_or_default()}
                        </span>
                        <button class="secondary" id="play-clock-stop" on:click=move |_| deadline.set(None)>
                            {move || t_string!(c.i18n, play_clock_stop)}
                        </button>
                    }
                    .into_any()
                } else {
                    view! {
                        <button class="secondary" id="play-clock-minute" on:click=move |_| start(PLAY_LIMIT_MS)>
                            {play_text(PLAY_LIMIT_MS as f64)}
                        </button>
                        <button class="secondary" id="play-clock-seconds" on:click=move |_| start(QUICK_PLAY_LIMIT_MS)>
                            {play_text(QUICK_PLAY_LIMIT_MS as f64)}
                        </button>
                    }
                    .into_any()
                }
            }}
        </div>
        <p class="sr-only" id="play-clock-said" aria-live="assertive">{move || said.get()}</p>
    }
}

/// A buzz from the phone's vibrator (the shell's haptics on Android and
/// iOS; nothing on a desktop). A phone that cannot buzz still shows the red
/// zero.
fn vibrate() {
    leptos::task::spawn_local(async {
        let _ = api::buzz().await;
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_play_clock_shows_the_federation_s_limits() {
        assert_eq!(play_text(PLAY_LIMIT_MS as f64), "1:00");
        assert_eq!(play_text(QUICK_PLAY_LIMIT_MS as f64), "0:05");
        assert_eq!(play_text(4_001.0), "0:05");
        assert_eq!(play_text(0.5), "0:01");
        assert_eq!(play_text(-20.0), "0:00");
    }
}
