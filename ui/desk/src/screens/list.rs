//! The tournaments on this phone, newest first; a new one (its name, its
//! rule set among the presets — the federation's first — and its target);
//! a table's code read from an image, or scanned with the camera where
//! the phone has one; and a tournament taken over from another phone's file.

use leptos::prelude::*;
use leptos::task::spawn_local;
use tranque::tournament::NextStep;
use tranque::{Mode, Preset};

use crate::api::{self, QrRead, Scan, TournamentSummary};
use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::lang::rule_set_name;
use crate::screen::Screen;

use crate::link;

use super::handover::TakeOverButton;

/// The presets a tournament offers: the federation's first.
pub fn tournament_presets() -> Vec<Preset> {
    let mut presets = vec![Preset::PrFederacion];
    presets.extend(
        Preset::ALL
            .into_iter()
            .filter(|p| *p != Preset::PrFederacion),
    );
    presets
}

/// The phone's calendar day, `YYYY-MM-DD`.
fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

/// The tournaments screen.
#[component]
pub fn Tournaments() -> impl IntoView {
    let c = ctx();
    let creating = RwSignal::new(false);
    let reading = RwSignal::new(false);
    let listed =
        LocalResource::new(move || async move { c.answered(api::list_tournaments().await) });
    let rows = move || {
        let list = listed.get().flatten()?;
        Some(if list.is_empty() {
            view! { <p class="muted" id="no-tournaments">{t_string!(c.i18n, tournaments_none)}</p> }
                .into_any()
        } else {
            view! {
                <ul class="tournament-list" id="tournament-list">
                    {list
                        .into_iter()
                        .enumerate()
                        .map(|(index, t)| view! { <TournamentRow index t /> })
                        .collect_view()}
                </ul>
            }
            .into_any()
        })
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(Screen::Home)>"‹"</button>
            <h1 tabindex="-1">{move || t_string!(c.i18n, tournaments)}</h1>
        </header>
        <Show
            when=move || creating.get()
            fallback=move || view! {
                <button class="big" id="new-tournament" on:click=move |_| creating.set(true)>
                    {move || t_string!(c.i18n, new_tournament)}
                </button>
            }
        >
            <NewTournament on_cancel=Callback::new(move |()| creating.set(false)) />
        </Show>
        <Show
            when=move || reading.get()
            fallback=move || view! {
                <button class="big secondary" id="read-qr" on:click=move |_| read_qr(c, reading)>
                    {move || t_string!(c.i18n, read_qr)}
                </button>
            }
        >
            <p class="notice" id="reading-qr" role="status">{move || t_string!(c.i18n, reading_qr)}</p>
            <button class="big secondary" id="cancel-qr-read" on:click=move |_| cancel_qr_read()>
                {move || t_string!(c.i18n, reading_qr_cancel)}
            </button>
        </Show>
        <ScanQr />
        <TakeOverButton />
        {rows}
    }
}

/// One tournament of the list.
#[component]
fn TournamentRow(index: usize, t: TournamentSummary) -> impl IntoView {
    let c = ctx();
    let id = t.id.clone();
    let step = t.next_step.clone();
    let step = move || match &step {
        NextStep::Register { .. } => t_string!(c.i18n, tournament_list_registering).to_owned(),
        NextStep::Pair { round } => {
            t_string!(c.i18n, tournament_step_pair, round = round.to_string()).to_owned()
        }
        NextStep::Record { round, .. } | NextStep::Close { round } => {
            t_string!(c.i18n, tournament_round, round = round.to_string()).to_owned()
        }
    };
    let (pairs, rounds) = (t.pairs.to_string(), t.rounds.to_string());
    let unreadable = t.unreadable;
    view! {
        <li>
            <button class="tournament-row" id=format!("tournament-{index}") on:click=move |_| c.go(Screen::Tournament(id.clone()))>
                <strong>{t.name}</strong>
                <span class="muted">
                    {t.date} " · "
                    {move || t_string!(c.i18n, tournament_list_counts, pairs = pairs.clone(), rounds = rounds.clone())}
                </span>
                <span class="step">
                    {move || if unreadable { t_string!(c.i18n, tournament_unreadable).to_owned() } else { step() }}
                </span>
            </button>
        </li>
    }
}

/// The new-tournament form.
#[component]
fn NewTournament(on_cancel: Callback<()>) -> impl IntoView {
    let c = ctx();
    let name = RwSignal::new(String::new());
    let preset = RwSignal::new(Preset::PrFederacion);
    let target = RwSignal::new(Preset::PrFederacion.rules(Mode::Pairs).target.to_string());
    let choose = move |p: Preset| {
        preset.set(p);
        target.set(p.rules(Mode::Pairs).target.to_string());
    };
    let chips = tournament_presets()
        .into_iter()
        .map(|p| {
            view! {
                <button
                    class="chip preset"
                    id=format!("preset-{}", p.id())
                    aria-pressed=move || (preset.get() == p).to_string()
                    class:on=move || preset.get() == p
                    on:click=move |_| choose(p)
                >
                    {move || rule_set_name(c.locale(), Some(p.id()))}
                </button>
            }
        })
        .collect_view();
    let create = move |_| {
        let p = preset.get_untracked();
        let mut rules = p.rules(Mode::Pairs);
        let typed = target.get_untracked();
        match typed.trim().parse() {
            Ok(points) => rules.target = points,
            Err(_) => {
                c.say(t_string!(c.i18n, bad_target, value = typed).to_owned());
                return;
            }
        }
        let name = name.get_untracked().trim().to_owned();
        if c.busy.get_untracked() {
            return;
        }
        c.busy.set(true);
        spawn_local(async move {
            let answer = api::new_tournament(&name, &today(), Some(p.id()), &rules).await;
            c.busy.set(false);
            if let Some(view) = c.answered(answer) {
                c.go(Screen::Tournament(view.id));
            }
        });
    };
    view! {
        <section class="card new-tournament" id="new-tournament-form">
            <h3>{move || t_string!(c.i18n, new_tournament)}</h3>
            <label class="label" for="tournament-name">{move || t_string!(c.i18n, tournament_name)}</label>
            <input
                type="text"
                id="tournament-name"
                prop:value=move || name.get()
                on:input=move |ev| name.set(event_target_value(&ev))
            />
            <span class="label">{move || t_string!(c.i18n, rule_set)}</span>
            <div class="chips">{chips}</div>
            <label class="label" for="tournament-target">{move || t_string!(c.i18n, target)}</label>
            <input
                type="text"
                inputmode="numeric"
                id="tournament-target"
                prop:value=move || target.get()
                on:input=move |ev| target.set(event_target_value(&ev))
            />
            <div class="actions wide-first">
                <button class="big" id="create-tournament" on:click=create>
                    {move || t_string!(c.i18n, create_tournament)}
                </button>
                <button class="big secondary" id="cancel-tournament" on:click=move |_| on_cancel.run(())>
                    {move || t_string!(c.i18n, typed_cancel)}
                </button>
            </div>
        </section>
    }
}

/// "Scan a code with the camera", where the phone has a scanner (Android,
/// iOS): the code's text does what a picture's code would.
#[component]
fn ScanQr() -> impl IntoView {
    let c = ctx();
    let features = LocalResource::new(api::phone_features);
    move || {
        features.get().filter(|f| f.scanner).map(|_| {
            view! {
                <button class="big secondary" id="scan-qr" on:click=move |_| scan_qr(c)>
                    {move || t_string!(c.i18n, scan_qr)}
                </button>
            }
        })
    }
}

/// Scans a table's code with the camera and does what it says; a cancelled
/// scan changes nothing, a camera that may not be used is said in words.
fn scan_qr(c: Ctx) {
    spawn_local(async move {
        match api::scan_qr().await {
            Scan::Read(text) => {
                if let Some(read) = c.answered(api::read_qr_text(&text).await) {
                    follow(c, read);
                }
            }
            Scan::Cancelled => {}
            Scan::Refused => c.say(t_string!(c.i18n, scan_refused).to_owned()),
        }
    });
}

/// Reads a table's code from an image: a "start" code starts the table's
/// match here, a result goes into its tournament. `reading` is set while
/// the shell reads (the screen offers to stop it then); a reading stopped
/// changes nothing, like a cancelled dialog.
pub fn read_qr(c: Ctx, reading: RwSignal<bool>) {
    reading.set(true);
    spawn_local(async move {
        let answer = api::read_qr_file().await;
        reading.set(false);
        if let Some(Some(read)) = c.answered(answer) {
            follow(c, read);
        }
    });
}

/// Stops the picture being read; `read_qr` then answers as if cancelled.
fn cancel_qr_read() {
    spawn_local(async move {
        let _ = api::cancel_qr_read().await;
    });
}

/// Goes where a code read leads: the match it started, or the tournament
/// its result went into.
fn follow(c: Ctx, read: QrRead) {
    match read {
        QrRead::Start { game } => {
            link::remember(&game.id, None);
            c.follow_opener(&game);
            c.current.set(Some(game));
            c.go(Screen::Table);
        }
        QrRead::Result { tournament } => {
            c.go(Screen::Tournament(tournament.id));
            c.say(t_string!(c.i18n, qr_result_recorded).to_owned());
        }
        QrRead::SeatsResult { individual } => {
            c.go(Screen::Tournament(individual.id));
            c.say(t_string!(c.i18n, qr_result_recorded).to_owned());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_federations_rules_come_first_and_every_preset_is_offered_once() {
        let presets = tournament_presets();
        assert_eq!(presets[0], Preset::PrFederacion);
        assert_eq!(presets.len(), Preset::ALL.len());
        for p in Preset::ALL {
            assert_eq!(presets.iter().filter(|q| **q == p).count(), 1, "{p:?}");
        }
    }
}
