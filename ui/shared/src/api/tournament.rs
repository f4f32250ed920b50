//! The tournament's commands (`docs/commands.md`, "Tournaments") and the views
//! they answer with. The data inside the views are the core's own types
//! (`tranque::tournament`), read exactly as the core writes them.

use serde::{Deserialize, Serialize};
use tranque::tournament::{Credit, Criterion, RoundExplanation, TableResult};
use tranque::{Lang, Rules};

/// A sheet of a round's paperwork (`docs/paperwork.md`) and the paper it is
/// drawn for, as the core names them.
pub use tranque::sheet::{PaperSize, Sheet};

use super::{
    ApiError, MatchView, NoArgs, PhoneFeatures, QrCode, QrRead, SavedFile, TakenOver,
    TournamentSummary, TournamentView, call,
};

/// A new tournament as the desk's form gives it: what the core's setup
/// takes from the director (the shell adds the seed and the bye).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NewTournament {
    /// Its name.
    pub name: String,
    /// Its day, `YYYY-MM-DD`.
    pub date: String,
    /// The preset the rules started from.
    pub preset: Option<String>,
    /// The rules of every match (for pairs: an individual tournament's
    /// tables are two partnerships).
    pub rules: Rules,
    /// The ranking's criteria, in order.
    pub ranking: Vec<Criterion>,
    /// What a winner at the target is credited.
    pub credit: Credit,
}

commands! {
    /// The tournaments, newest first.
    list_tournaments() -> Vec<TournamentSummary>;

    /// Creates a tournament of pairs.
    new_tournament(new: &NewTournament) -> TournamentView = new;

    /// A tournament by id.
    get_tournament(tournament_id: &str) -> TournamentView;

    /// Registers a pair; it gets the next number.
    add_pair(tournament_id: &str, players: &[String; 2]) -> TournamentView;

    /// Withdraws a pair: it is paired no more.
    withdraw_pair(tournament_id: &str, pair: u32) -> TournamentView;

    /// Renames a pair's players (a name mistyped, or one an older version
    /// kept): a log entry, checked as a registration's names are.
    rename_pair(tournament_id: &str, pair: u32, players: &[String; 2]) -> TournamentView;

    /// Why each table of `round` meets as it does, from the core.
    explain_round(tournament_id: &str, round: u32) -> RoundExplanation;

    /// Pairs the next round.
    pair_round(tournament_id: &str) -> TournamentView;

    /// Closes a round whose tables all have their results.
    close_round(tournament_id: &str, round: u32) -> TournamentView;

    /// Records a table's result typed from the paper scoresheet.
    record_table_result(
        tournament_id: &str,
        round: u32,
        table: u32,
        result: &TableResult
    ) -> TournamentView;

    /// Replaces a table's recorded result with one typed from the paper
    /// scoresheet.
    correct_table_result(
        tournament_id: &str,
        round: u32,
        table: u32,
        result: &TableResult
    ) -> TournamentView;

    /// Starts the table's match on this phone, linked to the table.
    start_table_match(tournament_id: &str, round: u32, table: u32) -> MatchView;

    /// Records the result of the table's match played on this phone.
    result_from_match(tournament_id: &str, round: u32, table: u32) -> TournamentView;

    /// Records the table's result from the match file its phone wrote, picked
    /// in the open dialog; `None` when the player cancels.
    import_table_file(tournament_id: &str, round: u32, table: u32) -> Option<TournamentView>;

    /// The code a table's phone scans to start the table's match.
    table_qr(tournament_id: &str, round: u32, table: u32) -> QrCode;

    /// Saves the table's code as a PNG where the player picks; `None` when the
    /// player cancels.
    save_table_qr(tournament_id: &str, round: u32, table: u32) -> Option<SavedFile>;

    /// The code of a finished table's match's signed result, for the director
    /// to scan.
    result_qr(match_id: &str) -> QrCode;

    /// Reads the QR code of an image picked in the open dialog and does what it
    /// says; `None` when the player cancels.
    read_qr_file() -> Option<QrRead>;

    /// Stops the picture `read_qr_file` is reading (it then answers `None`).
    cancel_qr_read() -> ();

    /// Saves the code of a finished table's match's signed result as a PNG:
    /// the share sheet on a phone, the save dialog elsewhere; `None` when the
    /// player cancels.
    save_result_qr(match_id: &str) -> Option<SavedFile>;

    /// Does what a code's text says (the text a phone's camera read): a table's
    /// code starts its match here, a result goes into its tournament.
    read_qr_text(text: &str) -> QrRead;
}

/// What the phone offers beyond a desktop; nothing when it cannot say.
pub async fn phone_features() -> PhoneFeatures {
    call("phone_features", &NoArgs {})
        .await
        .unwrap_or(PhoneFeatures { scanner: false })
}

/// What scanning a code with the camera gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scan {
    /// The code's text.
    Read(String),
    /// The player closed the camera: nothing to do.
    Cancelled,
    /// The camera may not be used (no permission, or none on this phone).
    Refused,
}

/// The camera's permission, as the scanner plugin answers.
#[derive(Deserialize)]
struct CameraPermission {
    camera: String,
}

/// A code the scanner read.
#[derive(Deserialize)]
struct Scanned {
    content: String,
}

/// Scans a QR code with the camera, through the official barcode-scanner
/// plugin (Android and iOS; granted to the webview by the shell's mobile
/// capability): asks for the camera first when it is not granted yet.
pub async fn scan_qr() -> Scan {
    let granted =
        |answer: Result<CameraPermission, ApiError>| answer.is_ok_and(|p| p.camera == "granted");
    if !granted(call("plugin:barcode-scanner|check_permissions", &NoArgs {}).await)
        && !granted(call("plugin:barcode-scanner|request_permissions", &NoArgs {}).await)
    {
        return Scan::Refused;
    }
    #[derive(Serialize)]
    struct Args {
        formats: [&'static str; 1],
        windowed: bool,
    }
    let args = Args {
        formats: ["QR_CODE"],
        windowed: false,
    };
    scan_answer(call("plugin:barcode-scanner|scan", &args).await)
}

/// The plugin's answer to a scan: its text, or its refusal (plain words,
/// `"cancelled"` when the player closed the camera).
fn scan_answer(answer: Result<Scanned, ApiError>) -> Scan {
    match answer {
        Ok(scanned) => Scan::Read(scanned.content),
        Err(err) if err.message.to_lowercase().contains("cancel") => Scan::Cancelled,
        Err(_) => Scan::Refused,
    }
}

commands! {
    /// Saves the tournament's whole log as a file where the director picks, to
    /// hand it to another phone; `None` when the director cancels.
    save_tournament_file(tournament_id: &str) -> Option<SavedFile>;

    /// Takes over the tournament in the file the director picks, carrying on
    /// where its phone stopped; `None` when the director cancels.
    take_over_tournament_file() -> Option<TakenOver>;
}

/// Saves `sheet` of `round` as a PDF on `paper`, its words in `lang`'s
/// catalogue, where the director picks (a phone's share sheet); `None`
/// when the director cancels.
pub async fn save_tournament_sheet(
    tournament_id: &str,
    round: u32,
    sheet: Sheet,
    paper: PaperSize,
    lang: Lang,
) -> Result<Option<SavedFile>, ApiError> {
    #[derive(Serialize)]
    struct Args<'a> {
        tournament_id: &'a str,
        round: u32,
        sheet: Sheet,
        paper: PaperSize,
        lang: &'a str,
    }
    let args = Args {
        tournament_id,
        round,
        sheet,
        paper,
        lang: lang.tag(),
    };
    call("save_tournament_sheet", &args).await
}

commands! {
    /// Registers a team (cuarteta) of two pairs, by their numbers.
    add_team(tournament_id: &str, name: &str, pairs: &[u32]) -> TournamentView;
}

#[cfg(test)]
mod tests {
    use tranque::tournament::NextStep;

    use super::*;

    #[test]
    fn a_sheet_and_its_paper_are_named_as_the_shell_reads_them() {
        let names = serde_json::json!([
            Sheet::Pairings,
            Sheet::Slips,
            Sheet::Standings,
            PaperSize::A4,
            PaperSize::Letter
        ]);
        assert_eq!(
            names,
            serde_json::json!(["pairings", "slips", "standings", "a4", "letter"])
        );
    }

    #[test]
    fn a_summary_reads_as_the_contract_writes_it() {
        let text = r#"{"id":"t1","name":"Copa","date":"2026-11-21","pairs":6,"rounds":1,
            "next_step":{"step":"record","round":1,"tables":[2,3]}}"#;
        let summary: TournamentSummary = serde_json::from_str(text).expect("a summary");
        assert_eq!(
            summary.next_step,
            NextStep::Record {
                round: 1,
                tables: vec![2, 3]
            }
        );
    }

    #[test]
    fn a_qr_read_is_told_by_its_kind() {
        let text = r#"{"kind":"result","tournament":{"id":"t1","setup":{"name":"Copa",
            "date":"2026-11-21","rules":RULES,"mode":"pairs","seed":7},
            "pairs":[],"rounds":[],"standings":[],"next_step":{"step":"register","active":0},
            "linked":[]}}"#;
        let rules =
            serde_json::to_string(&tranque::Preset::PrFederacion.rules(tranque::Mode::Pairs))
                .expect("rules as JSON");
        let read: QrRead = serde_json::from_str(&text.replace("RULES", &rules)).expect("a QR read");
        let QrRead::Result { tournament } = read else {
            panic!("a result");
        };
        assert_eq!(tournament.setup.name, "Copa");
    }

    #[test]
    fn a_scan_is_its_text_a_cancel_nothing_and_any_other_refusal_refused() {
        let scanned: Scanned =
            serde_json::from_str(r#"{"content":"{\"v\":1}","format":"QR_CODE","bounds":null}"#)
                .expect("a scan");
        assert_eq!(scan_answer(Ok(scanned)), Scan::Read("{\"v\":1}".into()));
        let refused = |words: &str| ApiError::new("shell", words);
        assert_eq!(scan_answer(Err(refused("cancelled"))), Scan::Cancelled);
        assert_eq!(
            scan_answer(Err(refused(
                "Camera permission denied or not yet requested"
            ))),
            Scan::Refused
        );
        assert_eq!(
            scan_answer(Err(refused(
                "No permission to use camera. Did you request it yet?"
            ))),
            Scan::Refused
        );
        let features: PhoneFeatures =
            serde_json::from_str(r#"{"scanner":true}"#).expect("features");
        assert!(features.scanner);
    }
}
