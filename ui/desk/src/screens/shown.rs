//! The tournament shown on the desk, which every part of the desk reads,
//! and the way its commands run.

use std::future::Future;

use leptos::prelude::*;
use leptos::task::spawn_local;
use tranque::tournament::{
    NextStep, PairId, TablePairing, TableResult, TeamRow, TournamentError, TournamentMode,
    TournamentSetup,
};

use crate::api::{self, ApiError, QrCode, TournamentView};
use crate::ctx::{Ctx, ctx};
use crate::screen::Screen;

use super::state::{Refold, SheetProblem, TypedSheet, current_round, pair_names, players_of};

/// A tournament of either mode as the shell sends it ([`TournamentView`],
/// [`IndividualView`](crate::api::IndividualView)): what the parts both
/// modes share read of it, the mode's commands they run, and how a refusal
/// of them is shown.
pub trait Mode:
    Refold<Member: Send + Sync + 'static, Outcome: Send + Sync> + Clone + Send + Sync + 'static
{
    /// A table of a round, and who sits at it.
    type Table: Copy + PartialEq + Send + Sync + 'static;
    /// An individual tournament: rounds are seated, players registered.
    const SEATS: bool;

    /// What it is: name, day, rules.
    fn setup(&self) -> &TournamentSetup;
    /// No round paired (or seated) yet.
    fn registering(&self) -> bool {
        self.rounds().is_empty()
    }
    /// What to do next, in the words of a tournament of pairs.
    fn next_step(&self) -> NextStep;
    /// Every pair or player registered, withdrawn ones included: who, and
    /// whether withdrawn.
    fn members(&self) -> Vec<(Self::Member, bool)>;
    /// Those still playing.
    fn playing(&self) -> Vec<Self::Member> {
        let members = self.members().into_iter();
        members
            .filter(|(_, withdrawn)| !withdrawn)
            .map(|(m, _)| m)
            .collect()
    }
    /// A member's number.
    fn number(member: Self::Member) -> u32;
    /// A member's names: a pair's players ("Ana & Bia"), a player's name.
    fn names(&self, member: Self::Member) -> String;
    /// A member's names one a field, as a rename starts from them: a
    /// pair's two players, a player's name (an old name marked as a new
    /// entry carries it, [`tranque::carried_name`]).
    fn renamed_from(&self, member: Self::Member) -> Vec<String>;
    /// The teams' standings, best first.
    fn teams(&self) -> &[TeamRow<Self::Member>];

    /// The round under way (or the last one): its number, whether it is
    /// closed, its tables, and whether anyone sits it out.
    fn round_now(&self) -> Option<(u32, bool, Vec<Self::Table>, bool)>;
    /// The number of the table `at`.
    fn table_number(at: &Self::Table) -> u32;
    /// How a paper scoresheet marks the two sides of `at`: its pairs'
    /// numbers, or the sides' letters.
    fn marks(at: &Self::Table) -> [String; 2];
    /// Who plays side `side` (0 or 1) of `at`, in a line ("Ana & Bia").
    fn side_names(&self, at: &Self::Table, side: usize) -> String;
    /// The players of side `side` of `at`, by name.
    fn side_players(&self, at: &Self::Table, side: usize) -> Vec<String>;

    /// The result of `table` of `round` typed from its paper scoresheet,
    /// made and checked by the core.
    fn typed(
        &self,
        sheet: &TypedSheet,
        round: u32,
        table: u32,
    ) -> Result<Self::Outcome, SheetProblem>;

    /// Reads the tournament `id`.
    fn get(id: String) -> impl Future<Output = Result<Self, ApiError>> + 'static;
    /// The screen that shows the tournament `id` instead, when `error`,
    /// refusing to read it, says it is of the other mode (the address of an
    /// older link).
    fn elsewhere(_id: String, _error: &ApiError) -> Option<Screen> {
        None
    }
    /// Pairs (or seats) the next round.
    fn start(id: String) -> impl Future<Output = Result<Self, ApiError>> + 'static;
    /// Closes `round`.
    fn close(id: String, round: u32) -> impl Future<Output = Result<Self, ApiError>> + 'static;
    /// Withdraws the pair or player numbered `number`.
    fn withdraw(id: String, number: u32) -> impl Future<Output = Result<Self, ApiError>> + 'static;
    /// Renames the pair or player numbered `number` to `names`, one a
    /// field as [`Mode::renamed_from`] gives them.
    fn rename(
        id: String,
        number: u32,
        names: Vec<String>,
    ) -> impl Future<Output = Result<Self, ApiError>> + 'static;
    /// Registers a team of these members' numbers.
    fn add_team(
        id: String,
        name: String,
        members: Vec<u32>,
    ) -> impl Future<Output = Result<Self, ApiError>> + 'static;
    /// Records `result` for `table` of `round`, or corrects the one it has
    /// (`correcting`).
    fn record(
        id: String,
        round: u32,
        table: u32,
        result: Self::Outcome,
        correcting: bool,
    ) -> impl Future<Output = Result<Self, ApiError>> + 'static;
    /// Records the result of the match played on this phone for `table` of
    /// `round`.
    fn take(
        id: String,
        round: u32,
        table: u32,
    ) -> impl Future<Output = Result<Self, ApiError>> + 'static;
    /// Records the result of a table phone's match file the director
    /// picks (`None`: none picked).
    fn import(
        id: String,
        round: u32,
        table: u32,
    ) -> impl Future<Output = Result<Option<Self>, ApiError>> + 'static;
    /// Shows a refusal of a command of the tournament `shown`.
    fn refused(shown: Shown<Self>, c: Ctx, error: ApiError);
}

/// What the parts of a tournament's screen share, in either mode.
pub struct Shown<V: 'static> {
    /// The tournament's id.
    pub id: StoredValue<String>,
    /// The tournament, as the shell last confirmed it.
    pub view: RwSignal<Option<V>>,
    /// Results refused this session because their table has another one:
    /// (round, table, the result refused); only a tournament of pairs
    /// marks its cards with them.
    pub conflicts: RwSignal<Vec<(u32, u32, TableResult)>>,
    /// The table whose paper scoresheet is being typed.
    pub typing: RwSignal<Option<u32>>,
    /// The table whose code is shown, and the code.
    pub qr: RwSignal<Option<(u32, QrCode)>>,
}

// Signals are copied whatever they hold: a derive would ask `V: Copy`.
impl<V> Clone for Shown<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V> Copy for Shown<V> {}

/// The desk of a tournament of pairs.
pub type Desk = Shown<TournamentView>;

impl<V: Mode> Shown<V> {
    /// The screen of the tournament `id`, given to the screen's parts
    /// ([`shown`]) and read whatever else is under way: the screen has
    /// nothing without it. A tournament of the other mode opens its own
    /// screen in place of this one ([`Mode::elsewhere`]).
    pub fn open(id: String) -> Shown<V> {
        let c = ctx();
        let shown = Shown {
            id: StoredValue::new(id.clone()),
            view: RwSignal::new(None),
            conflicts: RwSignal::new(Vec::new()),
            typing: RwSignal::new(None),
            qr: RwSignal::new(None),
        };
        provide_context(shown);
        spawn_local(async move {
            let answer = V::get(id.clone()).await;
            // In place of this address: back would come here again.
            if let Some(screen) = answer.as_ref().err().and_then(|e| V::elsewhere(id, e)) {
                return c.back_to(screen);
            }
            if let Some(view) = c.answered(answer) {
                shown.view.set(Some(view));
            }
        });
        shown
    }

    /// The tournament's id.
    pub fn id(self) -> String {
        self.id.get_value()
    }

    /// What its table cards share.
    pub fn tables(self) -> Tables {
        Tables {
            id: self.id,
            typing: self.typing,
            qr: self.qr,
        }
    }

    /// Runs a command answering with the tournament: its answer is shown,
    /// then `then` runs; a refusal is shown as the mode shows it
    /// ([`Mode::refused`]) and changes nothing.
    pub fn apply(
        self,
        c: Ctx,
        command: impl Future<Output = Result<Option<V>, ApiError>> + 'static,
        then: impl FnOnce() + 'static,
    ) {
        run(c, command, self.view, then, move |error| {
            V::refused(self, c, error)
        });
    }

    /// Like [`Shown::apply`], for a command that always answers.
    pub fn change(
        self,
        c: Ctx,
        command: impl Future<Output = Result<V, ApiError>> + 'static,
        then: impl FnOnce() + 'static,
    ) {
        self.apply(c, async move { command.await.map(Some) }, then);
    }

    /// Reads the tournament, once the shell has answered.
    pub fn with<T>(self, read: impl FnOnce(&V) -> T) -> Option<T> {
        self.view.with(|v| v.as_ref().map(read))
    }
}

impl Desk {
    /// Marks the table of a result refused for a conflict.
    fn note_conflict(self, error: &ApiError) {
        if let Some(TournamentError::ResultConflict {
            round,
            table,
            given,
            ..
        }) = TournamentError::from_params(&error.code, &error.params)
        {
            self.conflicts.update(|list| {
                list.retain(|(r, t, _)| (*r, *t) != (round, table));
                list.push((round, table, *given));
            });
        }
    }

    /// The result refused for a conflict at `table` of `round`, if any.
    pub fn conflict(self, round: u32, table: u32) -> Option<TableResult> {
        self.conflicts.with(|list| {
            list.iter()
                .find(|(r, t, _)| (*r, *t) == (round, table))
                .map(|(_, _, given)| given.clone())
        })
    }
}

impl Mode for TournamentView {
    type Table = TablePairing;
    const SEATS: bool = false;

    fn setup(&self) -> &TournamentSetup {
        &self.setup
    }
    fn next_step(&self) -> NextStep {
        self.next_step.clone()
    }
    fn members(&self) -> Vec<(PairId, bool)> {
        self.pairs.iter().map(|p| (p.id, p.withdrawn)).collect()
    }
    fn number(member: PairId) -> u32 {
        member.0
    }
    fn names(&self, member: PairId) -> String {
        pair_names(self, member)
    }
    fn renamed_from(&self, member: PairId) -> Vec<String> {
        players_of(self, member)
            .map(|players| players.iter().map(|p| tranque::carried_name(p)).collect())
            .unwrap_or_default()
    }
    fn teams(&self) -> &[TeamRow<PairId>] {
        &self.teams
    }

    fn round_now(&self) -> Option<(u32, bool, Vec<TablePairing>, bool)> {
        let r = current_round(self)?;
        let bye = r.pairing.bye.is_some();
        Some((r.pairing.round, r.closed, r.pairing.tables.clone(), bye))
    }
    fn table_number(at: &TablePairing) -> u32 {
        at.table
    }
    fn marks(at: &TablePairing) -> [String; 2] {
        at.pairs.map(|p| p.to_string())
    }
    fn side_names(&self, at: &TablePairing, side: usize) -> String {
        pair_names(self, at.pairs[side])
    }
    fn side_players(&self, at: &TablePairing, side: usize) -> Vec<String> {
        players_of(self, at.pairs[side])
            .map(Vec::from)
            .unwrap_or_default()
    }

    fn typed(
        &self,
        sheet: &TypedSheet,
        round: u32,
        table: u32,
    ) -> Result<TableResult, SheetProblem> {
        sheet.result(self, round, table)
    }

    async fn get(id: String) -> Result<Self, ApiError> {
        api::get_tournament(&id).await
    }
    /// An individual tournament's address of an older link opens its own
    /// screen.
    fn elsewhere(id: String, error: &ApiError) -> Option<Screen> {
        let mode = TournamentError::from_params(&error.code, &error.params);
        let individual = matches!(
            mode,
            Some(TournamentError::TournamentModeMismatch {
                mode: TournamentMode::Individual,
                ..
            })
        );
        individual.then_some(Screen::Individual(id))
    }
    async fn start(id: String) -> Result<Self, ApiError> {
        api::pair_round(&id).await
    }
    async fn close(id: String, round: u32) -> Result<Self, ApiError> {
        api::close_round(&id, round).await
    }
    async fn withdraw(id: String, number: u32) -> Result<Self, ApiError> {
        api::withdraw_pair(&id, number).await
    }
    async fn rename(id: String, number: u32, names: Vec<String>) -> Result<Self, ApiError> {
        let name = |i: usize| names.get(i).cloned().unwrap_or_default();
        api::rename_pair(&id, number, &[name(0), name(1)]).await
    }
    async fn add_team(id: String, name: String, members: Vec<u32>) -> Result<Self, ApiError> {
        api::add_team(&id, &name, &members).await
    }
    async fn record(
        id: String,
        round: u32,
        table: u32,
        result: TableResult,
        correcting: bool,
    ) -> Result<Self, ApiError> {
        if correcting {
            api::correct_table_result(&id, round, table, &result).await
        } else {
            api::record_table_result(&id, round, table, &result).await
        }
    }
    async fn take(id: String, round: u32, table: u32) -> Result<Self, ApiError> {
        api::result_from_match(&id, round, table).await
    }
    async fn import(id: String, round: u32, table: u32) -> Result<Option<Self>, ApiError> {
        api::import_table_file(&id, round, table).await
    }
    /// A result refused for a conflict also marks its table's card.
    fn refused(shown: Desk, c: Ctx, error: ApiError) {
        shown.note_conflict(&error);
        c.fail(error);
    }
}

/// What the table cards of a round share: the tournament, the table whose
/// paper scoresheet is being typed, the table whose code is shown.
#[derive(Clone, Copy)]
pub struct Tables {
    /// The tournament's id.
    pub id: StoredValue<String>,
    /// The table whose paper scoresheet is being typed.
    pub typing: RwSignal<Option<u32>>,
    /// The table whose start code is shown, with the code.
    pub qr: RwSignal<Option<(u32, QrCode)>>,
}

/// Runs a command of a tournament of either mode, one at a time: its
/// answer (the tournament) is shown in `view`, then `then` runs; `None` is
/// a dialog the player cancelled, and nothing changes; a refusal goes to
/// `refused`, and changes nothing.
pub fn run<V: Send + Sync + 'static>(
    c: Ctx,
    command: impl Future<Output = Result<Option<V>, ApiError>> + 'static,
    view: RwSignal<Option<V>>,
    then: impl FnOnce() + 'static,
    refused: impl FnOnce(ApiError) + 'static,
) {
    c.one_at_a_time(command, move |answer| match answer {
        Ok(Some(answer)) => {
            c.dismiss();
            view.set(Some(answer));
            then();
        }
        Ok(None) => {}
        Err(error) => refused(error),
    });
}

/// The desk of the parts of the tournament's screen.
pub fn desk() -> Desk {
    expect_context::<Desk>()
}

/// The tournament shown, of either mode, for the screen's parts.
pub fn shown<V: Mode>() -> Shown<V> {
    expect_context::<Shown<V>>()
}
