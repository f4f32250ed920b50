//! The instants the match clock's events are stamped with.
//!
//! The core counts a match's running time from the instants its clock events
//! carry (start, pause, resume, time called); the shell stamps them. Stamped
//! straight from the phone's wall clock, a time set back would refuse every
//! pause until the clock caught up (`clock_went_backwards`), and a time set
//! forward would call time early. So the shell reads the wall clock once, when
//! the app starts, and carries it forward with a steady clock that the phone's
//! time setting cannot move — the time since boot, counting sleep, so a phone
//! left on the table with its screen off still counts the federation's 35
//! minutes — and it never stamps an instant before the match's last clock
//! event.
//!
//! Across a restart the wall clock is read again. If it reads before the
//! match's last clock event (the time was set back while the app was
//! closed), the clock carries on from that event, so the time the app was
//! closed counts as none and never as negative; a time set forward while the
//! app was closed cannot be told from time that passed. The table screen
//! reads the clock as it opens ([`crate::commands::clock_now`]), so the
//! time counts from there.
//!
//! ```
//! use tranque_app_lib::clock::{MatchClock, TimeSource};
//!
//! /// A phone whose owner sets the time back an hour, five seconds in.
//! struct Fiddled;
//! impl TimeSource for Fiddled {
//!     fn wall_ms(&self) -> i64 { 1_000_000 - 3_600_000 }
//!     fn steady_ms(&self) -> i64 { 5_000 }
//! }
//! let clock = MatchClock::with_start(Fiddled, 1_000_000, 0);
//! assert_eq!(clock.stamp(None), 1_005_000);
//! // Never before the last clock event the match recorded.
//! assert_eq!(clock.stamp(Some(2_000_000)), 2_000_000);
//! ```

use std::sync::atomic::{AtomicI64, Ordering};

/// The time as the store records it (a match's or a backup's date, not a
/// clock event's instant): the wall clock now, RFC 3339, UTC, to the second.
pub fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// Where the shell reads the time: a wall clock (Unix milliseconds, which the
/// phone's owner may set) and a steady clock (milliseconds from any origin,
/// which only moves forward at the pace of real time).
pub trait TimeSource: Send + Sync {
    /// The wall clock, Unix milliseconds.
    fn wall_ms(&self) -> i64;
    /// The steady clock, milliseconds from an origin of its own.
    fn steady_ms(&self) -> i64;
}

/// The phone's clocks: the system's wall time, and the time since boot
/// including sleep (`CLOCK_BOOTTIME` on Linux and Android; Rust's monotonic
/// `Instant` elsewhere).
#[derive(Debug)]
pub struct SystemTime {
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    origin: std::time::Instant,
}

impl SystemTime {
    /// The system's clocks.
    pub fn new() -> SystemTime {
        SystemTime {
            #[cfg(not(any(target_os = "linux", target_os = "android")))]
            origin: std::time::Instant::now(),
        }
    }
}

impl Default for SystemTime {
    fn default() -> SystemTime {
        SystemTime::new()
    }
}

impl TimeSource for SystemTime {
    fn wall_ms(&self) -> i64 {
        chrono::Utc::now().timestamp_millis()
    }

    #[cfg(any(target_os = "linux", target_os = "android"))]
    fn steady_ms(&self) -> i64 {
        let since_boot = rustix::time::clock_gettime(rustix::time::ClockId::Boottime);
        std::time::Duration::try_from(since_boot)
            .ok()
            .and_then(|d| i64::try_from(d.as_millis()).ok())
            .unwrap_or(0)
    }

    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    fn steady_ms(&self) -> i64 {
        i64::try_from(self.origin.elapsed().as_millis()).unwrap_or(i64::MAX)
    }
}

/// The clock the shell stamps clock events with: the wall time read at start,
/// carried forward by the steady clock.
pub struct MatchClock {
    source: Box<dyn TimeSource>,
    /// The wall time at start, raised to a match's last clock event when that
    /// is later (the phone's time was set back while the app was closed).
    start_wall_ms: AtomicI64,
    start_steady_ms: i64,
}

impl MatchClock {
    /// The phone's clocks, read now.
    pub fn system() -> MatchClock {
        MatchClock::new(SystemTime::new())
    }

    /// A clock over `source`, its start read from it now.
    pub fn new(source: impl TimeSource + 'static) -> MatchClock {
        let (wall, steady) = (source.wall_ms(), source.steady_ms());
        MatchClock::with_start(source, wall, steady)
    }

    /// A clock over `source` that started at `start_wall_ms` on the wall
    /// clock, when the steady clock read `start_steady_ms`.
    pub fn with_start(
        source: impl TimeSource + 'static,
        start_wall_ms: i64,
        start_steady_ms: i64,
    ) -> MatchClock {
        MatchClock {
            source: Box::new(source),
            start_wall_ms: AtomicI64::new(start_wall_ms),
            start_steady_ms,
        }
    }

    /// The instant to stamp a clock event with, for a match whose last clock
    /// event was at `last_ms`: the start's wall time plus the steady time
    /// since, and never before `last_ms`. A `last_ms` ahead of the clock
    /// moves the clock's start forward to it, so the time from here on
    /// counts from that instant rather than standing still until the wall
    /// time catches up.
    pub fn stamp(&self, last_ms: Option<i64>) -> i64 {
        let since_start = self
            .source
            .steady_ms()
            .saturating_sub(self.start_steady_ms)
            .max(0);
        let now = self
            .start_wall_ms
            .load(Ordering::SeqCst)
            .saturating_add(since_start);
        match last_ms {
            Some(last) if last > now => {
                self.start_wall_ms
                    .fetch_max(last.saturating_sub(since_start), Ordering::SeqCst);
                last
            }
            _ => now,
        }
    }
}

impl std::fmt::Debug for MatchClock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MatchClock")
            .field("start_wall_ms", &self.start_wall_ms.load(Ordering::SeqCst))
            .field("start_steady_ms", &self.start_steady_ms)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_steady_clock_moves_forward_with_real_time() {
        let clock = SystemTime::new();
        let before = clock.steady_ms();
        std::thread::sleep(std::time::Duration::from_millis(20));
        let after = clock.steady_ms();
        assert!(after - before >= 20, "{before} → {after}");
        assert!(after - before < 5_000, "{before} → {after}");
    }

    #[test]
    fn the_system_clock_starts_at_the_wall_time() {
        let clock = MatchClock::system();
        let wall = chrono::Utc::now().timestamp_millis();
        assert!((clock.stamp(None) - wall).abs() < 5_000);
    }
}
