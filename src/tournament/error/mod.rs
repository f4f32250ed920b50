//! The tournament's refusals: a [`TournamentError`] names the bad value, has
//! a stable snake_case [`code`](TournamentError::code) and typed
//! [`params`](TournamentError::params), and crosses to the UI as
//! `{code, message, params}` ([`ErrorView`](crate::ErrorView)) exactly like a match's
//! [`RuleError`](crate::RuleError). Its codes are listed in
//! `docs/tournament-file.md`; none is a match's code except `invalid_rules` and
//! `unknown_preset`, which are the same refusals with the same params.
//!
//! ```
//! use tranque::tournament::{PairId, TournamentError};
//!
//! let err = TournamentError::PairWithdrawn { pair: PairId(4) };
//! assert_eq!(err.code(), "pair_withdrawn");
//! assert_eq!(err.params(), serde_json::json!({ "pair": 4 }));
//! assert_eq!(err.to_string(), "pair 4 has withdrawn");
//! ```

use serde::Serialize;

use super::event::PlayerId;
use super::event::{Criterion, PairId, PairScore, TableResult, TournamentMode};

use crate::{NameProblem, RulesProblem};

mod read;

/// Why the core refused a tournament's entry or input. Refusing means
/// nothing was recorded and nothing already recorded changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, strum::IntoStaticStr)]
#[serde(tag = "code", rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
#[non_exhaustive]
pub enum TournamentError {
    /// A file of another format.
    #[error("not a tranque tournament file (format `{format}`, expected `tranque-tournament`)")]
    TournamentUnknownFormat {
        /// The format given.
        format: String,
    },
    /// A file or an entry of a version this build does not read.
    #[error("tournament version {version} is not supported (this build reads version 1)")]
    TournamentUnsupportedVersion {
        /// The version given.
        version: u64,
    },
    /// Text that is not JSON of the expected shape.
    #[error("malformed tournament file at line {line}, column {column}: {message}")]
    TournamentMalformed {
        /// The parser's words (English, for the message only: not a param).
        #[serde(skip)]
        message: String,
        /// The line, from 1 (0 when not known).
        line: usize,
        /// The column, from 1 (0 when not known).
        column: usize,
    },
    /// A file larger than a tournament file can be.
    #[error("a tournament file of {bytes} bytes: at most {max}")]
    TournamentTooLarge {
        /// Its size.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// More entries than a tournament holds.
    #[error("{found} entries: a tournament holds at most {max}")]
    TournamentTooManyEvents {
        /// Entries found.
        found: usize,
        /// The limit.
        max: usize,
    },
    /// A log that does not start with `created`.
    #[error("the tournament must be created first (the log starts with `{kind}`)")]
    TournamentNotCreated {
        /// The type of the first entry (`none` for an empty log).
        kind: String,
    },
    /// `created` a second time.
    #[error("the tournament is already created")]
    TournamentAlreadyCreated,
    /// A tournament without a name.
    #[error("the tournament needs a name")]
    TournamentNameEmpty,
    /// A date that is not `YYYY-MM-DD`.
    #[error("`{text}` is not a date (write it YYYY-MM-DD)")]
    TournamentBadDate {
        /// The text as given.
        text: String,
    },
    /// A name longer than the limit.
    #[error("a name of {chars} characters: at most {max}")]
    NameTooLong {
        /// Its length.
        chars: usize,
        /// The limit.
        max: usize,
    },
    /// Rules for individual play: a tournament of pairs plays pairs.
    #[error("the tournament's rules must be for pairs")]
    TournamentRulesNotPairs,
    /// A rule set with a value out of range (the match's refusal).
    #[error("{problem}")]
    InvalidRules {
        /// Which value, and what it must be.
        #[serde(flatten)]
        problem: RulesProblem,
    },
    /// A preset name that does not exist (the match's refusal, in its words).
    #[error("{}", crate::RuleError::UnknownPreset { text: text.clone() })]
    UnknownPreset {
        /// The text as given.
        text: String,
    },
    /// No ranking criterion.
    #[error("the ranking needs at least one criterion")]
    RankingEmpty,
    /// A criterion listed twice.
    #[error("the ranking lists `{}` twice", criterion.name())]
    RankingRepeated {
        /// The criterion.
        criterion: Criterion,
    },
    /// A bye worth more than a match can be.
    #[error("a bye of {points_for}–{points_against}: each at most {max}")]
    ByeScoreOutOfRange {
        /// Points for, as given.
        points_for: i64,
        /// Points against, as given.
        points_against: i64,
        /// The limit of each (0 at least).
        max: i64,
    },
    /// A pair number of 0 or too high.
    #[error("pair number {pair}: numbers go from 1 to {max}")]
    PairNumberOutOfRange {
        /// The number given.
        pair: PairId,
        /// The highest.
        max: u32,
    },
    /// A pair number already registered.
    #[error("pair number {pair} is already registered")]
    PairNumberTaken {
        /// The number.
        pair: PairId,
    },
    /// More pairs than a tournament holds.
    #[error("a tournament holds at most {max} pairs")]
    TooManyPairs {
        /// The limit.
        max: usize,
    },
    /// A player without a name.
    #[error("pair {pair} has a player without a name")]
    PlayerNameEmpty {
        /// The pair.
        pair: PairId,
    },
    /// A player's name the one rule of names refuses
    /// ([`clean_name`](crate::clean_name)): hidden characters, or nothing
    /// that shows. The same refusal, code and params as the player
    /// directory's.
    #[error("{reason}: {name:?}")]
    BadPlayerName {
        /// The name as given (at most 60 characters of it).
        name: String,
        /// Why.
        reason: NameProblem,
    },
    /// A pair of one player twice.
    #[error("pair {pair} names {player} twice")]
    SamePlayerTwice {
        /// The pair.
        pair: PairId,
        /// The player.
        player: String,
    },
    /// A player already in another pair still playing.
    #[error("{player} already plays in pair {other}")]
    PlayerInTwoPairs {
        /// The player, as given.
        player: String,
        /// The pair being registered.
        pair: PairId,
        /// The pair the player is in.
        other: PairId,
    },
    /// A pair number nobody registered.
    #[error("there is no pair {pair}")]
    UnknownPair {
        /// The number given.
        pair: PairId,
    },
    /// A pair that has withdrawn, withdrawn or paired again.
    #[error("pair {pair} has withdrawn")]
    PairWithdrawn {
        /// The pair.
        pair: PairId,
    },
    /// A round paired before the one under way is closed.
    #[error("round {round} is not closed yet")]
    RoundNotClosed {
        /// The open round.
        round: u32,
    },
    /// A round that is not the next one.
    #[error("round {given} cannot be paired now: the next round is {expected}")]
    RoundOutOfOrder {
        /// The round given.
        given: u32,
        /// The next round.
        expected: u32,
    },
    /// Fewer than 2 pairs still playing.
    #[error("{active} pairs still playing: a round needs at least 2")]
    TooFewPairs {
        /// Pairs not withdrawn.
        active: usize,
    },
    /// A pair still playing left out of a pairing.
    #[error("pair {pair} is neither at a table nor given the bye")]
    PairNotInRound {
        /// The pair.
        pair: PairId,
    },
    /// A pair twice in a pairing (or against itself).
    #[error("pair {pair} is in the round twice")]
    PairTwiceInRound {
        /// The pair.
        pair: PairId,
    },
    /// Tables not numbered 1 to n in order.
    #[error("table {given} where table {expected} was expected (tables go 1, 2, 3…)")]
    TableOutOfOrder {
        /// The number given.
        given: u32,
        /// The number expected.
        expected: u32,
    },
    /// An odd number of pairs and no bye.
    #[error("{active} pairs: one of them needs the bye")]
    ByeMissing {
        /// Pairs still playing.
        active: usize,
    },
    /// A bye with an even number of pairs.
    #[error("{active} pairs pair up evenly: pair {pair} cannot have a bye")]
    ByeNotNeeded {
        /// The pair given the bye.
        pair: PairId,
        /// Pairs still playing.
        active: usize,
    },
    /// A round that has not been paired.
    #[error("there is no round {round} (rounds paired: {rounds})")]
    NoSuchRound {
        /// The round given.
        round: u32,
        /// Rounds paired so far.
        rounds: u32,
    },
    /// A round closed twice.
    #[error("round {round} is already closed")]
    RoundAlreadyClosed {
        /// The round.
        round: u32,
    },
    /// A round closed with tables still waiting for their results.
    #[error(
        "round {round} still waits for the results of tables {}",
        numbers(tables)
    )]
    ResultsMissing {
        /// The round.
        round: u32,
        /// The tables without a result.
        tables: Vec<u32>,
    },
    /// A table that is not in the round.
    #[error("round {round} has no table {table} (it has {tables})")]
    NoSuchTable {
        /// The round.
        round: u32,
        /// The table given.
        table: u32,
        /// Tables in the round.
        tables: u32,
    },
    /// A result naming other pairs than the table's.
    #[error(
        "table {table} of round {round} is pairs {} and {}, not {} and {}",
        expected[0], expected[1], given[0], given[1]
    )]
    ResultWrongPairs {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The table's pairs.
        expected: [PairId; 2],
        /// The pairs the result names.
        given: [PairId; 2],
    },
    /// A winner that did not play at the table.
    #[error("pair {winner} did not play at this table")]
    ResultWinnerNotAtTable {
        /// The winner given.
        winner: PairId,
    },
    /// Points that do not add up: each pair's points against are the
    /// other's points for, and the winner has more.
    #[error(
        "the points do not add up for a win by pair {winner}: {}",
        points(scores)
    )]
    ResultScoresInconsistent {
        /// The winner given.
        winner: PairId,
        /// The points given.
        scores: [PairScore; 2],
    },
    /// A forfeit recorded with another score than 004 §2a's.
    #[error(
        "a forfeit is recorded {win_for}–0 for the winners and 0–{loss_against} against the losers (004 §2a)"
    )]
    ResultForfeitScore {
        /// The points given.
        scores: [PairScore; 2],
        /// The winners' points for.
        win_for: i64,
        /// The losers' points against.
        loss_against: i64,
    },
    /// Points beyond what a match can score.
    #[error("{points} points: a result holds at most {max} either way")]
    ResultPointsOutOfRange {
        /// The points given.
        points: i64,
        /// The limit.
        max: i64,
    },
    /// A played result nobody signed.
    #[error("the scoresheet must be signed by one of the losing players (004 §11a)")]
    ResultUnsigned,
    /// Signed by someone who did not lose at the table.
    #[error("{signer} did not lose at this table: {} or {} signs (004 §11a)", losers[0], losers[1])]
    SignerNotLoser {
        /// The signer given.
        signer: String,
        /// The losing players.
        losers: [String; 2],
    },
    /// A second, different result for a table.
    #[error("table {table} of round {round} already has another result")]
    ResultConflict {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The result recorded.
        recorded: Box<TableResult>,
        /// The result given.
        given: Box<TableResult>,
    },
    /// The same result entered as a new one (an import is idempotent:
    /// see `Tournament::record_result`).
    #[error("table {table} of round {round} already has this result")]
    ResultAlreadyRecorded {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A correction for a table without a result.
    #[error("table {table} of round {round} has no result to correct")]
    NoResultToCorrect {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A match played under other rules than the tournament's.
    #[error("the match was played under other rules (different: {})", fields.join(", "))]
    MatchRulesDiffer {
        /// The rule-set fields that differ.
        fields: Vec<String>,
    },
    /// A match that is not over.
    #[error("the match is not over")]
    MatchNotFinished,
    /// A match whose sides are not the table's pairs.
    #[error(
        "the match's sides are {} and {}; the table's pairs are {} and {}",
        given[0].join(" & "), given[1].join(" & "), expected[0].join(" & "), expected[1].join(" & ")
    )]
    MatchPlayersNotAtTable {
        /// The players of the table's pairs.
        expected: Box<[[String; 2]; 2]>,
        /// The players of the match's sides A and B.
        given: Box<[[String; 2]; 2]>,
    },
    /// A payload too long for a QR code.
    #[error("{bytes} bytes: a payload between phones holds at most {max}")]
    PayloadTooLarge {
        /// Its length.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// A payload of a version this build does not read.
    #[error("payload version {version} is not supported (this build reads version 1)")]
    PayloadUnsupportedVersion {
        /// The version given.
        version: u64,
    },
    /// A payload that is not JSON of a payload's shape.
    #[error("not a table's payload: {message}")]
    PayloadMalformed {
        /// The parser's words (English, for the message only: not a param).
        #[serde(skip)]
        message: String,
    },
    /// A payload of another tournament.
    #[error("this result belongs to tournament `{given}`, not `{expected}`")]
    PayloadOtherTournament {
        /// This tournament's id.
        expected: String,
        /// The payload's.
        given: String,
    },
    /// A table's start code too long for a QR code because it carries the
    /// tournament's rule set (a custom set, or a preset's values changed):
    /// the table's match is set up by hand on its phone, and its result
    /// comes back as its match file.
    #[error(
        "{bytes} bytes with the tournament's rule set: a payload between phones holds at most {max}; set the table's match up by hand and bring its match file back"
    )]
    PayloadRulesTooLarge {
        /// Its length.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// A payload that gives one key twice: which value counts cannot be
    /// told, as in a match file.
    #[error("the code gives `{key}` twice")]
    PayloadDuplicateKey {
        /// The key.
        key: String,
    },
    /// A number of a payload out of what any tournament holds (a round or a
    /// table of 0, a pair's number past the highest).
    #[error("the code's `{field}` is {value}: between {min} and {max}")]
    PayloadValueOutOfRange {
        /// The value's name in the code: `round`, `table`, `pair`.
        field: String,
        /// The number given.
        value: u64,
        /// The least it can be.
        min: u64,
        /// The most it can be.
        max: u64,
    },
    /// A score no match under the tournament's rules could end with: a
    /// winner under the target (without a time limit, or at the target) or
    /// past what the last hand could bring, a loser at the target, points
    /// below what the penalties could take.
    #[error(
        "pair {pair} cannot end a match under these rules with {points}: between {min} and {max}"
    )]
    ResultScoreImpossible {
        /// The pair.
        pair: PairId,
        /// Its points given.
        points: i64,
        /// The least it could end with.
        min: i64,
        /// The most it could end with.
        max: i64,
    },
    /// A log of one mode read as the other: an individual tournament
    /// opened where a tournament of pairs is expected, or the reverse.
    #[error("{}, where {} was expected", described(*mode), described(*expected))]
    TournamentModeMismatch {
        /// The log's mode.
        mode: TournamentMode,
        /// The mode expected.
        expected: TournamentMode,
    },
    /// A player number of 0 or too high (individual mode).
    #[error("player number {player}: numbers go from 1 to {max}")]
    PlayerNumberOutOfRange {
        /// The number given.
        player: PlayerId,
        /// The highest.
        max: u32,
    },
    /// A player number already registered (individual mode).
    #[error("player number {player} is already registered")]
    PlayerNumberTaken {
        /// The number.
        player: PlayerId,
    },
    /// More players than an individual tournament holds.
    #[error("a tournament holds at most {max} players")]
    TooManyPlayers {
        /// The limit.
        max: usize,
    },
    /// A player registered without a name (individual mode).
    #[error("player {player} has no name")]
    PlayerUnnamed {
        /// The player.
        player: PlayerId,
    },
    /// A name already borne by another player still playing (individual
    /// mode; names compared as the player directory compares them).
    #[error("{name} is already player {other}")]
    PlayerNameTaken {
        /// The name, as given.
        name: String,
        /// The player being registered.
        player: PlayerId,
        /// The player who bears it.
        other: PlayerId,
    },
    /// A player number nobody registered (individual mode).
    #[error("there is no player {player}")]
    UnknownPlayer {
        /// The number given.
        player: PlayerId,
    },
    /// A player who has withdrawn, withdrawn or seated again.
    #[error("player {player} has withdrawn")]
    PlayerWithdrawn {
        /// The player.
        player: PlayerId,
    },
    /// Fewer than 4 players still playing: no table can be seated.
    #[error("{active} players still playing: a round needs at least 4")]
    TooFewPlayers {
        /// Players not withdrawn.
        active: usize,
    },
    /// A player still playing left out of a seating.
    #[error("player {player} is neither seated nor sitting out")]
    PlayerNotInRound {
        /// The player.
        player: PlayerId,
    },
    /// A player twice in a seating.
    #[error("player {player} is in the round twice")]
    PlayerTwiceInRound {
        /// The player.
        player: PlayerId,
    },
    /// A seating whose players sitting out are not those the tables of
    /// four leave over.
    #[error("{active} players: {expected} sit out, not {given}")]
    SitOutCount {
        /// Players still playing.
        active: usize,
        /// How many must sit out (the players beyond a multiple of four).
        expected: usize,
        /// How many the seating has sitting out.
        given: usize,
    },
    /// A team registered without a name.
    #[error("a team needs a name")]
    TeamUnnamed,
    /// A team's name already borne by another team (compared as the player
    /// directory compares names).
    #[error("there is already a team called {team}")]
    TeamNameTaken {
        /// The name, as given.
        team: String,
    },
    /// A team of the wrong size: two pairs, or four players.
    #[error("team {team} has {size} members: a team has {expected}")]
    TeamSize {
        /// The team.
        team: String,
        /// Members given.
        size: usize,
        /// Members a team has in this mode.
        expected: usize,
    },
    /// A pair already in a team (or named twice in one).
    #[error("pair {pair} is already in team {other}")]
    PairInTwoTeams {
        /// The pair.
        pair: PairId,
        /// The team being registered.
        team: String,
        /// The team it is in.
        other: String,
    },
    /// A player already in a team (or named twice in one).
    #[error("player {player} is already in team {other}")]
    PlayerInTwoTeams {
        /// The player.
        player: PlayerId,
        /// The team being registered.
        team: String,
        /// The team they are in.
        other: String,
    },
    // Last: serde takes an untagged variant only after the tagged ones.
    /// An entry of a log was refused; `error` says why. It crosses as its
    /// cause with `event_index` added, and reads back as its cause.
    #[error("entry {index}: {error}")]
    #[serde(untagged, serialize_with = "crate::error::serialize_invalid_event")]
    InvalidEvent {
        /// The index of the refused entry in the log.
        index: usize,
        /// Why it was refused.
        error: Box<TournamentError>,
    },
}

crate::error::refusal_methods!(TournamentError, "a tournament's");

crate::error::by_serde!(
    Criterion,
    PairScore,
    TableResult,
    NameProblem,
    TournamentMode
);

/// A mode in words: "an individual tournament".
fn described(mode: TournamentMode) -> &'static str {
    match mode {
        TournamentMode::Pairs => "a tournament of pairs",
        TournamentMode::Individual => "an individual tournament",
    }
}

/// Numbers as a list: "3, 4".
fn numbers(list: &[u32]) -> String {
    list.iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Both pairs' points: "pair 3 203–150, pair 8 150–203".
fn points(scores: &[PairScore; 2]) -> String {
    scores
        .iter()
        .map(|s| format!("pair {} {}–{}", s.pair, s.points_for, s.points_against))
        .collect::<Vec<_>>()
        .join(", ")
}
