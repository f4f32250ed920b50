//! An individual tournament's commands (`docs/commands.md`, "Individual
//! tournaments"): players entering one by one (late entries too) and
//! withdrawing, each round seated by the core as tables of four, a table's
//! result typed by the director from the paper sheet, the view of the
//! whole, and why a round is seated as it is. Like the tournament of
//! pairs' commands, each one parses, lets the core decide, has the store
//! append inside a transaction, and answers with a view of what was
//! committed; a refusal is the core's typed code, and changes nothing. A
//! tournament of pairs is refused with `tournament_mode_mismatch`. Each one
//! that reads a log does its work on a worker thread ([`on_state`]).

use serde_json::Value;
use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, PlayerId, SeatingExplanation,
};
use tranque_views::IndividualView;

use super::modes::{self, append_entry};
use crate::error::AppError;
use crate::state::AppState;
use crate::store::StoredIndividual;

/// An individual tournament as the director sees it, from its fold.
impl From<StoredIndividual> for IndividualView {
    fn from(stored: StoredIndividual) -> IndividualView {
        let t = &stored.tournament;
        IndividualView {
            setup: t.setup().clone(),
            players: t.players().to_vec(),
            rounds: t.rounds().to_vec(),
            standings: t.standings(),
            teams: t.team_standings(),
            next_step: t.next_step(),
            id: stored.id,
            linked: stored.linked,
        }
    }
}

/// Creates an individual tournament: its name, its day (`YYYY-MM-DD`, the
/// player's local day), the rules its matches are played under (a match of
/// pairs: each table is two partnerships), and, when given, its ranking and
/// credit (else the federation's ranking and the points scored). The seed
/// of the draw comes from the clock.
#[tauri::command(rename_all = "snake_case")]
pub fn new_individual_tournament(
    state: tauri::State<'_, AppState>,
    name: String,
    date: String,
    preset: Option<String>,
    rules: Value,
    ranking: Option<Value>,
    credit: Option<Value>,
) -> Result<IndividualView, AppError> {
    modes::create(&state, (name, date, preset), rules, ranking, credit)
}

/// An individual tournament.
#[tauri::command(rename_all = "snake_case")]
pub async fn get_individual_tournament<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
) -> Result<IndividualView, AppError> {
    modes::get(app, tournament_id).await
}

/// Registers a player, at any time (a late entry starts with no wins); they
/// get the next number.
#[tauri::command(rename_all = "snake_case")]
pub async fn register_player<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    name: String,
) -> Result<IndividualView, AppError> {
    append_entry(app, tournament_id, |t: &IndividualTournament| {
        let last = t.players().iter().map(|p| p.id.0).max().unwrap_or(0);
        Ok(Some(IndividualEvent::PlayerRegistered {
            player: PlayerId(last.saturating_add(1)),
            name,
        }))
    })
    .await
}

/// Registers a team (cuarteta) of four players, given by their numbers:
/// ranked by the sum of its players' results, beside the players'
/// standings. Refused with the core's codes (`team_unnamed`,
/// `team_name_taken`, `team_size`, `player_in_two_teams`,
/// `unknown_player`).
#[tauri::command(rename_all = "snake_case")]
pub async fn register_team<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    name: String,
    players: Vec<u32>,
) -> Result<IndividualView, AppError> {
    append_entry(app, tournament_id, move |_| {
        Ok(Some(IndividualEvent::TeamRegistered {
            team: name,
            players: players.into_iter().map(PlayerId).collect(),
        }))
    })
    .await
}

/// Withdraws a player: they are seated no more.
#[tauri::command(rename_all = "snake_case")]
pub async fn withdraw_player<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    player: u32,
) -> Result<IndividualView, AppError> {
    append_entry(app, tournament_id, move |_| {
        Ok(Some(IndividualEvent::PlayerWithdrawn {
            player: PlayerId(player),
        }))
    })
    .await
}

/// Seats the next round (the core's seating from the standings).
#[tauri::command(rename_all = "snake_case")]
pub async fn seat_round<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
) -> Result<IndividualView, AppError> {
    append_entry(app, tournament_id, |t: &IndividualTournament| {
        Ok(Some(IndividualEvent::RoundSeated(t.next_seating()?)))
    })
    .await
}

/// Records a table's result typed by the director from the paper sheet
/// (marked `typed`, with no match behind it, whatever it said). The same
/// outcome again changes nothing; another one is refused with both
/// (`result_conflict`).
#[tauri::command(rename_all = "snake_case")]
pub async fn record_seats_result<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
    result: Value,
) -> Result<IndividualView, AppError> {
    let table = (tournament_id, round, table);
    modes::typed_result(app, table, result, IndividualTournament::decide_result).await
}

/// Closes a seated round whose tables all have their result.
#[tauri::command(rename_all = "snake_case")]
pub async fn close_seated_round<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
) -> Result<IndividualView, AppError> {
    append_entry(app, tournament_id, move |_| {
        Ok(Some(IndividualEvent::RoundClosed { round }))
    })
    .await
}

/// Why a seated round is seated as it is: each table's seats and who sits
/// out, each reason a code with its params (the core's explanation; refused
/// for a round not seated). Changes nothing.
#[tauri::command(rename_all = "snake_case")]
pub async fn explain_seating<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
) -> Result<SeatingExplanation, AppError> {
    modes::explain(
        app,
        tournament_id,
        round,
        IndividualTournament::explain_round,
    )
    .await
}

/// Corrects a table's recorded result with the one the director typed from
/// the paper sheet (marked `typed`): a mistyped sheet, or a conflict once
/// the director has checked which result is right. Refused when the table
/// has no result yet (`no_result_to_correct`); the very result recorded
/// changes nothing; the standings follow the corrected result.
#[tauri::command(rename_all = "snake_case")]
pub async fn correct_seats_result<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
    result: Value,
) -> Result<IndividualView, AppError> {
    let table = (tournament_id, round, table);
    modes::typed_result(app, table, result, IndividualTournament::decide_correction).await
}

/// Records the result of the match played on this phone for a table of
/// four (`start_table_match` started it), checked against the round.
#[tauri::command(rename_all = "snake_case")]
pub async fn seats_result_from_match<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
) -> Result<IndividualView, AppError> {
    modes::result_from_match(app, (tournament_id, round, table)).await
}

/// Records a table of four's result from the match file its phone
/// exported, opened through the open dialog (`null` when cancelled); the
/// match joins the history.
#[tauri::command(rename_all = "snake_case")]
pub async fn import_seats_file<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    table: u32,
) -> Result<Option<IndividualView>, AppError> {
    modes::import_table(app, (tournament_id, round, table)).await
}
