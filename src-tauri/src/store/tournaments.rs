//! Tournaments: a Swiss tournament of pairs kept as its log (the core's
//! `TournamentEvent`s, each with its `"version": 1`), changed like a match
//! (the core decides inside the transaction, the answer leaves after the
//! commit); the matches played on this phone for a table; the match files
//! of the tables' phones, imported and recorded once; and, on a table's
//! phone, the match started from a table's code. A tournament whose log no
//! longer reads is listed as unreadable and refused by name; it never stops
//! the others.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tranque::tournament::{
    PairPlayers, ResultSource, StartTable, TableResult, Tournament, TournamentError,
    TournamentEvent, TournamentSetup,
};

use super::exchange::{check_one, write_one};
use super::log::{random_id, start_match};
use super::*;

/// A tournament as committed: the core's fold of its log, and the matches
/// played on this phone for its tables.
#[derive(Debug, Clone)]
pub struct StoredTournament {
    /// Its id (the one its tables' codes name).
    pub id: String,
    /// When it was created.
    pub created_at: String,
    /// The core's tournament, folded from the committed log.
    pub tournament: Tournament,
    /// The matches played on this phone for its tables.
    pub linked: Vec<TableLink>,
}

/// A tournament of the list: its record, and its fold or why it does not read.
#[derive(Debug, Clone)]
pub struct ListedTournament {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its day, `YYYY-MM-DD`.
    pub date: String,
    /// The core's fold of its log, or why the log does not read.
    pub tournament: Result<Tournament, String>,
}

impl Store {
    /// Creates a tournament: the core checks the setup, its `created` entry
    /// is the first of its log.
    pub fn create_tournament(
        &mut self,
        setup: TournamentSetup,
        now: &str,
    ) -> Result<StoredTournament, StoreError> {
        let tournament = Tournament::new(setup)?;
        let tx = self.write()?;
        let id = loop {
            let id = random_id();
            if !tournament_exists(&tx, &id)? {
                break id;
            }
        };
        let setup = tournament.setup();
        tx.execute(
            "INSERT INTO tournaments (id, name, date, created_at) VALUES (?1, ?2, ?3, ?4)",
            params![id, setup.name, setup.date, now],
        )?;
        for (seq, event) in tournament.events().iter().enumerate() {
            insert_entry(&tx, &id, seq, event, now)?;
        }
        let stored = load_tournament(&tx, &id)?;
        tx.commit()?;
        Ok(stored)
    }

    /// Every tournament, newest first, each folded on its own: one that does
    /// not read is listed with why, and the others are untouched.
    pub fn tournaments(&self) -> Result<Vec<ListedTournament>, StoreError> {
        let rows: Vec<(String, String, String)> = self
            .conn
            .prepare("SELECT id, name, date FROM tournaments ORDER BY created_at DESC, rowid DESC")?
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?
            .collect::<Result<_, _>>()?;
        rows.into_iter()
            .map(|(id, name, date)| {
                let tournament = match self.folds.fold(&self.conn, &id) {
                    Ok(tournament) => Ok(tournament),
                    Err(StoreError::TournamentUnreadable { why, .. }) => Err(why),
                    Err(other) => return Err(other),
                };
                Ok(ListedTournament {
                    id,
                    name,
                    date,
                    tournament,
                })
            })
            .collect()
    }

    /// A tournament, folded from its committed log.
    pub fn get_tournament(&self, id: &str) -> Result<StoredTournament, StoreError> {
        load_folded(&self.conn, id, Some(&self.folds))
    }

    /// Changes a tournament's log: `decide` looks at the tournament as
    /// committed and gives the entry to append, or `None` for nothing to
    /// change (a result arriving twice); the core checks the entry, and only
    /// one it accepts is written. Answers with the fold of what was committed.
    pub fn change_tournament(
        &mut self,
        id: &str,
        now: &str,
        decide: impl FnOnce(&Tournament) -> Result<Option<TournamentEvent>, TournamentError>,
    ) -> Result<StoredTournament, StoreError> {
        let folds = self.folds.clone();
        let tx = self.write()?;
        let stored = change_in(&tx, id, now, &folds, decide)?;
        tx.commit()?;
        folds.keep(&self.conn, id, &stored.tournament)?;
        Ok(stored)
    }

    /// Starts the match of a table on this phone: side A the table's first
    /// pair (seats 0 and 2), side B the second (seats 1 and 3), under the
    /// tournament's rules; linked to the table (a link to an earlier match of
    /// the table moves to this one). Refused like any new match while one is
    /// under way.
    pub fn start_table_match(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        now: &str,
    ) -> Result<StoredMatch, StoreError> {
        let folds = self.folds.clone();
        let tx = self.write()?;
        let stored = load_folded(&tx, id, Some(&folds))?;
        let start = start_table(&stored.tournament, id, round, table)?;
        let setup = stored.tournament.setup();
        let game = start_match(
            &tx,
            setup.preset.as_deref(),
            &setup.rules,
            &start.seats(),
            now,
        )?;
        tx.execute(
            "INSERT OR REPLACE INTO tournament_table_matches (tournament_id, round, table_number, match_id)
             VALUES (?1, ?2, ?3, ?4)",
            params![id, round, table, game.id],
        )?;
        tx.commit()?;
        Ok(game)
    }

    /// Records the result of the match played on this phone for a table
    /// (`played`, signed by whoever signed the match), checked by the core
    /// against the round: the right pairs, the tournament's rules, finished,
    /// signed. The same result again changes nothing.
    pub fn result_from_table_match(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        now: &str,
    ) -> Result<StoredTournament, StoreError> {
        let folds = self.folds.clone();
        let tx = self.write()?;
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
            load_tournament(&tx, id)?;
            return Err(StoreError::NoTableMatch {
                tournament_id: id.to_owned(),
                round,
                table,
            });
        };
        let played = load(&tx, &match_id)?;
        let signed_by = match played.status {
            Status::Finished => played.signed_by.clone(),
            // Over or not, a match still under way has not been signed off.
            _ => return Err(TournamentError::MatchNotFinished.into()),
        };
        let stored = change_in(&tx, id, now, &folds, |t| {
            let result =
                t.result_of_match(round, table, &played.game, ResultSource::Played, signed_by)?;
            t.decide_result(
                round,
                table,
                &TableResult {
                    match_id: Some(match_id.clone()),
                    ..result
                },
            )
        })?;
        tx.commit()?;
        folds.keep(&self.conn, id, &stored.tournament)?;
        Ok(stored)
    }

    /// Records a table's result from the match file its phone exported
    /// (`imported`): the core checks it against the round (the right pairs,
    /// the tournament's rules, finished, signed), and the match joins the
    /// history as an import does, in the same transaction. The same file
    /// twice changes nothing; another result for the table is refused with
    /// both.
    pub fn import_table_match(
        &mut self,
        id: &str,
        round: u32,
        table: u32,
        text: &str,
        now: &str,
    ) -> Result<StoredTournament, StoreError> {
        if text.len() > MAX_IMPORT_BYTES {
            return Err(StoreError::ImportTooLarge {
                bytes: text.len(),
                max: MAX_IMPORT_BYTES,
            });
        }
        let file = MatchFile::parse(text)?;
        let signed_by = file.signed_by.clone();
        let game = file.clone().into_match()?;
        let checked = check_one(file, now)?;
        let folds = self.folds.clone();
        let tx = self.write()?;
        // The match first, so the result names the id it stands under here
        // (a new one when the file's id holds another match); a result the
        // core refuses rolls both back.
        let match_id = write_one(&tx, &checked)?;
        let stored = change_in(&tx, id, now, &folds, |t| {
            let result =
                t.result_of_match(round, table, &game, ResultSource::Imported, signed_by)?;
            t.decide_result(
                round,
                table,
                &TableResult {
                    match_id: Some(match_id.clone()),
                    ..result
                },
            )
        })?;
        tx.commit()?;
        folds.keep(&self.conn, id, &stored.tournament)?;
        Ok(stored)
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
                |row| {
                    Ok((
                        row.get(0)?,
                        row.get(1)?,
                        row.get(2)?,
                        row.get(3)?,
                        row.get(4)?,
                        row.get(5)?,
                    ))
                },
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

/// The code that starts `table` of `round`.
fn start_table(
    tournament: &Tournament,
    id: &str,
    round: u32,
    table: u32,
) -> Result<StartTable, StoreError> {
    match tournament.start_payload(id, round, table)? {
        tranque::tournament::TablePayload::Start(start) => Ok(start),
        // `start_payload` answers only with a start.
        tranque::tournament::TablePayload::Result(_) => Err(StoreError::TournamentUnreadable {
            id: id.to_owned(),
            why: "the table's code is not a start".to_owned(),
        }),
    }
}

/// [`Store::change_tournament`] inside the caller's transaction.
fn change_in(
    tx: &Transaction<'_>,
    id: &str,
    now: &str,
    folds: &Folds,
    decide: impl FnOnce(&Tournament) -> Result<Option<TournamentEvent>, TournamentError>,
) -> Result<StoredTournament, StoreError> {
    let mut stored = load_folded(tx, id, Some(folds))?;
    let Some(event) = decide(&stored.tournament)? else {
        return Ok(stored);
    };
    let seq = stored.tournament.events().len();
    // A new entry: the core cleans its names (the one rule of names) and
    // the entry it recorded is the one written.
    stored.tournament = stored.tournament.enter(event)?;
    let entry = &stored.tournament.events()[seq];
    insert_entry(tx, id, seq, entry, now)?;
    Ok(stored)
}

pub(super) fn tournament_exists(conn: &Connection, id: &str) -> Result<bool, StoreError> {
    Ok(conn
        .query_row("SELECT 1 FROM tournaments WHERE id = ?1", [id], |_| Ok(()))
        .optional()?
        .is_some())
}

pub(super) fn insert_entry(
    tx: &Transaction<'_>,
    id: &str,
    seq: usize,
    event: &TournamentEvent,
    now: &str,
) -> Result<(), StoreError> {
    tx.prepare_cached(
        "INSERT INTO tournament_events (tournament_id, seq, payload, recorded_at)
         VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![
        id,
        to_i64(seq),
        event.to_versioned_json().to_string(),
        now
    ])?;
    Ok(())
}

/// A tournament with its fold and its linked matches.
pub(super) fn load_tournament(conn: &Connection, id: &str) -> Result<StoredTournament, StoreError> {
    load_folded(conn, id, None)
}

/// [`load_tournament`], its fold kept in `folds` when given.
fn load_folded(
    conn: &Connection,
    id: &str,
    folds: Option<&Folds>,
) -> Result<StoredTournament, StoreError> {
    let created_at: Option<String> = conn
        .query_row(
            "SELECT created_at FROM tournaments WHERE id = ?1",
            [id],
            |row| row.get(0),
        )
        .optional()?;
    let Some(created_at) = created_at else {
        return Err(StoreError::NoSuchTournament(id.chars().take(80).collect()));
    };
    let tournament = match folds {
        Some(folds) => folds.fold(conn, id)?,
        None => fold_log(conn, id)?,
    };
    Ok(StoredTournament {
        id: id.to_owned(),
        created_at,
        tournament,
        linked: linked(conn, id)?,
    })
}

/// Tournament `id` as stored, its fold already known (`tournament`, the
/// fold of its log as `conn` sees it): its record and linked matches read.
pub(super) fn with_fold(
    conn: &Connection,
    id: &str,
    tournament: Tournament,
) -> Result<StoredTournament, StoreError> {
    let created_at: String = conn
        .query_row(
            "SELECT created_at FROM tournaments WHERE id = ?1",
            [id],
            |row| row.get(0),
        )
        .optional()?
        .ok_or_else(|| StoreError::NoSuchTournament(id.chars().take(80).collect()))?;
    Ok(StoredTournament {
        id: id.to_owned(),
        created_at,
        tournament,
        linked: linked(conn, id)?,
    })
}

/// The matches played on this phone for tournament `id`'s tables.
fn linked(conn: &Connection, id: &str) -> Result<Vec<TableLink>, StoreError> {
    let linked = conn
        .prepare_cached(
            "SELECT l.round, l.table_number, l.match_id, m.status
             FROM tournament_table_matches l JOIN matches m ON m.id = l.match_id
             WHERE l.tournament_id = ?1 ORDER BY l.round, l.table_number",
        )?
        .query_map([id], |row| {
            Ok(TableLink {
                round: row.get(0)?,
                table: row.get(1)?,
                match_id: row.get(2)?,
                finished: row.get::<_, String>(3)? == Status::Finished.as_str(),
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(linked)
}

/// The core's fold of a tournament's committed log; a log that does not
/// read is [`StoreError::TournamentUnreadable`], with the core's words.
pub(super) fn fold_log(conn: &Connection, id: &str) -> Result<Tournament, StoreError> {
    let payloads: Vec<(i64, String)> = conn
        .prepare_cached(
            "SELECT seq, payload FROM tournament_events WHERE tournament_id = ?1 ORDER BY seq",
        )?
        .query_map([id], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let unreadable = |why: String| StoreError::TournamentUnreadable {
        id: id.to_owned(),
        why,
    };
    let mut events = Vec::with_capacity(payloads.len());
    for (expected, (seq, payload)) in (0i64..).zip(payloads) {
        if seq != expected {
            return Err(unreadable(format!("entry {expected} is missing")));
        }
        let value = serde_json::from_str(&payload)
            .map_err(|err| unreadable(format!("entry {seq}: {err}")))?;
        let event = TournamentEvent::from_versioned_json(value)
            .map_err(|err| unreadable(format!("entry {seq}: {err}")))?;
        events.push(event);
    }
    Tournament::from_events(events).map_err(|err| unreadable(err.to_string()))
}

/// The most tournaments whose folds a store keeps.
const KEPT_FOLDS: usize = 4;

/// The folds of the tournaments last read or changed, so a command that
/// reads a tournament again (`get_tournament`, `list_tournaments`, the next
/// entry) does not fold its whole log again: a full field's log folds for
/// seconds. A tournament's log is only ever appended to, so the fold of its
/// first n entries holds while it has n: a fold is kept with its number of
/// entries and given back while the log still has as many, and all are
/// forgotten when another connection writes the database (SQLite's
/// `data_version`: a log edited by hand, another process). Only a fold of
/// what is committed is kept: one read inside a transaction (which may
/// still roll its entries back) is not, and a changed tournament's is kept
/// after its commit. At most [`KEPT_FOLDS`] tournaments, the least recently
/// used forgotten first.
#[derive(Debug, Default, Clone)]
pub(crate) struct Folds(Arc<Mutex<FoldCache>>);

#[derive(Debug, Default)]
struct FoldCache {
    /// The database's `data_version` the folds were kept under.
    data_version: i64,
    /// A count of uses, for the least recently used.
    tick: u64,
    /// Whole logs folded, for the tests.
    folded: usize,
    kept: HashMap<String, Kept>,
}

#[derive(Debug)]
struct Kept {
    entries: i64,
    used: u64,
    tournament: Tournament,
}

impl FoldCache {
    /// Forgets every fold if another connection wrote since they were kept.
    fn check(&mut self, data_version: i64) {
        if self.data_version != data_version {
            self.kept.clear();
            self.data_version = data_version;
        }
    }

    fn keep(&mut self, id: &str, tournament: &Tournament) {
        self.tick += 1;
        if !self.kept.contains_key(id)
            && self.kept.len() >= KEPT_FOLDS
            && let Some(oldest) = self
                .kept
                .iter()
                .min_by_key(|(_, kept)| kept.used)
                .map(|(id, _)| id.clone())
        {
            self.kept.remove(&oldest);
        }
        self.kept.insert(
            id.to_owned(),
            Kept {
                entries: i64::try_from(tournament.events().len()).unwrap_or(i64::MAX),
                used: self.tick,
                tournament: tournament.clone(),
            },
        );
    }
}

impl Folds {
    fn lock(&self) -> std::sync::MutexGuard<'_, FoldCache> {
        // A panic while holding it leaves a fold kept whole or not at all.
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The fold of tournament `id`'s committed log, as [`fold_log`] gives
    /// it: the one kept while the log has as many entries, else folded (and
    /// kept when `conn` is in no transaction).
    pub(super) fn fold(&self, conn: &Connection, id: &str) -> Result<Tournament, StoreError> {
        let version = data_version(conn)?;
        let entries: i64 = conn
            .prepare_cached("SELECT count(*) FROM tournament_events WHERE tournament_id = ?1")?
            .query_row([id], |row| row.get(0))?;
        {
            let mut cache = self.lock();
            cache.check(version);
            cache.tick += 1;
            let tick = cache.tick;
            if let Some(kept) = cache.kept.get_mut(id)
                && kept.entries == entries
            {
                kept.used = tick;
                return Ok(kept.tournament.clone());
            }
        }
        let tournament = fold_log(conn, id)?;
        let mut cache = self.lock();
        cache.folded += 1;
        if conn.is_autocommit() {
            cache.keep(id, &tournament);
        }
        Ok(tournament)
    }

    /// Keeps `tournament` as the fold of `id`'s log just committed.
    pub(super) fn keep(
        &self,
        conn: &Connection,
        id: &str,
        tournament: &Tournament,
    ) -> Result<(), StoreError> {
        let version = data_version(conn)?;
        let mut cache = self.lock();
        cache.check(version);
        cache.keep(id, tournament);
        Ok(())
    }

    /// How many whole logs were folded.
    #[cfg(test)]
    pub(crate) fn folded(&self) -> usize {
        self.lock().folded
    }
}

/// SQLite's `data_version`: it changes when another connection commits.
fn data_version(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.pragma_query_value(None, "data_version", |row| row.get(0))?)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests panic on purpose.

    use tranque::tournament::{Criterion, PairId, TournamentMode};
    use tranque::{Mode, Preset};

    use super::*;

    const NOW: &str = "2026-11-21T10:00:00Z";

    fn setup() -> TournamentSetup {
        TournamentSetup {
            name: "Copa de Ponce".into(),
            date: "2026-11-21".into(),
            preset: Some("br-megajogos".into()),
            rules: Preset::BrMegajogos.rules(Mode::Pairs),
            mode: TournamentMode::Pairs,
            seed: 7,
            bye: Default::default(),
            ranking: Criterion::DEFAULT.to_vec(),
        }
    }

    fn register(pair: u32, players: [&str; 2]) -> TournamentEvent {
        TournamentEvent::PairRegistered {
            pair: PairId(pair),
            players: players.map(String::from),
        }
    }

    /// A tournament read again, listed or changed is not folded again: the
    /// fold kept is the one its committed log folds to. An entry rolled back
    /// is never kept, and a log edited by another connection (as many
    /// entries, one of them changed) is folded again.
    #[test]
    fn a_tournament_read_again_is_not_folded_again() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.sqlite3");
        let mut store = Store::open(&db).unwrap();
        let id = store.create_tournament(setup(), NOW).unwrap().id;
        let other = store.create_tournament(setup(), NOW).unwrap().id;
        for n in 1..=4 {
            let (a, b) = (format!("P{n}a"), format!("P{n}b"));
            store
                .change_tournament(&id, NOW, |_| Ok(Some(register(n, [&a, &b]))))
                .unwrap();
        }
        let folded = store.folds.folded();
        let first = store.get_tournament(&id).unwrap();
        let again = store.get_tournament(&id).unwrap();
        let listed = store.tournaments().unwrap();
        assert_eq!(
            store.folds.folded(),
            folded + 1,
            "only the other tournament"
        );
        assert_eq!(first.tournament, fold_log(&store.conn, &id).unwrap());
        assert_eq!(again.tournament, first.tournament);
        assert_eq!(listed[1].id, id);
        assert_eq!(listed[1].tournament.as_ref().unwrap(), &first.tournament);
        store.tournaments().unwrap();
        assert_eq!(store.folds.folded(), folded + 1);

        // A refusal changes nothing, the fold kept included.
        let err = store
            .change_tournament(&id, NOW, |_| Ok(Some(register(5, ["P1A", "Zeca"]))))
            .unwrap_err();
        assert!(matches!(err, StoreError::Tournament(_)), "{err:?}");
        assert_eq!(
            store.get_tournament(&id).unwrap().tournament,
            first.tournament
        );

        // An entry rolled back: the fold read inside its transaction is not
        // kept, so the entry committed in its place is the one folded.
        let folds = store.folds.clone();
        let tx = store.write().unwrap();
        change_in(&tx, &id, NOW, &folds, |_| {
            Ok(Some(register(5, ["Rolled", "Back"])))
        })
        .unwrap();
        let inside = load_folded(&tx, &id, Some(&folds)).unwrap();
        assert_eq!(inside.tournament.pairs().len(), 5);
        drop(tx);
        // The entry committed in its place by a path that keeps no fold (as
        // a take-over appends).
        let other_conn = rusqlite::Connection::open(&db).unwrap();
        let tx = store.write().unwrap();
        let next = fold_log(&tx, &id)
            .unwrap()
            .enter(register(5, ["Ana", "Bia"]))
            .unwrap();
        insert_entry(&tx, &id, 5, &next.events()[5], NOW).unwrap();
        tx.commit().unwrap();
        let now = store.get_tournament(&id).unwrap().tournament;
        assert_eq!(now.pairs()[4].players, ["Ana", "Bia"]);
        assert_eq!(now, fold_log(&store.conn, &id).unwrap());

        // Another connection changes an entry: folded again, and refused.
        let folded = store.folds.folded();
        other_conn
            .execute(
                "UPDATE tournament_events SET payload = '{\"type\": \"pair_registered\", \"version\": 1, \"pair\": 2}'
                 WHERE tournament_id = ?1 AND seq = 2",
                [&id],
            )
            .unwrap();
        let err = store.get_tournament(&id).unwrap_err();
        assert!(
            matches!(err, StoreError::TournamentUnreadable { .. }),
            "{err:?}"
        );
        assert_eq!(store.folds.folded(), folded);
        store.get_tournament(&other).unwrap();
        assert_eq!(store.folds.folded(), folded + 1, "every fold forgotten");
    }

    /// At most [`KEPT_FOLDS`] tournaments are kept, the least recently used
    /// forgotten first.
    #[test]
    fn a_few_folds_are_kept() {
        let mut store = Store::open_in_memory().unwrap();
        let ids: Vec<String> = (0..=KEPT_FOLDS)
            .map(|_| store.create_tournament(setup(), NOW).unwrap().id)
            .collect();
        let folded = store.folds.folded();
        for id in &ids {
            store.get_tournament(id).unwrap();
        }
        assert_eq!(store.folds.folded(), folded + ids.len());
        assert_eq!(store.folds.lock().kept.len(), KEPT_FOLDS);
        // The first, least recently used, was forgotten; the last is kept.
        store.get_tournament(ids.last().unwrap()).unwrap();
        assert_eq!(store.folds.folded(), folded + ids.len());
        store.get_tournament(&ids[0]).unwrap();
        assert_eq!(store.folds.folded(), folded + ids.len() + 1);
    }
}
