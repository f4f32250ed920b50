//! One match as its scoresheet: the result, the score chart, the sheet (a
//! match under way offers to correct or delete a past entry), the signature,
//! its export, and the scoresheet saved as a picture.

use leptos::prelude::*;

use crate::api::{self, MatchView};
use crate::ctx::{Id, ctx};
use crate::i18n::t_string;
use crate::screen::Screen;
use crate::widgets::{BackBar, SaveSheetImage};
use crate::widgets::{Chart, Sheet, SignatureInk, row_label, side_name, side_short, table_of};

/// One past (or current) match, hand by hand, loaded from the shell by id.
#[component]
pub fn Review(
    /// The match's id.
    #[prop(into)]
    id: Id,
) -> impl IntoView {
    let c = ctx();
    let sent = c.match_of(id);
    let shown = Signal::derive(move || sent.get().flatten());
    // The entry waiting for "delete it?" to be answered.
    let asking = RwSignal::new(None::<usize>);
    let delete = Action::new_local(move |&index: &usize| async move {
        let id = id.get_value();
        let Some(view) = c.answered(api::delete_event(&id, index).await) else {
            return;
        };
        if view.in_progress() {
            c.current.set(Some(view.clone()));
        }
        sent.set(Some(Some(view)));
    });
    let export = Action::new_local(move |_: &()| async move {
        c.answered(api::export_match(&id.get_value()).await)
            .unwrap_or_default()
    });
    let exported = move || export.value().get().unwrap_or_default();
    let confirm = move || {
        let index = asking.get()?;
        let label = shown.with(|m| {
            m.as_ref()?
                .standings
                .sheet
                .iter()
                .find(|r| r.event_index == index)
                .map(|r| row_label(r, c.locale()))
        });
        Some(view! {
            <div class="banner confirm">
                <span>{t_string!(c.i18n, delete_what, hand = label.unwrap_or_default())}</span>
                <button class="danger" id="delete-yes" on:click=move |_| {
                    asking.set(None);
                    delete.dispatch_local(index);
                }>{t_string!(c.i18n, yes)}</button>
                <button class="secondary" on:click=move |_| asking.set(None)>{t_string!(c.i18n, no)}</button>
            </div>
        })
    };
    view! {
        <BackBar up=Screen::History>{move || t_string!(c.i18n, scoresheet)}</BackBar>
        {confirm}
        {move || shown.get().map(|m| view! { <Scoresheet m=m asking=asking /> })}
        <button class="secondary" id="export-match" on:click=move |_| { export.dispatch_local(()); }>
            {move || t_string!(c.i18n, export)}
        </button>
        <Show when=move || !exported().is_empty()>
            <textarea class="json" id="export-text" aria-label=move || t_string!(c.i18n, a11y_match_text) readonly prop:value=exported></textarea>
        </Show>
        <SaveSheetImage id=id />
    }
}

/// The result, the chart, the sheet and the signature of a match.
#[component]
fn Scoresheet(
    /// The match.
    m: MatchView,
    /// Set to the entry the player asks to delete.
    asking: RwSignal<Option<usize>>,
) -> impl IntoView {
    let c = ctx();
    let names = m.names();
    let Some(table) = table_of(&m.rules, names.len()) else {
        return ().into_any();
    };
    let standings = m.standings.clone();
    let result = table
        .all_sides()
        .map(|s| {
            let score = standings.scores.get(s.index()).copied().unwrap_or(0);
            format!("{} {score}", side_name(&table, s, &names))
        })
        .collect::<Vec<_>>()
        .join(" — ");
    // A finished or abandoned match is a closed record: its hands are
    // shown, not offered for correction.
    let open = m.in_progress();
    let id = m.id.clone();
    let on_edit = open.then(|| Callback::new(move |i| c.go(Screen::EditHand(id.clone(), i))));
    let on_delete = open.then(|| Callback::new(move |i| asking.set(Some(i))));
    let signature = m.signed_by.clone().map(|who| {
        view! {
            <section class="card" id="review-signature">
                <p class="signed-by">{move || t_string!(c.i18n, signed_by, who = who.clone())}</p>
                {m.signature.clone().map(|ink| view! { <SignatureInk ink=ink /> })}
            </section>
        }
    });
    let sheet = standings.clone();
    // Each name opens the player's page.
    let players = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let key = tranque::name_key(name);
            let said = name.clone();
            view! {
                <button
                    class="chip"
                    id=format!("review-player-{i}")
                    aria-label=move || t_string!(c.i18n, a11y_player_page, name = said.clone())
                    on:click=move |_| c.go(Screen::Player(key.clone()))
                >
                    {name.clone()}
                </button>
            }
        })
        .collect_view();
    view! {
        <p class="headline" id="review-result">{result}</p>
        <div class="chips" role="group" aria-label=move || t_string!(c.i18n, players_of_match)>{players}</div>
        <Chart standings=standings sides=table.all_sides().map(|s| side_short(&table, s, &names)).collect() target=m.rules.target />
        <Sheet
            standings=Signal::derive(move || sheet.clone())
            table=table
            names=names
            on_delete=on_delete
            on_edit=on_edit
        />
        {signature}
    }
    .into_any()
}
