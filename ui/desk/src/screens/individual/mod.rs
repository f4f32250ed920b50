//! An individual tournament on the director's phone: players registered
//! one by one (`players`), each round seated by the core as tables of four,
//! two partnerships facing each other, and who sits out (`round`; why each
//! seat in `why`), the standings a player a row (`standings`) and the
//! teams' beside them. The screen, the next step's card, the round's
//! section, a table's typed scoresheet, the players' card and the teams'
//! are those of a tournament of pairs, over this mode ([`Mode`]). What the
//! parts show is read from the shell's view with no rule of their own
//! (`state`).

mod players;
mod round;
mod standings;
pub mod state;
mod why;

use leptos::prelude::*;
use tranque::tournament::individual::{PlayerId, SeatsResult, TableSeats};
use tranque::tournament::{NextStep, TeamRow, TournamentSetup};

use crate::api::{self, ApiError, IndividualView};
use crate::ctx::Ctx;
use crate::i18n::t_string;
use crate::refusal;

use super::desk::{BoardButton, TournamentPage};
use super::shown::{self as shared, Mode};
use super::state::{SheetProblem, TypedSheet};
use super::step::NextStepCard;
use players::Players;
use round::RoundCard;
use standings::Standings;
use state::{SIDES, name_of, seats_result, side_letter, side_names};

/// What the parts of an individual tournament's screen share.
pub type Shown = shared::Shown<IndividualView>;

impl Mode for IndividualView {
    type Table = TableSeats;
    const SEATS: bool = true;

    fn setup(&self) -> &TournamentSetup {
        &self.setup
    }
    fn next_step(&self) -> NextStep {
        self.next_step.clone().into()
    }
    fn members(&self) -> Vec<(PlayerId, bool)> {
        self.players.iter().map(|p| (p.id, p.withdrawn)).collect()
    }
    fn number(member: PlayerId) -> u32 {
        member.0
    }
    fn names(&self, member: PlayerId) -> String {
        name_of(self, member)
    }
    fn renamed_from(&self, member: PlayerId) -> Vec<String> {
        vec![name_of(self, member)]
    }
    fn teams(&self) -> &[TeamRow<PlayerId>] {
        &self.teams
    }

    fn round_now(&self) -> Option<(u32, bool, Vec<TableSeats>, bool)> {
        let r = self.rounds.last()?;
        let sit_out = !r.seating.sit_out.is_empty();
        Some((r.seating.round, r.closed, r.seating.tables.clone(), sit_out))
    }
    fn table_number(at: &TableSeats) -> u32 {
        at.table
    }
    fn marks(_: &TableSeats) -> [String; 2] {
        SIDES.map(|side| side_letter(side).to_owned())
    }
    fn side_names(&self, at: &TableSeats, side: usize) -> String {
        side_names(self, at, SIDES[side])
    }
    fn side_players(&self, at: &TableSeats, side: usize) -> Vec<String> {
        at.partners(SIDES[side]).map(|p| name_of(self, p)).to_vec()
    }

    fn typed(
        &self,
        sheet: &TypedSheet,
        round: u32,
        table: u32,
    ) -> Result<SeatsResult, SheetProblem> {
        seats_result(sheet, self, round, table)
    }

    async fn get(id: String) -> Result<Self, ApiError> {
        api::get_individual_tournament(&id).await
    }
    async fn start(id: String) -> Result<Self, ApiError> {
        api::seat_round(&id).await
    }
    async fn close(id: String, round: u32) -> Result<Self, ApiError> {
        api::close_seated_round(&id, round).await
    }
    async fn withdraw(id: String, number: u32) -> Result<Self, ApiError> {
        api::withdraw_player(&id, number).await
    }
    async fn rename(id: String, number: u32, names: Vec<String>) -> Result<Self, ApiError> {
        let name = names.into_iter().next().unwrap_or_default();
        api::rename_tournament_player(&id, number, &name).await
    }
    async fn add_team(id: String, name: String, members: Vec<u32>) -> Result<Self, ApiError> {
        api::register_team(&id, &name, &members).await
    }
    async fn record(
        id: String,
        round: u32,
        table: u32,
        result: SeatsResult,
        correcting: bool,
    ) -> Result<Self, ApiError> {
        if correcting {
            api::correct_seats_result(&id, round, table, &result).await
        } else {
            api::record_seats_result(&id, round, table, &result).await
        }
    }
    async fn take(id: String, round: u32, table: u32) -> Result<Self, ApiError> {
        api::seats_result_from_match(&id, round, table).await
    }
    async fn import(id: String, round: u32, table: u32) -> Result<Option<Self>, ApiError> {
        api::import_seats_file(&id, round, table).await
    }
    fn refused(_: Shown, c: Ctx, error: ApiError) {
        refused(c, &error);
    }
}

/// Shows a refusal of the individual tournament's commands: a table's
/// sides by their letters where the core's params stand them as pairs.
pub fn refused(c: Ctx, error: &ApiError) {
    let reason = refusal::of_seats(c.locale(), error);
    c.say(t_string!(c.i18n, refused, reason = reason).to_string());
}

/// The tournament shown, for the screen's parts.
pub fn shown() -> Shown {
    shared::shown()
}

/// An individual tournament's screen.
#[component]
pub fn IndividualScreen(
    /// The tournament's id.
    id: String,
) -> impl IntoView {
    let shown = Shown::open(id);
    view! {
        <TournamentPage
            shown=shown
            class="tournament individual"
            step=move || view! {
                <NextStepCard shown=shown>
                    <BoardButton tournament=shown.id />
                </NextStepCard>
            }
            members=|| view! { <Players /> }
            round=|| view! { <RoundCard /> }
            standings=|| view! { <Standings /> }
        />
    }
}
