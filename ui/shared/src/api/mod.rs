//! The one bridge to the shell: every command the UI calls goes through here.
//!
//! `invoke` is wrapped with `catch`, both the answer and the error are
//! deserialised, and an error always arrives as words a player can read.
//! Arguments and answers cross as JSON text (`JSON.parse`/`JSON.stringify`), so
//! the core's serde shapes arrive exactly as `docs/commands.md` writes them.
//! The answers are the views of `tranque-views`, the very types the shell
//! writes.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde::ser::SerializeStruct;
use tranque::{Decision, Event, Fault, ForfeitReason, HandEnd, RedealReason, Rules, Seat, Side};
use wasm_bindgen::prelude::*;

/// Declares the bridge's commands, each an async function named as the
/// command it calls (`docs/commands.md`), with the arguments it takes:
/// `name(args) -> answer;` sends each argument under its own name (none: an
/// empty object), `name(args) -> answer = sent;` sends `sent` instead. The
/// command's name is the function's, said once.
macro_rules! commands {
    (@sent [$sent:expr] $($arg:ident),*) => { $sent };
    (@sent [] $($arg:ident),*) => { &args!($($arg),*) };
    ($(
        $(#[$doc:meta])*
        $name:ident($($arg:ident: $ty:ty),*) -> $answer:ty $(= $sent:expr)?;
    )+) => {$(
        $(#[$doc])*
        pub async fn $name($($arg: $ty),*) -> Result<$answer, $crate::api::ApiError> {
            let sent = commands!(@sent [$($sent)?] $($arg),*);
            $crate::api::call(stringify!($name), sent).await
        }
    )+};
}

/// The arguments `$arg`, sent each under its own name (none: an empty
/// object).
macro_rules! args {
    () => {
        $crate::api::NoArgs {}
    };
    ($($arg:ident),+) => {
        $crate::api::Named {
            names: [$(stringify!($arg)),+],
            values: ($($arg,)+),
        }
    };
}

mod individual;
mod tournament;

pub use individual::*;
pub use tournament::*;
pub use tranque_views::{
    ApiError, Backup, BackupKind, EventView, Filter, Given, HistoryExport, HistoryFilter,
    HistoryQuery, ImportPhase, ImportProgress, ImportReport, IndividualView, MatchPage,
    MatchSummary, MatchView, Meeting, Opponent, PhoneFeatures, Player, PlayerPage, PlayerSummary,
    PlayerView, QrCode, QrRead, Restored, SavedFile, SeatPlayer, SheetLabels, StatsView, Status,
    Summary, TableLink, TakeOver, TakenOver, TileSeen, TilesRead, TournamentSummary,
    TournamentView,
};

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = ["window", "__TAURI__", "core"], js_name = invoke, catch)]
    async fn tauri_invoke(cmd: &str, args: JsValue) -> Result<JsValue, JsValue>;
}

/// The error in the JSON text of a refused command, if it is one of the
/// shell's (`{ "code", "message", "params" }`); Tauri's own errors are plain
/// text and give `None`.
fn shell_error(text: &str) -> Option<ApiError> {
    serde_json::from_str(text).ok()
}

async fn call<A: Serialize, T: DeserializeOwned>(cmd: &str, args: &A) -> Result<T, ApiError> {
    let text = serde_json::to_string(args)
        .map_err(|e| ApiError::new("ui_encode", format!("could not send {cmd}: {e}")))?;
    let answer = invoke(cmd, &text).await?;
    serde_json::from_str(&answer)
        .map_err(|e| ApiError::new("ui_decode", format!("unexpected answer to {cmd}: {e}")))
}

/// Calls `cmd` with its arguments as JSON text and gives its answer as JSON
/// text: the part of [`call`] that is the same whatever a command sends and
/// answers, so the pages hold it once.
async fn invoke(cmd: &str, args: &str) -> Result<String, ApiError> {
    let args = js_sys::JSON::parse(args)
        .map_err(|_| ApiError::new("ui_encode", format!("could not send {cmd}")))?;
    answer(cmd, tauri_invoke(cmd, args).await)
}

/// What `cmd` answered, as JSON text, or its refusal in words.
fn answer(cmd: &str, answered: Result<JsValue, JsValue>) -> Result<String, ApiError> {
    match answered {
        Ok(value) => Ok(if value.is_undefined() {
            "null".to_owned()
        } else {
            js_sys::JSON::stringify(&value)
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_else(|| "null".to_owned())
        }),
        Err(err) => {
            let text = js_sys::JSON::stringify(&err)
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_default();
            Err(shell_error(&text).unwrap_or_else(|| {
                let words = err
                    .as_string()
                    .unwrap_or_else(|| format!("{cmd} failed without a reason"));
                ApiError::new("shell", words)
            }))
        }
    }
}

/// Reads the tiles in a photo: its bytes cross as the request's raw body
/// (not as JSON), and the shell's reader answers what it saw; `None` when
/// [`cancel_tiles_read`] gave the reading up.
pub async fn read_tiles(photo: &js_sys::Uint8Array) -> Result<Option<TilesRead>, ApiError> {
    let text = answer("read_tiles", tauri_invoke("read_tiles", photo.into()).await)?;
    serde_json::from_str(&text)
        .map_err(|e| ApiError::new("ui_decode", format!("unexpected answer to read_tiles: {e}")))
}

/// The arguments of a command that takes none: an empty object.
#[derive(Serialize)]
struct NoArgs {}

/// A command's arguments as the shell reads them: one object holding each
/// of `values` under its name in `names`, in order (what a struct of those
/// fields deriving `Serialize` writes).
struct Named<const N: usize, T> {
    names: [&'static str; N],
    values: T,
}

/// [`Named`] for each number of arguments a command sends (one to five):
/// the fields of a tuple can only be listed by a macro.
macro_rules! named {
    ($($n:literal: $($value:ident $i:tt),+;)+) => {$(
        impl<$($value: Serialize),+> Serialize for Named<$n, ($($value,)+)> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut args = serializer.serialize_struct("Args", $n)?;
                $(args.serialize_field(self.names[$i], &self.values.$i)?;)+
                args.end()
            }
        }
    )+};
}

named! {
    1: A 0;
    2: A 0, B 1;
    3: A 0, B 1, C 2;
    4: A 0, B 1, C 2, D 3;
    5: A 0, B 1, C 2, D 3, E 4;
}

commands! {
    /// The player directory.
    list_players() -> Vec<Player>;

    /// Starts a match: players are names in seat order, counter-clockwise.
    new_match(
        preset: Option<&str>,
        rules: &Rules,
        players: &[String],
        told_opener: Option<Seat>
    ) -> MatchView;

    /// The match under way, if any.
    current_match() -> Option<MatchView>;

    /// Tells who opens the hand under way of a match in progress, or forgets it.
    tell_opener(match_id: &str, seat: Option<Seat>) -> MatchView;

    /// A match by id.
    get_match(match_id: &str) -> MatchView;

    /// Records a hand.
    record_hand(match_id: &str, opener: Option<Seat>, end: &HandEnd) -> MatchView;

    /// Gives up the photo `read_tiles` is reading: that read answers `None`.
    cancel_tiles_read() -> ();

    /// Records a redeal.
    record_redeal(match_id: &str, reason: &RedealReason) -> MatchView;

    /// Records a penalty (its points come from the rules).
    record_penalty(
        match_id: &str,
        offender: Seat,
        fault: &Fault,
        decision: Decision,
        opener: Option<Seat>
    ) -> MatchView;

    /// Records a forfeit.
    record_forfeit(match_id: &str, loser: Side, reason: ForfeitReason) -> MatchView;

    /// A clock action: `start`, `pause`, `resume` or `time_up` (the shell stamps the time).
    clock(match_id: &str, action: &str) -> MatchView;

    /// The instant the match's clock reads now, on the timeline of its clock
    /// events (the shell's steady clock, not the phone's wall time).
    clock_now(match_id: &str) -> i64;

    /// Drops the last event.
    undo(match_id: &str) -> MatchView;

    /// Deletes a past event; the match is folded again.
    delete_event(match_id: &str, index: usize) -> MatchView;

    /// Replaces a past event; the match is folded again.
    replace_event(match_id: &str, index: usize, event: &Event) -> MatchView;

    /// Closes a match the core says is over, with the loser's signature.
    finish_match(
        match_id: &str,
        signed_by: Option<&str>,
        signature: Option<&str>
    ) -> MatchView;
}

/// Abandons a match the table is showing (so one this version reads).
pub async fn abandon_match(match_id: &str) -> Result<MatchView, ApiError> {
    let view: Option<MatchView> = call("abandon_match", &args!(match_id)).await?;
    view.ok_or_else(|| {
        ApiError::new(
            "stored_match_unreadable",
            "the match was abandoned, but this version cannot read it",
        )
    })
}

/// Abandons a match of the history this version cannot read.
pub async fn abandon_unreadable(match_id: &str) -> Result<(), ApiError> {
    let _: Option<serde_json::Value> = call("abandon_match", &args!(match_id)).await?;
    Ok(())
}

/// Takes a match out of the history, the player having confirmed this very
/// match (its rows are kept aside by the shell).
pub async fn delete_match(match_id: &str) -> Result<(), ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        confirm: &'a str,
    }
    let _: Option<serde_json::Value> = call(
        "delete_match",
        &Args {
            match_id,
            confirm: match_id,
        },
    )
    .await?;
    Ok(())
}

/// Matches on a page of the history: a phone's screen and a bit, so the
/// first page is drawn at once; older ones come a page at a time.
pub const HISTORY_PAGE: u32 = 20;

commands! {
    /// A match's rows exactly as stored (JSON text), readable or not.
    export_raw(match_id: &str) -> String;

    /// Where the import under way stands.
    import_progress() -> ImportProgress;

    /// One page of the history (`page` counted from 0), newest first.
    list_matches(page: u32, filter: &HistoryFilter) -> MatchPage = &HistoryQuery {
        page: Some(page),
        per_page: Some(HISTORY_PAGE),
        filter: filter.clone(),
    };

    /// Every figure of the matches `filter` counts, as the shell keeps them.
    statistics(filter: &Filter) -> StatsView;

    /// A player's page (`key`: the player's name key) for `filter`.
    player_statistics(key: &str, filter: &Filter) -> PlayerView;

    /// Two players (a key each) or two partnerships (two keys each) against
    /// each other, from the first's side, for `filter`; `None` if they never met.
    head_to_head(first: &[String], second: &[String], filter: &Filter) -> Option<Meeting>;

    /// The match file of a match (JSON text).
    export_match(match_id: &str) -> String;

    /// Every match, as a history file (JSON text), and the matches in it raw.
    export_history() -> HistoryExport;

    /// Saves every match as a history file where the player picks in the
    /// system's save dialog; `None` when the player cancels.
    save_history_file() -> Option<SavedFile>;

    /// Saves the scoresheet of a match as a PNG picture where the player picks
    /// in the system's save dialog: the file's name, `None` when the player
    /// cancels.
    save_scoresheet_image(match_id: &str, labels: &SheetLabels) -> Option<String>;

    /// Imports the file the player picks in the system's open dialog, all or
    /// nothing; `None` when the player cancels.
    import_file() -> Option<ImportReport>;

    /// Keeps the phone's screen on (`on`) or lets it sleep again; answers what
    /// holds now.
    keep_screen_on(on: bool) -> bool;

    /// A buzz of the phone's vibrator: the judge's play clock reached zero.
    buzz() -> ();

    /// Imports a match file or a history file, all or nothing.
    import_matches(json: &str) -> ImportReport;

    /// A notice when the database had to be set aside at start.
    startup_notice() -> Option<ApiError>;

    /// The backups, newest first.
    list_backups() -> Vec<Backup>;

    /// Restores a backup over the history, after keeping the current one.
    restore_backup(file: &str) -> Restored;

    /// Deletes a backup the player dismissed (or a database set aside after a
    /// damage, its folder whole); answers the backups left, newest first.
    delete_backup(file: &str) -> Vec<Backup>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_of_the_shell_keeps_its_params() {
        let err = shell_error(
            r#"{"code":"pips_out_of_range","message":"70 pips for seat 2: a hand of 7 tiles holds at most 69","params":{"seat":2,"pips":70}}"#,
        )
        .expect("an error of the shell");
        assert_eq!(err.code, "pips_out_of_range");
        assert_eq!(err.params, serde_json::json!({ "seat": 2, "pips": 70 }));
    }

    #[test]
    fn params_are_an_empty_object_when_absent_or_null() {
        for text in [
            r#"{"code":"no_time_limit","message":"these rules have no time limit"}"#,
            r#"{"code":"no_time_limit","message":"these rules have no time limit","params":null}"#,
        ] {
            let err = shell_error(text).expect("an error of the shell");
            assert_eq!(err.params, serde_json::json!({}), "{text}");
        }
        assert_eq!(
            ApiError::new("shell", "command not found").params,
            serde_json::json!({})
        );
    }

    #[test]
    fn arguments_are_sent_each_under_its_name_in_order() {
        let (match_id, seat, players) = ("m1", None::<Seat>, &["Ana".to_owned()][..]);
        let sent = |json: serde_json::Result<String>| json.expect("arguments as JSON");
        assert_eq!(sent(serde_json::to_string(&args!())), "{}");
        assert_eq!(
            sent(serde_json::to_string(&args!(match_id))),
            r#"{"match_id":"m1"}"#
        );
        assert_eq!(
            sent(serde_json::to_string(&args!(match_id, seat, players))),
            r#"{"match_id":"m1","seat":null,"players":["Ana"]}"#
        );
    }

    #[test]
    fn plain_text_is_not_an_error_of_the_shell() {
        assert_eq!(shell_error(r#""command record_hand not found""#), None);
        assert_eq!(shell_error(""), None);
    }
}
