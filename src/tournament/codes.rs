//! A tournament's table codes, alike in both modes: the code that starts a
//! table's match, made from the table and the tournament's rules
//! ([`start_payload`]), and a table's signed result brought back by code
//! (`decide_report`), each a method of both tournaments ([`table_codes!`]).
//! What the codes carry, and how they are read and checked, is
//! [`super::payload`]'s.

use super::error::TournamentError;
use super::event::{TableResult, TournamentEvent};
use super::fold::Tournament;
use super::payload::{CUSTOM, PairPlayers, StartTable, TablePayload};
use crate::{Mode, Preset};

/// "Start this table's match" for the table `table` of `round` whose sides
/// are `pairs`, in the tournament `setup` describes, which the director's
/// app knows as `id`: its rules as the preset's name, with the rule set
/// itself unless it is exactly the preset's. Refused when it does not fit
/// in a code (`payload_rules_too_large` when it carries the rule set).
/// What a tournament of pairs and an individual one share.
pub(crate) fn start_payload(
    setup: &super::TournamentSetup,
    id: &str,
    round: u32,
    table: u32,
    pairs: [PairPlayers; 2],
) -> Result<TablePayload, TournamentError> {
    // An id the table's phone would refuse is refused here.
    super::payload::check_tournament_id(id)?;
    let preset = setup
        .preset
        .as_deref()
        .and_then(|p| p.parse::<Preset>().ok());
    // The preset's name alone says it all only when its values are the
    // tournament's, every one.
    let rule_set = match preset {
        Some(preset) if preset.rules(Mode::Pairs) == setup.rules => None,
        _ => Some(setup.rules.clone()),
    };
    let carries_rules = rule_set.is_some();
    let payload = TablePayload::Start(StartTable {
        tournament: id.to_owned(),
        round,
        table,
        rules: preset.map_or(CUSTOM, Preset::id).to_owned(),
        pairs,
        rule_set,
    });
    match payload.to_text() {
        Err(TournamentError::PayloadTooLarge { bytes, max }) if carries_rules => {
            Err(TournamentError::PayloadRulesTooLarge { bytes, max })
        }
        Err(other) => Err(other),
        Ok(_) => Ok(payload),
    }
}

/// A tournament's methods that carry a table's match by code, alike in both
/// modes: the code that starts it, built at a table
/// ([`Lifecycle::table_at`](super::lifecycle::Lifecycle::table_at)) whose
/// type names its sides as pairs (`as_pair`) and whose players the
/// tournament names (`names_at`), and the signed result brought back, as
/// the mode records it
/// ([`TableOutcome::from_imported`](super::lifecycle::TableOutcome::from_imported)).
/// The tournament type `$tournament` folds entries `$event` whose results
/// are `$outcome`.
macro_rules! table_codes {
    ($tournament:ident, $outcome:ident, $event:ident) => {
        impl $tournament {
            /// "Start this table's match" for `table` of `round`, in the
            /// tournament the director's app knows as `id`: a match of
            /// pairs whose sides are the table's (its two pairs, or an
            /// individual table's two partnerships, side A as pair 1 at
            /// seats 0 and 2, side B as pair 2 at seats 1 and 3), and its
            /// rules (the preset's name, with the rule set itself unless it
            /// is exactly the preset's). The players' names are the ones
            /// the one rule of names keeps ([`clean_name`](crate::clean_name)):
            /// a name registered before the rule that it refuses (hidden
            /// characters) is carried marked where it hides something
            /// ([`carried_name`](crate::carried_name)). Refused when `id` is
            /// not one a table's phone reads
            /// ([`check_tournament_id`](crate::tournament::check_tournament_id)),
            /// and when it does not fit in a code (`payload_rules_too_large` when it carries
            /// the rule set: the match file is then the way).
            pub fn start_payload(
                &self,
                id: &str,
                round: u32,
                table: u32,
            ) -> Result<$crate::tournament::TablePayload, TournamentError> {
                use $crate::tournament::codes::start_payload;
                use $crate::tournament::lifecycle::Lifecycle as _;
                use $crate::tournament::payload::PairPlayers;
                let at = self.table_at(round, table)?;
                let names = self.names_at(&at);
                let side = |i: usize| PairPlayers::named(at.as_pair(i), &names[i]);
                start_payload(self.setup(), id, round, table, [side(0)?, side(1)?])
            }

            /// A table's signed result brought back by code from its phone,
            /// for the tournament the director's app knows as `id`: checked
            /// like any result and marked imported (an individual table's
            /// sides read back from pairs 1 and 2); `Ok(None)` when the
            /// table already has it
            #[doc = concat!("([`", stringify!($tournament), "::decide_result`]).")]
            /// Refused when the code is another tournament's
            /// (`payload_other_tournament`).
            pub fn decide_report(
                &self,
                id: &str,
                report: &$crate::tournament::TableReport,
            ) -> Result<Option<$event>, TournamentError> {
                use $crate::tournament::lifecycle::TableOutcome as _;
                let result = report.imported(id)?;
                let result = $outcome::from_imported(report.round, report.table, result)?;
                self.decide_result(report.round, report.table, &result)
            }
        }
    };
}
pub(crate) use table_codes;

table_codes!(Tournament, TableResult, TournamentEvent);
