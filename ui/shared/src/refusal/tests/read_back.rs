//! Every shell refusal read back from the params `docs/commands.md` shows,
//! and params that do not fit their code read as nothing.

use super::*;

/// The shell refusal's place in its declaration. Exhaustive on purpose: a
/// new refusal does not compile until it is here and sampled in the doc.
fn shell_place(refusal: &ShellRefusal) -> usize {
    match refusal {
        ShellRefusal::BadArgument { .. } => 0,
        ShellRefusal::DuplicatePlayerName { .. } => 2,
        ShellRefusal::PlayerSeatedTwice { .. } => 3,
        ShellRefusal::NoSuchPlayer { .. } => 4,
        ShellRefusal::NoSuchMatch {} => 5,
        ShellRefusal::MatchInProgress {} => 6,
        ShellRefusal::MatchClosed { .. } => 7,
        ShellRefusal::MatchNotOver { .. } => 8,
        ShellRefusal::NothingToUndo {} => 9,
        ShellRefusal::BadSignature {} => 10,
        ShellRefusal::ImportTooLarge { .. } => 11,
        ShellRefusal::StoredMatchUnreadable {} => 12,
        ShellRefusal::DatabaseError {} => 13,
        ShellRefusal::DatabaseUpgradeFailed {} => 14,
        ShellRefusal::DatabaseFileError {} => 15,
        ShellRefusal::DatabaseTooNew {} => 16,
        ShellRefusal::DatabaseUnavailable {} => 17,
        ShellRefusal::DataDirUnavailable {} => 18,
        ShellRefusal::DatabaseSetAside { .. } => 19,
        ShellRefusal::DatabaseReadOnly {} => 20,
        ShellRefusal::DiskFull {} => 21,
        ShellRefusal::NoSuchBackup { .. } => 22,
        ShellRefusal::BackupDamaged { .. } => 23,
        ShellRefusal::BackupTooNew { .. } => 24,
        ShellRefusal::DatabaseNotOurs {} => 40,
        ShellRefusal::BackupNotOurs { .. } => 41,
        ShellRefusal::DeleteNotConfirmed {} => 25,
        ShellRefusal::CommandInterrupted {} => 26,
        ShellRefusal::FileNotSaved { .. } => 27,
        ShellRefusal::FileNotRead { .. } => 28,
        ShellRefusal::NoSuchTournament {} => 29,
        ShellRefusal::StoredTournamentUnreadable {} => 30,
        ShellRefusal::NoTableMatch { .. } => 31,
        ShellRefusal::MatchNotFromTableCode {} => 32,
        ShellRefusal::QrNotFound { .. } => 33,
        ShellRefusal::QrNotRead { .. } => 34,
        ShellRefusal::QrNotDrawn {} => 35,
        ShellRefusal::QrTooBusy { .. } => 36,
        ShellRefusal::ImportIdTwice { .. } => 37,
        ShellRefusal::DatabaseReplaced {} => 38,
        ShellRefusal::TournamentConflict { .. } => 39,
        ShellRefusal::PhotoNotRead {} => 42,
        ShellRefusal::PhotoTooLarge {} => 43,
    }
}

#[test]
fn every_shell_refusal_reads_back_from_its_documented_params() {
    let mut places = Vec::new();
    for (code, params) in samples() {
        if let Some(Reason::Shell(refusal)) = Reason::read(&code, &params) {
            places.push(shell_place(&refusal));
        }
    }
    places.sort_unstable();
    places.dedup();
    // Place 1 was the shell's own bad_player_name: the store's refusal of a
    // name now carries the core's reason (`tranque::clean_name`) and reads
    // back as the core's (`TournamentError::BadPlayerName`), one sentence.
    let every: Vec<usize> = (0..=43).filter(|place| *place != 1).collect();
    assert_eq!(places, every, "one sample of each");
    assert!(matches!(
        Reason::read(
            "bad_player_name",
            &json!({ "name": "A\tB", "reason": "control_characters" })
        ),
        Some(Reason::Tournament(
            tranque::tournament::TournamentError::BadPlayerName { .. }
        ))
    ));
    // The values as they crossed, an absent option as none.
    assert_eq!(
        Reason::read(
            "match_not_over",
            &json!({ "scores": [40, -5], "mode": "pairs", "target": 200, "match_id": "x" })
        ),
        Some(Reason::Shell(ShellRefusal::MatchNotOver {
            scores: vec![40, -5],
            mode: Mode::Pairs,
            target: 200,
        }))
    );
    assert_eq!(
        Reason::read("bad_argument", &json!({ "name": "id" })),
        Some(Reason::Shell(ShellRefusal::BadArgument {
            name: "id".into(),
            value: None,
        }))
    );
    assert_eq!(
        Reason::read("no_such_player", &json!({ "player": 7 })),
        Some(Reason::Shell(ShellRefusal::NoSuchPlayer {
            player: shell::Given::Number(7),
        }))
    );
}

#[test]
fn shell_params_that_do_not_fit_their_code_read_as_nothing() {
    for (code, params) in [
        ("import_too_large", json!({ "bytes": "9", "max": 1 })),
        ("import_too_large", json!({ "bytes": 9 })),
        ("bad_argument", json!({ "name": "id", "value": 1.5 })),
        ("bad_argument", json!({ "name": "id", "value": [1] })),
        ("match_closed", json!({ "status": "lost" })),
        (
            "match_not_over",
            json!({ "scores": [40, "5"], "mode": "pairs", "target": 200 }),
        ),
        ("no_table_match", json!({ "round": -2, "table": 3 })),
        (
            "tournament_conflict",
            json!({ "name": "Copa", "round": "3", "table": null }),
        ),
        ("qr_not_drawn", json!(null)),
        ("qr_too_busy", json!({})),
        ("not_a_code_anywhere", json!({})),
    ] {
        assert_eq!(Reason::read(code, &params), None, "{code} {params}");
    }
}
