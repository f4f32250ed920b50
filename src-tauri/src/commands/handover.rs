//! A tournament handed to another phone (`docs/commands.md`, "Tournaments"):
//! its whole log saved as a tournament file where the director chooses, and
//! such a file opened on another phone, which carries on where the first
//! stopped. Both go through the system's dialogs, off the main thread, like
//! the history's file.

use tranque::tournament::NextStep;
use tranque_views::{IndividualView, SavedFile, TakenOver, TournamentView};

use super::{on_worker, save_export, with_opened_json};
use crate::clock::now;
use crate::error::AppError;
use crate::store::TakenFile;

/// Saves a tournament's whole log as a tournament file where the director
/// chooses, through the save dialog (suggesting
/// `tranque-tournament-<day>.json`, the tournament's day). `null` when the
/// director cancels; else the file's name.
#[tauri::command(rename_all = "snake_case")]
pub async fn save_tournament_file<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
) -> Result<Option<SavedFile>, AppError> {
    on_worker(app, move |app, state| {
        let export = state.store()?.export_tournament(&tournament_id)?;
        let name = format!("tranque-tournament-{}.json", export.date);
        save_export(app, state, &name, &export.json, Vec::new())
    })
    .await
}

/// Takes a tournament over from the tournament file the director opens
/// through the open dialog, of either mode: added, extended, or unchanged;
/// refused as a conflict when this phone's log and the file's part ways,
/// and then nothing changes. `null` when the director cancels. An
/// individual tournament comes back whole in `individual`, and in
/// `tournament` only its id and setup.
#[tauri::command(rename_all = "snake_case")]
pub async fn take_over_tournament_file<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
) -> Result<Option<TakenOver>, AppError> {
    with_opened_json(app, |state, text| {
        Ok(match state.store()?.take_over_file(&text, &now())? {
            TakenFile::Pairs(taken) => TakenOver {
                outcome: taken.outcome,
                entries: taken.entries,
                tournament: taken.tournament.into(),
                individual: None,
            },
            TakenFile::Individual(taken) => {
                let individual = IndividualView::from(taken.tournament);
                TakenOver {
                    outcome: taken.outcome,
                    entries: taken.entries,
                    tournament: named_only(&individual),
                    individual: Some(individual),
                }
            }
        })
    })
    .await
}

/// An individual tournament's id and setup in a tournament of pairs' view,
/// for a reader of `TakenOver` that knows only that one: no pairs, rounds
/// nor standings.
fn named_only(individual: &IndividualView) -> TournamentView {
    TournamentView {
        id: individual.id.clone(),
        setup: individual.setup.clone(),
        pairs: Vec::new(),
        rounds: Vec::new(),
        standings: Vec::new(),
        teams: Vec::new(),
        next_step: NextStep::Register { active: 0 },
        linked: Vec::new(),
    }
}
