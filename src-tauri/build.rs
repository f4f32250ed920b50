//! Generates the permissions of the app's own commands, so that a capability
//! must grant each command by name before the webview may call it.

fn main() {
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
        ]),
    ))
    .expect("failed to run tauri-build");
}
