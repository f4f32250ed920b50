//! The commands the webview may call. Each one parses, asks the core or the
//! store, and returns a view; none decides a rule.

use std::sync::Mutex;

use tauri::State;

use crate::error::AppError;
use crate::store::{Player, Store};

/// The app's state: one store behind a lock, so writes never interleave.
pub struct AppState {
    store: Mutex<Store>,
}

impl AppState {
    /// Wraps an open store.
    pub fn new(store: Store) -> AppState {
        AppState {
            store: Mutex::new(store),
        }
    }

    fn store(&self) -> std::sync::MutexGuard<'_, Store> {
        // A panic while holding the lock cannot leave a half-written row: every
        // write is a transaction that either committed or rolled back.
        self.store
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// The player directory, by name.
#[tauri::command]
pub fn list_players(state: State<'_, AppState>) -> Result<Vec<Player>, AppError> {
    Ok(state.store().players()?)
}

/// Adds a player and answers with the whole directory, once committed.
#[tauri::command]
pub fn add_player(state: State<'_, AppState>, name: String) -> Result<Vec<Player>, AppError> {
    let now = chrono::Utc::now().to_rfc3339();
    let mut store = state.store();
    store.add_player(&name, &now)?;
    Ok(store.players()?)
}
