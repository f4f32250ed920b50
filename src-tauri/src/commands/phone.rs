//! The phone's commands: a buzz, the screen kept on, what the phone has
//! beyond a desktop.

use tauri::{AppHandle, Runtime, State};
use tranque_views::PhoneFeatures;

use crate::phone;
use crate::state::AppState;

/// A buzz of the phone's vibrator: the judge's play clock reached zero. On a
/// desktop nothing happens.
#[tauri::command(rename_all = "snake_case")]
pub fn buzz<R: Runtime>(app: AppHandle<R>, state: State<'_, AppState>) {
    phone::buzz(&app, &state.phone);
}

/// Keeps the phone's screen on while a match is under way (`on`), or lets it
/// sleep again; answers what holds now. On a desktop nothing changes.
#[tauri::command(async, rename_all = "snake_case")]
pub fn keep_screen_on<R: Runtime>(app: AppHandle<R>, state: State<'_, AppState>, on: bool) -> bool {
    phone::keep_screen_on(&app, &state.phone, on)
}

/// What this phone has beyond a desktop: a camera scanner for the tables'
/// codes (Android and iOS).
#[tauri::command(async, rename_all = "snake_case")]
pub fn phone_features() -> PhoneFeatures {
    phone::features()
}
