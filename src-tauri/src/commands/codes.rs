//! The QR codes between the director's phone and the tables'
//! (`docs/commands.md`, "Tournaments"): the code that starts a table's match
//! (of either mode), shown or saved as a picture; on a table's phone, the
//! code of the signed result of a match started from one; and what a code
//! read from a picture or a camera does on this phone (a match started, or
//! a result recorded into its tournament). Refused codes change nothing.

use std::sync::atomic::Ordering;

use tauri::State;
use tranque::tournament::individual::IndividualTournament;
use tranque::tournament::{TablePayload, Tournament, TournamentMode};
use tranque_views::{QrCode, QrRead, SavedFile};

use super::modes::change;
use super::on_state;
use super::{keep_daily_backup, on_worker, saved_file};
use crate::clock::now;
use crate::error::AppError;
use crate::files;
use crate::qr::{self, QrError};
use crate::state::AppState;
use crate::store::StoreError;

/// The text of the code that starts a table's match, in either mode.
fn start_text(
    state: &AppState,
    tournament_id: &str,
    round: u32,
    table: u32,
) -> Result<String, AppError> {
    let store = state.store()?;
    let payload = match store.tournament_mode(tournament_id)? {
        TournamentMode::Pairs => store
            .get_tournament(tournament_id)?
            .tournament
            .start_payload(tournament_id, round, table)?,
        TournamentMode::Individual => store
            .get_individual(tournament_id)?
            .tournament
            .start_payload(tournament_id, round, table)?,
    };
    Ok(payload.to_text()?)
}

/// The code a table's phone reads to start the table's match.
#[tauri::command(rename_all = "snake_case")]
pub async fn table_qr<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
) -> Result<QrCode, AppError> {
    on_state(app, move |state| {
        let text = start_text(state, &tournament_id, round, table)?;
        let svg = qr::svg(&text).map_err(AppError::QrNotDrawn)?;
        Ok(QrCode { text, svg })
    })
    .await
}

/// The same code as a PNG picture, saved through the save dialog (`null`
/// when cancelled).
#[tauri::command(rename_all = "snake_case")]
pub async fn save_table_qr<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
) -> Result<Option<SavedFile>, AppError> {
    on_worker(app, move |app, state| {
        let text = start_text(state, &tournament_id, round, table)?;
        let png = qr::png(&text).map_err(AppError::QrNotDrawn)?;
        let name = format!("tranque-round-{round}-table-{table}.png");
        let saved = files::save(app, &state.file_pick, files::PNG.file(&name, &png))?;
        Ok(saved_file(saved))
    })
    .await
}

/// The text of the signed result's code of the finished match `match_id`,
/// started from a table's code, and the name its picture is saved under.
fn result_text(state: &AppState, match_id: &str) -> Result<(String, String), AppError> {
    let store = state.store()?;
    let played = store.get_match(match_id)?;
    let start = store
        .match_code(match_id)?
        .ok_or_else(|| StoreError::NotFromTableCode(match_id.to_owned()))?;
    if played.status != crate::store::Status::Finished {
        return Err(tranque::tournament::TournamentError::MatchNotFinished.into());
    }
    let payload = start.report(&played.game, played.signed_by, Some(match_id.to_owned()))?;
    let name = format!(
        "tranque-round-{}-table-{}-result.png",
        start.round, start.table
    );
    Ok((payload.to_text()?, name))
}

/// On a table's phone: the code of the signed result of a finished match
/// started from a table's code, for the director's phone to read.
#[tauri::command(rename_all = "snake_case")]
pub fn result_qr(state: State<'_, AppState>, match_id: String) -> Result<QrCode, AppError> {
    let (text, _) = result_text(&state, &match_id)?;
    let svg = qr::svg(&text).map_err(AppError::QrNotDrawn)?;
    Ok(QrCode { text, svg })
}

/// The same code as a PNG picture: on a phone, handed to the share sheet;
/// elsewhere saved through the save dialog (`null` when cancelled).
#[tauri::command(rename_all = "snake_case")]
pub async fn save_result_qr<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    match_id: String,
) -> Result<Option<SavedFile>, AppError> {
    on_worker(app, move |app, state| {
        let (text, name) = result_text(state, &match_id)?;
        let png = qr::png(&text).map_err(AppError::QrNotDrawn)?;
        let saved = files::share_or_save(app, &state.file_pick, files::PNG.file(&name, &png))?;
        Ok(saved_file(saved))
    })
    .await
}

/// What a table's code does on this phone, once its text is read: a
/// table's code starts its match here (and the day's backup, as every
/// match's start); a table's signed result is recorded into its tournament
/// (a code of a tournament that is not here is refused by name). Refused
/// codes change nothing.
fn act_on_code(state: &AppState, text: &str) -> Result<QrRead, AppError> {
    Ok(match TablePayload::parse(text)? {
        TablePayload::Start(start) => {
            let mut store = state.store()?;
            let game = store.start_coded_match(&start, &now())?;
            keep_daily_backup(&store);
            QrRead::Start { game: game.into() }
        }
        TablePayload::Result(report) => {
            let id = report.tournament.clone();
            // A code of a tournament that is not here is refused by name.
            let mode = state.store()?.tournament_mode(&id)?;
            match mode {
                TournamentMode::Pairs => QrRead::Result {
                    tournament: change(state, &id, |t: &Tournament| t.decide_report(&id, &report))?,
                },
                TournamentMode::Individual => QrRead::SeatsResult {
                    individual: change(state, &id, |t: &IndividualTournament| {
                        t.decide_report(&id, &report)
                    })?,
                },
            }
        }
    })
}

/// Reads the QR code of a PNG picture picked in the open dialog (`null` when
/// the dialog is cancelled, or the reading with [`cancel_qr_read`]) and does
/// what it says ([`read_qr_text`]). The reading is bounded (`qr::read_png`):
/// a large picture is shrunk as it is read, and one without a code is
/// refused within a second or two.
#[tauri::command(rename_all = "snake_case")]
pub async fn read_qr_file<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
) -> Result<Option<QrRead>, AppError> {
    on_worker(app, |app, state| {
        state.qr_cancel.store(false, Ordering::Relaxed);
        let Some((file, png)) = files::open_png(app, &state.file_pick)? else {
            return Ok(None);
        };
        let text = match qr::read_png(&png, &state.qr_cancel) {
            Ok(text) => text,
            Err(QrError::Cancelled) => return Ok(None),
            Err(error) => return Err(AppError::QrNotRead { file, error }),
        };
        act_on_code(state, &text).map(Some)
    })
    .await
}

/// Gives up the picture `read_qr_file` is reading: it answers `null` and
/// changes nothing. Nothing happens when no picture is being read.
#[tauri::command(rename_all = "snake_case")]
pub fn cancel_qr_read(state: State<'_, AppState>) {
    state.qr_cancel.store(true, Ordering::Relaxed);
}

/// Does what a code's text says, as a phone's camera read it: a table's
/// code starts its match here; a table's signed result is recorded into its
/// tournament on this phone (a code of a tournament that is not here is
/// refused by name). Text that is no table's code is refused in words, and
/// nothing changes.
#[tauri::command(rename_all = "snake_case")]
pub async fn read_qr_text<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    text: String,
) -> Result<QrRead, AppError> {
    on_state(app, move |state| act_on_code(state, &text)).await
}
