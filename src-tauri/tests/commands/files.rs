//! The save and open dialogs: the history saved to a file and imported, the
//! scoresheet saved as a picture; a cancelled dialog or a file that cannot be
//! written or read changes nothing.

use serde_json::{Value, json};
use tranque_app_lib::commands::AppState;
use tranque_app_lib::files::FilePick;
use tranque_app_lib::store::Store;

use crate::pips;
use crate::support::Ui;

/// The app over a fresh database whose save and open dialogs answer `pick`.
fn picking(pick: Option<&std::path::Path>) -> Ui {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("t.sqlite3")).unwrap();
    let state = AppState::new(store).with_file_pick(FilePick::Answer(pick.map(Into::into)));
    Ui::with_state(state).keeping(dir)
}

#[test]
fn the_history_saved_to_a_file_imports_into_a_fresh_profile() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("our-history.json");
    let ui = picking(Some(&file));
    let id = ui.new_match("br-megajogos")["id"].clone();
    ui.ok("abandon_match", json!({"match_id": id}));
    let saved = ui.ok("save_history_file", json!({}));
    assert_eq!(saved, json!({"file": "our-history.json", "unreadable": []}));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("\"tranque-history\""), "{text:.200}");

    let fresh = picking(Some(&file));
    let report = fresh.ok("import_file", json!({}));
    assert_eq!(
        report,
        json!({"imported": 1, "already_present": 0, "unreadable_skipped": 0, "under_new_id": 0, "names_kept": []})
    );
    let page = fresh.ok("list_matches", json!({}));
    assert_eq!(page["total"], 1);
    assert_eq!(page["matches"][0]["id"], id);
}

#[test]
fn a_cancelled_dialog_saves_and_imports_nothing() {
    let ui = picking(None);
    assert_eq!(ui.ok("save_history_file", json!({})), Value::Null);
    assert_eq!(ui.ok("import_file", json!({})), Value::Null);
    assert_eq!(ui.ok("list_matches", json!({}))["total"], 0);
}

#[test]
fn a_file_that_cannot_be_written_or_read_is_named_and_changes_nothing() {
    let files = tempfile::tempdir().unwrap();
    // A folder where the file should go: nothing can be written there.
    let folder = files.path().join("a-folder.json");
    std::fs::create_dir(&folder).unwrap();
    let err = picking(Some(&folder)).refused("save_history_file", json!({}));
    assert_eq!(err["code"], "file_not_saved");
    assert_eq!(err["params"], json!({"file": "a-folder.json"}));

    // Bytes that are not text.
    let binary = files.path().join("photo.json");
    std::fs::write(&binary, [0xff, 0xd8, 0xff, 0xe0, 0x00]).unwrap();
    let ui = picking(Some(&binary));
    let err = ui.refused("import_file", json!({}));
    assert_eq!(err["code"], "file_not_read");
    assert_eq!(err["params"], json!({"file": "photo.json"}));
    assert_eq!(ui.ok("list_matches", json!({}))["total"], 0);

    // Over the import's cap: refused before it is read.
    let big = files.path().join("big.json");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(tranque_app_lib::store::MAX_IMPORT_BYTES as u64 + 1)
        .unwrap();
    let err = picking(Some(&big)).refused("import_file", json!({}));
    assert_eq!(err["code"], "import_too_large");
}

/// The words of a scoresheet picture, as the UI sends them.
fn sheet_labels(rows: usize) -> Value {
    let rows: Vec<String> = (1..=rows).map(|n| format!("{n} domino")).collect();
    json!({
        "title": "Scoresheet",
        "winner": "Winner",
        "rules": "br-megajogos",
        "signed": "Scoresheet signed by Ana",
        "rows": rows,
    })
}

#[test]
fn the_scoresheet_saved_as_a_picture_is_a_png_that_names_the_winner() {
    let files = tempfile::tempdir().unwrap();
    let file = files.path().join("our-sheet.png");
    let ui = picking(Some(&file));
    let id = ui.new_match("br-megajogos")["id"].clone();
    for (opener, end) in [
        (json!(0), pips(1, [9, 0, 4, 12])),
        (json!(null), pips(3, [30, 0, 30, 0])),
    ] {
        ui.ok(
            "record_hand",
            json!({"match_id": id, "opener": opener, "end": end}),
        );
    }
    ui.ok(
        "finish_match",
        json!({"match_id": id, "signed_by": "Ana", "signature": "M20 80 L160 30 L300 90"}),
    );
    let saved = ui.ok(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(2)}),
    );
    assert_eq!(saved, json!("our-sheet.png"));
    let bytes = std::fs::read(&file).unwrap();
    let reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .unwrap();
    let info = reader.info();
    assert_eq!(info.width, 1080);
    assert!(info.height > 800, "{}", info.height);
    let description = info
        .utf8_text
        .iter()
        .find(|t| t.keyword == "Description")
        .unwrap()
        .get_text()
        .unwrap();
    assert!(
        description.contains("Winner: B · Bia & Duda"),
        "{description}"
    );
    assert!(description.contains("B · Bia & Duda: 73"), "{description}");

    // A cancelled dialog writes nothing.
    std::fs::remove_file(&file).unwrap();
    let cancelled = picking(None);
    let err = cancelled.refused(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(2)}),
    );
    assert_eq!(
        err["code"], "no_such_match",
        "another phone has no such match"
    );
    let id = cancelled.new_match("br-megajogos")["id"].clone();
    let none = cancelled.ok(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(0)}),
    );
    assert_eq!(none, Value::Null);
    assert!(!file.exists());
}

#[test]
fn a_scoresheet_picture_is_refused_with_the_reason_and_writes_nothing() {
    let files = tempfile::tempdir().unwrap();
    // A folder where the file should go: nothing can be written there.
    let folder = files.path().join("a-folder.png");
    std::fs::create_dir(&folder).unwrap();
    let ui = picking(Some(&folder));
    let id = ui.new_match("br-megajogos")["id"].clone();
    ui.ok(
        "record_hand",
        json!({"match_id": id, "opener": 0, "end": pips(1, [9, 0, 4, 12])}),
    );

    let err = ui.refused(
        "save_scoresheet_image",
        json!({"match_id": "nothing-here", "labels": sheet_labels(1)}),
    );
    assert_eq!(err["code"], "no_such_match");
    // One label per row of the sheet, and labels of the right shape.
    let err = ui.refused(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(3)}),
    );
    assert_eq!(err["code"], "bad_argument");
    assert_eq!(err["params"], json!({"name": "labels"}));
    let err = ui.refused(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": {"title": 3}}),
    );
    assert_eq!(err["params"], json!({"name": "labels"}));

    let err = ui.refused(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": sheet_labels(1)}),
    );
    assert_eq!(err["code"], "file_not_saved");
    assert_eq!(err["params"], json!({"file": "a-folder.png"}));
    assert!(folder.is_dir());
}
