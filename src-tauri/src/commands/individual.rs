//! An individual tournament's answers (`docs/commands.md`, "Individual
//! tournaments"): the director's view of one, built from its fold.

use tranque_views::IndividualView;

use crate::store::StoredIndividual;

/// An individual tournament as the director sees it, from its fold.
impl From<StoredIndividual> for IndividualView {
    fn from(stored: StoredIndividual) -> IndividualView {
        let t = &stored.tournament;
        IndividualView {
            setup: t.setup().clone(),
            players: t.players().to_vec(),
            rounds: t.rounds().to_vec(),
            standings: t.standings(),
            next_step: t.next_step(),
            id: stored.id,
        }
    }
}
