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
use tranque::{Decision, Event, Fault, ForfeitReason, HandEnd, RedealReason, Rules, Seat, Side};
use wasm_bindgen::prelude::*;

mod individual;
mod tournament;

pub use individual::*;
pub use tournament::*;
pub use tranque_views::{
    ApiError, Backup, BackupKind, EventView, Filter, Given, HistoryExport, HistoryFilter,
    HistoryQuery, ImportPhase, ImportProgress, ImportReport, IndividualView, MatchPage,
    MatchSummary, MatchView, Meeting, Opponent, PhoneFeatures, Player, PlayerPage, PlayerSummary,
    PlayerView, QrCode, QrRead, Restored, SavedFile, SeatPlayer, SheetLabels, StatsView, Status,
    Summary, TableLink, TakeOver, TakenOver, TournamentSummary, TournamentView,
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
    let args = js_sys::JSON::parse(&text)
        .map_err(|_| ApiError::new("ui_encode", format!("could not send {cmd}")))?;
    match tauri_invoke(cmd, args).await {
        Ok(value) => {
            let text = if value.is_undefined() {
                "null".to_owned()
            } else {
                js_sys::JSON::stringify(&value)
                    .ok()
                    .and_then(|s| s.as_string())
                    .unwrap_or_else(|| "null".to_owned())
            };
            serde_json::from_str(&text)
                .map_err(|e| ApiError::new("ui_decode", format!("unexpected answer to {cmd}: {e}")))
        }
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

#[derive(Serialize)]
struct NoArgs {}

#[derive(Serialize)]
struct MatchArgs<'a> {
    match_id: &'a str,
}

/// The arguments of a command about a whole tournament.
#[derive(Serialize)]
struct TournamentArgs<'a> {
    tournament_id: &'a str,
}

/// The arguments of a command about a round of a tournament.
#[derive(Serialize)]
struct RoundArgs<'a> {
    tournament_id: &'a str,
    round: u32,
}

impl<'a> RoundArgs<'a> {
    fn new(tournament_id: &'a str, round: u32) -> Self {
        RoundArgs {
            tournament_id,
            round,
        }
    }
}

/// The arguments of a command about a table of a tournament's round.
#[derive(Serialize)]
struct TableArgs<'a> {
    tournament_id: &'a str,
    round: u32,
    table: u32,
}

impl<'a> TableArgs<'a> {
    fn new(tournament_id: &'a str, round: u32, table: u32) -> Self {
        TableArgs {
            tournament_id,
            round,
            table,
        }
    }
}

/// Records or corrects (`cmd`) a table's result typed from its paper
/// scoresheet: a pair's [`tranque::tournament::TableResult`], a table of
/// four's [`tranque::tournament::individual::SeatsResult`].
async fn table_result<R: Serialize, T: DeserializeOwned>(
    cmd: &str,
    tournament_id: &str,
    round: u32,
    table: u32,
    result: &R,
) -> Result<T, ApiError> {
    #[derive(Serialize)]
    struct Args<'a, R> {
        tournament_id: &'a str,
        round: u32,
        table: u32,
        result: &'a R,
    }
    let args = Args {
        tournament_id,
        round,
        table,
        result,
    };
    call(cmd, &args).await
}

/// The arguments of a command about a file of the backups.
#[derive(Serialize)]
struct FileArgs<'a> {
    file: &'a str,
}

/// The player directory.
pub async fn list_players() -> Result<Vec<Player>, ApiError> {
    call("list_players", &NoArgs {}).await
}

/// Starts a match: players are names in seat order, counter-clockwise.
pub async fn new_match(
    preset: Option<&str>,
    rules: &Rules,
    players: &[String],
    told_opener: Option<Seat>,
) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        preset: Option<&'a str>,
        rules: &'a Rules,
        players: &'a [String],
        told_opener: Option<Seat>,
    }
    call(
        "new_match",
        &Args {
            preset,
            rules,
            players,
            told_opener,
        },
    )
    .await
}

/// The match under way, if any.
pub async fn current_match() -> Result<Option<MatchView>, ApiError> {
    call("current_match", &NoArgs {}).await
}

/// Tells who opens the hand under way of a match in progress, or forgets it.
pub async fn tell_opener(match_id: &str, seat: Option<Seat>) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        seat: Option<Seat>,
    }
    call("tell_opener", &Args { match_id, seat }).await
}

/// A match by id.
pub async fn get_match(match_id: &str) -> Result<MatchView, ApiError> {
    call("get_match", &MatchArgs { match_id }).await
}

/// Records a hand.
pub async fn record_hand(
    match_id: &str,
    opener: Option<Seat>,
    end: &HandEnd,
) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        opener: Option<Seat>,
        end: &'a HandEnd,
    }
    call(
        "record_hand",
        &Args {
            match_id,
            opener,
            end,
        },
    )
    .await
}

/// Records a redeal.
pub async fn record_redeal(match_id: &str, reason: &RedealReason) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        reason: &'a RedealReason,
    }
    call("record_redeal", &Args { match_id, reason }).await
}

/// Records a penalty (its points come from the rules).
pub async fn record_penalty(
    match_id: &str,
    offender: Seat,
    fault: &Fault,
    decision: Decision,
    opener: Option<Seat>,
) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        offender: Seat,
        fault: &'a Fault,
        decision: Decision,
        opener: Option<Seat>,
    }
    call(
        "record_penalty",
        &Args {
            match_id,
            offender,
            fault,
            decision,
            opener,
        },
    )
    .await
}

/// Records a forfeit.
pub async fn record_forfeit(
    match_id: &str,
    loser: Side,
    reason: ForfeitReason,
) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        loser: Side,
        reason: ForfeitReason,
    }
    call(
        "record_forfeit",
        &Args {
            match_id,
            loser,
            reason,
        },
    )
    .await
}

/// A clock action: `start`, `pause`, `resume` or `time_up` (the shell stamps the time).
pub async fn clock(match_id: &str, action: &str) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        action: &'a str,
    }
    call("clock", &Args { match_id, action }).await
}

/// The instant the match's clock reads now, on the timeline of its clock
/// events (the shell's steady clock, not the phone's wall time).
pub async fn clock_now(match_id: &str) -> Result<i64, ApiError> {
    call("clock_now", &MatchArgs { match_id }).await
}

/// Drops the last event.
pub async fn undo(match_id: &str) -> Result<MatchView, ApiError> {
    call("undo", &MatchArgs { match_id }).await
}

/// Deletes a past event; the match is folded again.
pub async fn delete_event(match_id: &str, index: usize) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        index: usize,
    }
    call("delete_event", &Args { match_id, index }).await
}

/// Replaces a past event; the match is folded again.
pub async fn replace_event(
    match_id: &str,
    index: usize,
    event: &Event,
) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        index: usize,
        event: &'a Event,
    }
    call(
        "replace_event",
        &Args {
            match_id,
            index,
            event,
        },
    )
    .await
}

/// Closes a match the core says is over, with the loser's signature.
pub async fn finish_match(
    match_id: &str,
    signed_by: Option<&str>,
    signature: Option<&str>,
) -> Result<MatchView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        signed_by: Option<&'a str>,
        signature: Option<&'a str>,
    }
    call(
        "finish_match",
        &Args {
            match_id,
            signed_by,
            signature,
        },
    )
    .await
}

/// Abandons a match the table is showing (so one this version reads).
pub async fn abandon_match(match_id: &str) -> Result<MatchView, ApiError> {
    let view: Option<MatchView> = call("abandon_match", &MatchArgs { match_id }).await?;
    view.ok_or_else(|| {
        ApiError::new(
            "stored_match_unreadable",
            "the match was abandoned, but this version cannot read it",
        )
    })
}

/// Abandons a match of the history this version cannot read.
pub async fn abandon_unreadable(match_id: &str) -> Result<(), ApiError> {
    let _: Option<serde_json::Value> = call("abandon_match", &MatchArgs { match_id }).await?;
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

/// A match's rows exactly as stored (JSON text), readable or not.
pub async fn export_raw(match_id: &str) -> Result<String, ApiError> {
    call("export_raw", &MatchArgs { match_id }).await
}

/// Where the import under way stands.
pub async fn import_progress() -> Result<ImportProgress, ApiError> {
    call("import_progress", &NoArgs {}).await
}

/// Matches on a page of the history: a phone's screen and a bit, so the
/// first page is drawn at once; older ones come a page at a time.
pub const HISTORY_PAGE: u32 = 20;

/// One page of the history (`page` counted from 0), newest first.
pub async fn list_matches(page: u32, filter: &HistoryFilter) -> Result<MatchPage, ApiError> {
    let query = HistoryQuery {
        page: Some(page),
        per_page: Some(HISTORY_PAGE),
        filter: filter.clone(),
    };
    call("list_matches", &query).await
}

/// Every figure of the matches `filter` counts, as the shell keeps them.
pub async fn statistics(filter: &Filter) -> Result<StatsView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        filter: &'a Filter,
    }
    call("statistics", &Args { filter }).await
}

/// A player's page (`key`: the player's name key) for `filter`.
pub async fn player_statistics(key: &str, filter: &Filter) -> Result<PlayerView, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        key: &'a str,
        filter: &'a Filter,
    }
    call("player_statistics", &Args { key, filter }).await
}

/// Two players (a key each) or two partnerships (two keys each) against
/// each other, from the first's side, for `filter`; `None` if they never met.
pub async fn head_to_head(
    first: &[String],
    second: &[String],
    filter: &Filter,
) -> Result<Option<Meeting>, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        first: &'a [String],
        second: &'a [String],
        filter: &'a Filter,
    }
    call(
        "head_to_head",
        &Args {
            first,
            second,
            filter,
        },
    )
    .await
}

/// The match file of a match (JSON text).
pub async fn export_match(match_id: &str) -> Result<String, ApiError> {
    call("export_match", &MatchArgs { match_id }).await
}

/// Every match, as a history file (JSON text), and the matches in it raw.
pub async fn export_history() -> Result<HistoryExport, ApiError> {
    call("export_history", &NoArgs {}).await
}

/// Saves every match as a history file where the player picks in the
/// system's save dialog; `None` when the player cancels.
pub async fn save_history_file() -> Result<Option<SavedFile>, ApiError> {
    call("save_history_file", &NoArgs {}).await
}

/// Saves the scoresheet of a match as a PNG picture where the player picks
/// in the system's save dialog: the file's name, `None` when the player
/// cancels.
pub async fn save_scoresheet_image(
    match_id: &str,
    labels: &SheetLabels,
) -> Result<Option<String>, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        match_id: &'a str,
        labels: &'a SheetLabels,
    }
    call("save_scoresheet_image", &Args { match_id, labels }).await
}

/// Imports the file the player picks in the system's open dialog, all or
/// nothing; `None` when the player cancels.
pub async fn import_file() -> Result<Option<ImportReport>, ApiError> {
    call("import_file", &NoArgs {}).await
}

/// Keeps the phone's screen on (`on`) or lets it sleep again; answers what
/// holds now.
pub async fn keep_screen_on(on: bool) -> Result<bool, ApiError> {
    #[derive(Serialize)]
    struct Args {
        on: bool,
    }
    call("keep_screen_on", &Args { on }).await
}

/// A buzz of the phone's vibrator: the judge's play clock reached zero.
pub async fn buzz() -> Result<(), ApiError> {
    call("buzz", &NoArgs {}).await
}

/// Imports a match file or a history file, all or nothing.
pub async fn import_matches(json: &str) -> Result<ImportReport, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        json: &'a str,
    }
    call("import_matches", &Args { json }).await
}

/// A notice when the database had to be set aside at start.
pub async fn startup_notice() -> Result<Option<ApiError>, ApiError> {
    call("startup_notice", &NoArgs {}).await
}

/// The backups, newest first.
pub async fn list_backups() -> Result<Vec<Backup>, ApiError> {
    call("list_backups", &NoArgs {}).await
}

/// Restores a backup over the history, after keeping the current one.
pub async fn restore_backup(file: &str) -> Result<Restored, ApiError> {
    call("restore_backup", &FileArgs { file }).await
}

/// Deletes a backup the player dismissed (or a database set aside after a
/// damage, its folder whole); answers the backups left, newest first.
pub async fn delete_backup(file: &str) -> Result<Vec<Backup>, ApiError> {
    call("delete_backup", &FileArgs { file }).await
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
    fn plain_text_is_not_an_error_of_the_shell() {
        assert_eq!(shell_error(r#""command record_hand not found""#), None);
        assert_eq!(shell_error(""), None);
    }
}
