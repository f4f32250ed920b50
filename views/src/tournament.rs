//! A tournament's answers: the list's lines, the director's view, the QR
//! codes and what reading one did. The data inside are the core's own types
//! (`tranque::tournament`), crossing exactly as the core writes them.

use serde::{Deserialize, Serialize, Serializer};
use tranque::tournament::{
    NextStep, Pair, PairId, Round, StandingsRow, TeamRow, TournamentMode, TournamentSetup,
};

use crate::{IndividualView, MatchView};

/// A tournament of the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentSummary {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its day, `YYYY-MM-DD`.
    pub date: String,
    /// Of pairs or individual; only present, and `"individual"`, for an
    /// individual tournament (an older answer without it is of pairs).
    #[serde(default, skip_serializing_if = "is_pairs")]
    pub mode: TournamentMode,
    /// The pairs still playing (0 in an individual tournament).
    pub pairs: usize,
    /// The players still playing in an individual tournament; only present
    /// there.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub players: usize,
    /// The rounds paired (or seated).
    pub rounds: usize,
    /// What the director may do next; in an individual tournament, `pair`
    /// is seating the round and `register`'s `active` counts players.
    pub next_step: NextStep,
    /// Its log no longer reads (`get_tournament` says why); only present,
    /// and `true`, for such a tournament, whose counts are then 0.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unreadable: bool,
}

fn is_pairs(mode: &TournamentMode) -> bool {
    *mode == TournamentMode::Pairs
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// A match played on this phone for a table of a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableLink {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The match's id.
    pub match_id: String,
    /// It is finished (signed off).
    pub finished: bool,
}

/// A tournament as the director sees it: the core's fold of its log, and
/// the matches played on this phone for its tables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentView {
    /// Its id (the one its tables' codes name).
    pub id: String,
    /// What it is: name, day, rules, the draw's seed, the bye, the ranking.
    pub setup: TournamentSetup,
    /// Every registered pair, withdrawn ones included.
    pub pairs: Vec<Pair>,
    /// The rounds paired, each with its tables' results.
    pub rounds: Vec<Round>,
    /// The standings, best first.
    pub standings: Vec<StandingsRow>,
    /// The teams' standings (cuartetas of two pairs), best first; only
    /// present when teams are registered.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamRow<PairId>>,
    /// What the director may do next.
    pub next_step: NextStep,
    /// The matches played on this phone for its tables.
    #[serde(default)]
    pub linked: Vec<TableLink>,
}

/// A QR code: the payload's text, and the code drawn as an `<svg>`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QrCode {
    /// The payload's text.
    pub text: String,
    /// Black modules on white, with a quiet zone, the view box in modules.
    pub svg: String,
}

/// What a code read from a picture or a camera did.
///
/// It crosses as `{"kind": "start", "match": …}` or `{"kind": "result",
/// "tournament": …}`: a struct with a `kind` and the field it names, read
/// without buffering (an internally tagged enum would compile a second
/// reader of [`MatchView`] and [`TournamentView`] into the UI's wasm).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(try_from = "QrReadWire")]
pub enum QrRead {
    /// A table's code: its match started here.
    Start {
        /// The match, under way.
        game: MatchView,
    },
    /// A table's signed result, recorded into its tournament.
    Result {
        /// The tournament with it.
        tournament: TournamentView,
    },
    /// A table of four's signed result, recorded into its individual
    /// tournament.
    SeatsResult {
        /// The individual tournament with it.
        individual: IndividualView,
    },
}

/// Which [`QrRead`] it is, as its `kind` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum QrReadKind {
    Start,
    Result,
    SeatsResult,
}

/// [`QrRead`] as it is read: its kind and the field that kind names.
#[derive(Deserialize)]
struct QrReadWire {
    kind: QrReadKind,
    #[serde(rename = "match")]
    game: Option<MatchView>,
    tournament: Option<TournamentView>,
    individual: Option<IndividualView>,
}

/// [`QrRead`] as it is written: its kind and the one field that kind names.
#[derive(Serialize)]
struct QrReadOut<'a> {
    kind: QrReadKind,
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    game: Option<&'a MatchView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tournament: Option<&'a TournamentView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    individual: Option<&'a IndividualView>,
}

impl Serialize for QrRead {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let out = match self {
            QrRead::Start { game } => QrReadOut {
                kind: QrReadKind::Start,
                game: Some(game),
                tournament: None,
                individual: None,
            },
            QrRead::Result { tournament } => QrReadOut {
                kind: QrReadKind::Result,
                game: None,
                tournament: Some(tournament),
                individual: None,
            },
            QrRead::SeatsResult { individual } => QrReadOut {
                kind: QrReadKind::SeatsResult,
                game: None,
                tournament: None,
                individual: Some(individual),
            },
        };
        out.serialize(serializer)
    }
}

impl TryFrom<QrReadWire> for QrRead {
    type Error = &'static str;

    fn try_from(wire: QrReadWire) -> Result<QrRead, &'static str> {
        match wire.kind {
            QrReadKind::Start => wire
                .game
                .map(|game| QrRead::Start { game })
                .ok_or("a started match without its match"),
            QrReadKind::Result => wire
                .tournament
                .map(|tournament| QrRead::Result { tournament })
                .ok_or("a recorded result without its tournament"),
            QrReadKind::SeatsResult => wire
                .individual
                .map(|individual| QrRead::SeatsResult { individual })
                .ok_or("a recorded result without its individual tournament"),
        }
    }
}
