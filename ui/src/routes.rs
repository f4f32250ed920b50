//! The screens, and which one is shown.

use leptos::prelude::*;

use crate::api::MatchView;
use crate::ctx::ctx;
use crate::screens;

/// Which screen is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Screen {
    /// Resume, new match, history, statistics, settings.
    Home,
    /// Rule set, players, target.
    Setup,
    /// The scoreboard and the big buttons.
    Table,
    /// A domino: who went out, the pips left.
    Domino,
    /// A blocked game: the count.
    Block,
    /// The doubles check before play.
    Redeal,
    /// Faults and forfeits.
    Penalty,
    /// The winner, the sheet, the signature.
    Over,
    /// Past matches.
    History,
    /// One past match, hand by hand.
    Review(String),
    /// Per player and partnership.
    Stats,
    /// Correcting a past hand: its match and its index in the log.
    EditHand(Box<MatchView>, usize),
}

/// The screen of the moment.
#[component]
pub fn Screens() -> impl IntoView {
    let c = ctx();
    move || match c.screen.get() {
        Screen::Home => screens::home::Home().into_any(),
        Screen::Setup => screens::setup::Setup().into_any(),
        Screen::Table => screens::table::TableScreen().into_any(),
        Screen::Domino => screens::entry::Entry(screens::entry::EntryProps {
            block: false,
            edit: None,
        })
        .into_any(),
        Screen::Block => screens::entry::Entry(screens::entry::EntryProps {
            block: true,
            edit: None,
        })
        .into_any(),
        Screen::Redeal => screens::redeal::Redeal().into_any(),
        Screen::Penalty => screens::penalty::Penalty().into_any(),
        Screen::Over => screens::over::Over().into_any(),
        Screen::History => screens::history::History().into_any(),
        Screen::Review(id) => {
            screens::history::Review(screens::history::ReviewProps { id }).into_any()
        }
        Screen::Stats => screens::stats::Stats().into_any(),
        Screen::EditHand(m, index) => {
            let block = matches!(
                m.events.get(index).map(|e| &e.event),
                Some(tranque::Event::Hand {
                    end: tranque::HandEnd::Block { .. },
                    ..
                })
            );
            screens::entry::Entry(screens::entry::EntryProps {
                block,
                edit: Some((*m, index)),
            })
            .into_any()
        }
    }
}
