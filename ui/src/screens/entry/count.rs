//! What is being entered: who ended the hand, and what is left in each hand
//! as pips typed or tiles tapped.

use leptos::prelude::*;
use tranque::{Finish, HandEnd, Leftover, Seat, Tile};

/// The state of the form, shared by every part of the screen.
#[derive(Clone, Copy)]
pub struct Count {
    /// A blocked game rather than a domino.
    pub block: bool,
    /// Who went out (a domino) or closed (a block).
    pub who: RwSignal<Option<Seat>>,
    /// Tiles tapped rather than pips typed.
    pub by_tiles: RwSignal<bool>,
    /// The pips typed, by seat.
    pub pips: RwSignal<Vec<String>>,
    /// The tiles tapped, by seat.
    pub tiles: RwSignal<Vec<Vec<Tile>>>,
    /// The seat being entered.
    pub focus: RwSignal<usize>,
    /// How the domino went out (asked only when the rules score it).
    pub finish: RwSignal<Finish>,
}

impl Count {
    /// An empty count of `seats` hands.
    pub fn new(block: bool, seats: usize) -> Count {
        Count {
            block,
            who: RwSignal::new(None),
            by_tiles: RwSignal::new(false),
            pips: RwSignal::new(vec![String::new(); seats]),
            tiles: RwSignal::new(vec![Vec::new(); seats]),
            focus: RwSignal::new(0),
            finish: RwSignal::new(Finish::Simple),
        }
    }

    /// A count that starts from a hand's end as it was recorded.
    pub fn recorded(block: bool, seats: usize, end: &HandEnd) -> Count {
        let count = Count::new(block, seats);
        let (who, left) = match end {
            HandEnd::Domino { by, left, finish } => {
                count.finish.set(*finish);
                (*by, Some(left))
            }
            HandEnd::Block { closed_by, left } => (*closed_by, Some(left)),
            HandEnd::PassedWithPlayable { by } => (*by, None),
        };
        count.who.set(Some(who));
        match left {
            Some(Leftover::Pips(p)) => count.pips.set(p.iter().map(u32::to_string).collect()),
            Some(Leftover::Tiles(t)) => {
                count.by_tiles.set(true);
                count.tiles.set(t.clone());
            }
            None => {}
        }
        count
    }

    /// The end of the hand as entered, once who ended it is known (tracked).
    /// A typed value that is not a number counts as 0 here: [`Count::typo`]
    /// keeps it from being saved.
    pub fn end(self) -> Option<HandEnd> {
        let who = self.who.get()?;
        let left = if self.by_tiles.get() {
            Leftover::Tiles(self.tiles.get())
        } else {
            Leftover::Pips(
                self.pips
                    .get()
                    .iter()
                    .map(|p| p.trim().parse::<u32>().unwrap_or(0))
                    .collect(),
            )
        };
        Some(if self.block {
            HandEnd::Block {
                closed_by: who,
                left,
            }
        } else {
            HandEnd::Domino {
                by: who,
                left,
                finish: self.finish.get(),
            }
        })
    }

    /// [`Count::end`], read once (for saving).
    pub fn end_untracked(self) -> Option<HandEnd> {
        untrack(|| self.end())
    }

    /// A value typed that is not a number, refused before the core (tracked).
    pub fn typo(self) -> Option<String> {
        if self.by_tiles.get() {
            return None;
        }
        self.pips
            .get()
            .iter()
            .find(|p| !p.trim().is_empty() && p.trim().parse::<u32>().is_err())
            .cloned()
    }

    /// The seat that went out or closed; after a domino, the next seat's
    /// hand (`next`) is the one to enter.
    pub fn pick(self, who: Seat, next: Seat) {
        self.who.set(Some(who));
        if !self.block {
            self.focus.set(next.index());
        }
    }

    /// A key of the number pad on the hand being entered: a digit, `-1` to
    /// erase one, `-2` to clear.
    pub fn key(self, key: i8) {
        let at = self.focus.get_untracked();
        self.pips.update(|p| {
            let Some(typed) = p.get_mut(at) else { return };
            match key {
                -1 => {
                    typed.pop();
                }
                -2 => typed.clear(),
                digit => {
                    if typed.len() < 3 {
                        typed.push(char::from(b'0' + digit.unsigned_abs()));
                    }
                }
            }
        });
    }

    /// A tile tapped: into the hand being entered, or out of it.
    pub fn toggle(self, tile: Tile) {
        let at = self.focus.get_untracked();
        self.tiles.update(|all| {
            if let Some(hand) = all.get_mut(at) {
                match hand.iter().position(|t| *t == tile) {
                    Some(pos) => {
                        hand.remove(pos);
                    }
                    None => hand.push(tile),
                }
            }
        });
    }

    /// The tiles of the hand being entered (tracked).
    pub fn chosen(self) -> Vec<Tile> {
        let at = self.focus.get();
        self.tiles.with(|t| t.get(at).cloned().unwrap_or_default())
    }

    /// The tiles of the other hands, which this one cannot hold (tracked).
    pub fn taken(self) -> Vec<Tile> {
        let at = self.focus.get();
        self.tiles.with(|t| {
            t.iter()
                .enumerate()
                .filter(|(i, _)| *i != at)
                .flat_map(|(_, hand)| hand.iter().copied())
                .collect()
        })
    }

    /// The pips of the tiles tapped for seat `at` (tracked).
    pub fn tile_pips(self, at: usize) -> u32 {
        self.tiles.with(|t| {
            t.get(at)
                .map_or(0, |hand| hand.iter().map(|t| t.pips()).sum())
        })
    }
}
