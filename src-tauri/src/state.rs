//! The app's state behind the commands: the store behind its lock, what
//! happened when it was opened, the match clock, and the import under way
//! (tracked apart from the lock so the screens can ask while it runs).

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};

use tranque_views::{ImportPhase, ImportProgress};

use crate::clock::{MatchClock, now};
use crate::error::AppError;
use crate::files::FilePick;
use crate::phone::Phone;
use crate::stats::StatsCache;
use crate::store::{ImportReport, Notice, Store};

/// The app's state: one store behind a lock, so writes never interleave, and
/// what happened when it was opened.
pub struct AppState {
    pub(crate) store: Mutex<Option<Store>>,
    pub(crate) notice: Mutex<Option<Notice>>,
    /// The database file, for its backups; `None` for a store in memory.
    pub(crate) path: Option<std::path::PathBuf>,
    pub(crate) clock: MatchClock,
    pub(crate) import: ImportTracker,
    /// Set by `cancel_qr_read`: the picture being read is given up.
    pub(crate) qr_cancel: AtomicBool,
    /// The photo reads asked for and given up (`read_tiles`,
    /// `cancel_tiles_read`): a read whose ticket is no longer the last
    /// answers `null`.
    pub(crate) tiles_read: AtomicU64,
    /// Who answers the save and open dialogs.
    pub(crate) file_pick: FilePick,
    /// What was asked of the phone: the screen kept on, the ticks.
    pub phone: Phone,
    /// The statistics, kept between opens of their screens.
    pub(crate) stats: Mutex<StatsCache>,
}

impl AppState {
    /// Wraps an open store.
    pub fn new(store: Store) -> AppState {
        AppState::with_notice(store, None)
    }

    /// Wraps a store opened with something to tell the players (a damaged file set aside).
    pub fn with_notice(store: Store, notice: Option<Notice>) -> AppState {
        AppState::holding(Some(store), notice)
    }

    /// A state holding `store` (none when the database could not be
    /// opened) and `notice`, everything else as the app starts.
    fn holding(store: Option<Store>, notice: Option<Notice>) -> AppState {
        AppState {
            store: Mutex::new(store),
            notice: Mutex::new(notice),
            path: None,
            clock: MatchClock::system(),
            import: ImportTracker::default(),
            qr_cancel: AtomicBool::new(false),
            tiles_read: AtomicU64::new(0),
            file_pick: FilePick::from_env(),
            phone: Phone::default(),
            stats: Mutex::default(),
        }
    }

    /// The same state, knowing the database's file (for its backups).
    pub fn at(self, path: &std::path::Path) -> AppState {
        AppState {
            path: Some(path.to_owned()),
            ..self
        }
    }

    /// Whether a database is open (read-only or not).
    pub(crate) fn is_open(&self) -> bool {
        self.store
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .is_some()
    }

    pub(crate) fn notice(&self) -> Option<Notice> {
        self.notice
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone()
    }

    /// No store: the database could not be opened (e.g. it is a newer app's).
    /// Every command answers with `reason`, and so does `startup_notice`.
    pub fn unavailable(reason: Notice) -> AppState {
        AppState::holding(None, Some(reason))
    }

    /// The same state, its save and open dialogs answered by `pick` (tests).
    pub fn with_file_pick(self, pick: FilePick) -> AppState {
        AppState {
            file_pick: pick,
            ..self
        }
    }

    /// The same state, its match clock read from `clock` (tests give one whose
    /// wall time they move).
    pub fn with_clock(self, clock: MatchClock) -> AppState {
        AppState { clock, ..self }
    }

    /// The statistics brought up to date with the store, for `read`. The
    /// store's lock is taken first, then the statistics'.
    pub(crate) fn stats<T>(&self, read: impl FnOnce(&StatsCache) -> T) -> Result<T, AppError> {
        let mut store = self.store()?;
        let mut stats = self
            .stats
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        stats.refresh(&mut store)?;
        drop(store);
        Ok(read(&stats))
    }

    pub(crate) fn store(&self) -> Result<StoreGuard<'_>, AppError> {
        // A panic while holding the lock cannot leave a half-written row: every
        // write is a transaction that either committed or rolled back.
        let guard = self
            .store
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if guard.is_none() {
            let reason = self.notice().unwrap_or_else(Notice::unavailable);
            return Err(AppError::Unavailable {
                code: reason.code,
                message: reason.message,
                params: reason.params,
            });
        }
        Ok(StoreGuard(guard))
    }
}

/// Where the import under way stands, apart from the store's lock so the
/// screens can ask while it runs; and a lock of its own, so two imports run
/// one after the other (each reads a whole file in memory).
#[derive(Default)]
pub(crate) struct ImportTracker {
    one_at_a_time: Mutex<()>,
    /// 0 idle, 1 reading, 2 checking, 3 writing.
    phase: AtomicU8,
    done: AtomicUsize,
    total: AtomicUsize,
}

impl ImportTracker {
    fn set(&self, phase: ImportPhase, done: usize, total: usize) {
        self.done.store(done, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
        self.phase.store(phase as u8, Ordering::Relaxed);
    }

    pub(crate) fn view(&self) -> ImportProgress {
        let phase = match self.phase.load(Ordering::Relaxed) {
            1 => ImportPhase::Reading,
            2 => ImportPhase::Checking,
            3 => ImportPhase::Writing,
            _ => ImportPhase::Idle,
        };
        ImportProgress {
            phase,
            done: self.done.load(Ordering::Relaxed),
            total: self.total.load(Ordering::Relaxed),
        }
    }
}

impl AppState {
    /// Imports a file: read and checked by the core without the store's lock
    /// (the other commands keep answering), then written in one transaction
    /// under it. Blocks: call it off the main thread.
    pub fn import(&self, json: &str) -> Result<ImportReport, AppError> {
        let _one = self
            .import
            .one_at_a_time
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let tracker = &self.import;
        tracker.set(ImportPhase::Reading, 0, 0);
        let now = now();
        let result = Store::prepare_import(json, &now, |done, total| {
            tracker.set(ImportPhase::Checking, done, total);
        })
        .map_err(AppError::from)
        .and_then(|prepared| {
            tracker.set(ImportPhase::Writing, prepared.len(), prepared.len());
            Ok(self.store()?.write_import(prepared)?)
        });
        tracker.set(ImportPhase::Idle, 0, 0);
        result
    }
}

pub(crate) struct StoreGuard<'a>(MutexGuard<'a, Option<Store>>);

impl std::ops::Deref for StoreGuard<'_> {
    type Target = Store;
    fn deref(&self) -> &Store {
        // `AppState::store` hands out a guard only over a store.
        self.0.as_ref().expect("checked by AppState::store")
    }
}

impl std::ops::DerefMut for StoreGuard<'_> {
    fn deref_mut(&mut self) -> &mut Store {
        self.0.as_mut().expect("checked by AppState::store")
    }
}
