//! Why a table's pairs meet, and why a pair sits out: a disclosure under
//! the table (or the bye) that asks the core's explanation of the round when
//! opened and says each reason in words; the disclosure is an individual
//! tournament's too.

use leptos::prelude::*;
use tranque::tournament::{ByeReason, RoundExplanation, Seed, TableReason};

use std::future::Future;

use crate::api::{self, ApiError};
use crate::ctx::ctx;
use crate::i18n::t_string;

use super::shown::desk;

/// What a disclosure explains, in either mode: one table, or who sits out
/// (the pair with the bye, the players sitting out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explained {
    /// A table of the round.
    Table(u32),
    /// Who sits the round out.
    Out,
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
    let summary = move || match what {
        Explained::Table(_) => t_string!(c.i18n, tournament_why),
        Explained::Out => t_string!(c.i18n, tournament_why_bye),
    };
    let lines = move |e: &RoundExplanation| {
        let lines: Vec<String> = match what {
            Explained::Table(table) => {
                let at = e.tables.iter().find(|t| t.table == table)?;
                at.pairs
                    .iter()
                    .map(seed_words)
                    .chain(at.reasons.iter().map(table_words))
                    .collect()
            }
            Explained::Out => {
                let bye = e.bye.as_ref()?;
                std::iter::once(seed_words(&bye.pair))
                    .chain(bye.reasons.iter().map(bye_words))
                    .collect()
            }
        };
        Some(lines)
    };
    let ask = |id: String, round| async move { api::explain_round(&id, round).await };
    disclosure(desk().id, round, what.id("bye-why"), summary, ask, lines)
}

impl Explained {
    /// The disclosure's id on the page: its table's (`table-3-why`), or
    /// `out` for who sits out.
    pub fn id(self, out: &str) -> String {
        match self {
            Explained::Table(table) => format!("table-{table}-why"),
            Explained::Out => out.to_owned(),
        }
    }
}

/// A "why" disclosure of either mode, `id` on the page, asking `summary`'s
/// question: opened the first time, it asks the shell the explanation of
/// `round` of the tournament `tournament` (`ask`), and lists the reasons
/// `lines` finds in it.
pub fn disclosure<E, F>(
    tournament: StoredValue<String>,
    round: u32,
    id: String,
    summary: impl Fn() -> &'static str + Send + Sync + 'static,
    ask: impl Fn(String, u32) -> F + Copy + Send + Sync + 'static,
    lines: impl Fn(&E) -> Option<Vec<String>> + Send + Sync + 'static,
) -> impl IntoView
where
    E: Send + Sync + 'static,
    F: Future<Output = Result<E, ApiError>> + 'static,
{
    let c = ctx();
    let explained: RwSignal<Option<E>> = RwSignal::new(None);
    let open = move |_| {
        if explained.with_untracked(Option::is_some) {
            return;
        }
        let id = tournament.get_value();
        leptos::task::spawn_local(async move {
            if let Some(answer) = c.answered(ask(id, round).await) {
                explained.set(Some(answer));
            }
        });
    };
    let items = move || {
        explained.with(|e| lines(e.as_ref()?)).map(|lines| {
            lines
                .into_iter()
                .map(|line| view! { <li>{line}</li> })
                .collect_view()
        })
    };
    view! {
        <details class="why" id=id on:toggle=open>
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
