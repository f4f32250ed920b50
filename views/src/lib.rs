//! The answers of the shell's commands, as the shell writes them and the UI
//! reads them (`docs/commands.md`), and the requests that carry more than a
//! few values (the scoresheet's words): each defined once, plain data with serde
//! both ways, so the contract cannot drift while both sides compile.
//! Beside them, the UI's pages and the paths each shows ([`Page`]), which
//! the shell serves and the UI navigates by, and the shell's own refusals
//! ([`ShellRefusal`]), which the shell writes as an error's code and params
//! and the UI reads back from them.
//!
//! Nothing here knows the store, Tauri or Leptos: the shell builds these
//! views from its records, the UI reads them. The data inside them are the
//! core's own types (`tranque`), crossing exactly as the core writes them.
//!
//! The views avoid internally tagged enums and untagged ones: serde reads
//! those by buffering the whole value first, which compiles a second reader
//! of everything inside them into the UI's wasm. (A refusal's params are
//! only written by serde, untagged, and read back by the core's
//! `tranque::error::read`, see [`ShellRefusal`]: no serde reader of them.)

mod backups;
mod error;
mod exchange;
mod files;
mod handover;
mod history;
mod individual;
mod match_view;
mod page;
mod phone;
mod players;
mod refusal;
mod scoresheet;
mod stats;
mod tiles;
mod tournament;

pub use backups::{Backup, BackupKind, Restored};
pub use error::{ApiError, Given};
pub use exchange::{HistoryExport, ImportPhase, ImportProgress, ImportReport};
pub use files::SavedFile;
pub use handover::{TakeOver, TakenOver};
pub use history::{HistoryFilter, HistoryQuery, MatchPage, MatchSummary};
pub use individual::IndividualView;
pub use match_view::{EventView, MatchView, SeatPlayer, Status};
pub use page::Page;
pub use phone::PhoneFeatures;
pub use players::Player;
pub use refusal::{About, Closed, InImport, ShellRefusal};
pub use scoresheet::SheetLabels;
pub use stats::{
    Filter, Meeting, Opponent, PlayerPage, PlayerSummary, PlayerView, StatsView, Summary,
};
pub use tiles::{TileSeen, TilesRead};
pub use tournament::{QrCode, QrRead, TableLink, TournamentSummary, TournamentView};

#[cfg(test)]
mod tests;
