//! Android and iOS only: the plugins behind the phone's behaviours.
//!
//! - `tauri-plugin-keep-screen-on` sets the window's keep-screen-on flag
//!   (Android's `FLAG_KEEP_SCREEN_ON`, iOS's `isIdleTimerDisabled`);
//! - `tauri-plugin-haptics` (official) plays the tick; Android grants its
//!   `VIBRATE` permission at install, with no prompt;
//! - `tauri-plugin-sharekit` opens the system's share sheet on a file the
//!   shell wrote to the app's cache folder;
//! - `tauri-plugin-barcode-scanner` (official) reads a table's QR code with
//!   the camera. Its Rust side has no API: the webview calls its `scan`
//!   (and asks for the camera first), granted by `capabilities/mobile.json`
//!   on Android and iOS only, and hands the text to `read_qr_text`.
//!
//! The first three are called from Rust only; a failure is logged to the
//! console and never reaches the score.

use tauri::{AppHandle, Runtime};

use super::Haptic;
use crate::error::AppError;
use tauri_plugin_haptics::{HapticsExt, ImpactFeedbackStyle};
use tauri_plugin_keep_screen_on::KeepScreenOnExt;
use tauri_plugin_sharekit::{ShareExt, ShareFileOptions};

/// The builder with the four plugins.
pub(super) fn plugins<R: Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    builder
        .plugin(tauri_plugin_keep_screen_on::init())
        .plugin(tauri_plugin_haptics::init())
        .plugin(tauri_plugin_sharekit::init())
        .plugin(tauri_plugin_barcode_scanner::init())
}

pub(super) fn keep_screen_on<R: Runtime>(app: &AppHandle<R>, on: bool) {
    if let Err(err) = app.keep_screen_on().keep_screen_on(on) {
        eprintln!("keep screen on ({on}): {err}");
    }
}

pub(super) fn haptic<R: Runtime>(app: &AppHandle<R>, signal: Haptic) {
    let (what, played) = match signal {
        Haptic::Tick => (
            "haptic tick",
            app.haptics().impact_feedback(ImpactFeedbackStyle::Light),
        ),
        Haptic::Buzz => ("buzz", app.haptics().vibrate(400)),
    };
    if let Err(err) = played {
        eprintln!("{what}: {err}");
    }
}

/// Writes `bytes` (a file of `mime_type`) to the app's cache folder as
/// `name` and opens the share sheet on it.
pub(super) fn share_file<R: Runtime>(
    app: &AppHandle<R>,
    name: &str,
    bytes: &[u8],
    mime_type: &str,
) -> Result<String, AppError> {
    use tauri::Manager;
    let failed = |why: String| AppError::FileNotSaved {
        file: name.to_owned(),
        why,
    };
    let folder = app
        .path()
        .app_cache_dir()
        .map_err(|e| failed(e.to_string()))?;
    std::fs::create_dir_all(&folder).map_err(|e| failed(e.to_string()))?;
    let file = folder.join(name);
    std::fs::write(&file, bytes).map_err(|e| failed(e.to_string()))?;
    let window = app
        .get_webview_window("main")
        .ok_or_else(|| failed("no window to share from".to_owned()))?;
    let options = ShareFileOptions {
        mime_type: Some(mime_type.to_owned()),
        title: Some(name.to_owned()),
        position: None,
    };
    app.share()
        .share_file(window, file.to_string_lossy().into_owned(), options)
        .map_err(|e| failed(e.to_string()))?;
    Ok(name.to_owned())
}
