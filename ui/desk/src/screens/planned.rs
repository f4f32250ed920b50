//! What a director planned for a tournament when creating it (a format's
//! values, or typed): the rounds, and whether it is played by teams. Kept
//! on this phone: the setup does not hold them (`docs/tournament-file.md`,
//! "Formats": the director stops pairing after the rounds, and registers
//! teams in any tournament), so the desk remembers them to say how far the
//! tournament is, and to open the teams' card from the start.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use crate::ctx::{ctx, put_last, save, saved_list};
use crate::i18n::t_string;

/// Where they are kept.
const KEPT: &str = "tranque.planned-rounds";
/// The most tournaments remembered.
const MOST: usize = 64;

/// What is planned for a tournament.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    /// The rounds it plays, if planned.
    pub rounds: Option<u32>,
    /// Played by teams (cuartetas).
    #[serde(default)]
    pub teams: bool,
}

/// The plan of one tournament, as kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Planned {
    tournament: String,
    #[serde(flatten)]
    plan: Plan,
}

/// Remembers `plan` for `tournament`; a plan of nothing is not kept.
pub fn remember(tournament: &str, plan: Plan) {
    if plan == Plan::default() {
        return;
    }
    let mut list = kept();
    add(
        &mut list,
        Planned {
            tournament: tournament.to_owned(),
            plan,
        },
    );
    if let Ok(text) = serde_json::to_string(&list) {
        save(KEPT, &text);
    }
}

/// The plan of `tournament`: nothing planned if none was kept.
pub fn of(tournament: &str) -> Plan {
    kept()
        .into_iter()
        .find(|p| p.tournament == tournament)
        .map(|p| p.plan)
        .unwrap_or_default()
}

/// What was planned, on the next step's card: the rounds, and for a
/// tournament played by teams how many of those playing are in a team.
#[component]
pub fn PlanNotes(
    /// The tournament's plan.
    plan: Plan,
    /// Those playing who are in a team, and all those playing.
    in_teams: Signal<(usize, usize)>,
) -> impl IntoView {
    let c = ctx();
    view! {
        {plan.rounds.map(|rounds| view! {
            <p class="muted" id="rounds-planned">
                {move || t_string!(c.i18n, tournament_rounds_planned, rounds)}
            </p>
        })}
        {plan.teams.then(|| view! {
            <p class="muted" id="teams-planned">
                {move || {
                    let (in_teams, all) = in_teams.get();
                    t_string!(c.i18n, teams_planned, in_teams, all)
                }}
            </p>
        })}
    }
}

fn kept() -> Vec<Planned> {
    saved_list(KEPT)
}

/// The list with `one` last, once, and no more than [`MOST`].
fn add(list: &mut Vec<Planned>, one: Planned) {
    put_last(list, one, MOST, |kept, one| {
        kept.tournament == one.tournament
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tournament_is_remembered_once_and_the_oldest_go_first() {
        let one = |t: &str, rounds| Planned {
            tournament: t.to_owned(),
            plan: Plan {
                rounds: Some(rounds),
                teams: false,
            },
        };
        let mut list = Vec::new();
        add(&mut list, one("t1", 9));
        add(&mut list, one("t1", 7));
        assert_eq!(list, vec![one("t1", 7)]);
        for n in 0..MOST {
            add(&mut list, one(&format!("x{n}"), 3));
        }
        assert_eq!(list.len(), MOST);
        assert!(!list.iter().any(|p| p.tournament == "t1"));
    }

    #[test]
    fn a_plan_kept_before_teams_were_planned_still_reads() {
        let kept: Vec<Planned> =
            serde_json::from_str(r#"[{"tournament":"t1","rounds":9}]"#).expect("reads");
        assert_eq!(
            kept[0].plan,
            Plan {
                rounds: Some(9),
                teams: false
            }
        );
        let text = serde_json::to_string(&Planned {
            tournament: "t2".into(),
            plan: Plan {
                rounds: None,
                teams: true,
            },
        })
        .expect("writes");
        let back: Planned = serde_json::from_str(&text).expect("reads back");
        assert!(back.plan.teams && back.plan.rounds.is_none());
    }
}
