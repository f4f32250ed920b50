//! A hand's tiles read from a photo: the page hands over the photo's bytes
//! (its file input, the camera on a phone), the shell's photo reader
//! (`tranque-tiles`) reads them on a worker thread, and the page shows what
//! was read for the player to fix and confirm. Nothing is stored and the
//! photo is not kept.

use std::sync::atomic::Ordering;

use tauri::ipc::{InvokeBody, Request};
use tauri::{AppHandle, Runtime, State};
use tranque_tiles::{PhotoError, Reading, read_photo};
use tranque_views::{TileSeen, TilesRead};

use super::{AppState, on_state};
use crate::error::AppError;

/// The most bytes a photo may have: beyond any phone camera's JPEG, and
/// refused before the reader sees it.
pub const MAX_PHOTO_BYTES: usize = 40 << 20;

/// Reads every face-up tile in the photo sent as the request's raw body.
/// `null` when [`cancel_tiles_read`] gave the reading up; `photo_not_read`
/// or `photo_too_large` for what is no photo of a camera.
#[tauri::command(rename_all = "snake_case")]
pub async fn read_tiles<R: Runtime>(
    app: AppHandle<R>,
    request: Request<'_>,
) -> Result<Option<TilesRead>, AppError> {
    let InvokeBody::Raw(bytes) = request.body() else {
        return Err(AppError::Argument {
            name: "photo",
            why: "a photo's bytes are sent as the request's raw body".to_owned(),
        });
    };
    if bytes.len() > MAX_PHOTO_BYTES {
        return Err(AppError::PhotoNotRead(PhotoError::TooLarge));
    }
    let bytes = bytes.clone();
    on_state(app, move |state| {
        let ticket = state.tiles_read.fetch_add(1, Ordering::SeqCst) + 1;
        let reading = read_photo(&bytes).map_err(AppError::PhotoNotRead)?;
        let given_up = state.tiles_read.load(Ordering::SeqCst) != ticket;
        Ok((!given_up).then(|| view(&reading)))
    })
    .await
}

/// Gives up the photo [`read_tiles`] is reading: that read answers `null`
/// (once the reader, bounded to about a second, returns). Nothing happens
/// when no photo is being read.
#[tauri::command(rename_all = "snake_case")]
pub fn cancel_tiles_read(state: State<'_, AppState>) {
    state.tiles_read.fetch_add(1, Ordering::SeqCst);
}

/// What the reader saw, as the page reads it: whole pixels, confidence in
/// percent, each tile as the core names it, numbered left to right (by the
/// middle of each outline) as a player reads a row.
pub fn view(reading: &Reading) -> TilesRead {
    let middle = |outline: &[(f32, f32); 4]| {
        let x: f32 = outline.iter().map(|p| p.0).sum();
        let y: f32 = outline.iter().map(|p| p.1).sum();
        (x / 4.0, y / 4.0)
    };
    let mut seen: Vec<_> = reading.tiles.iter().collect();
    seen.sort_by(|a, b| {
        middle(&a.outline)
            .partial_cmp(&middle(&b.outline))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    TilesRead {
        width: reading.width,
        height: reading.height,
        tiles: seen
            .into_iter()
            .filter_map(|seen| {
                let tile = tranque::Tile::new(seen.low, seen.high).ok()?;
                // Corners are clamped to the photo: an edge may be guessed past it.
                let corner = |(x, y): (f32, f32)| {
                    [
                        x.round().clamp(0.0, reading.width as f32) as u32,
                        y.round().clamp(0.0, reading.height as f32) as u32,
                    ]
                };
                Some(TileSeen {
                    tile,
                    outline: seen.outline.map(corner),
                    confidence: (seen.confidence.clamp(0.0, 1.0) * 100.0).round() as u8,
                })
            })
            .collect(),
    }
}
