//! The round's paperwork saved through the save dialog
//! (`save_tournament_sheet`): each sheet of a paired round written as a PDF
//! that names every pair at its table, the slips' codes the very codes the
//! desk shows for the tables (`table_qr`), the words in the language asked;
//! a cancelled dialog writes nothing, and a round not paired, an unknown
//! tournament or paper is refused before any file is written.

use std::path::Path;

use serde_json::{Value, json};

use crate::support::Ui;

#[path = "../../../tests/support/pdf.rs"]
mod pdf_read;
use crate::{Seated, phone};

/// Saves `sheet` of `round` on A4 in English: the command's answer.
fn save(ui: &Ui, id: &str, round: u32, sheet: &str) -> Result<Value, Value> {
    ui.call(
        "save_tournament_sheet",
        json!({"tournament_id": id, "round": round, "sheet": sheet, "paper": "a4", "lang": "en"}),
    )
}

/// The text of each page of the PDF at `file`, spaces collapsed.
fn texts(file: &Path) -> Vec<String> {
    pdf_read::texts(&std::fs::read(file).unwrap())
}

/// The code drawn on each page of the PDF at `file`.
fn codes(file: &Path) -> Vec<String> {
    pdf_read::codes(&std::fs::read(file).unwrap())
}

#[test]
fn each_sheet_of_a_paired_round_is_saved_as_a_pdf_naming_every_pair_at_its_table() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("sheet.pdf");
    let ui = phone(&files.path().join("phone.sqlite3"), &file);
    let id = ui.tournament(5);
    let Seated {
        names,
        tables,
        view,
    } = ui.seat_round(&id, 1);
    let bye = view["rounds"][0]["pairing"]["bye"].as_u64().unwrap();
    // A pair's players, a line each on every sheet.
    let players = |pair: u64| names[&pair].clone();

    let saved = save(&ui, &id, 1, "pairings").unwrap();
    assert_eq!(saved, json!({"file": "sheet.pdf", "unreadable": []}));
    let all = texts(&file).join(" ");
    assert!(all.contains("Copa de Ponce"), "{all}");
    assert!(all.contains("Round 1: pairings"), "{all}");
    for &(table, a, b) in &tables {
        assert!(all.contains(&format!("Table {table}")), "{all}");
        for pair in [a, b] {
            // Once at its table, once in the list by name.
            for player in players(pair) {
                assert_eq!(all.matches(player.as_str()).count(), 2, "{all}");
            }
            assert!(all.contains(&format!("Pair {pair}")), "{all}");
        }
    }
    assert!(all.contains("Bye"), "{all}");
    for player in players(bye) {
        assert_eq!(all.matches(player.as_str()).count(), 2, "{all}");
    }

    // A slip per table, each with its pairs and the code the desk shows.
    save(&ui, &id, 1, "slips").unwrap();
    let pages = texts(&file);
    assert_eq!(pages.len(), tables.len(), "{pages:?}");
    let codes = codes(&file);
    for ((&(table, a, b), page), code) in tables.iter().zip(&pages).zip(&codes) {
        assert!(page.contains(&format!("Table {table}")), "{page}");
        for player in players(a).iter().chain(&players(b)) {
            assert!(page.contains(player.as_str()), "{page}");
        }
        for player in players(bye) {
            assert!(!page.contains(player.as_str()), "{page}");
        }
        let shown = ui.ok(
            "table_qr",
            json!({"tournament_id": id, "round": 1, "table": table}),
        );
        assert_eq!(code, &shown["text"], "table {table}'s slip");
    }

    save(&ui, &id, 1, "standings").unwrap();
    let all = texts(&file).join(" ");
    for pair in 1..=5 {
        assert!(all.contains(&names[&pair][0]), "{all}");
    }
}

#[test]
fn the_sheet_speaks_the_language_asked_and_fits_the_paper() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("mesas.pdf");
    let ui = phone(&files.path().join("phone.sqlite3"), &file);
    let id = ui.tournament(4);
    ui.seat_round(&id, 1);
    let english = texts_of(&ui, &id, "en", "a4", &file);
    let spanish = texts_of(&ui, &id, "es", "letter", &file);
    assert!(english.contains("Round 1: pairings"), "{english}");
    assert!(!spanish.contains("Round 1: pairings"), "{spanish}");
    assert!(spanish.contains("Busque su mesa"), "{spanish}");
    assert!(
        spanish.contains("P1a") && spanish.contains("P1b"),
        "{spanish}"
    );
    assert_eq!(page_size(&file), (612.0, 792.0), "a Letter page");
    texts_of(&ui, &id, "pt-BR", "a4", &file);
    assert_eq!(page_size(&file), (595.28, 841.89), "an A4 page");
}

/// The size of the first page of the PDF at `file`, in points, rounded to
/// hundredths.
fn page_size(file: &Path) -> (f64, f64) {
    let pdf = hayro::hayro_syntax::Pdf::new(std::fs::read(file).unwrap()).unwrap();
    let (w, h) = pdf.pages()[0].render_dimensions();
    let round = |x: f32| (f64::from(x) * 100.0).round() / 100.0;
    (round(w), round(h))
}

/// Saves round 1's pairings in `lang` on `paper`: its text.
fn texts_of(ui: &Ui, id: &str, lang: &str, paper: &str, file: &Path) -> String {
    ui.ok(
        "save_tournament_sheet",
        json!({"tournament_id": id, "round": 1, "sheet": "pairings", "paper": paper, "lang": lang}),
    );
    texts(file).join(" ")
}

#[test]
fn a_cancelled_dialog_writes_nothing() {
    let files = tempfile::tempdir().unwrap();
    let store = tranque_app_lib::store::Store::open(&files.path().join("phone.sqlite3")).unwrap();
    let state = tranque_app_lib::commands::AppState::new(store)
        .with_file_pick(tranque_app_lib::files::FilePick::Answer(None));
    let ui = Ui::with_state(state);
    let id = ui.tournament(4);
    ui.seat_round(&id, 1);
    for sheet in ["pairings", "slips", "standings"] {
        assert_eq!(save(&ui, &id, 1, sheet), Ok(Value::Null), "{sheet}");
    }
    let left: Vec<_> = std::fs::read_dir(files.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|name| name.to_string_lossy().ends_with(".pdf"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn a_round_not_paired_an_unknown_tournament_or_paper_is_refused_and_nothing_written() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("sheet.pdf");
    let ui = phone(&files.path().join("phone.sqlite3"), &file);
    let id = ui.tournament(4);
    ui.seat_round(&id, 1);
    for sheet in ["pairings", "slips", "standings"] {
        let err = save(&ui, &id, 2, sheet).unwrap_err();
        assert_eq!(err["code"], "no_such_round", "{err}");
        assert!(!file.exists(), "{sheet}: a file was written");
    }
    let err = save(&ui, "no-such-tournament", 1, "slips").unwrap_err();
    assert_eq!(err["code"], "no_such_tournament", "{err}");
    for (args, name) in [
        (
            json!({"sheet": "menu", "paper": "a4", "lang": "en"}),
            "sheet",
        ),
        (
            json!({"sheet": "slips", "paper": "a3", "lang": "en"}),
            "paper",
        ),
        (
            json!({"sheet": "slips", "paper": "a4", "lang": "fr"}),
            "lang",
        ),
    ] {
        let mut args = args;
        args["tournament_id"] = json!(id);
        args["round"] = json!(1);
        let err = ui.refused("save_tournament_sheet", args);
        assert_eq!(err["code"], "bad_argument", "{err}");
        assert_eq!(err["params"]["name"], name, "{err}");
    }
    assert!(!file.exists(), "a refusal wrote a file");
}

#[test]
fn an_individual_round_s_slips_carry_the_codes_the_desk_shows_for_its_tables_of_four() {
    let files = tempfile::tempdir().unwrap();
    let pick = files.path().join("round-1-slips.pdf");
    let ui = phone(&files.path().join("t.sqlite3"), &pick);
    let id = ui.individual(9);
    let view = ui.ok("seat_round", json!({"tournament_id": id}));
    let saved = save(&ui, &id, 1, "slips").unwrap();
    assert_eq!(saved["file"], "round-1-slips.pdf");
    // Two tables of four, a slip each; the ninth player sits out.
    let tables = view["rounds"][0]["seating"]["tables"].as_array().unwrap();
    let shown: Vec<String> = tables
        .iter()
        .map(|at| {
            let qr = ui.ok(
                "table_qr",
                json!({"tournament_id": id, "round": 1, "table": at["table"]}),
            );
            qr["text"].as_str().unwrap().to_owned()
        })
        .collect();
    assert_eq!(codes(&pick), shown);
    let pages = texts(&pick);
    for (at, page) in tables.iter().zip(&pages) {
        for player in at["seats"].as_array().unwrap() {
            let name = crate::individual::name(&view, player.as_u64().unwrap());
            assert!(page.contains(&name), "{name} in {page}");
        }
    }
}
