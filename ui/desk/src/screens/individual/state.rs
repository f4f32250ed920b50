//! What an individual tournament's screen shows, read from an
//! [`IndividualView`] with no rule of its own: players by name, a table's
//! two partnerships, who sits out, and the result typed from a paper
//! scoresheet, made and checked by the core.

use tranque::tournament::TournamentError;
use tranque::tournament::individual::{
    IndividualEvent, IndividualTournament, PlayerId, SeatedRound, SeatsResult, TableSeats,
    TableSide,
};

use crate::api::IndividualView;
use crate::screens::state::{Redo, Refold, Sheet, SheetProblem, TypedSheet, fold_until};

/// A player's name, or their number when unknown; a name an old log kept
/// with a character that hides or moves what it shows is marked where it
/// hid ([`tranque::carried_name`]).
pub fn name_of(view: &IndividualView, player: PlayerId) -> String {
    view.players
        .iter()
        .find(|p| p.id == player)
        .map(|p| tranque::carried_name(&p.name))
        .unwrap_or_else(|| player.to_string())
}

/// The two players of `side` at a table: "Ana & Caio".
pub fn side_names(view: &IndividualView, at: &TableSeats, side: TableSide) -> String {
    at.partners(side).map(|p| name_of(view, p)).join(" & ")
}

/// The match played on this phone for `table` of `round`, if one was
/// started here: whether it is finished (signed off).
pub fn linked_match(view: &IndividualView, round: u32, table: u32) -> Option<bool> {
    view.linked
        .iter()
        .find(|l| l.round == round && l.table == table)
        .map(|l| l.finished)
}

/// A side's letter, as on the scoreboard.
pub fn side_letter(side: TableSide) -> &'static str {
    match side {
        TableSide::A => "A",
        TableSide::B => "B",
    }
}

impl Refold for IndividualView {
    type Tournament = IndividualTournament;
    type Round = SeatedRound;
    type Member = PlayerId;
    type Outcome = SeatsResult;

    fn created(&self) -> Result<IndividualTournament, TournamentError> {
        IndividualTournament::new(self.setup.clone())
    }

    fn rounds(&self) -> &[SeatedRound] {
        &self.rounds
    }

    fn round_number(round: &SeatedRound) -> u32 {
        round.seating.round
    }

    fn playing_in(round: &SeatedRound) -> Vec<PlayerId> {
        let seated = round.seating.tables.iter().flat_map(|at| at.seats);
        seated
            .chain(round.seating.sit_out.iter().copied())
            .collect()
    }

    fn results(round: &SeatedRound) -> impl Iterator<Item = (u32, Option<&SeatsResult>)> {
        let results = round.results.iter().map(Option::as_ref);
        round.seating.tables.iter().map(|at| at.table).zip(results)
    }

    fn active(t: &IndividualTournament) -> Vec<PlayerId> {
        t.active_players().map(|p| p.id).collect()
    }

    fn known(t: &IndividualTournament, player: PlayerId) -> bool {
        t.player(player).is_some()
    }

    fn apply(
        &self,
        t: &mut IndividualTournament,
        step: Redo<'_, Self>,
    ) -> Result<(), TournamentError> {
        t.apply_mut(match step {
            Redo::Withdrawn(player) => IndividualEvent::PlayerWithdrawn { player },
            Redo::Registered(player) => {
                let name = name_of(self, player);
                IndividualEvent::PlayerRegistered { player, name }
            }
            Redo::Announced(r) => IndividualEvent::RoundSeated(r.seating.clone()),
            Redo::Recorded(round, table, result) => IndividualEvent::ResultRecorded {
                round,
                table,
                result,
            },
            Redo::Closed(r) if r.closed => IndividualEvent::RoundClosed {
                round: r.seating.round,
            },
            Redo::Closed(_) => return Ok(()),
        })
    }
}

/// The result of `table` of `round` from its typed paper scoresheet (side
/// A first), made and checked by the core
/// ([`IndividualTournament::typed_result`],
/// [`IndividualTournament::forfeit_result`]).
pub fn seats_result(
    sheet: &TypedSheet,
    view: &IndividualView,
    round: u32,
    table: u32,
) -> Result<SeatsResult, SheetProblem> {
    let sheet = sheet.read()?;
    let t = fold_until(view, round).map_err(SheetProblem::Refused)?;
    let made = match sheet {
        Sheet::Played { points, signer, .. } => t.typed_result(round, table, points, signer),
        Sheet::Forfeit { loser, reason, .. } => {
            t.forfeit_result(round, table, SIDES[loser], reason)
        }
    };
    made.map_err(SheetProblem::Refused)
}

/// A table's sides in its order: side A is the first.
pub const SIDES: [TableSide; 2] = [TableSide::A, TableSide::B];

#[cfg(test)]
mod tests {
    use tranque::tournament::individual::IndividualStep;
    use tranque::tournament::{Criterion, TournamentMode, TournamentSetup};
    use tranque::{ForfeitReason, Mode, Preset};

    use super::*;
    use crate::screens::state::result_at as result_of;

    /// The view the shell would send of `t`.
    fn view_of(t: &IndividualTournament) -> IndividualView {
        IndividualView {
            id: "t1".into(),
            setup: t.setup().clone(),
            players: t.players().to_vec(),
            rounds: t.rounds().to_vec(),
            standings: t.standings(),
            teams: t.team_standings(),
            next_step: t.next_step(),
            linked: Vec::new(),
        }
    }

    /// Nine players, J1 to J9, and round 1 seated.
    fn nine_seated() -> IndividualTournament {
        let mut rules = Preset::PrFederacion.rules(Mode::Pairs);
        rules.target = 100;
        let setup = TournamentSetup {
            name: "Abierto".into(),
            date: "2026-11-21".into(),
            preset: Some("pr-federacion".into()),
            rules,
            mode: TournamentMode::Individual,
            seed: 7,
            bye: Default::default(),
            ranking: Criterion::DEFAULT.to_vec(),
            credit: Default::default(),
        };
        let mut t = IndividualTournament::new(setup).expect("a setup");
        for n in 1..=9 {
            t = t
                .enter(IndividualEvent::PlayerRegistered {
                    player: PlayerId(n),
                    name: format!("J{n}"),
                })
                .expect("a player");
        }
        let seating = t.next_seating().expect("a seating");
        t.apply(IndividualEvent::RoundSeated(seating))
            .expect("seated")
    }

    /// The losing side's first player, by name.
    fn loser(view: &IndividualView, won: TableSide) -> String {
        let at = view.rounds[0].seating.tables[0];
        name_of(view, at.partners(SIDES[1 - won.index()])[0])
    }

    #[test]
    fn a_typed_sheet_is_the_cores_typed_result() {
        let t = nine_seated();
        let view = view_of(&t);
        let sheet = TypedSheet {
            winner: Some(TableSide::B.index()),
            points: [" 48".into(), "130 ".into()],
            signer: Some(loser(&view, TableSide::B)),
            forfeit: None,
        };
        let made = seats_result(&sheet, &view, 1, 1).expect("a result");
        let core = t
            .typed_result(1, 1, [48, 130], loser(&view, TableSide::B))
            .expect("the core's");
        assert_eq!(made, core);
        assert_eq!(made.winner, TableSide::B);
        // Recorded, the round's next step waits for table 2 only.
        let t = t.record_result(1, 1, &made).expect("recorded");
        let view = view_of(&t);
        assert_eq!(
            view.next_step,
            IndividualStep::Record {
                round: 1,
                tables: vec![2]
            }
        );
        assert_eq!(result_of(&view, 1, 1), Some(&made));
        assert_eq!(result_of(&view, 1, 2), None);
        // The fold made again from the view is the shell's.
        assert_eq!(
            fold_until(&view, 1).expect("a fold").standings(),
            t.standings()
        );
    }

    #[test]
    fn a_sheet_says_what_is_missing_or_wrong() {
        let view = view_of(&nine_seated());
        let result = |sheet: &TypedSheet| seats_result(sheet, &view, 1, 1);
        let mut sheet = TypedSheet::default();
        assert_eq!(result(&sheet), Err(SheetProblem::NoWinner));
        sheet.winner = Some(0);
        sheet.points = ["150".into(), "x".into()];
        assert_eq!(result(&sheet), Err(SheetProblem::BadPoints(1, "x".into())));
        sheet.points = ["50".into(), "100".into()];
        assert_eq!(result(&sheet), Err(SheetProblem::WinnerDisagrees(1)));
        sheet.points = ["100".into(), "50".into()];
        assert_eq!(result(&sheet), Err(SheetProblem::NoSigner));
        // A winner's partner does not sign.
        let at = view.rounds[0].seating.tables[0];
        sheet.signer = Some(name_of(&view, at.seats[0]));
        assert!(matches!(
            result(&sheet),
            Err(SheetProblem::Refused(
                TournamentError::SignerNotLoser { .. }
            ))
        ));
    }

    #[test]
    fn a_typed_forfeit_is_the_cores_and_needs_no_score_nor_signer() {
        let t = nine_seated();
        let view = view_of(&t);
        let sheet = TypedSheet {
            winner: Some(0),
            points: ["".into(), "oops".into()],
            signer: None,
            forfeit: Some(ForfeitReason::DodgingPass),
        };
        let made = seats_result(&sheet, &view, 1, 2).expect("a forfeit");
        let core = t
            .forfeit_result(1, 2, TableSide::B, ForfeitReason::DodgingPass)
            .expect("the core's");
        assert_eq!(made, core);
        assert_eq!(made.winner, TableSide::A);
        assert_eq!(
            made.scores.map(|s| (s.points_for, s.points_against)),
            [(100, 0), (0, 200)]
        );
        assert!(t.record_result(1, 2, &made).is_ok());
    }

    #[test]
    fn a_side_is_its_two_players_by_name() {
        let view = view_of(&nine_seated());
        let at = view.rounds[0].seating.tables[0];
        let [a0, a1] = at.partners(TableSide::A).map(|p| name_of(&view, p));
        assert_eq!(side_names(&view, &at, TableSide::A), format!("{a0} & {a1}"));
        assert_eq!(name_of(&view, PlayerId(40)), "40");
    }
}
