//! An individual tournament's answers: the director's view of one, players
//! entering one by one and each round seated as tables of four. The data
//! inside are the core's own types (`tranque::tournament::individual`),
//! crossing exactly as the core writes them.

use serde::{Deserialize, Serialize};
use tranque::tournament::individual::{IndividualStep, Player, PlayerId, PlayerRow, SeatedRound};
use tranque::tournament::{TeamRow, TournamentSetup};

use crate::TableLink;

/// An individual tournament as the director sees it: the core's fold of its
/// log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndividualView {
    /// Its id.
    pub id: String,
    /// What it is: name, day, rules (`"mode": "individual"`), the draw's
    /// seed, the ranking.
    pub setup: TournamentSetup,
    /// Every registered player, withdrawn ones included, in the order they
    /// registered.
    pub players: Vec<Player>,
    /// The rounds seated, each with its tables of four, who sits out, and
    /// each table's result once it arrives.
    pub rounds: Vec<SeatedRound>,
    /// The standings, a player a row, best first.
    pub standings: Vec<PlayerRow>,
    /// The teams' standings (cuartetas of four players), best first; only
    /// present when teams are registered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamRow<PlayerId>>,
    /// What the director may do next.
    pub next_step: IndividualStep,
    /// The matches played on this phone for its tables.
    #[serde(default)]
    pub linked: Vec<TableLink>,
}
