//! What the commands of a tournament of pairs (`tournament.rs`) and of an
//! individual one (`individual.rs`) share: each mode keeps its own commands,
//! with their names and arguments, and each of those does its work here, in
//! one piece of code over the mode ([`ModeView`]).

use serde::de::DeserializeOwned;
use serde_json::Value;
use tranque::Rules;
use tranque::tournament::individual::{IndividualEvent, IndividualTournament, PlayerId};
use tranque::tournament::{
    Credit, Criterion, PairId, ResultSource, Tournament, TournamentError, TournamentEvent,
    TournamentSetup,
};
use tranque_views::{IndividualView, TournamentView};

use super::on_state;
use super::with_opened_json;
use crate::clock::now;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::{Stored, TournamentKind};

/// Declares a mode's tournament commands, each run on the shell's thread
/// pool: a `#[tauri::command]` under its own name and with its own
/// arguments (what the webview calls it by, `docs/commands.md`), which
/// hands the app and what it lists to the function that does its work
/// (`name(args) -> answer = work(inputs);`). A Tauri command is known by its
/// function's name, so each mode's commands are functions of their own; what
/// they share is said here once: the app handle first, the `AppError` of a
/// refusal, the work awaited.
macro_rules! tournament_commands {
    ($(
        $(#[$doc:meta])*
        $name:ident($($arg:ident: $ty:ty),*) -> $answer:ty = $($work:ident)::+($($input:expr),*);
    )+) => {$(
        $(#[$doc])*
        #[tauri::command(rename_all = "snake_case")]
        pub async fn $name<R: tauri::Runtime>(
            app: tauri::AppHandle<R>,
            $($arg: $ty),*
        ) -> Result<$answer, $crate::error::AppError> {
            $($work)::+(app, $($input),*).await
        }
    )+};
}

/// Declares a mode's command that creates a tournament (`$name`, answering
/// with the mode's view `$view`), from the new tournament's form, the same
/// in either mode ([`create`]). It reads no log, so it runs where it is
/// called.
macro_rules! create_command {
    ($(#[$doc:meta])* $name:ident -> $view:ty) => {
        $(#[$doc])*
        #[tauri::command(rename_all = "snake_case")]
        pub fn $name(
            state: tauri::State<'_, $crate::state::AppState>,
            name: String,
            date: String,
            preset: Option<String>,
            rules: serde_json::Value,
            ranking: Option<serde_json::Value>,
            credit: Option<serde_json::Value>,
        ) -> Result<$view, $crate::error::AppError> {
            let form = (name, date, preset);
            $crate::commands::modes::create(&state, form, rules, ranking, credit)
        }
    };
}

pub(super) use {create_command, tournament_commands};

/// The view a mode's commands answer with: a tournament of pairs'
/// [`TournamentView`], an individual one's [`IndividualView`], each made
/// from the store's tournament of its kind.
pub(super) trait ModeView: From<Stored<Self::Kind>> + Send + 'static {
    /// The core's tournament of the mode.
    type Kind: TournamentKind<Result: DeserializeOwned + Send> + Send + 'static;
    /// What registers one who plays: a pair's two players, a player's name.
    type Entrant: Send + 'static;

    /// `entry` in the mode's own words: the core's entry of its log (the
    /// next round made up by the core from `tournament`).
    fn entry(tournament: &Self::Kind, entry: Entry<Self>) -> Result<Event<Self>, TournamentError>;
}

/// An entry of a log of `V`'s mode.
type Event<V> = <<V as ModeView>::Kind as TournamentKind>::Event;

/// An entry a mode's command appends, said alike for either mode: pairs or
/// players, each by number ([`ModeView::entry`] says it in the mode's words).
pub(super) enum Entry<V: ModeView> {
    /// One who plays (a pair, a player), registered under the next number.
    Register(V::Entrant),
    /// One who plays (a pair, a player), by number, renamed: a pair's two
    /// players, a player's name.
    Rename(u32, V::Entrant),
    /// A team (cuarteta) by its name and its members' numbers.
    Team(String, Vec<u32>),
    /// A pair or a player withdrawn: paired or seated no more.
    Withdraw(u32),
    /// The next round, as the core pairs or seats it.
    NextRound,
    /// A round closed.
    CloseRound(u32),
}

/// A mode's view made from its stored tournament, and its [`ModeView`]:
/// the core's `$kind` listing those who play (pairs, players, each by
/// `$id`) as `$members`, and naming its entries `$event::$registered {
/// $member, $entrant }`, `$event::TeamRegistered { team, $members }`,
/// `$event::$renamed { $member, $entrant }`, `$event::$withdrawn { $member }`
/// and `$event::$round(next round)` (the
/// core's `$next`). These are names of the core's fields and entries, which
/// only a macro can take as arguments.
macro_rules! mode_of_the_core {
    (
        $view:ident of $kind:ident: $event:ident, $id:ident, $members:ident,
        $registered:ident { $member:ident, $entrant:ident: $entrant_ty:ty },
        $renamed:ident, $withdrawn:ident, $next:ident => $round:ident
    ) => {
        /// A tournament of the mode as the director sees it, from its
        /// record and its fold.
        impl From<Stored<$kind>> for $view {
            fn from(stored: Stored<$kind>) -> $view {
                let t = &stored.tournament;
                $view {
                    setup: t.setup().clone(),
                    $members: t.$members().to_vec(),
                    rounds: t.rounds().to_vec(),
                    standings: t.standings(),
                    teams: t.team_standings(),
                    next_step: t.next_step(),
                    id: stored.id,
                    linked: stored.linked,
                }
            }
        }

        impl ModeView for $view {
            type Kind = $kind;
            type Entrant = $entrant_ty;

            fn entry(t: &$kind, entry: Entry<Self>) -> Result<$event, TournamentError> {
                Ok(match entry {
                    Entry::Register($entrant) => {
                        let last = t.$members().iter().map(|m| m.id.0).max().unwrap_or(0);
                        $event::$registered {
                            $member: $id(last.saturating_add(1)),
                            $entrant,
                        }
                    }
                    Entry::Rename(member, $entrant) => $event::$renamed {
                        $member: $id(member),
                        $entrant,
                    },
                    Entry::Team(team, members) => $event::TeamRegistered {
                        team,
                        $members: members.into_iter().map($id).collect(),
                    },
                    Entry::Withdraw(member) => $event::$withdrawn {
                        $member: $id(member),
                    },
                    Entry::NextRound => $event::$round(t.$next()?),
                    Entry::CloseRound(round) => $event::RoundClosed { round },
                })
            }
        }
    };
}

mode_of_the_core!(
    TournamentView of Tournament: TournamentEvent, PairId, pairs,
    PairRegistered { pair, players: [String; 2] },
    PairRenamed, PairWithdrawn, next_pairing => RoundPaired
);

mode_of_the_core!(
    IndividualView of IndividualTournament: IndividualEvent, PlayerId, players,
    PlayerRegistered { player, name: String },
    PlayerRenamed, PlayerWithdrawn, next_seating => RoundSeated
);

/// A decision on a tournament of `V`'s mode: the entry to append, or none.
type Decision<V> = Result<Option<Event<V>>, TournamentError>;

/// Creates a tournament of `V`'s mode from the new tournament's form: its
/// name, day and preset, and its rules, ranking and credit as the UI sent
/// them; the seed of the draw comes from the clock.
pub(super) fn create<V: ModeView>(
    state: &AppState,
    (name, date, preset): (String, String, Option<String>),
    rules: Value,
    ranking: Option<Value>,
    credit: Option<Value>,
) -> Result<V, AppError> {
    let rules: Rules = AppError::parse("rules", rules)?;
    let (ranking, credit) = ranking_and_credit(ranking, credit)?;
    let setup = TournamentSetup {
        name,
        date,
        preset,
        rules,
        mode: V::Kind::MODE,
        seed: seed(),
        bye: Default::default(),
        ranking,
        credit,
    };
    Ok(state
        .store()?
        .create_tournament::<V::Kind>(setup, &now())?
        .into())
}

/// The seed of a new tournament's draw, from the clock.
fn seed() -> u32 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    since.subsec_nanos() ^ (since.as_secs() as u32).rotate_left(16)
}

/// A new tournament's ranking and credit as the desk chose them, each
/// left out for the default: the federation's ranking (wins, point
/// difference, points for), the points scored. The core checks the ranking
/// with the rest of the setup.
fn ranking_and_credit(
    ranking: Option<Value>,
    credit: Option<Value>,
) -> Result<(Vec<Criterion>, Credit), AppError> {
    let ranking = match ranking {
        Some(ranking) => AppError::parse("ranking", ranking)?,
        None => Criterion::DEFAULT.to_vec(),
    };
    let credit = match credit {
        Some(credit) => AppError::parse("credit", credit)?,
        None => Credit::default(),
    };
    Ok((ranking, credit))
}

/// Tournament `tournament_id` of `V`'s mode, on a worker thread.
pub(super) async fn get<R: tauri::Runtime, V: ModeView>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
) -> Result<V, AppError> {
    on_state(app, move |state| {
        Ok(state.store()?.get_stored(&tournament_id)?.into())
    })
    .await
}

/// What `explain` (the core's explanation of a round of tournament
/// `tournament_id`, of `explain`'s mode) says, on a worker thread; refused
/// for a round not yet made up.
pub(super) async fn explain<R: tauri::Runtime, T, X>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    explain: fn(&T, u32) -> Result<X, TournamentError>,
) -> Result<X, AppError>
where
    T: TournamentKind + Send + 'static,
    X: Send + 'static,
{
    on_state(app, move |state| {
        let stored = state.store()?.get_stored(&tournament_id)?;
        Ok(explain(&stored.tournament, round)?)
    })
    .await
}

/// Appends the entry `decide` gives to tournament `tournament_id`'s log
/// (the store's
/// [`change_tournament`](crate::store::Store::change_tournament)): the
/// view of what was committed.
pub(super) fn change<V: ModeView>(
    state: &AppState,
    tournament_id: &str,
    decide: impl FnOnce(&V::Kind) -> Decision<V>,
) -> Result<V, AppError> {
    Ok(state
        .store()?
        .change_tournament(tournament_id, &now(), decide)?
        .into())
}

/// [`change`] on a worker thread ([`on_state`]): what each command that
/// appends one entry does.
pub(super) async fn append_entry<R: tauri::Runtime, V: ModeView>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    decide: impl FnOnce(&V::Kind) -> Decision<V> + Send + 'static,
) -> Result<V, AppError> {
    on_state(app, move |state| change(state, &tournament_id, decide)).await
}

/// Appends `entry`, in the words of `V`'s mode, to tournament
/// `tournament_id`'s log, on a worker thread: the view of what was
/// committed; a refusal of the core changes nothing.
pub(super) async fn append<R: tauri::Runtime, V: ModeView>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    entry: Entry<V>,
) -> Result<V, AppError> {
    append_entry(app, tournament_id, move |t: &V::Kind| {
        V::entry(t, entry).map(Some)
    })
    .await
}

/// What to do with a table's result the director typed: record it, or
/// correct the one recorded with it (the core's `decide_result` or
/// `decide_correction`).
pub(super) type Typed<T> = fn(
    &T,
    u32,
    u32,
    &<T as TournamentKind>::Result,
) -> Result<Option<<T as TournamentKind>::Event>, TournamentError>;

/// A table's result typed by the director from the paper sheet, recorded
/// or correcting the one recorded (`decide`): marked `typed`, with no match
/// behind it, whatever the UI sent.
pub(super) async fn typed_result<R: tauri::Runtime, V: ModeView>(
    app: tauri::AppHandle<R>,
    (tournament_id, round, table): (String, u32, u32),
    result: Value,
    decide: Typed<V::Kind>,
) -> Result<V, AppError> {
    let mut result = AppError::parse("result", result)?;
    let (source, match_id) = V::Kind::origin(&mut result);
    *source = ResultSource::Typed;
    *match_id = None;
    append_entry(app, tournament_id, move |t: &V::Kind| {
        decide(t, round, table, &result)
    })
    .await
}

/// Records the result of the match played on this phone for a table, on
/// a worker thread.
pub(super) async fn result_from_match<R: tauri::Runtime, V: ModeView>(
    app: tauri::AppHandle<R>,
    (tournament_id, round, table): (String, u32, u32),
) -> Result<V, AppError> {
    on_state(app, move |state| {
        Ok(state
            .store()?
            .result_from_table_match::<V::Kind>(&tournament_id, round, table, &now())?
            .into())
    })
    .await
}

/// Asks for a table phone's match file through the open dialog and records
/// it as the table's result, the match joining the history, on a worker
/// thread: the view of what was committed, `None` when the director
/// cancels.
pub(super) async fn import_table<R: tauri::Runtime, V: ModeView>(
    app: tauri::AppHandle<R>,
    (tournament_id, round, table): (String, u32, u32),
) -> Result<Option<V>, AppError> {
    with_opened_json(app, move |state, text| {
        let mut store = state.store()?;
        let stored = store.import_table_match(&tournament_id, round, table, &text, &now())?;
        Ok(stored.into())
    })
    .await
}
