//! Tranque's shell: opens the store in the app's data folder and serves the
//! commands the UI calls. Rules live in the core (`tranque`), SQL in [`store`].

pub mod clock;
pub mod commands;
pub mod csv;
pub mod error;
pub mod files;
pub mod pages;
pub mod phone;
pub mod picture;
pub mod qr;
pub mod refusal;
pub mod scoresheet;
pub mod startup;
pub mod state;
pub mod stats;
pub mod store;
#[cfg(feature = "test-hooks")]
pub mod test_console;

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
    let handler: Box<dyn Fn(tauri::ipc::Invoke<R>) -> bool + Send + Sync> =
        Box::new(tauri::generate_handler![
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
            commands::player_statistics,
            commands::head_to_head,
            commands::export_match,
            commands::export_history,
            commands::export_csv,
            commands::import_matches,
            commands::startup_notice,
            commands::list_backups,
            commands::restore_backup,
            commands::delete_backup,
            commands::delete_match,
            commands::export_raw,
            commands::import_progress,
            commands::save_history_file,
            commands::import_file,
            commands::keep_screen_on,
            commands::buzz,
            commands::save_scoresheet_image,
            commands::list_tournaments,
            commands::new_tournament,
            commands::get_tournament,
            commands::explain_round,
            commands::add_pair,
            commands::rename_pair,
            commands::withdraw_pair,
            commands::pair_round,
            commands::close_round,
            commands::record_table_result,
            commands::correct_table_result,
            commands::start_table_match,
            commands::result_from_match,
            commands::import_table_file,
            commands::table_qr,
            commands::save_table_qr,
            commands::result_qr,
            commands::read_qr_file,
            commands::cancel_qr_read,
            commands::save_result_qr,
            commands::read_qr_text,
            commands::read_tiles,
            commands::cancel_tiles_read,
            commands::phone_features,
            commands::save_tournament_file,
            commands::take_over_tournament_file,
            commands::save_tournament_sheet,
            commands::new_individual_tournament,
            commands::get_individual_tournament,
            commands::register_player,
            commands::rename_tournament_player,
            commands::withdraw_player,
            commands::seat_round,
            commands::record_seats_result,
            commands::close_seated_round,
            commands::explain_seating,
            commands::correct_seats_result,
            commands::seats_result_from_match,
            commands::import_seats_file,
            commands::add_team,
            commands::register_team,
        ]);
    builder.invoke_handler(move |invoke| {
        startup::command(invoke.message.command());
        handler(invoke)
    })
}

/// Starts Tranque.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let builder = builder::<tauri::Wry>();
    // First among the plugins, as its docs ask: a second launch hands over
    // to the running app and exits before it opens the database.
    #[cfg(desktop)]
    let builder = builder.plugin(tauri_plugin_single_instance::init(|app, _, _| {
        focus_main_window(app);
    }));
    // The end-to-end tests' build keeps the webview's console.
    #[cfg(feature = "test-hooks")]
    let builder = builder.plugin(test_console::plugin());
    phone::plugins(builder)
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_fs::init())
        .on_page_load(|_, payload| {
            if payload.event() == tauri::webview::PageLoadEvent::Finished {
                startup::mark("page loaded");
            }
        })
        .setup(|app| {
            startup::mark("setup: opening the store");
            let (state, path) = open_state(app.handle())?;
            startup::mark("setup: store opened");
            let opened = state.is_open();
            app.manage(state);
            // The slow work of a start, after the first screen instead of
            // before it: nothing on the way there grows with the history.
            // It waits for the UI's first command, then for the screen that
            // command asks for to be drawn (a generous half second here).
            if opened {
                std::thread::spawn(move || {
                    startup::wait_for_ui(std::time::Duration::from_secs(10));
                    std::thread::sleep(std::time::Duration::from_millis(500));
                    startup::mark("after start: the full check and the day's backup");
                    after_start(&path, &clock::now());
                });
            }
            Ok(())
        })
        .run(context())
        .expect("Tranque could not start");
}

/// The app's configuration and embedded UI, each page answered at its paths
/// ([`pages`]).
fn context() -> tauri::Context<tauri::Wry> {
    let mut context = tauri::generate_context!();
    pages::serve(&mut context);
    context
}

/// Brings the running app's window to the front (a second launch asked for it).
#[cfg(desktop)]
fn focus_main_window<R: tauri::Runtime>(app: &tauri::AppHandle<R>) {
    let Some(window) = app.get_webview_window("main") else {
        return;
    };
    let _ = window.unminimize();
    let _ = window.show();
    let _ = window.set_focus();
}

/// Opens the store in the app's data folder. A damaged database is set aside
/// and the app starts fresh; storage that cannot be written is opened
/// read-only; a database it cannot open (a newer app's) is left untouched and
/// the app starts without one, saying why on every command.
fn open_state<R: tauri::Runtime>(
    app: &tauri::AppHandle<R>,
) -> Result<(AppState, std::path::PathBuf), AppError> {
    let dir = app
        .path()
        .app_data_dir()
        .map_err(|e| AppError::DataDir(e.to_string()))?;
    std::fs::create_dir_all(&dir)
        .map_err(|e| AppError::DataDir(format!("{}: {e}", dir.display())))?;
    let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    let path = dir.join(DATABASE_FILE);
    Ok((state_for(&path, &now), path))
}

/// The app's state for the database at `path` (see [`Store::open_or_recover`]).
/// Only the header and schema are read; [`after_start`] does the rest.
pub fn state_for(path: &std::path::Path, now: &str) -> AppState {
    state_with(path, now, OpenOptions::default())
}

/// [`state_for`] with options, for tests (see [`OpenOptions`]).
#[doc(hidden)]
pub fn state_with(path: &std::path::Path, now: &str, options: OpenOptions) -> AppState {
    match Store::open_or_recover_with(path, now, options) {
        Ok((store, notice)) => AppState::with_notice(store, notice).at(path),
        Err(err) => AppState::unavailable(Notice::from_error(&err)).at(path),
    }
}

/// What the work after a start found and did.
#[derive(Debug, Default)]
pub struct AfterStart {
    /// SQLite's words on damage the full check found: the file is marked and
    /// the next start sets it aside.
    pub damage: Option<String>,
    /// The day's backup, if one was due and written.
    pub backup: Option<std::path::PathBuf>,
}

/// The slow work of a start, run beside the first screen on connections of
/// its own: the full check of the database's pages ([`Store::verify_file`]),
/// then, for a sound file, the day's backup if none was written in the last
/// 24 hours. A failure (a full disk, say) must not stop the app: the players
/// may still record, and the next start tries again.
///
/// On storage that cannot be written it does nothing: a check could make a
/// `-shm` beside the file and a backup would write, and neither could move or
/// keep anything there.
pub fn after_start(path: &std::path::Path, now: &str) -> AfterStart {
    if !Store::can_write(path) {
        return AfterStart::default();
    }
    let damage = Store::verify_file(path).ok().flatten();
    let backup = match damage {
        None => store::backup::daily_backup_of(path, now).ok().flatten(),
        Some(_) => None,
    };
    AfterStart { damage, backup }
}
