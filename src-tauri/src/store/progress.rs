//! Where a tournament stands, as its list shows it: the pairs or players
//! playing, the rounds, the next step. Kept with the list's row
//! (`summaries.rs`) and made from either mode's fold (`kind.rs`).

use serde::{Deserialize, Serialize};
use tranque::tournament::individual::IndividualTournament;
use tranque::tournament::{NextStep, Tournament, TournamentMode};

/// What the list shows of a tournament's fold: where it stands. Kept as
/// JSON in `tournament_summaries` (migration 10); a row written before
/// individual tournaments (without `mode` and `players`) reads as a
/// tournament of pairs'.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentProgress {
    /// Of pairs, or individual.
    #[serde(default)]
    pub mode: TournamentMode,
    /// The pairs still playing (0 in an individual tournament).
    pub pairs: usize,
    /// The players still playing in an individual tournament (0 in one of
    /// pairs).
    #[serde(default)]
    pub players: usize,
    /// The rounds paired (or seated).
    pub rounds: usize,
    /// What the director may do next; in an individual tournament, `pair`
    /// is seating the round and `register`'s `active` counts players.
    pub next_step: NextStep,
}

impl TournamentProgress {
    /// Where `tournament` stands.
    pub fn of(tournament: &Tournament) -> TournamentProgress {
        TournamentProgress {
            mode: TournamentMode::Pairs,
            pairs: tournament.active_pairs().count(),
            players: 0,
            rounds: tournament.rounds().len(),
            next_step: tournament.next_step(),
        }
    }

    /// Where an individual `tournament` stands.
    pub fn of_individual(tournament: &IndividualTournament) -> TournamentProgress {
        TournamentProgress {
            mode: TournamentMode::Individual,
            pairs: 0,
            players: tournament.active_players().count(),
            rounds: tournament.rounds().len(),
            next_step: tournament.next_step().into(),
        }
    }
}
