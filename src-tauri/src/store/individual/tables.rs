//! An individual tournament's tables on this phone: the match of a table
//! of four started here (its two partnerships as the match's sides, under
//! the tournament's rules, linked to the table), its result recorded from
//! that match, and a table phone's match file recorded as the table's
//! result, the match joining the history in the same transaction. The
//! core reads each match against the table (`result_of_match`); the store
//! shares the pairs' reading of the link and the file (`tournaments.rs`).

use tranque::tournament::individual::{IndividualEvent, IndividualTournament, SeatsResult};
use tranque::tournament::{ResultSource, TournamentError};

use super::super::exchange::write_one;
use super::super::tournaments::{start_linked_match, start_of, table_file, table_match};
use super::super::*;
use super::{StoredIndividual, change_individual_in, load_individual};

impl Store {
    /// Starts the match of a table of four on this phone: side A the
    /// table's seats 0 and 2, side B its seats 1 and 3, under the
    /// tournament's rules; linked to the table (a link to an earlier match
    /// of the table moves to this one). Refused like any new match while
    /// one is under way.
    pub fn start_individual_table_match(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        now: &str,
    ) -> Result<StoredMatch, StoreError> {
        let tx = self.write()?;
        let stored = load_individual(&tx, id)?;
        let start = start_of(stored.tournament.start_payload(id, round, table)?, id)?;
        let game = start_linked_match(&tx, id, stored.tournament.setup(), &start, now)?;
        tx.commit()?;
        Ok(game)
    }

    /// Records the result of the match played on this phone for a table of
    /// four (`played`, signed by whoever signed the match), checked by the
    /// core against the round: the table's partnerships, the tournament's
    /// rules, finished, signed. The same result again changes nothing.
    pub fn individual_result_from_table_match(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        now: &str,
    ) -> Result<StoredIndividual, StoreError> {
        let tx = self.write()?;
        let (match_id, played, signed_by) = table_match(&tx, id, round, table)?;
        let stored = change_individual_in(&tx, id, now, |t| {
            let read = (&played.game, ResultSource::Played, signed_by);
            decide_from_match(t, round, table, read, &match_id)
        })?;
        tx.commit()?;
        Ok(stored)
    }

    /// Records a table of four's result from the match file its phone
    /// exported (`imported`), checked by the core against the round, the
    /// match joining the history as an import does, in the same
    /// transaction. The same file twice changes nothing; another result
    /// for the table is refused with both.
    pub fn import_individual_table_match(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        text: &str,
        now: &str,
    ) -> Result<StoredIndividual, StoreError> {
        let (checked, game, signed_by) = table_file(text, now)?;
        let tx = self.write()?;
        // The match first, so the result names the id it stands under
        // here; a result the core refuses rolls both back.
        let match_id = write_one(&tx, &checked)?;
        let stored = change_individual_in(&tx, id, now, |t| {
            let read = (&game, ResultSource::Imported, signed_by);
            decide_from_match(t, round, table, read, &match_id)
        })?;
        tx.commit()?;
        Ok(stored)
    }
}

/// What recording the result of `game` (where it came from, who signed
/// it) at a table means, the result naming the match's id here.
fn decide_from_match(
    t: &IndividualTournament,
    round: u32,
    table: u32,
    (game, source, signed_by): (&Match, ResultSource, Option<String>),
    match_id: &str,
) -> Result<Option<IndividualEvent>, TournamentError> {
    let result = t.result_of_match(round, table, game, source, signed_by)?;
    t.decide_result(
        round,
        table,
        &SeatsResult {
            match_id: Some(match_id.to_owned()),
            ..result
        },
    )
}
