//! The values a refusal names, in the words of its English message.

use crate::{FileLimit, Finish, PathStep, Tile};

/// A path in a match file for a message: `events[3].end`, `the file` for the top.
pub(super) fn path_text(path: &[PathStep]) -> String {
    let mut text = String::new();
    for step in path {
        match step {
            PathStep::Index(i) => text.push_str(&format!("[{i}]")),
            PathStep::Key(key) if text.is_empty() => text.push_str(key),
            PathStep::Key(key) => text.push_str(&format!(".{key}")),
        }
    }
    if text.is_empty() {
        text.push_str("the file");
    }
    text
}

/// What a [`FileLimit`] counts, for a message.
pub(super) fn limit_words(limit: FileLimit) -> &'static str {
    match limit {
        FileLimit::Events => "events",
        FileLimit::Penalties => "penalties",
        FileLimit::Items => "items in a list",
        FileLimit::Fields => "fields in an object",
        FileLimit::Text => "characters in a text",
        FileLimit::Depth => "levels of lists and objects",
    }
}

/// Tiles in words for a message: "5-0, 1-1, 2-0".
pub(super) fn tile_list(tiles: &[Tile]) -> String {
    tiles
        .iter()
        .map(Tile::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Finishes for a message: "simple, capicua".
pub(super) fn finish_list(finishes: &[Finish]) -> String {
    finishes
        .iter()
        .map(|f| f.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The rule of [`RuleError::RedealNotAllowed`] in words.
pub(super) fn redeal_rule(threshold: Option<u8>) -> String {
    match threshold {
        Some(n) => format!("{n} or more doubles"),
        None => "all doubles are played".to_owned(),
    }
}
