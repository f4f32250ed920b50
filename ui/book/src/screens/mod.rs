//! The book's screens, one module each: the history with its filters and
//! transfers, and a past match as its scoresheet (`history`); the
//! statistics, head-to-head and a player's page (`stats`); the backups of
//! the history, to restore one (`backups`).

pub mod backups;
pub mod history;
pub mod stats;
