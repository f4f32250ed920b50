//! An individual tournament's commands (`docs/commands.md`, "Individual
//! tournaments"): players one by one, each round seated as tables of four.
//! The data inside the view are the core's own types
//! (`tranque::tournament::individual`), read exactly as the core writes them.

use serde::Serialize;
use tranque::tournament::individual::{SeatingExplanation, SeatsResult};

use super::{
    ApiError, IndividualView, NewTournament, RoundArgs, TableArgs, TournamentArgs, call,
    table_result,
};

/// Creates an individual tournament.
pub async fn new_individual_tournament(new: &NewTournament) -> Result<IndividualView, ApiError> {
    call("new_individual_tournament", new).await
}

/// An individual tournament by id.
pub async fn get_individual_tournament(tournament_id: &str) -> Result<IndividualView, ApiError> {
    call(
        "get_individual_tournament",
        &TournamentArgs { tournament_id },
    )
    .await
}

/// Registers a player by name; they get the next number.
pub async fn register_player(tournament_id: &str, name: &str) -> Result<IndividualView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        tournament_id: &'a str,
        name: &'a str,
    }
    call(
        "register_player",
        &Args {
            tournament_id,
            name,
        },
    )
    .await
}

/// Withdraws a player: they are seated no more.
pub async fn withdraw_player(tournament_id: &str, player: u32) -> Result<IndividualView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        tournament_id: &'a str,
        player: u32,
    }
    call(
        "withdraw_player",
        &Args {
            tournament_id,
            player,
        },
    )
    .await
}

/// Seats the next round, as the core seats it.
pub async fn seat_round(tournament_id: &str) -> Result<IndividualView, ApiError> {
    call("seat_round", &TournamentArgs { tournament_id }).await
}

/// Records a table's result typed from its paper scoresheet.
pub async fn record_seats_result(
    tournament_id: &str,
    round: u32,
    table: u32,
    result: &SeatsResult,
) -> Result<IndividualView, ApiError> {
    table_result("record_seats_result", tournament_id, round, table, result).await
}

/// Corrects a table's recorded result with the one typed from the paper
/// sheet; the standings follow it.
pub async fn correct_seats_result(
    tournament_id: &str,
    round: u32,
    table: u32,
    result: &SeatsResult,
) -> Result<IndividualView, ApiError> {
    table_result("correct_seats_result", tournament_id, round, table, result).await
}

/// Closes a round whose tables all have their result.
pub async fn close_seated_round(
    tournament_id: &str,
    round: u32,
) -> Result<IndividualView, ApiError> {
    call("close_seated_round", &RoundArgs::new(tournament_id, round)).await
}

/// Why `round` is seated as it is, from the core.
pub async fn explain_seating(
    tournament_id: &str,
    round: u32,
) -> Result<SeatingExplanation, ApiError> {
    call("explain_seating", &RoundArgs::new(tournament_id, round)).await
}

/// Records the result of the match played on this phone for a table of
/// four (`start_table_match` started it).
pub async fn seats_result_from_match(
    tournament_id: &str,
    round: u32,
    table: u32,
) -> Result<IndividualView, ApiError> {
    call(
        "seats_result_from_match",
        &TableArgs::new(tournament_id, round, table),
    )
    .await
}

/// Records a table of four's result from its phone's match file, picked in
/// the open dialog (`None` when cancelled).
pub async fn import_seats_file(
    tournament_id: &str,
    round: u32,
    table: u32,
) -> Result<Option<IndividualView>, ApiError> {
    call(
        "import_seats_file",
        &TableArgs::new(tournament_id, round, table),
    )
    .await
}

/// Registers a team (cuarteta) of four players, by their numbers.
pub async fn register_team(
    tournament_id: &str,
    name: &str,
    players: &[u32],
) -> Result<IndividualView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        tournament_id: &'a str,
        name: &'a str,
        players: &'a [u32],
    }
    let args = Args {
        tournament_id,
        name,
        players,
    };
    call("register_team", &args).await
}
