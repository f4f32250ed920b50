//! The tournaments on this phone, newest first, each of pairs or
//! individual, opened in its own screen; a new one (`create`);
//! a table's code read from an image, or scanned with the camera where
//! the phone has one; and a tournament taken over from another phone's file.

use leptos::prelude::*;
use leptos::task::spawn_local;
use tranque::tournament::{NextStep, TournamentMode};

use crate::api::{self, QrRead, Scan, TournamentSummary};
use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::screen::Screen;
use tranque_ui_shared::widgets::{BackBar, rows_or_none};

use crate::link;

use super::create::NewTournamentForm;
use super::handover::TakeOverButton;

/// The tournaments screen.
#[component]
pub fn Tournaments() -> impl IntoView {
    let c = ctx();
    let creating = RwSignal::new(false);
    let reading = RwSignal::new(false);
    let listed =
        LocalResource::new(move || async move { c.answered(api::list_tournaments().await) });
    let rows = move || {
        let rows = listed.get().flatten()?.into_iter().enumerate();
        let rows = rows.map(|(index, t)| view! { <TournamentRow index t /> }.into_any());
        let none = t_string!(c.i18n, tournaments_none);
        Some(rows_or_none(
            "tournament-list",
            "tournament-list",
            rows.collect(),
            "no-tournaments",
            none,
        ))
    };
    view! {
        <BackBar up=Screen::Home>{move || t_string!(c.i18n, tournaments)}</BackBar>
        <Show
            when=move || creating.get()
            fallback=move || view! {
                <button class="big" id="new-tournament" on:click=move |_| creating.set(true)>
                    {move || t_string!(c.i18n, new_tournament)}
                </button>
            }
        >
            <NewTournamentForm on_cancel=Callback::new(move |()| creating.set(false)) />
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

/// One tournament of the list: an individual one says so, counts its
/// players, and opens in its own screen.
#[component]
fn TournamentRow(index: usize, t: TournamentSummary) -> impl IntoView {
    let c = ctx();
    let individual = t.mode == TournamentMode::Individual;
    let screen = if individual {
        Screen::Individual(t.id.clone())
    } else {
        Screen::Tournament(t.id.clone())
    };
    let step = t.next_step.clone();
    let step = move || match &step {
        NextStep::Register { .. } if individual => {
            t_string!(c.i18n, tournament_list_registering_players).to_owned()
        }
        NextStep::Register { .. } => t_string!(c.i18n, tournament_list_registering).to_owned(),
        NextStep::Pair { round } if individual => {
            t_string!(c.i18n, individual_step_seat, round).to_owned()
        }
        NextStep::Pair { round } => t_string!(c.i18n, tournament_step_pair, round).to_owned(),
        NextStep::Record { round, .. } | NextStep::Close { round } => {
            t_string!(c.i18n, tournament_round, round).to_owned()
        }
    };
    let (pairs, players, rounds) = (t.pairs, t.players, t.rounds);
    let counts = move || {
        if individual {
            t_string!(c.i18n, tournament_list_players_counts, players, rounds).to_owned()
        } else {
            t_string!(c.i18n, tournament_list_counts, pairs, rounds).to_owned()
        }
    };
    let unreadable = t.unreadable;
    view! {
        <li>
            <button
                class="tournament-row"
                id=format!("tournament-{index}")
                data-mode=if individual { "individual" } else { "pairs" }
                on:click=move |_| c.go(screen.clone())
            >
                <strong>{t.name}</strong>
                {individual.then(|| view! {
                    <span class="tag">{move || t_string!(c.i18n, tournament_individual_tag)}</span>
                })}
                <span class="muted">{t.date} " · " {counts}</span>
                <span class="step">
                    {move || if unreadable { t_string!(c.i18n, tournament_unreadable).to_owned() } else { step() }}
                </span>
            </button>
        </li>
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
            c.tell(t_string!(c.i18n, qr_result_recorded).to_owned());
        }
        QrRead::SeatsResult { individual } => {
            c.go(Screen::Individual(individual.id));
            c.tell(t_string!(c.i18n, qr_result_recorded).to_owned());
        }
    }
}
