//! Tranque's shell: opens the store in the app's data folder and serves the
//! commands the UI calls. Rules live in the core (`tranque`), SQL in [`store`].

pub mod commands;
pub mod error;
pub mod store;

use tauri::Manager;

use crate::commands::AppState;
use crate::error::AppError;
use crate::store::Store;

/// The database file's name inside the app's data folder.
pub const DATABASE_FILE: &str = "tranque.sqlite3";

/// Builds the app with its commands registered, for the real runtime and for tests.
pub fn builder<R: tauri::Runtime>() -> tauri::Builder<R> {
    tauri::Builder::<R>::new().invoke_handler(tauri::generate_handler![
        commands::list_players,
        commands::add_player,
    ])
}

/// Starts Tranque.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    builder::<tauri::Wry>()
        .setup(|app| {
            let store = open_store(app.handle())?;
            app.manage(AppState::new(store));
            Ok(())
        })
        .run(tauri::generate_context!())
        .expect("Tranque could not start");
}

fn open_store<R: tauri::Runtime>(app: &tauri::AppHandle<R>) -> Result<Store, AppError> {
    let dir = app
        .path()
        .app_data_dir()
        .map_err(|e| AppError::DataDir(e.to_string()))?;
    std::fs::create_dir_all(&dir)
        .map_err(|e| AppError::DataDir(format!("{}: {e}", dir.display())))?;
    Ok(Store::open(&dir.join(DATABASE_FILE))?)
}
