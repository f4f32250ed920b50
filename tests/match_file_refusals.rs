//! The match file's refusals say what and where: an unknown field or a key
//! given twice at any level, a value of the wrong type with its line,
//! column and event, a number as the file wrote it, and every limit a file
//! is held to, named with the count found. (docs/match-file.md, "Refusals")

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

use serde_json::{Value, json};
use tranque::*;

/// A pr-federacion file with one event a line: event `i` is on line `5 + i`.
fn file(events: &[&str]) -> String {
    let rules = serde_json::to_string(&Preset::PrFederacion.rules(Mode::Pairs)).unwrap();
    format!(
        "{{\"format\": \"tranque-match\", \"version\": 1, \"preset\": \"pr-federacion\",\n\
         \"rules\": {rules},\n\
         \"seats\": [\"Ana\", \"Bia\", \"Caio\", \"Duda\"],\n\
         \"events\": [\n{}\n]}}\n",
        events.join(",\n")
    )
}

const HAND: &str = r#"{"type": "hand", "opener": 1, "end": {"kind": "domino", "by": 1, "left": {"pips": [20, 0, 15, 10]}}}"#;
const BLOCK: &str =
    r#"{"type": "hand", "end": {"kind": "block", "closed_by": 2, "left": {"pips": [5, 6, 7, 6]}}}"#;

/// The refusal of `text`, as it crosses: code and params.
fn refused(text: &str) -> (&'static str, Value) {
    let err = MatchFile::parse(text).unwrap_err();
    (err.code(), err.params())
}

#[test]
fn the_base_file_reads() {
    let game = MatchFile::parse(&file(&[HAND, BLOCK]))
        .unwrap()
        .into_match()
        .unwrap();
    assert_eq!(game.events().len(), 2);
}

#[test]
fn an_unknown_field_inside_a_hand_end_is_refused_with_its_path() {
    // Before: serde dropped it silently and the file read.
    let end = BLOCK.replace(r#""closed_by": 2,"#, r#""closed_by": 2, "by": 3,"#);
    let (code, params) = refused(&file(&[HAND, &end]));
    assert_eq!(code, "unknown_field");
    assert_eq!(
        params,
        json!({ "field": "by", "path": ["events", 1, "end"], "line": 6,
                "column": end.find(r#""by""#).unwrap() + 1, "event_index": 1 })
    );
}

#[test]
fn unknown_fields_are_refused_at_every_level() {
    let cases = [
        (
            HAND.replace(r#""opener": 1,"#, r#""opener": 1, "note": "late","#),
            json!(["events", 0]),
        ),
        (
            HAND.replace(r#""pips": [20, 0, 15, 10]"#, r#""pips": [20, 0, 15, 10], "x": 1"#),
            json!(["events", 0, "end", "left"]),
        ),
        (
            r#"{"type": "redeal", "reason": {"kind": "tile_exposed", "seat": 1, "twice": true}}"#
                .to_owned(),
            json!(["events", 0, "reason"]),
        ),
        (
            r#"{"type": "clock_started", "at_ms": 0, "by": "judge"}"#.to_owned(),
            json!(["events", 0]),
        ),
        (
            r#"{"type": "penalty", "offender": 0, "fault": "chivo", "points": 80, "decision": "apply", "why": 1}"#
                .to_owned(),
            json!(["events", 0]),
        ),
    ];
    for (event, path) in cases {
        let (code, params) = refused(&file(&[&event]));
        // An extra key beside a list of pips makes `left` name no one form:
        // serde refuses it as a malformed value; every other is by name.
        if path == json!(["events", 0, "end", "left"]) {
            assert_eq!(code, "malformed", "{event}");
            assert_eq!(params["event_index"], json!(0));
            assert_eq!(params["line"], json!(5));
            continue;
        }
        assert_eq!(code, "unknown_field", "{event}: {params}");
        assert_eq!(params["path"], path, "{event}");
        assert_eq!(params["line"], json!(5));
        assert_eq!(params["event_index"], json!(0));
    }
    let text = file(&[HAND]).replace(r#""pcd":true,"#, r#""pcd":true,"odd":1,"#);
    let (code, params) = refused(&text);
    assert_eq!(code, "unknown_field");
    assert_eq!(params["path"], json!(["rules", "penalties", 0]));
    assert_eq!(params["field"], json!("odd"));
    assert_eq!(params["line"], json!(2));
}

#[test]
fn a_key_given_twice_is_refused_not_the_last_one_taken() {
    // Before: the second `version` won, and the file read.
    let text = file(&[HAND]).replace(r#""version": 1,"#, r#""version": 1, "version": 1,"#);
    let (code, params) = refused(&text);
    assert_eq!(code, "duplicate_field");
    assert_eq!(
        params,
        json!({ "field": "version", "path": [], "line": 1, "column": 43 })
    );
    // Inside a hand end: the second `by` would have changed who dominoed.
    let event = HAND.replace(r#""by": 1,"#, r#""by": 1, "by": 3,"#);
    let (code, params) = refused(&file(&[BLOCK, &event]));
    assert_eq!(code, "duplicate_field");
    assert_eq!(params["path"], json!(["events", 1, "end"]));
    assert_eq!(params["event_index"], json!(1));
    assert_eq!(params["line"], json!(6));
    // Written with an escape, it is the same key.
    let text = file(&[HAND]).replace(r#""seats""#, r#""seats": [], "se\u0061ts""#);
    assert_eq!(refused(&text).0, "duplicate_field");
}

#[test]
fn a_malformed_file_says_the_event_line_and_column() {
    // Before: "invalid type: string \"one\", expected u8", nothing more.
    let event = HAND.replace(r#""by": 1"#, r#""by": "one""#);
    let text = file(&[HAND, BLOCK, &event]);
    let err = MatchFile::parse(&text).unwrap_err();
    assert_eq!(err.code(), "malformed");
    let params = err.params();
    assert_eq!(params["event_index"], json!(2));
    assert_eq!(params["line"], json!(7));
    assert_eq!(params["column"], json!(1));
    assert!(err.to_string().contains("one"), "{err}");
    // A syntax error: its line and column, and the event it is in.
    let text = file(&[HAND, &BLOCK.replace("\"kind\":", "\"kind\"")]);
    let (code, params) = refused(&text);
    assert_eq!(code, "malformed");
    assert_eq!(params["event_index"], json!(1));
    assert_eq!(params["line"], json!(6));
    assert_eq!(params["column"], json!(33));
    // Outside the events: no event.
    let text = file(&[HAND]).replace(r#""target":200"#, r#""target":"200""#);
    let (code, params) = refused(&text);
    assert_eq!(code, "malformed");
    assert_eq!(params["line"], json!(2));
    assert!(params.get("event_index").is_none());
    // Truncated: the end of the text.
    let text = file(&[HAND]);
    let cut = &text[..text.len() / 2];
    let (code, params) = refused(cut);
    assert_eq!(code, "malformed");
    assert!(params["line"].as_u64().unwrap() >= 1, "{params}");
}

#[test]
fn numbers_are_echoed_as_written() {
    // Before: `1e+20`, as serde_json wrote the value back.
    let text = file(&[HAND]).replace(r#""format": "tranque-match""#, r#""format": 1e20"#);
    let err = MatchFile::parse(&text).unwrap_err();
    assert_eq!(err.code(), "unknown_format");
    assert_eq!(err.params(), json!({ "format": "1e20" }));
    for written in ["1e20", "1E+2", "2.50", "-3", "99999999999999999999999"] {
        let text = file(&[HAND]).replace(r#""target":200"#, &format!(r#""target":{written}"#));
        let err = MatchFile::parse(&text).unwrap_err();
        assert_eq!(err.code(), "malformed", "{written}");
        assert!(
            err.to_string().contains(&format!("`{written}`")),
            "{written}: {err}"
        );
        assert_eq!(err.params()["line"], json!(2));
    }
    // Inside an event, too.
    let event = HAND.replace(r#""by": 1"#, r#""by": 1.0e0"#);
    let err = MatchFile::parse(&file(&[&event])).unwrap_err();
    assert!(err.to_string().contains("`1.0e0`"), "{err}");
    assert_eq!(err.params()["event_index"], json!(0));
    assert_eq!(
        err.params()["column"],
        json!(event.find("1.0e0").unwrap() + 1)
    );
    let text = file(&[HAND]).replace(r#""version": 1"#, r#""version": 1.0"#);
    let err = MatchFile::parse(&text).unwrap_err();
    assert_eq!(err.code(), "malformed");
    assert!(err.to_string().contains("`1.0`"), "{err}");
}

/// The limit refused, the count found and the most allowed.
fn over(text: &str) -> (String, u64, u64, Value) {
    let err = MatchFile::parse(text).unwrap_err();
    assert_eq!(err.code(), "over_limit", "{err}");
    let p = err.params();
    (
        p["limit"].as_str().unwrap().to_owned(),
        p["found"].as_u64().unwrap(),
        p["max"].as_u64().unwrap(),
        p["path"].clone(),
    )
}

#[test]
fn every_collection_has_a_limit_named_with_the_count_found() {
    let clock = r#"{"type": "clock_paused", "at_ms": 1}"#;
    // Events: at the limit the file reads (the fold decides), one past it is refused.
    let at = vec![clock; MAX_EVENTS];
    assert!(MatchFile::parse(&file(&at)).is_ok());
    let past = vec![clock; MAX_EVENTS + 1];
    assert_eq!(
        over(&file(&past)),
        ("events".into(), 10_001, 10_000, json!(["events"]))
    );
    // Penalties.
    let many: Vec<String> = (0..65)
        .map(|i| format!(r#"{{"fault": {{"custom": "rule {i}"}}, "points": 1, "pcd": false}}"#))
        .collect();
    let text = file(&[HAND]).replace(
        r#""penalties":["#,
        &format!(r#""penalties":[{},"#, many.join(",")),
    );
    assert_eq!(
        over(&text),
        ("penalties".into(), 71, 64, json!(["rules", "penalties"]))
    );
    // Any other list.
    let seats = vec!["\"x\""; 29].join(", ");
    let text = file(&[HAND]).replace(r#"["Ana", "Bia", "Caio", "Duda"]"#, &format!("[{seats}]"));
    assert_eq!(over(&text), ("items".into(), 29, 28, json!(["seats"])));
    let pips = vec!["1"; 100].join(",");
    let event = HAND.replace("[20, 0, 15, 10]", &format!("[{pips}]"));
    assert_eq!(
        over(&file(&[&event])),
        (
            "items".into(),
            100,
            28,
            json!(["events", 0, "end", "left", "pips"])
        )
    );
    // Texts: a name, a key, a number.
    let text = file(&[HAND]).replace("\"Bia\"", &format!("\"{}\"", "é".repeat(201)));
    assert_eq!(over(&text), ("text".into(), 201, 200, json!(["seats", 1])));
    let text = file(&[HAND]).replace("\"Bia\"", &format!("\"{}\"", "é".repeat(200)));
    assert!(MatchFile::parse(&text).is_ok());
    let text = file(&[HAND]).replace(
        r#""target":200"#,
        &format!(r#""target":{}"#, "9".repeat(300)),
    );
    assert_eq!(
        over(&text),
        ("text".into(), 300, 200, json!(["rules", "target"]))
    );
    // Fields of an object.
    let fields: Vec<String> = (0..33).map(|i| format!(r#""f{i}": 0"#)).collect();
    let text = file(&[HAND]).replace(
        r#""preset": "pr-federacion","#,
        &format!(r#""x": {{{}}},"#, fields.join(",")),
    );
    assert_eq!(over(&text), ("fields".into(), 33, 32, json!(["x"])));
    // Nesting.
    let deep = format!("{}{}", "[".repeat(40), "]".repeat(40));
    let text = file(&[HAND]).replace(r#""preset": "pr-federacion","#, &format!(r#""x": {deep},"#));
    let (limit, found, max, path) = over(&text);
    assert_eq!((limit.as_str(), found, max), ("depth", 17, 16));
    assert_eq!(path.as_array().unwrap().len(), 16);
}

#[test]
fn limits_inside_an_event_name_the_event() {
    let event = HAND.replace("[20, 0, 15, 10]", &format!("[{}]", vec!["0"; 29].join(",")));
    let err = MatchFile::parse(&file(&[HAND, &event])).unwrap_err();
    assert_eq!(err.params()["event_index"], json!(1));
    assert_eq!(err.params()["line"], json!(6));
}

#[test]
fn rule_sets_cap_their_penalties_and_house_rule_names() {
    let mut rules = Preset::PrFederacion.rules(Mode::Pairs);
    for i in 0..60 {
        rules.penalties.push(PenaltyRule {
            fault: Fault::Custom(format!("rule {i}")),
            points: 1,
            pcd: false,
            warning_first: false,
        });
    }
    assert_eq!(
        rules.validate().unwrap_err(),
        RuleError::InvalidRules {
            problem: RulesProblem::TooManyPenalties { count: 66, max: 64 }
        }
    );
    rules.penalties.truncate(7);
    rules.penalties[6].fault = Fault::Custom("x".repeat(61));
    assert_eq!(
        rules.validate().unwrap_err(),
        RuleError::InvalidRules {
            problem: RulesProblem::FaultNameTooLong { chars: 61, max: 60 }
        }
    );
    rules.penalties[6].fault = Fault::Chivo;
    assert_eq!(
        rules.validate().unwrap_err(),
        RuleError::InvalidRules {
            problem: RulesProblem::PenaltyTwice {
                fault: Fault::Chivo
            }
        }
    );
}

#[test]
fn a_refused_penalty_does_not_use_up_a_first_warning() {
    let setup = MatchSetup {
        rules: Preset::PrFederacion.rules(Mode::Pairs),
        seats: ["Ana", "Bia", "Caio", "Duda"].map(String::from).to_vec(),
    };
    let warn = |points| Event::Penalty {
        offender: Seat(0),
        fault: Fault::GesturePass,
        points,
        decision: Decision::Apply,
        opener: Some(Seat(3)),
    };
    let mut game = Match::new(setup).unwrap();
    // A first gesture pass is a warning; given with 40 points it is refused.
    assert_eq!(
        game.apply_mut(warn(40)).unwrap_err().code(),
        "penalty_points_mismatch"
    );
    game.apply_mut(warn(0)).unwrap();
    // Now it is a penalty.
    assert_eq!(
        game.penalty_terms(Seat(0), &Fault::GesturePass)
            .unwrap()
            .points,
        40
    );
    assert!(game.apply_mut(warn(0)).is_err());
}
