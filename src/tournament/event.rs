//! The entries of a tournament's log, and the values they carry: the setup,
//! a round's pairing, a table's result.

use serde::{Deserialize, Serialize};

use crate::{FORFEIT_WIN_POINTS, ForfeitReason, Rules};

/// A number the director registers (1 or more), as a type of its own: a
/// pair's or a player's. It reads and writes as the bare number, and shows
/// as it, through the number's own `fmt` so that widths and alignment apply.
macro_rules! registered_number {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, Default,
        )]
        #[serde(transparent)]
        pub struct $name(pub u32);

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(&self.0, f)
            }
        }
    };
}

registered_number!(
    /// A pair's number, as the director registered it (1 or more): what the
    /// pairing sheet and the standings show.
    PairId
);

registered_number!(
    /// A player's number in an individual tournament, as the director
    /// registered it (1 or more): what the seating sheet and the standings show.
    PlayerId
);

/// How the players of a tournament enter it: as fixed pairs
/// ([`Tournament`](super::Tournament)) or one by one
/// ([`IndividualTournament`](super::IndividualTournament)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum TournamentMode {
    /// Two players per entry, partners at every table.
    #[default]
    Pairs,
    /// One player per entry: each round seats tables of four, two
    /// partnerships chosen from the standings.
    Individual,
}

impl TournamentMode {
    /// Its name in the file: `"pairs"` or `"individual"`.
    pub fn name(self) -> &'static str {
        match self {
            TournamentMode::Pairs => "pairs",
            TournamentMode::Individual => "individual",
        }
    }
}

/// One criterion of the ranking, applied in the order the setup lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Criterion {
    /// More wins first (a bye is a win).
    Wins,
    /// A larger point difference (points for minus points against) first.
    PointDifference,
    /// More points for first.
    PointsFor,
    /// Fewer points against first.
    PointsAgainst,
}

impl Criterion {
    /// The federation's order: wins, then the point difference, then points for.
    pub const DEFAULT: [Criterion; 3] = [
        Criterion::Wins,
        Criterion::PointDifference,
        Criterion::PointsFor,
    ];

    /// Its name in the file, e.g. `"point_difference"`.
    pub fn name(self) -> &'static str {
        match self {
            Criterion::Wins => "wins",
            Criterion::PointDifference => "point_difference",
            Criterion::PointsFor => "points_for",
            Criterion::PointsAgainst => "points_against",
        }
    }
}

fn default_ranking() -> Vec<Criterion> {
    Criterion::DEFAULT.to_vec()
}

/// What a bye counts: a win with these points (004 §2a's forfeit score,
/// 100–0, unless the director sets another).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ByeScore {
    /// Points for the pair with the bye.
    pub points_for: i64,
    /// Points against it.
    pub points_against: i64,
}

impl Default for ByeScore {
    fn default() -> ByeScore {
        ByeScore {
            points_for: FORFEIT_WIN_POINTS,
            points_against: 0,
        }
    }
}

/// What a winner is credited in the standings, for a match won at the
/// target: the points the pair scored (the default, as every file before
/// this choice was ranked), or the target itself, the loser then charged
/// the target as its points against. A match won on time, a forfeit and a
/// bye count as recorded either way (a convention, see
/// `docs/tournament-file.md`, "The credit").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Credit {
    /// The points actually scored.
    #[default]
    Scored,
    /// The target of the rules.
    Target,
}

impl Credit {
    /// Its name in the file: `"scored"` or `"target"`.
    pub fn name(self) -> &'static str {
        match self {
            Credit::Scored => "scored",
            Credit::Target => "target",
        }
    }

    /// The default, which the file leaves out.
    pub fn is_scored(&self) -> bool {
        *self == Credit::Scored
    }

    /// A side's line of a result as the standings count it: its points for
    /// and against, as recorded, or with the winner's points replaced by
    /// `target` when the match was won at the target and this credit is
    /// [`Credit::Target`].
    ///
    /// ```
    /// use tranque::tournament::{Credit, ResultEnd};
    ///
    /// // 215–75 at the target of 200: the winner 200–75, the loser 75–200.
    /// assert_eq!(Credit::Target.line(200, ResultEnd::Target, true, 215, 75), (200, 75));
    /// assert_eq!(Credit::Target.line(200, ResultEnd::Target, false, 75, 215), (75, 200));
    /// // On time, as played; and the default credits what was scored.
    /// assert_eq!(Credit::Target.line(200, ResultEnd::Time, true, 64, 57), (64, 57));
    /// assert_eq!(Credit::Scored.line(200, ResultEnd::Target, true, 215, 75), (215, 75));
    /// ```
    pub fn line(
        self,
        target: u32,
        end: ResultEnd,
        won: bool,
        points_for: i64,
        points_against: i64,
    ) -> (i64, i64) {
        match (self, end) {
            (Credit::Target, ResultEnd::Target) if won => (i64::from(target), points_against),
            (Credit::Target, ResultEnd::Target) => (points_for, i64::from(target)),
            _ => (points_for, points_against),
        }
    }
}

/// What a tournament is: the first entry of its log.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TournamentSetup {
    /// Its name, as the director gave it.
    pub name: String,
    /// The day it is played, `YYYY-MM-DD` (the core reads no clock).
    pub date: String,
    /// The preset the rules started from (informative, as in a match file).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
    /// The rule set every match is played under (pairs: in individual
    /// mode too, each table is two partnerships).
    pub rules: Rules,
    /// How players enter: pairs, or one by one.
    pub mode: TournamentMode,
    /// The seed of the first round's draw (and of every tie the ranking
    /// leaves): the same seed, the same draw.
    pub seed: u32,
    /// What a bye counts.
    #[serde(default)]
    pub bye: ByeScore,
    /// The ranking's criteria, in order; ties left after them are broken by
    /// the draw.
    #[serde(default = "default_ranking")]
    pub ranking: Vec<Criterion>,
    /// What a winner at the target is credited in the standings (left out
    /// of the file when it is the default, the points scored).
    #[serde(default, skip_serializing_if = "Credit::is_scored")]
    pub credit: Credit,
}

/// One table of a round: its number and the two pairs at it. The first pair
/// sits as side A (seats 0 and 2) of the table's match, the second as side B.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablePairing {
    /// The table's number, from 1.
    pub table: u32,
    /// The pairs at it: side A, side B.
    pub pairs: [PairId; 2],
}

/// A round's pairing: who meets whom at which table, and who has the bye.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pairing {
    /// The round, from 1.
    pub round: u32,
    /// The tables, numbered 1 to n in order.
    pub tables: Vec<TablePairing>,
    /// The pair that sits out, with an odd number of pairs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<PairId>,
}

/// How a table's match ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum ResultEnd {
    /// A pair reached the target.
    Target,
    /// Time ran out; the scores as played.
    Time,
    /// The losing pair forfeited (004 §2a): 100–0 and 0–200.
    Forfeit {
        /// Why.
        reason: ForfeitReason,
    },
}

/// Where a result came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResultSource {
    /// A match played on the director's phone.
    Played,
    /// A match file from the table's phone.
    Imported,
    /// Typed by the director from the paper scoresheet.
    Typed,
}

/// One pair's line of a table's result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairScore {
    /// The pair.
    pub pair: PairId,
    /// Points recorded for it.
    pub points_for: i64,
    /// Points recorded against it.
    pub points_against: i64,
}

/// A table's result, in either mode: its match's outcome, where it came
/// from and who signed. The winner is a `W` (a pair, or a side of the
/// table), each of the two lines an `S`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableResultOf<W, S> {
    /// The pair, or the side, that won.
    pub winner: W,
    /// Both lines, in the table's order: the two pairs', or side A's then
    /// side B's.
    pub scores: [S; 2],
    /// How the match ended.
    pub end: ResultEnd,
    /// Where the result came from.
    pub source: ResultSource,
    /// The losing player who signed the scoresheet (004 §11a); a forfeit
    /// may be unsigned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signed_by: Option<String>,
    /// The match's id in the app that recorded it, when there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_id: Option<String>,
}

/// A table's result in a tournament of pairs: the pair that won, and both
/// pairs' lines in the table's order.
pub type TableResult = TableResultOf<PairId, PairScore>;

impl TableResult {
    /// The same outcome: winner, points and how it ended, whatever the
    /// source, signer or match id. A result arriving twice with the same
    /// outcome changes nothing.
    pub fn same_outcome(&self, other: &TableResult) -> bool {
        self.winner == other.winner && self.end == other.end && {
            let mut mine = self.scores;
            let mut theirs = other.scores;
            mine.sort_by_key(|s| s.pair);
            theirs.sort_by_key(|s| s.pair);
            mine == theirs
        }
    }

    /// The line of `pair`, if it played at this table.
    pub fn score_of(&self, pair: PairId) -> Option<&PairScore> {
        self.scores.iter().find(|s| s.pair == pair)
    }
}

/// An entry of a tournament's log. In a file, and wherever it is stored,
/// each entry also carries `"version": 1`
/// ([`TournamentEvent::to_versioned_json`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize, strum::IntoStaticStr)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[strum(serialize_all = "snake_case")]
pub enum TournamentEvent {
    /// The tournament is created: the first entry, and only there.
    Created(TournamentSetup),
    /// A pair enters.
    PairRegistered {
        /// Its number.
        pair: PairId,
        /// Its two players.
        players: [String; 2],
    },
    /// A pair's players renamed by the director (a name mistyped, or one
    /// an older version kept that the rule of names now refuses): the pair
    /// plays on under its number, its tables and results unchanged, and is
    /// named so from this entry on.
    PairRenamed {
        /// Its number.
        pair: PairId,
        /// Its two players, as they are named now.
        players: [String; 2],
    },
    /// A pair leaves: it is paired no more (a table it is at still needs
    /// its result).
    PairWithdrawn {
        /// The pair.
        pair: PairId,
    },
    /// A team (a cuarteta: two pairs) is formed, for the team standings
    /// beside the pairs'; at any time, and once for each pair.
    TeamRegistered {
        /// Its name, unique among the teams.
        team: String,
        /// Its two pairs.
        pairs: Vec<PairId>,
    },
    /// A round is paired, as announced.
    RoundPaired(Pairing),
    /// A table's result arrives.
    ResultRecorded {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The result.
        result: TableResult,
    },
    /// A table's recorded result is replaced.
    ResultCorrected {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The new result.
        result: TableResult,
    },
    /// A round is closed: every table has its result.
    RoundClosed {
        /// The round.
        round: u32,
    },
}

/// The version of every tournament entry and of the tournament file.
pub const TOURNAMENT_VERSION: u32 = 1;

/// An entry of either mode's log as stored: its JSON object with
/// `"version": 1` ([`TOURNAMENT_VERSION`]).
pub(crate) fn versioned_json(entry: &impl Serialize) -> serde_json::Value {
    let mut value = serde_json::to_value(entry).unwrap_or_default();
    if let serde_json::Value::Object(fields) = &mut value {
        fields.insert("version".to_owned(), TOURNAMENT_VERSION.into());
    }
    value
}

impl TournamentEvent {
    /// The entry's `type`, e.g. `"round_paired"` (its variant's name in snake_case,
    /// as its tag reads).
    pub fn kind(&self) -> &'static str {
        self.into()
    }

    /// The entry as stored: its JSON object with `"version": 1`.
    pub fn to_versioned_json(&self) -> serde_json::Value {
        versioned_json(self)
    }
}
