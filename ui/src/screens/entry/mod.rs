//! Domino and block: who went out or closed, what is left in each hand (pips
//! on a number pad, or the tiles themselves), the core's live preview, save.
//! The same screen corrects a past hand of the history.

mod count;
mod hands;
mod photo;
mod preview;

use leptos::prelude::*;
use tranque::{Event, HandEnd, Match, MatchSetup, Seat};

use crate::api::{self, MatchView};
use crate::ctx::{Ctx, Id, ctx};
use crate::i18n::t_string;
use crate::refusal;
use crate::screen::Screen;
use crate::screens::Scene;
use crate::widgets::TableDrawing;

use count::Count;
use hands::{FinishPicker, HandRows, Keys, OpenerPicker};
use photo::{Photo, PhotoReview};
use preview::{Preview, Verdict, save_label};

/// The correction of entry `index` of the match `id`, once the shell has
/// sent the match: a domino or a block, as it was recorded.
#[component]
pub fn EditEntry(
    /// The match's id.
    #[prop(into)]
    id: Id,
    /// The entry's index in the match's log.
    index: usize,
) -> impl IntoView {
    let sent = ctx().match_of(id);
    move || {
        let m = sent.get().flatten()?;
        let block = matches!(
            m.events.get(index).map(|e| &e.event),
            Some(Event::Hand {
                end: HandEnd::Block { .. },
                ..
            })
        );
        Some(view! { <Entry block=block edit=(m, index) /> })
    }
}

/// The entry of a hand's end; `block` picks the blocked game (else a domino).
#[component]
pub fn Entry(
    /// A blocked game rather than a domino.
    block: bool,
    /// A past hand to correct: its match and its index in the log.
    #[prop(optional)]
    edit: Option<(MatchView, usize)>,
) -> impl IntoView {
    let (c, Scene { m, names, table }) = match Scene::of(edit.as_ref().map(|(m, _)| m.clone())) {
        Ok(scene) => scene,
        Err(instead) => return instead,
    };
    let edit_at = edit.map(|(_, index)| index);
    let recorded = edit_at
        .and_then(|i| m.events.get(i))
        .map(|e| e.event.clone());
    // A correction starts from what was recorded, and is previewed against
    // the match as it stood before that hand.
    let (count, kept_opener) = match &recorded {
        Some(Event::Hand { end, opener }) => (Count::recorded(block, names.len(), end), *opener),
        _ => (Count::new(block, names.len()), None),
    };
    let game = StoredValue::new_local(game_before(&m, edit_at));
    let needs_opener = edit_at.is_none() && m.standings.next_opener.seat().is_none();
    let mode = m.rules.mode;
    // How they went out, asked only when the rules score it (one tap at most).
    let finishes = (!block && m.rules.scores_finish()).then(|| m.rules.finishes());
    let drawn = names.clone();
    let photo = Photo::new();
    let names = StoredValue::new(names);

    let verdict = Memo::new(move |_| -> Verdict {
        let end = count.end()?;
        if let Some(bad) = count.typo() {
            return Some(Err(t_string!(c.i18n, not_a_number, value = bad)));
        }
        let locale = c.locale();
        game.with_value(|g| {
            let g = g.as_ref()?;
            Some(names.with_value(|n| g.preview(&end).map_err(|e| refusal::of_rule(locale, &e, n))))
        })
    });
    let opener_missing = move || needs_opener && c.told_opener().is_none();
    let can_save =
        move || matches!(verdict.get(), Some(Ok(_))) && !opener_missing() && !c.busy.get();
    let label = move || names.with_value(|n| save_label(c, &verdict.get(), &table, n));

    let id = m.id.clone();
    let up = match edit_at {
        Some(_) => Screen::Review(id.clone()),
        None => Screen::Table,
    };
    let save = move |_| {
        let Some(end) = count.end_untracked() else {
            return;
        };
        match edit_at {
            Some(index) => correct(
                c,
                id.clone(),
                index,
                Event::Hand {
                    opener: kept_opener,
                    end,
                },
            ),
            None => {
                let opener = c.opener_to_record(needs_opener);
                let id = id.clone();
                c.record(
                    async move { api::record_hand(&id, opener, &end).await },
                    Some(Screen::Table),
                );
            }
        }
    };

    view! {
        <header class="bar">
            <button class="ghost" id="back" aria-label=move || t_string!(c.i18n, a11y_back) on:click=move |_| c.back_to(up.clone())>"‹"</button>
            <h1 tabindex="-1" class="grow">
                {move || if block { t_string!(c.i18n, block_title) } else { t_string!(c.i18n, domino_title) }}
            </h1>
            <button class="chip" id="by-pips" aria-pressed=move || (!count.by_tiles.get()).to_string() class:on=move || !count.by_tiles.get() on:click=move |_| count.by_tiles.set(false)>
                {move || t_string!(c.i18n, by_pips)}
            </button>
            <button class="chip" id="by-tiles" aria-pressed=move || (count.by_tiles.get()).to_string() class:on=move || count.by_tiles.get() on:click=move |_| count.by_tiles.set(true)>
                {move || t_string!(c.i18n, by_tiles)}
            </button>
        </header>
        <TableDrawing
            names=drawn
            mode=mode
            marked=count.who
            prefix="who"
            on_tap=Callback::new(move |s: Seat| count.pick(s, table.next_seat(s)))
            compact=true
            centre=Signal::derive(move || {
                if block { t_string!(c.i18n, who_closed).to_owned() } else { t_string!(c.i18n, who_went_out).to_owned() }
            })
        />
        <Show when=opener_missing>
            <OpenerPicker names=names />
        </Show>
        {finishes.map(|finishes| view! { <FinishPicker count=count finishes=finishes /> })}
        <HandRows count=count names=names photo=photo />
        <PhotoReview count=count photo=photo names=names />
        <section class="preview" id="preview" aria-live="polite">
            <Preview verdict=verdict block=block table=table names=names />
        </section>
        <Show when=opener_missing>
            <p class="error" id="opener-missing">{move || t_string!(c.i18n, opener_missing)}</p>
        </Show>
        <button class="big save" id="save" disabled=move || !can_save() on:click=save>
            {label}
        </button>
        <Keys count=count photo=photo />
    }
    .into_any()
}

/// The core's match as it stood before entry `edit_at` (all of it for a new
/// hand), to preview against.
fn game_before(m: &MatchView, edit_at: Option<usize>) -> Option<Match> {
    let Some(index) = edit_at else {
        return m.game();
    };
    let setup = MatchSetup {
        rules: m.rules.clone(),
        seats: m.names(),
    };
    Match::from_events(setup, m.events.iter().take(index).map(|e| e.event.clone())).ok()
}

/// Replaces entry `index` of the match `id` by `event`; once the shell has
/// counted the match again, back to its scoresheet.
fn correct(c: Ctx, id: String, index: usize, event: Event) {
    leptos::task::spawn_local(async move {
        let Some(view) = c.answered(api::replace_event(&id, index, &event).await) else {
            return;
        };
        if view.in_progress() {
            c.current.set(Some(view));
        }
        c.back_to(Screen::Review(id));
    });
}
