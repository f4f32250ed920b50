//! The tournament's commands (`docs/commands.md`, "Tournaments"): a Swiss
//! tournament of pairs directed from this phone, its tables' results from a
//! match played here, a table's match file or the paper sheet, and the QR
//! codes between the director's phone and the tables'. Like every command,
//! each one parses, lets the core decide, has the store append inside a
//! transaction, and answers with a view of what was committed.
//!
//! A command that reads a tournament may fold its whole log (up to 100,000
//! entries, a second or two for a full field): the first after a start, one
//! whose fold the store no longer keeps, explaining a round. So each is
//! `async` and does its work on a worker thread ([`on_state`]), never on the
//! main thread that presents the webview's frames; its answer and its
//! refusals are the same.

use std::sync::atomic::Ordering;

use serde_json::Value;
use tauri::{Manager, State};
use tranque::Rules;
use tranque::tournament::{
    Credit, Criterion, NextStep, PairId, ResultSource, RoundExplanation, TablePayload, TableResult,
    TournamentEvent, TournamentMode, TournamentSetup,
};
use tranque_views::{MatchView, QrCode, QrRead, SavedFile, TournamentSummary, TournamentView};

use super::{keep_daily_backup, on_worker};
use crate::clock::now;
use crate::error::AppError;
use crate::files;
use crate::phone;
use crate::qr::{self, QrError};
use crate::state::AppState;
use crate::store::{ListedTournament, StoreError, StoredTournament};

/// A tournament of the list, from its stored summary; its counts 0 when
/// its log no longer reads.
impl From<ListedTournament> for TournamentSummary {
    fn from(listed: ListedTournament) -> TournamentSummary {
        let (pairs, players, rounds, next_step, unreadable) = match listed.progress {
            Ok(p) => (p.pairs, p.players, p.rounds, p.next_step, false),
            Err(_) => (0, 0, 0, NextStep::Register { active: 0 }, true),
        };
        TournamentSummary {
            id: listed.id,
            name: listed.name,
            date: listed.date,
            mode: listed.mode,
            pairs,
            players,
            rounds,
            next_step,
            unreadable,
        }
    }
}

/// A tournament as the director sees it, from its record and its fold.
impl From<StoredTournament> for TournamentView {
    fn from(stored: StoredTournament) -> TournamentView {
        let t = &stored.tournament;
        TournamentView {
            setup: t.setup().clone(),
            pairs: t.pairs().to_vec(),
            rounds: t.rounds().to_vec(),
            standings: t.standings(),
            teams: t.team_standings(),
            next_step: t.next_step(),
            id: stored.id,
            linked: stored.linked,
        }
    }
}

/// Runs `work` with the app's state on a worker thread ([`on_worker`]).
async fn on_state<R: tauri::Runtime, T: Send + 'static>(
    app: tauri::AppHandle<R>,
    work: impl FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
) -> Result<T, AppError> {
    on_worker(app, move |app| work(&app.state::<AppState>())).await
}

fn change(
    state: &AppState,
    tournament_id: &str,
    decide: impl FnOnce(
        &tranque::tournament::Tournament,
    ) -> Result<Option<TournamentEvent>, tranque::tournament::TournamentError>,
) -> Result<TournamentView, AppError> {
    Ok(state
        .store()?
        .change_tournament(tournament_id, &now(), decide)?
        .into())
}

/// The seed of a new tournament's draw, from the clock.
pub(super) fn seed() -> u32 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    since.subsec_nanos() ^ (since.as_secs() as u32).rotate_left(16)
}

/// A new tournament's ranking and credit as the desk chose them, each
/// left out for the default: the federation's ranking (wins, point
/// difference, points for), the points scored. The core checks the ranking
/// with the rest of the setup.
pub(super) fn ranking_and_credit(
    ranking: Option<Value>,
    credit: Option<Value>,
) -> Result<(Vec<Criterion>, Credit), AppError> {
    let ranking = match ranking {
        Some(ranking) => AppError::parse("ranking", ranking)?,
        None => Criterion::DEFAULT.to_vec(),
    };
    let credit = match credit {
        Some(credit) => AppError::parse("credit", credit)?,
        None => Credit::default(),
    };
    Ok((ranking, credit))
}

/// Every tournament, newest first, from the summaries the store keeps (a
/// log is folded only for a summary behind it: an older database's, once).
#[tauri::command(rename_all = "snake_case")]
pub async fn list_tournaments<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
) -> Result<Vec<TournamentSummary>, AppError> {
    on_state(app, |state| {
        Ok(state
            .store()?
            .tournaments()?
            .into_iter()
            .map(TournamentSummary::from)
            .collect())
    })
    .await
}

/// Creates a tournament of pairs: its name, its day (`YYYY-MM-DD`, the
/// player's local day), the rules its matches are played under, and, when
/// given, its ranking and credit (else the federation's ranking and the
/// points scored). The seed of the draw comes from the clock; a bye counts
/// 100–0.
#[tauri::command(rename_all = "snake_case")]
pub fn new_tournament(
    state: State<'_, AppState>,
    name: String,
    date: String,
    preset: Option<String>,
    rules: Value,
    ranking: Option<Value>,
    credit: Option<Value>,
) -> Result<TournamentView, AppError> {
    let rules: Rules = AppError::parse("rules", rules)?;
    let (ranking, credit) = ranking_and_credit(ranking, credit)?;
    let setup = TournamentSetup {
        name,
        date,
        preset,
        rules,
        mode: TournamentMode::Pairs,
        seed: seed(),
        bye: Default::default(),
        ranking,
        credit,
    };
    Ok(state.store()?.create_tournament(setup, &now())?.into())
}

/// A tournament.
#[tauri::command(rename_all = "snake_case")]
pub async fn get_tournament<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
) -> Result<TournamentView, AppError> {
    on_state(app, move |state| {
        Ok(state.store()?.get_tournament(&tournament_id)?.into())
    })
    .await
}

/// Why each table of a round meets as it does (the core's explanation of
/// its Swiss pairing; refused for a round not paired).
#[tauri::command(rename_all = "snake_case")]
pub async fn explain_round<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
) -> Result<RoundExplanation, AppError> {
    on_state(app, move |state| {
        let stored = state.store()?.get_tournament(&tournament_id)?;
        Ok(stored.tournament.explain_round(round)?)
    })
    .await
}

/// Registers a pair; it gets the next number.
#[tauri::command(rename_all = "snake_case")]
pub async fn add_pair<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    players: [String; 2],
) -> Result<TournamentView, AppError> {
    on_state(app, move |state| {
        change(state, &tournament_id, |t| {
            let last = t.pairs().iter().map(|p| p.id.0).max().unwrap_or(0);
            Ok(Some(TournamentEvent::PairRegistered {
                pair: PairId(last.saturating_add(1)),
                players,
            }))
        })
    })
    .await
}

/// Registers a team (cuarteta) of two pairs, given by their numbers: it
/// gets the next number, and is ranked by the sum of its pairs' results,
/// beside the pairs' standings. Refused with the core's codes
/// (`team_unnamed`, `team_name_taken`, `team_size`, `pair_in_two_teams`,
/// `unknown_pair`).
#[tauri::command(rename_all = "snake_case")]
pub async fn add_team<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    name: String,
    pairs: Vec<u32>,
) -> Result<TournamentView, AppError> {
    on_state(app, move |state| {
        change(state, &tournament_id, |_| {
            Ok(Some(TournamentEvent::TeamRegistered {
                team: name,
                pairs: pairs.into_iter().map(PairId).collect(),
            }))
        })
    })
    .await
}

/// Withdraws a pair: it is paired no more.
#[tauri::command(rename_all = "snake_case")]
pub async fn withdraw_pair<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    pair: u32,
) -> Result<TournamentView, AppError> {
    on_state(app, move |state| {
        change(state, &tournament_id, |_| {
            Ok(Some(TournamentEvent::PairWithdrawn { pair: PairId(pair) }))
        })
    })
    .await
}

/// Pairs the next round (the core's Swiss pairing).
#[tauri::command(rename_all = "snake_case")]
pub async fn pair_round<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
) -> Result<TournamentView, AppError> {
    on_state(app, move |state| {
        change(state, &tournament_id, |t| {
            Ok(Some(TournamentEvent::RoundPaired(t.next_pairing()?)))
        })
    })
    .await
}

/// Closes a round whose tables all have their result.
#[tauri::command(rename_all = "snake_case")]
pub async fn close_round<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
) -> Result<TournamentView, AppError> {
    on_state(app, move |state| {
        change(state, &tournament_id, |_| {
            Ok(Some(TournamentEvent::RoundClosed { round }))
        })
    })
    .await
}

/// The result the UI sent, as the director typed it: marked `typed`, with no
/// match behind it, whatever it said.
fn typed(result: Value) -> Result<TableResult, AppError> {
    let result: TableResult = AppError::parse("result", result)?;
    Ok(TableResult {
        source: ResultSource::Typed,
        match_id: None,
        ..result
    })
}

/// Records a table's result typed by the director from the paper sheet
/// (marked `typed`). The same result again changes nothing; another one is
/// refused with both (`result_conflict`).
#[tauri::command(rename_all = "snake_case")]
pub async fn record_table_result<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
    result: Value,
) -> Result<TournamentView, AppError> {
    let result = typed(result)?;
    on_state(app, move |state| {
        change(state, &tournament_id, |t| {
            t.decide_result(round, table, &result)
        })
    })
    .await
}

/// Corrects a table's recorded result with the one the director typed from
/// the paper sheet (marked `typed`): the way out of a mistyped sheet, or of a
/// conflict once the director has checked which result is right. Refused
/// when the table has no result yet (`no_result_to_correct`); the very
/// result recorded changes nothing; the standings follow the corrected
/// result. What a correction means is the core's
/// (`Tournament::decide_correction`).
#[tauri::command(rename_all = "snake_case")]
pub async fn correct_table_result<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
    result: Value,
) -> Result<TournamentView, AppError> {
    let result = typed(result)?;
    on_state(app, move |state| {
        change(state, &tournament_id, |t| {
            t.decide_correction(round, table, &result)
        })
    })
    .await
}

/// Starts the match of a table on this phone, linked to it: side A the
/// table's first pair (seats 0 and 2), side B the second (in an individual
/// tournament, the table's two partnerships), the tournament's rules; the
/// day's backup, as every match's start.
#[tauri::command(rename_all = "snake_case")]
pub async fn start_table_match<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
) -> Result<MatchView, AppError> {
    on_state(app, move |state| {
        let mut store = state.store()?;
        let game = match store.tournament_mode(&tournament_id)? {
            TournamentMode::Pairs => {
                store.start_table_match(&tournament_id, round, table, &now())?
            }
            TournamentMode::Individual => {
                store.start_individual_table_match(&tournament_id, round, table, &now())?
            }
        };
        keep_daily_backup(&store);
        Ok(game.into())
    })
    .await
}

/// Records the result of the match played on this phone for a table.
#[tauri::command(rename_all = "snake_case")]
pub async fn result_from_match<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
) -> Result<TournamentView, AppError> {
    on_state(app, move |state| {
        Ok(state
            .store()?
            .result_from_table_match(&tournament_id, round, table, &now())?
            .into())
    })
    .await
}

/// Records a table's result from the match file its phone exported, opened
/// through the open dialog (`null` when cancelled); the match joins the
/// history.
#[tauri::command(rename_all = "snake_case")]
pub async fn import_table_file<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
) -> Result<Option<TournamentView>, AppError> {
    on_worker(app, move |app| {
        let state = app.state::<AppState>();
        let Some(text) = files::open_json(&app, &state.file_pick)? else {
            return Ok(None);
        };
        let stored =
            state
                .store()?
                .import_table_match(&tournament_id, round, table, &text, &now())?;
        Ok(Some(stored.into()))
    })
    .await
}

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
    on_worker(app, move |app| {
        let state = app.state::<AppState>();
        let text = start_text(&state, &tournament_id, round, table)?;
        let png = qr::png(&text).map_err(AppError::QrNotDrawn)?;
        let name = format!("tranque-round-{round}-table-{table}.png");
        let saved = files::save_png(&app, &state.file_pick, &name, &png)?;
        Ok(saved.map(|file| SavedFile {
            file,
            unreadable: Vec::new(),
        }))
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
    on_worker(app, move |app| {
        let state = app.state::<AppState>();
        let (text, name) = result_text(&state, &match_id)?;
        let png = qr::png(&text).map_err(AppError::QrNotDrawn)?;
        let saved = match phone::share_png(&app, &name, &png) {
            Some(shared) => Some(shared?),
            None => files::save_png(&app, &state.file_pick, &name, &png)?,
        };
        Ok(saved.map(|file| SavedFile {
            file,
            unreadable: Vec::new(),
        }))
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
                    tournament: change(state, &id, |t| t.decide_report(&id, &report))?,
                },
                TournamentMode::Individual => QrRead::SeatsResult {
                    individual: state
                        .store()?
                        .change_individual(&id, &now(), |t| t.decide_report(&id, &report))?
                        .into(),
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
    on_worker(app, |app| {
        let state = app.state::<AppState>();
        state.qr_cancel.store(false, Ordering::Relaxed);
        let Some((file, png)) = files::open_png(&app, &state.file_pick)? else {
            return Ok(None);
        };
        let text = match qr::read_png(&png, &state.qr_cancel) {
            Ok(text) => text,
            Err(QrError::Cancelled) => return Ok(None),
            Err(error) => return Err(AppError::QrNotRead { file, error }),
        };
        act_on_code(&state, &text).map(Some)
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
