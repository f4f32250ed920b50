//! How a [`StoreError`] crosses to the UI: as the refusal of the core it
//! carries, with the core's own code and params, or as one of the shell's
//! own, the views' [`ShellRefusal`] (its code and params written there once)
//! with what it is about.

use tranque::error::FromParam;
use tranque::tournament::TournamentError;
use tranque_views::{About, Closed, Given, InImport, ShellRefusal};

use super::StoreError;
use crate::refusal::Refusal;

impl StoreError {
    /// Whose refusal it crosses as, which gives its code and params (the
    /// table is in `docs/commands.md`): the shell's own as the views'
    /// [`ShellRefusal`], with what it is about; a refusal of the core's as
    /// itself ([`tranque::RuleError::params`]); a refused match of an import as its
    /// cause, with its place in the file. English explanations (SQLite's
    /// words, why a signature or a stored match does not read) are in the
    /// message only.
    pub fn refusal(&self) -> Refusal {
        use ShellRefusal as R;
        match self {
            StoreError::Rule(err) => Refusal::Rule(err.clone()),
            StoreError::Tournament(err) => Refusal::Tournament(err.clone()),
            // The core's one rule of names, refused as the tournament's is.
            StoreError::BadName { name, reason } => {
                Refusal::Tournament(TournamentError::BadPlayerName {
                    name: name.clone(),
                    reason: *reason,
                })
            }
            StoreError::ImportRefused { number, id, error } => {
                let place = InImport {
                    match_number: *number as u64,
                    match_id: id.clone(),
                };
                Refusal::Imported(Box::new(error.refusal()), place)
            }
            StoreError::TooNew { found, known } => {
                Refusal::Shell(R::DatabaseTooNew {}, schema(*found, *known))
            }
            StoreError::NotOurs => Refusal::shell(R::DatabaseNotOurs {}),
            StoreError::DuplicateName(name) => {
                Refusal::shell(R::DuplicatePlayerName { name: name.clone() })
            }
            StoreError::PlayerSeatedTwice(name) => {
                Refusal::shell(R::PlayerSeatedTwice { name: name.clone() })
            }
            StoreError::NoSuchPlayer(player) => Refusal::shell(R::NoSuchPlayer {
                player: given(player),
            }),
            StoreError::NoSuchMatch(id) => Refusal::of_match(R::NoSuchMatch {}, id),
            StoreError::MatchInProgress(id) => Refusal::of_match(R::MatchInProgress {}, id),
            StoreError::MatchClosed { id, status } => {
                // A closed match is finished or abandoned (`Status::as_str`).
                let status = match *status {
                    "abandoned" => Closed::Abandoned,
                    _ => Closed::Finished,
                };
                Refusal::of_match(R::MatchClosed { status }, id)
            }
            StoreError::NotOver {
                id,
                scores,
                mode,
                target,
            } => {
                let refusal = R::MatchNotOver {
                    scores: scores.clone(),
                    mode: *mode,
                    target: *target,
                };
                Refusal::of_match(refusal, id)
            }
            StoreError::NothingToUndo(id) => Refusal::of_match(R::NothingToUndo {}, id),
            StoreError::BadSignature(_) => Refusal::shell(R::BadSignature {}),
            StoreError::BadArgument { name, value, .. } => Refusal::shell(R::BadArgument {
                name: (*name).to_owned(),
                value: Some(value.clone()),
            }),
            StoreError::ImportTooLarge { bytes, max } => Refusal::shell(R::ImportTooLarge {
                bytes: *bytes as u64,
                max: *max as u64,
            }),
            StoreError::ImportIdTwice { id, first } => Refusal::shell(R::ImportIdTwice {
                match_id: id.clone(),
                first: *first as u64,
                // The place of the import's refused match (`ImportRefused`).
                match_number: None,
            }),
            StoreError::Corrupt { id, .. } => Refusal::of_match(R::StoredMatchUnreadable {}, id),
            StoreError::DeleteNotConfirmed(id) => Refusal::of_match(R::DeleteNotConfirmed {}, id),
            // What SQLite or the system said is English for the message only.
            StoreError::Sqlite(_) => Refusal::shell(R::DatabaseError {}),
            StoreError::Migration(_) => Refusal::shell(R::DatabaseUpgradeFailed {}),
            StoreError::Io(_) => Refusal::shell(R::DatabaseFileError {}),
            StoreError::ReadOnly => Refusal::shell(R::DatabaseReadOnly {}),
            StoreError::DiskFull => Refusal::shell(R::DiskFull {}),
            StoreError::Replaced => Refusal::shell(R::DatabaseReplaced {}),
            StoreError::NoSuchBackup(file) => {
                Refusal::shell(R::NoSuchBackup { file: file.clone() })
            }
            StoreError::BackupDamaged { file } => {
                Refusal::shell(R::BackupDamaged { file: file.clone() })
            }
            StoreError::BackupTooNew { file, found, known } => {
                let refusal = R::BackupTooNew { file: file.clone() };
                Refusal::Shell(refusal, schema(*found, *known))
            }
            StoreError::BackupNotOurs { file } => {
                Refusal::shell(R::BackupNotOurs { file: file.clone() })
            }
            StoreError::NoSuchTournament(id) => Refusal::of_tournament(R::NoSuchTournament {}, id),
            StoreError::TournamentUnreadable { id, .. } => {
                Refusal::of_tournament(R::StoredTournamentUnreadable {}, id)
            }
            StoreError::NoTableMatch {
                tournament_id,
                round,
                table,
            } => {
                let refusal = R::NoTableMatch {
                    round: *round,
                    table: *table,
                };
                Refusal::of_tournament(refusal, tournament_id)
            }
            StoreError::NotFromTableCode(id) => Refusal::of_match(R::MatchNotFromTableCode {}, id),
            StoreError::TournamentConflict {
                tournament_id,
                name,
                entry,
                round,
                table,
            } => {
                let refusal = R::TournamentConflict {
                    name: name.clone(),
                    round: *round,
                    table: *table,
                };
                let about = About::TournamentEntry {
                    tournament_id: tournament_id.clone(),
                    entry: *entry as u64,
                };
                Refusal::Shell(refusal, about)
            }
        }
    }

    /// The values the message names, under stable snake_case names, for the UI
    /// to say it in the player's language: a JSON object of numbers, arrays,
    /// objects and text as given, empty when the message names nothing (see
    /// [`StoreError::refusal`]).
    pub fn params(&self) -> serde_json::Value {
        self.refusal().params()
    }

    /// A stable code for the UI (see [`StoreError::refusal`]).
    pub fn code(&self) -> &'static str {
        self.refusal().code()
    }
}

/// A player as the command named him: an id (a number) or a name.
fn given(player: &serde_json::Value) -> Given {
    Given::from_param(player).unwrap_or_else(|| Given::Text(player.to_string()))
}

/// A database's schema: the version found, the newest this app knows.
fn schema(found: i64, known: usize) -> About {
    About::Schema {
        found,
        known: known as u64,
    }
}
