//! The history's commands: a page of past matches, the statistics, each
//! match and the whole history exported or saved as a file, and imports.

use serde_json::Value;
use tauri::ipc::{InvokeBody, Request};
use tauri::{Manager, State};
use tranque_views::{
    Filter, Given, HistoryQuery, ImportProgress, Meeting, PlayerView, SavedFile, StatsView,
};

use super::{save_export, with_opened_json};
use crate::clock::now;
use crate::error::AppError;
use crate::files;
use crate::scoresheet::{self, SheetLabels};
use crate::state::AppState;
use crate::store::{HistoryExport, ImportReport, MatchFilter, MatchPage, StoreError};

/// A page of the history, newest first: the page asked and the filter,
/// side by side as the arguments ([`HistoryQuery`]); the filter's `player`
/// is a player id or a name. Arguments of the wrong shape are refused with
/// `bad_argument` (`name`: `filter`).
#[tauri::command(rename_all = "snake_case")]
pub fn list_matches(
    state: State<'_, AppState>,
    request: Request<'_>,
) -> Result<MatchPage, AppError> {
    let HistoryQuery {
        page,
        per_page,
        filter,
    } = match request.body() {
        InvokeBody::Json(args) => AppError::parse("filter", args.clone())?,
        InvokeBody::Raw(_) => {
            return Err(AppError::Argument {
                name: "filter",
                why: "the arguments are not JSON".to_owned(),
            });
        }
    };
    let store = state.store()?;
    let player_id = match filter.player {
        None => None,
        Some(Given::Number(id)) => Some(id),
        Some(Given::Text(name)) => match store.player_named(&name)? {
            Some(player) => Some(player.id),
            None => return Err(StoreError::NoSuchPlayer(Value::String(name)).into()),
        },
    };
    let filter = MatchFilter {
        player_id,
        preset: filter.preset,
        from: filter.from,
        to: filter.to,
        utc_offset_minutes: chrono::Local::now().offset().local_minus_utc() / 60,
    };
    Ok(store.list_matches(&filter, page.unwrap_or(0), per_page.unwrap_or(20))?)
}

/// Every figure of the matches `filter` counts (a period, a rule set; all
/// of them without one): ratings, players, partnerships. Off the main
/// thread; the first ask reads the ended matches, later ones only what
/// changed.
#[tauri::command(rename_all = "snake_case")]
pub async fn statistics(
    state: State<'_, AppState>,
    filter: Option<Filter>,
) -> Result<StatsView, AppError> {
    let filter = checked(filter)?;
    state.stats(|stats| stats.view(&filter))
}

/// A player's page (`key`: the player's name key), for `filter`.
#[tauri::command(rename_all = "snake_case")]
pub async fn player_statistics(
    state: State<'_, AppState>,
    key: String,
    filter: Option<Filter>,
) -> Result<PlayerView, AppError> {
    let filter = checked(filter)?;
    state.stats(|stats| stats.player(&key, &filter))
}

/// Two players (one key each) or two partnerships (two keys each) against
/// each other, from the first's side, for `filter`; `null` when they never
/// met.
#[tauri::command(rename_all = "snake_case")]
pub async fn head_to_head(
    state: State<'_, AppState>,
    first: Vec<String>,
    second: Vec<String>,
    filter: Option<Filter>,
) -> Result<Option<Meeting>, AppError> {
    let filter = checked(filter)?;
    let sides = (first.len(), second.len());
    if !matches!(sides, (1, 1) | (2, 2)) {
        return Err(AppError::Argument {
            name: "second",
            why: format!(
                "a head-to-head is one player against one, or a partnership against one: \
                 got {} against {}",
                sides.0, sides.1
            ),
        });
    }
    let first: Vec<&str> = first.iter().map(String::as_str).collect();
    let second: Vec<&str> = second.iter().map(String::as_str).collect();
    state.stats(|stats| stats.head_to_head(&first, &second, &filter))
}

/// A filter whose period ends before it starts is refused.
fn checked(filter: Option<Filter>) -> Result<Filter, AppError> {
    let filter = filter.unwrap_or_default();
    if let (Some(since), Some(until)) = (filter.since_ms, filter.until_ms)
        && since > until
    {
        return Err(AppError::Argument {
            name: "filter",
            why: format!("the period starts ({since}) after it ends ({until})"),
        });
    }
    Ok(filter)
}

/// One match as a match file (JSON text).
#[tauri::command(rename_all = "snake_case")]
pub fn export_match(state: State<'_, AppState>, match_id: String) -> Result<String, AppError> {
    Ok(state.store()?.export_match(&match_id)?)
}

/// One match's rows exactly as stored (JSON text), readable or not.
#[tauri::command(rename_all = "snake_case")]
pub fn export_raw(state: State<'_, AppState>, match_id: String) -> Result<String, AppError> {
    Ok(state.store()?.export_raw(&match_id)?)
}

/// Every match as a history file (JSON text), and the ids of those this
/// version cannot read (in the file raw).
#[tauri::command(rename_all = "snake_case")]
pub fn export_history(state: State<'_, AppState>) -> Result<HistoryExport, AppError> {
    Ok(state.store()?.export_history(&now())?)
}

/// One match's scoresheet as CSV text.
#[tauri::command(rename_all = "snake_case")]
pub fn export_csv(state: State<'_, AppState>, match_id: String) -> Result<String, AppError> {
    let stored = state.store()?.get_match(&match_id)?;
    Ok(crate::csv::scoresheet(&stored))
}

/// Imports a match file or a history file: all or nothing. It runs on a
/// worker thread, never the main one, and holds the store only to write;
/// `import_progress` tells how far it is.
#[tauri::command(rename_all = "snake_case")]
pub async fn import_matches<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    json: String,
) -> Result<ImportReport, AppError> {
    on_worker(app, move |_, state| state.import(&json)).await
}

/// Runs `work` with the app and its state on a worker thread, never the
/// main one (a dialog, an import); a worker that fails answers
/// `command_interrupted`.
pub(crate) async fn on_worker<R: tauri::Runtime, T: Send + 'static>(
    app: tauri::AppHandle<R>,
    work: impl FnOnce(&tauri::AppHandle<R>, &AppState) -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    tauri::async_runtime::spawn_blocking(move || work(&app, &app.state::<AppState>()))
        .await
        .map_err(|err| AppError::Interrupted(err.to_string()))?
}

/// Runs `work` with the app's state on a worker thread ([`on_worker`]).
pub(crate) async fn on_state<R: tauri::Runtime, T: Send + 'static>(
    app: tauri::AppHandle<R>,
    work: impl FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    on_worker(app, move |_, state| work(state)).await
}

/// Saves every match as a history file where the player chooses, through
/// the system's save dialog (suggesting `tranque-history-<day>.json`).
/// `null` when the player cancels; else the file's name and the matches in it
/// raw (unreadable by this version).
#[tauri::command(rename_all = "snake_case")]
pub async fn save_history_file<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
) -> Result<Option<SavedFile>, AppError> {
    on_worker(app, |app, state| {
        let now = now();
        let export = state.store()?.export_history(&now)?;
        let day = now.get(..10).unwrap_or("today");
        let name = format!("tranque-history-{day}.json");
        save_export(app, state, &name, &export.json, export.unreadable)
    })
    .await
}

/// Imports a match file or a history file the player opens through the
/// system's open dialog, like `import_matches`: all or nothing, off the main
/// thread, with `import_progress`. `null` when the player cancels.
#[tauri::command(rename_all = "snake_case")]
pub async fn import_file<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
) -> Result<Option<ImportReport>, AppError> {
    with_opened_json(app, |state, text| state.import(&text)).await
}

/// Saves the scoresheet of a match as a PNG picture where the player
/// chooses, through the system's save dialog (suggesting
/// `tranque-<day>-<names>.png`). `labels` are the picture's words in the
/// player's language (`SheetLabels`: one row label per row of the sheet).
/// `null` when the player cancels; else the file's name. A phone hands the
/// picture to its share sheet instead (`files::share_or_save`).
#[tauri::command(rename_all = "snake_case")]
pub async fn save_scoresheet_image<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    match_id: String,
    labels: Value,
) -> Result<Option<String>, AppError> {
    let labels: SheetLabels = AppError::parse("labels", labels)?;
    on_worker(app, move |app, state| {
        let image = scoresheet::image(state, &match_id, &labels)?;
        let (pick, name) = (&state.file_pick, &image.name);
        files::share_or_save(app, pick, files::PNG.file(name, &image.png))
    })
    .await
}

/// Where the import under way stands: its phase and the matches checked.
#[tauri::command(rename_all = "snake_case")]
pub fn import_progress(state: State<'_, AppState>) -> ImportProgress {
    state.import.view()
}
