//! Who opens the hand under way when the core cannot tell: who holds 6-6 on
//! the first hand (or after a redeal of it), or whoever the table chooses
//! under rules that let it.
//!
//! The table tells it before the hand; the shell keeps it with the match
//! (`told_opener` of the match, `tell_opener`, and `new_match` for the 6-6
//! holder told at setup) until the event that ends that hand, so a restart —
//! even with the webview's storage cleared — does not ask the table again.
//! The screens read and tell it through the methods here; the signal they
//! read follows the shell's answers.

use leptos::prelude::*;
use leptos::task::spawn_local;
use tranque::Seat;

use crate::api::{self, MatchView};
use crate::ctx::Ctx;

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
    /// Shown at once; kept by the shell with the match under way (a new
    /// match gets it through `new_match`).
    pub fn tell_opener(self, seat: Option<Seat>) {
        self.opener.set(seat);
        let Some(id) = self
            .current
            .with_untracked(|m| m.as_ref().filter(|m| m.in_progress()).map(|m| m.id.clone()))
        else {
            return;
        };
        spawn_local(async move {
            self.answered(api::tell_opener(&id, seat).await);
        });
    }

    /// The opener as the shell last kept it for `view`.
    pub fn follow_opener(self, view: &MatchView) {
        self.opener.set(view.told_opener);
    }
}
