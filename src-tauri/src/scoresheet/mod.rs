//! The signed scoresheet as an image, to save or to share in a chat: the
//! players, every row of the sheet with how each hand was won, the running
//! totals, the winner, the signature, the day and the rule set, drawn as SVG
//! from the stored match ([`svg`]) and rendered to a PNG 1,080 pixels wide
//! with the embedded fonts ([`font`], [`png`]), legible as a chat's thumbnail.
//!
//! The words on the image come from the UI, already in the player's language
//! ([`SheetLabels`]): the catalogue stays one (`ui/locales/*.json`) and no
//! sentence is written here. The shell adds only what the match holds: the
//! players' names, the numbers, the signature's ink, the day.
//!
//! [`image_of`] is the plain function that answers with the PNG's bytes; the
//! desktop saves them through the save dialog (`save_scoresheet_image`), and a
//! phone's share sheet can take the same bytes.

pub mod png;
/// The embedded fonts, shared with the tournament's paperwork.
pub use tranque::paper::font;
pub mod svg;

#[cfg(test)]
mod tests;

use chrono::TimeZone;

use crate::error::AppError;
use crate::state::AppState;
use crate::store::StoredMatch;

/// The most a label may hold, in characters; longer ones are cut. A label is
/// a row's or a heading's words, never a paragraph.
pub const MAX_LABEL_CHARS: usize = 120;

/// The words of the image, in the player's language, as the UI sends them.
pub use tranque_views::SheetLabels;

/// A scoresheet drawn as a PNG.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    /// The PNG file's bytes.
    pub png: Vec<u8>,
    /// The file name to suggest: `tranque-<day>-<names>.png`.
    pub name: String,
    /// What the image says, as plain text (also in the PNG's `Description`).
    pub description: String,
}

/// Why a scoresheet could not be drawn (never the match's fault: its
/// values are escaped and its size bounded).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    /// The drawing was not read back as SVG.
    #[error("the scoresheet's drawing could not be read: {0}")]
    Svg(String),
    /// No picture of this size could be made.
    #[error("no picture of {width}×{height} pixels could be made")]
    Size {
        /// Its width.
        width: u32,
        /// Its height.
        height: u32,
    },
    /// The PNG could not be written.
    #[error("the PNG could not be written: {0}")]
    Png(String),
}

/// The scoresheet of the stored match `match_id` as a PNG, dated in the
/// phone's time zone: what `save_scoresheet_image` writes, and what a share
/// sheet can take. Refused with `no_such_match` when there is none; the
/// store is held only to read the match, not while drawing.
pub fn image(state: &AppState, match_id: &str, labels: &SheetLabels) -> Result<Image, AppError> {
    let stored = state.store()?.get_match(match_id)?;
    image_of(&stored, labels, &chrono::Local)
}

/// The scoresheet of `stored` as a PNG, its words from `labels`, its day the
/// day the match ended (or began) in `zone`. Refused with `bad_argument`
/// (`labels`) when the labels do not give one row per row of the sheet;
/// a drawing that fails is `file_not_saved` under the suggested name.
pub fn image_of<Tz: TimeZone>(
    stored: &StoredMatch,
    labels: &SheetLabels,
    zone: &Tz,
) -> Result<Image, AppError> {
    let rows = stored.game.standings().sheet.len();
    if labels.rows.len() != rows {
        return Err(AppError::Argument {
            name: "labels",
            why: format!(
                "{} row labels for a sheet of {rows} rows",
                labels.rows.len()
            ),
        });
    }
    let instant = stored.finished_at.as_deref().unwrap_or(&stored.started_at);
    let day = local_day(instant, zone);
    let name = file_name(&day, stored.seats.iter().map(|s| s.name.as_str()));
    let drawing = svg::draw(stored, labels, &day);
    let png = png::render(&drawing).map_err(|err| AppError::FileNotSaved {
        file: name.clone(),
        why: err.to_string(),
    })?;
    Ok(Image {
        png,
        name,
        description: drawing.description,
    })
}

/// The calendar day (`YYYY-MM-DD`) of an RFC 3339 instant in `zone`, so the
/// sheet is dated the day the players lived it. Text that is not an instant
/// gives its first ten characters, as written.
pub fn local_day<Tz: TimeZone>(instant: &str, zone: &Tz) -> String {
    match chrono::DateTime::parse_from_rfc3339(instant) {
        Ok(at) => at
            .with_timezone(zone)
            .date_naive()
            .format("%Y-%m-%d")
            .to_string(),
        Err(_) => instant.chars().take(10).collect(),
    }
}

/// `tranque-<day>-<names>.png`: the names lower-cased, each a run of letters
/// and digits joined by `-`, so any system takes the name as it is.
pub fn file_name<'a>(day: &str, names: impl IntoIterator<Item = &'a str>) -> String {
    let mut slug = String::new();
    for word in names
        .into_iter()
        .flat_map(|n| n.split(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty())
    {
        if slug.chars().count() + word.chars().count() > 60 {
            break;
        }
        slug.push('-');
        slug.extend(word.chars().flat_map(char::to_lowercase));
    }
    let day: String = day
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    format!("tranque-{day}{slug}.png")
}
