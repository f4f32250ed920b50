//! What the store does alike for a tournament of either mode: the core's
//! tournament of pairs ([`Tournament`]) and its individual one
//! ([`IndividualTournament`]) are kept the same way (a row of
//! `tournaments`, a log of versioned entries, the list's summary), so the
//! store's code for them is one, over [`TournamentKind`], and both have
//! their fold kept between commands ([`Folds`]). What differs is said here:
//! the entries, the results, the list's summary.

use tranque::tournament::individual::{IndividualEvent, IndividualTournament, SeatsResult};
use tranque::tournament::{
    IndividualFile, ResultSource, TablePayload, TableResult, Tournament, TournamentError,
    TournamentEvent, TournamentFile, TournamentMode, TournamentSetup,
};

use super::folds::{Folds, created_as, fold_individual, fold_log, linked};
use super::progress::TournamentProgress;
use super::*;

/// A tournament as committed, of either mode: the core's fold of its log,
/// and the matches played on this phone for its tables.
#[derive(Debug, Clone)]
pub struct Stored<T> {
    /// Its id (the one its tables' codes name).
    pub id: String,
    /// When it was created.
    pub created_at: String,
    /// The core's tournament, folded from the committed log.
    pub tournament: T,
    /// The matches played on this phone for its tables.
    pub linked: Vec<TableLink>,
}

/// A tournament of pairs as committed.
pub type StoredTournament = Stored<Tournament>;

/// An individual tournament as committed.
pub type StoredIndividual = Stored<IndividualTournament>;

/// A tournament of either mode as the core folds it from its log: what the
/// store needs of it, the core's own methods for each mode.
pub trait TournamentKind: Sized + Clone {
    /// An entry of its log.
    type Event: PartialEq + Clone;
    /// A table's result.
    type Result;
    /// Its mode, as its row in `tournaments` says.
    const MODE: TournamentMode;

    /// A new tournament: the core checks the setup.
    fn new(setup: TournamentSetup) -> Result<Self, TournamentError>;
    /// A tournament folded from a whole log; refuses the first bad entry.
    fn from_events(events: Vec<Self::Event>) -> Result<Self, TournamentError>;
    /// Its setup.
    fn setup(&self) -> &TournamentSetup;
    /// Its log's entries.
    fn events(&self) -> &[Self::Event];
    /// The tournament with `event` appended, if the core accepts it.
    fn enter(&self, event: Self::Event) -> Result<Self, TournamentError>;
    /// The names `event` brings, checked by the one rule of names as a new
    /// entry's are (the core's `check_names`).
    fn check_names(event: &Self::Event) -> Result<(), TournamentError>;
    /// An entry as its log's row keeps it, with its `"version": 1`.
    fn entry_json(event: &Self::Event) -> serde_json::Value;
    /// Its file (`docs/tournament-file.md`) under id `id`, as JSON text.
    fn to_file(&self, id: String) -> String;
    /// Where it stands, as the list shows it.
    fn progress(&self) -> TournamentProgress;
    /// The start code of a table's match.
    fn start_payload(
        &self,
        id: &str,
        round: u32,
        table: u32,
    ) -> Result<TablePayload, TournamentError>;
    /// Where a result came from and the match behind it, to be set.
    fn origin(result: &mut Self::Result) -> (&mut ResultSource, &mut Option<String>);
    /// What recording the result of `game` (the match, where it came from,
    /// who signed it) at table `at` (its round and number) means, the
    /// result naming the match's id here.
    fn decide_from_match(
        &self,
        at: (u32, u32),
        game: (&Match, ResultSource, Option<String>),
        match_id: &str,
    ) -> Result<Option<Self::Event>, TournamentError>;
    /// The fold of tournament `id`'s committed log (the one kept in
    /// `folds`, when given and the mode keeps one).
    fn fold(conn: &Connection, id: &str, folds: Option<&Folds>) -> Result<Self, StoreError>;
    /// Keeps the tournament as the fold of `id`'s log just committed, when
    /// the mode keeps one.
    fn keep(&self, folds: &Folds, conn: &Connection, id: &str) -> Result<(), StoreError>;
}

/// What the two modes' [`TournamentKind`] share, the core's own methods
/// of the same name in either: its associated types, its mode, its file,
/// and where it stands (`progress`).
macro_rules! kind_of_the_core {
    ($event:ty, $result:ty, $mode:ident, $file:ident, $progress:path) => {
        type Event = $event;
        type Result = $result;
        const MODE: TournamentMode = TournamentMode::$mode;

        fn new(setup: TournamentSetup) -> Result<Self, TournamentError> {
            Self::new(setup)
        }
        fn from_events(events: Vec<Self::Event>) -> Result<Self, TournamentError> {
            Self::from_events(events)
        }
        fn setup(&self) -> &TournamentSetup {
            self.setup()
        }
        fn events(&self) -> &[Self::Event] {
            self.events()
        }
        fn enter(&self, event: Self::Event) -> Result<Self, TournamentError> {
            self.enter(event)
        }
        fn check_names(event: &Self::Event) -> Result<(), TournamentError> {
            event.check_names()
        }
        fn entry_json(event: &Self::Event) -> serde_json::Value {
            event.to_versioned_json()
        }
        fn to_file(&self, id: String) -> String {
            let file = $file {
                id: Some(id),
                ..$file::from_tournament(self)
            };
            file.to_json()
        }
        fn progress(&self) -> TournamentProgress {
            $progress(self)
        }
        fn start_payload(
            &self,
            id: &str,
            round: u32,
            table: u32,
        ) -> Result<TablePayload, TournamentError> {
            self.start_payload(id, round, table)
        }
        fn origin(result: &mut Self::Result) -> (&mut ResultSource, &mut Option<String>) {
            (&mut result.source, &mut result.match_id)
        }
        fn decide_from_match(
            &self,
            (round, table): (u32, u32),
            (game, source, signed_by): (&Match, ResultSource, Option<String>),
            match_id: &str,
        ) -> Result<Option<Self::Event>, TournamentError> {
            let mut result = self.result_of_match(round, table, game, source, signed_by)?;
            result.match_id = Some(match_id.to_owned());
            self.decide_result(round, table, &result)
        }
    };
}

impl TournamentKind for Tournament {
    kind_of_the_core!(
        TournamentEvent,
        TableResult,
        Pairs,
        TournamentFile,
        TournamentProgress::of
    );

    fn fold(conn: &Connection, id: &str, folds: Option<&Folds>) -> Result<Self, StoreError> {
        match folds {
            Some(folds) => folds.fold(conn, id),
            None => fold_log(conn, id),
        }
    }

    fn keep(&self, folds: &Folds, conn: &Connection, id: &str) -> Result<(), StoreError> {
        folds.keep(conn, id, self)
    }
}

/// An individual tournament's fold is kept between commands, as a
/// tournament of pairs' is.
impl TournamentKind for IndividualTournament {
    kind_of_the_core!(
        IndividualEvent,
        SeatsResult,
        Individual,
        IndividualFile,
        TournamentProgress::of_individual
    );

    fn fold(conn: &Connection, id: &str, folds: Option<&Folds>) -> Result<Self, StoreError> {
        match folds {
            Some(folds) => folds.fold(conn, id),
            None => fold_individual(conn, id),
        }
    }

    fn keep(&self, folds: &Folds, conn: &Connection, id: &str) -> Result<(), StoreError> {
        folds.keep(conn, id, self)
    }
}

/// Tournament `id` of kind `T` with its fold (the one kept in `folds`, when
/// given) and its linked matches; one of the other mode is refused with
/// `tournament_mode_mismatch`.
pub(super) fn load_stored<T: TournamentKind>(
    conn: &Connection,
    id: &str,
    folds: Option<&Folds>,
) -> Result<Stored<T>, StoreError> {
    let created_at = created_as(conn, id, T::MODE)?;
    Ok(Stored {
        id: id.to_owned(),
        created_at,
        tournament: T::fold(conn, id, folds)?,
        linked: linked(conn, id)?,
    })
}
