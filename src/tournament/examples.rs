//! One refusal of every kind, for the documentation and the contract tests.

use super::error::TournamentError;
use super::event::PlayerId;
use super::event::{
    Criterion, PairId, PairScore, ResultEnd, ResultSource, TableResult, TournamentMode,
};
use crate::{ForfeitReason, RulesProblem};

impl TournamentError {
    /// One refusal of every kind (and a refused entry of a log), with
    /// plausible values: the examples of `docs/tournament-file.md` and of the
    /// tests that keep the two in step.
    pub fn examples() -> Vec<TournamentError> {
        let (a, b) = (PairId(3), PairId(8));
        let scores = [
            PairScore {
                pair: a,
                points_for: 203,
                points_against: 150,
            },
            PairScore {
                pair: b,
                points_for: 150,
                points_against: 203,
            },
        ];
        let recorded = TableResult {
            winner: a,
            scores,
            end: ResultEnd::Target,
            source: ResultSource::Typed,
            signed_by: Some("Caio".into()),
            match_id: None,
        };
        let given = TableResult {
            winner: b,
            scores: [
                PairScore {
                    pair: a,
                    points_for: 100,
                    points_against: 0,
                },
                PairScore {
                    pair: b,
                    points_for: 0,
                    points_against: 200,
                },
            ],
            end: ResultEnd::Forfeit {
                reason: ForfeitReason::LateArrival,
            },
            source: ResultSource::Imported,
            signed_by: None,
            match_id: Some("m-17".into()),
        };
        let names = |x: &str, y: &str| [x.to_owned(), y.to_owned()];
        vec![
            TournamentError::TournamentUnknownFormat {
                format: "tranque-match".into(),
            },
            TournamentError::TournamentUnsupportedVersion { version: 2 },
            TournamentError::TournamentMalformed {
                message: "expected `,` or `}`".into(),
                line: 4,
                column: 17,
            },
            TournamentError::TournamentTooLarge {
                bytes: 40_000_000,
                max: 33_554_432,
            },
            TournamentError::TournamentTooManyEvents {
                found: 100_001,
                max: 100_000,
            },
            TournamentError::TournamentNotCreated {
                kind: "pair_registered".into(),
            },
            TournamentError::TournamentAlreadyCreated,
            TournamentError::TournamentNameEmpty,
            TournamentError::TournamentBadDate {
                text: "21/11/2026".into(),
            },
            TournamentError::NameTooLong {
                chars: 120,
                max: 100,
            },
            TournamentError::TournamentRulesNotPairs,
            TournamentError::InvalidRules {
                problem: RulesProblem::Target {
                    value: 0,
                    max: 100_000,
                },
            },
            TournamentError::UnknownPreset {
                text: "pr-copa".into(),
            },
            TournamentError::RankingEmpty,
            TournamentError::RankingRepeated {
                criterion: Criterion::Wins,
            },
            TournamentError::ByeScoreOutOfRange {
                points_for: -5,
                points_against: 0,
                max: 100_000,
            },
            TournamentError::PairNumberOutOfRange {
                pair: PairId(0),
                max: 9_999,
            },
            TournamentError::PairNumberTaken { pair: a },
            TournamentError::TooManyPairs { max: 1_000 },
            TournamentError::PlayerNameEmpty { pair: a },
            TournamentError::BadPlayerName {
                name: "Ana\nBia".into(),
                reason: crate::NameProblem::ControlCharacters,
            },
            TournamentError::SamePlayerTwice {
                pair: a,
                player: "Ana".into(),
            },
            TournamentError::PlayerInTwoPairs {
                player: "Ana".into(),
                pair: b,
                other: a,
            },
            TournamentError::UnknownPair { pair: PairId(40) },
            TournamentError::PairWithdrawn { pair: b },
            TournamentError::RoundNotClosed { round: 2 },
            TournamentError::RoundOutOfOrder {
                given: 4,
                expected: 3,
            },
            TournamentError::TooFewPairs { active: 1 },
            TournamentError::PairNotInRound { pair: b },
            TournamentError::PairTwiceInRound { pair: a },
            TournamentError::TableOutOfOrder {
                given: 3,
                expected: 2,
            },
            TournamentError::ByeMissing { active: 9 },
            TournamentError::ByeNotNeeded { pair: b, active: 8 },
            TournamentError::NoSuchRound {
                round: 5,
                rounds: 3,
            },
            TournamentError::RoundAlreadyClosed { round: 1 },
            TournamentError::ResultsMissing {
                round: 2,
                tables: vec![3, 4],
            },
            TournamentError::NoSuchTable {
                round: 2,
                table: 6,
                tables: 4,
            },
            TournamentError::ResultWrongPairs {
                round: 2,
                table: 1,
                expected: [a, b],
                given: [a, PairId(5)],
            },
            TournamentError::ResultWinnerNotAtTable { winner: PairId(5) },
            TournamentError::ResultScoresInconsistent { winner: b, scores },
            TournamentError::ResultForfeitScore {
                scores,
                win_for: 100,
                loss_against: 200,
            },
            TournamentError::ResultPointsOutOfRange {
                points: 250_000,
                max: 100_000,
            },
            TournamentError::ResultUnsigned,
            TournamentError::SignerNotLoser {
                signer: "Ana".into(),
                losers: names("Caio", "Duda"),
            },
            TournamentError::ResultConflict {
                round: 2,
                table: 1,
                recorded: Box::new(recorded),
                given: Box::new(given),
            },
            TournamentError::ResultAlreadyRecorded { round: 2, table: 1 },
            TournamentError::NoResultToCorrect { round: 2, table: 3 },
            TournamentError::MatchRulesDiffer {
                fields: vec!["target".into()],
            },
            TournamentError::MatchNotFinished,
            TournamentError::MatchPlayersNotAtTable {
                expected: Box::new([names("Ana", "Bia"), names("Caio", "Duda")]),
                given: Box::new([names("Ana", "Caio"), names("Bia", "Duda")]),
            },
            TournamentError::PayloadTooLarge {
                bytes: 1_350,
                max: 1_200,
            },
            TournamentError::PayloadUnsupportedVersion { version: 2 },
            TournamentError::PayloadMalformed {
                message: "missing field `round`".into(),
            },
            TournamentError::PayloadOtherTournament {
                expected: "ponce-2026".into(),
                given: "bayamon-2026".into(),
            },
            TournamentError::PayloadRulesTooLarge {
                bytes: 4_210,
                max: 1_200,
            },
            TournamentError::PayloadDuplicateKey { key: "v".into() },
            TournamentError::PayloadValueOutOfRange {
                field: "round".into(),
                value: 0,
                min: 1,
                max: 1_000,
            },
            TournamentError::ResultScoreImpossible {
                pair: b,
                points: 100_000,
                min: 0,
                max: 199,
            },
            TournamentError::TournamentModeMismatch {
                mode: TournamentMode::Individual,
                expected: TournamentMode::Pairs,
            },
            TournamentError::InvalidEvent {
                index: 7,
                error: Box::new(TournamentError::UnknownPair { pair: PairId(40) }),
            },
        ]
    }

    /// One refusal of every kind only an individual tournament gives (the
    /// rest are the pairs tournament's own, [`TournamentError::examples`]):
    /// the examples of the individual section of `docs/tournament-file.md`.
    pub fn individual_examples() -> Vec<TournamentError> {
        let (a, b) = (PlayerId(3), PlayerId(8));
        vec![
            TournamentError::PlayerNumberOutOfRange {
                player: PlayerId(0),
                max: 9_999,
            },
            TournamentError::PlayerNumberTaken { player: a },
            TournamentError::TooManyPlayers { max: 1_000 },
            TournamentError::PlayerUnnamed { player: a },
            TournamentError::PlayerNameTaken {
                name: "Ana".into(),
                player: b,
                other: a,
            },
            TournamentError::UnknownPlayer {
                player: PlayerId(40),
            },
            TournamentError::PlayerWithdrawn { player: b },
            TournamentError::TooFewPlayers { active: 3 },
            TournamentError::PlayerNotInRound { player: b },
            TournamentError::PlayerTwiceInRound { player: a },
            TournamentError::SitOutCount {
                active: 13,
                expected: 1,
                given: 2,
            },
        ]
    }

    /// One refusal of every kind only teams give (both modes): the examples
    /// of the teams' section of `docs/tournament-file.md`.
    pub fn team_examples() -> Vec<TournamentError> {
        vec![
            TournamentError::TeamUnnamed,
            TournamentError::TeamNameTaken {
                team: "Los Tigres".into(),
            },
            TournamentError::TeamSize {
                team: "Los Tigres".into(),
                size: 3,
                expected: 2,
            },
            TournamentError::PairInTwoTeams {
                pair: PairId(3),
                team: "Las Águilas".into(),
                other: "Los Tigres".into(),
            },
            TournamentError::PlayerInTwoTeams {
                player: PlayerId(8),
                team: "Las Águilas".into(),
                other: "Los Tigres".into(),
            },
        ]
    }
}
