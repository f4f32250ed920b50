//! Generates the permissions of the app's own commands, so that a capability
//! must grant each command by name before the webview may call it.

fn main() {
    tauri_build::try_build(
        tauri_build::Attributes::new().app_manifest(
            tauri_build::AppManifest::new().commands(&["list_players", "add_player"]),
        ),
    )
    .expect("failed to run tauri-build");
}
