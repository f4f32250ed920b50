//! Tranque's shell: opens the store in the app's data folder and serves the
//! commands the UI calls. Rules live in the core (`tranque`), SQL in [`store`].

pub mod clock;
pub mod commands;
pub mod csv;
pub mod error;
pub mod state;
pub mod store;

use tauri::Manager;

use crate::commands::AppState;
use crate::error::AppError;
use crate::store::{Notice, OpenOptions, Store};

/// The database file's name inside the app's data folder.
pub const DATABASE_FILE: &str = "tranque.sqlite3";

/// Builds the app with its commands registered, for the real runtime and for tests.
pub fn builder<R: tauri::Runtime>() -> tauri::Builder<R> {
    with_commands(tauri::Builder::<R>::new())
}

/// Registers the app's commands on `builder` (e.g. `tauri::test::mock_builder()`).
pub fn with_commands<R: tauri::Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    builder.invoke_handler(tauri::generate_handler![
        commands::list_players,
        commands::add_player,
        commands::rename_player,
        commands::new_match,
        commands::tell_opener,
        commands::current_match,
        commands::get_match,
        commands::record_hand,
        commands::record_redeal,
        commands::record_penalty,
        commands::record_forfeit,
        commands::clock,
        commands::clock_now,
        commands::undo,
        commands::replace_event,
        commands::delete_event,
        commands::finish_match,
        commands::abandon_match,
        commands::list_matches,
        commands::statistics,
        commands::export_match,
        commands::export_history,
        commands::export_csv,
        commands::import_matches,
        commands::startup_notice,
        commands::list_backups,
        commands::restore_backup,
        commands::delete_match,
        commands::export_raw,
        commands::import_progress,
    ])
}

/// Starts Tranque.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    builder::<tauri::Wry>()
        .setup(|app| {
            app.manage(open_state(app.handle())?);
            Ok(())
        })
        .run(tauri::generate_context!())
        .expect("Tranque could not start");
}

/// Opens the store in the app's data folder. A damaged database is set aside
/// and the app starts fresh; storage that cannot be written is opened
/// read-only; a database it cannot open (a newer app's) is left untouched and
/// the app starts without one, saying why on every command.
fn open_state<R: tauri::Runtime>(app: &tauri::AppHandle<R>) -> Result<AppState, AppError> {
    let dir = app
        .path()
        .app_data_dir()
        .map_err(|e| AppError::DataDir(e.to_string()))?;
    std::fs::create_dir_all(&dir)
        .map_err(|e| AppError::DataDir(format!("{}: {e}", dir.display())))?;
    let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    Ok(state_for(&dir.join(DATABASE_FILE), &now))
}

/// The app's state for the database at `path` (see [`Store::open_or_recover`]),
/// with the day's backup written if none was in the last 24 hours.
pub fn state_for(path: &std::path::Path, now: &str) -> AppState {
    state_with(path, now, OpenOptions::default())
}

/// [`state_for`] with options, for tests (see [`OpenOptions`]).
#[doc(hidden)]
pub fn state_with(path: &std::path::Path, now: &str, options: OpenOptions) -> AppState {
    match Store::open_or_recover_with(path, now, options) {
        Ok((store, notice)) => {
            // A backup that cannot be written (a full disk) must not stop the
            // app: the players may still record, and the next start tries again.
            let _ = store.daily_backup(now);
            AppState::with_notice(store, notice).at(path)
        }
        Err(err) => AppState::unavailable(Notice::from_error(&err)).at(path),
    }
}
