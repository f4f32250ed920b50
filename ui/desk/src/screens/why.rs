//! Why a table's pairs meet, and why a pair sits out: a disclosure under
//! the table (or the bye) that asks the core's explanation of the round when
//! opened and says each reason in words.

use leptos::prelude::*;
use tranque::tournament::{ByeReason, RoundExplanation, Seed, TableReason};

use crate::api;
use crate::ctx::ctx;
use crate::i18n::t_string;

use super::shown::desk;

/// What a disclosure explains: one table, or the bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explained {
    /// A table of the round.
    Table(u32),
    /// The round's bye.
    Bye,
}

/// "Why these pairs meet" (or "Why this pair sits out"): opened, it loads
/// the round's explanation once and lists the reasons.
#[component]
pub fn Why(
    /// The round.
    round: u32,
    /// The table, or the bye.
    what: Explained,
) -> impl IntoView {
    let c = ctx();
    let desk = desk();
    let explained: RwSignal<Option<RoundExplanation>> = RwSignal::new(None);
    let open = move |()| {
        if explained.with_untracked(Option::is_some) {
            return;
        }
        let id = desk.id();
        leptos::task::spawn_local(async move {
            if let Some(answer) = c.answered(api::explain_round(&id, round).await) {
                explained.set(Some(answer));
            }
        });
    };
    let id = match what {
        Explained::Table(table) => format!("table-{table}-why"),
        Explained::Bye => "bye-why".to_owned(),
    };
    let summary = move || match what {
        Explained::Table(_) => t_string!(c.i18n, tournament_why),
        Explained::Bye => t_string!(c.i18n, tournament_why_bye),
    };
    let lines = move || {
        explained.with(|e| {
            let e = e.as_ref()?;
            let lines: Vec<String> = match what {
                Explained::Table(table) => {
                    let at = e.tables.iter().find(|t| t.table == table)?;
                    at.pairs
                        .iter()
                        .map(seed_words)
                        .chain(at.reasons.iter().map(table_words))
                        .collect()
                }
                Explained::Bye => {
                    let bye = e.bye.as_ref()?;
                    std::iter::once(seed_words(&bye.pair))
                        .chain(bye.reasons.iter().map(bye_words))
                        .collect()
                }
            };
            Some(lines)
        })
    };
    view! { <Disclosure id=id summary=Signal::derive(summary) open=Callback::new(open) lines=Signal::derive(lines) /> }
}

/// A "why" disclosure of either mode: `open` runs each time it is opened or
/// closed (the caller asks the core once), and the reasons are listed.
#[component]
pub fn Disclosure(
    /// Its id on the page.
    id: String,
    /// The question it answers.
    summary: Signal<&'static str>,
    /// Asks the round's explanation, once.
    open: Callback<()>,
    /// The reasons, in words, once explained.
    lines: Signal<Option<Vec<String>>>,
) -> impl IntoView {
    let items = move || {
        lines.get().map(|lines| {
            lines
                .into_iter()
                .map(|line| view! { <li>{line}</li> })
                .collect_view()
        })
    };
    view! {
        <details class="why" id=id on:toggle=move |_| open.run(())>
            <summary>{summary}</summary>
            <ul>{items}</ul>
        </details>
    }
}

/// "Pair 7: place 1, wins 3, at the round's start."
fn seed_words(seed: &Seed) -> String {
    let c = ctx();
    t_string!(
        c.i18n,
        tournament_why_seed,
        pair = seed.pair.to_string(),
        rank = seed.rank.to_string(),
        wins = seed.wins.to_string()
    )
    .to_owned()
}

fn table_words(reason: &TableReason) -> String {
    let c = ctx();
    match *reason {
        TableReason::SameGroup { wins } => {
            t_string!(c.i18n, tournament_why_same_group, wins = wins.to_string()).to_owned()
        }
        TableReason::Float {
            higher,
            higher_wins,
            lower,
            lower_wins,
        } => t_string!(
            c.i18n,
            tournament_why_float,
            higher = higher.to_string(),
            higher_wins = higher_wins.to_string(),
            lower = lower.to_string(),
            lower_wins = lower_wins.to_string()
        )
        .to_owned(),
        TableReason::RematchAvoided { pair, other, round } => t_string!(
            c.i18n,
            tournament_why_rematch_avoided,
            pair = pair.to_string(),
            other = other.to_string(),
            round = round.to_string()
        )
        .to_owned(),
        TableReason::KeptForOthers { pair, other } => t_string!(
            c.i18n,
            tournament_why_kept_for_others,
            pair = pair.to_string(),
            other = other.to_string()
        )
        .to_owned(),
        TableReason::RematchAccepted { round } => t_string!(
            c.i18n,
            tournament_why_rematch_accepted,
            round = round.to_string()
        )
        .to_owned(),
        TableReason::ByHand => t_string!(c.i18n, tournament_why_by_hand).to_owned(),
    }
}

fn bye_words(reason: &ByeReason) -> String {
    let c = ctx();
    match *reason {
        ByeReason::Lowest { byes } => {
            t_string!(c.i18n, tournament_why_bye_lowest, byes = byes.to_string()).to_owned()
        }
        ByeReason::ByeAlready { pair, round } => t_string!(
            c.i18n,
            tournament_why_bye_already,
            pair = pair.to_string(),
            round = round.to_string()
        )
        .to_owned(),
        ByeReason::KeptForOthers { pair } => t_string!(
            c.i18n,
            tournament_why_bye_kept_for_others,
            pair = pair.to_string()
        )
        .to_owned(),
        ByeReason::ByHand => t_string!(c.i18n, tournament_why_bye_by_hand).to_owned(),
    }
}
