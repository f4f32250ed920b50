//! One refusal of every kind, for the documentation and the contract tests.

use super::*;

impl RuleError {
    /// One refusal of every kind (two of `invalid_rules`, and a refused event
    /// of a log), with plausible values: the examples of `docs/commands.md`
    /// and of the contract tests that keep it, the shell and the UI in step.
    pub fn examples() -> Vec<RuleError> {
        // Both are tiles: `Tile::new` refuses only numbers above 6.
        let (Ok(tile), Ok(five_blank)) = (Tile::new(6, 6), Tile::new(5, 0)) else {
            return Vec::new();
        };
        let pips = RuleError::PipsOutOfRange {
            seat: Seat(2),
            pips: 70,
        };
        vec![
            RuleError::UnknownTile { text: "7-1".into() },
            RuleError::TileRepeated { tile },
            RuleError::TooManyTiles {
                seat: Seat(1),
                count: 8,
            },
            RuleError::DominoPlayerHoldsTiles {
                seat: Seat(1),
                pips: 5,
                tiles: 1,
            },
            RuleError::EmptyHand { seat: Seat(3) },
            RuleError::ImpossibleBlock {
                tiles: vec![five_blank, tile],
            },
            pips.clone(),
            RuleError::PipsTotalOutOfRange { total: 170 },
            RuleError::PipsZeroTwice {
                first: Seat(1),
                second: Seat(3),
            },
            RuleError::PipsOverLargestTiles {
                total: 120,
                tiles: 14,
                max: 118,
            },
            RuleError::PipsOverBlock {
                total: 150,
                max: 147,
            },
            RuleError::BadNumber { text: "x".into() },
            RuleError::SeatCountMismatch { seats: 4, given: 3 },
            RuleError::BadSeatCount { seats: 5 },
            RuleError::PairsNeedFourSeats { seats: 3 },
            RuleError::NoSuchSeat {
                seat: Seat(4),
                seats: 4,
            },
            RuleError::NoSuchSide {
                side: Side(2),
                sides: 2,
            },
            RuleError::UnknownSide { text: "C".into() },
            RuleError::MatchFinished {
                how: MatchEnd::Target,
            },
            RuleError::OpenerRequired {
                expected: Opener::DoubleSix,
            },
            RuleError::WrongOpener {
                given: Seat(1),
                expected: Opener::Seat(Seat(2)),
            },
            RuleError::RedealNotAllowed {
                doubles: 3,
                threshold: Some(4),
            },
            RuleError::DoublesOutOfRange { doubles: 8 },
            RuleError::UnknownPenalty {
                fault: Fault::Custom("Mesa torta".into()),
            },
            RuleError::PenaltyPointsMismatch {
                fault: Fault::Chivo,
                given: 10,
                expected: 25,
            },
            RuleError::DecisionNotAllowed {
                fault: Fault::WrongOpening,
                decision: Decision::PlayOn,
            },
            RuleError::NoTimeLimit,
            RuleError::ClockAlreadyStarted { started_at_ms: 5 },
            RuleError::ClockNotStarted,
            RuleError::ClockNotRunning,
            RuleError::ClockNotPaused,
            RuleError::ClockWentBackwards {
                at_ms: 1,
                last_ms: 2,
            },
            RuleError::TimeNotUp {
                elapsed_ms: 1,
                limit_ms: 2,
            },
            RuleError::TimeAlreadyUp,
            RuleError::InvalidRules {
                problem: RulesProblem::Target {
                    value: 0,
                    max: 100_000,
                },
            },
            RuleError::InvalidRules {
                problem: RulesProblem::PenaltyTooHigh {
                    fault: Fault::Chivo,
                    points: 20_000,
                    max: 10_000,
                },
            },
            RuleError::UnknownPreset {
                text: "br-foo".into(),
            },
            RuleError::UnknownMode {
                text: "trios".into(),
            },
            RuleError::NoSuchEvent { index: 9, len: 3 },
            RuleError::UnknownFormat { format: "x".into() },
            RuleError::UnsupportedVersion { version: 3 },
            RuleError::Malformed {
                message: "expected `,`".into(),
                line: 12,
                column: 5,
            },
            RuleError::InvalidEvent {
                index: 4,
                error: Box::new(pips),
            },
            RuleError::InvalidRules {
                problem: RulesProblem::TooManyPenalties { count: 70, max: 64 },
            },
            RuleError::InvalidRules {
                problem: RulesProblem::FaultNameTooLong { chars: 61, max: 60 },
            },
            RuleError::UnknownField {
                field: "note".into(),
                path: vec![PathStep::Key("rules".into())],
                line: 7,
                column: 5,
            },
            RuleError::DuplicateField {
                field: "by".into(),
                path: vec![
                    PathStep::Key("events".into()),
                    PathStep::Index(3),
                    PathStep::Key("end".into()),
                ],
                line: 40,
                column: 31,
            },
            RuleError::OverLimit {
                limit: FileLimit::Events,
                found: 10_001,
                max: 10_000,
                path: vec![PathStep::Key("events".into())],
                line: 20,
                column: 13,
            },
            RuleError::FinishNotScored {
                finish: Finish::Carroca,
                scored: vec![Finish::Simple],
            },
            RuleError::InvalidRules {
                problem: RulesProblem::BatidasNeedHands,
            },
            RuleError::InvalidRules {
                problem: RulesProblem::BatidaTooHigh {
                    value: 150,
                    max: 100,
                },
            },
            RuleError::InvalidRules {
                problem: RulesProblem::CapicuaNeedsPips,
            },
            RuleError::InvalidRules {
                problem: RulesProblem::CapicuaPoints {
                    value: 0,
                    max: 1_000,
                },
            },
            RuleError::InvalidRules {
                problem: RulesProblem::CapicuaMultiplier { value: 1, max: 10 },
            },
        ]
    }
}
