//! Tournaments: a Swiss tournament of pairs kept as its log (the core's
//! `TournamentEvent`s, each with its `"version": 1`), changed like a match
//! (the core decides inside the transaction, the answer leaves after the
//! commit); the matches played on this phone for a table; the match files
//! of the tables' phones, imported and recorded once; and, on a table's
//! phone, the match started from a table's code. A tournament whose log no
//! longer reads is listed as unreadable and refused by name; it never stops
//! the others. Every write that appends to a log writes the tournament's
//! summary with it (`summaries.rs`), from the fold it already has.

use tranque::tournament::{
    PairPlayers, ResultSource, StartTable, TournamentError, TournamentMode, TournamentSetup,
};

use super::exchange::{check_one, write_one};
use super::folds::Folds;
use super::kind::load_stored;
use super::kind::{Stored, StoredIndividual, StoredTournament, TournamentKind};
use super::log::{random_id, start_match};
use super::summaries::summarise;
use super::*;

impl Store {
    /// Creates a tournament of either mode: the core checks the setup (its
    /// mode `T`'s), its `created` entry is the first of its log.
    pub fn create_tournament<T: TournamentKind>(
        &mut self,
        setup: TournamentSetup,
        now: &str,
    ) -> Result<Stored<T>, StoreError> {
        let tournament = T::new(setup)?;
        // Its name, by the one rule of names (the core's `new` also folds
        // an old log's `created`, whose name is kept as written).
        tournament.events().iter().try_for_each(T::check_names)?;
        let tx = self.write()?;
        let id = new_tournament_id(&tx)?;
        insert_tournament(&tx, &id, tournament.setup(), T::MODE, now)?;
        write_entries::<T>(&tx, &id, tournament.events(), 0, now)?;
        summarise(&tx, &id, &tournament)?;
        tx.commit()?;
        Ok(Stored {
            id,
            created_at: now.to_owned(),
            tournament,
            linked: Vec::new(),
        })
    }

    /// A tournament of mode `T`, folded from its committed log; one of the
    /// other mode is refused with `tournament_mode_mismatch`.
    pub fn get_stored<T: TournamentKind>(&self, id: &str) -> Result<Stored<T>, StoreError> {
        load_stored(&self.conn, id, Some(&self.folds))
    }

    /// A tournament of pairs ([`Store::get_stored`]).
    pub fn get_tournament(&self, id: &str) -> Result<StoredTournament, StoreError> {
        self.get_stored(id)
    }

    /// An individual tournament ([`Store::get_stored`]).
    pub fn get_individual(&self, id: &str) -> Result<StoredIndividual, StoreError> {
        self.get_stored(id)
    }

    /// Tournament `id`'s mode, pairs or individual, without reading its
    /// log; `no_such_tournament` when it is not stored.
    pub fn tournament_mode(&self, id: &str) -> Result<TournamentMode, StoreError> {
        super::folds::tournament_mode(&self.conn, id)
    }

    /// Changes a tournament's log, in either mode: `decide` looks at the
    /// tournament as committed and gives the entry to append, or `None` for
    /// nothing to change (a result arriving twice); the core checks the
    /// entry (its names cleaned by the one rule of names), and only one it
    /// accepts is written, with the list's row. Answers with the fold of
    /// what was committed. A tournament of the other mode is refused with
    /// `tournament_mode_mismatch`.
    pub fn change_tournament<T: TournamentKind>(
        &mut self,
        id: &str,
        now: &str,
        decide: impl FnOnce(&T) -> Result<Option<T::Event>, TournamentError>,
    ) -> Result<Stored<T>, StoreError> {
        self.change_with(id, |tx, folds| change_in(tx, id, now, folds, decide))
    }

    /// Runs `change` (which appends to tournament `id`'s log) in a
    /// transaction, and keeps the fold it answers with once committed.
    fn change_with<T: TournamentKind>(
        &mut self,
        id: &str,
        change: impl FnOnce(&Transaction<'_>, &Folds) -> Result<Stored<T>, StoreError>,
    ) -> Result<Stored<T>, StoreError> {
        let folds = self.folds.clone();
        let tx = self.write()?;
        let stored = change(&tx, &folds)?;
        tx.commit()?;
        stored.tournament.keep(&folds, &self.conn, id)?;
        Ok(stored)
    }

    /// Starts the match of a table on this phone: side A the table's first
    /// pair (seats 0 and 2) or partnership, side B the second (seats 1 and
    /// 3), under the tournament's rules; linked to the table (a link to an
    /// earlier match of the table moves to this one). Refused like any new
    /// match while one is under way.
    pub fn start_table_match<T: TournamentKind>(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        now: &str,
    ) -> Result<StoredMatch, StoreError> {
        let folds = self.folds.clone();
        let tx = self.write()?;
        let stored = load_stored::<T>(&tx, id, Some(&folds))?;
        let start = start_of(stored.tournament.start_payload(id, round, table)?, id)?;
        let game = start_linked_match(&tx, id, stored.tournament.setup(), &start, now)?;
        tx.commit()?;
        Ok(game)
    }

    /// Records the result of the match played on this phone for a table
    /// (`played`, signed by whoever signed the match), checked by the core
    /// against the round: the right pairs or partnerships, the tournament's
    /// rules, finished, signed. The same result again changes nothing.
    pub fn result_from_table_match<T: TournamentKind>(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        now: &str,
    ) -> Result<Stored<T>, StoreError> {
        self.change_with(id, |tx, folds| {
            let (match_id, played, signed_by) = table_match(tx, id, round, table)?;
            change_in(tx, id, now, folds, |t: &T| {
                let read = (&played.game, ResultSource::Played, signed_by);
                t.decide_from_match((round, table), read, &match_id)
            })
        })
    }

    /// Records a table's result from the match file its phone exported
    /// (`imported`): the core checks it against the round (the right pairs
    /// or partnerships, the tournament's rules, finished, signed), and the
    /// match joins the history as an import does, in the same transaction.
    /// The same file twice changes nothing; another result for the table is
    /// refused with both.
    pub fn import_table_match<T: TournamentKind>(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        text: &str,
        now: &str,
    ) -> Result<Stored<T>, StoreError> {
        let (checked, game, signed_by) = table_file(text, now)?;
        self.change_with(id, |tx, folds| {
            // The match first, so the result names the id it stands under
            // here (a new one when the file's id holds another match); a
            // result the core refuses rolls both back.
            let match_id = write_one(tx, &checked)?;
            change_in(tx, id, now, folds, |t: &T| {
                let read = (&game, ResultSource::Imported, signed_by);
                t.decide_from_match((round, table), read, &match_id)
            })
        })
    }

    /// On a table's phone: starts the match a table's code asks for (its
    /// pairs in their seats, under the rules it carries or the preset it
    /// names), linked to the code's tournament, round and table. Refused
    /// like any new match while one is under way, and when the code's rules
    /// cannot be played (the core's words, nothing written).
    pub fn start_coded_match(
        &mut self,
        start: &StartTable,
        now: &str,
    ) -> Result<StoredMatch, StoreError> {
        let (preset, rules) = start.match_rules()?;
        let tx = self.write()?;
        let game = start_match(&tx, preset.map(Preset::id), &rules, &start.seats(), now)?;
        tx.execute(
            "INSERT INTO table_code_matches
                 (match_id, tournament, round, table_number, rules, pairs, rule_set)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                game.id,
                start.tournament,
                start.round,
                start.table,
                start.rules,
                to_json(&start.pairs),
                start.rule_set.as_ref().map(to_json)
            ],
        )?;
        tx.commit()?;
        Ok(game)
    }

    /// The table's code a match was started from (on a table's phone), if any.
    pub fn match_code(&self, match_id: &str) -> Result<Option<StartTable>, StoreError> {
        type Row = (String, u32, u32, String, String, Option<String>);
        let row: Option<Row> = self
            .conn
            .query_row(
                "SELECT tournament, round, table_number, rules, pairs, rule_set
                 FROM table_code_matches WHERE match_id = ?1",
                [match_id],
                |row| Row::try_from(row),
            )
            .optional()?;
        let Some((tournament, round, table, rules, pairs, rule_set)) = row else {
            return Ok(None);
        };
        let corrupt = |err: serde_json::Error| StoreError::Corrupt {
            id: match_id.to_owned(),
            why: format!("its table's code does not read: {err}"),
        };
        let pairs: [PairPlayers; 2] = serde_json::from_str(&pairs).map_err(corrupt)?;
        let rule_set = rule_set
            .map(|text| serde_json::from_str(&text))
            .transpose()
            .map_err(corrupt)?;
        Ok(Some(StartTable {
            tournament,
            round,
            table,
            rules,
            pairs,
            rule_set,
        }))
    }
}

/// The match played on this phone for `table` of `round` of tournament
/// `id` (`start_table_match`): its id, the match, and who signed it.
/// Refused when the table has no match here (`no_table_match`, after
/// `no_such_tournament` for a tournament that is not there) and when the
/// match is not finished and signed off (`match_not_finished`).
pub(super) fn table_match(
    tx: &Transaction<'_>,
    id: &str,
    round: u32,
    table: u32,
) -> Result<(String, StoredMatch, Option<String>), StoreError> {
    let match_id: Option<String> = tx
        .query_row(
            "SELECT match_id FROM tournament_table_matches
             WHERE tournament_id = ?1 AND round = ?2 AND table_number = ?3",
            params![id, round, table],
            |row| row.get(0),
        )
        .optional()?;
    let Some(match_id) = match_id else {
        // A tournament that is not there is named as such first.
        super::folds::tournament_mode(tx, id)?;
        return Err(StoreError::NoTableMatch {
            tournament_id: id.to_owned(),
            round,
            table,
        });
    };
    let played = load(tx, &match_id)?;
    let signed_by = match played.status {
        Status::Finished => played.signed_by.clone(),
        // Over or not, a match still under way has not been signed off.
        _ => return Err(TournamentError::MatchNotFinished.into()),
    };
    Ok((match_id, played, signed_by))
}

/// A table phone's match file, read and checked as an import is: what
/// joins the history, the match, and who signed it. Refused past the
/// import's size cap and as any import is.
pub(super) fn table_file(
    text: &str,
    now: &str,
) -> Result<(super::exchange::Checked, Match, Option<String>), StoreError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(StoreError::ImportTooLarge {
            bytes: text.len(),
            max: MAX_IMPORT_BYTES,
        });
    }
    let file = MatchFile::parse(text)?;
    let signed_by = file.signed_by.clone();
    let game = file.clone().into_match()?;
    Ok((check_one(file, now)?, game, signed_by))
}

/// Starts the match a table's code asks for on this phone, under the
/// tournament's own preset and rules, and links it to the table (a link to
/// an earlier match of the table moves to this one). What both modes'
/// `start_table_match` share.
pub(super) fn start_linked_match(
    tx: &Transaction<'_>,
    id: &str,
    setup: &TournamentSetup,
    start: &StartTable,
    now: &str,
) -> Result<StoredMatch, StoreError> {
    let game = start_match(
        tx,
        setup.preset.as_deref(),
        &setup.rules,
        &start.seats(),
        now,
    )?;
    tx.execute(
        "INSERT OR REPLACE INTO tournament_table_matches (tournament_id, round, table_number, match_id)
         VALUES (?1, ?2, ?3, ?4)",
        params![id, start.round, start.table, game.id],
    )?;
    Ok(game)
}

/// The start code's match of a tournament's table, from the core's answer.
pub(super) fn start_of(
    payload: tranque::tournament::TablePayload,
    id: &str,
) -> Result<StartTable, StoreError> {
    match payload {
        tranque::tournament::TablePayload::Start(start) => Ok(start),
        // `start_payload` answers only with a start.
        tranque::tournament::TablePayload::Result(_) => Err(StoreError::TournamentUnreadable {
            id: id.to_owned(),
            why: "the table's code is not a start".to_owned(),
        }),
    }
}

/// [`Store::change_tournament`] inside the caller's transaction.
pub(super) fn change_in<T: TournamentKind>(
    tx: &Transaction<'_>,
    id: &str,
    now: &str,
    folds: &Folds,
    decide: impl FnOnce(&T) -> Result<Option<T::Event>, TournamentError>,
) -> Result<Stored<T>, StoreError> {
    let mut stored = load_stored::<T>(tx, id, Some(folds))?;
    let Some(event) = decide(&stored.tournament)? else {
        return Ok(stored);
    };
    let seq = stored.tournament.events().len();
    // A new entry: the core cleans its names (the one rule of names) and
    // the entry it recorded is the one written.
    stored.tournament = stored.tournament.enter(event)?;
    write_entries::<T>(tx, id, stored.tournament.events(), seq, now)?;
    summarise(tx, id, &stored.tournament)?;
    Ok(stored)
}

/// The row of a new tournament of `mode` in `tournaments`: its id, name,
/// day, when it was created here.
pub(super) fn insert_tournament(
    tx: &Transaction<'_>,
    id: &str,
    setup: &TournamentSetup,
    mode: TournamentMode,
    now: &str,
) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO tournaments (id, name, date, created_at, mode) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![id, setup.name, setup.date, now, mode.name()],
    )?;
    Ok(())
}

/// A new tournament's id: random, and no stored tournament's.
pub(super) fn new_tournament_id(conn: &Connection) -> Result<String, StoreError> {
    loop {
        let id = random_id();
        if !tournament_exists(conn, &id)? {
            return Ok(id);
        }
    }
}

pub(super) fn tournament_exists(conn: &Connection, id: &str) -> Result<bool, StoreError> {
    Ok(conn
        .query_row("SELECT 1 FROM tournaments WHERE id = ?1", [id], |_| Ok(()))
        .optional()?
        .is_some())
}

/// Writes the entries of `events` from index `from` on as tournament
/// `id`'s log entries of the same index, in either mode: each the core's
/// entry as JSON, with its `"version": 1`.
pub(super) fn write_entries<T: TournamentKind>(
    tx: &Transaction<'_>,
    id: &str,
    events: &[T::Event],
    from: usize,
    now: &str,
) -> Result<(), StoreError> {
    let mut insert = tx.prepare_cached(
        "INSERT INTO tournament_events (tournament_id, seq, payload, recorded_at)
         VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (seq, event) in events.iter().enumerate().skip(from) {
        let entry = T::entry_json(event).to_string();
        insert.execute(params![id, to_i64(seq), entry, now])?;
    }
    Ok(())
}
