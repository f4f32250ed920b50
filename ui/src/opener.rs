//! Who opens the hand under way when the core cannot tell: who holds 6-6 on
//! the first hand (or after a redeal of it), or whoever the table chooses
//! under rules that let it.
//!
//! The table tells it before the hand and it is recorded with the hand's end
//! (or an applied penalty). Until then it is kept on the phone for the match
//! under way, so a restart does not ask the table again. Every screen reads
//! and tells it through the methods here, and nothing else touches where it
//! is kept.

use leptos::prelude::*;
use tranque::Seat;

use crate::api::MatchView;
use crate::ctx::{Ctx, forget, save, saved};

/// Where the opener told before a hand is kept: `"<match id> <seat>"`.
const SAVED_OPENER: &str = "tranque.opener";

impl Ctx {
    /// The opener told at the table for the hand under way (tracked).
    pub fn told_opener(self) -> Option<Seat> {
        self.opener.get()
    }

    /// The opener told at the table, to record with what ends the hand when
    /// the core cannot tell (`needed`), else `None`.
    pub fn opener_to_record(self, needed: bool) -> Option<Seat> {
        if needed {
            self.opener.get_untracked()
        } else {
            None
        }
    }

    /// The table tells who opens (or, with `None`, that it is not known).
    pub fn tell_opener(self, seat: Option<Seat>) {
        self.opener.set(seat);
    }

    /// The hand under way ended: its opener is no longer needed.
    pub(crate) fn forget_opener(self) {
        self.opener.set(None);
    }

    /// Keeps the opener told on the phone, with the match it belongs to,
    /// whenever either changes.
    pub(crate) fn keep_opener(self) {
        Effect::new(move |_| {
            let opener = self.opener.get();
            let Some(id) = self.current.with(|m| m.as_ref().map(|m| m.id.clone())) else {
                return;
            };
            match opener {
                Some(seat) => save(SAVED_OPENER, &format!("{id} {}", seat.0)),
                None => forget(SAVED_OPENER),
            }
        });
    }

    /// The opener kept on the phone for `m`, if `m` still needs it.
    pub(crate) fn kept_opener(m: &MatchView) -> Option<Seat> {
        let kept = saved(SAVED_OPENER)?;
        let (id, seat) = kept.split_once(' ')?;
        let seat = Seat(seat.parse().ok()?);
        (id == m.id && m.standings.next_opener.seat().is_none()).then_some(seat)
    }
}
