//! An individual tournament's commands (`docs/commands.md`, "Individual
//! tournaments"): players one by one, each round seated as tables of four.
//! The data inside the view are the core's own types
//! (`tranque::tournament::individual`), read exactly as the core writes them.

use tranque::tournament::individual::{SeatingExplanation, SeatsResult};

use super::{IndividualView, NewTournament};

commands! {
    /// Creates an individual tournament.
    new_individual_tournament(new: &NewTournament) -> IndividualView = new;

    /// An individual tournament by id.
    get_individual_tournament(tournament_id: &str) -> IndividualView;

    /// Registers a player by name; they get the next number.
    register_player(tournament_id: &str, name: &str) -> IndividualView;

    /// Withdraws a player: they are seated no more.
    withdraw_player(tournament_id: &str, player: u32) -> IndividualView;

    /// Renames a player (a name mistyped, or one an older version kept): a
    /// log entry, checked as a registration's name is.
    rename_tournament_player(tournament_id: &str, player: u32, name: &str) -> IndividualView;

    /// Seats the next round, as the core seats it.
    seat_round(tournament_id: &str) -> IndividualView;

    /// Records a table's result typed from its paper scoresheet.
    record_seats_result(
        tournament_id: &str,
        round: u32,
        table: u32,
        result: &SeatsResult
    ) -> IndividualView;

    /// Corrects a table's recorded result with the one typed from the paper
    /// sheet; the standings follow it.
    correct_seats_result(
        tournament_id: &str,
        round: u32,
        table: u32,
        result: &SeatsResult
    ) -> IndividualView;

    /// Closes a round whose tables all have their result.
    close_seated_round(tournament_id: &str, round: u32) -> IndividualView;

    /// Why `round` is seated as it is, from the core.
    explain_seating(tournament_id: &str, round: u32) -> SeatingExplanation;

    /// Records the result of the match played on this phone for a table of
    /// four (`start_table_match` started it).
    seats_result_from_match(tournament_id: &str, round: u32, table: u32) -> IndividualView;

    /// Records a table of four's result from its phone's match file, picked in
    /// the open dialog (`None` when cancelled).
    import_seats_file(tournament_id: &str, round: u32, table: u32) -> Option<IndividualView>;

    /// Registers a team (cuarteta) of four players, by their numbers.
    register_team(tournament_id: &str, name: &str, players: &[u32]) -> IndividualView;
}
