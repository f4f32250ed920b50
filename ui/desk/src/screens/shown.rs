//! The tournament shown on the desk, which every part of the desk reads,
//! and the way its commands run.

use std::future::Future;

use leptos::prelude::*;
use tranque::tournament::{TableResult, TournamentError};

use crate::api::{ApiError, QrCode, TournamentView};
use crate::ctx::Ctx;

use super::table::Tables;

/// What the parts of the desk share.
#[derive(Clone, Copy)]
pub struct Desk {
    /// The tournament's id.
    pub id: StoredValue<String>,
    /// The tournament, as the shell last confirmed it.
    pub view: RwSignal<Option<TournamentView>>,
    /// Results refused this session because their table has another one:
    /// (round, table, the result refused).
    pub conflicts: RwSignal<Vec<(u32, u32, TableResult)>>,
    /// The table whose paper scoresheet is being typed.
    pub typing: RwSignal<Option<u32>>,
    /// The table whose code is shown, and the code.
    pub qr: RwSignal<Option<(u32, QrCode)>>,
}

impl Desk {
    /// The desk of the tournament `id`, before the shell has answered.
    pub fn new(id: String) -> Desk {
        Desk {
            id: StoredValue::new(id),
            view: RwSignal::new(None),
            conflicts: RwSignal::new(Vec::new()),
            typing: RwSignal::new(None),
            qr: RwSignal::new(None),
        }
    }

    /// The tournament's id.
    pub fn id(self) -> String {
        self.id.get_value()
    }

    /// What its table cards share.
    pub fn tables(self) -> Tables {
        Tables {
            id: self.id,
            typing: self.typing,
            qr: self.qr,
        }
    }

    /// Runs a command answering with the tournament: its answer is shown,
    /// then `then` runs; a refusal is said in words, and a result refused
    /// for a conflict marks its table's card.
    pub fn apply(
        self,
        c: Ctx,
        command: impl Future<Output = Result<Option<TournamentView>, ApiError>> + 'static,
        then: impl FnOnce() + 'static,
    ) {
        run(c, command, self.view, then, move |error| {
            self.note_conflict(&error);
            c.fail(error);
        });
    }

    /// Like [`Desk::apply`], for a command that always answers.
    pub fn change(
        self,
        c: Ctx,
        command: impl Future<Output = Result<TournamentView, ApiError>> + 'static,
        then: impl FnOnce() + 'static,
    ) {
        self.apply(c, async move { command.await.map(Some) }, then);
    }

    fn note_conflict(self, error: &ApiError) {
        if let Some(TournamentError::ResultConflict {
            round,
            table,
            given,
            ..
        }) = TournamentError::from_params(&error.code, &error.params)
        {
            self.conflicts.update(|list| {
                list.retain(|(r, t, _)| (*r, *t) != (round, table));
                list.push((round, table, *given));
            });
        }
    }

    /// The result refused for a conflict at `table` of `round`, if any.
    pub fn conflict(self, round: u32, table: u32) -> Option<TableResult> {
        self.conflicts.with(|list| {
            list.iter()
                .find(|(r, t, _)| (*r, *t) == (round, table))
                .map(|(_, _, given)| given.clone())
        })
    }
}

/// Runs a command of a tournament of either mode, one at a time: its
/// answer (the tournament) is shown in `view`, then `then` runs; `None` is
/// a dialog the player cancelled, and nothing changes; a refusal goes to
/// `refused`, and changes nothing.
pub fn run<V: Send + Sync + 'static>(
    c: Ctx,
    command: impl Future<Output = Result<Option<V>, ApiError>> + 'static,
    view: RwSignal<Option<V>>,
    then: impl FnOnce() + 'static,
    refused: impl FnOnce(ApiError) + 'static,
) {
    c.one_at_a_time(command, move |answer| match answer {
        Ok(Some(answer)) => {
            c.dismiss();
            view.set(Some(answer));
            then();
        }
        Ok(None) => {}
        Err(error) => refused(error),
    });
}

/// The desk of the parts of the tournament's screen.
pub fn desk() -> Desk {
    expect_context::<Desk>()
}
