//! The screens, one module each.

pub mod entry;
pub mod history;
pub mod home;
pub mod over;
pub mod penalty;
pub mod redeal;
pub mod setup;
pub mod stats;
pub mod table;
