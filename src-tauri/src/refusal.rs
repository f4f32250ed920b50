//! Whose refusal an error crosses as, which gives its code and params: the
//! core's keep their own (`RuleError`, `TournamentError`), the shell's are
//! the views' [`ShellRefusal`], written in one place for the shell and the
//! UI (`docs/commands.md`, "Errors").

use serde_json::Value;
use tranque::RuleError;
use tranque::tournament::TournamentError;
use tranque_views::{About, InImport, ShellRefusal};

/// An error as it crosses, but for its English message.
#[derive(Debug, Clone, PartialEq)]
pub enum Refusal {
    /// A refusal of the core's rules, with the core's code and params.
    Rule(RuleError),
    /// A refusal of the core's tournaments, with its code and params.
    Tournament(TournamentError),
    /// One of the shell's own, and what it is about.
    Shell(ShellRefusal, About),
    /// A refused match of an import: its refusal, with its place in the file.
    Imported(Box<Refusal>, InImport),
    /// A start-up notice passed on as it was written, itself one of the above.
    Notice {
        /// Its code.
        code: &'static str,
        /// Its params.
        params: Value,
    },
}

impl Refusal {
    /// One of the shell's own, about nothing beside its values.
    pub fn shell(refusal: ShellRefusal) -> Refusal {
        Refusal::Shell(refusal, About::Nothing {})
    }

    /// One of the shell's own about a match.
    pub fn of_match(refusal: ShellRefusal, id: &str) -> Refusal {
        let about = About::Match {
            match_id: id.to_owned(),
        };
        Refusal::Shell(refusal, about)
    }

    /// One of the shell's own about a tournament.
    pub fn of_tournament(refusal: ShellRefusal, id: &str) -> Refusal {
        let about = About::Tournament {
            tournament_id: id.to_owned(),
        };
        Refusal::Shell(refusal, about)
    }

    /// The stable code it crosses with.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::Rule(err) => err.code(),
            Refusal::Tournament(err) => err.code(),
            Refusal::Shell(refusal, _) => refusal.code(),
            Refusal::Imported(cause, _) => cause.code(),
            Refusal::Notice { code, .. } => code,
        }
    }

    /// The values its message names, under the names of `docs/commands.md`:
    /// a JSON object, empty when it names none.
    pub fn params(&self) -> Value {
        match self {
            Refusal::Rule(err) => err.params(),
            Refusal::Tournament(err) => err.params(),
            Refusal::Shell(refusal, about) => refusal.params(about),
            Refusal::Imported(cause, place) => place.placed(cause.params()),
            Refusal::Notice { params, .. } => params.clone(),
        }
    }
}
