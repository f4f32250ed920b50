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
use tranque::tournament::individual::IndividualTournament;
use tranque::tournament::{NextStep, RoundExplanation, Tournament, TournamentMode};
use tranque_views::{MatchView, TournamentSummary, TournamentView};

use super::modes::{self, Entry, create_command, tournament_commands};
use super::{keep_daily_backup, on_state};
use crate::clock::now;
use crate::store::ListedTournament;

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

create_command! {
    /// Creates a tournament of pairs: its name, its day (`YYYY-MM-DD`, the
    /// player's local day), the rules its matches are played under, and, when
    /// given, its ranking and credit (else the federation's ranking and the
    /// points scored). The seed of the draw comes from the clock; a bye counts
    /// 100–0.
    new_tournament -> TournamentView
}

tournament_commands! {
    /// Every tournament, newest first, from the summaries the store keeps (a
    /// log is folded only for a summary behind it: an older database's, once).
    list_tournaments() -> Vec<TournamentSummary> = on_state(|state| {
        Ok(state
            .store()?
            .tournaments()?
            .into_iter()
            .map(TournamentSummary::from)
            .collect())
    });

    /// A tournament.
    get_tournament(tournament_id: String) -> TournamentView = modes::get(tournament_id);

    /// Why each table of a round meets as it does (the core's explanation of
    /// its Swiss pairing; refused for a round not paired).
    explain_round(tournament_id: String, round: u32) -> RoundExplanation =
        modes::explain(tournament_id, round, Tournament::explain_round);

    /// Registers a pair; it gets the next number.
    add_pair(tournament_id: String, players: [String; 2]) -> TournamentView =
        modes::append(tournament_id, Entry::Register(players));

    /// Registers a team (cuarteta) of two pairs, given by their numbers: it
    /// gets the next number, and is ranked by the sum of its pairs' results,
    /// beside the pairs' standings. Refused with the core's codes
    /// (`team_unnamed`, `team_name_taken`, `team_size`, `pair_in_two_teams`,
    /// `unknown_pair`).
    add_team(tournament_id: String, name: String, pairs: Vec<u32>) -> TournamentView =
        modes::append(tournament_id, Entry::Team(name, pairs));

    /// Renames a pair's players (a name mistyped, or one an older version
    /// kept that the rule of names now refuses): a log entry,
    /// `pair_renamed`, checked as a registration's names are
    /// (`bad_player_name`, `player_name_empty`, `name_too_long`,
    /// `same_player_twice`, `player_in_two_pairs`, `unknown_pair`,
    /// `pair_withdrawn`).
    rename_pair(tournament_id: String, pair: u32, players: [String; 2]) -> TournamentView =
        modes::append(tournament_id, Entry::Rename(pair, players));

    /// Withdraws a pair: it is paired no more.
    withdraw_pair(tournament_id: String, pair: u32) -> TournamentView =
        modes::append(tournament_id, Entry::Withdraw(pair));

    /// Pairs the next round (the core's Swiss pairing).
    pair_round(tournament_id: String) -> TournamentView =
        modes::append(tournament_id, Entry::NextRound);

    /// Closes a round whose tables all have their result.
    close_round(tournament_id: String, round: u32) -> TournamentView =
        modes::append(tournament_id, Entry::CloseRound(round));

    /// Records a table's result typed by the director from the paper sheet
    /// (marked `typed`). The same result again changes nothing; another one is
    /// refused with both (`result_conflict`).
    record_table_result(tournament_id: String, round: u32, table: u32, result: Value)
        -> TournamentView = modes::typed_result(
            (tournament_id, round, table),
            result,
            Tournament::decide_result
        );

    /// Corrects a table's recorded result with the one the director typed from
    /// the paper sheet (marked `typed`): the way out of a mistyped sheet, or of a
    /// conflict once the director has checked which result is right. Refused
    /// when the table has no result yet (`no_result_to_correct`); the very
    /// result recorded changes nothing; the standings follow the corrected
    /// result. What a correction means is the core's
    /// (`Tournament::decide_correction`).
    correct_table_result(tournament_id: String, round: u32, table: u32, result: Value)
        -> TournamentView = modes::typed_result(
            (tournament_id, round, table),
            result,
            Tournament::decide_correction
        );

    /// Starts the match of a table on this phone, linked to it: side A the
    /// table's first pair (seats 0 and 2), side B the second (in an individual
    /// tournament, the table's two partnerships), the tournament's rules; the
    /// day's backup, as every match's start.
    start_table_match(tournament_id: String, round: u32, table: u32) -> MatchView =
        on_state(move |state| {
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
        });

    /// Records the result of the match played on this phone for a table.
    result_from_match(tournament_id: String, round: u32, table: u32) -> TournamentView =
        modes::result_from_match((tournament_id, round, table));

    /// Records a table's result from the match file its phone exported, opened
    /// through the open dialog (`null` when cancelled); the match joins the
    /// history.
    import_table_file(tournament_id: String, round: u32, table: u32) -> Option<TournamentView> =
        modes::import_table((tournament_id, round, table));
}
