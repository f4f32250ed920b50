//! What the app tells at start, and the backups: listed, restored,
//! dismissed.

use tauri::State;

use crate::clock::now;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::{Backup, Notice, Restored, Store, StoreError};

/// What the app has to tell at start: `null`, or why the database was set aside
/// (or could not be opened).
#[tauri::command(async, rename_all = "snake_case")]
pub fn startup_notice(state: State<'_, AppState>) -> Option<Notice> {
    state.notice()
}

/// The backups of the database, newest first (empty for a store in memory).
#[tauri::command(rename_all = "snake_case")]
pub fn list_backups(state: State<'_, AppState>) -> Result<Vec<Backup>, AppError> {
    match &state.path {
        Some(path) => Ok(crate::store::backup::list(path)?),
        None => Ok(Vec::new()),
    }
}

/// Restores a backup over the database, after keeping the current one (see
/// `store::backup::restore`); the start-up notice is then forgotten.
#[tauri::command(rename_all = "snake_case")]
pub fn restore_backup(state: State<'_, AppState>, file: String) -> Result<Restored, AppError> {
    let Some(path) = &state.path else {
        return Err(StoreError::NoSuchBackup(file).into());
    };
    let mut slot = state
        .store
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let restored = crate::store::backup::restore(&mut slot, path, &file, &now())?;
    *state
        .notice
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner()) = None;
    Ok(restored)
}

/// Deletes a backup the player dismissed (a backup's `file`, or a set-aside
/// database's folder, removed whole) and answers the list as it is then.
/// Refused with `no_such_backup` for a name not listed, `database_read_only`
/// when the storage cannot be written; then nothing changes.
#[tauri::command(rename_all = "snake_case")]
pub fn delete_backup(state: State<'_, AppState>, file: String) -> Result<Vec<Backup>, AppError> {
    let Some(path) = &state.path else {
        return Err(StoreError::NoSuchBackup(file).into());
    };
    // Under the store's lock: never beside a restore.
    let slot = state
        .store
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if slot.as_ref().is_some_and(Store::is_read_only) {
        return Err(StoreError::ReadOnly.into());
    }
    crate::store::backup::dismiss(path, &file)?;
    Ok(crate::store::backup::list(path)?)
}
