//! A tournament read from its committed log: the core's fold of the log
//! with the matches played on this phone for its tables, and the folds of
//! the tournaments last read kept, so a command that reads one again does
//! not fold its whole log again. A log that does not read is
//! [`StoreError::TournamentUnreadable`], with the core's words.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use serde::de::DeserializeOwned;
use tranque::tournament::individual::{IndividualEvent, IndividualTournament};
use tranque::tournament::{Tournament, TournamentError, TournamentEvent, TournamentMode};

use super::*;

/// When tournament `id` was created, if it is of `mode`: one of another
/// mode is refused with the core's `tournament_mode_mismatch` (its log is
/// not read as the other mode's), one not stored with `no_such_tournament`.
pub(super) fn created_as(
    conn: &Connection,
    id: &str,
    mode: TournamentMode,
) -> Result<String, StoreError> {
    let row: Option<(String, String)> = conn
        .prepare_cached("SELECT created_at, mode FROM tournaments WHERE id = ?1")?
        .query_row([id], |row| Ok((row.get(0)?, row.get(1)?)))
        .optional()?;
    let Some((created_at, stored)) = row else {
        return Err(StoreError::NoSuchTournament(id.chars().take(80).collect()));
    };
    let stored = mode_of(&stored);
    if stored != mode {
        return Err(TournamentError::TournamentModeMismatch {
            mode: stored,
            expected: mode,
        }
        .into());
    }
    Ok(created_at)
}

/// Tournament `id`'s mode; `no_such_tournament` when it is not stored.
pub(super) fn tournament_mode(conn: &Connection, id: &str) -> Result<TournamentMode, StoreError> {
    let mode: Option<String> = conn
        .prepare_cached("SELECT mode FROM tournaments WHERE id = ?1")?
        .query_row([id], |row| row.get(0))
        .optional()?;
    mode.map(|mode| mode_of(&mode))
        .ok_or_else(|| StoreError::NoSuchTournament(id.chars().take(80).collect()))
}

/// A `mode` column's value read back (`pairs` or `individual`, as its
/// check holds it).
pub(super) fn mode_of(column: &str) -> TournamentMode {
    if column == TournamentMode::Individual.name() {
        TournamentMode::Individual
    } else {
        TournamentMode::Pairs
    }
}

/// The matches played on this phone for tournament `id`'s tables.
pub(super) fn linked(conn: &Connection, id: &str) -> Result<Vec<TableLink>, StoreError> {
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
    read_log(
        conn,
        id,
        TournamentEvent::from_versioned_json,
        Tournament::from_events,
    )
}

/// The most tournaments whose folds a store keeps.
const KEPT_FOLDS: usize = 4;

/// A tournament's fold as [`Folds`] keeps it, of either mode.
#[derive(Debug, Clone)]
pub(super) enum Fold {
    /// A tournament of pairs'.
    Pairs(Tournament),
    /// An individual tournament's.
    Individual(IndividualTournament),
}

/// A tournament of either mode as [`Folds`] keeps its fold: folded from
/// its committed log, its number of entries, and kept as a [`Fold`].
pub(super) trait Kept: Clone + Sized {
    /// The core's fold of tournament `id`'s committed log.
    fn fold_log(conn: &Connection, id: &str) -> Result<Self, StoreError>;
    /// How many entries its log has.
    fn entries(&self) -> usize;
    /// Its fold as kept.
    fn kept(&self) -> Fold;
    /// A fold kept, when it is of this mode.
    fn of(fold: &Fold) -> Option<&Self>;
}

impl Kept for Tournament {
    fn fold_log(conn: &Connection, id: &str) -> Result<Tournament, StoreError> {
        fold_log(conn, id)
    }
    fn entries(&self) -> usize {
        self.events().len()
    }
    fn kept(&self) -> Fold {
        Fold::Pairs(self.clone())
    }
    fn of(fold: &Fold) -> Option<&Tournament> {
        match fold {
            Fold::Pairs(t) => Some(t),
            Fold::Individual(_) => None,
        }
    }
}

impl Kept for IndividualTournament {
    fn fold_log(conn: &Connection, id: &str) -> Result<IndividualTournament, StoreError> {
        fold_individual(conn, id)
    }
    fn entries(&self) -> usize {
        self.events().len()
    }
    fn kept(&self) -> Fold {
        Fold::Individual(self.clone())
    }
    fn of(fold: &Fold) -> Option<&IndividualTournament> {
        match fold {
            Fold::Individual(t) => Some(t),
            Fold::Pairs(_) => None,
        }
    }
}

/// The folds of the tournaments last read or changed, of either mode, so a command that
/// reads a tournament again (`get_tournament`, `list_tournaments`, the next
/// entry) does not fold its whole log again: a full field's log takes
/// a few tenths of a second to read and fold (`docs/performance.md`). A tournament's log is only ever appended to, so the fold of its
/// first n entries holds while it has n: a fold is kept with its number of
/// entries and given back while the log still has as many, and all are
/// forgotten when another connection writes the database (SQLite's
/// `data_version`: a log edited by hand, another process). Only a fold of
/// what is committed is kept: one read inside a transaction (which may
/// still roll its entries back) is not, and a changed tournament's is kept
/// after its commit. At most [`KEPT_FOLDS`] tournaments, the least recently
/// used forgotten first.
#[derive(Debug, Default, Clone)]
pub struct Folds(Arc<Mutex<FoldCache>>);

#[derive(Debug, Default)]
struct FoldCache {
    /// The database's `data_version` the folds were kept under.
    data_version: i64,
    /// A count of uses, for the least recently used.
    tick: u64,
    /// Whole logs folded (read or not), for the tests.
    folded: usize,
    kept: HashMap<String, KeptFold>,
}

#[derive(Debug)]
struct KeptFold {
    entries: i64,
    used: u64,
    tournament: Fold,
}

impl FoldCache {
    /// Forgets every fold if another connection wrote since they were kept.
    fn check(&mut self, data_version: i64) {
        if self.data_version != data_version {
            self.kept.clear();
            self.data_version = data_version;
        }
    }

    fn keep<T: Kept>(&mut self, id: &str, tournament: &T) {
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
            KeptFold {
                entries: i64::try_from(tournament.entries()).unwrap_or(i64::MAX),
                used: self.tick,
                tournament: tournament.kept(),
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

    /// The fold of tournament `id`'s committed log, in mode `T`, as
    /// [`Kept::fold_log`] gives it: the one kept while the log has as many
    /// entries, else folded (and kept when `conn` is in no transaction).
    pub(super) fn fold<T: Kept>(&self, conn: &Connection, id: &str) -> Result<T, StoreError> {
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
                && let Some(tournament) = T::of(&kept.tournament)
            {
                let tournament = tournament.clone();
                kept.used = tick;
                return Ok(tournament);
            }
        }
        self.lock().folded += 1;
        let tournament = T::fold_log(conn, id)?;
        let mut cache = self.lock();
        if conn.is_autocommit() {
            cache.keep(id, &tournament);
        }
        Ok(tournament)
    }

    /// Keeps `tournament` as the fold of `id`'s log just committed.
    pub(super) fn keep<T: Kept>(
        &self,
        conn: &Connection,
        id: &str,
        tournament: &T,
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
pub(super) fn data_version(conn: &Connection) -> Result<i64, StoreError> {
    Ok(conn.pragma_query_value(None, "data_version", |row| row.get(0))?)
}

/// The core's fold of an individual tournament's committed log; a log that
/// does not read is [`StoreError::TournamentUnreadable`], with the core's
/// words ([`Folds`] keeps it between commands, as a tournament of pairs').
pub(super) fn fold_individual(
    conn: &Connection,
    id: &str,
) -> Result<IndividualTournament, StoreError> {
    read_log(
        conn,
        id,
        IndividualEvent::from_versioned_json,
        IndividualTournament::from_events,
    )
}

/// Tournament `id`'s committed log read entry by entry (`read`, each entry
/// in order, none missing) and folded (`fold`), in either mode: a log that
/// does not read is [`StoreError::TournamentUnreadable`], with the core's
/// words.
fn read_log<E: DeserializeOwned, T, R: std::fmt::Display, F: std::fmt::Display>(
    conn: &Connection,
    id: &str,
    read: impl Fn(serde_json::Value) -> Result<E, R>,
    fold: impl FnOnce(Vec<E>) -> Result<T, F>,
) -> Result<T, StoreError> {
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
        let event = match as_written(&payload) {
            Some(event) => event,
            None => {
                let value = serde_json::from_str(&payload)
                    .map_err(|err| unreadable(format!("entry {seq}: {err}")))?;
                read(value).map_err(|err| unreadable(format!("entry {seq}: {err}")))?
            }
        };
        events.push(event);
    }
    fold(events).map_err(|err| unreadable(err.to_string()))
}

/// An entry read from its row's text as this app writes it (compact JSON,
/// its `"version": 1` last: `T::entry_json`), straight into the entry,
/// without the JSON tree the entry's own reading (`from_versioned_json`)
/// builds first: about half the work of reading a long log. `None` for
/// any other text, or one the entry does not read from: the entry's own
/// reading then reads it, or refuses it in its words. What this reads, the
/// entry's own reading reads to the same entry (the `version` it checks is
/// the last, 1; a key given twice, or any other `version`, is refused
/// here).
fn as_written<E: DeserializeOwned>(payload: &str) -> Option<E> {
    let fields = payload.strip_suffix(",\"version\":1}")?;
    serde_json::from_str(&format!("{fields}}}")).ok()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests panic on purpose.

    use super::super::kind::load_stored;
    use super::super::tests_support::{register, tournament_setup as setup};
    use super::super::tournaments::{change_in, write_entries};
    use super::*;

    const NOW: &str = "2026-11-21T10:00:00Z";

    /// A tournament read again, listed or changed is not folded again: the
    /// fold kept is the one its committed log folds to. An entry rolled back
    /// is never kept, and a log edited by another connection (as many
    /// entries, one of them changed) is folded again.
    #[test]
    fn a_tournament_read_again_is_not_folded_again() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.sqlite3");
        let mut store = Store::open(&db).unwrap();
        let id = store
            .create_tournament::<Tournament>(setup(), NOW)
            .unwrap()
            .id;
        let other = store
            .create_tournament::<Tournament>(setup(), NOW)
            .unwrap()
            .id;
        for n in 1..=4 {
            let (a, b) = (format!("P{n}a"), format!("P{n}b"));
            store
                .change_tournament::<Tournament>(&id, NOW, |_| Ok(Some(register(n, [&a, &b]))))
                .unwrap();
        }
        let folded = store.folds.folded();
        let first = store.get_tournament(&id).unwrap();
        let again = store.get_tournament(&id).unwrap();
        let listed = store.tournaments().unwrap();
        assert_eq!(store.folds.folded(), folded, "the list reads the summaries");
        assert_eq!(first.tournament, fold_log(&store.conn, &id).unwrap());
        assert_eq!(again.tournament, first.tournament);
        assert_eq!(listed[1].id, id);
        assert_eq!(
            listed[1].progress,
            Ok(TournamentProgress::of(&first.tournament))
        );
        store.tournaments().unwrap();
        assert_eq!(store.folds.folded(), folded);

        // A refusal changes nothing, the fold kept included.
        let err = store
            .change_tournament::<Tournament>(&id, NOW, |_| Ok(Some(register(5, ["P1A", "Zeca"]))))
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
        change_in::<Tournament>(&tx, &id, NOW, &folds, |_| {
            Ok(Some(register(5, ["Rolled", "Back"])))
        })
        .unwrap();
        let inside = load_stored::<Tournament>(&tx, &id, Some(&folds)).unwrap();
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
        write_entries::<Tournament>(&tx, &id, next.events(), 5, NOW).unwrap();
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
        assert_eq!(store.folds.folded(), folded + 1);
        store.get_tournament(&other).unwrap();
        assert_eq!(store.folds.folded(), folded + 2, "every fold forgotten");
    }

    /// An individual tournament's fold is kept as a tournament of pairs'
    /// is: read again, it is not folded again (a change of its rows on the
    /// store's own connection, which forgets no fold, is not seen), an
    /// entry appended is kept with it, and another connection's write
    /// forgets it.
    #[test]
    fn an_individual_tournament_read_again_is_not_folded_again() {
        use super::super::tests_support::individual_setup;
        use tranque::tournament::individual::PlayerId;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.sqlite3");
        let mut store = Store::open(&db).unwrap();
        let id = store
            .create_tournament::<IndividualTournament>(individual_setup(), NOW)
            .unwrap()
            .id;
        for n in 1..=4 {
            store
                .change_tournament::<IndividualTournament>(&id, NOW, |_| {
                    Ok(Some(IndividualEvent::PlayerRegistered {
                        player: PlayerId(n),
                        name: format!("J{n}"),
                    }))
                })
                .unwrap();
        }
        let folded = store.folds.folded();
        let first = store.get_individual(&id).unwrap().tournament;
        assert_eq!(first, fold_individual(&store.conn, &id).unwrap());
        store
            .conn
            .execute(
                "UPDATE tournament_events SET payload = replace(payload, '\"J1\"', '\"Zeca\"')
                 WHERE tournament_id = ?1 AND seq = 1",
                [&id],
            )
            .unwrap();
        let again = store.get_individual(&id).unwrap().tournament;
        assert_eq!(again, first, "the fold kept");
        assert_eq!(store.folds.folded(), folded);
        let seated = store
            .change_tournament::<IndividualTournament>(&id, NOW, |t| {
                t.next_seating()
                    .map(|s| Some(IndividualEvent::RoundSeated(s)))
            })
            .unwrap()
            .tournament;
        assert_eq!(store.get_individual(&id).unwrap().tournament, seated);
        assert_eq!(store.folds.folded(), folded);

        // Another connection writes: every fold forgotten, the rows read.
        rusqlite::Connection::open(&db)
            .unwrap()
            .execute("UPDATE tournaments SET created_at = created_at", [])
            .unwrap();
        let read = store.get_individual(&id).unwrap().tournament;
        assert_eq!(read.player(PlayerId(1)).unwrap().name, "Zeca");
        assert_eq!(store.folds.folded(), folded + 1);
    }

    /// An entry's row as the app writes it is read straight into the entry
    /// the entry's own reading gives; any other text is left to that
    /// reading: a key given twice (which that reading takes the last of),
    /// another `version`, another layout.
    #[test]
    fn an_entry_as_written_reads_as_its_own_reading_reads_it() {
        use tranque::tournament::individual::PlayerId;
        let registered = IndividualEvent::PlayerRegistered {
            player: PlayerId(7),
            name: "Begoña \"la\" Fernández".into(),
        };
        let setup = super::super::tests_support::individual_setup();
        for event in [IndividualEvent::Created(setup), registered] {
            let text = event.to_versioned_json().to_string();
            let own = IndividualEvent::from_versioned_json(serde_json::from_str(&text).unwrap());
            assert_eq!(as_written::<IndividualEvent>(&text), Some(own.unwrap()));
        }
        let pairs = setup_entry();
        let text = pairs.to_versioned_json().to_string();
        assert_eq!(as_written::<TournamentEvent>(&text), Some(pairs));
        for other in [
            r#"{"round":1,"round":2,"type":"round_closed","version":1}"#,
            r#"{"round":1,"type":"round_closed","version":2,"version":1}"#,
            r#"{"round":1,"type":"round_closed","version":2}"#,
            r#"{"round":1,"type":"round_closed","version":1} "#,
            r#"{"round":1,"type":"round_closed", "version":1}"#,
            r#"{"round":1,"type":"round_closed","version":1.0}"#,
            r#"{"round":"1","type":"round_closed","version":1}"#,
            r#"{"version":1}"#,
            r#","version":1}"#,
        ] {
            assert_eq!(as_written::<IndividualEvent>(other), None, "{other}");
        }
    }

    fn setup_entry() -> TournamentEvent {
        TournamentEvent::Created(setup())
    }

    /// At most [`KEPT_FOLDS`] tournaments are kept, the least recently used
    /// forgotten first.
    #[test]
    fn a_few_folds_are_kept() {
        let mut store = Store::open_in_memory().unwrap();
        let ids: Vec<String> = (0..=KEPT_FOLDS)
            .map(|_| {
                store
                    .create_tournament::<Tournament>(setup(), NOW)
                    .unwrap()
                    .id
            })
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
