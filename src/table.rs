//! The table: how many players sit, and how they form sides.
//!
//! Seats are numbered 0 … n−1 in the order of play, counter-clockwise: the
//! player after seat `s` is seat `s + 1 (mod n)`, the one at `s`'s right.
//! In pairs (4 players) side A is seats 0 and 2, side B seats 1 and 3; in
//! individual play every seat is its own side.
//!
//! ```
//! use tranque::{Mode, Seat, Side, Table};
//!
//! let pairs = Table::new(4, Mode::Pairs).unwrap();
//! assert_eq!(pairs.side_of(Seat(3)), Side(1));
//! assert_eq!(pairs.side_label(Side(1)), "B");
//! assert_eq!(pairs.seats_of(Side(0)).collect::<Vec<_>>(), [Seat(0), Seat(2)]);
//! assert_eq!(pairs.next_seat(Seat(3)), Seat(0));
//!
//! let three = Table::new(3, Mode::Individual).unwrap();
//! assert_eq!(three.side_of(Seat(2)), Side(2));
//! assert_eq!(three.side_label(Side(2)), "2");
//! assert_eq!(Table::new(3, Mode::Pairs).unwrap_err().code(), "pairs_need_four_seats");
//! ```

use crate::{Mode, Opener, RuleError, Seat, Side};

/// The fewest players at a table.
pub const MIN_SEATS: usize = 2;
/// The most players at a table.
pub const MAX_SEATS: usize = 4;

/// How many players sit, and how they form sides. Invariant: 2–4 seats, and
/// 4 seats for pairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Table {
    seats: u8,
    mode: Mode,
}

impl Table {
    /// A table of `seats` players in `mode`.
    pub fn new(seats: usize, mode: Mode) -> Result<Table, RuleError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(RuleError::BadSeatCount { seats });
        }
        if mode == Mode::Pairs && seats != 4 {
            return Err(RuleError::PairsNeedFourSeats { seats });
        }
        // 2..=4 fits in a u8.
        Ok(Table {
            seats: seats as u8,
            mode,
        })
    }

    /// The number of players.
    pub fn seats(&self) -> usize {
        usize::from(self.seats)
    }

    /// Pairs or individual.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The number of sides: 2 for pairs, one per seat otherwise.
    pub fn sides(&self) -> usize {
        match self.mode {
            Mode::Pairs => 2,
            Mode::Individual => self.seats(),
        }
    }

    /// Every seat, in the order of play.
    pub fn all_seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.seats).map(Seat)
    }

    /// Every side.
    pub fn all_sides(&self) -> impl Iterator<Item = Side> + use<> {
        // At most 4 sides.
        (0..self.sides() as u8).map(Side)
    }

    /// The side a seat plays for. The seat must be at the table (see [`Table::check_seat`]).
    pub fn side_of(&self, seat: Seat) -> Side {
        match self.mode {
            Mode::Pairs => Side(seat.0 % 2),
            Mode::Individual => Side(seat.0),
        }
    }

    /// The seats of a side, in the order of play.
    pub fn seats_of(&self, side: Side) -> impl Iterator<Item = Seat> + use<> {
        let table = *self;
        self.all_seats().filter(move |&s| table.side_of(s) == side)
    }

    /// The player after `seat`: the one at his right, counter-clockwise.
    pub fn next_seat(&self, seat: Seat) -> Seat {
        Seat((seat.0 % self.seats + 1) % self.seats)
    }

    /// "A"/"B" for pairs, the seat number for individual play.
    pub fn side_label(&self, side: Side) -> String {
        match self.mode {
            Mode::Pairs => match side.0 {
                0 => "A".to_owned(),
                1 => "B".to_owned(),
                n => n.to_string(),
            },
            Mode::Individual => side.0.to_string(),
        }
    }

    /// The seat, if it is at this table.
    pub fn check_seat(&self, seat: Seat) -> Result<Seat, RuleError> {
        if seat.0 < self.seats {
            Ok(seat)
        } else {
            Err(RuleError::NoSuchSeat {
                seat,
                seats: self.seats(),
            })
        }
    }

    /// The side, if it is at this table.
    pub fn check_side(&self, side: Side) -> Result<Side, RuleError> {
        if side.index() < self.sides() {
            Ok(side)
        } else {
            Err(RuleError::NoSuchSide {
                side,
                sides: self.sides(),
            })
        }
    }

    /// A side from its label ("A"/"B", case-insensitive, or a number).
    pub fn parse_side(&self, text: &str) -> Result<Side, RuleError> {
        let text = text.trim();
        let side = match (self.mode, text.as_bytes()) {
            (Mode::Pairs, [letter @ (b'A'..=b'Z' | b'a'..=b'z')]) => {
                Side(letter.to_ascii_uppercase() - b'A')
            }
            _ => text
                .parse::<u8>()
                .map(Side)
                .map_err(|_| RuleError::UnknownSide {
                    text: text.to_owned(),
                })?,
        };
        self.check_side(side)
    }

    /// A seat from its number.
    pub fn parse_seat(&self, text: &str) -> Result<Seat, RuleError> {
        let text = text.trim();
        match text.parse::<u8>() {
            Ok(n) => self.check_seat(Seat(n)),
            Err(_) => Err(RuleError::BadNumber {
                text: text.to_owned(),
            }),
        }
    }
}

impl Opener {
    /// Whether the player in `seat` may open: that seat, a player of that
    /// side, or anyone at the table when the 6-6 holder or the table decides.
    ///
    /// ```
    /// use tranque::{Mode, Opener, Seat, Side, Table};
    ///
    /// let table = Table::new(4, Mode::Pairs).unwrap();
    /// assert!(Opener::Side(Side(1)).may_open(&table, Seat(3)));
    /// assert!(!Opener::Side(Side(1)).may_open(&table, Seat(2)));
    /// assert!(Opener::DoubleSix.may_open(&table, Seat(2)));
    /// assert!(!Opener::DoubleSix.may_open(&table, Seat(4)));
    /// ```
    pub fn may_open(self, table: &Table, seat: Seat) -> bool {
        if table.check_seat(seat).is_err() {
            return false;
        }
        match self {
            Opener::Seat(expected) => seat == expected,
            Opener::Side(side) => table.side_of(seat) == side,
            Opener::DoubleSix | Opener::Anyone => true,
        }
    }
}
