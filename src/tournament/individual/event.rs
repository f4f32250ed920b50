//! The entries of an individual tournament's log, and the values they
//! carry: a player, a round's seating, a table's result by side.

use serde::{Deserialize, Serialize};

pub use crate::tournament::event::PlayerId;
use crate::tournament::event::{TableResultOf, TournamentSetup, versioned_json};

/// One side of a table of four: side A sits at seats 0 and 2, side B at
/// seats 1 and 3 (as in a match).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableSide {
    /// Seats 0 and 2.
    A,
    /// Seats 1 and 3.
    B,
}

impl TableSide {
    /// 0 for side A, 1 for side B: its line in a result's `scores`.
    pub fn index(self) -> usize {
        match self {
            TableSide::A => 0,
            TableSide::B => 1,
        }
    }

    /// The side of a seat (0 to 3).
    pub fn of_seat(seat: usize) -> TableSide {
        if seat.is_multiple_of(2) {
            TableSide::A
        } else {
            TableSide::B
        }
    }
}

/// One table of a round: its number and its four players by seat,
/// counter-clockwise. Seats 0 and 2 are one partnership (side A), seats 1
/// and 3 the other (side B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableSeats {
    /// The table's number, from 1.
    pub table: u32,
    /// The players at seats 0, 1, 2 and 3.
    pub seats: [PlayerId; 4],
}

impl TableSeats {
    /// The two players of `side`, the one at the lower seat first.
    pub fn partners(&self, side: TableSide) -> [PlayerId; 2] {
        let i = side.index();
        [self.seats[i], self.seats[i + 2]]
    }

    /// The side `player` sits on, if at this table.
    pub fn side_of(&self, player: PlayerId) -> Option<TableSide> {
        self.seats
            .iter()
            .position(|&p| p == player)
            .map(TableSide::of_seat)
    }
}

/// A round's seating: who sits where at which table, and who sits out.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seating {
    /// The round, from 1.
    pub round: u32,
    /// The tables, numbered 1 to n in order.
    pub tables: Vec<TableSeats>,
    /// The players who sit the round out (as many as the players playing
    /// leave over a multiple of four: 0 to 3), lowest-ranked first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sit_out: Vec<PlayerId>,
}

/// One side's line of a table's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideScore {
    /// Points recorded for the side.
    pub points_for: i64,
    /// Points recorded against it.
    pub points_against: i64,
}

/// A table's result in an individual tournament: its match's outcome by
/// side (side A's line, then side B's), where it came from and who signed.
/// Each of the side's two players is credited with its line.
pub type SeatsResult = TableResultOf<TableSide, SideScore>;

impl SeatsResult {
    /// The same outcome: winner, points and how it ended, whatever the
    /// source, signer or match id.
    pub fn same_outcome(&self, other: &SeatsResult) -> bool {
        self.winner == other.winner && self.end == other.end && self.scores == other.scores
    }
}

/// An entry of an individual tournament's log. In a file each entry also
/// carries `"version": 1`, as a pairs tournament's do.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, strum::IntoStaticStr)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[strum(serialize_all = "snake_case")]
pub enum IndividualEvent {
    /// The tournament is created (`"mode": "individual"`): the first entry,
    /// and only there.
    Created(TournamentSetup),
    /// A player enters; at any time (a player entering late has no wins).
    PlayerRegistered {
        /// Their number.
        player: PlayerId,
        /// Their name.
        name: String,
    },
    /// A player renamed by the director (a name mistyped, or one an older
    /// version kept that the rule of names now refuses): they play on
    /// under their number, and are named so from this entry on.
    PlayerRenamed {
        /// Their number.
        player: PlayerId,
        /// Their name now.
        name: String,
    },
    /// A player leaves: they are seated no more (a table they are at still
    /// needs its result).
    PlayerWithdrawn {
        /// The player.
        player: PlayerId,
    },
    /// A team (a cuarteta: four players) is formed, for the team standings
    /// beside the players'; at any time, and once for each player.
    TeamRegistered {
        /// Its name, unique among the teams.
        team: String,
        /// Its four players.
        players: Vec<PlayerId>,
    },
    /// A round is seated, as announced.
    RoundSeated(Seating),
    /// A table's result arrives.
    ResultRecorded {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The result.
        result: SeatsResult,
    },
    /// A table's recorded result is replaced.
    ResultCorrected {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The new result.
        result: SeatsResult,
    },
    /// A round is closed: every table has its result.
    RoundClosed {
        /// The round.
        round: u32,
    },
}

impl IndividualEvent {
    /// The entry's `type`, e.g. `"round_seated"` (its variant's name in snake_case,
    /// as its tag reads).
    pub fn kind(&self) -> &'static str {
        self.into()
    }

    /// The entry as stored: its JSON object with `"version": 1`.
    pub fn to_versioned_json(&self) -> serde_json::Value {
        versioned_json(self)
    }
}
