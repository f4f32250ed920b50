//! Teams (cuartetas), an option of either mode: two pairs of a tournament
//! of pairs, or four players of an individual one, registered by a
//! `team_registered` entry and ranked beside the pairs or the players by
//! the sum of their members' lines ([`standings`]). A team changes no
//! pairing and no seating: it is a second table of the same results.
//!
//! ```
//! use tranque::tournament::{Criterion, PairId, Tournament, TournamentEvent, TournamentMode, TournamentSetup};
//! use tranque::{Mode, Preset};
//!
//! let setup = TournamentSetup {
//!     name: "Copa de cuartetas".into(),
//!     date: "2026-11-21".into(),
//!     preset: Some("pr-federacion".into()),
//!     rules: Preset::PrFederacion.rules(Mode::Pairs),
//!     mode: TournamentMode::Pairs,
//!     seed: 7,
//!     bye: Default::default(),
//!     ranking: Criterion::DEFAULT.to_vec(),
//!     credit: Default::default(),
//! };
//! let mut t = Tournament::new(setup).unwrap();
//! for (n, players) in [["Ana", "Bia"], ["Caio", "Duda"], ["Eva", "Fabio"]].into_iter().enumerate() {
//!     let pair = PairId(n as u32 + 1);
//!     t = t.enter(TournamentEvent::PairRegistered { pair, players: players.map(String::from) }).unwrap();
//! }
//! let team = |name: &str, pairs: &[u32]| TournamentEvent::TeamRegistered {
//!     team: name.into(),
//!     pairs: pairs.iter().map(|&n| PairId(n)).collect(),
//! };
//! t = t.enter(team(" Los Tigres ", &[1, 2])).unwrap();
//! assert_eq!(t.teams()[0].team, "Los Tigres");
//! // A pair plays in one team only; a team is two pairs.
//! assert_eq!(t.enter(team("Las Águilas", &[2, 3])).unwrap_err().code(), "pair_in_two_teams");
//! assert_eq!(t.enter(team("Las Águilas", &[3])).unwrap_err().code(), "team_size");
//! let rows = t.team_standings();
//! assert_eq!((rows[0].team.as_str(), rows[0].members.as_slice()), ("Los Tigres", &[PairId(1), PairId(2)][..]));
//! ```

pub mod standings;

use serde::{Deserialize, Serialize};

use super::error::TournamentError;
use super::setup::{check_length, name_refused};
use crate::{MAX_NAME_CHARS, clean_name, name_key};

/// Members of a team of pairs: two pairs.
pub const PAIRS_A_TEAM: usize = 2;
/// Members of a team of an individual tournament: four players.
pub const PLAYERS_A_TEAM: usize = 4;

/// A registered team: its name and its members (pair numbers in a
/// tournament of pairs, player numbers in an individual one), in the order
/// the entry gave them.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Team<M> {
    /// Its number: its place in the order teams registered, from 1 (the
    /// draw on it breaks the ties the ranking leaves).
    pub number: u32,
    /// Its name.
    pub team: String,
    /// Its members.
    pub members: Vec<M>,
}

/// A team's name as a new entry keeps it: the one rule of names
/// ([`clean_name`]: trimmed, NFC), or the refusal (`team_unnamed` for a
/// blank one, `name_too_long`, `bad_player_name` for hidden characters, the
/// player directory's words).
pub(crate) fn team_name(name: &str) -> Result<String, TournamentError> {
    clean_name(name).map_err(|reason| {
        let blank = Some(TournamentError::TeamUnnamed);
        name_refused(name, reason, blank, name.trim().chars().count())
    })
}

/// A new team checked against the teams registered: a name, not another
/// team's, `expected` members, each registered (`known`) and in no team
/// yet (`taken` makes the refusal of a member already in the team named).
/// Its [`Team`] as the fold keeps it.
pub(crate) fn check_team<M: Copy + PartialEq>(
    teams: &[Team<M>],
    name: &str,
    members: &[M],
    expected: usize,
    known: impl Fn(M) -> Result<(), TournamentError>,
    taken: impl Fn(M, &str) -> TournamentError,
) -> Result<Team<M>, TournamentError> {
    if name.trim().is_empty() {
        return Err(TournamentError::TeamUnnamed);
    }
    check_length(name, MAX_NAME_CHARS)?;
    let key = name_key(name);
    if teams.iter().any(|t| name_key(&t.team) == key) {
        return Err(TournamentError::TeamNameTaken {
            team: name.to_owned(),
        });
    }
    if members.len() != expected {
        return Err(TournamentError::TeamSize {
            team: name.to_owned(),
            size: members.len(),
            expected,
        });
    }
    for (i, &member) in members.iter().enumerate() {
        known(member)?;
        if members[..i].contains(&member) {
            return Err(taken(member, name));
        }
        if let Some(other) = teams.iter().find(|t| t.members.contains(&member)) {
            return Err(taken(member, &other.team));
        }
    }
    Ok(Team {
        number: u32::try_from(teams.len() + 1).unwrap_or(u32::MAX),
        team: name.to_owned(),
        members: members.to_vec(),
    })
}
