//! What is left in the hands at a hand's end, as given (pip counts or the
//! tiles themselves), and its count checked against the table.

use serde::{Deserialize, Serialize};

use crate::hand::check_distinct;
use crate::tile::{HAND_SIZE, MAX_HAND_PIPS, SET_PIPS};
use crate::{Hand, RuleError, Seat, Table, Tile};

/// What is left in each hand at the end, per seat (index = seat).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Leftover {
    /// Pip counts.
    Pips(Vec<u32>),
    /// The tiles themselves.
    Tiles(Vec<Vec<Tile>>),
}

impl Leftover {
    /// Pip counts written `9,0,4,12` (commas or spaces).
    pub fn parse_pips(text: &str) -> Result<Leftover, RuleError> {
        let pips = text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|part| !part.is_empty())
            .map(|part| {
                part.parse::<u32>().map_err(|_| RuleError::BadNumber {
                    text: part.to_owned(),
                })
            })
            .collect::<Result<Vec<u32>, _>>()?;
        Ok(Leftover::Pips(pips))
    }

    /// Tiles written hand by hand, `/` between seats: `"6-6 5-4/3-3//1-0"`.
    /// An empty part is an empty hand.
    pub fn parse_tiles(text: &str) -> Result<Leftover, RuleError> {
        let hands = text
            .split('/')
            .enumerate()
            .map(|(seat, part)| {
                let hand: Hand = part.parse().map_err(|err| match err {
                    RuleError::TooManyTiles { count, .. } => RuleError::TooManyTiles {
                        seat: Seat(u8::try_from(seat).unwrap_or(u8::MAX)),
                        count,
                    },
                    other => other,
                })?;
                Ok(hand.tiles().to_vec())
            })
            .collect::<Result<Vec<_>, RuleError>>()?;
        Ok(Leftover::Tiles(hands))
    }

    /// The number of seats the leftover is given for.
    pub fn seats(&self) -> usize {
        match self {
            Leftover::Pips(pips) => pips.len(),
            Leftover::Tiles(hands) => hands.len(),
        }
    }
}

/// Pips per seat, and the hands when given as tiles.
pub(super) type Counted<'a> = (Vec<u32>, Option<&'a [Vec<Tile>]>);

/// Pips per seat after checking the leftover: right number of hands, counts in
/// range, tiles distinct and at most 7 a hand. Also returns the hands, for tiles.
pub(super) fn count_pips<'a>(table: &Table, left: &'a Leftover) -> Result<Counted<'a>, RuleError> {
    if left.seats() != table.seats() {
        return Err(RuleError::SeatCountMismatch {
            seats: table.seats(),
            given: left.seats(),
        });
    }
    match left {
        Leftover::Pips(pips) => {
            for (seat, &p) in table.all_seats().zip(pips) {
                if p > MAX_HAND_PIPS {
                    return Err(RuleError::PipsOutOfRange { seat, pips: p });
                }
            }
            let total: u64 = pips.iter().map(|&p| u64::from(p)).sum();
            if total > u64::from(SET_PIPS) {
                return Err(RuleError::PipsTotalOutOfRange { total });
            }
            Ok((pips.clone(), None))
        }
        Leftover::Tiles(hands) => {
            for (seat, hand) in table.all_seats().zip(hands) {
                if hand.len() > HAND_SIZE {
                    return Err(RuleError::TooManyTiles {
                        seat,
                        count: hand.len(),
                    });
                }
            }
            let all: Vec<Tile> = hands.iter().flatten().copied().collect();
            check_distinct(&all)?;
            let pips = hands
                .iter()
                .map(|hand| hand.iter().map(|t| t.pips()).sum())
                .collect();
            Ok((pips, Some(hands.as_slice())))
        }
    }
}
