//! The refusals' codes, params and words, each kind checked.

use super::*;

/// The variant's place in the declaration. Exhaustive on purpose: a new
/// variant does not compile until it is added here and to `RuleError::examples`.
fn variant(err: &RuleError) -> usize {
    match err {
        RuleError::UnknownTile { .. } => 0,
        RuleError::TileRepeated { .. } => 1,
        RuleError::TooManyTiles { .. } => 2,
        RuleError::DominoPlayerHoldsTiles { .. } => 3,
        RuleError::EmptyHand { .. } => 4,
        RuleError::ImpossibleBlock { .. } => 5,
        RuleError::PipsOutOfRange { .. } => 6,
        RuleError::PipsTotalOutOfRange { .. } => 7,
        RuleError::PipsZeroTwice { .. } => 39,
        RuleError::PipsOverLargestTiles { .. } => 40,
        RuleError::PipsOverBlock { .. } => 41,
        RuleError::BadNumber { .. } => 8,
        RuleError::SeatCountMismatch { .. } => 9,
        RuleError::BadSeatCount { .. } => 10,
        RuleError::PairsNeedFourSeats { .. } => 11,
        RuleError::NoSuchSeat { .. } => 12,
        RuleError::NoSuchSide { .. } => 13,
        RuleError::UnknownSide { .. } => 14,
        RuleError::MatchFinished { .. } => 15,
        RuleError::OpenerRequired { .. } => 16,
        RuleError::WrongOpener { .. } => 17,
        RuleError::RedealNotAllowed { .. } => 18,
        RuleError::DoublesOutOfRange { .. } => 19,
        RuleError::UnknownPenalty { .. } => 20,
        RuleError::PenaltyPointsMismatch { .. } => 21,
        RuleError::DecisionNotAllowed { .. } => 22,
        RuleError::NoTimeLimit => 23,
        RuleError::ClockAlreadyStarted { .. } => 24,
        RuleError::ClockNotStarted => 25,
        RuleError::ClockNotRunning => 26,
        RuleError::ClockNotPaused => 27,
        RuleError::ClockWentBackwards { .. } => 28,
        RuleError::TimeNotUp { .. } => 29,
        RuleError::TimeAlreadyUp => 30,
        RuleError::InvalidRules { .. } => 31,
        RuleError::UnknownPreset { .. } => 32,
        RuleError::UnknownMode { .. } => 33,
        RuleError::NoSuchEvent { .. } => 34,
        RuleError::UnknownFormat { .. } => 35,
        RuleError::UnsupportedVersion { .. } => 36,
        RuleError::Malformed { .. } => 37,
        RuleError::InvalidEvent { .. } => 38,
        RuleError::UnknownField { .. } => 42,
        RuleError::DuplicateField { .. } => 43,
        RuleError::OverLimit { .. } => 44,
        RuleError::FinishNotScored { .. } => 45,
    }
}

#[test]
fn every_variant_serializes_with_its_code_as_the_tag() {
    let all = RuleError::examples();
    let mut seen: Vec<usize> = all.iter().map(variant).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen,
        (0..=45).collect::<Vec<_>>(),
        "one value of each variant"
    );
    for err in &all {
        let json = serde_json::to_value(err).expect("serializes");
        assert_eq!(json["code"], err.code(), "{err:?}");
        let params = err.params();
        assert!(params.is_object(), "{err:?}");
        assert!(params.get("code").is_none(), "{err:?}");
        // Every value is data: numbers, arrays, objects, and strings only
        // for text as given or a value's own serde form.
        assert_params_are_data(&params, err);
        // Read back from what crossed, it is the same refusal (the cause,
        // for a refused event); a parser's message does not cross.
        if !matches!(err, RuleError::Malformed { .. }) {
            assert_eq!(
                RuleError::from_params(err.code(), &params).as_ref(),
                Some(err.cause()),
                "{err:?}"
            );
        }
        let view = serde_json::to_value(err.view()).expect("serializes");
        assert_eq!(
            view,
            serde_json::json!({ "code": err.code(), "message": err.to_string(), "params": params }),
        );
    }
}

/// Params a sentence can use as they are: no string in them is English
/// text or several values written together.
fn assert_params_are_data(params: &serde_json::Value, err: &RuleError) {
    fn strings<'a>(value: &'a serde_json::Value, out: &mut Vec<&'a str>) {
        match value {
            serde_json::Value::String(s) => out.push(s),
            serde_json::Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
            serde_json::Value::Object(map) => map.values().for_each(|v| strings(v, out)),
            _ => {}
        }
    }
    let mut found = Vec::new();
    strings(params, &mut found);
    for s in found {
        assert!(
            !s.contains(' ') || s == "Mesa torta",
            "{err:?}: `{s}` looks like formatted text"
        );
    }
}

#[test]
fn params_name_the_values_of_the_message() {
    let params = |err: RuleError| err.params();
    let tile = Tile::new(5, 6).expect("a tile");
    assert_eq!(
        params(RuleError::TileRepeated { tile }),
        serde_json::json!({ "tile": "6-5" })
    );
    assert_eq!(
        params(RuleError::WrongOpener {
            given: Seat(1),
            expected: Opener::Seat(Seat(2)),
        }),
        serde_json::json!({ "given": 1, "expected": 2 })
    );
    assert_eq!(
        params(RuleError::OpenerRequired {
            expected: Opener::Side(Side(1)),
        }),
        serde_json::json!({ "expected": { "side": 1 } })
    );
    assert_eq!(
        params(RuleError::NoSuchSide {
            side: Side(2),
            sides: 2
        }),
        serde_json::json!({ "side": 2, "sides": 2 })
    );
    assert_eq!(
        params(RuleError::ImpossibleBlock {
            tiles: vec![tile, Tile::new(1, 1).expect("a tile")],
        }),
        serde_json::json!({ "tiles": ["6-5", "1-1"] })
    );
    assert_eq!(
        params(RuleError::DecisionNotAllowed {
            fault: Fault::Custom("Mesa torta".into()),
            decision: Decision::PlayOn,
        }),
        serde_json::json!({ "fault": { "custom": "Mesa torta" }, "decision": "play_on" })
    );
    assert_eq!(
        params(RuleError::InvalidRules {
            problem: RulesProblem::PenaltyTwice {
                fault: Fault::Chivo
            },
        }),
        serde_json::json!({ "rule": "penalty_twice", "fault": "chivo" })
    );
    assert_eq!(
        params(RuleError::Malformed {
            message: "expected `,`".into(),
            line: 1,
            column: 9,
        }),
        serde_json::json!({ "line": 1, "column": 9 }),
        "the parser's English stays in the message"
    );
    assert_eq!(
        params(RuleError::RedealNotAllowed {
            doubles: 5,
            threshold: None,
        }),
        serde_json::json!({ "doubles": 5, "threshold": null })
    );
    assert_eq!(params(RuleError::NoTimeLimit), serde_json::json!({}));
    // A refused event inside a refused event still names one event: the outer one.
    let nested = RuleError::InvalidEvent {
        index: 7,
        error: Box::new(RuleError::InvalidEvent {
            index: 2,
            error: Box::new(RuleError::ClockNotStarted),
        }),
    };
    assert_eq!(nested.code(), "clock_not_started");
    assert_eq!(
        serde_json::to_value(&nested).expect("serializes"),
        serde_json::json!({ "code": "clock_not_started", "event_index": 7 })
    );
}

#[test]
fn params_that_do_not_fit_their_code_read_as_nothing() {
    let read = |code: &str, params: serde_json::Value| RuleError::from_params(code, &params);
    // What fits, extra params ignored, absent defaults and options filled in.
    assert_eq!(
        read(
            "no_such_seat",
            serde_json::json!({ "seat": 4, "seats": 4, "x": "y" })
        ),
        Some(RuleError::NoSuchSeat {
            seat: Seat(4),
            seats: 4
        })
    );
    assert_eq!(
        read("malformed", serde_json::json!({})),
        Some(RuleError::Malformed {
            message: String::new(),
            line: 0,
            column: 0
        })
    );
    assert_eq!(
        read("redeal_not_allowed", serde_json::json!({ "doubles": 4 })),
        Some(RuleError::RedealNotAllowed {
            doubles: 4,
            threshold: None
        })
    );
    for (code, params) in [
        // A string for a number, a number for a string.
        (
            "no_such_seat",
            serde_json::json!({ "seat": "4", "seats": 4 }),
        ),
        ("unknown_tile", serde_json::json!({ "text": 71 })),
        // Out of the type's range: negative, fractional, too large.
        (
            "no_such_seat",
            serde_json::json!({ "seat": -1, "seats": 4 }),
        ),
        (
            "pips_out_of_range",
            serde_json::json!({ "seat": 1, "pips": 7.5 }),
        ),
        (
            "pips_out_of_range",
            serde_json::json!({ "seat": 256, "pips": 70 }),
        ),
        // A missing field; a default field of the wrong type.
        ("pips_out_of_range", serde_json::json!({ "seat": 1 })),
        ("malformed", serde_json::json!({ "line": "3" })),
        // A tile that is not one, a list with one bad item.
        ("tile_repeated", serde_json::json!({ "tile": "7-1" })),
        (
            "impossible_block",
            serde_json::json!({ "tiles": ["6-5", 3] }),
        ),
        // A rules problem without its rule, or of a rule that does not exist.
        (
            "invalid_rules",
            serde_json::json!({ "value": 0, "max": 1000 }),
        ),
        (
            "invalid_rules",
            serde_json::json!({ "rule": "speed", "value": 0 }),
        ),
        // Not an object; an unknown code.
        ("no_time_limit", serde_json::json!([])),
        ("no_such_code", serde_json::json!({})),
    ] {
        assert_eq!(read(code, params.clone()), None, "{code} {params}");
    }
}

#[test]
fn every_rules_problem_reads_back_from_the_params_it_is_flattened_into() {
    // Exhaustive on purpose: a new problem does not compile until it is here.
    let place = |problem: &RulesProblem| match problem {
        RulesProblem::Target { .. } => 0,
        RulesProblem::RedealDoubles { .. } => 1,
        RulesProblem::TimeLimit { .. } => 2,
        RulesProblem::PenaltyTooHigh { .. } => 3,
        RulesProblem::PenaltyTwice { .. } => 4,
        RulesProblem::TooManyPenalties { .. } => 5,
        RulesProblem::FaultNameTooLong { .. } => 6,
        RulesProblem::BatidasNeedHands => 7,
        RulesProblem::BatidaTooHigh { .. } => 8,
        RulesProblem::CapicuaNeedsPips => 9,
        RulesProblem::CapicuaPoints { .. } => 10,
        RulesProblem::CapicuaMultiplier { .. } => 11,
    };
    let all = [
        RulesProblem::Target {
            value: 0,
            max: 1000,
        },
        RulesProblem::RedealDoubles { value: 9 },
        RulesProblem::TimeLimit {
            minutes: 0,
            max: 1440,
        },
        RulesProblem::PenaltyTooHigh {
            fault: Fault::Custom("Mesa torta".into()),
            points: 900,
            max: 500,
        },
        RulesProblem::PenaltyTwice {
            fault: Fault::Chivo,
        },
        RulesProblem::TooManyPenalties { count: 70, max: 64 },
        RulesProblem::FaultNameTooLong { chars: 90, max: 80 },
        RulesProblem::BatidasNeedHands,
        RulesProblem::BatidaTooHigh { value: 9, max: 8 },
        RulesProblem::CapicuaNeedsPips,
        RulesProblem::CapicuaPoints { value: 0, max: 100 },
        RulesProblem::CapicuaMultiplier { value: 1, max: 4 },
    ];
    let places: Vec<usize> = all.iter().map(place).collect();
    assert_eq!(
        places,
        (0..12).collect::<Vec<_>>(),
        "one value of each problem"
    );
    for problem in all {
        let err = RuleError::InvalidRules { problem };
        assert!(err.params()["rule"].is_string(), "{err:?}");
        assert_eq!(RuleError::from_params(err.code(), &err.params()), Some(err));
    }
}
