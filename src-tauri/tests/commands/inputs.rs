//! Nothing a player can type or draw crashes the app: every command, called
//! through the real invoke path with generated arguments (well-typed values
//! at the edges, ids that exist and ids that do not, and arbitrary JSON),
//! answers a view or a refusal with a code, never a panic, and the app still
//! answers afterwards. The dialogs answer "cancelled" here (`Ui::new`), so
//! the commands that open one are covered up to the dialog; the camera's
//! scan happens in the webview, its text comes to `read_qr_text`, covered.

use std::panic::AssertUnwindSafe;

use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRng, TestRunner};
use serde_json::{Map, Value, json};

use crate::pips;
use crate::support::Ui;

/// A hostile signature: the pad's first point and 12,000 `closepath`s.
fn closepaths() -> String {
    format!("M10 10{}", "z".repeat(12_000))
}

#[test]
fn a_signature_of_twelve_thousand_closepaths_is_refused_and_the_match_stays_open() {
    let ui = Ui::new();
    let id = ui.new_match("br-megajogos")["id"].clone();
    ui.ok(
        "record_hand",
        json!({"match_id": id, "opener": 0, "end": pips(0, [0, 30, 0, 31])}),
    );
    let err = ui.refused(
        "finish_match",
        json!({"match_id": id, "signed_by": "Bia", "signature": closepaths()}),
    );
    assert_eq!(err["code"], "bad_signature");
    assert_eq!(
        ui.ok("get_match", json!({"match_id": id}))["status"],
        "in_progress"
    );
    // Signed with the pad's ink, the match keeps it normalised, and its
    // picture is drawn (the dialog then cancelled).
    let done = ui.ok(
        "finish_match",
        json!({"match_id": id, "signed_by": "Bia", "signature": "M10 10 L20.4,20 400 30 "}),
    );
    assert_eq!(done["signature"], "M10 10 L20 20 L320 30");
    let labels = json!({"title": "Scoresheet", "winner": "Winner", "rules": "br-megajogos",
        "signed": "Signed by Bia", "rows": ["1 domino"]});
    let saved = ui.ok(
        "save_scoresheet_image",
        json!({"match_id": id, "labels": labels}),
    );
    assert_eq!(
        saved,
        Value::Null,
        "the dialog was cancelled after the drawing"
    );
}

#[test]
fn a_day_past_the_calendar_is_refused_in_words() {
    let ui = Ui::new();
    for day in [
        "+262142-12-31",
        "-262143-01-01",
        "+10000-01-01",
        "0000-12-31",
    ] {
        for name in ["from", "to"] {
            let mut args = Map::new();
            args.insert(name.to_owned(), json!(day));
            let err = ui.refused("list_matches", Value::Object(args));
            assert_eq!(err["code"], "bad_argument", "{name} {day}: {err}");
            assert_eq!(err["params"]["name"], name, "{err}");
        }
    }
    let page = ui.ok(
        "list_matches",
        json!({"from": "0001-01-01", "to": "9999-12-31"}),
    );
    assert_eq!(page["total"], 0);
}

/// What an argument holds, for the values generated for it.
#[derive(Debug, Clone, Copy)]
enum Kind {
    /// Text a player types or a file carries.
    Text,
    /// A match's id.
    Match,
    /// A tournament's id.
    Tournament,
    /// A whole number (a count, a seat, an index, a round).
    Number,
    /// A flag.
    Flag,
    /// A structured value (rules, a hand, a result, labels).
    Json,
    /// A list of names.
    Names,
    /// A day, `YYYY-MM-DD`.
    Day,
}

/// The texts at the edges, each tried in turn (see [`edge_text`]).
const EDGE_TEXTS: &[&str] = &[
    "",
    " ",
    "\0",
    "Ñandú 🀄 ação",
    "\u{202e}etadpu",
    "+262142-12-31",
    "-262143-01-01",
    "9999-12-31",
    "2026-02-30",
    "../../../etc/passwd",
    "custom",
    "br-megajogos",
    "pr-federacion",
    "start",
    "time_up",
    "DELETE",
    "cancel",
    "{}",
    "1e309",
    "@playing",
    "@over",
    "@tournament",
];

/// The numbers at the edges, each tried in turn (see [`edge_number`]).
fn edge_numbers() -> Vec<Value> {
    vec![
        json!(0),
        json!(1),
        json!(3),
        json!(4),
        json!(-1),
        json!(255),
        json!(256),
        json!(u32::MAX),
        json!(u64::from(u32::MAX) + 1),
        json!(i64::MAX),
        json!(i64::MIN),
        json!(u64::MAX),
        json!(1e308),
        json!(-0.5),
    ]
}

/// The values at the edges of `kind`, each tried in turn beside sane ones.
fn edges_of(kind: Kind) -> Vec<Value> {
    let texts = || {
        let mut texts: Vec<Value> = EDGE_TEXTS.iter().map(|t| json!(t)).collect();
        texts.extend([json!("a".repeat(100_000)), json!(closepaths())]);
        texts
    };
    let mut edges = match kind {
        Kind::Text | Kind::Match | Kind::Tournament | Kind::Day => texts(),
        Kind::Number => edge_numbers(),
        Kind::Flag => vec![json!(true), json!(false)],
        Kind::Json => vec![
            json!({}),
            json!([]),
            json!({"kind": "domino", "by": u64::MAX, "left": {"pips": [u64::MAX, -1, 0, 0]}}),
        ],
        Kind::Names => vec![json!([]), json!(["", ""]), json!(texts())],
    };
    edges.extend([Value::Null, json!(-1), json!([[]]), json!({"a": {}})]);
    edges
}

/// Text at the edges: empty, blank, control and bidirectional characters,
/// huge, dates past the calendar, paths, words the commands know, the
/// fixture's ids (`@…`, replaced before the call).
fn edge_text() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(EDGE_TEXTS).prop_map(str::to_owned),
        Just("a".repeat(100_000)),
        Just(closepaths()),
        "\\PC{0,24}",
    ]
}

/// Numbers at the edges of every integer type, and some that are no integer.
fn edge_number() -> impl Strategy<Value = Value> {
    prop_oneof![
        prop::sample::select(edge_numbers()),
        any::<i64>().prop_map(Value::from),
    ]
}

/// Any JSON, a few levels deep, its keys often those the commands read.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        edge_number(),
        edge_text().prop_map(Value::from),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        let key = prop_oneof![
            prop::sample::select(vec![
                "kind",
                "by",
                "left",
                "pips",
                "tiles",
                "finish",
                "closed_by",
                "mode",
                "target",
                "reason",
                "fault",
                "decision",
                "winner",
                "scores",
                "points",
                "rows",
                "title",
                "signed",
                "rules",
                "loser",
                "at_ms",
                "hands",
                "side",
                "format",
                "version",
            ])
            .prop_map(str::to_owned),
            "\\PC{0,6}",
        ];
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(key, inner, 0..4)
                .prop_map(|map| Value::Object(map.into_iter().collect())),
        ]
    })
}

/// A value for an argument of `kind`: well typed at the edges, or any JSON.
fn value_of(kind: Kind) -> BoxedStrategy<Value> {
    let typed: BoxedStrategy<Value> = match kind {
        Kind::Text => edge_text().prop_map(Value::from).boxed(),
        Kind::Match => prop_oneof![
            prop::sample::select(vec!["@playing", "@over", "no-such-match"]).prop_map(Value::from),
            edge_text().prop_map(Value::from),
        ]
        .boxed(),
        Kind::Tournament => prop_oneof![
            Just(Value::from("@tournament")),
            edge_text().prop_map(Value::from),
        ]
        .boxed(),
        Kind::Number => edge_number().boxed(),
        Kind::Flag => any::<bool>().prop_map(Value::from).boxed(),
        Kind::Json => any_json().boxed(),
        Kind::Names => prop::collection::vec(edge_text().prop_map(Value::from), 0..6)
            .prop_map(Value::Array)
            .boxed(),
        // The calendar's last and first days most often.
        Kind::Day => prop::sample::select(vec![
            "+262142-12-31",
            "+262142-12-31",
            "-262143-01-01",
            "-262143-01-01",
            "9999-12-31",
            "0001-01-01",
            "2026-13-01",
            "2026-11-21",
        ])
        .prop_map(Value::from)
        .boxed(),
    };
    prop_oneof![3 => typed, 1 => any_json()].boxed()
}

/// A value for an argument of `kind` as the UI sends it, so that a hostile
/// value beside it reaches the command's checks.
fn sane_of(kind: Kind) -> BoxedStrategy<Value> {
    match kind {
        Kind::Text => prop::sample::select(vec!["Ana", "br-megajogos", "start", "DELETE"])
            .prop_map(Value::from)
            .boxed(),
        Kind::Match => prop::sample::select(vec!["@playing", "@over"])
            .prop_map(Value::from)
            .boxed(),
        Kind::Tournament => Just(Value::from("@tournament")).boxed(),
        Kind::Number => (0..5u8).prop_map(Value::from).boxed(),
        Kind::Flag => any::<bool>().prop_map(Value::from).boxed(),
        Kind::Json => any_json().boxed(),
        Kind::Names => Just(json!(["Ana", "Bia", "Caio", "Duda"])).boxed(),
        Kind::Day => Just(Value::from("2026-11-21")).boxed(),
    }
}

/// The arguments of a call: every one generated at the edges, or one at
/// the edges and the others as the UI sends them; each may be left out.
fn arguments(args: &[(&'static str, Kind)]) -> BoxedStrategy<Map<String, Value>> {
    let names: Vec<&'static str> = args.iter().map(|(name, _)| *name).collect();
    let hostile: Vec<_> = args
        .iter()
        .map(|&(_, kind)| prop::option::weighted(0.8, value_of(kind)))
        .collect();
    let sane: Vec<_> = args
        .iter()
        .map(|&(_, kind)| prop::option::weighted(0.8, sane_of(kind)))
        .collect();
    let one = 0..args.len().max(1);
    (hostile, sane, one, prop::bool::weighted(0.25))
        .prop_map(move |(hostile, sane, one, all_hostile)| {
            let mut map = Map::new();
            for (i, name) in names.iter().enumerate() {
                let value = if all_hostile || i == one {
                    hostile[i].clone()
                } else {
                    sane[i].clone()
                };
                if let Some(value) = value {
                    map.insert((*name).to_owned(), value);
                }
            }
            map
        })
        .boxed()
}

/// The app with a match being played, a finished one and a tournament
/// paired, and their ids by placeholder.
fn fixture() -> (Ui, Vec<(&'static str, Value)>) {
    let ui = Ui::new();
    let over = ui.new_match("br-megajogos")["id"].clone();
    ui.ok(
        "record_hand",
        json!({"match_id": over, "opener": 0, "end": pips(0, [0, 30, 0, 31])}),
    );
    ui.ok(
        "finish_match",
        json!({"match_id": over, "signed_by": "Bia", "signature": "M10 10 L20 20"}),
    );
    let playing = ui.new_match("br-megajogos")["id"].clone();
    let tournament = ui.ok(
        "new_tournament",
        json!({"name": "Copa", "date": "2026-11-21", "preset": "br-megajogos",
               "rules": crate::rules("br-megajogos")}),
    )["id"]
        .clone();
    for n in 1..=4 {
        ui.ok(
            "add_pair",
            json!({"tournament_id": tournament, "players": [format!("P{n}a"), format!("P{n}b")]}),
        );
    }
    ui.ok("pair_round", json!({"tournament_id": tournament}));
    let ids = vec![
        ("@playing", playing),
        ("@over", over),
        ("@tournament", tournament),
    ];
    (ui, ids)
}

/// `value` with the fixture's placeholders replaced by its ids.
fn with_ids(value: Value, ids: &[(&str, Value)]) -> Value {
    match value {
        Value::String(text) => ids
            .iter()
            .find(|(name, _)| *name == text)
            .map_or(Value::String(text), |(_, id)| id.clone()),
        Value::Array(items) => Value::Array(items.into_iter().map(|v| with_ids(v, ids)).collect()),
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(key, v)| (key, with_ids(v, ids)))
                .collect(),
        ),
        other => other,
    }
}

/// Whether `err` is a refusal: `{code, message, params}` with a code that
/// is not a worker's panic, or the IPC's own refusal of arguments that do
/// not deserialise (the command is never run then).
fn is_refusal(err: &Value) -> bool {
    if let Some(text) = err.as_str() {
        return text.starts_with("invalid args ");
    }
    let code = err["code"].as_str().unwrap_or_default();
    !code.is_empty()
        && code != "command_interrupted"
        && err["message"].as_str().is_some_and(|m| !m.is_empty())
        && err["params"].is_object()
}

/// The answer of `command` to `args` is a view or a refusal, not a panic,
/// and the app answers the next call.
fn answers(ui: &Ui, command: &str, args: &Value) -> Result<(), TestCaseError> {
    let answer = std::panic::catch_unwind(AssertUnwindSafe(|| ui.call(command, args.clone())))
        .map_err(|_| TestCaseError::fail(format!("{command} panicked on {args}")))?;
    if let Err(err) = &answer {
        prop_assert!(is_refusal(err), "{command} answered {err} to {args}");
    }
    let after = std::panic::catch_unwind(AssertUnwindSafe(|| ui.call("list_players", json!({}))));
    prop_assert!(
        matches!(after, Ok(Ok(_))),
        "the app stopped answering after {command} {args}"
    );
    Ok(())
}

/// The value of an argument of `kind` as the UI most often sends it.
fn sane_value(kind: Kind) -> Value {
    match kind {
        Kind::Text => json!("Ana"),
        Kind::Match => json!("@playing"),
        Kind::Tournament => json!("@tournament"),
        Kind::Number => json!(1),
        Kind::Flag => json!(true),
        Kind::Json => json!({}),
        Kind::Names => json!(["Ana", "Bia", "Caio", "Duda"]),
        Kind::Day => json!("2026-11-21"),
    }
}

/// Calls `command` with each edge value of each argument (the others
/// sane), then with 64 generated sets of `args`: each answer is a view
/// or a refusal, never a panic, and the app answers the next call.
fn answers_every_argument(command: &str, args: &[(&'static str, Kind)]) {
    let (ui, ids) = fixture();
    // First every edge value of each argument in turn, the others sane or
    // left out.
    let sweep = args.iter().enumerate().flat_map(|(i, &(name, kind))| {
        edges_of(kind)
            .into_iter()
            .flat_map(move |edge| [(i, name, edge.clone(), true), (i, name, edge, false)])
    });
    for (i, name, edge, others) in sweep {
        {
            let mut map = Map::new();
            map.insert(name.to_owned(), edge);
            for (j, &(other, kind)) in args.iter().enumerate() {
                if others && i != j {
                    map.insert(other.to_owned(), sane_value(kind));
                }
            }
            let args = with_ids(Value::Object(map), &ids);
            if let Err(failure) = answers(&ui, command, &args) {
                panic!("{command}, `{name}` at an edge: {failure}");
            }
        }
    }
    // The same cases on every run, so that CI's answer does not change
    // with the draw; the generators, not the seed, choose what is tried.
    let config = Config {
        cases: 64,
        failure_persistence: None,
        ..Config::default()
    };
    let rng = TestRng::deterministic_rng(config.rng_algorithm);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let outcome = runner.run(&arguments(args), |map| {
        answers(&ui, command, &with_ids(Value::Object(map), &ids))
    });
    if let Err(failure) = outcome {
        panic!("{command}: {failure}");
    }
}

/// One test per command, each over its arguments.
macro_rules! every_command {
    ($($command:ident($($arg:ident: $kind:ident),*);)*) => {
        /// Every command the app registers, by name.
        const COMMANDS: &[&str] = &[$(stringify!($command)),*];
        mod any_arguments {
            use super::*;
            $(
                #[test]
                fn $command() {
                    answers_every_argument(stringify!($command), &[$((stringify!($arg), Kind::$kind)),*]);
                }
            )*
        }
    };
}

every_command! {
    list_players();
    add_player(name: Text);
    rename_player(id: Number, name: Text);
    new_match(preset: Text, rules: Json, players: Names, told_opener: Number);
    tell_opener(match_id: Match, seat: Number);
    current_match();
    get_match(match_id: Match);
    record_hand(match_id: Match, opener: Number, end: Json);
    record_redeal(match_id: Match, reason: Json);
    record_penalty(match_id: Match, offender: Number, fault: Json, decision: Json, opener: Number);
    record_forfeit(match_id: Match, loser: Number, reason: Json);
    clock(match_id: Match, action: Text);
    clock_now(match_id: Match);
    undo(match_id: Match);
    replace_event(match_id: Match, index: Number, event: Json);
    delete_event(match_id: Match, index: Number);
    finish_match(match_id: Match, signed_by: Text, signature: Text);
    abandon_match(match_id: Match);
    delete_match(match_id: Match, confirm: Text);
    list_matches(page: Number, per_page: Number, player: Json, preset: Text, from: Day, to: Day);
    statistics(filter: Json);
    player_statistics(key: Text, filter: Json);
    head_to_head(first: Names, second: Names, filter: Json);
    export_match(match_id: Match);
    export_raw(match_id: Match);
    export_history();
    export_csv(match_id: Match);
    import_matches(json: Text);
    save_history_file();
    import_file();
    save_scoresheet_image(match_id: Match, labels: Json);
    import_progress();
    startup_notice();
    list_backups();
    restore_backup(file: Text);
    delete_backup(file: Text);
    buzz();
    keep_screen_on(on: Flag);
    phone_features();
    list_tournaments();
    new_tournament(name: Text, date: Day, preset: Text, rules: Json, ranking: Json, credit: Json);
    get_tournament(tournament_id: Tournament);
    explain_round(tournament_id: Tournament, round: Number);
    add_pair(tournament_id: Tournament, players: Names);
    rename_pair(tournament_id: Tournament, pair: Number, players: Names);
    withdraw_pair(tournament_id: Tournament, pair: Number);
    pair_round(tournament_id: Tournament);
    close_round(tournament_id: Tournament, round: Number);
    record_table_result(tournament_id: Tournament, round: Number, table: Number, result: Json);
    correct_table_result(tournament_id: Tournament, round: Number, table: Number, result: Json);
    start_table_match(tournament_id: Tournament, round: Number, table: Number);
    result_from_match(tournament_id: Tournament, round: Number, table: Number);
    import_table_file(tournament_id: Tournament, round: Number, table: Number);
    table_qr(tournament_id: Tournament, round: Number, table: Number);
    save_table_qr(tournament_id: Tournament, round: Number, table: Number);
    result_qr(match_id: Match);
    save_result_qr(match_id: Match);
    read_qr_file();
    cancel_qr_read();
    read_qr_text(text: Text);
    read_tiles();
    cancel_tiles_read();
    save_tournament_file(tournament_id: Tournament);
    take_over_tournament_file();
    save_tournament_sheet(tournament_id: Tournament, round: Number, sheet: Text, paper: Text, lang: Text);
    new_individual_tournament(name: Text, date: Day, preset: Text, rules: Json, ranking: Json, credit: Json);
    get_individual_tournament(tournament_id: Tournament);
    register_player(tournament_id: Tournament, name: Text);
    rename_tournament_player(tournament_id: Tournament, player: Number, name: Text);
    withdraw_player(tournament_id: Tournament, player: Number);
    seat_round(tournament_id: Tournament);
    record_seats_result(tournament_id: Tournament, round: Number, table: Number, result: Json);
    close_seated_round(tournament_id: Tournament, round: Number);
    explain_seating(tournament_id: Tournament, round: Number);
    correct_seats_result(tournament_id: Tournament, round: Number, table: Number, result: Json);
    seats_result_from_match(tournament_id: Tournament, round: Number, table: Number);
    import_seats_file(tournament_id: Tournament, round: Number, table: Number);
    add_team(tournament_id: Tournament, name: Text, pairs: Json);
    register_team(tournament_id: Tournament, name: Text, players: Json);
}

#[test]
fn every_registered_command_is_called_with_generated_arguments() {
    let lib = include_str!("../../src/lib.rs");
    let handler = lib
        .split("generate_handler![")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("the handler's list in src/lib.rs");
    let registered: Vec<&str> = handler
        .split(',')
        .filter_map(|entry| entry.trim().rsplit("::").next())
        .filter(|name| !name.is_empty())
        .collect();
    assert!(registered.len() > 40, "{registered:?}");
    for command in &registered {
        assert!(
            COMMANDS.contains(command),
            "`{command}` has no property test over its arguments in tests/commands/inputs.rs"
        );
    }
}
