//! The commands the webview may call (the contract is `docs/commands.md`).
//! Each one parses its arguments, lets the core decide, has the store append
//! inside a transaction, and answers with a view of what was committed; none
//! decides a rule. What the first screen asks at start (`startup_notice`,
//! `current_match`, `keep_screen_on`, `phone_features`) is `async`: it runs on
//! the shell's thread pool, not on the main thread that presents the
//! webview's frames.

use serde_json::Value;
use tauri::{AppHandle, Runtime, State};
use tranque::{
    Decision, Event, Fault, ForfeitReason, HandEnd, RedealReason, Rules, Seat, Side, Table,
};
use tranque_views::{EventView, MatchView, SavedFile};

use crate::clock::now;
use crate::error::AppError;
pub use crate::state::AppState;
use crate::store::{LogEdit, Player, Store, StoredMatch};

mod backups;
mod codes;
mod handover;
mod history;
mod individual;
mod modes;
mod paperwork;
mod phone;
mod tiles;
mod tournament;

pub use backups::*;
pub use codes::*;
pub use handover::*;
pub use history::*;
pub use individual::*;
pub use paperwork::*;
pub use phone::*;
pub use tiles::*;
pub use tournament::*;

/// The view of a match as committed: its record and the core's fold.
impl From<StoredMatch> for MatchView {
    fn from(stored: StoredMatch) -> MatchView {
        let events = stored
            .game
            .events()
            .iter()
            .zip(stored.recorded_at)
            .enumerate()
            .map(|(seq, (event, recorded_at))| EventView {
                seq,
                event: event.clone(),
                recorded_at,
            })
            .collect();
        MatchView {
            id: stored.id,
            preset: stored.preset,
            rules: stored.game.setup().rules.clone(),
            seats: stored.seats,
            events,
            standings: stored.game.standings().clone(),
            status: stored.status,
            started_at: stored.started_at,
            finished_at: stored.finished_at,
            signed_by: stored.signed_by,
            signature: stored.signature,
            told_opener: stored.told_opener,
        }
    }
}

/// Declares the commands on one match (`match_id`), each answering with
/// the match as committed: its docs, its name, and after `state` and
/// `match_id` its own arguments, then its body.
macro_rules! match_commands {
    ($(
        $(#[$doc:meta])*
        $name:ident($state:ident, $id:ident $(, $arg:ident: $ty:ty)*) $body:block
    )+) => {$(
        $(#[$doc])*
        #[tauri::command(rename_all = "snake_case")]
        pub fn $name(
            $state: State<'_, AppState>,
            $id: String,
            $($arg: $ty),*
        ) -> Result<MatchView, AppError> $body
    )+};
}

fn append(
    state: &AppState,
    match_id: &str,
    event: impl FnOnce(&tranque::Match) -> Result<Event, tranque::RuleError>,
) -> Result<MatchView, AppError> {
    let stored = state
        .store()?
        .change(match_id, &now(), |game| event(game).map(LogEdit::Append))?;
    Ok(stored.into())
}

fn edit(state: &AppState, match_id: &str, edit: LogEdit) -> Result<MatchView, AppError> {
    Ok(state
        .store()?
        .change(match_id, &now(), |_| Ok(edit))?
        .into())
}

/// The player directory, by name.
#[tauri::command(rename_all = "snake_case")]
pub fn list_players(state: State<'_, AppState>) -> Result<Vec<Player>, AppError> {
    Ok(state.store()?.players()?)
}

/// Adds a player and answers with the whole directory, once committed.
#[tauri::command(rename_all = "snake_case")]
pub fn add_player(state: State<'_, AppState>, name: String) -> Result<Vec<Player>, AppError> {
    let mut store = state.store()?;
    store.add_player(&name, &now())?;
    Ok(store.players()?)
}

/// Renames a player; his matches follow. Answers with the whole directory.
#[tauri::command(rename_all = "snake_case")]
pub fn rename_player(
    state: State<'_, AppState>,
    id: i64,
    name: String,
) -> Result<Vec<Player>, AppError> {
    let mut store = state.store()?;
    store.rename_player(id, &name)?;
    Ok(store.players()?)
}

/// Starts a match: the rules (from a preset or edited), the players by seat.
#[tauri::command(rename_all = "snake_case")]
pub fn new_match(
    state: State<'_, AppState>,
    preset: Option<String>,
    rules: Value,
    players: Vec<String>,
    told_opener: Option<Seat>,
) -> Result<MatchView, AppError> {
    let rules: Rules = AppError::parse("rules", rules)?;
    // The seat is checked against the table before anything is written.
    if let Some(seat) = told_opener {
        Table::new(players.len(), rules.mode)?.check_seat(seat)?;
    }
    let mut store = state.store()?;
    let stored = store.create_match(preset.as_deref(), &rules, &players, &now())?;
    let stored = match told_opener {
        Some(seat) => store.tell_opener(&stored.id, Some(seat))?,
        None => stored,
    };
    keep_daily_backup(&store);
    Ok(stored.into())
}

/// The day's backup, when none was written in the last 24 hours: at start,
/// and at the start and the end of every match while the app stays open. A
/// backup that cannot be written (a full disk) never fails what the players
/// asked for; it was committed already.
pub(crate) fn keep_daily_backup(store: &Store) {
    let _ = store.daily_backup(&now());
}

/// What a command that saves a file answers: the file's name (none when
/// the player cancelled), no unreadable matches left out.
fn saved_file(saved: Option<String>) -> Option<SavedFile> {
    saved.map(|file| SavedFile {
        file,
        unreadable: Vec::new(),
    })
}

/// Saves an export's JSON text where the player chooses, through the save
/// dialog (suggesting `name`): the saved file, with the ids of the matches
/// in it this version cannot read (`unreadable`); `None` when the player
/// cancels.
fn save_export<R: Runtime>(
    app: &AppHandle<R>,
    state: &AppState,
    name: &str,
    json: &str,
    unreadable: Vec<String>,
) -> Result<Option<SavedFile>, AppError> {
    let saved = crate::files::save(
        app,
        &state.file_pick,
        crate::files::JSON.file(name, json.as_bytes()),
    )?;
    Ok(saved.map(|file| SavedFile { file, unreadable }))
}

/// Asks for a JSON file through the open dialog and has `read` do what the
/// command does with its text, on a worker thread ([`on_worker`]); `None`
/// when the player cancels.
async fn with_opened_json<R: Runtime, T: Send + 'static>(
    app: AppHandle<R>,
    read: impl FnOnce(&AppState, String) -> Result<T, AppError> + Send + 'static,
) -> Result<Option<T>, AppError> {
    on_worker(app, move |app, state| {
        let Some(text) = crate::files::open_json(app, &state.file_pick)? else {
            return Ok(None);
        };
        read(state, text).map(Some)
    })
    .await
}

match_commands! {
    /// Tells who opens the hand under way when the core cannot (the 6-6
    /// holder, or the player the table chose), or forgets it (`null`).
    tell_opener(state, match_id, seat: Option<Seat>) {
        Ok(state.store()?.tell_opener(&match_id, seat)?.into())
    }

    /// A match, hand by hand.
    get_match(state, match_id) {
        Ok(state.store()?.get_match(&match_id)?.into())
    }

    /// Records a redeal.
    record_redeal(state, match_id, reason: Value) {
        let reason: RedealReason = AppError::parse("reason", reason)?;
        append(&state, &match_id, |_| Ok(Event::Redeal { reason }))
    }

    /// Records a penalty and the opponents' decision; the points come from
    /// the rules.
    record_penalty(
        state,
        match_id,
        offender: u8,
        fault: Value,
        decision: Value,
        opener: Option<u8>
    ) {
        let fault: Fault = AppError::parse("fault", fault)?;
        let decision: Decision = AppError::parse("decision", decision)?;
        append(&state, &match_id, |game| {
            let terms = game.penalty_terms(Seat(offender), &fault)?;
            Ok(Event::Penalty {
                offender: Seat(offender),
                fault,
                points: terms.points,
                decision,
                opener: opener.map(Seat),
            })
        })
    }

    /// Records a forfeit: the side `loser` loses the match.
    record_forfeit(state, match_id, loser: u8, reason: Value) {
        let reason: ForfeitReason = AppError::parse("reason", reason)?;
        append(&state, &match_id, |_| {
            Ok(Event::Forfeit {
                loser: Side(loser),
                reason,
            })
        })
    }

    /// Starts, pauses or resumes the match clock, or calls time. The shell
    /// stamps the instant with its match clock
    /// ([`MatchClock`](crate::clock::MatchClock)), which the phone's time
    /// setting cannot move, and never before the match's last clock event.
    clock(state, match_id, action: String) {
        let event: fn(i64) -> Event = match action.as_str() {
            "start" => |at_ms| Event::ClockStarted { at_ms },
            "pause" => |at_ms| Event::ClockPaused { at_ms },
            "resume" => |at_ms| Event::ClockResumed { at_ms },
            "time_up" => |at_ms| Event::TimeUp { at_ms },
            other => {
                return Err(AppError::Argument {
                    name: "action",
                    why: format!("{other:?} is not start, pause, resume or time_up"),
                });
            }
        };
        append(&state, &match_id, |game| {
            Ok(event(state.clock.stamp(game.standings().clock.last_ms)))
        })
    }

    /// Drops the last event.
    undo(state, match_id) {
        edit(&state, &match_id, LogEdit::Undo)
    }

    /// Replaces a past event; refused with the reason if the log would be invalid.
    replace_event(state, match_id, index: usize, event: Value) {
        let event: Event = AppError::parse("event", event)?;
        edit(&state, &match_id, LogEdit::Replace { index, event })
    }

    /// Deletes a past event; refused with the reason if the log would be invalid.
    delete_event(state, match_id, index: usize) {
        edit(&state, &match_id, LogEdit::Delete { index })
    }

    /// Signs a match off, once the core says it is over.
    finish_match(state, match_id, signed_by: Option<String>, signature: Option<String>) {
        let mut store = state.store()?;
        let stored = store.finish_match(
            &match_id,
            signed_by.as_deref(),
            signature.as_deref(),
            &now(),
        )?;
        keep_daily_backup(&store);
        Ok(stored.into())
    }
}

/// The match under way, to resume at start; `null` if none.
#[tauri::command(async, rename_all = "snake_case")]
pub fn current_match(state: State<'_, AppState>) -> Result<Option<MatchView>, AppError> {
    Ok(state.store()?.current_match()?.map(MatchView::from))
}

/// Records a hand played to its end (pips or tiles); the phone ticks once it
/// is saved.
#[tauri::command(rename_all = "snake_case")]
pub fn record_hand<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, AppState>,
    match_id: String,
    opener: Option<u8>,
    end: Value,
) -> Result<MatchView, AppError> {
    let end: HandEnd = AppError::parse("end", end)?;
    let saved = append(&state, &match_id, |_| {
        Ok(Event::Hand {
            opener: opener.map(Seat),
            end,
        })
    })?;
    crate::phone::tick(&app, &state.phone);
    Ok(saved)
}

/// The instant the match clock of `match_id` reads now, on the same timeline
/// as its clock events: the UI counts the time left from it with the
/// webview's own steady clock, never the phone's wall time.
#[tauri::command(rename_all = "snake_case")]
pub fn clock_now(state: State<'_, AppState>, match_id: String) -> Result<i64, AppError> {
    let stored = state.store()?.get_match(&match_id)?;
    Ok(state.clock.stamp(stored.game.standings().clock.last_ms))
}

/// Leaves the match unfinished. A match this version cannot read is
/// abandoned too (its rows untouched), and the answer is then `null`.
#[tauri::command(rename_all = "snake_case")]
pub fn abandon_match(
    state: State<'_, AppState>,
    match_id: String,
) -> Result<Option<MatchView>, AppError> {
    Ok(state
        .store()?
        .abandon_match(&match_id, &now())?
        .map(MatchView::from))
}

/// Takes a match out of the history once `confirm` repeats its id; its rows
/// are kept aside (see `Store::delete_match`), never lost.
#[tauri::command(rename_all = "snake_case")]
pub fn delete_match(
    state: State<'_, AppState>,
    match_id: String,
    confirm: String,
) -> Result<(), AppError> {
    Ok(state.store()?.delete_match(&match_id, &confirm, &now())?)
}
