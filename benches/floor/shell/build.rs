//! Generates the permission of the floor's one command, granted by name in
//! `capabilities/default.json` like Tranque's own commands.

fn main() {
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(&["sqlite_version"])),
    )
    .expect("failed to run tauri-build");
}
