//! A round's heading, and what its table cards show and offer in either
//! mode, who sits at them and their results aside: where the table stands,
//! its two sides facing each other and why they meet, what the director can do
//! from it — start its match here, go back to it, take its result, type
//! or correct the paper scoresheet, import the table's match file, show or
//! save the code the table's phone scans — and the code once shown.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::link;
use crate::screen::Screen;

use super::sheets::Sheets;
use super::shown::{Shown, Tables};
use super::typed::TypedForm;
use super::why::{Explain, Explained, Why};

/// Where a table stands, as its card names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Nothing started, no result.
    ToPlay,
    /// Its match, started on this phone, is under way.
    Playing,
    /// Its match, played on this phone, is over: its result can be taken.
    Played,
    /// The result is in.
    ResultIn,
    /// A result arrived that differs from the one recorded.
    Conflict,
}

impl Stage {
    /// Its name on the page (`data-state`, the state's class).
    pub fn name(self) -> &'static str {
        match self {
            Stage::ToPlay => "to-play",
            Stage::Playing => "playing",
            Stage::Played => "played",
            Stage::ResultIn => "result-in",
            Stage::Conflict => "conflict",
        }
    }
}

/// The round under way (or the last one), in either mode: its heading, who
/// sits it out (`out`) and why, a card a table (`card`, given the round,
/// the table and whether the round is closed), and its paperwork. The
/// cards are drawn again only when the round's number, whether it is
/// closed or its tables change, each card following its own table.
pub fn round_section<V: Explain, O: IntoView + 'static, C: IntoView + 'static>(
    shown: Shown<V>,
    out: impl Fn() -> O + Copy + Send + Sync + 'static,
    card: impl Fn(u32, V::Table, bool) -> C + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let round = Memo::new(move |_| shown.with(V::round_now).flatten());
    move || {
        let (number, closed, tables, has_out) = round.get()?;
        let cards = tables.into_iter().map(move |at| card(number, at, closed));
        Some(view! {
            <section class="round" id=format!("round-{number}")>
                <RoundHead number=number closed=closed />
                {has_out.then(|| view! { {out} <Why shown=shown round=number what=Explained::Out /> })}
                {cards.collect_view()}
                <Sheets tournament=shown.id round=number />
            </section>
        })
    }
}

/// A round's heading: its number, and "closed" once it is.
#[component]
fn RoundHead(number: u32, closed: bool) -> impl IntoView {
    let c = ctx();
    view! {
        <h3>
            {move || t_string!(c.i18n, tournament_round, round = number)}
            {closed.then(|| view! { <span class="tag">{move || t_string!(c.i18n, tournament_round_closed)}</span> })}
        </h3>
    }
}

/// A table's card, in either mode: its head, its two sides facing each
/// other and why they meet, `children` (its result), what the director can
/// do from it, its code, and while its paper scoresheet is typed its form.
#[component]
pub fn TableCard<V: Explain>(
    /// The tournament.
    shown: Shown<V>,
    /// The round.
    round: u32,
    /// The table and who sits at it.
    at: V::Table,
    /// The round is closed: nothing more to do at its tables.
    closed: bool,
    /// Where the table stands.
    stage: Signal<Stage>,
    /// Its two sides, the first first.
    sides: [AnyView; 2],
    /// Its result.
    children: Children,
) -> impl IntoView {
    let c = ctx();
    let table = V::table_number(&at);
    let [first, second] = sides;
    let tables = shown.tables();
    let take = Callback::new(move |()| {
        shown.change(c, V::take(shown.id(), round, table), || {});
    });
    let import = Callback::new(move |()| {
        shown.apply(c, V::import(shown.id(), round, table), || {});
    });
    let typing = move || {
        (!closed && shown.typing.get() == Some(table))
            .then(|| view! { <TypedForm shown=shown round=round at=at /> })
    };
    view! {
        <article class="card table-card" id=format!("table-{table}") data-state=move || stage.get().name()>
            <TableHead table=table stage=stage />
            <p class="pairs-at">{first} <span class="vs">"×"</span> {second}</p>
            <Why shown=shown round=round what=Explained::Table(table) />
            {children()}
            <TableActions tables=tables round=round table=table stage=stage closed=closed take=take import=import />
            <TableCode tables=tables table=table />
            {typing}
        </article>
    }
}

/// The card's head: the table's number and where it stands.
#[component]
fn TableHead(table: u32, stage: Signal<Stage>) -> impl IntoView {
    let c = ctx();
    let words = move || match stage.get() {
        Stage::ToPlay => t_string!(c.i18n, table_state_to_play),
        Stage::Playing => t_string!(c.i18n, table_state_playing),
        Stage::Played => t_string!(c.i18n, table_state_played),
        Stage::ResultIn => t_string!(c.i18n, table_state_result_in),
        Stage::Conflict => t_string!(c.i18n, table_state_conflict),
    };
    view! {
        <header class="table-head">
            <h3>{move || t_string!(c.i18n, tournament_table, table)}</h3>
            <span class=move || format!("state {}", stage.get().name()) id=format!("table-{table}-state")>
                {words}
            </span>
        </header>
    }
}

/// What the director can do from a table, as it stands: nothing once the
/// round is closed or while its sheet is typed; a result in is corrected;
/// otherwise its match here (started, gone back to, its result taken) and
/// the other ways a result arrives.
#[component]
fn TableActions(
    tables: Tables,
    round: u32,
    table: u32,
    stage: Signal<Stage>,
    /// The round is closed.
    closed: bool,
    /// Takes the result of the match played here.
    take: Callback<()>,
    /// Reads the table phone's match file.
    import: Callback<()>,
) -> impl IntoView {
    let c = ctx();
    move || {
        if closed || tables.typing.get() == Some(table) {
            return None;
        }
        let main = match stage.get() {
            Stage::ResultIn | Stage::Conflict => {
                return Some(
                    view! {
                        <button class="secondary wide" id=format!("table-{table}-correct") on:click=move |_| tables.typing.set(Some(table))>
                            {move || t_string!(c.i18n, table_correct)}
                        </button>
                    }
                    .into_any(),
                );
            }
            Stage::ToPlay => view! { <StartHere tables=tables round=round table=table /> }.into_any(),
            Stage::Playing => view! {
                <button class="wide" id=format!("table-{table}-resume") on:click=move |_| c.go(Screen::Table)>
                    {move || t_string!(c.i18n, table_resume)}
                </button>
            }
            .into_any(),
            Stage::Played => view! {
                <button class="wide" id=format!("table-{table}-from-match") on:click=move |_| take.run(())>
                    {move || t_string!(c.i18n, table_from_match)}
                </button>
            }
            .into_any(),
        };
        Some(
            view! {
                {main}
                <OtherWays tables=tables round=round table=table import=import />
            }
            .into_any(),
        )
    }
}

/// "Play it here": the table's match starts on this phone, its sides in
/// their seats.
#[component]
fn StartHere(tables: Tables, round: u32, table: u32) -> impl IntoView {
    let c = ctx();
    let start = move |_| {
        if c.busy.get_untracked() {
            return;
        }
        c.busy.set(true);
        let id = tables.id.get_value();
        spawn_local(async move {
            let answer = api::start_table_match(&id, round, table).await;
            c.busy.set(false);
            let Some(game) = c.answered(answer) else {
                return;
            };
            link::remember(&game.id, Some(&id));
            c.follow_opener(&game);
            c.current.set(Some(game));
            c.go(Screen::Table);
        });
    };
    view! {
        <button class="wide" id=format!("table-{table}-start") on:click=start>
            {move || t_string!(c.i18n, table_start_here)}
        </button>
    }
}

/// The ways a result arrives from elsewhere, and the table's code.
#[component]
fn OtherWays(tables: Tables, round: u32, table: u32, import: Callback<()>) -> impl IntoView {
    let c = ctx();
    let show_qr = move |_| {
        let id = tables.id.get_value();
        spawn_local(async move {
            if let Some(code) = c.answered(api::table_qr(&id, round, table).await) {
                tables.qr.set(Some((table, code)));
            }
        });
    };
    let save_qr = move |_| {
        let id = tables.id.get_value();
        spawn_local(async move {
            if let Some(Some(saved)) = c.answered(api::save_table_qr(&id, round, table).await) {
                c.tell(t_string!(c.i18n, table_qr_saved, file = saved.file).to_owned());
            }
        });
    };
    view! {
        <div class="table-actions">
            <button class="secondary" id=format!("table-{table}-type") on:click=move |_| tables.typing.set(Some(table))>
                {move || t_string!(c.i18n, table_type_sheet)}
            </button>
            <button class="secondary" id=format!("table-{table}-import") on:click=move |_| import.run(())>
                {move || t_string!(c.i18n, table_import_file)}
            </button>
            <button class="secondary" id=format!("table-{table}-qr") on:click=show_qr>
                {move || t_string!(c.i18n, table_show_qr)}
            </button>
            <button class="secondary" id=format!("table-{table}-save-qr") on:click=save_qr>
                {move || t_string!(c.i18n, table_save_qr)}
            </button>
        </div>
    }
}

/// The table's start code, once shown, with the button that hides it.
#[component]
fn TableCode(tables: Tables, table: u32) -> impl IntoView {
    let c = ctx();
    move || {
        tables.qr.with(|qr| {
            let (_, code) = qr.as_ref().filter(|(t, _)| *t == table)?;
            let svg = code.svg.clone();
            Some(view! {
                <figure class="qr" id=format!("table-{table}-qr-code")>
                    <div class="qr-code" role="img" aria-label=move || t_string!(c.i18n, a11y_qr) inner_html=svg></div>
                    <figcaption>{move || t_string!(c.i18n, table_qr_caption)}</figcaption>
                </figure>
                <button class="secondary wide" id=format!("table-{table}-qr-close") on:click=move |_| tables.qr.set(None)>
                    {move || t_string!(c.i18n, table_qr_close)}
                </button>
            })
        })
    }
}
