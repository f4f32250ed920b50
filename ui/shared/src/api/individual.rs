//! An individual tournament's commands (`docs/commands.md`, "Individual
//! tournaments"): players one by one, each round seated as tables of four.
//! The data inside the view are the core's own types
//! (`tranque::tournament::individual`), read exactly as the core writes them.

use serde::Serialize;

use super::{ApiError, IndividualView, call};

#[derive(Serialize)]
struct TournamentArgs<'a> {
    tournament_id: &'a str,
}

/// An individual tournament by id.
pub async fn get_individual_tournament(tournament_id: &str) -> Result<IndividualView, ApiError> {
    call(
        "get_individual_tournament",
        &TournamentArgs { tournament_id },
    )
    .await
}
