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
use tranque::tournament::individual::{IndividualTournament, SeatingExplanation};
use tranque_views::IndividualView;

use super::modes::{self, Entry, create_command, tournament_commands};

create_command! {
    /// Creates an individual tournament: its name, its day (`YYYY-MM-DD`, the
    /// player's local day), the rules its matches are played under (a match of
    /// pairs: each table is two partnerships), and, when given, its ranking and
    /// credit (else the federation's ranking and the points scored). The seed
    /// of the draw comes from the clock.
    new_individual_tournament -> IndividualView
}

tournament_commands! {
    /// An individual tournament.
    get_individual_tournament(tournament_id: String) -> IndividualView = modes::get(tournament_id);

    /// Registers a player, at any time (a late entry starts with no wins); they
    /// get the next number.
    register_player(tournament_id: String, name: String) -> IndividualView =
        modes::append(tournament_id, Entry::Register(name));

    /// Registers a team (cuarteta) of four players, given by their numbers:
    /// ranked by the sum of its players' results, beside the players'
    /// standings. Refused with the core's codes (`team_unnamed`,
    /// `team_name_taken`, `team_size`, `player_in_two_teams`,
    /// `unknown_player`).
    register_team(tournament_id: String, name: String, players: Vec<u32>) -> IndividualView =
        modes::append(tournament_id, Entry::Team(name, players));

    /// Renames a player of the tournament (a name mistyped, or one an
    /// older version kept that the rule of names now refuses): a log entry,
    /// `player_renamed`, checked as a registration's name is
    /// (`bad_player_name`, `player_unnamed`, `name_too_long`,
    /// `player_name_taken`, `unknown_player`, `player_withdrawn`).
    rename_tournament_player(tournament_id: String, player: u32, name: String) -> IndividualView =
        modes::append(tournament_id, Entry::Rename(player, name));

    /// Withdraws a player: they are seated no more.
    withdraw_player(tournament_id: String, player: u32) -> IndividualView =
        modes::append(tournament_id, Entry::Withdraw(player));

    /// Seats the next round (the core's seating from the standings).
    seat_round(tournament_id: String) -> IndividualView =
        modes::append(tournament_id, Entry::NextRound);

    /// Records a table's result typed by the director from the paper sheet
    /// (marked `typed`, with no match behind it, whatever it said). The same
    /// outcome again changes nothing; another one is refused with both
    /// (`result_conflict`).
    record_seats_result(tournament_id: String, round: u32, table: u32, result: Value)
        -> IndividualView = modes::typed_result(
            (tournament_id, round, table),
            result,
            IndividualTournament::decide_result
        );

    /// Closes a seated round whose tables all have their result.
    close_seated_round(tournament_id: String, round: u32) -> IndividualView =
        modes::append(tournament_id, Entry::CloseRound(round));

    /// Why a seated round is seated as it is: each table's seats and who sits
    /// out, each reason a code with its params (the core's explanation; refused
    /// for a round not seated). Changes nothing.
    explain_seating(tournament_id: String, round: u32) -> SeatingExplanation =
        modes::explain(tournament_id, round, IndividualTournament::explain_round);

    /// Corrects a table's recorded result with the one the director typed from
    /// the paper sheet (marked `typed`): a mistyped sheet, or a conflict once
    /// the director has checked which result is right. Refused when the table
    /// has no result yet (`no_result_to_correct`); the very result recorded
    /// changes nothing; the standings follow the corrected result.
    correct_seats_result(tournament_id: String, round: u32, table: u32, result: Value)
        -> IndividualView = modes::typed_result(
            (tournament_id, round, table),
            result,
            IndividualTournament::decide_correction
        );

    /// Records the result of the match played on this phone for a table of
    /// four (`start_table_match` started it), checked against the round.
    seats_result_from_match(tournament_id: String, round: u32, table: u32) -> IndividualView =
        modes::result_from_match((tournament_id, round, table));

    /// Records a table of four's result from the match file its phone
    /// exported, opened through the open dialog (`null` when cancelled); the
    /// match joins the history.
    import_seats_file(tournament_id: String, round: u32, table: u32) -> Option<IndividualView> =
        modes::import_table((tournament_id, round, table));
}
