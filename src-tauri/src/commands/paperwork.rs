//! The round's paperwork saved as PDF (`docs/paperwork.md`): the pairing
//! sheet, a result slip per table with the table's start code, the
//! standings after the round. The core draws the pages in the language the
//! UI names; the shell saves them through the save dialog, or hands them to
//! a phone's share sheet.

use serde_json::Value;
use tranque::paper::{self, PaperError, PaperSize, Sheet};
use tranque::text::Lang;
use tranque::tournament::TournamentMode;
use tranque_views::SavedFile;

use super::{on_worker, saved_file};
use crate::error::AppError;
use crate::files;
use crate::state::AppState;

/// What a sheet's PDF is saved from: its bytes and the name to suggest.
struct SheetPdf {
    name: String,
    pdf: Vec<u8>,
}

/// The paper a name gives (`a4`, `letter`), refused as `bad_argument`.
fn paper_size(paper: &str) -> Result<PaperSize, AppError> {
    PaperSize::from_name(paper).ok_or_else(|| AppError::Argument {
        name: "paper",
        why: format!("{paper:?}: the paper is a4 or letter"),
    })
}

/// The language a catalogue's tag gives (`en`, `es`, `pt-BR`), refused as
/// `bad_argument`.
fn language(lang: &str) -> Result<Lang, AppError> {
    Lang::from_tag(lang).ok_or_else(|| AppError::Argument {
        name: "lang",
        why: format!("{lang:?}: the sheets are written in en, es or pt-BR"),
    })
}

/// The PDF of `sheet` for `round` of the stored tournament `tournament_id`,
/// of either mode: the slips carry the very codes `table_qr` shows, since
/// both come from the core's `start_payload` with the tournament's id.
fn draw(
    state: &AppState,
    tournament_id: &str,
    round: u32,
    sheet: Sheet,
    size: PaperSize,
    lang: Lang,
) -> Result<SheetPdf, AppError> {
    let store = state.store()?;
    let mode = store.tournament_mode(tournament_id)?;
    let (name, pages) = match mode {
        TournamentMode::Pairs => {
            let t = store.get_tournament(tournament_id)?.tournament;
            let pages = paper::pages(&t, tournament_id, round, sheet, size, lang);
            (paper::file_name(&t, round, sheet), pages)
        }
        TournamentMode::Individual => {
            let t = store.get_individual(tournament_id)?.tournament;
            let pages = paper::pages(&t, tournament_id, round, sheet, size, lang);
            (paper::file_name(&t, round, sheet), pages)
        }
    };
    drop(store);
    let not_drawn = |why: String| AppError::FileNotSaved {
        file: name.clone(),
        why,
    };
    let refused = |err: PaperError| match err {
        PaperError::Tournament(err) => AppError::from(err),
        PaperError::Drawing(why) => not_drawn(why),
    };
    let pages = pages.map_err(refused)?;
    let pdf = paper::pdf(&pages).map_err(refused)?;
    Ok(SheetPdf { name, pdf })
}

/// Saves a round's `sheet` (`pairings`, `slips`, `standings`) as a PDF on
/// `paper` (`a4`, `letter`), its words in `lang` (`en`, `es`, `pt-BR`):
/// drawn first, so a round not paired is refused before any dialog opens,
/// then saved through the save dialog suggesting
/// `tranque-<day>-round-<round>-<sheet>.pdf` (`null` when cancelled), or on
/// a phone handed to the share sheet.
#[tauri::command(rename_all = "snake_case")]
pub async fn save_tournament_sheet<R: tauri::Runtime>(
    app: tauri::AppHandle<R>,
    tournament_id: String,
    round: u32,
    sheet: Value,
    paper: String,
    lang: String,
) -> Result<Option<SavedFile>, AppError> {
    let sheet: Sheet = AppError::parse("sheet", sheet)?;
    let size = paper_size(&paper)?;
    let lang = language(&lang)?;
    on_worker(app, move |app, state| {
        let drawn = draw(state, &tournament_id, round, sheet, size, lang)?;
        let (pick, name) = (&state.file_pick, &drawn.name);
        let saved = files::share_or_save(app, pick, files::PDF.file(name, &drawn.pdf))?;
        Ok(saved_file(saved))
    })
    .await
}
