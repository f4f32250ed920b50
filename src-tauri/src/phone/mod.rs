//! The phone's behaviours: the screen kept on while a match is under way, a
//! short tick when a hand is saved, a file handed to the system's share
//! sheet, and a QR code read with the camera.
//!
//! Android and iOS do them through plugins, in `phone/mobile.rs` — the only code of
//! the shell compiled for phones alone (`cfg(mobile)`). A desktop has none of
//! them: there, these functions only keep what was asked ([`Phone`]), so the
//! app answers the same on every platform and the tests can see it. The
//! plugins are called from here, never from the webview — except the
//! barcode scanner, which has no Rust API: `capabilities/mobile.json` grants
//! the webview its scan (and the camera's permission) on Android and iOS
//! alone, and [`features`] tells the UI whether it is there.

#[cfg(mobile)]
mod mobile;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use tauri::{AppHandle, Runtime};
use tranque_views::PhoneFeatures;

use crate::error::AppError;

/// What the app last asked of the phone.
#[derive(Debug, Default)]
pub struct Phone {
    screen_on: AtomicBool,
    ticks: AtomicUsize,
    buzzes: AtomicUsize,
}

impl Phone {
    /// Whether the screen is kept on.
    pub fn screen_on(&self) -> bool {
        self.screen_on.load(Ordering::SeqCst)
    }

    /// How many ticks were given since the app started.
    pub fn ticks(&self) -> usize {
        self.ticks.load(Ordering::SeqCst)
    }

    /// How many buzzes were given since the app started.
    pub fn buzzes(&self) -> usize {
        self.buzzes.load(Ordering::SeqCst)
    }
}

/// What this build's phone offers: a scanner on Android and iOS, nothing on
/// a desktop (where a code is read from a picture's file).
pub fn features() -> PhoneFeatures {
    PhoneFeatures {
        scanner: cfg!(mobile),
    }
}

/// Adds the phone's plugins to `builder` (none on a desktop).
pub fn plugins<R: Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    #[cfg(mobile)]
    let builder = mobile::plugins(builder);
    builder
}

/// Keeps the screen on (`on`) or lets it sleep again; answers what holds now.
/// A phone that cannot is not an error: the match goes on, the screen may
/// dim as it always did.
pub fn keep_screen_on<R: Runtime>(app: &AppHandle<R>, phone: &Phone, on: bool) -> bool {
    #[cfg(mobile)]
    mobile::keep_screen_on(app, on);
    #[cfg(not(mobile))]
    let _ = app;
    phone.screen_on.store(on, Ordering::SeqCst);
    on
}

/// A short haptic tick: a hand was saved. A phone without a vibrator, or
/// one that refuses, changes nothing of what was saved.
pub fn tick<R: Runtime>(app: &AppHandle<R>, phone: &Phone) {
    haptic(app, Haptic::Tick, &phone.ticks);
}

/// A longer buzz, for the judge's play clock at zero (004 §5a, §6a).
pub fn buzz<R: Runtime>(app: &AppHandle<R>, phone: &Phone) {
    haptic(app, Haptic::Buzz, &phone.buzzes);
}

/// What the phone's vibrator plays.
#[derive(Debug, Clone, Copy)]
enum Haptic {
    /// The short tick of a hand saved.
    Tick,
    /// The longer buzz of the play clock at zero.
    Buzz,
}

/// Plays `signal` (on a phone: a desktop has no vibrator) and counts it in
/// `given`.
fn haptic<R: Runtime>(app: &AppHandle<R>, signal: Haptic, given: &AtomicUsize) {
    #[cfg(mobile)]
    mobile::haptic(app, signal);
    #[cfg(not(mobile))]
    let _ = (app, signal);
    given.fetch_add(1, Ordering::SeqCst);
}

/// Hands a file (`bytes`, named `name`, of MIME type `mime`: a picture,
/// a PDF document) to the system's share sheet, where the phone has one:
/// written to the app's cache folder, then shared from there. `None` on a
/// desktop, which has no share sheet: the caller saves it through the save
/// dialog instead. `Some(Ok(name))` once the sheet opened.
pub fn share<R: Runtime>(
    app: &AppHandle<R>,
    name: &str,
    bytes: &[u8],
    mime: &str,
) -> Option<Result<String, AppError>> {
    #[cfg(mobile)]
    return Some(mobile::share_file(app, name, bytes, mime));
    #[cfg(not(mobile))]
    {
        let _ = (app, name, bytes, mime);
        None
    }
}
