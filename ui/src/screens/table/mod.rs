//! The table: the scoreboard, who opens, the clock, the big buttons, and
//! what a screen reader hears once a hand is saved.

mod clock;
mod confirm;
mod play_clock;

use std::cell::RefCell;
use std::time::Duration;

use leptos::prelude::*;
use tranque::{Opener, Seat, Standings, Table};

use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::lang::rule_set_name;
use crate::screen::Screen;
use crate::screens::Scene;
use crate::widgets::{GoButton, Scoreboard, Sheet, TableDrawing, side_name};
use tranque_ui_shared::a11y::hand_words;

use clock::Clock;
use confirm::{Abandon, Undo};
use play_clock::PlayClock;

/// The screen of the match under way.
#[component]
pub fn TableScreen() -> impl IntoView {
    let (c, Scene { m, names, table }) = match Scene::of(None) {
        Ok(scene) => scene,
        Err(instead) => return instead,
    };
    let standings = Signal::derive(move || {
        c.current
            .with(|m| m.as_ref().map(|m| m.standings.clone()))
            .unwrap_or_else(nothing_played)
    });
    let finished = move || standings.with(Standings::is_finished);
    let preset = m.preset.clone();
    let title = move || rule_set_name(c.locale(), preset.as_deref());
    // A timed match is a federation match: its clock, and the judge's play clock.
    let clock = m.rules.time_limit_minutes.map(|minutes| {
        view! {
            <Clock id=m.id.clone() standings=standings minutes=minutes />
            <Show when=move || !finished()>
                <PlayClock />
            </Show>
        }
    });
    let has_penalties = !m.rules.penalties.is_empty();
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
    view! {
        <header class="bar">
            <button class="ghost" id="home" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(Screen::Home)>"‹"</button>
            <h1 tabindex="-1">{title}</h1>
        </header>
        <Scoreboard standings=standings table=table names=names.clone() target=m.rules.target />
        <HandSaid id=m.id.clone() standings=standings table=table names=names.clone() />
        {clock}
        <p class="notice warn" id="notice">{notice}</p>
        <OpenerSeats standings=standings table=table names=names.clone() />
        <Show
            when=move || !finished()
            fallback=move || view! {
                <button class="big" id="to-over" on:click=move |_| c.go(Screen::Over)>{t_string!(c.i18n, match_over)}</button>
            }
        >
            <div class="actions main-actions">
                <GoButton class="big action domino" id="domino" to=Screen::Domino>{move || t_string!(c.i18n, domino)}</GoButton>
                <GoButton class="big action block" id="block" to=Screen::Block>{move || t_string!(c.i18n, block)}</GoButton>
            </div>
            <div class="actions minor-actions">
                <GoButton class="action secondary" id="redeal" to=Screen::Redeal>{move || t_string!(c.i18n, redeal)}</GoButton>
                {has_penalties.then(|| view! {
                    <GoButton class="action secondary" id="penalty" to=Screen::Penalty>{move || t_string!(c.i18n, penalty)}</GoButton>
                })}
            </div>
        </Show>
        <Undo id=m.id.clone() standings=standings />
        <Sheet standings=standings table=table names=names />
        <Abandon id=m.id />
    }
    .into_any()
}

/// The table drawn with who opens the next hand marked. When the core cannot
/// tell (who holds 6-6, or the table's choice), a tap on a seat tells it.
#[component]
fn OpenerSeats(
    /// The standings, with who opens next.
    standings: Signal<Standings>,
    /// Who sits where and with whom.
    table: Table,
    /// The players' names, by seat.
    names: Vec<String>,
) -> impl IntoView {
    let c = ctx();
    let next = Memo::new(move |_| standings.with(|s| s.next_opener));
    let mode = table.mode();
    let drawn = names.clone();
    let names = StoredValue::new(names);
    let centre = Signal::derive(move || {
        names.with_value(|names| {
            let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
            match (next.get(), c.told_opener()) {
                (Opener::Seat(s), _) | (Opener::DoubleSix, Some(s)) => {
                    t_string!(c.i18n, opens, name = name(s))
                }
                (Opener::DoubleSix, None) => t_string!(c.i18n, six_opens).to_owned(),
                (Opener::Anyone, _) => t_string!(c.i18n, choose_opener).to_owned(),
                (Opener::Side(side), _) => {
                    t_string!(c.i18n, side_opens, side = side_name(&table, side, names))
                }
            }
        })
    });
    let disabled = Signal::derive(move || match next.get() {
        // The core knows the seat: nobody is to be tapped.
        Opener::Seat(_) => table.all_seats().collect(),
        opener => table
            .all_seats()
            .filter(|&s| !opener.may_open(&table, s))
            .collect(),
    });
    view! {
        <TableDrawing
            names=drawn
            mode=mode
            marked=Signal::derive(move || next.get().seat().or(c.told_opener()))
            prefix="opener"
            on_tap=Callback::new(move |s: Seat| c.tell_opener(Some(s)))
            centre=centre
            disabled=disabled
            compact=true
        />
    }
}

thread_local! {
    /// The match the table was last shown for and how many rows its sheet
    /// had then, kept while the page lives: back at the table after a hand
    /// is saved, the new row is said once. Nothing kept (the page's first
    /// load) says nothing.
    static SHOWN: RefCell<Option<(String, usize)>> = const { RefCell::new(None) };
}

/// How long the live region stays empty before it speaks: a region filled
/// as it appears is not read by every screen reader.
const SAY_AFTER: Duration = Duration::from_millis(400);

/// A live region, seen by screen readers only, that says a hand once it is
/// saved: who scores how much and the scores after it. Not at the page's
/// first load, not on a redraw, not for an undo.
#[component]
fn HandSaid(
    /// The match's id.
    id: String,
    /// The standings, with the sheet's rows.
    standings: Signal<Standings>,
    /// Who sits where and with whom.
    table: Table,
    /// The players' names, by seat.
    names: Vec<String>,
) -> impl IntoView {
    let c = ctx();
    let said = RwSignal::new(String::new());
    Effect::new(move |_| {
        let (rows, last) = standings.with(|s| (s.sheet.len(), s.sheet.last().cloned()));
        let before = SHOWN.with_borrow_mut(|shown| shown.replace((id.clone(), rows)));
        let grew = matches!(before, Some((was, count)) if was == id && rows > count);
        let words = last
            .filter(|_| grew)
            .and_then(|row| hand_words(c.i18n.get_locale_untracked(), &table, &names, &row));
        if let Some(words) = words {
            set_timeout(move || said.set(words), SAY_AFTER);
        }
    });
    view! {
        <p class="sr-only" id="hand-said" role="status" aria-live="polite">
            {move || said.get()}
        </p>
    }
}

/// The standings of a match with nothing played, for the moment before the
/// shell's answer (the match under way always has its own).
fn nothing_played() -> Standings {
    Standings {
        scores: Vec::new(),
        sheet: Vec::new(),
        next_opener: Opener::DoubleSix,
        tiebreak_due: false,
        time_up: false,
        outcome: None,
        clock: tranque::ClockState::default(),
        hands_played: 0,
        blocks_in_a_row: 0,
    }
}
