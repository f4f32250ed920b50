//! The shell's own parts, each through its public face: the store (backups
//! over simulated days, storage and restores, a history imported and kept,
//! one bad match isolated, the limits), the match clock, the refusals'
//! contract and the QR reader's bounds. One module per subject, in one test
//! program: each program of this crate links the whole app, so one program
//! instead of eight keeps about 600 MB out of a clean build (the programs
//! that run a copy of themselves as a child, and `read_only` which remounts
//! its folder, keep programs of their own).

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "../support/mod.rs"]
mod support;

#[path = "../support/pictures.rs"]
mod pictures_support;

mod backups;
mod clock;
mod error_contract;
mod history;
mod isolation;
mod limits;
mod pictures;
mod storage;
