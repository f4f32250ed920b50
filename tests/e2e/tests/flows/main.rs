//! The end-to-end flows: the release-built app in the real webview, driven
//! through WebDriver under Xvfb, one module a flow. One test binary: each
//! flow runs through `tranque_e2e::run`, in bounded time.

mod accessibility;
mod back;
mod batidas;
mod board;
mod capicua;
mod clasico;
mod clock;
mod custom_rules;
mod federacion;
mod files;
mod forfeit;
mod handover;
mod history_edit;
mod history_filters;
mod individual;
mod insights;
mod language;
mod layout;
mod megajogos;
mod paperwork;
mod portuguese;
mod recovery;
mod redeal;
mod rename;
mod resume;
mod scoresheet;
mod signature;
mod system_language;
mod teams;
mod tiles_photo;
mod told_opener;
mod tournament;
