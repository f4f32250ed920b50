//! The formats federations run, as setup presets: each a [`Format`] whose
//! values are all public (the match's target and time limit, the rounds,
//! the ranking, the credit), and [`Format::setup`] fills a
//! [`TournamentSetup`] from it that the caller may change field by field
//! before creating the tournament. A format is a starting point, never a
//! rule the fold checks: the file records the setup, not the format.
//!
//! ```
//! use tranque::tournament::{Credit, Criterion, Format, Tournament, TournamentMode};
//!
//! let pr = Format::PUERTO_RICO;
//! assert_eq!((pr.target, pr.minutes), (200, Some(35)));
//! assert_eq!(pr.ranking[0], Criterion::PointsFor);
//!
//! let mut setup = pr.setup("Copa de Ponce", "2026-11-21", TournamentMode::Pairs, 7);
//! assert_eq!(setup.rules.time_limit_minutes, Some(35));
//! // Every value stays the director's to change.
//! setup.rules.time_limit_minutes = Some(40);
//! setup.credit = Credit::Target;
//! let t = Tournament::new(setup).unwrap();
//! assert_eq!(t.setup().rules.target, 200);
//! ```

use serde::Serialize;

use super::event::{ByeScore, Credit, Criterion, TournamentMode, TournamentSetup};
use crate::{Mode, Preset};

/// Wins first, then efectividad, then points for: FID's order, and the
/// Venezuelan's and the Dominican Republic's.
const WINS_FIRST: &[Criterion] = &Criterion::DEFAULT;
/// Accumulated points first, then wins, then efectividad: Puerto Rico's
/// order (what follows points is a convention).
const POINTS_FIRST: &[Criterion] = &[
    Criterion::PointsFor,
    Criterion::Wins,
    Criterion::PointDifference,
];

/// A format a federation runs: how long a match is, how many rounds, how
/// the standings rank and credit. Every field is public: copy one, change
/// what your event does otherwise, and build its setup. It crosses to a
/// screen as data (an object of these fields, the ranking and credit by
/// their names in the file).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Format {
    /// Its id, stable (`"fid"`, `"puerto-rico"`…): what a screen or a
    /// command line names it by.
    pub id: &'static str,
    /// Its name, in English (the federation's own words are in
    /// `docs/tournament-file.md`).
    pub name: &'static str,
    /// The points that end a match.
    pub target: u32,
    /// The minutes after which a match ends at the next hand's end, if any.
    pub minutes: Option<u32>,
    /// The rounds the event plays, when the format fixes them (the setup
    /// does not hold it: the director stops pairing after it).
    pub rounds: Option<u32>,
    /// The ranking's criteria, in order.
    pub ranking: &'static [Criterion],
    /// What a winner at the target is credited.
    pub credit: Credit,
    /// Played by teams (cuartetas): its teams are registered
    /// (`team_registered`) and ranked beside the pairs or players.
    pub teams: bool,
}

impl Format {
    /// FID (the international federation): 200 points or 35 minutes,
    /// ranked by wins first.
    pub const FID: Format = Format {
        id: "fid",
        name: "FID",
        target: 200,
        minutes: Some(35),
        rounds: None,
        ranking: WINS_FIRST,
        credit: Credit::Scored,
        teams: false,
    };
    /// Puerto Rico's federation: 200 points or 35 minutes (004 §1a),
    /// ranked by accumulated points first.
    pub const PUERTO_RICO: Format = Format {
        id: "puerto-rico",
        name: "Puerto Rico",
        target: 200,
        minutes: Some(35),
        rounds: None,
        ranking: POINTS_FIRST,
        credit: Credit::Scored,
        teams: false,
    };
    /// The United States: 200 points or 40 minutes.
    pub const UNITED_STATES: Format = Format {
        id: "united-states",
        name: "United States",
        target: 200,
        minutes: Some(40),
        rounds: None,
        ranking: WINS_FIRST,
        credit: Credit::Scored,
        teams: false,
    };
    /// The Venezuelan open: 9 rounds to 100 points, ranked by wins first.
    pub const VENEZUELA_OPEN: Format = Format {
        id: "venezuela-open",
        name: "Venezuelan open",
        target: 100,
        minutes: None,
        rounds: Some(9),
        ranking: WINS_FIRST,
        credit: Credit::Scored,
        teams: false,
    };
    /// FID teams: cuartetas, 300 points or 55 minutes, ranked by wins
    /// first.
    pub const FID_TEAMS: Format = Format {
        id: "fid-teams",
        name: "FID teams",
        target: 300,
        minutes: Some(55),
        rounds: None,
        ranking: WINS_FIRST,
        credit: Credit::Scored,
        teams: true,
    };

    /// Every format, in a stable order.
    pub const ALL: [Format; 5] = [
        Format::FID,
        Format::PUERTO_RICO,
        Format::UNITED_STATES,
        Format::VENEZUELA_OPEN,
        Format::FID_TEAMS,
    ];

    /// The format of this id, if there is one.
    pub fn by_id(id: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.id == id)
    }

    /// A setup of this format, for the caller to change before creating
    /// the tournament: `pr-federacion`'s rules (004, the rule set the app
    /// has for these federations) with the format's target and time limit,
    /// its ranking and credit, a bye of 100–0.
    pub fn setup(
        &self,
        name: &str,
        date: &str,
        mode: TournamentMode,
        seed: u32,
    ) -> TournamentSetup {
        let mut rules = Preset::PrFederacion.rules(Mode::Pairs);
        rules.target = self.target;
        rules.time_limit_minutes = self.minutes;
        TournamentSetup {
            name: name.to_owned(),
            date: date.to_owned(),
            preset: Some(Preset::PrFederacion.id().to_owned()),
            rules,
            mode,
            seed,
            bye: ByeScore::default(),
            ranking: self.ranking.to_vec(),
            credit: self.credit,
        }
    }
}
