//! A tournament handed over between phones: its whole log written as a
//! tournament file (`docs/tournament-file.md`), and such a file taken over
//! on another phone — added when the phone does not hold the tournament,
//! extended when the phone holds the start of the file's log, left alone
//! when the phone already holds all of it, and refused as a conflict when
//! the two logs part ways (a result read on one phone after the file was
//! written, another on the other). Whatever is refused changes nothing.

use tranque::tournament::individual::IndividualEvent;
use tranque::tournament::{
    IndividualFile, TournamentEvent, TournamentFile, TournamentLog, TournamentMode,
};

use super::folds::fold_individual;
use super::folds::{created_as, tournament_mode, with_fold};
use super::individual::{StoredIndividual, write_entries};
use super::summaries::{summarise, summarise_individual};
use super::tournaments::{insert_entry, insert_tournament, tournament_exists};
use super::*;

pub use tranque_views::TakeOver;

/// A tournament written as its file.
#[derive(Debug, Clone)]
pub struct TournamentExport {
    /// The tournament file (JSON text).
    pub json: String,
    /// The tournament's day, `YYYY-MM-DD`, to name the file.
    pub date: String,
}

/// What taking a tournament file of either mode over did.
#[derive(Debug, Clone)]
pub enum TakenFile {
    /// A tournament of pairs'.
    Pairs(TakenOver),
    /// An individual tournament's.
    Individual(TakenIndividual),
}

/// What taking an individual tournament over from its file did.
#[derive(Debug, Clone)]
pub struct TakenIndividual {
    /// Added, extended or unchanged.
    pub outcome: TakeOver,
    /// The entries of the log written (0 when unchanged).
    pub entries: usize,
    /// The tournament as committed.
    pub tournament: StoredIndividual,
}

/// What taking a tournament over from its file did.
#[derive(Debug, Clone)]
pub struct TakenOver {
    /// Added, extended or unchanged.
    pub outcome: TakeOver,
    /// The entries of the log written (0 when unchanged).
    pub entries: usize,
    /// The tournament as committed.
    pub tournament: StoredTournament,
}

impl Store {
    /// A tournament's whole log as a tournament file, with its id: what
    /// another phone needs to carry on where this one stands. Either mode's.
    pub fn export_tournament(&self, id: &str) -> Result<TournamentExport, StoreError> {
        if tournament_mode(&self.conn, id)? == TournamentMode::Individual {
            let stored = self.get_individual(id)?;
            let file = IndividualFile {
                id: Some(stored.id),
                events: stored.tournament.events().to_vec(),
            };
            return Ok(TournamentExport {
                json: file.to_json(),
                date: stored.tournament.setup().date.clone(),
            });
        }
        let stored = self.get_tournament(id)?;
        let file = TournamentFile {
            id: Some(stored.id),
            events: stored.tournament.events().to_vec(),
        };
        Ok(TournamentExport {
            json: file.to_json(),
            date: stored.tournament.setup().date.clone(),
        })
    }

    /// Takes a tournament over from its file: the core reads the file and
    /// folds its log (a file that is not a tournament's, damaged, of a newer
    /// version or whose log does not fold is refused in its words); then,
    /// under the file's id, the tournament is added when the phone does not
    /// hold it, extended when the phone's log is the start of the file's,
    /// left unchanged when the phone's log already holds the file's, and
    /// refused with [`StoreError::TournamentConflict`] when they part ways.
    /// A tournament of pairs' file only: an individual tournament's is
    /// refused with the core's `tournament_mode_mismatch`, before the store
    /// is touched ([`Store::take_over_file`] takes either).
    pub fn take_over_tournament(&mut self, text: &str, now: &str) -> Result<TakenOver, StoreError> {
        self.take_over_pairs(TournamentFile::parse(text)?, now)
    }

    /// Takes over a tournament file of either mode, as its `created` entry
    /// says: a tournament of pairs' as [`Store::take_over_tournament`]
    /// does, an individual tournament's the same way (added, extended,
    /// unchanged, or refused as a conflict, changing nothing). A file whose
    /// id names a tournament of the other mode on this phone is refused
    /// with the core's `tournament_mode_mismatch`.
    pub fn take_over_file(&mut self, text: &str, now: &str) -> Result<TakenFile, StoreError> {
        match TournamentLog::parse(text)? {
            TournamentLog::Pairs(file) => self.take_over_pairs(file, now).map(TakenFile::Pairs),
            TournamentLog::Individual(file) => self
                .take_over_individual(file, now)
                .map(TakenFile::Individual),
        }
    }

    /// [`Store::take_over_tournament`] of a file already read.
    fn take_over_pairs(
        &mut self,
        file: TournamentFile,
        now: &str,
    ) -> Result<TakenOver, StoreError> {
        let id = match &file.id {
            Some(id) => check_tournament_id(id)?,
            None => content_id(&file),
        };
        let tournament = file.into_tournament()?;
        let events = tournament.events();
        let folds = self.folds.clone();
        let tx = self.write()?;
        let (outcome, from, held) = if tournament_exists(&tx, &id)? {
            created_as(&tx, &id, TournamentMode::Pairs)?;
            let held = folds.fold(&tx, &id)?;
            let name = &tournament.setup().name;
            let (outcome, from) = compare_logs(&id, name, held.events(), events, place)?;
            // An unchanged log's fold is the one held, not folded again.
            let kept = (outcome == TakeOver::Unchanged).then_some(held);
            (outcome, from, kept)
        } else {
            insert_tournament(&tx, &id, tournament.setup(), TournamentMode::Pairs, now)?;
            (TakeOver::Added, 0, None)
        };
        for (seq, event) in events.iter().enumerate().skip(from) {
            insert_entry(&tx, &id, seq, event, now)?;
        }
        let entries = events.len() - from;
        // The log now holds the file's (or already held more): its fold is
        // the file's, or the one held, never folded again from the rows; the
        // list's summary is written from it.
        let fold = held.unwrap_or(tournament);
        summarise(&tx, &id, &fold)?;
        let stored = with_fold(&tx, &id, fold)?;
        tx.commit()?;
        folds.keep(&self.conn, &id, &stored.tournament)?;
        Ok(TakenOver {
            outcome,
            entries,
            tournament: stored,
        })
    }
}

impl Store {
    /// [`Store::take_over_file`] of an individual tournament's file: the
    /// same steps as a tournament of pairs', its own log.
    fn take_over_individual(
        &mut self,
        file: IndividualFile,
        now: &str,
    ) -> Result<TakenIndividual, StoreError> {
        let id = match &file.id {
            Some(id) => check_tournament_id(id)?,
            None => hashed_id(
                "tournament",
                &file
                    .events
                    .first()
                    .map(|event| event.to_versioned_json().to_string())
                    .unwrap_or_default(),
            ),
        };
        let tournament = file.into_tournament()?;
        let events = tournament.events();
        let tx = self.write()?;
        let (outcome, from, held) = if tournament_exists(&tx, &id)? {
            created_as(&tx, &id, TournamentMode::Individual)?;
            let held = fold_individual(&tx, &id)?;
            let name = &tournament.setup().name;
            let (outcome, from) = compare_logs(&id, name, held.events(), events, individual_place)?;
            // An unchanged log's fold is the one held, not folded again.
            let kept = (outcome == TakeOver::Unchanged).then_some(held);
            (outcome, from, kept)
        } else {
            insert_tournament(
                &tx,
                &id,
                tournament.setup(),
                TournamentMode::Individual,
                now,
            )?;
            (TakeOver::Added, 0, None)
        };
        write_entries(&tx, &id, events, from, now)?;
        let entries = events.len() - from;
        let fold = held.unwrap_or(tournament);
        summarise_individual(&tx, &id, &fold)?;
        let created_at = created_as(&tx, &id, TournamentMode::Individual)?;
        let linked = super::folds::linked(&tx, &id)?;
        tx.commit()?;
        Ok(TakenIndividual {
            outcome,
            entries,
            tournament: StoredIndividual {
                linked,
                id,
                created_at,
                tournament: fold,
            },
        })
    }
}

/// How a file's log `file` stands to the log `held` of the same tournament
/// here, in either mode: unchanged when the file holds nothing more,
/// extended when it goes on from where the phone's ends (with the index of
/// its first new entry), else refused where they part ways ([`conflict`]).
fn compare_logs<E: PartialEq>(
    id: &str,
    name: &str,
    held: &[E],
    file: &[E],
    place: fn(&E) -> (Option<u32>, Option<u32>),
) -> Result<(TakeOver, usize), StoreError> {
    let same = held.iter().zip(file).take_while(|(a, b)| a == b).count();
    if same == file.len() {
        Ok((TakeOver::Unchanged, file.len()))
    } else if same == held.len() {
        Ok((TakeOver::Extended, same))
    } else {
        Err(conflict(id, name, same, held, file, place))
    }
}

/// The refusal of two logs that part ways at entry `at`, named by the
/// table (or else the round) of the phone's entry there, or else the file's
/// (`place` says which an entry names).
fn conflict<E>(
    id: &str,
    name: &str,
    at: usize,
    held: &[E],
    file: &[E],
    place: fn(&E) -> (Option<u32>, Option<u32>),
) -> StoreError {
    let places = [held.get(at), file.get(at)].map(|event| event.map_or((None, None), place));
    let (round, table) = places
        .iter()
        .find(|(_, table)| table.is_some())
        .or_else(|| places.iter().find(|(round, _)| round.is_some()))
        .copied()
        .unwrap_or((None, None));
    StoreError::TournamentConflict {
        tournament_id: id.to_owned(),
        name: name.to_owned(),
        entry: at,
        round,
        table,
    }
}

/// The round and the table an entry is about, when it names them.
fn place(event: &TournamentEvent) -> (Option<u32>, Option<u32>) {
    match event {
        TournamentEvent::ResultRecorded { round, table, .. }
        | TournamentEvent::ResultCorrected { round, table, .. } => (Some(*round), Some(*table)),
        TournamentEvent::RoundPaired(pairing) => (Some(pairing.round), None),
        TournamentEvent::RoundClosed { round } => (Some(*round), None),
        TournamentEvent::Created(_)
        | TournamentEvent::PairRegistered { .. }
        | TournamentEvent::PairWithdrawn { .. }
        | TournamentEvent::TeamRegistered { .. } => (None, None),
    }
}

/// The round and the table an individual tournament's entry is about, when
/// it names them.
fn individual_place(event: &IndividualEvent) -> (Option<u32>, Option<u32>) {
    match event {
        IndividualEvent::ResultRecorded { round, table, .. }
        | IndividualEvent::ResultCorrected { round, table, .. } => (Some(*round), Some(*table)),
        IndividualEvent::RoundSeated(seating) => (Some(seating.round), None),
        IndividualEvent::RoundClosed { round } => (Some(*round), None),
        IndividualEvent::Created(_)
        | IndividualEvent::PlayerRegistered { .. }
        | IndividualEvent::PlayerWithdrawn { .. }
        | IndividualEvent::TeamRegistered { .. } => (None, None),
    }
}

/// A tournament's id from a file: 1 to 64 letters, digits, `-`, `_`, `.`
/// or `:`.
fn check_tournament_id(id: &str) -> Result<String, StoreError> {
    checked_file_id(
        id,
        "a tournament id is 1 to 64 letters, digits, '-', '_', '.' or ':'",
    )
}

/// The id of a file that has none: a stable hash (FNV-1a) of its first
/// entry, the tournament's creation, so that a longer file of the same
/// tournament finds it again.
fn content_id(file: &TournamentFile) -> String {
    let created = file
        .events
        .first()
        .map(|event| event.to_versioned_json().to_string())
        .unwrap_or_default();
    hashed_id("tournament", &created)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // Tests panic on purpose.

    use tranque::tournament::{Criterion, PairId, TournamentMode, TournamentSetup};
    use tranque::{Mode, Preset};

    use super::*;

    const NOW: &str = "2026-11-21T10:00:00Z";

    /// A store with seven pairs and two rounds typed and closed: the store
    /// and the tournament's id.
    fn two_rounds() -> (Store, String) {
        let mut store = Store::open_in_memory().unwrap();
        let mut rules = Preset::BrMegajogos.rules(Mode::Pairs);
        rules.target = 50;
        let setup = TournamentSetup {
            name: "Copa de Ponce".into(),
            date: "2026-11-21".into(),
            preset: Some("br-megajogos".into()),
            rules,
            mode: TournamentMode::Pairs,
            seed: 7,
            bye: Default::default(),
            ranking: Criterion::DEFAULT.to_vec(),
            credit: Default::default(),
        };
        let id = store.create_tournament(setup, NOW).unwrap().id;
        for n in 1..=7 {
            let players = [format!("P{n}a"), format!("P{n}b")];
            let pair = PairId(n);
            store
                .change_tournament(&id, NOW, |_| {
                    Ok(Some(TournamentEvent::PairRegistered { pair, players }))
                })
                .unwrap();
        }
        for round in 1..=2 {
            play(&mut store, &id, round);
            store
                .change_tournament(&id, NOW, |_| {
                    Ok(Some(TournamentEvent::RoundClosed { round }))
                })
                .unwrap();
        }
        (store, id)
    }

    /// Pairs the next round, `round`, and types every table's sheet: side
    /// A wins, each table by its own score.
    fn play(store: &mut Store, id: &str, round: u32) {
        let t = pair(store, id);
        let tables = t.rounds()[round as usize - 1].pairing.tables.clone();
        for at in tables {
            store
                .change_tournament(id, NOW, |t| {
                    let loser = t.pairs().iter().find(|p| p.id == at.pairs[1]).unwrap();
                    let points = [50 + i64::from(at.table), 5 * i64::from(round + at.table)];
                    let result =
                        t.typed_result(round, at.table, points, loser.players[0].clone())?;
                    t.decide_result(round, at.table, &result)
                })
                .unwrap();
        }
    }

    /// Pairs the next round: the tournament after.
    fn pair(store: &mut Store, id: &str) -> tranque::tournament::Tournament {
        store
            .change_tournament(id, NOW, |t| {
                t.next_pairing()
                    .map(|p| Some(TournamentEvent::RoundPaired(p)))
            })
            .unwrap()
            .tournament
    }

    #[test]
    fn a_tournament_taken_over_pairs_round_three_and_ranks_as_its_first_store() {
        let (mut first, id) = two_rounds();
        let file = first.export_tournament(&id).unwrap().json;
        let mut second = Store::open_in_memory().unwrap();
        let taken = second.take_over_tournament(&file, NOW).unwrap();
        assert_eq!(taken.outcome, TakeOver::Added);
        assert_eq!(taken.tournament.id, id);
        let held = first.get_tournament(&id).unwrap().tournament;
        assert_eq!(taken.entries, held.events().len());
        assert_eq!(taken.tournament.tournament.standings(), held.standings());

        let on_first = pair(&mut first, &id);
        let on_second = pair(&mut second, &id);
        assert_eq!(on_second.rounds()[2].pairing, on_first.rounds()[2].pairing);
        assert!(on_first.rounds()[2].pairing.bye.is_some(), "seven pairs");
        assert_eq!(on_second.standings(), on_first.standings());
        assert_eq!(on_second.events(), on_first.events());
    }

    #[test]
    fn the_same_file_changes_nothing_a_longer_one_extends_and_parted_logs_conflict() {
        let (mut first, id) = two_rounds();
        let file = first.export_tournament(&id).unwrap().json;
        let mut second = Store::open_in_memory().unwrap();
        second.take_over_tournament(&file, NOW).unwrap();

        let again = second.take_over_tournament(&file, NOW).unwrap();
        assert_eq!((again.outcome, again.entries), (TakeOver::Unchanged, 0));

        play(&mut first, &id, 3);
        let longer = first.export_tournament(&id).unwrap().json;
        let extended = second.take_over_tournament(&longer, NOW).unwrap();
        assert_eq!(
            (extended.outcome, extended.entries),
            (TakeOver::Extended, 4)
        );
        assert_eq!(
            extended.tournament.tournament.events(),
            first.get_tournament(&id).unwrap().tournament.events()
        );
        let older = second.take_over_tournament(&file, NOW).unwrap();
        assert_eq!(older.outcome, TakeOver::Unchanged);

        // Round 3 closed on the first store, round 4 paired on the second.
        first
            .change_tournament(&id, NOW, |_| {
                Ok(Some(TournamentEvent::RoundClosed { round: 3 }))
            })
            .unwrap();
        let parted = first.export_tournament(&id).unwrap().json;
        second
            .change_tournament(&id, NOW, |_| {
                Ok(Some(TournamentEvent::PairWithdrawn { pair: PairId(7) }))
            })
            .unwrap();
        let before = second.get_tournament(&id).unwrap().tournament;
        let err = second.take_over_tournament(&parted, NOW).unwrap_err();
        assert_eq!(err.code(), "tournament_conflict");
        assert_eq!(
            err.params(),
            serde_json::json!({"tournament_id": id, "name": "Copa de Ponce",
                "entry": before.events().len() - 1, "round": 3, "table": null})
        );
        assert_eq!(
            second.get_tournament(&id).unwrap().tournament.events(),
            before.events()
        );
    }

    /// An individual tournament's file: refused by the pairs' entry
    /// (`tournament_mode_mismatch`, before the store is touched), taken over
    /// by [`Store::take_over_file`], as it stood on the first phone; the
    /// same file again changes nothing, and a pairs' file under its id is
    /// refused as the other mode, changing nothing.
    #[test]
    fn an_individual_tournament_is_taken_over_by_its_mode() {
        use tranque::tournament::IndividualFile;
        use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
        let setup = TournamentSetup {
            name: "Individual de Ponce".into(),
            date: "2026-11-21".into(),
            preset: Some("pr-federacion".into()),
            rules: Preset::PrFederacion.rules(Mode::Pairs),
            mode: TournamentMode::Individual,
            seed: 7,
            bye: Default::default(),
            ranking: Criterion::DEFAULT.to_vec(),
            credit: Default::default(),
        };
        let mut t = IndividualTournament::new(setup).unwrap();
        for n in 1..=5 {
            t = t
                .apply(IndividualEvent::PlayerRegistered {
                    player: PlayerId(n),
                    name: format!("J{n}"),
                })
                .unwrap();
        }
        t = t
            .apply(IndividualEvent::RoundSeated(t.next_seating().unwrap()))
            .unwrap();
        let file = IndividualFile {
            id: Some("ind-1".into()),
            ..IndividualFile::from_tournament(&t)
        }
        .to_json();
        let mut store = Store::open_in_memory().unwrap();
        let err = store.take_over_tournament(&file, NOW).unwrap_err();
        assert_eq!(err.code(), "tournament_mode_mismatch");
        assert_eq!(
            err.params(),
            serde_json::json!({"mode": "individual", "expected": "pairs"})
        );
        assert!(store.tournaments().unwrap().is_empty());

        let TakenFile::Individual(taken) = store.take_over_file(&file, NOW).unwrap() else {
            panic!("an individual tournament's file")
        };
        assert_eq!((taken.outcome, taken.entries), (TakeOver::Added, 7));
        assert_eq!(taken.tournament.tournament, t);
        assert_eq!(store.get_individual("ind-1").unwrap().tournament, t);
        let listed = store.tournaments().unwrap();
        assert_eq!(listed[0].progress.as_ref().unwrap().players, 5);
        let TakenFile::Individual(again) = store.take_over_file(&file, NOW).unwrap() else {
            panic!("an individual tournament's file")
        };
        assert_eq!((again.outcome, again.entries), (TakeOver::Unchanged, 0));

        let (first, id) = two_rounds();
        let pairs = first.export_tournament(&id).unwrap().json;
        let pairs = pairs.replace(&format!("\"id\": \"{id}\""), "\"id\": \"ind-1\"");
        let err = store.take_over_file(&pairs, NOW).unwrap_err();
        assert_eq!(
            err.params(),
            serde_json::json!({"mode": "individual", "expected": "pairs"})
        );
        assert_eq!(store.get_individual("ind-1").unwrap().tournament, t);
    }
}
