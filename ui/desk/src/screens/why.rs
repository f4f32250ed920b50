//! Why a table's pairs meet, and why a pair sits out: a disclosure under
//! the table (or the bye) that asks the core's explanation of the round when
//! opened and says each reason in words; the disclosure is an individual
//! tournament's too, over its reasons ([`Explain`]).

use leptos::prelude::*;
use tranque::tournament::{ByeReason, RoundExplanation, Seed, TableReason};

use std::future::Future;

use crate::api::{self, ApiError, TournamentView};
use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;

use super::shown::{Mode, Shown};

/// What a disclosure explains, in either mode: one table, or who sits out
/// (the pair with the bye, the players sitting out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explained {
    /// A table of the round.
    Table(u32),
    /// Who sits the round out.
    Out,
}

/// What the "why" disclosure asks of a mode: the shell's explanation of
/// a round, and its reasons in words.
pub trait Explain: Mode {
    /// A round's explanation, as the core gives it.
    type Explanation: Send + Sync + 'static;
    /// Asks the shell the explanation of `round` of the tournament `id`.
    fn explain(
        id: String,
        round: u32,
    ) -> impl Future<Output = Result<Self::Explanation, ApiError>> + 'static;
    /// The reasons `e` gives for `what`, in words, if it speaks of it.
    fn reasons(&self, c: Ctx, e: &Self::Explanation, what: Explained) -> Option<Vec<String>>;
}

/// "Why these pairs meet" (or "Why this pair sits out"; "Why these
/// seats", "Why they sit out" in the words of players, [`Mode::SEATS`]):
/// opened the first time, it asks the shell the round's explanation, and
/// lists the reasons.
#[component]
pub fn Why<V: Explain>(
    /// The tournament.
    shown: Shown<V>,
    /// The round.
    round: u32,
    /// The table, or who sits out.
    what: Explained,
) -> impl IntoView {
    let c = ctx();
    let question = move || match (what, V::SEATS) {
        (Explained::Table(_), false) => t_string!(c.i18n, tournament_why),
        (Explained::Out, false) => t_string!(c.i18n, tournament_why_bye),
        (Explained::Table(_), true) => t_string!(c.i18n, individual_why),
        (Explained::Out, true) => t_string!(c.i18n, individual_why_sit_out),
    };
    let out = if V::SEATS { "sit-out-why" } else { "bye-why" };
    let explained: RwSignal<Option<V::Explanation>> = RwSignal::new(None);
    let open = move |_| {
        if explained.with_untracked(Option::is_some) {
            return;
        }
        let id = shown.id();
        leptos::task::spawn_local(async move {
            if let Some(answer) = c.answered(V::explain(id, round).await) {
                explained.set(Some(answer));
            }
        });
    };
    let items = move || {
        let lines = explained.with(|e| shown.with(|v| v.reasons(c, e.as_ref()?, what)))??;
        Some(
            lines
                .into_iter()
                .map(|line| view! { <li>{line}</li> })
                .collect_view(),
        )
    };
    view! {
        <details class="why" id=what.id(out) on:toggle=open>
            <summary>{question}</summary>
            <ul>{items}</ul>
        </details>
    }
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

impl Explain for TournamentView {
    type Explanation = RoundExplanation;

    async fn explain(id: String, round: u32) -> Result<RoundExplanation, ApiError> {
        api::explain_round(&id, round).await
    }
    fn reasons(&self, _: Ctx, e: &RoundExplanation, what: Explained) -> Option<Vec<String>> {
        Some(match what {
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
        })
    }
}

/// "Pair 7: place 1, wins 3, at the round's start."
fn seed_words(seed: &Seed) -> String {
    let c = ctx();
    t_string!(
        c.i18n,
        tournament_why_seed,
        pair = seed.pair,
        rank = seed.rank,
        wins = seed.wins
    )
    .to_owned()
}

fn table_words(reason: &TableReason) -> String {
    let c = ctx();
    match *reason {
        TableReason::SameGroup { wins } => {
            t_string!(c.i18n, tournament_why_same_group, wins).to_owned()
        }
        TableReason::Float {
            higher,
            higher_wins,
            lower,
            lower_wins,
        } => t_string!(
            c.i18n,
            tournament_why_float,
            higher,
            higher_wins,
            lower,
            lower_wins
        )
        .to_owned(),
        TableReason::RematchAvoided { pair, other, round } => {
            t_string!(c.i18n, tournament_why_rematch_avoided, pair, other, round).to_owned()
        }
        TableReason::KeptForOthers { pair, other } => {
            t_string!(c.i18n, tournament_why_kept_for_others, pair, other).to_owned()
        }
        TableReason::RematchAccepted { round } => {
            t_string!(c.i18n, tournament_why_rematch_accepted, round).to_owned()
        }
        TableReason::ByHand => t_string!(c.i18n, tournament_why_by_hand).to_owned(),
    }
}

fn bye_words(reason: &ByeReason) -> String {
    let c = ctx();
    match *reason {
        ByeReason::Lowest { byes } => t_string!(c.i18n, tournament_why_bye_lowest, byes).to_owned(),
        ByeReason::ByeAlready { pair, round } => {
            t_string!(c.i18n, tournament_why_bye_already, pair, round).to_owned()
        }
        ByeReason::KeptForOthers { pair } => {
            t_string!(c.i18n, tournament_why_bye_kept_for_others, pair).to_owned()
        }
        ByeReason::ByHand => t_string!(c.i18n, tournament_why_bye_by_hand).to_owned(),
    }
}
