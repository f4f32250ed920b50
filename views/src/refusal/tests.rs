//! Every shell refusal written as its code and params and read back the
//! same, whatever it is about.

use serde_json::json;

use super::*;

/// One refusal of each code.
fn samples() -> Vec<ShellRefusal> {
    use ShellRefusal as R;
    let file = || "mesa-3.png".to_owned();
    vec![
        R::BadArgument {
            name: "per_page".into(),
            value: Some(Given::Number(500)),
        },
        R::BadArgument {
            name: "end".into(),
            value: None,
        },
        R::DuplicatePlayerName { name: "Ana".into() },
        R::PlayerSeatedTwice { name: "Ana".into() },
        R::NoSuchPlayer {
            player: Given::Text("Zeca".into()),
        },
        R::NoSuchMatch {},
        R::MatchInProgress {},
        R::MatchClosed {
            status: Closed::Abandoned,
        },
        R::MatchNotOver {
            scores: vec![40, -5],
            mode: Mode::Pairs,
            target: 200,
        },
        R::NothingToUndo {},
        R::BadSignature {},
        R::ImportTooLarge { bytes: 70, max: 64 },
        R::StoredMatchUnreadable {},
        R::DatabaseError {},
        R::DatabaseUpgradeFailed {},
        R::DatabaseFileError {},
        R::DatabaseTooNew {},
        R::DatabaseNotOurs {},
        R::DatabaseUnavailable {},
        R::DataDirUnavailable {},
        R::DatabaseSetAside { file: file() },
        R::DatabaseReadOnly {},
        R::DiskFull {},
        R::NoSuchBackup { file: file() },
        R::BackupDamaged { file: file() },
        R::BackupTooNew { file: file() },
        R::BackupNotOurs { file: file() },
        R::DeleteNotConfirmed {},
        R::CommandInterrupted {},
        R::FileNotSaved { file: file() },
        R::FileNotRead { file: file() },
        R::NoSuchTournament {},
        R::StoredTournamentUnreadable {},
        R::NoTableMatch { round: 2, table: 3 },
        R::MatchNotFromTableCode {},
        R::QrNotFound { file: file() },
        R::QrNotRead { file: file() },
        R::QrNotDrawn {},
        R::QrTooBusy { file: file() },
        R::ImportIdTwice {
            match_id: "9f1c".into(),
            first: 2,
            match_number: Some(5),
        },
        R::DatabaseReplaced {},
        R::TournamentConflict {
            name: "Copa".into(),
            round: Some(2),
            table: None,
        },
        R::PhotoNotRead {},
        R::PhotoTooLarge {},
    ]
}

#[test]
fn every_refusal_reads_back_from_its_code_and_params() {
    let abouts = [
        About::Nothing {},
        About::Match {
            match_id: "9f1c".into(),
        },
        About::TournamentEntry {
            tournament_id: "3f2a".into(),
            entry: 14,
        },
        About::Schema { found: 9, known: 3 },
    ];
    let mut codes: Vec<&str> = samples().iter().map(ShellRefusal::code).collect();
    for refusal in samples() {
        for about in &abouts {
            let params = refusal.params(about);
            assert!(params.is_object(), "{params}");
            let back: Option<ShellRefusal> = tranque::error::read(refusal.code(), &params);
            assert_eq!(back.as_ref(), Some(&refusal), "{params}");
        }
    }
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), 43, "one code a refusal, each sampled");
}

#[test]
fn params_hold_the_values_and_what_the_refusal_is_about() {
    let refusal = ShellRefusal::TournamentConflict {
        name: "Copa".into(),
        round: None,
        table: None,
    };
    let about = About::TournamentEntry {
        tournament_id: "3f2a".into(),
        entry: 5,
    };
    assert_eq!(
        refusal.params(&about),
        json!({ "name": "Copa", "round": null, "table": null, "tournament_id": "3f2a", "entry": 5 })
    );
    let argument = ShellRefusal::BadArgument {
        name: "end".into(),
        value: None,
    };
    assert_eq!(
        argument.params(&About::Nothing {}),
        json!({ "name": "end" })
    );
    assert_eq!(
        ShellRefusal::DatabaseTooNew {}.params(&About::Schema { found: 9, known: 3 }),
        json!({ "found": 9, "known": 3 })
    );
}

#[test]
fn a_refused_match_of_an_import_is_placed_over_its_refusal() {
    let twice = ShellRefusal::ImportIdTwice {
        match_id: "9f1c".into(),
        first: 2,
        match_number: None,
    };
    let params = twice.params(&About::Nothing {});
    assert_eq!(params, json!({ "match_id": "9f1c", "first": 2 }));
    let place = InImport {
        match_number: 5,
        match_id: None,
    };
    let placed = place.placed(params);
    assert_eq!(
        placed,
        json!({ "match_id": null, "first": 2, "match_number": 5 })
    );
    let place = InImport {
        match_number: 5,
        match_id: Some("9f1c".into()),
    };
    let placed = place.placed(twice.params(&About::Nothing {}));
    let back: Option<ShellRefusal> = tranque::error::read("import_id_twice", &placed);
    assert_eq!(
        back,
        Some(ShellRefusal::ImportIdTwice {
            match_id: "9f1c".into(),
            first: 2,
            match_number: Some(5),
        })
    );
}
