//! Generates the permissions of the app's own commands, so that a capability
//! must grant each command by name before the webview may call it, and cuts
//! the scoresheet's fonts to what the picture draws ([`fonts`]).

#[path = "build/fonts.rs"]
mod fonts;

fn main() {
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    fonts::write(std::path::Path::new(&out));
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(
        tauri_build::AppManifest::new().commands(&[
            "list_players",
            "add_player",
            "rename_player",
            "new_match",
            "tell_opener",
            "current_match",
            "get_match",
            "record_hand",
            "record_redeal",
            "record_penalty",
            "record_forfeit",
            "clock",
            "clock_now",
            "undo",
            "replace_event",
            "delete_event",
            "finish_match",
            "abandon_match",
            "list_matches",
            "statistics",
            "export_match",
            "export_history",
            "export_csv",
            "import_matches",
            "startup_notice",
            "list_backups",
            "restore_backup",
            "delete_match",
            "export_raw",
            "import_progress",
            "save_history_file",
            "import_file",
            "keep_screen_on",
            "buzz",
            "save_scoresheet_image",
            "list_tournaments",
            "new_tournament",
            "get_tournament",
            "explain_round",
            "add_pair",
            "withdraw_pair",
            "pair_round",
            "close_round",
            "record_table_result",
            "correct_table_result",
            "start_table_match",
            "result_from_match",
            "import_table_file",
            "table_qr",
            "save_table_qr",
            "result_qr",
            "read_qr_file",
            "cancel_qr_read",
            "save_result_qr",
            "read_qr_text",
            "phone_features",
            "delete_backup",
            "save_tournament_file",
            "take_over_tournament_file",
        ]),
    ))
    .expect("failed to run tauri-build");
}
