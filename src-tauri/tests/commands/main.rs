//! The commands through Tauri's mock runtime: the JSON the UI sends, the JSON
//! it gets back (`docs/commands.md`), errors as `{code, message, params}`.
//! One module per subject: a match, the records, the dialogs, the start, what
//! the app may be asked, the phone.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use serde_json::{Value, json};
use tranque_app_lib::commands::AppState;
use tranque_app_lib::files::FilePick;
use tranque_app_lib::store::Store;

#[path = "../support/mod.rs"]
mod support;

mod capabilities;
mod files;
mod history;
mod inputs;
mod matches;
mod phone;
mod startup;
mod tiles;

use support::Ui;

impl Ui {
    /// The app over a fresh database, every dialog cancelled.
    fn new() -> Ui {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("t.sqlite3")).unwrap();
        // A dialog cannot be shown here: the player cancels every one.
        let state = AppState::new(store).with_file_pick(FilePick::Answer(None));
        Ui::with_state(state).keeping(dir)
    }

    /// A four-player match under `preset`'s rules for pairs: its view.
    fn new_match(&self, preset: &str) -> Value {
        let rules = rules(preset);
        self.ok(
            "new_match",
            json!({"preset": preset, "rules": rules, "players": ["Ana", "Bia", "Caio", "Duda"]}),
        )
    }
}

/// The rules of `preset` for pairs, as the UI sends them.
fn rules(preset: &str) -> Value {
    let preset: tranque::Preset = preset.parse().unwrap();
    serde_json::to_value(preset.rules(tranque::Mode::Pairs)).unwrap()
}

/// A domino by seat `by`, the seats left holding `left` pips.
fn pips(by: u8, left: [u32; 4]) -> Value {
    json!({"kind": "domino", "by": by, "left": {"pips": left}})
}
