//! Every refusal of an individual tournament's log, with its code and
//! params, the tournament left as it was; its refusals' examples and their
//! documentation in step; a file of one mode refused as the other.

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "support/individual.rs"]
mod support;

use serde_json::json;
use support::{result, setup, with_players};
use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, PlayerId, Seating, TableSeats, TableSide,
};
use tranque::tournament::{
    IndividualFile, Tournament, TournamentError, TournamentFile, TournamentLog, TournamentMode,
};

/// `event` is refused with `code` and `params`, and `t` is unchanged.
fn refused(
    t: &IndividualTournament,
    event: IndividualEvent,
    code: &str,
    params: serde_json::Value,
) {
    let before = t.clone();
    let err = t.apply(event).unwrap_err();
    assert_eq!(err.code(), code, "{err}");
    assert_eq!(err.params(), params, "{err}");
    assert_eq!(*t, before);
}

fn register(player: u32, name: &str) -> IndividualEvent {
    IndividualEvent::PlayerRegistered {
        player: PlayerId(player),
        name: name.into(),
    }
}

#[test]
fn registrations_are_refused_by_number_and_by_name() {
    let t = with_players(3, 1);
    refused(
        &t,
        register(0, "Ana"),
        "player_number_out_of_range",
        json!({"player": 0, "max": 9999}),
    );
    refused(
        &t,
        register(3, "Ana"),
        "player_number_taken",
        json!({"player": 3}),
    );
    refused(
        &t,
        register(4, "  "),
        "player_unnamed",
        json!({"player": 4}),
    );
    refused(
        &t,
        register(4, " j2 "),
        "player_name_taken",
        json!({"name": " j2 ", "player": 4, "other": 2}),
    );
    let err = t.enter(register(4, "Ana\u{7}")).unwrap_err();
    assert_eq!(err.code(), "bad_player_name");
    // Withdrawn, the name is free again; the number is not.
    let t = t
        .apply(IndividualEvent::PlayerWithdrawn {
            player: PlayerId(2),
        })
        .unwrap();
    refused(
        &t,
        IndividualEvent::PlayerWithdrawn {
            player: PlayerId(2),
        },
        "player_withdrawn",
        json!({"player": 2}),
    );
    refused(
        &t,
        IndividualEvent::PlayerWithdrawn {
            player: PlayerId(40),
        },
        "unknown_player",
        json!({"player": 40}),
    );
    t.apply(register(4, "J2")).unwrap();
}

#[test]
fn a_seating_needs_four_players_and_every_one_of_them_once() {
    let p = PlayerId;
    let t = with_players(3, 1);
    assert_eq!(t.next_seating().unwrap_err().code(), "too_few_players");
    let t = with_players(5, 1);
    let table = |seats: [u32; 4]| TableSeats {
        table: 1,
        seats: seats.map(PlayerId),
    };
    let seat = |tables: Vec<TableSeats>, sit_out: Vec<PlayerId>| {
        IndividualEvent::RoundSeated(Seating {
            round: 1,
            tables,
            sit_out,
        })
    };
    refused(
        &t,
        seat(vec![table([1, 2, 3, 4])], vec![]),
        "sit_out_count",
        json!({"active": 5, "expected": 1, "given": 0}),
    );
    refused(
        &t,
        seat(vec![table([1, 2, 3, 3])], vec![p(5)]),
        "player_twice_in_round",
        json!({"player": 3}),
    );
    refused(
        &t,
        seat(vec![table([1, 2, 3, 4])], vec![p(9)]),
        "unknown_player",
        json!({"player": 9}),
    );
    refused(
        &t,
        seat(
            vec![TableSeats {
                table: 2,
                seats: [p(1), p(2), p(3), p(4)],
            }],
            vec![p(5)],
        ),
        "table_out_of_order",
        json!({"given": 2, "expected": 1}),
    );
    let t = with_players(9, 1);
    refused(
        &t,
        seat(vec![table([1, 2, 3, 4])], vec![p(5)]),
        "player_not_in_round",
        json!({"player": 6}),
    );
}

#[test]
fn results_are_checked_as_a_pairs_result_is_with_the_sides_for_pairs() {
    let t = with_players(4, 1);
    let seating = t.next_seating().unwrap();
    let t = t.apply(IndividualEvent::RoundSeated(seating)).unwrap();
    let good = result(&t, 1, 1, TableSide::A, 203, 150);
    let mut wrong = good.clone();
    wrong.scores[0].points_for = 190;
    let err = t.record_result(1, 1, &wrong).unwrap_err();
    assert_eq!(err.code(), "result_scores_inconsistent");
    let mut unsigned = good.clone();
    unsigned.signed_by = Some("Nadie".into());
    let err = t.record_result(1, 1, &unsigned).unwrap_err();
    assert_eq!(err.code(), "signer_not_loser");
    let err = t
        .apply(IndividualEvent::RoundClosed { round: 1 })
        .unwrap_err();
    assert_eq!(err.code(), "results_missing");
    let t = t.record_result(1, 1, &good).unwrap();
    assert_eq!(
        t.record_result(1, 1, &good).unwrap(),
        t,
        "the same result again"
    );
    let other = result(&t, 1, 1, TableSide::B, 203, 150);
    assert_eq!(
        t.record_result(1, 1, &other).unwrap_err().code(),
        "result_conflict"
    );
    let t = t.apply(IndividualEvent::RoundClosed { round: 1 }).unwrap();
    assert_eq!(t.rounds().len(), 1);
}

#[test]
fn a_log_of_one_mode_is_refused_as_the_other() {
    let individual = IndividualFile::from_tournament(&with_players(4, 1)).to_json();
    let err = TournamentFile::parse(&individual).unwrap_err();
    assert_eq!(
        err,
        TournamentError::TournamentModeMismatch {
            mode: TournamentMode::Individual,
            expected: TournamentMode::Pairs
        }
    );
    assert_eq!(
        err.to_string(),
        "an individual tournament, where a tournament of pairs was expected"
    );
    let err = Tournament::new(setup(1)).unwrap_err();
    assert_eq!(err.code(), "tournament_mode_mismatch");
    let pairs_setup = tranque::tournament::TournamentSetup {
        mode: TournamentMode::Pairs,
        ..setup(1)
    };
    let err = IndividualTournament::new(pairs_setup.clone()).unwrap_err();
    assert_eq!(
        err.params(),
        json!({"mode": "pairs", "expected": "individual"})
    );
    let pairs = TournamentFile::from_tournament(&Tournament::new(pairs_setup).unwrap()).to_json();
    assert_eq!(
        IndividualFile::parse(&pairs).unwrap_err().code(),
        "tournament_mode_mismatch"
    );
    assert!(matches!(
        TournamentLog::parse(&pairs).unwrap(),
        TournamentLog::Pairs(_)
    ));
    assert!(matches!(
        TournamentLog::parse(&individual).unwrap(),
        TournamentLog::Individual(_)
    ));
}

#[test]
fn every_individual_refusal_reads_back_and_is_documented() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/tournament-file.md"
    ))
    .unwrap();
    let section = &doc[doc.find("### Refusals of the individual mode").unwrap()..];
    let examples = TournamentError::individual_examples();
    let pairs: Vec<&str> = TournamentError::examples()
        .iter()
        .map(TournamentError::code)
        .collect();
    for err in &examples {
        assert!(!pairs.contains(&err.code()), "{} is the pairs'", err.code());
        let back = TournamentError::from_params(err.code(), &err.params());
        assert_eq!(back.as_ref(), Some(err), "{}", err.code());
        let row = format!("| `{}` |", err.code());
        let line = section
            .lines()
            .find(|l| l.starts_with(&row))
            .unwrap_or_else(|| panic!("the individual section lacks {row}"));
        for param in err.params().as_object().unwrap().keys() {
            assert!(
                line.contains(&format!("`{param}`")),
                "{row} lacks `{param}`"
            );
        }
        assert!(line.ends_with(&format!("| {err} |")), "{line}");
    }
}

/// A round seated by hand (partners swapped from the core's seating) is
/// explained as such at every seat; the core's own seating is not.
#[test]
fn a_round_seated_by_hand_is_explained_as_such() {
    use tranque::tournament::individual::SeatReason;
    let t = with_players(4, 1);
    let core = t.next_seating().unwrap();
    let [s0, s1, s2, s3] = core.tables[0].seats;
    let by_hand = Seating {
        round: 1,
        tables: vec![TableSeats {
            table: 1,
            seats: [s0, s2, s1, s3],
        }],
        sit_out: vec![],
    };
    let hand = t.apply(IndividualEvent::RoundSeated(by_hand)).unwrap();
    let explained = hand.explain_round(1).unwrap();
    for seat in &explained.tables[0].seats {
        assert_eq!(seat.reasons, [SeatReason::ByHand]);
    }
    let own = t.apply(IndividualEvent::RoundSeated(core)).unwrap();
    let explained = own.explain_round(1).unwrap();
    assert!(
        explained.tables[0]
            .seats
            .iter()
            .all(|s| s.reasons != [SeatReason::ByHand])
    );
}
