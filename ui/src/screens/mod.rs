//! The screens, one module each.

pub mod entry;
pub mod home;
pub mod over;
pub mod penalty;
pub mod redeal;
pub mod setup;
pub mod table;

use leptos::prelude::*;
use tranque::{Mode, Seat, Table};

use crate::api::MatchView;
use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::screen::Screen;
use crate::widgets::{BackBar, TableDrawing, table_of};

/// A screen of the match under way: shown once the shell has said which
/// match that is (at start, or on a reload of the screen's path); when there
/// is none, "no match under way" and the way home.
#[component]
pub fn UnderWay<F, V>(
    /// The screen.
    screen: F,
) -> impl IntoView
where
    F: Fn() -> V + Send + Sync + 'static,
    V: IntoView + 'static,
{
    let c = ctx();
    let under_way = Memo::new(move |_| c.current.with(Option::is_some));
    move || {
        if under_way.get() {
            screen().into_any()
        } else if c.loaded.get() {
            view! {
                <header class="bar">
                    <h1 class="muted" id="no-match" tabindex="-1">{move || t_string!(c.i18n, no_match)}</h1>
                </header>
                <button class="big" id="no-match-home" on:click=move |_| c.back_to(Screen::Home)>
                    {move || t_string!(c.i18n, home)}
                </button>
            }
            .into_any()
        } else {
            ().into_any()
        }
    }
}

/// What a screen about one match starts from: the match, its players'
/// names (by seat) and its table.
pub struct Scene {
    /// The match, as the shell last confirmed it.
    pub m: MatchView,
    /// The players' names, by seat.
    pub names: Vec<String>,
    /// Who sits where and with whom.
    pub table: Table,
}

impl Scene {
    /// The scene of `m`, or of the match under way when `m` is `None`; when
    /// there is none, the view to show instead ("no match under way").
    pub fn of(m: Option<MatchView>) -> Result<(Ctx, Scene), AnyView> {
        let c = ctx();
        let Some(m) = m.or_else(|| c.current.get_untracked()) else {
            return Err(view! {
                <header class="bar">
                    <h1 tabindex="-1">{move || t_string!(c.i18n, no_match)}</h1>
                </header>
            }
            .into_any());
        };
        let names = m.names();
        let Some(table) = table_of(&m.rules, names.len()) else {
            return Err(().into_any());
        };
        Ok((c, Scene { m, names, table }))
    }
}

/// The top of a screen that starts by asking for a seat (who faulted, who
/// shows a hand): the bar back to the table with the screen's heading
/// (`children`), and the table drawn small with the question in its centre,
/// a tap on a seat choosing it.
#[component]
pub fn SeatAsked(
    /// The question in the table's centre.
    #[prop(into)]
    question: Signal<String>,
    /// The players' names, by seat.
    names: Vec<String>,
    /// Pairs or individual.
    mode: Mode,
    /// The seat chosen.
    chosen: RwSignal<Option<Seat>>,
    /// The id prefix of the seat buttons.
    prefix: &'static str,
    /// The screen's heading.
    children: Children,
) -> impl IntoView {
    view! {
        <BackBar up=Screen::Table>{children()}</BackBar>
        <TableDrawing
            names=names
            mode=mode
            marked=chosen
            prefix=prefix
            on_tap=Callback::new(move |s| chosen.set(Some(s)))
            compact=true
            centre=question
        />
    }
}
