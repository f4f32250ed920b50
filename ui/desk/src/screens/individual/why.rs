//! Why these seats, and why a player sits out: the reasons the "why"
//! disclosure (`screens::why`) lists under the table (or the sit-out line),
//! from the core's explanation of the round (`explain_seating`), players by
//! name.

use tranque::tournament::individual::{
    PlayerId, PlayerSeed, SeatReason, SeatingExplanation, SitOutReason,
};

use crate::api::{self, ApiError, IndividualView};
use crate::ctx::Ctx;
use crate::i18n::t_string;

use crate::screens::why::{Explain, Explained};

use super::state::name_of;

impl Explain for IndividualView {
    type Explanation = SeatingExplanation;

    async fn explain(id: String, round: u32) -> Result<SeatingExplanation, ApiError> {
        api::explain_seating(&id, round).await
    }
    fn reasons(&self, c: Ctx, e: &SeatingExplanation, what: Explained) -> Option<Vec<String>> {
        Some(reasons(c, self, e, what))
    }
}

/// The reasons of a table's seats or of the players sitting out, each
/// once, in the order the core gives them.
fn reasons(c: Ctx, view: &IndividualView, e: &SeatingExplanation, what: Explained) -> Vec<String> {
    let name = |p: PlayerId| name_of(view, p);
    let mut lines: Vec<String> = Vec::new();
    match what {
        Explained::Table(table) => {
            if let Some(at) = e.tables.iter().find(|t| t.table == table) {
                for seat in &at.seats {
                    lines.push(seed_words(c, &name(seat.player.player), &seat.player));
                }
                for seat in &at.seats {
                    let player = name(seat.player.player);
                    for reason in &seat.reasons {
                        lines.push(seat_words(c, &player, reason, &name));
                    }
                }
            }
        }
        Explained::Out => {
            for out in &e.sit_out {
                let player = name(out.player.player);
                lines.push(seed_words(c, &player, &out.player));
                for reason in &out.reasons {
                    lines.push(sit_out_words(c, &player, reason, &name));
                }
            }
        }
    }
    // Both players of a side give the side's reasons: each said once.
    let mut said: Vec<String> = Vec::new();
    lines.retain(|line| {
        let new = !said.contains(line);
        if new {
            said.push(line.clone());
        }
        new
    });
    lines
}

/// "Ana: place 1, wins 3 at the round's start."
fn seed_words(c: Ctx, player: &str, seed: &PlayerSeed) -> String {
    t_string!(
        c.i18n,
        individual_why_seed,
        player,
        rank = seed.rank,
        wins = seed.wins
    )
    .to_string()
}

fn seat_words(
    c: Ctx,
    player: &str,
    reason: &SeatReason,
    name: &impl Fn(PlayerId) -> String,
) -> String {
    match *reason {
        SeatReason::PartnerChosen { partner } => t_string!(
            c.i18n,
            individual_why_partner_chosen,
            player,
            partner = name(partner)
        )
        .to_string(),
        SeatReason::ChosenBy { partner } => t_string!(
            c.i18n,
            individual_why_chosen_by,
            player,
            partner = name(partner)
        )
        .to_string(),
        SeatReason::PartnerRepeatAvoided {
            player: by,
            other,
            round,
        } => t_string!(
            c.i18n,
            individual_why_partner_repeat_avoided,
            player = name(by),
            other = name(other),
            round
        )
        .to_string(),
        SeatReason::PartnerKeptForOthers { player: by, other } => t_string!(
            c.i18n,
            individual_why_partner_kept_for_others,
            player = name(by),
            other = name(other)
        )
        .to_string(),
        SeatReason::PartnerRepeatAccepted { round } => {
            t_string!(c.i18n, individual_why_partner_repeat_accepted, round).to_string()
        }
        SeatReason::OpponentRepeatAvoided { other, round } => t_string!(
            c.i18n,
            individual_why_opponent_repeat_avoided,
            other = name(other),
            round
        )
        .to_string(),
        SeatReason::OpponentKeptForOthers { other } => t_string!(
            c.i18n,
            individual_why_opponent_kept_for_others,
            other = name(other)
        )
        .to_string(),
        SeatReason::OpponentRepeatAccepted { round } => {
            t_string!(c.i18n, individual_why_opponent_repeat_accepted, round).to_string()
        }
        SeatReason::ByHand => t_string!(c.i18n, individual_why_by_hand).to_string(),
    }
}

fn sit_out_words(
    c: Ctx,
    player: &str,
    reason: &SitOutReason,
    name: &impl Fn(PlayerId) -> String,
) -> String {
    match *reason {
        SitOutReason::Lowest { sit_outs } => {
            t_string!(c.i18n, individual_why_sit_out_lowest, player, sit_outs).to_string()
        }
        SitOutReason::SatOutAlready {
            player: other,
            round,
        } => t_string!(
            c.i18n,
            individual_why_sat_out_already,
            player = name(other),
            round
        )
        .to_string(),
        SitOutReason::ByHand => t_string!(c.i18n, individual_why_sit_out_by_hand).to_string(),
    }
}
