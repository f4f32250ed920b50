//! The tournament's commands (`docs/commands.md`, "Tournaments"): a Swiss
//! tournament of pairs directed from this phone, and its tables' results
//! from a match played here, a table's match file or the paper sheet (the
//! QR codes between the director's phone and the tables' are `codes.rs`'s).
//! Like every command,
//! each one parses, lets the core decide, has the store append inside a
//! transaction, and answers with a view of what was committed.
//!
//! A command that reads a tournament may fold its whole log (up to 100,000
//! entries, a second or two for a full field): the first after a start, one
//! whose fold the store no longer keeps, explaining a round. So each is
//! `async` and does its work on a worker thread ([`on_state`]), never on the
//! main thread that presents the webview's frames; its answer and its
//! refusals are the same.

use serde_json::Value;
use tauri::State;
use tranque::tournament::individual::IndividualTournament;
use tranque::tournament::{
    NextStep, PairId, RoundExplanation, Tournament, TournamentEvent, TournamentMode,
};
use tranque_views::{MatchView, TournamentSummary, TournamentView};

use super::modes::{self, append_entry};
use super::{keep_daily_backup, on_state};
use crate::clock::now;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::{ListedTournament, StoredTournament};

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
    modes::create(&state, (name, date, preset), rules, ranking, credit)
}

/// A tournament.
#[tauri::command(rename_all = "snake_case")]
pub async fn get_tournament<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
) -> Result<TournamentView, AppError> {
    modes::get(app, tournament_id).await
}

/// Why each table of a round meets as it does (the core's explanation of
/// its Swiss pairing; refused for a round not paired).
#[tauri::command(rename_all = "snake_case")]
pub async fn explain_round<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
) -> Result<RoundExplanation, AppError> {
    modes::explain(app, tournament_id, round, Tournament::explain_round).await
}

/// Registers a pair; it gets the next number.
#[tauri::command(rename_all = "snake_case")]
pub async fn add_pair<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    players: [String; 2],
) -> Result<TournamentView, AppError> {
    append_entry(app, tournament_id, move |t: &Tournament| {
        let last = t.pairs().iter().map(|p| p.id.0).max().unwrap_or(0);
        Ok(Some(TournamentEvent::PairRegistered {
            pair: PairId(last.saturating_add(1)),
            players,
        }))
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
    append_entry(app, tournament_id, move |_| {
        Ok(Some(TournamentEvent::TeamRegistered {
            team: name,
            pairs: pairs.into_iter().map(PairId).collect(),
        }))
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
    append_entry(app, tournament_id, move |_| {
        Ok(Some(TournamentEvent::PairWithdrawn { pair: PairId(pair) }))
    })
    .await
}

/// Pairs the next round (the core's Swiss pairing).
#[tauri::command(rename_all = "snake_case")]
pub async fn pair_round<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
) -> Result<TournamentView, AppError> {
    append_entry(app, tournament_id, move |t: &Tournament| {
        Ok(Some(TournamentEvent::RoundPaired(t.next_pairing()?)))
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
    append_entry(app, tournament_id, move |_| {
        Ok(Some(TournamentEvent::RoundClosed { round }))
    })
    .await
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
    let table = (tournament_id, round, table);
    modes::typed_result(app, table, result, Tournament::decide_result).await
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
    let table = (tournament_id, round, table);
    modes::typed_result(app, table, result, Tournament::decide_correction).await
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
                store.start_table_match::<Tournament>(&tournament_id, round, table, &now())?
            }
            TournamentMode::Individual => store.start_table_match::<IndividualTournament>(
                &tournament_id,
                round,
                table,
                &now(),
            )?,
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
    modes::result_from_match(app, (tournament_id, round, table)).await
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
    modes::import_table(app, (tournament_id, round, table)).await
}
