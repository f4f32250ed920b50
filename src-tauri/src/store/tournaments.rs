//! Tournaments: a Swiss tournament of pairs kept as its log (the core's
//! `TournamentEvent`s, each with its `"version": 1`), changed like a match
//! (the core decides inside the transaction, the answer leaves after the
//! commit); the matches played on this phone for a table; the match files
//! of the tables' phones, imported and recorded once; and, on a table's
//! phone, the match started from a table's code. A tournament whose log no
//! longer reads is listed as unreadable and refused by name; it never stops
//! the others.
//!
//! The list reads what it shows of each tournament (pairs playing, rounds,
//! the next step) from `tournament_summaries` (migration 10), written with
//! every entry from the fold the write already has, so that listing folds
//! no log: only one whose row is missing or behind its log, once.

use tranque::tournament::{
    NextStep, PairPlayers, ResultSource, StartTable, TableResult, Tournament, TournamentError,
    TournamentEvent, TournamentSetup,
};

use super::exchange::{check_one, write_one};
use super::folds::{Folds, data_version, load_folded, load_tournament};
use super::log::{random_id, start_match};
use super::*;

/// A tournament of the list: its record, and where its log's fold stands
/// or why the log does not read.
#[derive(Debug, Clone)]
pub struct ListedTournament {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its day, `YYYY-MM-DD`.
    pub date: String,
    /// Where the core's fold of its log stands, or why the log does not read.
    pub progress: Result<TournamentProgress, String>,
}

/// What the list shows of a tournament's fold: where it stands. Kept as
/// JSON in `tournament_summaries` (migration 10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentProgress {
    /// The pairs still playing.
    pub pairs: usize,
    /// The rounds paired.
    pub rounds: usize,
    /// What the director may do next.
    pub next_step: NextStep,
}

impl TournamentProgress {
    /// Where `tournament` stands.
    pub fn of(tournament: &Tournament) -> TournamentProgress {
        TournamentProgress {
            pairs: tournament.active_pairs().count(),
            rounds: tournament.rounds().len(),
            next_step: tournament.next_step(),
        }
    }
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
        summarise(&tx, &id, &tournament)?;
        let stored = load_tournament(&tx, &id)?;
        tx.commit()?;
        Ok(stored)
    }

    /// Every tournament, newest first, each as its summary says: one query,
    /// no log folded. A tournament whose summary is missing or behind its
    /// log (written before migration 10, or appended to by a write that left
    /// the summary alone) is folded on its own, and its summary written back
    /// when the storage can be written; one whose log does not read is
    /// listed with why, and the others are untouched.
    pub fn tournaments(&mut self) -> Result<Vec<ListedTournament>, StoreError> {
        let version = data_version(&self.conn)?;
        let mut folded = Vec::new();
        let mut listed = Vec::new();
        for row in listed_rows(&self.conn)? {
            let progress = match row.summary {
                Some(progress) => progress,
                None => {
                    let (entries, progress) = match self.folds.fold(&self.conn, &row.id) {
                        Ok(t) => (to_i64(t.events().len()), Ok(TournamentProgress::of(&t))),
                        Err(StoreError::TournamentUnreadable { why, .. }) => {
                            (row.entries, Err(why))
                        }
                        Err(other) => return Err(other),
                    };
                    folded.push((row.id.clone(), entries, progress.clone()));
                    progress
                }
            };
            listed.push(ListedTournament {
                id: row.id,
                name: row.name,
                date: row.date,
                progress,
            });
        }
        if !folded.is_empty() && !self.read_only {
            // The list stands without them: a summary not written now (the
            // write lock busy, a full disk) is folded again at the next list.
            let _ = self.write_back(version, &folded);
        }
        Ok(listed)
    }

    /// Writes the summaries the list folded (`id`, the log's length folded,
    /// what it showed), unless another connection wrote since the list read
    /// the database at `version` (then a log may have changed under them).
    fn write_back(
        &mut self,
        version: i64,
        folded: &[(String, i64, Result<TournamentProgress, String>)],
    ) -> Result<(), StoreError> {
        let tx = self.write()?;
        if data_version(&tx)? != version {
            return Ok(());
        }
        for (id, entries, progress) in folded {
            write_summary(&tx, id, *entries, progress)?;
        }
        tx.commit()?;
        Ok(())
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
pub(super) fn change_in(
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
    summarise(tx, id, &stored.tournament)?;
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

/// A tournament of the list as read: its record, its log's length (its
/// last `seq` + 1), and its summary while it is current (`None` when
/// missing, of another length, or not read).
struct ListedRow {
    id: String,
    name: String,
    date: String,
    entries: i64,
    summary: Option<Result<TournamentProgress, String>>,
}

/// Every tournament with its summary, newest first (the same second: the
/// later row first). The log's length is a seek to its last entry, not a
/// count of all of them.
fn listed_rows(conn: &Connection) -> Result<Vec<ListedRow>, StoreError> {
    let rows = conn
        .prepare_cached(
            "SELECT t.id, t.name, t.date, s.entries, s.body,
                    coalesce((SELECT max(e.seq) + 1 FROM tournament_events e
                              WHERE e.tournament_id = t.id), 0)
             FROM tournaments t LEFT JOIN tournament_summaries s ON s.tournament_id = t.id
             ORDER BY t.created_at DESC, t.rowid DESC",
        )?
        .query_map([], |row| {
            let kept: Option<i64> = row.get(3)?;
            let body: Option<String> = row.get(4)?;
            let entries: i64 = row.get(5)?;
            let summary = match (kept, body) {
                (Some(kept), Some(body)) if kept == entries => read_summary(&body),
                _ => None,
            };
            Ok(ListedRow {
                id: row.get(0)?,
                name: row.get(1)?,
                date: row.get(2)?,
                entries,
                summary,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// A summary's `body`: where the fold stands, or why the log does not read.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum SummaryBody {
    Readable(TournamentProgress),
    Unreadable(String),
}

/// A summary's `body` read; `None` for one that does not read (written by
/// another version of it), which is then taken as missing.
fn read_summary(body: &str) -> Option<Result<TournamentProgress, String>> {
    match serde_json::from_str(body).ok()? {
        SummaryBody::Readable(progress) => Some(Ok(progress)),
        SummaryBody::Unreadable(why) => Some(Err(why)),
    }
}

/// Writes tournament `id`'s summary: what the list shows of its log's
/// first `entries` entries.
fn write_summary(
    tx: &Transaction<'_>,
    id: &str,
    entries: i64,
    progress: &Result<TournamentProgress, String>,
) -> Result<(), StoreError> {
    let body = match progress {
        Ok(progress) => SummaryBody::Readable(progress.clone()),
        Err(why) => SummaryBody::Unreadable(why.clone()),
    };
    tx.prepare_cached(
        "INSERT OR REPLACE INTO tournament_summaries (tournament_id, entries, body)
         VALUES (?1, ?2, ?3)",
    )?
    .execute(params![id, entries, to_json(&body)])?;
    Ok(())
}

/// Writes tournament `id`'s summary from `tournament`, the fold of its whole
/// log as the transaction leaves it: every write that appends to a log calls
/// this with the fold it has, so the list folds nothing.
pub(super) fn summarise(
    tx: &Transaction<'_>,
    id: &str,
    tournament: &Tournament,
) -> Result<(), StoreError> {
    let progress = Ok(TournamentProgress::of(tournament));
    write_summary(tx, id, to_i64(tournament.events().len()), &progress)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests panic on purpose.

    use super::super::folds::fold_log;
    use super::super::tests_support::{register, tournament_setup};
    use super::*;

    const NOW: &str = "2026-11-21T10:00:00Z";

    /// An entry of the second pair naming one player: a log it is in does
    /// not read.
    const DAMAGED: &str = r#"{"type": "pair_registered", "version": 1, "pair": 2}"#;

    /// Tournament `id`'s summary as stored: the log's length it stands for,
    /// and what the list shows.
    fn stored(store: &Store, id: &str) -> Option<(i64, Result<TournamentProgress, String>)> {
        store
            .conn
            .query_row(
                "SELECT entries, body FROM tournament_summaries WHERE tournament_id = ?1",
                [id],
                |row| Ok((row.get(0)?, row.get::<_, String>(1)?)),
            )
            .optional()
            .unwrap()
            .map(|(entries, body)| (entries, read_summary(&body).unwrap()))
    }

    /// What a fresh fold of `id`'s committed log says: its length and where
    /// it stands.
    fn folded(store: &Store, id: &str) -> (i64, Result<TournamentProgress, String>) {
        let t = fold_log(&store.conn, id).unwrap();
        (to_i64(t.events().len()), Ok(TournamentProgress::of(&t)))
    }

    /// What the list shows of `id`.
    fn shown(listed: &[ListedTournament], id: &str) -> Result<TournamentProgress, String> {
        listed.iter().find(|l| l.id == id).unwrap().progress.clone()
    }

    /// Registers pairs `from..=to` of tournament `id`.
    fn register_pairs(store: &mut Store, id: &str, pairs: std::ops::RangeInclusive<u32>) {
        for n in pairs {
            let (a, b) = (format!("P{n}a"), format!("P{n}b"));
            store
                .change_tournament(id, NOW, |_| Ok(Some(register(n, [&a, &b]))))
                .unwrap();
        }
    }

    /// Every write that appends to a log (a creation, a change, a take-over
    /// that adds or extends) writes the list's summary in its transaction,
    /// equal to a fresh fold of the committed log; a refusal writes none.
    #[test]
    fn every_write_to_a_log_writes_its_summary_as_the_log_folds() {
        let mut store = Store::open_in_memory().unwrap();
        let mut setup = tournament_setup();
        setup.rules.target = 50;
        let id = store.create_tournament(setup, NOW).unwrap().id;
        assert_eq!(stored(&store, &id), Some(folded(&store, &id)));
        assert_eq!(
            stored(&store, &id).unwrap().1.unwrap().next_step,
            NextStep::Register { active: 0 }
        );
        for n in 1..=5 {
            register_pairs(&mut store, &id, n..=n);
            assert_eq!(stored(&store, &id), Some(folded(&store, &id)));
        }
        store
            .change_tournament(&id, NOW, |t| {
                t.next_pairing()
                    .map(|p| Some(TournamentEvent::RoundPaired(p)))
            })
            .unwrap();
        assert_eq!(stored(&store, &id), Some(folded(&store, &id)));
        let record = |t: &Tournament| {
            let at = t.rounds()[0].pairing.tables[0];
            let loser = t.pairs().iter().find(|p| p.id == at.pairs[1]).unwrap();
            let result = t.typed_result(1, at.table, [51, 10], loser.players[0].clone())?;
            t.decide_result(1, at.table, &result)
        };
        store.change_tournament(&id, NOW, record).unwrap();
        let (entries, progress) = stored(&store, &id).unwrap();
        assert_eq!((entries, progress.clone()), folded(&store, &id));
        assert_eq!(entries, 8);
        let progress = progress.unwrap();
        assert_eq!((progress.pairs, progress.rounds), (5, 1));
        assert!(
            matches!(&progress.next_step, NextStep::Record { round: 1, tables } if tables.len() == 1),
            "{progress:?}"
        );

        // The same result again and a refusal append nothing: the summary
        // stays as it was.
        store.change_tournament(&id, NOW, record).unwrap();
        store
            .change_tournament(&id, NOW, |_| Ok(Some(register(9, ["P1A", "Zeca"]))))
            .unwrap_err();
        assert_eq!(stored(&store, &id), Some(folded(&store, &id)));

        // Taken over on another phone, added then extended.
        let file = store.export_tournament(&id).unwrap().json;
        let mut other = Store::open_in_memory().unwrap();
        other.take_over_tournament(&file, NOW).unwrap();
        assert_eq!(stored(&other, &id), stored(&store, &id));
        register_pairs(&mut store, &id, 6..=6);
        let longer = store.export_tournament(&id).unwrap().json;
        other.take_over_tournament(&longer, NOW).unwrap();
        assert_eq!(stored(&other, &id), Some(folded(&other, &id)));
        assert_eq!(stored(&other, &id).unwrap().0, 9);

        // The list shows the summaries, folding nothing.
        let before = other.folds.folded();
        let listed = other.tournaments().unwrap();
        assert_eq!(shown(&listed, &id), folded(&other, &id).1);
        assert_eq!(shown(&listed, &id).unwrap().pairs, 6);
        assert_eq!(other.folds.folded(), before);
    }

    /// Listing a database opened afresh (no fold kept) folds no log whose
    /// summary is current: a full field's log folds for seconds.
    #[test]
    fn listing_folds_no_log_whose_summary_is_current() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.sqlite3");
        let ids: Vec<String> = {
            let mut store = Store::open(&db).unwrap();
            let ids: Vec<String> = (0..3)
                .map(|_| store.create_tournament(tournament_setup(), NOW).unwrap().id)
                .collect();
            register_pairs(&mut store, &ids[1], 1..=3);
            ids
        };
        let mut store = Store::open(&db).unwrap();
        let listed = store.tournaments().unwrap();
        assert_eq!(store.folds.folded(), 0, "every summary read, no log folded");
        let order: Vec<&str> = listed.iter().map(|l| l.id.as_str()).collect();
        assert_eq!(order, [&ids[2], &ids[1], &ids[0]], "newest first");
        for id in &ids {
            assert_eq!(shown(&listed, id), folded(&store, id).1);
        }
        assert_eq!(shown(&listed, &ids[1]).unwrap().pairs, 3);
    }

    /// A database written before the summaries (schema 9) lists every
    /// tournament as its log folds, one that no longer reads as unreadable,
    /// each log folded once: the summaries are written back, and the next
    /// list, after a restart too, folds nothing.
    #[test]
    fn a_database_from_before_the_summaries_lists_its_tournaments_and_fills_them_in() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.sqlite3");
        let ids: Vec<String> = {
            let mut store = Store::open(&db).unwrap();
            let ids: Vec<String> = (0..3)
                .map(|_| store.create_tournament(tournament_setup(), NOW).unwrap().id)
                .collect();
            register_pairs(&mut store, &ids[0], 1..=3);
            register_pairs(&mut store, &ids[2], 1..=2);
            // Back to schema 9: migration 10 only added the table and its
            // triggers. Then the third tournament's log damaged by hand.
            store
                .conn
                .execute_batch(
                    "DROP TRIGGER tournament_summaries_after_entry_changed;
                     DROP TRIGGER tournament_summaries_after_entry_removed;
                     DROP TABLE tournament_summaries;
                     PRAGMA user_version = 9;",
                )
                .unwrap();
            store
                .conn
                .execute(
                    "UPDATE tournament_events SET payload = ?2 WHERE tournament_id = ?1 AND seq = 2",
                    params![ids[2], DAMAGED],
                )
                .unwrap();
            ids
        };
        let mut store = Store::open(&db).unwrap();
        assert_eq!(
            store.schema_version().unwrap(),
            i64::try_from(MIGRATIONS_DIR.dirs().count()).unwrap()
        );
        let listed = store.tournaments().unwrap();
        let order: Vec<&str> = listed.iter().map(|l| l.id.as_str()).collect();
        assert_eq!(order, [&ids[2], &ids[1], &ids[0]], "newest first");
        assert_eq!(listed[0].name, "Copa de Ponce");
        for id in &ids[..2] {
            assert_eq!(shown(&listed, id), folded(&store, id).1);
        }
        assert_eq!(shown(&listed, &ids[0]).unwrap().pairs, 3);
        let why = shown(&listed, &ids[2]).unwrap_err();
        assert!(why.contains("entry 2"), "{why}");
        assert_eq!(store.folds.folded(), 3, "each log once");

        // Written back: the unreadable one too, for as many entries.
        for id in &ids[..2] {
            assert_eq!(stored(&store, id), Some(folded(&store, id)));
        }
        assert_eq!(stored(&store, &ids[2]), Some((3, Err(why.clone()))));
        let again = store.tournaments().unwrap();
        assert_eq!(store.folds.folded(), 3);
        drop(store);
        let mut store = Store::open(&db).unwrap();
        let restarted = store.tournaments().unwrap();
        assert_eq!(store.folds.folded(), 0);
        for list in [&again, &restarted] {
            for id in &ids {
                assert_eq!(shown(list, id), shown(&listed, id));
            }
        }
    }

    /// Storage that cannot be written lists a tournament without its
    /// summary by folding its log, and writes nothing.
    #[test]
    fn a_read_only_storage_lists_by_folding_and_writes_no_summary() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.sqlite3");
        let id = {
            let mut store = Store::open(&db).unwrap();
            let id = store.create_tournament(tournament_setup(), NOW).unwrap().id;
            register_pairs(&mut store, &id, 1..=2);
            store
                .conn
                .execute("DELETE FROM tournament_summaries", [])
                .unwrap();
            id
        };
        let mut store = Store::open_read_only(&db).unwrap();
        let listed = store.tournaments().unwrap();
        assert_eq!(shown(&listed, &id), folded(&store, &id).1);
        assert_eq!(shown(&listed, &id).unwrap().pairs, 2);
        assert_eq!(store.folds.folded(), 1);
        assert_eq!(stored(&store, &id), None);
    }

    /// A summary a write went around is never shown: an entry appended by
    /// a connection that writes no summary makes it shorter than the log,
    /// and an entry changed in place (as many entries) drops it; either
    /// log is folded again, once, and listed as it folds (unreadable, for
    /// the changed one), the other tournament untouched. A summary that
    /// does not read is taken as missing.
    #[test]
    fn a_summary_a_write_went_around_is_folded_again() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.sqlite3");
        let mut store = Store::open(&db).unwrap();
        let a = store.create_tournament(tournament_setup(), NOW).unwrap().id;
        let b = store.create_tournament(tournament_setup(), NOW).unwrap().id;
        register_pairs(&mut store, &a, 1..=2);
        register_pairs(&mut store, &b, 1..=1);
        let other = Connection::open(&db).unwrap();
        let entry = register(3, ["Ana", "Bia"]).to_versioned_json().to_string();
        other
            .execute(
                "INSERT INTO tournament_events (tournament_id, seq, payload, recorded_at)
                 VALUES (?1, 3, ?2, ?3)",
                params![a, entry, NOW],
            )
            .unwrap();
        let before = store.folds.folded();
        let listed = store.tournaments().unwrap();
        assert_eq!(shown(&listed, &a).unwrap().pairs, 3);
        assert_eq!(shown(&listed, &b).unwrap().pairs, 1);
        assert_eq!(store.folds.folded(), before + 1, "only the log that grew");
        assert_eq!(stored(&store, &a), Some(folded(&store, &a)));
        assert_eq!(stored(&store, &a).unwrap().0, 4);
        store.tournaments().unwrap();
        assert_eq!(store.folds.folded(), before + 1);

        other
            .execute(
                "UPDATE tournament_events SET payload = ?2 WHERE tournament_id = ?1 AND seq = 2",
                params![a, DAMAGED],
            )
            .unwrap();
        let listed = store.tournaments().unwrap();
        let why = shown(&listed, &a).unwrap_err();
        assert!(why.contains("entry 2"), "{why}");
        assert_eq!(shown(&listed, &b).unwrap().pairs, 1);
        assert_eq!(store.folds.folded(), before + 2);
        assert_eq!(stored(&store, &a), Some((4, Err(why.clone()))));
        let again = store.tournaments().unwrap();
        assert_eq!(shown(&again, &a), Err(why));
        assert_eq!(store.folds.folded(), before + 2);

        other
            .execute(
                "UPDATE tournament_summaries SET body = '{\"readable\": 1}' WHERE tournament_id = ?1",
                [&b],
            )
            .unwrap();
        let listed = store.tournaments().unwrap();
        assert_eq!(shown(&listed, &b).unwrap().pairs, 1);
        assert_eq!(store.folds.folded(), before + 3);
        assert_eq!(stored(&store, &b), Some(folded(&store, &b)));
    }
}
